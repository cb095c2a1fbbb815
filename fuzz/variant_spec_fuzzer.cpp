// Game specs built as the Python bindings build them from variants (spec_decoder.hpp), on the
// board capacity the bindings choose (bindings/python/src/game_data.cpp: Game<64> up to 64
// cells, else Game<256>), with its batch kernel (kernel_for) and action index, as a Python Game
// has them. A spec the engine refuses must raise SpecError. A game it accepts must
//   - write its start back as the decoder wrote it, when that was canonical text;
//   - count the start's perft alike in bulk, leaf by leaf, and on its kernel (the
//     shape-specialised path when its shape is a built-in game's);
//   - pass the conformance and successor checks (fuzz_support.hpp) along a short random walk,
//     on which every legal move has an action number naming it and the observation planes are
//     written within their buffer;
//   - play the same random playout on its kernel as on the generic functions and, when it fits
//     Game<64>, count the start's perft and play that playout in Game<256> as in Game<64>.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <fuzzer/FuzzedDataProvider.h>

#include <boardlab/analysis/action_index.hpp>
#include <boardlab/analysis/observation.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>

#include "fuzz_support.hpp"
#include "known_defects.hpp"
#include "spec_decoder.hpp"

namespace {

using boardlab::Game;
using boardlab::GameSpec;
using boardlab::Position;

// Perft is a product of branching factors: past this many moves at the root, depth 2 takes
// longer than the rest of the checks together.
constexpr int most_moves_for_perft_2 = 200;
// The walk checks every legal move of every position on it, in several ways.
constexpr int walk_plies = 12;
constexpr int walk_move_budget = 2000;
// Games with a longer ply limit may never end: they are walked, not played out.
constexpr int longest_playout = 400;

template <int N>
std::unique_ptr<const Game<N>> game_or_null(const GameSpec& spec) {
  try {
    return std::make_unique<const Game<N>>(spec);
  } catch (const boardlab::SpecError&) {
    return nullptr;  // rejected input
  }
}

std::string label(const GameSpec& spec, const std::string& position) {
  return "game '" + spec.name.str() + "' " + std::to_string(spec.files) + "x" +
         std::to_string(spec.ranks) + ", position '" + position + "'";
}

// Perft of `p` at depth 2 (1 when `p` has many moves) alike in bulk, leaf by leaf and on the
// kernel; returns the count.
template <int N>
std::uint64_t check_perft(const Game<N>& game, const boardlab::Kernel<N>& kernel,
                          const Position<N>& p, const std::string& where) {
  using boardlab::Counting;
  const int depth = boardlab::legal_moves(game, p).size() <= most_moves_for_perft_2 ? 2 : 1;
  const std::uint64_t bulk = boardlab::perft(game, p, depth, Counting::bulk);
  fuzz::require(bulk == boardlab::perft(game, p, depth, Counting::play_every_leaf),
                "perft counts differently in bulk and leaf by leaf", where);
  fuzz::require(bulk == kernel.perft(game, p, depth, Counting::bulk),
                "perft counts differently on the game's kernel", where);
  return bulk;
}

template <int N>
void check_actions(const Game<N>& game, const boardlab::ActionIndex<N>& actions,
                   const typename Game<N>::Moves& moves, const std::string& where) {
  for (const boardlab::Move m : moves) {
    const int action = actions.index_of(m);
    const std::string move_where = where + ", move '" + boardlab::format_move(game, m) + "'";
    fuzz::require(action >= 0, "a legal move has no action number", move_where);
    fuzz::require(actions.move_at(action).text_key() == m.text_key(),
                  "a legal move's action number names another move", move_where);
  }
}

bool same_result(const boardlab::PlayoutResult& a, const boardlab::PlayoutResult& b) {
  return a.outcome == b.outcome && a.plies == b.plies && a.moves_listed == b.moves_listed &&
         a.stopped == b.stopped;
}

struct Playout {
  std::uint64_t start_perft = 0;
  boardlab::PlayoutResult result;  // stopped: none was played (the game may be endless)
  std::string final_text;
};

// The start's perft and, unless the game may be too long, a random playout from the seed, on
// the kernel and on the generic functions: they must agree.
template <int N>
Playout perft_and_play_out(const Game<N>& game, const boardlab::Kernel<N>& kernel,
                           std::uint64_t seed) {
  Playout out;
  out.start_perft =
      check_perft(game, kernel, game.start(), label(game.spec(), game.spec().start.str()));
  out.result.stopped = true;
  if (game.max_plies() > longest_playout) return out;
  Position<N> generic = game.start(), on_kernel = game.start();
  boardlab::Random a(seed), b(seed);
  out.result = boardlab::random_playout(game, generic, a);
  const boardlab::PlayoutResult kernel_result = kernel.playout(game, on_kernel, b);
  out.final_text = boardlab::format_position(game, generic);
  const std::string where = label(game.spec(), out.final_text);
  fuzz::require(
      same_result(out.result, kernel_result) && position_checks::identical(generic, on_kernel),
      "the kernel plays another playout than the generic functions", where);
  fuzz::require(out.result.outcome == boardlab::outcome(game, generic),
                "the playout's outcome is not the final position's", where);
  return out;
}

// Checks the game; returns its perft and playout.
template <int N>
Playout check_game(const Game<N>& game, const fuzz::DecodedSpec& decoded, std::uint64_t seed) {
  const GameSpec& spec = decoded.spec;
  fuzz::require(game.spec() == spec, "the game's spec is not the spec it was built from",
                label(spec, spec.start.str()));
  if (decoded.canonical_start)
    fuzz::require(boardlab::format_position(game, game.start()) == spec.start.view(),
                  "the start is written back in other text", label(spec, spec.start.str()));

  const boardlab::Kernel<N> kernel = boardlab::kernel_for(game);
  const boardlab::ActionIndex<N> actions(game);
  std::vector<float> planes(boardlab::observation_shape(game).size());

  Position<N> p = game.start();
  boardlab::Random random(seed);
  int checked = 0;
  for (int ply = 0; ply < walk_plies && checked < walk_move_budget; ++ply) {
    const std::string where = label(spec, boardlab::format_position(game, p));
    const auto moves = fuzz::checked_moves(game, p);
    fuzz::check_successors(game, p, moves);
    check_actions(game, actions, moves, where);
    // perft counts whole turns; in a game of several-part turns `moves` are one part's.
    const std::size_t turns =
        game.has_turn_rules() ? boardlab::legal_turns(game, p).size() : std::size_t(moves.size());
    fuzz::require(kernel.perft(game, p, 1) == std::uint64_t(turns),
                  "the kernel lists another number of moves", where);
    boardlab::write_observation(game, p, planes.data());
    if (moves.empty()) break;
    boardlab::apply_unchecked(game, p, moves[random.below(moves.size())]);
    checked += moves.size();
  }
  return perft_and_play_out(game, kernel, seed);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  fuzz::DecodedSpec decoded;
  try {
    decoded = fuzz::SpecDecoder(in).decode();
  } catch (const boardlab::SpecError&) {
    return 0;  // rejected input
  }
  fuzz::avoid_known_defects(decoded.spec);
  const std::uint64_t seed = in.ConsumeIntegral<std::uint64_t>();
  const GameSpec& spec = decoded.spec;
  const bool fits_64 = spec.files >= 1 && spec.ranks >= 1 &&
                       spec.files <= boardlab::max_board_side &&
                       spec.ranks <= boardlab::max_board_side && spec.files * spec.ranks <= 64;
  if (!fits_64) {
    if (const auto game = game_or_null<256>(spec)) check_game(*game, decoded, seed);
    return 0;
  }
  const auto game = game_or_null<64>(spec);
  if (!game) return 0;
  const Playout narrow = check_game(*game, decoded, seed);
  // A wider board capacity changes nothing but speed.
  const auto wide_game = game_or_null<256>(spec);
  fuzz::require(wide_game != nullptr, "Game<256> refuses a spec Game<64> accepts",
                label(spec, spec.start.str()));
  const Playout wide = perft_and_play_out(*wide_game, boardlab::kernel_for(*wide_game), seed);
  fuzz::require(narrow.start_perft == wide.start_perft && same_result(narrow.result, wide.result) &&
                    narrow.final_text == wide.final_text,
                "Game<64> and Game<256> count or play differently",
                label(spec, narrow.final_text) + " and '" + wide.final_text + "'");
  return 0;
}
