/*
 * status_read_group.c — reading whether a large enclosed group can make
 * two eyes, from its eye space, its false eyes and its sealed liberties.
 *
 * A group is the chains of one colour joined by their eye spaces: regions
 * of points that are not theirs (empty or opponent stones) bordered by
 * them and the edge only, holding at most RG_SMALL points or no opponent
 * stone left alive (as in status_eyes.c). Its eyes, at most, with its
 * owner to move:
 *   - a one-point space is a false eye (none) when opponent stones that are
 *     not dead and not inside the group's spaces stand on two of its
 *     diagonals, or on one where the point is on the edge: the owner's
 *     chains around it can be cut apart and captured one by one;
 *   - a space of 2..RG_SMALL points is worth its shape's max
 *     (tg_eye_region_value: the opponent's stones inside, the vital point);
 *   - a larger space with no live opponent stone is two eyes.
 * A group worth one eye at most is dead when it also cannot get out:
 *   - every liberty outside its eye spaces lies in a pocket of at most
 *     RG_POCKET empty points that touches no chain of its colour but the
 *     group's (no connection, no room to make an eye: a move there fills
 *     a point between the group and the opponent's wall);
 *   - every opponent chain it or its pockets touch (outside its eye
 *     spaces) is a safe wall: not in seki with the group by the counted
 *     race (tg_semeai), and pass-alive, or not dead with two liberties
 *     that are not the group's and either more liberties than the group,
 *     a verdict of the playouts at RG_SURE percent or more, or the counted
 *     race won whoever moves first; or a short chain two of whose
 *     liberties each touch such a chain of its colour (it connects):
 *     no capturing race for the group to win;
 *   - every chain of it carries a verdict of the playouts, the seki finder
 *     or the search, or is dead already (never alive by Benson, reading, a
 *     race or a mark).
 * Such a group is dead, the opponent stones in its eye spaces alive, reason
 * TG_WHY_SHAPE, certainty RG_CERTAINTY (chains dead by a firmer reason keep
 * it). What status_eyes.c's rule leaves out and this one reads: a
 * one-point eye that is false (GNU Go's scoring
 * case score11: a black group of 30 stones whose eyes are a bulky five
 * with White's stones on its vital point and a point between two white
 * diagonals) and a group with many liberties, each a single point between
 * it and the opponent's safe wall (status_eyes.c stops at two).
 *
 * What it does not read: a group that can make eyes in the open (its
 * liberties reach a larger empty area), ko, the corner's special shapes,
 * a space split in two by an opponent stone whose parts depend on who
 * moves (GNU Go's score42), and groups the playouts kill that have two
 * sure eyes (Benson's pass-alive test settles those that need no move).
 *
 * Invariant: reads the board and the map only, in point order (the verdict
 * is a function of the position and the map); the work space is on the
 * caller's stack; no allocation, no global state.
 */
#include <string.h>

#include "tengen/status.h"

/* A region of more points than this holding a live opponent stone is no
 * eye space (tg_eye_region_value reads up to 8 points). */
#define RG_SMALL 8
/* An empty pocket outside the eye spaces of at most this many points
 * gives the group no room (one move fills half of it). */
#define RG_POCKET 2
/* An opponent chain the playouts keep alive this surely (percent) is safe
 * whatever its liberties. */
#define RG_SURE 90
/* The certainty given to a group read dead. */
#define RG_CERTAINTY 90

typedef struct rg_work {
    uint16_t region[TG_MAX_POINTS];        /* region id of a non-owner point, 0 else */
    tg_point pts[TG_MAX_POINTS][RG_SMALL]; /* per region: its first RG_SMALL points */
    int size[TG_MAX_POINTS];               /* per region: its points */
    bool live[TG_MAX_POINTS];              /* per region: holds an opponent stone not dead */
    tg_point rep[TG_MAX_POINTS];           /* per region: an owner chain around it */
    tg_point parent[TG_MAX_POINTS];        /* union-find over owner chain heads */
    int eyes[TG_MAX_POINTS];               /* per group root: its spaces' eyes, summed */
    int libs[TG_MAX_POINTS];               /* per group root: liberties, inside and out */
    bool spaces[TG_MAX_POINTS];            /* per group root: has an eye space */
    bool veto[TG_MAX_POINTS];              /* per group root: cannot be read here */
    uint16_t pocket[TG_MAX_POINTS];        /* pocket id of an outside empty point, 0 else */
    tg_point pocket_root[TG_MAX_POINTS];   /* per pocket: the one group it holds in, or TG_PASS
                                              (too big, or between two groups) */
    tg_point raced[TG_MAX_POINTS];         /* per opponent chain head: 1 + the root its
                                              race was counted against, 0 if none */
    uint8_t race[TG_MAX_POINTS];           /* per opponent chain head: that race's RG_RACE_ */
    uint16_t stack[TG_MAX_POINTS];
} rg_work;

