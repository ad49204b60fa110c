/*
 * status_confirm.c — confirmation play (Japanese 1989 rules, and the Korean
 * variant): can the opponent capture this chain if play went on?
 *
 * A depth-first AND/OR search on a copy of the board, confined to the local
 * area of the disputed chain. The attacker moves first and wins by
 * capturing a stone of the target chain. The defender wins when the
 * attacker gives up: a pass while no ko ban is waiting to be lifted. Ko:
 * under the 1989 rules a player whose stone was taken in a ko may not
 * retake that ko until they have passed once (bans[] below, cleared by
 * the banned player's pass); the Korean variant has only the basic ko rule,
 * plus: no position may repeat within the line. Any repetition of a whole
 * state (position, bans, player to move) ends the line for the defender:
 * an endless fight is not a capture.
 *
 * Invariant: a DEAD answer is a proof (every defence was read out and
 * refuted; a line cut by the depth limit counts as a successful defence).
 * ALIVE is only answered when no line was cut; otherwise UNKNOWN.
 *
 * A capture of the target answered at once by a snapback (the defender
 * plays back on a point of the captured chain and takes two stones or
 * more) is no win for the attacker: the 1989 rules' Article 7 calls
 * stones alive whose capture lets their owner play a new stone that
 * cannot be captured (recaptured() below).
 *
 * The verdict is a function of the position, not of its coordinates: the
 * moves are tried in an order taken from the board's canonical orientation
 * (order_area), so a board and its seven images read the same tree. The
 * area is read in up to CF_ORDERS such orders, each with the node budget,
 * until one finishes. A transposition table keeps a state's result when it
 * holds from any line that reaches the state (store, probe).
 *
 * What it does not do: read outside the area, or follow play after the
 * capture beyond that snapback (other stones played again in the captured
 * space are not examined: the precedents of the 1989 rules that need that,
 * e.g. "sending two returning one" inside the space, are not covered).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "orient.h"
#include "status_internal.h"

#define CF_MAX_DEPTH 48
#define CF_MAX_AREA 40
#define CF_MAX_BANS 4
#define CF_MAX_TABLE (1u << 16)
#define CF_ORDERS 3
/* The most stones of an attacker chain inside the defender's space that
 * find_area takes in whatever its liberties (a nakade's stones). */
#define CF_INSIDE_STONES 6

typedef struct cf_bans {
    tg_point p[3][CF_MAX_BANS]; /* per colour: points it may not retake */
    uint8_t n[3];
} cf_bans;

/* A transposition table entry: a state's key and who wins from it. */
typedef struct cf_entry {
    uint64_t key;
    uint8_t used, att_wins;
} cf_entry;

typedef struct cf_search {
    tg_color att, def;
    tg_point target;
    bool korean;
    tg_point area[TG_MAX_POINTS];
    uint8_t rank[TG_MAX_POINTS]; /* area[i]'s class: 0 liberty of the target, 1 other empty, 2 stone */
    int narea;
    long nodes, budget;
    bool cut;          /* some line was cut by depth or budget */
    bool aborted;      /* the budget ran out */
    uint64_t path[CF_MAX_DEPTH + 8];
    int pstones[CF_MAX_DEPTH + 8]; /* stones on the board at path[i] */
    uint64_t boards[CF_MAX_DEPTH + 8];
    int depth, nboards;
    tg_point first_move;
    /* Events that make a result depend on the line that reached the
     * state rather than on the state alone: a repetition or depth cut
     * (both favour the defender) and, in the Korean variant, a move
     * refused because its position occurred earlier in the line. */
    long cuts, superko;
    int low;           /* fewest stones after a capture in the subtree read */
    cf_entry *table; /* owned by tg_confirm_solve; NULL: none */
    unsigned mask, stored;
} cf_search;

static uint64_t state_key(const tg_board *b, const cf_bans *bans, tg_color to_move) {
    uint64_t h = b->hash ^ (to_move == TG_BLACK ? 0x5bd1e9955bd1e995ull : 0);
    for (int c = 1; c <= 2; c++)
        for (int i = 0; i < bans->n[c]; i++)
            h ^= tg_zobrist(bans->p[c][i], (tg_color)c) * 0x9E3779B97F4A7C15ull + (uint64_t)c;
    return h;
}

