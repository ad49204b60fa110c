/*
 * score_seki.c — seki and the points an owner must fill, read for the count
 * (score.c): the empty regions of a position, the dame filled, the eyes of
 * a group read (regions holding dead stones too), tg_find_seki.
 *
 * Seki is found as RULES.md §7 words it for the Japanese rules: fill every
 * dame that can be filled without self-atari (where both colours can, by
 * the one that needs it: fill_colour), but not the shared liberties of
 * two eyeless chains in a seki of their own by the count
 * (tg_score__seki_liberty); chains that still touch an
 * unfilled dame, and do not have two eyes, are in seki. With the dead
 * stones known (tg_score_position), also per group: a group that is not
 * dead and cannot have two eyes, even after capturing the dead stones in
 * its eye space (region_eye_value), is alive only in seki, whether or not
 * a dame is left (tg_score__find_seki_with_dead).
 *
 * The points an owner must fill to save a chain left in atari once the
 * dame are filled (the 1989 rules' commentary to article 8) are found by
 * tg_score__find_defence_points; score.c decides where they count.
 *
 * Invariant: the boards given are only read (every fill and capture is
 * played on a copy), and fills are tried in point order, so the same
 * position gives the same seki and defence points whatever moves reached
 * it.
 *
 * What it does not do: decide which stones are dead (the caller says), or
 * count.
 */
#include <string.h>

#include "tengen/status.h"
#include "tengen/tengen.h"

#include "score_internal.h"

/* An eye space of this many points or more makes two eyes with its owner
 * to play, whatever its shape (the rabbity six, the largest killing shape,
 * lives with the owner on its vital point); region_eye_value reads the
 * smaller ones by their shape. */
#define BIG_EYE_SPACE 6

void tg_score__find_regions(const tg_board *b, regions *r) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint16_t stack[TG_MAX_POINTS];
    memset(r->of, 0, sizeof r->of);
    r->count = 0;
    for (int i = 0; i < b->empty_count; i++) {
        tg_point start = b->empty[i];
        if (r->of[start]) continue;
        int id = r->count++;
        r->borders[id] = 0;
        r->size[id] = 0;
        int sp = 0;
        stack[sp++] = start;
        r->of[start] = (uint16_t)(id + 1);
        while (sp) {
            tg_point p = stack[--sp];
            r->size[id]++;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + off[k]);
                uint8_t c = b->color[q];
                if (c == TG_EMPTY && !r->of[q]) {
                    r->of[q] = (uint16_t)(id + 1);
                    stack[sp++] = q;
                } else if (c == TG_BLACK || c == TG_WHITE) {
                    r->borders[id] |= c;
                }
            }
        }
    }
}

void tg_score__find_groups(const tg_board *b, const regions *r, uint16_t *parent, int16_t *region_chain) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    for (int i = 0; i < TG_MAX_POINTS; i++) parent[i] = (uint16_t)i;
    for (int i = 0; i < r->count; i++) region_chain[i] = -1;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] != TG_EMPTY) continue;
                int id = r->of[q] - 1;
                if (r->borders[id] != b->color[s]) continue;
                if (region_chain[id] < 0) {
                    region_chain[id] = (int16_t)b->chain[s];
                    continue;
                }
                uint16_t a = tg_score__group_root(parent, b->chain[s]);
                uint16_t o = tg_score__group_root(parent, (uint16_t)region_chain[id]);
                if (a != o) parent[a] = o;
            }
        }
}

/* The number of distinct regions bordered by `c` alone that touch the chain
 * through stone s: the chain's eyes, loosely; two when one of them has
 * BIG_EYE_SPACE points or more, which region_eye_value also counts as two
 * eyes (a chain whose one liberty outside a seki-like shared point opens
 * into its colour's area is alive: tygem-887907962's A8, whose area of 44
 * points counted as seki eyes). */
static int chain_eyes(const tg_board *b, const regions *r, tg_point s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint8_t c = b->color[s];
    uint16_t seen[8];
    int n = 0;
    tg_point h = b->chain[s], t = h;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != TG_EMPTY) continue;
            int id = r->of[q] - 1;
            if (r->borders[id] != c) continue;
            bool dup = false;
            for (int i = 0; i < n; i++) dup |= seen[i] == id;
            if (!dup && n < 8) seen[n++] = (uint16_t)id;
        }
        t = b->next[t];
    } while (t != h);
    for (int i = 0; i < n; i++)
        if (r->size[seen[i]] >= BIG_EYE_SPACE) return 2;
    return n;
}

/* Whether `c` can fill the empty point p without capturing and without
 * leaving its chain with fewer than two liberties. Counts the liberties the
 * new chain would have (those of p and of the own chains around it, p
 * excluded) up to two, without copying the board. */
