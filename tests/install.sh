#!/usr/bin/env bash
# install.sh — the library as another program sees it: install into a
# temporary prefix, then compile and run a small program against the
# installed header and both libraries through pkg-config (the shared one
# found through pkg-config's rpath, without LD_LIBRARY_PATH); and what a
# user finds installed: the manual page, bash completion, the documents.
set -euo pipefail
build=$(dirname "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
export PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig"
cat > "$tmp/use.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <tengen/tengen.h>
int main(void) {
    tg_rules r;
    char err[256];
    if (tg_rules_parse("japanese,komi=0.5", &r, err, sizeof err) != TG_OK) return 1;
    tg_game *g = tg_game_new(9, 9, &r);
    tg_point p;
    tg_point_from_gtp(tg_game_board(g), "E5", &p);
    if (tg_game_play(g, TG_BLACK, p).legality != TG_LEGAL) return 2;
    tg_score s;
    tg_game_score(g, NULL, 0, &s);
    printf("%s\n", s.result);
    tg_game_free(g);
    return strcmp(s.result, "B+79.5") == 0 ? 0 : 3;
}
C
cc=${CC:-cc}
# A sanitizer build's library needs the sanitizer runtime in the program too.
if grep -q '^TG_SANITIZE:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  cc="$cc -fsanitize=address,undefined"
fi
# Shared library, from a non-system prefix: the rpath finds it.
$cc -std=c11 "$tmp/use.c" $(pkg-config --cflags --libs tengen) -o "$tmp/use-shared"
env -u LD_LIBRARY_PATH "$tmp/use-shared"
# Static library.
$cc -std=c11 "$tmp/use.c" $(pkg-config --cflags tengen) "$tmp/prefix/lib/libtengen.a" -lm -lpthread -o "$tmp/use-static"
"$tmp/use-static"
# Nothing but the public API is exported.
exported=$(nm -D --defined-only "$tmp/prefix/lib/libtengen.so" | awk '$2 ~ /[TDBR]/ {print $3}')
if grep -v '^tg_' <<<"$exported" | grep -q . || grep -q '__' <<<"$exported"; then
  echo "libtengen.so exports more than the public tg_ API:" >&2
  grep -v '^tg_' <<<"$exported" | head >&2; grep '__' <<<"$exported" | head >&2
  exit 4
fi
# What make install puts beside the tool: man tengen, completion, docs.
p=$tmp/prefix/share
for f in man/man1/tengen.1 bash-completion/completions/tengen doc/tengen/README.md \
         doc/tengen/LICENSE doc/tengen/CHANGELOG.md doc/tengen/docs/records.md; do
  [ -s "$p/$f" ] || { echo "not installed: share/$f" >&2; exit 5; }
done
if command -v man >/dev/null; then
  MANWIDTH=80 man -l "$p/man/man1/tengen.1" 2>/dev/null | grep -q "FILE:LINE:COL" ||
    { echo "man tengen does not render" >&2; exit 6; }
fi
# the completion offers the commands, and score's options
got=$(bash -c 'source "$1"; COMP_WORDS=(tengen sc); COMP_CWORD=1; _tengen; echo "${COMPREPLY[*]}";
               COMP_WORDS=(tengen score --de); COMP_CWORD=2; _tengen; echo "${COMPREPLY[*]}";
               COMP_WORDS=(tengen score --dead ""); COMP_CWORD=3; _tengen; echo "${COMPREPLY[*]}"' _ \
      "$p/bash-completion/completions/tengen")
[ "$got" = "$(printf 'score\n--dead\nauto marks none estimate')" ] ||
  { echo "completion: got [$got]" >&2; exit 7; }
echo "1 passed, 0 failed"
