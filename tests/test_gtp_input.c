/*
 * test_gtp_input.c — the GTP session against hostile input (issue 16):
 * numbers out of range or not numbers, ids of any length, over-long lines,
 * loadsgf of what is not a regular file or not a good record, and the
 * folder that confines loadsgf and printsgf. Each case is named after the
 * reproducer it guards.
 *
 * Invariant: every check drives the session with command lines exactly as
 * a client sends them and looks at the framed replies and the game.
 *
 * Not here: the reader of standard input (tests/gtp_input.sh runs `tengen
 * gtp` on over-long and endless lines).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "tengen/gtp.h"

static const char *ask_n(tg_gtp_session *s, const char *line, size_t n) {
    const char *reply;
    size_t len;
    tg_status st = tg_gtp_handle_line(s, line, n, &reply, &len);
    CHECK(st == TG_OK, "%.40s: status %d", line, (int)st);
    CHECK(len >= 3 && reply[len - 1] == '\n' && reply[len - 2] == '\n', "%.40s: framed reply", line);
    return reply;
}

static const char *ask(tg_gtp_session *s, const char *line) { return ask_n(s, line, strlen(line)); }

static bool starts(const char *reply, const char *prefix) { return strncmp(reply, prefix, strlen(prefix)) == 0; }

/* Reproducer: `komi nan` converted a NaN to an integer (undefined
 * behaviour; UBSan in the sanitizer run). Every komi that is not a finite
 * number in range is a syntax error and leaves komi unchanged. */
static void regression_komi_nan(void) {
    tg_gtp_session *s = tg_gtp_new(NULL);
    static const char *const bad[] = {"komi nan", "komi -nan", "komi NAN", "komi inf", "komi -infinity",
                                      "komi 1e400", "komi 1e9", "komi 0x", "komi 6.5x", "komi ", "komi 1e-400x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK(strcmp(ask(s, bad[i]), "? syntax error\n\n") == 0, "%s refused", bad[i]);
    CHECK(strcmp(ask(s, "get_komi"), "= 7.5\n\n") == 0, "komi unchanged");
    CHECK(strcmp(ask(s, "komi 6.4"), "= \n\n") == 0 && strcmp(ask(s, "get_komi"), "= 6.5\n\n") == 0,
          "6.4 rounds to 6.5");
    CHECK(strcmp(ask(s, "komi -9999.5"), "= \n\n") == 0, "the edge of the range");
    tg_gtp_free(s);
}

/* Every number from outside is range-checked: sizes, handicaps, undo
 * counts, times, loadsgf's move number. */
static void regression_numbers_in_range(void) {
    tg_gtp_session *s = tg_gtp_new(NULL);
    static const char *const bad[] = {"boardsize 99999999999999999999", "boardsize 26", "boardsize 0",
                                      "boardsize -19", "fixed_handicap 4294967298", "gg-undo -1",
                                      "gg-undo 2147483648", "time_settings nan 0 0", "time_settings 1 1 -1",
                                      "time_settings 1e300 0 0", "time_left b inf 0", "loadsgf x.sgf -1",
                                      "place_free_handicap 99999999999", "rectangular_boardsize 19 0"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) CHECK(starts(ask(s, bad[i]), "?"), "%s refused", bad[i]);
    const tg_board *b = tg_game_board(tg_gtp_game(s));
    CHECK(b->width == 19 && b->height == 19 && b->stones[TG_BLACK] == 0, "nothing changed");
    tg_gtp_free(s);
}

/* Reproducer: ids longer than 23 digits were cut in the reply. */
static void regression_long_ids(void) {
    tg_gtp_session *s = tg_gtp_new(NULL);
    char line[600], want[600];
    memset(line, '7', 500);
    strcpy(line + 500, " name");
    snprintf(want, sizeof want, "=%.500s tengen\n\n", line);
    CHECK(strcmp(ask(s, line), want) == 0, "500-digit id echoed whole");
    strcpy(line + 500, " nosuchcommand");
    snprintf(want, sizeof want, "?%.500s unknown command\n\n", line);
    CHECK(strcmp(ask(s, line), want) == 0, "500-digit id on a failure");
    tg_gtp_free(s);
}

/* Reproducer: a 200 MB line was copied whole (411 MB for `tengen gtp`).
 * A line over TG_GTP_MAX_LINE is refused with its id, without being run,
 * and the session reads no more than its start. */
static void regression_line_too_long(void) {
    tg_gtp_session *s = tg_gtp_new(NULL);
    size_t n = (size_t)TG_GTP_MAX_LINE + 100;
    char *line = malloc(n);
    if (!line) return;
    memset(line, ' ', n);
    memcpy(line, "42 play b d4", 12);
    const char *r = ask_n(s, line, n);
    CHECK(starts(r, "?42 line too long"), "refused with the id: %.40s", r);
    CHECK(tg_game_board(tg_gtp_game(s))->stones[TG_BLACK] == 0, "not run");
    memcpy(line, "play b d4   ", 12);
    CHECK(starts(ask_n(s, line, TG_GTP_MAX_LINE), "= "), "a line of exactly the cap is run");
    free(line);
    tg_gtp_free(s);
}

/* Reproducers: `loadsgf` of a FIFO blocked forever; a bad record was
 * answered "cannot read the game information" without the reader's
 * reason. */
static void regression_loadsgf_fifo_and_reasons(void) {
    char dir[] = "/tmp/tengen-test-gtp-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(false, "mkdtemp: %s", strerror(errno));
        return;
    }
    char fifo[128], bad[128], big[128], line[300];
    snprintf(fifo, sizeof fifo, "%s/pipe.sgf", dir);
    snprintf(bad, sizeof bad, "%s/bad.sgf", dir);
    snprintf(big, sizeof big, "%s/big.sgf", dir);
    CHECK(mkfifo(fifo, 0600) == 0, "mkfifo");
    FILE *f = fopen(bad, "w");
    if (f) fputs("(;GM[1]FF[4]SZ[nine])", f), fclose(f);
    f = fopen(big, "w");
    if (f) fputs("(;GM[1]FF[4]SZ[52])", f), fclose(f);
    tg_gtp_session *s = tg_gtp_new(NULL);
    alarm(20); /* a regression would block here: fail loudly, not hang */
    snprintf(line, sizeof line, "loadsgf %s", fifo);
    const char *r = ask(s, line);
    CHECK(starts(r, "? cannot load file: ") && strstr(r, "not a regular file"), "FIFO refused: %s", r);
    snprintf(line, sizeof line, "loadsgf %s", dir);
    r = ask(s, line);
    CHECK(starts(r, "? cannot load file: ") && strstr(r, "not a regular file"), "folder refused: %s", r);
    alarm(0);
    snprintf(line, sizeof line, "loadsgf %s", bad);
    r = ask(s, line);
    CHECK(starts(r, "? cannot load file: ") && strstr(r, "SZ"), "the reason names the property: %s", r);
    snprintf(line, sizeof line, "loadsgf %s", big);
    r = ask(s, line);
    CHECK(starts(r, "? cannot load file: ") && strstr(r, "SZ[52:52]"), "the size named: %s", r);
    tg_gtp_free(s);
    unlink(fifo), unlink(bad), unlink(big), rmdir(dir);
}

