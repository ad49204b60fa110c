/*
 * board.c — stones, chains, exact liberties, captures and the Zobrist hash.
 *
 * The board is the hot path of every playout and every replay, so:
 * - no allocation and no flood fill per move: chains are circular lists of
 *   stones (next[]) with a head (chain[]), and the head keeps the exact
 *   liberty count, updated by local work around the played point only;
 * - merging visits the stones of the smaller chains only; capturing visits
 *   the captured stones only.
 *
 * Exactness of the liberty count rests on one idea: when a chain A joins a
 * chain B, an empty neighbour e of a stone of A is a new liberty of B exactly
 * when none of e's neighbours already belongs to B. Relabelling each stone of
 * A to B right after looking at its neighbours makes a liberty shared by two
 * stones of A count once.
 *
 * What it does not do: decide legality (suicide, ko and superko rules are
 * the game's), or know whose turn it is.
 */
#include <stdio.h>
#include <string.h>

#include "tengen/tengen.h"
#include "zobrist.h"

/* ------------------------------------------------------------ helpers */

static inline void empty_add(tg_board *b, tg_point p) {
    b->empty_pos[p] = b->empty_count;
    b->empty[b->empty_count++] = p;
}

static inline void empty_remove(tg_board *b, tg_point p) {
    uint16_t i = b->empty_pos[p];
    tg_point last = b->empty[--b->empty_count];
    b->empty[i] = last;
    b->empty_pos[last] = i;
}

static inline bool is_stone(uint8_t c) { return c == TG_BLACK || c == TG_WHITE; }

/* Whether point p touches a stone of the chain with head h. */
static inline bool touches_chain(const tg_board *b, tg_point p, tg_point h) {
    int s = b->stride;
    return (is_stone(b->color[p - s]) && b->chain[p - s] == h) ||
           (is_stone(b->color[p - 1]) && b->chain[p - 1] == h) ||
           (is_stone(b->color[p + 1]) && b->chain[p + 1] == h) ||
           (is_stone(b->color[p + s]) && b->chain[p + s] == h);
}

/* Joins two disjoint circular lists into one. */
static inline void splice(tg_board *b, tg_point a, tg_point c) {
    uint16_t t = b->next[a];
    b->next[a] = b->next[c];
    b->next[c] = t;
}

uint64_t tg_zobrist(tg_point p, tg_color c) {
    if (c != TG_BLACK && c != TG_WHITE) return 0;
    return tg_zobrist_keys[c][p];
}

/* -------------------------------------------------------------- setup */

tg_status tg_board_init(tg_board *b, int width, int height) {
    if (width < 1 || width > TG_MAX_SIDE || height < 1 || height > TG_MAX_SIDE)
        return TG_ERR_ARG;
    memset(b, 0, sizeof *b);
    b->width = (uint8_t)width;
    b->height = (uint8_t)height;
    b->stride = (uint16_t)(width + 1);
    memset(b->color, TG_EDGE, sizeof b->color);
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) {
            tg_point p = tg_point_at(b, x, y);
            b->color[p] = TG_EMPTY;
            empty_add(b, p);
        }
    return TG_OK;
}

/* ------------------------------------------------------------- predict */

tg_play_effect tg_board_predict(const tg_board *b, tg_point p, tg_color c) {
    tg_play_effect e = {0, 0};
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point seen[4];
    int nseen = 0, own = 1;
    bool breathes = false;
    for (int i = 0; i < 4; i++) {
        tg_point n = (tg_point)(p + off[i]);
        uint8_t col = b->color[n];
        if (col == TG_EMPTY) {
            breathes = true;
            continue;
        }
        if (!is_stone(col)) continue;
        tg_point h = b->chain[n];
        bool dup = false;
        for (int k = 0; k < nseen; k++) dup |= seen[k] == h;
        if (dup) continue;
        seen[nseen++] = h;
        if (col != c) {
            if (b->libs[h] == 1) e.captured += b->size[h];
        } else if (b->libs[h] > 1) {
            breathes = true;
        } else {
            own += b->size[h];
        }
    }
    if (e.captured == 0 && !breathes) e.self_captured = own;
    return e;
}

