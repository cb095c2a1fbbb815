// Perft against the reference values of docs/perft.md, table-driven. The counts that
// take long are in the [deep] cases, which the sanitizer build skips.
#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <boardlab/boardlab.hpp>
#include <catch2/catch.hpp>

#include "builtin_games.hpp"

namespace perft_test {

namespace {

using boardlab::Counting;
using boardlab::Game;

const Game<>& builtin_game(std::string_view name) { return builtin::game_named(name); }

struct PerftCase {
  std::string_view game;
  std::string_view position;
  int depth;
  std::uint64_t nodes;
};

constexpr std::string_view skateboards_start = "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0";
constexpr std::string_view skateboards_20 = "TP4P1/1P3S2/6T1/TT3P2/3SPS2/1S6/1PP1T3/3T2P1 0 - 20";
constexpr std::string_view skateboards_30 = "TP4P1/3S1S2/P5T1/TT3P2/1P6/3P4/2P1T2S/1S1T4 0 - 30";
constexpr std::string_view skateboards_50 = "TP4P1/P7/2S3T1/TT6/4S3/3PP2S/2S1T3/3T4 0 - 50";
constexpr std::string_view pogo_start = "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0";
constexpr std::string_view pogo_10 = "BBB/1(BWWW)(WWB)/2(WB) 0 - 10";
constexpr std::string_view pogo_20 = "(BW)1(BBWB)/B1(WW)/BWW 0 - 20";
constexpr std::string_view pogo_40 = "B2/1(WBBBWW)W/(BWB)W1 0 - 40";
constexpr std::string_view pb_start = "RRRR/4/4/GGGG 0 - 0";
constexpr std::string_view pb_10 = "1R1R/2R1/2G1/(GR)G1G 0 - 10";
constexpr std::string_view pb_20 = "R1R1/(RG)2G/1(GR)2/3G 0 - 20";
constexpr std::string_view pb_40 = "1G2/1G2/(RGRRGR)3/4 0 - 40";
constexpr std::string_view bt_start = "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0";
constexpr std::string_view bt_10 = "1BBBB1BB/B1BBBBBB/1BB4B/8/8/1W2WW2/1WWWWWWW/WWWW2WW 0 - 10";
constexpr std::string_view bt_20 =
    "1BBBB1BB/2BB2BB/2B1BB1B/B1B5/W1W1W3/5W2/WW1WWWWW/W1WW2WW 0 - 20";
constexpr std::string_view bt_40 =
    "1BB2BB1/1BB2B1B/B1BW1B1B/1B2W1B1/W3WWB1/1W4WW/WW1WB2W/3WWW1W 0 - 40";
constexpr std::string_view kt_start = bt_start;
constexpr std::string_view checkers_start =
    "1x1x1x1x/x1x1x1x1/1x1x1x1x/8/8/o1o1o1o1/1o1o1o1o/o1o1o1o1 0 - 0";
constexpr std::string_view kt_10 = "BBBBB1BB/B2BBB2/4B3/BB4BB/3W4/2W1WW2/1WW1WWWW/WWW1WW1W 0 - 10";
constexpr std::string_view kt_20 =
    "B1BB2BB/B1B1B2B/1WWB3B/4BB1B/4B1W1/2W1WW1W/4W1W1/WWWW1WWW 0 - 20";
constexpr std::string_view kt_40 = "2BB3B/B3B2W/2WB3B/W2WW1WB/B2B3B/2W4W/3BB2W/1WWW3W 0 - 40";
constexpr std::string_view clobber_start = "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0";
constexpr std::string_view clobber_4 = "BBBBWB/1W1WBW/WWWB1B/B1BWWW/WBWBWB 0 - 4";
constexpr std::string_view clobber_8 = "BBBBWB/1W1BB1/BWW2W/2BWWW/WBWB1W 0 - 8";
constexpr std::string_view clobber_12 = "BBBW1B/1W1BB1/1BW2W/2BWWW/B2W1W 0 - 12";
constexpr std::string_view konane_start =
    "WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW 0 - 0";
constexpr std::string_view amazons_start = "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0";
// The cross: ranks 7, 6, 2 and 1 have three cells (c-e), the others seven.
constexpr std::string_view fox_and_geese_start = "3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0";
constexpr std::string_view international_draughts_start =
    "1b1b1b1b1b/b1b1b1b1b1/1b1b1b1b1b/b1b1b1b1b1/10/10/1w1w1w1w1w/w1w1w1w1w1/1w1w1w1w1w/"
    "w1w1w1w1w1 0 - 0";
constexpr std::string_view tic_tac_toe_start = "3/3/3 0 X5O4 0";
constexpr std::string_view connect_four_start = "7/7/7/7/7/7 0 X21O21 0";
constexpr std::string_view othello_start = "8/8/8/3BW3/3WB3/8/8/8 0 B60W60 0";
constexpr std::string_view gomoku_start =
    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 0 B113W112 0";
constexpr std::string_view hex_start = "11/11/11/11/11/11/11/11/11/11/11 0 B61W60 0";
constexpr std::string_view brandubh_start = "3A3/3A3/3D3/AADKDAA/3D3/3A3/3A3 0 - 0";
constexpr std::string_view lines_of_action_start =
    "1BBBBBB1/W6W/W6W/W6W/W6W/W6W/W6W/1BBBBBB1 0 - 0";
// The hexagon of side 8: its ranks hold 8 to 15 cells and back.
constexpr std::string_view havannah_start = "8/9/10/11/12/13/14/15/14/13/12/11/10/9/8 0 W85B84 0";

constexpr std::string_view ataxx_start = "P5p/7/7/7/7/7/p5P 0 - 0";
constexpr std::string_view focus_start =
    "4/RRGGRR/1GGRRGG1/1RRGGRR1/1GGRRGG1/1RRGGRR1/GGRRGG/4 0 - 0";
constexpr std::string_view pentago_start = "6/6/6/6/6/6 0 W18B18 0";
constexpr std::string_view dots_and_boxes_start = "2/5/2/5/2 0 - 0";
// The triangle of side 16: its ranks hold 16 cells (rank 1) to 1.
constexpr std::string_view y_start = "1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16 0 B68W68 0";

// Chess's start and the standard test positions (the chess programming wiki's "Perft Results"),
// in boardlab's position text: a FEN's castling field as the unmoved kings' and rooks' cells,
// its en passant square as en_passant=, its move number as the ply.
constexpr std::string_view chess_start =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0 castling=a1e1h1a8e8h8";
constexpr std::string_view horde_start =
    "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP 0 - 0 castling=a8e8h8";
constexpr std::string_view racing_kings_start = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ 0 - 0";
constexpr std::string_view chess_kiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R 0 - 0 castling=a1e1h1a8e8h8";
constexpr std::string_view chess_position_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 0 - 0";
constexpr std::string_view chess_position_4 =
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 0 - 0 castling=a8e8h8";
constexpr std::string_view chess_position_4_mirrored =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R 1 - 1 castling=a1e1h1";
constexpr std::string_view chess_position_5 =
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R 0 - 14 castling=a1e1h1";

// Every docs/perft.md value that takes a fraction of a second at -O3.
constexpr PerftCase quick_cases[] = {
    {"skateboards", skateboards_start, 1, 52},
    {"skateboards", skateboards_start, 2, 2652},
    {"skateboards", skateboards_start, 3, 132600},
    {"skateboards", skateboards_start, 4, 6497400},
    {"skateboards", skateboards_20, 1, 56},
    {"skateboards", skateboards_20, 2, 2701},
    {"skateboards", skateboards_20, 3, 143985},
    {"skateboards", skateboards_20, 4, 6571170},
    {"skateboards", skateboards_30, 1, 45},
    {"skateboards", skateboards_30, 2, 1797},
    {"skateboards", skateboards_30, 3, 78629},
    {"skateboards", skateboards_30, 4, 3253498},
    {"skateboards", skateboards_50, 1, 30},
    {"skateboards", skateboards_50, 2, 1473},
    {"skateboards", skateboards_50, 3, 42739},
    {"skateboards", skateboards_50, 4, 2022488},
    {"pogo", pogo_start, 1, 16},
    {"pogo", pogo_start, 2, 240},
    {"pogo", pogo_start, 3, 3787},
    {"pogo", pogo_start, 4, 58150},
    {"pogo", pogo_start, 5, 898697},
    {"pogo", pogo_10, 1, 12},
    {"pogo", pogo_10, 2, 255},
    {"pogo", pogo_10, 3, 3440},
    {"pogo", pogo_10, 4, 63300},
    {"pogo", pogo_20, 1, 16},
    {"pogo", pogo_20, 2, 200},
    {"pogo", pogo_20, 3, 3306},
    {"pogo", pogo_20, 4, 44925},
    {"pogo", pogo_40, 1, 18},
    {"pogo", pogo_40, 2, 274},
    {"pogo", pogo_40, 3, 4056},
    {"pogo", pogo_40, 4, 68086},
    {"pocket_battlefield", pb_start, 1, 10},
    {"pocket_battlefield", pb_start, 2, 100},
    {"pocket_battlefield", pb_start, 3, 1232},
    {"pocket_battlefield", pb_start, 4, 14713},
    {"pocket_battlefield", pb_start, 5, 188115},
    {"pocket_battlefield", pb_10, 1, 0},
    {"pocket_battlefield", pb_20, 1, 11},
    {"pocket_battlefield", pb_20, 2, 133},
    {"pocket_battlefield", pb_20, 3, 1466},
    {"pocket_battlefield", pb_20, 4, 16005},
    {"pocket_battlefield", pb_40, 1, 11},
    {"pocket_battlefield", pb_40, 2, 46},
    {"pocket_battlefield", pb_40, 3, 335},
    {"pocket_battlefield", pb_40, 4, 1762},
    {"breakthrough", bt_start, 1, 22},
    {"breakthrough", bt_start, 2, 484},
    {"breakthrough", bt_start, 3, 11132},
    {"breakthrough", bt_start, 4, 256036},
    {"breakthrough", bt_10, 1, 23},
    {"breakthrough", bt_10, 2, 529},
    {"breakthrough", bt_10, 3, 12942},
    {"breakthrough", bt_10, 4, 310045},
    {"breakthrough", bt_20, 1, 26},
    {"breakthrough", bt_20, 2, 651},
    {"breakthrough", bt_20, 3, 17076},
    {"breakthrough", bt_20, 4, 438631},
    {"breakthrough", bt_40, 1, 29},
    {"breakthrough", bt_40, 2, 742},
    {"breakthrough", bt_40, 3, 19799},
    {"breakthrough", bt_40, 4, 514197},
    {"knightthrough", kt_start, 1, 40},
    {"knightthrough", kt_start, 2, 1600},
    {"knightthrough", kt_start, 3, 63520},
    {"knightthrough", kt_start, 4, 2521306},
    // English draughts' published perft (whole moves: a capture chain is one).
    {"checkers", checkers_start, 1, 7},
    {"checkers", checkers_start, 2, 49},
    {"checkers", checkers_start, 3, 302},
    {"checkers", checkers_start, 4, 1469},
    {"checkers", checkers_start, 5, 7361},
    {"checkers", checkers_start, 6, 36768},
    {"knightthrough", kt_10, 1, 39},
    {"knightthrough", kt_10, 2, 1553},
    {"knightthrough", kt_10, 3, 60811},
    {"knightthrough", kt_10, 4, 2395989},
    {"knightthrough", kt_20, 1, 42},
    {"knightthrough", kt_20, 2, 1392},
    {"knightthrough", kt_20, 3, 57460},
    {"knightthrough", kt_20, 4, 1882070},
    {"knightthrough", kt_40, 1, 32},
    {"knightthrough", kt_40, 2, 916},
    {"knightthrough", kt_40, 3, 25325},
    {"knightthrough", kt_40, 4, 685101},
    // Clobber's values are OpenSpiel's, not boardlab's: open_spiel 2.0.2 from PyPI, the leaves
    // of pyspiel.load_game("clobber") counted in Python by recursion over legal_actions() and
    // child() (tests/python/test_openspiel.py counts the shallow ones again); the later
    // positions are of one random game of OpenSpiel's (docs/perft.md).
    {"clobber", clobber_start, 1, 49},
    {"clobber", clobber_start, 2, 2116},
    {"clobber", clobber_start, 3, 80063},
    {"clobber", clobber_start, 4, 2630382},
    {"clobber", clobber_4, 1, 25},
    {"clobber", clobber_4, 2, 530},
    {"clobber", clobber_4, 3, 9633},
    {"clobber", clobber_4, 4, 147912},
    {"clobber", clobber_4, 5, 1971625},
    {"clobber", clobber_8, 1, 12},
    {"clobber", clobber_8, 2, 113},
    {"clobber", clobber_8, 3, 866},
    {"clobber", clobber_8, 4, 5481},
    {"clobber", clobber_8, 5, 28757},
    {"clobber", clobber_12, 1, 7},
    {"clobber", clobber_12, 2, 36},
    {"clobber", clobber_12, 3, 127},
    {"clobber", clobber_12, 4, 315},
    {"clobber", clobber_12, 5, 647},
    {"fox_and_geese", fox_and_geese_start, 1, 10},
    {"fox_and_geese", fox_and_geese_start, 2, 54},
    {"fox_and_geese", fox_and_geese_start, 3, 860},
    {"fox_and_geese", fox_and_geese_start, 4, 4252},
    {"fox_and_geese", fox_and_geese_start, 5, 74128},
    {"fox_and_geese", fox_and_geese_start, 6, 380230},
    {"fox_and_geese", fox_and_geese_start, 7, 7352398},
    {"chess", chess_start, 1, 20},
    {"chess", chess_start, 2, 400},
    {"chess", chess_start, 3, 8902},
    {"chess", chess_start, 4, 197281},
    {"chess", chess_start, 5, 4865609},
    {"chess", chess_kiwipete, 1, 48},
    {"chess", chess_kiwipete, 2, 2039},
    {"chess", chess_kiwipete, 3, 97862},
    {"chess", chess_kiwipete, 4, 4085603},
    {"chess", chess_position_3, 1, 14},
    {"chess", chess_position_3, 2, 191},
    {"chess", chess_position_3, 3, 2812},
    {"chess", chess_position_3, 4, 43238},
    {"chess", chess_position_3, 5, 674624},
    {"chess", chess_position_4, 1, 6},
    {"chess", chess_position_4, 2, 264},
    {"chess", chess_position_4, 3, 9467},
    {"chess", chess_position_4, 4, 422333},
    {"chess", chess_position_4_mirrored, 1, 6},
    {"chess", chess_position_4_mirrored, 2, 264},
    {"chess", chess_position_4_mirrored, 3, 9467},
    {"chess", chess_position_4_mirrored, 4, 422333},
    {"chess", chess_position_5, 1, 44},
    {"chess", chess_position_5, 2, 1486},
    {"chess", chess_position_5, 3, 62379},
    {"chess", chess_position_5, 4, 2103487},
    // The rest of the chess family: Fairy-Stockfish's values (docs/perft.md).
    {"antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0", 4, 153299},
    {"antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0", 5, 2732672},
    {"king_of_the_hill", chess_start, 4, 197281},
    {"gardner", "rnbqk/ppppp/5/PPPPP/RNBQK 0 - 0", 6, 572874},
    {"los_alamos", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR 0 - 0", 5, 191846},
    {"racing_kings", racing_kings_start, 3, 11264},
    {"crazyhouse", chess_start, 4, 197281},
    {"horde", horde_start, 4, 23310},
    {"atomic", chess_start, 4, 197326},
    // Fairy-Stockfish's values, which are also the published ones of Ataxx engines.
    {"ataxx", ataxx_start, 4, 155888},
    {"ataxx", ataxx_start, 5, 4752668},
    // The reference's of tests/python/focus_reference.py, written apart from the engine.
    {"focus", focus_start, 4, 19521582},
    // OpenSpiel's (no line can form before ply 9: 288 x 280 x 272).
    {"pentago", pentago_start, 3, 21934080},
    // OpenSpiel's (every line is a move, whoever draws it, until the last: 12 x 11 x ... x 7).
    {"dots_and_boxes", dots_and_boxes_start, 6, 665280},
};

// The rest of docs/perft.md: seconds to minutes each.
constexpr PerftCase deep_cases[] = {
    {"skateboards", skateboards_start, 5, 311875200},
    {"pogo", pogo_start, 6, 13718601},
    {"pogo", pogo_start, 7, 212026822},
    {"pocket_battlefield", pb_start, 6, 2334674},
    {"pocket_battlefield", pb_start, 7, 30229244},
    {"breakthrough", bt_start, 5, 6182818},
    {"breakthrough", bt_start, 6, 149264638},
    {"knightthrough", kt_start, 5, 99598454},
    {"clobber", clobber_start, 5, 74662024},
    {"racing_kings", racing_kings_start, 5, 9472927},
    {"crazyhouse", chess_start, 5, 4888832},
    {"horde", horde_start, 5, 265223},
    {"atomic", chess_start, 5, 4864979},
    {"ataxx", ataxx_start, 6, 141865520},
};

// Clobber on 4x4, whose tree OpenSpiel can count deeper: its values, obtained as for the default
// board from pyspiel.load_game("clobber", {"rows": 4, "columns": 4}).
constexpr std::uint64_t clobber_4x4[] = {24,      448,      6380,     67296,     529200,
                                         3159508, 15005640, 53864200, 147933768, 283880528};
constexpr int clobber_4x4_quick = 6;  // depths above take a second or more

void check_clobber_4x4(int from_depth, int to_depth) {
  const auto game = std::make_unique<Game<>>(boardlab::games::clobber({.files = 4, .ranks = 4}));
  REQUIRE(boardlab::format_position(*game, game->start()) == "BWBW/WBWB/BWBW/WBWB 0 - 0");
  for (int depth = from_depth; depth <= to_depth; ++depth) {
    INFO("clobber 4x4, depth " << depth);
    CHECK(boardlab::perft(*game, game->start(), depth) == clobber_4x4[depth - 1]);
  }
}

void check_perft(std::span<const PerftCase> cases) {
  for (const PerftCase& c : cases) {
    const Game<>& game = builtin_game(c.game);
    const auto position = boardlab::parse_position(game, c.position);
    INFO("game " << c.game << ", position '" << c.position << "', depth " << c.depth);
    CHECK(boardlab::perft(game, position, c.depth) == c.nodes);
  }
}

}  // namespace

TEST_CASE("perft matches docs/perft.md at every quick depth", "[perft]") {
  check_perft(quick_cases);
}

TEST_CASE("perft matches docs/perft.md at the deep start depths", "[perft][deep]") {
  check_perft(deep_cases);
}

TEST_CASE("perft of clobber on 4x4 matches OpenSpiel's", "[perft]") {
  check_clobber_4x4(1, clobber_4x4_quick);
}

TEST_CASE("perft of clobber on 4x4 matches OpenSpiel's at the deep depths", "[perft][deep]") {
  check_clobber_4x4(clobber_4x4_quick + 1, int(std::size(clobber_4x4)));
}

TEST_CASE("the start positions of the built-in games are the docs/perft.md start texts",
          "[perft]") {
  // The reference start texts, by game: values, not the list of games, which is the registry's
  // (a game of the registry missing here fails, so a new game is asked for its start).
  const std::pair<std::string_view, std::string_view> starts[] = {
      {"skateboards", skateboards_start},
      {"pogo", pogo_start},
      {"pocket_battlefield", pb_start},
      {"breakthrough", bt_start},
      {"knightthrough", kt_start},
      {"checkers", checkers_start},
      {"clobber", clobber_start},
      {"amazons", amazons_start},
      {"konane", konane_start},
      {"fox_and_geese", fox_and_geese_start},
      {"international_draughts", international_draughts_start},
      {"tic_tac_toe", tic_tac_toe_start},
      {"connect_four", connect_four_start},
      {"gomoku", gomoku_start},
      {"othello", othello_start},
      {"hex", hex_start},
      {"brandubh", brandubh_start},
      {"lines_of_action", lines_of_action_start},
      {"havannah", havannah_start},
      {"chess", chess_start},
      {"chess960", chess_start},
      {"antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR 0 - 0"},
      {"king_of_the_hill", chess_start},
      {"three_check", chess_start},
      {"gardner", "rnbqk/ppppp/5/PPPPP/RNBQK 0 - 0"},
      {"los_alamos", "rnqknr/pppppp/6/6/PPPPPP/RNQKNR 0 - 0"},
      {"capablanca",
       "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR 0 - 0 castling=a1f1j1a8f8j8"},
      {"horde", horde_start},
      {"racing_kings", racing_kings_start},
      {"crazyhouse", chess_start},
      {"atomic", chess_start},
      {"ataxx", ataxx_start},
      {"focus", focus_start},
      {"pentago", pentago_start},
      {"dots_and_boxes", dots_and_boxes_start},
      {"y", y_start},
  };
  static_assert(std::extent_v<decltype(starts)> == boardlab::games::registry.size());
  for (const std::string_view name : boardlab::games::builtin_names) {
    CAPTURE(name);
    const auto found = std::find_if(std::begin(starts), std::end(starts),
                                    [&](const auto& start) { return start.first == name; });
    REQUIRE(found != std::end(starts));
    const std::string_view text = found->second;
    boardlab::with_game(boardlab::games::builtin(name), [&](const auto& game) {
      CHECK(boardlab::format_position(game, game.start()) == text);
      CHECK(game.start() == boardlab::parse_position(game, text));
    });
  }
}

TEST_CASE("perft playing every leaf equals bulk counting", "[perft]") {
  struct Case {
    std::string_view game;
    std::string_view position;
    int depth;
  };
  const std::array<Case, 14> cases = {{
      {"skateboards", skateboards_start, 2},
      {"skateboards", skateboards_20, 3},
      {"skateboards", skateboards_50, 3},
      {"pogo", pogo_start, 3},
      {"pogo", pogo_10, 3},
      {"pogo", pogo_40, 3},
      {"pocket_battlefield", pb_start, 4},
      {"pocket_battlefield", pb_10, 3},
      {"pocket_battlefield", pb_40, 4},
      {"breakthrough", bt_start, 3},
      {"breakthrough", bt_20, 3},
      {"breakthrough", bt_40, 3},
      {"clobber", clobber_start, 3},
      {"clobber", clobber_8, 4},
  }};
  for (const Case& c : cases) {
    const Game<>& game = builtin_game(c.game);
    const auto position = boardlab::parse_position(game, c.position);
    for (int depth = 0; depth <= c.depth; ++depth) {
      INFO("game " << c.game << ", position '" << c.position << "', depth " << depth);
      CHECK(boardlab::perft(game, position, depth, Counting::play_every_leaf) ==
            boardlab::perft(game, position, depth, Counting::bulk));
    }
  }
}

TEST_CASE("perft of depth 0 is 1, also in a finished position", "[perft]") {
  for (std::string_view name : boardlab::games::builtin_names) {
    CAPTURE(name);
    boardlab::with_game(boardlab::games::builtin(name), [](const auto& game) {
      CHECK(boardlab::perft(game, game.start(), 0) == 1);
    });
  }
  const Game<>& game = builtin_game("pocket_battlefield");
  CHECK(boardlab::perft(game, boardlab::parse_position(game, pb_10), 0) == 1);
}

TEST_CASE("a finished position has perft 0 at every depth above 0", "[perft]") {
  const Game<>& game = builtin_game("pocket_battlefield");
  const boardlab::State<> state(game, pb_10);
  // Red has just captured onto Gold's hill-top a1: Red, player 1, has won.
  const boardlab::Outcome outcome = state.outcome();
  CHECK(outcome.result == boardlab::Result::win);
  CHECK(outcome.winner == boardlab::Player::one);
  CHECK(outcome.reason == boardlab::Reason::condition);
  CHECK(outcome.condition == 1);
  CHECK(state.legal_moves().empty());
  for (int depth = 1; depth <= 3; ++depth) {
    CAPTURE(depth);
    CHECK(boardlab::perft(game, state.position(), depth) == 0);
    CHECK(boardlab::perft(game, state.position(), depth, Counting::play_every_leaf) == 0);
  }
}

TEST_CASE("perft with a transposition table equals plain perft", "[perft]") {
  for (const auto name : boardlab::games::builtin_names) {
    boardlab::with_game(boardlab::games::builtin(name), [&](const auto& game) {
      // To depth 4, or less where the count grows past a fraction of a second's counting
      // (amazons: 2176 turns at the start).
      std::uint64_t leaves = 1;
      for (int depth = 0; depth <= 4 && leaves < 200000; ++depth) {
        INFO(name << " depth " << depth);
        leaves = boardlab::perft(game, game.start(), depth);
        CHECK(boardlab::perft_with_table(game, game.start(), depth, 16) == leaves);
      }
    });
  }
}

TEST_CASE("docs/perft.md: the extra start values computed with a transposition table",
          "[perft][deep]") {
  struct Extra {
    const char* game;
    int depth;
    std::uint64_t leaves;
  };
  const Extra extras[] = {
      {"skateboards", 6, 14658134400ull},         {"pogo", 8, 3254930184ull},
      {"pocket_battlefield", 8, 382590831ull},    {"pocket_battlefield", 9, 4942537811ull},
      {"pocket_battlefield", 10, 62764532696ull}, {"pocket_battlefield", 11, 805966065426ull},
      {"breakthrough", 7, 3751915714ull},
  };
  for (const Extra& e : extras) {
    const boardlab::Game<> game{boardlab::games::builtin(e.game)};
    INFO(e.game << " depth " << e.depth);
    CHECK(boardlab::perft_with_table(game, game.start(), e.depth) == e.leaves);
  }
}

}  // namespace perft_test
