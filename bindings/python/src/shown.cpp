// Values from users shown in error messages, as Python writes them but bounded: a message must
// never fail to be made (a 20,000-deep list overflows repr's recursion, a custom __repr__ may
// raise) nor be a megabyte long. One function for the C++ units and, as _core.shown, for the
// Python package, so both show a value alike.
#include <string>

#include "core.hpp"

namespace boardlab::python {

namespace {

// reprlib's Repr with room for what a variant holds (a region's cell list, a direction list)
// and no cap on numbers short enough to read: "files 10**30" is shown whole.
py::object make_bounded_repr() {
  py::object repr = py::module_::import("reprlib").attr("Repr")();
  repr.attr("maxlevel") = 3;
  repr.attr("maxlist") = 12;
  repr.attr("maxtuple") = 12;
  repr.attr("maxdict") = 8;
  repr.attr("maxset") = 8;
  repr.attr("maxstring") = 80;
  repr.attr("maxlong") = 80;
  repr.attr("maxother") = 80;
  return repr;
}

}  // namespace

std::string shown(py::handle value) {
  // Created on first use and kept for the life of the interpreter (never destroyed, so no
  // Python object outlives the interpreter in a C++ destructor).
  static py::object* const bounded_repr = new py::object(make_bounded_repr());
  try {
    return bounded_repr->attr("repr")(value).cast<std::string>();
  } catch (py::error_already_set& e) {
    // Ctrl-C and memory exhaustion are not the value's fault: they go on.
    if (e.matches(PyExc_KeyboardInterrupt) || e.matches(PyExc_MemoryError)) throw;
    return "<" + std::string(py::str(py::type::handle_of(value).attr("__name__"))) +
           " that cannot be shown>";
  }
}

void bind_shown(py::module_& m) {
  m.def(
      "shown", [](py::handle value) { return shown(value); }, py::arg("value"),
      "The value as error messages show it: its repr, bounded in depth and length.");
}

}  // namespace boardlab::python
