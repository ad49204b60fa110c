/*
 * test_sgf.c — unit tests of the SGF reader, writer and value helpers:
 * escapes, soft line breaks, compressed point lists, passes, variations,
 * deep nesting, errors with line and column, tolerated mess, charsets, game
 * information, the main line, building trees, atomic file writing, limits,
 * and cases ported from the parser tests of sgfmill, Sabaki, GoGui and
 * KataGo (rewritten, not copied).
 *
 * Invariant: every CHECK can fail: each compares against a value written
 * out here by hand.
 *
 * Also a tool: `test_sgf --dump FILE...` prints the canonical form of each
 * file's tree that tests/sgf_sabaki.sh compares with @sabaki/sgf. Not here:
 * the corpus sweep (test_sgf_corpus.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sgf_test_util.h"

/* ----------------------------------------------------------- helpers */

static tg_sgf_collection *parse(const char *text) {
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_parse(text, strlen(text), NULL, &err);
    if (!c) {
        char msg[300];
        tg_sgf_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "unexpected parse error: %s\n  in: %.80s\n", msg, text);
    }
    return c;
}

/* Expects an error at line:col whose message contains `needle`. */
static int parse_fails(const char *text, int line, int col, const char *needle) {
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_parse(text, strlen(text), NULL, &err);
    if (c) {
        tg_sgf_collection_free(c);
        fprintf(stderr, "expected an error for: %s\n", text);
        return 0;
    }
    int ok = err.status == TG_ERR_PARSE && err.line == line && err.column == col &&
             strstr(err.message, needle) != NULL;
    if (!ok)
        fprintf(stderr, "for %s\n  got line %d, column %d: %s\n", text, err.line, err.column,
                err.message);
    return ok;
}

/* Whether some warning of c contains needle. */
static int has_warning(const tg_sgf_collection *c, const char *needle) {
    for (size_t i = 0; i < tg_sgf_warning_count(c); i++)
        if (strstr(tg_sgf_warning(c, i)->message, needle))
            return 1;
    return 0;
}

static const char *root_get(const tg_sgf_collection *c, const char *id) {
    return tg_sgf_node_get(tg_sgf_game(c, 0), id);
}

/* The written form of c (static buffer, for short trees). */
static const char *written(const tg_sgf_collection *c) {
    static char buf[4096];
    char *text;
    size_t len;
    buf[0] = '\0';
    if (tg_sgf_write(c, &text, &len) == TG_OK) {
        snprintf(buf, sizeof buf, "%s", text);
        free(text);
    }
    return buf;
}

/* ----------------------------------------------------------- escapes */

static void test_escapes(void) {
    tg_sgf_collection *c = parse("(;C[a\\]b\\\\c]GN[x\\:y])");
    CHECK(c);
    if (!c)
        return;
    size_t len;
    const char *raw = tg_sgf_prop_value(tg_sgf_node_find(tg_sgf_game(c, 0), "C"), 0, &len);
    CHECK(len == 7 && memcmp(raw, "a\\]b\\\\c", 7) == 0);
    char out[32];
    CHECK(tg_sgf_decode_text(raw, len, out) == 5 && strcmp(out, "a]b\\c") == 0);
    char *t = tg_sgf_node_text(tg_sgf_game(c, 0), "GN");
    CHECK(t && strcmp(t, "x:y") == 0);
    free(t);
    CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);

    char esc[32];
    CHECK(tg_sgf_escape("a]b\\c", 5, esc) == 7 && strcmp(esc, "a\\]b\\\\c") == 0);
}

static void test_line_breaks(void) {
    char out[64];
    /* A soft line break (backslash + newline) disappears, in all spellings. */
    CHECK(tg_sgf_decode_text("ab\\\ncd", 6, out) == 4 && strcmp(out, "abcd") == 0);
    CHECK(tg_sgf_decode_text("ab\\\r\ncd", 7, out) == 4 && strcmp(out, "abcd") == 0);
    /* A hard one stays as "\n" in Text, becomes a space in SimpleText. */
    CHECK(tg_sgf_decode_text("ab\r\ncd", 6, out) == 5 && strcmp(out, "ab\ncd") == 0);
    CHECK(tg_sgf_decode_simpletext("ab\ncd", 5, out) == 5 && strcmp(out, "ab cd") == 0);
    CHECK(tg_sgf_decode_text("a\tb", 3, out) == 3 && strcmp(out, "a b") == 0);

    tg_sgf_collection *c = parse("(;C[line one\\\nstill one\nline two])");
    CHECK(c);
    if (!c)
        return;
    char *t = tg_sgf_node_text(tg_sgf_game(c, 0), "C");
    CHECK(t && strcmp(t, "line onestill one\nline two") == 0);
    free(t);
    CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);
}

/* ------------------------------------------------------------ points */

static int has_point(const tg_sgf_point *p, size_t n, int x, int y) {
    for (size_t i = 0; i < n; i++)
        if (p[i].x == x && p[i].y == y)
            return 1;
    return 0;
}

static void test_compressed_lists(void) {
    tg_sgf_collection *c = parse("(;SZ[19]AB[aa:cc][dd]AW[cc:aa]AE[]TB[aa][aa:bb])");
    CHECK(c);
    if (!c)
        return;
    const tg_sgf_node *r = tg_sgf_game(c, 0);
    tg_sgf_point pts[TG_SGF_MAX_POINTS];
    size_t n;
    CHECK(tg_sgf_expand_points(tg_sgf_node_find(r, "AB"), 19, 19, pts, &n) == TG_OK);
    CHECK(n == 10 && has_point(pts, n, 0, 0) && has_point(pts, n, 2, 2) &&
          has_point(pts, n, 1, 2) && has_point(pts, n, 3, 3) && !has_point(pts, n, 3, 0));
    CHECK(pts[0].x == 0 && pts[0].y == 0 && pts[1].x == 1 && pts[1].y == 0);
    CHECK(tg_sgf_expand_points(tg_sgf_node_find(r, "AW"), 19, 19, pts, &n) == TG_OK && n == 9);
    CHECK(tg_sgf_expand_points(tg_sgf_node_find(r, "AE"), 19, 19, pts, &n) == TG_OK && n == 0);
    /* Duplicates are dropped. */
    CHECK(tg_sgf_expand_points(tg_sgf_node_find(r, "TB"), 19, 19, pts, &n) == TG_OK && n == 4);
    /* Off the board of the size given. */
    CHECK(tg_sgf_expand_points(tg_sgf_node_find(r, "AB"), 3, 3, pts, &n) == TG_ERR_PARSE);
    tg_sgf_collection_free(c);

    size_t first, second;
    CHECK(tg_sgf_split_compose("aa:cc", 5, &first, &second) && first == 2 && second == 3);
    CHECK(tg_sgf_split_compose("a\\:b:c", 6, &first, &second) && first == 4);
    CHECK(!tg_sgf_split_compose("aacc", 4, &first, &second));
}

