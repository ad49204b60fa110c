/* test_status_nakade_seki.c — a chain inside the eye space of a group that
 * lives only in seki, whose capture would leave a nakade (a killing shape
 * of three points or more), is alive in seki, not dead (status_estimate.c,
 * step 7, nakade_sekis): taking it gains the capturer no second eye. Left
 * dead, its stones counted as prisoners beside a seki eye that counts for
 * nobody, three to five points too many. Each check is named after the
 * Tygem game it comes from; each was counted wrong before the rule, and
 * GNU Go's final_status calls the chain seki in each. The guards, on a
 * small board with the rule alone: a chain of two stones, one in atari,
 * and one whose capture leaves two eyes stay dead. The group round the
 * chain may be one the search left dead near even: then both are seki
 * (916333349 one move before its end). */
#include <stdint.h>
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

/* The same game one move before its end (White to move, the estimate
 * told the game is unfinished): White's 42 stones round E13-E15 have the
 * outside liberty C16 besides F13 and F15, and the search leaves them near
 * even. With them on the board the seki reading finds the seki: both
 * sides live. Before the rule both were dead (White's group by the
 * search, Black's three stones by step 3's reading): B+96.5. */
static void test_near_even_group_916333349_before_the_end(void) {
    static corpus_record rec;
    static tg_life_map m;
    if (!record_open("games/tygem-9d-2016/tygem-916333349.sgf", &rec)) return;
    CHECK(tg_game_undo(rec.r.game) == TG_OK, "916333349: the last move undone");
    CHECK(tg_game_to_move(rec.r.game) == TG_WHITE, "916333349 one move before its end: White to move");
    const tg_board *b = tg_game_board(rec.r.game);
    tg_estimate_options unfinished = {.unfinished = true};
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, TG_WHITE, seed, &unfinished, &m);
        tg_life e19 = (tg_life)m.life[at(b, "E19")], e15 = (tg_life)m.life[at(b, "E15")];
        CHECK(e19 != TG_LIFE_DEAD && e15 != TG_LIFE_DEAD,
              "916333349 before its end, seed %d: White's E19 %s, Black's E15 %s (want both standing)", (int)seed,
              tg_life_name(e19), tg_life_name(e15));
    }
    record_close(&rec);
}

/* The rule alone (tg_status__nakade_sekis) on a 9x9 board whose top edge
 * is White's one eye space, A9 to the point before White's stone on the
 * top row, walled by White's row 8 and closed by Black's G-H columns and
 * row 7; Black's chain at B9 is marked dead (as the estimate would), and
 * White's group, one-eyed, lives only in seki. Returns the chain's life
 * after the rule; *changed, the chains it turned. */
#define LOWER ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
static void mark_dead(const tg_board *b, tg_life_map *m, tg_point s, tg_life_reason why, int certainty) {
    tg_point t = s;
    do {
        m->life[t] = TG_LIFE_DEAD;
        m->reason[t] = why;
        m->certainty[t] = (uint8_t)certainty;
        t = b->next[t];
    } while (t != s);
}

static tg_life after_rule(const char *text, int *changed) {
    tg_board b = diagram(text);
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    tg_point s = at(&b, "B9");
    mark_dead(&b, &m, s, TG_WHY_ESTIMATE, 80);
    *changed = tg_status__nakade_sekis(&b, &m);
    return (tg_life)m.life[s];
}

/* The same, White's group (the chain at A8) dead too, by the search at
 * `certainty`; *group: its life after the rule. */
static tg_life after_rule_group_dead(const char *text, int certainty, tg_life *group, int *changed) {
    tg_board b = diagram(text);
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    tg_point s = at(&b, "B9");
    mark_dead(&b, &m, s, TG_WHY_ESTIMATE, 80);
    mark_dead(&b, &m, at(&b, "A8"), TG_WHY_SEARCH, certainty);
    *changed = tg_status__nakade_sekis(&b, &m);
    *group = (tg_life)m.life[at(&b, "A8")];
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

/* White's one-eyed group round the straight three, dead by a search near
 * even (certainty 5): both are seki. Dead by a search sure of it
 * (certainty 60): both stay dead. White's group round the straight four
 * (two eyes once it captures), near even: both stay dead, since the
 * reading finds no seki. */
static void test_rule_with_the_group_near_even(void) {
    const char *three = ". X X X . O . X .\nO O O O O O . X .\nX X X X X X X X .\n" LOWER;
    const char *four = ". X X X X . O X .\nO O O O O O O X .\nX X X X X X X X .\n" LOWER;
    tg_life group;
    int n;
    tg_life l = after_rule_group_dead(three, 5, &group, &n);
    CHECK(l == TG_LIFE_SEKI && group == TG_LIFE_SEKI && n == 2,
          "straight three, its group near even: %s, group %s (%d changed)", tg_life_name(l), tg_life_name(group), n);
    l = after_rule_group_dead(three, 60, &group, &n);
    CHECK(l == TG_LIFE_DEAD && group == TG_LIFE_DEAD && n == 0,
          "straight three, its group surely dead: %s, group %s (%d changed)", tg_life_name(l), tg_life_name(group), n);
    l = after_rule_group_dead(four, 5, &group, &n);
    CHECK(l == TG_LIFE_DEAD && group == TG_LIFE_DEAD && n == 0,
          "straight four, its group near even: %s, group %s (%d changed)", tg_life_name(l), tg_life_name(group), n);
}

int main(void) {
    test_bent_three_880648242();
    test_straight_three_916333349();
    test_pyramid_four_886878980();
    test_bulky_five_888175821();
    test_search_chain_880069851();
    test_near_even_group_916333349_before_the_end();
    test_rule_on_the_edge();
    test_rule_with_the_group_near_even();
    return check_done();
}
