/* test_status_playout_orient.c — the estimate judges a position the same
 * way whatever its orientation and whichever colour is which. Exactly,
 * point for point: it reads the position's canonical image (orient.c,
 * the player to move's stones ranked first) and moves the verdicts back;
 * tested on a real game's 8 images, and with the colours, the player to
 * move and the komi swapped. And in distribution: the playouts' random
 * plays are drawn uniformly from the plays they allow (pick.h), not found
 * by scanning on from a random start in point order, which favoured the
 * point after a run of refused ones and so tied the ownership to the
 * orientation of the board the playouts read (the canonical image hides
 * that from the first tests; the last tests the draw itself). */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "status_internal.h"
#include "tengen/replay.h"
#include "tengen/status.h"

/* The number of points of b whose verdict, reason, certainty or
 * ownership in a differs from those of their images by symmetry s on img
 * in m, the ownership taken with the sign `sign` (-1: colours swapped). */
static int judged_otherwise(const tg_board *b, const tg_life_map *a, const tg_board *img, const tg_life_map *m, int s,
                            int sign) {
    int differ = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y), q = sym_moved(b, img, s, p);
            differ += a->life[p] != m->life[q] || a->reason[p] != m->reason[q] ||
                      a->certainty[p] != m->certainty[q] || a->ownership[p] != sign * m->ownership[q];
        }
    return differ;
}

/* Tygem 877464742's final position, judged on its 8 images with the
 * default options (every step, the search included): the same verdict,
 * reason, certainty and ownership at every point. Before the estimate
 * read the canonical image, Black's L2, K1 and M1 were in seki on the
 * board as recorded and dead by the search transposed, at every seed. */
static void test_images_judged_alike_877464742(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-877464742.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    static tg_board img;
    static tg_life_map first, m;
    CHECK(tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 1, NULL, &first) == TG_OK, "estimate");
    for (int s = 1; s < 8; s++) {
        sym_board(b, s, &img);
        CHECK(tg_life_estimate(&img, &rec.r.rules, tg_game_to_move(rec.r.game), 1, NULL, &m) == TG_OK,
              "estimate under symmetry %d", s);
        int differ = judged_otherwise(b, &first, &img, &m, s, 1);
        CHECK(differ == 0, "877464742 under symmetry %d: %d points judged otherwise", s, differ);
    }
    record_close(&rec);
}

/* The same position with the colours, the player to move and the komi
 * swapped (and its 8 images): the player to move's stones rank first in choosing
 * the canonical image, so the swapped position reads the same image,
 * colours swapped, and gets every verdict, reason and certainty, and the
 * ownership negated. With Black ranked first whoever moved, a swapped
 * position could read another image: one generated shape
 * (rect6-corner-w0-open-W) had A19 dead only with the colours swapped. */
static void test_colours_swapped_judged_alike_877464742(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-877464742.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    tg_color to_move = tg_game_to_move(rec.r.game);
    static tg_board img, swapped;
    static tg_life_map first, m;
    tg_rules other = rec.r.rules; /* the komi goes to the other side too */
    other.komi2 = -other.komi2;
    CHECK(tg_life_estimate(b, &rec.r.rules, to_move, 1, NULL, &first) == TG_OK, "estimate");
    for (int s = 0; s < 8; s++) {
        sym_board(b, s, &img);
        colours_swapped(&img, &swapped);
        CHECK(tg_life_estimate(&swapped, &other, tg_opponent(to_move), 1, NULL, &m) == TG_OK,
              "estimate swapped, symmetry %d", s);
        int differ = judged_otherwise(b, &first, &swapped, &m, s, -1);
        CHECK(differ == 0, "877464742 swapped, symmetry %d: %d points judged otherwise", s, differ);
    }
    record_close(&rec);
}

/* A generated shape (bench/shapes_gen.py, rect6-corner-w0-open-W): Black's
 * rectangular six in the upper left corner with White's A19 inside, the
 * wall round a territory, White to move. Judged as it is and with the
 * colours, the player to move and the komi swapped, every verdict the
 * same. With Black's stones ranked first in choosing the canonical image
 * whoever moved, the swapped position read another image and called A19
 * dead there only (bench/judgement_colour.sh). */
