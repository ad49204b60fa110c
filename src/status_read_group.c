/*
 * status_read_group.c — reading whether a large enclosed group can make
 * two eyes, from its eye space, its false eyes and its sealed liberties.
 *
 * A group is the chains of one colour joined by their eye spaces: regions
 * of points that are not theirs (empty or opponent stones) bordered by
 * them and the edge only, holding at most RG_SMALL points or no opponent
 * stone left alive (as in status_eyes.c), and by the closed pockets
 * below (cut apart there, its chains have no more eyes). Its eyes, at
 * most, with its owner to move:
 *   - a one-point space is a false eye (none) when opponent stones that are
 *     not dead and not inside the group's spaces stand on two of its
 *     diagonals, or on one where the point is on the edge: the owner's
 *     chains around it can be cut apart and captured one by one;
 *   - a space of 2..RG_SMALL points is worth its shape's max
 *     (tg_eye_region_value: the opponent's stones inside, the vital point);
 *   - a larger space with no live opponent stone is two eyes.
 * A group worth one eye at most is dead when it also cannot get out:
 *   - every liberty outside its eye spaces lies in a closed pocket: a
 *     region of empty points of at most RG_POCKET points, or one every
 *     point of which touches a live opponent stone, that touches no chain
 *     of its colour but the group's (no connection, no room to make an
 *     eye: a move there fills a point between the group and the
 *     opponent's wall, and no point there becomes an eye without
 *     capturing a wall);
 *   - every opponent chain it or its pockets touch (outside its eye
 *     spaces) is a safe wall: not in seki with the group by the counted
 *     race (tg_semeai), and pass-alive, or not dead with two liberties
 *     that are not the group's and either more liberties than the group,
 *     a verdict of the playouts at RG_SURE percent or more, or the counted
 *     race won whoever moves first; or not in atari, with one liberty
 *     of its own, and joined in the count to a group of two eyes that
 *     wins the race whoever moves; or a short chain two of whose
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
 * With the player to move known (tg_life_read_groups_to_move), a group
 * that passes every test above but whose small spaces are worth two eyes
 * by their shapes' max, and one by their min or hold opponent stones, is
 * read out on its few points with that player first (critical spaces,
 * below: GNU Go's score42, whose space an opponent stone splits; a
 * straight three with the attacker to move), and is dead when the
 * attacker captures its largest chain whatever the owner does.
 *
 * What it does not read: a group that can make eyes in the open (its
 * liberties reach a larger empty area), ko (the owner wins every ko: an
 * endless fight counts as life), the corner's special shapes, and groups
 * the playouts kill that have two sure eyes (Benson's pass-alive test
 * settles those that need no move).
 *
 * Invariant: reads the board and the map only, in point order (the verdict
 * is a function of the position, the map and the player to move: the
 * reading's table keeps only results that no earlier line changes); the
 * work space is on the caller's stack; no allocation, no global state.
 */
#include <stdlib.h>
#include <string.h>

#include "tengen/status.h"
#include "status_internal.h"

/* A region of more points than this holding a live opponent stone is no
 * eye space (status_internal.h; tg_eye_region_value reads up to 8 points). */
#define RG_SMALL TG_SPACE_SMALL
/* An empty pocket outside the eye spaces of at most this many points
 * gives the group no room (one move fills half of it). */
#define RG_POCKET 2
/* An opponent chain the playouts keep alive this surely (percent) is safe
 * whatever its liberties. */
#define RG_SURE 90
/* The certainty given to a group read dead. */
#define RG_CERTAINTY 90

