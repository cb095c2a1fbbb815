#pragma once
// Fuzzed values for the fields of a variant, chosen by the field's type: the schema
// (boardlab/schema.hpp) lists the fields of each primitive, end condition and smaller table
// once, and FuzzedFields, one more visitor of that list, fills them from fuzz input. A field added
// to the schema is fuzzed without a line here, unless its member has a type no field had before
// (then FuzzedFields::field does not compile until it is given a value here).
//
// Values stay within what a variant can hold (any int, a one-character symbol, any direction
// mask, any target bits...), and are mostly ones a game accepts: required fields always get a
// value, optional ones keep their default most of the time, region and symbol fields mostly name
// the spec's own regions and kinds. A few fields have a hint (field_hints below) where the
// engine's checks tie a field to another, or where its usual values are a narrow range.
#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include <boardlab/geometry.hpp>
#include <boardlab/primitives.hpp>
#include <boardlab/rules.hpp>
#include <boardlab/schema.hpp>
#include <boardlab/spec.hpp>

namespace fuzz {

// Values of each type from fuzz input. Once the input is used up FuzzedDataProvider gives
// zeros, and every choice here then takes its plainest value.
class FuzzedValues {
 public:
  explicit FuzzedValues(FuzzedDataProvider& in) : in_(in) {}

  FuzzedDataProvider& input() { return in_; }

  // One time in sixteen; never once the input is used up, so that a short input decodes to a
  // plain game.
  bool rarely() { return in_.ConsumeIntegralInRange(0, 15) == 15; }

  // Mostly a number in [low, high] (low when high is below it); one time in sixteen a value
  // at an edge of what a variant may hold, to reach the checks of the spec and the arithmetic
  // behind them.
  int number(int low, int high) {
    static constexpr int edges[] = {INT_MIN, -1, 0, 17, 255, 256, 1024, INT_MAX};
    if (rarely()) return in_.PickValueInArray(edges);
    return in_.ConsumeIntegralInRange(low, std::max(low, high));
  }

  // Any named value of an enum a spec holds.
  template <class E>
  E any() {
    constexpr auto& values = boardlab::EnumNames<E>::values;
    return values[in_.ConsumeIntegralInRange<std::size_t>(0, values.size() - 1)].value;
  }

  // Cell names of a files x ranks board; now and then one more that is off it, or no cell name.
  std::string cell_list(int files, int ranks) {
    std::string out;
    const int cells = in_.ConsumeIntegralInRange(1, 6);
    for (int i = 0; i < cells; ++i)
      out += boardlab::cell_name(in_.ConsumeIntegralInRange(0, files - 1),
                                 in_.ConsumeIntegralInRange(0, ranks - 1)) +
             " ";
    if (rarely())
      out += in_.ConsumeBool() ? boardlab::cell_name(in_.ConsumeIntegralInRange(0, 15),
                                                     in_.ConsumeIntegralInRange(0, 15))
                               : in_.ConsumeRandomLengthString(4);
    return out;
  }

  // One of the spec's regions (for a field that needs one, nearly always when there is one),
  // else none, or rarely a region that does not exist.
  boardlab::RegionName region_name(const boardlab::GameSpec& s, bool needed = false) {
    if (s.region_count > 0 && (needed ? !rarely() : in_.ConsumeBool()))
      return s.regions[in_.ConsumeIntegralInRange(0, s.region_count - 1)].name;
    return rarely() ? boardlab::RegionName("nowhere") : boardlab::RegionName{};
  }

  // A named set or any mask. `relative`: whether a mask is mirrored for player 1; named sets
  // such as "forward" are relative by themselves.
  boardlab::DirectionSet directions(bool relative) {
    if (in_.ConsumeBool()) {
      const auto& named = in_.PickValueInArray(boardlab::named_direction_sets);
      return {named.value.mask, bool(named.value.relative || relative)};
    }
    return {in_.ConsumeIntegral<std::uint8_t>(), relative};
  }

  // One direction.
  boardlab::DirectionSet direction(bool relative) {
    return {std::uint8_t(1u << in_.ConsumeIntegralInRange(0, 7)), relative};
  }

  // A named set or any non-empty set of the four classes; rarely any bits, none included.
  boardlab::Targets targets() {
    if (rarely()) return {in_.ConsumeIntegralInRange<std::uint8_t>(0, 15)};
    if (in_.ConsumeBool()) return in_.PickValueInArray(boardlab::named_targets).value;
    return {in_.ConsumeIntegralInRange<std::uint8_t>(1, 15)};
  }

  // A kind's symbol of the spec; rarely (or when it has none) any byte.
  char kind_symbol(const boardlab::GameSpec& s) {
    if (s.kind_count > 0 && !rarely())
      return s.kinds[in_.ConsumeIntegralInRange(0, s.kind_count - 1)].symbol;
    return char(in_.ConsumeIntegral<std::uint8_t>());
  }

