/*
 * status_semeai.c — capturing races (semeai) counted by liberties, the way
 * a player counts them: outside liberties, shared liberties, eyes, big-eye
 * liberties, who moves first.
 *
 * Three parts:
 *  - tg_race_count: a tiny game on the counts alone. A move fills one
 *    liberty of the opponent: an outside one, one of a big eye (two or more
 *    eye liberties), a shared one (which costs the mover one too, so it is
 *    only played when it captures or does not leave the mover without
 *    liberties), or the last one (a capture). Filling the opponent's
 *    exclusive liberties first is never worse, so only the shared phase
 *    branches (fill or pass); two passes in a row are seki.
 *  - groups on a board: chains of one colour joined by the enclosed
 *    regions they share (empty points, plus dead opponent stones when a
 *    life map is given, and captive ones, an opponent chain of one or two
 *    stones in atari that cannot run, bordered by that colour only) and groups by two
 *    liberties they share (miai, one outside liberty less per link); regions of up to six
 *    points are eyes worth 1, 2, 3, 5, 8, 12 liberties, a bigger one makes
 *    the group safe; a one-point eye that fails the diagonal test (two opponent
 *    diagonals, one on the edge) is false and counts as an outside liberty.
 *  - chains in atari lost whoever moves (tg_status__life_atari): the race
 *    of one liberty that the owner cannot lengthen, read on the board
 *    itself (two plays on copies), not on counts.
 *
 * Invariant: a verdict written into a life map is the same whichever side
 * moves first; everything else is left to the other steps. No allocation
 * beyond the stack, no global state.
 *
 * What it does not do: approach moves, ko, escape by extension, liberties
 * gained by capturing a third group, or nakade inside a captured space
 * (a big eye is worth its classic count, whatever its shape).
 */
#include <string.h>

#include "tengen/status.h"
#include "score_internal.h"
#include "status_internal.h"

#define SM_CAP 30
#define SM_SHARED_CAP 10
#define SM_EYE_MAX 6
#define SM_DEAD_SURE 60
/* The largest chain read as captive (captive below): its capture leaves
 * one or two points, one eye whatever is played back into it. A larger
 * capture leaves a space the opponent plays first in (nakade), which the
 * count does not read: GNU Go's 9x9-2, White's five stones A2-C1 in atari
 * at B3 inside Black's corner, whose capture leaves a bulky five. */
#define SM_CAPTIVE_MAX 2
#ifndef SM_SETTLED
#define SM_SETTLED 90
#endif
#ifndef SM_RACE_LIBS
#define SM_RACE_LIBS 4
#endif

/* ------------------------------------------------------------- counting */

/* The value for the side to move (m): +1 it captures, -1 it is captured,
 * 0 seki. o is the opponent. */
static int race_value(int mo, int me, bool msafe, int oo, int oe, bool osafe, int s, int passes) {
    if (osafe) return msafe ? 0 : -1; /* the safe side fills everything */
    if (oo + oe + s <= 1) return 1;   /* the last liberty: capture */
    if (msafe) return 1;              /* fills all of o's, o cannot answer */
    if (oo > 0) return -race_value(oo - 1, oe, false, mo, me, false, s, 0);
    if (oe >= 2) return -race_value(0, oe - 1, false, mo, me, false, s, 0);
    int best = -1;
    /* Fill a shared liberty if the mover keeps one. */
    if (s > 0 && mo + me + s - 1 >= 1)
        best = -race_value(0, oe, false, mo, me, false, s - 1, 0);
    if (best < 1) {
        int pass = passes >= 1 ? 0 : -race_value(0, oe, false, mo, me, false, s, passes + 1);
        if (pass > best) best = pass;
    }
    return best;
}

static int cap(int v, int hi) { return v < 0 ? 0 : v > hi ? hi : v; }

