// boardlab._core: the C++ engine for Python. The pure-Python package (boardlab/) wraps these
// classes in a friendlier API; keep this layer thin and fast. Its units: shown.cpp (values in
// messages), vocabulary.cpp (names, limits, cell names), spec.cpp (specs from the data of a
// variant), builtin_games.cpp (the registry), play.cpp (moves, games, states), step_methods.cpp
// and legal_moves_view.cpp (a loop's step, without pybind11's dispatcher), batch.cpp (playouts and
// perft, GIL released), agents.cpp (agents, matches, tournaments), vector_env.cpp (games stepped
// together for learning code), game_data.cpp (the engine data behind a game, and its batch path).
#include <pybind11/pybind11.h>

#include <cstring>

#include <boardlab/error.hpp>

#include "core.hpp"

namespace py = pybind11;
using namespace boardlab;
using namespace boardlab::python;

namespace {

// Sets the Python error from a C++ message. The engine quotes input text so that its messages
// are UTF-8, but a message of C++ code outside it might not be: decoding it strictly (as
// PyErr_SetString does) would replace the library's error by a UnicodeDecodeError.
void set_error_message(py::handle type, const char* message) {
  PyObject* text =
      PyUnicode_DecodeUTF8(message, Py_ssize_t(std::strlen(message)), "backslashreplace");
  if (text == nullptr) return;  // MemoryError is already set
  PyErr_SetObject(type.ptr(), text);
  Py_DECREF(text);
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "boardlab's C++ engine (use the boardlab package, not this module directly)";

  // Errors: ValueError subclasses. The translator tries the most specific first.
  static py::exception<Error> error(m, "Error", PyExc_ValueError);
  static py::exception<SpecError> spec_error(m, "SpecError", error.ptr());
  static py::exception<PositionError> position_error(m, "PositionError", error.ptr());
  static py::exception<MoveSyntaxError> move_syntax_error(m, "MoveSyntaxError", error.ptr());
  static py::exception<IllegalMoveError> illegal_move_error(m, "IllegalMoveError", error.ptr());
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const SpecError& e) {
      set_error_message(spec_error, e.what());
    } catch (const PositionError& e) {
      set_error_message(position_error, e.what());
    } catch (const MoveSyntaxError& e) {
      set_error_message(move_syntax_error, e.what());
    } catch (const IllegalMoveError& e) {
      set_error_message(illegal_move_error, e.what());
    } catch (const Error& e) {
      set_error_message(error, e.what());
    }
  });

  m.attr("__version__") = BOARDLAB_VERSION;
  bind_shown(m);
  bind_vocabulary(m);
  bind_spec(m);
  bind_builtin_games(m);
  py::class_<PyGame> game(m, "Game", "A game's engine data: its rules, tables and batch path.");
  py::class_<PyState> state(m, "State", "A position of a game, with its history.");
  bind_play(m, game, state);
  bind_legal_moves_view(m);
  bind_batch(m, game, state);
  bind_agents(m, game, state);
  bind_vector_env(m, game);
}