static uint64_t chain_hash(const tg_board *b, tg_point h) {
    uint64_t x = 0;
    const uint64_t *keys = tg_zobrist_keys[b->color[h]];
    tg_point s = h;
    do {
        x ^= keys[s];
        s = b->next[s];
    } while (s != h);
    return x;
}

uint64_t tg_board_hash_after(const tg_board *b, tg_point p, tg_color c) {
    tg_play_effect e = tg_board_predict(b, p, c);
    uint64_t h = b->hash ^ tg_zobrist_keys[c][p];
    if (e.captured == 0 && e.self_captured == 0) return h;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point seen[4];
    int nseen = 0;
    /* With a capture, the opponent chains in atari go; with self-capture,
     * the new stone and the own chains in atari go. */
    tg_color goes = e.captured ? tg_opponent(c) : c;
    if (!e.captured) h ^= tg_zobrist_keys[c][p];
    for (int i = 0; i < 4; i++) {
        tg_point n = (tg_point)(p + off[i]);
        if (b->color[n] != goes) continue;
        tg_point ch = b->chain[n];
        if (b->libs[ch] != 1) continue;
        bool dup = false;
        for (int k = 0; k < nseen; k++) dup |= seen[k] == ch;
        if (dup) continue;
        seen[nseen++] = ch;
        h ^= chain_hash(b, ch);
    }
    return h;
}

/* ---------------------------------------------------------------- play */

/* Removes the chain with head h; every chain touching it gains the freed
 * points as liberties. Returns the number of stones removed. */
static int remove_chain(tg_board *b, tg_point h) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint8_t col = b->color[h];
    const uint64_t *keys = tg_zobrist_keys[col];
    int n = b->size[h];
    tg_point s = h;
    do {
        b->color[s] = TG_EMPTY;
        b->hash ^= keys[s];
        empty_add(b, s);
        s = b->next[s];
    } while (s != h);
    b->stones[col] -= (uint16_t)n;
    /* Only the other colour can touch the removed chain (same-coloured
     * neighbours would have been part of it). */
    s = h;
    do {
        tg_point seen[4];
        int nseen = 0;
        for (int i = 0; i < 4; i++) {
            tg_point q = (tg_point)(s + off[i]);
            if (!is_stone(b->color[q])) continue;
            tg_point ch = b->chain[q];
            bool dup = false;
            for (int k = 0; k < nseen; k++) dup |= seen[k] == ch;
            if (dup) continue;
            seen[nseen++] = ch;
            b->libs[ch]++;
        }
        s = b->next[s];
    } while (s != h);
    return n;
}

