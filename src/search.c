/*
 * search.c — Monte Carlo tree search with RAVE, tree parallelism and tree
 * reuse (tengen/search.h says what it promises).
 *
 * The tree is one array of nodes allocated at creation; a node's children
 * are contiguous (first_child, nchildren). A node is expanded (all its
 * children at once, with priors) once it has `expand_at` visits. A descent
 * picks at each node the child with the best mix of its own mean and its
 * AMAF mean (beta = rv / (rv + v + rv v / equiv), as Gelly and Silver),
 * priors counted as virtual games in both; it adds the visit on the way
 * down (a virtual loss, so the other thread looks elsewhere) and the win on
 * the way back up.
 *
 * Invariants: a node's `state` goes 0 (leaf) -> 1 (being expanded) -> 2
 * (children ready, published with release order) or 3 (the tree was full:
 * a leaf for good); children are never removed, so a reader that saw state
 * 2 can read them while others update counts. Counts are atomics; the
 * position of a node is never stored, a descent replays it from the root.
 *
 * Not here: the playout policy (search_policy.c), GTP (gtp.c).
 */
#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "search_internal.h"
#include "tengen/search.h"

#define MAX_THREADS 8
#define MAX_SEQ 4096

typedef struct node {
    atomic_int visits;  /* descents through the node (the virtual loss included) */
    atomic_int wins2;   /* results for `color`: 2 a win, 1 a tie */
    atomic_int rave_visits;
    atomic_int rave_wins2;
    atomic_llong score2; /* sum of final margins, Black minus White, half points */
    int32_t first_child;
    uint16_t move;
    uint16_t nchildren;
    uint8_t color;  /* who played `move` */
    uint8_t prior_v, prior_w;
    atomic_uchar state; /* 0 leaf, 1 expanding, 2 expanded, 3 full */
    uint8_t illegal;    /* at the root: not legal under the game's rules */
} node;

typedef struct worker {
    struct tg_search *s;
    int id;
    uint64_t rng;
    long own_black[TG_MAX_POINTS]; /* playouts in which the point ended Black's */
    long own_white[TG_MAX_POINTS];
    long own_total;
    tg_board board;
    tg_point seq_point[MAX_SEQ];
    uint8_t seq_color[MAX_SEQ];
    int32_t path[MAX_SEQ];
    uint64_t path_hash[MAX_SEQ];
    uint8_t amaf[TG_MAX_POINTS];
} worker;

struct tg_search {
    tg_search_options opt;
    node *nodes;
    long max_nodes;
    atomic_long used;
    int32_t root;
    sp_patterns patterns;
    worker *workers[MAX_THREADS];
    /* the root's position and what the counts depend on */
    tg_board root_board;
    tg_color to_move;
    int root_passes;     /* passes in a row before the root */
    int komi_eff2;       /* komi + compensation + first-pass point, half points for White */
    bool area_terminal;  /* two passes in the tree end the game as it stands */
    bool superko;
    const tg_game *game; /* valid during a run only */
    uint64_t *history;   /* sorted hashes of the game's earlier positions */
    int nhistory, history_cap;
    tg_move *root_moves; /* the game's moves up to the root, for reuse */
    int root_count, root_moves_cap;
    uint64_t root_hash;
    int root_komi2;
    char root_rules[256];
    int expand_at;
    double equiv;
    /* one run */
    atomic_long started;
    long budget;
    double deadline;
    const volatile int *stop;
    atomic_int halt;
    long playouts;
};

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---------------------------------------------------------- creation */

tg_search *tg_search_new(const tg_search_options *opt) {
    static const tg_search_options defaults;
    if (!opt) opt = &defaults;
    tg_search *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->opt = *opt;
    if (s->opt.threads < 1) s->opt.threads = 1;
    if (s->opt.threads > MAX_THREADS) s->opt.threads = MAX_THREADS;
    s->max_nodes = opt->max_nodes > 0 ? opt->max_nodes : 1500000;
    if (s->max_nodes < 1024) s->max_nodes = 1024;
    s->nodes = malloc((size_t)s->max_nodes * sizeof *s->nodes);
    bool ok = s->nodes != NULL;
    for (int i = 0; ok && i < s->opt.threads; i++) {
        s->workers[i] = calloc(1, sizeof(worker));
        ok = s->workers[i] != NULL;
        if (ok) {
            s->workers[i]->s = s;
            s->workers[i]->id = i;
        }
    }
    if (!ok) {
        tg_search_free(s);
        return NULL;
    }
    sp_patterns_build(&s->patterns);
    s->root = -1;
    return s;
}

