/*
 * cmd_bench.c — `tengen bench`: speed figures, each printed with its
 * workload, its figures and the seed.
 *
 *   B1   light playouts on the bare board from the empty board: uniform
 *        start in the empty list, scan forward (wrapping) to the first legal
 *        point (no suicide, basic ko) that is not the mover's single-point
 *        eye, else pass; ends after two passes or 3 x points moves; komi 7.5,
 *        area count. Runs on the playout board (tengen/playout.h,
 *        pseudo-liberties): reset with tg_playout_copy, the whole playout
 *        made by one tg_playout_run, its random numbers from
 *        tg_playout_rand (seeded once per playout from the bench's seed);
 *        the hash is not kept (B1 has no superko)
 *   B1s  B1 with suicide=multi (a play that takes off its own chain of two
 *        or more stones is legal, as in New Zealand and Ing rules, and in
 *        the light-playout programs the issue compares with: it gives their
 *        115 / 473 moves per playout)
 *   B1u  the same, choosing uniformly among all legal non-eye points, on
 *        tg_board (exact liberties)
 *   B2   B1 on 19x19 (the playout board too) with the hash updated and
 *        positional superko checked on every move against the playout's
 *        history: tg_playout_run_superko (a hash table probed once a move,
 *        a hit confirmed exactly by replay)
 *   B3   replay of real 19x19 records (parsing with the SGF module
 *        included, files loaded into memory first) with full legality
 *        (positional superko) and an area count; one thread and all cores
 *   B4   the full set of legal points at every position of B1 playouts
 *   B5   scoring (area, and territory with seki detection) of final
 *        positions of B1 playouts
 *   B6   the records of B3, parsed first (not timed), replayed through the
 *        game API: tg_game_play with positional superko and the history
 *        (what search, Python and `tengen check` build on)
 *   B7   the legal mask (tg_game_legal_mask) of every position of B6's
 *        records, for the player to move
 *
 * Keeping it honest: every benchmark checks its own result on a sample
 * against the exact slow path (the game API with ko and superko decided by
 * comparing positions of the history, from-scratch tg_board_check after
 * every move, tg_score_position) and the command exits 1 on any mismatch.
 * For B1 and B2 the scan order comes from a mirror playout board that plays
 * the same moves, its position and invariants (tg_playout_check) checked
 * after every move; legality and eyes come from the game alone.
 * `--verify` runs only those checks, on small workloads, checking every
 * sample. Timings are never part of the test run's verdict; correctness is
 * (tests/bench_verify.sh).
 *
 * What it does not do: tune anything at run time, or measure I/O (B3 loads
 * the files before the clock starts).
 */
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "rng.h"
#include "tengen/playout.h"
#include "tengen/sgf.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int failures; /* mismatches found by the checks (the CLI's own state) */

/* The compiler of this build (the library is built with the same one):
 * instruction counts depend on it. */
#define TG_STR_(x) #x
#define TG_STR(x) TG_STR_(x)
#if defined(__clang__)
#define BUILT_WITH "clang " TG_STR(__clang_major__) "." TG_STR(__clang_minor__) "." TG_STR(__clang_patchlevel__)
#elif defined(__GNUC__)
#define BUILT_WITH "gcc " TG_STR(__GNUC__) "." TG_STR(__GNUC_MINOR__) "." TG_STR(__GNUC_PATCHLEVEL__)
#else
#define BUILT_WITH "an unknown compiler"
#endif

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "tengen bench: CHECK FAILED: %s: %s\n", what, detail);
    failures++;
}

#define KOMI2 15 /* 7.5 */
#define MAX_MOVES (3 * TG_MAX_SIDE * TG_MAX_SIDE + 2)

/* ------------------------------------------------------- area counting */

/* Area score (Black minus White, whole points) of the position as it
 * stands. Every empty point with no empty neighbour is decided by its
 * neighbours alone; larger empty regions fall back to a flood fill. */
static int area_score(const tg_board *b) {
    int score = b->stones[TG_BLACK] - b->stones[TG_WHITE];
    for (int i = 0; i < b->empty_count; i++) {
        unsigned v = b->nbr[b->empty[i]];
        if (v & 15u) goto slow;
        unsigned blk = (v >> 4) & 15u, wht = (v >> 8) & 15u;
        score += (blk && !wht) - (wht && !blk);
    }
    return score;
slow:;
    uint8_t seen[TG_MAX_POINTS];
    uint16_t stack[TG_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    const int off[4] = {-b->stride, -1, 1, b->stride};
    score = b->stones[TG_BLACK] - b->stones[TG_WHITE];
    for (int i = 0; i < b->empty_count; i++) {
        tg_point s = b->empty[i];
        if (seen[s]) continue;
        int sp = 0, size = 0, borders = 0;
        stack[sp++] = s;
        seen[s] = 1;
        while (sp) {
            tg_point p = stack[--sp];
            size++;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + off[k]);
                if (b->color[q] == TG_EMPTY && !seen[q]) seen[q] = 1, stack[sp++] = q;
                else if (b->color[q] == TG_BLACK || b->color[q] == TG_WHITE) borders |= b->color[q];
            }
        }
        score += borders == TG_BLACK ? size : borders == TG_WHITE ? -size : 0;
    }
    return score;
}

/* The same on a playout board: the fast count, else through a tg_board. */
static int area_score_pl(const tg_playout *b) {
    int score = b->stones[TG_BLACK] - b->stones[TG_WHITE];
    for (int i = 0; i < b->empty_count; i++) {
        unsigned v = b->nbr[b->empty[i]];
        if (v & 15u) {
            tg_board full;
            tg_playout_to_board(b, &full);
            return area_score(&full);
        }
        unsigned blk = (v >> 4) & 15u, wht = (v >> 8) & 15u;
        score += (blk && !wht) - (wht && !blk);
    }
    return score;
}

/* The reference: tg_score_position's area count with komi 0, no dead. */
static int area_score_slow(const tg_board *b) {
    tg_rules rules;
    char err[128];
    tg_rules_parse("tromp-taylor", &rules, err, sizeof err);
    tg_score *sc = malloc(sizeof *sc);
    if (!sc) return -100000;
    tg_score_position(b, &rules, NULL, NULL, 0, sc);
    int m = sc->margin2 / 2;
    free(sc);
    return m;
}

/* ------------------------------------------------ a lean history set */

/* Positions of one playout or record by hash: open addressing, the index of
 * the move after which the position stood (0 = the start). A hash hit is
 * only a candidate; history_repeats confirms by replaying the moves. */
#define HS_CAP 8192 /* > 3 * 625 + setup, a power of two */

