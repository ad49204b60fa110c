/*
 * nbr.h — the neighbour-count word that tg_board and tg_playout both keep
 * for every point (see tg_board in tengen.h): four 4-bit counts of the
 * orthogonal neighbours by colour (empty, black, white, edge) in the low
 * 16 bits, the same for the diagonal neighbours in the high 16 bits.
 *
 * A stone of colour c turning up at p (or going away) moves one count of
 * each of p's eight neighbours from "empty" to c: that is adding
 * TG_NBR_DELTA(c) (c's nibble + 1, the empty nibble - 1, as one number).
 */
#ifndef TG_NBR_H
#define TG_NBR_H

#include <stddef.h>
#include <stdint.h>

#define TG_NBR_DELTA(c) ((uint32_t)((1u << (4 * (c))) - 1u))

/* Adds d (TG_NBR_DELTA(c) for a stone placed, 0u - TG_NBR_DELTA(c) for a
 * stone removed; unsigned arithmetic wraps as needed) to the words of p's
 * neighbours on the board b (a tg_board or a tg_playout) of stride s. A
 * macro, not a function taking b->nbr: gcc then addresses the words from
 * b, as the playout loop needs (a pointer parameter cost it 2 instructions
 * a move). */
#define TG_NBR_CHANGE(b, p, s, d)                                                                  \
    do {                                                                                           \
        const ptrdiff_t p_ = (ptrdiff_t)(p), s_ = (ptrdiff_t)(s);                                  \
        const uint32_t d_ = (d), dd_ = d_ << 16;                                                   \
        (b)->nbr[p_ - s_] += d_;                                                                   \
        (b)->nbr[p_ - 1] += d_;                                                                    \
        (b)->nbr[p_ + 1] += d_;                                                                    \
        (b)->nbr[p_ + s_] += d_;                                                                   \
        (b)->nbr[p_ - s_ - 1] += dd_;                                                              \
        (b)->nbr[p_ - s_ + 1] += dd_;                                                              \
        (b)->nbr[p_ + s_ - 1] += dd_;                                                              \
        (b)->nbr[p_ + s_ + 1] += dd_;                                                              \
    } while (0)

#endif
