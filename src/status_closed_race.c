/*
 * status_closed_race.c — a capturing race closed in by pass-alive walls is
 * decided by its count.
 *
 * Two chains of opposite colours that touch, where every other stone next
 * to either chain or to one of their liberties is pass-alive (Benson) and
 * of the opponent's colour, are a race nothing else on the board can
 * change: neither can run, connect out or capture a third chain. When the
 * counted race (tg_semeai) has the same winner whoever moves first, the
 * winner is alive and the loser dead (reason TG_WHY_RACE, certainty 90),
 * whatever the playouts said: uniform random playouts fill their own
 * liberties as often as the opponent's and give a long race to the side
 * with fewer liberties (the generated shapes of bench/judgement_shapes.sh:
 * Black with four liberties against White's three, dead at certainty 76
 * with Black to move). A race whose outcome follows the player to move,
 * a seki, or a race where either chain has an eye space (whose shape, not
 * the count, says whether it lives: a straight four, a 5x5 board split
 * into two territories) is left to the other steps.
 *
 * Invariant: reads the board and the map's pass-alive marks; changes only
 * the two chains of a closed race, never a pass-alive chain; no
 * allocation, no global state.
 */
#include <string.h>

#include "tengen/status.h"
#include "status_internal.h"

/* Whether every stone next to the chain of s, or next to one of its
 * liberties, is the chain of s itself, the chain of other, or a pass-alive
 * stone of the opponent's colour. */
static bool closed_in(const tg_board *b, const tg_life_map *m, tg_point s, tg_point other) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color c = (tg_color)b->color[s], o = tg_opponent(c);
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            for (int j = -1; j < 4; j++) {
                tg_point r = j < 0 ? q : (tg_point)(q + off[j]);
                if (j >= 0 && b->color[q] != TG_EMPTY) break;
                uint8_t rc = b->color[r];
                if (rc != TG_BLACK && rc != TG_WHITE) continue;
                if (b->chain[r] == b->chain[s] || b->chain[r] == b->chain[other]) continue;
                if (rc != o || !m->pass_alive[r]) return false;
            }
        }
        t = b->next[t];
    } while (t != s);
    return true;
}

int tg_status__closed_races(const tg_board *b, tg_life_map *m) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK || b->chain[s] != s || m->pass_alive[s]) continue;
            tg_point other = 0;
            bool one = true;
            tg_point t = s;
            do {
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(t + off[k]);
                    if (b->color[q] != TG_WHITE || m->pass_alive[q]) continue;
                    if (other && b->chain[q] != other) one = false;
                    other = b->chain[q];
                }
                t = b->next[t];
            } while (t != s);
            if (!other || !one || !closed_in(b, m, s, other) || !closed_in(b, m, other, s)) continue;
            tg_race r = tg_semeai(b, s, other);
            if (!r.valid || r.a_first != r.b_first || r.a_first == TG_RACE_SEKI) continue;
            /* Eyeless chains only: an eye space is read by its shape (a
             * straight four lives, and a large one is two eyes), which the
             * count's eye liberties do not know. */
            if (r.a.eyes || r.b.eyes || r.a.eye_libs || r.b.eye_libs || r.a.safe || r.b.safe) continue;
            tg_life ls = r.a_first == TG_RACE_A_WINS ? TG_LIFE_ALIVE : TG_LIFE_DEAD;
            tg_life lo = ls == TG_LIFE_ALIVE ? TG_LIFE_DEAD : TG_LIFE_ALIVE;
            changed += m->life[s] != ls || m->life[other] != lo;
            tg_status__set_chain(b, m, s, ls, TG_WHY_RACE, 90);
            tg_status__set_chain(b, m, other, lo, TG_WHY_RACE, 90);
        }
    return changed;
}
