#!/usr/bin/env bash
# fake_engine.sh MODE [DIR] — a GTP engine that misbehaves on purpose, for
# tests/match.sh. It answers every command with an empty success (echoing
# the id), `name` with fake-MODE, and genmove with pass, except where MODE
# says otherwise; DIR (optional) is where it leaves its pid and its child's
# pid, so the test can check that nothing outlives the match.
#
# Modes: pass (well-behaved), crash (exits 3 at genmove), hang (a child
# process, then no answer at genmove), stopread (at genmove: stops reading
# and answers nothing, its child keeps stdin open), garbage (genmove
# answered with text that is not GTP), illegal (genmove always A1), extra
# (two replies to genmove), wrongid (genmove's reply carries another id),
# floodout (genmove answered with 2 MB on one line), flooderr (2 MB on
# standard error before each genmove answer), nogenmove (known_command
# genmove is false), badsize (boardsize answered with an error),
# slowstart (the first answer takes 30 s), handicap (place_free_handicap N
# answers N points, row by row), walk (as Black on 9x9: 60 plays row by
# row from A1, then passes; as White: passes), kgs (knows kgs-rules but
# not kata-set-rules; every other mode knows kata-set-rules and not
# kgs-rules). With DIR, every command line received is appended to
# DIR/commands.
mode=${1:-pass}
dir=${2:-}
[ -n "$dir" ] && echo $$ >>"$dir/engine.pids"
cols=ABCDEFGHJKLMNOPQRST walked=0
while IFS= read -r line; do
  line=${line%$'\r'}
  read -r -a w <<<"$line"
  id=""
  if [[ ${w[0]:-} =~ ^[0-9]+$ ]]; then id=${w[0]}; w=("${w[@]:1}"); fi
  cmd=${w[0]:-}
  [ -n "$dir" ] && printf '%s\n' "$line" >>"$dir/commands"
  if [ "$mode" = slowstart ]; then sleep 30; fi
  reply() { printf '=%s %s\n\n' "$id" "$1"; }
  case $cmd in
    name) reply "fake-$mode" ;;
    version) reply 1.0 ;;
    known_command)
      case "$mode:${w[1]}" in
        nogenmove:genmove | kgs:kata-* | [!k]*:kgs-* | k[!g]*:kgs-*) reply false ;;
        *) reply true ;;
      esac ;;
    boardsize)
      if [ "$mode" = badsize ]; then printf '?%s unacceptable size\n\n' "$id"; else reply ""; fi ;;
    quit) reply ""; exit 0 ;;
    place_free_handicap)
      n=${w[1]} out="" k=0
      for ((row = 1; row <= 19 && k < n; row++)); do
        for ((c = 0; c < 19 && k < n; c++)); do out+="${cols:c:1}$row "; k=$((k + 1)); done
      done
      reply "$out" ;;
    genmove)
      case $mode in
        crash) echo 'fake: out of cheese' >&2; exit 3 ;;
        hang)
          sleep 300 &
          [ -n "$dir" ] && echo $! >>"$dir/child.pids"
          wait ;;
        stopread)
          sleep 300 <&0 &
          [ -n "$dir" ] && echo $! >>"$dir/child.pids"
          exec sleep 300 ;;
        garbage) printf 'this is not a reply\n\n' ;;
        illegal) reply A1 ;;
        walk)
          if [[ ${w[1]} == [bB]* ]] && [ "$walked" -lt 60 ]; then
            reply "${cols:walked % 9:1}$((walked / 9 + 1))"; walked=$((walked + 1))
          else reply pass; fi ;;
        extra) reply pass; reply pass ;;
        wrongid) printf '=%s pass\n\n' "$((id + 7))" ;;
        floodout) printf '=%s ' "$id"; head -c 2000000 /dev/zero | tr '\0' x; printf '\n\n' ;;
        flooderr) head -c 2000000 /dev/zero | tr '\0' e >&2; reply pass ;;
        *) reply pass ;;
      esac ;;
    *) reply "" ;;
  esac
done