static bool banned(const cf_bans *bans, tg_color c, tg_point p) {
    for (int i = 0; i < bans->n[c]; i++)
        if (bans->p[c][i] == p) return true;
    return false;
}

/* Whether c may play at p in confirmation play. */
static bool cf_legal(cf_search *s, const tg_board *b, const cf_bans *bans, tg_point p, tg_color c) {
    if (b->color[p] != TG_EMPTY) return false;
    if (b->ko_point == p && b->ko_color == c) return false;
    tg_play_effect e = tg_board_predict(b, p, c);
    if (e.self_captured) return false;
    if (!s->korean && e.captured == 1 && banned(bans, c, p)) return false;
    if (s->korean) {
        uint64_t h = tg_board_hash_after(b, p, c);
        for (int i = 0; i < s->nboards; i++)
            if (s->boards[i] == h) {
                s->superko++;
                return false;
            }
    }
    return true;
}

/* Plays c at p, a legal move (cf_legal), and updates the bans for a ko
 * capture. */
static void cf_move(cf_search *s, tg_board *b, cf_bans *bans, tg_point p, tg_color c) {
    tg_board_play(b, p, c);
    /* A ko capture: the opponent may not retake until it passes. */
    tg_color o = tg_opponent(c);
    if (!s->korean && b->ko_point != TG_PASS && b->ko_color == o && bans->n[o] < CF_MAX_BANS &&
        !banned(bans, o, b->ko_point))
        bans->p[o][bans->n[o]++] = b->ko_point;
}

/* Plays c at p if legal for confirmation play; returns false (board
 * untouched) if not. */
static bool cf_play(cf_search *s, tg_board *b, cf_bans *bans, tg_point p, tg_color c) {
    if (!cf_legal(s, b, bans, p, c)) return false;
    cf_move(s, b, bans, p, c);
    return true;
}

static bool on_path(const cf_search *s, uint64_t key) {
    for (int i = 0; i < s->depth; i++)
        if (s->path[i] == key) return true;
    return false;
}

static bool defender_saves(cf_search *s, const tg_board *b, const cf_bans *bans);

/* The table's key for a state (key from state_key; the ko point is added
 * here: the basic ko rule's point is part of the state when no ban holds
 * it). */
static uint64_t table_key(const tg_board *b, uint64_t key) {
    return key ^ (uint64_t)(b->ko_point + 1) * 0xC2B2AE3D27D4EB4Full;
}

/* The state's slot: its own if stored, else the empty one where it
 * would go (open addressing, never evicted). */
static cf_entry *slot(const cf_search *s, uint64_t tkey) {
    unsigned i = (unsigned)(tkey ^ tkey >> 29) & s->mask;
    while (s->table[i].used && s->table[i].key != tkey) i = (i + 1) & s->mask;
    return &s->table[i];
}

/* The stones on b, both colours. */
static int stones(const tg_board *b) { return b->stones[TG_BLACK] + b->stones[TG_WHITE]; }

/* Whether the table knows who wins from the state b; *att_wins says who.
 * An attacker's win is taken only on a line whose every earlier position
 * has fewer stones than b: every position of the stored proof has more
 * (store), so none of them repeats one of the line's, and a repetition,
 * which would end a line of the proof for the defender, cannot occur. */
static bool probe(const cf_search *s, const tg_board *b, uint64_t tkey, bool *att_wins) {
    if (!s->table) return false;
    const cf_entry *e = slot(s, tkey);
    if (!e->used || e->key != tkey) return false;
    if (e->att_wins)
        for (int i = 0; i < s->depth; i++)
            if (s->pstones[i] >= stones(b)) return false;
    *att_wins = e->att_wins;
    return true;
}

/* Records who wins from the state b once its subtree is read, and passes
 * the subtree's fewest stones after a capture up to the caller's (low:
 * the caller's, s->low: the subtree's). Kept only:
 * - the defender's win when nothing below was cut, by a repetition or the
 *   depth limit (another line can only add such ends, which favour the
 *   defender);
 * - the attacker's win when no capture below left as few stones as b has
 *   (so every position of the proof has more stones than b: see probe);
 * - neither once the budget ran out (answers after that are not read), or
 *   when the table is half full (its probes stay short; at the default
 *   budget it never is). The slots depend on the hash, what is kept does
 *   not: the reading is the same on a board and its images. */
