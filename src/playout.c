/*
 * playout.c — the playout board: tg_board's stones, chains and neighbour
 * counts with pseudo-liberties (see playout.h for why they are enough).
 *
 * What pseudo-liberties save: no duplicate checks anywhere. A play takes one
 * pseudo-liberty from the chain of each neighbouring stone (a chain that
 * touches p twice loses two, which is right: two pairs are gone); a merge
 * adds the counts; a removed stone gives one to the chain of each
 * neighbouring stone. Chain 0 (off-board and empty points) absorbs the
 * updates aimed at no chain, so none of these needs a colour test.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "nbr.h"
#include "playout_internal.h"
#include "tengen/playout.h"
#include "zobrist.h"

/* Sanitizer and fuzzing builds (instrumented code): forced inlining of the
 * many copies of the loop makes them take minutes to compile, and they
 * are not measured. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define PL_INSTRUMENTED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define PL_INSTRUMENTED 1
#endif

#if defined(__GNUC__)
#if defined(PL_INSTRUMENTED) || !defined(__OPTIMIZE__)
#define PL_INLINE inline
#else
#define PL_INLINE inline __attribute__((always_inline))
#endif
#define PL_NOINLINE __attribute__((noinline))
#define PL_UNLIKELY(x) __builtin_expect(!!(x), 0)
/* Keeps the compiler from computing what depends on x before this point:
 * gcc otherwise hoists a play's arithmetic into the scan loop and spills it
 * for every candidate point. Emits no instruction. */
#define PL_OPAQUE(x) __asm__("" : "+r"(x))
#else
#define PL_INLINE inline
#define PL_NOINLINE
#define PL_UNLIKELY(x) (x)
#define PL_OPAQUE(x) ((void)0)
#endif


/* The chain a play joins chosen by masks (1) or branches (0): see
 * play_c_. clang 0: with masks B1 has 0.63 / 0.73 fewer mispredicted
 * branches a move on 9x9 / 19x19 but 8.5 / 8.7 more instructions, over
 * issue 15's 130 on 9x9; gcc 1 (no instruction target: -0.69 / -0.62
 * mispredicted, +15.5 / +16.4 instructions). -DPL_JOIN_BY_MASKS=0 or 1
 * chooses. */
#if !defined(PL_JOIN_BY_MASKS)
#if defined(__clang__)
#define PL_JOIN_BY_MASKS 0
#else
#define PL_JOIN_BY_MASKS 1
#endif
#endif

/* Where clang and gcc want the same code arranged differently (each choice
 * measured with both; see where they are used). Each switch can be set
 * with -D (0 or 1) to measure the other arrangement. */
#if defined(__clang__)
#define PL_CLANG 1
#else
#define PL_CLANG 0
#endif
#ifndef PL_KO_AFTER_LOOK
#define PL_KO_AFTER_LOOK PL_CLANG
#endif
#ifndef PL_ZERO_BY_BRANCHES
#define PL_ZERO_BY_BRANCHES (!PL_CLANG)
#endif
#ifndef PL_FOUR_A_TURN
#define PL_FOUR_A_TURN PL_CLANG
#endif
#ifndef PL_KO_TOKEN
#define PL_KO_TOKEN PL_CLANG
#endif
#ifndef PL_BREATHES_BY_MASKS
#define PL_BREATHES_BY_MASKS PL_CLANG
#endif
#ifndef PL_EYE_ONE_TEST
#define PL_EYE_ONE_TEST PL_CLANG
#endif
/* Whether the scan goes on to the next point, said unlikely (it is so
 * for about 4 points in 10 on 9x9) for where the compiler puts the loop's
 * blocks: clang then enters the loop at its first test instead of jumping
 * to it after the generator (B1 -2.4 / -2.3 instructions a move on 9x9 /
 * 19x19, B1s -2.8 / -2.7); gcc B1 +0.6 / +0.9 with it. */
#ifndef PL_SCAN_UNLIKELY
#define PL_SCAN_UNLIKELY PL_CLANG
#endif
#if PL_SCAN_UNLIKELY
#define PL_SCAN_ON(x) PL_UNLIKELY(x)
#else
#define PL_SCAN_ON(x) (x)
#endif

static inline bool is_stone(uint8_t c) { return c == TG_BLACK || c == TG_WHITE; }

/* plibs[0] between calls, set back after a play and when a piece of
 * tg_playout_run starts and ends: more than 4 (crowd_look's one compare)
 * and far from 0 and from wrapping, however plays and captures move it
 * before it is set back (PL_RUN_PIECE gives the bounds). */
#define PL_SCRATCH 0x4000u

/* What an on-board point next to the edge adds to its nbr word: one more
 * diagonal black and one more diagonal white (see playout.h). The eye test
 * "fewer than two diagonal opponents, counting the edge as one" is then
 * "the opponent's diagonal count is at most 1": one mask. Plays and
 * removals move counts by +-1 and never touch the bias. */
#define PL_EDGE_BIAS ((1u << (16 + 4 * TG_BLACK)) | (1u << (16 + 4 * TG_WHITE)))
static inline uint32_t edge_bias(uint32_t v) { return ((v >> (4 * TG_EDGE)) & 15u) ? PL_EDGE_BIAS : 0; }

/* Whether the nbr word v (biased) allows no opponent of c next to its
 * point diagonally: c's eye, when its orthogonal neighbours are c's or the
 * edge. */
#define PL_DIAG_EYE(v, c) (!((v) & (14u << (16 + 4 * (3 - (c))))))

static PL_INLINE void empty_add(tg_playout *b, tg_point p) {
    b->next[p] = b->empty_count;
    b->empty[b->empty_count++] = p;
}

/* Removes the empty point at index i of the list of n0 (the empty count;
 * both passed in: the scan has them in registers, and loads after the
 * stores before this would cost an instruction a move each). */
static PL_INLINE void empty_remove(tg_playout *b, size_t i, size_t n0) {
    const size_t n = n0 - 1;
    const size_t last = b->empty[n];
    b->empty_count = (uint16_t)n;
    b->empty[i] = (uint16_t)last;
    b->next[last] = (uint16_t)i;
}

static PL_INLINE void splice(tg_playout *b, tg_point a, tg_point c) {
    uint16_t t = b->next[a];
    b->next[a] = b->next[c];
    b->next[c] = t;
}

/* ------------------------------------------------------------- setup */

void tg_playout_from_board(tg_playout *pl, const tg_board *b) {
    memset(pl, 0, sizeof *pl);
    pl->width = b->width;
    pl->height = b->height;
    pl->stride = b->stride;
    pl->ko_point = b->ko_point;
    pl->ko_color = b->ko_color;
    pl->hash = b->hash;
    memcpy(pl->stones, b->stones, sizeof pl->stones);
    memcpy(pl->color, b->color, sizeof pl->color);
    memcpy(pl->nbr, b->nbr, sizeof pl->nbr);
    for (int p = 0; p < tg_board_extent(b); p++)
        if (b->color[p] != TG_EDGE) pl->nbr[p] += edge_bias(b->nbr[p]);
    for (int i = 0; i < b->empty_count; i++) empty_add(pl, b->empty[i]);
    pl->plibs[0] = PL_SCRATCH;
    for (int p = 0; p < tg_board_extent(b); p++) {
        if (!is_stone(b->color[p])) continue;
        pl->chain[p] = b->chain[p];
        pl->next[p] = b->next[p];
        pl->plibs[b->chain[p]] = (uint16_t)(pl->plibs[b->chain[p]] + (b->nbr[p] & 15u));
    }
}

