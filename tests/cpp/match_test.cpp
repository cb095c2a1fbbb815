// Matches: colours alternate, every game is the same whatever the thread count or the pieces
// a match is played in, a perfect player never loses tic-tac-toe (and two of them always draw),
// a search beats random play.
#include <algorithm>
#include <atomic>
#include <limits>
#include <vector>

#include <boardlab/analysis/match.hpp>
#include <boardlab/boardlab.hpp>
#include <boardlab/games/builtin_kernels.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace match_test {

namespace {
const boardlab::Game<> tic_tac_toe{boardlab::games::tic_tac_toe()};
}  // namespace

TEST_CASE("a match's games do not depend on the thread count", "[match]") {
  static const boardlab::Game<> small{boardlab::games::breakthrough({.files = 5, .ranks = 5})};
  const auto one =
      boardlab::play_match(small, kernel_for(small), "greedy", "random", {.games = 12, .seed = 4});
  const auto two = boardlab::play_match(small, kernel_for(small), "greedy", "random",
                                        {.games = 12, .seed = 4, .threads = 2});
  REQUIRE(one.games_played == 12);
  REQUIRE(two.games_played == 12);
  for (int i = 0; i < 12; ++i) {
    CHECK(one.games[i].a_first == (i % 2 == 0));
    CHECK(one.games[i].a_first == two.games[i].a_first);
    CHECK(one.games[i].winner == two.games[i].winner);
    CHECK(one.games[i].plies == two.games[i].plies);
  }
  CHECK(one.results.wins + one.results.draws + one.results.losses == 12);
  CHECK(one.sides.first_player_wins + one.sides.second_player_wins + one.sides.draws == 12);
  // Another seed, other games.
  const auto other =
      boardlab::play_match(small, kernel_for(small), "greedy", "random", {.games = 12, .seed = 5});
  bool differ = false;
  for (int i = 0; i < 12; ++i) differ = differ || other.games[i].plies != one.games[i].plies;
  CHECK(differ);
}

namespace {
void check_same_game(const boardlab::MatchGame& a, const boardlab::MatchGame& b) {
  CHECK(a.a_first == b.a_first);
  CHECK(a.winner == b.winner);
  CHECK(a.ply_limit == b.ply_limit);
  CHECK(a.plies == b.plies);
  CHECK(a.moves_listed == b.moves_listed);
  CHECK(a.lead_changes == b.lead_changes);
  CHECK(a.decided_at == b.decided_at);
}
}  // namespace

TEST_CASE("a match played in pieces from first_game is the whole match", "[match]") {
  static const boardlab::Game<> small{boardlab::games::breakthrough({.files = 5, .ranks = 5})};
  const auto whole =
      boardlab::play_match(small, kernel_for(small), "greedy", "random", {.games = 9, .seed = 7});
  REQUIRE(whole.games_played == 9);
  // Pieces starting at an odd game: their first game is B's to open.
  const std::vector<std::pair<int, int>> pieces{{0, 3}, {3, 4}, {7, 2}};
  boardlab::MatchReport joined;
  for (const auto& [first, count] : pieces) {
    const auto piece =
        boardlab::play_match(small, kernel_for(small), "greedy", "random",
                             {.games = count, .seed = 7, .threads = 2, .first_game = first});
    REQUIRE(piece.games_played == count);
    CHECK(piece.games[0].a_first == (first % 2 == 0));
    for (int k = 0; k < count; ++k) {
      check_same_game(piece.games[std::size_t(k)], whole.games[std::size_t(first + k)]);
      boardlab::record_game(joined, piece.games[std::size_t(k)]);
    }
  }
  CHECK(joined.games_played == 9);
  CHECK(joined.results.wins == whole.results.wins);
  CHECK(joined.results.draws == whole.results.draws);
  CHECK(joined.results.losses == whole.results.losses);
  CHECK(joined.sides.first_player_wins == whole.sides.first_player_wins);
  CHECK(joined.sides.second_player_wins == whole.sides.second_player_wins);
}

