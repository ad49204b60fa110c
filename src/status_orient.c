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
 * The whole estimate reads the board in its own canonical orientation
 * (tg_status__board_orient: colours and the ko point, no target), so its
 * verdict is the same on a board and its images by construction.
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

/* The symmetry giving the least image of the board whose point p holds
 * v[p] (sides first, then v in the image's row order); the least k of
 * those giving it. */
static int least_image(const tg_board *b, const uint8_t *v) {
    int n = b->width * b->height;
    uint8_t best[TG_MAX_SIDE * TG_MAX_SIDE], img[TG_MAX_SIDE * TG_MAX_SIDE];
    int best_k = 0, best_w = 0;
    for (int k = 0; k < 8; k++) {
        int w = b->width, h = b->height, x0 = 0, y0 = 0;
        move_point(k, &x0, &y0, &w, &h);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                img[tg_status__orient_key(b, p, k, 0)] = v[p];
            }
        if (k == 0 || w < best_w || (w == best_w && memcmp(img, best, (size_t)n) < 0)) {
            memcpy(best, img, (size_t)n);
            best_k = k;
            best_w = w;
        }
    }
    return best_k;
}

int tg_status__canonical_orient(const tg_board *b, tg_point target) {
    uint8_t v[TG_MAX_POINTS];
    tg_point th = b->chain[target];
    bool target_stone = b->color[target] == TG_BLACK || b->color[target] == TG_WHITE;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t c = b->color[p];
            v[p] = c == TG_BLACK ? 1 : c == TG_WHITE ? 2 : 0;
            if (target_stone && v[p] && b->chain[p] == th) v[p] = 3;
        }
    return least_image(b, v);
}

/* The ko point is part of the position: the colour barred from it is
 * told apart, so two images differing only there are not equal. */
int tg_status__board_orient(const tg_board *b) {
    uint8_t v[TG_MAX_POINTS];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t c = b->color[p];
            v[p] = c == TG_BLACK ? 1 : c == TG_WHITE ? 2 : 0;
        }
    if (b->ko_point != TG_PASS && b->color[b->ko_point] == TG_EMPTY)
        v[b->ko_point] = b->ko_color == TG_BLACK ? 3 : 4;
    return least_image(b, v);
}

tg_point tg_status__orient_point(const tg_board *b, tg_point p, int k) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p), w = b->width, h = b->height;
    move_point(k, &x, &y, &w, &h);
    return (tg_point)((y + 1) * (w + 1) + x + 1);
}

tg_status tg_status__orient_board(const tg_board *b, int k, tg_board *img) {
    int w = b->width, h = b->height, x0 = 0, y0 = 0;
    move_point(k, &x0, &y0, &w, &h);
    tg_status st = tg_board_init(img, w, h);
    if (st != TG_OK) return st;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            img->color[tg_status__orient_point(b, p, k)] = b->color[p];
        }
    tg_board_rebuild(img);
    if (b->ko_point != TG_PASS) {
        img->ko_point = tg_status__orient_point(b, b->ko_point, k);
        img->ko_color = b->ko_color;
    }
    return TG_OK;
}
