/*
 * status_benson.c — Benson's algorithm: the chains that stay alive even if
 * their owner passes every move, and the territory they enclose.
 *
 * For one colour c: the c-enclosed regions are the connected sets of points
 * that are not c's stones. A region is vital to a chain if the chain borders
 * it and every empty point of the region is a liberty of that chain. Start
 * with all chains of c and all regions; repeatedly drop chains with fewer
 * than two vital regions among the kept ones, and regions bordering a
 * dropped chain. What is left is pass-alive (Benson 1976). Invariant: the
 * output only ever names a point pass-alive if that holds whatever the
 * opponent plays.
 *
 * Pass-alive territory is stricter than "a region bordered by pass-alive
 * chains": every empty point of it must be a liberty of those chains, so
 * the opponent cannot make even one eye there.
 *
 * What it does not do: seki, ko, or anything that needs the owner to reply.
 */
#include <string.h>

#include "tengen/status.h"

typedef struct benson_work {
    uint16_t region_of[TG_MAX_POINTS]; /* region index + 1 for non-c points */
    int nregions;
    uint16_t stack[TG_MAX_POINTS];
    bool chain_alive[TG_MAX_POINTS];   /* at chain heads */
    bool region_kept[TG_MAX_POINTS];
} benson_work;

static void benson_color(const tg_board *b, tg_color c, benson_work *w, uint8_t *out) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    memset(w->region_of, 0, sizeof w->region_of);
    w->nregions = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] == c || w->region_of[s]) continue;
            int id = ++w->nregions;
            int sp = 0;
            w->stack[sp++] = s;
            w->region_of[s] = (uint16_t)id;
            while (sp) {
                tg_point p = w->stack[--sp];
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    uint8_t qc = b->color[q];
                    if (qc == TG_EDGE || qc == c || w->region_of[q]) continue;
                    w->region_of[q] = (uint16_t)id;
                    w->stack[sp++] = q;
                }
            }
        }
    for (int i = 0; i <= w->nregions; i++) w->region_kept[i] = true;
    memset(w->chain_alive, 0, sizeof w->chain_alive);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] == c) w->chain_alive[b->chain[s]] = true;
        }

    bool changed = true;
    while (changed) {
        changed = false;
        /* Count each kept chain's vital kept regions. */
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point h = tg_point_at(b, x, y);
                if (b->color[h] != c || b->chain[h] != h || !w->chain_alive[h]) continue;
                int vital[2] = {0, 0}, nvital = 0;
                /* Candidate regions: those adjacent to the chain. */
                tg_point t = h;
                do {
                    for (int k = 0; k < 4 && nvital < 2; k++) {
                        tg_point q = (tg_point)(t + off[k]);
                        int id = w->region_of[q];
                        if (!id || !w->region_kept[id]) continue;
                        if (nvital == 1 && vital[0] == id) continue;
                        /* Vital: every empty point of the region is a liberty of h. */
                        bool ok = true;
                        for (int i = 0; i < b->empty_count && ok; i++) {
                            tg_point e = b->empty[i];
                            if (w->region_of[e] != id) continue;
                            bool lib = false;
                            for (int j = 0; j < 4; j++) {
                                tg_point n = (tg_point)(e + off[j]);
                                if (b->color[n] == c && b->chain[n] == h) lib = true;
                            }
                            ok = lib;
                        }
                        if (ok) vital[nvital++] = id;
                    }
                    t = b->next[t];
                } while (t != h && nvital < 2);
                if (nvital < 2) {
                    w->chain_alive[h] = false;
                    changed = true;
                }
            }
        /* Drop regions that border a dropped chain. */
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                int id = w->region_of[p];
                if (!id || !w->region_kept[id]) continue;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    if (b->color[q] == c && !w->chain_alive[b->chain[q]]) {
                        w->region_kept[id] = false;
                        changed = true;
                        break;
                    }
                }
            }
    }

    /* Territory: kept regions, bordered by c, whose every empty point is a
     * liberty of a pass-alive chain. */
    bool terr[TG_MAX_POINTS];
    bool borders[TG_MAX_POINTS];
    memset(borders, 0, sizeof borders);
    for (int i = 1; i <= w->nregions; i++) terr[i] = w->region_kept[i];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            int id = w->region_of[p];
            if (!id) continue;
            bool touches = false;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + off[k]);
                if (b->color[q] == c) touches = true;
            }
            if (touches) borders[id] = true;
            if (b->color[p] == TG_EMPTY && !touches) terr[id] = false;
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (b->color[p] == c) {
                if (w->chain_alive[b->chain[p]]) out[p] = (uint8_t)c;
            } else {
                int id = w->region_of[p];
                if (terr[id] && borders[id]) out[p] = (uint8_t)c;
            }
        }
}

void tg_benson(const tg_board *b, uint8_t *pass_alive) {
    benson_work w;
    memset(pass_alive, 0, TG_MAX_POINTS);
    benson_color(b, TG_BLACK, &w, pass_alive);
    benson_color(b, TG_WHITE, &w, pass_alive);
}
