/*
 * status_eyes.c — eye shapes: how many eyes a small enclosed region is
 * worth to the colour around it, and the groups that cannot make two.
 *
 * A region is a connected set of points, empty or holding the opponent's
 * stones, bordered only by the owner's stones and the edge. Its worth is
 * a pair: min, the eyes the owner keeps if the opponent moves first there,
 * and max, if the owner does; where they differ, one point (the vital
 * point) decides. The shapes, told apart by their size, by how many
 * neighbours inside the region each point has, and by whether they hold a
 * 2x2 block:
 *
 *   1, 2 points                      one eye
 *   3 points (straight or bent)      one or two: the middle is vital
 *   4: square                        one eye: no vital point helps
 *   4: pyramid (one point with 3)    one or two: the centre
 *   4: straight, bent, zigzag        two: two points, each the other's
 *                                    answer
 *   5: bulky (a 2x2 block and one)   one or two: the block's point that
 *                                    touches the extra one (3 neighbours)
 *   5: crossed (one point with 4)    one or two: the centre
 *   5: any other                     two
 *   6: rabbity (a 2x2 block and a
 *      point with 4 neighbours)      one or two: that point
 *   6: any other, 7 or more          two
 *
 * With opponent stones inside: when they are one chain whose liberties are
 * all the region's empty points, the owner gets its eyes only by capturing
 * it, and then the opponent moves first in the captured space. The
 * opponent chooses how far to fill before the capture: leaving the one
 * point p where the owner captures, the space is the region without p. So
 * min is the least over p of that shape's min (two if every such shape
 * gives two: the opponent has no sacrifice that kills, and the owner that
 * does not capture is at worst in seki); max is the captured chain's own
 * shape's min, what the owner gets by capturing first, taken no lower than
 * min. A chain in atari (one empty point left) is captured at once: both
 * are its shape's min. Several chains in atari on the one empty point
 * are two eyes: the owner's capture there leaves a space for each chain,
 * apart, its stone between them. In every other case
 * a stone on the vital point takes the vital point's eye away; else the
 * empty shape's worth stands.
 *
 * The corner: a four-point path whose bend is the corner point of the
 * board (bent four in the corner) is one eye with the opponent first (a
 * ko it starts when it pleases: dead by the Japanese rules).
 *
 * What it does not do: the comb and the rectangular six in the corner
 * (they depend on the wall's cutting points and outside liberties, which a
 * region's shape does not show; score_seki.c reads the six for the count),
 * or ko in a larger region. It errs towards more eyes, so the rule below
 * that uses it kills less, never more. The rule itself counts a false or
 * ko one-point eye as none (no_sure_eye).
 *
 * Invariant: reads the board only; no allocation, no global state.
 */
#include <string.h>

#include "tengen/status.h"
#include "status_internal.h"

/* The largest region whose shape is read (the eye rules' small space). */
#define EY_MAX TG_SPACE_SMALL
/* A group with more liberties than this outside its eye spaces may still
 * run or make eyes there: not judged. */
#define EY_OUTSIDE 2
/* An opponent chain the playouts keep alive this surely (percent) is
 * safe, however few its liberties. */
#define EY_SURE 90

/* The liberties of the opponent chain at q together with those of the
 * chains of its colour, not dead, that share a liberty with it, counted
 * up to limit: the wall q stands in. Such a chain is joined to q (the
 * shared point is q's answer to a cut), so filling q's liberties is
 * filling theirs: a lone stone of a live wall has the wall's liberties
 * (nicklas2: White's A3, two liberties, beside B2-C3 across B3, against
 * Black's eyeless J6 group of three). A board count, where the playouts'
 * certainty of the lone stone (89 or 90 percent) followed the seed. */
