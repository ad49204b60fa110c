/* test_score_fill_symmetry.c — the seki the dame fill leaves
 * (score_seki.c, tg_score__fill_dame, tg_find_seki) and the estimate's
 * verdict on it do not depend on the board's orientation or on the
 * colours: the position is checked under the board's 8 symmetries, each
 * as it is and with Black and White swapped (the player to move with
 * them). A point with no stone beside it is not filled while it has none;
 * filled first or last by the point order, it decided OGS corner_test_3's
 * seki on the board mirrored top to bottom. And a point both colours
 * could fill for the same need was Black's: with the colours swapped the
 * lone stone's side filled A2 and put the corner chain in atari
 * (bench/judgement_colour.sh). Named after the board it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/status.h"

/* OGS corner_test_3 (edge/ogs-goban), its final 13x13 board, read from
 * the corpus. Black's twelve stones A7-B7, A6-A4, B4-B3, C3-C2, D2-D1, E1
 * hold the lower left corner around White's B2; the empty A1, B1, C1, A2,
 * A3 are Black's liberties A3 and C1 and White's A2 and B1. The players
 * marked it seki: Black's chain and White's stone both stand. */
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

/* The board from moved by symmetry s, its colours swapped when swap is
 * set, into to. */
static void moved_board(const tg_board *from, int s, bool swap, tg_board *to) {
    tg_board_init(to, SIZE, SIZE);
    for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++) {
            int mx = x, my = y;
            move_point(s, &mx, &my);
            uint8_t c = from->color[tg_point_at(from, x, y)];
            if (swap && (c == TG_BLACK || c == TG_WHITE)) c = (uint8_t)tg_opponent((tg_color)c);
            to->color[tg_point_at(to, mx, my)] = c;
        }
    tg_board_rebuild(to);
}

/* The GTP name (into name, 16 bytes) of the original board's point (col,
 * row from the top) on the board moved by s. */
static void moved_name(int s, int col, int row, char *name) {
    move_point(s, &col, &row);
    snprintf(name, 16, "%c%d", "ABCDEFGHJKLMN"[col], SIZE - row);
}

static void test_corner_seki_every_orientation_and_colour_ogs_corner_test_3(void) {
    static tg_board original;
    if (!ogs_board("corner_test_3", &original)) return;
    CHECK(original.width == SIZE && original.height == SIZE, "corner_test_3 is %dx%d", original.width,
          original.height);
    if (original.width != SIZE || original.height != SIZE) return;
    CHECK(original.color[at(&original, "A7")] == TG_BLACK && original.color[at(&original, "B2")] == TG_WHITE,
          "corner_test_3: Black's A7 and White's B2 stand");
    for (int k = 0; k < 16; k++) {
        int s = k % 8;
        bool swap = k >= 8;
        const char *owner = swap ? "White" : "Black", *stone = swap ? "Black" : "White";
        char chain[16], inside[16];
        static tg_board b;
        moved_board(&original, s, swap, &b);
        moved_name(s, 0, 6, chain); /* A7, the corner chain (Black's as the players left it) */
        moved_name(s, 1, 11, inside); /* B2, the lone stone inside (White's) */
        bool seki[TG_MAX_POINTS];
        tg_find_seki(&b, seki);
        CHECK(seki[at(&b, chain)], "symmetry %d: %s's corner chain (%s) is in seki", s, owner, chain);
        static tg_life_map m;
        CHECK(tg_life_estimate(&b, NULL, swap ? TG_WHITE : TG_BLACK, 1, NULL, &m) == TG_OK, "estimate runs");
        CHECK(m.life[at(&b, chain)] != TG_LIFE_DEAD && m.life[at(&b, inside)] != TG_LIFE_DEAD,
              "symmetry %d: the estimate keeps %s's %s and %s's %s standing", s, owner, chain, stone, inside);
    }
}

int main(void) {
    test_corner_seki_every_orientation_and_colour_ogs_corner_test_3();
    return check_done();
}