static void store(cf_search *s, const tg_board *b, uint64_t tkey, bool att_wins, long cuts,
                  long superko, int low) {
    int below = s->low;
    if (below < low) low = below;
    s->low = low;
    if (!s->table || s->aborted || s->superko != superko) return;
    if (att_wins ? below <= stones(b) : s->cuts != cuts) return;
    if (2 * s->stored >= s->mask) return; /* half full: probes stay short */
    cf_entry *e = slot(s, tkey);
    if (!e->used) s->stored++;
    e->key = tkey;
    e->used = 1;
    e->att_wins = att_wins;
}

/* The 1989 rules' second clause of Article 7: stones whose capture lets
 * their owner play a new stone there that the opponent cannot capture are
 * alive. The case read here is the snapback: after is the board just
 * after the attacker's move captured the target (before, the board it was
 * played on), and the defender, to move, plays back on a point of the
 * captured chain and takes two stones or more (so no ko), its new stone
 * keeping two liberties (so not at once taken again). The capture cost
 * the attacker more than it took: the target stands. A stone played into
 * the emptied space without capturing is the nakade reading this file
 * leaves out (see the header). */
static bool recaptured(cf_search *s, const tg_board *before, const tg_board *after, const cf_bans *bans) {
    tg_point h = before->chain[s->target], t = h;
    do {
        if (after->color[t] == TG_EMPTY && tg_board_predict(after, t, s->def).captured >= 2) {
            tg_board nb = *after;
            cf_bans nbans = *bans;
            if (cf_play(s, &nb, &nbans, t, s->def) && nb.libs[nb.chain[t]] >= 2) return true;
        }
        t = before->next[t];
    } while (t != h);
    return false;
}

/* Whether the attacker, to move, captures the target. */
static bool attacker_wins(cf_search *s, const tg_board *b, const cf_bans *bans) {
    if (s->aborted) return false;
    if (++s->nodes > s->budget) {
        s->aborted = s->cut = true;
        return false;
    }
    uint64_t key = state_key(b, bans, s->att);
    if (on_path(s, key)) {
        s->cuts++;
        return false;
    }
    uint64_t tkey = table_key(b, key);
    bool known;
    if (probe(s, b, tkey, &known)) return known;
    if (s->depth >= CF_MAX_DEPTH) {
        s->cut = true;
        s->cuts++;
        return false;
    }
    long cuts = s->cuts, superko = s->superko;
    int low = s->low;
    s->low = INT_MAX;
    s->pstones[s->depth] = stones(b);
    s->path[s->depth++] = key;
    bool win = false;
    /* Copied in full once, then only its used extent (tg_board_copy). */
    tg_board nb;
    bool copied = false;
    for (int i = 0; i < s->narea && !win && !s->aborted; i++) {
        if (!cf_legal(s, b, bans, s->area[i], s->att)) continue;
        if (copied) tg_board_copy(&nb, b);
        else nb = *b;
        copied = true;
        cf_bans nbans = *bans;
        cf_move(s, &nb, &nbans, s->area[i], s->att);
        s->boards[s->nboards++] = nb.hash;
        if (nb.color[s->target] != s->def) {
            win = !recaptured(s, b, &nb, &nbans);
        } else {
            if (nb.stones[s->def] < b->stones[s->def] && stones(&nb) < s->low) s->low = stones(&nb);
            win = !defender_saves(s, &nb, &nbans);
        }
        s->nboards--;
        if (win && s->depth == 1) s->first_move = s->area[i];
    }
    /* A pass to lift a ko ban. */
    if (!win && !s->aborted && bans->n[s->att]) {
        if (copied) tg_board_copy(&nb, b);
        else nb = *b;
        cf_bans nbans = *bans;
        nbans.n[s->att] = 0;
        tg_board_pass(&nb);
        win = !defender_saves(s, &nb, &nbans);
    }
    s->depth--;
    store(s, b, tkey, win, cuts, superko, low);
    return win;
}

