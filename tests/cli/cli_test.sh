#!/usr/bin/env bash
# Checks boardlab-cli against the rules contract: start texts, hand-checked move lists and
# outcomes, apply, docs/perft.md counts, and exit status 2 with a message for bad input.
# Usage: cli_test.sh PATH/TO/boardlab-cli
set -u
cli=$1
failures=0
passes=0

check() {  # check NAME EXPECTED ACTUAL
  if [[ "$2" == "$3" ]]; then
    passes=$((passes + 1))
  else
    failures=$((failures + 1))
    printf 'FAIL %s\n--- expected\n%s\n--- got\n%s\n' "$1" "$2" "$3"
  fi
}

check_bad() {  # check_bad NAME WORD-IN-MESSAGE ARGS...
  local name=$1 word=$2
  shift 2
  local err status
  err=$("$cli" "$@" 2>&1 >/dev/null)
  status=$?
  if [[ $status -eq 2 && "$err" == *"$word"* ]]; then
    passes=$((passes + 1))
  else
    failures=$((failures + 1))
    printf 'FAIL %s: status %s, stderr: %s\n' "$name" "$status" "$err"
  fi
}

check "start skateboards" "1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0" "$("$cli" start skateboards)"
check "start pogo" "(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0" "$("$cli" start pogo)"
check "start pocket_battlefield" "RRRR/4/4/GGGG 0 - 0" "$("$cli" start pocket_battlefield)"
check "start breakthrough" "BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0" \
  "$("$cli" start breakthrough)"
check "start clobber" "WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0" "$("$cli" start clobber)"
check "start amazons" "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0" "$("$cli" start amazons)"
# Konane's opening: black lifts a centre or corner stone, written x and the cell.
check "moves konane start" "xa1
xd4
xe5
xh8
outcome: none" "$("$cli" moves konane 'WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW 0 - 0')"
# Fox and geese: the cross's ranks are written with their cells only (c-e on ranks 1, 2, 6, 7).
check "moves fox_and_geese start" "a3-a4
a3-b4
b3-b4
c3-b4
c3-c4
e3-e4
e3-f4
f3-f4
g3-f4
g3-g4
outcome: none" "$("$cli" moves fox_and_geese '3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0')"
check_bad "a cell off the board" "move text 'a1-a2': cell a1 is not on the board (off_board)" \
  apply fox_and_geese '3/3/7/3F3/GGGGGGG/GGG/GGG 0 - 0' a1-a2
check "perft konane 5" "892" \
  "$("$cli" perft konane 'WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW 0 - 0' 5)"

# Pocket Battlefield start, by hand: a1 G (hill-top) steps to a2 b2; b1 (foot-hill) to a2 b2 c2;
# c1 (valley) to b2 c2 d2; d1 (valley) to c2 d2. No captures: nothing is adjacent.
check "moves pocket_battlefield start" "a1-a2
a1-b2
b1-a2
b1-b2
b1-c2
c1-b2
c1-c2
c1-d2
d1-c2
d1-d2
outcome: none" "$("$cli" moves pocket_battlefield 'RRRR/4/4/GGGG 0 - 0')"

# Breakthrough: W on d4 faces B on d5 (blocked), captures diagonally on c5 or e5 only when
# enemies stand there: here B on e5 only, so d4-c5 (empty) and d4-e5 (capture).
check "moves breakthrough diagonal capture" "d4-c5
d4-e5
outcome: none" "$("$cli" moves breakthrough '8/8/8/3BB3/3W4/8/8/8 0 - 0')"

# A W on the far rank after White's move: White (the mover) has won; no moves.
check "moves breakthrough won" "outcome: 0" "$("$cli" moves breakthrough '3W4/8/8/8/8/8/8/B7 1 - 9')"

# Ply limit: a position at the limit with moves left is a draw.
check "moves breakthrough ply limit" "outcome: draw" \
  "$("$cli" moves breakthrough --max-plies 10 '8/8/8/3B4/8/8/3W4/8 0 - 10')"
# --name=value as well as --name value (boardlab-cli took only the second).
check "moves breakthrough --max-plies=10" "outcome: draw" \
  "$("$cli" moves breakthrough --max-plies=10 '8/8/8/3B4/8/8/3W4/8 0 - 10')"
check "apply --max-plies=5 after the limit" "8/8/8/3B4/8/8/3W4/8 0 - 10" \
  "$("$cli" apply breakthrough '8/8/8/3B4/8/8/3W4/8 0 - 10' --max-plies=5)"

# --help: the usage on stdout, status 0 (boardlab-cli refused it as an unknown command).
help_text=$("$cli" --help 2>/dev/null)
help_status=$?
check "--help status" "0" "$help_status"
check "--help prints the usage" "yes" "$([[ $help_text == usage:* ]] && echo yes || echo no)"

# No legal move: White's only piece stands on the far rank with White to move (a typed-in
# position: Black made the last move, so White's far-rank win is not checked) and cannot step
# forward; White loses.
check "moves breakthrough no legal move" "outcome: 1" \
  "$("$cli" moves breakthrough 'W7/8/8/7B/8/8/8/8 0 - 9')"

