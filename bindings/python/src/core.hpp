#pragma once
// What the units of boardlab._core share: the Python-facing Game, State and Move, and the
// functions that bind each part of the module (module.cpp calls them in order).
#include <pybind11/pybind11.h>
#include <pybind11/typing.h>

#include <boardlab/error.hpp>
#include <boardlab/game.hpp>
#include <boardlab/move.hpp>
#include <boardlab/move_text.hpp>
#include <boardlab/state.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "game_data.hpp"
#include "move_objects.hpp"

namespace boardlab::python {

namespace py = pybind11;

// A move as Python sees it: a whole turn of some game (one move in most games), its text and
// parts written only when asked. Listing and playing moves make many that nobody reads (a
// learning loop's step, an amazons turn's 2,000 alternatives): their text, cell names and
// type were most of what making one cost.
struct PyMove {
  // What Python reads of it.
  struct Details {
    std::string text;
    std::string type;       // the first part's MoveType, named (EnumNames<MoveType>)
    std::string from_cell;  // "" for drops and passes
    std::string to_cell;    // where the piece ends (a chain's last landing; a castling's partner)
    int count = 0;          // StackMove only
    std::string symbol;     // drops only
  };

  std::uint32_t bits = 0;  // the first part's: played again in its game (play_turn_like)
  // Where the details come from until they are asked for: the game and the turn. A move
  // rebuilt from a pickle has its details and no game.
  std::shared_ptr<const AnyGameData> game;
  Turn turn{};
  mutable std::optional<Details> details;

  const Details& get() const;  // play.cpp; only with the GIL held (the cache is not locked)
  const std::string& text() const { return get().text; }
  bool operator==(const PyMove& o) const { return text() == o.text(); }
};

// A Python Move a game hands out (MoveObjects): a plain object to pybind11, named Move in
// signatures and the stubs.
class MoveObject : public py::object {
 public:
  MoveObject() = default;
  explicit MoveObject(py::object move) : py::object(std::move(move)) {}
};
// A list of them.
using MoveList = py::typing::List<PyMove>;

// The details of the turn `turn` of `g`: its text, its first part's type and from cell, and the
// cell its piece ends on (a chain's last landing; a queen's, not its arrow's).
template <int N>
PyMove::Details move_details(const Game<N>& g, const Turn& turn) {
  PyMove::Details out;
  const Move m = turn.first();
  out.text = turn.size == 1 ? format_move(g, m) : format_turn(g, turn);
  out.type = std::string(name_of(m.type()));
  switch (m.type()) {
    case MoveType::drop:
      out.to_cell = g.cell_name_of(m.to());
      out.symbol = std::string(1, g.symbol(m.dropped_kind()));
      break;
    case MoveType::pass:
      break;
    case MoveType::stack_move:
      out.count = m.count();
      [[fallthrough]];
    case MoveType::move:
    case MoveType::shot:
    case MoveType::remove:
    case MoveType::en_passant:
    case MoveType::castle:  // to: the partner's cell, as the move names it
      out.from_cell = g.cell_name_of(m.from());
      out.to_cell = g.cell_name_of(m.to());
      break;
  }
  for (int i = 1; i < turn.size; ++i) {
    const Move part = turn.parts[std::size_t(i)];
    if (part.type() == MoveType::move || part.type() == MoveType::stack_move)
      out.to_cell = g.cell_name_of(part.to());
  }
  return out;
}

// A whole turn of the game `data` as a Move (a turn of one part is that part's Move).
inline PyMove make_move(const std::shared_ptr<const AnyGameData>& data, const Turn& turn) {
  PyMove out;
  out.bits = turn.first().bits();
  out.game = data;
  out.turn = turn;
  return out;
}
inline PyMove make_move(const std::shared_ptr<const AnyGameData>& data, Move m) {
  PyMove out;
  out.bits = m.bits();
  out.game = data;
  out.turn.push(m);
  return out;
}

// A game: a shared reference to its engine data, which its states share too (copying a state
// copies its position and history, never the game).
class PyGame {
 public:
  explicit PyGame(std::shared_ptr<const AnyGameData> data)
      : data_(std::move(data)), move_objects_(std::make_shared<MoveObjects>()) {}

