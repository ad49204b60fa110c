/*
 * search_internal.h — what search.c and search_policy.c share: the playout
 * policy on tg_board (exact liberties) and its 3x3 pattern table.
 *
 * Invariant: the policy only reads and plays on the board it is given; the
 * pattern table is built once per search and read-only afterwards, so the
 * threads share it.
 */
#ifndef TG_SEARCH_INTERNAL_H
#define TG_SEARCH_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

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

/* Whether the chain through stone s (two liberties, to move: its
 * attacker) is captured in a ladder. */
bool sp_ladder_caught(const tg_board *b, tg_point s);

/* The playout move of c after the last move `last` (TG_PASS if none):
 * plays it on b and returns it, or returns TG_PASS (nothing played). */
tg_point sp_playout_move(const sp_patterns *pt, tg_board *b, tg_color c, tg_point last, uint64_t *rng);

static inline uint32_t sp_rand(uint64_t *s) { return tg_playout_rand(s); }

#endif