/* The option for engines behind a bridge: loadsgf and printsgf only inside
 * one folder. Without it any path is reachable (documented, as GNU Go). */
static void confined_files(void) {
    char dir[] = "/tmp/tengen-test-gtp-XXXXXX";
    if (!mkdtemp(dir)) return;
    tg_gtp_options opt = {.width = 9, .height = 9, .file_dir = dir};
    tg_gtp_session *s = tg_gtp_new(&opt);
    ask(s, "play b e5");
    CHECK(strcmp(ask(s, "printsgf game.sgf"), "= \n\n") == 0, "a name inside the folder");
    char path[128], line[300];
    snprintf(path, sizeof path, "%s/game.sgf", dir);
    struct stat st;
    CHECK(stat(path, &st) == 0 && S_ISREG(st.st_mode), "written inside the folder");
    static const char *const refused[] = {"printsgf /tmp/x.sgf", "printsgf ../x.sgf", "printsgf a/../../x.sgf",
                                          "loadsgf /etc/passwd", "loadsgf ..", "loadsgf sub/../../etc/passwd"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        const char *r = ask(s, refused[i]);
        CHECK(starts(r, "? file outside the folder"), "%s: %s", refused[i], r);
    }
    CHECK(strcmp(ask(s, "clear_board"), "= \n\n") == 0, "clear");
    CHECK(strcmp(ask(s, "loadsgf game.sgf"), "= white\n\n") == 0, "read back from the folder");
    CHECK(tg_game_board(tg_gtp_game(s))->stones[TG_BLACK] == 1, "the stone is back");
    CHECK(starts(ask(s, "loadsgf ..x.sgf"), "? cannot load file"), "a name that starts with dots is a name");
    tg_gtp_free(s);
    /* Without the option the same session reaches any path. */
    s = tg_gtp_new(NULL);
    snprintf(line, sizeof line, "loadsgf %s", path);
    CHECK(strcmp(ask(s, line), "= white\n\n") == 0, "any path without the option");
    tg_gtp_free(s);
    unlink(path), rmdir(dir);
}

int main(void) {
    regression_komi_nan();
    regression_numbers_in_range();
    regression_long_ids();
    regression_line_too_long();
    regression_loadsgf_fifo_and_reasons();
    confined_files();
    return check_done();
}
