// Specs from Python: boardlab._core.Spec, built field by field from the data of a Variant (the
// TOML schema of docs/variants.md), and written back as that data. C++ decides here what is a
// valid value, with messages that name the field and show the value as Python writes it; the
// Python layer adds where the field is (`kinds[0].moves[1] (Step): ...`).
#include <pybind11/stl.h>

#include <boardlab/custody.hpp>
#include <boardlab/enum_names.hpp>
#include <boardlab/evaluation_terms.hpp>
#include <boardlab/fixed_string.hpp>
#include <boardlab/geometry.hpp>
#include <boardlab/primitives.hpp>
#include <boardlab/rules.hpp>
#include <boardlab/spec.hpp>
#include <climits>
#include <string>
#include <string_view>
#include <vector>

#include "core.hpp"

namespace boardlab::python {

namespace {

// --- reading values ----------------------------------------------------------------------------

[[noreturn]] void reject(std::string_view field, py::handle value, std::string_view why) {
  throw SpecError(std::string(field) + " " + shown(value) + " " + std::string(why));
}

bool is_str(py::handle v) { return py::isinstance<py::str>(v); }
bool is_list(py::handle v) { return py::isinstance<py::list>(v) || py::isinstance<py::tuple>(v); }

// A whole number as Python counts them: an int, or anything integral (operator.index: a numpy
// integer), but not a bool (True is a yes, not a count) nor a float, even 2.0; as in the Python
// layer's _whole.
std::optional<py::int_> whole_number(py::handle v) {
  if (py::isinstance<py::bool_>(v) || py::isinstance<py::float_>(v)) return std::nullopt;
  if (py::isinstance<py::int_>(v)) return py::reinterpret_borrow<py::int_>(v);
  if (!PyIndex_Check(v.ptr())) return std::nullopt;
  PyObject* number = PyNumber_Index(v.ptr());
  if (number == nullptr) {  // numpy's bool has __index__ only to refuse it
    PyErr_Clear();
    return std::nullopt;
  }
  return py::reinterpret_steal<py::int_>(number);
}

// A whole number's value, or `none` when it is none or out of a long long's range.
long long whole_value(py::handle v, long long none) {
  const std::optional<py::int_> n = whole_number(v);
  if (!n) return none;
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(n->ptr(), &overflow);
  return overflow == 0 ? value : none;
}

int read_int(py::handle v, std::string_view field) {
  const std::optional<py::int_> number = whole_number(v);
  if (!number) reject(field, v, "is not a whole number");
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(number->ptr(), &overflow);
  if (overflow != 0 || value < INT_MIN || value > INT_MAX) reject(field, v, "is out of range");
  return int(value);
}

// An OffsetLeap's offset: a pair [file, rank] of whole numbers.
Offset read_offset(py::handle v, std::string_view field) {
  if (!is_list(v) || py::len(v) != 2) reject(field, v, "is not a pair [file, rank] of numbers");
  const py::sequence pair = py::reinterpret_borrow<py::sequence>(v);
  return {read_int(pair[0], field), read_int(pair[1], field)};
}

bool read_bool(py::handle v, std::string_view field) {
  if (!py::isinstance<py::bool_>(v)) reject(field, v, "is not true or false");
  return v.cast<bool>();
}

// A str as UTF-8: SpecError naming the field when it is none, or holds what UTF-8 cannot.
std::string read_str(py::handle v, std::string_view field) {
  if (!is_str(v)) reject(field, v, "is not a string");
  std::optional<std::string> text = utf8_of(v);
  if (!text) reject(field, v, "is not valid text");
  return *std::move(text);
}

// Text of at most `longest` bytes of UTF-8 (the engine's fixed-size strings).
std::string read_text(py::handle v, std::string_view field, int longest) {
  std::string text = read_str(v, field);
  const auto size = Py_ssize_t(text.size());
  if (size > longest) {
    const bool ascii = PyUnicode_GET_LENGTH(v.ptr()) == size;
    reject(
        field, v,
        "is longer than " + std::to_string(longest) + (ascii ? " characters" : " bytes of UTF-8"));
  }
  return text;
}

std::string read_name(py::handle v, std::string_view field) {
  return read_text(v, field, max_name_length);
}

char read_symbol(py::handle v, std::string_view field = "symbol") {
  const std::string s = read_text(v, field, 8);
  if (s.size() != 1) reject(field, v, "is not one letter");
  return s[0];
}

// A region name, or none (the whole board).
RegionName read_region(py::handle v, std::string_view field) {
  return v.is_none() ? RegionName{} : RegionName(read_name(v, field));
}

// A GroupTouches' regions: a list (or tuple) of one to max_touched_regions region names.
std::array<RegionName, max_touched_regions> read_region_list(py::handle v, std::string_view field) {
  if (!py::isinstance<py::list>(v) && !py::isinstance<py::tuple>(v))
    reject(field, v, "is not a list of region names");
  const py::sequence names = py::reinterpret_borrow<py::sequence>(v);
  if (names.size() < 1 || names.size() > std::size_t(max_touched_regions))
    reject(field, v,
           "names " + std::to_string(names.size()) + " regions, not 1 to " +
               std::to_string(max_touched_regions));
  std::array<RegionName, max_touched_regions> out{};
  for (std::size_t i = 0; i < names.size(); ++i) {
    // Not read_region: in a list, None and "" are not the whole board but a mistake.
    if (names[i].is_none()) reject(field, v, "holds None, not a region name");
    out[i] = RegionName(read_name(names[i], field));
    if (out[i].empty()) reject(field, v, "holds an empty name, not a region name");
  }
  return out;
}

Player read_player(py::handle v, std::string_view field) {
  const long long p = whole_value(v, -1);
  if (p != 0 && p != 1) reject(field, v, "is not a player (0 or 1)");
  return Player(p);
}

template <class E>
E read_enum(py::handle v, std::string_view field) {
  E value{};
  const std::optional<std::string> name = utf8_of(v);
  if (!name || !find_named(*name, value)) reject(field, v, "is not one of " + names_of<E>());
  return value;
}

template <class T, std::size_t K>
std::string names_text(const std::array<NamedValue<T>, K>& table, std::size_t count = K) {
  std::string out;
  for (std::size_t i = 0; i < count; ++i) out += (i ? ", " : "") + std::string(table[i].name);
  return out;
}

DirectionSet read_directions(py::handle v, bool relative, std::string_view field = "directions") {
  const std::string label(field);
  auto unknown = [&](const std::string& name) {
    return SpecError(label + ": '" + name + "' is not a direction or direction set (" +
                     names_of<Direction>() + "; " + names_text(named_direction_sets) + ")");
  };
  std::vector<std::string> names;
  if (is_str(v)) {
    const std::string name = read_str(v, field);
    for (const auto& named : named_direction_sets)
      if (named.name == name) return {named.value.mask, bool(named.value.relative || relative)};
    names.push_back(name);
  } else if (is_list(v)) {
    for (py::handle item : v) {
      if (!is_str(item)) reject(label + ":", item, "is not a direction name");
      names.push_back(read_str(item, label + ":"));
    }
  } else {
    reject(field, v, "is not a direction, a direction set or a list of directions");
  }
  DirectionSet set{0, relative};
  for (const std::string& name : names) {
    Direction d{};
    if (!find_named(name, d)) throw unknown(name);
    set.mask |= std::uint8_t(1u << index(d));
  }
  if (set.empty()) throw SpecError(label + ": empty direction set");
  return set;
}

Targets read_targets(py::handle v, std::string_view field) {
  const std::string f(field);
  if (is_str(v)) {
    const std::string name = read_str(v, field);
    for (const auto& named : named_targets)
      if (named.name == name) return named.value;
    throw SpecError(f + ": '" + name + "' is not one of " + names_text(named_targets));
  }
  if (!is_list(v)) reject(field, v, "is not a target name or a list of target names");
  Targets out{};
  const std::string singles = names_text(named_targets, single_target_classes);
  for (py::handle item : v) {
    bool found = false;
    const std::optional<std::string> name = utf8_of(item);
    for (int i = 0; i < single_target_classes && name; ++i)
      if (named_targets[i].name == *name) {
        out = out | named_targets[i].value;
        found = true;
      }
    if (!found) reject(f + ":", item, "is not one of " + singles);
  }
  return out;
}

Pieces read_pieces(py::handle v) {
  if (is_str(v) && py::len(v) == 1) {
    const std::optional<std::string> s = utf8_of(v);
    if (s && s->size() == 1) return Pieces::kind((*s)[0]);
  }
  if (const long long p = whole_value(v, -1); p == 0 || p == 1) return Pieces::of(Player(p));
  reject("pieces", v, "is not one symbol or a player 0/1");
}

// --- the fields of each primitive and end condition ------------------------------------------

// The fields of one table: its type's fields in order, those without a default first.
struct Form {
  std::string_view type;
  std::vector<std::string_view> fields;
  int required = 0;  // how many of `fields`, from the first, have no default
};

const std::vector<Form>& primitive_forms() {
  static const std::vector<Form> forms = {
      {"step",
       {"directions", "onto", "landing", "from_region", "relative", "part", "then", "continuation",
        "heading"},
       1},
      {"slide",
       {"directions", "onto", "landing", "max_distance", "from_region", "relative", "part", "then",
        "continuation", "heading", "distance", "over"},
       1},
      {"leap",
       {"directions", "over", "onto", "landing", "leapt", "range", "from_region", "relative",
        "part", "then", "continuation", "heading"},
       1},
      {"stack_move", {"min_count", "max_count", "path", "onto", "landing", "from_region"}, 0},
      {"drop", {"region", "falls", "relative", "flips", "flipped", "must_flip"}, 0},
      {"offset_leap",
       {"offset", "symmetry", "onto", "landing", "from_region", "part", "then", "continuation",
        "heading"},
       1},
      {"shoot",
       {"kind", "directions", "max_distance", "from_region", "relative", "part", "then",
        "continuation"},
       2},
      {"remove", {"from_region", "directions", "next_to", "before_ply", "relative"}, 0},
  };
  return forms;
}

const std::vector<Form>& condition_forms() {
  static const std::vector<Form> forms = {
      {"no_pieces_left", {"pieces", "winner", "when"}, 2},
      {"reduced_to", {"pieces", "count", "winner", "when"}, 3},
      {"region_holds", {"pieces", "region", "count", "winner", "when"}, 4},
      {"reaches", {"pieces", "region", "winner", "when"}, 3},
      {"all_stacks_controlled", {"winner", "when"}, 1},
      {"in_a_row", {"pieces", "count", "winner", "directions", "length", "when"}, 3},
      {"connects", {"pieces", "region", "to_region", "winner", "directions", "when"}, 4},
      {"all_connected", {"pieces", "winner", "directions", "when"}, 2},
      {"group_touches", {"pieces", "regions", "count", "winner", "directions", "when"}, 4},
      {"ring", {"pieces", "winner", "when"}, 2},
  };
  return forms;
}

const Form& form_of(const std::vector<Form>& forms, py::handle type, std::string_view what) {
  const std::optional<std::string> name = utf8_of(type);
  for (const Form& f : forms)
    if (name && f.type == *name) return f;
  std::string known;
  for (const Form& f : forms) known += (known.empty() ? "" : ", ") + std::string(f.type);
  reject(std::string(what) + " type", type, "is not one of " + known);
}

// The fields given, checked against the form: every key known, every required one present.
class Fields {
 public:
  Fields(const Form& form, const py::dict& data) : form_(form), data_(data) {
    for (auto item : data) {
      const std::optional<std::string> written = utf8_of(item.first);
      if (!written) reject("field name", item.first, "is not a field name");
      const std::string& key = *written;
      bool known = false;
      for (std::string_view f : form.fields) known = known || f == key;
      if (!known) {
        std::string fields;
        for (std::string_view f : form.fields)
          fields += (fields.empty() ? "" : ", ") + std::string(f);
        throw SpecError("unknown field '" + key + "' for " + std::string(form.type) +
                        " (fields: " + fields + ")");
      }
    }
    for (int i = 0; i < form.required; ++i)
      if (!data.contains(std::string(form.fields[std::size_t(i)])))
        throw SpecError("missing field '" + std::string(form.fields[std::size_t(i)]) + "'");
  }
  bool has(const char* key) const { return data_.contains(key); }
  py::handle operator[](const char* key) const { return data_[key]; }

