/*
 * test_moves_fuzzcheck.c — replays fuzz/corpus/moves/ through the fuzz target
 * for random sizes, rules and move sequences (tg_board_check after every action) (fuzz/fuzz_moves.c) in the ordinary test run. Each
 * crash-* file there is a named regression: an input the fuzzer once
 * found failing.
 *
 * Invariant: the target's checks run unchanged (it is included, not
 * copied): a regression aborts this program and fails the test.
 */
#include "../fuzz/fuzz_moves.c"
#include "fuzzcheck.h"

int main(void) { return fuzzcheck_main("test_moves_fuzzcheck", "fuzz/corpus/moves"); }