TEST_CASE("a match keeps its games' moves only when asked, and they replay its games", "[match]") {
  // Checkers: captures in chains, each part a move of its own.
  const boardlab::Game<>& game = builtin::game_named("checkers");
  const auto plain =
      boardlab::play_match(game, kernel_for(game), "greedy", "random", {.games = 4, .seed = 3});
  const auto kept = boardlab::play_match(game, kernel_for(game), "greedy", "random",
                                         {.games = 4, .seed = 3, .keep_moves = true});
  REQUIRE(kept.games_played == 4);
  for (int i = 0; i < 4; ++i) {
    CAPTURE(i);
    CHECK(plain.games[i].moves.empty());
    const boardlab::MatchGame& g = kept.games[i];
    check_same_game(plain.games[i], g);
    REQUIRE(int(g.moves.size()) == g.plies);
    boardlab::Position<64> p = game.start();
    for (const boardlab::Move m : g.moves) {
      const auto legal = boardlab::legal_moves(game, p);
      REQUIRE(std::find(legal.begin(), legal.end(), m) != legal.end());
      boardlab::apply_unchecked(game, p, m);
    }
    const boardlab::Outcome o = boardlab::outcome(game, p);
    REQUIRE(o.over());
    CHECK(int(g.winner) == (o.result == boardlab::Result::draw ? -1 : int(o.winner)));
  }
}

TEST_CASE("first_game: from 0 up to the last game number", "[match][errors]") {
  const auto& game = tic_tac_toe;
  constexpr int last = std::numeric_limits<int>::max();
  CHECK_THROWS_WITH(
      boardlab::play_match(game, kernel_for(game), "random", "random", {.first_game = -1}),
      "match: first_game -1 is negative");
  CHECK_THROWS_WITH(boardlab::play_match(game, kernel_for(game), "random", "random",
                                         {.games = 2, .first_game = last - 1}),
                    "match: first_game 2147483646 + games 2 is more than 2147483647");
  // The highest numbers are games like any other: game 2147483646 is even, A opens it.
  const auto end = boardlab::play_match(game, kernel_for(game), "random", "random",
                                        {.games = 1, .first_game = last - 1});
  REQUIRE(end.games_played == 1);
  CHECK(end.games[0].a_first);
}

TEST_CASE("perfect tic-tac-toe draws against itself and never loses to random", "[match]") {
  const auto& game = tic_tac_toe;
  const auto perfect =
      boardlab::play_match(game, kernel_for(game), "alphabeta:9", "alphabeta:9", {.games = 4});
  CHECK(perfect.results.draws == 4);
  const auto against_random = boardlab::play_match(game, kernel_for(game), "alphabeta:9", "random",
                                                   {.games = 40, .seed = 2, .threads = 2});
  CHECK(against_random.results.losses == 0);
  CHECK(against_random.results.wins > 20);  // random play loses most games to it
}

TEST_CASE("MCTS beats random play at Breakthrough", "[match]") {
  static const boardlab::Game<> small{boardlab::games::breakthrough({.files = 5, .ranks = 5})};
  const auto r = boardlab::play_match(small, kernel_for(small), "mcts:200", "random",
                                      {.games = 10, .seed = 1});
  CHECK(r.results.wins == 10);
}

TEST_CASE("bad match settings are errors", "[match][errors]") {
  const auto& game = tic_tac_toe;
  CHECK_THROWS_WITH(boardlab::play_match(game, kernel_for(game), "random", "random", {.games = -1}),
                    "match: games -1 is negative");
  CHECK_THROWS_WITH(
      boardlab::play_match(game, kernel_for(game), "random", "random", {.threads = 0}),
      "match: threads 0 is not within 1..1024");
  CHECK_THROWS_WITH(
      boardlab::play_match(game, kernel_for(game), "mcts", "random", {}),
      "agent 'mcts': mcts takes 1 to 2 settings, written mcts:SIMULATIONS[:EXPLORATION]");
  std::atomic<bool> stop{true};
  const auto stopped = boardlab::play_match(game, kernel_for(game), "random", "random",
                                            {.games = 10}, nullptr, &stop);
  CHECK(stopped.games_played == 0);
}

}  // namespace match_test
