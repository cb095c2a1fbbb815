// LegalMoves: the legal moves of a state as a live view (python-chess's board.legal_moves):
// len, `in` (a Move or move text), iteration, indexing and the repr always read the state's
// position as it is now. A type of CPython's own (raw_calls.hpp), since
// `state.play(choice(list(state.legal_moves)))` makes one and asks its length and its moves at
// every step: as a Python class, those three calls cost more than the C++ work behind them.
// Indexing makes only the Move asked for, so `random.choice(state.legal_moves)` makes one.
#include <pybind11/pybind11.h>

#include <string>

#include "core.hpp"
#include "raw_calls.hpp"

namespace boardlab::python {

namespace {

struct View {
  PyObject_HEAD PyObject* state;  // the _core.State viewed (a reference)
};

PyState& viewed(PyObject* self) {
  return cpp_object_of<PyState>(reinterpret_cast<View*>(self)->state);
}

PyObject* make_view(PyTypeObject* type, PyObject* args, PyObject* keywords) {
  return guarded([&]() -> PyObject* {
    const bool one_argument = keywords == nullptr && PyTuple_GET_SIZE(args) == 1;
    PyObject* state = one_argument ? PyTuple_GET_ITEM(args, 0) : nullptr;
    if (state == nullptr || !PyObject_TypeCheck(state, class_type<PyState>()))
      throw Error("LegalMoves(state) takes one boardlab._core.State (a State's _core), not " +
                  (one_argument ? shown(state) : std::string("those arguments")));
    auto* view = reinterpret_cast<View*>(type->tp_alloc(type, 0));
    if (view == nullptr) return nullptr;
    Py_INCREF(state);
    view->state = state;
    return reinterpret_cast<PyObject*>(view);
  });
}

void free_view(PyObject* self) {
  PyTypeObject* type = Py_TYPE(self);
  Py_XDECREF(reinterpret_cast<View*>(self)->state);
  type->tp_free(self);
  Py_DECREF(type);  // instances of a heap type hold a reference to it
}

Py_ssize_t length(PyObject* self) {
  Py_ssize_t out = -1;
  guarded([&]() -> PyObject* {
    const PyState& s = viewed(self);
    out = s.visit([&](const auto& st) { return legal_move_count(s, st); });
    return Py_None;
  });
  return out;
}

// The i-th legal move (0 <= i < len: CPython has added the length to a negative index).
PyObject* item(PyObject* self, Py_ssize_t i) {
  return guarded([&]() -> PyObject* {
    const PyState& s = viewed(self);
    return s.visit([&](const auto& st) -> PyObject* {
      const Py_ssize_t count = legal_move_count(s, st);
      if (i < 0 || i >= count)
        throw py::index_error("legal move " + std::to_string(i) + " of " + std::to_string(count) +
                              ": out of range");
      if (st.game().has_turn_rules()) {  // the i-th turn listed, alone made a Move
        Turn chosen{};
        Py_ssize_t k = 0;
        st.for_each_legal_turn([&](const Turn& t) {
          if (k++ == i) chosen = t;
        });
        return move_object(s, st, chosen).release().ptr();
      }
      return move_object(s, st, s.listed_moves(st)[std::size_t(i)]).release().ptr();
    });
  });
}

PyObject* iterate(PyObject* self) {
  return guarded([&] {
    const PyState& s = viewed(self);
    const MoveList all = s.visit([&](const auto& st) { return legal_moves_of(s, st); });
    return PyObject_GetIter(all.ptr());
  });
}

// Whether a legal move has the text of `value` (a Move or move text); anything else is in no
// view.
int contains(PyObject* self, PyObject* value) {
  int out = -1;
  guarded([&]() -> PyObject* {
    std::string text;
    if (PyUnicode_Check(value)) {
      const auto utf8 = utf8_of(value);
      if (!utf8) {
        out = 0;
        return Py_None;
      }
      text = *utf8;
    } else if (py::isinstance<PyMove>(value)) {
      text = cpp_object_of<PyMove>(value).text();
    } else {
      out = 0;
      return Py_None;
    }
    const PyState& s = viewed(self);
    out = 0;
    s.visit([&](const auto& st) {
      if (st.game().has_turn_rules()) {
        st.for_each_legal_turn([&](const Turn& t) { out |= int(st.turn_text(t) == text); });
        return;
      }
      for (const Move m : s.listed_moves(st)) out |= int(format_move(st.game(), m) == text);
    });
    return Py_None;
  });
  return out;
}

PyObject* represent(PyObject* self) {
  return guarded([&] {
    const PyState& s = viewed(self);
    std::string texts;
    int count = 0;
    s.visit([&](const auto& st) {
      st.for_each_legal_turn(
          [&](const Turn& t) { texts += (count++ == 0 ? "" : ", ") + st.turn_text(t); });
    });
    const std::string out = "<LegalMoves (" + std::to_string(count) + "): " + texts + ">";
    return PyUnicode_FromStringAndSize(out.data(), Py_ssize_t(out.size()));
  });
}

// A view is of one state in this process: what a pickle of it would bring back is the state's
// moves, which a pickle of the state keeps.
PyObject* refuse_pickle(PyObject*, PyObject*) {
  return guarded([]() -> PyObject* {
    throw Error(
        "a LegalMoves view is not pickled: pickle its state (state.legal_moves is "
        "made again from it)");
  });
}

PyMethodDef view_methods[] = {
    {"__reduce__", refuse_pickle, METH_NOARGS,
     "__reduce__($self, /)\n--\n\nRefused: pickle the state instead."},
    {nullptr, nullptr, 0, nullptr},
};

PyType_Slot view_slots[] = {
    {Py_tp_methods, view_methods},
    {Py_tp_doc, const_cast<char*>("The legal moves of a state, as a live view: len, `in` (a Move "
                                  "or move text), iteration and indexing always reflect the "
                                  "state's current position.")},
    {Py_tp_new, reinterpret_cast<void*>(make_view)},
    {Py_tp_dealloc, reinterpret_cast<void*>(free_view)},
    {Py_tp_iter, reinterpret_cast<void*>(iterate)},
    {Py_tp_repr, reinterpret_cast<void*>(represent)},
    {Py_sq_length, reinterpret_cast<void*>(length)},
    {Py_sq_item, reinterpret_cast<void*>(item)},
    {Py_sq_contains, reinterpret_cast<void*>(contains)},
    {0, nullptr},
};

PyType_Spec view_spec = {"boardlab._core.LegalMoves", sizeof(View), 0, Py_TPFLAGS_DEFAULT,
                         view_slots};

}  // namespace

void bind_legal_moves_view(py::module_& m) {
  PyObject* type = PyType_FromSpec(&view_spec);
  if (type == nullptr) throw py::error_already_set();
  const auto view = py::reinterpret_steal<py::object>(type);
  view.attr("__module__") = m.attr("__name__");  // as pybind11 names its classes' module
  m.attr("LegalMoves") = view;
}

}  // namespace boardlab::python
