/*
 * status_closed_race.c — a capturing race closed in by walls is decided by
 * its count.
 *
 * Two chains of opposite colours that touch, where every other stone next
 * to either chain or to one of their liberties is a wall of the opponent's
 * colour (pass-alive by Benson, or a chain round a territory of seven
 * empty points or more: tg_status__find_walls), and no empty point lies behind
 * their liberties, are a race nothing else on the board can change:
 * neither can run, connect out or capture a third chain. The
 * counted race (tg_semeai) decides it, whatever the playouts said: the
 * winner is alive and the loser dead, and in a seki both live (reason
 * TG_WHY_RACE, certainty 90); step 4's seki test then names the seki.
 * Uniform random playouts fill their own liberties as often as the
 * opponent's: they gave a long race to the side with fewer liberties
 * (the generated shapes of bench/judgement_shapes.sh: Black with four
 * liberties against White's three, dead at certainty 76 with Black to
 * move), and killed an eyeless chain in a seki at certainty 79, too sure
 * for the seki test to put it back (seki_eyeless2_libs).
 *
 * Who moves first: a race whose count has one outcome whoever moves is
 * decided by it; one whose outcome follows the mover goes to the player
 * to move (to_move; left alone without one). That is how play would
 * resume on a dispute under the area rules (in the original order) and
 * the AGA's (the opponent of the last passer), and it is the position's
 * game value; the Japanese and Korean confirmation, in which either
 * chain's opponent moves first, would capture both, which is no verdict,
 * so the mover's is kept there too. (Eye shapes, status_eyes.c, keep the
 * owner's opponent first: an unsettled straight three left by both
 * players is counted dead.)
 *
 * Not a race: a chain with an eye space larger than one point (its shape,
 * not the count, says whether it lives: a straight four, a 5x5 board
 * split into two territories); and, for a seki or a race the mover wins,
 * a chain that touches no wall: it lies in the other's eye space (a stone
 * on the vital point of a straight three), a nakade the count cannot see.
 *
 * Invariant: reads the board and the map's pass-alive marks; changes only
 * the two chains of a closed race, never a wall; no allocation, no
 * global state.
 */
#include <string.h>

#include "tengen/status.h"
#include "score_internal.h"
#include "status_internal.h"

/* A territory of this many empty points or more, bordered by one colour's
 * stones only, makes the chains round it a wall: tg_semeai's size for a
 * safe eye space. Only empty points: the playouts' dead stones at this
 * step include the racing chains themselves, and a territory through a
 * dead racer made its opponent a wall. */
#define WALL_TERRITORY 7

/* A wall round a large territory is alive but not pass-alive (Benson
 * needs every region to be its liberties), and the races beside it are
 * the same (the generated "open" class). */
void tg_status__find_walls(const tg_board *b, const tg_life_map *m, bool *wall) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    regions rg;
    tg_score__find_regions(b, &rg);
    for (int p = 0; p < TG_MAX_POINTS; p++) wall[p] = m->pass_alive[p];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point h = tg_point_at(b, x, y);
            uint8_t c = b->color[h];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[h] != h) continue;
            bool territory = false;
            tg_point t = h;
            do {
                for (int k = 0; k < 4 && !territory; k++) {
                    int id = rg.of[t + off[k]] - 1;
                    territory = id >= 0 && rg.borders[id] == c && rg.size[id] >= WALL_TERRITORY;
                }
                t = b->next[t];
            } while (t != h && !territory);
            if (!territory) continue;
            t = h;
            do {
                wall[t] = true;
                t = b->next[t];
            } while (t != h);
        }
}

/* What stands next to the chain of s or next to one of its liberties,
 * other than the chains of s and other: *walls, whether a wall stone of
 * the opponent's colour; *strangers, whether any other stone (a stone of
 * s's colour, or an opponent stone that is no wall). */
static void around(const tg_board *b, const bool *wall, tg_point s, tg_point other, bool *walls,
                   bool *strangers) {
    tg_color o = tg_opponent((tg_color)b->color[s]);
    tg_point near[TG_MAX_POINTS];
    uint8_t how[TG_MAX_POINTS];
    int n = tg_status__chains_near(b, s, near, how);
    *walls = *strangers = false;
    for (int i = 0; i < n; i++) {
        if (near[i] == b->chain[other]) continue;
        if (b->color[near[i]] == o && wall[near[i]]) *walls = true;
        else *strangers = true;
    }
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

int tg_status__closed_races(const tg_board *b, tg_color to_move, tg_life_map *m) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool wall[TG_MAX_POINTS];
    tg_status__find_walls(b, m, wall);
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK || b->chain[s] != s || wall[s]) continue;
            tg_point other = 0;
            bool one = true;
            tg_point t = s;
            do {
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(t + off[k]);
                    if (b->color[q] != TG_WHITE || wall[q]) continue;
                    if (other && b->chain[q] != other) one = false;
                    other = b->chain[q];
                }
                t = b->next[t];
            } while (t != s);
            if (!other || !one) continue;
            /* Closed in: nothing but walls round either chain. Against the
             * walls: a chain touching none lies in the other's eye space. */
            bool walls_s, walls_o, strangers_s, strangers_o;
            around(b, wall, s, other, &walls_s, &strangers_s);
            around(b, wall, other, s, &walls_o, &strangers_o);
            if (strangers_s || strangers_o || !libs_closed(b, s, other)) continue;
            tg_race r = tg_semeai(b, s, other);
            if (!r.valid) continue;
            bool moved = r.a_first != r.b_first; /* the outcome follows the mover */
            if (moved && to_move != TG_BLACK && to_move != TG_WHITE) continue;
            tg_race_result outcome = to_move == TG_WHITE ? r.b_first : r.a_first;
            /* No eye but a one-point one: a larger eye space is read by
             * its shape (a straight four lives, and a large one is two
             * eyes), which the count's eye liberties do not know; a
             * one-point eye is one liberty the opponent fills last. */
            if (r.a.eyes > 1 || r.b.eyes > 1 || r.a.eye_libs > r.a.eyes || r.b.eye_libs > r.b.eyes ||
                r.a.safe || r.b.safe)
                continue;
            /* A seki by the count, or a race the player to move wins,
             * needs both chains against the walls: else one chain lies in
             * the other's eye space (White's stone on the vital point of
             * Black's straight three or squared four, touching nothing but
             * Black's chain), a nakade the count cannot see, since a
             * capture there leaves the capturer one eye. (The rectangular
             * six in the corner, whose A19 is neither's liberty, is no
             * closed race: libs_closed.) */
            bool seki = outcome == TG_RACE_SEKI;
            if ((seki || moved) && (!walls_s || !walls_o)) continue;
            tg_life ls = seki || outcome == TG_RACE_A_WINS ? TG_LIFE_ALIVE : TG_LIFE_DEAD;
            tg_life lo = seki || ls == TG_LIFE_DEAD ? TG_LIFE_ALIVE : TG_LIFE_DEAD;
            changed += m->life[s] != ls || m->life[other] != lo;
            tg_status__set_chain(b, m, s, ls, TG_WHY_RACE, 90);
            tg_status__set_chain(b, m, other, lo, TG_WHY_RACE, 90);
        }
    return changed;
}
