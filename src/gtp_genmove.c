/*
 * gtp_genmove.c — the move generator behind `genmove`: cheap, legal, sane.
 *
 * The policy, in order: capture (the largest capture first); save an own
 * chain in atari by extending it to two liberties or more; otherwise any
 * legal play that is not a single-point eye of the mover, not self-atari,
 * not a suicide and not inside a region bordered only by the mover's own
 * stones and small enough to be settled; ties are broken by the caller-seeded generator. It passes when
 * nothing is left, and (outside cleanup) when the opponent has just passed
 * and the mover is ahead by the rules' own count.
 *
 * Cleanup (kgs-genmove_cleanup) follows the estimate: it captures the
 * opponent's chains the estimate calls dead (a capture first, else a play
 * on one of their liberties that is not self-atari), then fills dame
 * (empty points touching live stones of both colours), then passes. It
 * never plays into the opponent's area otherwise, so the game ends.
 *
 * Invariant: the result is always legal for the game as it stands (checked
 * with tg_game_check), or TG_PASS.
 *
 * Not here: reading, search, strength; status estimation (dead stones come
 * from tg_gtp_dead_stones).
 */
#include <string.h>

#include "gtp_internal.h"
#include "tengen/status.h"

static uint64_t next_random(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Labels the empty regions: region[p] = index, and for each region the
 * colours that border it (bit 1 black, bit 2 white). Returns the count. */
static int label_regions(const tg_board *b, int *region, unsigned char *borders, int *sizes) {
    static const int dirs_n = 4;
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    int count = 0;
    tg_point stack[TG_MAX_POINTS];
    for (int i = 0; i < TG_MAX_POINTS; i++) region[i] = -1;
    for (int i = 0; i < b->empty_count; i++) {
        tg_point start = b->empty[i];
        if (region[start] >= 0) continue;
        int n = 0, size = 0;
        unsigned char bits = 0;
        stack[n++] = start;
        region[start] = count;
        while (n > 0) {
            tg_point p = stack[--n];
            size++;
            for (int k = 0; k < dirs_n; k++) {
                tg_point q = (tg_point)(p + d[k]);
                tg_color c = tg_board_at(b, q);
                if (c == TG_EMPTY && region[q] < 0) {
                    region[q] = count;
                    stack[n++] = q;
                } else if (c == TG_BLACK || c == TG_WHITE) {
                    bits |= (unsigned char)(1u << (c - 1));
                }
            }
        }
        sizes[count] = size;
        borders[count++] = bits;
    }
    return count;
}

static bool on_first_line(const tg_board *b, tg_point p) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p);
    return x == 0 || y == 0 || x == b->width - 1 || y == b->height - 1;
}

/* Whether c is ahead in the game's own count, with the given dead stones. */
static bool ahead(const tg_game *g, tg_color c, const tg_point *dead, int n) {
    static const tg_score zero;
    tg_score sc = zero;
    if (tg_game_score(g, dead, n, &sc) != TG_OK) return false;
    return c == TG_BLACK ? sc.margin2 > 0 : sc.margin2 < 0;
}

/* The cleanup move of c: see the file comment. */
static tg_point cleanup_move(const tg_game *g, tg_color c, uint64_t *rng, const tg_life_map *life) {
    const tg_board *b = tg_game_board(g);
    tg_color o = tg_opponent(c);
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    tg_point best[TG_MAX_POINTS];
    int nbest = 0, best_prio = 0;
    tg_board after;
    for (int i = 0; i < b->empty_count; i++) {
        tg_point p = b->empty[i];
        if (tg_game_check(g, c, p).legality != TG_LEGAL || tg_board_is_eye(b, p, c)) continue;
        tg_play_effect eff = tg_board_predict(b, p, c);
        if (eff.self_captured > 0) continue;
        bool attacks = false, touches[3] = {false, false, false};
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + d[k]);
            tg_color qc = tg_board_at(b, q);
            if (qc != TG_BLACK && qc != TG_WHITE) continue;
            bool dead = life && life->life[q] == TG_LIFE_DEAD;
            if (qc == o && dead) attacks = true;
            if (!dead) touches[qc] = true;
        }
        after = *b;
        tg_board_play(&after, p, c);
        int libs = tg_board_libs(&after, p);
        int prio = 0;
        if (attacks && eff.captured > 0) prio = 4;
        else if (attacks && libs >= 2) prio = 3;
        else if (touches[c] && touches[o] && libs >= 2 && eff.captured == 0) prio = 1;
        if (prio == 0) continue;
        if (prio > best_prio) best_prio = prio, nbest = 0;
        if (prio == best_prio) best[nbest++] = p;
    }
    if (nbest == 0) return TG_PASS;
    uint64_t r = next_random(rng);
    return best[(r >> 33) % (uint64_t)nbest];
}

