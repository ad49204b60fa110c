/* test_status_estimate_orient.c — the whole estimate (tg_life_estimate)
 * gives a board and its images under the board's symmetries the same
 * verdict, moved with them: every step reads the board's canonical image
 * (status_orient.c), so the playouts' and the search's point-ordered lists
 * do not follow the coordinates. Named after the game or shape each case
 * comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/status.h"

/* Symmetry s of a w x h board (bit 1 mirrors the columns, bit 2 the rows,
 * bit 4 transposes after them, swapping the sides) applied to column *x,
 * row *y. */
static void move_point(int s, int w, int h, int *x, int *y) {
    if (s & 1) *x = w - 1 - *x;
    if (s & 2) *y = h - 1 - *y;
    if (s & 4) {
        int t = *x;
        *x = *y;
        *y = t;
    }
}

static tg_point moved(const tg_board *b, const tg_board *img, int s, tg_point p) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p);
    move_point(s, b->width, b->height, &x, &y);
    return tg_point_at(img, x, y);
}

/* The board b moved by symmetry s, built by setup, its ko point moved. */
static void moved_board(const tg_board *b, int s, tg_board *out) {
    tg_board_init(out, s & 4 ? b->height : b->width, s & 4 ? b->width : b->height);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t c = b->color[p];
            if (c == TG_BLACK || c == TG_WHITE) tg_board_setup(out, moved(b, out, s, p), (tg_color)c);
        }
    if (b->ko_point != TG_PASS) {
        out->ko_point = moved(b, out, s, b->ko_point);
        out->ko_color = b->ko_color;
    }
}

/* b judged at seed 1 as given and on its 8 images: every point's life,
 * reason, certainty, ownership and pass-alive colour read back on b are the
 * same; the number of points that differ is returned. */
static int differ_under_images(const tg_board *b, const tg_rules *rules, tg_color to_move, const char *what) {
    static tg_board img;
    static tg_life_map ref, m;
    CHECK(tg_life_estimate(b, rules, to_move, 1, NULL, &ref) == TG_OK, "%s: estimate", what);
    int bad = 0;
    for (int s = 0; s < 8; s++) {
        moved_board(b, s, &img);
        CHECK(tg_life_estimate(&img, rules, to_move, 1, NULL, &m) == TG_OK, "%s: estimate under %d", what, s);
        int n = 0;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y), q = moved(b, &img, s, p);
                n += m.life[q] != ref.life[p] || m.reason[q] != ref.reason[p] ||
                     m.certainty[q] != ref.certainty[p] || m.ownership[q] != ref.ownership[p] ||
                     m.pass_alive[q] != ref.pass_alive[p];
            }
        CHECK(n == 0, "%s under symmetry %d: %d points judged otherwise", what, s, n);
        bad += n;
    }
    return bad;
}

/* Tygem 878227685 (B+5.5): White's Q1-R3 group, six stones in Black's
 * lower right, was read dead on the board as recorded, where the playouts
 * left it under step 3's bar, and not read on the transposed board, where
 * they gave it 88% (W+10.5): one of the games where the board and its
 * transpose were judged otherwise at seed 1. */
static void test_every_image_tygem878227685(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-878227685.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    differ_under_images(b, &rec.r.rules, tg_game_to_move(rec.r.game), "878227685");
    record_close(&rec);
}

/* Tygem 880618009 (B+2.5): White's M9-O11 group in the centre, dead on the
 * board as recorded, alive on its transpose (W+96.5). */
static void test_every_image_tygem880618009(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-880618009.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    differ_under_images(b, &rec.r.rules, tg_game_to_move(rec.r.game), "880618009");
    record_close(&rec);
}

/* A 7 x 11 board (a non-square board has 4 images of its own sides and 4
 * transposed) filled at random with a ko point: the ko point is part of the
 * position and moves with it. */
static void test_every_image_non_square_with_ko(void) {
    uint64_t state = 11;
    tg_rules rules;
    char err[64];
    CHECK(tg_rules_parse("chinese", &rules, err, sizeof err) == TG_OK, "rules: %s", err);
    for (int round = 0; round < 6; round++) {
        static tg_board b;
        tg_board_init(&b, 7, 11);
        for (int y = 0; y < b.height; y++)
            for (int x = 0; x < b.width; x++) {
                uint64_t v = test_rand(&state) % 5;
                tg_point p = tg_point_at(&b, x, y);
                if (v >= 2) continue;
                if (tg_board_setup(&b, p, v ? TG_WHITE : TG_BLACK) != TG_OK) tg_board_setup(&b, p, TG_EMPTY);
            }
        if (round % 2 && b.empty_count) {
            b.ko_point = b.empty[(7 * round) % b.empty_count];
            b.ko_color = round % 4 == 1 ? TG_BLACK : TG_WHITE;
        }
        char what[32];
        snprintf(what, sizeof what, "7x11 round %d", round);
        differ_under_images(&b, &rules, round % 3 ? TG_BLACK : TG_WHITE, what);
    }
}

int main(void) {
    test_every_image_tygem878227685();
    test_every_image_tygem880618009();
    test_every_image_non_square_with_ko();
    return check_done();
}
