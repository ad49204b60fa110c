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
#include "tengen/replay.h"
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

/* The board from moved by symmetry s, into to. */
static void moved_board(const tg_board *from, int s, tg_board *to) {
    tg_board_init(to, SIZE, SIZE);
    for (int y = 0; y < SIZE; y++)
        for (int x = 0; x < SIZE; x++) {
            int mx = x, my = y;
            move_point(s, &mx, &my);
            to->color[tg_point_at(to, mx, my)] = from->color[tg_point_at(from, x, y)];
        }
    tg_board_rebuild(to);
}

/* The GTP name (into name, 16 bytes) of the original board's point (col,
 * row from the top) on the board moved by s. */
static void moved_name(int s, int col, int row, char *name) {
    move_point(s, &col, &row);
    snprintf(name, 16, "%c%d", "ABCDEFGHJKLMN"[col], SIZE - row);
}

static void test_corner_seki_every_orientation_ogs_corner_test_3(void) {
    static tg_board original;
    if (!ogs_board("corner_test_3", &original)) return;
    CHECK(original.width == SIZE && original.height == SIZE, "corner_test_3 is %dx%d", original.width,
          original.height);
    if (original.width != SIZE || original.height != SIZE) return;
    CHECK(original.color[at(&original, "A7")] == TG_BLACK && original.color[at(&original, "B2")] == TG_WHITE,
          "corner_test_3: Black's A7 and White's B2 stand");
    for (int s = 0; s < 8; s++) {
        char black[16], white[16];
        static tg_board b;
        moved_board(&original, s, &b);
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

/* A record's final position and the dead chains at off[0..noff) (GTP
 * names on the record's board) moved by symmetry s of the n x n board
 * (move_point's, on n) and counted by the record's rules and history
 * into *sc; kind[] gets each point's kind read back on the record's
 * board. */
static void count_image(const corpus_record *rec, const char *const *off, int noff, int s, tg_score *sc,
                        uint8_t *kind) {
    const tg_board *b = tg_game_board(rec->r.game);
    int n = b->width;
    static tg_board img;
    tg_point dead[TG_MAX_POINTS];
    uint16_t to[TG_MAX_POINTS];
    tg_board_init(&img, n, n);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int mx = x, my = y;
            if (s & 1) mx = n - 1 - mx;
            if (s & 2) my = n - 1 - my;
            if (s & 4) {
                int t = mx;
                mx = my;
                my = t;
            }
            to[tg_point_at(b, x, y)] = (uint16_t)tg_point_at(&img, mx, my);
            img.color[tg_point_at(&img, mx, my)] = b->color[tg_point_at(b, x, y)];
        }
    tg_board_rebuild(&img);
    for (int i = 0; i < noff; i++) dead[i] = to[at(b, off[i])];
    tg_score_context ctx;
    tg_game_score_context(rec->r.game, &ctx);
    CHECK(tg_score_position(&img, &rec->r.rules, &ctx, dead, noff, sc) == TG_OK, "%s counts under symmetry %d",
          rec->rel, s);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) kind[tg_point_at(b, x, y)] = sc->points[to[tg_point_at(b, x, y)]].kind;
}

/* The record rel counted with the dead chains at off[0..noff) on each of
 * its 8 images: one result, one number of seki eyes and one set of points
 * in seki (read back on the record's board). */
static void check_every_image(const char *rel, const char *const *off, int noff) {
    static corpus_record rec;
    if (!record_open(rel, &rec)) return;
    static tg_score sc0, sc;
    static uint8_t kind0[TG_MAX_POINTS], kind[TG_MAX_POINTS];
    const tg_board *b = tg_game_board(rec.r.game);
    count_image(&rec, off, noff, 0, &sc0, kind0);
    for (int s = 1; s < 8; s++) {
        count_image(&rec, off, noff, s, &sc, kind);
        CHECK(strcmp(sc.result, sc0.result) == 0 && sc.seki_eyes == sc0.seki_eyes,
              "%s under symmetry %d: %s with %d seki eyes; as given %s with %d", rel, s, sc.result, sc.seki_eyes,
              sc0.result, sc0.seki_eyes);
        int differ = 0;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                bool seki0 = kind0[p] == TG_PT_SEKI_EYE || kind0[p] == TG_PT_SEKI_STONE;
                bool seki1 = kind[p] == TG_PT_SEKI_EYE || kind[p] == TG_PT_SEKI_STONE;
                differ += seki0 != seki1;
            }
        CHECK(differ == 0, "%s under symmetry %d: %d points in seki or not as given", rel, s, differ);
    }
    record_close(&rec);
}

/* Tygem 886372647 (Japanese rules, B+0.5 recorded), with the three
 * stones the estimate calls dead (C15, R14, C12) removed on every image:
 * White's chain Q8-T4 beside its eye P8 has the liberties R9, R7 and T10,
 * Black's P10-T12 chain R9 and T10 and its T13. The greedy fill, in row
 * order, filled all three on the board as given (White's chain in atari
 * at P8, its teire) and left T10 on five of the images (the chain in seki
 * with P8 a seki eye, a point less for White). */
static void test_count_every_image_tygem886372647(void) {
    static const char *const off[] = {"C15", "R14", "C12"};
    check_every_image("games/tygem-9d-2016/tygem-886372647.sgf", off, 3);
}

/* Tygem 890252027 (Japanese rules, W+7.5 recorded), with its six dead
 * stones: the greedy fill, in row order, counted W+8.5 with no seki eye
 * on the board as given and W+7.5 with a seki of 13 points and one seki
 * eye in the centre (around L7, M7 and L9) on three images, and one
 * point more or less in seki on four. */
static void test_count_every_image_tygem890252027(void) {
    static const char *const off[] = {"J17", "J16", "Q13", "Q12", "S11", "H9"};
    check_every_image("games/tygem-9d-2016/tygem-890252027.sgf", off, 6);
}

int main(void) {
    test_corner_seki_every_orientation_ogs_corner_test_3();
    test_count_every_image_tygem886372647();
    test_count_every_image_tygem890252027();
    return check_done();
}
