/*
 * status_mark.c — the players' side of life and death: names, marking a
 * whole group with one click, and turning a life map into the dead list
 * tg_score_position takes.
 *
 * A group, for marking, is what a player means by "those stones": the
 * chains of one colour connected through the points of the area they sit
 * in — empty points and the other colour's stones that are not enclosed by
 * them — as long as that area touches only this colour and the opponent's
 * surrounding wall. Concretely: flood from the clicked chain through empty
 * points and stones of the same colour, never crossing the opponent's
 * stones. Invariant: a toggle sets every stone of the group to the same
 * value (the opposite of the clicked stone's), so toggling twice restores.
 *
 * What it does not do: judge anything; see status_estimate.c.
 */
#include <string.h>

#include "tengen/status.h"
#include "status_internal.h"

const char *tg_life_name(tg_life l) {
    switch (l) {
    case TG_LIFE_ALIVE: return "alive";
    case TG_LIFE_DEAD: return "dead";
    case TG_LIFE_SEKI: return "seki";
    case TG_LIFE_NONE: break;
    }
    return "none";
}

const char *tg_life_reason_name(tg_life_reason r) {
    switch (r) {
    case TG_WHY_PASS_ALIVE: return "pass-alive";
    case TG_WHY_PASS_DEAD: return "in pass-alive territory";
    case TG_WHY_ESTIMATE: return "estimated";
    case TG_WHY_READING: return "read out";
    case TG_WHY_SEKI: return "seki";
    case TG_WHY_CONFIRM: return "confirmation play";
    case TG_WHY_MARKED: return "marked";
    case TG_WHY_RACE: return "capturing race";
    case TG_WHY_SEARCH: return "search";
    case TG_WHY_SHAPE: return "eye shape";
    case TG_WHY_KO_RULE: return "read out by the ko rule";
    case TG_WHY_TURN: return "read out, who moves first decides it";
    case TG_WHY_NONE: break;
    }
    return "none";
}

int tg_life_dead_points(const tg_board *b, const tg_life_map *m, tg_point *dead) {
    int n = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c == TG_BLACK || c == TG_WHITE) && b->chain[s] == s && m->life[s] == TG_LIFE_DEAD)
                dead[n++] = s;
        }
    return n;
}

int tg_status_toggle_group(const tg_board *b, tg_point p, bool *dead_map) {
    if (!tg_on_board(b, p)) return 0;
    uint8_t c = b->color[p];
    if (c != TG_BLACK && c != TG_WHITE) return 0;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool seen[TG_MAX_POINTS];
    uint16_t stack[TG_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    bool value = !dead_map[p];
    /* Flood through empty points and own stones: the region the group
     * lives (or dies) in, bounded by the opponent. An empty area that
     * reaches more than a few points beyond the group is another region
     * (territory of the opponent reaching the rest of the board), so empty
     * points are only crossed when all their stone neighbours are ours or
     * theirs-enclosing: we stop at empty points that touch none of ours. */
    int sp = 0, n = 0;
    stack[sp++] = p;
    seen[p] = true;
    while (sp) {
        tg_point q = stack[--sp];
        if (b->color[q] == c) {
            if (dead_map[q] != value) n++;
            dead_map[q] = value;
        }
        for (int k = 0; k < 4; k++) {
            tg_point r = (tg_point)(q + off[k]);
            if (seen[r]) continue;
            uint8_t rc = b->color[r];
            if (rc == c) {
                seen[r] = true;
                stack[sp++] = r;
            } else if (rc == TG_EMPTY) {
                /* Cross an empty point only next to our stones (an eye, a
                 * gap of a diagonal or one-point jump). */
                bool near = false;
                for (int j = 0; j < 4; j++) near |= b->color[r + off[j]] == c;
                if (!near && b->color[q] != c) continue;
                seen[r] = true;
                stack[sp++] = r;
            }
        }
    }
    return n;
}

void tg_life_from_dead_map(const tg_board *b, const bool *dead_map, tg_life_map *m) {
    memset(m, 0, sizeof *m);
    tg_benson(b, m->pass_alive);
    tg_board w = *b;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if (c != TG_BLACK && c != TG_WHITE) continue;
            m->life[s] = dead_map[s] ? TG_LIFE_DEAD : TG_LIFE_ALIVE;
            m->reason[s] = TG_WHY_MARKED;
            m->certainty[s] = 100;
            if (dead_map[s]) w.color[s] = TG_EMPTY;
        }
    tg_board_rebuild(&w);
    bool seki[TG_MAX_POINTS];
    tg_find_seki(&w, seki);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] != TG_EMPTY && seki[s]) m->life[s] = TG_LIFE_SEKI;
        }
}

void tg_status__set_chain(const tg_board *b, tg_life_map *m, tg_point s, tg_life l, tg_life_reason r,
                          int certainty) {
    tg_point h = b->chain[s], t = h;
    do {
        m->life[t] = (uint8_t)l;
        m->reason[t] = (uint8_t)r;
        m->certainty[t] = (uint8_t)(certainty < 0 ? 0 : certainty > 100 ? 100 : certainty);
        t = b->next[t];
    } while (t != h);
}
