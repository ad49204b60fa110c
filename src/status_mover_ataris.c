/*
 * status_mover_ataris.c — before the end of a game, the player to move's
 * atari that wins a race: a chain of his that the estimate calls dead,
 * but not surely, lies beside a smaller opponent chain of two liberties
 * that he surely captures moving first (tg_status__capturing_atari: a
 * ladder, a throw-in, an atari no defence escapes). Tried where neither
 * a capture (status_mover_capture.c) nor an extension
 * (status_mover_extends.c) applies: the player to move has one play.
 *
 * A race of a group against a small chain short of liberties is decided
 * by who moves first; the playouts and the search, which play both
 * orders, leave the group dead as often as not. Tygem 917292336 one move
 * before its end: White, to move, plays L3, ataris Black's M3-M2 and
 * wins the race for its thirteen stones at Q6, which the search had
 * called dead at certainty 24 (GNU Go 3.8 has them alive, as recorded).
 * The estimate is then made after the atari, the opponent to move, and
 * merged by tg_status__merge_capture:
 *  - the attacked chain is dead (reason TG_WHY_CONFIRM, certainty 100:
 *    the capture is read out);
 *  - the saved chain must live after the atari at certainty MIN_CERTAINTY
 *    or more, and at least MIN_DECIDED of the fight's stones change;
 *  - the fight's other chains take the new verdict where it is as sure,
 *    and keep theirs where it is not. The extension's bar, every chain of
 *    the fight sure, is too strict here: a race leaves stones beside it
 *    that only the next plays settle (917292336's Black N1, dead at
 *    certainty 10 after L3).
 * Two bars before it, each from a loss on the held-out cut positions
 * (bench/JUDGEMENT.md "Session 53"):
 *  - the saved chain is larger than the attacked one: an atari that takes
 *    more than it saves is a capture, and captures of chains under four
 *    stones lose more positions than they gain (session 49; Tygem
 *    885826091, where Black's atari on White's R1-S2 would save one
 *    stone);
 *  - the estimate is unsure of the saved chain (certainty below
 *    MIN_CERTAINTY before the search's mover-dependent verdicts are made
 *    uncertain, which GTP's verdicts-only estimate does not compute):
 *    885658908's Black R3-S1, dead at 67, was reopened by an atari and
 *    lived wrongly.
 *
 * Invariant: reads the board and the estimate only (the capture reader
 * plays on copies); no allocation, no global state. The choice among
 * several ataris is the largest stake, ties to the first in the board's
 * order.
 */
#include "tengen/status.h"

#include "score_internal.h"
#include "status_internal.h"

/* The certainty the estimate must stay under for the saved chain to be
 * reopened, and that the saved chain must reach after the atari. */
#define MIN_CERTAINTY 50

/* The least number of the fight's stones whose verdict the atari must
 * change to be taken. */
#define MIN_DECIDED 2

/* (status_internal.h) */
tg_mover_play tg_status__mover_ataris(const tg_board *b, tg_color to_move, const tg_life_map *est,
                                      const uint8_t *sure) {
    tg_mover_play best = {.play = TG_PASS, .saved = TG_PASS, .min_flipped = MIN_DECIDED,
                          .min_certainty = MIN_CERTAINTY, .attacked = TG_PASS};
    int best_stake = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != to_move || b->chain[s] != s || est->life[s] != TG_LIFE_DEAD) continue;
            if (est->pass_alive[s] || sure[s] >= MIN_CERTAINTY) continue;
            tg_point heads[8];
            int n = tg_status__short_beside(b, s, 2, heads, 8);
            if (n < 0) n = 8;
            int size = tg_board_chain_size(b, s);
            for (int i = 0; i < n; i++) {
                int attacked = tg_board_chain_size(b, heads[i]);
                if (est->life[heads[i]] == TG_LIFE_DEAD || attacked >= size) continue;
                int stake = size + attacked;
                if (stake <= best_stake) continue;
                tg_point p = tg_status__capturing_atari(b, heads[i]);
                if (p == TG_PASS) continue;
                best.play = p, best.saved = s, best.attacked = heads[i], best_stake = stake;
            }
        }
    return best;
}
