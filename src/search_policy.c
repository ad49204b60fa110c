/*
 * search_policy.c — the playout policy of the search, on tg_board (exact
 * liberties make atari and ladders cheap to see).
 *
 * One move, in order (after the opponent's last play):
 *   1. atari escape: an own chain next to the last play is in atari: capture
 *      an attacker in atari, or extend at the liberty if that gives two
 *      liberties or more (not into a ladder that works) ;
 *   2. capture: an opponent chain at or around the last play is in atari;
 *   3. shape: an empty neighbour (8 around) of the last play matching one of
 *      the classic 3x3 patterns of MoGo's playouts (hane, cut, edge shapes);
 *   4. otherwise a point drawn uniformly from the empty list among those
 *      legal, not a single-point eye of the mover, not a self-atari of a
 *      chain of two stones or more (random_ok; pick.h).
 * The pass is returned when nothing is left.
 *
 * Invariant: every play made is tg_board_legal for the mover (no suicide,
 * the basic ko rule); the board stays consistent (tg_board_play only).
 */
#include <string.h>

#include "board_internal.h"
#include "pick.h"
#include "search_internal.h"

/* The 8 neighbours in pattern order: NW N NE W E SW S SE, as (dx, dy). */
static const int ring_dx[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
static const int ring_dy[8] = {-1, -1, -1, 0, 0, 1, 1, 1};

static inline int ring_offset(const tg_board *b, int i) { return ring_dy[i] * (int)b->stride + ring_dx[i]; }

unsigned sp_code(const tg_board *b, tg_point p, tg_color c) {
    (void)c; /* the table holds both colourings */
    unsigned code = 0;
    for (int i = 0; i < 8; i++) {
        int q = (int)p + ring_offset(b, i);
        unsigned col = (q <= 0 || q >= TG_MAX_POINTS) ? TG_EDGE : b->color[q];
        code |= col << (2 * i);
    }
    return code;
}

/* The shapes, rows top to bottom, the centre the point to play: X and O
 * the two colours (both colourings are entered), x not X, o not O,
 * '#' off the board, '?' anything. */
static const char *const shapes[] = {
    "XOX...???", /* hane: enclosing */
    "XO....?.?", /* hane: not cutting */
    "XO?X..x.?", /* hane: magari */
    ".O.X.....", /* diagonal attachment */
    "XO?O.o?o?", /* cut: unprotected */
    "XO?O.X???", /* cut: peeped */
    "?X?O.Oooo", /* cut: de */
    "OX?o.O???", /* cut: keima */
    "X.?O.?##?", /* edge: chase */
    "OX?X.O###", /* edge: block the cut */
    "?X?x.O###", /* edge: block the connection */
    "?XOx.x###", /* edge: sagari */
    "?OXX.O###", /* edge: cut */
};

static unsigned symbol_mask(char ch, bool swap) {
    enum { E = 1u << TG_EMPTY, B = 1u << TG_BLACK, W = 1u << TG_WHITE, D = 1u << TG_EDGE };
    unsigned x = swap ? W : B, o = swap ? B : W;
    switch (ch) {
    case '.': return E;
    case 'X': return x;
    case 'O': return o;
    case 'x': return E | o | D;
    case 'o': return E | x | D;
    case '#': return D;
    default: return E | B | W | D;
    }
}

/* Enters every code whose neighbour i has a colour in mask[i]. */
static void enter(sp_patterns *pt, const unsigned *mask, int i, unsigned code) {
    if (i == 8) {
        pt->good[code] = 1;
        return;
    }
    for (unsigned col = 0; col < 4; col++)
        if (mask[i] & (1u << col)) enter(pt, mask, i + 1, code | col << (2 * i));
}

void sp_patterns_build(sp_patterns *pt) {
    memset(pt->good, 0, sizeof pt->good);
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
        for (int sym = 0; sym < 8; sym++)
            for (int swap = 0; swap < 2; swap++) {
                unsigned mask[8];
                for (int i = 0; i < 8; i++) {
                    int x = ring_dx[i], y = ring_dy[i];
                    /* where cell (x, y) of the shape lands under symmetry sym */
                    int tx = (sym & 1) ? -x : x, ty = (sym & 2) ? -y : y;
                    if (sym & 4) {
                        int t = tx;
                        tx = ty, ty = t;
                    }
                    int j = 0;
                    while (ring_dx[j] != tx || ring_dy[j] != ty) j++;
                    mask[j] = symbol_mask(shapes[k][(y + 1) * 3 + (x + 1)], swap != 0);
                }
                enter(pt, mask, 0, 0);
            }
}

int sp_chain_libs(const tg_board *b, tg_point s, tg_point *libs, int max) {
    int n = 0;
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    tg_point q = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point r = (tg_point)(q + d[k]);
            if (b->color[r] != TG_EMPTY) continue;
            bool seen = false;
            for (int i = 0; i < n; i++) seen |= libs[i] == r;
            if (seen) continue;
            libs[n++] = r;
            if (n == max) return n;
        }
        q = b->next[q];
    } while (q != s);
    return n;
}

