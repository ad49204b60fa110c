/* test_moves_aside.c — the reader's moves_aside (the plain moves ending a
 * main line kept as a compact list, not as nodes) against the whole read:
 * for records that end in plain moves, and for every way such a run can
 * stop being one (a variation, a property after the move, a pass, a
 * truncated file, a limit reached inside the run, a charset conversion),
 * the replay (strict, tolerant, validating) must report exactly what the
 * whole tree gives: every count, event, issue, error, dead stone and the
 * final position; so must the replay into a game lent to it (opt.game, as
 * `check` replays, the previous replay's history still in it). Also: the moves kept aside are the ones expected, and
 * the writer refuses such a collection.
 *
 * Invariant: each case is read both ways with the same options; the test
 * fails on any difference, and on a case meant to keep moves aside that
 * kept none (so the fast path is really exercised). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"

/* Whether two replays (or two failures) say the same thing. */
static bool same_replay(tg_status sa, const tg_replay *a, const tg_sgf_error *ea, tg_status sb,
                        const tg_replay *b, const tg_sgf_error *eb) {
    if (sa != sb) return false;
    if (sa != TG_OK)
        return ea->line == eb->line && ea->column == eb->column &&
               strcmp(ea->message, eb->message) == 0;
    if (a->moves != b->moves || a->passes != b->passes || a->setups != b->setups ||
        a->illegal != b->illegal || a->first_illegal != b->first_illegal || a->stopped != b->stopped ||
        a->n_events != b->n_events || a->n_dead != b->n_dead || a->dead_source != b->dead_source ||
        a->territory_marks != b->territory_marks || a->last.color != b->last.color ||
        a->last.point != b->last.point || a->n_issues != b->n_issues ||
        a->issue_errors != b->issue_errors || a->rules_known != b->rules_known ||
        memcmp(a->extra_captures, b->extra_captures, sizeof a->extra_captures) != 0)
        return false;
    for (int i = 0; i < a->n_events; i++) {
        const tg_replay_event *x = &a->events[i], *y = &b->events[i];
        if (x->kind != y->kind || x->move != y->move || x->color != y->color || x->point != y->point ||
            x->legality != y->legality || x->repeats_move != y->repeats_move || x->line != y->line ||
            x->column != y->column || x->played != y->played)
            return false;
    }
    for (int i = 0; i < a->n_dead; i++)
        if (a->dead[i] != b->dead[i]) return false;
    for (int i = 0; i < a->n_issues; i++) {
        const tg_replay_issue *x = &a->issues[i], *y = &b->issues[i];
        if (x->kind != y->kind || x->move != y->move || x->line != y->line || x->column != y->column ||
            strcmp(x->message, y->message) != 0)
            return false;
    }
    const tg_board *ba = tg_game_board(a->game), *bb = tg_game_board(b->game);
    return ba->width == bb->width && ba->height == bb->height && ba->hash == bb->hash &&
           memcmp(ba->color, bb->color, sizeof ba->color) == 0 &&
           tg_game_move_count(a->game) == tg_game_move_count(b->game) &&
           tg_game_to_move(a->game) == tg_game_to_move(b->game) &&
           tg_game_state_of(a->game) == tg_game_state_of(b->game);
}

/* The moves kept aside at the end of game gi's main line. */
static size_t aside_count(const tg_sgf_collection *c, size_t gi) {
    const tg_sgf_node *n = tg_sgf_game(c, gi);
    while (tg_sgf_node_child(n)) n = tg_sgf_node_child(n);
    size_t k = 0;
    tg_sgf_moves_aside(n, &k);
    return k;
}

/* Reads sgf both ways (with opt's limits) and compares every game's replay
 * in every mode. want_aside: how many moves game 0 must keep aside (-1:
 * any number). */