static void test_passes(void) {
    tg_sgf_point p;
    CHECK(tg_sgf_parse_move("", 0, 19, 19, &p) == TG_OK && tg_sgf_is_pass(p));
    CHECK(tg_sgf_parse_move("tt", 2, 19, 19, &p) == TG_OK && tg_sgf_is_pass(p));
    CHECK(tg_sgf_parse_move("tt", 2, 9, 9, &p) == TG_OK && tg_sgf_is_pass(p));
    /* Above 19x19, tt is a point. */
    CHECK(tg_sgf_parse_move("tt", 2, 21, 21, &p) == TG_OK && p.x == 19 && p.y == 19);
    CHECK(tg_sgf_parse_move("tt", 2, 25, 19, &p) == TG_ERR_PARSE);
    CHECK(tg_sgf_parse_move("dp", 2, 19, 19, &p) == TG_OK && p.x == 3 && p.y == 15);
    CHECK(tg_sgf_parse_move("Aa", 2, 52, 52, &p) == TG_OK && p.x == 26 && p.y == 0);
    CHECK(tg_sgf_parse_move("jj", 2, 9, 9, &p) == TG_ERR_PARSE);
    CHECK(tg_sgf_parse_move("a", 1, 19, 19, &p) == TG_ERR_PARSE);
    CHECK(tg_sgf_parse_point("", 0, 19, 19, &p) == TG_ERR_PARSE);
    char l[3];
    tg_sgf_point_letters((tg_sgf_point){3, 15}, l);
    CHECK(strcmp(l, "dp") == 0);
    tg_sgf_point_letters((tg_sgf_point){-1, -1}, l);
    CHECK(strcmp(l, "") == 0);
}

static void test_numbers(void) {
    long v;
    double d;
    CHECK(tg_sgf_parse_number("+12", 3, &v) == TG_OK && v == 12);
    CHECK(tg_sgf_parse_number("-3", 2, &v) == TG_OK && v == -3);
    CHECK(tg_sgf_parse_number("1.5", 3, &v) == TG_ERR_PARSE);
    CHECK(tg_sgf_parse_number("", 0, &v) == TG_ERR_PARSE);
    CHECK(tg_sgf_parse_real("6.5", 3, &d) == TG_OK && d == 6.5);
    CHECK(tg_sgf_parse_real("-0.5", 4, &d) == TG_OK && d == -0.5);
    CHECK(tg_sgf_parse_real(" 7 ", 3, &d) == TG_OK && d == 7);
    CHECK(tg_sgf_parse_real("1e3", 3, &d) == TG_ERR_PARSE);
    CHECK(tg_sgf_parse_real(".", 1, &d) == TG_ERR_PARSE);
}

/* -------------------------------------------------------- variations */

static void test_variations(void) {
    tg_sgf_collection *c =
        parse("(;GM[1](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee];B[ff]))(;B[gg]))");
    CHECK(c);
    if (!c)
        return;
    const tg_sgf_node *r = tg_sgf_game(c, 0);
    CHECK(tg_sgf_node_child_count(r) == 3);
    const tg_sgf_node *v2 = tg_sgf_node_next(tg_sgf_node_child(r));
    CHECK(v2 && strcmp(tg_sgf_node_get(v2, "B"), "cc") == 0);
    CHECK(tg_sgf_node_child_count(v2) == 2);
    const tg_sgf_node *ee = tg_sgf_node_next(tg_sgf_node_child(v2));
    CHECK(ee && strcmp(tg_sgf_node_get(ee, "W"), "ee") == 0);
    CHECK(tg_sgf_node_parent(ee) == v2);
    CHECK(strcmp(written(c), "(;GM[1](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee];B[ff]))(;B[gg]))\n") ==
          0);
    CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);

    /* Two game trees; "(;A(;B))" is the same tree as "(;A;B)". */
    c = parse("(;FF[4](;B[aa]))\n(;FF[3];W[bb])");
    CHECK(c && tg_sgf_game_count(c) == 2);
    if (c)
        CHECK(strcmp(written(c), "(;FF[4];B[aa])\n(;FF[3];W[bb])\n") == 0);
    tg_sgf_collection_free(c);
}

static void test_deep_nesting(void) {
    enum { DEPTH = 100000 };
    size_t cap = (size_t)DEPTH * 14 + 16;
    char *text = malloc(cap);
    CHECK(text != NULL);
    if (!text)
        return;
    size_t k = 0;
    for (int i = 0; i < DEPTH; i++)
        k += (size_t)sprintf(text + k, "(;C[%d]", i % 10);
    for (int i = 0; i < DEPTH; i++)
        text[k++] = ')';
    text[k] = '\0';
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_parse(text, k, NULL, &err);
    CHECK(c != NULL);
    if (c) {
        size_t depth = 0;
        for (const tg_sgf_node *n = tg_sgf_game(c, 0); n; n = tg_sgf_node_child(n))
            depth++;
        CHECK(depth == DEPTH);
        CHECK(test_round_trip(c));
        tg_sgf_collection_free(c);
    }
    /* Deep and branching: every node has two children, the second a leaf. */
    k = 0;
    for (int i = 0; i < DEPTH; i++)
        k += (size_t)sprintf(text + k, "(;B[aa]");
    for (int i = 0; i < DEPTH; i++)
        k += (size_t)sprintf(text + k, "(;W[b])");
    (void)k;
    free(text);

    /* The depth limit is an error, not a crash. */
    tg_sgf_options opt = {0};
    opt.max_depth = 10;
    const char *deep = "(;((((((((((((;B[aa]))))))))))))";
    c = tg_sgf_parse(deep, strlen(deep), &opt, &err);
    CHECK(c == NULL && err.status == TG_ERR_PARSE);
}

/* ------------------------------------------------------------ errors */