typedef struct history {
    tg_board start;            /* the position before move 1 */
    tg_board b;                /* the position now */
    int nmoves;
    tg_move moves[MAX_MOVES];
    uint64_t key[HS_CAP];
    int32_t idx[HS_CAP];       /* -1 = free */
    uint16_t used[MAX_MOVES + 1];
    int nused;
    long hits, confirmed;      /* hash hits, and real repetitions among them */
} history;

static inline uint32_t hs_slot(uint64_t h) { return (uint32_t)((h * 0x9E3779B97F4A7C15ull) >> 51); }

static void hs_insert(history *s, uint64_t h, int i) {
    uint32_t k = hs_slot(h);
    while (s->idx[k] >= 0) k = (k + 1) & (HS_CAP - 1);
    s->key[k] = h;
    s->idx[k] = i;
    s->used[s->nused++] = (uint16_t)k;
}

static void history_init(history *s, const tg_board *start) {
    for (int i = 0; i < s->nused; i++) s->idx[s->used[i]] = -1;
    s->nused = 0;
    tg_board_copy(&s->start, start);
    tg_board_copy(&s->b, start);
    s->nmoves = 0;
    hs_insert(s, start->hash, 0);
}

static history *history_new(void) {
    history *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    for (int i = 0; i < HS_CAP; i++) s->idx[i] = -1;
    return s;
}

/* The position after move i, replayed from the start. */
static void history_position(const history *s, int i, tg_board *out) {
    *out = s->start;
    for (int k = 0; k < i; k++) {
        if (s->moves[k].point == TG_PASS) tg_board_pass(out);
        else tg_board_play(out, s->moves[k].point, s->moves[k].color);
    }
}

/* Whether the position `pos` stood before: exact (a hash hit is confirmed
 * by comparing the replayed position). */
static bool history_repeats(history *s, const tg_board *pos) {
    uint64_t h = pos->hash;
    for (uint32_t k = hs_slot(h); s->idx[k] >= 0; k = (k + 1) & (HS_CAP - 1)) {
        if (s->key[k] != h) continue;
        s->hits++;
        tg_board old;
        history_position(s, s->idx[k], &old);
        if (memcmp(old.color, pos->color, sizeof old.color) == 0) {
            s->confirmed++;
            return true;
        }
    }
    return false;
}

static inline bool history_maybe(const history *s, uint64_t h) {
    for (uint32_t k = hs_slot(h); s->idx[k] >= 0; k = (k + 1) & (HS_CAP - 1))
        if (s->key[k] == h) return true;
    return false;
}

static inline void history_record(history *s, tg_color c, tg_point p) {
    s->moves[s->nmoves].color = c;
    s->moves[s->nmoves].point = p;
    s->nmoves++;
    if (p != TG_PASS) hs_insert(s, s->b.hash, s->nmoves);
}


/* ---------------------------------------------------------- playouts */

enum policy { POLICY_SCAN, POLICY_UNIFORM, POLICY_SUPERKO, POLICY_SCAN_MULTI };

static const char *policy_name(enum policy pol) {
    return pol == POLICY_SCAN ? "B1" : pol == POLICY_UNIFORM ? "B1u" : pol == POLICY_SUPERKO ? "B2" : "B1s";
}

/* One move of B1u: uniform among the legal non-eye points. */
static tg_point uniform_move(tg_board *b, tg_color c, rng *r) {
    tg_point cand[TG_MAX_POINTS];
    int m = 0;
    for (int i = 0; i < b->empty_count; i++) {
        tg_point p = b->empty[i];
        cand[m] = p;
        m += !tg_board_is_eye(b, p, c) && tg_board_legal(b, p, c);
    }
    if (m == 0) {
        tg_board_pass(b);
        return TG_PASS;
    }
    tg_point p = cand[rng_below(r, (uint32_t)m)];
    tg_board_play(b, p, c);
    return p;
}

/* The random numbers of scan moves (B1, B2, B5's playouts): move m of a
 * playout uses the m-th number of tg_playout_rand from a state drawn once
 * per playout (playout_seed). */
static uint64_t playout_seed(rng *r) { return rng_next(r); }

/* A B1 playout on a tg_board (B5's final positions), move by move with the
 * same random numbers as B1. */
static int playout_scan(tg_board *b, rng *r) {
    const int limit = 3 * tg_board_points(b);
    uint64_t st = playout_seed(r);
    int moves = 0, passes = 0;
    for (; passes < 2 && moves < limit; moves++) {
        tg_color c = moves & 1 ? TG_WHITE : TG_BLACK;
        passes = tg_board_playout_move(b, c, tg_playout_rand(&st)) == TG_PASS ? passes + 1 : 0;
    }
    return moves;
}

/* B1 on the playout board: the whole playout in one library call
 * (tg_playout_run); with a trace, the same numbers through
 * tg_playout_moves, which records the moves. */
static int playout_scan_pl(tg_playout *b, rng *r, tg_point *trace) {
    const int limit = 3 * b->width * b->height;
    uint64_t st = playout_seed(r);
    int passes = 0;
    if (!trace) return tg_playout_run(b, TG_BLACK, &st, limit, &passes);
    uint32_t *num = malloc((size_t)limit * sizeof *num);
    if (!num) {
        fail("B1", "out of memory");
        return 0;
    }
    for (int i = 0; i < limit; i++) num[i] = tg_playout_rand(&st);
    int moves = tg_playout_moves(b, TG_BLACK, num, limit, &passes, trace);
    free(num);
    return moves;
}

/* B2 on the playout board: the whole playout in one library call
 * (tg_playout_run_superko), the moves read back from the history. */
static int playout_superko_pl(tg_playout *b, tg_playout_history *h, rng *r, tg_point *trace) {
    uint64_t st = playout_seed(r);
    int passes = 0;
    tg_playout_history_start(h, b);
    int moves = tg_playout_run_superko(b, h, TG_BLACK, &st, 3 * b->width * b->height, &passes);
    if (trace)
        for (int i = 0; i < moves; i++) trace[i] = h->moves[i].point;
    return moves;
}

/* One B1u playout on a tg_board. */
static int playout_uniform(tg_board *b, rng *r, tg_point *trace) {
    int limit = 3 * tg_board_points(b), moves = 0, passes = 0;
    tg_color c = TG_BLACK;
    while (passes < 2 && moves < limit) {
        tg_point p = uniform_move(b, c, r);
        if (trace) trace[moves] = p;
        passes = p == TG_PASS ? passes + 1 : 0;
        moves++;
        c = tg_opponent(c);
    }
    return moves;
}

/* ------------------------------------------------- the exact slow path */

