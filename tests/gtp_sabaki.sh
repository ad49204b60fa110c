#!/usr/bin/env bash
# gtp_sabaki.sh — `tengen gtp` driven by @sabaki/gtp, the GTP client of the
# Sabaki GUI (installed with npm into tests/node/; node_modules is not
# committed): a game, undo, a handicap setup, without an error.
# Usage: bash tests/gtp_sabaki.sh <path-to-tengen-binary>
#
# If npm or node cannot be reached the test FAILS: a client check that
# silently skips checks nothing.
set -euo pipefail
tengen=${1:?usage: gtp_sabaki.sh <path-to-tengen-binary>}
tengen=$(cd "$(dirname "$tengen")" && pwd)/$(basename "$tengen")
here=$(cd "$(dirname "$0")" && pwd)
command -v node >/dev/null || { echo "FAIL: node not installed"; echo "0 passed, 1 failed"; exit 1; }
command -v npm >/dev/null || { echo "FAIL: npm not installed"; echo "0 passed, 1 failed"; exit 1; }
if ! npm install --prefix "$here/node" --no-audit --no-fund --silent >/dev/null 2>&1 ||
   [ ! -d "$here/node/node_modules/@sabaki/gtp" ]; then
  echo "FAIL: npm install @sabaki/gtp failed (registry unreachable?)"
  echo "0 passed, 1 failed"
  exit 1
fi
timeout 60 node "$here/node/gtp_session.js" "$tengen"