static bool can_fill(const tg_board *b, tg_point p, tg_color c) {
    tg_play_effect e = tg_board_predict(b, p, c);
    if (e.captured || e.self_captured) return false;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point libs[2];
    int n = 0;
    for (int k = 0; k < 4 && n < 2; k++) {
        tg_point q = (tg_point)(p + off[k]);
        if (b->color[q] == TG_EMPTY) {
            if (n == 0 || libs[0] != q) libs[n++] = q;
            continue;
        }
        if (b->color[q] != c) continue;
        tg_point h = b->chain[q], t = h;
        do {
            for (int j = 0; j < 4 && n < 2; j++) {
                tg_point r = (tg_point)(t + off[j]);
                if (b->color[r] != TG_EMPTY || r == p) continue;
                if (n == 0 || libs[0] != r) libs[n++] = r;
            }
            t = b->next[t];
        } while (t != h && n < 2);
    }
    return n >= 2;
}

tg_point tg_score__chain_liberty(const tg_board *b, tg_point s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point h = b->chain[s], t = h;
    do {
        for (int k = 0; k < 4; k++)
            if (b->color[t + off[k]] == TG_EMPTY) return (tg_point)(t + off[k]);
        t = b->next[t];
    } while (t != h);
    return TG_PASS;
}

/* Whether p is among pts[0..n). */
static bool in_list(const tg_point *pts, int n, tg_point p) {
    for (int i = 0; i < n; i++)
        if (pts[i] == p) return true;
    return false;
}

/* The distinct liberties of the chain at s, up to max; returns how many
 * (max + 1 when there are more). */
static int chain_libs(const tg_board *b, tg_point s, tg_point *libs, int max) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int n = 0;
    tg_point h = b->chain[s], t = h;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != TG_EMPTY || in_list(libs, n, q)) continue;
            if (n == max) return max + 1;
            libs[n++] = q;
        }
        t = b->next[t];
    } while (t != h);
    return n;
}

/* Whether some liberty of the chain at s touches another chain of its
 * colour: a play there joins them, and the chain's count of liberties
 * alone says nothing of the race (tygem-886605939: Black's S13-S15 and
 * White's T14 share T13 and T15, but White's T13 joins T14 to S12's chain
 * and Black is in atari). */
static bool may_join(const tg_board *b, tg_point s, const tg_point *libs, int n) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(libs[i] + off[k]);
            if (b->color[q] == b->color[s] && b->chain[q] != b->chain[s]) return true;
        }
    return false;
}

/* Whether every empty neighbour of every point of libs[0..n) is in libs or
 * in more[0..nm): the liberties are closed, none opens onto further empty
 * points (an extension there gains liberties the count does not see). */
static bool closed_libs(const tg_board *b, const tg_point *libs, int n, const tg_point *more, int nm) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(libs[i] + off[k]);
            if (b->color[q] == TG_EMPTY && !in_list(libs, n, q) && !in_list(more, nm, q)) return false;
        }
    return true;
}

/* Whether the chain at s, with n liberties, touches an opponent chain other
 * than the one at partner that has no eye and no more liberties than n:
 * one it may capture first, gaining liberties the count does not see
 * (tygem-880620166: White's M3-M2, in atari beside Black's N3 chain). */
static bool weak_neighbour(const tg_board *b, const regions *r, tg_point s, int n, tg_point partner) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent((tg_color)b->color[s]);
    tg_point h = b->chain[s], t = h;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != o || b->chain[q] == b->chain[partner]) continue;
            if (b->libs[b->chain[q]] <= n && chain_eyes(b, r, q) == 0) return true;
        }
        t = b->next[t];
    } while (t != h);
    return false;
}

/* Chains with more liberties than this are not in a close race. */
#define SEKI_RACE_LIBS 8

/* Whether p is a shared liberty of a black and a white chain beside it in a
 * seki of their own: neither has an eye (a region only its colour borders),
 * neither can join another chain of its colour through one of its
 * liberties, no liberty of either opens onto an empty point that is neither's
 * liberty, neither touches a third chain it may capture first, and their
 * race counted on liberties alone (tg_race_count: outside
 * liberties, shared ones) is a seki whoever moves. Neither player fills
 * such a point: the filler would lose the race or give a liberty away
 * (tygem-877483303: White's L8 chain, Black's N4 chain, three shared
 * liberties M6, O4, O3 against one and two of their own; filled as dame,
 * the race was played out and the seki lost). */
bool tg_score__seki_liberty(const tg_board *f, const regions *r, tg_point p) {
    const int off[4] = {-f->stride, -1, 1, f->stride};
    for (int k = 0; k < 4; k++) {
        tg_point a = (tg_point)(p + off[k]);
        if (f->color[a] != TG_BLACK) continue;
        for (int j = 0; j < 4; j++) {
            tg_point o = (tg_point)(p + off[j]);
            if (f->color[o] != TG_WHITE) continue;
            if (chain_eyes(f, r, a) > 0 || chain_eyes(f, r, o) > 0) continue;
            tg_point la[SEKI_RACE_LIBS], lo[SEKI_RACE_LIBS];
            int na = chain_libs(f, a, la, SEKI_RACE_LIBS), no = chain_libs(f, o, lo, SEKI_RACE_LIBS);
            if (na > SEKI_RACE_LIBS || no > SEKI_RACE_LIBS) continue;
            int ns = 0;
            for (int i = 0; i < na; i++)
                ns += in_list(lo, no, la[i]);
            if (may_join(f, a, la, na) || may_join(f, o, lo, no)) continue;
            if (!closed_libs(f, la, na, lo, no) || !closed_libs(f, lo, no, la, na)) continue;
            if (weak_neighbour(f, r, a, na, o) || weak_neighbour(f, r, o, no, a)) continue;
            tg_race_side sa = {na - ns, 0, 0, false}, so = {no - ns, 0, 0, false};
            if (tg_race_count(&sa, &so, ns, true) == TG_RACE_SEKI &&
                tg_race_count(&sa, &so, ns, false) == TG_RACE_SEKI)
                return true;
        }
    }
    return false;
}