void tg_playout_to_board(const tg_playout *pl, tg_board *out) {
    tg_board_init(out, pl->width, pl->height);
    memcpy(out->color, pl->color, sizeof out->color);
    tg_board_rebuild(out);
    out->ko_point = pl->ko_point;
    out->ko_color = pl->ko_color;
}

void tg_playout_copy(tg_playout *dst, const tg_playout *src) {
    if (dst == src) return;
    if (dst->width != src->width || dst->height != src->height) {
        *dst = *src;
        return;
    }
    size_t n = (size_t)((src->height + 2) * src->stride + 1);
    memcpy(dst, src, offsetof(tg_playout, color));
    memcpy(dst->color, src->color, n);
    memcpy(dst->nbr, src->nbr, n * sizeof dst->nbr[0]);
    memcpy(dst->chain, src->chain, n * sizeof dst->chain[0]);
    memcpy(dst->next, src->next, n * sizeof dst->next[0]);
    memcpy(dst->plibs, src->plibs, n * sizeof dst->plibs[0]);
    memcpy(dst->empty, src->empty, (size_t)src->empty_count * sizeof dst->empty[0]);
}

/* ---------------------------------------------------------- legality */

static PL_INLINE bool eye_at(const tg_playout *b, tg_point p, tg_color c) {
    uint32_t v = b->nbr[p];
    unsigned edge = (v >> 12) & 15u;
    if (((v >> (4 * c)) & 15u) + edge != 4) return false;
    return PL_DIAG_EYE(v, c);
}

/* The first look at a crowded point p's four neighbours q: their chains h
 * and pseudo-liberty counts l. A chain has at most 4 stones next to p, so
 * when no count is at most 4 no neighbouring chain can be captured by the
 * play at p or be left without a liberty by it: the answer is then just
 * whether there is an own chain (it breathes), and this returns false.
 * Off-board neighbours read plibs[0], which is more than 4 between plays
 * (near PL_SCRATCH), so one compare a neighbour decides (every chain has
 * a pair between plays). */
typedef struct crowd {
    ptrdiff_t q[4];
    unsigned h[4], l[4];
} crowd;

static PL_INLINE bool crowd_look(const tg_playout *b, ptrdiff_t p, const ptrdiff_t st, crowd *n) {
    n->q[0] = p - st, n->q[1] = p - 1, n->q[2] = p + 1, n->q[3] = p + st;
    for (int i = 0; i < 4; i++) n->h[i] = b->chain[n->q[i]];
    for (int i = 0; i < 4; i++) n->l[i] = b->plibs[n->h[i]];
    return n->l[0] <= 4u || n->l[1] <= 4u || n->l[2] <= 4u || n->l[3] <= 4u;
}

/* Whether c at the empty point p with no empty neighbour (nown of c's
 * stones and nopp of the opponent's around it) keeps a liberty: an own
 * chain has a liberty other than p (more pairs than its stones next to p),
 * or an opponent chain has p as its only one (exactly as many pairs as its
 * stones next to p) and is captured. This one counts each chain's stones
 * next to p (k) and writes nothing: tg_playout_legal's, for a const board. */
static PL_INLINE bool crowded_breathes(const tg_playout *b, tg_point pt, const tg_color c, const ptrdiff_t st,
                                       const unsigned nown, const unsigned nopp) {
    crowd n;
    if (!crowd_look(b, pt, st, &n)) return nown != 0;
    const unsigned h0 = n.h[0], h1 = n.h[1], h2 = n.h[2], h3 = n.h[3];
    const unsigned l0 = n.l[0], l1 = n.l[1], l2 = n.l[2], l3 = n.l[3];
    const unsigned e01 = h0 == h1, e02 = h0 == h2, e03 = h0 == h3, e12 = h1 == h2,
                   e13 = h1 == h3, e23 = h2 == h3;
    const unsigned k0 = 1 + e01 + e02 + e03, k1 = 1 + e01 + e12 + e13, k2 = 1 + e02 + e12 + e23,
                   k3 = 1 + e03 + e13 + e23;
    if (!nown) return (l0 == k0) | (l1 == k1) | (l2 == k2) | (l3 == k3);
    if (!nopp) return (h0 && l0 > k0) | (h1 && l1 > k1) | (h2 && l2 > k2) | (h3 && l3 > k3);
    const uint8_t opp = (uint8_t)(3 - c);
#define OK(i, l, k) (b->color[n.q[i]] == c ? (l) > (k) : b->color[n.q[i]] == opp && (l) == (k))
    return OK(0, l0, k0) || OK(1, l1, k1) || OK(2, l2, k2) || OK(3, l3, k3);
#undef OK
}

/* PL_KO_TOKEN (clang): tg_playout_run (no hash kept) does not clear the
 * ko point at every play (a store a move). Its moves are told apart by
 * tokens, the generator's state after each move's number is drawn (the
 * generator has period 2^64: no two moves of a run share one); while the
 * hash is stale, b->hash holds the token of the move for which ko_point is
 * the ko: the move after the capture that made it. A ko point with another
 * token is a stale one and forbids nothing; the run sets it to TG_PASS
 * when it ends unless it is the next move's. Everywhere else (the hash
 * kept) every play clears the ko point, and the scan passes the hash as
 * the token: the test compares it with itself. gcc clears the ko point at
 * every play (with tokens: B1 +0.5 / +0.2 instructions a move on 9x9 /
 * 19x19, B1s +5.7 / +5.4). */
static inline uint64_t ko_token(uint64_t state) {
    (void)tg_playout_rand(&state); /* the next move's */
    return state;
}

/* Whether the ko point is the ko of the move with token tok. */
static PL_INLINE bool ko_live(const tg_playout *b, const uint64_t tok) { return !PL_KO_TOKEN || b->hash == tok; }

/* The same question for the scan, which may write the board: the counts
 * are taken down as the play would take them (a chain touching p twice
 * loses two) and put back, so no chain needs its stones next to p counted
 * (10 instructions a move fewer). After the decrements an opponent chain
 * with 0 is captured and one of c's with more than 0 breathes; chain 0
 * (off-board neighbours) reads more than 0. Every count is at least 0
 * (a chain has at least as many pairs as stones next to p) and p has no
 * empty neighbour, so a neighbour says yes exactly when "its count is 0"
 * and "it is c's" differ: one formula for every mix of colours, and no
 * branch on its outcome (which neighbour decides is random): mispredicted
 * branches a move -0.29 / -0.27 on 9x9 / 19x19 with clang, instructions
 * +2.1 / +2.3 (PL_BREATHES_BY_MASKS: clang only; gcc keeps the three
 * cases by branches, as mispredicted branches -0.36 / -0.36 cost it
 * instructions +14.5 / +17.2, B1s +11 / +14 with more mispredicted).
 * Only whether nown and nopp are 0 matters: the scan passes them as
 * masked fields of the nbr word, undecoded. */
