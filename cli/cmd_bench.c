/*
 * cmd_bench.c — `tengen bench`: speed figures, each printed with its
 * workload and seed. Benchmarks are never part of the test run's verdict.
 *
 *   game   random legal games through the full game API (positional
 *          superko checked exactly on every move): moves/s
 *   B1     light playouts on the bare board (simple ko, no superko): the
 *          classic workload, playouts/s and moves/s
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "rng.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One random legal game through tg_game: from a random start in the empty
 * list, the first legal point that is not the mover's own eye. */
static int random_game(tg_game *g, rng *r) {
    const tg_board *b = tg_game_board(g);
    int limit = 3 * tg_board_points(b), moves = 0;
    while (tg_game_state_of(g) == TG_PLAYING && moves < limit) {
        tg_color c = tg_game_to_move(g);
        tg_point chosen = TG_PASS;
        int n = b->empty_count;
        if (n > 0) {
            int start = (int)rng_below(r, (uint32_t)n);
            for (int k = 0; k < n; k++) {
                tg_point p = b->empty[(start + k) % n];
                if (tg_board_is_eye(b, p, c)) continue;
                if (tg_game_check(g, c, p).legality == TG_LEGAL) {
                    chosen = p;
                    break;
                }
            }
        }
        tg_game_play(g, c, chosen);
        moves++;
    }
    return moves;
}

/* One light playout on a bare board: no suicide, simple ko, no superko. */
static int light_playout(tg_board *b, rng *r, int *black_wins, int komi2) {
    int limit = 3 * tg_board_points(b), moves = 0, passes = 0;
    tg_color c = TG_BLACK;
    while (passes < 2 && moves < limit) {
        tg_point chosen = TG_PASS;
        int n = b->empty_count;
        if (n > 0) {
            int start = (int)rng_below(r, (uint32_t)n);
            for (int k = 0, i = start; k < n; k++, i = i + 1 == n ? 0 : i + 1) {
                tg_point p = b->empty[i];
                if (p == b->ko_point && c == b->ko_color) continue;
                if (tg_board_is_eye(b, p, c)) continue;
                if (tg_board_predict(b, p, c).self_captured) continue;
                chosen = p;
                break;
            }
        }
        if (chosen == TG_PASS) {
            tg_board_pass(b);
            passes++;
        } else {
            tg_board_play(b, chosen, c);
            passes = 0;
        }
        moves++;
        c = tg_opponent(c);
    }
    /* Area count: stones plus single-colour neighbours of empty points. */
    int score = b->stones[TG_BLACK] - b->stones[TG_WHITE];
    for (int i = 0; i < b->empty_count; i++) {
        tg_point p = b->empty[i];
        int s = b->stride;
        int mask = b->color[p - s] | b->color[p - 1] | b->color[p + 1] | b->color[p + s];
        mask &= 3;
        score += mask == TG_BLACK ? 1 : mask == TG_WHITE ? -1 : 0;
    }
    *black_wins += 2 * score > komi2;
    return moves;
}

static void bench_game(int size, int games, uint64_t seed) {
    tg_rules rules;
    char err[128];
    tg_rules_parse("tromp-taylor,suicide=forbidden", &rules, err, sizeof err);
    tg_game *g = tg_game_new(size, size, &rules);
    rng r = {seed};
    long moves = 0;
    double t0 = now();
    for (int i = 0; i < games; i++) {
        tg_game_clear(g);
        moves += random_game(g, &r);
    }
    double dt = now() - t0;
    printf("game  %2dx%-2d  %6d random legal games (positional superko, exact), seed %llu: "
           "%.0f moves/s, %.1f moves/game, %.3f s\n",
           size, size, games, (unsigned long long)seed, moves / dt, (double)moves / games, dt);
    tg_game_free(g);
}

static void bench_b1(int size, int playouts, uint64_t seed) {
    tg_board empty, b;
    tg_board_init(&empty, size, size);
    rng r = {seed};
    long moves = 0;
    int black_wins = 0;
    double t0 = now();
    for (int i = 0; i < playouts; i++) {
        b = empty;
        moves += light_playout(&b, &r, &black_wins, 15);
    }
    double dt = now() - t0;
    printf("B1    %2dx%-2d  %6d light playouts (simple ko, no suicide, komi 7.5), seed %llu: "
           "%.0f playouts/s, %.0f moves/s, %.1f moves/playout, Black wins %.1f%%\n",
           size, size, playouts, (unsigned long long)seed, playouts / dt, moves / dt,
           (double)moves / playouts, 100.0 * black_wins / playouts);
}

int cmd_bench(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        printf("usage: tengen bench [--seed N] [--quick]\n\n"
               "Prints each workload with its figures and seed. --quick runs a tenth.\n");
        return EXIT_OK;
    }
    uint64_t seed = 1;
    int scale = 10;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--quick") == 0) scale = 1;
        else {
            fprintf(stderr, "tengen bench: unknown option '%s'\n", argv[i]);
            return EXIT_USAGE;
        }
    }
    printf("board value: %zu bytes (sizeof(tg_board), any size up to 25x25)\n", sizeof(tg_board));
    bench_game(9, 200 * scale, seed);
    bench_game(19, 20 * scale, seed);
    bench_b1(9, 2000 * scale, seed);
    bench_b1(19, 200 * scale, seed);
    return EXIT_OK;
}