static int wall_libs(const tg_board *b, const tg_life_map *m, tg_point q, int limit) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint8_t o = b->color[q];
    tg_point heads[16], libs[64];
    int nheads = 1, nlibs = 0;
    heads[0] = b->chain[q];
    for (int h = 0; h < nheads && nlibs <= limit; h++) {
        tg_point t = heads[h];
        do {
            for (int k = 0; k < 4; k++) {
                tg_point l = (tg_point)(t + off[k]);
                if (b->color[l] != TG_EMPTY) continue;
                bool dup = false;
                for (int i = 0; i < nlibs; i++) dup |= libs[i] == l;
                if (!dup && nlibs < 64) libs[nlibs++] = l;
                if (h > 0) continue; /* one step: the chains beside q's own liberties */
                for (int j = 0; j < 4; j++) {
                    tg_point n = (tg_point)(l + off[j]);
                    if (b->color[n] != o || m->life[n] == TG_LIFE_DEAD) continue;
                    bool seen = false;
                    for (int i = 0; i < nheads; i++) seen |= heads[i] == b->chain[n];
                    if (!seen && nheads < 16) heads[nheads++] = b->chain[n];
                }
            }
            t = b->next[t];
        } while (t != heads[h]);
    }
    return nlibs;
}

/* ------------------------------------------------------------ shapes */

static bool in_set(const tg_point *pts, int n, tg_point p) {
    for (int i = 0; i < n; i++)
        if (pts[i] == p) return true;
    return false;
}

/* The worth of the points as an empty region (n >= 1). */
static tg_eye_value empty_shape(const tg_board *b, const tg_point *pts, int n) {
    tg_eye_value v = {1, 1, TG_PASS};
    if (n <= 2) return v;
    if (n >= 7) {
        v.min = v.max = 2;
        return v;
    }
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int deg[EY_MAX];
    tg_point top = pts[0];
    int topdeg = -1;
    bool block = false;
    for (int i = 0; i < n; i++) {
        deg[i] = 0;
        for (int k = 0; k < 4; k++) deg[i] += in_set(pts, n, (tg_point)(pts[i] + off[k]));
        if (deg[i] > topdeg) topdeg = deg[i], top = pts[i];
        block |= in_set(pts, n, (tg_point)(pts[i] + 1)) && in_set(pts, n, (tg_point)(pts[i] + b->stride)) &&
                 in_set(pts, n, (tg_point)(pts[i] + b->stride + 1));
    }
    /* The bent four in the corner: a four-point path (no point with three
     * neighbours, no block) one of whose two middle points is the corner
     * point of the board. The attacker's play on the other middle point
     * leaves a ko it can start when it pleases (after filling the outside
     * liberties): dead by the Japanese rules, one eye here (Sensei's
     * Library, "Bent four in the corner is dead"). Away from the corner, or
     * with the corner point at an end, it is two eyes. */
    if (n == 4 && !block && topdeg == 2) {
        tg_point corner_middle = TG_PASS, other_middle = TG_PASS;
        for (int i = 0; i < n; i++) {
            if (deg[i] != 2) continue;
            if (tg_status__corner_point(b, pts[i])) corner_middle = pts[i];
            else other_middle = pts[i];
        }
        v.max = 2;
        if (corner_middle == TG_PASS) v.min = 2;
        else v.vital = other_middle;
        return v;
    }
    bool vital = false;
    switch (n) {
    case 3: vital = true; break;                          /* the middle: 2 neighbours */
    case 4:
        if (block) return v;                               /* square four: one eye */
        vital = topdeg == 3;                               /* pyramid four */
        break;
    case 5: vital = block || topdeg == 4; break;           /* bulky, crossed five */
    case 6: vital = block && topdeg == 4; break;           /* rabbity six */
    }
    if (!vital) {
        v.min = v.max = 2;
        return v;
    }
    v.max = 2;
    v.vital = top;
    return v;
}