/* Whether the defender, to move, keeps the target uncaptured. */
static bool defender_saves(cf_search *s, const tg_board *b, const cf_bans *bans) {
    if (s->aborted) return true;
    if (++s->nodes > s->budget) {
        s->aborted = s->cut = true;
        return true;
    }
    uint64_t key = state_key(b, bans, s->def);
    if (on_path(s, key)) {
        s->cuts++;
        return true;
    }
    uint64_t tkey = table_key(b, key);
    bool known;
    if (probe(s, b, tkey, &known)) return !known;
    if (s->depth >= CF_MAX_DEPTH) {
        s->cut = true;
        s->cuts++;
        return true;
    }
    long cuts = s->cuts, superko = s->superko;
    int low = s->low;
    s->low = INT_MAX;
    s->pstones[s->depth] = stones(b);
    s->path[s->depth++] = key;
    bool save = false;
    tg_board nb;
    bool copied = false;
    for (int i = 0; i < s->narea && !save && !s->aborted; i++) {
        if (!cf_legal(s, b, bans, s->area[i], s->def)) continue;
        if (copied) tg_board_copy(&nb, b);
        else nb = *b;
        copied = true;
        cf_bans nbans = *bans;
        cf_move(s, &nb, &nbans, s->area[i], s->def);
        s->boards[s->nboards++] = nb.hash;
        if (nb.stones[s->att] < b->stones[s->att] && stones(&nb) < s->low) s->low = stones(&nb);
        save = !attacker_wins(s, &nb, &nbans);
        s->nboards--;
    }
    if (!save && !s->aborted) {
        if (copied) tg_board_copy(&nb, b);
        else nb = *b;
        cf_bans nbans = *bans;
        nbans.n[s->def] = 0;
        tg_board_pass(&nb);
        save = !attacker_wins(s, &nb, &nbans);
    }
    s->depth--;
    store(s, b, tkey, !save, cuts, superko, low);
    return save;
}

/* Whether the attacker chain of q, of CF_INSIDE_STONES stones at most,
 * lies inside the defender's space: every liberty of it is in the flood
 * (in[]) and touches a defender stone, however many liberties it has. The
 * crossed five with the attacker on its centre has four, so find_area's
 * weak chains left it out, and the throw-in there after the defender's
 * capture was never read: the group read alive. Not a wall chain that
 * borders only its own territory (GNU Go's score48: with those taken in,
 * White's T1 read dead). */
static bool inside_space(const cf_search *s, const tg_board *b, const bool *in, tg_point q) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    if (tg_board_chain_size(b, q) > CF_INSIDE_STONES) return false;
    tg_point h = b->chain[q], t = h;
    do {
        for (int j = 0; j < 4; j++) {
            tg_point l = (tg_point)(t + off[j]);
            if (b->color[l] != TG_EMPTY) continue;
            if (!in[l] || !tg_board_nbr_count(b, l, s->def)) return false;
        }
        t = b->next[t];
    } while (t != h);
    return true;
}

/* The local area: empty points and defender stones reachable from the
 * target without crossing attacker stones, then attacker chains touching
 * it with few liberties and their liberties, and small attacker chains
 * whose liberties all lie in it. Moves are tried in this order: liberties
 * of the target first. */
static void find_area(cf_search *s, const tg_board *b) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool in[TG_MAX_POINTS];
    uint16_t stack[TG_MAX_POINTS];
    memset(in, 0, sizeof in);
    int sp = 0, n = 0;
    tg_point pts[TG_MAX_POINTS];
    stack[sp++] = s->target;
    in[s->target] = true;
    while (sp) {
        tg_point p = stack[--sp];
        pts[n++] = p;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + off[k]);
            uint8_t c = b->color[q];
            if (in[q] || c == TG_EDGE) continue;
            if (c == s->att) {
                if (tg_board_libs(b, q) > 3) continue;
                /* A weak attacker chain: its stones and liberties. */
                tg_point h = b->chain[q], t = h;
                do {
                    if (!in[t]) {
                        in[t] = true;
                        pts[n++] = t;
                    }
                    for (int j = 0; j < 4; j++) {
                        tg_point l = (tg_point)(t + off[j]);
                        if (b->color[l] == TG_EMPTY && !in[l]) {
                            in[l] = true;
                            stack[sp++] = l;
                        }
                    }
                    t = b->next[t];
                } while (t != h);
                continue;
            }
            in[q] = true;
            stack[sp++] = q;
        }
    }
    /* Small attacker chains inside the defender's space (inside_space):
     * their points are played again once the defender takes them. */
    int flooded = n;
    for (int i = 0; i < flooded; i++)
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(pts[i] + off[k]);
            if (b->color[q] != s->att || in[q] || !inside_space(s, b, in, q)) continue;
            tg_point h = b->chain[q], t = h;
            do {
                in[t] = true;
                pts[n++] = t;
                t = b->next[t];
            } while (t != h);
        }
    /* Empty points first (liberties of the target before the rest), then
     * stones, which become playable once captured. */
    s->narea = 0;
    tg_point th = b->chain[s->target];
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < n; i++) {
            tg_point p = pts[i];
            bool empty = b->color[p] == TG_EMPTY;
            bool lib = false;
            for (int k = 0; k < 4 && empty; k++) {
                tg_point q = (tg_point)(p + off[k]);
                if (b->color[q] == s->def && b->chain[q] == th) lib = true;
            }
            if ((pass == 0 && empty && lib) || (pass == 1 && empty && !lib) ||
                (pass == 2 && !empty)) {
                s->rank[s->narea] = (uint8_t)pass;
                s->area[s->narea++] = p;
            }
        }
}