  boardlab::Pieces pieces(const boardlab::GameSpec& s) {
    if (s.kind_count > 0 && in_.ConsumeBool()) return boardlab::Pieces::kind(kind_symbol(s));
    if (rarely()) return boardlab::Pieces::kind(char(in_.ConsumeIntegralInRange(0, 127)));
    return boardlab::Pieces::of(player());
  }

  boardlab::Player player() { return boardlab::Player(in_.ConsumeIntegralInRange(0, 1)); }
  boardlab::Owner owner() { return boardlab::Owner(in_.ConsumeIntegralInRange(0, 2)); }

 private:
  FuzzedDataProvider& in_;
};

// Where the engine's checks tie a field to others, or its values are a narrow range. Each entry
// names a table's type ("slide"; "" for every table) and a field; a field without an entry is
// fuzzed by its type alone (a whole number from 0 to 4, mostly).
struct FieldHint {
  std::string_view table;
  std::string_view field;
  int low = 0, high = 4;  // a whole number's usual values
  // An optional field given a value exactly when `with`, a field visited before it in the same
  // table, was given one: the two go together.
  std::string_view with = {};
  bool seldom = false;         // an optional field given a value one time in sixteen
  bool one_direction = false;  // a direction set holding one direction, mostly
};

inline constexpr std::array<FieldHint, 14> field_hints{{
    // A turn of several parts needs primitives of the kind for each part, leading one to the
    // next: a part on one primitive alone is mostly refused, so it comes seldom (change()
    // also sets parts on a primitive of a spec), and in a few parts.
    {.table = "", .field = "part", .low = 0, .high = 2, .seldom = true},
    {.table = "", .field = "then", .low = 0, .high = 2, .seldom = true},
    {.table = "", .field = "heading", .seldom = true},  // "straight" needs a part before it
    {.table = "stack_move", .field = "min_count", .low = 1, .high = 3},
    {.table = "stack_move", .field = "max_count", .low = 1, .high = 4},
    // Only a slide of distance "pieces_on_line" passes pieces: `over` on another is refused.
    {.table = "slide", .field = "over", .seldom = true},
    // Falling is along one direction (a connect four column).
    {.table = "drop", .field = "falls", .one_direction = true},
    // What turns, and whether it must, go with the directions it turns along.
    {.table = "drop", .field = "flipped", .with = "flips"},
    {.table = "drop", .field = "must_flip", .with = "flips"},
    {.table = "remove", .field = "next_to", .with = "directions"},
    {.table = "offset_leap", .field = "offset", .low = -3, .high = 3},
    {.table = "in_a_row", .field = "count", .low = 2, .high = 5},
    {.table = "region_holds", .field = "count", .low = 1, .high = 4},
    // At most as many as the regions named, which are mostly few.
    {.table = "group_touches", .field = "count", .low = 1, .high = 2},
}};

// Fills the fields of one table of the schema with fuzzed values: visit it with
// primitive_fields, condition_fields, promotion_fields or custodial_fields, on a struct holding
// the table's defaults. Structure (kinds, their primitives, the end conditions, regions) is the
// decoder's: the visitor leaves it alone.
class FuzzedFields {
 public:
  // `spec`: the game the table belongs to, for region names and kinds' symbols; `table`: the
  // table's description (schema_table(...)), for its type (which hints apply) and whether its
  // direction lists may be relative.
  FuzzedFields(FuzzedValues& values, const boardlab::GameSpec& spec,
               const boardlab::schema::TableInfo& table)
      : values_(values), in_(values.input()), spec_(spec), table_(table.type) {
    [[maybe_unused]] static const bool hints_checked = check_hints();
    bool may_be_relative = false;
    for (const boardlab::schema::FieldInfo& f : table.fields)
      may_be_relative = may_be_relative || f.type == boardlab::FieldType::relative;
    // One `relative` a table: its direction lists are all mirrored for player 1, or none is.
    // None on a hex board, and rarely in a table whose directions are absolute.
    relative_ = may_be_relative && spec.geometry != boardlab::BoardGeometry::hex ? in_.ConsumeBool()
                                                                                 : values_.rarely();
  }

