#!/bin/bash
# judgement_seeds.sh — judgement.sh's three sets of positions (trusted
# counted games, GNU Go's final_score cases, OGS boards) counted at many
# seeds of the estimate; prints each set's least, mean and most and the
# positions whose verdict depends on the seed.
#
#   bench/judgement_seeds.sh [FIRST LAST]   (seeds FIRST..LAST, default 1 40;
#                                           needs make build, or TENGEN=path)
#   bench/judgement_seeds.sh --corpus [FIRST LAST]
#                                           every counted game of the corpus
#                                           at seeds FIRST..LAST (default 1 3;
#                                           about 1.5 minutes a seed on two
#                                           cores): agreement per seed and the
#                                           games whose result follows the seed
#                                           (bench/corpus_seeds.py)
#
# tengen only (GNU Go's answers do not depend on a seed); about 3 s of CPU
# a seed. goscorer's points are not here: they are counted with the test's
# own dead stones, which no seed changes.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement_seeds.sh
if [ "${1:-}" = "--corpus" ]; then
    python3 bench/corpus_seeds.py "$SHARED/corpora/games" $OUT "$TENGEN" $(seq "${2:-1}" "${3:-3}") || exit 1
    judgement_commit_line
    exit 0
fi
python3 bench/judgement_sets.py "$SHARED/corpora" $OUT >/dev/null || exit 1
python3 bench/judgement_seeds.py $OUT "$TENGEN" $(seq "${1:-1}" "${2:-40}") 2>&1 || exit 1
judgement_commit_line
