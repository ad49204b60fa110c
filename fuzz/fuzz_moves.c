/*
 * fuzz_moves.c — the libFuzzer target for the board and the game: the
 * input picks a board size (1x1 to 25x25, rectangular too), a preset and
 * its ko, suicide and cycle rules, then a sequence of actions (plays by
 * either colour, passes, undos, setups, handicaps, resumes), and every
 * action is checked.
 *
 * Invariant: after every action tg_board_check finds the board consistent
 * (chains, exact liberties, counts, empty list, hash rebuilt from scratch);
 * tg_game_check predicts tg_game_play's verdict; a move that is not played
 * leaves the position unchanged; an undo restores the position before the
 * move it takes back. A broken property aborts (the board is printed
 * first), which is how the fuzzer reports it.
 *
 * Not here: a main function. `make fuzz-moves` links it with libFuzzer;
 * tests/test_moves_fuzzcheck.c includes it to replay fuzz/corpus/moves/.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tengen/tengen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ACTIONS 4096

/* Aborts with the board printed when a property fails. */
static void expect(const tg_game *g, bool ok, const char *what, const char *why) {
    if (ok) return;
    char diagram[8192];
    tg_board_diagram(tg_game_board(g), diagram, sizeof diagram);
    fprintf(stderr, "fuzz_moves: %s %s\n%s\n", what, why, diagram);
    abort();
}

/* The board rebuilt from scratch must agree with the board kept
 * incrementally (the costly check: once per action). */
static void check_board(const tg_game *g, const char *what) {
    char why[256] = "";
    expect(g, tg_board_check(tg_game_board(g), why, sizeof why), what, why);
}

/* The input, read byte by byte (zero after its end). */
typedef struct input {
    const uint8_t *d;
    size_t n, i;
} input;

static unsigned next(input *in) { return in->i < in->n ? in->d[in->i++] : 0; }

static tg_game *new_game(input *in) {
    static const char *const ko[] = {"simple", "positional", "situational", "natural"};
    static const char *const suicide[] = {"forbidden", "multi", "allowed"};
    int w = (int)(next(in) % TG_MAX_SIDE) + 1, h = w;
    unsigned shape = next(in);
    if (shape & 1) h = (int)(shape / 2 % TG_MAX_SIDE) + 1;
    tg_rules r;
    char err[256];
    if (tg_rules_parse(tg_rules_preset_name((int)(next(in) % (unsigned)tg_rules_preset_count())), &r, err,
                       sizeof err) != TG_OK)
        abort();
    unsigned opt = next(in);
    if (opt & 1 && tg_rules_set(&r, "ko", ko[opt / 2 % 4], err, sizeof err) != TG_OK) abort();
    if (opt & 8 && tg_rules_set(&r, "suicide", suicide[opt / 16 % 3], err, sizeof err) != TG_OK) abort();
    if (opt & 64) {
        char cycle[8];
        snprintf(cycle, sizeof cycle, "%u", 2 + next(in) % 4);
        if (tg_rules_set(&r, "cycle", cycle, err, sizeof err) != TG_OK) abort();
    }
    return tg_game_new(w, h, &r);
}

/* A point of the board from one byte (every point reachable on boards up
 * to 16x16; larger boards use two bytes). */
static tg_point pick_point(const tg_board *b, input *in) {
    int n = b->width * b->height;
    unsigned k = next(in);
    if (n > 256) k = k * 256 + next(in);
    int i = (int)(k % (unsigned)n);
    return tg_point_at(b, i % b->width, i / b->width);
}

static void play(tg_game *g, tg_color c, tg_point p) {
    tg_board before = *tg_game_board(g);
    int moves = tg_game_move_count(g);
    tg_verdict predicted = tg_game_check(g, c, p);
    tg_verdict v = tg_game_play(g, c, p);
    if (v.legality == TG_NOT_PLAYED_NOMEM) return;
    expect(g, predicted.legality == v.legality, "tg_game_check disagrees with tg_game_play", "");
    if (v.legality != TG_LEGAL) {
        expect(g, tg_game_board(g)->hash == before.hash && tg_game_move_count(g) == moves,
               "a move not played changed the game", "");
        return;
    }
    expect(g, tg_game_move_count(g) == moves + 1, "a played move is not in the history", "");
    /* Now and then take it back and play it again. */
    if (p != TG_PASS && (p & 7) == 0) {
        if (tg_game_undo(g) != TG_OK) expect(g, false, "cannot undo the move just played", "");
        expect(g, tg_game_board(g)->hash == before.hash && tg_game_move_count(g) == moves,
               "undo did not restore the position", "");
        /* Undoing the play that resumed a game ended by passes ends it
         * again (tengen.h, tg_game_undo): resume as before, then replay. */
        if (tg_game_state_of(g) == TG_ENDED_PASSES)
            expect(g, tg_game_resume(g) == TG_OK, "cannot resume after undoing the resuming play", "");
        v = tg_game_play(g, c, p);
        expect(g, v.legality == TG_LEGAL || v.legality == TG_NOT_PLAYED_NOMEM, "a replayed move is illegal", "");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    input in = {data, size, 0};
    tg_game *g = new_game(&in);
    if (!g) return 0;
    check_board(g, "new game");
    for (int a = 0; a < MAX_ACTIONS && in.i < in.n; a++) {
        const tg_board *b = tg_game_board(g);
        unsigned op = next(&in);
        tg_color mover = tg_game_to_move(g);
        tg_color c = op & 0x80 ? tg_opponent(mover) : mover;
        switch (op & 0x7f) {
        case 0: case 1: /* a pass */
            play(g, c, TG_PASS);
            break;
        case 2: case 3: /* undo */
            if (tg_game_move_count(g) > 0 && tg_game_undo(g) != TG_OK) expect(g, false, "undo failed", "");
            break;
        case 4: /* a setup: a stone added or removed */
            tg_game_setup(g, pick_point(b, &in), (tg_color)(next(&in) % 3));
            break;
        case 5: { /* a handicap on an empty board */
            tg_point pts[TG_MAX_POINTS];
            int n = (int)(next(&in) % 10);
            if (op & 0x80) tg_game_fixed_handicap(g, n, TG_ORDER_GTP, pts);
            else {
                for (int i = 0; i < n; i++) pts[i] = pick_point(b, &in);
                tg_game_free_handicap(g, pts, n);
            }
            break;
        }
        case 6: /* play on after the game ended */
            if (tg_game_state_of(g) == TG_ENDED_PASSES) tg_game_resume(g);
            break;
        case 7: /* a game cleared */
            if ((next(&in) & 15) == 0) tg_game_clear(g);
            break;
        default:
            play(g, c, pick_point(b, &in));
        }
        check_board(g, "after an action");
    }
    tg_game_free(g);
    return 0;
}
