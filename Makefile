# The two commands of README.md: `make demo` and `make test`.
# This wraps CMake: build/ is the normal build, build-san/ the sanitizer
# build (AddressSanitizer + UndefinedBehaviorSanitizer). CC picks the
# compiler: when CC is not given, clang if it is installed with its
# sanitizer runtime (Debian: libclang-rt-14-dev), else cc. The playout
# board's loop compiles to about 18% fewer instructions with clang 14 than
# with gcc 12 (bench/RESULTS.md); both are supported, and CI builds and
# tests both.

ifeq ($(origin CC),default)
CC := $(shell echo 'int main(void) { return 0; }' | \
        clang -x c -fsanitize=address,undefined - -o /dev/null >/dev/null 2>&1 && echo clang || echo cc)
endif
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX ?= /usr/local

.PHONY: all build build-san demo test test-fast test-san install bench fuzz clean fuzz-sgf fuzz-sgf-short \
        deps deps-build

# What a fresh Debian machine lacks: installed as root with apt-get, or
# else the exact command to run is printed and make stops
# (tools/install-deps.sh; .ci/run uses it too).
deps:
	@bash tools/install-deps.sh

deps-build:
	@bash tools/install-deps.sh --build

all: build

build:
	@cmake -S . -B build -DCMAKE_C_COMPILER=$(CC) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build build -j $(JOBS)

build-san:
	@cmake -S . -B build-san -DCMAKE_C_COMPILER=$(CC) -DCMAKE_BUILD_TYPE=Debug -DTG_SANITIZE=ON >/dev/null
	@cmake --build build-san -j $(JOBS)

demo: deps-build
	@$(MAKE) --no-print-directory build
	./build/tengen demo
	./build/tengen score --rules all examples/demo.sgf

# Every test, in the optimised build and again under the sanitizers.
test: deps
	@$(MAKE) --no-print-directory test-fast test-san

test-fast: build
	cd build && ctest --output-on-failure -j $(JOBS)

test-san: build-san
	cd build-san && ctest --output-on-failure -j $(JOBS)

install: build
	cmake --install build --prefix $(PREFIX)

bench: build
	./build/tengen bench

# Fuzzing the SGF reader and writer (needs clang with libFuzzer: Debian
# package libclang-rt-14-dev). New inputs go to build-fuzz/corpus-sgf (seeded
# from fuzz/corpus and the shared SGF corpus), crashes to fuzz-out/. Commit a
# crash as fuzz/corpus/crash-<name> once fixed: the test run replays it.
FUZZ_SECONDS ?= 60
FUZZ_ARGS ?= -max_total_time=$(FUZZ_SECONDS)
TG_SHARED ?= $(CURDIR)/../shared
FUZZ_CC ?= clang

fuzz-sgf:
	@mkdir -p build-fuzz/corpus-sgf fuzz-out
	$(FUZZ_CC) -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -Wall -Wextra \
	  -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	  -Iinclude -Isrc src/*.c fuzz/fuzz_sgf.c -lm -o build-fuzz/fuzz_sgf
	@cp $(TG_SHARED)/corpora/sgf/*/*.sgf build-fuzz/corpus-sgf/ 2>/dev/null || true
	./build-fuzz/fuzz_sgf $(FUZZ_ARGS) -max_len=65536 -timeout=10 \
	  -artifact_prefix=fuzz-out/ -print_final_stats=1 build-fuzz/corpus-sgf fuzz/corpus

# The short run CI can afford: a fixed seed and a fixed number of runs from a
# fresh corpus directory, so that it does the same work on every machine and
# a submission passes or fails it reproducibly (the long run explores).
fuzz-sgf-short:
	rm -rf build-fuzz/corpus-sgf
	$(MAKE) fuzz-sgf FUZZ_ARGS="-seed=1 -runs=50000"

clean:
	rm -rf build build-san build-clang build-fuzz
