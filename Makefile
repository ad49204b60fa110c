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

.PHONY: all build build-san demo test test-fast test-san test-tsan test-scalar install bench clean deps deps-build \
        python python-install

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

# ThreadSanitizer over what runs threads: the games played in parallel
# (test_threads) and the batch commands' worker pool (tests/records.sh runs
# check and score with -j 8 and compares with -j 1). Its own build
# directory; halt_on_error makes any report a failure, but for the races
# inside glibc's dynamic loader listed in tests/tsan.supp. Not part of
# `make test` (TSan cannot be combined with ASan); .ci/run runs it.
TSAN_TESTS ?= ^(test_threads|records)$$
test-tsan:
	@cmake -S . -B build-tsan -DCMAKE_C_COMPILER=$(CC) -DCMAKE_BUILD_TYPE=Debug \
	  -DCMAKE_C_FLAGS="-fsanitize=thread -fno-omit-frame-pointer -O1" \
	  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=thread" >/dev/null
	@cmake --build build-tsan -j $(JOBS)
	cd build-tsan && TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$(CURDIR)/tests/tsan.supp" \
	  ctest --output-on-failure -j $(JOBS) -R '$(TSAN_TESTS)'

# The legal mask without SIMD (-DTG_NO_SIMD: the empty points one by one,
# as on a machine without SSE2), checked by test_game against
# tg_game_check. Not part of `make test` (a second optimised build for one
# test); .ci/run runs it.
test-scalar:
	@cmake -S . -B build-scalar -DCMAKE_C_COMPILER=$(CC) -DCMAKE_BUILD_TYPE=Release \
	  -DCMAKE_C_FLAGS="-DTG_NO_SIMD" >/dev/null
	@cmake --build build-scalar -j $(JOBS) --target test_game
	./build-scalar/test_game

install: build
	cmake --install build --prefix $(PREFIX)

bench: build
	./build/tengen bench

# The Python package (python/, README "Python"), always for Debian's
# /usr/bin/python3 (python3-dev, python3-setuptools, python3-numpy):
# `make python` builds it in place (use it with PYTHONPATH=python);
# `make python-install` installs it with pip.
PYTHON ?= /usr/bin/python3
python:
	cd python && $(PYTHON) setup.py build_ext --inplace

python-install:
	$(PYTHON) -m pip install --no-build-isolation --no-deps --break-system-packages ./python

# Fuzzing (needs clang with libFuzzer: Debian package libclang-rt-14-dev).
# Four targets, fuzz/fuzz_TARGET.c: sgf (reader and writer), gtp (command
# streams into a session), rules (the rules text), moves (random sizes,
# rules and move sequences, tg_board_check after every move). `make
# fuzz-TARGET` runs one for FUZZ_SECONDS; new inputs go to
# build-fuzz/corpus-TARGET (seeded from fuzz/corpus/TARGET, and for sgf the
# shared SGF corpus; fuzz/TARGET.dict lists its words), crashes to fuzz-out/. Commit a crash as
# fuzz/corpus/TARGET/crash-<name> once fixed: `make test` replays it
# (tests/test_TARGET_fuzzcheck.c).
# The library is compiled once into build-fuzz/obj and shared by the four
# targets: an instrumented build of every file per target took minutes, and
# playout.c is the slow one (it is built without forced inlining when
# instrumented: PL_INSTRUMENTED, HACKING.md).
FUZZ_TARGETS := sgf gtp rules moves
.PHONY: fuzz-build fuzz-short $(patsubst %,fuzz-%,$(FUZZ_TARGETS)) $(patsubst %,fuzz-%-short,$(FUZZ_TARGETS))
FUZZ_SECONDS ?= 60
FUZZ_ARGS ?= -max_total_time=$(FUZZ_SECONDS)
TG_SHARED ?= $(CURDIR)/../shared
FUZZ_CC ?= clang
FUZZ_CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -Wall -Wextra -Werror \
  -fno-sanitize-recover=all -Iinclude -Isrc $(FUZZ_EXTRA_CFLAGS)
FUZZ_LIB_SRC := $(wildcard src/*.c)
FUZZ_LIB_OBJ := $(patsubst src/%.c,build-fuzz/obj/%.o,$(FUZZ_LIB_SRC))
.SECONDARY: $(FUZZ_LIB_OBJ)
FUZZ_MAX_LEN_sgf := 65536
FUZZ_MAX_LEN_gtp := 4096
FUZZ_MAX_LEN_rules := 512
FUZZ_MAX_LEN_moves := 4096

build-fuzz/obj/%.o: src/%.c $(wildcard src/*.h include/tengen/*.h)
	@mkdir -p build-fuzz/obj
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link,address,undefined -c $< -o $@

build-fuzz/fuzz_%: fuzz/fuzz_%.c $(FUZZ_LIB_OBJ)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer,address,undefined $< $(FUZZ_LIB_OBJ) -lm -o $@

fuzz-build: $(patsubst %,build-fuzz/fuzz_%,$(FUZZ_TARGETS))

$(patsubst %,fuzz-%,$(FUZZ_TARGETS)): fuzz-%: build-fuzz/fuzz_%
	@mkdir -p build-fuzz/corpus-$* fuzz-out
	@if [ $* = sgf ]; then cp $(TG_SHARED)/corpora/sgf/*/*.sgf build-fuzz/corpus-sgf/ 2>/dev/null || true; fi
	./build-fuzz/fuzz_$* $(FUZZ_ARGS) -max_len=$(FUZZ_MAX_LEN_$*) -timeout=10 \
	  $(if $(wildcard fuzz/$*.dict),-dict=fuzz/$*.dict) \
	  -artifact_prefix=fuzz-out/$*- -print_final_stats=1 build-fuzz/corpus-$* fuzz/corpus/$*

# The short runs CI can afford: a fixed seed and a fixed number of runs from
# a fresh corpus directory, so that each does the same work on every
# machine and a submission passes or fails it reproducibly (the long runs
# explore). CPU time measured here: sgf 50,000 runs about 90 s, rules
# 50,000 a few seconds, moves 1,000 runs 6.7 s (every action rebuilds the
# board to check it), gtp 300 runs 12.5 s (an input plays and estimates
# whole games); so about two and a half minutes for the four.
FUZZ_RUNS_sgf := 50000
FUZZ_RUNS_gtp := 1000
FUZZ_RUNS_rules := 50000
FUZZ_RUNS_moves := 5000
$(patsubst %,fuzz-%-short,$(FUZZ_TARGETS)): fuzz-%-short:
	rm -rf build-fuzz/corpus-$*
	$(MAKE) fuzz-$* FUZZ_ARGS="-seed=1 -runs=$(FUZZ_RUNS_$*)"

fuzz-short: $(patsubst %,fuzz-%-short,$(FUZZ_TARGETS))

clean:
	rm -rf build build-san build-clang build-fuzz build-tsan build-scalar python/build python/tengen/*.so
