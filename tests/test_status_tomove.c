/* test_status_tomove.c — the estimate with each player to move. At the
 * end of a game the dead stones do not depend on who would move next;
 * where the verdict does, whoever moves first wins the fight, and the
 * estimate must call that verdict uncertain with either player to move
 * (status_estimate.c, mark_following: a chain the search decided is
 * uncertain when a search with the other player first puts it on the
 * other side of its bar). Named after the board it comes from. */
#include <stdio.h>

#include "check.h"
#include "tengen/status.h"

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
    if (!ogs_board("game_seki_64848549", &b)) return;
    tg_rules rules;
    char err[64];
    CHECK(tg_rules_parse("japanese", &rules, err, sizeof err) == TG_OK, "japanese rules parse");
    rules.komi2 = 13;
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

int main(void) {
    test_race_follows_the_player_to_move_ogs_game_seki_64848549();
    return check_done();
}
