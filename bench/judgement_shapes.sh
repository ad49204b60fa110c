#!/bin/bash
# judgement_shapes.sh — life and death on generated shapes: eye shapes in
# the corner, on the edge and in the centre, seki and capturing races on
# 19x19 boards whose rest is settled (bench/shapes_gen.py), each with Black
# and with White to move; the truth is read out by exhaustive minimax over
# the question's few points, the player to move deciding an unsettled shape.
# Prints one table per class: positions, tengen right, GNU Go right (its
# answers cached in bench/gnugo-cache/shapes/), tengen's median ms, then
# the names of the positions each program gets wrong.
#
#   bench/judgement_shapes.sh [SEED]      (seed 1 unless told; make build, or
#                                         TENGEN=path; GNU Go from GNUGO, else
#                                         /usr/games/gnugo if there, else the
#                                         cache alone)
#
# Positions and per-position rows: bench/out/judgement_shapes/ (never
# committed); about 30 s of Python for the truth, then a few seconds.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement_shapes.sh
GNUGO=${GNUGO-$( [ -x /usr/games/gnugo ] && echo /usr/games/gnugo )}
nice -n 19 python3 bench/judgement_shapes.py $OUT "$TENGEN" "$GNUGO" bench/gnugo-cache/shapes "${1:-1}" || exit 1
judgement_commit_line