tg_eye_value tg_eye_region_value(const tg_board *b, const tg_point *pts, int n, tg_color owner) {
    tg_eye_value none = {0, 0, TG_PASS};
    if (n < 1 || n > EY_MAX || (owner != TG_BLACK && owner != TG_WHITE)) return none;
    tg_color o = tg_opponent(owner);
    tg_point empty[EY_MAX], stones[EY_MAX];
    int ne = 0, ns = 0;
    tg_point head = TG_PASS;
    bool one_chain = true, all_in_atari = true;
    for (int i = 0; i < n; i++) {
        uint8_t c = b->color[pts[i]];
        if (c == TG_EMPTY) {
            empty[ne++] = pts[i];
        } else if (c == o) {
            stones[ns++] = pts[i];
            if (head == TG_PASS) head = b->chain[pts[i]];
            one_chain &= b->chain[pts[i]] == head;
            all_in_atari &= b->libs[b->chain[pts[i]]] == 1;
        } else {
            return none; /* not a region of non-owner points */
        }
    }
    tg_eye_value v = empty_shape(b, pts, n);
    if (ns == 0) return v;
    /* Several chains in atari on the one empty point: the owner's play
     * there takes them all at once. Stones of two chains never touch, so
     * the spaces they leave are apart, each bordered by the owner's
     * stones (the new one among them) and the edge, and each is an eye
     * with the opponent first: two. Tygem 889074634 five moves before
     * its end: White's B19 and A18-A17 in Black's corner, both in atari
     * on A19; Black's A19 takes them and leaves B19 and A18-A17 apart
     * (Black lived). Read as the bent four in the corner with a stone on
     * its vital point, the corner was one eye and 31 stones dead. */
    if (ne == 1 && !one_chain && all_in_atari) {
        tg_eye_value two = {2, 2, TG_PASS};
        return two;
    }
    /* One chain whose liberties are exactly the empty points: the owner's
     * eyes come from capturing it. */
    bool libs_all = one_chain && ne > 0 && tg_board_chain_size(b, head) == ns && tg_board_libs(b, head) == ne;
    if (libs_all) {
        tg_eye_value captured = empty_shape(b, stones, ns);
        tg_eye_value r = {captured.min, captured.min, TG_PASS};
        if (ne == 1) return r;
        int least = 2;
        tg_point rest[EY_MAX];
        for (int i = 0; i < ne; i++) {
            int m = 0;
            for (int j = 0; j < n; j++)
                if (pts[j] != empty[i]) rest[m++] = pts[j];
            tg_eye_value left = empty_shape(b, rest, m);
            if (left.min < least) least = left.min, r.vital = empty[i];
        }
        r.min = least;
        r.max = captured.min > least ? captured.min : least;
        if (r.min == r.max) r.vital = TG_PASS;
        return r;
    }
    if (v.vital != TG_PASS && b->color[v.vital] == o) {
        v.max = v.min;
        v.vital = TG_PASS;
    }
    return v;
}

/* ------------------------------------------------- groups with one eye */

/* The work space of one colour's pass (on the caller's stack). */
typedef struct ey_work {
    tg_eye_spaces es;                  /* the owner's regions and groups */
    int eyes[TG_MAX_POINTS];           /* per group root: max eyes, summed */
    int outside[TG_MAX_POINTS];        /* per group root: liberties outside its eye spaces */
    int inside[TG_MAX_POINTS];         /* per group root: empty points of its small eye spaces */
    bool veto[TG_MAX_POINTS];          /* per group root: not to be judged here */
    bool small[TG_MAX_POINTS];         /* per group root: has a small eye space */
    tg_point raced[TG_MAX_POINTS];     /* per opponent chain head: 1 + the group root its
                                          race was counted against, 0 if none */
    tg_semeai_work races;              /* the race reader's groups, built at the first race */
    bool races_built;
} ey_work;

/* Whether the group r is a candidate of the rule: a small eye space, one
 * eye at most with its owner to play, and no room outside. */
static bool one_eyed(const ey_work *w, tg_point r) {
    return w->small[r] && w->eyes[r] <= 1 && w->outside[r] <= EY_OUTSIDE;
}

