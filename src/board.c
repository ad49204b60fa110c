/*
 * board.c — stones, chains, exact liberties, captures and the Zobrist hash.
 *
 * The board is the hot path of every playout and every replay, so:
 * - no allocation and no flood fill per move: chains are circular lists of
 *   stones (next[]) with a head (chain[]), and the head keeps the exact
 *   liberty count, updated by local work around the played point only;
 * - every point keeps the count of its neighbours of each colour (nbr[]),
 *   so the common questions are answered from one load: "has p an empty
 *   neighbour" (then a play there is legal and not an eye), "is p
 *   surrounded by c" (an eye candidate), the liberties of a lone stone;
 * - merging visits the stones of the absorbed chains only; capturing visits
 *   the captured stones only (in one pass).
 *
 * Exactness of the liberty count rests on one idea: when a chain A joins a
 * chain B, an empty neighbour e of a stone of A is a new liberty of B exactly
 * when none of e's neighbours already belongs to B. Relabelling each stone of
 * A to B right after looking at its neighbours makes a liberty shared by two
 * stones of A count once. When e has a single neighbour of the colour (the
 * stone being looked at), it is new without looking further.
 *
 * What it does not do: decide legality beyond the bare board (superko and
 * the choice of suicide rule are the game's), or know whose turn it is.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "board_internal.h"
#include "nbr.h"
#include "tengen/tengen.h"
#include "zobrist.h"

/* ------------------------------------------------------------ helpers */


static inline void empty_add(tg_board *b, tg_point p) {
    b->chain[p] = b->empty_count;
    b->empty[b->empty_count++] = p;
}

static inline void empty_remove(tg_board *b, tg_point p) {
    uint16_t i = b->chain[p];
    tg_point last = b->empty[--b->empty_count];
    b->empty[i] = last;
    b->chain[last] = i;
}

static inline bool is_stone(uint8_t c) { return c == TG_BLACK || c == TG_WHITE; }

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

int tg_board_chain_size(const tg_board *b, tg_point p) {
    if (!is_stone(b->color[p])) return 0;
    int n = 0;
    tg_point s = p;
    do {
        n++;
        s = b->next[s];
    } while (s != p);
    return n;
}

/* The neighbour counts of p computed from color[]. */
static uint32_t nbr_scratch(const tg_board *b, tg_point p) {
    int s = b->stride;
    uint32_t v = 0;
    v += 1u << (4 * b->color[p - s]);
    v += 1u << (4 * b->color[p - 1]);
    v += 1u << (4 * b->color[p + 1]);
    v += 1u << (4 * b->color[p + s]);
    v += 1u << (16 + 4 * b->color[p - s - 1]);
    v += 1u << (16 + 4 * b->color[p - s + 1]);
    v += 1u << (16 + 4 * b->color[p + s - 1]);
    v += 1u << (16 + 4 * b->color[p + s + 1]);
    return v;
}

/* -------------------------------------------------------------- setup */

/* Every on-board point empty: colour, neighbour counts, chain (the index
 * in the empty list) and the empty list, with nbr, chain, next and libs
 * already zero over the extent. A point with nx neighbours on the board in
 * its row and ny in its column has nx + ny of its four neighbours and
 * nx * ny of its four diagonals on the board; the rows between the first
 * and the last are all alike, so the second is copied to them. */