  // The field's value read by `read`, or `fallback` when it is not given.
  template <class T, class Read>
  T get(const char* key, T fallback, Read read) const {
    return has(key) ? read(data_[key], key) : fallback;
  }

 private:
  const Form& form_;
  const py::dict& data_;
};

// The fields of a turn of several parts (primitives.hpp, Then): part, then, continuation and
// (but for Shoot) heading.
template <class P>
void read_part_fields(const Fields& f, P& p) {
  const P defaults{};
  p.part = f.get("part", defaults.part, read_int);
  p.then.part = f.get("then", defaults.then.part, read_int);
  p.then.continuation = f.get("continuation", defaults.then.continuation, read_enum<Continuation>);
  if constexpr (!std::is_same_v<P, Shoot>)
    p.heading = f.get("heading", defaults.heading, read_enum<Heading>);
}

template <class P>
void read_moves_fields(const Fields& f, P& p) {
  const P defaults{};
  p.onto = f.get("onto", defaults.onto, read_targets);
  p.landing = f.get("landing", defaults.landing, read_enum<Landing>);
  p.from_region = f.get("from_region", defaults.from_region, read_region);
  if constexpr (!std::is_same_v<P, StackMove> && !std::is_same_v<P, OffsetLeap>)
    p.directions = read_directions(
        f["directions"], f.has("relative") ? read_bool(f["relative"], "relative") : false);
}

Primitive primitive_from(py::handle type, const py::dict& data) {
  const Form& form = form_of(primitive_forms(), type, "primitive");
  const Fields f(form, data);
  if (form.type == "step") {
    Step p{};
    read_moves_fields(f, p);
    read_part_fields(f, p);
    return p;
  }
  if (form.type == "slide") {
    Slide p{};
    read_moves_fields(f, p);
    read_part_fields(f, p);
    p.max_distance = f.get("max_distance", Slide{}.max_distance, read_int);
    p.distance = f.get("distance", Slide{}.distance, read_enum<SlideDistance>);
    // None (or left out): a slide passes no piece.
    if (f.has("over") && !f["over"].is_none()) p.over = read_targets(f["over"], "over");
    return p;
  }
  if (form.type == "leap") {
    Leap p{};
    read_moves_fields(f, p);
    read_part_fields(f, p);
    p.over = f.get("over", Leap{}.over, read_targets);
    p.leapt = f.get("leapt", Leap{}.leapt, read_enum<Leapt>);
    p.range = f.get("range", Leap{}.range, read_enum<LeapRange>);
    return p;
  }
  if (form.type == "offset_leap") {
    OffsetLeap p{};
    read_moves_fields(f, p);
    read_part_fields(f, p);
    p.offset = read_offset(f["offset"], "offset");
    p.symmetry = f.get("symmetry", OffsetLeap{}.symmetry, read_enum<Symmetry>);
    return p;
  }
  if (form.type == "shoot") {
    Shoot p{};
    p.kind = read_symbol(f["kind"], "kind");
    p.directions = read_directions(
        f["directions"], f.has("relative") ? read_bool(f["relative"], "relative") : false);
    p.max_distance = f.get("max_distance", Shoot{}.max_distance, read_int);
    p.from_region = f.get("from_region", Shoot{}.from_region, read_region);
    read_part_fields(f, p);
    return p;
  }
  if (form.type == "remove") {
    // Directions and next_to are optional together: None (or left out) for no neighbour rule.
    Remove p{};
    p.from_region = f.get("from_region", Remove{}.from_region, read_region);
    const bool relative = f.has("relative") ? read_bool(f["relative"], "relative") : false;
    if (f.has("directions") && !f["directions"].is_none())
      p.directions = read_directions(f["directions"], relative);
    if (f.has("next_to") && !f["next_to"].is_none())
      p.next_to = read_targets(f["next_to"], "next_to");
    p.before_ply = f.get("before_ply", Remove{}.before_ply, read_int);
    return p;
  }
  if (form.type == "stack_move") {
    StackMove p{};
    read_moves_fields(f, p);
    p.min_count = f.get("min_count", StackMove{}.min_count, read_int);
    p.max_count = f.get("max_count", StackMove{}.max_count, read_int);
    p.path = f.get("path", StackMove{}.path, read_enum<Path>);
    return p;
  }
  Drop p{};
  p.region = f.get("region", Drop{}.region, read_region);
  const bool relative = f.has("relative") ? read_bool(f["relative"], "relative") : false;
  if (f.has("falls") && !f["falls"].is_none())
    p.falls = read_directions(f["falls"], relative, "falls");
  if (f.has("flips") && !f["flips"].is_none())
    p.flips = read_directions(f["flips"], relative, "flips");
  if (f.has("flipped") && !f["flipped"].is_none()) p.flipped = read_symbol(f["flipped"], "flipped");
  p.must_flip = f.get("must_flip", Drop{}.must_flip, read_bool);
  return p;
}

EndCondition condition_from(py::handle type, const py::dict& data) {
  const Form& form = form_of(condition_forms(), type, "end condition");
  const Fields f(form, data);
  const Player winner = read_player(f["winner"], "winner");
  const When when = f.get("when", When::always, read_enum<When>);
  if (form.type == "all_stacks_controlled")
    return AllStacksControlled{.winner = winner, .when = when};
  const Pieces pieces = read_pieces(f["pieces"]);
  if (form.type == "in_a_row")
    return InARow{.pieces = pieces,
                  .count = read_int(f["count"], "count"),
                  .winner = winner,
                  .directions = f.has("directions") ? read_directions(f["directions"], false)
                                                    : InARow{}.directions,
                  .length = f.get("length", InARow{}.length, read_enum<LineLength>),
                  .when = when};
  if (form.type == "connects") {
    for (const char* field : {"region", "to_region"})
      if (f[field].is_none()) reject(field, f[field], "is not a string");
    return Connects{.pieces = pieces,
                    .region = read_region(f["region"], "region"),
                    .to_region = read_region(f["to_region"], "to_region"),
                    .winner = winner,
                    .directions = f.has("directions") ? read_directions(f["directions"], false)
                                                      : Connects{}.directions,
                    .when = when};
  }
  if (form.type == "all_connected")
    return AllConnected{.pieces = pieces,
                        .winner = winner,
                        .directions = f.has("directions") ? read_directions(f["directions"], false)
                                                          : AllConnected{}.directions,
                        .when = when};
  if (form.type == "group_touches")
    return GroupTouches{.pieces = pieces,
                        .regions = read_region_list(f["regions"], "regions"),
                        .count = read_int(f["count"], "count"),
                        .winner = winner,
                        .directions = f.has("directions") ? read_directions(f["directions"], false)
                                                          : GroupTouches{}.directions,
                        .when = when};
  if (form.type == "ring") return Ring{.pieces = pieces, .winner = winner, .when = when};
  if (form.type == "no_pieces_left")
    return NoPiecesLeft{.pieces = pieces, .winner = winner, .when = when};
  if (form.type == "reduced_to")
    return ReducedTo{
        .pieces = pieces, .count = read_int(f["count"], "count"), .winner = winner, .when = when};
  if (f["region"].is_none()) reject("region", f["region"], "is not a string");
  const RegionName region = read_region(f["region"], "region");
  if (form.type == "reaches")
    return Reaches{.pieces = pieces, .region = region, .winner = winner, .when = when};
  return RegionHolds{.pieces = pieces,
                     .region = region,
                     .count = read_int(f["count"], "count"),
                     .winner = winner,
                     .when = when};
}

// --- writing values ----------------------------------------------------------------------------

py::object region_value(const RegionName& r) {
  return r.empty() ? py::object(py::none()) : py::object(py::str(r.str()));
}

// The friendliest spelling of a direction set: its name, or its directions' names.
void write_directions(py::dict& d, DirectionSet set) {
  const std::string_view name = direction_set_name(set);
  if (!name.empty()) {
    d["directions"] = std::string(name);
    d["relative"] = false;
    return;
  }
  py::list names;
  for (const auto& named : EnumNames<Direction>::values)
    if (set.contains(named.value)) names.append(std::string(named.name));
  d["directions"] = names;
  d["relative"] = set.relative;
}

py::object targets_value(Targets t) {
  const std::string_view name = targets_name(t);
  if (!name.empty()) return py::str(std::string(name));
  py::list names;
  for (int i = 0; i < single_target_classes; ++i)
    if (t.bits & named_targets[i].value.bits) names.append(std::string(named_targets[i].name));
  return names;
}

void write_part_fields(py::dict& fields, const Primitive& p) {
  fields["part"] = p.part;
  fields["then"] = p.then.part;
  fields["continuation"] = std::string(name_of(p.then.continuation));
  fields["heading"] = std::string(name_of(p.heading));
}

// "directions" and "relative" of a direction set that may be empty (None: no directions).
py::dict optional_directions(DirectionSet set) {
  py::dict dirs;
  if (set.empty()) {
    dirs["directions"] = py::none();
    dirs["relative"] = false;
  } else {
    write_directions(dirs, set);
  }
  return dirs;
}

// Every field of the primitive's form, in the form's order.
py::dict primitive_data(const Primitive& p) {
  py::dict d;
  d["type"] = std::string(name_of(p.type));
  py::dict fields;
  switch (p.type) {
    case PrimitiveType::drop: {
      fields["region"] = region_value(p.region);
      const py::dict dirs = optional_directions(p.directions);
      const py::dict flips = optional_directions(p.flips);
      fields["falls"] = dirs["directions"];
      // A named set says itself whether it is relative (write_directions gives false for it).
      fields["relative"] =
          py::bool_(dirs["relative"].cast<bool>() || flips["relative"].cast<bool>());
      fields["flips"] = flips["directions"];
      fields["flipped"] =
          p.flipped ? py::object(py::str(std::string(1, p.flipped))) : py::object(py::none());
      fields["must_flip"] = p.must_flip;
      break;
    }
    case PrimitiveType::stack_move:
      fields["min_count"] = p.min_count;
      fields["max_count"] = p.max_count;
      fields["path"] = std::string(name_of(p.path));
      fields["onto"] = targets_value(p.onto);
      fields["landing"] = std::string(name_of(p.landing));
      fields["from_region"] = region_value(p.region);
      break;
    case PrimitiveType::offset_leap: {
      py::list offset;
      offset.append(p.offset.file);
      offset.append(p.offset.rank);
      fields["offset"] = offset;
      fields["symmetry"] = std::string(name_of(p.symmetry));
      fields["onto"] = targets_value(p.onto);
      fields["landing"] = std::string(name_of(p.landing));
      fields["from_region"] = region_value(p.region);
      write_part_fields(fields, p);
      break;
    }
    case PrimitiveType::remove: {
      fields["from_region"] = region_value(p.region);
      const py::dict dirs = optional_directions(p.directions);
      fields["directions"] = dirs["directions"];
      fields["next_to"] = p.next_to.bits ? targets_value(p.next_to) : py::object(py::none());
      fields["before_ply"] = p.before_ply;
      fields["relative"] = dirs["relative"];
      break;
    }
    case PrimitiveType::shoot: {
      py::dict dirs;
      write_directions(dirs, p.directions);
      fields["kind"] = std::string(1, p.shot_kind);
      fields["directions"] = dirs["directions"];
      fields["max_distance"] = p.max_distance;
      fields["from_region"] = region_value(p.region);
      fields["relative"] = dirs["relative"];
      fields["part"] = p.part;
      fields["then"] = p.then.part;
      fields["continuation"] = std::string(name_of(p.then.continuation));
      break;
    }
    default: {
      py::dict dirs;
      write_directions(dirs, p.directions);
      fields["directions"] = dirs["directions"];
      if (p.type == PrimitiveType::leap) fields["over"] = targets_value(p.over);
      if (p.type == PrimitiveType::slide)
        fields["over"] = p.over.bits == 0 ? py::object(py::none()) : targets_value(p.over);
      fields["onto"] = targets_value(p.onto);
      fields["landing"] = std::string(name_of(p.landing));
      if (p.type == PrimitiveType::slide) {
        fields["max_distance"] = p.max_distance;
        fields["distance"] = std::string(name_of(p.distance));
      }
      if (p.type == PrimitiveType::leap) {
        fields["leapt"] = std::string(name_of(p.leapt));
        fields["range"] = std::string(name_of(p.range));
      }
      fields["from_region"] = region_value(p.region);
      fields["relative"] = dirs["relative"];
      write_part_fields(fields, p);
    }
  }
  for (auto item : fields) d[item.first] = item.second;
  return d;
}

py::dict condition_data(const EndCondition& e) {
  py::dict d;
  auto pieces = [&]() -> py::object {
    if (e.pieces.symbol) return py::str(std::string(1, e.pieces.symbol));
    return py::int_(index(e.pieces.player));
  };
  switch (e.type) {
    case ConditionType::at_most:
      d["type"] = e.count == 0 ? "no_pieces_left" : "reduced_to";
      d["pieces"] = pieces();
      if (e.count != 0) d["count"] = e.count;
      break;
    case ConditionType::region_holds:
      d["type"] = e.count == 1 ? "reaches" : "region_holds";
      d["pieces"] = pieces();
      d["region"] = e.region.str();
      if (e.count != 1) d["count"] = e.count;
      break;
    case ConditionType::all_stacks_controlled:
      d["type"] = "all_stacks_controlled";
      break;
    case ConditionType::in_a_row: {
      d["type"] = "in_a_row";
      d["pieces"] = pieces();
      d["count"] = e.count;
      py::dict dirs;
      write_directions(dirs, e.directions);
      d["directions"] = dirs["directions"];
      d["length"] = std::string(name_of(e.length));
      break;
    }
    case ConditionType::connects: {
      d["type"] = "connects";
      d["pieces"] = pieces();
      d["region"] = e.region.str();
      d["to_region"] = e.to_region.str();
      py::dict dirs;
      write_directions(dirs, e.directions);
      d["directions"] = dirs["directions"];
      break;
    }
    case ConditionType::all_connected: {
      d["type"] = "all_connected";
      d["pieces"] = pieces();
      py::dict dirs;
      write_directions(dirs, e.directions);
      d["directions"] = dirs["directions"];
      break;
    }
    case ConditionType::group_touches: {
      d["type"] = "group_touches";
      d["pieces"] = pieces();
      py::list regions;
      for (const RegionName& r : e.regions)
        if (!r.empty()) regions.append(r.str());
      d["regions"] = regions;
      d["count"] = e.count;
      py::dict dirs;
      write_directions(dirs, e.directions);
      d["directions"] = dirs["directions"];
      break;
    }
    case ConditionType::ring:
      d["type"] = "ring";
      d["pieces"] = pieces();
      break;
  }
  d["winner"] = index(e.winner);
  d["when"] = std::string(name_of(e.when));
  return d;
}

std::string cell_list_text(const CellSet& cells) {
  std::string out;
  for (int r = 0; r < max_board_side; ++r)
    for (int f = 0; f < max_board_side; ++f)
      if (cells.contains({f, r})) out += (out.empty() ? "" : " ") + cell_name(f, r);
  return out;
}

// Cell names given as one string ("a1 b2") or a list of them, as one string.
std::string cell_names_text(py::handle cells, const char* what) {
  std::string text;
  if (is_str(cells)) {
    text = read_text(cells, what, 4096);
  } else if (is_list(cells)) {
    for (py::handle c : cells) text += " " + read_text(c, "cell", 8);
  } else {
    reject(what, cells, "is not a list");
  }
  return text;
}

// 0, 1 or "neutral", as the schema writes owners.
Owner read_owner(py::handle v) {
  if (utf8_of(v) == std::optional<std::string>("neutral")) return Owner::neutral;
  if (const long long o = whole_value(v, -1); o == 0 || o == 1) return Owner(o);
  reject("owner", v, "is not 0, 1 or 'neutral'");
}

// An evaluation term (evaluation_terms.hpp) as the schema writes it: a table with its type and
// the fields of that type; unknown fields are refused by name.
const Form& evaluation_term_form() {
  static const Form form{"evaluation term", {"type", "kind", "owner", "region", "weight"}, 1};
  return form;
}

EvaluationTerm evaluation_term_from(const py::dict& data) {
  const Fields f(evaluation_term_form(), data);
  EvaluationTerm t;
  t.type = read_enum<TermType>(f["type"], "type");
  t.kind = f.has("kind") && !f["kind"].is_none() ? read_symbol(f["kind"], "kind") : char(0);
  t.owner = f.has("owner") ? read_owner(f["owner"]) : Owner::zero;
  t.region = f.get("region", RegionName{}, read_region);
  t.weight = f.get("weight", 1, read_int);
  return t;
}

py::dict evaluation_term_data(const EvaluationTerm& t) {
  py::dict d;
  d["type"] = std::string(name_of(t.type));
  if (t.kind != 0) d["kind"] = std::string(1, t.kind);
  if (t.kind == 0 && t.type != TermType::material && t.type != TermType::mobility)
    d["owner"] = index(t.owner);
  if (!t.region.empty()) d["region"] = t.region.str();
  d["weight"] = t.weight;
  return d;
}


py::dict spec_data(const GameSpec& s) {
  py::dict d;
  d["name"] = s.name.str();
  d["files"] = s.files;
  d["ranks"] = s.ranks;
  d["geometry"] = std::string(name_of(s.geometry));
  d["off_board"] = cell_list_text(s.off_board);
  d["max_plies"] = s.max_plies;
  d["placement"] = std::string(name_of(s.placement));
  d["no_legal_move"] = std::string(name_of(s.no_legal_move));
  d["end_score"] = std::string(name_of(s.end_score));
  d["capture_rule"] = std::string(name_of(s.capture_rule));
  d["leapt_removal"] = std::string(name_of(s.leapt_removal));
  d["quiet_turn_limit"] = s.quiet_turn_limit;
  if (!s.custodial.directions.empty()) {
    py::dict custodial;
    write_directions(custodial, s.custodial.directions);
    custodial.attr("pop")("relative");
    custodial["hostile"] = region_value(s.custodial.hostile);
    d["custodial"] = custodial;
  }
  d["start"] = s.start.str();
  py::dict regions;
  for (int i = 0; i < s.region_count; ++i)
    regions[py::str(s.regions[i].name.str())] = cell_list_text(s.regions[i].cells);
  d["regions"] = regions;
  py::list kinds;
  for (int i = 0; i < s.kind_count; ++i) {
    const KindSpec& k = s.kinds[i];
    py::dict kind;
    kind["symbol"] = std::string(1, k.symbol);
    kind["owner"] = k.owner == Owner::neutral ? py::object(py::str("neutral"))
                                              : py::object(py::int_(index(k.owner)));
    kind["name"] = k.name.str();
    if (!k.colour.empty()) kind["colour"] = k.colour.str();
    // Custodial capture's kind fields, and barred cells, only where they are not the defaults.
    if (!k.barred.empty()) kind["barred"] = k.barred.str();
    if (k.enclosure != KindSpec{}.enclosure) kind["enclosure"] = std::string(name_of(k.enclosure));
    if (k.custodian != KindSpec{}.custodian) kind["custodian"] = k.custodian;
    py::list moves;
    for (int j = 0; j < k.primitive_count; ++j) moves.append(primitive_data(k.primitives[j]));
    kind["moves"] = moves;
    if (!k.promotion.region.empty() || !k.promotion.to.empty()) {
      py::dict promotion;
      promotion["region"] = k.promotion.region.str();
      promotion["to"] = k.promotion.to.str();
      if (k.promotion.timing != Promotion{}.timing)
        promotion["timing"] = std::string(name_of(k.promotion.timing));
      kind["promotion"] = promotion;
    }
    kinds.append(kind);
  }
  d["kinds"] = kinds;
  py::list end;
  for (int i = 0; i < s.end_condition_count; ++i) end.append(condition_data(s.end_conditions[i]));
  d["end"] = end;
  py::list evaluation;
  for (int i = 0; i < s.evaluation_term_count; ++i)
    evaluation.append(evaluation_term_data(s.evaluation[i]));
  d["evaluation"] = evaluation;
  return d;
}

// The defaults of every form's optional fields, as Python's dataclasses take them.
template <class Make>
py::dict defaults_of(const std::vector<Form>& forms, Make&& data_of_default) {
  py::dict out;
  for (const Form& form : forms) {
    const py::dict data = data_of_default(form);
    py::dict defaults;
    for (std::size_t i = std::size_t(form.required); i < form.fields.size(); ++i)
      defaults[py::str(std::string(form.fields[i]))] = data[py::str(std::string(form.fields[i]))];
    py::list fields;
    for (std::string_view f : form.fields) fields.append(std::string(f));
    out[py::str(std::string(form.type))] = py::make_tuple(py::tuple(fields), defaults);
  }
  return out;
}

}  // namespace

std::vector<EvaluationTerm> evaluation_terms_from(py::handle terms) {
  if (!is_list(terms)) reject("evaluation", terms, "is not a list of terms");
  std::vector<EvaluationTerm> out;
  std::size_t i = 0;
  for (py::handle term : terms) {
    if (!py::isinstance<py::dict>(term))
      reject("evaluation[" + std::to_string(i) + "]", term,
             "is not a table of type, kind, owner, region and weight");
    try {
      out.push_back(evaluation_term_from(py::reinterpret_borrow<py::dict>(term)));
    } catch (const SpecError& e) {
      throw SpecError("evaluation[" + std::to_string(i) + "]: " + e.what());
    }
    ++i;
  }
  return out;
}

void bind_spec(py::module_& m) {
  py::class_<GameSpec> spec(m, "Spec", "A game spec as the engine holds it (docs/primitives.md).");
  refuse_new(spec, "use new_spec(name, files, ranks)");
  m.def(
      "new_spec",
      [](py::handle name, py::handle files, py::handle ranks) {
        if (!is_str(name) || py::len(name) == 0) reject("name", name, "must be a non-empty string");
        GameSpec s;
        s.name = Name(read_name(name, "name"));
        s.files = read_int(files, "files");
        s.ranks = read_int(ranks, "ranks");
        return s;
      },
      py::arg("name"), py::arg("files"), py::arg("ranks"),
      "An empty spec with a name and a board, to add regions, kinds and end conditions to.");
  spec.def_property_readonly("name", [](const GameSpec& s) { return s.name.str(); })
      .def_property_readonly("files", [](const GameSpec& s) { return s.files; })
      .def_property_readonly("ranks", [](const GameSpec& s) { return s.ranks; })
      .def_property(
          "max_plies", [](const GameSpec& s) { return s.max_plies; },
          [](GameSpec& s, py::handle v) { s.max_plies = read_int(v, "max_plies"); })
      .def_property(
          "quiet_turn_limit", [](const GameSpec& s) { return s.quiet_turn_limit; },
          [](GameSpec& s, py::handle v) { s.quiet_turn_limit = read_int(v, "quiet_turn_limit"); })
      .def_property(
          "start", [](const GameSpec& s) { return s.start.str(); },
          [](GameSpec& s, py::handle v) {
            s.start = PositionText(read_text(v, "start", max_position_text_length));
          })
      .def_property(
          "placement", [](const GameSpec& s) { return std::string(name_of(s.placement)); },
          [](GameSpec& s, py::handle v) { s.placement = read_enum<Placement>(v, "placement"); })
      .def_property(
          "capture_rule", [](const GameSpec& s) { return std::string(name_of(s.capture_rule)); },
          [](GameSpec& s, py::handle v) {
            s.capture_rule = read_enum<CaptureRule>(v, "capture_rule");
          })
      .def_property(
          "leapt_removal", [](const GameSpec& s) { return std::string(name_of(s.leapt_removal)); },
          [](GameSpec& s, py::handle v) {
            s.leapt_removal = read_enum<LeaptRemoval>(v, "leapt_removal");
          })
      .def_property(
          "no_legal_move", [](const GameSpec& s) { return std::string(name_of(s.no_legal_move)); },
          [](GameSpec& s, py::handle v) {
            s.no_legal_move = read_enum<NoMoveResult>(v, "no_legal_move");
          })
      .def_property(
          "end_score", [](const GameSpec& s) { return std::string(name_of(s.end_score)); },
          [](GameSpec& s, py::handle v) { s.end_score = read_enum<EndScore>(v, "end_score"); })
      .def(
          "add_region",
          [](GameSpec& s, py::handle name, py::handle cells) {
            const std::string region = read_name(name, "name");
            s.add_region(region, cell_names_text(cells, "cells"));
          },
          py::arg("name"), py::arg("cells"))
      .def_property(
          "off_board", [](const GameSpec& s) { return cell_list_text(s.off_board); },
          [](GameSpec& s, py::handle cells) {
            s.off_board = CellSet{};
            s.add_off_board(cell_names_text(cells, "off_board"));
          })
      .def_property(
          "geometry", [](const GameSpec& s) { return std::string(name_of(s.geometry)); },
          [](GameSpec& s, py::handle v) { s.geometry = read_enum<BoardGeometry>(v, "geometry"); })
      .def(
          "add_kind",
          [](GameSpec& s, py::handle symbol, py::handle owner, py::handle name, py::handle colour) {
            s.add_kind(read_symbol(symbol), read_owner(owner), read_name(name, "name"),
                       read_name(colour, "colour"));
          },
          py::arg("symbol"), py::arg("owner"), py::arg("name") = "", py::arg("colour") = "")
      .def(
          "set_custodial",
          [](GameSpec& s, py::handle directions, py::handle hostile) {
            s.custodial = CustodialCapture{.directions = directions.is_none()
                                                             ? DirectionSet{}
                                                             : read_directions(directions, false),
                                           .hostile = read_region(hostile, "hostile")};
          },
          py::arg("directions"), py::arg("hostile") = py::none(),
          "Custodial capture along `directions` (None: none), `hostile` cells standing for "
          "the mover's pieces while empty.")
      .def(
          "set_custody",
          [](GameSpec& s, py::handle symbol, py::handle barred, py::handle enclosure,
             py::handle custodian) {
            KindSpec& k = s.kind_by_symbol(read_symbol(symbol));
            k.barred = read_region(barred, "barred");
            k.enclosure = read_enum<Enclosure>(enclosure, "enclosure");
            k.custodian = read_bool(custodian, "custodian");
          },
          py::arg("symbol"), py::arg("barred") = py::none(),
          py::arg("enclosure") = std::string(name_of(KindSpec{}.enclosure)),
          py::arg("custodian") = KindSpec{}.custodian,
          "A kind's barred cells and its part in custodial capture.")
      .def(
          "set_promotion",
          [](GameSpec& s, py::handle symbol, py::handle region, py::handle to, py::handle timing) {
            s.promotes(read_symbol(symbol),
                       Promotion{.region = read_region(region, "region"),
                                 .to = Name(read_text(to, "to", max_name_length)),
                                 .timing = read_enum<PromotionTiming>(timing, "timing")});
          },
          py::arg("symbol"), py::arg("region"), py::arg("to"),
          py::arg("timing") = std::string(name_of(Promotion{}.timing)))
      .def(
          "add_primitive",
          [](GameSpec& s, py::handle symbol, py::handle type, const py::dict& fields) {
            s.moves(read_symbol(symbol), primitive_from(type, fields));
          },
          py::arg("symbol"), py::arg("type"), py::arg("fields"))
      .def(
          "add_end",
          [](GameSpec& s, py::handle type, const py::dict& fields) {
            s.add_end(condition_from(type, fields));
          },
          py::arg("type"), py::arg("fields"))
      .def(
          "add_evaluation_term",
          [](GameSpec& s, const py::dict& fields) { s.evaluate(evaluation_term_from(fields)); },
          py::arg("fields"),
          "A term of the game's own evaluation (docs/agents.md): a dict with type (material, "
          "region, distance, mobility), kind or owner, region and weight.")
      .def("to_data", &spec_data,
           "The spec as the data of the TOML schema (docs/variants.md), every field given.")
      .def("__eq__", [](const GameSpec& a, const GameSpec& b) { return a == b; });

  // Every form's fields in order, and the defaults of the optional ones.
  m.attr("PRIMITIVE_FORMS") = defaults_of(primitive_forms(), [](const Form& form) {
    const PrimitiveType type = enum_from_name<PrimitiveType>("type", form.type);
    switch (type) {
      case PrimitiveType::step:
        return primitive_data(Step{});
      case PrimitiveType::slide:
        return primitive_data(Slide{});
      case PrimitiveType::leap:
        return primitive_data(Leap{});
      case PrimitiveType::stack_move:
        return primitive_data(StackMove{});
      case PrimitiveType::offset_leap:
        return primitive_data(OffsetLeap{});
      case PrimitiveType::shoot:
        return primitive_data(Shoot{});
      case PrimitiveType::remove:
        return primitive_data(Remove{});
      case PrimitiveType::drop:
        break;
    }
    return primitive_data(Drop{});
  });
  // A kind's defaults that the Python Kind repeats (its part in custodial capture).
  py::dict kind_defaults;
  kind_defaults["enclosure"] = std::string(name_of(KindSpec{}.enclosure));
  kind_defaults["custodian"] = KindSpec{}.custodian;
  m.attr("KIND_DEFAULTS") = kind_defaults;
  m.attr("END_CONDITION_FORMS") = defaults_of(condition_forms(), [](const Form& form) {
    if (form.type == "connects") return condition_data(Connects{});
    if (form.type == "all_connected") return condition_data(AllConnected{});
    if (form.type == "group_touches") return condition_data(GroupTouches{});
    if (form.type == "ring") return condition_data(Ring{});
    return form.type == "in_a_row" ? condition_data(InARow{}) : condition_data(NoPiecesLeft{});
  });
}

}  // namespace boardlab::python