static PL_INLINE bool crowded_breathes_w(tg_playout *b, tg_point pt, const tg_color c, const ptrdiff_t st,
                                         const unsigned nown, const unsigned nopp, const bool ko,
                                         const uint64_t tok) {
    crowd n;
    if (!crowd_look(b, pt, st, &n)) return nown != 0;
    /* The ko point (when ko): its retake would capture a lone stone with
     * one pseudo-liberty, so crowd_look never answers it alone. Its
     * token must be this move's (see PL_KO_TOKEN). */
    if (ko && pt == b->ko_point && c == b->ko_color && ko_live(b, tok)) return false;
    uint16_t *pl = b->plibs;
    int16_t m[4];
    for (int i = 0; i < 4; i++) pl[n.h[i]]--;
    for (int i = 0; i < 4; i++) m[i] = (int16_t)pl[n.h[i]];
    for (int i = 0; i < 4; i++) pl[n.h[i]]++;
#if PL_BREATHES_BY_MASKS
    (void)nopp;
#define OK(i) ((m[i] == 0) ^ (b->color[n.q[i]] == c))
    return OK(0) | OK(1) | OK(2) | OK(3);
#undef OK
#else
    if (!nown) return !m[0] | !m[1] | !m[2] | !m[3];
    if (!nopp) return (n.h[0] && m[0] > 0) | (n.h[1] && m[1] > 0) | (n.h[2] && m[2] > 0) | (n.h[3] && m[3] > 0);
    const uint8_t opp = (uint8_t)(3 - c);
#define OK(i) (b->color[n.q[i]] == c ? m[i] > 0 : b->color[n.q[i]] == opp && m[i] == 0)
    return OK(0) || OK(1) || OK(2) || OK(3);
#undef OK
#endif
}

bool tg_playout_is_eye(const tg_playout *pl, tg_point p, tg_color c) {
    if (!is_stone((uint8_t)c)) return false;
    return eye_at(pl, p, c);
}

bool tg_playout_legal(const tg_playout *pl, tg_point p, tg_color c) {
    if (p == 0 || p >= TG_MAX_POINTS || pl->color[p] != TG_EMPTY || !is_stone((uint8_t)c))
        return false;
    if (pl->nbr[p] & 15u) return true;
    if (p == pl->ko_point && c == pl->ko_color) return false;
    uint32_t v = pl->nbr[p];
    unsigned nb = (v >> 4) & 15u, nw = (v >> 8) & 15u;
    if (pl->suicide == TG_SUICIDE_MULTI && (c == TG_BLACK ? nb : nw)) return true;
    return c == TG_BLACK ? crowded_breathes(pl, p, TG_BLACK, pl->stride, nb, nw)
                         : crowded_breathes(pl, p, TG_WHITE, pl->stride, nw, nb);
}

/* -------------------------------------------------------------- play */

/* Removes the chain with head h, of colour col. Every neighbour of a
 * removed stone gains a pseudo-liberty: stones of the other colour (their
 * chains), stones of the same chain (harmless: it is going) and everything
 * else (chain 0). The hash is left alone unless hashed (tg_playout_run
 * does not keep it); the empty count is kept in a local (a store through b
 * could alias it) and gives the number of stones removed. */
static PL_INLINE int remove_chain_(tg_playout *b, size_t h, const uint8_t col, const bool hashed,
                                   const ptrdiff_t st) {
    const uint64_t *keys = tg_zobrist_keys[col];
    const uint32_t d = TG_NBR_DELTA(col);
    uint16_t *pl = b->plibs;
    const uint16_t *ch = b->chain;
    const size_t n0 = b->empty_count;
    size_t n = n0;
    uint64_t x = 0;
    size_t s = h;
    do {
        const size_t nx = b->next[s];
        b->color[s] = TG_EMPTY;
        b->chain[s] = 0;
        if (hashed) x ^= keys[s];
        b->next[s] = (uint16_t)n;
        b->empty[n++] = (uint16_t)s;
        TG_NBR_CHANGE(b, (ptrdiff_t)s, st, 0u - d);
        pl[ch[(ptrdiff_t)s - st]]++;
        pl[ch[s - 1]]++;
        pl[ch[s + 1]]++;
        pl[ch[(ptrdiff_t)s + st]]++;
        s = nx;
    } while (s != h);
    if (hashed) b->hash ^= x;
    b->empty_count = (uint16_t)n;
    b->stones[col] = (uint16_t)(b->stones[col] - (n - n0));
    return (int)(n - n0);
}

static PL_NOINLINE int remove_chain(tg_playout *b, size_t h) {
    return remove_chain_(b, h, b->color[h], true, b->stride);
}

/* Relabels the chain h into base and adds its pseudo-liberties. */
static PL_INLINE void absorb(tg_playout *b, size_t base, size_t h) {
    size_t s = h;
    do {
        b->chain[s] = (uint16_t)base;
        s = b->next[s];
    } while (s != h);
    b->plibs[base] = (uint16_t)(b->plibs[base] + b->plibs[h]);
    splice(b, (tg_point)base, (tg_point)h);
}

/* Joins the chains base and h (two chains of one colour) and returns the
 * label of the joined chain: the one of the two with more pseudo-
 * liberties keeps its label, the other is relabelled into it. */
static PL_INLINE size_t join_chains(tg_playout *b, size_t base, size_t h) {
    if (b->plibs[h] > b->plibs[base]) {
        size_t t = h;
        h = base;
        base = t;
    }
    absorb(b, base, h);
    return base;
}

/* The rare end of a play at p: some neighbouring chain was left without a
 * pair. Opponent chains without one are captured; failing any capture, c's
 * chain without one is removed (a suicide: tg_playout_play makes any play
 * asked for, and scans make multi-stone ones under suicide=multi). One
 * copy per colour, hashing and stride (settle_for below): the captured
 * colour, its keys and the neighbours' offsets are then constants. */
static PL_INLINE tg_play_effect settle_(tg_playout *b, size_t p, const tg_color c, unsigned lone,
                                        const bool hashed, const ptrdiff_t st) {
    const uint8_t opp = (uint8_t)(3 - c);
    tg_play_effect e = {0, 0};
    size_t last = 0;
#define CAPTURE(q)                                                                  \
    if (b->color[q] == opp && b->plibs[b->chain[q]] == 0) {                         \
        last = (q);                                                                 \
        e.captured += remove_chain_(b, b->chain[q], opp, hashed, st);               \
    }
    CAPTURE((size_t)((ptrdiff_t)p - st))
    CAPTURE(p - 1)
    CAPTURE(p + 1)
    CAPTURE((size_t)((ptrdiff_t)p + st))
#undef CAPTURE
    if (e.captured) {
        if (e.captured == 1 && lone) {
            b->ko_point = (tg_point)last;
            b->ko_color = opp;
        }
        return e;
    }
    if (b->plibs[b->chain[p]] == 0) e.self_captured = remove_chain(b, b->chain[p]);
    return e;
}

