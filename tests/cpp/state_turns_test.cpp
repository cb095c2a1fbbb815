// State's turns and parts (state.hpp), alike in every game: hand-checked lists of whole turns and
// of parts, turns read, played, written, listed from the history and taken back, on checkers (a
// capture chain as one turn and as its parts), amazons (a queen's move, then its arrow) and
// breakthrough (turns of one part, each a move).
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <boardlab/boardlab.hpp>
#include <boardlab/games/amazons.hpp>
#include <boardlab/games/breakthrough.hpp>
#include <boardlab/games/checkers.hpp>
#include <catch2/catch.hpp>

namespace state_turns_test {

namespace {

using namespace boardlab;
using Texts = std::vector<std::string>;

// The texts of State's own lists, in their order (not sorted: the order is the engine's).
template <int N>
Texts legal_turn_texts(const State<N>& state) {
  Texts out;
  state.for_each_legal_turn([&](const Turn& t) { out.push_back(state.turn_text(t)); });
  return out;
}

template <int N>
Texts legal_part_texts(const State<N>& state) {
  Texts out;
  for (const Move m : state.legal_moves()) out.push_back(state.move_text(m));
  return out;
}

template <int N>
Texts played_turn_texts(const State<N>& state) {
  Texts out;
  state.for_each_turn_played([&](const Turn& t) { out.push_back(state.turn_text(t)); });
  return out;
}

template <int N>
Texts part_texts_of(const State<N>& state, const Turn& turn) {
  Texts out;
  for (const Move m : turn) out.push_back(state.move_text(m));
  return out;
}

template <class E, class F>
std::string message_of(F&& f) {
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  return "no error";
}

// Built at run time, on the heap (a static Game would be constant-initialised: minutes of
// compile time for Clang).
const Game<>& checkers() {
  static const auto game = std::make_unique<const Game<>>(games::checkers());
  return *game;
}
const Game<>& amazons6() {
  static const auto game = std::make_unique<const Game<>>(games::amazons({.size = 6}));
  return *game;
}
const Game<>& breakthrough() {
  static const auto game = std::make_unique<const Game<>>(games::breakthrough());
  return *game;
}

// The man on c3 must jump d4 to e5, then d6 (landing on c7) or f6 (landing on g7).
constexpr std::string_view branch = "7x/8/3x1x2/8/3x4/2o5/8/8 0 - 0";
// After its first jump: the man stands on e5 and must go on.
constexpr std::string_view branch_middle = "7x/8/3x1x2/4o3/8/8/8/8 0 - 0 c3-e5:1";
constexpr std::string_view branch_after_g7 = "7x/6o1/3x4/8/8/8/8/8 1 - 1";

// A 6x6 board of arrows but for a1 (the white queen), b1, a2 and b2: the queen goes to one of the
// three empty cells, then shoots onto one of the two others or back onto a1, which it left.
constexpr std::string_view corner = "AAAAAB/AAAAAA/AAAAAA/AAAAAA/2AAAA/W1AAAA 0 - 0";

}  // namespace

TEST_CASE("State turns: a checkers capture chain is one turn of two parts") {
  State<> state(checkers(), branch);
  CHECK(legal_turn_texts(state) == Texts{"c3-e5-c7", "c3-e5-g7"});
  CHECK(state.legal_turn_count() == 2);
  CHECK(legal_part_texts(state) == Texts{"c3-e5"});
  CHECK(state.legal_turns().size() == 2);

  const Turn read = state.parse_turn("c3xe5xg7");
  CHECK(read.size == 2);
  CHECK(part_texts_of(state, read) == Texts{"c3-e5", "e5-g7"});
  CHECK(state.turn_text(read) == "c3-e5-g7");
  CHECK(state.text() == branch);  // reading plays nothing

  const Turn played = state.play_turn("c3xe5xg7");
  CHECK(played == read);
  CHECK(state.text() == branch_after_g7);
  CHECK(state.history_size() == 2);  // two parts, one turn
  CHECK(played_turn_texts(state) == Texts{"c3-e5-g7"});
  CHECK(state.last_turn() == played);
  CHECK(state.history_turns().size() == 1);
  state.undo();  // the whole turn
  CHECK(state.text() == branch);
  CHECK(state.history_size() == 0);
  CHECK(state.last_turn().size == 0);
  CHECK(played_turn_texts(state).empty());

  CHECK(message_of<IllegalMoveError>([&] { state.parse_turn("c3-e5"); }) ==
        "move 'c3-e5' is not a whole turn: the piece on e5 must go on, in position '" +
            std::string(branch) + "'");
  CHECK(message_of<MoveSyntaxError>([&] { state.play_turn("c3-e5-c7-a5"); }) ==
        "move text 'c3-e5-c7-a5': the turn ends after 'c3-e5-c7'");
  CHECK(state.text() == branch);
  CHECK(state.history_size() == 0);
}

TEST_CASE("State turns: the same chain played part by part") {
  State<> state(checkers(), branch);
  const Move first = state.play_part("c3-e5");
  CHECK(state.move_text(first) == "c3-e5");
  CHECK(state.text() == branch_middle);
  // From the middle of a turn: the parts that go on, and the turns that finish it.
  CHECK(legal_part_texts(state) == Texts{"e5-c7", "e5-g7"});
  CHECK(legal_turn_texts(state) == Texts{"e5-c7", "e5-g7"});
  CHECK(state.legal_turn_count() == 2);
  // The unfinished turn is the last one played.
  CHECK(played_turn_texts(state) == Texts{"c3-e5"});
  CHECK(state.turn_text(state.last_turn()) == "c3-e5");

  // A part from another state, found by its text here.
  State<> other(checkers(), branch_middle);
  const Move to_g7 = other.parse_part("e5-g7");
  CHECK(state.play_part_like(to_g7) == to_g7);
  CHECK(state.text() == branch_after_g7);
  CHECK(played_turn_texts(state) == Texts{"c3-e5-g7"});
  CHECK(part_texts_of(state, state.last_turn()) == Texts{"c3-e5", "e5-g7"});

  // The same position as the whole turn played at once, and undo takes back both parts.
  State<> whole(checkers(), branch);
  whole.play_turn("c3-e5-g7");
  CHECK(state.hash() == whole.hash());
  state.undo();
  CHECK(state.text() == branch);

  // A part that is no legal part here: the part's own reading and message.
  CHECK(message_of<IllegalMoveError>([&] { state.play_part("e5-g7"); }) ==
        "move 'e5-g7' is not legal in position '" + std::string(branch) + "'");
  CHECK(message_of<IllegalMoveError>([&] { state.play_part_like(to_g7); }) ==
        "move 'e5-g7' is not legal in position '" + std::string(branch) + "'");
  CHECK(state.history_size() == 0);
}

TEST_CASE("State turns: a turn found from another state's turn, text deciding") {
  State<> from(checkers(), branch);
  const Turn turn = from.parse_turn("c3-e5-c7");
  State<> state(checkers(), branch);
  CHECK(state.play_turn_like(turn.first(), from.turn_text(turn)) == turn);
  CHECK(state.text() == "7x/2o5/5x2/8/8/8/8/8 1 - 1");
}

TEST_CASE("State turns: an amazon's move, then its arrow") {
  State<> state(amazons6(), corner);
  CHECK(legal_part_texts(state) == Texts{"a1-b1", "a1-a2", "a1-b2"});
  CHECK(legal_turn_texts(state) == Texts{"a1-b1/a1", "a1-b1/a2", "a1-b1/b2",  //
                                         "a1-a2/a1", "a1-a2/b1", "a1-a2/b2",  //
                                         "a1-b2/a1", "a1-b2/b1", "a1-b2/a2"});
  CHECK(state.legal_turn_count() == 9);

  const Turn turn = state.parse_turn("a1-b2/a1");
  CHECK(part_texts_of(state, turn) == Texts{"a1-b2", "b2/a1"});
  CHECK(state.play_turn_like(turn.first(), "a1-b2/a1") == turn);
  CHECK(state.text() == "AAAAAB/AAAAAA/AAAAAA/AAAAAA/1WAAAA/A1AAAA 1 - 1");
  CHECK(played_turn_texts(state) == Texts{"a1-b2/a1"});
  state.undo();
  CHECK(state.text() == corner);

  // Part by part: the queen's move, then the arrows it may shoot from b2.
  state.play_part("a1-b2");
  CHECK(legal_part_texts(state) == Texts{"b2/a1", "b2/b1", "b2/a2"});
  CHECK(legal_turn_texts(state) == Texts{"b2/a1", "b2/b1", "b2/a2"});
  CHECK(state.turn_text(state.last_turn()) == "a1-b2");
  state.play_part("b2/a1");
  CHECK(state.text() == "AAAAAB/AAAAAA/AAAAAA/AAAAAA/1WAAAA/A1AAAA 1 - 1");
  CHECK(played_turn_texts(state) == Texts{"a1-b2/a1"});

  CHECK(message_of<IllegalMoveError>([&] { State<>(amazons6(), corner).play_turn("a1-b2"); }) ==
        "move 'a1-b2' is not a whole turn: the piece on b2 must go on, in position '" +
            std::string(corner) + "'");
}

TEST_CASE("State turns: in a game of one-part turns a turn is a move") {
  // White's man on b6 steps to b7, or diagonally to c7 or a7.
  const std::string_view position = "8/8/1W6/8/8/8/6B1/8 0 - 0";
  State<> state(breakthrough(), position);
  CHECK(legal_turn_texts(state) == legal_part_texts(state));
  CHECK(legal_turn_texts(state) == Texts{"b6-b7", "b6-c7", "b6-a7"});
  CHECK(state.legal_turn_count() == 3);
  state.for_each_legal_turn([](const Turn& t) { CHECK(t.size == 1); });

  const Turn turn = state.parse_turn("b6xb7");
  CHECK(turn.size == 1);
  CHECK(state.turn_text(turn) == "b6-b7");
  CHECK(state.parse_part("b6-b7") == turn.first());

  State<> other(breakthrough(), position);
  const Turn found = other.play_turn_like(turn.first(), "b6-b7");
  CHECK(found == turn);
  CHECK(played_turn_texts(other) == Texts{"b6-b7"});
  CHECK(other.last_turn() == turn);
  CHECK(other.last_move() == turn.first());

  const Turn to_c7 = state.play_turn("b6-c7");
  CHECK(state.last_turn() == to_c7);
  CHECK(state.play_turn("g2-g1").size == 1);
  CHECK(played_turn_texts(state) == Texts{"b6-c7", "g2-g1"});
  CHECK(state.history_turns().size() == 2);
  state.undo();  // one move
  CHECK(played_turn_texts(state) == Texts{"b6-c7"});

  // Text after a move: parse_turn reads one move as parse_move does, play_turn as parse_turn
  // (turn.hpp) does; both messages are kept as the Python API has always given them.
  State<> fresh(breakthrough(), position);
  CHECK(message_of<MoveSyntaxError>([&] { fresh.parse_turn("b6-b7x"); }) ==
        "move text 'b6-b7x': expected T@c3, d4-d8 or 2b1-c2");
  CHECK(message_of<MoveSyntaxError>([&] { fresh.play_turn("b6-b7x"); }) ==
        "move text 'b6-b7x': the turn ends after 'b6-b7'");
  CHECK(message_of<IllegalMoveError>([&] { fresh.play_turn("b6-b5"); }) ==
        "move 'b6-b5' is not legal in position '" + std::string(position) + "'");
  CHECK(fresh.history_size() == 0);
}

}  // namespace state_turns_test
