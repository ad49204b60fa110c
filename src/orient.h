/*
 * orient.h — the board's symmetries and a position's canonical image
 * among them (orient.c), so that what reads a position in some order (a
 * reading's move order, the playouts' list of empty points, the dame
 * fill) reads it the same way on the position's mirror images.
 *
 * A symmetry is a number k from 0 to 7: bit 1 mirrors the columns, bit 2
 * the rows, bit 4 transposes after them (the sides swap).
 */
#ifndef TG_ORIENT_H
#define TG_ORIENT_H

#include "tengen/tengen.h"

#pragma GCC visibility push(hidden)

/* The place of p in the row order of the board's image by symmetry first
 * and then symmetry then. */
int tg_orient__key(const tg_board *b, tg_point p, int first, int then);

/* The symmetry that takes the board to the least of its eight images,
 * the target's chain told apart from other stones (TG_PASS: no target),
 * the stones of colour `first` ranked before the other colour's. The
 * images of a board all have the same least image, and so do a board and
 * the board with its colours swapped, given the other first colour. */
int tg_orient__canonical(const tg_board *b, tg_point target, tg_color first);

/* The image of `given` under symmetry k, into *img: built from the colours
 * alone and rebuilt (tg_board_rebuild), so its internal order (the list
 * of empty points, the chain heads) is its own point order; the ko point
 * moves with the stones. */
void tg_orient__board(const tg_board *given, int k, tg_board *img);

/* The point of img (tg_orient__board(given, k, img)) that p of given goes
 * to. */
tg_point tg_orient__point(const tg_board *given, int k, const tg_board *img, tg_point p);

#pragma GCC visibility pop

#endif
