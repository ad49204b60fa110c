#!/usr/bin/env bash
# install-deps.sh — installs what tengen's build and tests need on a fresh
# Debian machine, only what is missing. `make test` and .ci/run call it.
#
# As root it runs apt-get; as anyone else it prints the exact command to
# run and exits 1 (nothing is installed behind the user's back). With
# --check it only says what is missing (exit 1 if anything is). With
# --build only what `make build` and `make demo` need (cmake, a compiler).
#
# Judged by the command or file each package provides, so a machine with
# node and npm from another source than Debian's is left alone.
set -euo pipefail
check_only=false build_only=false
for a in "$@"; do
  case $a in
    --check) check_only=true ;;
    --build) build_only=true ;;
    *) echo "usage: install-deps.sh [--check] [--build]" >&2; exit 2 ;;
  esac
done

need=()
have() { command -v "$1" >/dev/null 2>&1; }
have cmake || need+=(cmake)
have make || need+=(make)
have gcc || need+=(gcc)
have clang || need+=(clang)
have pkg-config || need+=(pkg-config)
if ! $build_only; then
[ -x /usr/games/gnugo ] || have gnugo || need+=(gnugo)
have node || need+=(nodejs)
have npm || need+=(npm)
# The sanitizer and libFuzzer runtimes of clang (Debian 12's clang is 14).
clang_major=$(clang --version 2>/dev/null | sed -n 's/.*version \([0-9]*\).*/\1/p' | head -1 || true)
ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 ||
  need+=("libclang-rt-${clang_major:-14}-dev")
# The Python package's build and tests (python/), judged with Debian's
# interpreter, the one these packages serve (a pyenv or venv python3
# earlier on the PATH has its own modules).
py=python3
[ -x /usr/bin/python3 ] && py=/usr/bin/python3
have "$py" || need+=(python3)
"$py" -c 'import sysconfig, os, sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
  2>/dev/null || need+=(python3-dev)
for mod in setuptools:python3-setuptools numpy:python3-numpy pytest:python3-pytest \
           dask:python3-dask distributed:python3-distributed; do
  "$py" -c "import ${mod%%:*}" >/dev/null 2>&1 || need+=("${mod#*:}")
done
fi

[ ${#need[@]} -eq 0 ] && exit 0
cmd="apt-get update && apt-get install -y ${need[*]}"
if $check_only; then
  echo "missing: ${need[*]}" >&2
  exit 1
fi
if [ "$(id -u)" != 0 ]; then
  echo "tengen needs packages that are not installed: ${need[*]}" >&2
  echo "run this as root, then the make command again:" >&2
  echo "  $cmd" >&2
  exit 1
fi
echo "installing: ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${need[@]}" >/dev/null