static bool slow_eye(const tg_board *b, tg_point p, tg_color c) {
    int s = b->stride;
    const int orth[4] = {-s, -1, 1, s}, diag[4] = {-s - 1, -s + 1, s - 1, s + 1};
    for (int i = 0; i < 4; i++) {
        uint8_t col = b->color[p + orth[i]];
        if (col != c && col != TG_EDGE) return false;
    }
    int enemy = 0, edge = 0;
    for (int i = 0; i < 4; i++) {
        enemy += b->color[p + diag[i]] == tg_opponent(c);
        edge += b->color[p + diag[i]] == TG_EDGE;
    }
    return edge ? enemy < 1 : enemy < 2;
}

/* Replays one playout through tg_game (legality by the game's history,
 * suicide forbidden, simple or positional ko), choosing each move with the
 * slow eye test and tg_game_check from the same random numbers, and checks
 * every move against the fast trace, the board invariants after every
 * move, and the final position and area count. B1 and B2 run on the
 * playout board, whose empty list has its own order: the scan order comes
 * from a mirror playout board that plays the same moves (its position and
 * invariants are checked after every move too); legality and eyes come from
 * the game alone. */
static void verify_playout(int size, enum policy pol, rng r0, const tg_point *trace, int moves,
                           const tg_board *final) {
    char what[64], why[256];
    snprintf(what, sizeof what, "%s %dx%d", policy_name(pol), size, size);
    tg_rules rules;
    char err[128];
    tg_rules_parse(pol == POLICY_SUPERKO      ? "tromp-taylor,suicide=forbidden"
                   : pol == POLICY_SCAN_MULTI ? "tromp-taylor,ko=simple,suicide=multi"
                                         : "tromp-taylor,ko=simple,suicide=forbidden",
                   &rules, err, sizeof err);
    tg_game *g = tg_game_new(size, size, &rules);
    if (!g) {
        fail(what, "out of memory");
        return;
    }
    const tg_board *b = tg_game_board(g);
    tg_playout mirror;
    tg_playout_from_board(&mirror, b);
    rng r = r0;
    int limit = 3 * size * size, m = 0, passes = 0;
    tg_color c = TG_BLACK;
    uint64_t st = pol == POLICY_UNIFORM ? 0 : playout_seed(&r);
    while (passes < 2 && m < limit) {
        tg_point chosen = TG_PASS;
        int n = b->empty_count;
        if (mirror.empty_count != n) {
            tg_game_free(g);
            fail(what, "the mirror playout board has another number of empty points");
            return;
        }
        if (pol == POLICY_UNIFORM) {
            tg_point cand[TG_MAX_POINTS];
            int k = 0;
            for (int i = 0; i < n; i++)
                if (!slow_eye(b, b->empty[i], c) && tg_game_check(g, c, b->empty[i]).legality == TG_LEGAL)
                    cand[k++] = b->empty[i];
            if (k) chosen = cand[rng_below(&r, (uint32_t)k)];
        } else {
            uint32_t x = tg_playout_rand(&st);
            int start = (int)(((uint64_t)x * (uint64_t)n) >> 32);
            for (int k = 0; k < n; k++) {
                tg_point p = mirror.empty[(start + k) % n];
                if (slow_eye(b, p, c)) continue;
                if (tg_game_check(g, c, p).legality == TG_LEGAL) {
                    chosen = p;
                    break;
                }
            }
        }
        if (m >= moves || chosen != trace[m]) {
            snprintf(why, sizeof why, "move %d: fast path chose %d, exact path %d", m + 1,
                     m < moves ? trace[m] : -1, chosen);
            tg_game_free(g);
            fail(what, why);
            return;
        }
        tg_game_play(g, c, chosen);
        if (chosen == TG_PASS) tg_playout_pass(&mirror);
        else tg_playout_play(&mirror, chosen, c);
        if (!tg_board_check(b, why, sizeof why) || !tg_playout_check(&mirror, why, sizeof why)) {
            tg_game_free(g);
            fail(what, why);
            return;
        }
        if (memcmp(b->color, mirror.color, sizeof b->color) != 0 || b->hash != mirror.hash) {
            tg_game_free(g);
            fail(what, "the mirror playout board left the game's position");
            return;
        }
        passes = chosen == TG_PASS ? passes + 1 : 0;
        m++;
        c = tg_opponent(c);
    }
    if (m != moves || memcmp(b->color, final->color, sizeof b->color) != 0 || b->hash != final->hash)
        fail(what, "the exact replay ends in another position");
    else if (area_score(final) != area_score_slow(b))
        fail(what, "area count differs from tg_score_position");
    tg_game_free(g);
}

/* B1 and B2 run on tg_playout boards, B1u on tg_board. */
static void bench_playouts(enum policy pol, int size, int count, uint64_t seed, int verify_every) {
    tg_board empty, b;
    tg_board_init(&empty, size, size);
    tg_board_init(&b, size, size);
    tg_playout pempty, pb;
    tg_playout_from_board(&pempty, &empty);
    if (pol == POLICY_SCAN_MULTI) pempty.suicide = TG_SUICIDE_MULTI;
    tg_playout_from_board(&pb, &empty);
    tg_playout_history *s = pol == POLICY_SUPERKO ? calloc(1, sizeof *s) : NULL;
    tg_point *trace = malloc(MAX_MOVES * sizeof *trace);
    if ((pol == POLICY_SUPERKO && !s) || !trace) {
        free(s), free(trace);
        fail(policy_name(pol), "out of memory");
        return;
    }
    rng r = {seed};
    long moves = 0, black_wins = 0;
    double t0 = now(), spent = 0;
    for (int i = 0; i < count; i++) {
        rng r0 = r;
        bool check = verify_every > 0 && i % verify_every == 0;
        int m, score;
        if (pol == POLICY_UNIFORM) {
            tg_board_copy(&b, &empty);
            m = playout_uniform(&b, &r, check ? trace : NULL);
            score = area_score(&b);
        } else {
            tg_playout_copy(&pb, &pempty);
            m = pol == POLICY_SUPERKO ? playout_superko_pl(&pb, s, &r, check ? trace : NULL)
                                      : playout_scan_pl(&pb, &r, check ? trace : NULL);
            score = area_score_pl(&pb);
        }
        moves += m;
        black_wins += 2 * score > KOMI2;
        if (check) {
            double t1 = now();
            if (pol != POLICY_UNIFORM) tg_playout_to_board(&pb, &b);
            verify_playout(size, pol, r0, trace, m, &b);
            if (area_score(&b) != score) fail(policy_name(pol), "the playout board's area count differs");
            spent += now() - t1;
        }
    }
    double dt = now() - t0 - spent;
    printf("%-3s %2dx%-2d %7d playouts (%s; %s), seed %llu: %.0f playouts/s, %.0f moves/s, "
           "%.1f moves/playout (%ld moves), Black wins %.1f%%",
           policy_name(pol), size, size, count,
           pol == POLICY_SUPERKO        ? "positional superko by history"
           : pol == POLICY_SCAN_MULTI ? "basic ko, suicide of 2+ stones allowed"
                                      : "basic ko, no suicide",
           pol == POLICY_UNIFORM ? "tg_board" : "tg_playout",
           (unsigned long long)seed, count / dt, moves / dt, (double)moves / count, moves,
           100.0 * black_wins / count);
    if (s) printf(", superko: %ld hash hits, %ld repeats", s->hits, s->repeats);
    printf(" [%d checked]\n", verify_every > 0 ? (count + verify_every - 1) / verify_every : 0);
    free(s);
    free(trace);
}