static void empty_points(tg_board *b) {
    const int w = b->width, hgt = b->height;
    b->empty_count = 0;
    b->ko_point = TG_PASS;
    b->ko_color = TG_EMPTY;
    b->stones[0] = b->stones[1] = b->stones[2] = 0;
    b->hash = 0;
    for (int y = 0; y < hgt; y++) {
        tg_point p = tg_point_at(b, 0, y);
        if (y < 2 || y == hgt - 1) {
            const uint32_t ny = (uint32_t)(y > 0) + (uint32_t)(y < hgt - 1);
            for (int x = 0; x < w; x++) {
                const uint32_t nx = (uint32_t)(x > 0) + (uint32_t)(x < w - 1);
                const uint32_t orth = nx + ny, diag = nx * ny;
                b->nbr[p + x] = orth | (4u - orth) << 12 | diag << 16 | (4u - diag) << 28;
            }
        } else {
            memcpy(&b->nbr[p], &b->nbr[tg_point_at(b, 0, 1)], (size_t)w * sizeof b->nbr[0]);
        }
        memset(&b->color[p], TG_EMPTY, (size_t)w);
        uint16_t *chain = &b->chain[p], *empty = &b->empty[y * w];
        for (int x = 0; x < w; x++) {
            chain[x] = (uint16_t)(y * w + x);
            empty[x] = (uint16_t)(p + x);
        }
    }
    b->empty_count = (uint16_t)(w * hgt);
}

/* Zeros, the edge colour, then the points (what the from-scratch
 * construction point by point gave: tests/test_board.c checks it with
 * tg_board_check). */
tg_status tg_board_init(tg_board *b, int width, int height) {
    if (width < 1 || width > TG_MAX_SIDE || height < 1 || height > TG_MAX_SIDE)
        return TG_ERR_ARG;
    memset(b, 0, sizeof *b);
    b->width = (uint8_t)width;
    b->height = (uint8_t)height;
    b->stride = (uint16_t)(width + 1);
    memset(b->color, TG_EDGE, sizeof b->color);
    empty_points(b);
    return TG_OK;
}

/* Every on-board point empty again, the arrays over the extent as
 * tg_board_init leaves them. */
void tg_board_clear(tg_board *b) {
    const size_t n = (size_t)tg_board_extent(b);
    memset(b->nbr, 0, n * sizeof b->nbr[0]);
    memset(b->chain, 0, n * sizeof b->chain[0]);
    memset(b->next, 0, n * sizeof b->next[0]);
    memset(b->libs, 0, n * sizeof b->libs[0]);
    empty_points(b);
}

void tg_board_copy(tg_board *dst, const tg_board *src) {
    if (dst == src) return;
    if (dst->width != src->width || dst->height != src->height) {
        *dst = *src;
        return;
    }
    /* Beyond the extent both boards hold the same: edge colour, zeros. */
    size_t n = (size_t)tg_board_extent(src);
    memcpy(dst, src, offsetof(tg_board, color));
    memcpy(dst->color, src->color, n);
    memcpy(dst->nbr, src->nbr, n * sizeof dst->nbr[0]);
    memcpy(dst->chain, src->chain, n * sizeof dst->chain[0]);
    memcpy(dst->next, src->next, n * sizeof dst->next[0]);
    memcpy(dst->libs, src->libs, n * sizeof dst->libs[0]);
    memcpy(dst->empty, src->empty, (size_t)src->empty_count * sizeof dst->empty[0]);
}

/* ---------------------------------------------------------- legality */

bool tg_board_legal(const tg_board *b, tg_point p, tg_color c) {
    if (!tg_on_board(b, p) || b->color[p] != TG_EMPTY || !is_stone((uint8_t)c)) return false;
    return tg_board__legal_at(b, p, c);
}

bool tg_board_is_eye(const tg_board *b, tg_point p, tg_color c) {
    if (!is_stone((uint8_t)c)) return false;
    return tg_board__eye_at(b, p, c);
}

/* ------------------------------------------------------------- predict */