  template <class F>
  decltype(auto) visit(F&& f) const {
    return visit_data(*data_, std::forward<F>(f));
  }
  const GameSpec& spec() const {
    return visit([](const auto& d) -> const GameSpec& { return d.game.spec(); });
  }
  const std::shared_ptr<const AnyGameData>& data() const { return data_; }
  MoveObjects& move_objects() const { return *move_objects_; }

 private:
  std::shared_ptr<const AnyGameData> data_;
  std::shared_ptr<MoveObjects> move_objects_;  // shared with the states' copies of this PyGame
};

class PyState {
 public:
  using Any = std::variant<State<64>, State<128>, State<256>>;

  PyState(PyGame game, Any state) : game_(std::move(game)), state_(std::move(state)) {}

  template <class F>
  decltype(auto) visit(F&& f) {
    listed_ = false;  // whatever f does may change the position
    return std::visit([&](auto& s) -> decltype(auto) { return f(s); }, state_);
  }
  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit([&](const auto& s) -> decltype(auto) { return f(s); }, state_);
  }
  const PyGame& game() const { return game_; }

  // The legal moves (parts) of `st`, this state's State<N>, listed once between two changes of
  // the state: a learning loop's step asks for them three times (is the game over, which
  // actions are legal, is this one), and listing them was most of what each call cost. The
  // list is kept in this object, unlocked: only for calls that hold the GIL throughout.
  template <int N>
  std::span<const Move> listed_moves(const State<N>& st) const {
    if (!listed_) {
      typename Game<N>::Moves moves;
      st.legal_moves(moves);
      listed_moves_.assign(moves.begin(), moves.end());
      listed_ = true;
    }
    return listed_moves_;
  }

  // The game data of the state's capacity N (the one `visit` passes a State<N> of).
  template <int N>
  const GameData<N>& data() const {
    return *std::get<std::unique_ptr<GameData<N>>>(*game_.data());
  }

 private:
  PyGame game_;  // shares the game data, so the game outlives the state
  Any state_;
  mutable std::vector<Move> listed_moves_;
  mutable bool listed_ = false;  // listed_moves_ are the moves of state_'s position
};

// The board capacity N of a State<N> passed by visit.
template <class S>
inline constexpr int capacity_of = std::remove_cvref_t<S>::GameType::max_cells;

// The action number of a legal move (part): every legal move has one, so -1 is the engine's
// error, never written into an array.
template <int N>
int action_number(const ActionIndex<N>& actions, const State<N>& st, Move m) {
  const int i = actions.index_of(m);
  if (i < 0)
    throw Error("internal error: move '" + format_move(st.game(), m) + "' has no action number");
  return i;
}

// The Python Move of a turn of the state `s`, whose State<N> (passed by visit) gives N: for a
// turn of one part, its game's one object for that action (MoveObjects).
template <int N>
MoveObject move_object(const PyState& s, const State<N>&, const Turn& turn) {
  if (turn.size == 1) {
    const ActionIndex<N>& actions = s.template data<N>().actions;
    const int action = actions.index_of(turn.first());
    if (action >= 0)
      return MoveObject(
          s.game().move_objects().get(action, actions.size(), turn.first().bits(),
                                      [&] { return make_move(s.game().data(), turn); }));
  }
  return MoveObject(py::cast(make_move(s.game().data(), turn)));
}
// The Python Move of one part of a turn (what actions and play_part play).
template <int N>
MoveObject move_object(const PyState& s, const State<N>& st, Move part) {
  Turn turn;
  turn.push(part);
  return move_object(s, st, turn);
}

// A Python Move is a whole turn (State's turns, state.hpp: in most games one move); a part of a
// turn is a Move too where actions and pickles take one part at a time.
template <int N>
MoveList legal_moves_of(const PyState& s, const State<N>& st) {
  if (st.game().has_turn_rules()) {
    MoveList out;
    st.for_each_legal_turn([&](const Turn& t) { out.append(move_object(s, st, t)); });
    return out;
  }
  // Every move a turn: the moves the state has listed already (is_over listed them).
  const std::span<const Move> moves = s.listed_moves(st);
  const ActionIndex<N>& actions = s.template data<N>().actions;
  MoveObjects& objects = s.game().move_objects();
  MoveList out(moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move m = moves[i];
    PyList_SET_ITEM(out.ptr(), Py_ssize_t(i),
                    objects
                        .get(action_number(actions, st, m), actions.size(), m.bits(),
                             [&] { return make_move(s.game().data(), m); })
                        .release()
                        .ptr());
  }
  return out;
}

