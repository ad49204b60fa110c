/*
 * test_gtp.c — the GTP session through the library API: one life-and-death
 * estimate per position (final_score, final_status_list, the analysis
 * commands and genmove share it), streaming analysis lines, and the
 * records' setup nodes.
 *
 * Invariant: every check drives the session with command lines exactly as
 * a client sends them and looks at the framed replies.
 *
 * Not here: the command-by-command conformance (the .tst files in tests/gtp), clients
 * and processes (the tests/gtp_ scripts).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "tengen/gtp.h"

static const char *ask(tg_gtp_session *s, const char *line) {
    const char *reply;
    size_t len;
    tg_status st = tg_gtp_handle_line(s, line, strlen(line), &reply, &len);
    CHECK(st == TG_OK, "%s: status %d", line, (int)st);
    CHECK(len >= 3 && reply[len - 1] == '\n' && reply[len - 2] == '\n', "%s: framed reply", line);
    return reply;
}

static void one_estimate_per_position(void) {
    tg_gtp_session *s = tg_gtp_new(NULL);
    static const char *const setup[] = {"boardsize 7", "tengen-rules chinese,komi=0.5", "play b D7", "play b D6",
                                        "play b D5", "play b D4", "play b D3", "play b D2", "play b D1",
                                        "play w E7", "play w E6", "play w E5", "play w E4", "play w E3",
                                        "play w E2", "play w E1", "play w B6", "play b pass", "play w pass"};
    for (size_t i = 0; i < sizeof setup / sizeof setup[0]; i++) ask(s, setup[i]);
    CHECK(tg_gtp_estimates_run(s) == 0, "no estimate before one is asked for");
    CHECK(strcmp(ask(s, "final_score"), "= B+6.5\n\n") == 0, "final_score");
    CHECK(strcmp(ask(s, "final_status_list dead"), "= B6\n\n") == 0, "dead");
    ask(s, "final_status_list alive");
    ask(s, "final_status_list seki");
    ask(s, "kata-analyze b ownership true");
    ask(s, "tengen-territory");
    ask(s, "tengen-score");
    CHECK(tg_gtp_estimates_run(s) == 1, "one estimate for one position, got %d", tg_gtp_estimates_run(s));
    ask(s, "play b A6");
    ask(s, "final_score");
    ask(s, "final_status_list dead");
    CHECK(tg_gtp_estimates_run(s) == 2, "a new position, a new estimate: got %d", tg_gtp_estimates_run(s));
    /* A streaming analysis: the interval, then more lines on request. */
    const char *r = ask(s, "7 kata-analyze w 25 ownership true");
    CHECK(strncmp(r, "=7 \ninfo move ", 14) == 0, "analysis reply opens with the id: %.30s", r);
    CHECK(tg_gtp_stream_interval(s) == 25, "interval 25 cs, got %d", tg_gtp_stream_interval(s));
    const char *line;
    size_t len;
    CHECK(tg_gtp_stream_next(s, &line, &len) == TG_OK && strncmp(line, "info move ", 10) == 0 &&
              len > 0 && line[len - 1] == '\n' && strstr(line, " ownership ") != NULL,
          "a further info line with ownership");
    ask(s, "name");
    CHECK(tg_gtp_stream_interval(s) == -1, "any other command ends the stream");
    CHECK(tg_gtp_stream_next(s, &line, &len) == TG_ERR_STATE, "no stream after it");
    CHECK(strncmp(ask(s, "kata-analyze b 10 ownership"), "? syntax error", 14) == 0, "a key without value");
    CHECK(tg_gtp_estimates_run(s) == 2, "the analysis reused the estimate: got %d", tg_gtp_estimates_run(s));
    tg_gtp_free(s);
}

/* Whether the reply to `final_status_list dead` lists the vertex v as a
 * word of its own. */
static bool lists(const char *reply, const char *v) {
    size_t n = strlen(v);
    for (const char *p = strstr(reply, v); p; p = strstr(p + 1, v))
        if ((p[-1] == ' ' || p[-1] == '\n') && (p[n] == ' ' || p[n] == '\n')) return true;
    return false;
}

