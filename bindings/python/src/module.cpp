// boardlab._core: the C++ engine for Python. The pure-Python package (boardlab/) wraps these
// classes in a friendlier API; keep this layer thin and fast. Batch work (perft, playouts)
// releases the GIL.
#include <pybind11/functional.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "any_game.hpp"

namespace py = pybind11;
using namespace boardlab;
using boardlab::python::AnyGameData;
using boardlab::python::GameData;

namespace {

// --- names of enums at the Python boundary -------------------------------------------------

template <class E, std::size_t K>
E enum_from(std::string_view what, std::string_view text,
            const std::array<std::pair<std::string_view, E>, K>& table) {
  for (auto& [name, value] : table)
    if (name == text) return value;
  std::string known;
  for (auto& [name, value] : table) known += (known.empty() ? "" : ", ") + std::string(name);
  throw SpecError(std::string(what) + ": '" + std::string(text) + "' is not one of " + known);
}
template <class E, std::size_t K>
std::string enum_name(E value, const std::array<std::pair<std::string_view, E>, K>& table) {
  for (auto& [name, v] : table)
    if (v == value) return std::string(name);
  return "?";
}

const std::array<std::pair<std::string_view, PrimitiveType>, 5> primitive_types{
    {{"step", PrimitiveType::step},
     {"slide", PrimitiveType::slide},
     {"leap", PrimitiveType::leap},
     {"stack_move", PrimitiveType::stack_move},
     {"drop", PrimitiveType::drop}}};
const std::array<std::pair<std::string_view, Landing>, 2> landings{
    {{"capture", Landing::capture}, {"stack", Landing::stack}}};
const std::array<std::pair<std::string_view, Leapt>, 2> leapts{
    {{"stays", Leapt::stays}, {"captured", Leapt::captured}}};
const std::array<std::pair<std::string_view, Path>, 3> paths{
    {{"straight", Path::straight},
     {"bends", Path::bends},
     {"bends_without_u", Path::bends_without_u}}};
const std::array<std::pair<std::string_view, ConditionType>, 3> condition_types{
    {{"at_most", ConditionType::at_most},
     {"region_holds", ConditionType::region_holds},
     {"all_stacks_controlled", ConditionType::all_stacks_controlled}}};
const std::array<std::pair<std::string_view, When>, 2> whens{
    {{"always", When::always}, {"winner_moved", When::winner_moved}}};
const std::array<std::pair<std::string_view, Placement>, 2> placements{
    {{"placement_first", Placement::placement_first}, {"anytime", Placement::anytime}}};
const std::array<std::pair<std::string_view, NoMoveResult>, 3> no_move_results{
    {{"loses", NoMoveResult::loses}, {"wins", NoMoveResult::wins}, {"draws", NoMoveResult::draws}}};

Player player_from(int p, std::string_view what) {
  if (p != 0 && p != 1)
    throw SpecError(std::string(what) + ": player " + std::to_string(p) + " is not 0 or 1");
  return Player(p);
}

std::string cell_list_text(const CellSet& cells) {
  std::string out;
  for (int r = 0; r < max_board_side; ++r)
    for (int f = 0; f < max_board_side; ++f)
      if (cells.contains({f, r})) out += (out.empty() ? "" : " ") + cell_name(f, r);
  return out;
}

// --- spec --------------------------------------------------------------------------------------

py::dict primitive_dict(const Primitive& p) {
  py::dict d;
  d["type"] = enum_name(p.type, primitive_types);
  d["direction_mask"] = int(p.directions.mask);
  d["relative"] = p.directions.relative;
  d["onto"] = int(p.onto.bits);
  d["over"] = int(p.over.bits);
  d["landing"] = enum_name(p.landing, landings);
  d["leapt"] = enum_name(p.leapt, leapts);
  d["path"] = enum_name(p.path, paths);
  d["min_count"] = p.min_count;
  d["max_count"] = p.max_count;
  d["max_distance"] = p.max_distance;
  d["region"] = p.region.str();
  return d;
}

void add_primitive(GameSpec& s, char symbol, const std::string& type, int direction_mask,
                   bool relative, int onto, int over, const std::string& landing,
                   const std::string& leapt, const std::string& path, int min_count, int max_count,
                   int max_distance, const std::string& region) {
  const std::string what = std::string("kind '") + symbol + "'";
  Primitive p{};
  p.type = enum_from(what + " type", type, primitive_types);
  if (direction_mask < 0 || direction_mask > 255) throw SpecError(what + ": bad direction mask");
  p.directions = {std::uint8_t(direction_mask), relative};
  if (p.type == PrimitiveType::stack_move) p.directions = dir::orthogonal;
  if (onto < 0 || onto > 15 || over < 0 || over > 15) throw SpecError(what + ": bad target set");
  p.onto = {std::uint8_t(onto)};
  p.over = {std::uint8_t(over)};
  if (p.type == PrimitiveType::drop) p.onto = Targets::empty;
  p.landing = enum_from(what + " landing", landing, landings);
  p.leapt = enum_from(what + " leapt", leapt, leapts);
  p.path = enum_from(what + " path", path, paths);
  p.min_count = min_count;
  p.max_count = max_count;
  p.max_distance = max_distance;
  p.region = RegionName(region);
  s.moves(symbol, p);
}

// --- moves -------------------------------------------------------------------------------------

struct PyMove {
  std::uint32_t bits = 0;
  std::string text;
  std::string type;       // "move", "stack_move" or "drop"
  std::string from_cell;  // "" for drops
  std::string to_cell;
  int count = 0;       // StackMove only
  std::string symbol;  // drops only