void tg_search_free(tg_search *s) {
    if (!s) return;
    for (int i = 0; i < MAX_THREADS; i++) free(s->workers[i]);
    free(s->nodes);
    free(s->history);
    free(s->root_moves);
    free(s);
}

size_t tg_search_memory(const tg_search *s) {
    return sizeof *s + (size_t)s->max_nodes * sizeof(node) + (size_t)s->opt.threads * sizeof(worker);
}

/* ------------------------------------------------------------ the tree */

static void node_init(node *n, tg_point move, tg_color color, int pv, int pw) {
    atomic_init(&n->visits, 0);
    atomic_init(&n->wins2, 0);
    atomic_init(&n->rave_visits, 0);
    atomic_init(&n->rave_wins2, 0);
    atomic_init(&n->score2, 0);
    n->first_child = 0;
    n->move = move;
    n->nchildren = 0;
    n->color = (uint8_t)color;
    n->prior_v = (uint8_t)(pv > 255 ? 255 : pv);
    n->prior_w = (uint8_t)(pw > n->prior_v ? n->prior_v : pw);
    atomic_init(&n->state, 0);
    n->illegal = 0;
}

static void reset_tree(tg_search *s) {
    atomic_store(&s->used, 1); /* node 0 is never used: first_child 0 means none */
    s->root = 1;
    atomic_store(&s->used, 2);
    node_init(&s->nodes[1], TG_PASS, TG_EMPTY, 0, 0);
    for (int i = 0; i < s->opt.threads; i++) {
        worker *w = s->workers[i];
        memset(w->own_black, 0, sizeof w->own_black);
        memset(w->own_white, 0, sizeof w->own_white);
        w->own_total = 0;
    }
    s->playouts = 0;
}

static bool in_history(const tg_search *s, uint64_t h) {
    int lo = 0, hi = s->nhistory;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (s->history[mid] < h) lo = mid + 1;
        else hi = mid;
    }
    return lo < s->nhistory && s->history[lo] == h;
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The hashes of the game's positions before the current one (for superko
 * below the root), found by undoing a copy of the game. */
static bool collect_history(tg_search *s, const tg_game *g) {
    s->nhistory = 0;
    if (!s->superko) return true;
    tg_game *c = tg_game_clone(g);
    if (!c) return false;
    int n = tg_game_move_count(c);
    for (int i = 0; i <= n; i++) {
        if (s->nhistory == s->history_cap) {
            int cap = s->history_cap ? s->history_cap * 2 : 256;
            uint64_t *h = realloc(s->history, (size_t)cap * sizeof *h);
            if (!h) {
                tg_game_free(c);
                return false;
            }
            s->history = h, s->history_cap = cap;
        }
        s->history[s->nhistory++] = tg_game_board(c)->hash;
        if (i < n && tg_game_undo(c) != TG_OK) break;
    }
    tg_game_free(c);
    qsort(s->history, (size_t)s->nhistory, sizeof *s->history, cmp_u64);
    return true;
}

/* The line of p from the nearest edge: 1 on the edge. */
static int line_of(const tg_board *b, tg_point p) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p);
    int l = x < y ? x : y;
    if (b->width - 1 - x < l) l = b->width - 1 - x;
    if (b->height - 1 - y < l) l = b->height - 1 - y;
    return l + 1;
}

/* Whether any stone lies within Manhattan distance 2 of p. */
static bool stones_near(const tg_board *b, tg_point p) {
    int x0 = tg_point_x(b, p), y0 = tg_point_y(b, p);
    for (int dy = -2; dy <= 2; dy++)
        for (int dx = -2; dx <= 2; dx++) {
            if (abs(dx) + abs(dy) > 2) continue;
            int x = x0 + dx, y = y0 + dy;
            if (x < 0 || y < 0 || x >= b->width || y >= b->height) continue;
            tg_color c = tg_board_at(b, tg_point_at(b, x, y));
            if (c == TG_BLACK || c == TG_WHITE) return true;
        }
    return false;
}

/* Priors of c playing at p on b, after `last`: virtual games (pv) and wins
 * (pw) from what the policy knows. */
