#!/usr/bin/env bash
# sgf_sabaki.sh — cross-checks tengen's SGF reader against an independent
# one, @sabaki/sgf (installed with npm into tests/node/; node_modules is
# not committed). Usage: bash tests/sgf_sabaki.sh <path-to-tengen-binary>.
#
# Invariant: for every sampled corpus file both readers print the same
# canonical tree (tests/node/dump.js and `test_sgf --dump`, which lives in
# the same build directory as the tengen binary). If npm or node cannot be
# reached the test FAILS: a cross-check that silently skips checks nothing.
#
# Not here: files where the two readers differ on purpose (listed below
# with the reason), and the files tengen rejects (test_sgf_corpus covers
# those).
set -euo pipefail

tengen=${1:?usage: sgf_sabaki.sh <path-to-tengen-binary>}
build=$(cd "$(dirname "$tengen")" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
shared=${TG_SHARED:-$here/../../shared}
dumper=$build/test_sgf

[ -x "$dumper" ] || { echo "FAIL: $dumper not built"; exit 1; }
command -v node >/dev/null || { echo "FAIL: node not installed"; exit 1; }
command -v npm >/dev/null || { echo "FAIL: npm not installed"; exit 1; }
if ! npm install --prefix "$here/node" --no-audit --no-fund --silent >/dev/null 2>&1; then
  echo "FAIL: npm install @sabaki/sgf failed (registry unreachable?)"
  exit 1
fi

# Differences by design:
#  sgfc test.sgf / not-an-sgf: malformed, tengen rejects them;
#  nihon-kiin, japanese_bad, no-ca: no usable CA; Sabaki guesses a charset,
#    tengen keeps the bytes it cannot name (and warns);
#  verbose-property-names: lower-case-only identifiers, which Sabaki drops
#    and tengen upper-cases.
skip='sgfc__test\.sgf|not-an-sgf|nihon-kiin|japanese_bad|no-ca\.sgf|verbose-property-names'

files=()
while IFS= read -r f; do files+=("$f"); done < <(
  find "$shared/corpora/sgf" -name '*.sgf' | sort | grep -Ev "$skip"
  find "$shared/corpora/games" -name '*.sgf' | sort | awk 'NR % 40 == 1'
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for f in "${files[@]}"; do
  "$dumper" --dump "$f" >"$tmp/tengen" 2>&1 || true
  node "$here/node/dump.js" "$f" >"$tmp/sabaki" 2>&1 || true
  if ! cmp -s "$tmp/tengen" "$tmp/sabaki"; then
    echo "DIFFER: $f"
    diff "$tmp/tengen" "$tmp/sabaki" | head -6
    fail=1
  fi
done
echo "sgf_sabaki: ${#files[@]} files compared"
exit $fail
