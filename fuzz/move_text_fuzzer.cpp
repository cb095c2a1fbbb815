// Move text against a position of a game (fuzz_games.hpp): the first byte chooses the game, the
// second how many random plies from the start lead to the position, the rest is the text.
// parse_move must either return a legal move whose own text names it again, or raise
// MoveSyntaxError or IllegalMoveError for text that names no legal move; State::play must agree
// (it plays whole turns: it refuses the first part of a turn that must go on, and reads the
// first part of one that may stop as the part and the stop).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>

#include "fuzz_games.hpp"
#include "fuzz_support.hpp"

namespace {

// Enough plies to reach the middle of a game, where captures, stacks and drops are in play.
constexpr int most_plies_before_the_move = 64;

template <int N>
boardlab::Position<N> position_after_random_plies(const boardlab::Game<N>& game, int plies) {
  boardlab::Position<N> p = game.start();
  boardlab::Random random{std::uint64_t(plies)};
  for (int i = 0; i < plies; ++i) {
    const auto moves = boardlab::legal_moves(game, p);
    if (moves.empty()) break;
    boardlab::apply_unchecked(game, p, moves[random.below(moves.size())]);
  }
  return p;
}

// True when `text` is the text of a legal move, or its other spelling (capture_spelling).
template <int N>
bool names_a_legal_move(const boardlab::Game<N>& game,
                        const typename boardlab::Game<N>::Moves& moves, std::string_view text) {
  for (const boardlab::Move m : moves) {
    if (boardlab::format_move(game, m) == text) return true;
    // A move without a capture spelling has an empty one, which names nothing.
    if (const std::string with_x = boardlab::capture_spelling(game, m);
        !with_x.empty() && with_x == text)
      return true;
  }
  return false;
}

template <int N>
void check_move_text(const boardlab::Game<N>& game, int plies, std::string_view text) {
  const boardlab::Position<N> p = position_after_random_plies(game, plies);
  const auto moves = boardlab::legal_moves(game, p);
  const std::string where = "game '" + std::string(game.name()) + "', position '" +
                            boardlab::format_position(game, p) + "', move text '" +
                            std::string(text) + "'";
  boardlab::Move m{};
  try {
    m = boardlab::parse_move(game, p, text);
  } catch (const boardlab::MoveSyntaxError&) {
    fuzz::require(!names_a_legal_move(game, moves, text),
                  "MoveSyntaxError for the text of a legal move", where);
    return;
  } catch (const boardlab::IllegalMoveError&) {
    fuzz::require(!names_a_legal_move(game, moves, text),
                  "IllegalMoveError for the text of a legal move", where);
    return;
  }
  fuzz::require(moves.contains(m), "parse_move returned a move that is not legal", where);
  const std::string canonical = boardlab::format_move(game, m);
  fuzz::require(boardlab::parse_move(game, p, canonical) == m,
                "the move's own text names another move", where + ", its text '" + canonical + "'");

  boardlab::State<N> state(game, p);
  boardlab::Position<N> applied = p;
  boardlab::apply_unchecked(game, applied, m);
  if (applied.turn.mid_turn()) {
    // The text names the first part of a turn that may go on. Where the piece may stop (a
    // konane jump that could jump again), the text is the whole turn: the part and the stop.
    // Where it must go on (an amazons queen's move without its arrow), State::play takes whole
    // turns, so it must refuse it and change nothing.
    const auto next = boardlab::legal_moves(game, applied);
    if (applied.turn.may_stop && next.contains(boardlab::Move::pass())) {
      boardlab::apply_unchecked(game, applied, boardlab::Move::pass());
    } else {
      bool refused = false;
      try {
        state.play(text);
      } catch (const boardlab::IllegalMoveError&) {
        refused = true;
      }
      fuzz::require(refused, "State::play(text) accepted a turn that is not finished", where);
      fuzz::require(position_checks::identical(state.position(), p),
                    "a refused State::play(text) changed the position", where);
      return;
    }
  }
  fuzz::require(state.play(text) == m, "State::play(text) plays another move", where);
  fuzz::require(position_checks::identical(state.position(), applied),
                "State::play(text) and apply_unchecked reach different positions", where);
  state.undo();
  fuzz::require(position_checks::identical(state.position(), p),
                "State::undo does not restore the position", where);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const int plies = data[1] % (most_plies_before_the_move + 1);
  const std::string_view text(reinterpret_cast<const char*>(data) + 2, size - 2);
  fuzz::with_fuzz_game(data[0],
                       [&](const auto& game, auto) { check_move_text(game, plies, text); });
  return 0;
}
