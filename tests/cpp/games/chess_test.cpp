// Chess (docs/rules.md, "Chess"): the rules that need the chess family's primitives, each on a
// position worked out by hand: check (a move may not leave the king attacked, by any piece, by a
// discovered line, by an en passant capture that opens the rank), castling (its conditions one
// by one, and rights lost), en passant (only right after the double step), promotion choices,
// checkmate and stalemate, and the position text's castling and en passant items. Perft from the
// start and the standard positions is in perft_test.cpp; agreement with python-chess and
// Fairy-Stockfish over random games in tests/python/test_chess.py.
#include <string>
#include <string_view>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"
#include "rule_checks.hpp"

namespace chess_test {

namespace {

using boardlab::Outcome;
using boardlab::Player;
using boardlab::PositionError;
using boardlab::Reason;
using boardlab::Result;
using boardlab::State;
using rule_checks::expected;
using rule_checks::move_texts;
using rule_checks::moves_from;
using rule_checks::Texts;

const boardlab::Game<>& chess() { return builtin::game_named("chess"); }

// The texts of the legal moves that start with `prefix` ("O-" for castlings), sorted.
Texts moves_starting(const State<>& s, std::string_view prefix) {
  Texts out;
  for (const std::string& t : move_texts(s))
    if (t.rfind(prefix, 0) == 0) out.push_back(t);
  return out;
}

// Chess is data the compiler can build and check, as the library's other games (GCC once
// refused its insufficient-material kinds in a constant expression).
constexpr boardlab::Game<> chess_at_compile_time{boardlab::games::chess()};
static_assert(chess_at_compile_time.has_royals() && chess_at_compile_time.judges_material());

}  // namespace

TEST_CASE("chess: the start has 20 moves, and its text keeps the castling rights", "[rules]") {
  const State<> s(chess());
  CHECK(move_texts(s) == expected({"a2-a3", "a2-a4", "b1-a3", "b1-c3", "b2-b3", "b2-b4", "c2-c3",
                                   "c2-c4", "d2-d3", "d2-d4", "e2-e3", "e2-e4", "f2-f3", "f2-f4",
                                   "g1-f3", "g1-h3", "g2-g3", "g2-g4", "h2-h3", "h2-h4"}));
  CHECK(s.text() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0 castling=a1e1h1a8e8h8");
}

TEST_CASE("chess: a move may not leave the own king attacked", "[rules]") {
  // The white king on e1 in check from the rook on e8: the king leaves the e-file (not onto
  // e2), or the bishop blocks on e2; the pawn cannot help.
  const State<> s(chess(), "4r2k/8/8/8/8/8/3P4/4KB2 0 - 0");
  CHECK(move_texts(s) == expected({"e1-d1", "e1-f2", "f1-e2"}));
  // A pinned knight may not move at all; the king may not step next to the enemy king.
  const State<> pinned(chess(), "4r3/8/8/8/8/8/4N3/4K2k 0 - 0");
  CHECK(moves_from(pinned, "e2").empty());
  CHECK(moves_from(pinned, "e1") == expected({"e1-d1", "e1-d2", "e1-f1", "e1-f2"}));
  const State<> kings(chess(), "r7/8/8/8/8/8/8/4K1k1 0 - 0");  // (the rook: kings alone draw)
  CHECK(moves_from(kings, "e1") == expected({"e1-d1", "e1-d2", "e1-e2"}));
}

TEST_CASE("chess: checkmate loses, stalemate draws", "[rules]") {
  State<> fools(chess());
  for (const char* m : {"f2-f3", "e7-e5", "g2-g4", "d8-h4"}) fools.play(m);
  rule_checks::check_no_move_loss(fools.outcome(), Player::one);
  // Black to move, not in check, no move: the king on a8 boxed in by the queen on b6.
  const State<> stalemate(chess(), "k7/8/1Q6/8/8/8/8/7K 1 - 1");
  CHECK(stalemate.legal_moves().empty());
  const Outcome o = stalemate.outcome();
  CHECK(o.result == Result::draw);
  CHECK(o.reason == Reason::no_legal_move);
}

TEST_CASE("chess: castling and its conditions", "[rules]") {
  const std::string rights = " 0 - 0 castling=a1e1h1";
  CHECK(moves_starting(State<>(chess(), "r3k2r/8/8/8/8/8/8/R3K2R" + rights), "O") ==
        expected({"O-O", "O-O-O"}));
  // A piece between the king and the rook (b1 counts: the rook crosses it).
  CHECK(moves_starting(State<>(chess(), "r3k2r/8/8/8/8/8/8/RN2K2R" + rights), "O") ==
        expected({"O-O"}));
  // In check: no castling.
  CHECK(moves_starting(State<>(chess(), "r3k2r/8/8/8/8/8/4r3/R3K2R" + rights), "O").empty());
  // The king crosses f1, attacked by the rook on f8: only the long castling.
  CHECK(moves_starting(State<>(chess(), "r3kr2/8/8/8/8/8/8/R3K2R" + rights), "O") ==
        expected({"O-O-O"}));
  // b1 attacked does not matter (only the rook crosses it); d1 does.
  CHECK(moves_starting(State<>(chess(), "1r2k2r/8/8/8/8/8/8/R3K2R" + rights), "O") ==
        expected({"O-O", "O-O-O"}));
  CHECK(moves_starting(State<>(chess(), "3rk2r/8/8/8/8/8/8/R3K2R" + rights), "O") ==
        expected({"O-O"}));
  // Without the rights of the text, none.
  CHECK(moves_starting(State<>(chess(), "r3k2r/8/8/8/8/8/8/R3K2R 0 - 0"), "O").empty());

  // Castling moves both pieces; undo puts them back.
  State<> s(chess(), "r3k2r/8/8/8/8/8/8/R3K2R 0 - 0 castling=a1e1h1a8e8h8");
  s.play("O-O");
  CHECK(s.text() == "r3k2r/8/8/8/8/8/8/R4RK1 1 - 1 quiet=1,castling=a8e8h8");
  s.play("O-O-O");
  CHECK(s.text() == "2kr3r/8/8/8/8/8/8/R4RK1 0 - 2 quiet=2");
  s.undo();
  s.undo();
  CHECK(s.text() == "r3k2r/8/8/8/8/8/8/R3K2R 0 - 0 castling=a1e1h1a8e8h8");
  // A castling has one spelling (its dashes are no move's); a king's step has two.
  int spelled = 0;
  for (const boardlab::Move m : s.legal_moves()) {
    const std::string text = boardlab::format_move(chess(), m);
    if (text == "O-O" || text == "O-O-O") {
      CHECK(boardlab::capture_spelling(chess(), m).empty());
      ++spelled;
    }
    if (text == "e1-d1") {
      CHECK(boardlab::capture_spelling(chess(), m) == "e1xd1");
      ++spelled;
    }
  }
  CHECK(spelled == 3);
  CHECK_THROWS_AS(s.play("OxO"), boardlab::MoveSyntaxError);
}

TEST_CASE("chess: castling rights go with a move of the king or rook, or the rook's capture",
          "[rules]") {
  State<> s(chess(), "r3k2r/8/8/8/8/8/8/R3K2R 0 - 0 castling=a1e1h1a8e8h8");
  // (The position text counts the quiet plies too: the fifty-move rule.)
  s.play("h1-h8");  // takes the rook: both h-file rights go
  CHECK(s.text() == "r3k2R/8/8/8/8/8/8/R3K3 1 - 1 castling=a1e1a8e8");
  s.play("e8-e7");  // the king moves: black's rights go
  CHECK(s.text() == "r6R/4k3/8/8/8/8/8/R3K3 0 - 2 quiet=1,castling=a1e1");
  s.play("a1-a2");
  CHECK(s.text() == "r6R/4k3/8/8/8/8/R7/4K3 1 - 3 quiet=2");
  s.undo();
  s.undo();
  s.undo();
  CHECK(s.text() == "r3k2r/8/8/8/8/8/8/R3K2R 0 - 0 castling=a1e1h1a8e8h8");
}

TEST_CASE("chess: en passant, only right after the double step", "[rules]") {
  State<> s(chess(), "4k3/3p4/8/4P3/8/8/8/4K3 1 - 1");
  s.play("d7-d5");
  CHECK(s.text() == "4k3/8/8/3pP3/8/8/8/4K3 0 - 2 en_passant=d6");
  CHECK(moves_from(s, "e5") == expected({"e5-d6", "e5-e6"}));
  s.play("e5-d6");
  CHECK(s.text() == "4k3/8/3P4/8/8/8/8/4K3 1 - 3");
  s.undo();
  CHECK(s.text() == "4k3/8/8/3pP3/8/8/8/4K3 0 - 2 en_passant=d6");
  // One move later the capture is gone.
  s.play("e1-e2");
  s.play("e8-e7");
  CHECK(moves_from(s, "e5") == expected({"e5-e6"}));
  // A double step no pawn can take is not written (as FEN writes it).
  State<> quiet(chess(), "4k3/3p4/8/8/8/8/8/4K3 1 - 1");
  quiet.play("d7-d5");
  CHECK(quiet.text() == "4k3/8/8/3p4/8/8/8/4K3 0 - 2");
}

TEST_CASE("chess: an en passant capture that opens the rank to the king is not legal", "[rules]") {
  // Both pawns leave the fifth rank: the rook on h5 would attack the king on a5.
  const State<> s(chess(), "4k3/8/8/KPp4r/8/8/8/8 0 - 2 en_passant=c6");
  CHECK(moves_from(s, "b5") == expected({"b5-b6"}));
}

TEST_CASE("chess: a pawn on the last rank becomes a knight, bishop, rook or queen", "[rules]") {
  const State<> s(chess(), "3r3k/4P3/8/8/8/8/8/K7 0 - 0");
  CHECK(moves_from(s, "e7") == expected({"e7-d8=B", "e7-d8=N", "e7-d8=Q", "e7-d8=R", "e7-e8=B",
                                         "e7-e8=N", "e7-e8=Q", "e7-e8=R"}));
}

TEST_CASE("chess: the position text's castling and en passant items are checked", "[errors]") {
  const auto error = [](const std::string& text) {
    try {
      State<>(chess(), text);
    } catch (const PositionError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error("4k3/8/8/8/8/8/8/4K3 0 - 0 castling=e1") ==
        "position text '4k3/8/8/8/8/8/8/4K3 0 - 0 castling=e1': 'castling=e1': the piece on e1 "
        "has no piece to castle with among the cells named on its rank");
  CHECK(error("4k3/8/8/8/8/8/8/4K2R 0 - 0 castling=d1") ==
        "position text '4k3/8/8/8/8/8/8/4K2R 0 - 0 castling=d1': 'castling=d1': cell d1 holds "
        "no piece that castles or is castled with");
  CHECK(error("4k3/8/8/3p4/8/8/8/4K3 0 - 2 en_passant=d5") ==
        "position text '4k3/8/8/3p4/8/8/8/4K3 0 - 2 en_passant=d5': 'en_passant=d5': cell d5 "
        "holds a piece, and a cell passed over is empty");
  CHECK(error("4k3/8/8/3p4/8/8/8/4K3 0 - 2 en_passant=e6") ==
        "position text '4k3/8/8/3p4/8/8/8/4K3 0 - 2 en_passant=e6': 'en_passant=e6': no piece "
        "of the player who moved last stands where a passable slide over these cells would have "
        "ended");
  CHECK(error("4k3/8/8/3p4/8/8/8/4K3 0 - 2 en_passant=d6,castling=e1") ==
        "position text '4k3/8/8/3p4/8/8/8/4K3 0 - 2 en_passant=d6,castling=e1': "
        "'castling=e1': the items after the turn come once each, in the order quiet=, "
        "castling=, en_passant=, checks=, promoted=");
  // Black's rooks on a8 and b8 both left of its king: two O-O-O (White has no rights at all).
  CHECK(error("rr2k3/8/8/8/8/8/8/4K3 0 - 0 castling=a8b8e8") ==
        "position text 'rr2k3/8/8/8/8/8/8/4K3 0 - 0 castling=a8b8e8': 'castling=a8b8e8': the "
        "piece on e8 would castle with both a8 and b8 on one side");
}

TEST_CASE("chess: the fifty-move rule draws, unless the hundredth ply mates", "[rules]") {
  // 99 plies without a capture or a pawn's move: a quiet move draws, a pawn's move does not.
  State<> s(chess(), "4k3/8/8/8/8/8/4P3/R3K3 0 - 120 quiet=99");
  s.play("a1-a2");
  CHECK(s.outcome() == Outcome{Result::draw, Player::zero, Reason::quiet_turns, -1});
  s.undo();
  s.play("e2-e3");
  CHECK(s.text() == "4k3/8/8/8/8/4P3/8/R3K3 1 - 121");
  CHECK_FALSE(s.outcome().over());
  // The rook mates on the hundredth quiet ply: the mate stands.
  State<> mate(chess(), "6k1/5ppp/8/8/8/8/8/R3K3 0 - 120 quiet=99");
  mate.play("a1-a8");
  rule_checks::check_no_move_loss(mate.outcome(), Player::zero);
}

TEST_CASE("chess: FEN and UCI, both ways", "[notation]") {
  const std::string kiwipete =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  const auto p = boardlab::parse_fen(chess(), kiwipete);
  CHECK(boardlab::format_position(chess(), p) ==
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R 0 - 0 castling=a1e1h1a8e8h8");
  CHECK(boardlab::format_fen(chess(), p) == kiwipete);
  // Half- and fullmove counters, en passant only where a pawn can take, rights by side.
  const auto later =
      boardlab::parse_fen(chess(), "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w Kq d6 3 7");
  CHECK(boardlab::format_position(chess(), later) ==
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR 0 - 12 "
        "quiet=3,castling=e1h1a8e8,en_passant=d6");
  CHECK(boardlab::format_fen(chess(), later) ==
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w Kq d6 3 7");
  CHECK(boardlab::format_fen(chess(),
                             boardlab::parse_fen(chess(), "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1")) ==
        "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");

  State<> s(chess(), kiwipete.substr(0, kiwipete.find(' ')) + " 0 - 0 castling=a1e1h1a8e8h8");
  const auto uci = [&](std::string_view text, bool king_takes_rook = false) {
    return boardlab::format_uci(s.game(), s.position(),
                                boardlab::parse_uci(s.game(), s.position(), text, king_takes_rook),
                                king_takes_rook);
  };
  CHECK(uci("e1g1") == "e1g1");
  CHECK(uci("e1a1", true) == "e1a1");
  CHECK(uci("e5f7") == "e5f7");
  CHECK_THROWS_AS(uci("e1h1"), boardlab::IllegalMoveError);
  CHECK_THROWS_AS(uci("e1g1", true), boardlab::IllegalMoveError);
  CHECK(boardlab::format_uci(s.game(), s.position(), s.parse_part("O-O")) == "e1g1");
  const State<> promote(chess(), "3r3k/4P3/8/8/8/8/8/K7 0 - 0");
  CHECK(boardlab::format_uci(promote.game(), promote.position(), promote.parse_part("e7-d8=N")) ==
        "e7d8n");
}

TEST_CASE("chess: bad FEN is refused, saying what and where", "[notation][errors]") {
  const auto error = [](const std::string& fen) {
    try {
      (void)boardlab::parse_fen(chess(), fen);
    } catch (const PositionError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error("8/8/8/8/8/8/8/8 x - - 0 1") ==
        "FEN '8/8/8/8/8/8/8/8 x - - 0 1': side to move 'x' is not w or b");
  CHECK(error("4k3/8/8/8/8/8/8/4K3 w") ==
        "FEN '4k3/8/8/8/8/8/8/4K3 w': expected '<board> <w|b> <castling> <en passant> [<halfmove> "
        "<fullmove>]'");
  CHECK(error("4k3/8/8/8/8/8/8/4K3 w X - 0 1") ==
        "FEN '4k3/8/8/8/8/8/8/4K3 w X - 0 1': castling 'X': 'X' is not K, Q, k, q or a file "
        "letter");
  CHECK(error("4k3/8/8/8/8/8/8/4K3 w K - 0 1") ==
        "FEN '4k3/8/8/8/8/8/8/4K3 w K - 0 1': castling 'K': no piece to castle with for 'K'");
  CHECK(error("4k3/8/8/8/8/8/8/7K w K - 0 1") ==
        "FEN '4k3/8/8/8/8/8/8/7K w K - 0 1': castling 'K': no piece to castle with for 'K'");
  CHECK(error("4k3/8/8/8/8/8/8/4K3 w - z9 0 1") ==
        "FEN '4k3/8/8/8/8/8/8/4K3 w - z9 0 1': en passant square 'z9' is not a cell name");
  CHECK(error("4k3/8/8/8/8/8/8/4K3 w - - 0 0") ==
        "FEN '4k3/8/8/8/8/8/8/4K3 w - - 0 0': fullmove number 0 is not between 1 and "
        "500000000");
  CHECK(error("4k3/8/8/8/8/8/8/4K4 w - - 0 1") ==
        "FEN '4k3/8/8/8/8/8/8/4K4 w - - 0 1' as position text '4k3/8/8/8/8/8/8/4K4 0 - 0': "
        "rank 1 has 9 cells, board has 8");
}

}  // namespace chess_test
