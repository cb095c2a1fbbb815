// The C++ vocabulary Python uses instead of repeating it: direction and target names, enum
// names, limits, and the one parser of cell names.
#include <pybind11/stl.h>

#include <boardlab/custody.hpp>
#include <boardlab/fixed_string.hpp>
#include <boardlab/geometry.hpp>
#include <boardlab/piece.hpp>
#include <boardlab/position_text.hpp>
#include <boardlab/primitives.hpp>
#include <boardlab/rules.hpp>
#include <boardlab/spec.hpp>
#include <string>

#include "core.hpp"

namespace boardlab::python {

namespace {

template <class E>
py::tuple enum_names() {
  py::list out;
  for (const auto& named : EnumNames<E>::values) out.append(std::string(named.name));
  return py::tuple(out);
}

}  // namespace

void bind_vocabulary(py::module_& m) {
  py::list directions;
  for (const auto& named : EnumNames<Direction>::values) directions.append(std::string(named.name));
  m.attr("DIRECTIONS") = py::tuple(directions);
  py::dict direction_sets;
  for (const auto& named : named_direction_sets)
    direction_sets[py::str(std::string(named.name))] =
        py::make_tuple(int(named.value.mask), named.value.relative);
  m.attr("DIRECTION_SETS") = direction_sets;
  py::dict targets;
  for (const auto& named : named_targets)
    targets[py::str(std::string(named.name))] = int(named.value.bits);
  m.attr("TARGETS") = targets;

  m.attr("LANDINGS") = enum_names<Landing>();
  m.attr("LEAPTS") = enum_names<Leapt>();
  m.attr("PATHS") = enum_names<Path>();
  m.attr("SYMMETRIES") = enum_names<Symmetry>();
  m.attr("CONTINUATIONS") = enum_names<Continuation>();
  m.attr("HEADINGS") = enum_names<Heading>();
  m.attr("CAPTURE_RULES") = enum_names<CaptureRule>();
  m.attr("LEAPT_REMOVALS") = enum_names<LeaptRemoval>();
  m.attr("LEAP_RANGES") = enum_names<LeapRange>();
  m.attr("SLIDE_DISTANCES") = enum_names<SlideDistance>();
  m.attr("PROMOTION_TIMINGS") = enum_names<PromotionTiming>();
  m.attr("WHENS") = enum_names<When>();
  m.attr("LINE_LENGTHS") = enum_names<LineLength>();
  m.attr("PLACEMENTS") = enum_names<Placement>();
  m.attr("NO_LEGAL_MOVE_RESULTS") = enum_names<NoMoveResult>();
  m.attr("END_SCORES") = enum_names<EndScore>();
  m.attr("WINS_AT_ONCE") = enum_names<WinsAtOnce>();
  m.attr("GEOMETRIES") = enum_names<BoardGeometry>();
  m.attr("ENCLOSURES") = enum_names<Enclosure>();

  m.attr("MAX_BOARD_SIDE") = max_board_side;
  m.attr("MAX_KINDS") = max_kinds;
  m.attr("MAX_REGIONS") = max_regions;
  m.attr("MAX_PRIMITIVES_PER_KIND") = max_primitives_per_kind;
  m.attr("MAX_END_CONDITIONS") = max_end_conditions;
  m.attr("MAX_STACK_HEIGHT") = Stack::max_height;
  m.attr("MAX_NAME_LENGTH") = max_name_length;
  m.attr("MAX_START_TEXT_LENGTH") = max_position_text_length;
  m.attr("MAX_PLY_IN_TEXT") = max_ply_in_text;
  m.attr("MAX_PARTS_IN_TURN") = max_parts_in_turn;

  m.def(
      "cell_name",
      [](int file, int rank) {
        if (file < 0 || file >= max_board_side || rank < 0 || rank >= max_board_side)
          throw PositionError("cell (" + std::to_string(file) + ", " + std::to_string(rank) +
                              ") is not on a board of up to 16x16");
        return cell_name(file, rank);
      },
      py::arg("file"), py::arg("rank"), "The name of a cell: cell_name(2, 0) == 'c1'.");
  m.def(
      "parse_cell_name",
      [](py::handle text_value) -> py::object {
        const std::optional<std::string> text_or_none = utf8_of(text_value);
        if (!text_or_none) return py::none();
        const std::string& text = *text_or_none;
        FileRank fr{};
        if (read_cell_name(text, fr) != int(text.size()) || text.empty()) return py::none();
        return py::make_tuple(fr.file, fr.rank);
      },
      py::arg("text"), "(file, rank) of a cell name ('c1' -> (2, 0)), or None if it is not one.");
}

}  // namespace boardlab::python