static tg_point find_root(tg_point *parent, tg_point a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
}

/* Whether the verdict at s may be changed here. */
static bool soft(const tg_life_map *m, tg_point s) {
    uint8_t r = m->reason[s];
    return r == TG_WHY_ESTIMATE || r == TG_WHY_SEKI || r == TG_WHY_NONE || r == TG_WHY_SEARCH;
}

static bool eye_space(const rg_work *w, int id) { return id && (w->size[id] <= RG_SMALL || !w->live[id]); }

/* Whether the one-point space p of colour c is a false eye: live opponent
 * stones (not inside c's eye spaces) on two diagonals, or one on the edge. */
static bool false_eye(const tg_board *b, const tg_life_map *m, const rg_work *w, tg_point p, tg_color c) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    const int diag[4] = {-b->stride - 1, -b->stride + 1, b->stride - 1, b->stride + 1};
    tg_color o = tg_opponent(c);
    bool edge = false;
    for (int k = 0; k < 4; k++) edge |= b->color[p + off[k]] == TG_EDGE;
    int held = 0;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + diag[k]);
        if (b->color[q] != o || m->life[q] == TG_LIFE_DEAD || eye_space(w, w->region[q])) continue;
        held++;
    }
    return held >= (edge ? 1 : 2);
}

/* The liberties of the opponent chain at q that are not next to the group
 * r (counted up to 2): with two it fills the group's without self-atari. */
static int own_libs(const tg_board *b, tg_point q, rg_work *w, tg_point r) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color c = tg_opponent((tg_color)b->color[q]);
    int n = 0;
    tg_point h = b->chain[q], t = h, first = TG_PASS;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point l = (tg_point)(t + off[k]);
            if (b->color[l] != TG_EMPTY || l == first) continue;
            bool theirs = false;
            for (int j = 0; j < 4; j++) {
                tg_point n2 = (tg_point)(l + off[j]);
                if (b->color[n2] == c && find_root(w->parent, b->chain[n2]) == r) theirs = true;
            }
            if (theirs) continue;
            if (++n >= 2) return n;
            first = l;
        }
        t = b->next[t];
    } while (t != h);
    return n;
}

/* The counted race (tg_semeai) between the opponent chain at q and the
 * group r (its stone s), once per pair: RG_RACE_SEKI, RG_RACE_WALL (the
 * chain wins whoever moves first) or RG_RACE_OTHER. */
enum { RG_RACE_OTHER = 1, RG_RACE_SEKI, RG_RACE_WALL };
static int race_with(const tg_board *b, rg_work *w, tg_point q, tg_point r, tg_point s) {
    tg_point h = b->chain[q];
    if (w->raced[h] == r + 1) return w->race[h];
    tg_race race = tg_semeai(b, q, s);
    int v = RG_RACE_OTHER;
    if (race.valid && (race.a_first == TG_RACE_SEKI || race.b_first == TG_RACE_SEKI)) v = RG_RACE_SEKI;
    else if (race.valid && race.a_first == TG_RACE_A_WINS && race.b_first == TG_RACE_A_WINS) v = RG_RACE_WALL;
    w->raced[h] = (tg_point)(r + 1);
    w->race[h] = (uint8_t)v;
    return v;
}

/* Whether the opponent chain at q is strong against the group r (its
 * stone s): pass-alive, or not dead with two liberties of its own (it
 * fills the group's without self-atari) and either more liberties than
 * the group, a verdict of the playouts at RG_SURE or more, or the counted
 * race won whoever moves first. */
static bool strong(const tg_board *b, const tg_life_map *m, rg_work *w, tg_point q, tg_point r, tg_point s) {
    if (m->pass_alive[q] == b->color[q]) return true;
    if (m->life[q] == TG_LIFE_DEAD || own_libs(b, q, w, r) < 2) return false;
    if (tg_board_libs(b, q) > w->libs[r] || m->certainty[q] >= RG_SURE) return true;
    return race_with(b, w, q, r, s) == RG_RACE_WALL;
}

