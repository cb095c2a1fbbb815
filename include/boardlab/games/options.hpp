#pragma once
// Options of the built-in games as data: each game lists its options struct's fields with a
// name, a type and a line of help, so that the registry (registry.hpp) can build any game from
// options given by name at run time (command lines, the Python bindings), list them with their
// defaults, and check what it is given, without code per game.
//
//   inline constexpr std::array breakthrough_options{
//       option<&BreakthroughOptions::files>("files", "board width, 1 to 16"), ...};
#include <array>
#include <climits>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "../enum_names.hpp"
#include "../error.hpp"
#include "../fixed_string.hpp"

namespace boardlab::games {

enum class OptionType : std::uint8_t { integer, boolean, text };

}  // namespace boardlab::games

namespace boardlab {
template <>
struct EnumNames<games::OptionType> {
  static constexpr std::array<NamedValue<games::OptionType>, 3> values{{
      {"integer", games::OptionType::integer},
      {"boolean", games::OptionType::boolean},
      {"text", games::OptionType::text},
  }};
};
}  // namespace boardlab

namespace boardlab::games {

// The value of one option, of the option's type.
struct OptionValue {
  OptionType type = OptionType::integer;
  long long integer = 0;
  bool boolean = false;
  std::string text;

  // One overload per type a caller may write (6, 6LL, true, "b1 a2"), so that a literal
  // never converts to another option type (a char pointer to bool, an int to either).
  static constexpr OptionValue of(long long v) { return {OptionType::integer, v, false, {}}; }
  static constexpr OptionValue of(int v) { return of(static_cast<long long>(v)); }
  static constexpr OptionValue of(bool v) { return {OptionType::boolean, 0, v, {}}; }
  static constexpr OptionValue of(std::string_view v) {
    return {OptionType::text, 0, false, std::string(v)};
  }
  static constexpr OptionValue of(const char* v) { return of(std::string_view(v)); }
  // As a command line writes it: 300, true, 'b1 a2'.
  constexpr std::string describe() const {
    switch (type) {
      case OptionType::integer:
        return to_text(integer);
      case OptionType::boolean:
        return boolean ? "true" : "false";
      case OptionType::text:
        return "'" + text + "'";
    }
    return "?";
  }
};

// An option of some game, without its game's types: what lists and messages show.
struct OptionInfo {
  std::string_view name;
  OptionType type = OptionType::integer;
  std::string_view help;
};

// An option of the options struct `Options`: its description and how to read and write it.
template <class Options>
struct Option {
  OptionInfo info;
  OptionValue (*get)(const Options&);
  void (*set)(Options&, const OptionValue&);  // the value has the option's type
};

namespace detail {
template <class M>
struct MemberOf;
template <class C, class T>
struct MemberOf<T C::*> {
  using Object = C;
  using Value = T;
};
template <class T>
struct IsFixedString : std::false_type {};
template <std::size_t C>
struct IsFixedString<FixedString<C>> : std::true_type {};
}  // namespace detail

// The option held in the field `Member` (an int, a bool or a FixedString of its struct).
template <auto Member>
constexpr auto option(std::string_view name, std::string_view help) {
  using Options = typename detail::MemberOf<decltype(Member)>::Object;
  using Value = typename detail::MemberOf<decltype(Member)>::Value;
  Option<Options> o{};
  o.info.name = name;
  o.info.help = help;
  if constexpr (std::is_same_v<Value, bool>) {
    o.info.type = OptionType::boolean;
    o.get = [](const Options& x) { return OptionValue::of(bool(x.*Member)); };
    o.set = [](Options& x, const OptionValue& v) { x.*Member = v.boolean; };
  } else if constexpr (std::is_same_v<Value, int>) {
    o.info.type = OptionType::integer;
    o.get = [](const Options& x) { return OptionValue::of(static_cast<long long>(x.*Member)); };
    o.set = [](Options& x, const OptionValue& v) { x.*Member = int(v.integer); };
  } else {
    static_assert(detail::IsFixedString<Value>::value, "options are int, bool or FixedString");
    o.info.type = OptionType::text;
    o.get = [](const Options& x) { return OptionValue::of((x.*Member).view()); };
    // FixedString throws SpecError for text longer than it holds.
    o.set = [](Options& x, const OptionValue& v) { x.*Member = Value(std::string_view(v.text)); };
  }
  return o;
}

// One option given by name, as command lines and the Python bindings pass them.
struct OptionSetting {
  std::string_view name;
  OptionValue value;
};

// The message for an option name that `options` (of game `game`) does not have.
constexpr std::string unknown_option_message(std::string_view game,
                                             std::span<const OptionInfo> options,
                                             std::string_view name) {
  std::string known;
  for (const OptionInfo& o : options) known += (known.empty() ? "" : ", ") + std::string(o.name);
  return "game '" + std::string(game) + "': unknown option '" + std::string(name) +
         "' (options: " + known + ")";
}

// The message for a value (as `value_text` shows it) of another type than the option's.
constexpr std::string wrong_option_type_message(std::string_view game, const OptionInfo& option,
                                                std::string_view value_text) {
  return "game '" + std::string(game) + "': option " + std::string(option.name) + "=" +
         std::string(value_text) + " is not of type " + std::string(name_of(option.type));
}

// `Options` with the settings applied, or SpecError naming the game and the option (an unknown
// name, a value of another type or out of range).
template <class Options, std::size_t K>
constexpr Options options_from(std::string_view game, const std::array<Option<Options>, K>& fields,
                               std::span<const OptionSetting> settings) {
  std::array<OptionInfo, K> infos{};
  for (std::size_t i = 0; i < K; ++i) infos[i] = fields[i].info;
  Options out{};
  for (const OptionSetting& s : settings) {
    const Option<Options>* field = nullptr;
    for (const auto& f : fields)
      if (f.info.name == s.name) field = &f;
    if (field == nullptr) throw SpecError(unknown_option_message(game, infos, s.name));
    if (s.value.type != field->info.type)
      throw SpecError(wrong_option_type_message(game, field->info, s.value.describe()));
    if (s.value.type == OptionType::integer &&
        (s.value.integer < INT_MIN || s.value.integer > INT_MAX))
      throw SpecError("game '" + std::string(game) + "': option " + std::string(s.name) + "=" +
                      s.value.describe() + " is out of range");
    field->set(out, s.value);
  }
  return out;
}

}  // namespace boardlab::games
