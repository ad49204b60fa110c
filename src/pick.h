/*
 * pick.h — a point drawn uniformly from a list among those a test allows:
 * the random play of the estimate's playouts (status_playouts.c) and of
 * the search's policy (search_policy.c).
 *
 * Why not a random start and a scan to the next allowed point: that draws
 * the point after a run of refused ones (eyes, self-ataris) once for every
 * point of the run, and the list is in point order, so the draw followed
 * the board's coordinates (a position and its mirror image were owned
 * differently: Tygem 877464742, bench/JUDGEMENT.md, "session 31").
 *
 * Invariant: each allowed point is drawn with the same probability, given
 * a uniform below(); the board is only read. Always inlined (TG_INLINE),
 * so that the callers' tests and random functions are inlined into the
 * loops: a call through the pointer costs more than the test does for
 * most points.
 */
#ifndef TG_PICK_H
#define TG_PICK_H

#include <string.h>

#include "board_internal.h"
#include "tengen/tengen.h"

/* Whether c may play p (the caller's rule). */
typedef bool (*tg_pick_allowed_fn)(const tg_board *b, tg_point p, tg_color c);
/* A uniform number in 0 .. n-1 from the random state *rng. */
typedef int (*tg_pick_below_fn)(uint64_t *rng, int n);

/* An allowed point of pts[0 .. n), drawn without replacement (pts is
 * reordered: the caller's scratch), or TG_PASS if none is allowed. */
static TG_INLINE tg_point tg_pick_from(const tg_board *b, tg_color c, tg_point *pts, int n,
                                       tg_pick_allowed_fn allowed, tg_pick_below_fn below, uint64_t *rng) {
    while (n > 0) {
        int i = below(rng, n);
        tg_point p = pts[i];
        if (allowed(b, p, c)) return p;
        pts[i] = pts[--n];
    }
    return TG_PASS;
}

/* An allowed point of b's empty list, or TG_PASS. A few draws with
 * replacement find one in most positions without copying the list; the
 * rest draw without replacement from a copy. */
static TG_INLINE tg_point tg_pick_empty(const tg_board *b, tg_color c, tg_pick_allowed_fn allowed,
                                        tg_pick_below_fn below, uint64_t *rng) {
    int n = b->empty_count;
    if (n == 0) return TG_PASS;
    for (int t = 0; t < 4; t++) {
        tg_point p = b->empty[below(rng, n)];
        if (allowed(b, p, c)) return p;
    }
    tg_point left[TG_MAX_POINTS];
    memcpy(left, b->empty, (size_t)n * sizeof left[0]);
    return tg_pick_from(b, c, left, n, allowed, below, rng);
}

#endif