/* Dame regions larger than this are open areas of an unfinished game, not
 * the shared liberties of a seki: they are neither filled nor taken as
 * evidence of seki. */
#define SEKI_MAX_DAME_REGION 8

static bool is_small_dame(const regions *r, int id) {
    return r->borders[id] == (TG_BLACK | TG_WHITE) && r->size[id] <= SEKI_MAX_DAME_REGION;
}

/* What a stone of `c` at the empty point p does for c's chains beside it:
 * *joined, the number of distinct chains it connects; *weakest, the
 * fewest liberties among them (TG_MAX_POINTS when none); *largest, the
 * most stones among them (0 when none). */
static void fill_need(const tg_board *b, tg_point p, tg_color c, int *joined, int *weakest, int *largest) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point seen[4];
    int n = 0, least = TG_MAX_POINTS, most = 0;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + off[k]);
        if (b->color[q] != c) continue;
        tg_point h = b->chain[q];
        if (in_list(seen, n, h)) continue;
        seen[n++] = h;
        if (b->libs[h] < least) least = b->libs[h];
        int size = tg_board_chain_size(b, h);
        if (size > most) most = size;
    }
    *joined = n;
    *weakest = least;
    *largest = most;
}

/* The colour that fills the dame point p when both can: the one that
 * needs it, as the players would fill the dame: the colour whose stone
 * there joins two of its chains the other's would cut apart; else the
 * colour whose chain beside p is shorter of liberties (the other's stone
 * there would press it); else the colour of the larger chain beside p (a
 * group defends its eye space against the few stones inside it); else
 * Black. A greedy Black fill of a White cutting point splits a living
 * group into pieces that look eyeless (tygem-876800139: O14 and P15 cut
 * White's right side from its top, and the group left with one eye looked
 * like seki). Without the size test the seki followed the colours (OGS
 * corner_test_3: a twelve-stone chain round a lone opponent stone at B2
 * in the corner, A3 filled, two liberties each at A2; Black filled A2 for
 * the chain when Black owned the corner, the seki the players marked, and
 * for the lone stone when the colours were swapped, putting the chain in
 * atari: bench/judgement_colour.sh). Black is left as the last resort,
 * where the two sides are alike in all three: leaving such a point
 * unfilled instead made a false seki of open dame (Tygem 917291302's
 * upper right, 17 stones with a five-point eye read seki, W+8.5 as
 * recorded to W+3.5). */
static tg_color fill_colour(const tg_board *b, tg_point p) {
    int jb, wb, lb, jw, ww, lw;
    fill_need(b, p, TG_BLACK, &jb, &wb, &lb);
    fill_need(b, p, TG_WHITE, &jw, &ww, &lw);
    if ((jb >= 2) != (jw >= 2)) return jb >= 2 ? TG_BLACK : TG_WHITE;
    if (wb != ww) return wb < ww ? TG_BLACK : TG_WHITE;
    if (lb != lw) return lb > lw ? TG_BLACK : TG_WHITE;
    return TG_BLACK;
}

/* Whether a stone stands beside the empty point p. */
static bool beside_stone(const tg_board *f, tg_point p) {
    const int off[4] = {-f->stride, -1, 1, f->stride};
    for (int k = 0; k < 4; k++) {
        uint8_t c = f->color[p + off[k]];
        if (c == TG_BLACK || c == TG_WHITE) return true;
    }
    return false;
}

/* Fills every small dame region of f that can be filled without
 * self-atari (fill_colour's choice where both could), leaving r the
 * regions of the filled board. Each pass fills at most one point per dame region (the
 * regions change as they fill), until no dame can be filled.
 * A point with no stone beside it is not filled while it has none: a
 * stone there joins no chain and takes no liberty, so nothing tells who
 * would fill it (fill_colour's last resort, Black, would decide), and
 * filling it first changes what the region's other points can take. With
 * it filled first or last by the point order, the seki the fill leaves
 * followed the board's orientation (OGS corner_test_3: Black's twelve
 * stones around White's B2 in the lower left corner, empty A1-C1, A2,
 * A3; Black's A1 first, as when the board is mirrored top to bottom,
 * leaves no shared dame, A3 first leaves C1, the seki the players
 * marked). It is filled once a fill beside it gives it a stone. */
