/* test_playout.c — the playout board (pseudo-liberties) against tg_board
 * (exact liberties), move by move: thousands of random games on sizes from
 * 1x1 to 25x25 (rectangles included), comparing at every position the
 * legality and the eye test of every empty point for both colours, then
 * playing the same move on both (a playout scan move, checked against
 * tg_board's verdicts on every point it skipped; now and then any empty
 * point, suicide of any size and ko retakes included) and comparing the
 * effect, the position, the hash, the ko point and every invariant. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "tengen/playout.h"

static long positions, scan_moves, other_moves, suicides;

static bool same_position(const tg_board *b, const tg_playout *pl, char *why, size_t n) {
    int extent = tg_board_extent(b);
    if (memcmp(b->color, pl->color, (size_t)extent) != 0) return snprintf(why, n, "colours differ"), false;
    if (b->hash != pl->hash) return snprintf(why, n, "hash differs"), false;
    if (b->stones[1] != pl->stones[1] || b->stones[2] != pl->stones[2]) return snprintf(why, n, "stone counts differ"), false;
    if (b->empty_count != pl->empty_count) return snprintf(why, n, "empty counts differ"), false;
    if (b->ko_point != pl->ko_point || (b->ko_point && b->ko_color != pl->ko_color))
        return snprintf(why, n, "ko point %d/%d vs %d/%d", b->ko_point, b->ko_color, pl->ko_point, pl->ko_color), false;
    return true;
}

static void random_game(int w, int h, uint64_t seed, bool every_check) {
    tg_board b;
    tg_board_init(&b, w, h);
    tg_playout pl;
    tg_playout_from_board(&pl, &b);
    uint64_t s = seed;
    int limit = 3 * w * h, passes = 0;
    tg_color c = TG_BLACK;
    char why[256];
    for (int m = 0; m < limit && passes < 2; m++, c = tg_opponent(c)) {
        positions++;
        /* Legality and eyes of every empty point, both colours. */
        for (int i = 0; i < b.empty_count; i++) {
            tg_point p = b.empty[i];
            for (tg_color k = TG_BLACK; k <= TG_WHITE; k++) {
                if (tg_board_legal(&b, p, k) != tg_playout_legal(&pl, p, k) ||
                    tg_board_is_eye(&b, p, k) != tg_playout_is_eye(&pl, p, k)) {
                    CHECK(false, "%dx%d seed %llu move %d point %d colour %d: legal %d/%d eye %d/%d", w, h,
                          (unsigned long long)seed, m, p, k, tg_board_legal(&b, p, k),
                          tg_playout_legal(&pl, p, k), tg_board_is_eye(&b, p, k), tg_playout_is_eye(&pl, p, k));
                    print_board(&b);
                    return;
                }
            }
        }
        uint64_t x = test_rand(&s);
        tg_point p;
        tg_play_effect eb = {0, 0}, ep = {0, 0};
        if (x % 16 != 0 || b.empty_count == 0) {
            /* A playout move; every point the scan passed over must be
             * illegal or an own eye by tg_board. */
            uint16_t order[TG_MAX_POINTS];
            int n = pl.empty_count;
            memcpy(order, pl.empty, (size_t)n * sizeof order[0]);
            uint32_t r = (uint32_t)(x >> 32);
            int start = (int)(((uint64_t)r * (uint64_t)n) >> 32);
            p = tg_playout_move(&pl, c, r);
            tg_point expect = TG_PASS;
            for (int k = 0; k < n; k++) {
                tg_point q = order[(start + k) % n];
                if (!tg_board_is_eye(&b, q, c) && tg_board_legal(&b, q, c)) {
                    expect = q;
                    break;
                }
            }
            if (p != expect) {
                CHECK(false, "%dx%d seed %llu move %d: the playout chose %d, tg_board's verdicts %d", w, h,
                      (unsigned long long)seed, m, p, expect);
                print_board(&b);
                return;
            }
            if (p == TG_PASS) tg_board_pass(&b);
            else tg_board_play(&b, p, c);
            scan_moves++;
        } else {
            /* Any empty point: suicide and the ko retake included. */
            p = b.empty[(x >> 32) % (uint64_t)b.empty_count];
            eb = tg_board_play(&b, p, c);
            ep = tg_playout_play(&pl, p, c);
            suicides += eb.self_captured > 0;
            other_moves++;
        }
        passes = p == TG_PASS ? passes + 1 : 0;
        if (eb.captured != ep.captured || eb.self_captured != ep.self_captured) {
            CHECK(false, "%dx%d seed %llu move %d at %d: effect %d/%d vs %d/%d", w, h, (unsigned long long)seed,
                  m, p, eb.captured, eb.self_captured, ep.captured, ep.self_captured);
            return;
        }
        if (!same_position(&b, &pl, why, sizeof why)) {
            CHECK(false, "%dx%d seed %llu move %d at %d: %s", w, h, (unsigned long long)seed, m, p, why);
            print_board(&b);
            return;
        }
        if ((every_check || m % 5 == 0) && !tg_playout_check(&pl, why, sizeof why)) {
            CHECK(false, "%dx%d seed %llu move %d: %s", w, h, (unsigned long long)seed, m, why);
            print_board(&b);
            return;
        }
        if (every_check && !tg_board_check(&b, why, sizeof why)) {
            CHECK(false, "%dx%d seed %llu move %d: tg_board: %s", w, h, (unsigned long long)seed, m, why);
            return;
        }
        /* Now and then, start again from the board (tg_playout_from_board,
         * and a round trip through tg_playout_to_board). */
        if (x % 97 == 5) {
            tg_board back;
            tg_playout_to_board(&pl, &back);
            CHECK(memcmp(back.color, b.color, sizeof b.color) == 0 && back.hash == b.hash,
                  "tg_playout_to_board differs");
            tg_playout_from_board(&pl, &b);
        }
    }
    CHECK(true, "game");
}

