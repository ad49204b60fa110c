/* test_status_nakade_seki.c — a chain inside the eye space of a group that
 * lives only in seki, whose capture would leave a nakade (a killing shape
 * of three points or more), is alive in seki, not dead (status_estimate.c,
 * step 7, nakade_sekis): taking it gains the capturer no second eye. Left
 * dead, its stones counted as prisoners beside a seki eye that counts for
 * nobody, three to five points too many. Each check is named after the
 * Tygem game it comes from; each was counted wrong before the rule, and
 * GNU Go's final_status calls the chain seki in each. The guards, on a
 * small board with the rule alone: a chain of two stones, one in atari,
 * and one whose capture leaves two eyes stay dead. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "status_internal.h"
#include "tengen/replay.h"
#include "tengen/status.h"

/* Tygem 880648242: Black's J11-K11-K10 (a bent three) inside White's
 * centre group, liberties H11 and L10; White's group has no other eye.
 * Read dead by the local reading (White, first, captures), so White had
 * three prisoners and H11, L10 were seki eyes: W+17.5. In seki, W+14.5
 * as recorded. */
static void test_bent_three_880648242(void) {
    record_counted("games/tygem-9d-2016/tygem-880648242.sgf", "W+14.5", "J11", TG_LIFE_SEKI);
}

/* Tygem 916333349: Black's E15-E14-E13 (a straight three) inside White's
 * left side, liberties F15 and F13 on either side of White's F14. */
static void test_straight_three_916333349(void) {
    record_counted("games/tygem-9d-2016/tygem-916333349.sgf", "B+6.5", "E15", TG_LIFE_SEKI);
}

/* Tygem 886878980: Black's R8, Q7-R7, R6 (four stones, the pyramid)
 * inside White's right side. */
static void test_pyramid_four_886878980(void) {
    record_counted("games/tygem-9d-2016/tygem-886878980.sgf", "W+4.5", "R8", TG_LIFE_SEKI);
}

/* Tygem 888175821: White's J2-L2, K1-L1 (five stones, the bulky five) on
 * Black's lower edge. */
static void test_bulky_five_888175821(void) {
    record_counted("games/tygem-9d-2016/tygem-888175821.sgf", "B+6.5", "J2", TG_LIFE_SEKI);
}

/* A chain found by the search, not the reading: Tygem 880069851's
 * C19-E19 in White's upper left edge. */
static void test_search_chain_880069851(void) {
    record_counted("games/tygem-9d-2016/tygem-880069851.sgf", "B+12.5", "C19", TG_LIFE_SEKI);
}

/* The rule alone (tg_status__nakade_sekis) on a 9x9 board whose top edge
 * is White's one eye space, A9 to the point before White's stone on the
 * top row, walled by White's row 8 and closed by Black's G-H columns and
 * row 7; Black's chain at B9 is marked dead (as the estimate would), and
 * White's group, one-eyed, lives only in seki. Returns the chain's life
 * after the rule; *changed, the chains it turned. */
#define LOWER ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
static tg_life after_rule(const char *text, int *changed) {
    tg_board b = diagram(text);
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    tg_point s = at(&b, "B9"), t = s;
    do {
        m.life[t] = TG_LIFE_DEAD;
        m.reason[t] = TG_WHY_ESTIMATE;
        m.certainty[t] = 80;
        t = b.next[t];
    } while (t != s);
    *changed = tg_status__nakade_sekis(&b, &m);
    return (tg_life)m.life[s];
}

/* B9-D9, a straight three with liberties A9 and E9: its capture leaves a
 * straight three, so it is in seki. B9-C9, two stones: White captures
 * and takes again the stone played back; dead. B9-E9, a straight four:
 * its capture gives White two eyes (White's group is not in seki); dead.
 * B9-D9 in atari (White's A9): dead. */
static void test_rule_on_the_edge(void) {
    int n;
    tg_life l = after_rule(". X X X . O . X .\nO O O O O O . X .\nX X X X X X X X .\n" LOWER, &n);
    CHECK(l == TG_LIFE_SEKI && n == 1, "straight three inside a one-eyed group: %s (%d changed)", tg_life_name(l), n);
    l = after_rule(". X X . O . . X .\nO O O O O . . X .\nX X X X X X X X .\n" LOWER, &n);
    CHECK(l == TG_LIFE_DEAD && n == 0, "two stones inside: %s (%d changed)", tg_life_name(l), n);
    l = after_rule(". X X X X . O X .\nO O O O O O O X .\nX X X X X X X X .\n" LOWER, &n);
    CHECK(l == TG_LIFE_DEAD && n == 0, "a straight four inside: %s (%d changed)", tg_life_name(l), n);
    l = after_rule("O X X X . O . X .\nO O O O O O . X .\nX X X X X X X X .\n" LOWER, &n);
    CHECK(l == TG_LIFE_DEAD && n == 0, "a straight three in atari: %s (%d changed)", tg_life_name(l), n);
}

int main(void) {
    test_bent_three_880648242();
    test_straight_three_916333349();
    test_pyramid_four_886878980();
    test_bulky_five_888175821();
    test_search_chain_880069851();
    test_rule_on_the_edge();
    return check_done();
}