void tg_score__fill_dame(tg_board *f, regions *r) {
    bool filled_region[TG_MAX_POINTS];
    bool changed = true;
    while (changed) {
        changed = false;
        tg_score__find_regions(f, r);
        memset(filled_region, 0, (size_t)r->count * sizeof *filled_region);
        /* In point order, not the board's list of empty points: that list's
         * order depends on the moves that reached the position, and which
         * point of a region is filled first can decide a seki. */
        for (int y = 0; y < f->height; y++)
            for (int x = 0; x < f->width; x++) {
                tg_point p = tg_point_at(f, x, y);
                if (f->color[p] != TG_EMPTY) continue;
                int id = r->of[p] - 1;
                if (id < 0 || filled_region[id] || !is_small_dame(r, id)) continue;
                if (tg_score__seki_liberty(f, r, p) || !beside_stone(f, p)) continue;
                bool bk = can_fill(f, p, TG_BLACK), wh = can_fill(f, p, TG_WHITE);
                tg_color c = bk && wh ? fill_colour(f, p) : bk ? TG_BLACK : wh ? TG_WHITE : TG_EMPTY;
                if (c == TG_EMPTY) continue;
                tg_board_play(f, p, c);
                filled_region[id] = true;
                changed = true;
            }
    }
    tg_score__find_regions(f, r);
}

void tg_find_seki(const tg_board *b, bool *seki) {
    memset(seki, 0, TG_MAX_POINTS * sizeof *seki);
    tg_board f = *b;
    regions r;
    tg_score__fill_dame(&f, &r);
    /* Dame left unfilled: the chains of f touching it are in seki, unless
     * they have two eyes. */
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool touches[TG_MAX_POINTS];
    memset(touches, 0, sizeof touches);
    for (int i = 0; i < f.empty_count; i++) {
        tg_point p = f.empty[i];
        if (!is_small_dame(&r, r.of[p] - 1)) continue;
        /* A dame where a play captures is the last liberty of a chain in
         * atari: that chain is not in seki, it is taken (a dead stone left
         * on the board would look like seki otherwise). */
        if (tg_board_predict(&f, p, TG_BLACK).captured || tg_board_predict(&f, p, TG_WHITE).captured)
            continue;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + off[k]);
            if (f.color[q] == TG_BLACK || f.color[q] == TG_WHITE) touches[f.chain[q]] = true;
        }
    }
    /* Eyes are counted on the filled board, chain by merged chain: the
     * chains of a living group joined by filled dame share its eyes. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
            seki[s] = touches[f.chain[s]] && chain_eyes(&f, &r, s) < 2;
        }
}

/* ------------------------------------------- eyes of a group, and seki */

/* A set of points as a small list, for the shape tests below. */
#define EYE_MAX_POINTS 24

/* The connected pieces of pts[0..n) other than the point `skip` (TG_PASS:
 * none), each piece's points marked with the same number in piece[]
 * (parallel to pts). Returns the number of pieces. */
static int count_pieces(const tg_board *b, const tg_point *pts, int n, tg_point skip, int *piece) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int pieces = 0;
    for (int i = 0; i < n; i++) piece[i] = -1;
    for (int i = 0; i < n; i++) {
        if (piece[i] >= 0 || pts[i] == skip) continue;
        int stack[EYE_MAX_POINTS], sp = 0;
        piece[i] = pieces;
        stack[sp++] = i;
        while (sp) {
            tg_point p = pts[stack[--sp]];
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + off[k]);
                for (int j = 0; j < n; j++)
                    if (pts[j] == q && q != skip && piece[j] < 0) {
                        piece[j] = pieces;
                        stack[sp++] = j;
                    }
            }
        }
        pieces++;
    }
    return pieces;
}

/* Whether the empty point p, an eye of `c` on its own, is no sure eye:
 * a chain of `c` beside it is in atari (the opponent's play there
 * captures it, or takes a ko: the eye of a double-ko seki), or it is a
 * false eye by its diagonals: two of them held by the opponent, on the
 * edge too. (On the edge one is enough by the usual rule, but an edge
 * point beside more eye space is often made real by the owner's next
 * play: given the benefit of the doubt, as the marks say the group
 * lives.) */
static bool is_false_point(const tg_board *f, tg_point p, tg_color c) {
    const int off[4] = {-f->stride, -1, 1, f->stride};
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + off[k]);
        if (f->color[q] == c && f->libs[f->chain[q]] == 1) return true;
    }
    const int diag[4] = {-f->stride - 1, -f->stride + 1, f->stride - 1, f->stride + 1};
    int opp = 0;
    for (int k = 0; k < 4; k++) {
        opp += f->color[p + diag[k]] == tg_opponent(c);
    }
    return opp >= 2;
}

/* The pieces of a cut (piece[] from count_pieces, -1 for the cut point)
 * that can be an eye: every piece but a single false point. */
static int real_pieces(const tg_board *f, const tg_point *pts, int n, const int *piece, tg_color c) {
    int real = 0;
    for (int q = 0;; q++) {
        int size = 0;
        tg_point only = TG_PASS;
        for (int j = 0; j < n; j++)
            if (piece[j] == q) {
                size++;
                only = pts[j];
            }
        if (!size) return real;
        real += size > 1 || !is_false_point(f, only, c);
    }
}

/* Whether a connected shape of n points is one of the killing shapes (the
 * opponent's play on its vital point leaves one eye): any shape of one to
 * three points; the square and the pyramid four; the bulky and the cross
 * five; the rabbity six. Told apart by the number of adjacent pairs (a
 * cycle means a 2x2 square inside) and the highest degree. */
