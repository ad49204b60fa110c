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
grep -q "^japanese .*territory simple forbidden 3 6.5 neutral" <<<"$out" && ok || bad "japanese row: $(grep ^japanese <<<"$out")"

out=$("$tengen" rules japanese,komi=0.5)
grep -q "komi  *0.5" <<<"$out" && ok || bad "override shown"
grep -qi "confirmation" <<<"$out" && ok || bad "japanese described in words"

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

echo "$pass passed, $fail failed"
[ $fail = 0 ]
