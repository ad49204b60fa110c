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

out=$(bash "$here/gtp/run_tst.sh" "$tengen gtp" "$here"/gtp/*.tst)
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
# Framing over a whole regression file: no reply holds an empty line, and
# the number of replies equals the number of commands.
for tst in "$here"/gtp/*.tst; do
  cmds=$(grep -Evc '^[[:space:]]*(#|$)' "$tst")
  [ "$(basename "$tst")" = protocol.tst ] && cmds=$((cmds - 1)) # the command after quit
  reply=$(cd "$(mktemp -d)" && timeout 20 "$tengen" gtp <"$tst")
  heads=$(printf '%s\n' "$reply" | grep -Ec '^[=?]')
  triple=$(printf '%s\n' "$reply" | awk 'BEGIN{n=0;m=0} /^$/{n++; if(n>1)m=1; next} {n=0} END{print m}')
  check "framing of $(basename "$tst")" "$cmds 0" "$heads $triple"
done
echo "gtp conformance: $pass passed, $fail failed"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
