#!/bin/bash
# judgement_cut.sh — tengen beside GNU Go 3.8 on unfinished positions whose
# outcome is known: strong players' games cut K moves before their last
# move, and the verdict at the cut on each stone that still stands at the
# end against the end's (stones captured on the way are counted apart).
# bench/judgement_cut.py says which games and how the truth is read.
#
#   nice bash bench/judgement_cut.sh [K[,K...] [GAMES [SKIP]]]   (default 1,2,5,20 300 0)
#
# GAMES: how many of the Tygem games of corpus_gnugo.sh's 1,000-game sample
# that both programs count as recorded (in the sample's order by file
# name). CUT_FOLDERS=tygem-9d-2016,gnugo-regression adds GNU Go's own
# regression games. SKIP: games of that order left out first; with
# SKIP the rows go to bench/out/judgement_cut/from-SKIP. Games past the
# first 300 have no cached answers of GNU Go: `GNUGO=none bash
# bench/judgement_cut.sh 1,2,5,20 510 300` measures tengen alone on the
# sample's other 510 games (GNU Go's columns then say "-"), positions the
# tuning of the estimate never looked at until session 42.
# CUT_BLOCK=N: only the games of block N of corpus_gnugo.sh's shuffle (0:
# its first 1,000 Tygem games, the sample above; 1: the next 1,000, which
# `bash bench/corpus_gnugo.sh 295,2000,30` adds, about 30 minutes of GNU
# Go), rows to bench/out/judgement_cut/block-N. Session 43's fresh
# held-out set: `CUT_BLOCK=1 GNUGO=none bash bench/judgement_cut.sh
# 1,2,5,20 1000`. Needs make build (or TENGEN=path); GNU Go at
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
SKIP=${3:-0}
[[ "$K" =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ && "$GAMES" =~ ^[1-9][0-9]*$ && "$SKIP" =~ ^[0-9]+$ ]] ||
    { echo "judgement_cut.sh: K '$K', GAMES '$GAMES' and SKIP '$SKIP' must be numbers (K: N or N,N,...; GAMES 1 or more)" >&2; exit 2; }
BLOCK=${CUT_BLOCK:-}
[[ -z "$BLOCK" || "$BLOCK" =~ ^[0-9]+$ ]] || { echo "judgement_cut.sh: CUT_BLOCK '$BLOCK' must be a number" >&2; exit 2; }
if [ -n "$BLOCK" ]; then BLOCK=$((10#$BLOCK)); OUT=$OUT/block-$BLOCK; fi
if [ "$SKIP" -gt 0 ]; then OUT=$OUT/from-$SKIP; fi
mkdir -p "$OUT"
GNUGO=${GNUGO:-/usr/games/gnugo}
[ -x "$GNUGO" ] || { echo "judgement_cut.sh: no GNU Go at $GNUGO (cached answers only)" >&2; GNUGO=""; }
ROWS=bench/out/corpus_gnugo/rows.tsv
if [ ! -s "$ROWS" ]; then
    TENGEN=$TENGEN bash bench/corpus_gnugo.sh 295,1000,30 >/dev/null || exit 1
fi
python3 bench/judgement_cut.py "$SHARED/corpora/games" "$ROWS" "$OUT" "$TENGEN" "$GNUGO" \
    bench/gnugo-cache "$K" "$GAMES" "$SKIP" || exit 1
judgement_commit_line
