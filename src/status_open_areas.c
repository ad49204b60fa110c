/*
 * status_open_areas.c — step 5 of tg_life_estimate (status_estimate.c):
 * the chains the playouts or the search call dead in an area the game has
 * not closed are left standing, uncertain.
 *
 * In an unfinished position the revived chains are read once more, by a
 * search with their owner moving first (tg_status__open_areas_unfinished).
 *
 * Invariant: reads the board; writes only the chains it revives (alive,
 * reason estimate, certainty 0) and revive[], and in an unfinished
 * position the revived chains it kills again (dead, reason search); no
 * allocation but the search's, freed before it returns; no global state.
 */
#include <string.h>

#include "tengen/status.h"

#include "status_internal.h"

/* (status_internal.h) Step 5: a chain the playouts (or, once it has run, the search) call dead
 * but that reaches a surely live
 * chain of its own colour (alive, not in seki, not uncertain) through empty
 * points and dead stones is not enclosed: the
 * game has not settled that area, and a stone of an unsettled area is not
 * dead (players leave it; OGS's checked boards count it for nobody).
 * Two passes: the second does not cross an opponent chain that the first
 * left alive here, so no chain reaches safety through stones this step
 * itself keeps standing (Tygem 879360592: Black's F8 reached Black's left
 * side only through White's D4 chain, which the playouts killed and this
 * step revives, once Black's E4 beside it is dead in atari, step 4d).
 * A chain of the chain's own colour left alive in the first pass is still
 * crossed: it is dead on the map the pass reads, and reaching safety
 * through it is the same way out. */
void tg_status__open_areas(const tg_board *b, tg_life_map *m, bool *revive) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint16_t stack[TG_MAX_POINTS];
    uint16_t seen[TG_MAX_POINTS];
    bool first[TG_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    memset(first, 0, sizeof first);
    uint16_t mark = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) memcpy(first, revive, sizeof first);
        memset(revive, 0, TG_MAX_POINTS * sizeof *revive);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                uint8_t c = b->color[s];
                if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s) continue;
                if (m->life[s] != TG_LIFE_DEAD || (m->reason[s] != TG_WHY_ESTIMATE && m->reason[s] != TG_WHY_SEARCH)) continue;
                mark++;
                int sp = 0;
                bool open = false;
                stack[sp++] = s;
                seen[s] = mark;
                while (sp && !open) {
                    tg_point p = stack[--sp];
                    for (int k = 0; k < 4; k++) {
                        tg_point q = (tg_point)(p + off[k]);
                        uint8_t qc = b->color[q];
                        if (qc == TG_EDGE || seen[q] == mark) continue;
                        if (qc == c && m->life[q] == TG_LIFE_ALIVE && !tg_life_is_uncertain(b, m, q)) {
                            open = true;
                            break;
                        }
                        if (qc == TG_EMPTY || (m->life[q] == TG_LIFE_DEAD && (qc == c || !first[b->chain[q]]))) {
                            seen[q] = mark;
                            stack[sp++] = q;
                        }
                    }
                }
                revive[s] = open;
            }
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c == TG_BLACK || c == TG_WHITE) && revive[b->chain[s]]) {
                m->life[s] = TG_LIFE_ALIVE;
                m->reason[s] = TG_WHY_ESTIMATE;
                m->certainty[s] = 0;
            }
        }
}

/* Whether the owner of the chain of s joins it, with one play on one of
 * its liberties, to a chain of its colour alive at certainty 80 or more,
 * the whole left two liberties or more that the opponent cannot take
 * (tg_status__play_frees). */
static bool joins_in_one(const tg_board *b, const tg_life_map *m, tg_point s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color c = (tg_color)b->color[s];
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point p = (tg_point)(t + off[k]);
            if (b->color[p] != TG_EMPTY) continue;
            bool live = false;
            for (int j = 0; j < 4 && !live; j++) {
                tg_point q = (tg_point)(p + off[j]);
                live = b->color[q] == c && b->chain[q] != b->chain[s] && m->life[q] == TG_LIFE_ALIVE &&
                       m->certainty[q] >= 80;
            }
            if (live && tg_status__play_frees(b, p, c, s)) return true;
        }
        t = b->next[t];
    } while (t != s);
    return false;
}

/* (status_internal.h) At the end of a game, a chain of an open area stands
 * because both players left the area unsettled. Before the end, play goes
 * on, and the opponent closes the area in: such chains mostly die
 * (Tygem games cut twenty moves before their end: of the chains step 5
 * revived, 65 lived and 425 died, bench/JUDGEMENT.md "Session 39"). What
 * tells the two apart is whether the owner could save the chain with the
 * next move: a search with the owner first that still gives it to the
 * opponent by TG_LIFE_OPEN_LOST kills it; one that leaves it near even or
 * better leaves it standing, uncertain, as at the end. One search per
 * colour that has revived chains, the same seed. The search's owner
 * moves where the board is largest, and a chain of the player to move
 * that one play joins to a live chain of its own is his to save all the
 * same: it stands (joins_in_one; Tygem 880648242 two moves before its
 * end, Black's O14, connected at P14; 876952511's P7, 877486659's G6-H6).
 * A chain of the other player's it does not save: the player to move
 * cuts it off first (877937083's P14-P15-Q14, twenty moves before the
 * end, White's, Black to move). */
void tg_status__open_areas_unfinished(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                                      long playouts, tg_life_map *m, bool *revive) {
    for (tg_color owner = TG_BLACK; owner <= TG_WHITE; owner++) {
        bool any = false;
        for (int i = 0; i < TG_MAX_POINTS && !any; i++) any = revive[i] && b->color[i] == owner;
        if (!any) continue;
        double own[TG_MAX_POINTS];
        if (tg_status__search_ownership(b, rules, owner, playouts, seed, own) != TG_OK) continue;
        for (int i = 0; i < TG_MAX_POINTS; i++) {
            if (!revive[i] || b->color[i] != owner) continue;
            double share = tg_status__search_share(b, own, (tg_point)i);
            if (share > -TG_LIFE_OPEN_LOST) continue;
            if (owner == to_move && joins_in_one(b, m, (tg_point)i)) continue;
            tg_status__set_chain(b, m, (tg_point)i, TG_LIFE_DEAD, TG_WHY_SEARCH, (int)(-100 * share));
            revive[i] = false;
        }
    }
}