tg_play_effect tg_board_predict(const tg_board *b, tg_point p, tg_color c) {
    tg_play_effect e = {0, 0};
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point seen[4];
    int nseen = 0, own = 1;
    bool breathes = (b->nbr[p] & 15u) != 0;
    for (int i = 0; i < 4; i++) {
        tg_point n = (tg_point)(p + off[i]);
        uint8_t col = b->color[n];
        if (!is_stone(col)) continue;
        tg_point h = b->chain[n];
        bool dup = false;
        for (int k = 0; k < nseen; k++) dup |= seen[k] == h;
        if (dup) continue;
        seen[nseen++] = h;
        if (col != c) {
            if (b->libs[h] == 1) e.captured += tg_board_chain_size(b, h);
        } else if (b->libs[h] > 1) {
            breathes = true;
        } else {
            own += tg_board_chain_size(b, h);
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
    uint64_t h = b->hash ^ tg_zobrist_keys[c][p];
    const unsigned v = b->nbr[p];
    const uint8_t opp = (uint8_t)(3 - c);
    /* An empty neighbour and no opponent neighbour: nothing is removed. */
    if ((v & 15u) && !((v >> (4 * opp)) & 15u)) return h;
    const tg_point nb[4] = {(tg_point)(p - b->stride), (tg_point)(p - 1), (tg_point)(p + 1),
                            (tg_point)(p + b->stride)};
    tg_point seen[4];
    int nseen = 0;
    /* The opponent chains in atari go. */
    for (int i = 0; i < 4; i++) {
        tg_point ch = b->chain[nb[i]];
        if (b->color[nb[i]] != opp || b->libs[ch] != 1) continue;
        bool dup = false;
        for (int k = 0; k < nseen; k++) dup |= seen[k] == ch;
        if (dup) continue;
        seen[nseen++] = ch;
        h ^= chain_hash(b, ch);
    }
    if (nseen || (v & 15u)) return h;
    /* No capture and no empty neighbour: self-capture unless an own
     * neighbouring chain keeps a liberty; then the new stone and the own
     * chains (all in atari) go. */
    for (int i = 0; i < 4; i++)
        if (b->color[nb[i]] == c && b->libs[b->chain[nb[i]]] > 1) return h;
    h ^= tg_zobrist_keys[c][p];
    for (int i = 0; i < 4; i++) {
        tg_point ch = b->chain[nb[i]];
        if (b->color[nb[i]] != c) continue;
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
 * points as liberties. Returns the number of stones removed. One pass: when
 * stone s goes, its neighbours of the other colour gain s (once per chain);
 * its neighbours of its own colour are stones of the same chain, ignored.
 * A stone with a single neighbour of the other colour needs no duplicate
 * check. */
static int remove_chain(tg_board *b, tg_point h) {
    const int st = b->stride;
    const uint8_t col = b->color[h];
    const uint8_t other = (uint8_t)(3 - col);
    const uint64_t *keys = tg_zobrist_keys[col];
    const uint16_t d = TG_NBR_DELTA(col);
    const unsigned shift = 4u * other;
    uint64_t x = 0;
    int n = 0;
    tg_point s = h;
    do {
        tg_point nx = b->next[s];
        b->color[s] = TG_EMPTY;
        x ^= keys[s];
        empty_add(b, s);
        TG_NBR_CHANGE(b, s, b->stride, 0u - d);
        n++;
        unsigned k = (b->nbr[s] >> shift) & 15u;
        if (k) {
            tg_point q0 = (tg_point)(s - st), q1 = (tg_point)(s - 1), q2 = (tg_point)(s + 1),
                     q3 = (tg_point)(s + st);
            if (k == 1) {
                tg_point q = b->color[q0] == other ? q0 : b->color[q1] == other ? q1
                           : b->color[q2] == other ? q2 : q3;
                b->libs[b->chain[q]]++;
            } else {
                tg_point seen[4];
                int nseen = 0;
                const tg_point qs[4] = {q0, q1, q2, q3};
                for (int i = 0; i < 4; i++) {
                    tg_point q = qs[i];
                    if (b->color[q] != other) continue;
                    tg_point ch = b->chain[q];
                    bool dup = false;
                    for (int j = 0; j < nseen; j++) dup |= seen[j] == ch;
                    if (dup) continue;
                    seen[nseen++] = ch;
                    b->libs[ch]++;
                }
            }
        }
        s = nx;
    } while (s != h);
    b->hash ^= x;
    b->stones[col] = (uint16_t)(b->stones[col] - n);
    return n;
}

/* Whether the empty point q touches a stone of colour c labelled h. Stones
 * not yet labelled h do not count. (chain[] of an empty point is an index,
 * which may equal h: hence the colour test.) */
static TG_INLINE bool touches_chain(const tg_board *b, tg_point q, tg_point h, uint8_t c) {
    int s = b->stride;
    return (b->chain[q - s] == h && b->color[q - s] == c) ||
           (b->chain[q - 1] == h && b->color[q - 1] == c) ||
           (b->chain[q + 1] == h && b->color[q + 1] == c) ||
           (b->chain[q + s] == h && b->color[q + s] == c);
}

/* Whether the empty neighbour q of a stone of colour c (shift = 4c) that
 * joins the chain base is a new liberty of base: it is when that stone is
 * its only neighbour of colour c, or when no neighbour is labelled base. */
static TG_INLINE unsigned new_lib(const tg_board *b, tg_point q, tg_point base, uint8_t c) {
    if (b->color[q] != TG_EMPTY) return 0;
    if (((b->nbr[q] >> (4 * c)) & 15u) == 1) return 1;
    return !touches_chain(b, q, base, c);
}

/* The liberties the stone s (not labelled base yet) brings to base. */
static TG_INLINE unsigned new_libs(const tg_board *b, tg_point s, tg_point base, uint8_t c) {
    if (!(b->nbr[s] & 15u)) return 0;
    const int st = b->stride;
    return new_lib(b, (tg_point)(s - st), base, c) + new_lib(b, (tg_point)(s - 1), base, c) +
           new_lib(b, (tg_point)(s + 1), base, c) + new_lib(b, (tg_point)(s + st), base, c);
}

/* Joins the chain with head h (not base) into base, stone by stone:
 * relabelling each stone right after counting its new liberties makes a
 * liberty shared by two stones of h count once. */
static TG_NOINLINE void absorb(tg_board *b, tg_point base, tg_point h, uint8_t c) {
    tg_point s = h;
    unsigned gained = 0;
    do {
        gained += new_libs(b, s, base, c);
        b->chain[s] = base;
        s = b->next[s];
    } while (s != h);
    b->libs[base] = (uint16_t)(b->libs[base] + gained);
    splice(b, base, h);
}

/* The first of the four neighbours q[] with colour k (one exists). */
static TG_INLINE tg_point first_of(const tg_board *b, const tg_point q[4], uint8_t k) {
    return b->color[q[0]] == k ? q[0] : b->color[q[1]] == k ? q[1]
         : b->color[q[2]] == k ? q[2] : q[3];
}

/* Plays c at the empty point p whose neighbour counts (before the play) are
 * v. Always inlined where c is a constant. The work follows the counts: no
 * stone around is the common cheap case; a single neighbour of a colour
 * needs no duplicate check; duplicate checks among chains happen only when
 * two neighbours have the same colour. Exactness of the liberty counts:
 * see new_lib and absorb. */
static TG_INLINE tg_play_effect play_c(tg_board *b, tg_point p, const tg_color c, const unsigned v) {
    const uint8_t opp = (uint8_t)(3 - c);
    const unsigned ne = v & 15u;
    const unsigned nown = (v >> (4 * c)) & 15u;
    const unsigned nopp = (v >> (4 * opp)) & 15u;
    tg_play_effect e = {0, 0};
    b->ko_point = TG_PASS;
    b->color[p] = (uint8_t)c;
    empty_remove(b, p);
    b->hash ^= tg_zobrist_keys[c][p];
    b->stones[c]++;
    TG_NBR_CHANGE(b, p, b->stride, TG_NBR_DELTA(c));
    b->next[p] = p;

    if (!(nown | nopp)) {
        /* No stone around: a new chain whose liberties are the empty
         * neighbours. (With no neighbour at all, on 1x1, it self-captures.) */
        b->chain[p] = p;
        b->libs[p] = (uint16_t)ne;
        if (!ne) e.self_captured = remove_chain(b, p);
        return e;
    }
    const int st = b->stride;
    const tg_point q[4] = {(tg_point)(p - st), (tg_point)(p - 1), (tg_point)(p + 1),
                           (tg_point)(p + st)};

    /* Opponent chains lose the liberty p, once per chain; those left with
     * none are captured below, after p has joined its own chains (so the
     * freed points go to the right chain). */
    tg_point dead[4];
    int ndead = 0;
    if (nopp == 1) {
        tg_point h = b->chain[first_of(b, q, opp)];
        if (--b->libs[h] == 0) dead[ndead++] = h;
    } else if (nopp) {
        tg_point seen[4];
        int nseen = 0;
        for (int i = 0; i < 4; i++) {
            if (b->color[q[i]] != opp) continue;
            tg_point h = b->chain[q[i]];
            bool dup = false;
            for (int k = 0; k < nseen; k++) dup |= seen[k] == h;
            if (dup) continue;
            seen[nseen++] = h;
            if (--b->libs[h] == 0) dead[ndead++] = h;
        }
    }

    tg_point mine;
    if (!nown) {
        b->chain[p] = p;
        b->libs[p] = (uint16_t)ne;
        mine = p;
    } else if (nown == 1) {
        /* p extends one chain: p's empty neighbours are new liberties unless
         * they touch it already; p itself is no longer one. */
        tg_point base = b->chain[first_of(b, q, (uint8_t)c)];
        b->chain[p] = p;
        unsigned gained = 0;
        if (ne)
            gained = new_lib(b, q[0], base, (uint8_t)c) + new_lib(b, q[1], base, (uint8_t)c) +
                     new_lib(b, q[2], base, (uint8_t)c) + new_lib(b, q[3], base, (uint8_t)c);
        b->libs[base] = (uint16_t)(b->libs[base] - 1 + gained);
        b->chain[p] = base;
        splice(b, base, p);
        mine = base;
    } else {
        /* The own chains around p, each losing the liberty p; p joins the
         * one with most liberties (the first on a tie), the others join it
         * stone by stone. */
        tg_point own[4];
        int nh = 0;
        for (int i = 0; i < 4; i++) {
            if (b->color[q[i]] != c) continue;
            tg_point h = b->chain[q[i]];
            bool dup = false;
            for (int k = 0; k < nh; k++) dup |= own[k] == h;
            if (dup) continue;
            own[nh++] = h;
            b->libs[h]--;
        }
        tg_point base = own[0];
        for (int k = 1; k < nh; k++)
            if (b->libs[own[k]] > b->libs[base]) base = own[k];
        b->chain[p] = p;
        b->libs[base] = (uint16_t)(b->libs[base] + new_libs(b, p, base, (uint8_t)c));
        b->chain[p] = base;
        splice(b, base, p);
        for (int k = 0; k < nh; k++)
            if (own[k] != base) absorb(b, base, own[k], (uint8_t)c);
        mine = base;
    }

    /* Step 2: capture opponent chains left without liberties. */
    if (ndead) {
        for (int k = 0; k < ndead; k++) e.captured += remove_chain(b, dead[k]);
        /* The basic ko: a single stone that captured a single stone and has
         * that point as its only liberty may be recaptured there at once. */
        if (e.captured == 1 && !nown && !ne) {
            b->ko_point = dead[0];
            b->ko_color = opp;
        }
        return e;
    }

    /* Step 3: self-capture, which a capture always prevents. */
    if (b->libs[mine] == 0) e.self_captured = remove_chain(b, mine);
    return e;
}

TG_NOINLINE tg_play_effect tg_board__play_black(tg_board *b, tg_point p, unsigned v) {
    return play_c(b, p, TG_BLACK, v);
}
TG_NOINLINE tg_play_effect tg_board__play_white(tg_board *b, tg_point p, unsigned v) {
    return play_c(b, p, TG_WHITE, v);
}

tg_play_effect tg_board_play(tg_board *b, tg_point p, tg_color c) {
    return c == TG_BLACK ? tg_board__play_black(b, p, b->nbr[p]) : tg_board__play_white(b, p, b->nbr[p]);
}

void tg_board_pass(tg_board *b) { b->ko_point = TG_PASS; }

bool tg_board_try_play(tg_board *b, tg_point p, tg_color c) {
    if (!tg_board_legal(b, p, c)) return false;
    tg_board_play(b, p, c);
    return true;
}

/* Whether a playout may play c at the empty point p that has no empty
 * neighbour (v = nbr[p]): not c's eye, not the ko retake, and it captures
 * or joins a chain with another liberty. An edge neighbour has chain 0 and
 * libs[0] == 0, so it counts as neither: when all the stones around are of
 * one colour, no colour needs to be read. */
static TG_INLINE bool crowded_ok(const tg_board *b, tg_point p, const tg_color c, unsigned v) {
    const unsigned edge = (v >> 12) & 15u;
    const unsigned nown = (v >> (4 * c)) & 15u;
    const int st = b->stride;
    const uint16_t *libs = b->libs, *chain = b->chain;
#define L(q) libs[chain[q]]
    if (nown + edge == 4) {
        /* c's eye, or a false eye: legal if an own chain keeps a liberty.
         * (Never the ko point: a stone of the other colour touches that.) */
        if (tg_board__eye_at(b, p, c)) return false;
        return L(p - st) > 1 || L(p - 1) > 1 || L(p + 1) > 1 || L(p + st) > 1;
    }
    if (p == b->ko_point && c == b->ko_color) return false;
    if (nown == 0) /* the opponent's stones only: legal if one is in atari */
        return L(p - st) == 1 || L(p - 1) == 1 || L(p + 1) == 1 || L(p + st) == 1;
    const uint8_t *col = b->color;
    return (col[p - st] == c ? L(p - st) > 1 : L(p - st) == 1) ||
           (col[p - 1] == c ? L(p - 1) > 1 : L(p - 1) == 1) ||
           (col[p + 1] == c ? L(p + 1) > 1 : L(p + 1) == 1) ||
           (col[p + st] == c ? L(p + st) > 1 : L(p + st) == 1);
#undef L
}

static TG_INLINE tg_point playout_c(tg_board *b, const tg_color c, uint32_t r) {
    const int n = b->empty_count;
    const int start = (int)(((uint64_t)r * (uint64_t)n) >> 32);
    /* Two straight runs instead of a wrapping index. A point with an empty
     * neighbour is legal and not an eye: the common case is one load. */
    for (int i = start; i < n; i++) {
        tg_point p = b->empty[i];
        unsigned v = b->nbr[p];
        if ((v & 15u) || crowded_ok(b, p, c, v)) {
            play_c(b, p, c, v);
            return p;
        }
    }
    for (int i = 0; i < start; i++) {
        tg_point p = b->empty[i];
        unsigned v = b->nbr[p];
        if ((v & 15u) || crowded_ok(b, p, c, v)) {
            play_c(b, p, c, v);
            return p;
        }
    }
    b->ko_point = TG_PASS;
    return TG_PASS;
}

tg_point tg_board_playout_move(tg_board *b, tg_color c, uint32_t r) {
    /* Both colours inlined here: one call, constants everywhere. */
    if (c == TG_BLACK) return playout_c(b, TG_BLACK, r);
    return playout_c(b, TG_WHITE, r);
}

/* ------------------------------------------------------------- rebuild */

void tg_board_rebuild(tg_board *b) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint16_t stack[TG_MAX_POINTS];
    uint16_t mark[TG_MAX_POINTS]; /* liberty already counted for chain `head` */
    bool done[TG_MAX_POINTS];
    memset(mark, 0, sizeof mark);
    memset(done, 0, sizeof done);
    b->empty_count = 0;
    b->stones[0] = b->stones[1] = b->stones[2] = 0;
    b->hash = 0;
    b->ko_point = TG_PASS;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            b->nbr[p] = nbr_scratch(b, p);
            if (b->color[p] == TG_EMPTY) empty_add(b, p);
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point h = tg_point_at(b, x, y);
            uint8_t col = b->color[h];
            if (!is_stone(col) || done[h]) continue;
            /* Flood the chain from h; h is its head. */
            int sp = 0;
            stack[sp++] = h;
            done[h] = true;
            b->chain[h] = h;
            b->next[h] = h;
            b->libs[h] = 0;
            while (sp > 0) {
                tg_point s = stack[--sp];
                b->stones[col]++;
                b->hash ^= tg_zobrist_keys[col][s];
                if (s != h) splice(b, h, s);
                for (int i = 0; i < 4; i++) {
                    tg_point q = (tg_point)(s + off[i]);
                    if (b->color[q] == TG_EMPTY && mark[q] != h) {
                        mark[q] = h;
                        b->libs[h]++;
                    } else if (b->color[q] == col && !done[q]) {
                        done[q] = true;
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
        if (!tg_on_board(b, p) || b->color[p] != TG_EMPTY || b->chain[p] != i)
            FAIL("empty list entry %d (point %d) is wrong", i, p);
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->nbr[s] != ref.nbr[s])
                FAIL("neighbour counts of %d are %08x, recomputed %08x", s, b->nbr[s], ref.nbr[s]);
            if (!is_stone(b->color[s])) continue;
            tg_point h = b->chain[s];
            if (!tg_on_board(b, h) || b->color[h] != b->color[s] || b->chain[h] != h)
                FAIL("stone %d has a bad chain head %d", s, h);
            if (ref.chain[h] != ref.chain[s]) FAIL("stone %d is in the wrong chain", s);
            if (b->libs[h] != ref.libs[ref.chain[s]])
                FAIL("chain at %d has %d liberties, recomputed %d", h, b->libs[h],
                     ref.libs[ref.chain[s]]);
            if (b->libs[h] == 0) FAIL("chain at %d has no liberty", h);
            if (h == s) { /* walk the list once per chain */
                int n = 0, want = tg_board_chain_size(&ref, ref.chain[s]);
                tg_point t = h;
                do {
                    if (b->chain[t] != h) FAIL("chain list of %d reaches %d of another chain", h, t);
                    t = b->next[t];
                    if (++n > want) FAIL("chain list of %d is longer than the chain", h);
                } while (t != h);
                if (n != want) FAIL("chain list of %d has %d stones, recomputed %d", h, n, want);
            }
        }
    /* Off the board chain[] is 0 and libs[0] is 0: the playout's legality
     * test reads the liberties of an edge neighbour as 0. */
    if (b->libs[0] != 0) FAIL("libs[0] is %d, not 0", b->libs[0]);
    for (int p = 0; p < tg_board_extent(b); p++)
        if (b->color[p] == TG_EDGE && b->chain[p] != 0) FAIL("off-board point %d has chain %d", p, b->chain[p]);
    for (int p = tg_board_extent(b); p < TG_MAX_POINTS; p++)
        if (b->color[p] != TG_EDGE) FAIL("point %d beyond the extent is not off the board", p);
    if (b->ko_point != TG_PASS) {
        if (!tg_on_board(b, b->ko_point) || b->color[b->ko_point] != TG_EMPTY)
            FAIL("ko point %d is not an empty point", b->ko_point);
        if (b->nbr[b->ko_point] & 15u) FAIL("ko point %d has an empty neighbour", b->ko_point);
    }
    return true;
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
