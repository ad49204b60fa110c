# judgement_common.sh — sourced by the judgement_*.sh scripts: where the
# corpora and the tool are, checked before any work. Sets SHARED (the
# shared directory: $TG_SHARED, else ../shared) and TENGEN (the tool:
# $TENGEN, else build/tengen, as an absolute path) and OUT (the caller's
# scratch folder, bench/out/NAME for NAME.sh, made here); exits 2 naming
# what is missing. The caller's name is $1, for the messages.
SHARED=${TG_SHARED:-../shared}
TENGEN=$(readlink -f "${TENGEN:-build/tengen}")
[ -x "$TENGEN" ] || { echo "$1: $TENGEN missing (make build)" >&2; exit 2; }
[ -d "$SHARED/corpora" ] || { echo "$1: no corpora at $SHARED/corpora" >&2; exit 2; }
OUT=bench/out/${1%.sh}
mkdir -p "$OUT"

# The line that ends each table: the commit its figures came from.
judgement_commit_line() {
    echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src include || echo ' + uncommitted changes')"
}
