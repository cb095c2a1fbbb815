#pragma once
// An allocator for a search's large arrays (MCTS's tree, alpha-beta's transposition table) that
// asks the system for huge pages.
//
//   std::vector<Node, boardlab::HugePageAllocator<Node>> nodes;
//
// A fresh array of a few megabytes is handed over by the system a 4 KB page at a time, at its
// first touch, and in a virtual machine each page costs some microseconds: MCTS at 1,000
// simulations a move in Clobber spent twice as long in the system as in the search. Blocks of
// 2 MB or more are therefore aligned on 2 MB and advised as huge pages (Linux's transparent huge
// pages, in their default `madvise` mode: one fault a 2 MB page), as chess engines do for their
// transposition tables. Smaller blocks, and systems without the advice, get plain memory.
#include <cstddef>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace boardlab {

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr std::size_t huge_page = std::size_t(2) << 20;
  // A growing array passes through every size: from an eighth of a huge page on, its blocks are
  // whole huge pages (the system gives a small block in 4 KB pages anyway).
  static constexpr std::size_t smallest_advised = huge_page / 8;

  HugePageAllocator() = default;
  template <class U>
  constexpr HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (n > std::size_t(-1) / sizeof(T)) throw std::bad_array_new_length();
    const std::size_t bytes = n * sizeof(T);
    if (bytes < smallest_advised) return static_cast<T*>(::operator new(bytes));
    void* p = std::aligned_alloc(huge_page, rounded(bytes));
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Advice only: where the system has no huge pages to give, the memory is plain.
    ::madvise(p, rounded(bytes), MADV_HUGEPAGE);
#endif
    return static_cast<T*>(p);
  }

  void deallocate(T* p, std::size_t n) noexcept {
    if (n * sizeof(T) < smallest_advised)
      ::operator delete(p);
    else
      std::free(p);
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