static void test_errors(void) {
    CHECK(parse_fails("(;FF[4]\nGM[1]\nC[unterminated", 3, 15,
                      "expected ']' to close the value of property C"));
    CHECK(parse_fails("", 1, 1, "no SGF game tree"));
    CHECK(parse_fails("this is not an .sgf file", 1, 25, "no SGF game tree"));
    CHECK(parse_fails("(;B)", 1, 4, "expected '[' to start a value of property B"));
    CHECK(parse_fails("(;B;W[ah])", 1, 4, "expected '['"));
    CHECK(parse_fails("(;[ag])", 1, 3, "expected ';', '(', ')' or a property identifier"));
    CHECK(parse_fails("(;B[ag](;W[ah])\n  #)", 2, 3, "found '#'"));
    CHECK(parse_fails("(;B[ag]((;W[ah])(;W[ai]))", 1, 9, "expected ';' to start a node"));
    CHECK(parse_fails("(;B[ag][)] #", 1, 12, "found '#'"));
    CHECK(parse_fails("(;\r\nB[aa]\r\n;W+[bb])", 3, 3, "expected '['"));
    CHECK(parse_fails("(;C[a]\n;\x01)", 2, 2, "found byte 0x01"));
    char id[64];
    snprintf(id, sizeof id, "(;%s[x])", "ABCDEFGHIJABCDEFGHIJABCDEFGHIJABC");
    CHECK(parse_fails(id, 1, 35, "longer than 32"));
    tg_sgf_error e = {TG_ERR_PARSE, 3, 7, "expected ']'"};
    char msg[64];
    tg_sgf_error_format(&e, msg, sizeof msg);
    CHECK(strcmp(msg, "line 3, column 7: expected ']'") == 0);
}

/* ----------------------------------------------------------- tolerance */

static void test_tolerated(void) {
    tg_sgf_collection *c = parse("junk (;B[ah]) final junk");
    CHECK(c && has_warning(c, "before the first") && has_warning(c, "after the last"));
    tg_sgf_collection_free(c);

    c = parse("(B[ag];W[bb])");
    CHECK(c && has_warning(c, "expected ';'") && root_get(c, "B") &&
          strcmp(root_get(c, "B"), "ag") == 0);
    tg_sgf_collection_free(c);

    c = parse("(;AddBlack[aa]Black[bb]\nsz[9])");
    CHECK(c && tg_sgf_node_find(tg_sgf_game(c, 0), "AB") && root_get(c, "B") &&
          root_get(c, "SZ") && strcmp(root_get(c, "SZ"), "9") == 0);
    CHECK(c && has_warning(c, "AddBlack read as AB") && has_warning(c, "sz read as SZ"));
    if (c)
        CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);

    c = parse("  (  ;  B \n [aa]\t[bb] ; W [cc] ( ; B[dd] ) ( ;B[ee] ) )  ");
    CHECK(c && tg_sgf_warning_count(c) == 0);
    if (c)
        CHECK(strcmp(written(c), "(;B[aa][bb];W[cc](;B[dd])(;B[ee]))\n") == 0);
    tg_sgf_collection_free(c);

    /* Repeated property: values merged, with a warning. */
    c = parse("(;XX[1]YY[2]XX[3]YY[4])");
    CHECK(c && has_warning(c, "appears twice"));
    if (c) {
        const tg_sgf_prop *p = tg_sgf_node_find(tg_sgf_game(c, 0), "XX");
        CHECK(p && tg_sgf_prop_value_count(p) == 2 && strcmp(tg_sgf_prop_value(p, 1, NULL), "3") == 0);
    }
    tg_sgf_collection_free(c);

    /* A truncated file: open variations are closed at the end. */
    c = parse("(;B[ag];W[ah](;B[ai]");
    CHECK(c && has_warning(c, "expected ')' to close the game tree opened at line 1, column 1"));
    if (c)
        CHECK(strcmp(written(c), "(;B[ag];W[ah];B[ai])\n") == 0);
    tg_sgf_collection_free(c);

    /* Strict mode turns the same mess into errors. */
    tg_sgf_options strict = {0};
    strict.strict = true;
    tg_sgf_error err;
    c = tg_sgf_parse("junk (;B[aa])", 13, &strict, &err);
    CHECK(c == NULL && err.line == 1 && err.column == 1);
    c = tg_sgf_parse("(;B[aa]\n", 8, &strict, &err);
    CHECK(c == NULL && err.line == 2 && err.column == 1 &&
          strstr(err.message, "expected ')' to close the game tree opened at line 1, column 1"));
    c = tg_sgf_parse("(B[aa])", 7, &strict, &err);
    CHECK(c == NULL && err.line == 1 && err.column == 2 && strstr(err.message, "expected ';'"));
}

/* ----------------------------------------------------------- charsets */

static void test_charsets(void) {
    /* Latin-1 to UTF-8; CA follows the text. */
    tg_sgf_collection *c = parse("(;CA[ISO-8859-1]PB[Ren\xe9])");
    CHECK(c && strcmp(root_get(c, "PB"), "Ren\xc3\xa9") == 0 && strcmp(root_get(c, "CA"), "UTF-8") == 0);
    CHECK(c && has_warning(c, "converted from charset ISO-8859-1"));
    if (c)
        CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);

    /* GB2312 through iconv: "\xc4\xe3\xba\xc3" is ni hao. */
    c = parse("(;CA[gb2312]C[\xc4\xe3\xba\xc3])");
    CHECK(c && strcmp(root_get(c, "C"), "\xe4\xbd\xa0\xe5\xa5\xbd") == 0);
    tg_sgf_collection_free(c);

    /* Shift_JIS where a trail byte is a backslash: "\x83\x5c" is katakana so. */
    c = parse("(;CA[Shift_JIS]C[\x83\x5c])");
    CHECK(c && strcmp(root_get(c, "C"), "\xe3\x82\xbd") == 0);
    tg_sgf_collection_free(c);

    /* Unknown charset: bytes kept, a warning, CA kept. */
    c = parse("(;CA[foo]C[\xff\xfe])");
    CHECK(c && strcmp(root_get(c, "C"), "\xff\xfe") == 0 && strcmp(root_get(c, "CA"), "foo") == 0);
    CHECK(c && has_warning(c, "cannot convert"));
    if (c)
        CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);

    /* Bytes invalid in the named charset: kept, never half converted. */
    c = parse("(;CA[EUC-KR]C[ok\xff\xff])");
    CHECK(c && strcmp(root_get(c, "C"), "ok\xff\xff") == 0 && has_warning(c, "cannot convert"));
    tg_sgf_collection_free(c);

    /* UTF-8 is kept as is; a byte-order mark is skipped. */
    c = parse("\xef\xbb\xbf(;C[\xe2\x98\x85])");
    CHECK(c && tg_sgf_warning_count(c) == 0 && strcmp(root_get(c, "C"), "\xe2\x98\x85") == 0);
    tg_sgf_collection_free(c);

    /* UTF-16LE with a byte-order mark. */
    const char u16[] = "\xff\xfe(\0;\0C\0[\0\x05\x26]\0)\0";
    tg_sgf_error err;
    c = tg_sgf_parse(u16, sizeof u16 - 1, NULL, &err);
    CHECK(c && strcmp(root_get(c, "C"), "\xe2\x98\x85") == 0);
    tg_sgf_collection_free(c);

    /* Each game tree has its own CA. */
    c = parse("(;CA[UTF-8]C[\xc3\xa9])(;CA[latin1]C[\xe9])");
    CHECK(c && tg_sgf_game_count(c) == 2 &&
          strcmp(tg_sgf_node_get(tg_sgf_game(c, 1), "C"), "\xc3\xa9") == 0 &&
          strcmp(root_get(c, "C"), "\xc3\xa9") == 0);
    tg_sgf_collection_free(c);

    /* Invalid UTF-8 without CA: kept, with a warning. */
    c = parse("(;C[\xe9t\xe9])");
    CHECK(c && strcmp(root_get(c, "C"), "\xe9t\xe9") == 0 && has_warning(c, "not valid UTF-8"));
    tg_sgf_collection_free(c);
}