tg_race_result tg_race_count(const tg_race_side *a, const tg_race_side *b, int shared,
                             bool a_first) {
    int ao = cap(a->outside, SM_CAP), ae = cap(a->eye_libs, SM_CAP);
    int bo = cap(b->outside, SM_CAP), be = cap(b->eye_libs, SM_CAP);
    int s = cap(shared, SM_SHARED_CAP);
    bool as = a->safe || a->eyes >= 2, bs = b->safe || b->eyes >= 2;
    int v = a_first ? race_value(ao, ae, as, bo, be, bs, s, 0)
                    : -race_value(bo, be, bs, ao, ae, as, s, 0);
    return v > 0 ? TG_RACE_A_WINS : v < 0 ? TG_RACE_B_WINS : TG_RACE_SEKI;
}

/* ---------------------------------------------------------------- groups */

/* The work space (status_internal.h): groups and their eye counts. */
typedef tg_semeai_work sm_work;

static bool is_stone(uint8_t c) { return c == TG_BLACK || c == TG_WHITE; }

static bool dead_stone(const sm_work *w, tg_point p) {
    return w->m && is_stone(w->b->color[p]) && w->m->life[p] == TG_LIFE_DEAD &&
           w->m->certainty[p] >= SM_DEAD_SURE;
}

static tg_point root(sm_work *w, tg_point a) {
    while (w->parent[a] != a) a = w->parent[a] = w->parent[w->parent[a]];
    return a;
}

/* Whether the one-point eye at p of colour c is false: too many opponent
 * stones (alive) on its diagonals, and its neighbours are not one chain. */
static bool false_eye(const sm_work *w, tg_point p, tg_color c) {
    const tg_board *b = w->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    const int diag[4] = {-b->stride - 1, -b->stride + 1, b->stride - 1, b->stride + 1};
    tg_point head = TG_PASS;
    bool one_chain = true, edge = false;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + off[k]);
        if (b->color[q] == TG_EDGE) {
            edge = true;
            continue;
        }
        if (b->color[q] != c) continue; /* a dead stone inside */
        if (head == TG_PASS) head = b->chain[q];
        else if (b->chain[q] != head) one_chain = false;
    }
    if (one_chain) return false;
    int enemy = 0;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + diag[k]);
        if (b->color[q] == tg_opponent(c) && !dead_stone(w, q)) enemy++;
    }
    return enemy + (edge ? 1 : 0) >= 2;
}

/* Joins the groups of colour c that are one move from each other by two
 * liberties they share (miai: the opponent fills one, the owner connects
 * at the other), as a player reading a race joins them: the race is
 * between groups, and a group's liberties are its chains' together
 * (Tygem 887406604's N15-Q15, joined to M13-O13 at N14 or O14). The two
 * liberties may touch different chains of one group (GNU Go's score58:
 * Black's L6-H5 shares H4 with G4 and J4 with J3, which are one group
 * with the eye J2: one group of two eyes, not a chain in seki). Such a
 * link costs its owner one move when the opponent forces it, counted in
 * w->links (one outside liberty less). Chains sharing one liberty are
 * not joined even where the opponent cannot cut (a tiger's mouth): the
 * owner must connect before it fills a shared liberty from the weaker
 * chain, a move the count cannot place (bench/JUDGEMENT.md, branch race2:
 * Tygem 887307309's N1 and O2-Q2 at O1, measured and lost). A point all
 * of whose neighbours are c's (GNU Go's score58: L7 between Black's M7-O7
 * and L6) is an enclosed region and joins its chains in build_groups. */
#define SM_LINK_CAP 256
typedef struct sm_link {
    uint16_t h1, h2, at; /* two group roots (h1 < h2) and a liberty they share */
} sm_link;

