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
# The file names on standard input (--files-from -; a lone "-" would be one
# record on standard input).
moves=$("$bin" check -q -j 1 --no-progress --json --files-from - < "$tmp/list" 2>/dev/null |
        tail -n 1 | sed -n 's/.*"moves":\([0-9]*\).*/\1/p')
[ -n "$moves" ] || { echo "replay.sh: tengen check read no moves" >&2; exit 1; }
echo "$count records, $moves moves (tengen's count)"
for j in 1 2; do
    echo "load average $(load)"
    t=$(seconds sh -c "\"$bin\" check -q -j $j --no-progress --files-from - < \"$tmp/list\"")
    echo "$t $moves" | awk -v j="$j" '{ printf "tengen check -j %d: %.3f s, %.2f M moves/s (best of 3)\n", j, $1, $2 / $1 / 1e6 }'
done
# CPU time (user + system of the process, summed over 10 runs: the clock
# ticks in hundredths): on a busy machine closer to what the work costs
# than the wall clock.
cpu=0
for _ in 1 2 3 4 5 6 7 8 9 10; do
    /usr/bin/time -f "%U %S" -o "$tmp/cpu" "$bin" check -q -j 1 --no-progress --files-from - \
        < "$tmp/list" >/dev/null 2>&1 || true
    cpu=$(awk -v c="$cpu" '{ print c + $1 + $2 }' "$tmp/cpu")
done
echo "$cpu $moves" | awk '{ printf "tengen check -j 1 CPU time: %.3f s a run, %.2f M moves per CPU second (10 runs)\n", $1 / 10, $2 * 10 / $1 / 1e6 }'
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
