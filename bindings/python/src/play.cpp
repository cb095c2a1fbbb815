// Moves, games and states from Python: boardlab._core.Move, Game and State (the batch methods,
// playouts and perft, are bound in batch.cpp).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <boardlab/analysis/observation.hpp>
#include <boardlab/fen.hpp>
#include <boardlab/move_text.hpp>
#include <boardlab/position_text.hpp>
#include <boardlab/position_update.hpp>
#include <boardlab/uci.hpp>
#include <string>
#include <vector>

#include "core.hpp"

namespace boardlab::python {

namespace {

PyState start_state(const PyGame& g) {
  return g.visit([&](const auto& d) { return PyState(g, PyState::Any(State(d.game))); });
}

PyState state_from_fen(const PyGame& g, py::handle text_value) {
  const std::string text = text_argument<PositionError>(text_value, "FEN");
  return g.visit([&](const auto& d) {
    return PyState(g, PyState::Any(State(d.game, parse_fen(d.game, std::string_view(text)))));
  });
}

PyState parse_state(const PyGame& g, py::handle text_value) {
  const std::string text = text_argument<PositionError>(text_value, "position text");
  return g.visit([&](const auto& d) {
    return PyState(g, PyState::Any(State(d.game, std::string_view(text))));
  });
}

// Symbol -> the kind's `field` (a colour, a glyph), for the kinds that give one.
py::dict kind_names(const PyGame& g, Name KindSpec::*field) {
  py::dict out;
  for (int k = 0; k < g.spec().kind_count; ++k)
    if (const Name& value = g.spec().kinds[k].*field; !value.empty())
      out[py::str(std::string(1, g.spec().kinds[k].symbol))] = value.str();
  return out;
}

py::object outcome_tuple(const Outcome& o) {
  if (!o.over()) return py::none();
  return py::make_tuple(
      o.result == Result::win ? py::object(py::int_(index(o.winner))) : py::object(py::none()),
      std::string(name_of(o.reason)), o.condition);
}

// The cell named `name` on the state's board, or PositionError.
template <int N>
int cell_named(const Game<N>& g, const std::string& name) {
  int used = 0;
  const int cell = g.board_tables().cell_named(name, used);
  if (used == 0 || used != int(name.size()))
    throw PositionError("cell '" + name + "' is not a cell name (like 'a1')");
  if (cell < 0) {
    FileRank fr{};
    read_cell_name(name, fr);
    if (g.board_tables().in_rectangle(fr.file, fr.rank))
      throw PositionError("cell '" + name + "' is not on the board (off_board)");
    throw PositionError("cell '" + name + "' is off the " + std::to_string(g.files()) + "x" +
                        std::to_string(g.ranks()) + " board");
  }
  return cell;
}

}  // namespace

const PyMove::Details& PyMove::get() const {
  if (!details)
    details = visit_data(*game, [&](const auto& d) { return move_details(d.game, turn); });
  return *details;
}

void bind_play(py::module_& m, py::class_<PyGame>& game, py::class_<PyState>& state) {
  refuse_new(game, "use boardlab.Game(variant) or boardlab.game(name)");
  refuse_new(state, "states come from a game: game.start(), game.state(text)");
  py::class_<PyMove>(m, "Move", "A move of some position: compared and hashed by its text.")
      .def_readonly("bits", &PyMove::bits)
      .def_property_readonly("text", [](const PyMove& a) { return a.get().text; })
      .def_property_readonly("type", [](const PyMove& a) { return a.get().type; })
      .def_property_readonly("from_cell", [](const PyMove& a) { return a.get().from_cell; })
      .def_property_readonly("to_cell", [](const PyMove& a) { return a.get().to_cell; })
      .def_property_readonly("count", [](const PyMove& a) { return a.get().count; })
      .def_property_readonly("symbol", [](const PyMove& a) { return a.get().symbol; })
      // A move equals a move with the same text, or that text itself.
      .def("__eq__",
           [](const PyMove& a, const py::object& b) -> py::object {
             if (py::isinstance<PyMove>(b)) return py::bool_(a == b.cast<const PyMove&>());
             if (py::isinstance<py::str>(b)) return py::bool_(utf8_of(b) == a.text());
             return py::reinterpret_borrow<py::object>(Py_NotImplemented);
           })
      .def("__hash__", [](const PyMove& a) { return py::hash(py::str(a.text())); })
      .def("__str__", [](const PyMove& a) { return a.text(); })
      .def("__repr__", [](const PyMove& a) { return "Move('" + a.text() + "')"; })
      // Pickled as a call of _core._move with its parts: the same under every protocol (the
      // default for protocols 0 and 1 would make the object with object.__new__, which a
      // pybind11 class cannot take).
      .def("__reduce__", [m](const PyMove& a) -> py::tuple {
        const PyMove::Details& d = a.get();
        return py::make_tuple(m.attr("_move"), py::make_tuple(a.bits, d.text, d.type, d.from_cell,
                                                              d.to_cell, d.count, d.symbol));
      });
  m.def(
      "_move",
      [](py::handle bits, py::handle text, py::handle type, py::handle from_cell,
         py::handle to_cell, py::handle count, py::handle symbol) {
        auto text_of = [](py::handle v, const char* part) {
          std::optional<std::string> text = utf8_of(v);
          if (!text) throw Error(std::string("pickled Move: its ") + part + " is not text");
          return *std::move(text);
        };
        auto number_of = [](py::handle v, const char* part, long long high) {
          if (py::isinstance<py::bool_>(v) || !py::isinstance<py::int_>(v))
            throw Error(std::string("pickled Move: its ") + part + " is not a whole number");
          int overflow = 0;
          const long long n = PyLong_AsLongLongAndOverflow(v.ptr(), &overflow);
          if (overflow != 0 || n < 0 || n > high)
            throw Error(std::string("pickled Move: its ") + part + " is out of range");
          return n;
        };
        PyMove out;
        out.bits = std::uint32_t(number_of(bits, "bits", 0xffffffffll));
        PyMove::Details d;
        d.text = text_of(text, "text");
        d.type = text_of(type, "type");
        d.from_cell = text_of(from_cell, "from cell");
        d.to_cell = text_of(to_cell, "to cell");
        d.count = int(number_of(count, "count", max_lifted_pieces));
        d.symbol = text_of(symbol, "symbol");
        if (MoveType type{}; !find_named(d.type, type))
          throw Error("pickled Move: type '" + d.type + "' is not one of " + names_of<MoveType>());
        out.details = std::move(d);
        return out;
      },
      "A Move from its pickled parts (Move.__reduce__).");

  m.def(
      "game_from_spec", [](const GameSpec& spec) { return PyGame(make_game_data(spec)); },
      py::arg("spec"), "Checks a spec (SpecError) and compiles it into a Game.");
  game.def("spec", &PyGame::spec)
      .def("__eq__", [](const PyGame& a, const PyGame& b) { return a.spec() == b.spec(); })
      .def_property_readonly("name", [](const PyGame& g) { return g.spec().name.str(); })
      .def_property_readonly("files", [](const PyGame& g) { return g.spec().files; })
      .def_property_readonly("ranks", [](const PyGame& g) { return g.spec().ranks; })
      .def_property_readonly("off_board",
                             [](const PyGame& g) {
                               py::list out;
                               for (int r = 0; r < g.spec().ranks; ++r)
                                 for (int f = 0; f < g.spec().files; ++f)
                                   if (g.spec().off_board.contains({f, r}))
                                     out.append(cell_name(f, r));
                               return out;
                             })
      .def_property_readonly(
          "geometry", [](const PyGame& g) { return std::string(name_of(g.spec().geometry)); })
      .def_property_readonly("colours",
                             [](const PyGame& g) { return kind_names(g, &KindSpec::colour); })
      .def_property_readonly("glyphs",
                             [](const PyGame& g) { return kind_names(g, &KindSpec::glyph); })
      .def_property_readonly("max_plies", [](const PyGame& g) { return g.spec().max_plies; })
      .def_property_readonly("has_stacks",
                             [](const PyGame& g) {
                               return g.visit([](const auto& d) { return d.game.has_stacks(); });
                             })
      .def_property_readonly(
          "max_stack_height",
          [](const PyGame& g) {
            return g.visit([](const auto& d) { return d.game.max_stack_height(); });
          },
          "The tallest stack the game's kinds allow (64 for two kinds, 32 for up to four, else "
          "16); a game with stacks holds no more pieces than that in all.")
      .def(
          "observation_bounds",
          [](const PyGame& g) {
            return g.visit([](const auto& d) {
              py::array_t<float> out(observation_shape(d.game).planes);
              write_observation_bounds(d.game, out.mutable_data());
              return out;
            });
          },
          "The largest value State.observation() writes on each plane (observation.hpp).")
      .def_property_readonly(
          "has_turn_rules",
          [](const PyGame& g) {
            return g.visit([](const auto& d) { return d.game.has_turn_rules(); });
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
                               py::list out;
                               for (int k = 0; k < g.spec().kind_count; ++k) {
                                 const Owner o = g.spec().kinds[k].owner;
                                 out.append(o == Owner::neutral ? py::object(py::str("neutral"))
                                                                : py::object(py::int_(index(o))));
                               }
                               return out;
                             })
      .def("regions",
           [](const PyGame& g) {
             // name -> cell names, in cell order (rank * files + file)
             return g.visit([&](const auto& d) {
               py::dict out;
               for (int i = 0; i < d.game.region_count(); ++i) {
                 py::list cells;
                 for_each_cell(d.game.region(i),
                               [&](int c) { cells.append(d.game.cell_name_of(c)); });
                 out[py::str(g.spec().regions[i].name.str())] = cells;
               }
               return out;
             });
           })
      .def("start", &start_state)
      .def("state", &parse_state, py::arg("text"))
      .def("state_from_fen", &state_from_fen, py::arg("fen"))
      .def_property_readonly(
          "batch_path",
          [](const PyGame& g) { return g.visit([](const auto& d) { return d.batch_path; }); })
      .def_property_readonly(
          "num_actions",
          [](const PyGame& g) { return g.visit([](const auto& d) { return d.actions.size(); }); })
      .def(
          "action_text",
          [](const PyGame& g, int i) {
            return g.visit([&](const auto& d) {
              if (i < 0 || i >= d.actions.size())
                throw py::index_error("action " + std::to_string(i) + " is not in 0.." +
                                      std::to_string(d.actions.size() - 1));
              return format_move(d.game, d.actions.move_at(i));
            });
          },
          py::arg("action"));

  state.def_property_readonly("game", &PyState::game)
      .def_property_readonly(
          "text",
          [](const PyState& s) { return s.visit([](const auto& st) { return st.text(); }); })
      // The text of the position the history starts from (what pickles replay the history
      // from): found by undoing the history on a copy, when asked, since asking is rare and a
      // text at every state's creation cost more than the rest of making one.
      .def_property_readonly("root_text",
                             [](const PyState& s) {
                               return s.visit([](const auto& st) {
                                 auto root = st;
                                 while (root.history_size() > 0) root.undo();
                                 return root.text();
                               });
                             })
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
                                 py::dict out;
                                 for (int k = 0; k < st.game().kind_count(); ++k)
                                   if (st.position().reserve[k])
                                     out[py::str(std::string(1, st.game().symbol(KindIndex(k))))] =
                                         int(st.position().reserve[k]);
                                 return out;
                               });
                             })
      .def("legal_moves",
           [](const PyState& s) {
             return s.visit([&](const auto& st) { return legal_moves_of(s, st); });
           })
      .def("legal_move_count",
           [](const PyState& s) {
             return s.visit([&](const auto& st) { return legal_move_count(s, st); });
           })
      .def("fen",
           [](const PyState& s) {
             return s.visit([](const auto& st) { return format_fen(st.game(), st.position()); });
           })
      .def(
          "uci",
          [](const PyState& s, const PyMove& m, bool king_takes_rook) {
            return s.visit([&](const auto& st) {
              const Move legal = legal_move_like(st.game(), st.position(), Move::from_bits(m.bits));
              return format_uci(st.game(), st.position(), legal, king_takes_rook);
            });
          },
          py::arg("move"), py::arg("king_takes_rook"))
      .def(
          "parse_uci",
          [](const PyState& s, const py::str& text_value, bool king_takes_rook) {
            const std::string text = text_argument<MoveSyntaxError>(text_value, "UCI move text");
            return s.visit([&](const auto& st) {
              return move_object(s, st, parse_uci(st.game(), st.position(), text, king_takes_rook));
            });
          },
          py::arg("text"), py::arg("king_takes_rook"))
      .def(
          "parse_move",
          [](const PyState& s, const py::str& text_value) {
            const std::string text = text_argument<MoveSyntaxError>(text_value, "move text");
            return s.visit([&](const auto& st) { return move_object(s, st, st.parse_turn(text)); });
          },
          py::arg("text"))
      .def("undo",
           [](PyState& s) {
             return s.visit([&](auto& st) {
               if (st.history_size() == 0) throw py::index_error("undo: no move has been played");
               MoveObject out = move_object(s, st, st.last_turn());
               st.undo();
               return out;
             });
           })
      .def("history",
           [](const PyState& s) {
             return s.visit([&](const auto& st) {
               MoveList out;
               st.for_each_turn_played([&](const Turn& t) { out.append(move_object(s, st, t)); });
               return out;
             });
           })
      // One part of a turn at a time (a turn of several parts may stop in its middle, as
      // play_action leaves it): what pickling replays, part for part.
      .def(
          "play_part",
          [](PyState& s, const py::str& text_value) {
            const std::string text = text_argument<MoveSyntaxError>(text_value, "move text");
            return s.visit([&](auto& st) { return move_object(s, st, st.play_part(text)); });
          },
          py::arg("move"))
      .def_property_readonly(
          "in_check",
          [](const PyState& s) {
            return s.visit([](const auto& st) { return in_check(st.game(), st.position()); });
          })
      .def_property_readonly(
          "mid_turn",
          [](const PyState& s) { return s.visit([](const auto& st) { return st.mid_turn(); }); })
      .def("history_parts",
           [](const PyState& s) {
             return s.visit([](const auto& st) {
               std::vector<std::string> out;
               for (int i = 0; i < st.history_size(); ++i)
                 out.push_back(st.move_text(st.history_move(i)));
               return out;
             });
           })
      .def("outcome",
           [](const PyState& s) {
             return s.visit([&](const auto& st) {
               if (!s.listed_moves(st).empty()) return outcome_tuple(Outcome{});
               return outcome_tuple(st.outcome_without_moves());
             });
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
      .def(
          "stack",
          [](const PyState& s, py::handle cell_value) {
            const std::string cell = text_argument<PositionError>(cell_value, "cell");
            return s.visit([&](const auto& st) {
              const Stack stack = st.position().stack(cell_named(st.game(), cell));
              std::string out;
              for (int l = 0; l < stack.height; ++l) out += st.game().symbol(stack.at(l));
              return out;
            });
          },
          py::arg("cell"))
      .def("observation",
           [](const PyState& s) {
             return s.visit([&](const auto& st) {
               const ObservationShape shape = observation_shape(st.game());
               py::array_t<float> out({shape.planes, shape.ranks, shape.files});
               write_observation(st.game(), st.position(), out.mutable_data());
               return out;
             });
           })
      .def("legal_action_mask",
           [](const PyState& s) {
             return s.visit([&](const auto& st) {
               const auto& actions = s.template data<capacity_of<decltype(st)>>().actions;
               py::array_t<bool> out(actions.size());
               bool* a = out.mutable_data();
               std::fill(a, a + actions.size(), false);
               for (const Move m : s.listed_moves(st)) a[action_number(actions, st, m)] = true;
               return out;
             });
           })
      .def(
          "action_of",
          [](const PyState& s, const PyMove& mv) {
            return s.visit([&](const auto& st) {
              return s.template data<capacity_of<decltype(st)>>().actions.index_of(
                  Move::from_bits(mv.bits));
            });
          },
          py::arg("move"));
  bind_step_methods(state);
}

}  // namespace boardlab::python
