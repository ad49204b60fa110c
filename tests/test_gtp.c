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
#include <stdlib.h>
#include <string.h>

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

int main(void) {
    one_estimate_per_position();
    return check_done();
}
