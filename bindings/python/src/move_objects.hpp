#pragma once
// The Python Move of each action of a game, made once and handed out again.
#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace boardlab::python {

namespace py = pybind11;

// One Python Move object for each action (a one-part turn) of a game, made the first time that
// move is listed, played or taken back, and the same object every time after. Making one (a
// pybind11 object holding its game and turn) cost about 140 ns, most of a learning loop's step
// and nearly all of listing `state.legal_moves`; a Move is a value (compared and hashed by its
// text, its details read from the game and turn alone), so sharing one changes nothing a caller
// can see but `is`. Turns of several parts (an amazon's move and arrow, a capture chain) are too
// many to keep: those are made each time.
//
// Kept by the game's PyGame, which states copy, never by the game's data: each Move holds the
// data, so data holding its Moves would keep both alive forever. Touched only with the GIL held,
// which guards it; its destructor takes the GIL, as the last PyGame may go on any thread.
class MoveObjects {
 public:
  MoveObjects() = default;
  MoveObjects(const MoveObjects&) = delete;
  MoveObjects& operator=(const MoveObjects&) = delete;
  ~MoveObjects() {
    if (slots_.empty() || !Py_IsInitialized() || finalizing()) return;  // the process is ending
    py::gil_scoped_acquire gil;
    for (const Slot& slot : slots_) Py_XDECREF(slot.object);
  }

  // The Move of action `action` (of `action_count`) with these bits, made by `make()` (a value
  // pybind11 casts to a Python Move) the first time. The bits past a move's text (how it is
  // carried out: where a chain may stop, what it captures) may differ from position to position
  // for one action; a Move whose bits are not the kept one's is made afresh, since Move.bits
  // shows them.
  template <class Make>
  py::object get(int action, int action_count, std::uint32_t bits, Make&& make) {
    if (slots_.empty()) slots_.assign(std::size_t(action_count), Slot{});
    Slot& slot = slots_[std::size_t(action)];
    if (slot.object == nullptr) {
      slot.object = py::cast(make()).release().ptr();
      slot.bits = bits;
    } else if (slot.bits != bits) {
      return py::cast(make());
    }
    return py::reinterpret_borrow<py::object>(slot.object);
  }

 private:
  // Whether the interpreter is shutting down, when taking the GIL from another thread may hang.
  static bool finalizing() {
#if PY_VERSION_HEX >= 0x030D0000
    return Py_IsFinalizing() != 0;
#else
    return _Py_IsFinalizing() != 0;
#endif
  }

  struct Slot {
    PyObject* object = nullptr;  // until made
    std::uint32_t bits = 0;      // its move's
  };
  std::vector<Slot> slots_;  // by action number
};

}  // namespace boardlab::python
