/*
 * status_near.c — the chains near a chain: those with a stone beside one
 * of its stones, or beside one of its liberties. Who stands against a
 * chain in a fight (a race's opponents, the chains a turned verdict
 * carries with it, the walls round a race) is read from this one list.
 *
 * Invariant: reads the board only; the list is in the order the chains
 * are first met (the chain's stones in its list order, each stone's
 * neighbours up, left, right, down, and an empty neighbour's own
 * neighbours in the same order), so callers that filter it keep the
 * order a walk of the board would give; no allocation, no global state.
 */
#include "status_internal.h"

int tg_status__chains_near(const tg_board *b, tg_point s, tg_point *near, uint8_t *how) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    const tg_point head = b->chain[s];
    int n = 0;
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            for (int j = -1; j < 4; j++) {
                tg_point r = j < 0 ? q : (tg_point)(q + off[j]);
                if (j >= 0 && b->color[q] != TG_EMPTY) break;
                if (b->color[r] != TG_BLACK && b->color[r] != TG_WHITE) continue;
                tg_point h = b->chain[r];
                if (h == head) continue;
                uint8_t by = j < 0 ? TG_NEAR_STONE : TG_NEAR_LIBERTY;
                int i = 0;
                while (i < n && near[i] != h) i++;
                if (i == n) {
                    near[n] = h;
                    how[n++] = 0;
                }
                how[i] |= by;
            }
        }
        t = b->next[t];
    } while (t != s);
    return n;
}