static void join_links(sm_work *w, tg_color c) {
    const tg_board *b = w->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    sm_link seen[SM_LINK_CAP];
    /* Pairs of groups, not of chains: a group whose chains are already
     * one (by an enclosed region or an earlier link) links to another by
     * two liberties next to any of its chains. Joins change the roots, so
     * the scan runs again until nothing joins. */
    for (bool joined = true; joined;) {
        joined = false;
        int nseen = 0;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                if (b->color[p] != TG_EMPTY || w->eye_of[p]) continue;
                tg_point roots[4];
                int nh = 0;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    if (b->color[q] != c || dead_stone(w, q)) continue;
                    tg_point r = root(w, b->chain[q]);
                    bool dup = false;
                    for (int i = 0; i < nh; i++) dup |= roots[i] == r;
                    if (!dup) roots[nh++] = r;
                }
                for (int i = 0; i < nh; i++)
                    for (int j = i + 1; j < nh; j++) {
                        tg_point h1 = roots[i] < roots[j] ? roots[i] : roots[j];
                        tg_point h2 = roots[i] < roots[j] ? roots[j] : roots[i];
                        if (root(w, h1) != h1 || root(w, h2) != h2) continue; /* joined at this point */
                        int k = 0;
                        while (k < nseen && (seen[k].h1 != h1 || seen[k].h2 != h2)) k++;
                        if (k == nseen) {
                            if (nseen < SM_LINK_CAP) seen[nseen++] = (sm_link){h1, h2, p};
                            continue;
                        }
                        if (seen[k].at == p) continue;
                        w->parent[h2] = h1;
                        w->links[h1] = (int8_t)(w->links[h1] < 100 ? w->links[h1] + 1 : 100);
                        joined = true;
                    }
            }
    }
}

/* Whether the opponent chain at q (SM_CAPTIVE_MAX stones at most) is
 * captive for c: in atari, its one liberty l touching besides the chain
 * only c's stones (one at least) and the edge, and every chain of c next to
 * the chain or to l with two liberties or more. Its owner's play at l is
 * suicide and saves nothing; c's play there captures it and joins a chain
 * that keeps a liberty (no ko, no snapback). c takes it whenever it likes
 * at no cost, so the chain and l are c's eye space, as a dead stone's
 * points are when a life map is given. Without this an eye holding such a
 * chain was no eye in the count, and l an outside liberty: OGS
 * game_seki_64848549, White's right side, whose eye T12 holds Black's S12,
 * counted as losing to Black's one-eyed group inside it whoever moves
 * first, where the two are in seki (one eye each, the outside liberties
 * even, six shared): read dead by status_read_group.c against a wall it
 * took for safe. */
static bool captive(const sm_work *w, tg_point q, tg_color c) {
    const tg_board *b = w->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    if (b->libs[b->chain[q]] != 1 || tg_board_chain_size(b, q) > SM_CAPTIVE_MAX) return false;
    tg_point h = b->chain[q], t = h, lib = TG_PASS;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point n = (tg_point)(t + off[k]);
            uint8_t nc = b->color[n];
            if (nc == TG_EMPTY) lib = n;
            else if (nc == c && b->libs[b->chain[n]] < 2) return false;
        }
        t = b->next[t];
    } while (t != h);
    bool wall = false;
    for (int k = 0; k < 4; k++) {
        tg_point n = (tg_point)(lib + off[k]);
        uint8_t nc = b->color[n];
        if (nc == TG_EDGE || (is_stone(nc) && b->chain[n] == h)) continue;
        if (nc != c || b->libs[b->chain[n]] < 2) return false;
        wall = true;
    }
    return wall;
}

/* Builds the groups of colour c: regions of empty points and dead
 * opponent stones that touch no live opponent stone join the chains around
 * them; small ones are eyes, big ones make the group safe. */