static void compare(const char *name, const char *sgf, const tg_sgf_options *limits, long want_aside) {
    tg_sgf_options o = limits ? *limits : (tg_sgf_options){0};
    tg_sgf_error ea, eb;
    o.moves_aside = false;
    tg_sgf_collection *whole = tg_sgf_parse(sgf, strlen(sgf), &o, &eb);
    o.moves_aside = true;
    tg_sgf_collection *aside = tg_sgf_parse(sgf, strlen(sgf), &o, &ea);
    CHECK((whole == NULL) == (aside == NULL), "%s: both reads succeed or both fail", name);
    if (!whole || !aside) {
        CHECK(ea.line == eb.line && ea.column == eb.column && strcmp(ea.message, eb.message) == 0,
              "%s: the same read error: %s / %s", name, ea.message, eb.message);
        tg_sgf_collection_free(whole);
        tg_sgf_collection_free(aside);
        return;
    }
    CHECK(tg_sgf_game_count(whole) == tg_sgf_game_count(aside), "%s: game counts", name);
    CHECK(tg_sgf_warning_count(whole) == tg_sgf_warning_count(aside), "%s: warning counts", name);
    for (size_t i = 0; i < tg_sgf_warning_count(whole) && i < tg_sgf_warning_count(aside); i++) {
        const tg_sgf_error *x = tg_sgf_warning(whole, i), *y = tg_sgf_warning(aside, i);
        CHECK(x->line == y->line && x->column == y->column && strcmp(x->message, y->message) == 0,
              "%s: warning %zu: %s / %s", name, i, x->message, y->message);
    }
    size_t kept = aside_count(aside, 0);
    if (want_aside >= 0) CHECK(kept == (size_t)want_aside, "%s: %zu moves kept aside, want %ld", name, kept, want_aside);
    CHECK(aside_count(whole, 0) == 0, "%s: the whole read keeps nothing aside", name);
    if (kept) {
        char *text;
        size_t len;
        CHECK(tg_sgf_write(aside, &text, &len) == TG_ERR_ARG, "%s: the writer refuses it", name);
    }
    static const char *const rules[] = {NULL, "japanese", "chinese,ko=situational"};
    for (size_t gi = 0; gi < tg_sgf_game_count(whole) && gi < tg_sgf_game_count(aside); gi++) {
        /* A game lent to the replay (opt.game, as `check` lends one a
         * worker), of the record's size once a replay has shown it, then
         * lent again with the previous replay's history in it. */
        tg_game *lent = NULL;
        for (int mode = 0; mode < 3; mode++)
            for (int ri = 0; ri < 3; ri++) {
                tg_rules rr;
                char e[128];
                if (rules[ri] && tg_rules_parse(rules[ri], &rr, e, sizeof e) != TG_OK) continue;
                tg_replay_options opt = {.rules = rules[ri] ? &rr : NULL, .tolerant = mode >= 1,
                                         .validate = mode == 2};
                tg_replay a, b;
                opt.source = aside;
                tg_status sa = tg_replay_sgf(tg_sgf_game(aside, gi), &opt, &a, &ea);
                opt.source = whole;
                tg_status sb = tg_replay_sgf(tg_sgf_game(whole, gi), &opt, &b, &eb);
                CHECK(same_replay(sa, &a, &ea, sb, &b, &eb),
                      "%s: game %zu, mode %d, rules %s: the replays differ (%d / %d moves, status %d / %d)",
                      name, gi + 1, mode, rules[ri] ? rules[ri] : "RU", sa == TG_OK ? a.moves : -1,
                      sb == TG_OK ? b.moves : -1, sa, sb);
                if (sb == TG_OK && !lent) {
                    const tg_board *bb = tg_game_board(b.game);
                    lent = tg_game_new(bb->width, bb->height, tg_game_rules(b.game));
                    CHECK(lent != NULL, "%s: a game to lend", name);
                }
                if (lent) {
                    tg_replay l;
                    tg_sgf_error el;
                    opt.source = aside;
                    opt.game = lent;
                    tg_status sl = tg_replay_sgf(tg_sgf_game(aside, gi), &opt, &l, &el);
                    CHECK(sl != TG_OK || l.game == lent, "%s: game %zu: the lent game is used", name, gi + 1);
                    CHECK(same_replay(sl, &l, &el, sb, &b, &eb),
                          "%s: game %zu, mode %d, rules %s: the replay into a lent game differs", name,
                          gi + 1, mode, rules[ri] ? rules[ri] : "RU");
                    if (sl == TG_OK) tg_replay_fini(&l);
                }
                if (sa == TG_OK) tg_replay_fini(&a);
                if (sb == TG_OK) tg_replay_fini(&b);
            }
        tg_game_free(lent);
    }
    tg_sgf_collection_free(whole);
    tg_sgf_collection_free(aside);
}

