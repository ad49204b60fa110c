/*
 * playout_history.c — positional superko for playouts: starting a history,
 * and the rare path where a play's hash was seen before (confirmation by
 * replay, and the move chosen again). The common path, one probe of the
 * hash table per move, is in playout.c's run loop.
 *
 * Cost model: a real repetition or a hash collision happens a few times in
 * ten thousand moves on 19x19 (B2 prints the counts), so this file favours
 * being obviously right over being fast: positions are rebuilt by replaying
 * the moves from the start.
 */
#include <string.h>

#include "playout_internal.h"
#include "zobrist.h"

#define SLOTS (1u << TG_PLAYOUT_HISTORY_BITS)

void tg_playout_rehash_(tg_playout *pl) {
    uint64_t x = 0;
    const int extent = (pl->height + 2) * pl->stride + 1;
    for (int p = 0; p < extent; p++)
        if (pl->color[p] == TG_BLACK || pl->color[p] == TG_WHITE) x ^= tg_zobrist_keys[pl->color[p]][p];
    pl->hash = x;
    pl->hash_stale = 0;
}

static void record(tg_playout_history *h, uint64_t x, int m) {
    uint32_t k = (uint32_t)(x >> (64 - TG_PLAYOUT_HISTORY_BITS));
    while (h->tag[k] >> 12 == h->gen) k = (k + 1) & (SLOTS - 1);
    h->key[k] = x;
    h->tag[k] = h->gen << 12 | (uint32_t)m;
}

void tg_playout_history_start(tg_playout_history *h, tg_playout *pl) {
    if (pl->hash_stale) tg_playout_rehash_(pl);
    if (h->gen == 0 || ++h->gen == 1u << 20) { /* first use, or the tags wrap: clear them */
        memset(h->tag, 0, sizeof h->tag);
        h->gen = 1;
    }
    tg_playout_copy(&h->start, pl);
    h->nmoves = 0;
    record(h, pl->hash, 0);
}

/* The position after the first m moves of h. */
static void position_after(const tg_playout_history *h, int m, tg_playout *out) {
    tg_playout_copy(out, &h->start);
    for (int i = 0; i < m; i++) {
        if (h->moves[i].point == TG_PASS) tg_playout_pass(out);
        else tg_playout_play(out, h->moves[i].point, h->moves[i].color);
    }
}

/* Whether pos (the position after move `upto`, not yet recorded) stood
 * after an earlier move of h: a hash hit confirmed by the stones. */
static bool repeats(tg_playout_history *h, const tg_playout *pos) {
    for (uint32_t k = (uint32_t)(pos->hash >> (64 - TG_PLAYOUT_HISTORY_BITS)); h->tag[k] >> 12 == h->gen;
         k = (k + 1) & (SLOTS - 1)) {
        if (h->key[k] != pos->hash) continue;
        h->hits++;
        tg_playout old = h->start; /* the same size: position_after copies the extent only */
        position_after(h, (int)(h->tag[k] & 4095u), &old);
        if (memcmp(old.color, pos->color, sizeof old.color) == 0) {
            h->repeats++;
            return true;
        }
    }
    return false;
}

tg_point tg_playout_superko_redo_(tg_playout *b, tg_playout_history *h, tg_color c, uint32_t r,
                                  tg_point p) {
    const int m = h->nmoves;
    if (!repeats(h, b)) { /* a collision: the play stands */
        record(h, b->hash, m + 1);
        return p;
    }
    position_after(h, m, b);
    const int n = b->empty_count;
    const int start = (int)(((uint64_t)r * (uint64_t)n) >> 32);
    for (int i = 0; i < n; i++) {
        tg_point q = b->empty[(start + i) % n];
        if (tg_playout_is_eye(b, q, c) || !tg_playout_legal(b, q, c)) continue;
        tg_playout trial = *b;
        tg_playout_play(&trial, q, c);
        if (repeats(h, &trial)) continue;
        tg_playout_play(b, q, c);
        record(h, b->hash, m + 1);
        return q;
    }
    tg_playout_pass(b);
    return TG_PASS;
}