static void build_groups(sm_work *w, tg_color c) {
    const tg_board *b = w->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    static const int worth[SM_EYE_MAX + 1] = {0, 1, 2, 3, 5, 8, 12};
    tg_color o = tg_opponent(c);
    uint16_t seen_stamp = ++w->now;
    int region = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            bool space = b->color[s] == TG_EMPTY || (b->color[s] == o && (dead_stone(w, s) || captive(w, s, c)));
            if (!space || w->stamp[s] == seen_stamp) continue;
            region++;
            int sp = 0, n = 0, nopp = 0, nheads = 0;
            tg_point pts[SM_EYE_MAX + 1], heads[16];
            bool open = false, overflow = false;
            w->stamp[s] = seen_stamp;
            w->stack[sp++] = s;
            while (sp) {
                tg_point p = w->stack[--sp];
                if (n <= SM_EYE_MAX) pts[n] = p;
                n++;
                nopp += b->color[p] == o;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    uint8_t qc = b->color[q];
                    if (qc == TG_EDGE || w->stamp[q] == seen_stamp) continue;
                    if (qc == TG_EMPTY || (qc == o && (dead_stone(w, q) || captive(w, q, c)))) {
                        w->stamp[q] = seen_stamp;
                        w->stack[sp++] = q;
                    } else if (qc == o) {
                        open = true;
                    } else {
                        tg_point h = b->chain[q];
                        bool dup = false;
                        for (int i = 0; i < nheads; i++) dup |= heads[i] == h;
                        if (dup) continue;
                        if (nheads < 16) heads[nheads++] = h;
                        else overflow = true;
                    }
                }
            }
            if (open || nheads == 0 || overflow) continue;
            for (int i = 1; i < nheads; i++) {
                tg_point ra = root(w, heads[0]), rb = root(w, heads[i]);
                if (ra != rb) w->parent[rb] = ra;
            }
            tg_point r = root(w, heads[0]);
            if (n > SM_EYE_MAX) {
                w->safe[r] = true;
                continue;
            }
            if (n == 1 && nopp == 0 && false_eye(w, pts[0], c)) continue;
            for (int i = 0; i < n; i++) w->eye_of[pts[i]] = (uint16_t)region;
            int libs = worth[n] - nopp;
            w->eye_libs[r] = (int16_t)(w->eye_libs[r] + (libs > 0 ? libs : 0));
            if (libs > 0) w->eyes[r]++;
        }
    join_links(w, c);
    /* Fold the counts of merged roots into their final root. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != c || b->chain[s] != s) continue;
            tg_point r = root(w, s);
            if (r == s) continue;
            w->eye_libs[r] = (int16_t)(w->eye_libs[r] + w->eye_libs[s]);
            w->eyes[r] = (int8_t)(w->eyes[r] + w->eyes[s]);
            w->safe[r] |= w->safe[s];
            w->links[r] = (int8_t)(w->links[r] + w->links[s]);
            w->links[s] = 0;
            w->eye_libs[s] = 0;
            w->eyes[s] = 0;
            w->safe[s] = false;
        }
}

static void sm_init(sm_work *w, const tg_board *b, const tg_life_map *m) {
    memset(w, 0, sizeof *w);
    w->b = b;
    w->m = m;
    for (int i = 0; i < TG_MAX_POINTS; i++) w->parent[i] = (uint16_t)i;
    build_groups(w, TG_BLACK);
    build_groups(w, TG_WHITE);
}

/* Counts the race between the groups with roots ra and rb. */
static tg_race count_pair(sm_work *w, tg_point ra, tg_point rb) {
    const tg_board *b = w->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_race r;
    memset(&r, 0, sizeof r);
    /* Mark B's ordinary liberties with one stamp, then walk A's. */
    uint16_t lib_b = ++w->now, seen_a = ++w->now;
    bool touch = false;
    for (int pass = 0; pass < 2; pass++) {
        tg_point me = pass == 0 ? rb : ra, other = pass == 0 ? ra : rb;
        tg_race_side *side = pass == 0 ? &r.b : &r.a;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                if (!is_stone(b->color[s]) || dead_stone(w, s) || root(w, b->chain[s]) != me)
                    continue;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(s + off[k]);
                    if (is_stone(b->color[q]) && !dead_stone(w, q) && root(w, b->chain[q]) == other)
                        touch = true;
                    if (b->color[q] != TG_EMPTY || w->eye_of[q]) continue;
                    if (pass == 0) {
                        if (w->stamp[q] != lib_b) {
                            w->stamp[q] = lib_b;
                            side->outside++;
                        }
                    } else if (w->stamp[q] != seen_a) {
                        if (w->stamp[q] == lib_b) r.shared++;
                        else side->outside++;
                        w->stamp[q] = seen_a;
                    }
                }
            }
    }
    r.b.outside -= r.shared;
    /* A link costs a move (join_links): one outside liberty less. */
    r.a.outside = r.a.outside > w->links[ra] ? r.a.outside - w->links[ra] : 0;
    r.b.outside = r.b.outside > w->links[rb] ? r.b.outside - w->links[rb] : 0;
    r.a.eye_libs = w->eye_libs[ra];
    r.a.eyes = w->eyes[ra];
    r.a.safe = w->safe[ra];
    r.b.eye_libs = w->eye_libs[rb];
    r.b.eyes = w->eyes[rb];
    r.b.safe = w->safe[rb];
    r.valid = touch || r.shared > 0;
    if (r.valid) {
        r.a_first = tg_race_count(&r.a, &r.b, r.shared, true);
        r.b_first = tg_race_count(&r.a, &r.b, r.shared, false);
    }
    return r;
}

