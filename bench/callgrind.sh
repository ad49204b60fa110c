#!/bin/sh
# bench/callgrind.sh — instructions per move of B1 (light playouts), counted
# by valgrind's callgrind, which counts the same on a busy machine.
#
# Runs `tengen bench --size N --count K` twice (K1 and K2 playouts, same
# seed) and divides the difference in instructions (Ir) by the difference in
# moves, so start-up and the empty-board setup cancel out.
# Usage: bench/callgrind.sh [TENGEN-BINARY]   (default build/tengen)
# Does not: build anything, or judge the figures (RESULTS.md holds them).
set -eu
bin=${1:-build/tengen}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind not found" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() { # size count -> "Ir moves"
    valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$bin" bench --size "$1" --count "$2" \
        >"$tmp/stdout" 2>"$tmp/stderr"
    ir=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$tmp/stderr")
    mv=$(sed -n 's/.*(\([0-9]*\) moves).*/\1/p' "$tmp/stdout")
    echo "$ir $mv"
}
for spec in "9 200 1200" "19 20 120"; do
    set -- $spec
    a=$(measure "$1" "$2"); b=$(measure "$1" "$3")
    echo "$a $b" | awk -v s="$1" '{ printf "B1 %sx%s: %.1f instructions/move (callgrind Ir, %d moves)\n", s, s, ($3 - $1) / ($4 - $2), $4 - $2 }'
done
