#!/bin/sh
# bench/replay.sh — record replay on the clock: `tengen check` (full
# legality, positional superko or the record's rules, SGF parsing included)
# on one thread and on two, beside GNU Go loading the same records with GTP
# `loadsgf` (which parses and places the stones but checks no ko or superko).
#
# Invariant: both programs read the same files, named in the same order;
# moves per second are tengen's move count divided by each one's wall time.
# Usage: bench/replay.sh [TENGEN-BINARY [GAMES-DIR [N-FILES]]]
#        (default build/tengen, $TG_SHARED/corpora/games or ../shared/...,
#        the first 1000 19x19 files of tygem-9d-2016)
# Does not: judge the figures, or hide the machine's load (it prints the
# load average before each run; wall-clock figures depend on it).
set -eu
bin=${1:-build/tengen}
games=${2:-${TG_SHARED:-../shared}/corpora/games}
n=${3:-1000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ls "$games"/tygem-9d-2016/*.sgf | head -n "$n" > "$tmp/list"
count=$(wc -l < "$tmp/list")
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?"; }
seconds() { # command... -> wall seconds (best of 3)
    best=
    for _ in 1 2 3; do
        t0=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || true
        t1=$(date +%s.%N)
        t=$(echo "$t1 - $t0" | bc -l)
        if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
    done
    echo "$best"
}
moves=$("$bin" check -q -j 1 --no-progress - < "$tmp/list" 2>&1 | sed -n 's/.* games, \([0-9]*\) moves.*/\1/p')
echo "$count records, $moves moves (tengen's count)"
for j in 1 2; do
    echo "load average $(load)"
    t=$(seconds sh -c "\"$bin\" check -q -j $j --no-progress - < \"$tmp/list\"")
    echo "$t $moves" | awk -v j="$j" '{ printf "tengen check -j %d: %.3f s, %.2f M moves/s (best of 3)\n", j, $1, $2 / $1 / 1e6 }'
done
if command -v gnugo >/dev/null 2>&1 || [ -x /usr/games/gnugo ]; then
    gg=$(command -v gnugo || echo /usr/games/gnugo)
    sed 's/^/loadsgf /' "$tmp/list" > "$tmp/gtp"
    echo "quit" >> "$tmp/gtp"
    echo "load average $(load)"
    t=$(seconds sh -c "\"$gg\" --mode gtp < \"$tmp/gtp\"")
    echo "$t $moves" | awk '{ printf "GNU Go loadsgf (one GTP session): %.3f s, %.2f M moves/s (best of 3)\n", $1, $2 / $1 / 1e6 }'
    # GNU Go's start-up alone, to subtract.
    t0=$(seconds sh -c "echo quit | \"$gg\" --mode gtp")
    echo "$t $t0 $moves" | awk '{ printf "GNU Go loadsgf without its start-up (%.3f s): %.2f M moves/s\n", $2, $3 / ($1 - $2) / 1e6 }'
else
    echo "GNU Go not found: its loadsgf figure skipped"
fi