tg_race tg_semeai(const tg_board *b, tg_point a, tg_point bb) {
    tg_race r;
    memset(&r, 0, sizeof r);
    if (!tg_on_board(b, a) || !tg_on_board(b, bb) || !is_stone(b->color[a]) ||
        b->color[bb] != tg_opponent((tg_color)b->color[a]))
        return r;
    sm_work w;
    tg_status__semeai_init(&w, b);
    return tg_status__semeai(&w, a, bb);
}

void tg_status__semeai_init(tg_semeai_work *w, const tg_board *b) { sm_init(w, b, NULL); }

tg_race tg_status__semeai(tg_semeai_work *w, tg_point a, tg_point bb) {
    tg_race r;
    memset(&r, 0, sizeof r);
    const tg_board *b = w->b;
    if (!tg_on_board(b, a) || !tg_on_board(b, bb) || !is_stone(b->color[a]) ||
        b->color[bb] != tg_opponent((tg_color)b->color[a]))
        return r;
    /* The stamps count up two per race: start them again before they wrap
     * (a stale stamp would pass for a fresh one). */
    if (w->now > UINT16_MAX - 4) {
        memset(w->stamp, 0, sizeof w->stamp);
        w->now = 0;
    }
    return count_pair(w, root(w, b->chain[a]), root(w, b->chain[bb]));
}

/* ------------------------------------------------------ whole-board use */

#define SM_MAX_PAIRS 512

typedef struct sm_pair {
    uint16_t a, b; /* group roots, black then white */
} sm_pair;

/* Per group root: its chains' weakest certainty and whether it holds a
 * pass-alive or pass-dead chain. */
static void group_facts(sm_work *w, const tg_life_map *m, uint8_t *minc, bool *benson) {
    const tg_board *b = w->b;
    memset(benson, 0, TG_MAX_POINTS * sizeof *benson);
    memset(minc, 100, TG_MAX_POINTS);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!is_stone(b->color[s]) || dead_stone(w, s)) continue;
            tg_point r = root(w, b->chain[s]);
            if (m->reason[s] == TG_WHY_PASS_ALIVE || m->reason[s] == TG_WHY_PASS_DEAD ||
                m->reason[s] == TG_WHY_READING || m->reason[s] == TG_WHY_CONFIRM)
                benson[r] = true;
            if (m->certainty[s] < minc[r]) minc[r] = m->certainty[s];
        }
}

/* Whether every live opponent group next to group g (touching it or one
 * of its liberties), other than its race partner, is settled: holds a
 * pass-alive or read chain, or all its chains have a certainty of
 * SM_SETTLED or more. A race against a wall that may itself die is not
 * counted. */
static bool walls_settled(sm_work *w, tg_point g, tg_point partner, const uint8_t *minc,
                          const bool *fixed) {
    const tg_board *b = w->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!is_stone(b->color[s]) || dead_stone(w, s) || root(w, b->chain[s]) != g) continue;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off[k]);
                for (int j = -1; j < 4; j++) {
                    tg_point r = j < 0 ? q : (tg_point)(q + off[j]);
                    if (j >= 0 && b->color[q] != TG_EMPTY) break;
                    if (!is_stone(b->color[r]) || b->color[r] == b->color[s] || dead_stone(w, r))
                        continue;
                    tg_point ro = root(w, b->chain[r]);
                    if (ro != partner && !fixed[ro] && minc[ro] < SM_SETTLED) return false;
                }
            }
        }
    return true;
}

