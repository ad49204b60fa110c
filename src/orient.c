/*
 * orient.c — an order that is a function of the position, not of its
 * coordinates: the board's canonical orientation (around a target chain,
 * for a reading's move order) and the board moved into it.
 *
 * The eight symmetries of the board (mirror the columns, mirror the rows,
 * transpose: bits 1, 2 and 4 of k, the transpose applied last) give eight
 * images of a position. The canonical one is the least of them, compared
 * by their sides (width, then height) and then point by point in the
 * image's row order (empty, the first colour's stones, the other's, the
 * target chain's stones). The caller names the first colour: the player
 * to move, for a judgement that must also be the same with the colours
 * and the player to move swapped.
 * A board and any of its images have the same eight images, so the same
 * least one: a point's place in the canonical image's row order is the
 * same as that of its own image on the moved board. When two symmetries
 * give the least image, the position (the target included) is symmetric
 * under the move from one to the other, and either order reads the same
 * game tree up to that symmetry.
 *
 * Invariant: tg_orient__key(b, p, tg_orient__canonical(b, t, c), h) equals
 * tg_orient__key(g(b), g(p), tg_orient__canonical(g(b), g(t), c), h) for
 * every symmetry g of the board, every point p and every h, unless b is
 * symmetric as said above. So tg_orient__board(b, tg_orient__canonical(b,
 * TG_PASS, c), img) builds the same board, field for field, from b and from
 * any of its images.
 */
#include <string.h>

#include "orient.h"

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

int tg_orient__key(const tg_board *b, tg_point p, int first, int then) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p), w = b->width, h = b->height;
    move_point(first, &x, &y, &w, &h);
    move_point(then, &x, &y, &w, &h);
    return y * w + x;
}

/* The symmetry that undoes k: k itself without a transpose; with one, the
 * mirrors change axes (mirroring the columns and then transposing is
 * transposing and then mirroring the rows). */
static int inverse(int k) { return k & 4 ? 4 | (k & 1) << 1 | (k & 2) >> 1 : k; }

/* The value of the image of b by symmetry k at column ix, row iy of the
 * image (0 empty, 1 a stone of colour first, 2 of the other, 3 a stone of
 * the chain with head th). */
static int image_at(const tg_board *b, int k, int ix, int iy, tg_point th, tg_color first) {
    int x = ix, y = iy, w = k & 4 ? b->height : b->width, h = k & 4 ? b->width : b->height;
    move_point(inverse(k), &x, &y, &w, &h);
    tg_point p = tg_point_at(b, x, y);
    uint8_t c = b->color[p];
    if (c != TG_BLACK && c != TG_WHITE) return 0;
    return th != TG_PASS && b->chain[p] == th ? 3 : c == first ? 1 : 2;
}

/* Images are compared point by point in their row order, from the first,
 * and a comparison stops at the first point that differs: on a real
 * position a few dozen points, not the whole board eight times. */
int tg_orient__canonical(const tg_board *b, tg_point target, tg_color first) {
    bool target_stone = b->color[target] == TG_BLACK || b->color[target] == TG_WHITE;
    tg_point th = target_stone ? b->chain[target] : TG_PASS;
    int best_k = 0;
    for (int k = 1; k < 8; k++) {
        int w = k & 4 ? b->height : b->width, best_w = best_k & 4 ? b->height : b->width;
        if (w != best_w) {
            if (w < best_w) best_k = k;
            continue;
        }
        int n = b->width * b->height, d = 0;
        for (int i = 0; i < n && d == 0; i++)
            d = image_at(b, k, i % w, i / w, th, first) - image_at(b, best_k, i % w, i / w, th, first);
        if (d < 0) best_k = k;
    }
    return best_k;
}

void tg_orient__board(const tg_board *given, int k, tg_board *img) {
    int w = k & 4 ? given->height : given->width, h = k & 4 ? given->width : given->height;
    tg_board_init(img, w, h);
    for (int y = 0; y < given->height; y++)
        for (int x = 0; x < given->width; x++) {
            tg_point p = tg_point_at(given, x, y);
            img->color[tg_orient__point(given, k, img, p)] = given->color[p];
        }
    tg_board_rebuild(img);
    if (given->ko_point != TG_PASS) {
        img->ko_point = tg_orient__point(given, k, img, given->ko_point);
        img->ko_color = given->ko_color;
    }
}

tg_point tg_orient__point(const tg_board *given, int k, const tg_board *img, tg_point p) {
    int key = tg_orient__key(given, p, k, 0);
    return tg_point_at(img, key % img->width, key / img->width);
}