typedef struct rg_work {
    tg_eye_spaces es;                      /* the owner's regions and groups */
    int eyes[TG_MAX_POINTS];               /* per group root: its spaces' eyes, summed */
    int libs[TG_MAX_POINTS];               /* per group root: liberties, inside and out */
    bool spaces[TG_MAX_POINTS];            /* per group root: has an eye space */
    bool dead_read[TG_MAX_POINTS];         /* per group root: dead by the critical reading */
    int eyes_min[TG_MAX_POINTS];           /* per group root: its small spaces' min, summed */
    bool held[TG_MAX_POINTS];              /* per group root: a space of two points or more
                                              holds opponent stones */
    bool big[TG_MAX_POINTS];               /* per group root: has a space of more than RG_SMALL
                                              points (two eyes: nothing to read) */
    bool veto[TG_MAX_POINTS];              /* per group root: cannot be read here */
    uint16_t pocket[TG_MAX_POINTS];        /* pocket id of an outside empty point, 0 else */
    tg_point pocket_root[TG_MAX_POINTS];   /* per pocket: the one group it holds in, or TG_PASS
                                              (too big, or between two groups) */
    tg_point raced[TG_MAX_POINTS];         /* per opponent chain head: 1 + the root its
                                              race was counted against, 0 if none */
    uint8_t race[TG_MAX_POINTS];           /* per opponent chain head: that race's RG_RACE_ */
    tg_semeai_work races;                  /* the race reader's groups, built at the first race */
    bool races_built;
    uint16_t stack[TG_MAX_POINTS];         /* the pockets' flood fill */
    tg_point heads[TG_MAX_POINTS];         /* the chains of c around one pocket */
} rg_work;

/* Whether the one-point space p of colour c is a false eye: the opponent
 * holds two of its diagonals, or one on the edge (status_spaces.c), as
 * status_eyes.c's no_sure_eye reads them. Its diagonal stones must have two
 * liberties there; here that changes no verdict, since such a stone
 * touches the group and a wall in atari vetoes it (safe_wall). What
 * no_sure_eye adds, this rule leaves out as it was written: the eye that
 * is a chain's last liberty (ko), and the one-chain test (an eye all of
 * whose neighbours are one chain is no false eye there). */
static bool false_eye(const tg_board *b, const tg_life_map *m, const rg_work *w, tg_point p, tg_color c) {
    return tg_status__diagonals_held(b, m, &w->es, p, c);
}

/* The counted race (tg_semeai, on the board's groups built once for both
 * colours: tg_semeai itself rebuilds them per race) between the opponent
 * chain at q and the group r (its stone s), once per pair: RG_RACE_SEKI,
 * RG_RACE_WALL (the chain wins whoever moves first), RG_RACE_LIVES (it
 * does, and the count joins it to a group with two eyes or a big space)
 * or RG_RACE_OTHER. */
enum { RG_RACE_OTHER = 1, RG_RACE_SEKI, RG_RACE_WALL, RG_RACE_LIVES };
static int race_with(const tg_board *b, rg_work *w, tg_point q, tg_point r, tg_point s) {
    tg_point h = b->chain[q];
    if (w->raced[h] == r + 1) return w->race[h];
    if (!w->races_built) tg_status__semeai_init(&w->races, b);
    w->races_built = true;
    tg_race race = tg_status__semeai(&w->races, q, s);
    int v = RG_RACE_OTHER;
    if (race.valid && (race.a_first == TG_RACE_SEKI || race.b_first == TG_RACE_SEKI)) v = RG_RACE_SEKI;
    else if (race.valid && race.a_first == TG_RACE_A_WINS && race.b_first == TG_RACE_A_WINS)
        v = race.a.safe || race.a.eyes >= 2 ? RG_RACE_LIVES : RG_RACE_WALL;
    w->raced[h] = (tg_point)(r + 1);
    w->race[h] = (uint8_t)v;
    return v;
}

