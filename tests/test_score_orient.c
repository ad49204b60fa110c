/* test_score_orient.c — tg_score_position counts a position and its images
 * under the board's 8 symmetries alike, with the same dead stones: the
 * seki and the points an owner must fill are read by filling the dame one
 * point at a time, and the count reads the position's canonical image
 * (orient.c), so which fill comes first does not follow the coordinates.
 * Named after the game it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/status.h"

/* Tygem 890252027 (RE W+7.5), its final position with the estimate's dead
 * stones at seed 1, counted under Japanese rules. On the board as given
 * the count was W+8.5 with White's eye H11 White's territory; transposed,
 * W+7.5 (the record's result) with H11 a seki eye (Tygem 886372647
 * likewise, one point). Now every image counts the same, point for
 * point. */
static void test_images_counted_alike_890252027(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-890252027.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    static tg_life_map m;
    static tg_point dead[TG_MAX_POINTS], dead_img[TG_MAX_POINTS];
    CHECK(tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 1, NULL, &m) == TG_OK, "estimate");
    int n = tg_life_dead_points(b, &m, dead);
    tg_score_context ctx;
    tg_game_score_context(rec.r.game, &ctx);
    static tg_score first, sc;
    CHECK(tg_score_position(b, &rec.r.rules, &ctx, dead, n, &first) == TG_OK, "count");
    static tg_board img;
    for (int s = 1; s < 8; s++) {
        sym_board(b, s, &img);
        for (int i = 0; i < n; i++) dead_img[i] = sym_moved(b, &img, s, dead[i]);
        CHECK(tg_score_position(&img, &rec.r.rules, &ctx, dead_img, n, &sc) == TG_OK, "count under symmetry %d", s);
        CHECK(strcmp(sc.result, first.result) == 0, "890252027 under symmetry %d: %s, on the board as given %s", s, sc.result,
              first.result);
        int differ = 0;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y), q = sym_moved(b, &img, s, p);
                differ += first.points[p].kind != sc.points[q].kind || first.points[p].owner != sc.points[q].owner;
            }
        CHECK(differ == 0, "890252027 under symmetry %d: %d points counted otherwise", s, differ);
    }
    record_close(&rec);
}

int main(void) {
    test_images_counted_alike_890252027();
    return check_done();
}
