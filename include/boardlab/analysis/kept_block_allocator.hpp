#pragma once
// An allocator for a search's large arrays (MCTS's tree, alpha-beta's transposition table) that
// keeps freed blocks for the next search.
//
//   std::vector<Node, boardlab::KeptBlockAllocator<Node>> nodes;
//
// A fresh array of a few megabytes is handed over by the system a 4 KB page at a time, at its
// first touch, and in a virtual machine each page costs some microseconds: MCTS at 1,000
// simulations a move in Clobber spent twice as long in the system as in the search. Blocks of
// a quarter megabyte or more are therefore whole 2 MB units (aligned so that a system that backs
// memory with huge pages of its own accord can), and a freed block is kept, up to `kept_bytes` in
// all, and handed to the next search that asks for that size: a match of short searches, each
// agent new, then takes its memory from the system once. Smaller blocks are plain memory.
//
// The blocks are not advised as huge pages (madvise MADV_HUGEPAGE), as they were: where Linux's
// transparent huge pages defragment on advice (the `madvise` default of
// /sys/kernel/mm/transparent_hugepage/defrag), a fault in an advised block on a machine whose
// memory is fragmented waits for the system to compact 2 MB, and MCTS of 20,000 simulations from
// hex's start took 0.6 to 2.0 s with the advice against 0.32 s without; searches whose blocks are
// kept gained nothing measurable from it (docs/performance.md).
#include <cstddef>
#include <cstdlib>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <pthread.h>
#endif

namespace boardlab {

namespace detail {

// The freed blocks kept for reuse, shared by every thread of the process.
class KeptBlockCache {
 public:
  static constexpr std::size_t block_unit = std::size_t(2) << 20;
  // The most kept at once: a tree of two million nodes, far beyond a search of a few thousand
  // simulations a move, which is where the system's time had mattered.
  static constexpr std::size_t kept_bytes = std::size_t(64) << 20;

  // Never destroyed: an array freed by another static object's destructor at exit may still
  // come back to it (the system takes the memory back then).
  static KeptBlockCache& instance() {
    static KeptBlockCache* const cache = new KeptBlockCache;
    return *cache;
  }

  // A block of `bytes` (a multiple of block_unit), kept or new.
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
    void* p = std::aligned_alloc(block_unit, bytes);
    if (p == nullptr) throw std::bad_alloc();
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

  KeptBlockCache(const KeptBlockCache&) = delete;
  KeptBlockCache& operator=(const KeptBlockCache&) = delete;

 private:
  // A lock held by another thread when the process forks would stay held in the child: the
  // fork waits for it.
  KeptBlockCache() {
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
struct KeptBlockAllocator {
  using value_type = T;
  static constexpr std::size_t block_unit = detail::KeptBlockCache::block_unit;
  // A growing array passes through every size: from an eighth of a block unit on, its blocks are
  // whole units, which the cache can hand to the next array of that size.
  static constexpr std::size_t smallest_kept = block_unit / 8;

  KeptBlockAllocator() = default;
  template <class U>
  constexpr KeptBlockAllocator(const KeptBlockAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    // The size, rounded up to whole block units below, must not wrap around.
    if (n > (std::size_t(-1) - block_unit) / sizeof(T)) throw std::bad_array_new_length();
    const std::size_t bytes = n * sizeof(T);
    if (bytes < smallest_kept) return static_cast<T*>(::operator new(bytes));
    return static_cast<T*>(detail::KeptBlockCache::instance().take(rounded(bytes)));
  }

  void deallocate(T* p, std::size_t n) noexcept {
    const std::size_t bytes = n * sizeof(T);
    if (bytes < smallest_kept)
      ::operator delete(p);
    else
      detail::KeptBlockCache::instance().give_back(p, rounded(bytes));
  }

  template <class U>
  friend constexpr bool operator==(const KeptBlockAllocator&, const KeptBlockAllocator<U>&) {
    return true;
  }

 private:
  // aligned_alloc takes a size that is a multiple of the alignment.
  static constexpr std::size_t rounded(std::size_t bytes) {
    return (bytes + block_unit - 1) / block_unit * block_unit;
  }
};

}  // namespace boardlab
