#!/bin/bash
# judgement_tomove.sh — judgement.sh's three sets of positions (trusted
# counted games, GNU Go's final_score cases, OGS boards) with Black and
# with White to move at the end (a trailing PL node: the count stays the
# record's); prints each set's count with the record's player, Black,
# White and the other player to move, and the positions whose verdict
# (right or wrong, the dead list) follows the player to move.
#
#   bench/judgement_tomove.sh [SEED]            (seed 1 unless told; needs
#                                               make build, or TENGEN=path)
#   bench/judgement_tomove.sh --corpus WHO [SEED] > OUT.jsonl
#       the whole corpus with WHO to move (other: the opponent of the
#       record's player; record, B, W), each line's file the original's,
#       for flips.py
#
# The copies are written under bench/out/judgement_tomove/ at every run
# (never committed); tengen only, about 15 s of CPU for the sets.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement_tomove.sh
if [ "${1:-}" = "--corpus" ]; then
    python3 bench/judgement_tomove.py --corpus "${2:-other}" "$SHARED/corpora/games" $OUT "$TENGEN" "${3:-1}" || exit 1
    exit 0
fi
python3 bench/judgement_sets.py "$SHARED/corpora" $OUT >/dev/null || exit 1
python3 bench/judgement_tomove.py $OUT "$TENGEN" "${1:-1}" || exit 1
judgement_commit_line