/* Regression (issue 16): CA decodes the root's text wherever it stands.
 * "\x83\x5c" is one Shift_JIS character whose second byte is a backslash:
 * read plainly it would escape the ']' and swallow CA[SJIS]. */
static void test_regression_ca_after_text(void) {
    const char *late = "(;GM[1]PB[\x93\x8c\x8b\x9e]C[\x83\x5c]CA[SJIS])";
    const char *early = "(;CA[SJIS]GM[1]PB[\x93\x8c\x8b\x9e]C[\x83\x5c])";
    tg_sgf_collection *a = parse(late), *b = parse(early);
    CHECK(a && strcmp(root_get(a, "PB"), "\xe6\x9d\xb1\xe4\xba\xac") == 0);
    CHECK(a && strcmp(root_get(a, "C"), "\xe3\x82\xbd") == 0 && strcmp(root_get(a, "CA"), "UTF-8") == 0);
    CHECK(a && b && strcmp(root_get(a, "PB"), root_get(b, "PB")) == 0 &&
              strcmp(root_get(a, "C"), root_get(b, "C")) == 0);
    if (a)
        CHECK(test_round_trip(a));
    tg_sgf_collection_free(a);
    tg_sgf_collection_free(b);
    /* Latin-1 named after the text. */
    a = parse("(;PB[Ren\xe9]CA[latin1])");
    CHECK(a && strcmp(root_get(a, "PB"), "Ren\xc3\xa9") == 0);
    tg_sgf_collection_free(a);
}

/* Regression (issue 16, found by the fuzzer): a value ends a property
 * identifier, so "C[]A[GB2312]" is C and A, and names no charset. It was
 * read as CA by the charset look-ahead: the tree was lexed as GBK, and its
 * written copy read back differently. */
static void test_regression_ca_split_by_value(void) {
    tg_sgf_collection *c = parse("(;C[]A[GB2312]C[\xc4\xe3])");
    CHECK(c && tg_sgf_node_find(tg_sgf_game(c, 0), "CA") == NULL);
    CHECK(c && has_warning(c, "no CA"));
    CHECK(c && strcmp(root_get(c, "A"), "GB2312") == 0);
    if (c)
        CHECK(test_round_trip(c));
    tg_sgf_collection_free(c);
    /* The fuzzer's input: the strict and the tolerant reader agree (both
     * reject it: the plain escape leaves the value open). */
    const char *found = "(;C[]A[GB2312]C[\xff\x5c])";
    tg_sgf_options strict = {0};
    strict.strict = true;
    tg_sgf_error err;
    tg_sgf_collection *loose = tg_sgf_parse(found, strlen(found), NULL, &err);
    tg_sgf_collection *s = tg_sgf_parse(found, strlen(found), &strict, &err);
    CHECK(!loose && !s);
    tg_sgf_collection_free(loose);
    tg_sgf_collection_free(s);
}

/* ---------------------------------------------------------- game info */

static int info_has_warning(const tg_sgf_game_info *g, const char *needle) {
    for (int i = 0; i < g->warning_count; i++)
        if (strstr(g->warnings[i].message, needle))
            return 1;
    return 0;
}

static tg_status info_of(const char *text, tg_sgf_game_info *g) {
    tg_sgf_collection *c = parse(text);
    if (!c)
        return TG_ERR_PARSE;
    tg_sgf_error err;
    tg_status st = tg_sgf_game_info_read(tg_sgf_game(c, 0), g, &err);
    /* The string fields point into the tree: check them before freeing. */
    if (st == TG_OK && g->black && strcmp(g->black, "Honinbo Shusaku") != 0)
        st = TG_ERR_STATE;
    tg_sgf_collection_free(c);
    return st;
}

/* Every text field of the game information is the root's first value of
 * its property (tg_sgf_node_get), none when absent: the one
 * pass over the root's properties against the lookups by name. */
static void test_game_info_texts(void) {
    static const char *const ids[] = {"RE", "RU", "PB", "PW", "BR", "WR", "DT", "EV", "RO", "PC", "TM",
                                      "OT", "GN", "GC", "SO", "US", "AN", "CP", "AP", "CA"};
    const char *text = "(;GM[1]FF[3]CA[UTF-8]AP[app:1]RE[W+R]RU[AGA]PB[b]PW[w]BR[1d]WR[2d]DT[2020-01-02]"
                       "EV[ev]RO[3]PC[pc]TM[60]OT[5x30]GN[gn]GC[gc]SO[so]US[us]AN[an]CP[cp]PL[W]"
                       "XX[x]P[p]BRX[q];B[aa])";
    for (int half = 0; half < 2; half++) {
        tg_sgf_collection *c = parse(text);
        CHECK(c != NULL);
        if (!c) return;
        tg_sgf_node *root = tg_sgf_game(c, 0);
        if (half) /* every other one gone */
            for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i += 2) tg_sgf_node_unset(root, ids[i]);
        tg_sgf_game_info g;
        CHECK(tg_sgf_game_info_read(root, &g, NULL) == TG_OK);
        const char *got[] = {g.result_text, g.rules, g.black, g.white, g.black_rank, g.white_rank, g.date,
                             g.event, g.round, g.place, g.time, g.overtime, g.game_name, g.comment,
                             g.source, g.user, g.annotator, g.copyright, g.application, g.charset};
        for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
            const char *want = tg_sgf_node_get(root, ids[i]);
            if (got[i] != want)
                fprintf(stderr, "%s: %s, want %s (%s)\n", ids[i], got[i] ? got[i] : "none",
                        want ? want : "none", half ? "some removed" : "all");
            CHECK(got[i] == want);
        }
        CHECK(g.ff == 3 && g.to_play == TG_WHITE);
        CHECK(half ? !g.result_text : g.result.winner == TG_SGF_WIN_WHITE);
        tg_sgf_collection_free(c);
    }
}

