/*
 * status_certainty.c — which verdicts of a life map are uncertain, so that a
 * count built on them can say so instead of stating a guess as fact.
 *
 * Invariant: a verdict is uncertain exactly when it rests on the playouts
 * or the search (reason estimate, seki, race or search, or none at all)
 * and their ownership of its
 * chain is weaker than TG_LIFE_UNSURE_BELOW (the estimate sets 0 where the
 * search's verdict follows the player to move); pass-alive and pass-dead chains,
 * read-out areas, confirmation play and the players' marks are sure. A pure
 * function of the map: no allocation, no state.
 */
#include "tengen/status.h"

bool tg_life_is_uncertain(const tg_board *b, const tg_life_map *m, tg_point p) {
    if (!tg_on_board(b, p) || (b->color[p] != TG_BLACK && b->color[p] != TG_WHITE)) return false;
    switch ((tg_life_reason)m->reason[p]) {
    case TG_WHY_PASS_ALIVE:
    case TG_WHY_PASS_DEAD:
    case TG_WHY_READING:
    case TG_WHY_CONFIRM:
    case TG_WHY_MARKED:
    case TG_WHY_SHAPE: return false;
    case TG_WHY_NONE:
    case TG_WHY_ESTIMATE:
    case TG_WHY_SEKI:
    case TG_WHY_RACE:
    case TG_WHY_SEARCH: break;
    }
    return m->certainty[p] < TG_LIFE_UNSURE_BELOW;
}

int tg_life_uncertain_stones(const tg_board *b, const tg_life_map *m) {
    int n = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) n += tg_life_is_uncertain(b, m, tg_point_at(b, x, y));
    return n;
}
