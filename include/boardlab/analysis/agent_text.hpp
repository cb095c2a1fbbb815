#pragma once
// The grammar of agent texts, one for every place that takes them (the command line, Python,
// matches, tournaments, sweeps), strict so that a text means one thing or is refused:
//
//   agent    := name [":" setting [":" setting]]
//   name     := lowercase letters and "_"            random, mcts, alphabeta_time, ...
//   setting  := whole | decimal
//   whole    := digits                               1000
//   decimal  := digits ["." digits] [exponent]       0.5, 2, 1e-3 (no sign, no spaces, no hex,
//             | "." digits [exponent]                 no inf or nan)
//   exponent := ("e" | "E") ["+" | "-"] digits
//
// An agent describes its settings once (AgentDescription: name, type, range, help); the reading
// of a text against that description, the usages, help lines and errors all come from it. The
// table of agents is agent.hpp's.
#include <array>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

#include "../error.hpp"
#include "../position_text.hpp"
#include "../quoted_text.hpp"

namespace boardlab {

// The most settings an agent text has after its name.
inline constexpr int max_agent_settings = 2;

struct AgentText {
  std::string_view text;  // the whole text, for messages
  std::string_view name;
  int setting_count = 0;
  std::array<std::string_view, max_agent_settings> settings{};
};

namespace detail {

constexpr bool is_agent_name_char(char c) { return (c >= 'a' && c <= 'z') || c == '_'; }

// The characters of s from `at` that are digits.
constexpr std::size_t digits_at(std::string_view s, std::size_t at) {
  std::size_t n = 0;
  while (at + n < s.size() && is_digit(s[at + n])) ++n;
  return n;
}

// Whether s is a decimal of the grammar above.
constexpr bool is_agent_decimal(std::string_view s) {
  std::size_t at = digits_at(s, 0);
  const std::size_t whole_digits = at;
  std::size_t fraction_digits = 0;
  if (at < s.size() && s[at] == '.') {
    fraction_digits = digits_at(s, at + 1);
    at += 1 + fraction_digits;
  }
  if (whole_digits + fraction_digits == 0) return false;
  if (at < s.size() && (s[at] == 'e' || s[at] == 'E')) {
    ++at;
    if (at < s.size() && (s[at] == '+' || s[at] == '-')) ++at;
    const std::size_t exponent_digits = digits_at(s, at);
    if (exponent_digits == 0) return false;
    at += exponent_digits;
  }
  return at == s.size();
}

inline std::string agent_error_prefix(const AgentText& a) {
  return "agent " + quoted(a.text) + ": ";
}

}  // namespace detail

// Splits an agent text into its name and settings; Error quoting the text when it is not of the
// grammar's form (the settings' own form is read by agent_whole and agent_decimal).
inline AgentText read_agent_text(std::string_view text) {
  AgentText a;
  a.text = text;
  const std::size_t colon = text.find(':');
  a.name = text.substr(0, colon);
  if (a.name.empty())
    throw Error(detail::agent_error_prefix(a) + "no agent name (such as 'mcts') before ':'");
  for (const char c : a.name)
    if (!detail::is_agent_name_char(c))
      throw Error(detail::agent_error_prefix(a) + "the name " + detail::quoted(a.name) +
                  " is not lowercase letters and '_' (such as 'mcts_time')");
  if (colon == std::string_view::npos) return a;
  std::string_view rest = text.substr(colon + 1);
  for (;;) {
    const std::size_t next = rest.find(':');
    const std::string_view setting = rest.substr(0, next);
    if (setting.empty())
      throw Error(detail::agent_error_prefix(a) + "an empty setting (nothing after a ':')");
    if (a.setting_count == max_agent_settings)
      throw Error(detail::agent_error_prefix(a) + "more than " +
                  std::to_string(max_agent_settings) + " settings after the name");
    a.settings[std::size_t(a.setting_count++)] = setting;
    if (next == std::string_view::npos) return a;
    rest = rest.substr(next + 1);
  }
}

// Error unless the agent text has from `least` to `most` settings, named by `usage`
// ("mcts:SIMULATIONS[:EXPLORATION]").
inline void want_agent_settings(const AgentText& a, int least, int most, std::string_view usage) {
  if (a.setting_count < least || a.setting_count > most)
    throw Error(detail::agent_error_prefix(a) + std::string(a.name) + " takes " +
                (most == 0 ? std::string("no settings")
                 : least == most
                     ? std::to_string(least) + (least == 1 ? " setting" : " settings")
                     : std::to_string(least) + " to " + std::to_string(most) + " settings") +
                ", written " + std::string(usage));
}

// Setting i as a whole number from `low` to `high`, named `what` in errors.
inline long long agent_whole(const AgentText& a, int i, std::string_view what, long long low,
                             long long high) {
  const std::string_view s = a.settings[std::size_t(i)];
  const auto refuse = [&](std::string_view why) {
    return Error(detail::agent_error_prefix(a) + std::string(what) + " " + detail::quoted(s) +
                 " is not a whole number from " + std::to_string(low) + " to " +
                 std::to_string(high) + std::string(why));
  };
  if (detail::digits_at(s, 0) != s.size()) throw refuse(" (digits only)");
  long long value = 0;
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  (void)end;
  if (error != std::errc() || value < low || value > high) throw refuse("");
  return value;
}

// Setting i as a decimal from `low` to `high` (both included), named `what` in errors;
// `range_text` is how the message writes the bounds ("0.001 to 1000000").
inline double agent_decimal(const AgentText& a, int i, std::string_view what, double low,
                            double high, std::string_view range_text) {
  const std::string_view s = a.settings[std::size_t(i)];
  const auto refuse = [&](std::string_view why) {
    return Error(detail::agent_error_prefix(a) + std::string(what) + " " + detail::quoted(s) +
                 " is not a number from " + std::string(range_text) + std::string(why));
  };
  if (!detail::is_agent_decimal(s)) throw refuse(" (a decimal such as 0.5 or 1e-3)");
  // The grammar has been checked, so stod reads all of it (std::from_chars for doubles is
  // missing from the libc++ the fuzzers build with). Out of a double's range (1e-400, 1e400),
  // where stod throws, is out of every setting's range too.
  double value = -1;
  try {
    value = std::stod(std::string(s));
  } catch (const std::out_of_range&) {
  }
  if (!(value >= low && value <= high)) throw refuse("");
  return value;
}

enum class AgentSettingType { whole, decimal };

// One setting an agent text may give after the agent's name.
struct AgentSetting {
  std::string_view name;  // in messages ("simulations"); in upper case, in usages
  AgentSettingType type = AgentSettingType::whole;
  double low = 0;  // the range, both ends included
  double high = 0;
  std::string_view help;  // what it sets, for help texts ("simulations a move")
  // May be left out; only the last settings may be.
  bool optional = false;
};

// An agent as texts name it: what agent.hpp's table holds beside each factory.
struct AgentDescription {
  std::string_view name;
  std::string_view help;     // one line
  std::string_view example;  // a text of this agent (help texts show it; a test makes it)
  std::array<AgentSetting, max_agent_settings> settings{};

