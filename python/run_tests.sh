#!/bin/bash
# run_tests.sh — the Python package's test run, as ctest calls it:
#   bash python/run_tests.sh TENGEN_BIN LIBTENGEN_A BUILD_DIR
# Builds the extension against the libtengen.a CMake just built (the same
# objects the C tests test) into BUILD_DIR/python, then runs pytest on
# python/tests with Debian's /usr/bin/python3 (python3-numpy, python3-pytest,
# python3-dask, python3-distributed). A missing package is a failure.
set -eu
tengen_bin=$(realpath "$1")
lib=$(realpath "$2")
out=$(realpath -m "$3/python")
here=$(cd "$(dirname "$0")" && pwd)
py=/usr/bin/python3
for m in numpy pytest setuptools dask distributed; do
    if ! "$py" -c "import $m" 2>/dev/null; then
        echo "python tests: $py cannot import $m (Debian: apt-get install python3-dev python3-setuptools python3-numpy python3-pytest python3-dask python3-distributed)" >&2
        exit 1
    fi
done
cd "$here"
TENGEN_STATIC_LIB="$lib" "$py" setup.py -q build --build-base "$out/build" --build-lib "$out/lib" >"$out.log" 2>&1 ||
    { cat "$out.log" >&2; exit 1; }
export PYTHONPATH="$out/lib" TENGEN_BIN="$tengen_bin" PYTHONDONTWRITEBYTECODE=1
# -P: "python -m" would put the current folder (python/, whose tengen/ has
# no built extension in a clean checkout) before PYTHONPATH.
exec "$py" -P -m pytest -q -p no:cacheprovider -p no:logging tests