/* Whether the one-point region p (empty, or a dead opponent stone) is no
 * sure eye of `c` even with c to play: a chain of c beside it has p as its
 * last liberty (the opponent's play there captures it: a ko at best), or
 * it is a false eye: its neighbours of c are more than one chain and the
 * opponent holds two of its diagonals (one on the edge or in the corner)
 * with stones of its wall (not in a small eye space of c, where they are
 * stones to capture: Tygem 877467311's white S2-T2 inside Black's corner
 * beside R1), not dead and not in atari, so c can neither take them nor
 * connect there (tg_status__diagonals_held, status_read_group.c's test
 * too). A ring of chains around the opponent's stones keeps such
 * eyes when those stones are inside its eye space (up to EY_MAX points):
 * they are no wall; a larger inside counts as wall (errs towards dead). */
static bool no_sure_eye(const tg_board *b, const tg_life_map *m, const ey_work *w, tg_point p, tg_color c) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point first = TG_PASS;
    bool chains = false;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + off[k]);
        if (b->color[q] != c) continue;
        if (b->libs[b->chain[q]] == 1 && b->color[p] == TG_EMPTY) return true;
        if (first == TG_PASS) first = b->chain[q];
        else chains |= b->chain[q] != first;
    }
    return chains && tg_status__diagonals_held(b, m, &w->es, p, c);
}

