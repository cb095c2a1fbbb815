// Properties of move generation that no single rule states, over random games of every built-in
// game and of variants built at random from them (issue 32):
//   - no two legal moves have the same text, nor the same effect (the position after them, its
//     turn state included): random play and search would count that move twice (but for
//     exploding captures on one cell, which the references list as moves of their own);
//   - every position play reaches is one the game accepts (position_rules.hpp refuses none of
//     them), and reads back as itself;
//   - every turn ends (legal_turns lists the turns of a position, which it could not if a turn
//     went on for ever).
// A variant that breaks one of these must be refused by Game, with a SpecError.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "position_checks.hpp"
#include "spec_errors.hpp"

namespace move_effects_test {

namespace {

using namespace boardlab;
using test_specs::spec_error;

// Checks every position of `games` random games of up to `plies` parts from the start; returns
// the positions checked.
template <int N>
int check_random_games(const Game<N>& game, int games, int plies, std::uint64_t seed) {
  Random random(seed);
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    Position<N> p = game.start();
    for (int ply = 0; ply < plies; ++ply) {
      const std::string text = format_position(game, p);
      CAPTURE(game.name(), text);
      const auto moves = legal_moves(game, p);
      std::set<std::string> texts;
      // The position after a move: the move, the cell it took a piece on (-1: none), and whether
      // it is a drop that turns a block.
      struct Effect {
        std::string move;
        int taken_on;
        bool turns_block;
      };
      std::map<std::string, Effect> effects;
      for (const Move m : moves) {
        const std::string move = format_move(game, m);
        const int taken_on = detail::captures(p, m) ? m.to() : -1;
        CAPTURE(move);
        CHECK(texts.insert(move).second);
        Position<N> q = p;
        apply_unchecked(game, q, m);
        const std::string after = format_position(game, q);
        const bool turns_block = m.type() == MoveType::drop && m.block_turn() != 0;
        const auto [first, distinct] = effects.emplace(after, Effect{move, taken_on, turns_block});
        CAPTURE(after, first->second.move);
        // Where captures explode, two captures whose explosions both take both takers (on one
        // cell, or on two cells next to each other), or a taking promotion's choices, leave one
        // position: moves of their own still (Fairy-Stockfish and python-chess list each). So do
        // two drops that each turn a block (an empty block turned either way; drops on two cells
        // of a block turned opposite ways): OpenSpiel's pentago lists each.
        CHECK((distinct || (turns_block && first->second.turns_block) ||
               (game.captures_explode() && taken_on >= 0 && first->second.taken_on >= 0)));
        Position<N> reread{};
        REQUIRE_NOTHROW(reread = parse_position(game, after));
        CHECK(position_checks::identical(reread, q));
      }
      if (game.has_turn_rules() && !p.turn.mid_turn()) CHECK_NOTHROW(legal_turns(game, p));
      ++checked;
      if (moves.empty()) break;
      apply_unchecked(game, p, moves[random.below(moves.size())]);
    }
  }
  return checked;
}

// A variant of `spec` with one field of one primitive (or a promotion) changed at random.
GameSpec changed_at_random(GameSpec spec, Random& random) {
  const int k = random.below(spec.kind_count);
  KindSpec& kind = spec.kinds[std::size_t(k)];
  if (kind.primitive_count == 0) return spec;
  Primitive& p = kind.primitives[std::size_t(random.below(kind.primitive_count))];
  const Targets targets[] = {Targets::empty,     Targets::enemy,          Targets::friendly,
                             Targets::any_piece, Targets::empty_or_enemy, Targets::anything};
  switch (random.below(10)) {
    case 0:
      p.onto = targets[random.below(6)];
      break;
    case 1:
      p.over = targets[1 + random.below(3)];  // pieces only, as a Leap needs
      break;
    case 2:
      p.leapt = p.leapt == Leapt::stays ? Leapt::captured : Leapt::stays;
      break;
    case 3:
      p.landing = p.landing == Landing::stack ? Landing::capture : Landing::stack;
      break;
    case 4:
      p.then.part = random.below(3);
      break;
    case 5:
      if (p.type != PrimitiveType::offset_leap)  // which leaps by its offset alone
        p.directions = random.below(2) ? dir::all : dir::orthogonal;
      break;
    case 6:
      p.max_count = 1 + random.below(3);
      p.min_count = 1;
      break;
    case 7: {
      // A second primitive like this one, of another type that moves the same way.
      Primitive twin = p;
      twin.type = random.below(2) ? PrimitiveType::slide : PrimitiveType::step;
      if (kind.primitive_count < max_primitives_per_kind)
        kind.primitives[std::size_t(kind.primitive_count++)] = twin;
      break;
    }
    case 8:
      if (!kind.promotion.to.empty())  // a kind listed twice
        kind.promotion.to = Name(kind.promotion.to.str() + kind.promotion.to.str());
      break;
    default:
      // A promotion on the far rank to another kind of the owner's, where the kind has none
      // (in stacks games too, where StackMoves carry pieces there unpromoted).
      for (int other = 0; other < spec.kind_count; ++other)
        if (other != k && spec.kinds[std::size_t(other)].owner == kind.owner &&
            kind.promotion.region.empty() && spec.region_count < max_regions) {
          spec.add_region("far_rank",
                          rank_cells(kind.owner == Owner::one ? 0 : spec.ranks - 1, spec.files));
          kind.promotion =
              Promotion{.region = "far_rank",
                        .to = Name(std::string(1, spec.kinds[std::size_t(other)].symbol))};
          break;
        }
  }
  spec.name = Name("changed");
  return spec;
}

}  // namespace

