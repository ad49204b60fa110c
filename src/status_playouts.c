/*
 * status_playouts.c — step 2 of tg_life_estimate (status_estimate.c): the
 * light playouts whose ownership the estimate starts from.
 *
 * A playout plays a game out from the final position, the player to move
 * first: the tactical reply to the last move if there is one (capture a
 * chain next to it in atari, or save an own chain there by extending to
 * two liberties or more), else a random legal play that neither fills the
 * mover's own one-point eye nor puts a chain of three stones or more into
 * atari, drawn uniformly (pick.h). So a seki, whose shared liberties are
 * exactly such plays, survives the playouts. Two passes or three moves
 * per point end it; a point belongs to the colour of its stone, or of the
 * only colour around it.
 *
 * Invariant: a function of the board (its colours, ko point and list of
 * empty points, which the caller makes canonical), the player to move,
 * the seed and the number of games; the board given is only read (each
 * game plays on a copy); no allocation, no global state.
 */
#include "tengen/status.h"

#include "board_internal.h"
#include "pick.h"
#include "score_internal.h"
#include "search_internal.h"
#include "status_internal.h"

/* ---------------------------------------------------------------- random */

static uint64_t rng_next(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int rng_below(uint64_t *s, int n) { return (int)((rng_next(s) >> 33) % (uint64_t)n); }

/* --------------------------------------------------------------- playout */

/* Whether c may play p in a playout: legal, not c's own one-point eye,
 * not a self-atari of three stones or more (search_policy.c's test; the
 * basic ko rule is the legality's). */
static TG_INLINE bool playout_move_ok(const tg_board *b, tg_point p, tg_color c) { return sp_random_ok(b, p, c, 3); }

/* The tactical reply to the last move: capture a chain next to it that
 * is in atari, or save an own chain next to it from atari by extending
 * (when that gives it two liberties or more). TG_PASS if none. */
static tg_point atari_reply(const tg_board *b, tg_point last, tg_color c, uint64_t *rng) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    if (last == TG_PASS) return TG_PASS;
    tg_point cand[8];
    int n = 0;
    for (int k = 0; k < 5; k++) {
        tg_point q = k < 4 ? (tg_point)(last + off[k]) : last;
        uint8_t qc = b->color[q];
        if ((qc != TG_BLACK && qc != TG_WHITE) || b->libs[b->chain[q]] != 1) continue;
        tg_point lib = tg_score__chain_liberty(b, q);
        if (lib == TG_PASS || !playout_move_ok(b, lib, c)) continue;
        /* Extending saves the chain only with two liberties after: read
         * without a copy of the board where the play takes nothing
         * (sp_self_atari), played out on one where it does (the stones
         * taken may give it one liberty only: a snapback). */
        if (qc == c) {
            int size;
            if (tg_board__captures_at(b, lib, c)) {
                tg_board tmp = *b;
                tg_board_play(&tmp, lib, c);
                if (tg_board_libs(&tmp, lib) < 2) continue;
            } else if (sp_self_atari(b, lib, c, &size)) {
                continue;
            }
        }
        if (n < 8) cand[n++] = lib;
    }
    return n ? cand[rng_below(rng, n)] : TG_PASS;
}

/* (status_internal.h) Uniform over the plays playout_move_ok allows
 * (pick.h says why uniform). */
tg_point tg_status__random_play(const tg_board *b, tg_color c, uint64_t *rng) {
    return tg_pick_empty(b, c, playout_move_ok, rng_below, rng);
}

/* Plays one game out on b and adds its ownership into own[] (+1 black,
 * -1 white). */
static void playout(tg_board *b, tg_color c, uint64_t *rng, int max_moves, int32_t *own) {
    int passes = 0;
    tg_point last = TG_PASS;
    for (int m = 0; m < max_moves && passes < 2; m++) {
        tg_point chosen = atari_reply(b, last, c, rng);
        if (chosen == TG_PASS) chosen = tg_status__random_play(b, c, rng);
        if (chosen == TG_PASS) {
            tg_board_pass(b);
            passes++;
        } else {
            tg_board_play(b, chosen, c);
            passes = 0;
        }
        last = chosen;
        c = tg_opponent(c);
    }
    const int off[4] = {-b->stride, -1, 1, b->stride};
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t col = b->color[p];
            if (col == TG_EMPTY) {
                uint8_t seen = 0;
                for (int k = 0; k < 4; k++) {
                    uint8_t q = b->color[p + off[k]];
                    if (q == TG_BLACK || q == TG_WHITE) seen |= q;
                }
                col = seen == TG_BLACK || seen == TG_WHITE ? seen : TG_EMPTY;
            }
            if (col == TG_BLACK) own[p]++;
            else if (col == TG_WHITE) own[p]--;
        }
}

/* (status_internal.h) */
void tg_status__play_out(const tg_board *b, tg_color to_move, uint64_t seed, int n, int32_t *own) {
    uint64_t rng = seed ^ 0x2545F4914F6CDD1Dull;
    const int npts = tg_board_points(b);
    for (int i = 0; i < n; i++) {
        tg_board w = *b;
        playout(&w, to_move, &rng, 3 * npts, own);
    }
}