/* Whether the opponent chain at q is strong against the group r (its
 * stone s): pass-alive, or not dead with two liberties of its own (it
 * fills the group's without self-atari) and either more liberties than
 * the group, a verdict of the playouts at RG_SURE or more, or the counted
 * race won whoever moves first. A chain with fewer liberties of its own
 * is strong only when it is not in atari (a chain in atari is taken
 * first: GNU Go's dumonteil-5, Black's H1 beside White's seki, whose
 * capture gives White liberties) and the count joins it to a group with
 * two eyes or a big space that wins the race whoever moves: it connects
 * to that group (at a point the group can take only by capturing, or by
 * miai) before the group can fill its last liberty (GNU Go's score58:
 * Black's L1-Q1 under White's group, joined at K1 to the bottom group
 * with the eyes J2 and L7, and Black's T2 beside the right side's
 * territory). A chain joined to a group of one eye does not do: its
 * race is close (Tygem 889531223's S19, joined at R19 to the wall whose
 * eye is P18-P19; 877084547's L1-N1, joined at O1 to a group whose eye
 * is Q1). */
static bool strong(const tg_board *b, const tg_life_map *m, rg_work *w, tg_point q, tg_point r, tg_point s) {
    if (m->pass_alive[q] == b->color[q]) return true;
    if (m->life[q] == TG_LIFE_DEAD) return false;
    if (tg_status__own_libs(b, q, &w->es, r) < 2)
        return tg_board_libs(b, q) >= 2 && race_with(b, w, q, r, s) == RG_RACE_LIVES;
    if (tg_board_libs(b, q) > w->libs[r] || m->certainty[q] >= RG_SURE) return true;
    const int race = race_with(b, w, q, r, s);
    return race == RG_RACE_WALL || race == RG_RACE_LIVES;
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

/* ------------------------------------------------ critical spaces read */

/* The local reading of a group whose small eye spaces are worth two eyes
 * by their shapes' max (the owner first): whether they still are with
 * the player to move depends on how the spaces' parts interact and on the
 * group's liberties outside (GNU Go's score42: an opponent stone splits
 * the space, and the point the owner must fill to capture the vital stone
 * is also that stone's liberty, so whether the fill is self-atari depends
 * on the outside liberty). No shape table gives that; an exact search of
 * the few points does.
 *
 * The area: the points of the group's eye spaces, its pockets (its outside
 * liberties, each in a closed pocket against a safe wall, as above), and
 * its own stones (playable once captured). Both play only
 * there, the player to move first. The attacker wins by capturing a
 * largest chain of the group; it never passes (a pass gives up: the owner
 * passes back and the game ends with the group standing). The owner may
 * pass, and wins by capturing a wall stone (an attacker stone next to the
 * area, outside it: the group gets out), when a position of the line
 * repeats with the same player to move (an endless fight, a ko, is no
 * capture), or when a line reaches RC_DEPTH. Ko: the attacker keeps the
 * basic rule (the board's ko point), the owner may retake at once (it
 * wins every ko: only a group dead without ko is read dead). DEAD is a
 * proof within the area; a search that runs out of its RC_BUDGET nodes
 * proves nothing and changes nothing. */
#define RC_AREA 64       /* points of the area, stones included */
#define RC_EMPTY 12      /* empty points of the area at the start, at most */
#define RC_DEPTH 40
#define RC_BUDGET 4000
#define RC_WALL 64
#define RC_TABLE 4096    /* the transposition table's slots (a power of two) */

typedef struct rc_search {
    tg_color att, def;
    tg_point area[RC_AREA];
    int narea;
    tg_point target[RC_AREA];    /* one stone of each largest chain of the group */
    int ntarget;
    tg_point wall[RC_WALL];      /* attacker stones next to the area, outside it */
    int nwall;
    long nodes;
    bool aborted;
    uint64_t path[RC_DEPTH + 2];
    int depth;
    long cuts;                   /* lines ended by a repetition or the depth limit */
    uint64_t table[RC_TABLE];    /* key | 1 (the attacker, to move there, kills) or key & ~1
                                    (it does not); 0: empty */
    tg_board boards[RC_DEPTH + 1]; /* boards[d]: the position after the d-th move of the line
                                      (a copy a level, not a copy a recursion on the stack) */
} rc_search;

/* The table holds only results whose reading met no repetition and no
 * depth limit below them: those are a function of the position and the
 * player to move alone, whatever line reached it (a result that rests on
 * a repetition depends on the line's earlier positions). Keys are the
 * hash with the player to move mixed in, low bit the result. */
static int rc_lookup(const rc_search *s, uint64_t key) {
    key |= 2; /* never 0 */
    for (unsigned i = (unsigned)(key >> 20) & (RC_TABLE - 1), n = 0; n < 8; i = (i + 1) & (RC_TABLE - 1), n++) {
        if (!s->table[i]) return -1;
        if ((s->table[i] | 1) == (key | 1)) return (int)(s->table[i] & 1);
    }
    return -1;
}

static void rc_store(rc_search *s, uint64_t key, bool kills) {
    key |= 2;
    for (unsigned i = (unsigned)(key >> 20) & (RC_TABLE - 1), n = 0; n < 8; i = (i + 1) & (RC_TABLE - 1), n++)
        if (!s->table[i]) {
            s->table[i] = (key & ~(uint64_t)1) | kills;
            return;
        }
}

static bool rc_on_path(const rc_search *s, uint64_t key) {
    for (int i = 0; i < s->depth; i++)
        if (s->path[i] == key) return true;
    return false;
}

/* Plays c at p if it is legal (empty, not suicide, and for the attacker
 * not the ko point); false, board untouched, if not. The owner may retake
 * a ko at once, as if it always had a threat: a group that lives by
 * winning a ko is not read dead (OGS corner_test_4's corner, a ko the
 * humans left standing). */
static bool rc_play(const rc_search *s, tg_board *to, const tg_board *b, tg_point p, tg_color c) {
    if (b->color[p] != TG_EMPTY || (c == s->att && b->ko_point == p && b->ko_color == c)) return false;
    if (tg_board_predict(b, p, c).self_captured) return false;
    *to = *b; /* only for a legal play: the copy is most of a node's cost */
    tg_board_play(to, p, c);
    return true;
}

/* Whether a stone of pts[0..n) is no longer of colour c (captured). */
static bool any_taken(const tg_board *b, const tg_point *pts, int n, tg_color c) {
    for (int i = 0; i < n; i++)
        if (b->color[pts[i]] != c) return true;
    return false;
}

/* A state's key: the position's hash, the player to move, and the ko
 * point the attacker may not take (the owner ignores it). */
static uint64_t rc_key(const rc_search *s, const tg_board *b, bool attacker) {
    uint64_t k = b->hash ^ (attacker ? 0x5bd1e9955bd1e995ull : 0);
    if (b->ko_color == s->att && b->ko_point != TG_PASS) k ^= ((uint64_t)b->ko_point + 1) * 0x9E3779B97F4A7C15ull;
    return k;
}

/* Whether the player to move at b wins: the attacker (attacker true) by
 * capturing a largest chain of the group, the owner by keeping every one.
 * A line that runs out of the budget, repeats or reaches RC_DEPTH is the
 * owner's (the caller reads only a kill as a proof). The owner may pass,
 * tried last (when every play harms); the attacker never does. */
static bool rc_wins(rc_search *s, const tg_board *b, bool attacker) {
    if (s->aborted || ++s->nodes > RC_BUDGET) {
        s->aborted = true;
        return !attacker;
    }
    uint64_t key = rc_key(s, b, attacker);
    if (s->depth >= RC_DEPTH || rc_on_path(s, key)) {
        s->cuts++;
        return !attacker;
    }
    int kills = rc_lookup(s, key);
    if (kills >= 0) return attacker == (kills == 1);
    long cuts = s->cuts;
    s->path[s->depth++] = key;
    tg_board *nb = &s->boards[s->depth];
    bool win = false;
    for (int i = 0; i < s->narea + !attacker && !win && !s->aborted; i++) {
        if (i == s->narea) {
            *nb = *b;
            tg_board_pass(nb);
        } else if (!rc_play(s, nb, b, s->area[i], attacker ? s->att : s->def)) {
            continue;
        } else if (attacker ? any_taken(nb, s->target, s->ntarget, s->def) : any_taken(nb, s->wall, s->nwall, s->att)) {
            win = true;
            break;
        }
        win = !rc_wins(s, nb, !attacker);
    }
    s->depth--;
    if (!s->aborted && s->cuts == cuts) rc_store(s, key, attacker == win);
    return s->aborted ? !attacker : win;
}

/* Gathers into s group r's area (its chains, its eye spaces, its
 * pockets), its largest chains and the wall; false if the area is too
 * large to read. */
static bool critical_area(const tg_board *b, rg_work *w, tg_point r, tg_color c, rc_search *s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    s->att = tg_opponent(c);
    s->def = c;
    int empty = 0, largest = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t pc = b->color[p];
            bool in = false;
            if (pc == c) {
                in = tg_status__root(w->es.parent, b->chain[p]) == r;
                if (in && b->chain[p] == p) {
                    int size = tg_board_chain_size(b, p);
                    if (size > largest) largest = size, s->ntarget = 0;
                    if (size == largest) s->target[s->ntarget++] = p;
                }
            } else if (w->pocket[p]) {
                in = w->pocket_root[w->pocket[p]] == r;
            } else {
                in = tg_status__space_group(&w->es, w->es.region[p]) == r;
            }
            if (!in) continue;
            if (s->narea == RC_AREA) return false;
            s->area[s->narea++] = p;
            if (pc == TG_EMPTY && ++empty > RC_EMPTY) return false;
        }
    /* The wall: attacker stones next to the area, not in it. */
    for (int i = 0; i < s->narea; i++)
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(s->area[i] + off[k]);
            if (b->color[q] != s->att) continue;
            bool known = false;
            for (int j = 0; j < s->narea && !known; j++) known = s->area[j] == q;
            for (int j = 0; j < s->nwall && !known; j++) known = s->wall[j] == q;
            if (known) continue;
            if (s->nwall == RC_WALL) return false;
            s->wall[s->nwall++] = q;
        }
    return true;
}