/* --------------------------------------------------- B4: legal points */

static void bench_legal(int size, int count, uint64_t seed, bool verify) {
    tg_board empty, b;
    tg_board_init(&empty, size, size);
    tg_board_init(&b, size, size);
    rng r = {seed};
    long positions = 0, legal = 0;
    double t0 = now();
    for (int i = 0; i < count; i++) {
        tg_board_copy(&b, &empty);
        int limit = 3 * size * size, passes = 0;
        tg_color c = TG_BLACK;
        for (int m = 0; passes < 2 && m < limit; m++) {
            for (int k = 0; k < b.empty_count; k++) legal += tg_board_legal(&b, b.empty[k], c);
            positions++;
            if (verify && m % 7 == 0) {
                /* Against a board rebuilt from its colours alone. */
                tg_board tmp = b;
                tg_board_rebuild(&tmp);
                for (int k = 0; k < b.empty_count; k++) {
                    tg_point p = b.empty[k];
                    tg_play_effect e = tg_board_predict(&b, p, c);
                    tg_play_effect e2 = tg_board_predict(&tmp, p, c);
                    bool want = e2.self_captured == 0 && !(p == b.ko_point && c == b.ko_color);
                    if (tg_board_legal(&b, p, c) != want || e.captured != e2.captured ||
                        e.self_captured != e2.self_captured)
                        fail("B4", "tg_board_legal disagrees with the rebuilt board");
                }
            }
            tg_point p = tg_board_playout_move(&b, c, (uint32_t)(rng_next(&r) >> 32));
            passes = p == TG_PASS ? passes + 1 : 0;
            c = tg_opponent(c);
        }
    }
    double dt = now() - t0;
    printf("B4  %2dx%-2d %7d playouts: the legal points of every position, seed %llu: "
           "%.0f positions/s (%.1f legal points/position; the playout moves included)\n",
           size, size, count, (unsigned long long)seed, positions / dt, (double)legal / positions);
}

/* ------------------------------------------------------- B5: scoring */

static void bench_score(int size, int count, uint64_t seed) {
    tg_board empty;
    tg_board_init(&empty, size, size);
    tg_board *finals = malloc((size_t)count * sizeof *finals);
    tg_score *sc = malloc(sizeof *sc);
    if (!finals || !sc) {
        free(finals), free(sc);
        fail("B5", "out of memory");
        return;
    }
    rng r = {seed};
    for (int i = 0; i < count; i++) {
        finals[i] = empty;
        playout_scan(&finals[i], &r);
    }
    const char *specs[2] = {"chinese", "japanese"};
    for (int k = 0; k < 2; k++) {
        tg_rules rules;
        char err[128];
        tg_rules_parse(specs[k], &rules, err, sizeof err);
        long sum = 0;
        double t0 = now();
        for (int i = 0; i < count; i++) {
            tg_score_position(&finals[i], &rules, NULL, NULL, 0, sc);
            sum += sc->margin2;
        }
        double dt = now() - t0;
        printf("B5  %2dx%-2d %7d final positions of B1 playouts, %s rules (%s), seed %llu: "
               "%.0f positions/s (margin sum %ld)\n",
               size, size, count, specs[k], k ? "territory, seki detected" : "area, seki detected",
               (unsigned long long)seed, count / dt, sum);
        if (k == 0)
            for (int i = 0; i < count; i += 17) {
                tg_score_position(&finals[i], &rules, NULL, NULL, 0, sc);
                if (sc->stones[1] + sc->territory[1] - sc->stones[2] - sc->territory[2] !=
                    area_score(&finals[i]))
                    fail("B5", "area count differs from the fast count");
            }
    }
    free(finals);
    free(sc);
}

/* ------------------------------------------------------ B3: replay */

/* The main line of a 19x19 record as events: setup (AE, AB, AW, in that
 * order within a node) and moves (B, W), read with the SGF module
 * (tg_sgf_parse, tg_sgf_mainline_*). Removals (AE) after the last move are
 * dead-stone marks, as tengen check reads them, and are left out. */
typedef struct rec_event {
    uint8_t setup; /* 1: a setup of colour (TG_EMPTY clears); 0: a move */
    uint8_t color;
    tg_point point;
} rec_event;

typedef struct record {
    int n, cap, nmoves;
    rec_event *ev;
} record;

static bool rec_add(record *rec, bool setup, tg_color c, tg_point p) {
    if (rec->n == rec->cap) {
        int cap = rec->cap ? 2 * rec->cap : 512;
        rec_event *ev = realloc(rec->ev, (size_t)cap * sizeof *ev);
        if (!ev) return false;
        rec->ev = ev, rec->cap = cap;
    }
    rec->ev[rec->n].setup = setup;
    rec->ev[rec->n].color = (uint8_t)c;
    rec->ev[rec->n].point = p;
    rec->n++;
    rec->nmoves += !setup;
    return true;
}

static inline tg_point rec_point(const tg_board *b19, tg_sgf_point s) {
    return tg_sgf_is_pass(s) ? TG_PASS : tg_point_at(b19, s.x, s.y);
}

/* Parses text into rec. Returns 0, or -1 when it does not parse, is not
 * 19x19, or is longer than a playout history holds. */
