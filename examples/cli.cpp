// boardlab-cli: the engine from a shell.
//
//   boardlab-cli start GAME                       the start position text
//   boardlab-cli moves GAME 'POSITION'            legal moves (sorted), then "outcome: ..."
//   boardlab-cli apply GAME 'POSITION' MOVE...    the position after the moves
//   boardlab-cli perft GAME 'POSITION' DEPTH      the perft count
//   boardlab-cli play GAME [--seed S]             a random game, move by move, and its outcome
//
// GAME is a built-in game (the registry's; `--help` lists them) or a variant file, FILE.toml
// (docs/variants.md); `--max-plies N` (or `--max-plies=N`) may be given anywhere, as with
// `boardlab`; `--help` prints the usage. Bad input: a message on stderr and exit status 2.
#include <algorithm>
#include <boardlab/boardlab.hpp>
#include <boardlab/variant_file.hpp>
#include <charconv>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr int bad_input = 2;

struct UsageError : boardlab::Error {
  using Error::Error;
};

const std::string usage =
    "usage: boardlab-cli start GAME\n"
    "       boardlab-cli moves GAME POSITION\n"
    "       boardlab-cli apply GAME POSITION MOVE...\n"
    "       boardlab-cli perft GAME POSITION DEPTH\n"
    "       boardlab-cli play GAME [--seed S]\n"
    "options: --max-plies N (any command), --help\n"
    "GAME: a variant file (FILE.toml), or one of " +
    boardlab::games::builtin_names_text() + "\n";

long long parse_count(std::string_view text, std::string_view what, long long low, long long high) {
  long long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < low || value > high)
    throw UsageError(std::string(what) + " '" + std::string(text) + "' is not a number from " +
                     std::to_string(low) + " to " + std::to_string(high));
  return value;
}

std::string outcome_text(const boardlab::Outcome& o) {
  switch (o.result) {
    case boardlab::Result::none:
      return "none";
    case boardlab::Result::draw:
      return "draw";
    case boardlab::Result::win:
      return o.winner == boardlab::Player::zero ? "0" : "1";
  }
  return "none";
}

const char* reason_text(const boardlab::Outcome& o) {
  switch (o.reason) {
    case boardlab::Reason::condition:
      return "end condition";
    case boardlab::Reason::no_legal_move:
      return "no legal move";
    case boardlab::Reason::ply_limit:
      return "ply limit";
    case boardlab::Reason::both_passed:
      return "both passed";
    case boardlab::Reason::quiet_turns:
      return "quiet turns";
    case boardlab::Reason::repetition:
      return "repetition";
    case boardlab::Reason::insufficient_material:
      return "insufficient material";
    case boardlab::Reason::none:
      return "";
  }
  return "";
}

int run(std::vector<std::string_view> args) {
  // Options first, wherever they stand, as `--name value` or `--name=value` (both as argparse
  // reads them in `boardlab`). No position, move or number starts with "-", so whatever does
  // is an option.
  // 0 until given: a built-in game's default is 300, a variant file says its own.
  int max_plies = 0;
  std::uint64_t seed = 1;
  bool seed_given = false;
  std::vector<std::string_view> words;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--help" || args[i] == "-h") {
      std::printf("%s", usage.c_str());
      return 0;
    }
    if (args[i].empty() || args[i][0] != '-') {
      words.push_back(args[i]);
      continue;
    }
    const std::size_t equals = args[i].find('=');
    const std::string_view name = args[i].substr(0, equals);
    if (name != "--max-plies" && name != "--seed")
      throw UsageError("unknown option '" + std::string(args[i]) + "'");
    std::string_view value;
    if (equals != std::string_view::npos) {
      value = args[i].substr(equals + 1);
    } else if (i + 1 < args.size()) {
      value = args[++i];
    } else {
      throw UsageError(std::string(name) + " needs a value");
    }
    if (name == "--max-plies") {
      max_plies = int(parse_count(value, "--max-plies", 1, 1000000000));
    } else {
      seed = std::uint64_t(parse_count(value, "--seed", 0, 1ll << 62));
      seed_given = true;
    }
  }
  if (words.size() < 2) throw UsageError("missing command or game");
  const std::string_view command = words[0];
  constexpr std::string_view commands[] = {"start", "moves", "apply", "perft", "play"};
  if (std::find(std::begin(commands), std::end(commands), command) == std::end(commands))
    throw UsageError("unknown command '" + std::string(command) + "'");
  // A variant file, read as every program reads one, or a built-in game; then the game on the
  // board capacity it needs (amazons' 10x10 needs two words a bitboard).
  boardlab::GameSpec spec;
  if (words[1].ends_with(".toml")) {
    spec = boardlab::read_variant_file(std::string(words[1]));
    if (max_plies > 0) spec.max_plies = max_plies;
  } else {
    spec = boardlab::games::builtin(words[1], max_plies > 0 ? max_plies : 300);
  }
  return boardlab::with_game(spec, [&](const auto& game) {
    auto expect = [&](std::size_t low, std::size_t high) {
      if (words.size() < low || words.size() > high)
        throw UsageError("wrong number of arguments for '" + std::string(command) + "'");
    };
    if (seed_given && command != "play") throw UsageError("--seed is only for 'play'");

    if (command == "start") {
      expect(2, 2);
      std::printf("%s\n", boardlab::format_position(game, game.start()).c_str());
    } else if (command == "moves") {
      expect(3, 3);
      const auto position = boardlab::parse_position(game, words[2]);
      std::vector<std::string> texts;
      for (const boardlab::Turn& t : boardlab::legal_turns(game, position))
        texts.push_back(boardlab::format_turn(game, t));
      std::sort(texts.begin(), texts.end());
      for (const auto& t : texts) std::printf("%s\n", t.c_str());
      std::printf("outcome: %s\n", outcome_text(boardlab::outcome(game, position)).c_str());
    } else if (command == "apply") {
      expect(3, words.size());
      boardlab::State state(game, words[2]);
      for (std::size_t i = 3; i < words.size(); ++i) state.play(words[i]);
      std::printf("%s\n", state.text().c_str());
    } else if (command == "perft") {
      expect(4, 4);
      const auto position = boardlab::parse_position(game, words[2]);
      const int depth = int(parse_count(words[3], "depth", 0, 64));
      std::printf("%llu\n",
                  static_cast<unsigned long long>(boardlab::perft(game, position, depth)));
    } else {  // play
      expect(2, 2);
      boardlab::Random random(seed);
      boardlab::State state(game);
      std::printf("start: %s\n", state.text().c_str());
      // Whole turns, each chosen uniformly among the legal ones.
      for (auto turns = state.legal_turns(); !turns.empty(); turns = state.legal_turns()) {
        const auto& turn = turns[std::size_t(random.below(int(turns.size())))];
        state.play(turn);
        std::printf("%d. %s\n", state.ply(), state.turn_text(turn).c_str());
      }
      const auto o = state.outcome();
      std::printf("final: %s\noutcome: %s (%s, after %d plies)\n", state.text().c_str(),
                  outcome_text(o).c_str(), reason_text(o), state.ply());
    }
    return 0;
  });
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(std::vector<std::string_view>(argv + 1, argv + argc));
  } catch (const UsageError& e) {
    std::fprintf(stderr, "boardlab-cli: %s\n%s", e.what(), usage.c_str());
  } catch (const boardlab::Error& e) {
    std::fprintf(stderr, "boardlab-cli: %s\n", e.what());
  }
  return bad_input;
}