  constexpr int setting_count() const {
    int n = 0;
    while (n < max_agent_settings && !settings[std::size_t(n)].name.empty()) ++n;
    return n;
  }
  constexpr int required_settings() const {
    int n = 0;
    while (n < setting_count() && !settings[std::size_t(n)].optional) ++n;
    return n;
  }
};

// A setting's name as usages write it: "simulations" -> "SIMULATIONS".
inline std::string agent_setting_placeholder(const AgentSetting& s) {
  std::string out(s.name);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
  return out;
}

// The whole form of an agent's texts: "mcts:SIMULATIONS[:EXPLORATION]".
inline std::string agent_usage(const AgentDescription& d) {
  std::string out(d.name);
  for (int i = 0; i < d.setting_count(); ++i) {
    const AgentSetting& s = d.settings[std::size_t(i)];
    out += (s.optional ? "[:" : ":") + agent_setting_placeholder(s) + (s.optional ? "]" : "");
  }
  return out;
}

// The form without its optional settings, as lists of agents write it: "mcts:SIMULATIONS".
inline std::string agent_short_usage(const AgentDescription& d) {
  std::string out(d.name);
  for (int i = 0; i < d.required_settings(); ++i)
    out += ":" + agent_setting_placeholder(d.settings[std::size_t(i)]);
  return out;
}

// A range's end as messages write it: the shortest decimal that reads back as the same double,
// without an exponent (0.001, 1000000).
inline std::string agent_number_text(double x) {
  std::array<char, 400> buffer{};
  for (int digits = 0; digits <= 17; ++digits) {
    std::snprintf(buffer.data(), buffer.size(), "%.*f", digits, x);
    if (std::strtod(buffer.data(), nullptr) == x) break;
  }
  return buffer.data();
}

// "a whole number from 1 to 1000000000", "a number from 0.001 to 1000000".
inline std::string agent_setting_range(const AgentSetting& s) {
  return std::string(s.type == AgentSettingType::whole ? "a whole number" : "a number") + " from " +
         agent_number_text(s.low) + " to " + agent_number_text(s.high);
}

// The settings of an agent text, read against its agent's description.
struct AgentSettings {
  std::array<double, max_agent_settings> values{};
  int count = 0;  // how many the text gave

  bool given(int i) const { return i < count; }
  double operator[](int i) const { return values[std::size_t(i)]; }
};

// The settings of `a` (whose name is `d`'s): Error quoting the text, with the description's
// usage, when there are too few or too many, and naming the setting and its range when one is
// not of its type or out of it.
inline AgentSettings read_agent_settings(const AgentText& a, const AgentDescription& d) {
  want_agent_settings(a, d.required_settings(), d.setting_count(), agent_usage(d));
  AgentSettings out;
  out.count = a.setting_count;
  for (int i = 0; i < a.setting_count; ++i) {
    const AgentSetting& s = d.settings[std::size_t(i)];
    out.values[std::size_t(i)] =
        s.type == AgentSettingType::whole
            ? double(agent_whole(a, i, s.name, (long long)s.low, (long long)s.high))
            : agent_decimal(a, i, s.name, s.low, s.high,
                            agent_number_text(s.low) + " to " + agent_number_text(s.high));
  }
  return out;
}

}  // namespace boardlab