static int sgf_record(const char *t, size_t n, record *rec, const tg_board *b19) {
    rec->n = rec->nmoves = 0;
    tg_sgf_error err;
    tg_sgf_collection *col = tg_sgf_parse(t, n, NULL, &err);
    if (!col) return -1;
    const tg_sgf_node *root = tg_sgf_game(col, 0);
    tg_sgf_game_info info;
    tg_sgf_mainline *m = NULL;
    int rc = -1;
    if (tg_sgf_game_info_read(root, &info, &err) != TG_OK || info.width != 19 || info.height != 19)
        goto done;
    m = tg_sgf_mainline_new(root, 19, 19);
    if (!m) goto done;
    const tg_sgf_step *s;
    tg_status st;
    int last_move = 0; /* events up to the last move */
    while ((st = tg_sgf_mainline_next(m, &s, &err)) == TG_OK && s) {
        const struct {
            const tg_sgf_point *pts;
            size_t n;
            tg_color c;
        } lists[3] = {{s->add_empty, s->n_add_empty, TG_EMPTY},
                      {s->add_black, s->n_add_black, TG_BLACK},
                      {s->add_white, s->n_add_white, TG_WHITE}};
        for (int k = 0; k < 3; k++)
            for (size_t i = 0; i < lists[k].n; i++)
                if (!rec_add(rec, true, lists[k].c, rec_point(b19, lists[k].pts[i]))) goto done;
        if (s->has_move) {
            if (!rec_add(rec, false, s->move_color, rec_point(b19, s->move))) goto done;
            last_move = rec->n;
        }
    }
    if (st != TG_OK) goto done;
    /* Trailing removals are marks; trailing AB/AW are kept. */
    while (rec->n > last_move && rec->ev[rec->n - 1].setup && rec->ev[rec->n - 1].color == TG_EMPTY)
        rec->n--;
    rc = rec->nmoves < MAX_MOVES ? 0 : -1;
done:
    tg_sgf_mainline_free(m);
    tg_sgf_collection_free(col);
    return rc;
}

typedef struct replay_result {
    int first_illegal; /* move index (1-based) of the first illegal move or setup, 0 if none */
    int moves;         /* moves replayed */
    int score;         /* area count of the final position, Black minus White */
} replay_result;

/* Replays a record on the bare board with a history set: legality is
 * tg_board_try_play (occupied, suicide, basic ko) plus positional superko;
 * a setup starts a new history (RULES.md §5). Stops before the first
 * illegal move, or at a setup that would leave a chain without a liberty
 * (undone, as tg_game_setup does; first_illegal is then the number of the
 * next move). The final position is s->b. */
static replay_result replay_fast(const record *rec, history *s, const tg_board *empty19) {
    replay_result res = {0, 0, 0};
    tg_board *b = &s->b;
    tg_board_copy(b, empty19);
    history_init(s, b);
    for (int i = 0; i < rec->n; i++) {
        rec_event ev = rec->ev[i];
        if (ev.setup) {
            tg_color old = (tg_color)b->color[ev.point];
            if (tg_board_setup(b, ev.point, (tg_color)ev.color) != TG_OK) {
                tg_board_setup(b, ev.point, old); /* undone, as tg_game_setup does */
                res.first_illegal = res.moves + 1;
                break;
            }
            if (i + 1 == rec->n || !rec->ev[i + 1].setup) history_init(s, b);
            continue;
        }
        if (ev.point == TG_PASS) {
            tg_board_pass(b);
        } else if (!tg_board_try_play(b, ev.point, (tg_color)ev.color)) {
            res.first_illegal = res.moves + 1;
            break;
        } else if (history_maybe(s, b->hash) && history_repeats(s, b)) {
            res.first_illegal = res.moves + 1;
            history_position(s, s->nmoves, b); /* back to the position before it */
            break;
        }
        history_record(s, (tg_color)ev.color, ev.point);
        res.moves++;
    }
    res.score = area_score(b);
    return res;
}

/* The exact slow path: the game API, positional superko. */
static void verify_replay(const record *rec, replay_result fast, const tg_board *final, const char *name) {
    tg_rules rules;
    char err[128], why[600];
    tg_rules_parse("tromp-taylor,suicide=forbidden", &rules, err, sizeof err);
    tg_game *g = tg_game_new(19, 19, &rules);
    if (!g) {
        fail("B3", "out of memory");
        return;
    }
    int first_illegal = 0, moves = 0;
    for (int i = 0; i < rec->n; i++) {
        rec_event ev = rec->ev[i];
        if (ev.setup) {
            tg_status st = tg_game_setup(g, ev.point, (tg_color)ev.color);
            if (st != TG_OK) {
                first_illegal = moves + 1;
                break;
            }
        } else if (tg_game_play(g, (tg_color)ev.color, ev.point).legality != TG_LEGAL) {
            first_illegal = moves + 1;
            break;
        } else {
            moves++;
        }
    }
    const tg_board *b = tg_game_board(g);
    int exact = area_score_slow(b);
    if (first_illegal != fast.first_illegal || moves != fast.moves) {
        snprintf(why, sizeof why, "%s: first illegal move %d after %d moves, exact path says %d after %d",
                 name, fast.first_illegal, fast.moves, first_illegal, moves);
        fail("B3", why);
    } else if (!tg_board_check(b, why, sizeof why)) {
        fail("B3", why);
    } else if (memcmp(b->color, final->color, sizeof b->color) != 0 || b->hash != final->hash ||
               exact != fast.score) {
        snprintf(why, sizeof why, "%s: final position (%s), hash (%s) or area count (%d, exact %d) differs",
                 name, memcmp(b->color, final->color, sizeof b->color) ? "differs" : "same",
                 b->hash != final->hash ? "differs" : "same", fast.score, exact);
        fail("B3", why);
    }
    tg_game_free(g);
}

typedef struct corpus {
    int n, cap;
    char **text;
    size_t *len;
    char **name;
} corpus;

static void load_dir(corpus *c, const char *dir, int depth) {
    DIR *d = depth <= 4 ? opendir(dir) : NULL;
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char path[4096];
        if (strlen(dir) + strlen(e->d_name) + 2 > sizeof path) continue;
        strcpy(path, dir);
        strcat(path, "/");
        strcat(path, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            load_dir(c, path, depth + 1);
            continue;
        }
        size_t l = strlen(e->d_name);
        if (l < 4 || (strcmp(e->d_name + l - 4, ".sgf") != 0 && strcmp(e->d_name + l - 4, ".SGF") != 0))
            continue;
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        char *buf = malloc((size_t)st.st_size + 1);
        size_t got = buf ? fread(buf, 1, (size_t)st.st_size, f) : 0;
        fclose(f);
        if (!buf) continue;
        if (c->n == c->cap) {
            c->cap = c->cap ? 2 * c->cap : 1024;
            c->text = realloc(c->text, (size_t)c->cap * sizeof *c->text);
            c->len = realloc(c->len, (size_t)c->cap * sizeof *c->len);
            c->name = realloc(c->name, (size_t)c->cap * sizeof *c->name);
            if (!c->text || !c->len || !c->name) exit(EXIT_INPUT);
        }
        c->text[c->n] = buf;
        c->len[c->n] = got;
        c->name[c->n] = strdup(path);
        c->n++;
    }
    closedir(d);
}

/* Sorted by name so that runs and thread splits are reproducible. */
static void sort_corpus(corpus *c) {
    for (int i = 1; i < c->n; i++) /* insertion sort of a few thousand names: once */
        for (int j = i; j > 0 && strcmp(c->name[j - 1], c->name[j]) > 0; j--) {
            char *t = c->text[j], *nm = c->name[j];
            size_t l = c->len[j];
            c->text[j] = c->text[j - 1], c->name[j] = c->name[j - 1], c->len[j] = c->len[j - 1];
            c->text[j - 1] = t, c->name[j - 1] = nm, c->len[j - 1] = l;
        }
}

