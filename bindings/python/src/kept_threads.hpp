#pragma once
// Threads kept between long calls from Python (wait.hpp): starting and joining a thread costs
// some 40 microseconds here, and a search agent's move at 1,000 simulations (Clobber) takes
// some 600. A thread that ended its work waits for the next one instead of ending; a call that
// finds none idle starts one more, so that calls from several Python threads still run side by
// side. (POSIX only, as the module's build is.)
#include <pthread.h>

#include <boardlab/analysis/threads.hpp>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace boardlab::python {

class KeptThreads {
 public:
  // Never destroyed: the kept threads wait on it until the process ends.
  static KeptThreads& instance() {
    static KeptThreads* const threads = new KeptThreads;
    return *threads;
  }

  // Runs `job` on a kept thread; the caller learns of its end from the job itself. `job` must
  // not throw. Error when no thread is idle and the system cannot start one.
  void run(std::function<void()> job) {
    std::unique_lock<std::mutex> lock(mutex_);
    for (Slot* slot : slots_)
      if (slot->idle) {
        slot->idle = false;
        slot->job = std::move(job);
        lock.unlock();
        slot->wake.notify_one();
        return;
      }
    // Lives as long as the process, as its thread does; listed only once its thread runs, so
    // that a thread the system cannot start (Error) leaves no slot that nothing serves.
    auto slot = std::make_unique<Slot>();
    slot->idle = false;
    slot->job = std::move(job);
    start_thread(1, [this, s = slot.get()] { serve(*s); }).detach();
    slots_.push_back(slot.release());
  }

  KeptThreads(const KeptThreads&) = delete;
  KeptThreads& operator=(const KeptThreads&) = delete;

 private:
  struct Slot {
    std::condition_variable wake;
    std::function<void()> job;
    bool idle = true;
  };

  // A child of fork() has none of the threads, and a lock held by one of them at the fork
  // would stay held: the fork waits for the lock, and the child forgets the slots.
  KeptThreads() {
    ::pthread_atfork([] { instance().mutex_.lock(); }, [] { instance().mutex_.unlock(); },
                     [] {
                       KeptThreads& kept = instance();
                       kept.slots_.clear();  // their threads did not come along
                       kept.mutex_.unlock();
                     });
  }

  void serve(Slot& slot) {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      slot.wake.wait(lock, [&] { return static_cast<bool>(slot.job); });
      std::function<void()> job = std::move(slot.job);
      slot.job = nullptr;
      lock.unlock();
      job();
      job = nullptr;  // what it holds goes before the thread is handed out again
      lock.lock();
      slot.idle = true;
    }
  }

  std::mutex mutex_;
  std::vector<Slot*> slots_;
};

}  // namespace boardlab::python
