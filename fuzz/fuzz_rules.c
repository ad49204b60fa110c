/*
 * fuzz_rules.c — the libFuzzer target for the rules text: any bytes are
 * read as "PRESET,key=value,...", as one "key=value", as an SGF RU value
 * and as a komi; what parses is formatted and parsed again.
 *
 * Invariant: for every input the library returns (no crash, no leak, no
 * undefined behaviour under ASan/UBSan); a ruleset that parses formats to a
 * text that parses back to the same ruleset, and every value is inside its
 * range (an enumerated field one of its names, komi a whole number of half
 * points within the parser's bound). A broken property aborts, which is how
 * the fuzzer reports it.
 *
 * Not here: a main function. `make fuzz-rules` links it with libFuzzer;
 * tests/test_rules_fuzzcheck.c includes it to replay fuzz/corpus/rules/.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tengen/tengen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Every field of r read back through tg_rules_get must be a known name
 * (the formatted text is parsed again below, so a wrong number shows
 * there). */
static void check_in_range(const tg_rules *r) {
    char buf[64];
    for (int i = 0; i < tg_rules_key_count(); i++)
        if (!tg_rules_get(r, tg_rules_key_name(i), buf, sizeof buf)) abort();
    if (r->komi2 > 2000000 || r->komi2 < -2000000) abort();
    if (r->cycle < 0) abort();
}

/* Formats r, parses the text again, and demands the same ruleset. */
static void round_trip(const tg_rules *r) {
    check_in_range(r);
    char text[1024], again_text[1024], err[256];
    size_t n = tg_rules_format(r, text, sizeof text);
    if (n >= sizeof text) abort();
    tg_rules again;
    if (tg_rules_parse(text, &again, err, sizeof err) != TG_OK) abort();
    tg_rules_format(&again, again_text, sizeof again_text);
    if (strcmp(text, again_text) != 0) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = '\0'; /* bytes after a NUL are ignored by the C string API */
    tg_rules r;
    char err[256];
    if (tg_rules_parse(text, &r, err, sizeof err) == TG_OK) round_trip(&r);
    else if (!err[0]) abort(); /* a refusal always says why */
    /* One override on a preset: the text split at its first '='. */
    char *eq = strchr(text, '=');
    if (eq) {
        *eq = '\0';
        tg_rules base;
        if (tg_rules_parse("japanese", &base, err, sizeof err) != TG_OK) abort();
        if (tg_rules_set(&base, text, eq + 1, err, sizeof err) == TG_OK) round_trip(&base);
        *eq = '=';
    }
    tg_rules sgf;
    tg_rules_from_sgf(text, &sgf);
    round_trip(&sgf);
    int half;
    if (tg_parse_half(text, &half) == TG_OK) {
        char k[16];
        int back;
        tg_format_half(half, k);
        if (tg_parse_half(k, &back) != TG_OK || back != half) abort();
    }
    free(text);
    return 0;
}
