/* test_status_confirm_orient.c — step 3's reading (status_confirm.c,
 * tg_confirm_solve) gives a chain the same verdict on a board and its
 * images under the board's 8 symmetries: its moves are tried in an order
 * taken from the board's canonical orientation (orient.c), not from
 * the coordinates. Named after the game it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "orient.h"
#include "status_internal.h"
#include "tengen/replay.h"
#include "tengen/status.h"

/* Tygem 885677630's upper right: White's S16-S15-R15 (area 9 points) inside
 * Black's corner. Read in the coordinates' order it was DEAD in 2,436 nodes
 * on the board as recorded and out of the budget (4,000 nodes, and of
 * 100,000) on the transposed board, where step 6's search then revived it
 * and White's Q19 group (W+18.5 for the recorded B+3.5). DEAD on all 8. */
static void test_s16_every_image_tygem885677630(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-885677630.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    tg_point s16 = at(b, "S16");
    static tg_board img;
    for (int s = 0; s < 8; s++) {
        sym_board(b, s, &img);
        tg_confirm_info ci = tg_confirm_solve(&img, sym_moved(b, &img, s, s16), false, 4000);
        CHECK(ci.result == TG_CONFIRM_DEAD, "885677630 S16 under symmetry %d: %d (%ld nodes), want DEAD", s,
              ci.result, ci.nodes);
    }
    record_close(&rec);
}

/* Every chain of the same final position whose area is read: the same
 * verdict and the same node count (the same tree) under all 8 symmetries
 * (at a36c260 S16 and White's Q2 group had verdicts that followed it). */
static void test_every_chain_same_tree_tygem885677630(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-885677630.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    static tg_board img[8];
    for (int s = 0; s < 8; s++) sym_board(b, s, &img[s]);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if ((b->color[p] != TG_BLACK && b->color[p] != TG_WHITE) || b->chain[p] != p) continue;
            tg_confirm_info first = tg_confirm_solve(&img[0], sym_moved(b, &img[0], 0, p), false, 4000);
            for (int s = 1; s < 8; s++) {
                tg_confirm_info ci = tg_confirm_solve(&img[s], sym_moved(b, &img[s], s, p), false, 4000);
                CHECK(ci.result == first.result && ci.nodes == first.nodes,
                      "885677630 chain at %d,%d under symmetry %d: %d in %ld nodes, identity %d in %ld", x, y, s,
                      ci.result, ci.nodes, first.result, first.nodes);
            }
        }
    record_close(&rec);
}

/* The canonical orientation itself: a point's place in the canonical
 * image's row order is the same on a board and on each of its images. */
static void test_canonical_orientation_follows_the_board(void) {
    tg_board b = diagram(". . . . . . .\n"
                         ". X X O . . .\n"
                         ". O X . O . .\n"
                         ". . O X . . .\n"
                         ". . . . . X .\n"
                         ". . . . . . .\n"
                         ". . O . . . .\n");
    tg_point target = at(&b, "C6");
    int canon = tg_orient__canonical(&b, target, TG_BLACK);
    static tg_board img;
    for (int s = 0; s < 8; s++) {
        sym_board(&b, s, &img);
        int k = tg_orient__canonical(&img, sym_moved(&b, &img, s, target), TG_BLACK);
        for (int y = 0; y < b.height; y++)
            for (int x = 0; x < b.width; x++) {
                tg_point p = tg_point_at(&b, x, y);
                for (int then = 0; then < 8; then++)
                    CHECK(tg_orient__key(&b, p, canon, then) ==
                              tg_orient__key(&img, sym_moved(&b, &img, s, p), k, then),
                          "symmetry %d, point %d,%d, order %d: its place moves", s, x, y, then);
            }
    }
}

int main(void) {
    test_canonical_orientation_follows_the_board();
    test_s16_every_image_tygem885677630();
    test_every_chain_same_tree_tygem885677630();
    return check_done();
}