  template <class T>
  void field(std::string_view name, T& member, boardlab::Presence presence, std::string_view) {
    using namespace boardlab;
    const FieldHint hint = hint_for(name);
    if (!given(presence, hint)) return;
    if constexpr (std::is_same_v<T, int>) {
      member = values_.number(hint.low, hint.high);
    } else if constexpr (std::is_same_v<T, bool>) {
      member = in_.ConsumeBool();
    } else if constexpr (std::is_same_v<T, DirectionSet>) {
      member = hint.one_direction && !values_.rarely() ? values_.direction(relative_)
                                                       : values_.directions(relative_);
    } else if constexpr (std::is_same_v<T, Targets>) {
      member = values_.targets();
    } else if constexpr (std::is_same_v<T, Offset>) {
      // Offsets past the board (or (0, 0), now and then) exercise the checks.
      member = {values_.number(hint.low, hint.high), values_.number(hint.low, hint.high)};
    } else if constexpr (std::is_same_v<T, Pieces>) {
      member = values_.pieces(spec_);
    } else if constexpr (std::is_same_v<T, Player>) {
      member = values_.player();
    } else if constexpr (std::is_same_v<T, Owner>) {
      member = values_.owner();
    } else if constexpr (std::is_same_v<T, std::array<RegionName, max_touched_regions>>) {
      // Some of the regions, now and then none, a region twice or one that does not exist.
      member = {};
      const int named = in_.ConsumeIntegralInRange(values_.rarely() ? 0 : 1, max_touched_regions);
      for (int i = 0; i < named; ++i) member[std::size_t(i)] = values_.region_name(spec_, true);
    } else if constexpr (schema::detail::is_named_enum<T>) {
      member = values_.any<T>();
    } else {
      static_assert(sizeof(T) == 0, "a field of this type needs a fuzzed value here");
    }
    given_.push_back(name);
  }

  void region(std::string_view name, boardlab::RegionName& member, boardlab::Presence presence,
              std::string_view) {
    if (!given(presence, hint_for(name))) return;
    member = values_.region_name(spec_, presence == boardlab::Presence::required);
    given_.push_back(name);
  }

  void symbol(std::string_view name, char& member, boardlab::Presence presence, std::string_view) {
    if (!given(presence, hint_for(name))) return;
    member = values_.kind_symbol(spec_);
    given_.push_back(name);
  }

  // A choice of kinds: mostly one, now and then two.
  void symbols(std::string_view name, boardlab::Name& member, boardlab::Presence presence,
               std::string_view) {
    if (!given(presence, hint_for(name))) return;
    std::string text(1, values_.kind_symbol(spec_));
    if (values_.rarely()) text += values_.kind_symbol(spec_);
    member = boardlab::Name(text);
    given_.push_back(name);
  }

  // Names are the decoder's (a kind's is its own; a game's is "fuzz" or a built-in's).
  void name(std::string_view, boardlab::Name&, boardlab::Presence, std::string_view) {}
  // A table's `relative` is chosen once for its direction sets (relative_).
  void relative(std::string_view, std::string_view) {}
  // Structure is the decoder's.
  void primitives(std::string_view, boardlab::KindSpec&, std::string_view) {}
  void promotion(std::string_view, boardlab::Promotion&, std::string_view) {}
  void custodial(std::string_view, boardlab::CustodialCapture&, std::string_view) {}
  void regions(std::string_view, boardlab::GameSpec&, std::string_view) {}
  void kinds(std::string_view, boardlab::GameSpec&, std::string_view) {}
  void end_conditions(std::string_view, boardlab::GameSpec&, std::string_view) {}
  void evaluation(std::string_view, boardlab::GameSpec&, std::string_view) {}

 private:
  FieldHint hint_for(std::string_view name) const {
    for (const FieldHint& h : field_hints)
      if (h.field == name && (h.table.empty() || h.table == table_)) return h;
    return {};
  }

  // A hint naming a field no table of its type has (renamed, or gone) would be silently ignored:
  // the fuzzer stops at once instead.
  static bool check_hints() {
    auto known = [](std::string_view table, std::string_view field) {
      for (const boardlab::schema::TableInfo& t : boardlab::schema::schema_tables())
        if (table.empty() || t.type == table)
          for (const boardlab::schema::FieldInfo& f : t.fields)
            if (f.name == field) return true;
      return false;
    };
    for (const FieldHint& h : field_hints)
      if (!known(h.table, h.field) || (!h.with.empty() && !known(h.table, h.with))) {
        std::fprintf(stderr, "fuzzed_fields.hpp: the hint for %s.%s names no field of the schema\n",
                     std::string(h.table).c_str(), std::string(h.field).c_str());
        std::abort();
      }
    return true;
  }

  // Whether the field gets a value: always when required; else when the field it goes with
  // got one, or one time in three (one in sixteen when seldom).
  bool given(boardlab::Presence presence, const FieldHint& hint) const {
    if (presence == boardlab::Presence::required) return true;
    if (!hint.with.empty())
      return std::find(given_.begin(), given_.end(), hint.with) != given_.end();
    return hint.seldom ? values_.rarely() : in_.ConsumeIntegralInRange(0, 2) == 2;
  }

  FuzzedValues& values_;
  FuzzedDataProvider& in_;
  const boardlab::GameSpec& spec_;
  std::string_view table_;
  bool relative_ = false;
  std::vector<std::string_view> given_;  // the fields given a value so far
};

}  // namespace fuzz