static void one_colour(const tg_board *b, tg_color c, ey_work *w, tg_life_map *m, int *changed) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent(c);
    tg_status__spaces(b, m, c, &w->es);
    int nreg = w->es.nregions;
    memset(w->eyes, 0, sizeof w->eyes);
    memset(w->outside, 0, sizeof w->outside);
    memset(w->inside, 0, sizeof w->inside);
    memset(w->veto, 0, sizeof w->veto);
    memset(w->small, 0, sizeof w->small);
    memset(w->raced, 0, sizeof w->raced);
    for (int id = 1; id <= nreg; id++) {
        tg_point r = tg_status__space_group(&w->es, id);
        if (r == TG_PASS) continue;
        if (w->es.size[id] > EY_MAX) {
            w->eyes[r] += 2;
            continue;
        }
        if (w->es.size[id] == 1 && no_sure_eye(b, m, w, w->es.pts[id][0], c)) {
            w->small[r] = true; /* a false or ko eye: no eye, still a liberty */
            w->inside[r] += b->color[w->es.pts[id][0]] == TG_EMPTY;
            continue;
        }
        w->eyes[r] += tg_eye_region_value(b, w->es.pts[id], w->es.size[id], c).max;
        w->small[r] = true;
        for (int i = 0; i < w->es.size[id]; i++) w->inside[r] += b->color[w->es.pts[id][i]] == TG_EMPTY;
    }
    /* Liberties outside the eye spaces, once per group. A liberty shared
     * with another group of c that is not dead is a connection: joined,
     * the two have the other's eyes and liberties, which this rule does not
     * count, so neither is judged (the group of Tygem game 876889881 whose
     * two outside liberties each touch a live chain of its colour: miai). */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point q = tg_point_at(b, x, y);
            if (b->color[q] != TG_EMPTY || tg_status__is_space(&w->es, w->es.region[q])) continue;
            tg_point roots[4];
            bool standing[4];
            int nr = 0;
            for (int k = 0; k < 4; k++) {
                tg_point n = (tg_point)(q + off[k]);
                if (b->color[n] != c) continue;
                tg_point r = tg_status__root(w->es.parent, b->chain[n]);
                int i = 0;
                while (i < nr && roots[i] != r) i++;
                if (i == nr) roots[nr] = r, standing[nr++] = false;
                standing[i] |= m->life[n] != TG_LIFE_DEAD;
            }
            for (int i = 0; i < nr; i++) {
                w->outside[roots[i]]++;
                for (int j = 0; j < nr; j++)
                    if (j != i && standing[j]) w->veto[roots[i]] = true;
            }
        }
    /* Which groups may be judged: every chain's verdict soft; every
     * opponent chain around it, outside its eye spaces, safe: pass-alive,
     * or not dead with two liberties that are not the group's (it can
     * fill the group's without atari) and either more liberties than the
     * group, counted with the chains it is joined to (wall_libs), or a
     * sure verdict of the playouts: no capturing race. Nor a group with
     * a chain in atari beside an opponent chain in atari, inside its eye
     * spaces or out: a race of one liberty against one, won by whoever
     * moves first, where the eye that the atari makes false (no_sure_eye)
     * is a real one once the owner has captured (Tygem 887747662 one move
     * before its end: Black's ten stones A7-D10 in atari at their eye B8,
     * White's A10-C10 in atari at A11; Black's A11 captures, and lives). */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != c) continue;
            tg_point r = tg_status__root(w->es.parent, b->chain[s]);
            if (!one_eyed(w, r)) continue; /* not judged whatever its walls: spare the walk */
            if (!tg_status__soft(m, s) || m->pass_alive[s] == c) w->veto[r] = true;
            for (int k = 0; k < 4 && b->libs[b->chain[s]] == 1; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] == o && b->libs[b->chain[q]] == 1) w->veto[r] = true;
            }
            int libs = w->outside[r] + w->inside[r];
            for (int k = 0; k < 4 && !w->veto[r]; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] != o) continue;
                int id = w->es.region[q];
                if (id && w->es.size[id] <= EY_MAX) continue; /* inside: a small region is an eye space */
                bool safe = m->pass_alive[q] == o ||
                            (m->life[q] != TG_LIFE_DEAD && tg_status__own_libs(b, q, &w->es, r) >= 2 &&
                             (wall_libs(b, m, q, libs) > libs || m->certainty[q] >= EY_SURE));
                if (!safe) w->veto[r] = true;
                /* A wall in seki with the group is no wall: one eye against
                 * one eye with shared liberties (Tygem 879253091's white
                 * group B8-D12, eye C12, liberties A7 and C8 shared with the
                 * black chain B7 whose own eye is C6). Only seki vetoes: the
                 * race counts (tg_semeai) see no eye in a space that holds
                 * opponent stones, so a race they give to the group may be
                 * a false seki's (nicklas2). Counted once per candidate
                 * group and opponent chain. */
                else if (m->pass_alive[q] != o && w->raced[b->chain[q]] != r + 1) {
                    w->raced[b->chain[q]] = (tg_point)(r + 1);
                    if (!w->races_built) tg_status__semeai_init(&w->races, b);
                    w->races_built = true;
                    tg_race race = tg_status__semeai(&w->races, q, s);
                    if (race.valid && (race.a_first == TG_RACE_SEKI || race.b_first == TG_RACE_SEKI))
                        w->veto[r] = true;
                }
            }
        }
    /* One eye at most, whoever moves first, and no room outside: dead;
     * the opponent's stones in its eye spaces live. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t sc = b->color[s];
            tg_point r = TG_PASS;
            if (sc == c) {
                r = tg_status__root(w->es.parent, b->chain[s]);
            } else if (sc == o) {
                int id = w->es.region[s];
                if (id && w->es.size[id] <= EY_MAX) r = tg_status__space_group(&w->es, id);
            }
            if (r == TG_PASS || w->veto[r] || !one_eyed(w, r))
                continue;
            if (sc == o && !tg_status__soft(m, s)) continue;
            uint8_t was = m->life[s];
            m->life[s] = (uint8_t)(sc == c ? TG_LIFE_DEAD : TG_LIFE_ALIVE);
            m->reason[s] = TG_WHY_SHAPE;
            m->certainty[s] = 90;
            if (sc == c && b->chain[s] == s && was != TG_LIFE_DEAD) (*changed)++;
        }
}

int tg_life_eye_shapes(const tg_board *b, tg_life_map *m) {
    ey_work w; /* every field is set before it is read */
    w.races_built = false; /* one board for both colours: its races' groups built once */
    int changed = 0;
    one_colour(b, TG_BLACK, &w, m, &changed);
    one_colour(b, TG_WHITE, &w, m, &changed);
    return changed;
}
