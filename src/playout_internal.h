/*
 * playout_internal.h — what playout.c (the fast path) and
 * playout_history.c (superko's rare path) share, and nothing else.
 */
#ifndef TG_PLAYOUT_INTERNAL_H
#define TG_PLAYOUT_INTERNAL_H

#include "tengen/playout.h"

/* Everything declared here stays inside libtengen.so (see HACKING.md). */
#pragma GCC visibility push(hidden)

/* Recomputes pl's hash from its stones and clears hash_stale. */
void tg_playout_rehash_(tg_playout *pl);

/* The rare path of a superko playout: c's play at p (made, with number r
 * choosing the scan's start) left a hash already in h. Confirms the
 * repetition by replay; if real, takes the play back and plays the scan's
 * first point that repeats nothing (or passes). Records the new position's
 * hash (not the move) and returns the point played. */
tg_point tg_playout_superko_redo_(tg_playout *b, tg_playout_history *h, tg_color c, uint32_t r,
                                  tg_point p);

#pragma GCC visibility pop
#endif