/* Writes a[0..na), then b[0..nb), then ")" to path: a record cut short
 * and closed. false (a failed check) if it cannot. */
static bool write_cut(const char *path, const char *a, size_t na, const char *b, size_t nb) {
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(a, 1, na, f) == na && fwrite(b, 1, nb, f) == nb && fputc(')', f) == ')';
    if (f) ok &= fclose(f) == 0;
    CHECK(ok, "cannot write %s", path);
    return ok;
}

/* The questions about the end of a game asked before its end: the
 * estimate predicts (tg_estimate_options.unfinished) unless the game
 * ended in two passes or loadsgf replayed a whole record whose result is
 * a count. Tygem 877696818 twenty moves before its last move: Black's K4
 * stands in an area White has not closed yet (test_status.c,
 * test_open_area_unfinished_tygem). */
static void unfinished_games_predicted(void) {
    char path[4096], cut[64], cut_re[64];
    snprintf(path, sizeof path, "%s/corpora/games/tygem-9d-2016/tygem-877696818.sgf", shared_dir());
    FILE *f = fopen(path, "rb");
    if (!f) {
        printf("skipped: no %s\n", path);
        return;
    }
    static char text[1 << 16];
    size_t len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = '\0';
    tg_gtp_session *s = tg_gtp_new(NULL);
    char line[4200];
    snprintf(line, sizeof line, "loadsgf %s", path);
    ask(s, line);
    int moves = tg_game_move_count(tg_gtp_game(s));
    snprintf(line, sizeof line, "loadsgf %s %d", path, moves - 19);
    ask(s, line);
    CHECK(lists(ask(s, "final_status_list dead"), "K4"), "cut 20 moves before the end: K4 dead");
    const char *me = tg_game_to_move(tg_gtp_game(s)) == TG_BLACK ? "b" : "w";
    snprintf(line, sizeof line, "play %s pass", me);
    ask(s, line);
    snprintf(line, sizeof line, "play %s pass", me[0] == 'b' ? "w" : "b");
    ask(s, line);
    CHECK(!lists(ask(s, "final_status_list dead"), "K4"), "the same position after two passes: K4 standing");
    ask(s, "undo");
    CHECK(lists(ask(s, "final_status_list dead"), "K4"), "a pass undone: K4 dead again");
    /* The same cut as a whole record, with its RE (a count), then without. */
    char *end = text + len;
    for (int k = 0; k < 20 && end > text; k++)
        while (--end > text && *end != ';') {}
    char *re = strstr(text, "RE[");
    char *re_end = re ? strchr(re, ']') : NULL;
    CHECK(re_end && re_end < end, "877696818 has an RE before its moves");
    if (!re_end || re_end >= end) {
        tg_gtp_free(s);
        return;
    }
    strcpy(cut, "/tmp/tengen-test-cut-XXXXXX");
    int fd = mkstemp(cut);
    CHECK(fd >= 0, "mkstemp");
    if (fd >= 0) close(fd);
    strcpy(cut_re, cut);
    strcat(cut_re, "-re");
    if (fd >= 0 && write_cut(cut_re, text, (size_t)(end - text), "", 0) &&
        write_cut(cut, text, (size_t)(re - text), re_end + 1, (size_t)(end - (re_end + 1)))) {
        snprintf(line, sizeof line, "loadsgf %s", cut_re);
        ask(s, line);
        CHECK(tg_game_move_count(tg_gtp_game(s)) == moves - 20, "the cut record has %d moves",
              tg_game_move_count(tg_gtp_game(s)));
        CHECK(!lists(ask(s, "final_status_list dead"), "K4"), "a whole counted record: K4 standing");
        snprintf(line, sizeof line, "loadsgf %s", cut);
        ask(s, line);
        CHECK(lists(ask(s, "final_status_list dead"), "K4"), "a whole record without a result: K4 dead");
    }
    unlink(cut);
    unlink(cut_re);
    tg_gtp_free(s);
}

int main(void) {
    one_estimate_per_position();
    unfinished_games_predicted();
    return check_done();
}
