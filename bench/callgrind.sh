#!/bin/sh
# bench/callgrind.sh — instructions per move of B1 (light playouts), B1s
# (the same with suicide of two or more stones allowed), B2
# (B1 19x19 with positional superko), B3 (replay of real records, parsing
# included) and B6 (the same records through tg_game_play: all of B6's
# loop, and tg_game_play's own inclusive count) and B7 (the legal mask of
# every position of those records, per empty point) and `tengen check -j 1`
# on real records, counted by valgrind's callgrind, which counts the same
# on a busy machine.
#
# Runs each workload twice (K1 and K2 playouts, records, or replays, same seed) and
# divides the difference in instructions (Ir) by the difference in moves, so
# start-up, the empty-board setup and loading the records cancel out.
# Usage: bench/callgrind.sh [TENGEN-BINARY [GAMES-DIR]]
#        (default build/tengen, $TG_SHARED/corpora/games or ../shared/...)
# Does not: build anything, or judge the figures (RESULTS.md holds them).
set -eu
bin=${1:-build/tengen}
games=${2:-${TG_SHARED:-../shared}/corpora/games}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind not found" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
measure() { # bench-arguments... -> "Ir moves" (the profile stays in $tmp/out)
    valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$bin" bench "$@" \
        >"$tmp/stdout" 2>"$tmp/stderr"
    ir=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$tmp/stderr")
    mv=$(sed -n 's/.*(\([0-9]*\) moves).*/\1/p' "$tmp/stdout")
    [ -n "$mv" ] || mv=$(sed -n 's/.* \([0-9]*\) moves replayed.*/\1/p' "$tmp/stdout")
    echo "$ir $mv"
}
report() { # name a b [unit, default move]
    echo "$2 $3" | awk -v s="$1" -v u="${4:-move}" '{ printf "%s: %.1f instructions/%s (callgrind Ir, %d %ss)\n", s, ($3 - $1) / ($4 - $2), u, $4 - $2, u }'
}
"$bin" bench --size 1 --count 0 | sed -n 's/^built with /tengen built with /p'
for spec in "9 200 1200" "19 20 120"; do
    set -- $spec
    a=$(measure --size "$1" --count "$2"); b=$(measure --size "$1" --count "$3")
    report "B1 $1x$1" "$a" "$b"
done
b1=$(echo "$a $b" | awk '{ print ($3 - $1) / ($4 - $2) }')
for spec in "9 200 1200" "19 20 120"; do
    set -- $spec
    a=$(measure --only B1s --size "$1" --count "$2"); b=$(measure --only B1s --size "$1" --count "$3")
    report "B1s $1x$1 (suicide of 2+ stones allowed)" "$a" "$b"
done
a=$(measure --only B2 --size 19 --count 20); b=$(measure --only B2 --size 19 --count 120)
report "B2 19x19" "$a" "$b"
echo "$a $b" | awk -v b1="$b1" '{ printf "B2 / B1 on 19x19: %.2f\n", ($3 - $1) / ($4 - $2) / b1 }'
if [ -d "$games" ]; then
    a=$(measure --only B3 --games "$games" --count 100); b=$(measure --only B3 --games "$games" --count 400)
    report "B3 (records $games)" "$a" "$b"
    inclusive() { # the Ir of tg_game_play and everything it calls, in $tmp/out
        callgrind_annotate --inclusive=yes --threshold=100 "$tmp/out" 2>/dev/null |
            sed -n 's/^ *\([0-9,]*\) .*:tg_game_play .*/\1/p' | tr -d , | head -n 1
    }
    a=$(measure --only B6 --games "$games" --count 1); ia=$(inclusive)
    b=$(measure --only B6 --games "$games" --count 3); ib=$(inclusive)
    report "B6 (the records through tg_game_play, positional superko, tg_game_clear per record)" "$a" "$b"
    report "B6, tg_game_play alone (inclusive)" "$ia ${a#* }" "$ib ${b#* }"
    # B7: the legal mask, per empty point (two more masks a position).
    points() { sed -n 's/.*(\([0-9]*\) points).*/\1/p' "$tmp/stdout"; }
    a=$(measure --only B7 --games "$games" --count 1); pa=$(points)
    b=$(measure --only B7 --games "$games" --count 3); pb=$(points)
    report "B7 (tg_game_legal_mask)" "${a% *} $pa" "${b% *} $pb" "empty point"
    # check: `tengen check -j 1` on the first 100 and the first 400
    # tygem-9d-2016 records (sorted by name), parsing, replay and the
    # command's own work; the difference over the difference in moves.
    ls "$games"/tygem-9d-2016/*.sgf | sort | head -n 100 > "$tmp/list100"
    ls "$games"/tygem-9d-2016/*.sgf | sort | head -n 400 > "$tmp/list400"
    check_ir() { # list -> "Ir moves"
        valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$bin" check -q -j 1 \
            --no-progress --json --files-from - <"$1" >"$tmp/stdout" 2>"$tmp/stderr" || true
        ir=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$tmp/stderr")
        mv=$(tail -n 1 "$tmp/stdout" | sed -n 's/.*"moves":\([0-9]*\).*/\1/p')
        echo "$ir $mv"
    }
    a=$(check_ir "$tmp/list100"); b=$(check_ir "$tmp/list400")
    report "check -j 1 (tygem-9d-2016 records 101-400, parsing and full legality)" "$a" "$b"
else
    echo "B3: no records at $games, skipped"
fi