/* Whether the group r of colour c is dead by the local reading above,
 * to_move first (false if its area is too large, or the reading proves
 * nothing). */
static bool critical_dead(const tg_board *b, rg_work *w, tg_point r, tg_color c, tg_color to_move) {
    /* About 410 KB (a board for each level of a line): on the heap, so
     * that a caller's thread with a small stack can judge a position. */
    rc_search *s = calloc(1, sizeof *s);
    if (!s) return false; /* no reading: nothing proved */
    bool dead = critical_area(b, w, r, c, s) && (to_move == s->att ? rc_wins(s, b, true) : !rc_wins(s, b, false));
    free(s);
    return dead;
}

/* Whether group r is read here: an eye space, no veto, and one eye at
 * most, or (critical: the player to move known) two by the shapes' max
 * that reading with that player first may bring down to one: every space
 * small (a larger one is two sure eyes), and either one eye at most by
 * the shapes' min (a critical shape: a three, a bent four in the corner
 * ...) or a space holding opponent stones, whose worth depends on the
 * captures and the liberties around (score42). Spaces that are two eyes
 * by their min and hold no opponent stone are not read: two such eyes
 * need no move. */
static bool candidate(const rg_work *w, tg_point r, bool critical) {
    if (!w->spaces[r] || w->veto[r]) return false;
    return w->eyes[r] <= 1 || (critical && !w->big[r] && (w->eyes_min[r] <= 1 || w->held[r]));
}