/* Whether the opponent chain at q, next to the group r (its stone s), is
 * a safe wall: not in seki with the group, and strong, or a short chain
 * two of whose liberties each touch a strong chain of its colour: it
 * connects whatever the group plays (score11's white stone C14, between
 * B14 and C15 beside the white chains B13, B15). A stone with one
 * liberty of its own and one shared with the group is no wall: its
 * capture may give the group its second eye or win it the race (Tygem
 * 889531223's black stone S19 in White's corner, Tygem 877084547's white
 * chain L1-N1 under Black's group: both seki or alive as recorded). */
static bool safe_wall(const tg_board *b, const tg_life_map *m, rg_work *w, tg_point q, tg_point r, tg_point s) {
    tg_color o = (tg_color)b->color[q];
    if (m->pass_alive[q] == o) return true;
    if (m->life[q] == TG_LIFE_DEAD || race_with(b, w, q, r, s) == RG_RACE_SEKI) return false;
    if (strong(b, m, w, q, r, s)) return true;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point h = b->chain[q], t = h, seen[4];
    int nseen = 0, joins = 0;
    do {
        for (int k = 0; k < 4 && joins < 2; k++) {
            tg_point l = (tg_point)(t + off[k]);
            if (b->color[l] != TG_EMPTY) continue;
            bool dup = false;
            for (int i = 0; i < nseen; i++) dup |= seen[i] == l;
            if (dup) continue;
            if (nseen == 4) return false; /* five liberties: not short */
            seen[nseen++] = l;
            for (int j = 0; j < 4; j++) {
                tg_point q2 = (tg_point)(l + off[j]);
                if (b->color[q2] == o && b->chain[q2] != h && strong(b, m, w, q2, r, s)) {
                    joins++;
                    break;
                }
            }
        }
        t = b->next[t];
    } while (t != h && joins < 2);
    return joins >= 2;
}

