#!/usr/bin/env bash
# run_tst.sh — runs GTP regression files (GNU Go's format) against an engine.
# Usage: bash run_tst.sh ENGINE-COMMAND FILE.tst...
#
# Format: a command with a numeric id ("12 play b D4"), then optionally
# "#? [REGEX]" — the reply of that id must match ^(REGEX)$ in full. A
# success reply is matched as its text ("D4"), an error reply as "?" and
# its message ("?illegal move: ko"); the lines of a multi-line reply are
# joined with single spaces. A "*" after the closing bracket marks a known
# failure (reported, not counted as failing), except after an expected
# error ("#? [\?message]*"): gogui-regress counts every error reply as a
# failure, so the star is what makes an expected error pass there (as an
# expected failure); here the message is asserted like any other reply.
# Other lines are sent as they are; the engine itself must ignore the "#"
# comments. The files run under GoGui's gogui-regress as well
# (tests/gtp_gogui.sh); kata-analyze, whose reply streams until the next
# command, lives in *.stream files that only this runner reads.
#
# Invariant: every file runs in a fresh engine in a scratch directory, so
# files may write and read scratch files (printsgf / loadsgf); the *.sgf
# files next to the .tst files are copied there first as fixtures.
# Prints one line per failure and "N passed, N failed" at the end; exits 1
# if anything failed.
set -uo pipefail
engine=${1:?usage: run_tst.sh ENGINE-COMMAND FILE.tst...}
shift
pass=0 fail=0 known=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for tst in "$@"; do
  tst_abs=$(cd "$(dirname "$tst")" && pwd)/$(basename "$tst")
  out=$scratch/out.txt
  cp "$(dirname "$tst_abs")"/*.sgf "$scratch"/ 2>/dev/null || true
  if ! (cd "$scratch" && timeout 60 sh -c "$engine" <"$tst_abs" >"$out" 2>"$scratch/err.txt"); then
    echo "FAIL $tst: the engine exited with an error: $(head -c 300 "$scratch/err.txt")"
    fail=$((fail + 1))
    continue
  fi
  res=$(awk -v name="$(basename "$tst")" '
    FNR == NR {
      # the engine output: replies "=id text" / "?id text" up to an empty line
      if (!inreply) {
        if ($0 == "") next
        head = substr($0, 1, 1)
        rest = substr($0, 2)
        id = rest; sub(/[^0-9].*$/, "", id)
        text = substr(rest, length(id) + 1); sub(/^ /, "", text)
        reply = (head == "?" ? "?" : "") text
        inreply = 1
        next
      }
      if ($0 == "") { if (id != "") got[id] = reply; inreply = 0; next }
      reply = reply (reply == "" || reply == "?" ? "" : " ") $0
      next
    }
    /^[ \t]*[0-9]+[ \t]/ { last = $1; next }
    /^#\?/ {
      line = $0
      star = (line ~ /\][ \t]*\*[ \t]*$/) && (line !~ /^#\?[ \t]*\[\\\?/)
      re = line; sub(/^#\?[ \t]*\[/, "", re); sub(/\][ \t]*\*?[ \t]*$/, "", re)
      sub(/^ +/, "", got[last]); sub(/ +$/, "", got[last])
      ok = (last in got) && (got[last] ~ ("^(" re ")$"))
      if (ok && !star) pass++
      else if (star) { known++; print "KNOWN " name ":" last " expected [" re "] got [" got[last] "]" }
      else { fail++; print "FAIL " name ":" last " expected [" re "] got [" ((last in got) ? got[last] : "<no reply>") "]" }
    }
    END { print "COUNTS " pass+0 " " fail+0 " " known+0 }
  ' "$out" "$tst_abs")
  echo "$res" | grep -v '^COUNTS' || true
  read -r _ p f k <<<"$(echo "$res" | grep '^COUNTS')"
  pass=$((pass + p)) fail=$((fail + f)) known=$((known + k))
done
echo "gtp regression: $pass passed, $fail failed, $known known failures"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