TEST_CASE("every built-in game: distinct moves, distinct effects, positions read back",
          "[effects]") {
  for (const games::BuiltinGame& entry : games::registry) {
    const int checked = with_game(
        entry.spec(), [&](const auto& game) { return check_random_games(game, 3, 400, 7); });
    CHECK(checked > 1);
  }
}

TEST_CASE("variants built at random: refused, or distinct moves and effects", "[effects]") {
  Random random(2026);
  int accepted = 0, refused = 0;
  for (int i = 0; i < 300; ++i) {
    const games::BuiltinGame& entry = games::registry[random.below(int(games::registry.size()))];
    GameSpec spec = changed_at_random(entry.spec(), random);
    spec = changed_at_random(spec, random);
    CAPTURE(entry.name, i);
    bool ok = true;
    try {
      with_game(spec, [&](const auto& game) { check_random_games(game, 1, 30, std::uint64_t(i)); });
    } catch (const SpecError& e) {
      ok = false;
      CHECK(std::string(e.what()).size() > 0);
    }
    (ok ? accepted : refused) += 1;
  }
  // Both kinds occur, so the test says something about each.
  CHECK(accepted > 50);
  CHECK(refused > 20);
}

TEST_CASE("variants: primitives that would make one move twice are refused", "[effects][errors]") {
  // A Tak-like kind: a Step of the whole stack and a StackMove of one piece make the same move
  // of a single piece.
  GameSpec tak;
  tak.name = "tak_like";
  tak.files = tak.ranks = 4;
  tak.add_kind('W', Owner::zero, "white");
  tak.add_kind('B', Owner::one, "black");
  for (const char c : {'W', 'B'}) {
    tak.moves(
        c,
        Step{.directions = dir::orthogonal, .onto = Targets::anything, .landing = Landing::stack});
    tak.moves(c, StackMove{.min_count = 1, .max_count = 3, .path = Path::straight});
  }
  tak.start = "BBBB/4/4/WWWW 0 - 0";
  const std::string why = spec_error(tak);
  CHECK(why ==
        "kind 'W' primitive 2 (StackMove) and primitive 1 (Step) make the same move of a stack "
        "of 1 piece: the StackMove lifting all of it where the other moves it whole. Raise the "
        "StackMove's min_count past 1, or leave that displacement to one of them");
  // Lifting two or more, it never moves a whole single piece: accepted, and checked.
  for (int k = 0; k < tak.kind_count; ++k) tak.kinds[k].primitives[1].min_count = 2;
  CHECK(spec_error(tak).empty());
  const Game<> game{tak};
  CHECK(check_random_games(game, 3, 40, 1) > 3);
  // A promotion that lists a kind twice would list each promoting move twice.
  GameSpec pawns = games::checkers();
  pawns.kinds[0].promotion.to = Name("OO");
  CHECK(spec_error(pawns) == "kind 'o' promotion: to lists 'O' twice");
  // A shot that is a whole turn is the same from every piece that sees the cell.
  GameSpec archers;
  archers.name = "archers";
  archers.files = archers.ranks = 4;
  archers.add_kind('W', Owner::zero, "white")
      .moves('W', Shoot{.kind = 'X', .directions = dir::all});
  archers.add_kind('B', Owner::one, "black")
      .moves('B', Step{.directions = dir::all, .onto = Targets::empty});
  archers.add_kind('X', Owner::neutral, "arrow");
  archers.start = "B3/4/4/W1W1 0 - 0";
  CHECK(spec_error(archers) ==
        "kind 'W' primitive 1 (Shoot): a shot that is a whole turn (part 0, no then) is the same "
        "move from every piece that sees the cell; shoot after a move of the turn (part 1, as "
        "the amazon's arrow), or drop the piece (Drop)");
}

}  // namespace move_effects_test