static void prior_of(const tg_search *s, const tg_board *b, tg_point p, tg_color c, tg_point last, int *pv,
                     int *pw) {
    int base = 10;
    int v = base, w = base / 2;
    int d[4] = {-(int)b->stride, -1, 1, (int)b->stride};
    tg_play_effect eff = tg_board_predict(b, p, c);
    if (eff.captured > 0) v += 20, w += 20 + (eff.captured > 1 ? 5 : 0);
    int size = 0;
    if (eff.captured == 0 && sp_self_atari(b, p, c, &size)) {
        if (size >= 2) v += 30;
        else v += 10;
    }
    /* saving an own chain in atari */
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + d[k]);
        if (b->color[q] == c && b->libs[b->chain[q]] == 1 && size == 0) {
            tg_board nb;
            memcpy(&nb, b, sizeof nb);
            tg_board_play(&nb, p, c);
            int l = tg_board_libs(&nb, p);
            if (l >= 3 || (l == 2 && !sp_ladder_caught(&nb, p))) v += 20, w += 20;
            else v += 10;
            break;
        }
    }
    if (last != TG_PASS) {
        int dx = abs(tg_point_x(b, p) - tg_point_x(b, last)), dy = abs(tg_point_y(b, p) - tg_point_y(b, last));
        if (dx <= 1 && dy <= 1 && s->patterns.good[sp_code(b, p, c)]) v += 10, w += 10;
        else if (dx + dy <= 2) v += 4, w += 3;
    }
    /* the opening: the first two lines are slow where nothing is near;
     * the third and fourth lines are where play starts on larger boards */
    if (b->width >= 9 && b->height >= 9 && !stones_near(b, p)) {
        int line = line_of(b, p);
        if (line == 1) v += 15;
        else if (line == 2) v += 10;
        else if ((line == 3 || line == 4) && b->width >= 13) v += 10, w += 10;
    }
    *pv = v, *pw = w;
}

/* Expands n (whose position is on b, c to move): every legal play that is
 * not c's own single-point eye, and the pass. At the root, legality is the
 * game's; below it, plays repeating a position of the game or the path are
 * skipped under superko. Returns false when another thread expands it or
 * the tree is full. */
static bool expand(tg_search *s, worker *w, node *n, const tg_board *b, tg_color c, tg_point last, int depth,
                   bool at_root) {
    unsigned char expected = 0;
    if (!atomic_compare_exchange_strong(&n->state, &expected, 1)) return false;
    tg_point moves[TG_MAX_POINTS];
    int pv[TG_MAX_POINTS], pw[TG_MAX_POINTS];
    int count = 0;
    for (int i = 0; i < b->empty_count; i++) {
        tg_point p = b->empty[i];
        if (!tg_board_legal(b, p, c) || tg_board_is_eye(b, p, c)) continue;
        if (at_root) {
            if (tg_game_check(s->game, c, p).legality != TG_LEGAL) continue;
        } else if (s->superko) {
            uint64_t h = tg_board_hash_after(b, p, c);
            bool rep = in_history(s, h);
            for (int k = 0; k < depth && !rep; k++) rep = w->path_hash[k] == h;
            if (rep) continue;
        }
        moves[count] = p;
        prior_of(s, b, p, c, last, &pv[count], &pw[count]);
        count++;
    }
    /* the pass: unattractive while plays are left */
    moves[count] = TG_PASS;
    pv[count] = count > 0 ? 20 : 0;
    pw[count] = 0;
    count++;
    long first = atomic_fetch_add(&s->used, count);
    if (first + count > s->max_nodes) {
        atomic_store(&n->state, 3);
        return false;
    }
    for (int i = 0; i < count; i++) node_init(&s->nodes[first + i], moves[i], c, pv[i], pw[i]);
    n->first_child = (int32_t)first;
    n->nchildren = (uint16_t)count;
    atomic_store_explicit(&n->state, 2, memory_order_release);
    return true;
}

static double value_of(const tg_search *s, const node *ch) {
    double v = atomic_load_explicit(&ch->visits, memory_order_relaxed) + ch->prior_v;
    double wv = atomic_load_explicit(&ch->wins2, memory_order_relaxed) * 0.5 + ch->prior_w;
    double rv = atomic_load_explicit(&ch->rave_visits, memory_order_relaxed) + ch->prior_v;
    double rw = atomic_load_explicit(&ch->rave_wins2, memory_order_relaxed) * 0.5 + ch->prior_w;
    double q = v > 0 ? wv / v : 0.5;
    double rq = rv > 0 ? rw / rv : q;
    double beta = rv / (rv + v + rv * v / s->equiv + 1e-9);
    return (1 - beta) * q + beta * rq;
}

