#!/usr/bin/env bash
# gtp_input.sh — `tengen gtp` reading hostile standard input (issue 16):
# a 200 MB line, and endless input with no newline at all, each followed
# (or not) by ordinary commands; and the options that take numbers.
# Usage: bash tests/gtp_input.sh <path-to-tengen-binary>
#
# Invariant: a line over the cap (TG_GTP_MAX_LINE, 1 MiB) is answered
# "? line too long" with its id and not run, the next line is read as
# usual, and the engine's peak memory stays small whatever the length
# (it was 411 MB for a 200 MB line, and unbounded without a newline).
# Peak memory is measured with /usr/bin/time -v when it is installed.
set -uo pipefail
tengen=${1:?usage: gtp_input.sh <path-to-tengen-binary>}
pass=0 fail=0
check() { # NAME EXPECTED ACTUAL
  if [ "$2" == "$3" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $1"; echo "  expected: $(printf '%q' "$2")"; echo "  got:      $(printf '%q' "$3")"; fi
}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
# The cap on peak memory, in KB: a capped line needs about 2 MB of buffer;
# the sanitizer build's runtime adds tens of MB on its own.
cap_kb=120000

# Runs tengen gtp on the stream from the command "$2..." (stdout in
# $TMP/out; $(...) drops a reply's final empty line) and checks its peak
# memory.
measure() {
  local name=$1; shift
  if [ -x /usr/bin/time ]; then
    "$@" | timeout 120 /usr/bin/time -f '%M' -o "$TMP/rss" "$tengen" gtp >"$TMP/out" 2>/dev/null
  else
    "$@" | timeout 120 "$tengen" gtp >"$TMP/out" 2>/dev/null
    echo 0 >"$TMP/rss"
  fi
  local rss; rss=$(tail -1 "$TMP/rss")
  echo "$name: peak memory $rss KB"
  if [ "$rss" -lt $cap_kb ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: peak memory ${rss} KB (cap ${cap_kb} KB)"; fi
}

# Reproducer: a 200 MB line, then two ordinary commands.
long_line() { printf '7 play b '; head -c 200000000 /dev/zero | tr '\0' 'x'; printf '\n8 name\n9 list_stones b\n'; }
measure "200 MB line" long_line
check "200 MB line refused with its id, next lines run" \
  $'?7 line too long: over 1048576 bytes\n\n=8 tengen\n\n=9 ' "$(cat "$TMP/out")"

# Reproducer: endless input without a newline (300 MB of it, then EOF).
endless() { printf '1 name\n2 '; head -c 300000000 /dev/zero | tr '\0' 'y'; }
measure "300 MB without a newline" endless
check "no newline: refused once, then EOF ends the session" \
  $'=1 tengen\n\n?2 line too long: over 1048576 bytes' "$(cat "$TMP/out")"

# A line just under the cap is still read and run.
just_under() { printf 'boardsize 9'; head -c 1000000 /dev/zero | tr '\0' ' '; printf '\nquery_boardsize\nname\n'; }
measure "1 MB line" just_under
check "a line under the cap runs" $'= \n\n? unknown command\n\n= tengen' "$(cat "$TMP/out")"

# Numbers on the command line are checked whole.
for bad in "--size 19x" "--size 99999999999" "--size -3" "--seed abc" "--seed -1" "--seed 99999999999999999999999"; do
  # shellcheck disable=SC2086
  echo name | "$tengen" gtp $bad >/dev/null 2>&1
  check "tengen gtp $bad is a usage error" 2 "$?"
done
check "--files needs a folder" 2 "$(echo name | "$tengen" gtp --files /nonexistent >/dev/null 2>&1; echo $?)"
mkdir "$TMP/records"
check "--files confines printsgf" $'= \n\n? file outside the folder this engine may use (a relative name without \'..\' is needed)' \
  "$(printf 'printsgf a.sgf\nprintsgf ../b.sgf\n' | "$tengen" gtp --files "$TMP/records")"
check "the record is in the folder" yes "$([ -f "$TMP/records/a.sgf" ] && [ ! -e "$TMP/b.sgf" ] && echo yes)"

echo "gtp_input: $pass passed, $fail failed"
[ $fail -eq 0 ]
