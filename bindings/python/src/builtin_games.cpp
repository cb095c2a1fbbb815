// The built-in games from Python: the registry's list with options and defaults, and a game's
// spec from options given by name (boardlab.game(name, **options)).
#include <pybind11/stl.h>

#include <boardlab/games/registry.hpp>
#include <string>
#include <vector>

#include "core.hpp"

namespace boardlab::python {

namespace {

py::object option_value(const games::OptionValue& v) {
  switch (v.type) {
    case games::OptionType::integer:
      return py::int_(v.integer);
    case games::OptionType::boolean:
      return py::bool_(v.boolean);
    case games::OptionType::text:
      break;
  }
  return py::str(v.text);
}

// A Python value as the option's value: bool, int and str map to the three option types; the
// registry checks that the type is the option's.
games::OptionValue read_option(const games::BuiltinGame& game, const std::string& name,
                               py::handle value) {
  const games::OptionInfo* info = game.find_option(name);
  if (info == nullptr)
    throw SpecError(games::unknown_option_message(game.name, game.options, name));
  const std::string written = shown(value);
  if (py::isinstance<py::bool_>(value)) return games::OptionValue::of(value.cast<bool>());
  if (py::isinstance<py::int_>(value)) {
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
    if (overflow != 0)
      throw SpecError("game '" + std::string(game.name) + "': option " + name + "=" + written +
                      " is out of range");
    return games::OptionValue::of(v);
  }
  if (py::isinstance<py::str>(value))
    return games::OptionValue::of(text_argument<SpecError>(value, "option " + name + " value"));
  throw SpecError(games::wrong_option_type_message(game.name, *info, written));
}

}  // namespace

void bind_builtin_games(py::module_& m) {
  m.def(
      "builtin_games",
      [] {
        py::list out;
        for (const games::BuiltinGame& g : games::registry) {
          py::list options;
          for (std::size_t i = 0; i < g.options.size(); ++i)
            options.append(py::make_tuple(
                std::string(g.options[i].name), std::string(name_of(g.options[i].type)),
                option_value(g.default_value(i)), std::string(g.options[i].help)));
          out.append(py::make_tuple(std::string(g.name), options));
        }
        return out;
      },
      "The built-in games in registry order: (name, [(option, type, default, help), ...]).");
  m.def(
      "builtin_spec",
      [](py::handle name_value, const py::dict& options) {
        const games::BuiltinGame& game =
            games::builtin_game(text_argument<SpecError>(name_value, "game name"));
        std::vector<std::string> names;
        std::vector<games::OptionSetting> settings;
        names.reserve(options.size());
        for (auto item : options)
          names.push_back(text_argument<SpecError>(item.first, "option name"));
        std::size_t i = 0;
        for (auto item : options) {
          settings.push_back({names[i], read_option(game, names[i], item.second)});
          ++i;
        }
        return game.spec(settings);
      },
      py::arg("name"), py::arg("options") = py::dict(),
      "The spec of the built-in game `name` with `options` (by name) applied to its defaults.");
}

}  // namespace boardlab::python