typedef struct replay_job {
    const corpus *c;
    int from, to, step;
    long games, moves, illegal, skipped, score_sum;
} replay_job;

static void *replay_worker(void *arg) {
    replay_job *j = arg;
    record rec = {0, 0, 0, NULL};
    history *s = history_new();
    tg_board b19;
    tg_board_init(&b19, 19, 19);
    for (int i = j->from; s && i < j->to; i += j->step) {
        if (sgf_record(j->c->text[i], j->c->len[i], &rec, &b19) != 0) {
            j->skipped++;
            continue;
        }
        replay_result res = replay_fast(&rec, s, &b19);
        j->games++;
        j->moves += res.moves;
        j->illegal += res.first_illegal != 0;
        j->score_sum += res.score;
    }
    free(rec.ev);
    free(s);
    return NULL;
}

/* B3 on the first `limit` records (all when negative), `reps` times, on one
 * thread and then on `threads`. */
static void bench_replay(const char *dir, int threads, int verify_every, int limit, int reps) {
    corpus c = {0, 0, NULL, NULL, NULL};
    load_dir(&c, dir, 0);
    if (c.n == 0) {
        printf("B3  no SGF files under %s: skipped\n", dir);
        return;
    }
    sort_corpus(&c);
    int n = limit >= 0 && c.n > limit ? limit : c.n;
    size_t bytes = 0;
    for (int i = 0; i < n; i++) bytes += c.len[i];

    for (int pass = 0; pass < 2; pass++) {
        int t = pass == 0 ? 1 : threads;
        if (pass == 1 && t <= 1) break;
        replay_job *jobs = calloc((size_t)t, sizeof *jobs);
        pthread_t *tid = calloc((size_t)t, sizeof *tid);
        if (!jobs || !tid) exit(EXIT_INPUT);
        double t0 = now();
        for (int rep = 0; rep < reps; rep++) {
            for (int k = 0; k < t; k++) {
                jobs[k].c = &c;
                jobs[k].from = k;
                jobs[k].to = n;
                jobs[k].step = t;
                if (t == 1) replay_worker(&jobs[k]);
                else pthread_create(&tid[k], NULL, replay_worker, &jobs[k]);
            }
            if (t > 1)
                for (int k = 0; k < t; k++) pthread_join(tid[k], NULL);
        }
        double dt = now() - t0;
        replay_job sum;
        memset(&sum, 0, sizeof sum);
        for (int k = 0; k < t; k++) {
            sum.games += jobs[k].games, sum.moves += jobs[k].moves, sum.illegal += jobs[k].illegal;
            sum.skipped += jobs[k].skipped, sum.score_sum += jobs[k].score_sum;
        }
        printf("B3  19x19 %7ld records x%d (%s, %.1f MB, parsing included; %ld others skipped), "
               "%d thread%s: %.0f games/s, %.0f moves/s, %ld moves replayed, %ld stop at an illegal move, "
               "area sum %ld\n",
               sum.games / reps, reps, dir, (double)bytes / 1e6, sum.skipped / reps, t,
               t > 1 ? "s" : "", sum.games / dt, sum.moves / dt, sum.moves, sum.illegal / reps,
               sum.score_sum / reps);
        free(jobs);
        free(tid);
    }
    /* The sample check. */
    if (verify_every > 0) {
        record rec = {0, 0, 0, NULL};
        history *s = history_new();
        tg_board b19;
        tg_board_init(&b19, 19, 19);
        for (int i = 0; s && i < n; i += verify_every) {
            if (sgf_record(c.text[i], c.len[i], &rec, &b19) != 0) continue;
            replay_result res = replay_fast(&rec, s, &b19);
            verify_replay(&rec, res, &s->b, c.name[i]);
        }
        free(rec.ev);
        free(s);
    }
    for (int i = 0; i < c.n; i++) free(c.text[i]), free(c.name[i]);
    free(c.text), free(c.len), free(c.name);
}

/* ------------------------------------------------ B6: the game's play */

/* A record replayed through the game API (positional superko, history):
 * setups by tg_game_setup, moves by tg_game_play, up to the first illegal
 * one. Returns the moves played; *first_illegal as replay_result says. When
 * `hashes` is given it receives the hash after each move (index 1..). */
static int game_replay(tg_game *g, const record *rec, int *first_illegal, uint64_t *hashes) {
    tg_game_clear(g);
    int moves = 0;
    *first_illegal = 0;
    for (int i = 0; i < rec->n; i++) {
        rec_event ev = rec->ev[i];
        if (ev.setup) {
            if (tg_game_setup(g, ev.point, (tg_color)ev.color) != TG_OK) {
                *first_illegal = moves + 1;
                break;
            }
            continue;
        }
        if (tg_game_play(g, (tg_color)ev.color, ev.point).legality != TG_LEGAL) {
            *first_illegal = moves + 1;
            break;
        }
        moves++;
        if (hashes) hashes[tg_game_move_count(g)] = tg_game_board(g)->hash;
    }
    return moves;
}

/* The sample check of B6: the game's verdicts and final position against
 * the bare board with its own history set (B3's path), the board's
 * invariants from scratch, and undo back to the start: every position on
 * the way has the hash it had going forward, and rebuilt from scratch it
 * agrees with itself. */
static void verify_game_with(tg_game *g, const record *rec, history *s, const tg_board *b19,
                             const char *name, uint64_t *hashes);
static void verify_game(tg_game *g, const record *rec, history *s, const tg_board *b19, const char *name) {
    uint64_t *hashes = malloc((size_t)(rec->n + 2) * sizeof *hashes);
    if (!hashes) {
        fail("B6", "out of memory");
        return;
    }
    verify_game_with(g, rec, s, b19, name, hashes);
    free(hashes);
}

static void verify_game_with(tg_game *g, const record *rec, history *s, const tg_board *b19,
                             const char *name, uint64_t *hashes) {
    char why[600];
    int first_illegal;
    int moves = game_replay(g, rec, &first_illegal, hashes);
    replay_result fast = replay_fast(rec, s, b19);
    const tg_board *b = tg_game_board(g);
    if (first_illegal != fast.first_illegal || moves != fast.moves) {
        snprintf(why, sizeof why, "%s: tg_game stops at %d after %d moves, the bare board at %d after %d",
                 name, first_illegal, moves, fast.first_illegal, fast.moves);
        fail("B6", why);
        return;
    }
    if (!tg_board_check(b, why, sizeof why)) {
        fail("B6", why);
        return;
    }
    if (memcmp(b->color, s->b.color, sizeof b->color) != 0 || b->hash != s->b.hash) {
        snprintf(why, sizeof why, "%s: final position differs from the bare board's", name);
        fail("B6", why);
        return;
    }
    for (int n = tg_game_move_count(g); n > 0; n--) {
        if (tg_game_entry_kind(g, n) == TG_ENTRY_MOVE && b->hash != hashes[n]) {
            snprintf(why, sizeof why, "%s: after undo to move %d the hash differs", name, n);
            fail("B6", why);
            return;
        }
        if (n % 17 == 0 && !tg_board_check(b, why, sizeof why)) {
            fail("B6", why);
            return;
        }
        if (tg_game_undo(g) != TG_OK) {
            fail("B6", "undo failed");
            return;
        }
    }
    if (!tg_board_check(b, why, sizeof why)) fail("B6", why);
}

