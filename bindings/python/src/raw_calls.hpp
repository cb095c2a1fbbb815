#pragma once
// Methods written against CPython's own calling convention, for the calls a loop makes at every
// step (step_methods.cpp, legal_moves_view.cpp): pybind11's dispatcher (matching the arguments
// against each overload, finding the C++ object, casting the result) cost about 50 ns a call,
// as much as a whole step of tic-tac-toe in C++, where a method with METH_NOARGS or METH_O costs
// about 15.
#include <pybind11/pybind11.h>

#include <span>

#include "core.hpp"

namespace boardlab::python {

// The C++ object of a pybind11 instance of T's class (the caller has checked the type: method
// descriptors check `self`). Every such object is made with its C++ part (refuse_new).
template <class T>
T& cpp_object_of(PyObject* self) {
  auto* instance = reinterpret_cast<py::detail::instance*>(self);
  const py::detail::value_and_holder held = instance->get_value_and_holder();
  if (!held.holder_constructed()) throw Error("object without its C++ part");
  return *held.value_ptr<T>();
}

// The Python class pybind11 made for T, found once (a type check at every call is then a
// pointer comparison).
template <class T>
PyTypeObject* class_type() {
  static PyTypeObject* const type =
      reinterpret_cast<PyTypeObject*>(py::type::of<T>().release().ptr());
  return type;
}

// Runs `f`, turning a C++ exception into the Python error pybind11's translators make of it
// (the library's own errors: module.cpp), as a pybind11 method would.
template <class F>
PyObject* guarded(F&& f) {
  try {
    return f();
  } catch (py::error_already_set& e) {
    e.restore();
  } catch (...) {
    py::detail::try_translate_exceptions();
  }
  return nullptr;
}

// The one argument of a METH_FASTCALL | METH_KEYWORDS call, given by position or by keyword
// `name` (as `state.play_action(3)` or `state.play_action(action=3)`); null with Python's
// TypeError set for any other call, as Python's own functions do.
inline PyObject* one_argument(PyObject* const* args, Py_ssize_t count, PyObject* keywords,
                              const char* function, const char* name) {
  const Py_ssize_t keyword_count = keywords == nullptr ? 0 : PyTuple_GET_SIZE(keywords);
  if (count + keyword_count == 1 &&
      (keyword_count == 0 ||
       PyUnicode_CompareWithASCIIString(PyTuple_GET_ITEM(keywords, 0), name) == 0))
    return args[0];
  PyErr_Format(PyExc_TypeError, "%s() takes one argument, %s", function, name);
  return nullptr;
}

// A METH_FASTCALL | METH_KEYWORDS function as PyMethodDef holds it.
template <class F>
PyCFunction as_method(F* f) {
  return reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(f));
}

// Adds `methods` to the class `cls` as method descriptors. Their docstrings start with the
// signature (CPython's __text_signature__), which help() and the stub generator read.
template <class T>
void add_raw_methods(py::class_<T>& cls, std::span<PyMethodDef> methods) {
  auto* type = reinterpret_cast<PyTypeObject*>(cls.ptr());
  for (PyMethodDef& method : methods) {
    const py::object descriptor =
        py::reinterpret_steal<py::object>(PyDescr_NewMethod(type, &method));
    if (!descriptor) throw py::error_already_set();
    cls.attr(method.ml_name) = descriptor;
  }
}

}  // namespace boardlab::python
