/*
 * status_certainty.c — which verdicts of a life map are uncertain, so that a
 * count built on them can say so instead of stating a guess as fact.
 *
 * Invariant: a verdict is uncertain exactly when it rests on the playouts,
 * the search or reading (reason estimate, seki, race, search or read out,
 * or none at all) and its certainty is below TG_LIFE_UNSURE_BELOW (the
 * estimate sets 0 where the search's verdict, or an enclosed question's
 * read out, follows the player to move, and where step 3's reading and
 * the playouts disagree near the playouts' bar; reading writes 100 or 95
 * otherwise); pass-alive and pass-dead chains, confirmation play, eye
 * shapes, a ko only one side can start and the players' marks are sure. A pure function of the map: no
 * allocation, no state.
 */
#include "tengen/status.h"

bool tg_life_is_uncertain(const tg_board *b, const tg_life_map *m, tg_point p) {
    if (!tg_on_board(b, p) || (b->color[p] != TG_BLACK && b->color[p] != TG_WHITE)) return false;
    switch ((tg_life_reason)m->reason[p]) {
    case TG_WHY_PASS_ALIVE:
    case TG_WHY_PASS_DEAD:
    case TG_WHY_CONFIRM:
    case TG_WHY_MARKED:
    case TG_WHY_SHAPE:
    case TG_WHY_KO_RULE: return false;
    case TG_WHY_NONE:
    case TG_WHY_ESTIMATE:
    case TG_WHY_SEKI:
    case TG_WHY_RACE:
    case TG_WHY_READING: /* certainty 0 where step 3's reading and the playouts disagreed near the bar */
    case TG_WHY_TURN:    /* certainty 0 */
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
