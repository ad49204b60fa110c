/*
 * status_sure_eyes.c — a chain that makes two eyes whoever moves first
 * lives: the other side of status_eyes.c's rule, which kills the groups
 * that cannot.
 *
 * A sure eye space of a chain C is a region (status_spaces.c) of empty
 * points only, every stone beside it C's (the rest of its border the
 * edge), of at most TG_SPACE_SMALL points. Beside one chain only, no
 * cut splits it and every point of it that is left empty after the
 * fight is a true eye: the false eye needs two chains of the owner
 * around it. Its worth with the opponent first is tg_eye_region_value's
 * min (a zigzag, straight or bent four is two: two points, each the
 * other's answer). Where the mins of C's sure spaces add up to two, C
 * lives whatever the opponent plays first, however few its liberties
 * outside: it is alive (reason TG_WHY_SHAPE, certainty 100) where the
 * verdict was the playouts', the seki finder's or the search's.
 *
 * The case: Tygem 889324453 five moves before its end. Black's 44 stones
 * round E12-F12-F11-G11, a zigzag four bordered by that one chain; the
 * playouts, whose random plays let White fill it, and the search after
 * them left the group near even and it was counted dead. Black lived.
 *
 * Not read: spaces holding opponent stones (tg_eye_region_value errs
 * towards more eyes there, which this rule must not: its eyes come from
 * capturing them, and a wall short of liberties outside may not afford
 * the capture; Tygem 916333349 five moves before its end, White's 40
 * stones round Black's E13-E15, whose two liberties were White's last)
 * and spaces of five points or more holding a corner point of the board
 * (the comb and the rectangular six in the corner turn on the outside
 * liberties, which a shape does not show). A space beside two chains of
 * the owner is the vote's and the search's (step 4a, step 6): a cut may
 * take it.
 *
 * Invariant: reads the board and the map; writes only chains it makes
 * alive; no allocation, no global state.
 */
#include <string.h>

#include "tengen/status.h"
#include "status_internal.h"

/* The smallest space that holds a corner point and is still read. */
#define SE_CORNER_FROM 5

/* The one chain of c beside region id, or TG_PASS when the region holds
 * a stone, is beside two chains of c or more, or is a corner space of
 * SE_CORNER_FROM points or more. */
static tg_point sole_wall(const tg_board *b, const tg_eye_spaces *s, int id, tg_color c) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int n = s->size[id];
    tg_point wall = TG_PASS;
    for (int i = 0; i < n; i++) {
        tg_point p = s->pts[id][i];
        if (b->color[p] != TG_EMPTY) return TG_PASS;
        if (n >= SE_CORNER_FROM && tg_status__corner_point(b, p)) return TG_PASS;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + off[k]);
            if (b->color[q] != c) continue;
            if (wall == TG_PASS) wall = b->chain[q];
            else if (b->chain[q] != wall) return TG_PASS;
        }
    }
    return wall;
}

static int one_colour(const tg_board *b, tg_color c, tg_eye_spaces *s, tg_life_map *m) {
    uint8_t eyes[TG_MAX_POINTS];
    memset(eyes, 0, sizeof eyes);
    tg_status__spaces(b, m, c, s);
    for (int id = 1; id <= s->nregions; id++) {
        if (s->size[id] > TG_SPACE_SMALL) continue;
        tg_point wall = sole_wall(b, s, id, c);
        if (wall == TG_PASS) continue;
        tg_eye_value v = tg_eye_region_value(b, s->pts[id], s->size[id], c);
        int sum = eyes[wall] + v.min;
        eyes[wall] = (uint8_t)(sum > 2 ? 2 : sum);
    }
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point h = tg_point_at(b, x, y);
            if (b->color[h] != c || b->chain[h] != h || eyes[h] < 2) continue;
            if (!tg_status__soft(m, h) || (m->life[h] == TG_LIFE_ALIVE && m->certainty[h] >= 100)) continue;
            tg_status__set_chain(b, m, h, TG_LIFE_ALIVE, TG_WHY_SHAPE, 100);
            changed++;
        }
    return changed;
}

int tg_status__sure_eyes(const tg_board *b, tg_life_map *m) {
    tg_eye_spaces s;
    return one_colour(b, TG_BLACK, &s, m) + one_colour(b, TG_WHITE, &s, m);
}