bool sp_self_atari(const tg_board *b, tg_point p, tg_color c, int *size) {
    /* Two empty neighbours are two liberties after the play: the common
     * case, read from one word. */
    if (tg_board_nbr_count(b, p, TG_EMPTY) >= 2) return false;
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    tg_point libs[4];
    int n = 0, stones = 1;
    tg_point heads[4];
    int nheads = 0;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + d[k]);
        tg_color qc = (tg_color)b->color[q];
        if (qc == TG_EMPTY) {
            bool seen = false;
            for (int i = 0; i < n; i++) seen |= libs[i] == q;
            if (!seen) libs[n++] = q;
        } else if (qc == tg_opponent(c)) {
            if (b->libs[b->chain[q]] == 1) return false; /* captures */
        } else if (qc == c) {
            tg_point h = b->chain[q];
            bool seen = false;
            for (int i = 0; i < nheads; i++) seen |= heads[i] == h;
            if (seen) continue;
            heads[nheads++] = h;
            if (b->libs[h] >= 3) return false;
            /* The count is exact: the walk stops at the chain's last
             * liberty, not at its last stone. */
            tg_point cl[2];
            int m = sp_chain_libs(b, q, cl, b->libs[h]);
            for (int i = 0; i < m; i++) {
                if (cl[i] == p) continue;
                bool s2 = false;
                for (int j = 0; j < n; j++) s2 |= libs[j] == cl[i];
                if (!s2 && n < 4) libs[n++] = cl[i];
            }
            for (tg_point t = q; stones < 3;) { /* up to 3: the bound the callers ask */
                stones++;
                if ((t = b->next[t]) == q) break;
            }
        }
        if (n >= 2) return false;
    }
    *size = stones;
    return true;
}

/* Whether an opponent chain next to the chain through s is in atari (the
 * defender could capture it). */
static bool can_capture_neighbour(const tg_board *b, tg_point s) {
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    tg_color o = tg_opponent((tg_color)b->color[s]);
    tg_point q = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point r = (tg_point)(q + d[k]);
            if (b->color[r] == o && b->libs[b->chain[r]] == 1) return true;
        }
        q = b->next[q];
    } while (q != s);
    return false;
}

static bool ladder_read(const tg_board *b, tg_point s, int depth) {
    tg_color dfd = (tg_color)b->color[s], atk = tg_opponent(dfd);
    tg_point libs[2];
    if (sp_chain_libs(b, s, libs, 2) != 2) return false;
    for (int i = 0; i < 2; i++) {
        tg_board nb;
        memcpy(&nb, b, sizeof nb);
        if (!tg_board_legal(&nb, libs[i], atk)) continue;
        tg_board_play(&nb, libs[i], atk);
        if (nb.color[s] != dfd) return true; /* cannot happen with two liberties; safe */
        if (tg_board_libs(&nb, libs[i]) == 1) continue; /* the atari stone can be taken */
        if (can_capture_neighbour(&nb, s)) continue;
        tg_point l;
        if (sp_chain_libs(&nb, s, &l, 1) != 1) continue;
        if (!tg_board_legal(&nb, l, dfd)) return true;
        tg_board_play(&nb, l, dfd);
        int n = tg_board_libs(&nb, s);
        if (n <= 1) return true;
        if (n == 2 && depth < 40 && ladder_read(&nb, s, depth + 1)) return true;
    }
    return false;
}

bool sp_ladder_caught(const tg_board *b, tg_point s) { return ladder_read(b, s, 0); }

/* The liberty count after c plays at p (at most 3 counted): p's empty
 * neighbours and its own neighbours' liberties other than p, or 3 when it
 * captures. */
