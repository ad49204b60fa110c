/*
 * search_internal.h — what search.c and search_policy.c share: the playout
 * policy on tg_board (exact liberties) and its 3x3 pattern table; and the
 * test of a random play that the estimate's light playouts share with the
 * policy (status_playouts.c).
 *
 * Invariant: the policy only reads and plays on the board it is given; the
 * pattern table is built once per search and read-only afterwards, so the
 * threads share it.
 */
#ifndef TG_SEARCH_INTERNAL_H
#define TG_SEARCH_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "board_internal.h"
#include "tengen/playout.h"
#include "tengen/tengen.h"

/* 3x3 shapes, indexed by the colours of the 8 neighbours of an empty point
 * (2 bits each: empty, black, white, edge), for Black to play; White looks
 * the shape up with colours swapped. 65536 bytes. */
typedef struct sp_patterns {
    uint8_t good[1 << 16];
} sp_patterns;

void sp_patterns_build(sp_patterns *pt);
/* The 3x3 code of the neighbours of p, as seen by c (c's stones as black). */
unsigned sp_code(const tg_board *b, tg_point p, tg_color c);

/* Liberties of the chain through stone s: writes up to max distinct ones
 * into libs and returns how many it wrote. */
int sp_chain_libs(const tg_board *b, tg_point s, tg_point *libs, int max);

/* Whether c playing at p (legal) leaves the new chain with one liberty
 * without capturing; then *size gets the new chain's stones, counted up
 * to 3 (3: three or more; the callers ask for two or three). */
bool sp_self_atari(const tg_board *b, tg_point p, tg_color c, int *size);

/* Whether c may play at the empty point p, which has one empty neighbour
 * or none and is not c's eye: legal, and not a self-atari that leaves a
 * chain of `refused` stones or more in atari. */
bool sp_crowded_ok(const tg_board *b, tg_point p, tg_color c, int refused);

/* Whether a playout's random play may put c at the empty point p: not
 * c's one-point eye, legal, and not a self-atari of `refused` stones or
 * more (the search's policy refuses two, the estimate's light playouts
 * three). A point with two empty neighbours is all of these at once, the
 * common case, read from one word; the rest is sp_crowded_ok, not
 * inlined into the draw's loop (pick.h). */
static TG_INLINE bool sp_random_ok(const tg_board *b, tg_point p, tg_color c, int refused) {
    if (tg_board_nbr_count(b, p, TG_EMPTY) >= 2) return true;
    return !tg_board__eye_at(b, p, c) && sp_crowded_ok(b, p, c, refused);
}

/* Whether the chain through stone s (two liberties, to move: its
 * attacker) is captured in a ladder. */
bool sp_ladder_caught(const tg_board *b, tg_point s);

/* The playout move of c after the last move `last` (TG_PASS if none):
 * plays it on b and returns it, or returns TG_PASS (nothing played). */
tg_point sp_playout_move(const sp_patterns *pt, tg_board *b, tg_color c, tg_point last, uint64_t *rng);

static inline uint32_t sp_rand(uint64_t *s) { return tg_playout_rand(s); }

#endif
