/*
 * status_mover_capture.c — before the end of a game, a mutual atari that
 * the player to move wins by a capture (tg_life_estimate's first step in
 * an unfinished position, status_estimate.c).
 *
 * A chain of the player to move in atari beside an opponent chain in
 * atari is a race of one liberty against one: whoever moves first
 * captures. At the end of a game nobody moves, and the steps judge such a
 * pair as it stands. Before the end the player to move takes, when the
 * stake is worth a move: the estimate is then made on the board after
 * that capture, the opponent to move, and the chains of the fight take
 * its verdicts (the captured chain dead, reason race), unless the chain
 * the capture was to save dies there all the same: then it was no rescue
 * but a capture inside the opponent's eye, which the opponent answers on
 * the vital point (the squared four whose three white stones Black's
 * ring takes from one liberty, bench/judgement_shapes.sh), and the
 * position's own estimate stands. Measured on Tygem
 * games cut one to twenty moves before their end (bench/judgement_cut.sh
 * and 500 more games of the same sample, bench/JUDGEMENT.md "Session
 * 42"): Black's A11 taking White's A10-C10 in 887747662, White's T13
 * taking Black's T14-T16 in 918494202, Black's R5 in 889803471, each the
 * record's last move, and nine such positions in all.
 *
 * A stake below MOVER_STAKE stones (a stone in atari against a stone or
 * two, mostly on the first line) is one that players leave open to the
 * end as often as they take it: taken on its own it lost six positions
 * for two it gained. Such a capture is taken only where it decides the
 * fight round it: where the estimate after it turns at least
 * DECIDED_STONES stones of the chains beside it between dead and not
 * dead (Tygem 886367786 one move before its end: Black's Q19 takes
 * White's R19 and White's R15-S18, which had a liberty more than Black's
 * corner, is dead; left on the board, the pair in atari is a coin the
 * estimate tosses). The fight whose verdicts are taken includes the
 * chains beside the saved chain (what it raced), for a large stake too.
 * Measured on the cut positions of the held-out blocks and the tuned
 * 300 (bench/JUDGEMENT.md "Session 48"): five positions gained, at one
 * and five moves before the end; two lost, at twenty.
 *
 * Invariant: reads the board only (copies to try the capture); no
 * allocation, no global state. The choice among several captures is the
 * largest stake, ties to the first in the board's order, so the answer
 * is a function of the board as given (the estimate gives it its
 * canonical image).
 */
#include <string.h>

#include "tengen/status.h"

#include "score_internal.h"
#include "status_internal.h"

/* The least number of stones, the captured chain's and the saved chain's
 * together, for which the player to move is taken to capture whatever
 * the capture decides. */
#define MOVER_STAKE 5

/* The least number of stones of the fight whose verdict a smaller
 * capture must change to be taken. */
#define DECIDED_STONES 5

/* (status_internal.h) */
tg_mover_play tg_status__mover_capture(const tg_board *b, tg_color to_move) {
    tg_color o = tg_opponent(to_move);
    tg_mover_play best = {.play = TG_PASS, .saved = TG_PASS, .attacked = TG_PASS};
    int best_stake = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != o || b->chain[s] != s || b->libs[s] != 1) continue;
            tg_point saved;
            if (tg_status__short_beside(b, s, 1, &saved, 1) == 0) continue; /* the first if more (-1) */
            int stake = tg_board_chain_size(b, s) + tg_board_chain_size(b, saved);
            if (stake <= best_stake) continue;
            /* The capture must be a capture that stands: legal (no ko
             * retake), no ko the opponent takes back (one stone taken by a
             * chain left in atari), and the saved chain out of reach
             * (two liberties or more, no ladder or throw-in takes it). */
            tg_point p = tg_score__chain_liberty(b, s);
            if (p == b->ko_point || !tg_board_legal(b, p, to_move)) continue;
            tg_board f = *b;
            tg_play_effect e = tg_board_play(&f, p, to_move);
            if (e.self_captured || f.color[saved] != to_move || f.libs[f.chain[saved]] < 2) continue;
            if (e.captured == 1 && f.libs[f.chain[p]] == 1) continue;
            if (tg_status__capturable(&f, saved)) continue;
            best.play = p, best.saved = saved, best_stake = stake;
        }
    best.min_flipped = best_stake >= MOVER_STAKE ? 0 : DECIDED_STONES;
    return best;
}

/* (status_internal.h) */
void tg_status__merge_capture(const tg_board *b, const tg_board *after, const tg_mover_play *m,
                              const tg_life_map *in, tg_life_map *out) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    const tg_point p = m->play, saved = m->saved;
    /* The fight: the chains beside the capturing play, beside the
     * captured stones (the saved chain among them) and beside the saved
     * chain (what it raced). */
    bool fight[TG_MAX_POINTS];
    memset(fight, 0, sizeof fight);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point q = tg_point_at(b, x, y);
            bool source = q == p || b->color[q] != after->color[q] ||
                          (b->color[q] == b->color[saved] && b->chain[q] == b->chain[saved]);
            if (!source) continue;
            for (int k = 0; k < 4; k++) {
                tg_point n = (tg_point)(q + off[k]);
                if (b->color[n] == TG_BLACK || b->color[n] == TG_WHITE) fight[b->chain[n]] = true;
            }
        }
    /* What the capture decides: the stones of the fight that stand after
     * it and change between dead and not dead; nothing where one of the
     * fight's stones is judged below min_certainty after it (after an
     * atari, m->attacked: where the saved chain is; the others below the
     * bar keep their verdicts). */
    int flipped = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point q = tg_point_at(b, x, y);
            uint8_t c = b->color[q];
            if ((c != TG_BLACK && c != TG_WHITE) || after->color[q] != c || !fight[b->chain[q]]) continue;
            if (in->certainty[q] < m->min_certainty) {
                if (m->attacked == TG_PASS || b->chain[q] == b->chain[saved]) return;
                continue;
            }
            if ((in->life[q] == TG_LIFE_DEAD) != (out->life[q] == TG_LIFE_DEAD)) flipped++;
        }
    if (flipped < m->min_flipped) return;
    tg_color taker = (tg_color)after->color[p];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point q = tg_point_at(b, x, y);
            uint8_t c = b->color[q];
            if (c != TG_BLACK && c != TG_WHITE) continue;
            if (after->color[q] != c) {
                out->life[q] = TG_LIFE_DEAD;
                out->reason[q] = TG_WHY_RACE;
                out->certainty[q] = 100;
                out->ownership[q] = (int8_t)(taker == TG_BLACK ? 100 : -100);
            } else if (m->attacked != TG_PASS && b->chain[q] == b->chain[m->attacked]) {
                out->life[q] = TG_LIFE_DEAD;
                out->reason[q] = TG_WHY_CONFIRM;
                out->certainty[q] = 100;
                out->ownership[q] = (int8_t)(taker == TG_BLACK ? 100 : -100);
            } else if (fight[b->chain[q]] && in->certainty[q] >= m->min_certainty) {
                out->life[q] = in->life[q];
                out->reason[q] = in->reason[q];
                out->certainty[q] = in->certainty[q];
                out->ownership[q] = in->ownership[q];
            }
        }
}
