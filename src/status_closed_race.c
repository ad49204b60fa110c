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
 * with Black to move). When the count is a seki whoever moves first, both
 * chains live (the same reason and certainty), and step 4's seki test then
 * names the seki: the playouts had killed Black's eyeless chain with two
 * shared liberties and one of its own against White's two and one, at
 * certainty 79 with Black to move, and a chain they are that sure of is
 * off the board the seki test reads (the generated seki_eyeless2_libs);
 * only where both chains have a liberty of their own outside the shared
 * ones and no empty point lies behind their liberties (else one lies in
 * the other's eye space: a nakade). A
 * race whose outcome follows the player to move, or a race where either
 * chain has an eye space (whose shape, not the count, says whether it
 * lives: a straight four, a 5x5 board split into two territories) is left
 * to the other steps.
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

/* Whether every empty point next to a liberty of the chain of s or of
 * other is itself a liberty of one of them: the race's liberties are all
 * it has, with no eye space behind them. */
static bool libs_closed(const tg_board *b, tg_point s, tg_point other) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool lib[TG_MAX_POINTS];
    memset(lib, 0, sizeof lib);
    const tg_point heads[2] = {s, other};
    for (int i = 0; i < 2; i++) {
        tg_point t = heads[i];
        do {
            for (int k = 0; k < 4; k++)
                if (b->color[t + off[k]] == TG_EMPTY) lib[t + off[k]] = true;
            t = b->next[t];
        } while (t != heads[i]);
    }
    for (int p = 0; p < TG_MAX_POINTS; p++) {
        if (!lib[p]) continue;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + off[k]);
            if (b->color[q] == TG_EMPTY && !lib[q]) return false;
        }
    }
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
            if (!r.valid || r.a_first != r.b_first) continue;
            /* Eyeless chains only: an eye space is read by its shape (a
             * straight four lives, and a large one is two eyes), which the
             * count's eye liberties do not know. */
            if (r.a.eyes || r.b.eyes || r.a.eye_libs || r.b.eye_libs || r.a.safe || r.b.safe) continue;
            /* A seki by the count needs outside liberties on both sides
             * and no empty point behind the liberties: else one chain lies
             * in the other's eye space (White's stone on the vital point
             * of Black's straight three, or of the rectangular six in the
             * corner, whose A19 is neither's liberty), a nakade the count
             * cannot see, since a capture there leaves the capturer one
             * eye. */
            bool seki = r.a_first == TG_RACE_SEKI;
            if (seki && (r.a.outside == 0 || r.b.outside == 0 || !libs_closed(b, s, other))) continue;
            tg_life ls = seki || r.a_first == TG_RACE_A_WINS ? TG_LIFE_ALIVE : TG_LIFE_DEAD;
            tg_life lo = seki || ls == TG_LIFE_DEAD ? TG_LIFE_ALIVE : TG_LIFE_DEAD;
            changed += m->life[s] != ls || m->life[other] != lo;
            tg_status__set_chain(b, m, s, ls, TG_WHY_RACE, 90);
            tg_status__set_chain(b, m, other, lo, TG_WHY_RACE, 90);
        }
    return changed;
}