tg_point gtp_genmove(const tg_game *g, tg_color c, uint64_t *rng, bool cleanup, const tg_life_map *life,
                     const tg_point *dead, int ndead) {
    const tg_board *b = tg_game_board(g);
    int n = tg_game_move_count(g);
    if (cleanup) return cleanup_move(g, c, rng, life);
    if (n > 0) {
        tg_move last = tg_game_move(g, n);
        if (last.color == tg_opponent(c) && last.point == TG_PASS && ahead(g, c, dead, ndead)) return TG_PASS;
    }
    int region[TG_MAX_POINTS];
    unsigned char borders[TG_MAX_POINTS];
    int sizes[TG_MAX_POINTS];
    label_regions(b, region, borders, sizes);
    /* A region bordered only by the mover counts as settled territory while
     * it is small enough that the opponent cannot live in it. */
    int settled = tg_board_points(b) / 8;
    if (settled < 4) settled = 4;
    unsigned own = 1u << (c - 1);
    bool opening = b->stones[TG_BLACK] + b->stones[TG_WHITE] < tg_board_points(b) / 6;

    tg_point best[TG_MAX_POINTS];
    int nbest = 0, best_prio = -1;
    tg_board after;
    for (int i = 0; i < b->empty_count; i++) {
        tg_point p = b->empty[i];
        if (tg_game_check(g, c, p).legality != TG_LEGAL) continue;
        if (tg_board_is_eye(b, p, c)) continue;
        tg_play_effect eff = tg_board_predict(b, p, c);
        if (eff.self_captured > 0) continue;
        if (eff.captured == 0 && borders[region[p]] == own && sizes[region[p]] <= settled) continue;
        after = *b;
        tg_board_play(&after, p, c);
        int libs = tg_board_libs(&after, p);
        if (eff.captured == 0 && libs < 2) continue; /* self-atari */
        int prio = 1;
        if (eff.captured > 0) {
            prio = 3 + eff.captured;
        } else {
            /* Saves an own chain in atari next to p? */
            int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + d[k]);
                if (tg_board_at(b, q) == c && tg_board_libs(b, q) == 1 && libs >= 2) prio = 2;
            }
            if (prio == 1 && opening && on_first_line(b, p) && b->width > 5 && b->height > 5)
                prio = 0;
        }
        if (prio > best_prio) {
            best_prio = prio;
            nbest = 0;
        }
        if (prio == best_prio) best[nbest++] = p;
    }
    if (nbest == 0) return TG_PASS;
    uint64_t r = next_random(rng);
    return best[(r >> 33) % (uint64_t)nbest];
}

void gtp_ownership(const tg_game *g, const tg_point *dead, int n, signed char *owner) {
    const tg_board *b = tg_game_board(g);
    tg_rules r = *tg_game_rules(g);
    r.scoring = TG_SCORING_AREA;
    r.seki = TG_SEKI_COUNTED;
    r.tax = TG_TAX_NONE;
    tg_score_context ctx;
    memset(&ctx, 0, sizeof ctx);
    static const tg_score zero;
    tg_score sc = zero;
    memset(owner, 0, TG_MAX_POINTS);
    if (tg_score_position(b, &r, &ctx, dead, n, &sc) != TG_OK) return;
    for (tg_point p = 1; p < TG_MAX_POINTS; p++) {
        if (!tg_on_board(b, p)) continue;
        owner[p] = sc.points[p].owner == TG_BLACK ? 1 : sc.points[p].owner == TG_WHITE ? -1 : 0;
    }
}