static void one_colour(const tg_board *b, tg_color c, rg_work *w, tg_life_map *m, int *changed) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent(c);
    memset(w->region, 0, sizeof w->region);
    for (int i = 0; i < TG_MAX_POINTS; i++) w->parent[i] = (tg_point)i;
    int nreg = 0;
    /* Regions of points that are not c. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] == c || w->region[s]) continue;
            int id = ++nreg, sp = 0;
            w->size[id] = 0;
            w->live[id] = false;
            w->rep[id] = TG_PASS;
            w->region[s] = (uint16_t)id;
            w->stack[sp++] = s;
            while (sp) {
                tg_point p = w->stack[--sp];
                if (w->size[id] < RG_SMALL) w->pts[id][w->size[id]] = p;
                w->size[id]++;
                if (b->color[p] == o && m->life[p] != TG_LIFE_DEAD) w->live[id] = true;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    uint8_t qc = b->color[q];
                    if (qc == TG_EDGE || qc == c || w->region[q]) continue;
                    w->region[q] = (uint16_t)id;
                    w->stack[sp++] = q;
                }
            }
        }
    /* Groups: chains of c around one eye space. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != c) continue;
            for (int k = 0; k < 4; k++) {
                int id = w->region[s + off[k]];
                if (!eye_space(w, id)) continue;
                if (w->rep[id] == TG_PASS) {
                    w->rep[id] = b->chain[s];
                } else {
                    tg_point ra = find_root(w->parent, w->rep[id]), rb = find_root(w->parent, b->chain[s]);
                    if (ra != rb) w->parent[rb] = ra;
                }
            }
        }
    memset(w->eyes, 0, sizeof w->eyes);
    memset(w->libs, 0, sizeof w->libs);
    memset(w->spaces, 0, sizeof w->spaces);
    memset(w->veto, 0, sizeof w->veto);
    memset(w->pocket, 0, sizeof w->pocket);
    memset(w->raced, 0, sizeof w->raced);
    /* Eyes, at most, per group. */
    for (int id = 1; id <= nreg; id++) {
        if (w->rep[id] == TG_PASS || !eye_space(w, id)) continue;
        tg_point r = find_root(w->parent, w->rep[id]);
        w->spaces[r] = true;
        int n = w->size[id];
        if (n > RG_SMALL) {
            w->eyes[r] += 2;
            w->libs[r] += n; /* at least: enough to out-count any wall */
            continue;
        }
        if (n == 1)
            w->eyes[r] += false_eye(b, m, w, w->pts[id][0], c) ? 0 : 1;
        else
            w->eyes[r] += tg_eye_region_value(b, w->pts[id], n, c).max;
        for (int i = 0; i < n; i++) w->libs[r] += b->color[w->pts[id][i]] == TG_EMPTY;
    }
    /* Outside liberties: pockets of empty points outside the eye spaces.
     * A pocket too big, or touching chains of c of two groups (a
     * connection, or a dead chain of c that may come back), lets every
     * group around it out. */
    int npocket = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_EMPTY || eye_space(w, w->region[s]) || w->pocket[s]) continue;
            int id = ++npocket, sp = 0, size = 0;
            tg_point root = TG_PASS;
            bool open = false;
            w->pocket[s] = (uint16_t)id;
            w->stack[sp++] = s;
            while (sp) {
                tg_point p = w->stack[--sp];
                size++;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    uint8_t qc = b->color[q];
                    if (qc == TG_EMPTY && !w->pocket[q]) {
                        w->pocket[q] = (uint16_t)id;
                        w->stack[sp++] = q;
                    } else if (qc == c) {
                        tg_point r = find_root(w->parent, b->chain[q]);
                        if (root == TG_PASS) root = r;
                        else open |= root != r;
                    }
                }
            }
            w->pocket_root[id] = size > RG_POCKET || open ? TG_PASS : root;
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!w->pocket[s]) continue;
            tg_point seen[4];
            int nseen = 0;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] != c) continue;
                tg_point r = find_root(w->parent, b->chain[q]);
                bool dup = false;
                for (int i = 0; i < nseen; i++) dup |= seen[i] == r;
                if (dup) continue;
                seen[nseen++] = r;
                w->libs[r]++;
                if (w->pocket_root[w->pocket[s]] != r) w->veto[r] = true;
            }
        }
    /* Every chain soft or already dead (read out: the cutting stones of a
     * false eye often are), and a group the playouts already kill is read
     * too (its verdict is then no longer the playouts', which the search
     * may overturn); every wall safe. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != c) continue;
            tg_point r = find_root(w->parent, b->chain[s]);
            if ((!soft(m, s) && m->life[s] != TG_LIFE_DEAD) || m->pass_alive[s] == c) w->veto[r] = true;
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            tg_point r = TG_PASS, at = TG_PASS;
            if (b->color[s] == c) {
                r = find_root(w->parent, b->chain[s]);
                at = s;
            } else if (w->pocket[s] && w->pocket_root[w->pocket[s]] != TG_PASS) {
                r = w->pocket_root[w->pocket[s]];
                at = r; /* a chain head of the group */
            }
            if (r == TG_PASS || w->veto[r] || !w->spaces[r] || w->eyes[r] > 1) continue;
            for (int k = 0; k < 4 && !w->veto[r]; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] != o || eye_space(w, w->region[q])) continue;
                if (!safe_wall(b, m, w, q, r, at)) w->veto[r] = true;
            }
        }
    /* Dead: one eye at most, no way out, no race. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t sc = b->color[s];
            tg_point r = TG_PASS;
            if (sc == c) {
                r = find_root(w->parent, b->chain[s]);
            } else if (sc == o) {
                int id = w->region[s];
                if (eye_space(w, id) && w->size[id] <= RG_SMALL && w->rep[id] != TG_PASS)
                    r = find_root(w->parent, w->rep[id]);
            }
            if (r == TG_PASS || w->veto[r] || !w->spaces[r] || w->eyes[r] > 1) continue;
            if (!soft(m, s)) continue;
            uint8_t was = m->life[s];
            m->life[s] = (uint8_t)(sc == c ? TG_LIFE_DEAD : TG_LIFE_ALIVE);
            m->reason[s] = TG_WHY_SHAPE;
            m->certainty[s] = RG_CERTAINTY;
            if (sc == c && b->chain[s] == s && was != TG_LIFE_DEAD) (*changed)++;
        }
}

int tg_life_read_groups(const tg_board *b, tg_life_map *m) {
    rg_work w; /* every field is set before it is read */
    int changed = 0;
    one_colour(b, TG_BLACK, &w, m, &changed);
    one_colour(b, TG_WHITE, &w, m, &changed);
    return changed;
}
