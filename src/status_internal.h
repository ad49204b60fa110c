/*
 * status_internal.h — what the status files share: the capturing-race
 * reader's work space (status_semeai.c), built once for a position and
 * then asked any number of races, so that a caller asking many
 * (status_eyes.c: one per candidate group and wall) does not rebuild the
 * whole board's groups each time as tg_semeai does.
 *
 * Invariant: a work space reads the board it was built on, which must not
 * change while it is in use; tg_status__semeai gives what tg_semeai gives
 * on that board.
 */
#ifndef TG_STATUS_INTERNAL_H
#define TG_STATUS_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "tengen/status.h"

#pragma GCC visibility push(hidden)

/* Groups on a board (chains joined by the regions they enclose) and their
 * eye counts; the fields are status_semeai.c's. */
typedef struct tg_semeai_work {
    const tg_board *b;
    const tg_life_map *m;               /* NULL: every stone alive */
    uint16_t parent[TG_MAX_POINTS];     /* union-find over chain heads */
    uint16_t eye_of[TG_MAX_POINTS];     /* point: region index + 1 if an eye region */
    uint16_t stack[TG_MAX_POINTS];
    /* Per group root: the eye counts. */
    int16_t eye_libs[TG_MAX_POINTS];
    int8_t eyes[TG_MAX_POINTS];
    bool safe[TG_MAX_POINTS];
    uint16_t stamp[TG_MAX_POINTS];
    uint16_t now;
} tg_semeai_work;

/* Builds w for the board b, every stone alive (as tg_semeai reads it). */
void tg_status__semeai_init(tg_semeai_work *w, const tg_board *b);

/* tg_semeai(b, a, bb) on w's board. */
tg_race tg_status__semeai(tg_semeai_work *w, tg_point a, tg_point bb);

#pragma GCC visibility pop

#endif