/* tg_playout_moves with and without a trace, and in blocks, agree with
 * tg_playout_move move by move. */
static void runs_agree(int size, uint64_t seed) {
    tg_board e;
    tg_board_init(&e, size, size);
    tg_playout a, b;
    tg_playout_from_board(&a, &e);
    tg_playout_from_board(&b, &e);
    uint64_t s = seed;
    uint32_t r[3 * 19 * 19];
    int limit = 3 * size * size;
    for (int i = 0; i < limit; i++) r[i] = (uint32_t)(test_rand(&s) >> 32);
    tg_point trace[3 * 19 * 19];
    int passes_a = 0, ma = 0;
    while (ma < limit && passes_a < 2) {
        int k = limit - ma < 7 ? limit - ma : 7;
        ma += tg_playout_moves(&a, ma & 1 ? TG_WHITE : TG_BLACK, r + ma, k, &passes_a, NULL);
    }
    int passes_b = 0;
    int mb = tg_playout_moves(&b, TG_BLACK, r, limit, &passes_b, trace);
    CHECK(ma == mb && passes_a == passes_b && memcmp(a.color, b.color, sizeof a.color) == 0 && a.hash == b.hash,
          "runs of moves disagree on %dx%d: %d/%d moves", size, size, ma, mb);
}

/* tg_playout_run is tg_playout_moves with the numbers of tg_playout_rand,
 * whole or in pieces: the same moves, passes, stones, ko and generator
 * state (a ko point left by the run is the next move's: see PL_KO_TOKEN);
 * it leaves the hash stale, and tg_playout_check accepts that. */
static void run_matches_moves(int size, uint64_t seed, int piece) {
    tg_board e;
    tg_board_init(&e, size, size);
    tg_playout a, b;
    tg_playout_from_board(&a, &e);
    tg_playout_from_board(&b, &e);
    const int limit = 3 * size * size;
    uint64_t sa = seed, sb = seed;
    int ma = 0, passes_a = 0;
    while (ma < limit && passes_a < 2) {
        int k = limit - ma < piece ? limit - ma : piece;
        ma += tg_playout_run(&a, ma & 1 ? TG_WHITE : TG_BLACK, &sa, k, &passes_a);
    }
    uint32_t r[3 * 19 * 19];
    for (int i = 0; i < limit; i++) r[i] = tg_playout_rand(&sb);
    int passes_b = 0;
    int mb = tg_playout_moves(&b, TG_BLACK, r, limit, &passes_b, NULL);
    uint64_t sc = seed;
    for (int i = 0; i < mb; i++) tg_playout_rand(&sc);
    char why[256];
    CHECK(ma == mb && passes_a == passes_b && sa == sc && memcmp(a.color, b.color, sizeof a.color) == 0 &&
              a.stones[1] == b.stones[1] && a.stones[2] == b.stones[2] && a.ko_point == b.ko_point &&
              (a.ko_point == TG_PASS || a.ko_color == b.ko_color),
          "tg_playout_run (pieces of %d) and tg_playout_moves disagree on %dx%d seed %llu: %d/%d moves",
          piece, size, size, (unsigned long long)seed, ma, mb);
    CHECK(a.hash_stale && tg_playout_check(&a, why, sizeof why), "after tg_playout_run: %s", why);
}