int tg_life_semeai(const tg_board *b, int below, tg_life_map *m) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    sm_work w;
    sm_init(&w, b, m);
    uint8_t minc[TG_MAX_POINTS];
    bool fixed[TG_MAX_POINTS];
    group_facts(&w, m, minc, fixed);
    sm_pair pairs[SM_MAX_PAIRS];
    int npairs = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK || dead_stone(&w, s)) continue;
            tg_point ra = root(&w, b->chain[s]);
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] != TG_WHITE || dead_stone(&w, q)) continue;
                tg_point rb = root(&w, b->chain[q]);
                if (fixed[ra] || fixed[rb] || (minc[ra] >= below && minc[rb] >= below)) continue;
                bool dup = false;
                for (int i = 0; i < npairs && !dup; i++) dup = pairs[i].a == ra && pairs[i].b == rb;
                if (!dup && npairs < SM_MAX_PAIRS) pairs[npairs++] = (sm_pair){ra, rb};
            }
        }
    /* Tally each group's races decided whoever moves first. */
    uint8_t wins[TG_MAX_POINTS], losses[TG_MAX_POINTS], sekis[TG_MAX_POINTS];
    memset(wins, 0, sizeof wins);
    memset(losses, 0, sizeof losses);
    memset(sekis, 0, sizeof sekis);
    for (int i = 0; i < npairs; i++) {
        if (w.now > 60000) {
            memset(w.stamp, 0, sizeof w.stamp);
            w.now = 0;
        }
        tg_race r = count_pair(&w, pairs[i].a, pairs[i].b);
        if (!r.valid || r.a_first != r.b_first) continue;
        if (!walls_settled(&w, pairs[i].a, pairs[i].b, minc, fixed) ||
            !walls_settled(&w, pairs[i].b, pairs[i].a, minc, fixed))
            continue;
        if (r.a.outside + r.shared > SM_RACE_LIBS || r.b.outside + r.shared > SM_RACE_LIBS) continue;
        tg_point win = pairs[i].a, lose = pairs[i].b;
        if (r.a_first == TG_RACE_SEKI) {
            sekis[win] = 1;
            sekis[lose] = 1;
            continue;
        }
        if (r.a_first == TG_RACE_B_WINS) win = pairs[i].b, lose = pairs[i].a;
        if (wins[win] < 255) wins[win]++;
        if (losses[lose] < 255) losses[lose]++;
    }
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!is_stone(b->color[s]) || b->chain[s] != s || dead_stone(&w, s)) continue;
            tg_point r = root(&w, s);
            if (fixed[r] || minc[r] >= below) continue;
            tg_life l;
            if (losses[r] && !wins[r]) l = TG_LIFE_DEAD;
            else if (!losses[r] && (wins[r] || sekis[r])) l = TG_LIFE_ALIVE;
            else continue;
            tg_point t = s;
            do {
                if (m->life[t] != l) changed += t == s;
                m->life[t] = (uint8_t)l;
                m->reason[t] = TG_WHY_RACE;
                m->certainty[t] = 90;
                t = b->next[t];
            } while (t != s);
        }
    return changed;
}

/* ------------------------------------------------ chains in atari, lost */

/* (status_internal.h) */
bool tg_status__play_frees(const tg_board *b, tg_point p, tg_color c, tg_point s) {
    if (!tg_board_legal(b, p, c)) return false;
    tg_board f = *b;
    tg_play_effect e = tg_board_play(&f, p, c);
    return !e.self_captured && f.color[s] == c && f.libs[f.chain[s]] >= 2 && !tg_status__capturable(&f, s);
}

/* Whether the owner of s (one liberty) saves it by capturing the opponent
 * chain x, in atari beside it: the capture gives s a second liberty, and
 * unless it is a ko (the capturing chain left with one liberty, which the
 * opponent retakes after a threat and puts s back in atari) or the
 * opponent still takes s (tg_status__capturable: a throw-in into the
 * liberties the capture made, Tygem 877554122's corner) the owner keeps
 * it. In the ko the owner's win is his next play on a liberty of s leaving
 * it two liberties or more (filling the ko, or extending): when no such
 * play exists the ko only delays the capture, and s is lost all the same. */
