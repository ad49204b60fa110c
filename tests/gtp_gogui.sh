#!/usr/bin/env bash
# gtp_gogui.sh — the GTP regression files (tests/gtp/*.tst) in the form
# GoGui's gogui-regress runs: no command whose reply streams (kata-analyze
# would make gogui-regress wait forever for the empty line that ends a
# reply; it lives in *.stream files), and every expected error written
# "#? [\?message]*" (gogui-regress counts an error reply as a failure; the
# star makes it an expected one). When gogui-regress is installed it runs
# every file and must exit 0; GoGui is not a Debian package (apt-cache
# finds no gogui), so on a plain Debian machine only the form is checked,
# and this script says so.
# Usage: bash tests/gtp_gogui.sh <path-to-tengen-binary>
set -uo pipefail
tengen=${1:?usage: gtp_gogui.sh <path-to-tengen-binary>}
tengen=$(cd "$(dirname "$tengen")" && pwd)/$(basename "$tengen")
here=$(cd "$(dirname "$0")" && pwd)
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAILED: $*" >&2; }

for f in "$here"/gtp/*.tst; do
  n=$(basename "$f")
  if grep -qE '^[0-9]*[ \t]*kata-analyze' "$f"; then bad "$n sends kata-analyze (hangs gogui-regress)"; else ok; fi
  # an expected error without the star: gogui-regress would fail it
  if grep -nE '^#\?[ \t]*\[\\\?.*\][ \t]*$' "$f" | head -3 | grep -q .; then
    bad "$n: an expected error without '*': $(grep -nE '^#\?[ \t]*\[\\\?.*\][ \t]*$' "$f" | head -1)"
  else ok; fi
done
# the runner still asserts an expected error's message (the star is not a
# known failure there): a wrong message must fail
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '1 play b Z99\n#? [\\?no such message]*\n' >"$tmp/wrong.tst"
if bash "$here/gtp/run_tst.sh" "$tengen gtp" "$tmp/wrong.tst" >/dev/null 2>&1; then
  bad "run_tst.sh passed a wrong expected error"; else ok; fi
printf '1 play b Z99\n#? [\\?invalid color or coordinate]*\n' >"$tmp/right.tst"
if bash "$here/gtp/run_tst.sh" "$tengen gtp" "$tmp/right.tst" >/dev/null 2>&1; then ok; else
  bad "run_tst.sh failed a right expected error"; fi

if command -v gogui-regress >/dev/null 2>&1; then
  if (cd "$tmp" && timeout 300 gogui-regress "$tengen gtp" "$here"/gtp/*.tst >"$tmp/gogui.txt" 2>&1); then ok
  else bad "gogui-regress: $(tail -5 "$tmp/gogui.txt")"; fi
else
  echo "gogui-regress is not installed (GoGui is not a Debian package): the files' form was checked, not run under it"
fi
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