static node *select_child(const tg_search *s, const node *n, bool at_root) {
    node *best = NULL;
    double best_v = -1;
    for (int i = 0; i < n->nchildren; i++) {
        node *ch = &s->nodes[n->first_child + i];
        if (at_root && ch->illegal) continue;
        double v = value_of(s, ch);
        if (v > best_v) best_v = v, best = ch;
    }
    return best;
}

/* --------------------------------------------------------- a playout */

/* Black's margin in half points of the final position on b, by area:
 * stones, and empty points whose neighbours are all one colour. */
static int area_margin2(const tg_search *s, worker *w, const tg_board *b) {
    int black = 0, white = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            tg_color c = tg_board_at(b, p);
            if (c == TG_EMPTY) {
                int nb = tg_board_nbr_count(b, p, TG_BLACK), nw = tg_board_nbr_count(b, p, TG_WHITE);
                c = nb > 0 && nw == 0 ? TG_BLACK : nw > 0 && nb == 0 ? TG_WHITE : TG_EMPTY;
            }
            if (c == TG_BLACK) black++, w->own_black[p]++;
            else if (c == TG_WHITE) white++, w->own_white[p]++;
        }
    w->own_total++;
    return 2 * (black - white) - s->komi_eff2;
}

static void one_playout(tg_search *s, worker *w) {
    tg_board *b = &w->board;
    tg_board_copy(b, &s->root_board);
    tg_color c = s->to_move;
    int passes = s->root_passes;
    int depth = 0, len = 0;
    node *n = &s->nodes[s->root];
    w->path[0] = s->root;
    tg_point last = TG_PASS;
    bool terminal = false;
    for (;;) {
        unsigned char st = atomic_load_explicit(&n->state, memory_order_acquire);
        if (st != 2) {
            /* The root being expanded by another thread (the first
             * playouts of a run): wait for its children rather than play
             * a playout outside the tree, so that every playout goes
             * through a child of the root and their visits add up to the
             * playouts (under ASan the expansion is slow enough for the
             * other thread to run 18 playouts of 2000 beside it). */
            if (st == 1 && depth == 0) {
                sched_yield();
                continue;
            }
            if (st != 0) break;
            int vis = atomic_load_explicit(&n->visits, memory_order_relaxed);
            if ((depth == 0 || vis >= s->expand_at) && expand(s, w, n, b, c, last, depth, depth == 0)) continue;
            /* At the root, another thread won the expansion: wait for it
             * as above (only a full tree leaves the root a leaf). */
            if (depth == 0 && atomic_load_explicit(&n->state, memory_order_acquire) != 3) continue;
            break;
        }
        node *ch = select_child(s, n, depth == 0);
        if (!ch) break;
        atomic_fetch_add_explicit(&ch->visits, 1, memory_order_relaxed);
        if (ch->move == TG_PASS) {
            tg_board_pass(b);
            passes++;
        } else {
            tg_board_play(b, ch->move, c);
            passes = 0;
        }
        w->seq_point[len] = ch->move;
        w->seq_color[len] = (uint8_t)c;
        len++;
        w->path_hash[depth] = b->hash;
        depth++;
        w->path[depth] = (int32_t)(ch - s->nodes);
        last = ch->move;
        c = tg_opponent(c);
        n = ch;
        if (passes >= 2 && s->area_terminal) {
            terminal = true;
            break;
        }
        if (depth >= MAX_SEQ / 4) break;
    }
    if (!terminal) {
        int cap = 3 * tg_board_points(b);
        int pl = 0;
        passes = passes >= 2 ? 0 : passes;
        while (passes < 2 && pl < cap && len < MAX_SEQ) {
            tg_point p = sp_playout_move(&s->patterns, b, c, last, &w->rng);
            passes = p == TG_PASS ? passes + 1 : 0;
            w->seq_point[len] = p;
            w->seq_color[len] = (uint8_t)c;
            len++;
            pl++;
            last = p;
            c = tg_opponent(c);
        }
    }
    int margin2 = area_margin2(s, w, b);
    int res_black = margin2 > 0 ? 2 : margin2 == 0 ? 1 : 0;
    /* back up: results, then AMAF from the deepest node to the root */
    for (int i = 1; i <= depth; i++) {
        node *x = &s->nodes[w->path[i]];
        atomic_fetch_add_explicit(&x->wins2, x->color == TG_BLACK ? res_black : 2 - res_black,
                                  memory_order_relaxed);
        atomic_fetch_add_explicit(&x->score2, margin2, memory_order_relaxed);
    }
    memset(w->amaf, 0, sizeof w->amaf);
    int idx = len;
    for (int j = depth; j >= 0; j--) {
        while (idx > j) {
            idx--;
            if (w->seq_point[idx] != TG_PASS) w->amaf[w->seq_point[idx]] = w->seq_color[idx];
        }
        node *x = &s->nodes[w->path[j]];
        if (atomic_load_explicit(&x->state, memory_order_acquire) != 2) continue;
        for (int i = 0; i < x->nchildren; i++) {
            node *ch = &s->nodes[x->first_child + i];
            if (ch->move == TG_PASS || w->amaf[ch->move] != ch->color) continue;
            atomic_fetch_add_explicit(&ch->rave_visits, 1, memory_order_relaxed);
            atomic_fetch_add_explicit(&ch->rave_wins2, ch->color == TG_BLACK ? res_black : 2 - res_black,
                                      memory_order_relaxed);
        }
    }
}

