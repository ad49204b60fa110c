#!/bin/bash
# judgement_cut.sh — tengen beside GNU Go 3.8 on unfinished positions whose
# outcome is known: strong players' games cut K moves before their last
# move, and the verdict at the cut on each stone that still stands at the
# end against the end's (stones captured on the way are counted apart).
# bench/judgement_cut.py says which games and how the truth is read.
#
#   nice bash bench/judgement_cut.sh [K[,K...] [GAMES]]   (default 1,2,5,20 300)
#
# GAMES: how many of the Tygem games of corpus_gnugo.sh's 1,000-game sample
# that both programs count as recorded (in the sample's order by file
# name). CUT_FOLDERS=tygem-9d-2016,gnugo-regression adds GNU Go's own
# regression games. Needs make build (or TENGEN=path); GNU Go at
# /usr/games/gnugo (or GNUGO=path) for positions it has not answered yet:
# its answers are cached in bench/gnugo-cache (commit new ones), and it
# takes 1-40 s an unfinished position, so a first run of 300 games costs
# about 20 minutes on two cores. Runs corpus_gnugo.sh first when its rows
# are missing. Per-position rows: bench/out/judgement_cut/rows.tsv.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement_cut.sh
K=${1:-1,2,5,20}
GAMES=${2:-300}
[[ "$K" =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ && "$GAMES" =~ ^[1-9][0-9]*$ ]] ||
    { echo "judgement_cut.sh: K '$K' and GAMES '$GAMES' must be positive numbers (K: N or N,N,...)" >&2; exit 2; }
GNUGO=${GNUGO:-/usr/games/gnugo}
[ -x "$GNUGO" ] || { echo "judgement_cut.sh: no GNU Go at $GNUGO (cached answers only)" >&2; GNUGO=""; }
ROWS=bench/out/corpus_gnugo/rows.tsv
if [ ! -s "$ROWS" ]; then
    TENGEN=$TENGEN bash bench/corpus_gnugo.sh 295,1000,30 >/dev/null || exit 1
fi
python3 bench/judgement_cut.py "$SHARED/corpora/games" "$ROWS" "$OUT" "$TENGEN" "$GNUGO" \
    bench/gnugo-cache "$K" "$GAMES" || exit 1
judgement_commit_line
