/*
 * test_search.c — the search's invariants: visit counts add up, only legal
 * moves (superko included) come out, one thread with a seed and a budget is
 * deterministic, the tree is reused, and the ending follows the rules
 * (capture dead stones before passing under Tromp-Taylor; pass when the
 * game is won and the opponent passed under territory scoring).
 * Small boards and budgets: it runs in seconds.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "tengen/gtp.h"
#include "tengen/search.h"

static tg_search *new_search(int threads, uint64_t seed) {
    tg_search_options o = {.threads = threads, .seed = seed, .max_nodes = 200000};
    tg_search *s = tg_search_new(&o);
    if (!s) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return s;
}

static void visits_add_up(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("chinese", &r, err, sizeof err);
    tg_game *g = tg_game_new(9, 9, &r);
    for (int threads = 1; threads <= 2; threads++) {
        tg_search *s = new_search(threads, 7);
        tg_search_limits lim = {.playouts = 2000, .seconds = 0, .stop = NULL};
        CHECK(tg_search_run(s, g, TG_BLACK, &lim) == TG_OK, "run");
        CHECK(tg_search_playouts(s) == 2000, "%d threads: 2000 playouts, got %ld", threads, tg_search_playouts(s));
        tg_search_candidate c[400];
        int n = tg_search_candidates(s, c, 400);
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += c[i].visits;
            CHECK(i == 0 || c[i - 1].visits >= c[i].visits, "sorted by visits");
            CHECK(c[i].winrate >= 0 && c[i].winrate <= 1, "winrate in 0..1");
            CHECK(c[i].pv_len >= 1 && c[i].pv[0] == c[i].move, "the pv starts with the move");
        }
        CHECK(sum == 2000, "%d threads: the children's visits are the playouts: %ld", threads, sum);
        CHECK(tg_search_nodes(s) > 81, "the tree grew: %ld nodes", tg_search_nodes(s));
        double *own = malloc(TG_MAX_POINTS * sizeof *own);
        CHECK(tg_search_ownership(s, own), "ownership after playouts");
        free(own);
        tg_search_free(s);
    }
    tg_game_free(g);
}

static void deterministic(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("japanese", &r, err, sizeof err);
    tg_game *g = tg_game_new(9, 9, &r);
    play_moves(g, "B E5 W C4 B D3");
    tg_search_candidate a[100], b[100];
    int na = 0, nb = 0;
    for (int k = 0; k < 2; k++) {
        tg_search *s = new_search(1, 42);
        tg_search_limits lim = {.playouts = 1500, .seconds = 0, .stop = NULL};
        tg_search_run(s, g, TG_WHITE, &lim);
        if (k == 0) na = tg_search_candidates(s, a, 100);
        else nb = tg_search_candidates(s, b, 100);
        tg_search_free(s);
    }
    bool same = na == nb && na > 0;
    for (int i = 0; same && i < na; i++) same = a[i].move == b[i].move && a[i].visits == b[i].visits;
    CHECK(same, "one thread, one seed, one budget: the same tree (%d and %d candidates)", na, nb);
    tg_game_free(g);
}

static void tree_reused(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("chinese", &r, err, sizeof err);
    tg_game *g = tg_game_new(7, 7, &r);
    tg_search *s = new_search(1, 3);
    tg_search_limits lim = {.playouts = 3000, .seconds = 0, .stop = NULL};
    tg_search_run(s, g, TG_BLACK, &lim);
    tg_search_candidate c[2];
    tg_search_candidates(s, c, 2);
    tg_game_play(g, TG_BLACK, c[0].move);
    tg_game_play(g, TG_WHITE, c[0].pv_len > 1 ? c[0].pv[1] : TG_PASS);
    long before = tg_search_nodes(s);
    tg_search_limits small = {.playouts = 10, .seconds = 0, .stop = NULL};
    tg_search_run(s, g, TG_BLACK, &small);
    CHECK(tg_search_playouts(s) > 10, "the subtree's playouts are kept: %ld", tg_search_playouts(s));
    CHECK(tg_search_nodes(s) >= before, "no new tree");
    /* the same position again: the search goes on */
    long p = tg_search_playouts(s);
    tg_search_run(s, g, TG_BLACK, &small);
    CHECK(tg_search_playouts(s) == p + 10, "continued: %ld", tg_search_playouts(s));
    tg_search_free(s);
    tg_game_free(g);
}