static void test_game_info(void) {
    tg_sgf_game_info g;
    CHECK(info_of("(;FF[4]SZ[19:13]KM[6.5]HA[2]PL[W]PB[Honinbo Shusaku])", &g) == TG_OK);
    CHECK(g.width == 19 && g.height == 13 && g.has_komi && g.komi2 == 13 && g.handicap == 2 &&
          g.to_play == TG_WHITE && g.ff == 4 && g.warning_count == 0);
    CHECK(info_of("(;GM[1])", &g) == TG_OK && g.width == 19 && g.height == 19 && !g.has_komi &&
          g.ff == 1 && g.result.winner == TG_SGF_WIN_NONE && g.to_play == TG_EMPTY);
    CHECK(info_of("(;SZ[9]KM[750])", &g) == TG_OK && g.width == 9 && g.komi2 == 15 &&
          info_has_warning(&g, "Fox"));
    CHECK(info_of("(;KM[375])", &g) == TG_OK && g.komi2 == 15 && info_has_warning(&g, "/ 50"));
    CHECK(info_of("(;KM[650])", &g) == TG_OK && g.komi2 == 13);
    CHECK(info_of("(;KM[-7.5])", &g) == TG_OK && g.komi2 == -15 && g.warning_count == 0);
    CHECK(info_of("(;KO[7.5])", &g) == TG_OK && g.has_komi && g.komi2 == 15 &&
          info_has_warning(&g, "KO[7.5] read as komi"));
    CHECK(info_of("(;HA[1])", &g) == TG_OK && g.handicap == 1 && info_has_warning(&g, "even game"));
    CHECK(info_of("(;HA[1]AB[dd])", &g) == TG_OK && g.warning_count == 0);
    CHECK(info_of("(;SZ[0])", &g) == TG_ERR_PARSE);
    CHECK(info_of("(;SZ[53])", &g) == TG_ERR_PARSE);
    CHECK(info_of("(;SZ[nine])", &g) == TG_ERR_PARSE);
    CHECK(info_of("(;RE[W+Resign])", &g) == TG_OK && g.result.winner == TG_SGF_WIN_WHITE &&
          g.result.by == TG_SGF_BY_RESIGN);
}

static void test_results(void) {
    struct {
        const char *re;
        tg_sgf_winner w;
        tg_sgf_win_by by;
        int margin2;
    } cases[] = {
        {"B+3.5", TG_SGF_WIN_BLACK, TG_SGF_BY_SCORE, 7},
        {"W+0.5", TG_SGF_WIN_WHITE, TG_SGF_BY_SCORE, 1},
        {"W+12", TG_SGF_WIN_WHITE, TG_SGF_BY_SCORE, 24},
        {"B+R", TG_SGF_WIN_BLACK, TG_SGF_BY_RESIGN, 0},
        {"W+Resign", TG_SGF_WIN_WHITE, TG_SGF_BY_RESIGN, 0},
        {"B+T", TG_SGF_WIN_BLACK, TG_SGF_BY_TIME, 0},
        {"B+Time", TG_SGF_WIN_BLACK, TG_SGF_BY_TIME, 0},
        {"W+F", TG_SGF_WIN_WHITE, TG_SGF_BY_FORFEIT, 0},
        {"B+", TG_SGF_WIN_BLACK, TG_SGF_BY_NONE, 0},
        {"0", TG_SGF_WIN_DRAW, TG_SGF_BY_NONE, 0},
        {"Draw", TG_SGF_WIN_DRAW, TG_SGF_BY_NONE, 0},
        {"Jigo", TG_SGF_WIN_DRAW, TG_SGF_BY_NONE, 0},
        {"Void", TG_SGF_WIN_VOID, TG_SGF_BY_NONE, 0},
        {"?", TG_SGF_WIN_UNKNOWN, TG_SGF_BY_NONE, 0},
        {"Black wins by a lot", TG_SGF_WIN_UNKNOWN, TG_SGF_BY_NONE, 0},
        {"B+3.25", TG_SGF_WIN_BLACK, TG_SGF_BY_NONE, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tg_sgf_result r = tg_sgf_parse_result(cases[i].re, strlen(cases[i].re));
        int ok = r.winner == cases[i].w && r.by == cases[i].by && r.margin2 == cases[i].margin2;
        if (!ok)
            fprintf(stderr, "RE[%s]: winner %d by %d margin2 %d\n", cases[i].re, r.winner, r.by,
                    r.margin2);
        CHECK(ok);
    }
}

/* ---------------------------------------------------------- main line */

static void test_mainline(void) {
    tg_sgf_collection *c = parse("(;SZ[9]AB[aa:bb]AW[cc]PL[W]C[start]"
                                 ";W[dd]C[a \\] b](;B[tt];W[]TB[ee:ff]TW[gg])(;B[hh]))");
    CHECK(c);
    if (!c)
        return;
    tg_sgf_mainline *m = tg_sgf_mainline_new(tg_sgf_game(c, 0), 9, 9);
    const tg_sgf_step *s;
    tg_sgf_error err;
    CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s);
    if (s) {
        CHECK(s->depth == 0 && !s->has_move && s->n_add_black == 4 && s->n_add_white == 1 &&
              s->add_white[0].x == 2 && s->to_play == TG_WHITE && strcmp(s->comment, "start") == 0);
    }
    CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s);
    if (s) {
        CHECK(s->has_move && s->move_color == TG_WHITE && s->move.x == 3 && s->move.y == 3 &&
              strcmp(s->comment, "a ] b") == 0 && s->n_add_black == 0);
    }
    CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s && s->has_move &&
          s->move_color == TG_BLACK && tg_sgf_is_pass(s->move));
    CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s && tg_sgf_is_pass(s->move) &&
          s->n_territory_black == 4 && s->n_territory_white == 1 && s->depth == 3 && !s->comment);
    CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s == NULL);
    tg_sgf_mainline_free(m);
    tg_sgf_collection_free(c);

    c = parse("(;SZ[9];B[aa]\n;B[zz])");
    m = c ? tg_sgf_mainline_new(tg_sgf_game(c, 0), 9, 9) : NULL;
    CHECK(m != NULL);
    if (m) {
        CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK);
        CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK);
        CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_ERR_PARSE && err.line == 2 &&
              err.column == 1 && strstr(err.message, "B[zz] is not a move on a 9x9 board"));
    }
    tg_sgf_mainline_free(m);
    tg_sgf_collection_free(c);

    c = parse("(;B[aa]W[bb])");
    m = c ? tg_sgf_mainline_new(tg_sgf_game(c, 0), 19, 19) : NULL;
    CHECK(m && tg_sgf_mainline_next(m, &s, &err) == TG_ERR_PARSE && strstr(err.message, "both"));
    tg_sgf_mainline_free(m);
    tg_sgf_collection_free(c);
}

