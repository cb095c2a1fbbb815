// Position text of a game (fuzz_games.hpp; the first byte chooses it), the rest of the input
// being the text. Text the parser refuses must raise PositionError; a position it accepts must
// pass the conformance checks (text round trip, hash, apply and undo, move texts), lead to
// positions that are what their texts say, and list the same moves, in the same order, on the
// compile-time path as on the generic one.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>

#include "fuzz_games.hpp"
#include "fuzz_support.hpp"

namespace {

// Perft is a product of branching factors: past this many moves at the root, depth 2 takes
// longer than the rest of the checks together.
constexpr int most_moves_for_perft_2 = 200;

template <int N>
void check_text(const boardlab::Game<N>& game, fuzz::CompiledLegalMoves<N> compiled,
                std::string_view text) {
  boardlab::Position<N> p;
  try {
    p = boardlab::parse_position(game, text);
  } catch (const boardlab::PositionError&) {
    return;  // rejected input
  }
  const std::string where =
      "game '" + std::string(game.name()) + "', text '" + std::string(text) + "'";

  const boardlab::State<N> state(game, text);
  fuzz::require(position_checks::identical(state.position(), p),
                "State(text) and parse_position(text) differ", where);

  const auto moves = fuzz::checked_moves(game, p);
  fuzz::check_successors(game, p, moves);

  if (compiled != nullptr) {
    typename boardlab::Game<N>::Moves fast;
    compiled(p, fast);
    bool same = fast.size() == moves.size();
    for (int i = 0; same && i < moves.size(); ++i) same = fast[i] == moves[i];
    fuzz::require(same, "Compiled<G>::legal_moves and legal_moves differ", where);
  }

  if (moves.size() <= most_moves_for_perft_2) {
    using boardlab::Counting;
    const std::uint64_t bulk = boardlab::perft(game, p, 2, Counting::bulk);
    fuzz::require(bulk == boardlab::perft(game, p, 2, Counting::play_every_leaf),
                  "perft 2 counts differently in bulk and leaf by leaf", where);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  fuzz::with_fuzz_game(data[0],
                       [&](const auto& game, auto compiled) { check_text(game, compiled, text); });
  return 0;
}