static void *work(void *arg) {
    worker *w = arg;
    tg_search *s = w->s;
    long done = 0;
    for (;;) {
        if (atomic_load_explicit(&s->halt, memory_order_relaxed)) break;
        if (s->stop && *s->stop) break;
        if (s->budget > 0 && atomic_fetch_add(&s->started, 1) >= s->budget) break;
        if (s->deadline > 0 && (done & 15) == 0 && now_seconds() >= s->deadline) break;
        atomic_fetch_add_explicit(&s->nodes[s->root].visits, 1, memory_order_relaxed);
        one_playout(s, w);
        done++;
    }
    atomic_store(&s->halt, 1);
    return NULL;
}

/* ------------------------------------------------------------- a run */

/* Descends from the root by the moves the game played since; the node
 * reached, or -1. */
static int32_t reuse_root(tg_search *s, const tg_game *g, tg_color to_move) {
    if (s->root < 0) return -1;
    const tg_board *b = tg_game_board(g);
    int n = tg_game_move_count(g);
    if (b->width != s->root_board.width || b->height != s->root_board.height) return -1;
    char rules[256];
    tg_rules_format(tg_game_rules(g), rules, sizeof rules);
    if (strcmp(rules, s->root_rules) != 0) return -1;
    if (n < s->root_count || n > s->root_count + 8) return -1;
    if (atomic_load(&s->used) > s->max_nodes / 2) return -1;
    for (int i = 1; i <= s->root_count; i++) {
        tg_move m = tg_game_move(g, i);
        if (m.color != s->root_moves[i - 1].color || m.point != s->root_moves[i - 1].point) return -1;
    }
    int32_t r = s->root;
    for (int i = s->root_count + 1; i <= n; i++) {
        tg_move m = tg_game_move(g, i);
        node *x = &s->nodes[r];
        if (atomic_load(&x->state) != 2) return -1;
        int32_t found = -1;
        for (int k = 0; k < x->nchildren; k++) {
            node *ch = &s->nodes[x->first_child + k];
            if (ch->move == m.point && ch->color == m.color) found = x->first_child + k;
        }
        if (found < 0) return -1;
        r = found;
    }
    if (s->nodes[r].color == to_move) return -1;
    if (n == s->root_count) return b->hash == s->root_hash && to_move == s->to_move ? r : -1;
    /* the same start position: the game undone to the old root has its hash */
    tg_game *c = tg_game_clone(g);
    if (!c) return -1;
    bool same = true;
    for (int i = n; i > s->root_count && same; i--) same = tg_game_undo(c) == TG_OK;
    same = same && tg_game_board(c)->hash == s->root_hash;
    tg_game_free(c);
    return same ? r : -1;
}

