/* test_orient.c — the canonical image (orient.c): a board, each of its
 * images under the board's symmetries and the board with its colours
 * swapped (the other colour ranked first) all reach the same canonical
 * board. On random positions of every side from 1 to 9, square or not, so
 * that the images with the sides swapped and the inverse of each symmetry
 * are exercised. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "orient.h"

/* The canonical board of b with colour `first` ranked first, into *out. */
static void canonical(const tg_board *b, tg_color first, tg_board *out) {
    tg_orient__board(b, tg_orient__canonical(b, TG_PASS, first), out);
}

static bool same_board(const tg_board *a, const tg_board *b) {
    return a->width == b->width && a->height == b->height && memcmp(a->color, b->color, sizeof a->color) == 0;
}

static void test_images_reach_one_board(void) {
    uint64_t rng = 7;
    int apart = 0, swapped_apart = 0, boards = 0;
    for (int w = 1; w <= 9; w++)
        for (int h = 1; h <= 9; h++)
            for (int trial = 0; trial < 4; trial++) {
                static tg_board b, sw, c0, img, c1;
                tg_board_init(&b, w, h);
                for (int y = 0; y < h; y++)
                    for (int x = 0; x < w; x++) {
                        uint64_t r = test_rand(&rng) % 4;
                        if (r == 1 || r == 2) tg_board_setup(&b, tg_point_at(&b, x, y), r == 1 ? TG_BLACK : TG_WHITE);
                    }
                colours_swapped(&b, &sw);
                canonical(&b, TG_BLACK, &c0);
                for (int k = 0; k < 8; k++) {
                    tg_orient__board(&b, k, &img);
                    canonical(&img, TG_BLACK, &c1);
                    apart += !same_board(&c0, &c1);
                }
                /* Swapped, with White first: the same board, colours swapped. */
                canonical(&sw, TG_WHITE, &c1);
                static tg_board back;
                colours_swapped(&c1, &back);
                swapped_apart += !same_board(&c0, &back);
                boards++;
            }
    CHECK(apart == 0, "%d images of %d boards reach another canonical board", apart, boards);
    CHECK(swapped_apart == 0, "%d of %d boards with the colours swapped reach another canonical board", swapped_apart,
          boards);
}

int main(void) {
    test_images_reach_one_board();
    return check_done();
}