/* ----------------------------------------------------------- building */

static void test_building(void) {
    tg_sgf_collection *c = tg_sgf_collection_new();
    CHECK(c != NULL);
    if (!c)
        return;
    tg_sgf_node *root = tg_sgf_game_add(c);
    CHECK(tg_sgf_node_set1(root, "FF", "4") == TG_OK);
    CHECK(tg_sgf_node_set1(root, "SZ", "9") == TG_OK);
    CHECK(tg_sgf_node_set1(root, "C", "a]b\\c") == TG_OK);
    CHECK(tg_sgf_node_set1(root, "bad", "x") == TG_ERR_ARG);
    CHECK(tg_sgf_node_set_raw(root, "GC", "x]", 2) == TG_ERR_ARG);
    CHECK(tg_sgf_node_set_raw(root, "GC", "x\\", 2) == TG_ERR_ARG);
    CHECK(tg_sgf_node_set_raw(root, "GC", "x\\]", 3) == TG_OK);
    tg_sgf_node *b = tg_sgf_node_add_child(root);
    CHECK(tg_sgf_node_set1(b, "B", "cc") == TG_OK);
    tg_sgf_node *w1 = tg_sgf_node_add_child(b);
    tg_sgf_node *w2 = tg_sgf_node_add_child(b);
    CHECK(tg_sgf_node_set1(w1, "W", "dd") == TG_OK && tg_sgf_node_set1(w2, "W", "ee") == TG_OK);
    CHECK(tg_sgf_node_append(w2, "TB", "aa") == TG_OK && tg_sgf_node_append(w2, "TB", "bb") == TG_OK);
    CHECK(strcmp(written(c),
                 "(;FF[4]SZ[9]C[a\\]b\\\\c]GC[x\\]];B[cc](;W[dd])(;W[ee]TB[aa][bb]))\n") == 0);
    CHECK(test_round_trip(c));
    CHECK(tg_sgf_node_unset(root, "GC") && !tg_sgf_node_unset(root, "GC"));
    tg_sgf_node_remove(w1);
    CHECK(strcmp(written(c), "(;FF[4]SZ[9]C[a\\]b\\\\c];B[cc];W[ee]TB[aa][bb])\n") == 0);
    tg_sgf_collection_free(c);
}

/* A read tree lives in its collection's arena; editing it moves what
 * changes to malloc'd memory. Every setter on every kind of piece: a
 * property with one value (stored with its array) and with many, a node
 * whose properties outgrow the two inline slots, a subtree removed, a
 * child added. ASan/LSan (make test-san) see every byte freed. */
static void test_editing_a_read_tree(void) {
    tg_sgf_collection *c = parse("(;FF[4]SZ[9]GN[g]PB[b]PW[w]AB[aa][bb][cc];B[dd]C[one]"
                                 "(;W[ee];B[ff])(;W[gg]))");
    if (!c)
        return;
    tg_sgf_node *root = tg_sgf_game(c, 0);
    tg_sgf_node *b = tg_sgf_node_child(root);
    CHECK(tg_sgf_node_append(root, "AB", "dd") == TG_OK);   /* many values, read */
    CHECK(tg_sgf_node_append(root, "AB", "ee") == TG_OK);
    CHECK(tg_sgf_node_set1(root, "GN", "h]") == TG_OK);     /* one value, replaced */
    CHECK(tg_sgf_node_unset(root, "PB"));
    CHECK(tg_sgf_node_append(b, "C", "two") == TG_OK);      /* one value, appended to */
    CHECK(tg_sgf_node_set1(b, "MN", "1") == TG_OK);         /* past the inline slots */
    CHECK(tg_sgf_node_set1(b, "TR", "aa") == TG_OK);
    CHECK(tg_sgf_node_set_raw(b, "B", "ab", 2) == TG_OK);
    tg_sgf_node_remove(tg_sgf_node_child(b));               /* a read subtree */
    tg_sgf_node *w = tg_sgf_node_add_child(b);              /* a built node under a read one */
    CHECK(tg_sgf_node_set1(w, "W", "hh") == TG_OK);
    tg_sgf_collection *want = parse("(;FF[4]SZ[9]GN[h\\]]PW[w]AB[aa][bb][cc][dd][ee];B[ab]"
                                    "C[one][two]MN[1]TR[aa](;W[gg])(;W[hh]))");
    CHECK(want && tg_sgf_collection_equal(c, want));
    CHECK(test_round_trip(c));
    tg_sgf_collection_free(want);
    tg_sgf_collection_free(c);
}

/* The reader's two ways to a node (the common one-property node read at
 * once, every other node property by property) give the same tree: the
 * same positions of every ';', the same values, and errors and warnings
 * at the same place after either. Expected positions written by hand. */
static void test_node_positions(void) {
    const char *text = "(;FF[4]SZ[9]\n;B[aa];W[bb]\r\n;B[cc]C[x];W[]\n"
                       "  ;AB[dd][ee];W[ff]  ;B[gg]\n(;W[hh])(;W[\xc3\xa9]);B[ii])";
    tg_sgf_collection *c = parse(text);
    if (!c)
        return;
    static const int want[][2] = {{1, 2}, {2, 1}, {2, 7}, {3, 1}, {3, 11}, {4, 3},
                                  {4, 14}, {4, 22}, {5, 2}, {5, 10}, {5, 17}};
    const tg_sgf_node *n = tg_sgf_game(c, 0);
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        CHECK(n != NULL);
        if (!n)
            break;
        if (tg_sgf_node_line(n) != want[i][0] || tg_sgf_node_column(n) != want[i][1])
            fprintf(stderr, "node %zu at %d:%d, expected %d:%d\n", i, tg_sgf_node_line(n),
                    tg_sgf_node_column(n), want[i][0], want[i][1]);
        CHECK(tg_sgf_node_line(n) == want[i][0] && tg_sgf_node_column(n) == want[i][1]);
        /* From W[hh] on, siblings: the second variation (an accented
         * letter: two bytes, two columns), then B[ii], read as a third variation. */
        n = i >= 8 ? tg_sgf_node_next(n) : tg_sgf_node_child(n);
    }
    const tg_sgf_node *w = tg_sgf_node_child(tg_sgf_node_child(tg_sgf_game(c, 0)));
    size_t len = 9;
    CHECK(w && strcmp(tg_sgf_prop_id(tg_sgf_node_prop(w, 0)), "W") == 0 &&
          strcmp(tg_sgf_prop_value(tg_sgf_node_prop(w, 0), 0, &len), "bb") == 0 && len == 2);
    tg_sgf_collection_free(c);
    /* tg_sgf_node_lone_move: only a node whose one property is B or W with
     * one value. */
    c = parse("(;B[aa];W[bb]C[x];B[cc][dd];BL[10];W[];AB[ee])");
    const tg_sgf_node *m = c ? tg_sgf_node_child(tg_sgf_game(c, 0)) : NULL;
    tg_color mc = TG_EMPTY;
    const char *mraw = NULL;
    size_t mlen = 9;
    CHECK(c && tg_sgf_node_lone_move(tg_sgf_game(c, 0), &mc, &mraw, &mlen) &&
          mc == TG_BLACK && strcmp(mraw, "aa") == 0 && mlen == 2);
    for (int k = 0; k < 3 && m; k++, m = tg_sgf_node_child(m))
        CHECK(!tg_sgf_node_lone_move(m, &mc, &mraw, &mlen)); /* W+C, two values, BL, and: */
    CHECK(m && tg_sgf_node_lone_move(m, &mc, &mraw, &mlen) && mc == TG_WHITE && mlen == 0);
    CHECK(m && !tg_sgf_node_lone_move(tg_sgf_node_child(m), &mc, &mraw, &mlen));
    tg_sgf_collection_free(c);
    CHECK(parse_fails("(;B[aa];W[bb];B[cc\\]", 1, 21, "expected ']'"));
    CHECK(parse_fails("(;B[aa];W[bb]\n;B[cc]W", 2, 8, "'['"));
    c = parse("(;B[aa](;W[bb]);B[cc])");
    CHECK(c && has_warning(c, "node after a variation"));
    tg_sgf_collection_free(c);
}

