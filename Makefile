# The two commands of README.md: `make demo` and `make test`.
# This wraps CMake: build/ is the normal build, build-san/ the sanitizer
# build (AddressSanitizer + UndefinedBehaviorSanitizer). CC picks the
# compiler (gcc by default; CI runs clang too).

CC ?= cc
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX ?= /usr/local

.PHONY: all build build-san demo test test-fast test-san install bench fuzz clean

all: build

build:
	@cmake -S . -B build -DCMAKE_C_COMPILER=$(CC) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build build -j $(JOBS)

build-san:
	@cmake -S . -B build-san -DCMAKE_C_COMPILER=$(CC) -DCMAKE_BUILD_TYPE=Debug -DTG_SANITIZE=ON >/dev/null
	@cmake --build build-san -j $(JOBS)

demo: build
	./build/tengen demo
	./build/tengen score --rules all examples/demo.sgf

# Every test, in the optimised build and again under the sanitizers.
test: test-fast test-san

test-fast: build
	cd build && ctest --output-on-failure -j $(JOBS)

test-san: build-san
	cd build-san && ctest --output-on-failure -j $(JOBS)

install: build
	cmake --install build --prefix $(PREFIX)

bench: build
	./build/tengen bench

clean:
	rm -rf build build-san build-clang build-fuzz