/* Self-play with small budgets under positional superko on 5x5 (many kos
 * and repetitions): every candidate and every move is legal by the game. */
static void legal_only(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("tromp-taylor", &r, err, sizeof err);
    for (int game = 0; game < 3; game++) {
        tg_game *g = tg_game_new(5, 5, &r);
        tg_search *s = new_search(game == 2 ? 2 : 1, (uint64_t)game + 1);
        int illegal = 0, moves = 0;
        while (tg_game_state_of(g) == TG_PLAYING && moves < 150) {
            tg_color c = tg_game_to_move(g);
            tg_search_limits lim = {.playouts = 150, .seconds = 0, .stop = NULL};
            if (tg_search_run(s, g, c, &lim) != TG_OK) break;
            tg_search_candidate cand[30];
            int n = tg_search_candidates(s, cand, 30);
            for (int i = 0; i < n; i++) illegal += tg_game_check(g, c, cand[i].move).legality != TG_LEGAL;
            tg_point p = tg_search_best(s, NULL);
            illegal += tg_game_play(g, c, p).legality != TG_LEGAL;
            moves++;
        }
        CHECK(illegal == 0, "game %d: %d illegal candidates or moves in %d moves", game, illegal, moves);
        tg_search_free(s);
        tg_game_free(g);
    }
}

/* Tromp-Taylor (dead=none): the white stone at A3 is dead but counts as it
 * stands. Passing after White's pass loses; capturing it wins. */
static void captures_before_passing(void) {
    const char *pos = ". X X O .\n"
                      "X X X O .\n"
                      "O . X O .\n"
                      "X X X O .\n"
                      ". X X O .\n";
    tg_game *g = game_from_diagram("tromp-taylor,komi=3.5", pos, TG_WHITE);
    tg_game_play(g, TG_WHITE, TG_PASS);
    const tg_board *b = tg_game_board(g);
    tg_score *sc = malloc(sizeof *sc);
    tg_game *t = tg_game_clone(g);
    tg_game_play(t, TG_BLACK, TG_PASS);
    tg_game_score(t, NULL, 0, sc);
    CHECK(sc->margin2 < 0, "precondition: passing now loses (%s)", sc->result);
    tg_game_free(t);
    tg_search *s = new_search(1, 5);
    tg_search_limits lim = {.playouts = 3000, .seconds = 0, .stop = NULL};
    tg_search_run(s, g, TG_BLACK, &lim);
    tg_point p = tg_search_best(s, NULL);
    char v[5];
    tg_point_to_gtp(b, p, v);
    CHECK(p == at(b, "B3"), "Black captures the dead stone before passing: %s", v);
    tg_search_free(s);
    free(sc);
    tg_game_free(g);
}

static const char *ask(tg_gtp_session *s, const char *line) {
    const char *reply;
    size_t len;
    tg_gtp_handle_line(s, line, strlen(line), &reply, &len);
    return reply;
}

/* Japanese: nothing is left; White is ahead and Black passed: White passes. */
static void territory_stops(void) {
    tg_gtp_options o = {.width = 5, .height = 5, .seed = 1, .playouts = 500};
    tg_gtp_session *s = tg_gtp_new(&o);
    ask(s, "tengen-rules japanese,komi=0.5");
    const char *cols[] = {"B", "C"};
    char line[64];
    for (int y = 1; y <= 5; y++) {
        snprintf(line, sizeof line, "play b %s%d", cols[0], y);
        ask(s, line);
        snprintf(line, sizeof line, "play w %s%d", cols[1], y);
        ask(s, line);
    }
    ask(s, "play b pass");
    CHECK(strcmp(ask(s, "genmove w"), "= pass\n\n") == 0, "White passes: the game is over and won");
    tg_gtp_free(s);
}

