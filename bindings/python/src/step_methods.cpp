// A loop's step as plain CPython methods of _core.State (raw_calls.hpp): is_over,
// legal_actions and play_action for `while not s.is_over(): s.play_action(choice(...))`, and
// play for python-chess's `s.play(choice(list(s.legal_moves)))`. boardlab.State binds these to
// each state (State._init), so that a step goes from Python straight here.
#include <pybind11/pybind11.h>

#include <algorithm>
#include <array>
#include <bit>
#include <boardlab/move_text.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core.hpp"
#include "raw_calls.hpp"

namespace boardlab::python {

namespace {

PyState& state_of(PyObject* self) { return cpp_object_of<PyState>(self); }

// The Python ints 0 .. count - 1, made once and kept for the life of the process: an action
// list holds a few hundred of them and is asked for at every step of a game, and an int above
// 256 (those CPython does not keep itself) cost as much to make as the rest of the list.
// Touched only with the GIL held, which guards it.
PyObject* const* action_ints(int count) {
  static std::vector<PyObject*> ints;
  if (std::size_t(count) > ints.size()) {
    const std::size_t old = ints.size();
    ints.resize(std::max(std::size_t(count), 2 * old));
    for (std::size_t k = old; k < ints.size(); ++k) {
      ints[k] = PyLong_FromSsize_t(Py_ssize_t(k));
      if (ints[k] == nullptr) {
        ints.resize(k);  // keeps only the ints made
        throw py::error_already_set();
      }
    }
  }
  return ints.data();
}

// Puts `numbers` (each below `bound`) in ascending order. Bit-board generation lists moves
// direction by direction (breakthrough, clobber), far from the actions' order, and std::sort of
// those few dozen numbers was a quarter of a Python step's listing: distinct numbers below a
// few thousand are ordered through a bit set instead, a pass to set and one to read.
void order_action_numbers(int* numbers, int count, int bound) {
  constexpr int max_words = 256;
  const int words_used = (bound + 63) / 64;
  if (words_used <= max_words) {
    std::array<std::uint64_t, max_words> bits;
    std::fill_n(bits.begin(), words_used, 0);
    bool repeated = false;  // never for a position's legal moves; sorted below all the same
    for (int k = 0; k < count; ++k) {
      const std::uint64_t bit = std::uint64_t{1} << (numbers[k] & 63);
      std::uint64_t& word = bits[std::size_t(numbers[k] >> 6)];
      repeated |= (word & bit) != 0;
      word |= bit;
    }
    if (!repeated) {
      int out = 0;
      for (int w = 0; w < words_used; ++w)
        for (std::uint64_t b = bits[std::size_t(w)]; b != 0; b &= b - 1)
          numbers[out++] = 64 * w + std::countr_zero(b);
      return;
    }
  }
  std::sort(numbers, numbers + count);
}

// The legal actions of `st`, ascending, as a new Python list.
template <int N>
PyObject* legal_action_list(const PyState& s, const State<N>& st) {
  const ActionIndex<N>& actions = s.data<N>().actions;
  std::array<int, Game<N>::Moves::capacity> numbers;
  int count = 0;
  if (st.game().only_drops()) {  // a few hundred drops a step in hex, gomoku, havannah
    int unnumbered = 0;          // as action_number: never, but not written into the list unseen
    for (const Move m : s.listed_moves(st)) {
      const int number = actions.drop_index(m.dropped_kind(), m.to());
      unnumbered |= number >> 31;
      numbers[std::size_t(count++)] = number;
    }
    if (unnumbered != 0)
      for (const Move m : s.listed_moves(st)) action_number(actions, st, m);  // throws its Error
  } else {
    for (const Move m : s.listed_moves(st))
      numbers[std::size_t(count++)] = action_number(actions, st, m);
  }
  // Many games generate their moves in the actions' order already (drops cell by cell, moves
  // from cell by cell): checking costs a pass.
  if (!std::is_sorted(numbers.begin(), numbers.begin() + count))
    order_action_numbers(numbers.data(), count, actions.size());
  PyObject* const* ints = action_ints(actions.size());
  PyObject* list = PyList_New(count);
  if (list == nullptr) return nullptr;
  for (int k = 0; k < count; ++k) {
    PyObject* number = ints[numbers[std::size_t(k)]];
    Py_INCREF(number);
    PyList_SET_ITEM(list, k, number);
  }
  return list;
}

// A position has no legal move exactly when its game is over (legal_moves, outcome.hpp).
PyObject* is_over(PyObject* self, PyObject*) {
  return guarded([&] {
    const PyState& s = state_of(self);
    return py::bool_(s.visit([&](const auto& st) { return s.listed_moves(st).empty(); }))
        .release()
        .ptr();
  });
}

PyObject* legal_actions(PyObject* self, PyObject*) {
  return guarded([&] {
    const PyState& s = state_of(self);
    return s.visit([&](const auto& st) { return legal_action_list(s, st); });
  });
}

// The action as a C++ number: a plain int as it is; anything else as boardlab.State.play_action
// takes a whole number (an int, a numpy integer; not a bool, not a float), or Error.
long long action_argument(PyObject* action, int& overflow) {
  overflow = 0;
  if (PyLong_CheckExact(action)) return PyLong_AsLongLongAndOverflow(action, &overflow);
  static PyObject* whole_number = [] {
    return py::object(py::module_::import("boardlab._game").attr("_action_number")).release().ptr();
  }();
  const py::object number = py::reinterpret_steal<py::object>(
      PyObject_CallFunction(whole_number, "sO", "State.play_action", action));
  if (!number) throw py::error_already_set();
  return PyLong_AsLongLongAndOverflow(number.ptr(), &overflow);
}

// The legal move of `s` with the text of `like(st)`'s move, found among the moves the state has
// listed already (as legal_move_like would list them): listing is what a step would otherwise
// do twice. None where `like` gives none.
template <class Like>
std::optional<Move> listed_move_like(const PyState& s, Like&& like) {
  return s.visit([&](const auto& st) -> std::optional<Move> {
    const std::optional<Move> wanted = like(st);
    if (!wanted) return std::nullopt;
    return legal_move_like(st.game(), st.position(), s.listed_moves(st), *wanted);
  });
}

// Plays `legal`, a legal move of the state's position, and returns its Move.
PyObject* play_legal(PyState& s, Move legal) {
  return s.visit([&](auto& st) {
    st.apply_unchecked(legal);
    return move_object(s, st, legal).release().ptr();
  });
}

// Plays the legal move numbered `action` (IllegalMoveError for any other number) and returns
// its Move.
PyObject* play_action(PyObject* self, PyObject* const* args, Py_ssize_t count, PyObject* keywords) {
  PyObject* action = one_argument(args, count, keywords, "play_action", "action");
  if (action == nullptr) return nullptr;
  return guarded([&] {
    PyState& s = state_of(self);
    int overflow = 0;
    const long long number = action_argument(action, overflow);
    const Move legal = *listed_move_like(s, [&](const auto& st) -> std::optional<Move> {
      const auto& actions = s.template data<capacity_of<decltype(st)>>().actions;
      if (overflow != 0 || number < 0 || number >= actions.size())
        throw IllegalMoveError("action " + std::string(py::str(action)) + " is not in 0.." +
                               std::to_string(actions.size() - 1));
      return actions.move_at(int(number));
    });
    return play_legal(s, legal);
  });
}

// Plays a legal move, given as a Move or its text, and returns its Move: IllegalMoveError (or
// MoveSyntaxError for text that is no move) otherwise, the state unchanged.
PyObject* play(PyObject* self, PyObject* const* args, Py_ssize_t count, PyObject* keywords) {
  PyObject* move = one_argument(args, count, keywords, "play", "move");
  if (move == nullptr) return nullptr;
  return guarded([&] {
    PyState& s = state_of(self);
    if (PyObject_TypeCheck(move, class_type<PyMove>())) {
      const PyMove& mv = cpp_object_of<PyMove>(move);
      const bool listed_here = mv.game == s.game().data();  // not another game's, nor a pickle's
      // Where turns have one part, a move this very game listed is found by its text key among
      // the moves already listed, then played.
      const std::optional<Move> legal =
          listed_move_like(s, [&](const auto& st) -> std::optional<Move> {
            if (!listed_here || st.game().has_turn_rules()) return std::nullopt;
            return mv.turn.first();
          });
      if (legal) return play_legal(s, *legal);
      return s
          .visit([&](auto& st) {
            if (!listed_here)
              return move_object(s, st, st.play_turn_like(Move::from_bits(mv.bits), mv.text()));
            return move_object(s, st, st.play_listed_turn(mv.turn));
          })
          .release()
          .ptr();
    }
    if (!PyUnicode_Check(move))
      throw MoveSyntaxError("move " + shown(move) + " is not a Move or move text");
    const std::string text = text_argument<MoveSyntaxError>(move, "move text");
    return s.visit([&](auto& st) { return move_object(s, st, st.play_turn(text)); })
        .release()
        .ptr();
  });
}

PyMethodDef step_methods[] = {
    {"is_over", is_over, METH_NOARGS, "is_over($self, /)\n--\n\nWhether the game is over."},
    {"legal_actions", legal_actions, METH_NOARGS,
     "legal_actions($self, /)\n--\n\nThe legal actions' numbers, ascending."},
    {"play_action", as_method(play_action), METH_FASTCALL | METH_KEYWORDS,
     "play_action($self, action)\n--\n\nPlays the legal move numbered `action`; returns it."},
    {"play", as_method(play), METH_FASTCALL | METH_KEYWORDS,
     "play($self, move)\n--\n\nPlays a legal move (a Move or its text); returns its Move."},
};

}  // namespace

void bind_step_methods(py::class_<PyState>& state) { add_raw_methods(state, step_methods); }

}  // namespace boardlab::python