static bool remember_root(tg_search *s, const tg_game *g) {
    int n = tg_game_move_count(g);
    if (n > s->root_moves_cap) {
        int cap = n + 256;
        tg_move *m = realloc(s->root_moves, (size_t)cap * sizeof *m);
        if (!m) return false;
        s->root_moves = m, s->root_moves_cap = cap;
    }
    for (int i = 1; i <= n; i++) s->root_moves[i - 1] = tg_game_move(g, i);
    s->root_count = n;
    s->root_hash = tg_game_board(g)->hash;
    tg_rules_format(tg_game_rules(g), s->root_rules, sizeof s->root_rules);
    return true;
}

tg_status tg_search_run(tg_search *s, const tg_game *g, tg_color to_move, const tg_search_limits *lim) {
    if (tg_game_state_of(g) != TG_PLAYING) return TG_ERR_STATE;
    if (to_move != TG_BLACK && to_move != TG_WHITE) return TG_ERR_ARG;
    const tg_rules *r = tg_game_rules(g);
    const tg_board *b = tg_game_board(g);
    int32_t root = reuse_root(s, g, to_move);
    bool same = root >= 0 && root == s->root;
    if (root < 0) {
        reset_tree(s);
        for (int i = 0; i < s->opt.threads; i++)
            s->workers[i]->rng = s->opt.seed * 0x9E3779B97F4A7C15ull + (uint64_t)i * 0xD1B54A32D192ED03ull +
                                 (uint64_t)tg_game_move_count(g);
    } else if (!same) {
        s->root = root;
        for (int i = 0; i < s->opt.threads; i++) {
            worker *w = s->workers[i];
            memset(w->own_black, 0, sizeof w->own_black);
            memset(w->own_white, 0, sizeof w->own_white);
            w->own_total = 0;
        }
        s->playouts = 0;
    }
    if (!remember_root(s, g)) return TG_ERR_NOMEM;
    s->game = g;
    s->root_board = *b;
    s->to_move = to_move;
    s->root_passes = tg_game_consecutive_passes(g) > 0 ? 1 : 0;
    int comp = 0, h = tg_game_handicap(g);
    if (r->scoring == TG_SCORING_AREA && h >= 2) {
        if (r->compensation == TG_COMP_N) comp = h;
        else if (r->compensation == TG_COMP_N_MINUS_1) comp = h - 1;
    }
    int first_pass = tg_game_first_passer(g) == TG_WHITE ? r->first_pass : 0;
    s->komi_eff2 = r->komi2 + 2 * comp + 2 * first_pass;
    s->area_terminal = r->dead == TG_DEAD_NONE;
    s->superko = r->ko != TG_KO_SIMPLE;
    if (!collect_history(s, g)) return TG_ERR_NOMEM;
    int points = tg_board_points(b);
    s->expand_at = 4 + points / 30;
    s->equiv = 3000;
    /* the root's children under the game's own rules */
    node *rt = &s->nodes[s->root];
    if (atomic_load(&rt->state) == 2)
        for (int i = 0; i < rt->nchildren; i++) {
            node *ch = &s->nodes[rt->first_child + i];
            ch->illegal = ch->color != to_move || tg_game_check(g, to_move, ch->move).legality != TG_LEGAL;
        }
    long budget = lim ? lim->playouts : 0;
    double seconds = lim ? lim->seconds : 0;
    if (budget <= 0 && seconds <= 0) budget = 1000;
    s->budget = budget > 0 ? budget : 0;
    s->deadline = seconds > 0 ? now_seconds() + seconds : 0;
    s->stop = lim ? lim->stop : NULL;
    atomic_store(&s->started, 0);
    atomic_store(&s->halt, 0);
    long before = atomic_load(&rt->visits);
    pthread_t th[MAX_THREADS];
    int started = 0;
    tg_status st = TG_OK;
    for (int i = 1; i < s->opt.threads; i++) {
        if (pthread_create(&th[i], NULL, work, s->workers[i]) != 0) {
            st = TG_ERR_NOMEM;
            break;
        }
        started++;
    }
    work(s->workers[0]);
    for (int i = 1; i <= started; i++) pthread_join(th[i], NULL);
    s->playouts += atomic_load(&rt->visits) - before;
    s->game = NULL;
    return st;
}

/* ---------------------------------------------------------- answers */

long tg_search_playouts(const tg_search *s) { return s->root < 0 ? 0 : atomic_load(&s->nodes[s->root].visits); }
long tg_search_nodes(const tg_search *s) {
    if (s->root < 0) return 0;
    long used = atomic_load(&s->used); /* a failed expansion may count past the end */
    return (used > s->max_nodes ? s->max_nodes : used) - 1;
}

