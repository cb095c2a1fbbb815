#pragma once
// A variant as plain data: a tree of values, which is what a TOML file and a Python dict both are.
// Readers of either fill one (variant_file.hpp from TOML, the Python module from dicts) and the
// schema (schema.hpp) reads it into a GameSpec, so that one reader checks every field the same
// way, whatever it came from; writing goes back the same way.
//
// A value remembers where it was read (a line of a file, 0 when unknown) and, when its source
// shows values its own way (Python's repr), how to show it, so that a message quotes the value
// as the user wrote it.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "quoted_text.hpp"

namespace boardlab {

struct SpecValue;
inline std::string shown(const SpecValue& v);  // below: the value as a message shows it

struct SpecValue {
  enum class Type : std::uint8_t {
    none,     // Python's None; TOML has none, so a field left out is never one
    yes_no,   // true or false
    whole,    // a whole number
    decimal,  // a number with a fraction (or a float, even 2.0)
    text,
    list,
    table,  // named fields, in the order given
    other,  // anything else a source may hold (a Python object, a TOML date): only shown
  };
  using Field = std::pair<std::string, SpecValue>;

  Type type = Type::none;
  bool yes = false;
  long long whole = 0;
  bool too_big = false;  // a whole number beyond long long (Python's ints have no bound)
  double decimal = 0;
  std::string text;
  std::vector<SpecValue> items;
  std::vector<Field> fields;
  // Set on a field's value when its key was not text (a Python dict's 1:): the key is then how
  // the source shows it.
  bool key_is_not_text = false;
  // Text its source holds but UTF-8 cannot (a Python str with a lone surrogate): `text` is
  // empty, and readers refuse it.
  bool not_utf8 = false;
  int line = 0;  // where the value was read: a line of a file from 1, or 0
  int column = 0;
  // How the source shows the value, when it shows values its own way (a Python repr, a TOML
  // date): called only for a message, as making the text may cost; empty: this header's way.
  std::function<std::string()> show_source;

  // Defined below the class: a field holds a SpecValue, which is complete only there (Clang with
  // libstdc++ instantiates the vector's destructor where an implicit one would be defined).
  SpecValue() = default;
  SpecValue(const SpecValue&);
  SpecValue(SpecValue&&) noexcept;
  SpecValue& operator=(const SpecValue&);
  SpecValue& operator=(SpecValue&&) noexcept;
  ~SpecValue();

  static SpecValue of_yes_no(bool yes) {
    SpecValue v;
    v.type = Type::yes_no;
    v.yes = yes;
    return v;
  }
  static SpecValue of_whole(long long whole) {
    SpecValue v;
    v.type = Type::whole;
    v.whole = whole;
    return v;
  }
  static SpecValue of_text(std::string text) {
    SpecValue v;
    v.type = Type::text;
    v.text = std::move(text);
    return v;
  }
  static SpecValue of_type(Type type) {
    SpecValue v;
    v.type = type;
    return v;
  }

  bool is(Type t) const { return type == t; }
  // The value of a table's field, or nullptr when it has none of that name.
  const SpecValue* find(std::string_view key) const {
    for (const Field& f : fields)
      if (!f.second.key_is_not_text && f.first == key) return &f.second;
    return nullptr;
  }
  // Sets a table's field: replaces its value, or adds it last.
  SpecValue& set(std::string_view key, SpecValue value) {
    for (Field& f : fields)
      if (f.first == key) return f.second = std::move(value);
    fields.emplace_back(std::string(key), std::move(value));
    return fields.back().second;
  }

  // Equal content, wherever it was read (a value its source can only show is equal by how it
  // shows).
  friend bool operator==(const SpecValue& a, const SpecValue& b) {
    if (a.type != b.type) return false;
    switch (a.type) {
      case Type::none:
        return true;
      case Type::yes_no:
        return a.yes == b.yes;
      case Type::whole:
        return a.whole == b.whole && a.too_big == b.too_big && (!a.too_big || shown(a) == shown(b));
      case Type::decimal:
        return a.decimal == b.decimal;
      case Type::text:
        return a.text == b.text;
      case Type::list:
        return a.items == b.items;
      case Type::table:
        if (a.fields.size() != b.fields.size()) return false;
        for (std::size_t i = 0; i < a.fields.size(); ++i)
          if (a.fields[i].first != b.fields[i].first || !(a.fields[i].second == b.fields[i].second))
            return false;
        return true;
      case Type::other:
        return shown(a) == shown(b);
    }
    return false;
  }
};

inline SpecValue::SpecValue(const SpecValue&) = default;
inline SpecValue::SpecValue(SpecValue&&) noexcept = default;
inline SpecValue& SpecValue::operator=(const SpecValue&) = default;
inline SpecValue& SpecValue::operator=(SpecValue&&) noexcept = default;
inline SpecValue::~SpecValue() = default;

// The value as a message shows it: as its source shows it when it said how, else texts quoted
// ('forward'), lists in brackets, tables in braces, as TOML writes them but for the quotes.
inline std::string shown(const SpecValue& v) {
  if (v.show_source) return v.show_source();
  switch (v.type) {
    case SpecValue::Type::none:
      return "None";
    case SpecValue::Type::yes_no:
      return v.yes ? "true" : "false";
    case SpecValue::Type::whole:
      return std::to_string(v.whole);
    case SpecValue::Type::decimal: {
      std::string text = std::to_string(v.decimal);
      while (text.size() > 1 && text.back() == '0' && text[text.size() - 2] != '.') text.pop_back();
      return text;
    }
    case SpecValue::Type::text:
      return detail::quoted(v.text);
    case SpecValue::Type::list: {
      std::string out = "[";
      for (std::size_t i = 0; i < v.items.size(); ++i) out += (i ? ", " : "") + shown(v.items[i]);
      return out + "]";
    }
    case SpecValue::Type::table: {
      std::string out = "{ ";
      for (std::size_t i = 0; i < v.fields.size(); ++i)
        out += (i ? ", " : "") + v.fields[i].first + " = " + shown(v.fields[i].second);
      return out + (v.fields.empty() ? "}" : " }");
    }
    case SpecValue::Type::other:
      break;
  }
  return "?";
}

}  // namespace boardlab
