/*
 * board_internal.h — what the library's hot loops use of tg_board without
 * a call: tg_board_play for a colour the caller has decided already
 * (tg_game_play calls these at once, one call and one test a play fewer),
 * and the legality, eye and capture tests inline (the playouts' random
 * draw asks them of every point it refuses).
 *
 * Invariant: tg_board__play_black(b, p, b->nbr[p]) is exactly
 * tg_board_play(b, p, TG_BLACK) (white likewise): v must be b->nbr[p] as
 * the board stands, and p an empty point of the board.
 * tg_board__legal_at(b, p, c) is tg_board_legal, tg_board__eye_at(b, p,
 * c) is tg_board_is_eye and tg_board__captures_at(b, p, c) is
 * tg_board_predict(b, p, c).captured > 0 for an empty on-board p and c
 * black or white (tests/test_board.c checks them on random games).
 */
#ifndef TG_BOARD_INTERNAL_H
#define TG_BOARD_INTERNAL_H

#include "tengen/tengen.h"

/* The hot loops' inlining, where the compiler's own choice is measured to
 * be slower: the play's steps in board.c, the playouts' draw (pick.h). */
#if defined(__GNUC__)
#define TG_NOINLINE __attribute__((noinline))
#define TG_INLINE inline __attribute__((always_inline))
#else
#define TG_NOINLINE
#define TG_INLINE inline
#endif

#pragma GCC visibility push(hidden)
tg_play_effect tg_board__play_black(tg_board *b, tg_point p, unsigned v);
tg_play_effect tg_board__play_white(tg_board *b, tg_point p, unsigned v);
#pragma GCC visibility pop

/* Legality of `c` at the empty point p on the bare board (no suicide, the
 * basic ko). */
static inline bool tg_board__legal_at(const tg_board *b, tg_point p, tg_color c) {
    if (b->nbr[p] & 15u) return true; /* an empty neighbour: breathes (and no ko there) */
    if (p == b->ko_point && c == b->ko_color) return false;
    const int s = b->stride;
    const int off[4] = {-s, -1, 1, s};
    for (int i = 0; i < 4; i++) {
        tg_point n = (tg_point)(p + off[i]);
        uint8_t col = b->color[n];
        if (col == TG_EDGE) continue;
        uint16_t l = b->libs[b->chain[n]];
        if (col == c ? l > 1 : l == 1) return true; /* own chain breathes, or a capture */
    }
    return false;
}

/* Whether c playing at the empty point p captures: an opponent chain
 * beside it has one liberty, which is p (tg_board_predict's captured > 0,
 * without counting the stones). */
static inline bool tg_board__captures_at(const tg_board *b, tg_point p, tg_color c) {
    const int s = b->stride;
    const int off[4] = {-s, -1, 1, s};
    uint8_t o = (uint8_t)tg_opponent(c);
    for (int i = 0; i < 4; i++) {
        tg_point n = (tg_point)(p + off[i]);
        if (b->color[n] == o && b->libs[b->chain[n]] == 1) return true;
    }
    return false;
}

/* The eye test of tg_board_is_eye, from the neighbour counts. */
static inline bool tg_board__eye_at(const tg_board *b, tg_point p, tg_color c) {
    uint32_t v = b->nbr[p];
    unsigned edge = (v >> 12) & 15u;
    if (((v >> (4 * c)) & 15u) + edge != 4) return false;
    unsigned enemy = (v >> (16 + 4 * (3 - c))) & 15u; /* diagonal opponents */
    /* A diagonal is off the board exactly when an orthogonal neighbour is. */
    return enemy + (edge > 0) < 2;
}

#endif
