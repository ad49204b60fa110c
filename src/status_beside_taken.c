/*
 * status_beside_taken.c — step 6b of tg_life_estimate (status_estimate.c):
 * a chain left dead beside an opponent chain that step 4d found captured
 * whoever moves first is judged again with that capture made.
 *
 * The captured chain is settled, but on the board it is one more fight for
 * the playouts and the search's random games to lose, and the chain beside
 * it, whose life hangs on taking it, is judged by those games (Tygem
 * 877554122 one move before its end: White's corner, nine stones that
 * Black takes at S19 whoever moves first, left Black's twenty stones
 * beside it dead at a playout share of 61% and a search share of 0.5).
 *
 * The capture is not free: it costs its taker a move, and a board with the
 * captured stones lifted would hand him that move (Tygem 878500589's end:
 * White's lower left lives only if its capture of G2 comes without Black
 * answering). So the search on the lifted board moves the captured
 * stones' owner first: whatever he plays, the taker answers by taking
 * them, and he can never capture the chain beside them first, which has
 * two liberties (or its only liberty is the captured chain's, which the
 * taker fills by capturing). A chain there that the search gives to its
 * owner by TG_LIFE_TAKEN_REVIVE is alive, reason search.
 *
 * Invariant: a function of the board, the map, the rules and the seed; the
 * search's game and tree are its only allocations, freed before it
 * returns; no global state. Nothing changes where no chain is captured
 * whoever moves first beside a dead chain of the taker's colour.
 */

#include "tengen/status.h"

#include "score_internal.h"
#include "status_internal.h"

/* Whether the chain of s was found captured whoever moves first (step 4d:
 * dead, reason race, certainty 100). */
static bool taken(const tg_life_map *m, tg_point s) {
    return m->life[s] == TG_LIFE_DEAD && m->reason[s] == TG_WHY_RACE && m->certainty[s] == 100;
}

/* Whether the chain of s (dead by the playouts or the search) stands
 * beside a chain of the other colour that is taken, and cannot be
 * captured before it: two liberties, or one that is a taken chain's own
 * last liberty (a mutual atari: the taker fills it by capturing). */
static bool beside_taken(const tg_board *b, const tg_life_map *m, tg_point s) {
    if (m->life[s] != TG_LIFE_DEAD || (m->reason[s] != TG_WHY_ESTIMATE && m->reason[s] != TG_WHY_SEARCH))
        return false;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent((tg_color)b->color[s]);
    tg_point lib = b->libs[b->chain[s]] == 1 ? tg_score__chain_liberty(b, s) : TG_PASS;
    bool beside = false, safe = b->libs[b->chain[s]] >= 2;
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != o || !taken(m, q)) continue;
            beside = true;
            if (lib != TG_PASS && tg_score__chain_liberty(b, q) == lib) safe = true;
        }
        t = b->next[t];
    } while (t != s);
    return beside && safe;
}

/* (status_internal.h) */
void tg_status__beside_taken(const tg_board *b, const tg_rules *rules, uint64_t seed, long playouts,
                             tg_life_map *m) {
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        /* The chains to judge again (heads), found before any is changed. */
        tg_point ask[TG_MAX_POINTS];
        int n = 0;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                if (b->color[s] == c && b->chain[s] == s && beside_taken(b, m, s)) ask[n++] = s;
            }
        if (n == 0) continue;
        tg_color o = tg_opponent((tg_color)c);
        tg_board lifted;
        tg_board_copy(&lifted, b);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                if (b->color[s] == o && taken(m, s)) lifted.color[s] = TG_EMPTY;
            }
        tg_board_rebuild(&lifted);
        double own[TG_MAX_POINTS];
        if (tg_status__search_ownership(&lifted, rules, o, playouts, seed, own) != TG_OK) continue;
        for (int i = 0; i < n; i++) {
            /* The chain's stones are the same on both boards. */
            double share = tg_status__search_share(b, own, ask[i]);
            if (share >= TG_LIFE_TAKEN_REVIVE)
                tg_status__set_chain(b, m, ask[i], TG_LIFE_ALIVE, TG_WHY_SEARCH, (int)(100 * share));
        }
    }
}
