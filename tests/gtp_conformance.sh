#!/usr/bin/env bash
# gtp_conformance.sh — `tengen gtp` against the GTP regression files in
# tests/gtp/*.tst (GNU Go's format, run by tests/gtp/run_tst.sh), then
# against hostile input: NUL bytes, CRLF, control characters, tabs,
# comments, a 100 KB line, EOF without a newline, and `--rules` at start.
# Usage: bash tests/gtp_conformance.sh <path-to-tengen-binary>
#
# Invariant: every reply starts with '=' or '?', echoes the id, and is
# ended by exactly one empty line; the engine never crashes or hangs (each
# run has a timeout) and writes nothing but replies on standard output.
set -uo pipefail
tengen=${1:?usage: gtp_conformance.sh <path-to-tengen-binary>}
tengen=$(cd "$(dirname "$tengen")" && pwd)/$(basename "$tengen")
here=$(cd "$(dirname "$0")" && pwd)
pass=0 fail=0
check() { # NAME EXPECTED-FILE-CONTENT ACTUAL
  if [ "$2" == "$3" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1"; echo "  expected: $(printf '%q' "$2")"; echo "  got:      $(printf '%q' "$3")"; fi
}
run() { timeout 20 "$tengen" gtp "$@"; echo "[exit $?]"; }

out=$(bash "$here/gtp/run_tst.sh" "$tengen gtp" "$here"/gtp/*.tst "$here"/gtp/*.stream)
status=$?
echo "$out" | grep -v ' passed, .* failed$'
read -r p f <<<"$(echo "$out" | tail -1 | sed -E 's/^([0-9]+) passed, ([0-9]+) failed$/\1 \2/')"
pass=$((pass + p)) fail=$((fail + f))
[ $status -eq 0 ] || [ "$f" -gt 0 ] || fail=$((fail + 1))

check "NUL bytes are dropped" $'=1 tengen\n\n=2 2\n\n[exit 0]' "$(printf '1 na\0me\n2 protocol_version\0\n' | run)"
check "CRLF line ends" $'=1 tengen\n\n=2 \n\n[exit 0]' "$(printf '1 name\r\n2 boardsize 9\r\n' | run)"
check "control characters removed, tab is a space" $'=3 \n\n[exit 0]' "$(printf '3\tboard\001size\x7f\t9\n' | run)"
check "comments and empty lines" $'=4 2\n\n[exit 0]' "$(printf '\n   \n# only a comment\n4 protocol_version # trailing\n\n' | run)"
check "EOF without newline" $'=5 tengen\n\n[exit 0]' "$(printf '5 name' | run)"
check "empty input" '[exit 0]' "$(printf '' | run)"
long=$(head -c 100000 /dev/zero | tr '\0' 'x')
check "100 KB line" $'? unknown command\n\n=6 2\n\n[exit 0]' "$(printf '%s\n6 protocol_version\n' "$long" | run)"
long_args=$(for i in $(seq 1 20000); do printf ' D4'; done)
check "100 KB of arguments" $'?7 invalid handicap\n\n=8 tengen\n\n[exit 0]' "$(printf '7 set_free_handicap%s\n8 name\n' "$long_args" | run)"
check "random bytes never crash" '[exit 0]' "$(head -c 20000 /dev/urandom | run | tail -1)"
check "id only" $'?9 unknown command\n\n[exit 0]' "$(printf '9\n' | run)"
check "quit stops reading" $'=1 \n\n[exit 0]' "$(printf '1 quit\n2 name\n' | run)"
check "--rules at start" $'= 0.5\n\n= territory\n\n[exit 0]' \
  "$(printf 'get_komi\ntengen-rules\n' | run --rules 'japanese,komi=0.5' | sed -E 's/^= scoring=([a-z]+),.*/= \1/')"
check "bad --rules is a usage error" '[exit 2]' "$(printf '' | run --rules nonsense 2>/dev/null)"
check "stderr stays out of stdout" $'?1 unknown command\n\n[exit 0]' "$(printf '1 frobnicate\n' | run 2>/dev/null)"
# kata-analyze streams (KataGo's extension, as Sabaki and Lizzie use it):
# "=id" at once, an info line with ownership at once and every interval
# (10 cs) while no input comes, then the empty line as soon as the next
# command arrives, then that command's reply. Read as a client does, not
# against the clock (the sanitizer build on a loaded machine is slow): the
# next command goes once three info lines have come, which must have
# taken two intervals at least.
fifo=$(mktemp -u) && mkfifo "$fifo" && streamed=$(mktemp)
timeout 60 "$tengen" gtp <"$fifo" >"$streamed" &
engine=$!
exec {to_engine}>"$fifo"
printf 'boardsize 5\n1 play b C3\n' >&$to_engine
started=$(date +%s%N)
printf '2 kata-analyze b 10 ownership true\n' >&$to_engine
for _ in $(seq 600); do [ "$(grep -c '^info ' "$streamed")" -ge 3 ] && break; sleep 0.05; done
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
printf '3 name\n' >&$to_engine
exec {to_engine}>&-
wait "$engine"
stream=$(cat "$streamed")
rm -f "$fifo" "$streamed"
infos=$(printf '%s\n' "$stream" | grep -c '^info move [A-Za-z0-9]* visits .* ownership \(-\?[01]\.[0-9][0-9] \?\)\{25\}$')
[ "$infos" -ge 3 ] && check "kata-analyze streams info lines with ownership until input" ok ok ||
  check "kata-analyze streams info lines with ownership until input" "3 or more" "$infos"
[ "$elapsed_ms" -ge 200 ] && check "kata-analyze info lines an interval apart" ok ok ||
  check "kata-analyze info lines an interval apart" ">= 200 ms for three" "$elapsed_ms ms"
check "kata-analyze framing" $'= \n\n=1 \n\n=2 \ninfo*\n\n=3 tengen\n' \
  "$(printf '%s\n' "$stream" | awk '/^info/{if(!seen)print "info*"; seen=1; next} {print}')"$'\n'
# A raw empty line ends the analysis too, and EOF ends it cleanly.
check "kata-analyze ended by an empty line" $'=2 \ninfo*\n\n=3 2\n' \
  "$( (printf 'boardsize 5\n2 kata-analyze 50\n'; sleep 0.2; printf '\n3 protocol_version\n') | timeout 20 "$tengen" gtp | sed 1,2d | awk '/^info/{if(!seen)print "info*"; seen=1; next} {print}')"$'\n'
check "kata-analyze at EOF" $'=1 \ninfo*\n\n[exit 0]' \
  "$(printf '1 kata-analyze w 5' | run | awk '/^info/{if(!seen)print "info*"; seen=1; next} {print}')"
# Framing over a whole regression file: no reply holds an empty line, and
# the number of replies equals the number of commands.
for tst in "$here"/gtp/*.tst; do
  cmds=$(grep -Evc '^[[:space:]]*(#|$)' "$tst")
  [ "$(basename "$tst")" = protocol.tst ] && cmds=$((cmds - 1)) # the command after quit
  reply=$(cd "$(mktemp -d)" && timeout 60 "$tengen" gtp <"$tst")
  heads=$(printf '%s\n' "$reply" | grep -Ec '^[=?]')
  triple=$(printf '%s\n' "$reply" | awk 'BEGIN{n=0;m=0} /^$/{n++; if(n>1)m=1; next} {n=0} END{print m}')
  check "framing of $(basename "$tst")" "$cmds 0" "$heads $triple"
done
echo "gtp conformance: $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