static void test_write_file(void) {
    char dir[] = "/tmp/tg_sgf_testXXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[64];
    snprintf(path, sizeof path, "%s/game.sgf", dir);
    tg_sgf_collection *c = parse("(;FF[4]C[caf\xc3\xa9];B[aa](;W[bb])(;W[cc]))");
    tg_sgf_error err;
    CHECK(c && tg_sgf_write_file(c, path, &err) == TG_OK);
    tg_sgf_collection *back = tg_sgf_read_file(path, NULL, &err);
    CHECK(back && c && tg_sgf_collection_equal(c, back));
    tg_sgf_collection_free(back);
    /* Overwriting replaces the file; no temporary is left behind. */
    CHECK(c && tg_sgf_write_file(c, path, &err) == TG_OK);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "test $(ls %s | wc -l) -eq 1", dir);
    CHECK(system(cmd) == 0);
    /* A directory that does not exist: an I/O error, with the reason. */
    CHECK(c && tg_sgf_write_file(c, "/nonexistent-dir/x.sgf", &err) == TG_ERR_IO &&
          strstr(err.message, "No such file"));
    CHECK(tg_sgf_read_file("/nonexistent-dir/x.sgf", NULL, &err) == NULL &&
          err.status == TG_ERR_IO);
    tg_sgf_collection_free(c);
    unlink(path);
    rmdir(dir);
}

/* ------------------------------------------------------------- limits */

static void test_limits(void) {
    tg_sgf_options opt = {0};
    tg_sgf_error err;
    opt.max_input = 10;
    CHECK(tg_sgf_parse("(;B[aa];W[bb])", 14, &opt, &err) == NULL && err.status == TG_ERR_ARG);
    opt = (tg_sgf_options){0};
    opt.max_nodes = 2;
    CHECK(tg_sgf_parse("(;B[aa];W[bb];B[cc])", 20, &opt, &err) == NULL &&
          strstr(err.message, "more than 2 nodes") && err.line == 1 && err.column == 14);
    opt = (tg_sgf_options){0};
    opt.max_value = 4;
    CHECK(tg_sgf_parse("(;C[12345])", 11, &opt, &err) == NULL && strstr(err.message, "longer"));
    tg_sgf_collection *c = tg_sgf_parse("(;C[1234])", 10, &opt, &err);
    CHECK(c != NULL);
    tg_sgf_collection_free(c);
    opt = (tg_sgf_options){0};
    opt.max_values = 3;
    CHECK(tg_sgf_parse("(;AB[aa][bb][cc][dd])", 21, &opt, &err) == NULL);
    opt = (tg_sgf_options){0};
    opt.max_warnings = 2;
    c = tg_sgf_parse("(;a[1]b[2]c[3]d[4])", 19, &opt, &err);
    CHECK(c && tg_sgf_warning_count(c) == 2 && tg_sgf_warnings_dropped(c) == 2);
    tg_sgf_collection_free(c);
}

/* ----------------------------------------- ported from upstream suites */

/* Node counts along the main line and children of the root. */
static int shape(const char *text, size_t main_len, size_t root_children) {
    tg_sgf_collection *c = parse(text);
    if (!c)
        return 0;
    size_t n = 0;
    const tg_sgf_node *last = NULL;
    for (const tg_sgf_node *x = tg_sgf_game(c, 0); x; x = tg_sgf_node_child(x)) {
        n++;
        last = x;
    }
    (void)last;
    int ok = n == main_len && tg_sgf_node_child_count(tg_sgf_game(c, 0)) == root_children;
    tg_sgf_collection_free(c);
    return ok;
}

static void test_ported_sgfmill(void) {
    /* sgf_grammar_tests: structure, junk around, white space anywhere. */
    CHECK(shape("(;C[abc]KO[];B[bc])", 2, 1));
    CHECK(shape("initial junk (;C[abc]KO[];B[bc])", 2, 1));
    CHECK(shape("(;C[abc]KO[];B[bc]) final junk", 2, 1));
    CHECK(shape("(;C[abc]KO[];;B[bc])", 3, 1));
    CHECK(shape("(;)", 1, 0));
    CHECK(shape("( ;\nB\t[ah]\f[ef]\v)", 1, 0));
    CHECK(shape("(;C[abc]AB[ab](;B[bc])(;B[bd]))", 2, 2));
    CHECK(shape("(;C[abc]AB[ab];C[];C[](;B[bc])(;B[bd];W[ca](;B[da])(;B[db];W[ea])))", 4, 1));
    /* Values keep their raw form: " bc" with its space, escapes in place. */
    tg_sgf_collection *c = parse("(;C[abc]KO[]AB[ai][bh][ee];B[ bc])");
    CHECK(c && strcmp(tg_sgf_node_get(tg_sgf_node_child(tg_sgf_game(c, 0)), "B"), " bc") == 0 &&
          strcmp(root_get(c, "KO"), "") == 0 &&
          tg_sgf_prop_value_count(tg_sgf_node_find(tg_sgf_game(c, 0), "AB")) == 3);
    tg_sgf_collection_free(c);
    c = parse("(;C[ab \\] \\) cd\\\\])");
    CHECK(c && strcmp(root_get(c, "C"), "ab \\] \\) cd\\\\") == 0);
    tg_sgf_collection_free(c);
    CHECK(parse_fails("(;[Ran\xc2\xa3" "dom :\nstu@ff][ef]", 1, 3, "found '['"));
    CHECK(parse_fails("(;B[ag\\])", 1, 10, "expected ']'"));
    CHECK(parse_fails("(;B[ag\\\\\\])", 1, 12, "expected ']'"));
    CHECK(parse_fails("(;+B[ag])", 1, 3, "found '+'"));
    CHECK(parse_fails("(;B+[ag])", 1, 4, "found '+'"));
    /* A collection. */
    c = parse("(;X[1];X[2];X[3](;B[bc])) (;Y[1];Y[2])");
    CHECK(c && tg_sgf_game_count(c) == 2);
    tg_sgf_collection_free(c);
}