/* A ko made before the run (by tg_playout_play): tg_playout_run's first
 * move must respect it as tg_playout_moves does. Black takes a white stone
 * at b2 with c2; White may not take back at b2 at once. Returns the number
 * of seeds whose first scan, were there no ko, would have taken b2. */
static int run_respects_ko_from_before(uint64_t seed) {
    tg_board e;
    tg_board_init(&e, 5, 5);
    tg_playout a;
    tg_playout_from_board(&a, &e);
    const int black[][2] = {{1, 0}, {0, 1}, {1, 2}}, white[][2] = {{2, 0}, {3, 1}, {2, 2}, {1, 1}};
    for (int i = 0; i < 3; i++) tg_playout_play(&a, tg_point_at(&e, black[i][0], black[i][1]), TG_BLACK);
    for (int i = 0; i < 4; i++) tg_playout_play(&a, tg_point_at(&e, white[i][0], white[i][1]), TG_WHITE);
    const tg_point x = tg_point_at(&e, 1, 1);
    tg_play_effect fx = tg_playout_play(&a, tg_point_at(&e, 2, 1), TG_BLACK);
    CHECK(fx.captured == 1 && a.ko_point == x && a.ko_color == TG_WHITE, "the ko at b2 was not made");
    tg_playout b = a, noko = a;
    noko.ko_point = TG_PASS;
    uint64_t sa = seed, sn = seed;
    int passes_a = 0;
    int ma = tg_playout_run(&a, TG_WHITE, &sa, 1, &passes_a);
    const tg_point would = tg_playout_move(&noko, TG_WHITE, tg_playout_rand(&sn));
    uint64_t sb = seed;
    uint32_t r = tg_playout_rand(&sb);
    int passes_b = 0;
    tg_point moved;
    int mb = tg_playout_moves(&b, TG_WHITE, &r, 1, &passes_b, &moved);
    CHECK(ma == 1 && mb == 1 && memcmp(a.color, b.color, sizeof a.color) == 0 && moved != x,
          "seed %llu: a ko from before tg_playout_run: run and moves disagree, or b2 retaken",
          (unsigned long long)seed);
    return would == x;
}

/* A board with no empty point (only a board given so has none): every
 * move of tg_playout_run passes, one number drawn a move, as with
 * tg_playout_moves; two passes end it, and nothing changes on the board. */
static void run_on_full_board(int size, tg_color fill) {
    tg_board e;
    tg_board_init(&e, size, size);
    for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++) e.color[tg_point_at(&e, x, y)] = (uint8_t)fill;
    tg_board_rebuild(&e);
    tg_playout a, b;
    tg_playout_from_board(&a, &e);
    tg_playout_from_board(&b, &e);
    CHECK(a.empty_count == 0, "%dx%d: the filled board has %d empty points", size, size, a.empty_count);
    uint64_t sa = 5, sb = 5;
    int passes_a = 0, passes_b = 0;
    int ma = tg_playout_run(&a, TG_BLACK, &sa, 1, &passes_a);
    ma += tg_playout_run(&a, TG_WHITE, &sa, 10, &passes_a);
    ma += tg_playout_run(&a, TG_BLACK, &sa, 10, &passes_a);
    uint32_t r[3];
    for (int i = 0; i < 3; i++) r[i] = tg_playout_rand(&sb);
    int mb = tg_playout_moves(&b, TG_BLACK, r, 3, &passes_b, NULL);
    uint64_t sc = 5;
    for (int i = 0; i < 2; i++) tg_playout_rand(&sc);
    CHECK(ma == 2 && mb == 2 && passes_a == 2 && passes_b == 2 && sa == sc &&
              memcmp(a.color, b.color, sizeof a.color) == 0 && a.stones[fill] == size * size,
          "%dx%d full board: run made %d moves (%d passes), moves %d", size, size, ma, passes_a, mb);
}

/* tg_playout_run_superko against a slow reference: the scan order of a
 * mirror playout board, eyes by tg_playout_is_eye, legality (positional
 * superko included) by tg_game; the same numbers. Returns the number of
 * moves where the scan's first choice would have repeated a position. */
