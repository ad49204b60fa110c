#!/usr/bin/env bash
# cli.sh — the tengen tool as a user meets it: help, rules listing and
# description, errors and exit codes, the demo's verdicts.
set -uo pipefail
tengen=$1
pass=0 fail=0
ok()  { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAILED: $*" >&2; }
expect_exit() { # expect_exit CODE CMD...
  local want=$1; shift
  "$@" >/dev/null 2>&1; local got=$?
  [ "$got" = "$want" ] && ok || bad "exit $got, want $want: $*"
}

expect_exit 0 "$tengen" --help
expect_exit 2 "$tengen"
expect_exit 2 "$tengen" no-such-command
for cmd in rules demo bench; do expect_exit 0 "$tengen" "$cmd" --help; done

out=$("$tengen" rules)
for preset in tromp-taylor chinese japanese korean aga aga-1991 ing nz wmsg stones group-tax; do
  grep -q "^$preset " <<<"$out" && ok || bad "rules lists $preset"
done
grep -Eq "^japanese +territory +simple +forbidden +3 +6.5 +neutral" <<<"$out" && ok || bad "japanese row: $(grep ^japanese <<<"$out")"
# The header lines up with the values: every column starts where its
# header word starts, on every row (regression: a ragged table).
starts() { awk '{ s = ""; for (i = 1; i <= length($0); i++) if (substr($0, i, 1) != " " && (i == 1 || substr($0, i - 1, 1) == " ")) s = s " " i; print s }'; }
head_starts=$(head -1 <<<"$out" | starts)
rows_ok=1
while IFS= read -r row; do [ "$(starts <<<"$row")" = "$head_starts" ] || rows_ok=0; done < <(tail -n +2 <<<"$out")
[ $rows_ok = 1 ] && ok || bad "rules table columns do not line up with the header"

out=$("$tengen" rules japanese,komi=0.5)
grep -q "komi  *0.5" <<<"$out" && ok || bad "override shown"
grep -qi "confirmation" <<<"$out" && ok || bad "japanese described in words"
# Described after the overrides (regression: "japanese,ko=positional" was
# still described as "the basic ko rule").
out=$("$tengen" rules japanese,ko=positional)
grep -q "ko=positional (was simple)" <<<"$out" && grep -q "positional superko" <<<"$out" &&
  ! grep -q "basic ko rule" <<<"$out" && ok || bad "override described: $out"
for name in tt new-zealand chinese-ogs stone-scoring NZ koPOSITIONALscoreAREAtaxNONEsui1button0whbN-1fpok1komi7.5; do
  expect_exit 0 "$tengen" rules "$name"
done
err=$("$tengen" rules chinese,komi=0x10 2>&1 >/dev/null); code=$?
[ $code = 2 ] && grep -q "0x10" <<<"$err" && ok || bad "komi=0x10 refused: exit $code"

err=$("$tengen" rules chinese,ko=bogus 2>&1 >/dev/null); code=$?
[ $code = 2 ] && grep -q "positional" <<<"$err" && ok || bad "bad rules text: exit $code, '$err'"

out=$("$tengen" demo)
grep -q "^japanese .*B+19.5" <<<"$out" && ok || bad "demo japanese result"
grep -q "^chinese .*B+18.5" <<<"$out" && ok || bad "demo chinese result"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
