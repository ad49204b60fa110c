/*
 * test_gtp_fuzzcheck.c — replays fuzz/corpus/gtp/ through the fuzz target
 * for the GTP session (command streams) (fuzz/fuzz_gtp.c) in the ordinary test run. Each
 * crash-* file there is a named regression: an input the fuzzer once
 * found failing.
 *
 * Invariant: the target's checks run unchanged (it is included, not
 * copied): a regression aborts this program and fails the test.
 */
#include "../fuzz/fuzz_gtp.c"
#include "fuzzcheck.h"

int main(void) { return fuzzcheck_main("test_gtp_fuzzcheck", "fuzz/corpus/gtp"); }