static void test_colours_swapped_shape_rect6(void) {
    static const char *const rows =
        "O . . X O O O O O O O O O O O O O O O\n"
        ". . . X O O O O O O O O . . . . . . O\n"
        "X X X X O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O . . . . . . O\n"
        "O O O O O O O O O O O O O O O O O O O\n"
        "O O O O O O O O O O O O O O O O O O O\n"
        "O O O O O O O O O O O O O O O O O O O\n"
        "X X X X X X X X X X X X X X X X X X X\n"
        "X X X X X X X X X X X X X X X X X X X\n"
        "X X X X X X X X X X X X X X X X X X X\n"
        "X X X X X X X X . . . . . . . . . . X\n"
        "X X X X X X X X . . . . . . . . . . X\n"
        "X X X X X X X X . . . . . . . . . . X\n"
        "X X X X X X X X X X X X X X X X X X X\n";
    tg_board b = diagram(rows), swapped;
    colours_swapped(&b, &swapped);
    tg_rules rules, other;
    char err[128];
    CHECK(tg_rules_parse("chinese", &rules, err, sizeof err) == TG_OK, "rules: %s", err);
    other = rules;
    other.komi2 = -other.komi2;
    static tg_life_map m, n;
    CHECK(tg_life_estimate(&b, &rules, TG_WHITE, 1, NULL, &m) == TG_OK, "estimate");
    CHECK(tg_life_estimate(&swapped, &other, TG_BLACK, 1, NULL, &n) == TG_OK, "estimate swapped");
    int differ = judged_otherwise(&b, &m, &swapped, &n, 0, -1);
    CHECK(differ == 0, "rect6-corner-w0-open-W: %d points judged otherwise with the colours swapped (A19 %s, %s)",
          differ, tg_life_name((tg_life)m.life[at(&b, "A19")]), tg_life_name((tg_life)n.life[at(&b, "A19")]));
}

/* The playouts' random play is drawn uniformly from the plays they allow
 * (tg_status__random_play, pick.h): on a 9x9 board with Black's one-point eyes
 * A9, C9 and E9 (refused to Black) each of the other 66 empty points is
 * drawn about as often. Scanning on from a random start to the next
 * allowed point drew G9, which follows the three eyes in point order, four
 * times as often as the others. */
static void test_random_play_uniform(void) {
    tg_board b = diagram(". X . X . X . . .\n"
                         "X X X X X X . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n");
    static int drawn[TG_MAX_POINTS];
    memset(drawn, 0, sizeof drawn);
    uint64_t rng = 1;
    const int draws = 66 * 300;
    for (int i = 0; i < draws; i++) drawn[tg_status__random_play(&b, TG_BLACK, &rng)]++;
    CHECK(drawn[at(&b, "A9")] + drawn[at(&b, "C9")] + drawn[at(&b, "E9")] == 0, "an eye was drawn");
    CHECK(drawn[TG_PASS] == 0, "a pass was drawn");
    int lo = draws, hi = 0;
    for (int i = 0; i < b.empty_count; i++) {
        tg_point p = b.empty[i];
        if (p == at(&b, "A9") || p == at(&b, "C9") || p == at(&b, "E9")) continue;
        if (drawn[p] < lo) lo = drawn[p];
        if (drawn[p] > hi) hi = drawn[p];
    }
    /* 300 expected; a count's standard deviation is about 17 */
    CHECK(lo >= 220 && hi <= 380, "each allowed point drawn 220 to 380 times of %d, drawn %d to %d (G9 %d)", draws,
          lo, hi, drawn[at(&b, "G9")]);
}

int main(void) {
    test_images_judged_alike_877464742();
    test_colours_swapped_judged_alike_877464742();
    test_colours_swapped_shape_rect6();
    test_random_play_uniform();
    return check_done();
}