static long superko_matches_reference(tg_playout_history *h, int size, uint64_t seed, int piece) {
    tg_rules rules;
    char err[128], why[256] = ""; /* printed even when the check before tg_playout_check fails */
    tg_rules_parse("tromp-taylor,suicide=forbidden", &rules, err, sizeof err);
    tg_game *g = tg_game_new(size, size, &rules);
    tg_board e;
    tg_board_init(&e, size, size);
    tg_playout pl, mirror;
    tg_playout_from_board(&pl, &e);
    tg_playout_from_board(&mirror, &e);
    const int limit = 3 * size * size;
    long redone = 0;
    uint64_t s = seed, sr = seed;
    int m = 0, passes = 0;
    tg_playout_history_start(h, &pl);
    while (m < limit && passes < 2) {
        int k = limit - m < piece ? limit - m : piece;
        m += tg_playout_run_superko(&pl, h, m & 1 ? TG_WHITE : TG_BLACK, &s, k, &passes);
    }
    CHECK(h->nmoves == m, "the history holds %d moves, the runs made %d", h->nmoves, m);
    int ref_passes = 0, i = 0;
    for (; i < m && ref_passes < 2; i++) {
        tg_color c = i & 1 ? TG_WHITE : TG_BLACK;
        const tg_board *b = tg_game_board(g);
        int n = mirror.empty_count;
        int start = (int)(((uint64_t)tg_playout_rand(&sr) * (uint64_t)n) >> 32);
        tg_point want = TG_PASS;
        bool first = true;
        for (int k = 0; k < n; k++) {
            tg_point q = mirror.empty[(start + k) % n];
            if (tg_playout_is_eye(&mirror, q, c) || !tg_playout_legal(&mirror, q, c)) continue;
            if (tg_game_check(g, c, q).legality == TG_LEGAL) {
                want = q;
                break;
            }
            redone += first; /* legal but for superko */
            first = false;
        }
        if (h->moves[i].point != want || h->moves[i].color != c) {
            CHECK(false, "%dx%d seed %llu move %d: superko run played %d, the reference %d", size, size,
                  (unsigned long long)seed, i + 1, h->moves[i].point, want);
            tg_game_free(g);
            return redone;
        }
        tg_game_play(g, c, want);
        if (want == TG_PASS) tg_playout_pass(&mirror);
        else tg_playout_play(&mirror, want, c);
        ref_passes = want == TG_PASS ? ref_passes + 1 : 0;
        (void)b;
    }
    CHECK(i == m && memcmp(pl.color, mirror.color, sizeof pl.color) == 0 && pl.hash == mirror.hash &&
              tg_playout_check(&pl, why, sizeof why),
          "%dx%d seed %llu: the superko run ends elsewhere than the reference (%d/%d moves) %s", size,
          size, (unsigned long long)seed, m, i, why);
    tg_game_free(g);
    return redone;
}

/* suicide=multi (New Zealand, Ing): the scan's choices, tg_playout_legal on
 * every empty point and the positions against tg_game with
 * "ko=simple,suicide=multi"; tg_playout_run (in pieces) ends where
 * tg_playout_moves does. Returns the number of suicides played. */
