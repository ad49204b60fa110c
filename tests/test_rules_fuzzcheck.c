/*
 * test_rules_fuzzcheck.c — replays fuzz/corpus/rules/ through the fuzz target
 * for the rules text (fuzz/fuzz_rules.c) in the ordinary test run. Each
 * crash-* file there is a named regression: an input the fuzzer once
 * found failing.
 *
 * Invariant: the target's checks run unchanged (it is included, not
 * copied): a regression aborts this program and fails the test.
 */
#include "../fuzz/fuzz_rules.c"
#include "fuzzcheck.h"

int main(void) { return fuzzcheck_main("test_rules_fuzzcheck", "fuzz/corpus/rules"); }
