/* test_score_fill_symmetry.c — the seki the dame fill leaves
 * (score_seki.c, tg_score__fill_dame, tg_find_seki) and the estimate's
 * verdict on it do not depend on the board's orientation: the position is
 * checked under the board's 8 symmetries. A point with no stone beside it
 * is not filled while it has none; filled first or last by the point
 * order, it decided OGS corner_test_3's seki on the board mirrored top to
 * bottom. Named after the board it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/status.h"

/* OGS corner_test_3 (edge/ogs-goban), its final board. Black's twelve
 * stones A7-B7, A6-A4, B4-B3, C3-C2, D2-D1, E1 hold the lower left corner
 * around White's B2; the empty A1, B1, C1, A2, A3 are Black's liberties
 * A3 and C1 and White's A2 and B1. The players marked it seki: Black's
 * chain and White's stone both stand. */
static const char *const CORNER_TEST_3 =
    ". . . . . . . . . . . . .\n"
    "X X . . . . . . . . . . .\n"
    "O X X X X X . . X X X . .\n"
    "O O O O O O X X O X O X .\n"
    ". . . . . . O O O O O X .\n"
    "O O . . . . . . . . O X .\n"
    "X X O . . . . . . . . O X\n"
    "X O . O O X X X . . O O X\n"
    "X O O X X X O O . . O X X\n"
    "X X O O X . . . . . O X .\n"
    ". X X O . O . . O O X . .\n"
    ". O X X O O . . . O X . X\n"
    ". . . X X O . . . O O X .\n";

#define SIZE 13

/* Symmetry s of the square board (bit 1 mirrors the columns, bit 2 the
 * rows, bit 4 transposes after them) applied to column *x, row *y. */
static void move_point(int s, int *x, int *y) {
    if (s & 1) *x = SIZE - 1 - *x;
    if (s & 2) *y = SIZE - 1 - *y;
    if (s & 4) {
        int t = *x;
        *x = *y;
        *y = t;
    }
}

/* The diagram text moved by symmetry s, into out. */
static void moved_diagram(const char *text, int s, char *out) {
    char cell[SIZE][SIZE];
    for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++) {
            int mx = x, my = y;
            move_point(s, &mx, &my);
            cell[my][mx] = text[y * (2 * SIZE) + 2 * x];
        }
    char *o = out;
    for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++) {
            *o++ = cell[y][x];
            *o++ = x == SIZE - 1 ? '\n' : ' ';
        }
    *o = 0;
}

/* The GTP name (into name, 16 bytes) of the original board's point (col, row from the top) on
 * the board moved by s. */
static void moved_name(int s, int col, int row, char *name) {
    move_point(s, &col, &row);
    snprintf(name, 16, "%c%d", "ABCDEFGHJKLMN"[col], SIZE - row);
}

static void test_corner_seki_every_orientation_ogs_corner_test_3(void) {
    for (int s = 0; s < 8; s++) {
        char text[2 * SIZE * SIZE + 1], black[16], white[16];
        moved_diagram(CORNER_TEST_3, s, text);
        tg_board b = diagram(text);
        moved_name(s, 0, 6, black); /* A7, Black's corner chain */
        moved_name(s, 1, 11, white); /* B2, White's stone */
        bool seki[TG_MAX_POINTS];
        tg_find_seki(&b, seki);
        CHECK(seki[at(&b, black)], "symmetry %d: Black's corner chain (%s) is in seki", s, black);
        static tg_life_map m;
        CHECK(tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m) == TG_OK, "estimate runs");
        CHECK(m.life[at(&b, black)] != TG_LIFE_DEAD && m.life[at(&b, white)] != TG_LIFE_DEAD,
              "symmetry %d: the estimate keeps %s and %s standing", s, black, white);
    }
}

int main(void) {
    test_corner_seki_every_orientation_ogs_corner_test_3();
    return check_done();
}
