/*
 * sgf_test_util.h — the small assertion harness and helpers shared by the
 * SGF test programs (included once by each; not part of the library).
 *
 * Invariant: a failed CHECK prints file:line and the expression, counts the
 * failure and lets the program go on, so one run shows every failure; main
 * returns non-zero when any CHECK failed.
 *
 * Not here: anything about the library beyond parse/write helpers.
 */
#ifndef TG_SGF_TEST_UTIL_H
#define TG_SGF_TEST_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tengen/sgf.h"

static int test_failures;
static int test_checks;

static inline void test_check(int ok, const char *expr, const char *file, int line) {
    test_checks++;
    if (ok)
        return;
    test_failures++;
    fprintf(stderr, "%s:%d: FAILED: %s\n", file, line, expr);
}

#define CHECK(cond) test_check((cond) != 0, #cond, __FILE__, __LINE__)

/* The shared corpus directory: $TG_SHARED, else ../shared. */
static inline const char *test_shared_dir(void) {
    const char *s = getenv("TG_SHARED");
    return s && *s ? s : "../shared";
}

/* Parses, writes, re-parses and compares; returns 1 when the round trip
 * gives an identical collection. */
static inline int test_round_trip(const tg_sgf_collection *c) {
    char *text = NULL;
    size_t len = 0;
    if (tg_sgf_write(c, &text, &len) != TG_OK)
        return 0;
    tg_sgf_error err;
    tg_sgf_collection *again = tg_sgf_parse(text, len, NULL, &err);
    int same = again && tg_sgf_collection_equal(c, again);
    if (!same) {
        char msg[300];
        if (!again) {
            tg_sgf_error_format(&err, msg, sizeof msg);
            fprintf(stderr, "round trip: re-parse failed: %s\n", msg);
        } else {
            fprintf(stderr, "round trip: trees differ\n");
        }
    }
    tg_sgf_collection_free(again);
    free(text);
    return same;
}

static inline int test_report(const char *name) {
    printf("%s: %d checks, %d failed\n", name, test_checks, test_failures);
    return test_failures ? 1 : 0;
}

#endif
