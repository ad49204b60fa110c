#!/bin/bash
# judgement.sh — how well tengen judges dead stones, side by side with GNU Go
# 3.8 and goscorer on the same positions; prints one table.
#
#   bench/judgement.sh    (needs make build, or TENGEN=path; GNU Go at /usr/games/gnugo)
#
# Sets (read from ../shared/corpora, or $TG_SHARED/corpora):
#   trusted counted games   games/index.csv rows whose `verified` is an exact
#                           count (TT_AREA_*, TBTW_*): final_score = RE
#   GNU Go final_score cases  edge/cases_gnugo_final_score.txt: = the GNU Go
#                           maintainers' answer
#   OGS final boards        edge/ogs-goban: every stone's verdict (alive, dead,
#                           seki) = the humans' correct_ownership
#   Pachi's status cases    edge/pachi seki.t, bent4.t, false_eye_seki.t,
#                           moggy_semeai.t (races on 6x6 and 7x7): every
#                           stone a case asks about dead exactly where Pachi
#                           gives its point to the other colour (the player
#                           to move as the case's last move says)
#   goscorer                edge/goscorer/run.sh: territory, seki and dame maps
#                           with marked dead stones, point by point (goscorer
#                           is the reference there, so its column is all)
# GNU Go's replies are cached in bench/gnugo-cache (committed: they never
# change); delete a file there to ask GNU Go again. Times are final_score's
# reply alone (see bench/judgement_run.py); where GNU Go is installed it is
# run again on the 19x19 positions after tengen and that time, of this
# sitting, is printed beside tengen's (GNUGO_TIME=0: the cached times, as
# when GNU Go is not installed; the run then takes a minute, not four). Per-position rows:
# bench/out/judgement/rows.tsv. Then the three sets at seeds 1-10 of the
# estimate (bench/judgement_seeds.sh). Why each remaining miss is a miss:
# bench/JUDGEMENT.md.
set -u
cd "$(dirname "$0")/.."
. bench/judgement_common.sh judgement.sh
C=$SHARED/corpora
GNUGO=${GNUGO:-/usr/games/gnugo}
[ -x "$GNUGO" ] || GNUGO=""
python3 bench/judgement_sets.py "$C" $OUT || exit 1
python3 bench/judgement_run.py $OUT "$TENGEN" "$GNUGO" bench/gnugo-cache || exit 1
gs=$(bash $C/edge/goscorer/run.sh "$TENGEN" | tail -1)
agree=${gs%% agree*}
differ=$(echo "$gs" | sed -n 's/.*, \([0-9]*\) differ.*/\1/p')
echo "| goscorer points (territory, seki, dame) | $((agree + differ)) | $agree agree, $differ differ | - | all (the reference) |"
cat $OUT/times.txt
# The same three sets at seeds 1-10 of the estimate (judgement_seeds.sh):
# the figure to expect of positions like these, and the ones that are a
# coin toss.
echo
python3 bench/judgement_seeds.py $OUT "$TENGEN" $(seq 1 10) 2>/dev/null || exit 1
judgement_commit_line