static void one_colour(const tg_board *b, tg_color c, tg_color to_move, rg_work *w, tg_life_map *m,
                       int *changed) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent(c);
    bool critical = to_move == o || to_move == c;
    tg_status__spaces(b, m, c, &w->es);
    int nreg = w->es.nregions;
    memset(w->eyes, 0, sizeof w->eyes);
    memset(w->libs, 0, sizeof w->libs);
    memset(w->spaces, 0, sizeof w->spaces);
    memset(w->big, 0, sizeof w->big);
    memset(w->eyes_min, 0, sizeof w->eyes_min);
    memset(w->held, 0, sizeof w->held);
    memset(w->veto, 0, sizeof w->veto);
    memset(w->pocket, 0, sizeof w->pocket);
    memset(w->raced, 0, sizeof w->raced);
    /* Outside liberties: pockets of empty points outside the eye spaces.
     * A pocket gives no room when it is small (RG_POCKET points: one move
     * fills half of it), or when every point of it touches a live
     * opponent stone: no point there can become an eye of c without
     * capturing one, and the chains it touches are tested as walls below
     * (GNU Go's score58: White's L4-L3 touches a pocket of seven points
     * inside Black's bottom group). The chains of c around such a pocket
     * are one group: cut apart they have no more eyes and no more room
     * (score58: White's P4, Q3-R3-Q2 and S2-S1 around the pockets O4-O5,
     * P3-P2, R2-R1 beside the group with the eye N3). A pocket of more
     * room, or touching a dead chain of c of another group (it may come
     * back), lets every group around it out; a chain whose verdict is
     * uncertain (tg_life_is_uncertain: the playouts' coin toss, its owner
     * holding 40% to 60% of its points) is read with the group (score58's
     * S2-S1 at 49% for White at seeds 24 and 28). */
    int npocket = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_EMPTY || tg_status__is_space(&w->es, w->es.region[s]) || w->pocket[s]) continue;
            int id = ++npocket, sp = 0, size = 0, nheads = 0;
            bool sealed = true;
            w->pocket[s] = (uint16_t)id;
            w->stack[sp++] = s;
            while (sp) {
                tg_point p = w->stack[--sp];
                size++;
                bool touches = false;
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(p + off[k]);
                    uint8_t qc = b->color[q];
                    if (qc == TG_EMPTY && !w->pocket[q]) {
                        w->pocket[q] = (uint16_t)id;
                        w->stack[sp++] = q;
                    } else if (qc == c) {
                        bool dup = false;
                        for (int i = 0; i < nheads && !dup; i++) dup = w->heads[i] == b->chain[q];
                        if (!dup) w->heads[nheads++] = b->chain[q];
                    } else if (qc == o && m->life[q] != TG_LIFE_DEAD) {
                        touches = true;
                    }
                }
                sealed &= touches;
            }
            bool room = size > RG_POCKET && !sealed;
            w->pocket_root[id] = TG_PASS;
            if (room || nheads == 0) continue;
            tg_point root = tg_status__root(w->es.parent, w->heads[0]);
            bool dead_apart = false; /* a dead chain of c that may come back */
            for (int i = 0; i < nheads; i++)
                dead_apart |= m->life[w->heads[i]] == TG_LIFE_DEAD &&
                              !tg_life_is_uncertain(b, m, w->heads[i]) &&
                              tg_status__root(w->es.parent, w->heads[i]) != root;
            if (dead_apart) continue;
            for (int i = 1; i < nheads; i++) {
                tg_point r = tg_status__root(w->es.parent, w->heads[i]);
                if (r != root) w->es.parent[r] = root;
            }
            w->pocket_root[id] = w->heads[0]; /* a chain of the group: its root is read below */
        }
    for (int id = 1; id <= npocket; id++)
        if (w->pocket_root[id] != TG_PASS) w->pocket_root[id] = tg_status__root(w->es.parent, w->pocket_root[id]);
    /* Eyes, at most, per group. */
    for (int id = 1; id <= nreg; id++) {
        tg_point r = tg_status__space_group(&w->es, id);
        if (r == TG_PASS) continue;
        w->spaces[r] = true;
        int n = w->es.size[id];
        if (n > RG_SMALL) {
            w->big[r] = true;
            w->eyes[r] += 2;
            w->libs[r] += n; /* at least: enough to out-count any wall */
            continue;
        }
        if (n == 1) {
            int e = false_eye(b, m, w, w->es.pts[id][0], c) ? 0 : 1;
            w->eyes[r] += e;
            w->eyes_min[r] += e;
        } else {
            tg_eye_value v = tg_eye_region_value(b, w->es.pts[id], n, c);
            w->eyes[r] += v.max;
            w->eyes_min[r] += v.min;
            for (int i = 0; i < n; i++) w->held[r] |= b->color[w->es.pts[id][i]] == o;
        }
        for (int i = 0; i < n; i++) w->libs[r] += b->color[w->es.pts[id][i]] == TG_EMPTY;
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
                tg_point r = tg_status__root(w->es.parent, b->chain[q]);
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
            tg_point r = tg_status__root(w->es.parent, b->chain[s]);
            if ((!tg_status__soft(m, s) && m->life[s] != TG_LIFE_DEAD) || m->pass_alive[s] == c) w->veto[r] = true;
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            tg_point r = TG_PASS, at = TG_PASS;
            if (b->color[s] == c) {
                r = tg_status__root(w->es.parent, b->chain[s]);
                at = s;
            } else if (w->pocket[s] && w->pocket_root[w->pocket[s]] != TG_PASS) {
                r = w->pocket_root[w->pocket[s]];
                at = r; /* a chain head of the group */
            }
            if (r == TG_PASS || !candidate(w, r, critical)) continue;
            for (int k = 0; k < 4 && !w->veto[r]; k++) {
                tg_point q = (tg_point)(s + off[k]);
                if (b->color[q] != o || tg_status__is_space(&w->es, w->es.region[q])) continue;
                if (!safe_wall(b, m, w, q, r, at)) w->veto[r] = true;
            }
        }
    /* Critical: two eyes by the shapes' max, read out with the player to
     * move first (once per group, at its root). */
    memset(w->dead_read, 0, sizeof w->dead_read);
    if (critical)
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                if (b->color[s] != c || b->chain[s] != s || tg_status__root(w->es.parent, s) != s) continue;
                if (w->eyes[s] > 1 && candidate(w, s, true)) w->dead_read[s] = critical_dead(b, w, s, c, to_move);
            }
    /* Dead: one eye at most, no way out, no race. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t sc = b->color[s];
            tg_point r = TG_PASS;
            if (sc == c) {
                r = tg_status__root(w->es.parent, b->chain[s]);
            } else if (sc == o) {
                int id = w->es.region[s];
                if (id && w->es.size[id] <= RG_SMALL) r = tg_status__space_group(&w->es, id);
            }
            if (r == TG_PASS || (!candidate(w, r, false) && !w->dead_read[r])) continue;
            if (!tg_status__soft(m, s)) continue;
            uint8_t was = m->life[s];
            m->life[s] = (uint8_t)(sc == c ? TG_LIFE_DEAD : TG_LIFE_ALIVE);
            m->reason[s] = TG_WHY_SHAPE;
            m->certainty[s] = RG_CERTAINTY;
            if (sc == c && b->chain[s] == s && was != TG_LIFE_DEAD) (*changed)++;
        }
}

int tg_life_read_groups_to_move(const tg_board *b, tg_color to_move, tg_life_map *m) {
    rg_work w; /* every field is set before it is read */
    w.races_built = false; /* one board for both colours: its races' groups built once */
    int changed = 0;
    one_colour(b, TG_BLACK, to_move, &w, m, &changed);
    one_colour(b, TG_WHITE, to_move, &w, m, &changed);
    return changed;
}

int tg_life_read_groups(const tg_board *b, tg_life_map *m) { return tg_life_read_groups_to_move(b, TG_EMPTY, m); }