int main(void) {
    /* A plain record: everything after the root kept aside. */
    compare("plain", "(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese]RE[B+R]\n;B[pd]\n;W[dp]\n;B[pp]\n;W[dd])\n", NULL, 4);
    compare("crlf and tabs", "(;SZ[19]\r\n;B[pd]\t;W[dp]\r\n\r\n;B[pp] ;W[dd]\n\r;B[qf]\r)\r\n", NULL, 5);
    compare("no white space", "(;SZ[19];B[pd];W[dp];B[pp])", NULL, 3);
    /* Runs that do not end the main line are built into nodes. */
    compare("variation after", "(;SZ[19];B[pd];W[dp](;B[pp];W[dd])(;B[dd]))", NULL, 0);
    compare("property after", "(;SZ[19];B[pd];W[dp];B[pp]C[hi];W[dd];B[qq])", NULL, 2);
    compare("second value", "(;SZ[19];B[pd];W[dp][dq];B[pp])", NULL, -1);
    compare("pass in the run", "(;SZ[19];B[pd];W[];B[pp];W[tt];B[dd];W[];B[])", NULL, 0);
    compare("passes then play", "(;SZ[19]RE[W+R];B[pd];W[dp];B[];W[];B[pp];W[dd])", NULL, 2);
    compare("truncated", "(;SZ[19];B[pd];W[dp];B[pp]", NULL, -1);
    compare("truncated after space", "(;SZ[19];B[pd];W[dp];B[pp]\n\n", NULL, -1);
    compare("node after a variation", "(;SZ[19](;B[pd])(;B[dd]);W[dp];B[pp])", NULL, -1);
    compare("garbage after", "(;SZ[19];B[pd];W[dp]) junk", NULL, -1);
    compare("lower-case id", "(;SZ[19];B[pd];w[dp];B[pp])", NULL, -1);
    compare("upper-case letters", "(;SZ[19];B[pd];W[DP];B[pp])", NULL, -1);
    /* Letters past the board: the same error, at the same node. */
    compare("off a small board", "(;SZ[9];B[cc];W[gg];B[pd];W[ee])", NULL, 4);
    compare("off a small board, strict stop first", "(;SZ[9];B[cc];W[cc];B[pd])", NULL, 3);
    compare("ss on 19", "(;SZ[19];B[ss];W[aa];B[sa])", NULL, 3);
    /* Illegal moves in the run: occupied, ko, out of turn, suicide. */
    compare("occupied", "(;SZ[19];B[pd];W[pd];B[dd])", NULL, 3);
    compare("out of turn", "(;SZ[19];B[pd];B[dd];W[pp])", NULL, 3);
    compare("ko retake",
            "(;SZ[5]KM[0];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb];B[cb];W[aa])", NULL, 10);
    compare("suicide", "(;SZ[3];B[ba];W[ab];B[bb];W[aa])", NULL, 4);
    /* A triple ko: the cycle ends the game at move 12 under Japanese
     * rules (the lane stops there), the moves after it are after the end;
     * under positional superko the sixth capture is illegal. */
    compare("triple ko",
            "(;SZ[19]RU[Japanese]AB[db][cc][dd][dh][ci][dj][ei][dn][co][dp]AW[eb][fc][ed][dc][eh][fi][ej]"
            "[en][fo][ep][do];B[ec];W[di];B[eo];W[dc];B[ei];W[do];B[ec];W[di];B[eo];W[dc];B[ei];W[do];B[ec]"
            ";W[di];B[eo];W[dc];B[ei];W[do];B[pp];W[pd])",
            NULL, 20);
    /* Regression: plays on stones after a cycle ended the game, tolerant:
     * force_play played them on the occupied points, corrupting the board
     * (a stack overflow in tg_board_play after many); now skipped. */
    const char *after_end =
        "(;SZ[19]RU[Japanese]AB[db][cc][dd][dh][ci][dj][ei][dn][co][dp]AW[eb][fc][ed][dc][eh][fi][ej]"
        "[en][fo][ep][do];B[ec];W[di];B[eo];W[dc];B[ei];W[do];B[ec];W[di];B[eo];W[dc];B[ei];W[do];B[db]"
        ";W[eb];B[pp];W[pp])";
    compare("plays on stones after the end", after_end, NULL, -1);
    tg_sgf_collection *ae = tg_sgf_parse(after_end, strlen(after_end), NULL, NULL);
    tg_replay_options aeo = {.tolerant = true};
    tg_replay aer;
    CHECK(ae && tg_replay_sgf(tg_sgf_game(ae, 0), &aeo, &aer, NULL) == TG_OK, "after the end: replays");
    if (ae) {
        char why[128] = "";
        CHECK(tg_game_state_of(aer.game) == TG_ENDED_CYCLE && aer.n_events == 4 && !aer.events[0].played &&
                  !aer.events[1].played && aer.events[2].played && !aer.events[3].played &&
                  tg_board_check(tg_game_board(aer.game), why, sizeof why),
              "after the end: the plays on stones skipped, the board sound (%d events) %s", aer.n_events, why);
        tg_replay_fini(&aer);
    }
    tg_sgf_collection_free(ae);
    /* Setup held back before the run, marks before it, AE trailing it. */
    compare("setup before", "(;SZ[19];B[pd];AB[dd]AE[pd];W[dp];B[pp])", NULL, 2);
    compare("pending setup", "(;SZ[19];B[pd];AE[pd];W[pd];B[pp])", NULL, 2);
    compare("handicap", "(;SZ[19]HA[2]AB[pd][dp];W[dd];B[pp];W[qq])", NULL, 3);
    compare("handicap mismatch", "(;SZ[19]HA[3]AB[pd][dp];W[dd];B[pp])", NULL, 2);
    compare("PL before", "(;SZ[19]PL[W];B[pd];W[dd])", NULL, 2);
    compare("marks then moves", "(;SZ[5]KM[0];B[bb];TB[aa];W[dd];B[cc])", NULL, 2);
    compare("first move aside", "(;SZ[19]KM[6.5]RE[B+3.5];B[pd];W[dd])", NULL, 2);
    compare("RE against the ending", "(;SZ[19]RE[B+R];B[pd];W[dd];B[];W[])", NULL, 0);
    /* More than one game: each its own run. */
    compare("two games", "(;SZ[19];B[pd];W[dd])(;SZ[9];B[cc];W[gg];B[ee])\n(;SZ[13];B[jj])", NULL, 2);
    /* Limits reached inside the run: the same error at the same node. */
    tg_sgf_options lim = {.max_nodes = 4};
    compare("node limit", "(;SZ[19];B[pd];W[dd];B[pp];W[dp];B[qq])", &lim, -1);
    lim = (tg_sgf_options){.max_values = 3};
    compare("value limit", "(;SZ[19];B[pd];W[dd];B[pp];W[dp];B[qq])", &lim, -1);
    lim = (tg_sgf_options){.max_value = 1};
    compare("value length limit", "(;SZ[19];B[pd];W[dd])", &lim, -1);
    lim = (tg_sgf_options){.strict = true};
    compare("strict read", "(;SZ[19];B[pd];W[dd];B[pp])", &lim, 3);
    /* A charset conversion reads the tree again whole. */
    compare("latin-1", "(;CA[ISO-8859-1]SZ[19]PB[Jos\xe9];B[pd];W[dd];B[pp])", NULL, 0);
    compare("latin-1 by name only", "(;CA[ISO-8859-1]SZ[19]PB[Jose];B[pd];W[dd])", NULL, 2);
    compare("shift-jis", "(;CA[SHIFT_JIS]SZ[19]PB[\x95\x5c];B[pd];W[dd])", NULL, -1);
    compare("bad utf-8", "(;SZ[19]PB[\xff];B[pd];W[dd])", NULL, 2);
    /* A converted game among others: only its moves are read again. */
    const char *mixed = "(;SZ[19];B[pd];W[dd])(;CA[ISO-8859-1]SZ[19]PB[Jos\xe9];B[pp];W[dp])(;SZ[9];B[cc])";
    compare("converted among others", mixed, NULL, 2);
    tg_sgf_options keep = {.moves_aside = true};
    tg_sgf_collection *mc = tg_sgf_parse(mixed, strlen(mixed), &keep, NULL);
    CHECK(mc && aside_count(mc, 0) == 2 && aside_count(mc, 1) == 0 && aside_count(mc, 2) == 1,
          "moves aside by game: 2, 0 (converted), 1");
    tg_sgf_collection_free(mc);
    /* The converted game's moves are dropped from the collection, not just
     * unseen from its new tree: with no other game keeping any, it can be
     * written again. */
    const char *latin = "(;CA[ISO-8859-1]SZ[19]PB[Jos\xe9];B[pp];W[dp])";
    mc = tg_sgf_parse(latin, strlen(latin), &keep, NULL);
    char *text = NULL;
    size_t len = 0;
    CHECK(mc && tg_sgf_write(mc, &text, &len) == TG_OK, "a converted game alone is written");
    free(text);
    tg_sgf_collection_free(mc);
    /* The moves kept aside are those of the record, with their places. */
    const char *rec = "(;SZ[19]\n;B[pd];W[dp]\n ;B[qq])";
    tg_sgf_options o = {.moves_aside = true};
    tg_sgf_collection *c = tg_sgf_parse(rec, strlen(rec), &o, NULL);
    CHECK(c != NULL, "reads");
    if (c) {
        size_t k = 0;
        const tg_sgf_move_aside *m = tg_sgf_moves_aside(tg_sgf_game(c, 0), &k);
        CHECK(k == 3 && m, "three moves aside: %zu", k);
        if (k == 3 && m) {
            CHECK(m[0].line == 2 && m[0].column == 1 && m[0].color == TG_BLACK && m[0].x == 'p' &&
                      m[0].y == 'd',
                  "B[pd] at 2:1");
            CHECK(m[1].line == 2 && m[1].column == 7 && m[1].color == TG_WHITE, "W[dp] at 2:7");
            CHECK(m[2].line == 3 && m[2].column == 2 && m[2].x == 'q', "B[qq] at 3:2");
        }
        CHECK(tg_sgf_node_child(tg_sgf_game(c, 0)) == NULL, "the root has no child node");
        tg_sgf_collection_free(c);
    }
    return check_done();
}
