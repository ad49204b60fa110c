#!/bin/bash
# judgement_colour.sh — the judgement under the colour swap: judgement.sh's
# three sets (and the generated shapes, when bench/judgement_shapes.sh has
# written them) scored as they are and with Black and White exchanged (the
# komi's sign and the result's winner with them); prints each set's count of
# positions whose verdict is the same swapped, and each one that is not.
#
#   bench/judgement_colour.sh [SEED]          (seed 1 unless told; needs
#                                             make build, or TENGEN=path)
#   bench/judgement_colour.sh --corpus [SEED] every counted game of the
#                                             corpus (about 6 minutes)
#
# The swapped copies are written under bench/out/judgement_colour/ at every
# run (never committed); tengen only.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement_colour.sh
if [ "${1:-}" = "--corpus" ]; then
    python3 bench/judgement_colour.py --corpus "$SHARED/corpora/games" $OUT "$TENGEN" "${2:-1}" || exit 1
else
    python3 bench/judgement_sets.py "$SHARED/corpora" $OUT >/dev/null || exit 1
    python3 bench/judgement_colour.py $OUT "$TENGEN" "${1:-1}" || exit 1
fi
judgement_commit_line