static bool rescue_by_capture(const tg_board *b, tg_point s, tg_point x) {
    tg_color c = (tg_color)b->color[s];
    tg_point p = tg_score__chain_liberty(b, x); /* x is in atari */
    /* A ko ban on p is a fight left open, not a capture. */
    if (b->ko_point == p) return true;
    if (!tg_board_legal(b, p, c)) return false;
    tg_board f = *b;
    tg_play_effect e = tg_board_play(&f, p, c);
    if (e.self_captured || f.color[s] != c || f.libs[f.chain[s]] < 2) return false;
    if (f.libs[f.chain[p]] >= 2) return !tg_status__capturable(&f, s);
    const int off[4] = {-f.stride, -1, 1, f.stride};
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (f.color[q] != TG_EMPTY) continue;
            /* The owner's play on q after the opponent's threat elsewhere:
             * the ko point is his then, so it is no retake. */
            tg_board g = f;
            g.ko_point = TG_PASS;
            if (tg_status__play_frees(&g, q, c, s)) return true;
        }
        t = f.next[t];
    } while (t != s);
    return false;
}

/* Whether the chain of s (one liberty, lib) is captured whoever moves
 * first: its owner, to move, can neither save it by capturing an opponent
 * chain beside it that is in atari too (rescue_by_capture: the race of one
 * liberty against one, won by the mover, unless the capture is a ko that
 * cannot end in the owner's favour, or a capture the opponent takes back)
 * nor reach two liberties that the opponent cannot take
 * (tg_status__capturable: a ladder, a crawl along the edge) by playing on
 * lib (extending, or capturing there); and the opponent's play on lib
 * captures it and leaves the capturing chain two liberties or more, so it
 * is no snapback and no ko the owner takes back at once. A move of the
 * owner elsewhere changes none of this: the opponent then captures. */
static bool atari_lost(const tg_board *b, tg_point s, tg_point lib) {
    tg_color c = (tg_color)b->color[s], o = tg_opponent(c);
    tg_point heads[TG_MAX_POINTS / 2];
    int n = tg_status__short_beside(b, s, 1, heads, TG_MAX_POINTS / 2);
    for (int i = 0; i < n; i++)
        if (rescue_by_capture(b, s, heads[i])) return false;
    /* A ko ban on lib (for either side) is a fight, not a capture. */
    if (b->ko_point == lib) return false;
    tg_board f = *b;
    tg_play_effect e = tg_board_play(&f, lib, c);
    if (!e.self_captured && f.libs[f.chain[lib]] >= 2 && !tg_status__capturable(&f, lib)) return false;
    f = *b;
    e = tg_board_play(&f, lib, o);
    return e.captured > 0 && !e.self_captured && f.color[s] == TG_EMPTY &&
           f.libs[f.chain[lib]] >= 2;
}

int tg_status__life_atari(const tg_board *b, tg_life_map *m) {
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!is_stone(b->color[s]) || b->chain[s] != s || b->libs[s] != 1) continue;
            /* A chain the playouts alone call dead takes this step's
             * reason too: it is dead by the board, and step 5 revives
             * the playouts' dead chains that reach a live chain of their
             * colour through empty points (a box of random stones,
             * bench/shapes_gen.py's random086: Black's five stones in
             * atari at B7, taken whoever moves, lived by step 5). */
            bool dead = m->life[s] == TG_LIFE_DEAD;
            if (dead && m->reason[s] != TG_WHY_ESTIMATE) continue;
            tg_point lib = tg_score__chain_liberty(b, s);
            if (lib == TG_PASS || !atari_lost(b, s, lib)) continue;
            tg_status__set_chain(b, m, s, TG_LIFE_DEAD, TG_WHY_RACE, 100);
            if (!dead) changed++;
        }
    return changed;
}
