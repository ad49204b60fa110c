/* test_status_capture.c — the tactical reader of chains short of
 * liberties (status_capture.c, tg_status__capturable): a ladder and the
 * same ladder broken by a stone in its path; the longest ladder, across a
 * 25x25 board; a crawl along the first line; a chain under a wall; the
 * capture that buys two liberties a throw-in takes back (Tygem
 * 877554122's upper right); a ko retake, which is a fight and not a
 * capture; and a chain of three liberties, which the reader leaves alone.
 * Each answer is asked of the position as drawn, the attacker to move. */
#include <stdio.h>

#include "check.h"
#include "status_internal.h"

static void expect(const char *name, const char *text, const char *stone, bool captured) {
    tg_board b = diagram(text);
    bool got = tg_status__capturable(&b, at(&b, stone));
    CHECK(got == captured, "%s: the chain at %s %s (reader: %s)", name, stone,
          captured ? "is captured" : "escapes", got ? "captured" : "escapes");
}

/* White's E5-E4 has two liberties, D4 and E3 (Black's D5, E6, F5 and
 * F4 round it). Black's E3, and then each atari from the side it runs
 * to, drive it down the diagonal into the lower left edge: the ladder
 * works. A white stone on its path (C3) breaks it. */
#define LADDER_TOP ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . X . . . .\n. . . X O X . . .\n" \
                   ". . . . O X . . .\n"
static void test_ladder(void) {
    expect("a ladder", LADDER_TOP ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n", "E5", true);
    expect("a ladder broken at C3", LADDER_TOP ". . O . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n", "E5",
           false);
}

/* White's B1-C1 in the corner, two liberties (C2, D1): it runs along the
 * first line, where each step leaves two liberties that Black's next
 * atari takes back, until the far corner. With a white stone on the
 * second line at E2 the run joins it. */
#define EDGE_TOP ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n" \
                 ". . . . . . . . .\n. . . . . . . . .\n"
static void test_first_line_crawl(void) {
    expect("the first-line crawl", EDGE_TOP "X X . . . . . . .\nX O O . . . . . .\n", "B1", true);
    expect("the crawl joined to E2", EDGE_TOP "X X . . O . . . .\nX O O . . . . . .\n", "B1", false);
}

/* White's C1-D1 under Black's wall A2-E2, Black's F1 beside it: two
 * liberties, B1 and E1. Black's B1 leaves E1 alone, and White's E1 there
 * would have no liberty: captured. */
static void test_first_line_under_a_wall(void) {
    expect("a chain under a wall on the first line", EDGE_TOP "X X X X X . . . .\n. . O O . X . . .\n", "C1",
           true);
}

/* Tygem 877554122's upper right, columns L-T as A-J and rows 19-13 as
 * 9-3. White's corner (G9, F8-H8, G7-J7, H6-J6) and Black's J9-J8 share
 * one liberty, H9. White's H9 takes the two stones and leaves the corner
 * two liberties, J9 and J8; Black's throw-in at J8 is taken at J9, and
 * the corner is in atari again at J8, which Black then takes: the
 * capture bought nothing. Asked with that capture made. */
#define CORNER "O O O X X X O O .\nO X X . X O O O .\nO O X . X X O O O\nO X X X X X X O O\n" \
               ". O O X O O X X X\n. O . O O . O O X\n. O O X X O . O O\n. . . . . . . . .\n"           \
               ". . . . . . . . .\n"
static void test_capture_taken_back_tygem877554122(void) {
    expect("877554122's corner after White's H9", CORNER, "G9", true);
}

/* A ko: White's E5 in atari at F5, where Black's play would retake a ko
 * just taken. The ban is a fight, not a capture. Control: no ban. */
static void test_ko_retake_not_a_capture(void) {
    const char *ko = ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . X O . . .\n"
                     ". . . X O . O . .\n. . . . X O . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                     ". . . . . . . . .\n";
    tg_board b = diagram(ko);
    CHECK(tg_status__capturable(&b, at(&b, "E5")), "the ko shape, no ban: White's E5 is taken at F5");
    b.ko_point = at(&b, "F5");
    b.ko_color = TG_BLACK;
    CHECK(!tg_status__capturable(&b, at(&b, "E5")), "the ko shape, Black banned at F5: a fight, not a capture");
}

/* Three liberties are past the reader: White's E5 alone in the centre. */
static void test_three_liberties_left_alone(void) {
    expect("three liberties",
           ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . X . . . .\n"
           ". . . . O . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
           ". . . . . . . . .\n",
           "E5", false);
}

/* The longest ladder there is: the same shape at the top right of a
 * 25x25 board runs down the diagonal to the lower left edge, about eighty
 * plays (one board a play on the stack: the depth the reader allows,
 * CAPTURE_DEPTH, is meant for this; at 64 plays it gave up). A white
 * stone on its path near the far end (C3) breaks it. */
static void test_ladder_across_the_largest_board(void) {
    char text[25 * 51 + 1], *t = text;
    for (int y = 0; y < 25; y++) {
        for (int x = 0; x < 25; x++) {
            char c = '.';
            if ((x == 20 && (y == 4 || y == 5))) c = 'O';
            if ((x == 19 && y == 4) || (x == 20 && y == 3) || (x == 21 && (y == 4 || y == 5))) c = 'X';
            *t++ = c;
            *t++ = x < 24 ? ' ' : '\n';
        }
    }
    *t = 0;
    tg_board b = diagram(text);
    tg_point s = tg_point_at(&b, 20, 4);
    CHECK(b.width == 25 && b.libs[b.chain[s]] == 2 && tg_status__capturable(&b, s),
          "a ladder across the 25x25 board is read to its end: captured");
    text[(2 * 25) * 22 + 2 * 2] = 'O'; /* C3 on 25x25: column 2, row 22 from the top */
    b = diagram(text);
    CHECK(!tg_status__capturable(&b, s), "the same ladder with White's C3 on its path: it escapes");
}

int main(void) {
    test_ladder();
    test_first_line_crawl();
    test_first_line_under_a_wall();
    test_capture_taken_back_tygem877554122();
    test_ko_retake_not_a_capture();
    test_three_liberties_left_alone();
    test_ladder_across_the_largest_board();
    return check_done();
}
