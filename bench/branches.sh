#!/bin/sh
# bench/branches.sh — mispredicted branches per move of B1 (light
# playouts) and B1s (suicide of two or more stones allowed), 9x9 and
# 19x19, by cachegrind's simulated branch predictor (valgrind
# --tool=cachegrind --branch-sim=yes), which counts the same on a busy
# machine; with the instructions per move of the same runs.
#
# As bench/callgrind.sh: each workload runs twice (K1 and K2 playouts, same
# seed) and the difference in counts is divided by the difference in
# moves, so start-up and setup cancel out. The simulated predictor is not
# any real processor's: the figure compares builds, it does not time one.
# Usage: bench/branches.sh [TENGEN-BINARY]   (default build/tengen)
# Does not: build anything, or judge the figures (RESULTS.md holds them).
set -eu
bin=${1:-build/tengen}
command -v valgrind >/dev/null || { echo "branches.sh: valgrind not found" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() { # bench-arguments... -> "Ir mispredicted moves"
    valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes --cachegrind-out-file="$tmp/out" \
        "$bin" bench "$@" >"$tmp/stdout" 2>"$tmp/stderr"
    ir=$(sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' "$tmp/stderr" | tr -d ,)
    bm=$(sed -n 's/.*Mispredicts: *\([0-9,]*\).*/\1/p' "$tmp/stderr" | tr -d ,)
    mv=$(sed -n 's/.*(\([0-9]*\) moves).*/\1/p' "$tmp/stdout")
    echo "$ir $bm $mv"
}
report() { # name a b
    echo "$2 $3" | awk -v s="$1" '{ printf "%s: %.2f mispredicted branches/move, %.1f instructions/move (cachegrind, %d moves)\n", s, ($5 - $2) / ($6 - $3), ($4 - $1) / ($6 - $3), $6 - $3 }'
}
"$bin" bench --size 1 --count 0 | sed -n 's/^built with /tengen built with /p'
for only in B1 B1s; do
    for spec in "9 200 1200" "19 20 120"; do
        set -- $spec
        a=$(measure --only "$only" --size "$1" --count "$2"); b=$(measure --only "$only" --size "$1" --count "$3")
        report "$only $1x$1" "$a" "$b"
    done
done