static bool is_killing_shape(const tg_board *b, const tg_point *pts, int n) {
    if (n <= 3) return true;
    if (n > 6) return false;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int edges2 = 0, maxdeg = 0;
    for (int i = 0; i < n; i++) {
        int d = 0;
        for (int k = 0; k < 4; k++) d += in_list(pts, n, (tg_point)(pts[i] + off[k]));
        edges2 += d;
        if (d > maxdeg) maxdeg = d;
    }
    int edges = edges2 / 2;
    if (n == 4) return edges == 4 || maxdeg == 3;
    if (n == 5) return edges == 5 || maxdeg == 4;
    return edges == 6 && maxdeg == 4;
}

/* Whether pts[0..n) is the rectangular six in the corner (two by three,
 * one of its points a corner of the board) around chains of `c` with no
 * liberty outside it: the opponent, to play first, kills it (its vital
 * point, then the owner is short of liberties; with one liberty outside
 * it is an approach ko, with two it lives, as does the rectangular six
 * away from the corner: Sensei's Library, "Rectangular six in the
 * corner"). The only six-point shape with seven adjacent pairs is the
 * two by three rectangle. */
static bool is_corner_six_without_liberties(const tg_board *f, const tg_point *pts, int n, tg_color c) {
    if (n != 6) return false;
    const int off[4] = {-f->stride, -1, 1, f->stride};
    int edges2 = 0;
    bool corner = false;
    for (int i = 0; i < n; i++) {
        int edge = 0;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(pts[i] + off[k]);
            edges2 += in_list(pts, n, q);
            edge += f->color[q] == TG_EDGE;
        }
        corner |= edge == 2;
    }
    if (edges2 != 14 || !corner) return false;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(pts[i] + off[k]);
            if (f->color[q] != c) continue;
            tg_point h = f->chain[q], t = h;
            do {
                for (int j = 0; j < 4; j++) {
                    tg_point l = (tg_point)(t + off[j]);
                    if (f->color[l] == TG_EMPTY && !in_list(pts, n, l)) return false;
                }
                t = f->next[t];
            } while (t != h);
        }
    return true;
}

/* Whether the owner `c`, to play, captures the dead stones of the region
 * pts[0..n) (dead[] marks them, on b) into two eyes: one play of c on an
 * empty point of the region, legal and leaving its chain two liberties,
 * puts every dead chain there in atari with a last liberty the opponent
 * cannot fill (suicide), so c captures them all next; their points are
 * then in two pieces (goscorer's test_dead_stone_marking: Black's H8
 * ataris the dead H9 and J8 at J9; J9 takes both, leaving H9 and J8). */
static bool captured_first(const tg_board *b, const tg_point *pts, int n, const bool *dead, tg_color c) {
    tg_color opp = tg_opponent(c);
    for (int i = 0; i < n; i++) {
        if (dead[i] || b->color[pts[i]] != TG_EMPTY) continue;
        tg_play_effect e = tg_board_predict(b, pts[i], c);
        if (e.self_captured || e.captured) continue;
        tg_board g = *b;
        tg_board_play(&g, pts[i], c);
        if (g.libs[g.chain[pts[i]]] < 2) continue;
        bool all = true;
        for (int j = 0; j < n && all; j++) {
            if (!dead[j] || g.color[pts[j]] != opp) continue;
            if (g.libs[g.chain[pts[j]]] != 1) {
                all = false;
                continue;
            }
            tg_point lib = tg_score__chain_liberty(&g, pts[j]);
            all = lib != TG_PASS && tg_board_predict(&g, lib, opp).self_captured > 0;
        }
        if (!all) continue;
        tg_point space[EYE_MAX_POINTS];
        int m = 0, piece[EYE_MAX_POINTS];
        for (int j = 0; j < n; j++)
            if (dead[j]) space[m++] = pts[j];
        if (count_pieces(b, space, m, TG_PASS, piece) >= 2) return true;
    }
    return false;
}

/* How many eyes (1 or 2) the region `id` of f, bordered by `c` alone,
 * gives its group, with its owner to play: the group's marks say it is
 * alive, so only a region that cannot make two eyes even then counts one.
 * b is the board with the dead stones on it (the opponent's stones inside
 * the region are dead ones), or NULL. With !owner_to_play (the owner
 * has just had to fill a point beside the region), an empty region of
 * fewer than six points is read with the opponent to play: one eye if it
 * is a killing shape (a straight three included), two if not; so is the
 * rectangular six in the corner with no liberty outside it
 * (is_corner_six_without_liberties), one eye.
 *   - Six or more points, not counting the dead stones with two or more
 *     neighbours in the region (they take its room), make two eyes.
 *   - So does an empty point the owner can play that cuts the region in
 *     two (straight and bent three, the pyramid four, ...), unless one
 *     side is a lone false point (is_false_point); a lone false point as
 *     the whole region is no eye.
 *   - With dead stones inside, so does a play of the owner that ataris
 *     them all where the opponent cannot connect, if capturing them leaves
 *     two pieces (captured_first).
 *   - Otherwise, with dead stones inside: the opponent's stones there and
 *     the points the owner cannot play (a play there would be suicide),
 *     all or all but one, are what the owner must capture; once captured, their
 *     space gives two eyes if it is in two pieces, or one piece that is no
 *     killing shape (the opponent plays its vital point again). */
