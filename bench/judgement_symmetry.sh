#!/bin/bash
# judgement_symmetry.sh — judgement.sh's three sets of positions (trusted
# counted games, GNU Go's final_score cases, OGS boards) under the board's 8
# symmetries (4 on a board that is not square); prints each set's count at
# each symmetry and the positions whose verdict (right or wrong, the dead
# list read back on the original board) follows the symmetry.
#
#   bench/judgement_symmetry.sh [SEED]        (seed 1 unless told; needs
#                                             make build, or TENGEN=path)
#   bench/judgement_symmetry.sh --corpus S [SEED] > OUT.jsonl
#       the whole corpus under symmetry S (4: the transpose), each line's
#       file and dead list read back on the original, for flips.py
#
# The moved copies are written under bench/out/judgement_symmetry/ at every
# run (never committed); tengen only, about 25 s of CPU for the sets.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement_symmetry.sh
if [ "${1:-}" = "--corpus" ]; then
    python3 bench/judgement_symmetry.py --corpus "${2:-4}" "$SHARED/corpora/games" $OUT "$TENGEN" "${3:-1}" || exit 1
    exit 0
fi
python3 bench/judgement_sets.py "$SHARED/corpora" $OUT >/dev/null || exit 1
python3 bench/judgement_symmetry.py $OUT "$TENGEN" "${1:-1}" || exit 1
judgement_commit_line
