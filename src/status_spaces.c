/*
 * status_spaces.c — one colour's eye spaces and the groups they join, as
 * the two rules that count a group's eyes read them (status_eyes.c: small
 * groups with one eye; status_read_group.c: large groups read by their
 * eye space), and the tests both make on them: an opponent chain's own
 * liberties and the diagonals of a false eye.
 *
 * For a colour c: a region is a connected set of points that are not c
 * (empty or the opponent's); it is an eye space when it holds at most
 * TG_SPACE_SMALL points or no opponent stone that is not dead; a group is
 * c's chains joined through eye spaces (union-find over chain heads).
 *
 * Invariant: reads the board and the map only, in point order: region ids
 * grow in the order of each region's first point, and rep[id] is the chain
 * of c first met beside it; no allocation, no global state.
 */
#include <string.h>

#include "tengen/status.h"
#include "status_internal.h"

void tg_status__spaces(const tg_board *b, const tg_life_map *m, tg_color c, tg_eye_spaces *s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent(c);
    memset(s->region, 0, sizeof s->region);
    for (int i = 0; i < TG_MAX_POINTS; i++) s->parent[i] = (tg_point)i;
    int nreg = 0;
    /* Regions of points that are not c. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point at = tg_point_at(b, x, y);
            if (b->color[at] == c || s->region[at]) continue;
            int id = ++nreg, sp = 0;
            s->size[id] = 0;
            s->live[id] = false;
            s->rep[id] = TG_PASS;
            s->region[at] = (uint16_t)id;
            s->stack[sp++] = at;
            while (sp) {
                tg_point p = s->stack[--sp];
                if (s->size[id] < TG_SPACE_SMALL) s->pts[id][s->size[id]] = p;
                s->size[id]++;
                if (b->color[p] == o && m->life[p] != TG_LIFE_DEAD) s->live[id] = true;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    uint8_t qc = b->color[q];
                    if (qc == TG_EDGE || qc == c || s->region[q]) continue;
                    s->region[q] = (uint16_t)id;
                    s->stack[sp++] = q;
                }
            }
        }
    s->nregions = nreg;
    /* Groups: chains of c around one eye space. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point at = tg_point_at(b, x, y);
            if (b->color[at] != c) continue;
            for (int k = 0; k < 4; k++) {
                int id = s->region[at + off[k]];
                if (!tg_status__is_space(s, id)) continue;
                if (s->rep[id] == TG_PASS) {
                    s->rep[id] = b->chain[at];
                } else {
                    tg_point ra = tg_status__root(s->parent, s->rep[id]);
                    tg_point rb = tg_status__root(s->parent, b->chain[at]);
                    if (ra != rb) s->parent[rb] = ra;
                }
            }
        }
}

int tg_status__own_libs(const tg_board *b, tg_point q, tg_eye_spaces *s, tg_point r) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color c = tg_opponent((tg_color)b->color[q]);
    int n = 0;
    tg_point h = b->chain[q], t = h, first = TG_PASS;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point l = (tg_point)(t + off[k]);
            if (b->color[l] != TG_EMPTY || l == first) continue;
            bool theirs = false;
            for (int j = 0; j < 4; j++) {
                tg_point n2 = (tg_point)(l + off[j]);
                if (b->color[n2] == c && tg_status__root(s->parent, b->chain[n2]) == r) theirs = true;
            }
            if (theirs) continue;
            if (++n >= 2) return n;
            first = l;
        }
        t = b->next[t];
    } while (t != h);
    return n;
}

bool tg_status__diagonals_held(const tg_board *b, const tg_life_map *m, const tg_eye_spaces *s, tg_point p,
                               tg_color c) {
    const int diag[4] = {-b->stride - 1, -b->stride + 1, b->stride - 1, b->stride + 1};
    int on_board = 0, held = 0;
    for (int k = 0; k < 4; k++) {
        tg_point d = (tg_point)(p + diag[k]);
        if (b->color[d] == TG_EDGE) continue;
        on_board++;
        /* d's region holds d, a stone not dead: an eye space only if small. */
        held += b->color[d] == tg_opponent(c) && m->life[d] != TG_LIFE_DEAD && b->libs[b->chain[d]] >= 2 &&
                s->size[s->region[d]] > TG_SPACE_SMALL;
    }
    return on_board == 4 ? held >= 2 : held >= 1;
}
