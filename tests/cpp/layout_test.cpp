// The folders of the tests by rule stay honest: every test file of tests/cpp/primitives is named
// after a primitive or a rule of moves, every one of tests/cpp/conditions after an end condition
// or a game-wide rule of the end, every one of tests/cpp/games after a built-in game, and every
// built-in game of the registry has its file there. The names are the engine's own: the schema's
// tables (schema.hpp, as variant files spell them) and the registry, never a list kept here.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <boardlab/schema.hpp>
#include <catch2/catch.hpp>

namespace layout_test {

namespace {

namespace fs = std::filesystem;
namespace schema = boardlab::schema;
using Names = std::set<std::string, std::less<>>;

const fs::path tests_dir = fs::path(BOARDLAB_SOURCE_DIR) / "tests" / "cpp";

// "CustodialCapture" -> "custodial_capture": a table's C++ struct as a file name.
std::string snake_case(std::string_view name) {
  std::string out;
  for (const char c : name) {
    if (std::isupper(static_cast<unsigned char>(c)) && !out.empty()) out += '_';
    out += char(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// The names <name>_test.cpp of the folder gives its files, and the files not so named.
Names tested_names(const fs::path& folder, Names& misnamed) {
  Names out;
  constexpr std::string_view suffix = "_test.cpp";
  for (const fs::directory_entry& e : fs::directory_iterator(folder)) {
    const std::string file = e.path().filename().string();
    if (file.size() > suffix.size() && file.ends_with(suffix))
      out.insert(file.substr(0, file.size() - suffix.size()));
    else
      misnamed.insert(file);
  }
  return out;
}

const schema::TableInfo& game_table() { return schema::schema_table("game"); }

bool is_game_field(std::string_view name) {
  const auto& fields = game_table().fields;
  return std::any_of(fields.begin(), fields.end(),
                     [&](const schema::FieldInfo& f) { return f.name == name; });
}

// The fields of the game that are rules of moves (tested in primitives/) and rules of the end
// (conditions/): a choice of the game's fields, checked to be fields, so a rename in the schema
// fails here rather than leaving a file named after nothing.
constexpr std::string_view move_rule_fields[] = {"capture_rule", "leapt_removal",
                                                 "placement",    "captures_explode",
                                                 "stack_limit",  "rotating_blocks"};
constexpr std::string_view end_rule_fields[] = {
    "max_plies",        "no_legal_move",      "end_score",   "quiet_turn_limit",
    "repetition_limit", "insufficient_alone", "wins_at_once"};

// What a file of primitives/ may be named after: a primitive ("step"), a field of a primitive
// ("then": turns of several parts) or of a kind ("converts": what its moves do around them), a
// table that changes moves (promotion, custodial capture), or a game's rule of moves.
Names primitive_names() {
  Names out;
  for (const schema::TableInfo& t : schema::schema_tables()) {
    if (t.group == "primitive" || t.group == "kind") {
      out.insert(std::string(t.type));
      for (const schema::FieldInfo& f : t.fields) out.insert(std::string(f.name));
    }
    if (t.group == "promotion" || t.group == "custodial") out.insert(snake_case(t.struct_name));
  }
  for (const std::string_view field : move_rule_fields) out.insert(std::string(field));
  return out;
}

// What a file of conditions/ may be named after: an end condition as variant files write it
// ("no_pieces_left", "reaches"), or a game's rule of the end.
Names condition_names() {
  Names out;
  for (const schema::TableInfo& t : schema::schema_tables())
    if (t.group == "end condition") out.insert(std::string(t.type));
  for (const std::string_view field : end_rule_fields) out.insert(std::string(field));
  return out;
}

}  // namespace

TEST_CASE("layout: the game fields the folders are named after are the schema's", "[layout]") {
  for (const std::string_view field : move_rule_fields) {
    CAPTURE(field);
    CHECK(is_game_field(field));
  }
  for (const std::string_view field : end_rule_fields) {
    CAPTURE(field);
    CHECK(is_game_field(field));
  }
  // The tables the names come from are there: eight primitives, ten written end conditions.
  CHECK(primitive_names().count("offset_leap") == 1);
  CHECK(primitive_names().count("custodial_capture") == 1);
  CHECK(primitive_names().count("then") == 1);
  CHECK(condition_names().count("group_touches") == 1);
  CHECK(condition_names().count("no_pieces_left") == 1);
  CHECK(snake_case("CustodialCapture") == "custodial_capture");
}

TEST_CASE("layout: test files are named after the primitive, condition or game they test",
          "[layout]") {
  Names misnamed;
  const Names allowed_primitives = primitive_names();
  for (const std::string& name : tested_names(tests_dir / "primitives", misnamed)) {
    CAPTURE(name);
    CHECK(allowed_primitives.count(name) == 1);
  }
  const Names allowed_conditions = condition_names();
  for (const std::string& name : tested_names(tests_dir / "conditions", misnamed)) {
    CAPTURE(name);
    CHECK(allowed_conditions.count(name) == 1);
  }
  const Names games = tested_names(tests_dir / "games", misnamed);
  for (const std::string& name : games) {
    CAPTURE(name);
    CHECK(boardlab::games::find_builtin(name) != nullptr);
  }
  // Every built-in game has its file: a new game of the registry is asked for its tests.
  for (const std::string_view name : boardlab::games::builtin_names) {
    CAPTURE(name);
    CHECK(games.count(name) == 1);
  }
  // The folders hold test files only (shared helpers stay in tests/cpp).
  CHECK(misnamed == Names{});
}

}  // namespace layout_test
