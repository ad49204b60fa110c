#!/bin/bash
# judgement_random.sh — life and death on random boxes from a range of
# seeds nobody has looked at (bench/shapes_gen.py's random_position: 5x4
# points at the left edge, in the centre and in a corner, each Black,
# White or empty by a seeded draw), beside GNU Go, against the truth read
# out whole by exhaustive minimax. bench/judgement_shapes.sh's random
# classes are seeds 0-399, 0-299 and 0-599, the ones the reading was
# fixed on; this draws others, to see whether the fixes generalise.
#
#   bench/judgement_random.sh FIRST LAST [SEED [WIDTH [open|9|13]]]
#                                   seeds FIRST to LAST-1 (tengen's seed 1
#                                   unless told; make build, or TENGEN=path;
#                                   GNU Go from GNUGO, else /usr/games/gnugo
#                                   if there, else the cache). WIDTH 6 or
#                                   7: boxes of 6 x 4 or 7 x 4 points, up
#                                   to 8 of them empty (5 x 4 and 7 unless
#                                   told). open:
#                                   the same boxes with the walls round
#                                   territories (alive, not pass-alive, as
#                                   in a finished game; the same truths);
#                                   9, 13: on a board of that size, every
#                                   cell of the box with its neighbours
#
# Prints one table (positions, tengen right, GNU Go right, a row a place)
# and tengen's misses with the truth's line. The truth of a thousand
# seeds takes about fifteen minutes on two cores the first time (kept in
# bench/out/judgement_random/truths.json while bench/shapes_gen.py is
# unchanged: a run after that takes seconds), GNU Go's first answers a
# second each (cached in bench/gnugo-cache/shapes/). Positions and rows:
# bench/out/judgement_random/ (never committed).
set -u
cd "$(dirname "$0")/.."
[[ "${1-}" =~ ^[0-9]+$ && "${2-}" =~ ^[0-9]+$ && "${3:-1}" =~ ^[0-9]+$ && "${4:-5}" =~ ^[567]$ && ( -z "${5+x}" || "$5" =~ ^(open|9|13)$ ) && $# -le 5 && $1 -lt $2 ]] || {
    echo "usage: bench/judgement_random.sh FIRST LAST [SEED [WIDTH [open|9|13]]] (seeds FIRST to LAST-1; WIDTH 5, 6 or 7)" >&2; exit 2; }
. bench/judgement_common.sh judgement_random.sh
GNUGO=${GNUGO-$( [ -x /usr/games/gnugo ] && echo /usr/games/gnugo )}
nice -n 19 python3 bench/judgement_random.py $OUT "$TENGEN" "$GNUGO" bench/gnugo-cache/shapes "$1" "$2" "${3:-1}" "${4:-5}" ${5+"$5"} || exit 1
judgement_commit_line
