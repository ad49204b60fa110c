#!/bin/bash
# strength.sh — how strong tengen's search is: `tengen match` against GNU Go
# 3.8, colours alternating, with the Wilson interval that match prints; and
# the search's playouts per second (its policy included) beside the light
# playouts of `tengen bench`.
#
#   bench/strength.sh [SIZE] [GAMES] [SECONDS] [THREADS] [RULES] [LEVEL] [PLAYOUTS]
#
# Defaults: 9 50 1 2 chinese 10. SECONDS is tengen's time a move (--seconds,
# no clock from the referee); with PLAYOUTS > 0 tengen searches that many
# playouts a move instead (load-independent, for iterating). GNU Go runs
# `gnugo --mode gtp --level LEVEL` (its rules follow RULES: --chinese-rules
# for area scoring). Records go to bench/out/strength-SIZE-RULES/ and each
# is checked with `tengen check` and `tengen score` at the end.
# Needs build/tengen (make build) and /usr/games/gnugo.
set -u
cd "$(dirname "$0")/.."
SIZE=${1:-9}
GAMES=${2:-50}
SECONDS_A_MOVE=${3:-1}
THREADS=${4:-2}
RULES=${5:-chinese}
LEVEL=${6:-10}
PLAYOUTS=${7:-0}
T=${TENGEN:-build/tengen}
GNUGO=/usr/games/gnugo
[ -x $T ] || { echo "strength.sh: build/tengen is missing (make build)" >&2; exit 2; }
[ -x $GNUGO ] || { echo "strength.sh: $GNUGO is missing" >&2; exit 2; }
OUT=${OUT:-bench/out/strength-$SIZE-$RULES}
[ "${KEEP:-0}" = 1 ] || rm -rf "$OUT"
mkdir -p "$OUT"
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
dirty=$(git status --porcelain --untracked-files=no 2>/dev/null | head -1)
echo "commit $commit${dirty:+ (with uncommitted changes)}; binary $T; $(date -u '+%Y-%m-%d %H:%M UTC'); load $(cut -d' ' -f1-3 /proc/loadavg)"

# Playouts a second: the search on the empty board for SECONDS_A_MOVE.
s=${SECONDS_A_MOVE}
stats=$(printf 'boardsize %s\nclear_board\ngenmove b\ntengen-search\nquit\n' $SIZE |
    $T gtp --rules $RULES --seconds $s --threads $THREADS | sed -n 's/^= playouts/playouts/p')
po=$(echo "$stats" | awk '{print $2}')
echo "search: $stats; $(awk -v p="$po" -v s="$s" 'BEGIN { printf "%.0f playouts/s", p / s }') on ${SIZE}x$SIZE with $THREADS threads"
echo "light playouts (tengen bench --quick --only B1, one core):"
$T bench --quick --only B1 2>/dev/null | grep -i "playouts/s\|B1" | head -4

gflags=""
case "$RULES" in chinese|tromp-taylor|aga|nz|new-zealand|ing|wmsg|basic) gflags=--chinese-rules ;; esac
budget="--seconds $SECONDS_A_MOVE"
[ "$PLAYOUTS" -gt 0 ] && budget="--playouts $PLAYOUTS"
# The referee also tells tengen the rules (kata-set-rules); GNU Go knows
# no rules command, so it is started with its flag.
A="$T gtp --rules $RULES --threads $THREADS $budget --resign 0.05"
B="$GNUGO --mode gtp --level $LEVEL $gflags"
echo "match: A = $A; B = $B; $GAMES games ${SIZE}x$SIZE, rules $RULES, colours alternating"
# The move timeout is generous: GNU Go at level 10 takes long on 19x19,
# and much longer on a loaded machine; a forfeit on time is no result.
timeout_s=$(awk -v s="$SECONDS_A_MOVE" 'BEGIN { t = s * 20 + 60; print (t < 600 ? 600 : t) }')
$T match --black "$A" --white "$B" --games "$GAMES" --size "$SIZE" --rules "$RULES" --alternate \
    --move-timeout "$timeout_s" --sgf-dir "$OUT" | tail -1

# Every record must be a valid game that scores under its rules.
bad=0
for f in "$OUT"/*.sgf; do
    [ -e "$f" ] || continue
    $T check "$f" >/dev/null 2>&1 || { echo "check failed: $f"; bad=$((bad + 1)); }
    # the rules' own dead-stone procedure: none under dead=none
    dead=auto
    $T rules "$RULES" 2>/dev/null | grep -Eq '^ *dead +none' && dead=none
    $T score --dead $dead "$f" >/dev/null 2>&1 || { echo "score disagrees: $f ($($T score --dead $dead "$f" 2>&1))"; bad=$((bad + 1)); }
done
echo "records checked: $(ls "$OUT"/*.sgf 2>/dev/null | wc -l), problems $bad"