/* Japanese: nothing is left; Black (columns B and C, its territory column
 * A) is behind White (column D, territory E) and White passed. A play in
 * column A fills Black's own territory: a point lost under territory
 * counting, win or lose, so Black does not play there (the search alone,
 * indifferent in a lost game, filled it until its resignation threshold;
 * a Japanese game against GNU Go lost W+25.5 so). */
static void territory_no_fill_when_behind(void) {
    char line[64];
    for (int seed = 1; seed <= 3; seed++) {
        tg_gtp_options o = {.width = 5, .height = 5, .seed = (uint64_t)seed, .playouts = 500};
        tg_gtp_session *s = tg_gtp_new(&o);
        ask(s, "tengen-rules japanese,komi=0.5");
        for (int y = 1; y <= 5; y++) {
            snprintf(line, sizeof line, "play b B%d", y);
            ask(s, line);
            snprintf(line, sizeof line, "play w D%d", y);
            ask(s, line);
        }
        for (int y = 1; y <= 5; y++) {
            snprintf(line, sizeof line, "play b C%d", y);
            ask(s, line);
            ask(s, "play w pass");
        }
        const char *r = ask(s, "genmove b");
        CHECK(strncmp(r, "= ", 2) == 0 && r[2] != 'A', "seed %d: Black, behind, fills no own territory: %s", seed, r);
        tg_gtp_free(s);
    }
}

/* The analysis commands: real candidates in both formats, and an interval
 * too large for milliseconds in an int is clamped (was an overflow). */
static void analysis(void) {
    tg_gtp_options o = {.width = 9, .height = 9, .seed = 1, .playouts = 200};
    tg_gtp_session *s = tg_gtp_new(&o);
    const char *r = ask(s, "kata-analyze b 1000000000 ownership true");
    CHECK(strncmp(r, "= \ninfo move ", 13) == 0 && strstr(r, " visits ") && strstr(r, " pv ") &&
              strstr(r, " ownership "),
          "kata-analyze: candidates and ownership: %.40s", r);
    int cs = tg_gtp_stream_interval(s);
    CHECK(cs > 0 && cs <= 8640000, "the interval is clamped to a day: %d", cs);
    r = ask(s, "lz-analyze w 10");
    CHECK(strncmp(r, "= \ninfo move ", 13) == 0 && strstr(r, " winrate ") && strstr(r, " order 0 "),
          "lz-analyze: %.40s", r);
    r = ask(s, "genmove_analyze b");
    CHECK(strncmp(r, "= \ninfo move ", 13) == 0 && strstr(r, "\nplay "), "genmove_analyze ends with play: %s", r);
    CHECK(strcmp(ask(s, "stop"), "= \n\n") == 0, "stop");
    tg_gtp_free(s);
}

/* The search's ownership through the library: a settled position. */
static void ownership_of(void) {
    const char *pos = ". X O . .\n"
                      ". X O . .\n"
                      ". X O . .\n"
                      ". X O . .\n"
                      ". X O . .\n";
    tg_board b = diagram(pos);
    tg_rules r;
    char err[128];
    tg_rules_parse("chinese,komi=0.5", &r, err, sizeof err);
    double *own = malloc(TG_MAX_POINTS * sizeof *own);
    CHECK(tg_search_ownership_of(&b, &r, TG_BLACK, 500, 1, own) == TG_OK, "ownership_of");
    CHECK(own[at(&b, "A3")] > 0.5 && own[at(&b, "E3")] < -0.5, "A3 Black's (%.2f), E3 White's (%.2f)",
          own[at(&b, "A3")], own[at(&b, "E3")]);
    free(own);
}

int main(void) {
    visits_add_up();
    deterministic();
    tree_reused();
    legal_only();
    captures_before_passing();
    territory_stops();
    territory_no_fill_when_behind();
    analysis();
    ownership_of();
    return check_done();
}