#define SETTLE_COPY(name, c, hashed, st)                                                        \
    static PL_NOINLINE tg_play_effect name(tg_playout *b, size_t p, unsigned lone) {           \
        return settle_(b, p, c, lone, hashed, st);                                             \
    }
#define SETTLE_COPIES(suffix, st)                                                               \
    SETTLE_COPY(settle_b##suffix, TG_BLACK, false, st)                                         \
    SETTLE_COPY(settle_w##suffix, TG_WHITE, false, st)                                         \
    SETTLE_COPY(settle_bh##suffix, TG_BLACK, true, st)                                         \
    SETTLE_COPY(settle_wh##suffix, TG_WHITE, true, st)
SETTLE_COPIES(10, 10)
SETTLE_COPIES(14, 14)
SETTLE_COPIES(20, 20)
SETTLE_COPIES(_any, b->stride)
#undef SETTLE_COPIES
#undef SETTLE_COPY

/* The copy of settle_ for these arguments (constants where inlined). */
static PL_INLINE tg_play_effect settle_for(tg_playout *b, size_t p, const tg_color c, unsigned lone,
                                           const bool hashed, const ptrdiff_t st) {
#define PICK(suffix)                                                                            \
    return c == TG_BLACK ? (hashed ? settle_bh##suffix(b, p, lone) : settle_b##suffix(b, p, lone)) \
                         : (hashed ? settle_wh##suffix(b, p, lone) : settle_w##suffix(b, p, lone))
#if defined(__GNUC__)
    if (__builtin_constant_p(st)) {
        if (st == 10) PICK(10);
        if (st == 14) PICK(14);
        if (st == 20) PICK(20);
    }
#endif
    PICK(_any);
#undef PICK
}

/* c plays at the empty point p (v = nbr[p]), a suicide included. Every
 * neighbouring stone's chain loses its pair with p;
 * a chain left with none is dealt with by settle (captures, suicide): the
 * values seen while counting down say whether any was, because a chain's
 * last decrement leaves its smallest value, and chain 0 (empty and
 * off-board neighbours) stays far above 0 (PL_SCRATCH); a new lone
 * stone without an empty neighbour (its count starts at 0) is tested
 * apart. The board's arrays are named
 * through b (no local pointers): gcc then addresses them from b directly
 * instead of spilling pointers (15 instructions a move fewer). */
static PL_INLINE tg_play_effect play_c_(tg_playout *b, size_t p, const tg_color c, unsigned v,
                                        const bool hashed, const ptrdiff_t st, const size_t i, const size_t n,
                                        const uint64_t tok) {
#if !defined(__clang__)
    /* gcc: B1s (suicide=multi) -17.9 / -21.8 instructions a move on 9x9
     * / 19x19 with these, B1 +1.7 / +1.8; clang: B1 -0.2 / -0.4 without. */
    PL_OPAQUE(v);
    PL_OPAQUE(p);
#endif
    /* The cases by masks of v (one test each), not by decoded counts. */
    const unsigned ne = v & 15u;
    const unsigned own = v & (15u << (4 * c)); /* c's count, in place */
    tg_play_effect e = {0, 0};
    if (hashed || !PL_KO_TOKEN) b->ko_point = TG_PASS; /* else PL_KO_TOKEN */
    b->color[p] = (uint8_t)c;
    empty_remove(b, i, n);
    if (hashed) b->hash ^= tg_zobrist_keys[c][p];
    TG_NBR_CHANGE(b, (ptrdiff_t)p, st, TG_NBR_DELTA(c));
#define pl (b->plibs)
#define ch (b->chain)
#define col (b->color)
    if (!(v & 0xFF0u)) { /* no stone next to p */
        ch[p] = (uint16_t)p;
        b->next[p] = (uint16_t)p;
        pl[p] = (uint16_t)ne;
        if (PL_UNLIKELY(!ne)) e.self_captured = remove_chain(b, p); /* 1x1 */
        return e;
    }
    const ptrdiff_t q0 = (ptrdiff_t)p - st, q1 = (ptrdiff_t)p - 1, q2 = (ptrdiff_t)p + 1,
                    q3 = (ptrdiff_t)p + st;
#if PL_ZERO_BY_BRANCHES
    /* A count reaching 0 is rare (a capture, or c's chain in atari at p):
     * a branch each, almost never taken, instead of combining four flags
     * (gcc: B1 -14.2 / -14.7 instructions a move on 9x9 / 19x19; clang
     * +1.6 / +1.6). */
    bool zero = true;
    if (PL_UNLIKELY(--pl[ch[q0]] == 0)) goto z1;
    if (PL_UNLIKELY(--pl[ch[q1]] == 0)) goto z2;
    if (PL_UNLIKELY(--pl[ch[q2]] == 0)) goto z3;
    if (PL_UNLIKELY(--pl[ch[q3]] == 0)) goto z4;
    zero = false;
    goto counted;
z1:
    --pl[ch[q1]];
z2:
    --pl[ch[q2]];
z3:
    --pl[ch[q3]];
z4:
counted:
#else
    const uint16_t a0 = --pl[ch[q0]];
    const uint16_t a1 = --pl[ch[q1]];
    const uint16_t a2 = --pl[ch[q2]];
    const uint16_t a3 = --pl[ch[q3]];
    bool zero = !a0 || !a1 || !a2 || !a3;
#endif

    if (!own) {
        ch[p] = (uint16_t)p;
        b->next[p] = (uint16_t)p;
        pl[p] = (uint16_t)ne;
        zero |= !ne; /* a lone stone without liberties: a capture or a suicide */
    } else {
        /* The chain p joins, by masks, not branches (which of p's
         * neighbours are c's is random: the branches of the tests were
         * mispredicted about 0.6 times a move): h is the chain at q when
         * q is c's, else base; base is the first of c's chains met. Only
         * a second chain (h != base, rare) branches: the chain with most
         * pseudo-liberties (a guess at the largest) takes the other, and
         * a chain already taken reads as base. Masks, not ?: (which
         * clang and gcc compile as branches here). PL_JOIN_BY_MASKS:
         * mispredicted branches a move -0.56 / -0.69 on 9x9 / 19x19 with
         * clang, -0.70 / -0.60 with gcc; instructions +8.0 / +8.3 and
         * +15.3 / +16.1 (bench/RESULTS.md, branch branches). 0 gives
         * the branches back (one stone by selects, two or more by
         * branches), for the fewest instructions. */
#if PL_JOIN_BY_MASKS
        size_t base = 0;
#define JOIN(q)                                                                \
        {                                                                      \
            size_t h = base ^ ((ch[q] ^ base) & (0 - (size_t)(col[q] == c)));  \
            base += h & (0 - (size_t)(base == 0));                             \
            if (PL_UNLIKELY(h != base)) base = join_chains(b, base, h);        \
        }
        JOIN(q0)
        JOIN(q1)
        JOIN(q2)
        JOIN(q3)
#undef JOIN
#else
        size_t base;
        if (own == 1u << (4 * c)) {
            /* Selects, not branches: where c's stone is is random. */
            ptrdiff_t q = q3;
            q = col[q2] == c ? q2 : q;
            q = col[q1] == c ? q1 : q;
            q = col[q0] == c ? q0 : q;
            base = ch[q];
        } else {
            base = 0;
#define JOIN(q)                                                     \
            if (col[q] == c) {                                      \
                size_t h = ch[q];                                   \
                if (!base) {                                        \
                    base = h;                                       \
                } else if (h != base) {                             \
                    base = join_chains(b, base, h);                 \
                }                                                   \
            }
            JOIN(q0)
            JOIN(q1)
            JOIN(q2)
            JOIN(q3)
#undef JOIN
        }
#endif
        pl[base] = (uint16_t)(pl[base] + ne);
        ch[p] = (uint16_t)base;
        uint16_t t = b->next[base];
        b->next[base] = (uint16_t)p;
        b->next[p] = t;
    }
    /* A count of 0 with no opponent next to p was c's own chain's: p's
     * chain then has the pairs of the chains it joined, and only when
     * that is 0 too is there anything to settle (a suicide). */
    if (PL_UNLIKELY(zero) && ((v & (15u << (4 * (3 - c)))) || pl[ch[p]] == 0)) {
        e = settle_for(b, p, c, !own && !ne, hashed, st);
        if (PL_KO_TOKEN && !hashed && !own && !ne && e.captured == 1) b->hash = ko_token(tok); /* a ko */
    }
    return e;
#undef pl
#undef ch
#undef col
}

/* A play, with c's stone counted and plibs[0] set back after it unless
 * !rest: tg_playout_run counts the stones played when it ends (from the
 * moves and passes of each colour: an instruction a move fewer), and sets
 * plibs[0] back once for a piece of its moves (PL_RUN_PIECE, which gives
 * the bounds it stays in meanwhile). */
static PL_INLINE tg_play_effect play_c(tg_playout *b, size_t p, const tg_color c, const unsigned v,
                                       const bool hashed, const ptrdiff_t st, const bool rest, const size_t i,
                                       const size_t n, const uint64_t tok) {
    tg_play_effect e = play_c_(b, p, c, v, hashed, st, i, n, tok);
    if (rest) {
        b->stones[c]++;
        b->plibs[0] = PL_SCRATCH;
    }
    return e;
}

static PL_NOINLINE tg_play_effect play_black(tg_playout *b, tg_point p, unsigned v) {
    return play_c(b, p, TG_BLACK, v, true, b->stride, true, b->next[p], b->empty_count, 0);
}
static PL_NOINLINE tg_play_effect play_white(tg_playout *b, tg_point p, unsigned v) {
    return play_c(b, p, TG_WHITE, v, true, b->stride, true, b->next[p], b->empty_count, 0);
}

tg_play_effect tg_playout_play(tg_playout *pl, tg_point p, tg_color c) {
    return c == TG_BLACK ? play_black(pl, p, pl->nbr[p]) : play_white(pl, p, pl->nbr[p]);
}

void tg_playout_pass(tg_playout *pl) { pl->ko_point = TG_PASS; }

/* ----------------------------------------------------------- playouts */

/* Whether a playout may play c at the empty point p with no empty
 * neighbour (v = nbr[p]): not c's eye, not the ko retake, and it keeps a
 * liberty; with multi (suicide=multi), a point next to one of c's stones
 * is playable whatever happens (it breathes, captures, or takes two or
 * more stones off in a legal suicide). */
static PL_INLINE bool crowded_ok(tg_playout *b, tg_point p, const tg_color c, unsigned v,
                                  const ptrdiff_t st, const bool multi, const uint64_t tok) {
    const unsigned opp = 3u - c;
#if PL_EYE_ONE_TEST
    /* Only c's stones and the edge around (noopp): c's eye unless the
     * diagonals say otherwise. clang: one test of both, not a branch on
     * noopp (random, about 0.44 mispredicted a move) and then one on the
     * diagonals: B1 mispredicted branches a move -0.09 / -0.06 on 9x9 /
     * 19x19, instructions -0.7 / -1.4 (B1s +1.2 / +1.3); gcc B1 -0.04 /
     * -0.08 mispredicted but +10 / +11 instructions. */
    const bool noopp = !(v & (15u << (4 * opp)));
    if (noopp & PL_DIAG_EYE(v, c)) return false;
    /* With multi, not an eye with no opponent next to it: some
     * neighbour is c's. The ko test below (clang: after crowd_look)
     * never forbids a point with only c's stones and the edge around:
     * the ko point has none of c's, and only a 1x1 board has a point
     * with no neighbour (and no ko). */
    if (multi && (noopp | ((v & (15u << (4 * c))) != 0))) return true;
#else
    if (!(v & (15u << (4 * opp)))) {
        /* Only c's stones and the edge around: c's eye unless the
         * diagonals say otherwise. */
        if (PL_DIAG_EYE(v, c)) return false;
        if (multi) return true; /* not an eye: some neighbour is c's */
        return crowded_breathes_w(b, p, c, st, v & (15u << (4 * c)), 0, false, tok);
    }
    if (multi && (v & (15u << (4 * c)))) return true;
#endif
    /* The ko test: clang does better with it after crowd_look (B1 -4.0 /
     * -5.5 instructions a move on 9x9 / 19x19), gcc before it (+3.1 /
     * +3.9 after). The ko point never has one of c's stones next to it. */
    if (!PL_KO_AFTER_LOOK && p == b->ko_point && c == b->ko_color && ko_live(b, tok)) return false;
    return crowded_breathes_w(b, p, c, st, v & (15u << (4 * c)), v & (15u << (4 * opp)), PL_KO_AFTER_LOOK,
                              tok);
}

/* The scan's second part: the list from its beginning up to start, which
 * the first part reaches only when it finds nothing (about one candidate
 * in eight). With clang, out of line and marked cold, so that the loop
 * around the scan keeps fewer values across it (B1 -3.4 / -4.8
 * instructions a move on 9x9 / 19x19); gcc compiles cold functions for
 * size and does better with it inline (+3.5 / +1.6 out of line, +12 / +10
 * cold). One copy per colour, suicide rule and stride. It takes the
 * scan's number and works out start again (clang kept start in a stack
 * slot for it: -0.8 / -1.0). Returns the point, or 0. */
#if defined(__clang__)
#define PL_SCAN_HEAD_APART 1
#define PL_SCAN_COLD __attribute__((cold))
#else
#define PL_SCAN_HEAD_APART 0
#define PL_SCAN_COLD
#endif
/* Where the scan with number r starts in a list of n points. */
static PL_INLINE size_t scan_start(uint32_t r, size_t n) { return (size_t)(((uint64_t)r * (uint64_t)n) >> 32); }

#if PL_SCAN_HEAD_APART
static PL_INLINE size_t scan_head_(tg_playout *b, const tg_color c, size_t start, const bool multi,
                                   const ptrdiff_t st, const bool hashed, const uint64_t tok) {
    for (size_t i = 0; i < start; i++) {
        const size_t p = b->empty[i];
        const unsigned v = b->nbr[p];
        if ((v & 15u) || crowded_ok(b, (tg_point)p, c, v, st, multi, hashed ? b->hash : tok)) return p;
    }
    return 0;
}

/* x: with the hash kept the scan's number, else the move's ko token, whose
 * high half is the number (one value passed, not two: clang kept the
 * second in a stack slot for every move). */
#define SCAN_COPY(name, c, multi, st, hashed)                                                      \
    static PL_NOINLINE PL_SCAN_COLD size_t name(tg_playout *b, uint64_t x) {                    \
        const uint32_t r = hashed ? (uint32_t)x : (uint32_t)(x >> 32);                            \
        return scan_head_(b, c, scan_start(r, b->empty_count), multi, st, hashed, x);         \
    }
#define SCAN_COPIES(suffix, st)                                                                    \
    SCAN_COPY(scan_head_b##suffix, TG_BLACK, false, st, false)                                    \
    SCAN_COPY(scan_head_w##suffix, TG_WHITE, false, st, false)                                    \
    SCAN_COPY(scan_head_bm##suffix, TG_BLACK, true, st, false)                                    \
    SCAN_COPY(scan_head_wm##suffix, TG_WHITE, true, st, false)                                    \
    SCAN_COPY(scan_head_bh##suffix, TG_BLACK, false, st, true)                                    \
    SCAN_COPY(scan_head_wh##suffix, TG_WHITE, false, st, true)                                    \
    SCAN_COPY(scan_head_bmh##suffix, TG_BLACK, true, st, true)                                    \
    SCAN_COPY(scan_head_wmh##suffix, TG_WHITE, true, st, true)
SCAN_COPIES(10, 10)
SCAN_COPIES(14, 14)
SCAN_COPIES(20, 20)
SCAN_COPIES(_any, b->stride)
#undef SCAN_COPIES
#undef SCAN_COPY

static PL_INLINE size_t scan_head(tg_playout *b, const tg_color c, uint32_t r, const bool multi,
                                  const ptrdiff_t st, const bool hashed, const uint64_t tok) {
#define PICK(suffix)                                                                               \
    return hashed ? (c == TG_BLACK ? (multi ? scan_head_bmh##suffix(b, r) : scan_head_bh##suffix(b, r))  \
                                   : (multi ? scan_head_wmh##suffix(b, r) : scan_head_wh##suffix(b, r))) \
                  : (c == TG_BLACK ? (multi ? scan_head_bm##suffix(b, tok) : scan_head_b##suffix(b, tok))  \
                                   : (multi ? scan_head_wm##suffix(b, tok) : scan_head_w##suffix(b, tok)))
#if defined(__GNUC__)
    if (__builtin_constant_p(st)) {
        if (st == 10) PICK(10);
        if (st == 14) PICK(14);
        if (st == 20) PICK(20);
    }
#endif
    PICK(_any);
#undef PICK
}
#endif

static PL_INLINE tg_point playout_c(tg_playout *b, const tg_color c, uint32_t r, const bool hashed,
                                    const bool multi, const ptrdiff_t st, const bool rest, const uint64_t tok) {
    /* The ko token to compare: with the hash kept the ko point is cleared
     * at every move, and the hash compares equal to itself. */
#define TOK (hashed ? b->hash : tok)
    const size_t n = b->empty_count;
    const size_t start = scan_start(r, n);
    size_t i = start, p;
    unsigned v;
    /* start < n unless n is 0; tg_playout_run (not hashed) never scans an
     * empty list (see there): the loop's first test goes (clang: a
     * compare and a jump a move). */
    if (hashed && PL_UNLIKELY(n == 0)) goto none;
    do {
        p = b->empty[i];
        v = b->nbr[p];
        if ((v & 15u) || crowded_ok(b, (tg_point)p, c, v, st, multi, TOK)) goto found;
    } while (PL_SCAN_ON(++i < n));
#if PL_SCAN_HEAD_APART
    p = scan_head(b, c, r, multi, st, hashed, tok);
    if (p) {
        v = b->nbr[p];
        i = b->next[p];
        goto found;
    }
#else
    for (i = 0; i < start; i++) {
        p = b->empty[i];
        v = b->nbr[p];
        if ((v & 15u) || crowded_ok(b, (tg_point)p, c, v, st, multi, TOK)) goto found;
    }
#endif
none:
    b->ko_point = TG_PASS;
    return TG_PASS;
found:
#undef TOK
    play_c(b, p, c, v, hashed, st, rest, i, n, tok);
    /* Without the hash (tg_playout_run) the caller asks only whether
     * this played: a constant here lets the compiler drop its test of the
     * point after every play (2 instructions a move). */
    return hashed ? (tg_point)p : (tg_point)1;
}

tg_point tg_playout_move(tg_playout *pl, tg_color c, uint32_t r) {
    /* One move: the generic copy (whole playouts use tg_playout_run). */
    const bool multi = pl->suicide == TG_SUICIDE_MULTI;
    if (c == TG_BLACK)
        return multi ? playout_c(pl, TG_BLACK, r, true, true, pl->stride, true, 0)
                     : playout_c(pl, TG_BLACK, r, true, false, pl->stride, true, 0);
    return multi ? playout_c(pl, TG_WHITE, r, true, true, pl->stride, true, 0)
                 : playout_c(pl, TG_WHITE, r, true, false, pl->stride, true, 0);
}

static PL_INLINE int playout_run(tg_playout *b, const tg_color first, const uint32_t *r, int n,
                                 int *passes) {
    const tg_color second = (tg_color)(3 - first);
    int m = 0, pass = *passes;
    if (pass >= 2) return 0;
    while (m + 2 <= n) {
        tg_point p = playout_c(b, first, r[m++], true, false, b->stride, true, 0);
        if (PL_UNLIKELY(p == TG_PASS)) {
            if (++pass == 2) goto out;
        } else {
            pass = 0;
        }
        p = playout_c(b, second, r[m++], true, false, b->stride, true, 0);
        if (PL_UNLIKELY(p == TG_PASS)) {
            if (++pass == 2) goto out;
        } else {
            pass = 0;
        }
    }
    if (m < n) pass = playout_c(b, first, r[m++], true, false, b->stride, true, 0) == TG_PASS ? pass + 1 : 0;
out:
    *passes = pass;
    return m;
}

int tg_playout_moves(tg_playout *pl, tg_color c, const uint32_t *r, int n, int *passes,
                     tg_point *moves) {
    if (moves || pl->suicide == TG_SUICIDE_MULTI) { /* move by move (tg_playout_move) */
        int m = 0, pass = *passes;
        while (m < n && pass < 2) {
            tg_point p = tg_playout_move(pl, c, r[m]);
            if (moves) moves[m] = p;
            m++;
            pass = p == TG_PASS ? pass + 1 : 0;
            c = tg_opponent(c);
        }
        *passes = pass;
        return m;
    }
    if (c == TG_BLACK) return playout_run(pl, TG_BLACK, r, n, passes);
    return playout_run(pl, TG_WHITE, r, n, passes);
}

/* Records x as the hash after move m; false when it is there already
 * (then nothing is recorded). */
static PL_INLINE bool history_add(tg_playout_history *h, uint64_t x, unsigned m) {
    const uint32_t mask = (1u << TG_PLAYOUT_HISTORY_BITS) - 1;
    uint32_t k = (uint32_t)(x >> (64 - TG_PLAYOUT_HISTORY_BITS));
    while (h->tag[k] >> 12 == h->gen) {
        if (PL_UNLIKELY(h->key[k] == x)) return false;
        k = (k + 1) & mask;
    }
    h->key[k] = x;
    h->tag[k] = h->gen << 12 | m;
    return true;
}

/* One move of a run: the scan's choice; with a history (superko), checked
 * against it and recorded. */
static PL_INLINE tg_point run_move(tg_playout *b, tg_playout_history *h, const tg_color c, uint64_t *s,
                                   const bool multi, const ptrdiff_t st, const uint64_t mul, const uint64_t inc) {
    *s = *s * mul + inc; /* tg_playout_rand */
    const uint32_t r = (uint32_t)(*s >> 32);
    if (!h) return playout_c(b, c, r, false, multi, st, false, *s); /* 1 for a play */
    tg_point p = playout_c(b, c, r, true, multi, st, true, 0);
    const int m = h->nmoves;
    if (p != TG_PASS && PL_UNLIKELY(!history_add(h, b->hash, (unsigned)m + 1)))
        p = tg_playout_superko_redo_(b, h, c, r, p);
    h->moves[m].color = c;
    h->moves[m].point = p;
    h->nmoves = m + 1;
    return p;
}

/* tg_playout_run and tg_playout_run_superko: the moves of tg_playout_moves
 * with the numbers drawn from the generator as it goes. */
static PL_INLINE int run_c(tg_playout *b, tg_playout_history *h, const tg_color first, uint64_t *state,
                           int n, int *passes, const bool multi, const ptrdiff_t st) {
    const tg_color second = (tg_color)(3 - first);
    uint64_t s = *state;
    int left = n; /* moves still allowed */
    if (*passes >= 2) return 0;
    /* What left was just after the last pass (-1: none): a pass with left
     * still there is the second in a row, and a play needs no store. Kept
     * in *passes until the run ends: in memory, which only a pass reads
     * or writes (in a local, clang stored and loaded it for every two
     * moves). */
    int *const passed_at = passes;
    *passed_at = *passes ? n : -1;
    if (!h) {
        b->plibs[0] = PL_SCRATCH;
        if (PL_KO_TOKEN && b->ko_point != TG_PASS) b->hash = ko_token(s); /* a ko for the first move */
    }
    /* The passes of first and second: without a history, the stones
     * played are counted from the moves when the run ends. */
    int passes_first = 0, passes_second = 0, made;
    /* tg_playout_rand's constants as values the compiler cannot see:
     * it keeps them in a stack slot and multiplies and adds from there,
     * instead of loading both 64-bit immediates again for most moves (the
     * registers are all taken): clang B1 -1.5 / -1.5 instructions a move
     * on 9x9 / 19x19, B1s -1.9 / -2.0; gcc B1 -1.9 / -2.2, B1s +2.2 /
     * -1.8. test_playout checks them against tg_playout_rand. */
    uint64_t mul = TG_LCG_MUL, inc = TG_LCG_INC;
    PL_OPAQUE(mul);
    PL_OPAQUE(inc);
    /* One move with l moves still allowed before it (left is brought
     * down once for four moves, or for two with gcc and suicide
     * forbidden: the count and its test cost about 3 instructions a
     * pair, mostly clang's stack slot for left. Four moves a turn of the
     * loop: clang B1 -1.7 / -1.7 a move on 9x9 / 19x19, B1s -1.7 / -1.7;
     * gcc B1 +4.3 / +4.9, B1s -7.3 / -6.5. Eight with clang: -0.9 more,
     * but 24 KB of code a copy, too near the first level instruction
     * cache for a count of instructions to say it). */
#define MOVE(c, l)                                                                                  \
    do {                                                                                            \
        if (PL_UNLIKELY(run_move(b, h, c, &s, multi, st, mul, inc) == TG_PASS)) {                             \
            if ((c) == first) passes_first++;                                                       \
            else passes_second++;                                                                   \
            if (*passed_at == (l)) {                                                                \
                left = (l) - 1;                                                                     \
                goto two;                                                                           \
            }                                                                                       \
            *passed_at = (l) - 1;                                                                   \
        }                                                                                           \
    } while (0)
    while ((PL_FOUR_A_TURN || multi) && left >= 4) {
        MOVE(first, left);
        MOVE(second, left - 1);
        MOVE(first, left - 2);
        MOVE(second, left - 3);
        left -= 4;
    }
    while (left >= 2) { /* after four a turn at most once; all of the run where there is none (gcc, suicide forbidden) */
        MOVE(first, left);
        MOVE(second, left - 1);
        left -= 2;
    }
    if (left > 0) {
        MOVE(first, left);
        left--;
    }
#undef MOVE
    *passes = *passed_at == left;
    goto end;
two:
    *passes = 2;
end:
    made = n - left;
    *state = s;
    if (!h) {
        b->plibs[0] = PL_SCRATCH;
        if (PL_KO_TOKEN && b->ko_point != TG_PASS && b->hash != ko_token(s))
            b->ko_point = TG_PASS; /* a ko for a move before the last */
        b->stones[first] = (uint16_t)(b->stones[first] + (made + 1) / 2 - passes_first);
        b->stones[second] = (uint16_t)(b->stones[second] + made / 2 - passes_second);
    }
    return made;
}

/* The common sizes (9x9, 13x13, 19x19) get their own copy, with the stride
 * a constant: every neighbour's address is then an offset from the point.
 * suicide=multi gets copies too in tg_playout_run (B1s measures it), the
 * generic one in tg_playout_run_superko. */
#define RUN_BY_SIZE(pl, h, c, state, n, passes, multi)                                              \
    do {                                                                                            \
        const bool black_ = (c) == TG_BLACK;                                                        \
        switch ((pl)->stride) {                                                                     \
        case 10:                                                                                    \
            return black_ ? run_c(pl, h, TG_BLACK, state, n, passes, multi, 10)                     \
                          : run_c(pl, h, TG_WHITE, state, n, passes, multi, 10);                    \
        case 14:                                                                                    \
            return black_ ? run_c(pl, h, TG_BLACK, state, n, passes, multi, 14)                     \
                          : run_c(pl, h, TG_WHITE, state, n, passes, multi, 14);                    \
        case 20:                                                                                    \
            return black_ ? run_c(pl, h, TG_BLACK, state, n, passes, multi, 20)                     \
                          : run_c(pl, h, TG_WHITE, state, n, passes, multi, 20);                    \
        default:                                                                                    \
            return black_ ? run_c(pl, h, TG_BLACK, state, n, passes, multi, (pl)->stride)           \
                          : run_c(pl, h, TG_WHITE, state, n, passes, multi, (pl)->stride);          \
        }                                                                                           \
    } while (0)

/* suicide=multi in a function of its own: the copies of the loop for
 * suicide=forbidden then compile as they did before it existed. */
static PL_NOINLINE int run_multi(tg_playout *pl, tg_color c, uint64_t *state, int n, int *passes) {
    RUN_BY_SIZE(pl, NULL, c, state, n, passes, true);
}

/* At most PL_RUN_PIECE moves (even: each piece starts with c), which
 * sets plibs[0] back only when it starts and ends: a play takes at most 4
 * from it and a removed stone adds at most 4 (one stone removed for each
 * play or stone there at the start, at most 625), so in between it stays
 * above 0x4000 - 4 * 2048 - 4 (the scan's test takes up to 4 more) and
 * below 0x4000 + 4 * (625 + 2048), far from 4 and from wrapping. */
#define PL_RUN_PIECE 2048
static PL_NOINLINE int run_piece(tg_playout *pl, tg_color c, uint64_t *state, int n, int *passes) {
    if (pl->suicide == TG_SUICIDE_MULTI) return run_multi(pl, c, state, n, passes);
    RUN_BY_SIZE(pl, NULL, c, state, n, passes, false);
}

int tg_playout_run(tg_playout *pl, tg_color c, uint64_t *state, int n, int *passes) {
    pl->hash_stale = 1;
    int m = 0;
    /* No empty point (a board given so: a play always leaves one, its own
     * liberty or what it removed): every move passes. The scans below
     * may then take the list as never empty. */
    if (PL_UNLIKELY(pl->empty_count == 0)) {
        while (m < n && *passes < 2) {
            (void)tg_playout_rand(state);
            ++*passes;
            m++;
        }
        if (m) pl->ko_point = TG_PASS;
        return m;
    }
    for (;;) {
        const int k = n - m < PL_RUN_PIECE ? n - m : PL_RUN_PIECE;
        const int got = run_piece(pl, c, state, k, passes);
        m += got;
        if (got < k || m >= n) return m; /* two passes in a row, or n moves */
    }
}

static PL_NOINLINE int run_superko_multi(tg_playout *pl, tg_playout_history *h, tg_color c,
                                        uint64_t *state, int n, int *passes) {
    return c == TG_BLACK ? run_c(pl, h, TG_BLACK, state, n, passes, true, pl->stride)
                         : run_c(pl, h, TG_WHITE, state, n, passes, true, pl->stride);
}

int tg_playout_run_superko(tg_playout *pl, tg_playout_history *h, tg_color c, uint64_t *state, int n,
                           int *passes) {
    if (pl->hash_stale) tg_playout_rehash_(pl);
    if (n > TG_PLAYOUT_HISTORY_MOVES - h->nmoves) n = TG_PLAYOUT_HISTORY_MOVES - h->nmoves;
    if (pl->suicide == TG_SUICIDE_MULTI) return run_superko_multi(pl, h, c, state, n, passes);
    RUN_BY_SIZE(pl, h, c, state, n, passes, false);
}

/* -------------------------------------------------------------- check */

#define FAIL(...)                                                    \
    do {                                                             \
        if (why && why_len) snprintf(why, why_len, __VA_ARGS__);     \
        return false;                                                \
    } while (0)

bool tg_playout_check(const tg_playout *pl, char *why, size_t why_len) {
    tg_board ref;
    if (tg_board_init(&ref, pl->width, pl->height) != TG_OK) FAIL("bad size %dx%d", pl->width, pl->height);
    memcpy(ref.color, pl->color, sizeof ref.color);
    tg_board_rebuild(&ref);
    const int st = pl->stride, extent = tg_board_extent(&ref);
    if (!pl->hash_stale && ref.hash != pl->hash) FAIL("hash differs from the recomputed one");
    if (ref.stones[1] != pl->stones[1] || ref.stones[2] != pl->stones[2]) FAIL("stone counts differ");
    if (ref.empty_count != pl->empty_count) FAIL("empty count %d, recomputed %d", pl->empty_count, ref.empty_count);
    for (int i = 0; i < pl->empty_count; i++) {
        tg_point p = pl->empty[i];
        if (p == 0 || p >= extent || pl->color[p] != TG_EMPTY || pl->next[p] != i)
            FAIL("empty list entry %d (point %d) is wrong", i, p);
    }
    uint16_t want[TG_MAX_POINTS];
    memset(want, 0, sizeof want);
    for (int p = 0; p < extent; p++) {
        uint8_t c = pl->color[p];
        if (c != TG_EDGE && pl->nbr[p] != ref.nbr[p] + edge_bias(ref.nbr[p]))
            FAIL("neighbour counts of %d differ", p);
        if (!is_stone(c)) {
            if (pl->chain[p] != 0) FAIL("point %d is not a stone but has chain %d", p, pl->chain[p]);
            continue;
        }
        tg_point h = pl->chain[p];
        if (h == 0 || h >= extent || pl->color[h] != c || pl->chain[h] != h)
            FAIL("stone %d has a bad chain head %d", p, h);
        if (ref.chain[h] != ref.chain[p]) FAIL("stone %d is in the wrong chain", p);
        want[h] = (uint16_t)(want[h] + (pl->color[p - st] == TG_EMPTY) + (pl->color[p - 1] == TG_EMPTY) +
                             (pl->color[p + 1] == TG_EMPTY) + (pl->color[p + st] == TG_EMPTY));
    }
    for (int p = 0; p < extent; p++) {
        if (!is_stone(pl->color[p]) || pl->chain[p] != p) continue;
        if (pl->plibs[p] != want[p]) FAIL("chain at %d has %d pseudo-liberties, recomputed %d", p, pl->plibs[p], want[p]);
        if (pl->plibs[p] == 0) FAIL("chain at %d has no liberty", p);
    }
    if (pl->plibs[0] != PL_SCRATCH) FAIL("plibs[0] is %d, not %u", pl->plibs[0], PL_SCRATCH);
    for (int p = 0; p < extent; p++) {
        if (!is_stone(pl->color[p]) || pl->chain[p] != p) continue;
        int n = 0, size = tg_board_chain_size(&ref, ref.chain[p]);
        tg_point t = (tg_point)p;
        do {
            if (pl->chain[t] != p) FAIL("chain list of %d reaches %d of another chain", p, t);
            t = pl->next[t];
            if (++n > size) FAIL("chain list of %d is longer than the chain", p);
        } while (t != p);
        if (n != size) FAIL("chain list of %d has %d stones, recomputed %d", p, n, size);
    }
    if (pl->ko_point != TG_PASS &&
        (pl->ko_point >= extent || pl->color[pl->ko_point] != TG_EMPTY || (pl->nbr[pl->ko_point] & 15u)))
        FAIL("ko point %d is not an empty point without empty neighbours", pl->ko_point);
    return true;
}