/* B6: the first `limit` records (all when negative) parsed once (not
 * timed), then replayed `reps` times through tg_game_play. */
static void bench_game(const char *dir, int verify_every, int limit, int reps) {
    corpus c = {0, 0, NULL, NULL, NULL};
    load_dir(&c, dir, 0);
    if (c.n == 0) {
        printf("B6  no SGF files under %s: skipped\n", dir);
        return;
    }
    sort_corpus(&c);
    int n = limit >= 0 && c.n > limit ? limit : c.n;
    record *recs = calloc((size_t)n, sizeof *recs);
    tg_rules rules;
    char err[128];
    tg_rules_parse("tromp-taylor,suicide=forbidden", &rules, err, sizeof err);
    tg_game *g = tg_game_new(19, 19, &rules);
    history *s = history_new();
    if (!recs || !g || !s) exit(EXIT_INPUT);
    tg_board b19;
    tg_board_init(&b19, 19, 19);
    int nrec = 0;
    for (int i = 0; i < n; i++)
        if (sgf_record(c.text[i], c.len[i], &recs[nrec], &b19) == 0) nrec++;
    long moves = 0, illegal = 0;
    double t0 = now();
    for (int rep = 0; rep < reps; rep++)
        for (int i = 0; i < nrec; i++) {
            int first_illegal;
            moves += game_replay(g, &recs[i], &first_illegal, NULL);
            illegal += first_illegal != 0;
        }
    double dt = now() - t0;
    printf("B6  19x19 %7d records x%d: tg_game_play (positional superko, history kept), parsing "
           "not included: %.0f moves/s (%ld moves), %ld stop at an illegal move\n",
           nrec, reps, moves / dt, moves, illegal / (reps > 0 ? reps : 1));
    if (verify_every > 0)
        for (int i = 0; i < nrec; i += verify_every) verify_game(g, &recs[i], s, &b19, "record");
    for (int i = 0; i < n; i++) free(recs[i].ev);
    free(recs);
    free(s);
    tg_game_free(g);
    for (int i = 0; i < c.n; i++) free(c.text[i]), free(c.name[i]);
    free(c.text), free(c.len), free(c.name);
}

/* ------------------------------------------------ B7: the legal mask */

/* The mask against tg_game_check, point by point, for both colours. */
static void verify_mask(const tg_game *g, bool *mask) {
    const tg_board *b = tg_game_board(g);
    for (tg_color c = TG_BLACK; c <= TG_WHITE; c++) {
        int n = tg_game_legal_mask(g, c, mask), want = 0;
        for (int p = 0; p < TG_MAX_POINTS; p++) {
            bool legal = tg_on_board(b, (tg_point)p) && tg_game_check(g, c, (tg_point)p).legality == TG_LEGAL;
            want += legal;
            if (mask[p] != legal) {
                char why[200];
                snprintf(why, sizeof why, "tg_game_legal_mask says %s at point %d for %s, tg_game_check %s",
                         mask[p] ? "legal" : "illegal", p, c == TG_BLACK ? "black" : "white",
                         legal ? "legal" : "illegal");
                fail("B7", why);
                return;
            }
        }
        if (n != want) fail("B7", "tg_game_legal_mask's count differs from its mask");
    }
}

/* B7: every position of the first `limit` records (B6's replay), the legal
 * mask of the player to move taken `reps` times; every `verify_every`th
 * record is checked at every position against tg_game_check. */
static void bench_mask(const char *dir, int verify_every, int limit, int reps) {
    corpus c = {0, 0, NULL, NULL, NULL};
    load_dir(&c, dir, 0);
    if (c.n == 0) {
        printf("B7  no SGF files under %s: skipped\n", dir);
        return;
    }
    sort_corpus(&c);
    int n = limit >= 0 && c.n > limit ? limit : c.n;
    tg_rules rules;
    char err[128];
    tg_rules_parse("tromp-taylor,suicide=forbidden", &rules, err, sizeof err);
    tg_game *g = tg_game_new(19, 19, &rules);
    bool *mask = malloc(TG_MAX_POINTS * sizeof *mask);
    record rec = {0, 0, 0, NULL};
    if (!g || !mask) exit(EXIT_INPUT);
    tg_board b19;
    tg_board_init(&b19, 19, 19);
    long positions = 0, points = 0, legal = 0;
    double spent = 0;
    for (int i = 0; i < n; i++) {
        if (sgf_record(c.text[i], c.len[i], &rec, &b19) != 0) continue;
        bool check = verify_every > 0 && i % verify_every == 0;
        tg_game_clear(g);
        for (int k = 0; k < rec.n; k++) {
            rec_event ev = rec.ev[k];
            if (ev.setup) {
                if (tg_game_setup(g, ev.point, (tg_color)ev.color) != TG_OK) break;
                continue;
            }
            tg_color mover = tg_game_to_move(g);
            double t0 = now();
            for (int r = 0; r < reps; r++) legal += tg_game_legal_mask(g, mover, mask);
            spent += now() - t0;
            positions += reps;
            points += (long)reps * tg_game_board(g)->empty_count;
            if (check) verify_mask(g, mask);
            if (tg_game_play(g, (tg_color)ev.color, ev.point).legality != TG_LEGAL) break;
        }
    }
    printf("B7  19x19 the positions of %d records (B6's), the legal mask of the player to move "
           "(tg_game_legal_mask, positional superko) x%d: %.0f positions/s, %.1f empty points and "
           "%.1f legal plays a position (%ld points)\n",
           n, reps, positions / spent, (double)points / positions, (double)legal / positions, points);
    free(rec.ev);
    free(mask);
    tg_game_free(g);
    for (int i = 0; i < c.n; i++) free(c.text[i]), free(c.name[i]);
    free(c.text), free(c.len), free(c.name);
}

/* --------------------------------------------------------------- main */

