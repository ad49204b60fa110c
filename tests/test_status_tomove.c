/* test_status_tomove.c — the estimate with each player to move. At the
 * end of a game the dead stones do not depend on who would move next;
 * where the verdict does, whoever moves first wins the fight, and the
 * estimate must call that verdict uncertain with either player to move
 * (status_estimate.c, mark_following: a chain the search decided is
 * uncertain when a search with the other player first puts it on the
 * other side of its bar). Named after the board it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/status.h"

/* An OGS board of the corpus and the rules judgement.sh scores it
 * under (Japanese, komi 6.5); false if the corpus is missing. */
static bool ogs_board_japanese(const char *name, tg_board *b, tg_rules *rules) {
    if (!ogs_board(name, b)) return false;
    char err[64];
    CHECK(tg_rules_parse("japanese", rules, err, sizeof err) == TG_OK, "japanese rules parse");
    rules->komi2 = 13;
    return true;
}

/* OGS game_seki_64848549 (edge/ogs-goban), its final 19x19 board, read
 * from the corpus, scored as judgement.sh scores it (Japanese, komi 6.5,
 * seed 1). Black's O8-S8 chain with S9, T9, S7, T7 (one eye at T8) and
 * its P10-Q10 run a capturing race against White's right-side group
 * (eye T12 around Black's dead S12): the race is Black's with Black to
 * move and White's with White to move. Without the rule the estimate
 * kept Black's chain alive and sure with Black to move, dead with White
 * to move. */
static void test_race_follows_the_player_to_move_ogs_game_seki_64848549(void) {
    static tg_board b;
    tg_rules rules;
    if (!ogs_board_japanese("game_seki_64848549", &b, &rules)) return;
    static tg_life_map by[2];
    const tg_color who[2] = {TG_BLACK, TG_WHITE};
    for (int k = 0; k < 2; k++)
        CHECK(tg_life_estimate(&b, &rules, who[k], 1, NULL, &by[k]) == TG_OK, "estimate runs");
    int differ = 0, unflagged = 0;
    for (int y = 0; y < b.height; y++)
        for (int x = 0; x < b.width; x++) {
            tg_point p = tg_point_at(&b, x, y);
            if (b.color[p] != TG_BLACK && b.color[p] != TG_WHITE) continue;
            bool dead0 = by[0].life[p] == TG_LIFE_DEAD, dead1 = by[1].life[p] == TG_LIFE_DEAD;
            if (dead0 == dead1) continue;
            differ++;
            for (int k = 0; k < 2; k++)
                if (!tg_life_is_uncertain(&b, &by[k], p)) {
                    unflagged++;
                    CHECK(false, "%c%d is %s with %s to move, %s with %s, and sure with %s to move",
                          "ABCDEFGHJKLMNOPQRST"[x], b.height - y, dead0 ? "dead" : "alive", "Black",
                          dead1 ? "dead" : "alive", "White", k ? "White" : "Black");
                }
        }
    printf("game_seki_64848549: %d stones follow the player to move, %d of their verdicts sure\n", differ,
           unflagged);
    /* The race itself: Black's S9 is judged one way whoever moves, or is
     * uncertain both ways. */
    tg_point s9 = at(&b, "S9");
    CHECK((by[0].life[s9] == TG_LIFE_DEAD) == (by[1].life[s9] == TG_LIFE_DEAD) ||
              (tg_life_is_uncertain(&b, &by[0], s9) && tg_life_is_uncertain(&b, &by[1], s9)),
          "S9: one verdict whoever moves, or uncertain with either");
}

/* The same board before the end of a game (tg_estimate_options
 * .unfinished), Black to move: step 6c sees the bottom's seki again
 * without White's right side, which the search kills, and White's
 * bottom chains lose their race there. The search is not sure of that
 * kill (certainty 0 when step 6c reads it: the race follows the player
 * to move), and the verdicts resting on it are no surer: uncertain,
 * though a counted race (certainty 90) gave them (status_find_sekis.c,
 * session 52). */
static void test_seki_after_a_kill_that_follows_ogs_game_seki_64848549(void) {
    static tg_board b;
    tg_rules rules;
    if (!ogs_board_japanese("game_seki_64848549", &b, &rules)) return;
    static tg_life_map m;
    tg_estimate_options unfinished = {.unfinished = true};
    CHECK(tg_life_estimate(&b, &rules, TG_BLACK, 1, &unfinished, &m) == TG_OK, "estimate runs");
    const char *bottom[] = {"M3", "H2", "O1"};
    for (int i = 0; i < 3; i++) {
        tg_point p = at(&b, bottom[i]);
        CHECK(m.life[p] == TG_LIFE_DEAD && m.reason[p] == TG_WHY_RACE && m.certainty[p] == 0,
              "unfinished, Black to move: White's %s %s (%s, certainty %d), want dead by a race at certainty 0",
              bottom[i], tg_life_name((tg_life)m.life[p]), tg_life_reason_name((tg_life_reason)m.reason[p]),
              m.certainty[p]);
    }
}

/* Tygem 886178192 (RE W+29.5; GNU Go 3.8 W+29.5 with either player to
 * move, and with Black to move its genmove passes), read from the corpus.
 * White's 75 stones (O19, eye H5) and Black's 76 (K19, eye B10) share
 * H1: either side's fill there puts its own chain in atari, a seki
 * whoever moves. In the upper left White's B16 chain (nine stones,
 * liberties A13-A15) wins its race against Black's A16 and B17-C17
 * whoever moves first, and Black's 76 stones have no second eye there.
 * With Black to move the playouts left B16 near even (dead at 19) and
 * White's 75 stones dead at 29; the seki test dropped the seki, which it
 * saw only with B16 standing, and counted White's race against Black's
 * living right side through H1 (B+164.5). */
static void test_seki_whoever_moves_886178192(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-886178192.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    const tg_color who[2] = {TG_BLACK, TG_WHITE};
    static const char *const standing[] = {"O19", "K19", "B16", NULL};
    static const char *const dead[] = {"B17", "A16", NULL};
    for (int k = 0; k < 2; k++) {
        static tg_life_map m;
        static tg_score sc;
        static tg_point pts[TG_MAX_POINTS];
        CHECK(tg_life_estimate(b, &rec.r.rules, who[k], 1, NULL, &m) == TG_OK, "estimate runs");
        const char *mover = k ? "White" : "Black";
        for (int i = 0; standing[i]; i++) {
            tg_point p = at(b, standing[i]);
            CHECK(m.life[p] != TG_LIFE_DEAD, "886178192 with %s to move: %s %s (%s), want alive or seki", mover,
                  standing[i], tg_life_name((tg_life)m.life[p]), tg_life_reason_name((tg_life_reason)m.reason[p]));
        }
        for (int i = 0; dead[i]; i++) {
            tg_point p = at(b, dead[i]);
            CHECK(m.life[p] == TG_LIFE_DEAD, "886178192 with %s to move: %s %s, want dead", mover, dead[i],
                  tg_life_name((tg_life)m.life[p]));
        }
        int n = tg_life_dead_points(b, &m, pts);
        CHECK(tg_replay_score(&rec.r, NULL, pts, n, &sc) == TG_OK, "886178192 scores");
        CHECK(strcmp(sc.result, "W+29.5") == 0, "886178192 with %s to move: %s, want W+29.5", mover, sc.result);
    }
    record_close(&rec);
}

int main(void) {
    test_race_follows_the_player_to_move_ogs_game_seki_64848549();
    test_seki_after_a_kill_that_follows_ogs_game_seki_64848549();
    test_seki_whoever_moves_886178192();
    return check_done();
}
