#!/bin/bash
# corpus_gnugo.sh — tengen beside GNU Go 3.8 on a fixed, seeded sample of the
# whole corpus's counted games (games/gnugo-regression, cgd-ai,
# tygem-9d-2016); prints one table, one row per folder and a weighted
# whole-corpus row.
#
#   nice -n 19 bench/corpus_gnugo.sh [PER_FOLDER]   (default 100 a folder)
#
# PER_FOLDER is one number or three, N1,N2,N3 for gnugo-regression,
# tygem-9d-2016, cgd-ai (e.g. 295,100,30). GNUGO_LIMIT: GNU Go's seconds of
# wall time a position (default 60), past which its answer is "timeout".
#
# Needs make build (or TENGEN=path) and GNU Go at /usr/games/gnugo (or
# GNUGO=path). tengen scores every record of each folder (`tengen score -r
# --json`, --dead estimate, as the whole-corpus check); a game is counted
# when tengen says "counted": true; PER_FOLDER of each folder's counted
# games are drawn with a fixed seed (bench/corpus_gnugo.py says how) and
# GNU Go's final_score (--seed 1, --chinese-rules where the record is
# area-scored, told tengen's komi where KM is in hundredths) is compared with the recorded result. GNU Go's replies are
# cached in bench/gnugo-cache (committed), so a re-run costs only tengen's
# time. Per-game rows: bench/out/corpus_gnugo/rows.tsv. What the games
# tengen misses are: bench/JUDGEMENT.md, "The whole corpus beside GNU Go".
set -u
cd "$(dirname "$0")/.."
SHARED=${TG_SHARED:-../shared}
G=$SHARED/corpora/games
PER=${1:-100}
GNUGO=${GNUGO:-/usr/games/gnugo}
TENGEN=$(readlink -f "${TENGEN:-build/tengen}")
[ -x "$TENGEN" ] || { echo "corpus_gnugo.sh: $TENGEN missing (make build)" >&2; exit 2; }
[ -d "$G" ] || { echo "corpus_gnugo.sh: no games at $G" >&2; exit 2; }
[[ "$PER" =~ ^[1-9][0-9]*(,[1-9][0-9]*,[1-9][0-9]*)?$ ]] || { echo "corpus_gnugo.sh: PER_FOLDER '$PER' is not N or N1,N2,N3 (positive numbers)" >&2; exit 2; }
[ -x "$GNUGO" ] || { echo "corpus_gnugo.sh: no GNU Go at $GNUGO (cached answers only)" >&2; GNUGO=""; }
python3 bench/corpus_gnugo.py "$G" bench/out/corpus_gnugo "$TENGEN" "$GNUGO" bench/gnugo-cache "$PER" || exit 1
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src include || echo ' + uncommitted changes'), $PER a folder"
