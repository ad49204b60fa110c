/*
 * status_orient.c — a reading order that is a function of the position,
 * not of its coordinates: the board's canonical orientation around a
 * target chain.
 *
 * The eight symmetries of the board (mirror the columns, mirror the rows,
 * transpose: bits 1, 2 and 4 of k, the transpose applied last) give eight
 * images of a position. The canonical one is the least of them, compared
 * by their sides (width, then height) and then point by point in the
 * image's row order (empty, black, white, the target chain's stones).
 * A board and any of its images have the same eight images, so the same
 * least one: a point's place in the canonical image's row order is the
 * same as that of its own image on the moved board. When two symmetries
 * give the least image, the position (the target included) is symmetric
 * under the move from one to the other, and either order reads the same
 * game tree up to that symmetry.
 *
 * Invariant: tg_status__orient_key(b, p, tg_status__canonical_orient(b,
 * t), h) equals tg_status__orient_key(g(b), g(p), tg_status__canonical_
 * orient(g(b), g(t)), h) for every symmetry g of the board, every point p
 * and every h, unless b is symmetric as said above.
 */
#include <string.h>

#include "status_internal.h"

/* Moves column *x, row *y of a *w x *h board by symmetry k (the sides
 * follow a transpose). */
static void move_point(int k, int *x, int *y, int *w, int *h) {
    if (k & 1) *x = *w - 1 - *x;
    if (k & 2) *y = *h - 1 - *y;
    if (k & 4) {
        int t = *x;
        *x = *y;
        *y = t;
        t = *w;
        *w = *h;
        *h = t;
    }
}

int tg_status__orient_key(const tg_board *b, tg_point p, int first, int then) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p), w = b->width, h = b->height;
    move_point(first, &x, &y, &w, &h);
    move_point(then, &x, &y, &w, &h);
    return y * w + x;
}

int tg_status__canonical_orient(const tg_board *b, tg_point target) {
    int n = b->width * b->height;
    uint8_t best[TG_MAX_SIDE * TG_MAX_SIDE], img[TG_MAX_SIDE * TG_MAX_SIDE];
    int best_k = 0, best_w = 0;
    tg_point th = b->chain[target];
    bool target_stone = b->color[target] == TG_BLACK || b->color[target] == TG_WHITE;
    for (int k = 0; k < 8; k++) {
        int w = b->width, h = b->height, x0 = 0, y0 = 0;
        move_point(k, &x0, &y0, &w, &h);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                uint8_t c = b->color[p];
                uint8_t v = c == TG_BLACK ? 1 : c == TG_WHITE ? 2 : 0;
                if (target_stone && v && b->chain[p] == th) v = 3;
                img[tg_status__orient_key(b, p, k, 0)] = v;
            }
        if (k == 0 || w < best_w || (w == best_w && memcmp(img, best, (size_t)n) < 0)) {
            memcpy(best, img, (size_t)n);
            best_k = k;
            best_w = w;
        }
    }
    return best_k;
}
