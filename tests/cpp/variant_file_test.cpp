// Variant files from C++ (variant_file.hpp) and the schema behind them (schema.hpp): every built-in
// game and example file read, written and read back; errors that name the file, the field and
// the line.
#include <boardlab/boardlab.hpp>
#include <boardlab/variant_file.hpp>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace variant_file_test {

using namespace boardlab;

namespace {

const std::filesystem::path source_dir = BOARDLAB_SOURCE_DIR;

std::string message_of(const std::string& toml) {
  try {
    read_variant(toml, "'v.toml'");
  } catch (const SpecError& e) {
    return e.what();
  }
  return "(no error)";
}

// A small valid variant; tests change one line of it.
const std::string tiny = R"(name = "tiny"
files = 3
ranks = 3
start = "3/3/W2 0"

[regions]
far = "a3 b3 c3"

[[kinds]]
symbol = "W"
owner = 0
moves = [
  { type = "step", directions = "forward", onto = "empty" },
]

[[end]]
type = "reaches"
pieces = "W"
region = "far"
winner = 0
)";

std::string changed(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("every built-in game is written to TOML and read back as the same spec", "[schema]") {
  for (const games::BuiltinGame& g : games::registry) {
    INFO(g.name);
    const GameSpec spec = g.spec();
    CHECK(read_variant(write_variant(spec)) == spec);
    CHECK(read_spec(write_spec(spec, schema::Written::all)) == spec);
    CHECK(read_spec(write_spec(spec, schema::Written::changed)) == spec);
  }
}

TEST_CASE("the example files read from C++ give the perft the Python package gives", "[schema]") {
  std::ifstream list(source_dir / "tests/data/example_variants_perft.txt");
  std::string line;
  int files = 0;
  while (std::getline(list, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name;
    unsigned long long want[3]{};
    fields >> name >> want[0] >> want[1] >> want[2];
    INFO(name);
    const GameSpec spec = read_variant_file(source_dir / "examples/variants" / name);
    const Game<256> game(spec);
    for (int depth = 1; depth <= 3; ++depth)
      CHECK(perft(game, game.start(), depth) == want[depth - 1]);
    CHECK(read_variant(write_variant(spec)) == spec);
    ++files;
  }
  // Every file of the folder is listed.
  int in_folder = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source_dir / "examples/variants"))
    in_folder += entry.path().extension() == ".toml";
  CHECK(files == in_folder);
  CHECK(files == 5);
}

TEST_CASE("the example file of pocket battlefield 5x5 is the built-in game of that size",
          "[schema]") {
  const GameSpec file =
      read_variant_file(source_dir / "examples/variants/pocket_battlefield_5x5.toml");
  const games::OptionSetting size_5[] = {{"size", games::OptionValue::of(5)}};
  CHECK(file == games::builtin_game("pocket_battlefield").spec(size_5));
}

TEST_CASE("a written variant states its facts and leaves out defaults", "[schema]") {
  const std::string text = write_variant(games::registry[games::builtin_index("checkers")].spec());
  CHECK(text.rfind(std::string(variant_file_header) + "\nname = \"checkers\"\nfiles = 8\n", 0) ==
        0);
  CHECK(text.find("max_plies = 1000\n") != std::string::npos);
  CHECK(text.find("placement = \"placement_first\"\n") != std::string::npos);
  CHECK(text.find("capture_rule = \"compulsory\"\n") != std::string::npos);
  CHECK(text.find("leapt_removal") == std::string::npos);
  CHECK(text.find("  { type = \"leap\", directions = \"forward_diagonal\", over = \"enemy\", "
                  "onto = \"empty\", leapt = \"captured\", part = 1, then = 1 },\n") !=
        std::string::npos);
  CHECK(text.find("promotion = { region = \"top_rank\", to = \"O\" }\n") != std::string::npos);
}

TEST_CASE("bad variant files name the file, the field and the line", "[schema]") {
  CHECK(message_of(tiny) == "(no error)");
  CHECK(message_of(changed(tiny, "\"forward\"", "\"forwards\"")) ==
        "variant file 'v.toml': kinds[0].moves[0] (Step): directions: 'forwards' is not a "
        "direction or direction set (north, north_east, east, south_east, south, south_west, "
        "west, north_west; orthogonal, diagonal, all, forward, forward_diagonal, forward_any, "
        "backward, backward_diagonal, sideways) (line 13)");
  CHECK(message_of(changed(tiny, "files = 3", "files = \"3\"")) ==
        "variant file 'v.toml': files '3' is not a whole number (line 2)");
  CHECK(message_of(changed(tiny, "owner = 0", "owner = 0\nspeed = 2")) ==
        "variant file 'v.toml': kinds[0] ('W'): unknown field 'speed' for kind (fields: symbol, "
        "owner, name, moves, promotion, colour, glyph, barred, enclosure, custodian, royal, "
        "resets_quiet_turns, captured_as, explosion_proof, converts, claims) (line 12)");
  CHECK(message_of(changed(tiny, "winner = 0\n", "")) ==
        "variant file 'v.toml': end[0] (Reaches): missing field 'winner' (line 16)");
  CHECK(message_of(changed(tiny, "type = \"reaches\"", "type = \"checkmate\"")) ==
        "variant file 'v.toml': end[0]: type 'checkmate' is not one of no_pieces_left, "
        "reduced_to, region_holds, reaches, all_stacks_controlled, in_a_row, connects, "
        "all_connected, group_touches, ring, checks_given (line 17)");
  CHECK(message_of(changed(tiny, "symbol = \"W\"", "symbol = \"W\"\npromotion = 5")) ==
        "variant file 'v.toml': kinds[0] ('W').promotion: promotion 5 is not a table of region "
        "and to (and timing and demotes_when_taken) (line 11)");
  CHECK(message_of(changed(tiny, "start = \"3/3/W2 0\"\n", "")) ==
        "variant file 'v.toml': missing field 'start'");
  CHECK(message_of(changed(tiny, "name = \"tiny\"", "name = \"t")) ==
        "variant file 'v.toml': not valid TOML: Error while parsing string: unescaped control "
        "characters other than TAB (U+0009) are explicitly prohibited (at line 1, column 10)");
  // What the fields mean together is the Game's to check, and it names the kind.
  const GameSpec unknown_region =
      read_variant(changed(tiny, "region = \"far\"", "region = \"farr\""));
  CHECK_THROWS_WITH(Game<>(unknown_region), Catch::Contains("unknown region 'farr'"));
}