static void test_ported_sabaki(void) {
    /* parse.test.js: multiple values, escaped brackets, variations; the
     * long FF[1] names keep only their upper-case letters. */
    tg_sgf_collection *c = parse("(;B[aa]SZ[19];AB[cc][dd:ee];W[ab]PW[Hello\\]World])");
    CHECK(c);
    if (c) {
        const tg_sgf_node *n = tg_sgf_node_child(tg_sgf_node_child(tg_sgf_game(c, 0)));
        char *pw = tg_sgf_node_text(n, "PW");
        CHECK(pw && strcmp(pw, "Hello]World") == 0);
        free(pw);
    }
    tg_sgf_collection_free(c);
    c = parse("(;CoPyright[hello](;B[aa])(;W[bb]))");
    CHECK(c && root_get(c, "CP") && strcmp(root_get(c, "CP"), "hello") == 0 &&
          tg_sgf_node_child_count(tg_sgf_game(c, 0)) == 2);
    tg_sgf_collection_free(c);
}

static void test_ported_gogui(void) {
    /* SgfReaderTest: SZ after setup points still sizes the board; verbose
     * names; a move off the board is an error when the main line is read. */
    tg_sgf_collection *c = parse("(;AB[aa][bb]SZ[9])");
    tg_sgf_game_info g;
    tg_sgf_error err;
    CHECK(c && tg_sgf_game_info_read(tg_sgf_game(c, 0), &g, &err) == TG_OK && g.width == 9);
    tg_sgf_collection_free(c);
    c = parse("(;GaMe[1]SiZe[9]KoMi[5.5]PlayerBlack[x])");
    CHECK(c && tg_sgf_game_info_read(tg_sgf_game(c, 0), &g, &err) == TG_OK && g.width == 9 &&
          g.komi2 == 11 && g.black && strcmp(g.black, "x") == 0);
    tg_sgf_collection_free(c);
}

static void test_ported_katago(void) {
    /* testsgf.cpp: rectangular boards, passes as tt on 19x19 only. */
    tg_sgf_collection *c = parse("(;FF[4]GM[1]SZ[7:5];B[ge];W[tt])");
    tg_sgf_game_info g;
    tg_sgf_error err;
    CHECK(c && tg_sgf_game_info_read(tg_sgf_game(c, 0), &g, &err) == TG_OK && g.width == 7 &&
          g.height == 5);
    if (c) {
        tg_sgf_mainline *m = tg_sgf_mainline_new(tg_sgf_game(c, 0), 7, 5);
        const tg_sgf_step *s;
        CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK);
        CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s && s->move.x == 6 && s->move.y == 4);
        CHECK(tg_sgf_mainline_next(m, &s, &err) == TG_OK && s && tg_sgf_is_pass(s->move));
        tg_sgf_mainline_free(m);
    }
    tg_sgf_collection_free(c);
}

/* -------------------------------------------------------- dump (tool) */

/* The canonical form tests/sgf_sabaki.sh compares: per game a "game N"
 * line, then per node (pre-order) its depth and its properties with values
 * decoded as Text; CA is left out (tengen rewrites it after converting). */
static void dump_value(const char *v, size_t len) {
    char *d = malloc(len + 1);
    if (!d)
        return;
    size_t n = tg_sgf_decode_text(v, len, d);
    putchar('[');
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)d[i];
        if (ch == '\\' || ch == ']')
            printf("\\%c", ch);
        else if (ch == '\n')
            printf("\\n");
        else if (ch < 0x20)
            printf("\\x%02x", ch);
        else
            putchar(ch);
    }
    putchar(']');
    free(d);
}

static void dump_node(const tg_sgf_node *n, int depth) {
    printf("%d", depth);
    for (size_t i = 0; i < tg_sgf_node_prop_count(n); i++) {
        const tg_sgf_prop *p = tg_sgf_node_prop(n, i);
        if (strcmp(tg_sgf_prop_id(p), "CA") == 0)
            continue;
        printf(" %s", tg_sgf_prop_id(p));
        for (size_t k = 0; k < tg_sgf_prop_value_count(p); k++) {
            size_t len;
            const char *v = tg_sgf_prop_value(p, k, &len);
            dump_value(v, len);
        }
    }
    putchar('\n');
}

static int dump_file(const char *path) {
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &err);
    if (!c) {
        char msg[300];
        tg_sgf_error_format(&err, msg, sizeof msg);
        printf("error %s\n", msg);
        return 1;
    }
    for (size_t g = 0; g < tg_sgf_game_count(c); g++) {
        printf("game %zu\n", g + 1);
        const tg_sgf_node *root = tg_sgf_game(c, g), *n = root;
        int depth = 0;
        while (n) { /* iterative pre-order */
            dump_node(n, depth);
            if (tg_sgf_node_child(n)) {
                n = tg_sgf_node_child(n);
                depth++;
                continue;
            }
            while (n != root && !tg_sgf_node_next(n)) {
                n = tg_sgf_node_parent(n);
                depth--;
            }
            n = n == root ? NULL : tg_sgf_node_next(n);
        }
    }
    tg_sgf_collection_free(c);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "--dump") == 0) {
        int bad = 0;
        for (int i = 2; i < argc; i++)
            bad |= dump_file(argv[i]);
        return bad;
    }
    test_escapes();
    test_line_breaks();
    test_compressed_lists();
    test_passes();
    test_numbers();
    test_variations();
    test_deep_nesting();
    test_errors();
    test_tolerated();
    test_charsets();
    test_regression_ca_after_text();
    test_regression_ca_split_by_value();
    test_game_info();
    test_game_info_texts();
    test_results();
    test_mainline();
    test_building();
    test_editing_a_read_tree();
    test_node_positions();
    test_write_file();
    test_limits();
    test_ported_sgfmill();
    test_ported_sabaki();
    test_ported_gogui();
    test_ported_katago();
    return test_report("test_sgf");
}