static int region_eye_value(const tg_board *f, const regions *r, int id, tg_color c,
                            const tg_board *b, bool owner_to_play) {
    if (r->size[id] > EYE_MAX_POINTS) return 2;
    const int off[4] = {-f->stride, -1, 1, f->stride};
    tg_point pts[EYE_MAX_POINTS];
    int n = 0;
    for (int y = 0; y < f->height; y++)
        for (int x = 0; x < f->width; x++) {
            tg_point p = tg_point_at(f, x, y);
            if (f->color[p] == TG_EMPTY && r->of[p] - 1 == id && n < EYE_MAX_POINTS) pts[n++] = p;
        }
    tg_color opp = tg_opponent(c);
    bool dead[EYE_MAX_POINTS];
    int crowded = 0, ndead = 0;
    for (int i = 0; i < n; i++) {
        dead[i] = b && b->color[pts[i]] == opp;
        if (!dead[i]) continue;
        ndead++;
        int d = 0;
        for (int k = 0; k < 4; k++) d += in_list(pts, n, (tg_point)(pts[i] + off[k]));
        crowded += d >= 2;
    }
    if (!owner_to_play && !ndead && is_corner_six_without_liberties(f, pts, n, c)) return 1;
    if (n - crowded >= BIG_EYE_SPACE) return 2;
    /* A lone point that is no sure eye (is_false_point) is no eye. */
    if (n == 1 && !ndead && is_false_point(f, pts[0], c)) return 0;
    const tg_board *on = b ? b : f;
    int piece[EYE_MAX_POINTS];
    if (!owner_to_play && !ndead) return is_killing_shape(f, pts, n) ? 1 : 2;
    for (int i = 0; i < n; i++) {
        if (dead[i]) continue;
        tg_play_effect e = tg_board_predict(on, pts[i], c);
        if (e.self_captured) continue;
        if (count_pieces(f, pts, n, pts[i], piece) >= 2 && real_pieces(f, pts, n, piece, c) >= 2)
            return 2;
        /* The cut with a dead stone beside it: the owner's play there
         * leaves that stone to be captured between two eyes, if each side
         * is empty and has room (two points) against a throw-in. */
        for (int k = 0; k < 4; k++) {
            tg_point d = (tg_point)(pts[i] + off[k]);
            if (!b || b->color[d] != opp || !in_list(pts, n, d)) continue;
            tg_point rest[EYE_MAX_POINTS];
            int nr = 0;
            for (int j = 0; j < n; j++)
                if (pts[j] != pts[i] && pts[j] != d) rest[nr++] = pts[j];
            int np = count_pieces(f, rest, nr, TG_PASS, piece), roomy = 0;
            for (int q = 0; q < np; q++) {
                int size = 0;
                bool clean = true;
                for (int j = 0; j < nr; j++)
                    if (piece[j] == q) {
                        size++;
                        clean &= b->color[rest[j]] != opp;
                    }
                roomy += size >= 2 && clean;
            }
            if (roomy >= 2) return 2;
        }
    }
    if (!ndead) return 1;
    if (owner_to_play && captured_first(b, pts, n, dead, c)) return 2;
    /* The space the owner must capture: the dead stones and the points the
     * owner cannot play, which the opponent fills, all of them or all but
     * the one the owner's capture is played on (the opponent chooses: each
     * is tried, and the worst for the owner counts). */
    bool unplayable[EYE_MAX_POINTS];
    for (int i = 0; i < n; i++) unplayable[i] = !dead[i] && tg_board_predict(on, pts[i], c).self_captured;
    for (int omit = -1; omit < n; omit++) {
        if (omit >= 0 && !unplayable[omit]) continue;
        tg_point space[EYE_MAX_POINTS];
        int m = 0;
        for (int i = 0; i < n; i++)
            if ((dead[i] || unplayable[i]) && i != omit) space[m++] = pts[i];
        if (count_pieces(f, space, m, TG_PASS, piece) < 2 && is_killing_shape(f, space, m)) return 1;
    }
    return 2;
}

/* Where the owner `c` must first capture the dead stone under the point
 * lib, before filling lib (b: the board with the dead stones on it, or
 * NULL; f: the filled board without them, r its regions): the last
 * liberty on b of the opponent's dead chain at lib, when it has exactly
 * one and that point is empty on f, in a region only c borders, and
 * playable by c. TG_PASS otherwise (no dead stone there, or one that
 * takes more than a move to capture: left as the fill alone). The
 * capture is a move of the owner inside its own area like the fill,
 * and leaves a stone there (rectanglelikes2: Black's E11 in atari once
 * White fills F11 must connect at D11, under White's dead stone, which
 * Black first takes at C11: two moves, and the corner left, A10-B11 and
 * C10, is a bulky five with White to play). */
