#pragma once
// The names of enum values as specs, variant files and the Python bindings spell them
// ("capture", "winner_moved"). Each enum that a spec holds specialises EnumNames beside its
// definition, so a name is written once for C++, Python and every error message.
//
//   name_of(Landing::stack) == "stack"
//   enum_from_name<Landing>("landing", "stack") == Landing::stack
//   enum_from_name<Landing>("landing", "bury")      throws SpecError
//                                                   "landing 'bury' is not one of capture, stack"
#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "error.hpp"

namespace boardlab {

template <class E>
struct NamedValue {
  std::string_view name;
  E value;
};

// Specialised for each named enum: `static constexpr std::array<NamedValue<E>, K> values`, in the
// enum's order.
template <class E>
struct EnumNames;

// The name `value` has in `table` (a list of named values), or "" when it has none.
template <class T, std::size_t K>
constexpr std::string_view name_in(const std::array<NamedValue<T>, K>& table, const T& value) {
  for (const auto& named : table)
    if (named.value == value) return named.name;
  return "";
}

// The name of `value`; "?" for a value without one (an enum cast from a bad integer).
template <class E>
constexpr std::string_view name_of(E value) {
  const std::string_view name = name_in(EnumNames<E>::values, value);
  return name.empty() ? "?" : name;
}

// The names of every value, comma-separated, in the enum's order: "capture, stack".
template <class E>
constexpr std::string names_of() {
  std::string out;
  for (const auto& named : EnumNames<E>::values) {
    if (!out.empty()) out += ", ";
    out += named.name;
  }
  return out;
}

// Finds the value named `name`; false (and `out` unchanged) if no value has that name.
template <class E>
constexpr bool find_named(std::string_view name, E& out) {
  for (const auto& named : EnumNames<E>::values)
    if (named.name == name) {
      out = named.value;
      return true;
    }
  return false;
}

// The value named `name`, or a SpecError naming `what`, the text and the names allowed.
template <class E>
constexpr E enum_from_name(std::string_view what, std::string_view name) {
  E value{};
  if (!find_named(name, value))
    throw SpecError(std::string(what) + " '" + std::string(name) + "' is not one of " +
                    names_of<E>());
  return value;
}

}  // namespace boardlab
