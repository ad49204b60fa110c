/*
 * test_sgf_corpus.c — the SGF reader and writer against every .sgf file of
 * $TG_SHARED/corpora/sgf/ and $TG_SHARED/corpora/games/.
 *
 * Invariant: each file either parses and round-trips (parse -> write ->
 * parse gives an identical tree) with readable game information and main
 * line, or is one of the known-malformed files below and fails with a clean
 * error that has a position and a message. A known-malformed file that
 * starts to parse is a failure too, so the list stays true.
 *
 * Not here: replaying the games (tengen check does that with the core).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sgf_test_util.h"

/* Files that are meant to fail, with why (corpora/sgf/FEATURES.tsv). */
static const char *const malformed[] = {
    /* "this is not an .sgf file" */
    "littlego/sgf__Illegal_games__not-an-sgf-file.sgf",
    /* SGFC's torture test: an identifier "illegal_chars", values outside
     * nodes, NUL bytes; it is meant to make readers complain */
    "littlego/sgf__sgfc__test.sgf",
};

static int is_malformed(const char *rel) {
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++)
        if (strcmp(rel, malformed[i]) == 0)
            return 1;
    return 0;
}

static int files_seen, files_failed_cleanly;

/* Game info and main line of every game must read (errors in moves are
 * allowed: some files hold illegal or off-board moves on purpose). */
static void check_semantics(const tg_sgf_collection *c) {
    for (size_t g = 0; g < tg_sgf_game_count(c); g++) {
        tg_sgf_game_info info;
        tg_sgf_error err;
        if (tg_sgf_game_info_read(tg_sgf_game(c, g), &info, &err) != TG_OK)
            continue;
        tg_sgf_mainline *m = tg_sgf_mainline_new(tg_sgf_game(c, g), info.width, info.height);
        CHECK(m != NULL);
        const tg_sgf_step *s;
        while (m && tg_sgf_mainline_next(m, &s, &err) == TG_OK && s)
            ;
        tg_sgf_mainline_free(m);
    }
}

static void check_file(const char *path, const char *rel, int games_corpus) {
    files_seen++;
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &err);
    if (!c) {
        int clean = err.status == TG_ERR_PARSE && err.line > 0 && err.message[0];
        int expected = !games_corpus && is_malformed(rel);
        if (!expected || !clean)
            fprintf(stderr, "%s: unexpected error: line %d, column %d: %s\n", rel, err.line,
                    err.column, err.message);
        CHECK(expected && clean);
        files_failed_cleanly += expected && clean;
        return;
    }
    if (!games_corpus && is_malformed(rel))
        fprintf(stderr, "%s: parses, but is listed as malformed\n", rel);
    CHECK(games_corpus || !is_malformed(rel));
    int same = test_round_trip(c);
    if (!same)
        fprintf(stderr, "%s: round trip differs\n", rel);
    CHECK(same);
    check_semantics(c);
    tg_sgf_collection_free(c);
}

static int ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

/* Walks dir (recursively: corpus folders are shallow). rel_off is where the
 * path relative to the corpus root starts. */
static void walk(const char *dir, size_t rel_off, int games_corpus) {
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode))
            walk(path, rel_off, games_corpus);
        else if (ends_with(e->d_name, ".sgf") || ends_with(e->d_name, ".SGF"))
            check_file(path, path + rel_off, games_corpus);
    }
    closedir(d);
}

int main(void) {
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/corpora/sgf", test_shared_dir());
    walk(dir, strlen(dir) + 1, 0);
    int sgf_files = files_seen;
    snprintf(dir, sizeof dir, "%s/corpora/games", test_shared_dir());
    walk(dir, strlen(dir) + 1, 1);
    printf("%d files in corpora/sgf, %d in corpora/games, %d failed as expected\n", sgf_files,
           files_seen - sgf_files, files_failed_cleanly);
    CHECK(sgf_files >= 60);
    CHECK(files_seen - sgf_files >= 3800);
    CHECK(files_failed_cleanly == (int)(sizeof malformed / sizeof malformed[0]));
    return test_report("test_sgf_corpus");
}