static bool wants(const char *only, const char *name) {
    if (!only) return true;
    size_t l = strlen(name);
    for (const char *p = only; *p;) {
        const char *e = strchr(p, ',');
        size_t k = e ? (size_t)(e - p) : strlen(p);
        if (k == l && strncmp(p, name, l) == 0) return true;
        if (!e) break;
        p = e + 1;
    }
    return false;
}

int cmd_bench(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        printf("usage: tengen bench [--seed N] [--quick] [--verify] [--only B1,B1s,B1u,B2,B3,B4,B5,B6,B7]\n"
               "                    [--games DIR] [--threads N] [--size N --count N]\n\n"
               "Prints each workload with its figures and seed, and checks a sample of\n"
               "each against the exact slow path (exit 1 on a mismatch).\n"
               "  --quick    a tenth of the work\n"
               "  --verify   only the checks, on small workloads, every sample checked\n"
               "  --games    B3's records (default $TG_SHARED/corpora/games, else\n"
               "             ../shared/corpora/games)\n"
               "  --size N --count N  only B1 on NxN, N playouts, no checks (callgrind);\n"
               "             with --only B2 or B1s the same for them; --only B3 --count N: B3 on\n"
               "             the first N records, one thread, once, no checks; --only B6 --count N:\n"
               "             B6 on the first 400 records, N times, no checks; --only B7\n"
               "             --count N: B7 on them, N masks a position, no checks\n");
        return EXIT_OK;
    }
    uint64_t seed = 1;
    int scale = 10, threads = (int)sysconf(_SC_NPROCESSORS_ONLN), size = 0, count = -1;
    bool verify = false;
    const char *only = NULL, *games = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--quick") == 0) scale = 1;
        else if (strcmp(argv[i], "--verify") == 0) verify = true;
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc) only = argv[++i];
        else if (strcmp(argv[i], "--games") == 0 && i + 1 < argc) games = argv[++i];
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc) threads = atoi(argv[++i]);
        else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) size = atoi(argv[++i]);
        else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) count = atoi(argv[++i]);
        else {
            fprintf(stderr, "tengen bench: unknown option '%s'\n", argv[i]);
            return EXIT_USAGE;
        }
    }
    if (threads < 1) threads = 1;
    char gdir[4096];
    if (!games) {
        const char *shared = getenv("TG_SHARED");
        snprintf(gdir, sizeof gdir, "%s/corpora/games", shared ? shared : "../shared");
        games = gdir;
    }
    if (size || count >= 0) { /* one workload, no checks: for callgrind */
        bool b3 = only && strcmp(only, "B3") == 0, b6 = only && strcmp(only, "B6") == 0,
             b7 = only && strcmp(only, "B7") == 0;
        if (count < 0 || (!b3 && !b6 && !b7 && (size < 1 || size > TG_MAX_SIDE))) {
            fprintf(stderr, "tengen bench: --size 1..%d with --count N >= 0 (B3: --count only)\n",
                    TG_MAX_SIDE);
            return EXIT_USAGE;
        }
        printf("built with %s\n", BUILT_WITH);
        if (b3) bench_replay(games, 1, 0, count, 1);
        else if (b6) bench_game(games, 0, 400, count);
        else if (b7) bench_mask(games, 0, 400, count);
        else if (only && strcmp(only, "B2") == 0) bench_playouts(POLICY_SUPERKO, size, count, seed, 0);
        else if (only && strcmp(only, "B1s") == 0) bench_playouts(POLICY_SCAN_MULTI, size, count, seed, 0);
        else bench_playouts(POLICY_SCAN, size, count, seed, 0);
        return EXIT_OK;
    }
    printf("built with %s; board value: %zu bytes (sizeof(tg_board), any size up to 25x25); playout "
           "board %zu bytes\n",
           BUILT_WITH, sizeof(tg_board), sizeof(tg_playout));
    if (verify) {
        if (wants(only, "B1")) {
            bench_playouts(POLICY_SCAN, 9, 60, seed, 1);
            bench_playouts(POLICY_SCAN, 19, 8, seed, 1);
            bench_playouts(POLICY_SCAN, 5, 300, seed, 1);
        }
        if (wants(only, "B1s")) {
            bench_playouts(POLICY_SCAN_MULTI, 9, 60, seed, 1);
            bench_playouts(POLICY_SCAN_MULTI, 19, 8, seed, 1);
            bench_playouts(POLICY_SCAN_MULTI, 5, 300, seed, 1);
        }
        if (wants(only, "B1u")) bench_playouts(POLICY_UNIFORM, 9, 20, seed, 1);
        if (wants(only, "B2")) {
            bench_playouts(POLICY_SUPERKO, 19, 8, seed, 1);
            bench_playouts(POLICY_SUPERKO, 5, 300, seed, 1);
        }
        if (wants(only, "B4")) bench_legal(9, 20, seed, true);
        if (wants(only, "B5")) bench_score(9, 50, seed);
        if (wants(only, "B3")) bench_replay(games, 1, 1, 400, 1);
        if (wants(only, "B6")) bench_game(games, 1, 400, 1);
        if (wants(only, "B7")) bench_mask(games, 10, 400, 1);
    } else {
        if (wants(only, "B1")) {
            bench_playouts(POLICY_SCAN, 9, 10000 * scale, seed, 997);
            bench_playouts(POLICY_SCAN, 19, 1000 * scale, seed, 97);
        }
        if (wants(only, "B1s")) {
            bench_playouts(POLICY_SCAN_MULTI, 9, 10000 * scale, seed, 997);
            bench_playouts(POLICY_SCAN_MULTI, 19, 1000 * scale, seed, 97);
        }
        if (wants(only, "B1u")) {
            bench_playouts(POLICY_UNIFORM, 9, 1000 * scale, seed, 97);
            bench_playouts(POLICY_UNIFORM, 19, 50 * scale, seed, 47);
        }
        if (wants(only, "B2")) bench_playouts(POLICY_SUPERKO, 19, 1000 * scale, seed, 97);
        if (wants(only, "B3")) bench_replay(games, threads, 53, scale == 1 ? 400 : -1, scale == 1 ? 1 : 3);
        if (wants(only, "B6")) bench_game(games, 53, scale == 1 ? 400 : -1, scale == 1 ? 1 : 3);
        if (wants(only, "B7")) bench_mask(games, 97, scale == 1 ? 400 : -1, 1);
        if (wants(only, "B4")) {
            bench_legal(9, 200 * scale, seed, false);
            bench_legal(19, 20 * scale, seed, false);
        }
        if (wants(only, "B5")) {
            bench_score(9, 200 * scale, seed);
            bench_score(19, 20 * scale, seed);
        }
    }
    if (failures) {
        fprintf(stderr, "tengen bench: %d check%s failed\n", failures, failures > 1 ? "s" : "");
        return EXIT_FOUND;
    }
    return EXIT_OK;
}
