// Specs from Python: a Variant's data (dicts, lists, str, int, bool, None) converted to the
// engine's SpecValue and read by the schema (schema.hpp), the one reader of every field for C++,
// Python and files alike; specs written back the same way. Variant files are read and written by
// variant_file.hpp. Nothing here knows a field: the schema is exported as `SCHEMA` for the Python
// types (rules.py) and the docs.
#include <boardlab/schema.hpp>
#include <boardlab/spec.hpp>
#include <boardlab/spec_data.hpp>
#include <boardlab/variant_file.hpp>
#include <climits>
#include <string>
#include <string_view>
#include <vector>

#include "core.hpp"

namespace boardlab::python {

namespace {

// Deeper than any variant nests (a list in a table in a list in a table): deeper values are
// only shown, which keeps a hostile dict from exhausting the stack.
constexpr int deepest_value = 32;

SpecValue value_of(py::handle v, int depth = 0) {
  SpecValue out;
  // A repr costs microseconds, and only a message needs one: made then. The value is held
  // while the SpecValue lives, within the call that reads it (which holds the GIL).
  out.show_source = [value = py::reinterpret_borrow<py::object>(v)] { return shown(value); };
  if (v.is_none()) return out;
  if (py::isinstance<py::bool_>(v)) {
    out.type = SpecValue::Type::yes_no;
    out.yes = v.cast<bool>();
    return out;
  }
  if (py::isinstance<py::float_>(v)) {
    out.type = SpecValue::Type::decimal;
    out.decimal = v.cast<double>();
    return out;
  }
  if (py::isinstance<py::int_>(v) || (PyIndex_Check(v.ptr()) && !py::isinstance<py::str>(v))) {
    // operator.index: numpy's integers too, but not its bool, whose __index__ refuses.
    PyObject* number = PyNumber_Index(v.ptr());
    if (number == nullptr) {
      PyErr_Clear();
      out.type = SpecValue::Type::other;
      return out;
    }
    const py::int_ whole = py::reinterpret_steal<py::int_>(number);
    int overflow = 0;
    out.type = SpecValue::Type::whole;
    out.whole = PyLong_AsLongLongAndOverflow(whole.ptr(), &overflow);
    out.too_big = overflow != 0;
    return out;
  }
  if (py::isinstance<py::str>(v)) {
    std::optional<std::string> text = utf8_of(v);
    out.type = SpecValue::Type::text;
    out.not_utf8 = !text;  // a lone surrogate: no field can hold it
    if (text) out.text = *std::move(text);
    return out;
  }
  if (depth >= deepest_value) {
    out.type = SpecValue::Type::other;
    return out;
  }
  if (py::isinstance<py::list>(v) || py::isinstance<py::tuple>(v)) {
    out.type = SpecValue::Type::list;
    for (py::handle item : v) out.items.push_back(value_of(item, depth + 1));
    return out;
  }
  if (py::isinstance<py::dict>(v)) {
    out.type = SpecValue::Type::table;
    for (auto item : py::reinterpret_borrow<py::dict>(v)) {
      SpecValue field = value_of(item.second, depth + 1);
      std::optional<std::string> key = utf8_of(item.first);
      if (!key) {
        field.key_is_not_text = true;
        key = shown(item.first);
      }
      out.fields.emplace_back(*std::move(key), std::move(field));
    }
    return out;
  }
  out.type = SpecValue::Type::other;
  return out;
}

py::object python_of(const SpecValue& v) {
  switch (v.type) {
    case SpecValue::Type::none:
    case SpecValue::Type::other:
      return py::none();
    case SpecValue::Type::yes_no:
      return py::bool_(v.yes);
    case SpecValue::Type::whole:
      return py::int_(v.whole);
    case SpecValue::Type::decimal:
      return py::float_(v.decimal);
    case SpecValue::Type::text:
      return py::str(v.text);
    case SpecValue::Type::list: {
      py::list out;
      for (const SpecValue& item : v.items) out.append(python_of(item));
      return out;
    }
    case SpecValue::Type::table: {
      py::dict out;
      for (const auto& [key, value] : v.fields) out[py::str(key)] = python_of(value);
      return out;
    }
  }
  return py::none();
}

py::dict schema_data() {
  py::list tables;
  for (const schema::TableInfo& t : schema::schema_tables()) {
    py::list fields;
    for (const schema::FieldInfo& f : t.fields) {
      py::dict field;
      field["name"] = std::string(f.name);
      field["type"] = std::string(name_of(f.type));
      field["presence"] = f.presence == Presence::required   ? "required"
                          : f.presence == Presence::nullable ? "nullable"
                                                             : "optional";
      field["doc"] = std::string(f.doc);
      py::list choices;
      for (std::string_view c : f.choices) choices.append(std::string(c));
      field["choices"] = py::tuple(choices);
      field["default"] = python_of(f.default_value);
      fields.append(field);
    }
    py::dict table;
    table["group"] = std::string(t.group);
    table["type"] = std::string(t.type);
    table["struct"] = std::string(t.struct_name);
    table["fields"] = py::tuple(fields);
    table["doc"] = std::string(t.doc);
    tables.append(table);
  }
  py::dict out;
  out["tables"] = py::tuple(tables);
  return out;
}

}  // namespace

std::vector<EvaluationTerm> evaluation_terms_from(py::handle terms) {
  SpecValue table = SpecValue::of_type(SpecValue::Type::table);
  table.set("evaluation", value_of(terms));
  GameSpec spec;
  schema::FieldReader reader(table, "");
  reader.evaluation("evaluation", spec, "");
  return {spec.evaluation.begin(), spec.evaluation.begin() + spec.evaluation_term_count};
}

void bind_spec(py::module_& m) {
  py::class_<GameSpec> spec(m, "Spec", "A game spec as the engine holds it (docs/primitives.md).");
  refuse_new(spec, "use spec_from_data(data)");
  m.def(
      "spec_from_data",
      [](py::handle data, std::string_view where) { return read_spec(value_of(data), where); },
      py::arg("data"), py::arg("where") = "",
      "The spec a variant's data describes (the TOML schema of docs/variants.md, as dicts and "
      "lists); SpecError naming the field for a wrong one (and `where`, for the game's own "
      "fields).");
  m.def(
      "read_variant_data",
      [](std::string_view text, std::string_view where) {
        const SpecValue data = read_variant_data(text, where);
        read_variant_spec(data, where);  // every field checked, with its line
        return python_of(data);
      },
      py::arg("text"), py::arg("where"),
      "The data of a variant's TOML document, every field checked (errors name `where`, the "
      "line and the field).");
  m.def(
      "read_variant_file_data",
      [](const py::bytes& bytes, std::string_view where) {
        const SpecValue data = read_variant_file_data(std::string_view(bytes), where);
        read_variant_spec(data, where);
        return python_of(data);
      },
      py::arg("data"), py::arg("where"),
      "As read_variant_data, from a file's bytes (UTF-8, with or without a byte order mark).");
  m.def(
      "write_variant", [](const GameSpec& s) { return write_variant(s); }, py::arg("spec"),
      "The spec as a TOML document in the schema's layout (docs/variants.md).");
  spec.def_property_readonly("name", [](const GameSpec& s) { return s.name.str(); })
      .def_property_readonly("files", [](const GameSpec& s) { return s.files; })
      .def_property_readonly("ranks", [](const GameSpec& s) { return s.ranks; })
      .def(
          "to_data",
          [](const GameSpec& s, bool changed_only) {
            return python_of(
                write_spec(s, changed_only ? schema::Written::changed : schema::Written::all));
          },
          py::arg("changed_only") = false,
          "The spec as the data of the TOML schema (docs/variants.md): every field, or only "
          "those that differ from their defaults.")
      .def("__eq__", [](const GameSpec& a, const GameSpec& b) { return a == b; });
  m.attr("SCHEMA") = schema_data();
}

}  // namespace boardlab::python
