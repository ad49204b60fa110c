#!/bin/bash
# bench_verify.sh — the bench code paths are correct: `tengen bench --verify`
# replays every sampled playout (B1, B1u, B2), legal-point set (B4), score
# (B5) and record replay (B3) through the exact slow path (tg_game with ko and
# superko by history, tg_board_check after every move, tg_score_position) and
# exits 1 on any mismatch. Nothing here depends on timing.
# Usage: bash tests/bench_verify.sh path/to/tengen
set -u
bin=${1:?usage: bench_verify.sh TENGEN}
out=$("$bin" bench --verify 2>&1)
rc=$?
echo "$out"
if [ $rc -ne 0 ]; then
    echo "bench_verify: tengen bench --verify failed (exit $rc)" >&2
    exit 1
fi
# A bad option is a usage error, not a silent run.
"$bin" bench --no-such-option >/dev/null 2>&1
[ $? -eq 2 ] || { echo "bench_verify: bad option not rejected" >&2; exit 1; }
echo "bench_verify: ok"
