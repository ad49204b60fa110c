/*
 * score_internal.h — what score.c (the count) and score_seki.c (seki and
 * the points an owner must fill) share: the empty regions of a position,
 * and the two readings the count asks for.
 *
 * Invariant: after tg_score__find_regions, of[p] is the region index + 1
 * for every empty point on the board and 0 for stones; borders[] and
 * size[] hold for the indices below count.
 *
 * Not here: anything a user of the library may rely on (tg_find_seki is
 * in tengen.h).
 */
#ifndef TG_SCORE_INTERNAL_H
#define TG_SCORE_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "tengen/tengen.h"

#pragma GCC visibility push(hidden)

/* Regions of empty points: of[p] is p's region index + 1, and for each
 * region the colours it borders (bit 1 black, bit 2 white) and its size. */
typedef struct regions {
    int count;
    uint16_t of[TG_MAX_POINTS];          /* region index + 1, 0 for stones */
    uint8_t borders[TG_MAX_POINTS];
    uint16_t size[TG_MAX_POINTS];
} regions;

/* The empty regions of b, and whom each borders, into r. */
void tg_score__find_regions(const tg_board *b, regions *r);

/* Groups: chains of one colour joined through the empty regions that
 * only their colour borders (r: b's regions), as union-find over chain
 * heads: parent[] (TG_MAX_POINTS entries) leads to a group's root
 * (tg_score__group_root); region_chain[i] is a chain head beside region
 * i if one colour alone borders it, else -1. Shared by the group tax
 * (score.c) and the group rule of seki (score_seki.c). */
void tg_score__find_groups(const tg_board *b, const regions *r, uint16_t *parent, int16_t *region_chain);

/* The root of the group of chain head a (tg_score__find_groups). */
static inline uint16_t tg_score__group_root(const uint16_t *parent, uint16_t a) {
    while (parent[a] != a) a = parent[a];
    return a;
}

/* Fills every small dame region of f that can be filled without
 * self-atari (score_seki.c says by whom), leaving r the regions of the
 * filled board. Both readings below take w with its dame filled so
 * (filled, fr), filled once by the count. */
void tg_score__fill_dame(tg_board *f, regions *r);

/* A liberty of the chain at s (the one, for a chain in atari), TG_PASS if
 * it has none. */
tg_point tg_score__chain_liberty(const tg_board *b, tg_point s);

/* Whether the empty point p of f (r: f's regions) is a shared liberty of a
 * black and a white chain beside it in a seki of their own: neither has an
 * eye, neither can join another chain of its colour through one of its
 * liberties, no liberty of either opens onto an empty point that is
 * neither's liberty, neither touches a third chain short of liberties that
 * it may capture first, and their race counted on liberties
 * (tg_race_count) is a seki whoever moves. Neither player fills it
 * (tg_score__fill_dame leaves it as a dame). */
bool tg_score__seki_liberty(const tg_board *f, const regions *r, tg_point p);

/* Seki with the dead stones known: w is the board with the dead chains
 * removed, b the board with them on it, filled and fr w with its dame
 * filled (tg_score__fill_dame); seki[p] (TG_MAX_POINTS entries) says
 * whether the stone at p is in seki (score_seki.c says how). */
void tg_score__find_seki_with_dead(const tg_board *w, const tg_board *b, const tg_board *filled, const regions *fr,
                                   bool *seki);

/* The points an owner must fill once the dame are filled (w, b, filled as
 * above; r: w's regions; seki: from tg_score__find_seki_with_dead), marked
 * in defence[] (TG_MAX_POINTS entries). */
void tg_score__find_defence_points(const tg_board *w, const tg_board *b, const regions *r, const tg_board *filled,
                                   const bool *seki, bool *defence);

#pragma GCC visibility pop

#endif