tg_play_effect tg_board_play(tg_board *b, tg_point p, tg_color c) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color opp = tg_opponent(c);
    tg_play_effect e = {0, 0};
    b->ko_point = TG_PASS;

    b->color[p] = (uint8_t)c;
    empty_remove(b, p);
    b->hash ^= tg_zobrist_keys[c][p];
    b->stones[c]++;
    b->chain[p] = p;
    b->next[p] = p;
    b->size[p] = 1;
    b->libs[p] = 0;

    /* p was a liberty of every chain around it: once per chain. Also find
     * the largest own chain, which the others will join. */
    tg_point seen[4];
    int nseen = 0;
    tg_point base = TG_PASS;
    for (int i = 0; i < 4; i++) {
        tg_point n = (tg_point)(p + off[i]);
        if (!is_stone(b->color[n])) continue;
        tg_point h = b->chain[n];
        bool dup = false;
        for (int k = 0; k < nseen; k++) dup |= seen[k] == h;
        if (dup) continue;
        seen[nseen++] = h;
        b->libs[h]--;
        if (b->color[h] == c && (base == TG_PASS || b->size[h] > b->size[base])) base = h;
    }

    if (base == TG_PASS) {
        for (int i = 0; i < 4; i++) b->libs[p] += b->color[p + off[i]] == TG_EMPTY;
    } else {
        /* p joins base. */
        for (int i = 0; i < 4; i++) {
            tg_point q = (tg_point)(p + off[i]);
            if (b->color[q] == TG_EMPTY && !touches_chain(b, q, base)) b->libs[base]++;
        }
        b->chain[p] = base;
        splice(b, base, p);
        b->size[base]++;
        /* The other own chains join base, stone by stone. */
        for (int k = 0; k < nseen; k++) {
            tg_point h = seen[k];
            if (h == base || b->color[h] != c) continue;
            tg_point s = h;
            do {
                for (int i = 0; i < 4; i++) {
                    tg_point q = (tg_point)(s + off[i]);
                    if (b->color[q] == TG_EMPTY && !touches_chain(b, q, base)) b->libs[base]++;
                }
                b->chain[s] = base;
                s = b->next[s];
            } while (s != h);
            splice(b, base, h);
            b->size[base] = (uint16_t)(b->size[base] + b->size[h]);
        }
    }

    /* Step 2: capture opponent chains left without liberties. */
    tg_point last_captured = TG_PASS;
    for (int k = 0; k < nseen; k++) {
        tg_point h = seen[k];
        if (b->color[h] != opp || b->libs[h] != 0) continue;
        if (b->size[h] == 1) last_captured = h;
        e.captured += remove_chain(b, h);
    }

    /* Step 3: self-capture, which a capture always prevents. */
    tg_point mine = b->chain[p];
    if (e.captured == 0 && b->libs[mine] == 0) {
        e.self_captured = remove_chain(b, mine);
        return e;
    }

    /* The basic ko: a single stone that captured a single stone and has that
     * point as its only liberty may be recaptured there at once. */
    if (e.captured == 1 && b->size[mine] == 1 && b->libs[mine] == 1) {
        b->ko_point = last_captured;
        b->ko_color = (uint8_t)opp;
    }
    return e;
}

void tg_board_pass(tg_board *b) { b->ko_point = TG_PASS; }

/* ------------------------------------------------------------- rebuild */

void tg_board_rebuild(tg_board *b) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint16_t stack[TG_MAX_POINTS];
    uint16_t mark[TG_MAX_POINTS]; /* liberty already counted for chain `head` */
    memset(mark, 0, sizeof mark);
    b->empty_count = 0;
    b->stones[0] = b->stones[1] = b->stones[2] = 0;
    b->hash = 0;
    b->ko_point = TG_PASS;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            b->chain[p] = TG_PASS;
            if (b->color[p] == TG_EMPTY) empty_add(b, p);
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point h = tg_point_at(b, x, y);
            uint8_t col = b->color[h];
            if (!is_stone(col) || b->chain[h] != TG_PASS) continue;
            /* Flood the chain from h; h is its head. */
            int sp = 0;
            stack[sp++] = h;
            b->chain[h] = h;
            b->next[h] = h;
            b->size[h] = 0;
            b->libs[h] = 0;
            while (sp > 0) {
                tg_point s = stack[--sp];
                b->size[h]++;
                b->stones[col]++;
                b->hash ^= tg_zobrist_keys[col][s];
                if (s != h) splice(b, h, s);
                for (int i = 0; i < 4; i++) {
                    tg_point q = (tg_point)(s + off[i]);
                    if (b->color[q] == TG_EMPTY && mark[q] != h) {
                        mark[q] = h;
                        b->libs[h]++;
                    } else if (b->color[q] == col && b->chain[q] == TG_PASS) {
                        b->chain[q] = h;
                        b->next[q] = q;
                        stack[sp++] = q;
                    }
                }
            }
        }
}

tg_status tg_board_setup(tg_board *b, tg_point p, tg_color c) {
    if (!tg_on_board(b, p) || c == TG_EDGE) return TG_ERR_ARG;
    b->color[p] = (uint8_t)c;
    tg_board_rebuild(b);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point q = tg_point_at(b, x, y);
            if (is_stone(b->color[q]) && b->libs[b->chain[q]] == 0) return TG_ERR_ILLEGAL;
        }
    return TG_OK;
}

/* --------------------------------------------------------------- check */