static long multi_matches_reference(int size, uint64_t seed, int piece) {
    tg_rules rules;
    char err[128], why[256] = ""; /* printed even when the check before tg_playout_check fails */
    tg_rules_parse("tromp-taylor,ko=simple,suicide=multi", &rules, err, sizeof err);
    tg_game *g = tg_game_new(size, size, &rules);
    tg_board e;
    tg_board_init(&e, size, size);
    tg_playout pl, mirror, fast;
    tg_playout_from_board(&pl, &e);
    pl.suicide = TG_SUICIDE_MULTI;
    mirror = pl;
    fast = pl;
    const int limit = 3 * size * size;
    uint32_t r[3 * 9 * 9];
    uint64_t s = seed;
    for (int i = 0; i < limit; i++) r[i] = tg_playout_rand(&s);
    tg_point trace[3 * 9 * 9];
    int passes = 0;
    const int m = tg_playout_moves(&pl, TG_BLACK, r, limit, &passes, trace);
    long made = 0;
    for (int i = 0; i < m; i++) {
        tg_color c = i & 1 ? TG_WHITE : TG_BLACK;
        const tg_board *b = tg_game_board(g);
        for (int k = 0; k < b->empty_count; k++) {
            tg_point q = b->empty[k];
            bool want = tg_game_check(g, c, q).legality == TG_LEGAL;
            if (tg_playout_legal(&mirror, q, c) != want) {
                CHECK(false, "%dx%d seed %llu move %d: tg_playout_legal(%d) is %d, tg_game says %d", size, size,
                      (unsigned long long)seed, i + 1, q, !want, want);
                tg_game_free(g);
                return made;
            }
        }
        int n = mirror.empty_count;
        int start = (int)(((uint64_t)r[i] * (uint64_t)n) >> 32);
        tg_point want = TG_PASS;
        for (int k = 0; k < n; k++) {
            tg_point q = mirror.empty[(start + k) % n];
            if (!tg_playout_is_eye(&mirror, q, c) && tg_game_check(g, c, q).legality == TG_LEGAL) {
                want = q;
                break;
            }
        }
        if (trace[i] != want) {
            CHECK(false, "%dx%d seed %llu move %d: the scan played %d, the reference %d", size, size,
                  (unsigned long long)seed, i + 1, trace[i], want);
            tg_game_free(g);
            return made;
        }
        tg_game_play(g, c, want);
        if (want == TG_PASS) tg_playout_pass(&mirror);
        else made += tg_playout_play(&mirror, want, c).self_captured > 0;
    }
    int fm = 0, fpasses = 0;
    uint64_t fs = seed;
    while (fm < limit && fpasses < 2) {
        int k = limit - fm < piece ? limit - fm : piece;
        fm += tg_playout_run(&fast, fm & 1 ? TG_WHITE : TG_BLACK, &fs, k, &fpasses);
    }
    const tg_board *b = tg_game_board(g);
    CHECK(memcmp(b->color, pl.color, sizeof pl.color) == 0 && memcmp(fast.color, pl.color, sizeof pl.color) == 0 &&
              fm == m && fpasses == passes && tg_playout_check(&fast, why, sizeof why),
          "%dx%d seed %llu: suicide=multi runs end apart (%d/%d moves) %s", size, size, (unsigned long long)seed,
          fm, m, why);
    tg_game_free(g);
    return made;
}

int main(void) {
    const int sizes[][3] = {{1, 1, 50},  {2, 2, 400}, {3, 3, 600}, {4, 4, 600}, {5, 5, 800},
                            {7, 5, 400}, {9, 9, 800}, {2, 9, 200}, {13, 13, 80}, {19, 19, 30},
                            {25, 25, 6}, {25, 3, 40}};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        for (int g = 0; g < sizes[i][2]; g++)
            random_game(sizes[i][0], sizes[i][1], 1000u * (uint64_t)i + (uint64_t)g + 1, g % 10 == 0);
    for (int g = 0; g < 20; g++) runs_agree(g % 2 ? 9 : 19, (uint64_t)g + 7);
    const int run_sizes[5] = {19, 9, 5, 13, 7}; /* the constant-stride copies, and others */
    /* Whole runs, and pieces of 2 to 8 moves: every way a piece can end
     * within tg_playout_run's loop of four moves and its tail. */
    for (int g = 0; g < 60; g++) run_matches_moves(run_sizes[g % 5], (uint64_t)g + 11, g % 4 ? 1000 : 2 + g % 7);
    /* Small boards in pieces of 1 to 3 moves: many kos made by a piece's
     * last move, which the next piece's first must respect. */
    for (int g = 0; g < 600; g++) run_matches_moves(g % 2 ? 5 : 4, (uint64_t)g + 1000, 1 + g % 3);
    run_on_full_board(1, TG_BLACK);
    run_on_full_board(3, TG_WHITE);
    int retakes = 0;
    for (int g = 0; g < 300; g++) retakes += run_respects_ko_from_before((uint64_t)g + 77);
    CHECK(retakes > 0, "no seed would have retaken the ko: the test proves nothing");
    tg_playout_history *h = calloc(1, sizeof *h);
    long redone = 0;
    for (int g = 0; g < 2000 && h; g++) redone += superko_matches_reference(h, 3 + g % 3, (uint64_t)g + 3, g % 4 ? 1000 : 3);
    CHECK(h && redone > 0 && h->repeats >= redone, "superko playouts: %ld first choices repeated, %ld repeats found",
          redone, h ? h->repeats : 0);
    printf("superko playouts: %ld first choices would repeat a position (%ld hash hits)\n", redone, h ? h->hits : 0);
    long multi_suicides = 0;
    for (int g = 0; g < 300; g++) multi_suicides += multi_matches_reference(3 + g % 7, (uint64_t)g + 5, g % 3 ? 1000 : 4);
    CHECK(multi_suicides > 0, "suicide=multi playouts made no suicide");
    printf("suicide=multi playouts: %ld suicides\n", multi_suicides);
    free(h);
    printf("%ld positions compared, %ld playout moves, %ld other plays (%ld suicides)\n", positions,
           scan_moves, other_moves, suicides);
    return check_done();
}