static tg_point capture_point(const tg_board *b, const tg_board *f, const regions *r, tg_point lib,
                              tg_color c) {
    if (!b || b->color[lib] != tg_opponent(c)) return TG_PASS;
    tg_point h = b->chain[lib];
    if (b->libs[h] != 1) return TG_PASS;
    tg_point cap = tg_score__chain_liberty(b, h);
    if (cap == TG_PASS || cap == lib || f->color[cap] != TG_EMPTY) return TG_PASS;
    if (r->borders[r->of[cap] - 1] != c) return TG_PASS;
    tg_play_effect e = tg_board_predict(f, cap, c);
    if (e.self_captured || e.captured) return TG_PASS;
    return cap;
}

/* The owner `c`'s fill of lib, the last liberty of its chain, played on f
 * (capture_point's capture of a dead stone under lib first; b, r as
 * there): false, f unchanged, if the fill is suicide or leaves the chain
 * fewer than min_libs liberties. *cap: the capture point, or TG_PASS. The
 * one move both the seki reading and the defence points make. */
static bool owner_fills(const tg_board *b, tg_board *f, const regions *r, tg_point lib, tg_color c, int min_libs,
                        tg_point *cap) {
    tg_board g = *f;
    *cap = capture_point(b, f, r, lib, c);
    if (*cap != TG_PASS) tg_board_play(&g, *cap, c);
    if (tg_board_predict(&g, lib, c).self_captured) return false;
    tg_board_play(&g, lib, c);
    if (g.libs[g.chain[lib]] < min_libs) return false;
    *f = g;
    return true;
}

/* Seki with the dead stones known (b: the board with them on it, or NULL
 * for none), decided per group as the Japanese rules speak of groups: on
 * w with its dame filled, chains joined through the regions only their
 * colour borders form a group. A group that is not dead and cannot have
 * two eyes (region_eye_value, summed) can only be alive in seki: it is, if
 * it touches a dame that stays unfilled, or has no outside liberty, or has
 * one eye holding dead stones the caller marked (the position was judged
 * around it) even beside an open area, or one eye after it had to fill a
 * point of its own eye space once the dame beside were filled (the dame
 * around it were played out: goscorer's live_in_a_row_with_hane, whose
 * nine points of shared liberties are an open area by size). (Otherwise
 * a group beside an open area is in a position not played out, whose
 * life is the caller's: with no dead stones given, tengen score --dead
 * none, every group would look alive.) Also tg_find_seki's chain rule: a
 * chain that touches an unfilled dame and has fewer than two eye regions
 * of its own. */
void tg_score__find_seki_with_dead(const tg_board *w, const tg_board *b, const tg_board *filled, const regions *fr,
                                   bool *seki) {
    memset(seki, 0, TG_MAX_POINTS * sizeof *seki);
    tg_board f = *filled;
    regions r = *fr;
    const int off[4] = {-w->stride, -1, 1, w->stride};
    /* The fills an owner must make inside its own area once the dame are
     * filled (a chain left in atari, its last liberty in a region only its
     * colour borders, and the fill gives it two liberties): played, with
     * the capture of a dead stone under the point first (capture_point),
     * and the empty region beside each is then read with the opponent to
     * play, who gained the move (region_eye_value's owner_to_play). */
    bool teire[TG_MAX_POINTS];
    memset(teire, 0, sizeof teire);
    for (bool changed = true; changed;) {
        changed = false;
        for (int y = 0; y < f.height && !changed; y++)
            for (int x = 0; x < f.width && !changed; x++) {
                tg_point s = tg_point_at(&f, x, y);
                uint8_t c = f.color[s];
                if ((c != TG_BLACK && c != TG_WHITE) || f.chain[s] != s || f.libs[s] != 1) continue;
                tg_point lib = tg_score__chain_liberty(&f, s), cap;
                if (lib == TG_PASS || r.borders[r.of[lib] - 1] != c) continue;
                if (!owner_fills(b, &f, &r, lib, (tg_color)c, 2, &cap)) continue;
                teire[lib] = true;
                if (cap != TG_PASS) teire[cap] = true;
                tg_score__find_regions(&f, &r);
                changed = true;
            }
    }
    bool hurried[TG_MAX_POINTS];
    memset(hurried, 0, (size_t)r.count * sizeof *hurried);
    for (int y = 0; y < f.height; y++)
        for (int x = 0; x < f.width; x++) {
            tg_point p = tg_point_at(&f, x, y);
            if (!teire[p]) continue;
            for (int k = 0; k < 4; k++)
                if (f.color[p + off[k]] == TG_EMPTY) hurried[r.of[p + off[k]] - 1] = true;
        }
    /* Groups of f. */
    uint16_t parent[TG_MAX_POINTS];
    int16_t region_chain[TG_MAX_POINTS];
    tg_score__find_groups(&f, &r, parent, region_chain);
    /* Per group root: eyes, unfilled dame, open area. */
    uint8_t eyes[TG_MAX_POINTS], dame[TG_MAX_POINTS], open[TG_MAX_POINTS], chain_dame[TG_MAX_POINTS];
    memset(chain_dame, 0, sizeof chain_dame);
    memset(eyes, 0, sizeof eyes);
    memset(dame, 0, sizeof dame);
    memset(open, 0, sizeof open);
    /* Groups that had to fill a point of their own eye space once the
     * dame beside it were filled: played out around it. */
    uint8_t forced[TG_MAX_POINTS];
    memset(forced, 0, sizeof forced);
    for (int i = 0; i < r.count; i++) {
        if (region_chain[i] < 0) continue;
        uint16_t a = tg_score__group_root(parent, (uint16_t)region_chain[i]);
        if (eyes[a] < 2) eyes[a] = (uint8_t)(eyes[a] + region_eye_value(&f, &r, i, (tg_color)r.borders[i], b, !hurried[i]));
        forced[a] |= hurried[i];
    }
    /* Groups whose eye space holds dead stones of the opponent: marked by
     * the caller, so the position was judged played out around them. */
    uint8_t holds_dead[TG_MAX_POINTS];
    memset(holds_dead, 0, sizeof holds_dead);
    for (int y = 0; b && y < f.height; y++)
        for (int x = 0; x < f.width; x++) {
            tg_point p = tg_point_at(&f, x, y);
            if (f.color[p] != TG_EMPTY || b->color[p] == TG_EMPTY) continue;
            int id = r.of[p] - 1;
            if (region_chain[id] < 0 || r.borders[id] == b->color[p]) continue;
            uint16_t a = tg_score__group_root(parent, (uint16_t)region_chain[id]);
            holds_dead[a] = 1;
        }
    for (int y = 0; y < f.height; y++)
        for (int x = 0; x < f.width; x++) {
            tg_point p = tg_point_at(&f, x, y);
            if (f.color[p] != TG_EMPTY) continue;
            int id = r.of[p] - 1;
            if (r.borders[id] != (TG_BLACK | TG_WHITE)) continue;
            bool small = is_small_dame(&r, id);
            /* A dame where a play captures is the last liberty of a chain
             * in atari: no evidence of seki (see tg_find_seki). */
            if (small && (tg_board_predict(&f, p, TG_BLACK).captured || tg_board_predict(&f, p, TG_WHITE).captured))
                continue;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + off[k]);
                if (f.color[q] != TG_BLACK && f.color[q] != TG_WHITE) continue;
                uint16_t a = tg_score__group_root(parent, f.chain[q]);
                if (small) dame[a] = chain_dame[f.chain[q]] = 1;
                else open[a] = 1;
            }
        }
    for (int y = 0; y < w->height; y++)
        for (int x = 0; x < w->width; x++) {
            tg_point s = tg_point_at(w, x, y);
            if (w->color[s] != TG_BLACK && w->color[s] != TG_WHITE) continue;
            uint16_t a = tg_score__group_root(parent, f.chain[s]);
            /* The group rule: short of two eyes, and its life settled on
             * the board (a dame beside it, no open area, or its one eye
             * holding dead stones or forced to be filled). */
            bool settled = dame[a] || !open[a] || (eyes[a] == 1 && (holds_dead[a] || forced[a]));
            bool group_seki = eyes[a] < 2 && settled;
            /* The chain rule, tg_find_seki's. */
            bool chain_seki = chain_dame[f.chain[s]] && chain_eyes(&f, &r, s) < 2;
            seki[s] = group_seki || chain_seki;
        }
}