// How many legal moves (whole turns) the state `s`, whose State<N> is `st`, has.
template <int N>
int legal_move_count(const PyState& s, const State<N>& st) {
  if (st.game().has_turn_rules()) return st.legal_turn_count();
  return int(s.listed_moves(st).size());
}

// Makes `Class.__new__(Class)` (a direct call, or a crafted pickle) raise Error instead of
// returning an object whose C++ part was never built: pybind11 gives such an object memory that
// no constructor has run on, and any method on it would read garbage. The classes that take this
// are made in C++ only (module functions return them), which never goes through __new__.
template <class T>
void refuse_new(py::class_<T>& cls, const char* how) {
  const std::string message =
      std::string(py::str(cls.attr("__name__"))) + " objects are not made this way: " + how;
  cls.attr("__new__") = py::staticmethod(
      py::cpp_function([message](py::args, py::kwargs) -> py::object { throw Error(message); }));
}

// The value as error messages show it: its repr, bounded in depth and length (shown.cpp).
std::string shown(py::handle value);

// The UTF-8 bytes of a Python str, or nullopt when `value` is no str or holds what UTF-8 cannot
// encode (a lone surrogate, as os.fsdecode and errors="surrogateescape" make). pybind11's own
// conversion would raise a RuntimeError or TypeError there; callers raise their own errors.
inline std::optional<std::string> utf8_of(py::handle value) {
  if (!py::isinstance<py::str>(value)) return std::nullopt;
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(value.ptr(), &size);
  if (data == nullptr) {
    PyErr_Clear();
    return std::nullopt;
  }
  return std::string(data, std::size_t(size));
}

// A text argument (position, move, cell or game name) as UTF-8, or E naming `what`.
template <class E>
std::string text_argument(py::handle value, std::string_view what) {
  if (auto text = utf8_of(value)) return *std::move(text);
  throw E(std::string(what) + " " + shown(value) +
          (py::isinstance<py::str>(value) ? " is not valid text (it cannot be UTF-8)"
                                          : " is not a string"));
}

// A list of evaluation terms as the schema writes them (dicts; spec.cpp reads them), for agents
// given an evaluation of their own; SpecError naming the term for a bad one.
std::vector<EvaluationTerm> evaluation_terms_from(py::handle terms);

void bind_shown(py::module_& m);
void bind_vocabulary(py::module_& m);
void bind_spec(py::module_& m);
void bind_play(py::module_& m, py::class_<PyGame>& game, py::class_<PyState>& state);
void bind_step_methods(py::class_<PyState>& state);
void bind_legal_moves_view(py::module_& m);
void bind_batch(py::module_& m, py::class_<PyGame>& game, py::class_<PyState>& state);
void bind_agents(py::module_& m, py::class_<PyGame>& game, py::class_<PyState>& state);
void bind_vector_env(py::module_& m, py::class_<PyGame>& game);
void bind_builtin_games(py::module_& m);

}  // namespace boardlab::python

template <>
struct pybind11::detail::handle_type_name<boardlab::python::MoveObject> {
  static constexpr auto name = make_caster<boardlab::python::PyMove>::name;
};

// Every std::string and std::string_view the module takes from Python is read here, once: a
// str that UTF-8 cannot hold (a lone surrogate such as '\ud800', as os.fsdecode and
// errors="surrogateescape" make) is the library's Error naming it, where pybind11's own reading
// would make the call fail with "incompatible function arguments" (a TypeError that says
// nothing of the text). Specialised before any unit of the module reads a string.
namespace pybind11::detail {

template <class Text, bool IsView>
struct utf8_text_caster : string_caster<Text, IsView> {
  bool load(handle src, bool convert) {
    if (string_caster<Text, IsView>::load(src, convert)) return true;
    if (PyUnicode_Check(src.ptr()))
      throw boardlab::Error("text " + boardlab::python::shown(src) +
                            " is not valid Unicode text (it cannot be UTF-8: a lone surrogate)");
    return false;
  }
};

template <>
struct type_caster<std::string> : utf8_text_caster<std::string, false> {};
template <>
struct type_caster<std::string_view> : utf8_text_caster<std::string_view, true> {};

}  // namespace pybind11::detail