/* The distance (rows plus columns) from p to the nearest stone of the
 * target chain. */
static int target_distance(const cf_search *s, const tg_board *b, tg_point p) {
    int d = INT_MAX, px = tg_point_x(b, p), py = tg_point_y(b, p);
    tg_point h = b->chain[s->target], t = h;
    do {
        int dx = px - tg_point_x(b, t), dy = py - tg_point_y(b, t);
        int m = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
        if (m < d) d = m;
        t = b->next[t];
    } while (t != h);
    return d;
}

/* Sorts the area into reading order: by find_area's classes, within a
 * class nearer the target first, and points as near in the row order of
 * the board's image by symmetry first and then symmetry then
 * (tg_orient__key). Only the last key follows the coordinates, so
 * with first the canonical orientation the order is the same on a board
 * and its images; the distance puts the moves a local fight turns on
 * before the far ones, which find_area's flood order used to do by
 * chance of the coordinates. */
static void order_area(cf_search *s, const tg_board *b, int first, int then) {
    int key[TG_MAX_POINTS];
    for (int i = 0; i < s->narea; i++) {
        int d = target_distance(s, b, s->area[i]);
        if (d > 2 * TG_MAX_SIDE) d = 2 * TG_MAX_SIDE;
        key[i] = (s->rank[i] * (2 * TG_MAX_SIDE + 1) + d) * TG_MAX_POINTS +
                 tg_orient__key(b, s->area[i], first, then);
    }
    for (int i = 1; i < s->narea; i++) {
        tg_point p = s->area[i];
        uint8_t r = s->rank[i];
        int k = key[i], j = i;
        for (; j > 0 && key[j - 1] > k; j--) {
            s->area[j] = s->area[j - 1];
            s->rank[j] = s->rank[j - 1];
            key[j] = key[j - 1];
        }
        s->area[j] = p;
        s->rank[j] = r;
        key[j] = k;
    }
}

tg_confirm_info tg_confirm_solve(const tg_board *b, tg_point target, bool korean, long budget) {
    tg_confirm_info info;
    memset(&info, 0, sizeof info);
    info.result = TG_CONFIRM_UNKNOWN;
    if (!tg_on_board(b, target) || (b->color[target] != TG_BLACK && b->color[target] != TG_WHITE))
        return info;
    cf_search *s = NULL, sbuf;
    s = &sbuf;
    memset(s, 0, sizeof *s);
    s->def = (tg_color)b->color[target];
    s->att = tg_opponent(s->def);
    s->target = target;
    s->korean = korean;
    s->budget = budget > 0 ? budget : 200000;
    find_area(s, b);
    int empties = 0;
    for (int i = 0; i < s->narea; i++) empties += b->color[s->area[i]] == TG_EMPTY;
    info.area = empties;
    if (s->narea > CF_MAX_AREA) return info;
    tg_board start = *b;
    tg_board_pass(&start); /* the stopped position: no ko pending */
    cf_bans bans;
    memset(&bans, 0, sizeof bans);
    s->boards[s->nboards++] = start.hash;
    /* Room for every state the budget can store, twice over; the
     * Korean variant gets none (a move refused as a repetition of the
     * line makes any result depend on the line). Without it the search
     * is the same, only slower. */
    unsigned size = 1024;
    while (size < 2 * (unsigned long)s->budget && size < CF_MAX_TABLE) size *= 2;
    if (!korean) s->table = calloc(size, sizeof *s->table);
    s->mask = size - 1;
    /* The area read in up to CF_ORDERS orders, each with its own budget
     * and a fresh table, until one reading finishes: a proof of capture,
     * or a search with no line cut, is the answer whatever the order. The
     * orders are taken in the canonical image (tg_orient__canonical)
     * and its mirrors, so a board and its images read the same orders in
     * the same sequence and get the same answer, found or not. */
    int canon = tg_orient__canonical(b, target, TG_BLACK);
    bool dead = false, answered = false;
    long total = 0;
    for (int k = 0; k < CF_ORDERS && !answered; k++) {
        order_area(s, b, canon, k);
        if (s->table) memset(s->table, 0, size * sizeof *s->table);
        s->stored = 0;
        s->nodes = 0;
        s->cut = s->aborted = false;
        s->cuts = s->superko = 0;
        s->low = INT_MAX;
        s->depth = 0;
        s->nboards = 1;
        dead = attacker_wins(s, &start, &bans);
        total += s->nodes;
        answered = dead || !s->cut;
    }
    free(s->table);
    info.nodes = total;
    if (dead) {
        info.result = TG_CONFIRM_DEAD;
        info.first_move = s->first_move;
    } else if (answered) {
        info.result = TG_CONFIRM_ALIVE;
    }
    return info;
}

