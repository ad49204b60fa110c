/*
 * test_sgf_fuzzcheck.c — replays fuzz/corpus/sgf/ through the fuzz target
 * for the SGF reader and writer (fuzz/fuzz_sgf.c) in the ordinary test run. Each
 * crash-* file there is a named regression: an input the fuzzer once
 * found failing.
 *
 * Invariant: the target's checks run unchanged (it is included, not
 * copied): a regression aborts this program and fails the test.
 */
#include "../fuzz/fuzz_sgf.c"
#include "fuzzcheck.h"

int main(void) { return fuzzcheck_main("test_sgf_fuzzcheck", "fuzz/corpus/sgf"); }
