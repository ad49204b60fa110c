#!/usr/bin/env bash
# cli.sh — the tengen tool as a user meets it: help, rules listing and
# description, errors and exit codes, the demo's verdicts; the manual page
# and bash completion naming every option of every --help; the set-up
# script as a user who is not root; the README's order (./build/tengen
# before the first example) and its library example, compiled and run.
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

# ---- the manual page and the bash completion name every option that a
# command's --help names (so neither drifts from the tool)
root=$(cd "$(dirname "$0")/.." && pwd)
for cmd in rules demo check score gtp match bench; do
  for opt in $("$tengen" "$cmd" --help 2>&1 | grep -oE '(^|[ [])--[a-z][a-z-]*' | sed 's/^[ [ ]*//' | sort -u); do
    grep -qF -- "$(sed 's/-/\\-/g' <<<"$opt")" "$root/docs/tengen.1" && ok || bad "man page lacks $cmd $opt"
    grep -A30 "^ *$cmd) opts=" "$root/completion/tengen.bash" | head -1 | grep -qE -- "[\" ]$opt[\" ]" && ok ||
      bad "completion lacks $cmd $opt"
  done
done

# ---- tools/install-deps.sh as a user who is not root, on a machine that
# lacks things: names the packages and the exact command, installs nothing
fake=$(mktemp -d)
for t in bash sed head ls grep; do ln -s "$(command -v $t)" "$fake/$t"; done
printf '#!/bin/sh\necho 1000\n' >"$fake/id"; chmod +x "$fake/id"
out=$(PATH=$fake "$fake/bash" "$root/tools/install-deps.sh" 2>&1); code=$?
rm -rf "$fake"
[ $code = 1 ] && ok || bad "install-deps as a user: exit $code"
grep -q "run this as root" <<<"$out" && grep -q "apt-get update && apt-get install -y cmake make gcc clang pkg-config .*nodejs npm" <<<"$out" \
  && ok || bad "install-deps as a user: $out"

# ---- README: how to run the tool comes before the first example, and the
# library example compiles, runs and prints what its comment says
readme=$root/README.md
first_build=$(grep -n './build/tengen' "$readme" | head -1 | cut -d: -f1)
first_example=$(awk '/^```/ { code = !code; next } code && /^tengen / { print NR; exit }' "$readme")
[ -n "$first_build" ] && [ "$first_build" -lt "$first_example" ] && ok || bad "README: ./build/tengen before line $first_example"
ex=$(awk '/^## The library/ { lib = 1 } lib && /^```c$/ { on = 1; next } on && /^```$/ { exit } on' "$readme")
want=$(sed -n 's/.*s\.result: "\([^"]*\)".*/\1/p' <<<"$ex")
tmpc=$(mktemp -d)
{ echo '#include <stdio.h>'; echo '#include <tengen/tengen.h>'; echo 'int main(void) {'; echo "$ex";
  echo 'printf("%s\n", s.result); return 0; }'; } >"$tmpc/ex.c"
build=$(dirname "$tengen")
lib=$(find "$build" -maxdepth 1 -name 'libtengen.a' | head -1)
san=""; grep -q '^TG_SANITIZE:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null && san="-fsanitize=address,undefined"
if ${CC:-cc} -std=c11 $san -I"$root/include" "$tmpc/ex.c" "$lib" -lm -lpthread -o "$tmpc/ex" 2>"$tmpc/err"; then
  got=$("$tmpc/ex"); [ -n "$want" ] && [ "$got" = "$want" ] && ok || bad "README library example prints $got, its comment says $want"
else
  bad "README library example does not compile: $(head -3 "$tmpc/err")"
fi
rm -rf "$tmpc"

# score --finished: a game has ended when its last two moves are passes
# or its RE is a count; otherwise the estimate predicts (JSON "finished").
fin=$(mktemp -d)
printf '(;SZ[9];B[ee];W[cc])' > "$fin/going.sgf"
printf '(;SZ[9];B[ee];W[cc];B[];W[])' > "$fin/passed.sgf"
printf '(;SZ[9]RE[B+3.5];B[ee];W[cc])' > "$fin/counted.sgf"
printf '(;SZ[9]RE[B+R];B[ee];W[cc])' > "$fin/resigned.sgf"
for want in going:false passed:true counted:true resigned:false; do
  f=${want%%:*} v=${want#*:}
  out=$("$tengen" score --json "$fin/$f.sgf" 2>/dev/null)
  grep -q "\"finished\":$v" <<<"$out" && ok || bad "score --json $f.sgf: finished $v"
done
out=$("$tengen" score --json --finished yes "$fin/going.sgf" 2>/dev/null)
grep -q '"finished":true' <<<"$out" && ok || bad "--finished yes"
out=$("$tengen" score --json --finished no "$fin/passed.sgf" 2>/dev/null)
grep -q '"finished":false' <<<"$out" && ok || bad "--finished no"
expect_exit 2 "$tengen" score --finished maybe "$fin/going.sgf"
rm -rf "$fin"

echo "$pass passed, $fail failed"
[ $fail = 0 ]
