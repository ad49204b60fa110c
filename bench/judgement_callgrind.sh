#!/bin/bash
# judgement_callgrind.sh — instructions per 19x19 final_score for tengen and
# GNU Go on a few positions, under callgrind: a load-proof speed figure
# (wall time on the shared machine varies several times over).
#
#   bench/judgement_callgrind.sh [N]   (first N 19x19 trusted games, default 5)
#
# For each position both programs answer `loadsgf FILE` then `final_score`;
# the same run without `final_score` is subtracted, so start-up and SGF
# reading are not counted. Needs valgrind, build/tengen and /usr/games/gnugo.
set -u
cd "$(dirname "$0")/.."
N=${1:-5}
C=${TG_SHARED:-../shared}/corpora
TENGEN=$(readlink -f "${TENGEN:-build/tengen}")
GNUGO=${GNUGO:-/usr/games/gnugo}
OUT=bench/out/judgement
mkdir -p $OUT
python3 bench/judgement_sets.py "$C" $OUT || exit 1
irs() { # command... ; stdin = GTP -> instructions
    local f
    f=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file=$f "$@" >/dev/null 2>&1
    callgrind_annotate $f 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
    rm -f $f
}
printf '%-58s %14s %14s %8s\n' position tengen GNU_Go ratio
awk -F'\t' '{print $2}' $OUT/games.list | while read -r f; do
    grep -q 'SZ\[19\]' "$f" || continue
    echo "$f"
done | head -n "$N" | while read -r f; do
    rules=$("$TENGEN" score --json --dead none "$f" | head -1 | python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["rules"])')
    flags=""
    case "$rules" in chinese|aga|new-zealand|tromp-taylor|ing) flags=--chinese-rules;; esac
    t1=$(printf 'loadsgf %s\nfinal_score\nquit\n' "$f" | irs "$TENGEN" gtp --rules "$rules")
    t0=$(printf 'loadsgf %s\nquit\n' "$f" | irs "$TENGEN" gtp --rules "$rules")
    g1=$(printf 'loadsgf %s\nfinal_score\nquit\n' "$f" | irs $GNUGO --mode gtp $flags)
    g0=$(printf 'loadsgf %s\nquit\n' "$f" | irs $GNUGO --mode gtp $flags)
    printf '%-58s %14d %14d %7.0fx\n' "$(basename "$f")" $((t1 - t0)) $((g1 - g0)) \
        "$(echo "($g1 - $g0) / ($t1 - $t0)" | bc -l)"
done
