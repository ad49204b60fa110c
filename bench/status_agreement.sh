#!/bin/bash
# status_agreement.sh — tengen's dead-stone estimate against the recorded
# results of finished games, side by side with GNU Go's final_score.
#
#   bench/status_agreement.sh [games|gnugo-cases|all]   (default all)
#
# games:       corpora/games/gnugo-regression games that end in two passes
#              (index.csv ends_with_two_passes=1, numeric result)
# gnugo-cases: corpora/edge/cases_gnugo_final_score.txt (58 positions with
#              the GNU Go maintainers' correct final_score). A case may load
#              its SGF at a move number, as GNU Go's `loadsgf FILE N` does
#              (`setup: sgf-file FILE N`, or `FILE move N`): the position
#              before move N. A file not under edge/ is looked for under
#              games/gnugo-regression/ (where the regression games live);
#              one found nowhere is reported as "missing" and not counted.
# Needs build/libtengen.a (make build) and, for the GNU Go column,
# /usr/games/gnugo. Writes bench/out/*.tsv and prints the summary.
set -u
cd "$(dirname "$0")/.."
SHARED=${TG_SHARED:-../shared}
C=$SHARED/corpora
OUT=bench/out
mkdir -p $OUT
which=${1:-all}
cc -O2 -std=c11 -D_POSIX_C_SOURCE=200809L -Iinclude bench/status_agreement.c build/libtengen.a -lm -lpthread -o $OUT/status_agreement || exit 1
GNUGO=/usr/games/gnugo

# GNU Go's answers are slow (seconds a game) and never change: cached.
mkdir -p $OUT/gnugo-cache
gnugo_score() { # file[@move], rules-preset -> result
    local flags="" key file=${1%@*} move=""
    [ "$file" != "$1" ] && move=${1##*@}
    [ -f "$file" ] || return 0
    case "$2" in chinese|nz|new-zealand|tromp-taylor|aga|ing|wmsg|basic) flags=--chinese-rules;; esac
    key=$OUT/gnugo-cache/$(echo "$1 $flags" | md5sum | cut -c1-16)
    [ -z "$move" ] && key=$OUT/gnugo-cache/$(echo "$file $flags" | md5sum | cut -c1-16)
    if [ ! -s $key ]; then
        printf 'loadsgf %s %s\nfinal_score\nquit\n' "$file" "$move" | timeout 120 $GNUGO --mode gtp $flags 2>/dev/null |
            sed -n 's/^= \([BW0].*\)$/\1/p' | tail -1 > $key
    fi
    cat $key
}

run_set() { # name, list-file with "file<TAB>expected" lines
    local name=$1 list=$2
    cut -f1 $list | xargs $OUT/status_agreement > $OUT/$name.tengen.tsv 2>$OUT/$name.time
    : > $OUT/$name.tsv
    # The recorded result as the tool normalised it (B+13.50 -> B+13.5,
    # W+16.0 -> W+16); the list's own column is kept for gnugo-cases:
    # the maintainers' answer for the position, not the game's RE.
    paste $list $OUT/$name.tengen.tsv | while IFS=$'\t' read -r file expect _f rules re tengen ms dead note; do
        [ "$name" = games ] && [ "$re" != "?" ] && expect=$re
        g="-"
        [ -x $GNUGO ] && g=$(gnugo_score "$file" "$rules" | sed 's/\.0$//')
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${file#$C/}" "$rules" "$expect" "$tengen" "${g:-?}" "$ms" "$dead" "$note" >> $OUT/$name.tsv
    done
    awk -F'\t' -v name=$name '$8 == "missing" {miss++; next}
        {n++; t+=($4==$3); g+=($5==$3); if ($6>mx) mx=$6; s+=$6}
        END {printf "%-12s %4d games  tengen %4d (%.1f%%)  gnugo %4d (%.1f%%)  tengen ms/game avg %.1f max %d%s\n",
             name, n, t, 100*t/n, g, 100*g/n, s/n, mx, miss ? sprintf("  (%d missing from the corpus)", miss) : ""}' $OUT/$name.tsv
}

if [ "$which" = all ] || [ "$which" = games ]; then
    awk -F, 'NR>1 && $1 ~ /^gnugo-regression/ && $10==1 && $7 ~ /^[BW]\+[0-9.]+$|^0$/ {print $1","$7}' $C/games/index.csv |
        while IFS=, read -r f re; do
            re2=$(echo "$re" | sed 's/\.0$//')
            printf '%s\t%s\n' "$C/games/$f" "$re2"; done > $OUT/games.list
    run_set games $OUT/games.list
fi
if [ "$which" = all ] || [ "$which" = gnugo-cases ]; then
    awk '/^setup: sgf-file/ {f=$3; mv=""; if ($4 ~ /^[0-9]+$/) mv=$4; if ($4 == "move" && $5 ~ /^[0-9]+$/) mv=$5}
         /^expect.gtp: final_score/ {print f"\t"$4"\t"mv}' $C/edge/cases_gnugo_final_score.txt |
        while IFS=$'\t' read -r f re mv; do
            p=$C/edge/$f
            [ -f "$p" ] || p=$C/$f
            [ -f "$p" ] || p=$C/games/gnugo-regression/$(basename "$f")
            [ -f "$p" ] || p=$C/edge/$f
            printf '%s%s\t%s\n' "$p" "${mv:+@$mv}" "$re"; done > $OUT/gnugo-cases.list
    run_set gnugo-cases $OUT/gnugo-cases.list
fi