/* ------------------------------------------------------- defence points */

/* Territory scoring (Japanese 1989 rules, commentary to article 8): once
 * every dame is filled, a chain left in atari whose last liberty lies in
 * its owner's own area must be saved by filling that liberty, so the point
 * is not territory. On a copy of filled (w, the board without the dead
 * chains, whose regions are r, with its dame filled): repeatedly find a chain with
 * one liberty, not in seki, whose liberty is an empty point of w in a region
 * bordered by the chain's colour only; if filling it is legal and leaves the
 * chain a liberty (one is enough: a chain still in atari is looked at again
 * in the next round, and in the double-ko sekis of goscorer's cases the
 * filled chain lives at one liberty while the point is still one its owner
 * had to fill; demanding two loses 9 of those points, measured), mark it
 * in defence[] and fill it. When a dead stone of the opponent lies on that
 * point (b: the board with the dead stones), the owner first captures it
 * (capture_point), and that point is marked too: two moves inside its
 * own area. A chain that cannot be saved that way is left alone: its life
 * is the caller's business. */
void tg_score__find_defence_points(const tg_board *w, const tg_board *b, const regions *r, const tg_board *filled,
                                   const bool *seki, bool *defence) {
    memset(defence, 0, TG_MAX_POINTS * sizeof *defence);
    tg_board f = *filled;
    for (int round = 0; round < TG_MAX_POINTS; round++) {
        bool changed = false;
        for (int y = 0; y < w->height; y++)
            for (int x = 0; x < w->width; x++) {
                tg_point s = tg_point_at(w, x, y);
                uint8_t c = f.color[s];
                if ((c != TG_BLACK && c != TG_WHITE) || f.chain[s] != s || f.libs[s] != 1) continue;
                if (w->color[s] == c && seki[s]) continue;
                tg_point lib = tg_score__chain_liberty(&f, s), cap;
                if (lib == TG_PASS || w->color[lib] != TG_EMPTY || r->borders[r->of[lib] - 1] != c)
                    continue;
                if (!owner_fills(b, &f, r, lib, (tg_color)c, 1, &cap)) continue;
                defence[lib] = true;
                if (cap != TG_PASS) defence[cap] = true;
                changed = true;
            }
        if (!changed) break;
    }
}
