#!/bin/bash
# judgement_cpu.sh — CPU time (user + system) of final_score per 19x19
# position for tengen and GNU Go: steadier than wall time on a shared
# machine, where waiting for a core is not counted. (Callgrind is no judge
# here: it counts each byte `rep movsb` moves in glibc's board copies as an
# instruction, which wall and CPU time do not bear out.)
#
#   bench/judgement_cpu.sh [N]   (the first N 19x19 trusted games, default 10)
#
# One row per position, then the medians and the totals over them (the
# ratio is GNU Go's time over tengen's).
#
# tengen: `tengen score -j 1 --dead estimate` on the record given 20 times
# (tengen's GTP session keeps its verdict for a position it has judged, so
# repeating final_score there would time a cache), less the same with
# `--dead none`. GNU Go: a GTP session with `loadsgf FILE` and
# `final_score`, less one with `loadsgf` alone. So start-up, SGF reading
# and replay are not counted for either. Needs build/tengen (or
# TENGEN=path), /usr/games/gnugo, GNU time at /usr/bin/time.
set -u
cd "$(dirname "$0")/.."
N=${1:-10}
C=${TG_SHARED:-../shared}/corpora
TENGEN=$(readlink -f "${TENGEN:-build/tengen}")
GNUGO=${GNUGO:-/usr/games/gnugo}
OUT=bench/out/judgement
mkdir -p $OUT
python3 bench/judgement_sets.py "$C" $OUT || exit 1
cpu() { # R, with_score(0/1), file, command... -> CPU seconds
    local r=$1 s=$2 f=$3
    shift 3
    { for _ in $(seq "$r"); do
          echo "loadsgf $f"
          [ "$s" = 1 ] && echo final_score
      done
      echo quit; } | /usr/bin/time -f '%U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}'
}
printf '%-48s %12s %12s %8s\n' position tengen_ms gnugo_ms ratio
awk -F'\t' '{print $2}' $OUT/games.list | while read -r f; do
    grep -q 'SZ\[19\]' "$f" && echo "$f"
done | head -n "$N" | while read -r f; do
    rules=$("$TENGEN" score --json --dead none "$f" | head -1 |
            python3 -c 'import json,sys; print(json.loads(sys.stdin.readline())["rules"])')
    flags=""
    case "$rules" in chinese|aga|new-zealand|tromp-taylor|ing) flags=--chinese-rules;; esac
    many=$(for _ in $(seq 20); do printf '%s ' "$f"; done)
    # shellcheck disable=SC2086
    t1=$(/usr/bin/time -f '%U %S' "$TENGEN" score -j 1 -q --dead estimate $many 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}')
    # shellcheck disable=SC2086
    t0=$(/usr/bin/time -f '%U %S' "$TENGEN" score -j 1 -q --dead none $many 2>&1 >/dev/null | tail -1 | awk '{print $1 + $2}')
    g1=$(cpu 1 1 "$f" $GNUGO --mode gtp $flags)
    g0=$(cpu 1 0 "$f" $GNUGO --mode gtp $flags)
    python3 -c "
t = max(($t1 - $t0) / 20 * 1000, 0.1); g = ($g1 - $g0) * 1000
print('%-48s %12.1f %12.0f %7.0fx' % ('$(basename "$f")'[:48], t, g, g / t))"
done | tee $OUT/cpu_rows.txt
# The medians and totals over the rows: the figures the README quotes.
python3 - $OUT/cpu_rows.txt <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
t = [float(r[1]) for r in rows]
g = [float(r[2]) for r in rows]
if t:
    print('%-48s %12.2f %12.0f %7.0fx' % ('median', statistics.median(t), statistics.median(g),
                                          statistics.median(g) / statistics.median(t)))
    print('%-48s %12.1f %12.0f %7.0fx' % ('total', sum(t), sum(g), sum(g) / sum(t)))
PY
