#pragma once
// The rules of the chess family that look at attacks: whether a cell is attacked, which moves
// leave a royal piece attacked (they are not legal: check), and the moves that need both the
// position's memory and attacks: castling (Castle, with Position::unmoved) and captures en
// passant (Step::en_passant, with Position::en_passant).
//
// A cell is attacked by a player when one of their pieces could take a piece standing there by
// a capturing primitive of its kind (a Step, Slide or OffsetLeap onto 'enemy' that captures:
// check_royals refuses the others in games with royal kinds). The test looks from the cell back
// along each such primitive, as chess programs find attackers, so it costs a few lookups a
// primitive and no move generation.
#include <array>

#include "force_inline.hpp"
#include "game.hpp"
#include "move.hpp"
#include "position.hpp"
#include "position_update.hpp"

namespace boardlab {

namespace detail {

// The pieces of `rule`'s kind in `attackers` (its pieces on the board) that could take a piece on
// `cell` by that rule: all of them (All), or the first found (whether there is one).
template <bool All, int N>
BOARDLAB_INLINE constexpr typename Game<N>::Board rule_attackers(
    const Game<N>& game, const typename Game<N>::Rule& rule,
    const typename Game<N>::Board& attackers, const typename Game<N>::Board& occupied, int cell) {
  using Board = typename Game<N>::Board;
  const auto pieces = attackers & rule.from;
  Board found{};
  if (pieces.none() || !rule.to.test(cell)) return found;
  switch (rule.type) {
    case Movement::step:
      if ((pieces & game.board_tables().neighbours(cell)).none()) return found;
      for (int j = 0; j < rule.direction_count; ++j) {
        const Direction d = rule.directions[j];
        const int from = cell - game.offset(d);
        if (from >= 0 && from < N && (pieces & game.can_step(d)).test(from)) {
          found.set(from);
          if (!All) return found;
        }
      }
      return found;
    case Movement::offset_leap:
      for (int j = 0; j < rule.direction_count; ++j) {
        const int v = rule.leap_vectors[j];
        const int from = cell - game.leap_offset(v);
        if (from >= 0 && from < N && (pieces & game.can_leap(v)).test(from)) {
          found.set(from);
          if (!All) return found;
        }
      }
      return found;
    case Movement::slide:
      if ((pieces & game.board_tables().lines(cell)).none()) return found;
      for (int j = 0; j < rule.direction_count; ++j) {
        // The first piece met looking back against the slide's direction.
        const Direction back = opposite(rule.directions[j]);
        const auto blockers = game.ray(back, cell) & occupied;
        if (blockers.none()) continue;
        const int first = game.offset(back) > 0 ? blockers.lowest() : blockers.highest();
        if (!pieces.test(first)) continue;
        if (rule.max_distance < max_board_side || rule.min_distance > 1) {
          const int distance = game.steps_between(first, cell);
          if (distance > rule.max_distance || distance < rule.min_distance) continue;
        }
        found.set(first);
        if (!All) return found;
      }
      return found;
    default:
      return found;
  }
}

// The pieces of `attacker` among `alive` (its pieces of each kind are by_kind's on those cells)
// that could take a piece on `cell`, with `occupied` the cells that block slides and `ply` the
// ply its rules are looked at on: all of them (All), or the first found, for attacked_on.
template <bool All, int N>
BOARDLAB_INLINE constexpr typename Game<N>::Board attackers_on(
    const Game<N>& game, const std::array<typename Game<N>::Board, max_kinds>& by_kind,
    typename Game<N>::Board alive, const typename Game<N>::Board& occupied, int ply, int cell,
    Player attacker) {
  typename Game<N>::Board found{};
  if (game.captures_explode()) {
    // The capture would explode its taker and the cell's neighbours: a royal piece cannot take,
    // and no piece may take where the explosion reaches a royal piece of its own.
    const auto royals = game.royals_of(by_kind, attacker) & alive;
    if (royals.any()) {
      if ((royals.without(game.explosion_proof_of(by_kind)) & game.board_tables().neighbours(cell))
              .any())
        return found;
      alive = alive.without(royals);
    }
  }
  for (int i = 0; i < game.attack_rule_count(attacker); ++i) {
    const auto [k, r] = game.attack_rule(attacker, i);
    const auto pieces = by_kind[k] & alive;
    if (pieces.none()) continue;  // before the rule is read: most of a late game's kinds
    const auto& rule = game.kind(k).rules[r];
    if (rule.before_ply != 0 && ply >= rule.before_ply) continue;
    found |= rule_attackers<All>(game, rule, pieces, occupied, cell);
    if (!All && found.any()) return found;
  }
  return found;
}

// Whether a piece of `attacker` among `alive` (its pieces of each kind are by_kind's on those
// cells) could take a piece on `cell`, with `occupied` the cells that block slides and `ply` the
// ply its rules are looked at on: the boards of a position, or of one a move would make
// (leaves_royal_attacked: a piece it takes is not alive).
template <int N>
constexpr bool attacked_on(const Game<N>& game,
                           const std::array<typename Game<N>::Board, max_kinds>& by_kind,
                           typename Game<N>::Board alive, const typename Game<N>::Board& occupied,
                           int ply, int cell, Player attacker) {
  return attackers_on<false>(game, by_kind, alive, occupied, ply, cell, attacker).any();
}

// The cells of `cells` that attacked_on says are attacked, found together: each attacking rule's
// reach from all its pieces at once (steps and leaps shift the pieces' board, slides follow rays
// from each piece) instead of a look back from each cell. It costs about as much as three looks
// back, whatever the number of cells: a lone royal piece's moves out in the open ask for up to
// eight.
template <int N>
constexpr typename Game<N>::Board attacked_cells(
    const Game<N>& game, const std::array<typename Game<N>::Board, max_kinds>& by_kind,
    typename Game<N>::Board alive, const typename Game<N>::Board& occupied, int ply,
    typename Game<N>::Board cells, Player attacker) {
  using Board = typename Game<N>::Board;
  if (game.captures_explode()) {
    // As attacked_on: no cell next to one of the attacker's royal pieces is attacked, and royal
    // pieces do not take.
    const auto royals = game.royals_of(by_kind, attacker) & alive;
    if (royals.any()) {
      const auto exposed = royals.without(game.explosion_proof_of(by_kind));
      for_each_cell(cells, [&](int cell) {
        if ((exposed & game.board_tables().neighbours(cell)).any()) cells.reset(cell);
      });
      alive = alive.without(royals);
    }
  }
  Board attacked{};
  for (int i = 0; i < game.attack_rule_count(attacker); ++i) {
    const auto [k, r] = game.attack_rule(attacker, i);
    const auto& rule = game.kind(k).rules[r];
    const Board pieces = by_kind[k] & alive & rule.from;
    if (pieces.none() || (rule.to & cells).none()) continue;
    if (rule.before_ply != 0 && ply >= rule.before_ply) continue;
    Board reach{};
    switch (rule.type) {
      case Movement::step:
        for (int j = 0; j < rule.direction_count; ++j) {
          const Direction d = rule.directions[j];
          reach |= (pieces & game.can_step(d)).stepped(game.offset(d));
        }
        break;
      case Movement::offset_leap:
        for (int j = 0; j < rule.direction_count; ++j) {
          const int v = rule.leap_vectors[j];
          reach |= (pieces & game.can_leap(v)).stepped(game.leap_offset(v));
        }
        break;
      case Movement::slide:
        if (rule.along_rays) {
          // Each piece's rays up to and including the first piece met.
          for_each_cell(pieces, [&](int from) {
            if ((game.board_tables().lines(from) & cells).none()) return;
            for (int j = 0; j < rule.direction_count; ++j) {
              const Direction d = rule.directions[j];
              const auto& ray = game.ray(d, from);
              const auto blockers = ray & occupied;
              reach |= game.offset(d) > 0 ? through_lowest(ray, blockers)
                                          : ray.without(game.ray(d, highest_blocker(blockers)));
            }
          });
          break;
        }
        // A slide limited in distance: distance by distance, on over empty cells only.
        for (int j = 0; j < rule.direction_count; ++j) {
          const Direction d = rule.directions[j];
          Board reached = pieces;
          for (int distance = 1; distance <= rule.max_distance && reached.any(); ++distance) {
            reached = (reached & game.can_step(d)).stepped(game.offset(d));
            if (distance >= rule.min_distance) reach |= reached;
            reached = reached.without(occupied);
          }
        }
        break;
      default:
        break;
    }
    attacked |= reach & rule.to & cells;
    if (cells.without(attacked).none()) break;
  }
  return attacked;
}

}  // namespace detail

// Whether a piece of `attacker` could take a piece on `cell` in `p` (whoever is to move and
// whatever stands on the cell).
template <int N>
constexpr bool attacked(const Game<N>& game, const Position<N>& p, int cell, Player attacker) {
  return detail::attacked_on(game, p.by_kind, p.occupied, p.occupied, p.ply, cell, attacker);
}

// Whether some royal piece of `player` is attacked in `p`.
template <int N>
constexpr bool royal_attacked(const Game<N>& game, const Position<N>& p, Player player) {
  bool found = false;
  for_each_cell(game.royals(p, player),
                [&](int cell) { found = found || attacked(game, p, cell, opponent(player)); });
  return found;
}

// Whether the player to move is in check: a royal piece of theirs is attacked.
template <int N>
constexpr bool in_check(const Game<N>& game, const Position<N>& p) {
  return game.has_royals() && royal_attacked(game, p, p.side);
}

namespace detail {

// The cells a castling from `from` with the partner on `partner` uses: where each piece lands.
struct CastleCells {
  int piece_to = 0;
  int partner_to = 0;
};

template <int N>
constexpr CastleCells castle_cells(const Game<N>& game, const typename Game<N>::Rule& rule,
                                   int from, int partner) {
  const int rank = game.rank_of(from);
  const bool right = game.file_of(partner) > game.file_of(from);
  return {game.cell(right ? rule.castle_files[2] : rule.castle_files[0], rank),
          game.cell(right ? rule.castle_files[3] : rule.castle_files[1], rank)};
}

// The cells strictly between two cells of one rank, and both ends.
template <int N>
constexpr typename Game<N>::Board rank_span(const Game<N>& game, int a, int b) {
  typename Game<N>::Board out{};
  const int rank = game.rank_of(a);
  const int fa = game.file_of(a), fb = game.file_of(b);
  for (int f = fa < fb ? fa : fb; f <= (fa < fb ? fb : fa); ++f) out.set(game.cell(f, rank));
  return out;
}

// The castlings of the kind's pieces by `rule`: each unmoved piece with each unmoved partner on
// its rank, when every cell either crosses or lands on is empty but for the two, and (a royal
// piece) none of the cells the piece stands on, crosses or lands on is attacked.
template <int N>
constexpr Move* generate_castlings(const Game<N>& game, const Position<N>& p,
                                   const typename Game<N>::Rule& rule, KindIndex k, Move* out) {
  const auto pieces = p.by_kind[k] & p.unmoved & rule.from;
  if (pieces.none()) return out;
  const auto partners = p.by_kind[rule.partner] & p.unmoved;
  const auto royals = game.royals(p, p.side);
  for_each_cell(pieces, [&](int from) {
    for_each_cell(partners, [&](int partner) {
      if (game.rank_of(partner) != game.rank_of(from)) return;
      const CastleCells to = castle_cells(game, rule, from, partner);
      // Every cell either piece crosses or lands on is on the board (not off_board).
      if (rank_span(game, from, to.piece_to).without(game.board()).any() ||
          rank_span(game, partner, to.partner_to).without(game.board()).any())
        return;
      auto others = p.occupied;
      others.reset(from);
      others.reset(partner);
      if ((rank_span(game, from, to.piece_to) & others).any() ||
          (rank_span(game, partner, to.partner_to) & others).any())
        return;
      if (royals.test(from)) {
        bool safe = true;
        for_each_cell(rank_span(game, from, to.piece_to),
                      [&](int c) { safe = safe && !attacked(game, p, c, opponent(p.side)); });
        if (!safe) return;
      }
      *out++ = Move::castle(from, partner);
    });
  });
  return out;
}

// The cells of `cells` that pieces of `pieces` step onto along direction j of `rule` (a Step
// with en_passant): the captures en passant they have there.
template <int N>
constexpr typename Game<N>::Board en_passant_reach(const Game<N>& game,
                                                   const typename Game<N>::Rule& rule, int j,
                                                   const typename Game<N>::Board& pieces,
                                                   const typename Game<N>::Board& cells) {
  const Direction d = rule.directions[j];
  return (pieces & rule.from & game.can_step(d)).stepped(game.offset(d)) & cells & rule.to;
}

// Whether a piece of `taker` could take en passant on a cell of `cells`.
template <int N>
constexpr bool can_take_en_passant(const Game<N>& game, const Position<N>& p, Player taker,
                                   const typename Game<N>::Board& cells) {
  for (int i = 0; i < game.moving_kind_count(taker); ++i) {
    const KindIndex k = game.moving_kind(taker, i);
    const auto& info = game.kind(k);
    for (int r = 0; r < info.rule_count; ++r)
      for (int j = 0; info.rules[r].en_passant && j < info.rules[r].direction_count; ++j)
        if (en_passant_reach(game, info.rules[r], j, p.by_kind[k], cells).any()) return true;
  }
  return false;
}

// The captures en passant of the kind's pieces by `rule` (a Step with en_passant): onto a cell
// the last move passed over.
template <int N>
constexpr Move* generate_en_passant(const Game<N>& game, const Position<N>& p,
                                    const typename Game<N>::Rule& rule,
                                    const typename Game<N>::Board& pieces, Move* out) {
  for (int j = 0; j < rule.direction_count; ++j) {
    const int off = game.offset(rule.directions[j]);
    for_each_cell(en_passant_reach(game, rule, j, pieces, p.en_passant),
                  [&](int to) { *out++ = Move::en_passant(to - off, to); });
  }
  return out;
}

// A cell's top piece before and after a move, as the boards of a position see it.
struct CellChange {
  int cell = 0;
  KindIndex before = no_kind;
  KindIndex after = no_kind;
};

// The cells a move changes, in order (a castling empties both cells before filling any, for
// they may be each other's).
struct BoardChanges {
  int count = 0;
  std::array<CellChange, 4> cells{};
};

template <int N>
constexpr BoardChanges changes_of(const Game<N>& game, const Position<N>& p, Move m) {
  BoardChanges c{};
  auto add = [&](int cell, KindIndex after) { c.cells[c.count++] = {cell, p.top[cell], after}; };
  const int from = m.from(), to = m.to();
  switch (m.type()) {
    case MoveType::move:
      add(from, no_kind);
      add(to, m.promotes() ? m.new_kind() : p.top[from]);
      break;
    case MoveType::en_passant:
      add(from, no_kind);
      add(to, p.top[from]);
      add(p.en_passant_piece, no_kind);
      break;
    case MoveType::castle: {
      const CastleCells at =
          castle_cells(game, *game.castle_rule(p.top[from], p.top[to]), from, to);
      add(from, no_kind);
      add(to, no_kind);
      c.cells[c.count++] = {at.piece_to, no_kind, p.top[from]};
      c.cells[c.count++] = {at.partner_to, no_kind, p.top[to]};
      break;
    }
    case MoveType::drop:
      add(to, m.dropped_kind());
      break;
    case MoveType::shot:
      add(to, m.new_kind());
      break;
    case MoveType::remove:
      add(to, no_kind);
      break;
    case MoveType::stack_move:  // check_royals: no stacks in a game with royal kinds
    case MoveType::pass:
      break;
  }
  return c;
}

// The boards a move would leave, as the legality of the mover's royal pieces reads them: where
// pieces stand, the enemy pieces left, and the mover's royal pieces. The boards are not made:
// only those matter to attacks, a few boards (a game with royal kinds has no stacks: each cell
// holds one piece).
template <int N>
struct MoverBoards {
  typename Game<N>::Board occupied{}, enemies{}, royals{};
};

template <int N>
constexpr MoverBoards<N> mover_boards_after(const Game<N>& game, const Position<N>& p, Move m) {
  const BoardChanges c = changes_of(game, p, m);
  MoverBoards<N> b{p.occupied, p.by_owner[index(opponent(p.side))], game.royals(p, p.side)};
  // A castling's later changes fill cells its first ones emptied: their "before" is empty.
  for (int i = 0; i < c.count; ++i) {
    const int cell = c.cells[i].cell;
    if (c.cells[i].before != no_kind) {
      b.occupied.reset(cell);
      b.enemies.reset(cell);
      b.royals.reset(cell);
    }
    if (c.cells[i].after != no_kind) {
      b.occupied.set(cell);
      if (game.royal(c.cells[i].after)) b.royals.set(cell);
    }
  }
  return b;
}

// Whether a piece of the other player among b.enemies attacks one of b.royals.
template <int N>
constexpr bool royal_attacked_on(const Game<N>& game, const Position<N>& p,
                                 const MoverBoards<N>& b) {
  bool attacked_after = false;
  for_each_cell(b.royals, [&](int cell) {
    attacked_after = attacked_after || attacked_on(game, p.by_kind, b.enemies, b.occupied, p.ply,
                                                   cell, opponent(p.side));
  });
  return attacked_after;
}

// Whether `m`, played by the player to move in `p`, leaves one of their royal pieces attacked.
template <int N>
constexpr bool leaves_royal_attacked(const Game<N>& game, const Position<N>& p, Move m) {
  return royal_attacked_on(game, p, mover_boards_after(game, p, m));
}

// Whether `m`, played by the player to move in `p`, gives check: leaves a royal piece of the other
// player attacked by the mover's pieces, on the boards the move would make (as
// leaves_royal_attacked, the mover's kinds moved with their pieces).
template <int N>
constexpr bool gives_check(const Game<N>& game, const Position<N>& p, Move m) {
  auto royals = game.royals(p, opponent(p.side));
  if (royals.none()) return false;
  const BoardChanges c = changes_of(game, p, m);
  auto by_kind = p.by_kind;
  auto occupied = p.occupied;
  auto movers = p.by_owner[index(p.side)];
  for (int i = 0; i < c.count; ++i) {
    const int cell = c.cells[i].cell;
    if (c.cells[i].before != no_kind) {
      by_kind[c.cells[i].before].reset(cell);
      occupied.reset(cell);
      movers.reset(cell);
      royals.reset(cell);
    }
    if (c.cells[i].after != no_kind) {
      by_kind[c.cells[i].after].set(cell);
      occupied.set(cell);
      movers.set(cell);
    }
  }
  bool check = false;
  for_each_cell(royals, [&](int cell) {
    check = check || attacked_on(game, by_kind, movers, occupied, p.ply + 1, cell, p.side);
  });
  return check;
}

// Keeps the moves of [first, end) that give no check (GameSpec::checks_allowed false); returns
// the new end.
template <int N>
constexpr Move* keep_checks_out(const Game<N>& game, const Position<N>& p, Move* first, Move* end) {
  Move* kept = first;
  for (Move* m = first; m != end; ++m)
    if (!gives_check(game, p, *m)) *kept++ = *m;
  return kept;
}

// The pieces of the player to move that stand between one of their royal pieces (`royals`) and
// an enemy piece that slides onto it along that line once they leave it (pinned pieces): out of
// check, only moves of these, of royal pieces, castlings and captures en passant can expose a
// royal piece.
template <int N>
constexpr typename Game<N>::Board pinned_pieces(const Game<N>& game, const Position<N>& p,
                                                const typename Game<N>::Board& royals) {
  typename Game<N>::Board pinned{};
  const Player enemy = opponent(p.side);
  const auto& friends = p.by_owner[index(p.side)];
  for_each_cell(royals, [&](int royal) {
    for (int i = 0; i < game.attack_rule_count(enemy); ++i) {
      const auto [k, r] = game.attack_rule(enemy, i);
      const auto& rule = game.kind(k).rules[r];
      if (rule.type != Movement::slide || !rule.to.test(royal)) continue;
      const auto sliders = p.by_kind[k] & rule.from;
      if ((sliders & game.board_tables().lines(royal)).none()) continue;
      for (int j = 0; j < rule.direction_count; ++j) {
        const Direction back = opposite(rule.directions[j]);
        const auto& ray = game.ray(back, royal);
        if ((ray & sliders).none()) continue;
        const bool up = game.offset(back) > 0;
        auto blockers = ray & p.occupied;
        const int shield = up ? blockers.lowest() : blockers.highest();
        if (!friends.test(shield)) continue;
        blockers.reset(shield);
        const int attacker = up ? blockers.lowest() : blockers.highest();
        if (!sliders.test(attacker)) continue;
        const int distance = game.steps_between(attacker, royal);
        if (distance <= rule.max_distance && distance >= rule.min_distance) pinned.set(shield);
      }
    }
  });
  return pinned;
}

// Whether the piece on `from`, pinned to the lone royal piece on `royal`, still shields it on
// `to`: on the line from the royal piece through it, up to the pinner (the first piece beyond
// it) and no farther.
template <int N>
constexpr bool stays_pinned_between(const Game<N>& game, const Position<N>& p, int royal, int from,
                                    int to) {
  for (int i = 0; i < direction_count; ++i) {
    const Direction d = Direction(i);
    const auto& line = game.ray(d, royal);
    if (!line.test(from)) continue;
    const auto beyond = game.ray(d, from) & p.occupied;
    const int pinner = game.offset(d) > 0 ? beyond.lowest() : beyond.highest();
    return line.without(game.ray(d, pinner)).test(to);
  }
  return false;
}

// The cells strictly between `a` and `b` when one ray from `a` holds `b` (none otherwise).
template <int N>
constexpr typename Game<N>::Board cells_between(const Game<N>& game, int a, int b) {
  for (int i = 0; i < direction_count; ++i) {
    const auto& ray = game.ray(Direction(i), a);
    if (ray.test(b)) return ray.without(game.ray(Direction(i), b)).without(Game<N>::Board::of(b));
  }
  return {};
}

// Keeps the moves of [first, end) that leave no royal piece of the mover attacked; returns the
// new end. A lone royal piece's step (or out of check any royal piece's that shields no other)
// is safe when nothing attacks where it lands with it gone from where it stood (a slider behind
// it would); a piece pinned to a lone royal piece, when it stays on the pin's line; the other
// moves that can expose a royal piece (castlings, captures en passant, the other pinned pieces',
// every move in check) are looked at on the boards they would make. Out of check, a move of any
// other piece is safe: most moves cost a bit test.
template <int N>
constexpr Move* keep_royals_safe(const Game<N>& game, const Position<N>& p, Move* first,
                                 Move* end) {
  using Board = typename Game<N>::Board;
  const Board royals = game.royals(p, p.side);
  if (royals.none() || first == end) return end;
  const Player enemy = opponent(p.side);
  const bool lone_royal = royals.count() == 1;
  const Board without_royals = p.occupied.without(royals);
  // A lone royal piece's destinations are looked at together (attacked_cells) when there are
  // enough of them to repay it, with its own cell, whose attackers do not change when it leaves
  // it: whether it is in check comes with them.
  Board unsafe{};
  bool unsafe_known = false;
  if (lone_royal) {
    const int royal = royals.lowest();
    Board destinations{};
    for (Move* m = first; m != end; ++m)
      if (m->type() == MoveType::move && m->from() == royal) destinations.set(m->to());
    if (destinations.count() >= 3) {
      destinations.set(royal);
      unsafe =
          attacked_cells(game, p.by_kind, p.occupied, without_royals, p.ply, destinations, enemy);
      unsafe_known = true;
    }
  }
  const bool checked =
      unsafe_known ? unsafe.test(royals.lowest()) : royal_attacked(game, p, p.side);
  const Board pinned = pinned_pieces(game, p, royals);
  const Board watched = royals | pinned;
  // In check, a lone royal piece's other pieces (unpinned, moving one piece to one cell) can only
  // take a lone checker or, for a slider, stand between it and the royal piece: the cells of
  // `blocks`, looked at on the boards the move would make (a leaper that checks along a line
  // is not blocked). In double check, none of them can.
  int checker = -1;
  Board blocks{};
  if (checked && lone_royal) {
    const int royal = royals.lowest();
    const Board checkers =
        attackers_on<true>(game, p.by_kind, p.occupied, p.occupied, p.ply, royal, enemy);
    if (checkers.count() == 1) {
      checker = checkers.lowest();
      blocks = cells_between(game, royal, checker);
    }
  }
  Move* kept = first;
  for (Move* m = first; m != end; ++m) {
    const MoveType type = m->type();
    const int from = m->from();
    bool safe = true;
    if (type == MoveType::move && !watched.test(from)) {
      if (!checked) {
        safe = true;
      } else if (lone_royal && !m->captures_leapt() &&
                 !(m->promotes() && game.royal(m->new_kind()))) {
        safe = m->to() == checker || (blocks.test(m->to()) && !leaves_royal_attacked(game, p, *m));
      } else {
        safe = !leaves_royal_attacked(game, p, *m);
      }
    } else if (type == MoveType::move && royals.test(from) && !pinned.test(from) &&
               (lone_royal || !checked)) {
      safe = unsafe_known
                 ? !unsafe.test(m->to())
                 : !attacked_on(game, p.by_kind, p.occupied, p.occupied.without(Board::of(from)),
                                p.ply, m->to(), enemy);
    } else if (checked || type == MoveType::castle || type == MoveType::en_passant) {
      safe = !leaves_royal_attacked(game, p, *m);
    } else if (type == MoveType::move && pinned.test(from)) {
      safe = lone_royal ? stays_pinned_between(game, p, royals.lowest(), from, m->to())
                        : !leaves_royal_attacked(game, p, *m);
    }
    if (safe) *kept++ = *m;
  }
  return kept;
}

}  // namespace detail

}  // namespace boardlab