  bool operator==(const PyMove& o) const { return text == o.text; }
};

template <int N>
PyMove make_move(const Game<N>& g, Move m) {
  PyMove out;
  out.bits = m.bits();
  out.text = format_move(g, m);
  out.to_cell = g.cell_name_of(m.to());
  switch (m.type()) {
    case MoveType::drop:
      out.type = "drop";
      out.symbol = std::string(1, g.symbol(m.dropped_kind()));
      break;
    case MoveType::move:
      out.type = "move";
      out.from_cell = g.cell_name_of(m.from());
      break;
    case MoveType::stack_move:
      out.type = "stack_move";
      out.from_cell = g.cell_name_of(m.from());
      out.count = m.count();
      break;
  }
  return out;
}

// --- games and states --------------------------------------------------------------------------

class PyState;

class PyGame {
 public:
  explicit PyGame(const GameSpec& spec, const std::string& builtin = "")
      : spec_(spec), data_(python::make_game_data(spec, builtin)) {}

  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit([&](const auto& p) -> decltype(auto) { return f(*p); }, *data_);
  }
  const GameSpec& spec() const { return spec_; }
  const std::shared_ptr<const AnyGameData>& data() const { return data_; }

 private:
  GameSpec spec_;
  std::shared_ptr<const AnyGameData> data_;
};

class PyState {
 public:
  using Any = std::variant<State<64>, State<256>>;

  PyState(const PyGame& game, Any state) : game_(game), state_(std::move(state)) {}

  template <class F>
  decltype(auto) visit(F&& f) {
    return std::visit([&](auto& s) -> decltype(auto) { return f(s); }, state_);
  }
  template <class F>
  decltype(auto) visit(F&& f) const {
    return std::visit([&](const auto& s) -> decltype(auto) { return f(s); }, state_);
  }
  const PyGame& game() const { return game_; }

  template <int N>
  const GameData<N>& data() const {
    return *std::get<std::unique_ptr<GameData<N>>>(*game_.data());
  }

 private:
  PyGame game_;  // shares the game data, so the game outlives the state
  Any state_;
};

PyState start_state(const PyGame& g) {
  return g.visit([&](const auto& d) { return PyState(g, PyState::Any(State(d.game))); });
}
PyState parse_state(const PyGame& g, const std::string& text) {
  return g.visit([&](const auto& d) {
    return PyState(g, PyState::Any(State(d.game, std::string_view(text))));
  });
}

py::object outcome_tuple(const Outcome& o) {
  if (!o.over()) return py::none();
  const char* reason = o.reason == Reason::condition       ? "condition"
                       : o.reason == Reason::no_legal_move ? "no_legal_move"
                                                           : "ply_limit";
  return py::make_tuple(
      o.result == Result::win ? py::object(py::int_(index(o.winner))) : py::object(py::none()),
      reason, o.condition);
}

