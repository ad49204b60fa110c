/* test_same_game.c — final_score and final_status_list depend only on the
 * game (position, the history the rules look at, rules), never on how the
 * board got there. One game is reached three ways: played straight, played
 * with detours taken back by undo (and a resumed end undone), and loaded
 * from its own record (printsgf, loadsgf); a fourth way replays the record
 * in the library. Every way must give the same answers. Regression:
 * loadsgf + play + undo + final_score changed the result (undo did not
 * restore the end). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "tengen/gtp.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"

static char last[4096];

static const char *ask(tg_gtp_session *s, const char *cmd) {
    const char *reply;
    size_t len;
    tg_gtp_handle_line(s, cmd, strlen(cmd), &reply, &len);
    snprintf(last, sizeof last, "%.*s", (int)len, reply);
    return last;
}

static tg_gtp_session *session(const char *rules) {
    tg_gtp_session *s = tg_gtp_new(NULL);
    char cmd[128];
    ask(s, "boardsize 9");
    ask(s, "clear_board");
    snprintf(cmd, sizeof cmd, "tengen-rules %s", rules);
    CHECK(ask(s, cmd)[0] == '=', "rules %s: %s", rules, last);
    return s;
}

/* The answers that must agree. */
typedef struct answers {
    char score[64], dead[512], details[1024];
} answers;

static void collect(tg_gtp_session *s, answers *a) {
    snprintf(a->score, sizeof a->score, "%s", ask(s, "final_score"));
    snprintf(a->dead, sizeof a->dead, "%s", ask(s, "final_status_list dead"));
    snprintf(a->details, sizeof a->details, "%s", ask(s, "tengen-score"));
}

/* A short 9x9 game with captures and a dead white stone inside Black's
 * area, ending with two passes (`ending` names who passes last). */
static const char *const moves[] = {
    "B C3", "W G7", "B C7", "W G3", "B E5", "W E3", "B D3", "W F4", "B D4", "W E4", "B E6", "W F5",
    "B F6", "W G5", "B G6", "W H6", "B H7", "W F3", "B C5", "W J6", "B B8", "W H5", "B D6", "W C2",
    "B B2", "W D2", "B B1", "W E2", "B E7", "W D8", "B C8", "W E8", "B F8", "W D7", "B E9", "W F7",
    "B G8", "W D9", "B C9", "W B5", "B H3", /* B5 and H3 dead */
};
#define NMOVES ((int)(sizeof moves / sizeof moves[0]))

static void play_all(tg_gtp_session *s, bool detours, const char *first_pass, const char *second_pass) {
    char cmd[64];
    for (int i = 0; i < NMOVES; i++) {
        snprintf(cmd, sizeof cmd, "play %s", moves[i]);
        CHECK(ask(s, cmd)[0] == '=', "%s: %s", cmd, last);
        if (detours && i % 7 == 3) {
            /* Two moves elsewhere, taken back. */
            ask(s, i % 2 ? "play W A9" : "play B A9");
            ask(s, i % 2 ? "play B J1" : "play W J1");
            CHECK(ask(s, "undo")[0] == '=' && ask(s, "undo")[0] == '=', "undo the detour");
        }
    }
    snprintf(cmd, sizeof cmd, "play %s pass", first_pass);
    ask(s, cmd);
    snprintf(cmd, sizeof cmd, "play %s pass", second_pass);
    ask(s, cmd);
    if (detours) {
        /* Play resumes after the end, then is taken back: the end returns. */
        answers before, after;
        collect(s, &before);
        CHECK(ask(s, strcmp(second_pass, "B") == 0 ? "play W J9" : "play B J9")[0] == '=', "resume: %s", last);
        CHECK(ask(s, "undo")[0] == '=', "undo the resuming play");
        collect(s, &after);
        CHECK(strcmp(before.score, after.score) == 0 && strcmp(before.dead, after.dead) == 0,
              "undo restores the end: %s / %s", before.score, after.score);
    }
}

static void same(const answers *a, const answers *b, const char *rules, const char *how) {
    CHECK(strcmp(a->score, b->score) == 0, "%s, %s: final_score %s vs %s", rules, how, a->score, b->score);
    CHECK(strcmp(a->dead, b->dead) == 0, "%s, %s: dead %s vs %s", rules, how, a->dead, b->dead);
    CHECK(strcmp(a->details, b->details) == 0, "%s, %s: tengen-score differs:\n%s\n%s", rules, how, a->details,
          b->details);
}

static void three_ways(const char *rules, const char *first_pass, const char *second_pass) {
    answers straight, detour, loaded, loaded_undo;
    tg_gtp_session *s1 = session(rules);
    play_all(s1, false, first_pass, second_pass);
    collect(s1, &straight);
    CHECK(straight.score[0] == '=' && straight.score[2] != '\0', "%s: a score: %s", rules, straight.score);

    tg_gtp_session *s2 = session(rules);
    play_all(s2, true, first_pass, second_pass);
    collect(s2, &detour);
    same(&straight, &detour, rules, "undo/redo");

    char file[64];
    snprintf(file, sizeof file, "/tmp/tengen-same-game-%d.sgf", (int)getpid());
    char cmd[128];
    snprintf(cmd, sizeof cmd, "printsgf %s", file);
    CHECK(ask(s1, cmd)[0] == '=', "printsgf: %s", last);
    tg_gtp_session *s3 = session(rules);
    snprintf(cmd, sizeof cmd, "loadsgf %s", file);
    CHECK(ask(s3, cmd)[0] == '=', "loadsgf: %s", last);
    collect(s3, &loaded);
    same(&straight, &loaded, rules, "loadsgf");
    /* loadsgf, play, undo (the case). */
    ask(s3, "play B J9");
    ask(s3, "undo");
    collect(s3, &loaded_undo);
    same(&straight, &loaded_undo, rules, "loadsgf + play + undo");

    /* The record replayed by the library: the same count as final_score. */
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_read_file(file, NULL, &err);
    CHECK(c != NULL, "the record reads back");
    if (c) {
        tg_rules r;
        char e[256];
        tg_rules_parse(rules, &r, e, sizeof e);
        tg_replay_options opt = {.rules = &r, .keep_komi = true};
        tg_replay rp;
        CHECK(tg_replay_sgf(tg_sgf_game(c, 0), &opt, &rp, &err) == TG_OK, "replay");
        tg_point dead[TG_MAX_POINTS];
        int nd = tg_gtp_dead_stones(rp.game, dead);
        tg_score sc;
        tg_game_score(rp.game, dead, nd, &sc);
        char want[80];
        snprintf(want, sizeof want, "= %s\n\n", sc.result);
        CHECK(strcmp(want, straight.score) == 0, "%s: replayed record counts %s, final_score %s", rules, sc.result,
              straight.score);
        tg_replay_fini(&rp);
        tg_sgf_collection_free(c);
    }
    remove(file);
    tg_gtp_free(s1);
    tg_gtp_free(s2);
    tg_gtp_free(s3);
}

int main(void) {
    const char *rules[] = {"chinese", "japanese", "aga", "nz", "ing", "tromp-taylor", "wmsg"};
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        three_ways(rules[i], "W", "B");
        three_ways(rules[i], "B", "W");
    }
    return check_done();
}