/* --------------------------------------------------- whole-board use */

int tg_life_confirm(const tg_board *b, const tg_rules *rules, bool all, long budget,
                    tg_life_map *m) {
    bool korean = rules && rules->dispute == TG_DISPUTE_CONFIRM_KOREAN;
    uint8_t before_life[TG_MAX_POINTS], before_reason[TG_MAX_POINTS], before_cert[TG_MAX_POINTS];
    memcpy(before_life, m->life, sizeof before_life);
    memcpy(before_reason, m->reason, sizeof before_reason);
    memcpy(before_cert, m->certainty, sizeof before_cert);
    int settled = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s) continue;
            if (m->reason[s] == TG_WHY_PASS_ALIVE || m->reason[s] == TG_WHY_PASS_DEAD) continue;
            /* A chain in atari is read whatever the playouts say: its
             * capture is one move away, and whether their random moves took
             * it (a ko, a mutual atari) is their luck, so a share of 80 or
             * more is no verdict (Tygem 877182904: White's A6 in atari,
             * alive at certainty 58-68 over seeds 1-8 and read dead, 80 at
             * seed 3 and left alive, B+7.5 against the recorded B+9.5). */
            if (!all && m->certainty[s] >= 80 && b->libs[s] > 1) continue;
            tg_confirm_info info = tg_confirm_solve(b, s, korean, budget);
            if (info.result == TG_CONFIRM_UNKNOWN) continue;
            tg_status__set_chain(b, m, s, info.result == TG_CONFIRM_DEAD ? TG_LIFE_DEAD : TG_LIFE_ALIVE,
                                 TG_WHY_CONFIRM, 100);
            settled++;
        }
    /* A capturing race read from both sides says both die when whoever
     * moves first wins: that is not settled, so both keep their verdict.
     * So does a chain read dead in atari beside an opponent chain in atari
     * (a mutual atari): the attacker, moving first, captures it, but its
     * owner moving first captures the other; the reading of the other
     * chain may not finish (its area too large), so the test is the
     * board's. (Tygem 879062055 cut one move before its end, White to
     * move: White's Q5 chain, eight stones sharing the liberty T1 with
     * Black's eight stones, was read dead, and White's T1 took them;
     * bench/judgement_cut.sh, session 39.) */
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool undo[TG_MAX_POINTS];
    memset(undo, 0, sizeof undo);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (m->reason[s] != TG_WHY_CONFIRM || m->life[s] != TG_LIFE_DEAD) continue;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off[k]);
                uint8_t qc = b->color[q];
                if ((qc != TG_BLACK && qc != TG_WHITE) || qc == b->color[s]) continue;
                if (m->reason[q] == TG_WHY_CONFIRM && m->life[q] == TG_LIFE_DEAD)
                    undo[b->chain[s]] = undo[b->chain[q]] = true;
                if (b->libs[b->chain[s]] == 1 && b->libs[b->chain[q]] == 1) undo[b->chain[s]] = true;
            }
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || !undo[b->chain[s]]) continue;
            m->life[s] = before_life[s];
            m->reason[s] = before_reason[s];
            m->certainty[s] = before_cert[s];
            if (b->chain[s] == s) settled--;
        }
    return settled;
}