template <int N>
Move find_legal(const State<N>& s, std::uint32_t bits, const std::string& text) {
  for (const Move m : s.legal_moves())
    if (m.text_key() == (bits & Move::text_mask)) return m;
  throw IllegalMoveError("move '" + text + "' is not legal in position '" + s.text() + "'");
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "boardlab's C++ engine (use the boardlab package, not this module directly)";

  // Errors: ValueError subclasses, most specific registered last so they are tried first.
  static py::exception<Error> error(m, "Error", PyExc_ValueError);
  static py::exception<SpecError> spec_error(m, "SpecError", error.ptr());
  static py::exception<PositionError> position_error(m, "PositionError", error.ptr());
  static py::exception<MoveSyntaxError> move_syntax_error(m, "MoveSyntaxError", error.ptr());
  static py::exception<IllegalMoveError> illegal_move_error(m, "IllegalMoveError", error.ptr());
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const SpecError& e) {
      py::set_error(spec_error, e.what());
    } catch (const PositionError& e) {
      py::set_error(position_error, e.what());
    } catch (const MoveSyntaxError& e) {
      py::set_error(move_syntax_error, e.what());
    } catch (const IllegalMoveError& e) {
      py::set_error(illegal_move_error, e.what());
    } catch (const Error& e) {
      py::set_error(error, e.what());
    }
  });

  m.attr("__version__") = BOARDLAB_VERSION;
  m.attr("MAX_BOARD_SIDE") = max_board_side;
  m.attr("MAX_KINDS") = max_kinds;
  m.attr("MAX_REGIONS") = max_regions;
  m.attr("MAX_PRIMITIVES_PER_KIND") = max_primitives_per_kind;
  m.attr("MAX_END_CONDITIONS") = max_end_conditions;
  m.attr("MAX_STACK_HEIGHT") = Stack::max_height;

  py::class_<GameSpec>(m, "Spec")
      .def(py::init([](const std::string& name, int files, int ranks) {
             GameSpec s;
             s.name = Name(name);
             s.files = files;
             s.ranks = ranks;
             return s;
           }),
           py::arg("name"), py::arg("files"), py::arg("ranks"))
      .def_property_readonly("name", [](const GameSpec& s) { return s.name.str(); })
      .def_readwrite("files", &GameSpec::files)
      .def_readwrite("ranks", &GameSpec::ranks)
      .def_readwrite("max_plies", &GameSpec::max_plies)
      .def_property(
          "start", [](const GameSpec& s) { return s.start.str(); },
          [](GameSpec& s, const std::string& t) { s.start = PositionText(t); })
      .def_property(
          "placement", [](const GameSpec& s) { return enum_name(s.placement, placements); },
          [](GameSpec& s, const std::string& t) {
            s.placement = enum_from("placement", t, placements);
          })
      .def_property(
          "no_legal_move",
          [](const GameSpec& s) { return enum_name(s.no_legal_move, no_move_results); },
          [](GameSpec& s, const std::string& t) {
            s.no_legal_move = enum_from("no_legal_move", t, no_move_results);
          })
      .def("add_region", [](GameSpec& s, const std::string& name,
                            const std::string& cells) { s.add_region(name, cells); })
      .def("add_kind",
           [](GameSpec& s, const std::string& symbol, int owner, const std::string& name) {
             if (symbol.size() != 1)
               throw SpecError("kind symbol '" + symbol + "' is not one letter");
             if (owner < 0 || owner > 2)
               throw SpecError("kind '" + symbol + "': owner must be 0, 1 or neutral");
             s.add_kind(symbol[0], Owner(owner), name);
           })
      .def(
          "add_primitive",
          [](GameSpec& s, const std::string& symbol, const std::string& type, int direction_mask,
             bool relative, int onto, int over, const std::string& landing,
             const std::string& leapt, const std::string& path, int min_count, int max_count,
             int max_distance, const std::string& region) {
            if (symbol.size() != 1)
              throw SpecError("kind symbol '" + symbol + "' is not one letter");
            add_primitive(s, symbol[0], type, direction_mask, relative, onto, over, landing, leapt,
                          path, min_count, max_count, max_distance, region);
          },
          py::arg("symbol"), py::arg("type"), py::arg("direction_mask") = 0,
          py::arg("relative") = false, py::arg("onto") = 3, py::arg("over") = 14,
          py::arg("landing") = "capture", py::arg("leapt") = "stays", py::arg("path") = "bends",
          py::arg("min_count") = 1, py::arg("max_count") = 1, py::arg("max_distance") = 0,
          py::arg("region") = "")
      .def(
          "add_end",
          [](GameSpec& s, const std::string& type, const std::string& symbol, int player,
             const std::string& region, int count, int winner, const std::string& when) {
            const std::string what = "end condition " + std::to_string(s.end_condition_count + 1);
            EndCondition c{};
            c.type = enum_from(what + " type", type, condition_types);
            if (symbol.size() > 1)
              throw SpecError(what + ": symbol '" + symbol + "' is not one letter");
            c.pieces =
                symbol.empty() ? Pieces::of(player_from(player, what)) : Pieces::kind(symbol[0]);
            c.region = RegionName(region);
            c.count = count;
            c.winner = player_from(winner, what);
            c.when = enum_from(what + " when", when, whens);
            s.add_end(c);
          },
          py::arg("type"), py::arg("symbol") = "", py::arg("player") = 0, py::arg("region") = "",
          py::arg("count") = 0, py::arg("winner") = 0, py::arg("when") = "always")
      .def("regions",
           [](const GameSpec& s) {
             py::list out;
             for (int i = 0; i < s.region_count; ++i)
               out.append(
                   py::make_tuple(s.regions[i].name.str(), cell_list_text(s.regions[i].cells)));
             return out;
           })
      .def("kinds",
           [](const GameSpec& s) {
             py::list out;
             for (int i = 0; i < s.kind_count; ++i) {
               const KindSpec& k = s.kinds[i];
               py::list prims;
               for (int j = 0; j < k.primitive_count; ++j)
                 prims.append(primitive_dict(k.primitives[j]));
               out.append(
                   py::make_tuple(std::string(1, k.symbol), int(k.owner), k.name.str(), prims));
             }
             return out;
           })
      .def("end_conditions", [](const GameSpec& s) {
        py::list out;
        for (int i = 0; i < s.end_condition_count; ++i) {
          const EndCondition& e = s.end_conditions[i];
          py::dict d;
          d["type"] = enum_name(e.type, condition_types);
          d["symbol"] = e.pieces.symbol ? std::string(1, e.pieces.symbol) : std::string();
          d["player"] = index(e.pieces.player);
          d["region"] = e.region.str();
          d["count"] = e.count;
          d["winner"] = index(e.winner);
          d["when"] = enum_name(e.when, whens);
          out.append(d);
        }
        return out;
      });

  m.def("builtin_spec", [](const std::string& name) { return games::builtin(name); });
  m.def(
      "skateboards_spec",
      [](int max_plies) { return games::skateboards({.max_plies = max_plies}); },
      py::arg("max_plies") = 300);
  m.def(
      "pogo_spec",
      [](int max_plies, bool three_step_u) {
        return games::pogo({.max_plies = max_plies, .three_step_u = three_step_u});
      },
      py::arg("max_plies") = 300, py::arg("three_step_u") = true);
  m.def(
      "pocket_battlefield_spec",
      [](int size, const std::string& gold_hill_top, const std::string& red_hill_top,
         const std::string& gold_foot_hills, const std::string& red_foot_hills, int max_plies) {
        return games::pocket_battlefield({.size = size,
                                          .gold_hill_top = Name(gold_hill_top),
                                          .red_hill_top = Name(red_hill_top),
                                          .gold_foot_hills = FixedString<64>(gold_foot_hills),
                                          .red_foot_hills = FixedString<64>(red_foot_hills),
                                          .max_plies = max_plies});
      },
      py::arg("size") = 4, py::arg("gold_hill_top") = "", py::arg("red_hill_top") = "",
      py::arg("gold_foot_hills") = "", py::arg("red_foot_hills") = "", py::arg("max_plies") = 300);
  m.def(
      "breakthrough_spec",
      [](int files, int ranks, int max_plies) {
        return games::breakthrough({.files = files, .ranks = ranks, .max_plies = max_plies});
      },
      py::arg("files") = 8, py::arg("ranks") = 8, py::arg("max_plies") = 300);

  py::class_<PyMove>(m, "Move")
      .def_readonly("bits", &PyMove::bits)
      .def_readonly("text", &PyMove::text)
      .def_readonly("type", &PyMove::type)
      .def_readonly("from_cell", &PyMove::from_cell)
      .def_readonly("to_cell", &PyMove::to_cell)
      .def_readonly("count", &PyMove::count)
      .def_readonly("symbol", &PyMove::symbol)
      // A move equals a move with the same text, or that text itself.
      .def("__eq__",
           [](const PyMove& a, const py::object& b) -> py::object {
             if (py::isinstance<PyMove>(b)) return py::bool_(a == b.cast<const PyMove&>());
             if (py::isinstance<py::str>(b)) return py::bool_(a.text == b.cast<std::string>());
             return py::reinterpret_borrow<py::object>(Py_NotImplemented);
           })
      .def("__hash__", [](const PyMove& a) { return py::hash(py::str(a.text)); })
      .def("__str__", [](const PyMove& a) { return a.text; })
      .def("__repr__", [](const PyMove& a) { return "Move('" + a.text + "')"; })
      .def(py::pickle(
          [](const PyMove& a) {
            return py::make_tuple(a.bits, a.text, a.type, a.from_cell, a.to_cell, a.count,
                                  a.symbol);
          },
          [](const py::tuple& t) {
            return PyMove{t[0].cast<std::uint32_t>(), t[1].cast<std::string>(),
                          t[2].cast<std::string>(),   t[3].cast<std::string>(),
                          t[4].cast<std::string>(),   t[5].cast<int>(),
                          t[6].cast<std::string>()};
          }));

  py::class_<PyGame>(m, "Game")
      // `builtin`: the name of the built-in game whose default spec this is (then batch work
      // runs on its compile-time path); boardlab.game() passes it when given no options.
      .def(py::init<const GameSpec&, const std::string&>(), py::arg("spec"),
           py::arg("builtin") = "")
      .def("spec", &PyGame::spec)
      .def_property_readonly("name", [](const PyGame& g) { return g.spec().name.str(); })
      .def_property_readonly("files", [](const PyGame& g) { return g.spec().files; })
      .def_property_readonly("ranks", [](const PyGame& g) { return g.spec().ranks; })
      .def_property_readonly("max_plies", [](const PyGame& g) { return g.spec().max_plies; })
      .def_property_readonly("has_stacks",
                             [](const PyGame& g) {
                               return g.visit([](const auto& d) { return d.game.has_stacks(); });
                             })
      .def_property_readonly("symbols",
                             [](const PyGame& g) {
                               std::string out;
                               for (int k = 0; k < g.spec().kind_count; ++k)
                                 out += g.spec().kinds[k].symbol;
                               return out;
                             })
      .def_property_readonly("owners",
                             [](const PyGame& g) {
                               std::vector<int> out;
                               for (int k = 0; k < g.spec().kind_count; ++k)
                                 out.push_back(int(g.spec().kinds[k].owner));
                               return out;
                             })
      .def("region_cells",
           [](const PyGame& g) {
             // name -> list of cell indices (rank * files + file)
             return g.visit([&](const auto& d) {
               std::vector<std::pair<std::string, std::vector<int>>> out;
               for (int i = 0; i < g.spec().region_count; ++i) {
                 std::vector<int> cells;
                 for_each_cell(d.game.region(i), [&](int c) { cells.push_back(c); });
                 out.emplace_back(g.spec().regions[i].name.str(), cells);
               }
               return out;
             });
           })
      .def("start", &start_state)
      .def("state", &parse_state)
      .def_property_readonly(
          "batch_path",
          [](const PyGame& g) { return g.visit([](const auto& d) { return d.batch_path; }); })
      .def_property_readonly(
          "num_actions",
          [](const PyGame& g) { return g.visit([](const auto& d) { return d.actions.size(); }); })
      .def("action_text",
           [](const PyGame& g, int i) {
             return g.visit([&](const auto& d) {
               if (i < 0 || i >= d.actions.size())
                 throw py::index_error("action " + std::to_string(i) + " is not in 0.." +
                                       std::to_string(d.actions.size() - 1));
               return format_move(d.game, d.actions.move_text(i));
             });
           })
      .def(
          "playouts",
          [](const PyGame& g, const std::string& start_text, int count, std::uint64_t seed,
             int threads, const std::function<void(int)>& progress) {
            if (count < 0)
              throw py::value_error("playouts: count " + std::to_string(count) + " is negative");
            if (threads < 1) throw py::value_error("playouts: threads must be 1 or more");
            return g.visit([&](const auto& d) {
              const auto start =
                  start_text.empty() ? d.game.start() : parse_position(d.game, start_text);
              std::atomic<int> done{0};
              std::atomic<bool> stop{false};
              BatchResults r;
              {
                py::gil_scoped_release release;
                std::thread worker([&] {
                  r = run_playouts(d.game, start, count, seed, threads, &done, &stop, d.playout);
                });
                // Report progress from this thread while the workers run. If the callback
                // raises, or Ctrl-C arrives, stop the workers before passing the exception on:
                // a running std::thread must never be destroyed.
                try {
                  int reported = -1;
                  for (;;) {
                    const int now = done.load(std::memory_order_relaxed);
                    if (now != reported) {
                      py::gil_scoped_acquire acquire;
                      if (progress) progress(now);
                      if (PyErr_CheckSignals() != 0) throw py::error_already_set();
                      reported = now;
                    }
                    if (now >= count) break;
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                  }
                } catch (...) {
                  stop = true;
                  worker.join();
                  throw;
                }
                worker.join();
              }
              py::dict out;
              out["winner"] = py::array_t<std::int8_t>(py::ssize_t(count), r.winner.data());
              out["plies"] = py::array_t<std::int32_t>(py::ssize_t(count), r.plies.data());
              out["moves_listed"] =
                  py::array_t<std::uint64_t>(py::ssize_t(count), r.moves_listed.data());
              out["seconds"] = r.seconds;
              return out;
            });
          },
          py::arg("start_text") = "", py::arg("count") = 1000, py::arg("seed") = 0,
          py::arg("threads") = 1, py::arg("progress") = std::function<void(int)>());

  py::class_<PyState>(m, "State")
      .def_property_readonly("game", &PyState::game)
      .def_property_readonly(
          "text",
          [](const PyState& s) { return s.visit([](const auto& st) { return st.text(); }); })
      .def_property_readonly(
          "hash",
          [](const PyState& s) { return s.visit([](const auto& st) { return st.hash(); }); })
      .def_property_readonly(
          "ply", [](const PyState& s) { return s.visit([](const auto& st) { return st.ply(); }); })
      .def_property_readonly(
          "side_to_move",
          [](const PyState& s) {
            return s.visit([](const auto& st) { return index(st.side_to_move()); });
          })
      .def_property_readonly("reserve",
                             [](const PyState& s) {
                               return s.visit([](const auto& st) {
                                 std::vector<std::pair<std::string, int>> out;
                                 for (int k = 0; k < st.game().kind_count(); ++k)
                                   if (st.position().reserve[k])
                                     out.emplace_back(std::string(1, st.game().symbol(Kind(k))),
                                                      st.position().reserve[k]);
                                 return out;
                               });
                             })
      .def("legal_moves",
           [](const PyState& s) {
             return s.visit([](const auto& st) {
               std::vector<PyMove> out;
               for (const Move m : st.legal_moves()) out.push_back(make_move(st.game(), m));
               return out;
             });
           })
      .def("legal_move_count",
           [](const PyState& s) {
             return s.visit([](const auto& st) { return st.legal_moves().size(); });
           })
      .def("parse_move",
           [](const PyState& s, const std::string& text) {
             return s.visit([&](const auto& st) {
               return make_move(st.game(), parse_move(st.game(), st.position(), text));
             });
           })
      .def("play",
           [](PyState& s, const std::string& text) {
             return s.visit(
                 [&](auto& st) { return make_move(st.game(), st.play(std::string_view(text))); });
           })
      .def("play",
           [](PyState& s, const PyMove& mv) {
             return s.visit([&](auto& st) {
               const Move m = find_legal(st, mv.bits, mv.text);
               st.apply_unchecked(m);
               return make_move(st.game(), m);
             });
           })
      .def("undo",
           [](PyState& s) {
             return s.visit([](auto& st) {
               if (st.history_size() == 0) throw py::index_error("undo: no move has been played");
               const Move m = st.last_move();
               const auto out = make_move(st.game(), m);
               st.undo();
               return out;
             });
           })
      .def("history",
           [](const PyState& s) {
             return s.visit([](const auto& st) {
               std::vector<PyMove> out;
               for (int i = 0; i < st.history_size(); ++i)
                 out.push_back(make_move(st.game(), st.history_move(i)));
               return out;
             });
           })
      .def("outcome",
           [](const PyState& s) {
             return s.visit([](const auto& st) { return outcome_tuple(st.outcome()); });
           })
      .def("copy", [](const PyState& s) { return PyState(s); })
      .def(
          "recomputed_hash",
          [](const PyState& s) {
            return s.visit([](const auto& st) { return recompute_hash(st.game(), st.position()); });
          })
      .def("stacks",
           [](const PyState& s) {
             // Every cell's pieces as symbols, bottom to top, cell index rank * files + file.
             return s.visit([](const auto& st) {
               std::vector<std::string> out;
               const auto& g = st.game();
               for (int c = 0; c < g.cell_count(); ++c) {
                 const Stack stack = st.position().stack(c);
                 std::string cell;
                 for (int l = 0; l < stack.height; ++l) cell += g.symbol(stack.at(l));
                 out.push_back(cell);
               }
               return out;
             });
           })
      .def("perft",
           [](const PyState& s, int depth) {
             if (depth < 0)
               throw py::value_error("perft: depth " + std::to_string(depth) + " is negative");
             return s.visit([&](const auto& st) {
               constexpr int N = std::decay_t<decltype(st.game())>::max_cells;
               const auto& data = s.template data<N>();
               py::gil_scoped_release release;
               return data.perft(st.game(), st.position(), depth, Counting::bulk);
             });
           })
      .def("observation",
           [](const PyState& s) {
             // Planes (documented in docs/python.md): one per kind (top piece), stack height,
             // one per region, side to move, one per kind (reserve count). Row r is rank r + 1.
             return s.visit([&](const auto& st) {
               const auto& g = st.game();
               const auto& p = st.position();
               const int kinds = g.kind_count(), regions = g.spec().region_count;
               const int planes = kinds + 1 + regions + 1 + kinds;
               const int files = g.files(), ranks = g.ranks(), area = files * ranks;
               py::array_t<float> out({planes, ranks, files});
               float* a = out.mutable_data();
               std::fill(a, a + py::ssize_t(planes) * area, 0.0f);
               for (int c = 0; c < area; ++c) {
                 if (p.top[c] != no_kind) a[p.top[c] * area + c] = 1.0f;
                 a[kinds * area + c] = float(p.height[c]);
               }
               for (int r = 0; r < regions; ++r)
                 for_each_cell(g.region(r), [&](int c) { a[(kinds + 1 + r) * area + c] = 1.0f; });
               if (p.side == Player::one)
                 std::fill(a + (kinds + 1 + regions) * area, a + (kinds + 2 + regions) * area,
                           1.0f);
               for (int k = 0; k < kinds; ++k)
                 std::fill(a + (kinds + 2 + regions + k) * area,
                           a + (kinds + 3 + regions + k) * area, float(p.reserve[k]));
               return out;
             });
           })
      .def("legal_action_mask",
           [](const PyState& s) {
             return s.visit([&](const auto& st) {
               constexpr int N = std::decay_t<decltype(st.game())>::max_cells;
               const auto& actions = s.template data<N>().actions;
               py::array_t<bool> out(actions.size());
               bool* a = out.mutable_data();
               std::fill(a, a + actions.size(), false);
               for (const Move m : st.legal_moves()) a[actions.index_of(m)] = true;
               return out;
             });
           })
      .def("legal_actions",
           [](const PyState& s) {
             return s.visit([&](const auto& st) {
               constexpr int N = std::decay_t<decltype(st.game())>::max_cells;
               const auto& actions = s.template data<N>().actions;
               std::vector<int> out;
               for (const Move m : st.legal_moves()) out.push_back(actions.index_of(m));
               std::sort(out.begin(), out.end());
               return out;
             });
           })
      .def("action_of",
           [](const PyState& s, const PyMove& mv) {
             return s.visit([&](const auto& st) {
               constexpr int N = std::decay_t<decltype(st.game())>::max_cells;
               return s.template data<N>().actions.index_of(Move::from_bits(mv.bits));
             });
           })
      .def("play_action", [](PyState& s, int action) {
        return s.visit([&](auto& st) {
          constexpr int N = std::decay_t<decltype(st.game())>::max_cells;
          const auto& actions = s.template data<N>().actions;
          if (action < 0 || action >= actions.size())
            throw IllegalMoveError("action " + std::to_string(action) + " is not in 0.." +
                                   std::to_string(actions.size() - 1));
          const Move wanted = actions.move_text(action);
          const Move m = find_legal(st, wanted.bits(), format_move(st.game(), wanted));
          st.apply_unchecked(m);
          return make_move(st.game(), m);
        });
      });
}