TEST_CASE("variant files that cannot be read say why", "[schema]") {
  CHECK_THROWS_WITH(read_variant_file("no/such/file.toml"),
                    "variant file 'no/such/file.toml': cannot be read");
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "latin1.toml";
  std::ofstream(path, std::ios::binary) << "name = \"skat\xe9\"\n";
  CHECK_THROWS_WITH(read_variant_file(path),
                    "variant file " + detail::quoted(path.string()) +
                        ": not UTF-8 text: byte 0xe9 at line 1, column 13 (TOML files are UTF-8)");
  // A byte order mark is an editor's, not the document's.
  std::ofstream(path, std::ios::binary) << "\xEF\xBB\xBF" << tiny;
  CHECK(read_variant_file(path).name.str() == "tiny");
  std::filesystem::remove(path);
}

TEST_CASE("the schema describes every field once, with the struct's defaults", "[schema]") {
  const schema::TableInfo& step = schema::schema_table("primitive", "step");
  CHECK(step.struct_name == std::string_view("Step"));
  std::string names;
  for (const schema::FieldInfo& f : step.fields) names += std::string(f.name) + " ";
  CHECK(names ==
        "directions onto landing from_region relative part then continuation heading en_passant ");
  CHECK(step.fields[0].presence == Presence::required);
  CHECK(step.fields[1].default_value == SpecValue::of_text("empty_or_enemy"));
  CHECK(step.fields[2].choices == std::vector<std::string_view>{"capture", "stack"});
  // One table for each primitive and each written form of an end condition.
  int primitives = 0, conditions = 0;
  for (const schema::TableInfo& t : schema::schema_tables()) {
    primitives += t.group == "primitive";
    conditions += t.group == "end condition";
    for (const schema::FieldInfo& f : t.fields) CHECK(!f.doc.empty());
  }
  CHECK(primitives == int(EnumNames<PrimitiveType>::values.size()));
  CHECK(conditions == int(EnumNames<ConditionForm>::values.size()));
}

TEST_CASE("characters that are not ASCII stand only in strings and comments", "[schema]") {
  // TOML's rule, checked before toml++ 3.3 reads the text: it reaches undefined behaviour where
  // it meets such a character elsewhere (found by variant_file_fuzzer).
  CHECK(message_of(changed(tiny, "files = 3", "files = 3é")) ==
        "variant file 'v.toml': not valid TOML: a character that is not ASCII outside a string "
        "or comment (at line 2, column 10)");
  CHECK(message_of(changed(tiny, "[regions]", "[régions]")) ==
        "variant file 'v.toml': not valid TOML: a character that is not ASCII outside a string "
        "or comment (at line 6, column 3)");
  // A quote inside a token toml++ is still reading opens no string: toml++ reads the document
  // with one ASCII 'x' for each such character first (found by variant_file_fuzzer).
  CHECK(message_of(changed(tiny, "files = 3", "files = 3\"é\"")) ==
        "variant file 'v.toml': not valid TOML: Error while parsing decimal integer: expected "
        "digit, saw '\"' (at line 2, column 10)");
  CHECK(message_of(changed(tiny, "files = 3", std::string("files = 3\"\0\xc8\x90", 13))) ==
        "variant file 'v.toml': not valid TOML: Error while parsing decimal integer: expected "
        "digit, saw '\"' (at line 2, column 10)");
  // In strings (with escaped quotes before them), multi-line strings and comments they are text.
  CHECK(read_variant(changed(tiny, "name = \"tiny\"", "name = \"t\\\"ïny\" # très petit"))
            .name.str() == "t\"ïny");
  CHECK(read_variant(changed(tiny, "far = \"a3 b3 c3\"", "\"zô#ne\" = '''a3 b3'''\nfar = \"c3\""))
            .regions[0]
            .name.str() == "zô#ne");
}

}  // namespace variant_file_test