check "apply breakthrough" "BBBBBBBB/B1BBBBBB/1B6/8/8/W7/1WWWWWWW/WWWWWWWW 0 - 2" \
  "$("$cli" apply breakthrough 'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0' a2-a3 b7xb6)"
check "apply skateboards drop" "1P4P1/P6P/8/3SS3/3SS3/2T5/P6P/1P4P1 1 T5 1" \
  "$("$cli" apply skateboards '1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0' T@c3)"
# The top two W of a1 go a1-a2-a3 and land on the two B there.
check "apply pogo stack move" "(BBWW)(BB)(BB)/3/1(WW)(WW) 1 - 1" \
  "$("$cli" apply pogo '(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0' 2a1-a3)"

check "perft skateboards 3" "132600" \
  "$("$cli" perft skateboards '1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0' 3)"
check "perft pogo 4" "58150" "$("$cli" perft pogo '(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0' 4)"
check "perft pocket_battlefield 20 plies" "16005" \
  "$("$cli" perft pocket_battlefield 'R1R1/(RG)2G/1(GR)2/3G 0 - 20' 4)"
check "perft breakthrough 4" "256036" \
  "$("$cli" perft breakthrough 'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0' 4)"
check "perft knightthrough 3" "63520" \
  "$("$cli" perft knightthrough 'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0' 3)"
check "perft clobber 4" "2630382" \
  "$("$cli" perft clobber 'WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB 0 - 0' 4)"
# Amazons' 10x10 runs on two-word bitboards (Game<128>): the published count of whole turns.
check "perft amazons 1" "2176" "$("$cli" perft amazons '3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0' 1)"
check "apply amazons" "3B2B3/10/10/B8B/10/10/W8W/3W6/10/1A4W3 1 - 1" \
  "$("$cli" apply amazons '3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 0 - 0' d1-d3/b1)"
check "perft finished position" "0" \
  "$("$cli" perft pocket_battlefield '1R1R/2R1/2G1/(GR)G1G 0 - 10' 2)"

check_bad "unknown game" "shogi" start shogi
check_bad "unknown command" "frobnicate" frobnicate pogo
check_bad "bad position" "rank 8 has 9 cells" moves breakthrough '9/8/8/8/8/8/8/8 0 - 0'
check_bad "unknown symbol" "unknown piece symbol 'X'" moves pogo 'X2/3/3 0 - 0'
check_bad "illegal move" "not legal" apply breakthrough \
  'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0' a2-a4
check_bad "malformed move" "move text 'a2a3'" apply breakthrough \
  'BBBBBBBB/BBBBBBBB/8/8/8/8/WWWWWWWW/WWWWWWWW 0 - 0' a2a3
check_bad "bad depth" "depth" perft pogo '(BB)(BB)(BB)/3/(WW)(WW)(WW) 0 - 0' deep
check_bad "bad max plies" "--max-plies" start pogo --max-plies 0
check_bad "bad max plies with =" "--max-plies" start pogo --max-plies=0
check_bad "unknown option" "--frobnicate" start pogo --frobnicate
check_bad "missing arguments" "wrong number of arguments" moves pogo

# Ctrl-C ends a long perft (skateboards perft 9 runs for hours) at once, with status 130 (as a
# shell reports SIGINT). `timeout` sends the signal to a foreground command, which has SIGINT's
# default action or its own handler (a background job of a script ignores SIGINT).
started=$(date +%s%N)
timeout --preserve-status -s INT 0.5 "$cli" perft skateboards \
  '1P4P1/P6P/8/3SS3/3SS3/8/P6P/1P4P1 0 T6 0' 9 >/dev/null 2>&1
status=$?
elapsed_ms=$((($(date +%s%N) - started) / 1000000))
if [[ $status -eq 130 && $elapsed_ms -lt 2000 ]]; then
  passes=$((passes + 1))
else
  failures=$((failures + 1))
  printf 'FAIL perft interrupted: status %s after %s ms\n' "$status" "$elapsed_ms"
fi

# A variant file in place of a game, read by variant_file.hpp: connect four on 5x5 with opposing
# gravity has five columns to drop in, whatever was dropped before (5, 5^2, 5^3).
variants="$(dirname "${BASH_SOURCE[0]}")/../../examples/variants"
gravity_start=$("$cli" start "$variants/opposing_gravity.toml")
check "start of a variant file" "5/5/5/5/5 0 X13O12 0" "$gravity_start"
check "perft of a variant file" "125" \
  "$("$cli" perft "$variants/opposing_gravity.toml" "$gravity_start" 3)"
check "a variant file's ply limit overridden by --max-plies" "draw (ply limit, after 1 plies)" \
  "$("$cli" play "$variants/opposing_gravity.toml" --max-plies 1 | tail -1 | sed 's/.*outcome: //')"
check_bad "a missing variant file" "variant file 'nowhere.toml': cannot be read" \
  start nowhere.toml

echo "cli: $passes passed, $failures failed"
[[ $failures -eq 0 ]]