#define FAIL(...)                                   \
    do {                                            \
        if (why && why_len) snprintf(why, why_len, __VA_ARGS__); \
        return false;                               \
    } while (0)

bool tg_board_check(const tg_board *b, char *why, size_t why_len) {
    tg_board ref = *b;
    tg_board_rebuild(&ref);
    if (ref.hash != b->hash) FAIL("hash %016llx, recomputed %016llx",
                                  (unsigned long long)b->hash, (unsigned long long)ref.hash);
    if (ref.stones[1] != b->stones[1] || ref.stones[2] != b->stones[2])
        FAIL("stone counts %d/%d, recomputed %d/%d", b->stones[1], b->stones[2],
             ref.stones[1], ref.stones[2]);
    if (ref.empty_count != b->empty_count)
        FAIL("empty count %d, recomputed %d", b->empty_count, ref.empty_count);
    for (int i = 0; i < b->empty_count; i++) {
        tg_point p = b->empty[i];
        if (!tg_on_board(b, p) || b->color[p] != TG_EMPTY || b->empty_pos[p] != i)
            FAIL("empty list entry %d (point %d) is wrong", i, p);
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!is_stone(b->color[s])) continue;
            tg_point h = b->chain[s];
            if (!tg_on_board(b, h) || b->color[h] != b->color[s] || b->chain[h] != h)
                FAIL("stone %d has a bad chain head %d", s, h);
            if (ref.chain[h] != ref.chain[s]) FAIL("stone %d is in the wrong chain", s);
            if (b->libs[h] != ref.libs[ref.chain[s]])
                FAIL("chain at %d has %d liberties, recomputed %d", h, b->libs[h],
                     ref.libs[ref.chain[s]]);
            if (b->libs[h] == 0) FAIL("chain at %d has no liberty", h);
            if (b->size[h] != ref.size[ref.chain[s]])
                FAIL("chain at %d has size %d, recomputed %d", h, b->size[h],
                     ref.size[ref.chain[s]]);
            if (h == s) { /* walk the list once per chain */
                int n = 0;
                tg_point t = h;
                do {
                    if (b->chain[t] != h) FAIL("chain list of %d reaches %d of another chain", h, t);
                    t = b->next[t];
                    if (++n > b->size[h]) FAIL("chain list of %d is longer than its size", h);
                } while (t != h);
                if (n != b->size[h]) FAIL("chain list of %d has %d stones, size %d", h, n, b->size[h]);
            }
        }
    if (b->ko_point != TG_PASS && (!tg_on_board(b, b->ko_point) || b->color[b->ko_point] != TG_EMPTY))
        FAIL("ko point %d is not an empty point", b->ko_point);
    return true;
}

/* ----------------------------------------------------------------- eyes */

bool tg_board_is_eye(const tg_board *b, tg_point p, tg_color c) {
    int s = b->stride;
    const int orth[4] = {-s, -1, 1, s};
    for (int i = 0; i < 4; i++) {
        uint8_t col = b->color[p + orth[i]];
        if (col != c && col != TG_EDGE) return false;
    }
    const int diag[4] = {-s - 1, -s + 1, s - 1, s + 1};
    int enemy = 0, edge = 0;
    for (int i = 0; i < 4; i++) {
        uint8_t col = b->color[p + diag[i]];
        enemy += col == tg_opponent(c);
        edge += col == TG_EDGE;
    }
    return enemy + (edge > 0) < 2;
}

/* --------------------------------------------------------------- packing */

size_t tg_board_packed_size(const tg_board *b) {
    return ((size_t)b->width * b->height + 3) / 4;
}

void tg_board_pack(const tg_board *b, uint8_t *out) {
    memset(out, 0, tg_board_packed_size(b));
    int i = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++, i++)
            out[i >> 2] |= (uint8_t)(b->color[tg_point_at(b, x, y)] << ((i & 3) * 2));
}

void tg_board_unpack(tg_board *b, const uint8_t *packed) {
    int i = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++, i++)
            b->color[tg_point_at(b, x, y)] = (packed[i >> 2] >> ((i & 3) * 2)) & 3;
    tg_board_rebuild(b);
}