static int libs_after(const tg_board *b, tg_point p, tg_color c) {
    int size;
    if (!sp_self_atari(b, p, c, &size)) {
        /* two or more: tell 2 from more by playing it */
        tg_board nb;
        memcpy(&nb, b, sizeof nb);
        tg_board_play(&nb, p, c);
        return nb.color[p] == c ? tg_board_libs(&nb, p) : 0;
    }
    return 1;
}

static bool add(tg_point *cand, int *n, tg_point p) {
    for (int i = 0; i < *n; i++)
        if (cand[i] == p) return false;
    if (*n < 32) cand[(*n)++] = p;
    return true;
}

/* A uniform number below n from the policy's random state. */
static int below(uint64_t *rng, int n) { return (int)(((uint64_t)sp_rand(rng) * (uint32_t)n) >> 32); }

/* Plays a random legal one of cand; TG_PASS if none is legal. */
static tg_point play_one(tg_board *b, tg_color c, tg_point *cand, int n, uint64_t *rng) {
    tg_point p = tg_pick_from(b, c, cand, n, tg_board_legal, below, rng);
    if (p != TG_PASS) tg_board_play(b, p, c);
    return p;
}

/* (search_internal.h) */
bool sp_crowded_ok(const tg_board *b, tg_point p, tg_color c, int refused) {
    if (!tg_board__legal_at(b, p, c)) return false;
    int size;
    return !(sp_self_atari(b, p, c, &size) && size >= refused);
}

/* Whether step 4 may play p for c: legal, not a one-point eye of c, not a
 * self-atari of a chain of two stones or more. */
static TG_INLINE bool random_ok(const tg_board *b, tg_point p, tg_color c) { return sp_random_ok(b, p, c, 2); }

tg_point sp_playout_move(const sp_patterns *pt, tg_board *b, tg_color c, tg_point last, uint64_t *rng) {
    tg_color o = tg_opponent(c);
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    tg_point cand[32];
    int n = 0;
    if (last != TG_PASS && b->color[last] == o) {
        /* 1. atari escape */
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(last + d[k]);
            if (b->color[q] != c || b->libs[b->chain[q]] != 1) continue;
            tg_point s = q;
            do {
                for (int j = 0; j < 4; j++) {
                    tg_point r = (tg_point)(s + d[j]);
                    tg_point l;
                    if (b->color[r] == o && b->libs[b->chain[r]] == 1 && sp_chain_libs(b, r, &l, 1) == 1)
                        add(cand, &n, l);
                }
                s = b->next[s];
            } while (s != q);
            tg_point l;
            if (sp_chain_libs(b, q, &l, 1) == 1 && tg_board_legal(b, l, c)) {
                int after = libs_after(b, l, c);
                if (after >= 3) add(cand, &n, l);
                else if (after == 2) {
                    tg_board nb;
                    memcpy(&nb, b, sizeof nb);
                    tg_board_play(&nb, l, c);
                    if (!sp_ladder_caught(&nb, l)) add(cand, &n, l);
                }
            }
        }
        if (n > 0) {
            tg_point p = play_one(b, c, cand, n, rng);
            if (p != TG_PASS) return p;
            n = 0;
        }
        /* 2. captures around the last play */
        for (int i = -1; i < 8; i++) {
            tg_point q = i < 0 ? last : (tg_point)((int)last + ring_offset(b, i));
            tg_point l;
            if (b->color[q] == o && b->libs[b->chain[q]] == 1 && sp_chain_libs(b, q, &l, 1) == 1) add(cand, &n, l);
        }
        if (n > 0) {
            tg_point p = play_one(b, c, cand, n, rng);
            if (p != TG_PASS) return p;
            n = 0;
        }
        /* 3. shapes around the last play */
        if ((sp_rand(rng) & 15) != 0) {
            for (int i = 0; i < 8; i++) {
                tg_point q = (tg_point)((int)last + ring_offset(b, i));
                if (b->color[q] != TG_EMPTY || !pt->good[sp_code(b, q, c)]) continue;
                int size;
                if (!tg_board_legal(b, q, c) || sp_self_atari(b, q, c, &size)) continue;
                add(cand, &n, q);
            }
            if (n > 0) return play_one(b, c, cand, n, rng);
        }
    }
    /* 4. random */
    tg_point p = tg_pick_empty(b, c, random_ok, below, rng);
    if (p != TG_PASS) tg_board_play(b, p, c);
    return p;
}