static int cmp_candidates(const void *a, const void *b) {
    const tg_search_candidate *x = a, *y = b;
    if (x->visits != y->visits) return x->visits < y->visits ? 1 : -1;
    if (x->winrate != y->winrate) return x->winrate < y->winrate ? 1 : -1;
    return (int)x->move - (int)y->move;
}

static const node *most_visited(const tg_search *s, const node *n, bool at_root) {
    if (atomic_load(&n->state) != 2) return NULL;
    const node *best = NULL;
    int bv = 0;
    for (int i = 0; i < n->nchildren; i++) {
        const node *ch = &s->nodes[n->first_child + i];
        if (at_root && ch->illegal) continue;
        int v = atomic_load(&ch->visits);
        if (v > bv) bv = v, best = ch;
    }
    return best;
}

int tg_search_candidates(const tg_search *s, tg_search_candidate *out, int max) {
    if (s->root < 0 || max <= 0) return 0;
    const node *rt = &s->nodes[s->root];
    if (atomic_load(&rt->state) != 2) return 0;
    int n = 0;
    double prior_sum = 0;
    for (int i = 0; i < rt->nchildren; i++) prior_sum += s->nodes[rt->first_child + i].prior_w + 1;
    tg_search_candidate *all = malloc((size_t)rt->nchildren * sizeof *all);
    if (!all) return 0;
    for (int i = 0; i < rt->nchildren; i++) {
        const node *ch = &s->nodes[rt->first_child + i];
        int v = atomic_load(&ch->visits);
        if (ch->illegal || v <= 0) continue;
        tg_search_candidate *c = &all[n++];
        c->move = ch->move;
        c->visits = v;
        c->winrate = atomic_load(&ch->wins2) * 0.5 / v;
        double lead = (double)atomic_load(&ch->score2) / v / 2.0;
        c->score_lead = ch->color == TG_BLACK ? lead : -lead;
        c->prior = (ch->prior_w + 1) / prior_sum;
        c->pv_len = 0;
        const node *x = ch;
        while (x && c->pv_len < TG_SEARCH_PV) {
            c->pv[c->pv_len++] = x->move;
            x = most_visited(s, x, false);
        }
    }
    qsort(all, (size_t)n, sizeof *all, cmp_candidates);
    if (n > max) n = max;
    memcpy(out, all, (size_t)n * sizeof *out);
    free(all);
    return n;
}

tg_point tg_search_best(const tg_search *s, double *winrate) {
    tg_search_candidate c;
    if (tg_search_candidates(s, &c, 1) < 1) {
        if (winrate) *winrate = 0.5;
        return TG_PASS;
    }
    if (winrate) *winrate = c.winrate;
    return c.move;
}

bool tg_search_ownership(const tg_search *s, double *own) {
    memset(own, 0, TG_MAX_POINTS * sizeof *own);
    long total = 0;
    for (int i = 0; i < s->opt.threads; i++) total += s->workers[i]->own_total;
    if (s->root < 0 || total == 0) return false;
    const tg_board *b = &s->root_board;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            long bl = 0, wh = 0;
            for (int i = 0; i < s->opt.threads; i++) bl += s->workers[i]->own_black[p], wh += s->workers[i]->own_white[p];
            own[p] = (double)(bl - wh) / (double)total;
        }
    return true;
}

tg_status tg_search_ownership_of(const tg_board *b, const tg_rules *rules, tg_color to_move, long playouts,
                                 uint64_t seed, double *own) {
    tg_game *g = tg_game_new(b->width, b->height, rules);
    if (!g) return TG_ERR_NOMEM;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (tg_board_at(b, p) != TG_EMPTY) tg_game_setup(g, p, tg_board_at(b, p));
        }
    tg_game_set_to_move(g, to_move);
    tg_search_options o = {.threads = 1, .seed = seed, .max_nodes = 20000};
    tg_search *s = tg_search_new(&o);
    if (!s) {
        tg_game_free(g);
        return TG_ERR_NOMEM;
    }
    tg_search_limits lim = {.playouts = playouts > 0 ? playouts : 1000, .seconds = 0, .stop = NULL};
    tg_status st = tg_search_run(s, g, to_move, &lim);
    if (st == TG_OK) tg_search_ownership(s, own);
    tg_search_free(s);
    tg_game_free(g);
    return st;
}
