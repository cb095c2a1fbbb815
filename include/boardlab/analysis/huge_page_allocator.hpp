#pragma once
// An allocator for a search's large arrays (MCTS's tree, alpha-beta's transposition table) that
// asks the system for huge pages and keeps freed blocks for the next search.
//
//   std::vector<Node, boardlab::HugePageAllocator<Node>> nodes;
//
// A fresh array of a few megabytes is handed over by the system a 4 KB page at a time, at its
// first touch, and in a virtual machine each page costs some microseconds: MCTS at 1,000
// simulations a move in Clobber spent twice as long in the system as in the search. Blocks of
// a quarter megabyte or more are therefore whole 2 MB pages, advised as huge pages (Linux's
// transparent huge pages in their default `madvise` mode: one fault a 2 MB page), as chess
// engines do for their transposition tables. Getting a huge page can still cost the system
// milliseconds (it may first have to gather 2 MB of free memory), so a freed block is kept, up
// to `kept_bytes` in all, and handed to the next search that asks for that size: a match of
// short searches, each agent new, then takes its memory from the system once. Smaller blocks,
// and systems without the advice, get plain memory.
#include <cstddef>
#include <cstdlib>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <pthread.h>
#endif

namespace boardlab {

namespace detail {

// The freed blocks kept for reuse, shared by every thread of the process.
class HugeBlockCache {
 public:
  static constexpr std::size_t huge_page = std::size_t(2) << 20;
  // The most kept at once: a tree of two million nodes, far beyond a search of a few thousand
  // simulations a move, which is where the system's time had mattered.
  static constexpr std::size_t kept_bytes = std::size_t(64) << 20;

  // Never destroyed: an array freed by another static object's destructor at exit may still
  // come back to it (the system takes the memory back then).
  static HugeBlockCache& instance() {
    static HugeBlockCache* const cache = new HugeBlockCache;
    return *cache;
  }

  // A block of `bytes` (a multiple of huge_page), kept or new.
  void* take(std::size_t bytes) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      for (std::size_t i = 0; i < blocks_.size(); ++i)
        if (blocks_[i].second == bytes) {
          void* p = blocks_[i].first;
          blocks_[i] = blocks_.back();
          blocks_.pop_back();
          kept_ -= bytes;
          return p;
        }
    }
    void* p = std::aligned_alloc(huge_page, bytes);
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Advice only: where the system has no huge pages to give, the memory is plain.
    ::madvise(p, bytes, MADV_HUGEPAGE);
#endif
    return p;
  }

  void give_back(void* p, std::size_t bytes) noexcept {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (kept_ + bytes <= kept_bytes) {
        try {
          blocks_.emplace_back(p, bytes);
          kept_ += bytes;
          return;
        } catch (...) {  // no room to note it: the block goes back to the system
        }
      }
    }
    std::free(p);
  }

  HugeBlockCache(const HugeBlockCache&) = delete;
  HugeBlockCache& operator=(const HugeBlockCache&) = delete;

 private:
  // A lock held by another thread when the process forks would stay held in the child: the
  // fork waits for it.
  HugeBlockCache() {
#if defined(__unix__) || defined(__APPLE__)
    ::pthread_atfork([] { instance().mutex_.lock(); }, [] { instance().mutex_.unlock(); },
                     [] { instance().mutex_.unlock(); });
#endif
  }

  std::mutex mutex_;
  std::vector<std::pair<void*, std::size_t>> blocks_;
  std::size_t kept_ = 0;
};

}  // namespace detail

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr std::size_t huge_page = detail::HugeBlockCache::huge_page;
  // A growing array passes through every size: from an eighth of a huge page on, its blocks are
  // whole huge pages (the system gives a small block in 4 KB pages anyway).
  static constexpr std::size_t smallest_advised = huge_page / 8;

  HugePageAllocator() = default;
  template <class U>
  constexpr HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    // The size, rounded up to whole huge pages below, must not wrap around.
    if (n > (std::size_t(-1) - huge_page) / sizeof(T)) throw std::bad_array_new_length();
    const std::size_t bytes = n * sizeof(T);
    if (bytes < smallest_advised) return static_cast<T*>(::operator new(bytes));
    return static_cast<T*>(detail::HugeBlockCache::instance().take(rounded(bytes)));
  }

  void deallocate(T* p, std::size_t n) noexcept {
    const std::size_t bytes = n * sizeof(T);
    if (bytes < smallest_advised)
      ::operator delete(p);
    else
      detail::HugeBlockCache::instance().give_back(p, rounded(bytes));
  }

  template <class U>
  friend constexpr bool operator==(const HugePageAllocator&, const HugePageAllocator<U>&) {
    return true;
  }

 private:
  // aligned_alloc takes a size that is a multiple of the alignment.
  static constexpr std::size_t rounded(std::size_t bytes) {
    return (bytes + huge_page - 1) / huge_page * huge_page;
  }
};

}  // namespace boardlab
