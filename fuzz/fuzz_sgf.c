/*
 * fuzz_sgf.c — the libFuzzer target for the SGF reader and writer: parse
 * any bytes, and when they parse, write, re-parse and compare, read the game
 * information and walk every main line, then free. The strict reader must
 * agree with the tolerant one whenever it accepts the input.
 *
 * Invariant: for every input the library returns (no crash, no leak, no
 * undefined behaviour under ASan/UBSan) and parse(write(tree)) == tree; a
 * broken property aborts, which is how the fuzzer reports it.
 *
 * Not here: a main function. `make fuzz-sgf` links it with libFuzzer;
 * tests/test_sgf_fuzzcheck.c includes it to replay fuzz/corpus/sgf/ in the
 * ordinary test run.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tengen/sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Small limits keep the fuzzer fast; the code paths are the same. */
static tg_sgf_options fuzz_options(bool strict) {
    tg_sgf_options o = {0};
    o.max_input = 1 << 20;
    o.max_nodes = 100000;
    o.max_values = 200000;
    o.max_value = 1 << 16;
    o.max_warnings = 50;
    o.strict = strict;
    return o;
}

static void walk_games(const tg_sgf_collection *c) {
    for (size_t g = 0; g < tg_sgf_game_count(c); g++) {
        tg_sgf_game_info info;
        tg_sgf_error err;
        if (tg_sgf_game_info_read(tg_sgf_game(c, g), &info, &err) != TG_OK)
            continue;
        tg_sgf_mainline *m = tg_sgf_mainline_new(tg_sgf_game(c, g), info.width, info.height);
        if (!m)
            abort();
        const tg_sgf_step *s;
        while (tg_sgf_mainline_next(m, &s, &err) == TG_OK && s)
            ;
        tg_sgf_mainline_free(m);
    }
}

/* Known limit: a game whose CA names a double-byte charset (Shift_JIS,
 * GBK, Big5) but whose bytes do not convert is kept as plain bytes; a
 * written copy may then lex differently (a lead byte before ']', or a
 * permissive GB18030 decoding that runs across a tree boundary), so for such
 * collections only "no crash, no leak" is checked. See the SGF report. */
static bool kept_bytes(const tg_sgf_collection *c) {
    for (size_t i = 0; i < tg_sgf_warning_count(c); i++)
        if (strstr(tg_sgf_warning(c, i)->message, "cannot convert"))
            return true;
    return tg_sgf_warnings_dropped(c) > 0;
}

static void round_trip(const tg_sgf_collection *c, const tg_sgf_options *o) {
    char *text;
    size_t len;
    if (tg_sgf_write(c, &text, &len) != TG_OK)
        return; /* out of memory is allowed */
    tg_sgf_options big = *o;
    big.max_input = len + 1; /* the written form may be longer than the input */
    big.strict = false;
    tg_sgf_error err;
    tg_sgf_collection *again = tg_sgf_parse(text, len, &big, &err);
    if (!kept_bytes(c) && (!again || !tg_sgf_collection_equal(c, again)))
        abort();
    tg_sgf_collection_free(again);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    tg_sgf_options loose = fuzz_options(false), strict = fuzz_options(true);
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_parse((const char *)data, size, &loose, &err);
    tg_sgf_collection *s = tg_sgf_parse((const char *)data, size, &strict, &err);
    if (s && (!c || !tg_sgf_collection_equal(c, s)))
        abort();
    if (c) {
        round_trip(c, &loose);
        walk_games(c);
    }
    tg_sgf_collection_free(s);
    tg_sgf_collection_free(c);
    return 0;
}
