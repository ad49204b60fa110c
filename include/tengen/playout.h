/*
 * playout.h — a board for light playouts only: the same stones, chains,
 * neighbour counts, empty list and Zobrist hash as tg_board, but chains keep
 * pseudo-liberties (the number of stone / empty-neighbour pairs) instead of
 * exact liberty counts.
 *
 * Pseudo-liberties are exact about the one thing a playout's rules need: a
 * chain has no liberty exactly when its count is 0, and the only liberty of
 * a chain next to the empty point p is p exactly when its count equals the
 * number of p's neighbours in that chain. So legality (no suicide of any
 * size, the basic ko), captures and the eye test are the same as
 * tg_board's: tests/test_playout.c plays thousands of random games on both
 * boards move by move and compares legality, eyes and positions.
 *
 * What it does not do: count liberties (use tg_board) or undo. Superko:
 * tg_playout_run_superko against a tg_playout_history; otherwise the hash
 * is kept up to date for the caller's own history (except by
 * tg_playout_run, which needs none).
 * The empty list is in its own order (which point replaces a removed one
 * differs from tg_board once chains merge), so the same random numbers can
 * choose different moves on the two boards.
 */
#ifndef TENGEN_PLAYOUT_H
#define TENGEN_PLAYOUT_H

#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A plain value like tg_board (about 9.2 KB; tg_playout_copy copies the used
 * extent only). Fields as in tg_board, except:
 * - chain[p] is the head for a stone and 0 for every other point;
 * - next[p] is the next stone of the chain for a stone, and the index in
 *   empty[] for an empty point;
 * - plibs[head] counts the pairs (stone of the chain, empty neighbour of it);
 *   plibs[0] is scratch (off-board and empty points have chain 0), 0x4000
 *   between plays;
 * - nbr[p] of an on-board point next to the edge counts one more diagonal
 *   black and one more diagonal white neighbour than tg_board's (the edge
 *   counted once, as the eye test wants it: see playout.c).
 * tg_playout_check verifies all of it from scratch. */
typedef struct tg_playout {
    uint8_t width, height;
    uint16_t stride;
    uint16_t empty_count;
    uint16_t ko_point;
    uint8_t ko_color;
    uint8_t hash_stale; /* nonzero after tg_playout_run: hash is not kept */
    uint8_t suicide;    /* TG_SUICIDE_FORBIDDEN (0, the default) or TG_SUICIDE_MULTI */
    uint16_t stones[3];
    uint64_t hash;
    uint8_t color[TG_MAX_POINTS];
    uint32_t nbr[TG_MAX_POINTS];
    uint16_t chain[TG_MAX_POINTS];
    uint16_t next[TG_MAX_POINTS];
    uint16_t plibs[TG_MAX_POINTS];
    uint16_t empty[TG_MAX_POINTS];
} tg_playout;

/* The position of b (stones, ko point, hash) as a playout board. */
void tg_playout_from_board(tg_playout *pl, const tg_board *b);
/* The position as a tg_board (rebuilt from the colours; ko point kept). */
void tg_playout_to_board(const tg_playout *pl, tg_board *out);

/* Copies src into dst; when dst has src's size, only the used extent. */
void tg_playout_copy(tg_playout *dst, const tg_playout *src);

/* As tg_board_legal, tg_board_is_eye, tg_board_play, tg_board_pass.
 * Legality (here and in every scan below) follows pl->suicide: with
 * TG_SUICIDE_MULTI (New Zealand, Ing) a play that takes off its own chain of
 * two or more stones is legal; a one-stone suicide never is.
 * tg_playout_play makes any play asked for, suicides included. */
bool tg_playout_legal(const tg_playout *pl, tg_point p, tg_color c);
bool tg_playout_is_eye(const tg_playout *pl, tg_point p, tg_color c);
tg_play_effect tg_playout_play(tg_playout *pl, tg_point p, tg_color c);
void tg_playout_pass(tg_playout *pl);

/* tg_playout_move: one light-playout move, as tg_board_playout_move (the
 * same scan, over this board's empty list). tg_playout_moves: up to n such
 * moves with r[i] for the i-th, colours alternating from c, stopping after
 * two passes in a row (*passes carries the count of passes in a row from
 * one call to the next); moves, if not NULL, receives the points played. */
tg_point tg_playout_move(tg_playout *pl, tg_color c, uint32_t r);
int tg_playout_moves(tg_playout *pl, tg_color c, const uint32_t *r, int n, int *passes,
                     tg_point *moves);

/* The generator tg_playout_run draws from (a 64-bit linear congruential
 * generator, Knuth's MMIX constants; its high half): state is the caller's.
 * Every linear congruential step in tengen uses these two constants. */
#define TG_LCG_MUL 6364136223846793005ull
#define TG_LCG_INC 1442695040888963407ull
static inline uint32_t tg_playout_rand(uint64_t *state) {
    *state = *state * TG_LCG_MUL + TG_LCG_INC;
    return (uint32_t)(*state >> 32);
}

/* Up to n moves as tg_playout_moves would make them with the numbers
 * r[i] = tg_playout_rand(state) drawn in order, one per move made (state
 * advances by that many); for light playouts that do not need the hash:
 * it is not kept up to date from here on (hash_stale is set). */
int tg_playout_run(tg_playout *pl, tg_color c, uint64_t *state, int n, int *passes);

/* A playout's history for positional superko (B2): the start position,
 * the moves since, and the Zobrist hash of every position that followed a
 * play, in an open-addressing table (a generation tag per slot, so that
 * starting again clears nothing). A hash found again is only a candidate:
 * it is confirmed by replaying the moves and comparing the stones. A plain
 * value of about 140 KB: allocate it zeroed (calloc), do not put it on the
 * stack; a zeroed history is ready for tg_playout_history_start. */
#define TG_PLAYOUT_HISTORY_MOVES 4095
#define TG_PLAYOUT_HISTORY_BITS 13
typedef struct tg_playout_history {
    tg_playout start;
    int nmoves;
    uint32_t gen; /* tag[k] >> 12 == gen: slot k is in use (gen counts from 1) */
    long hits, repeats; /* hash hits, and the repeated positions among them */
    uint64_t key[1 << TG_PLAYOUT_HISTORY_BITS];
    uint32_t tag[1 << TG_PLAYOUT_HISTORY_BITS]; /* gen << 12 | move number */
    tg_move moves[TG_PLAYOUT_HISTORY_MOVES];
} tg_playout_history;

/* Starts h at the position pl (its hash recomputed if tg_playout_run left
 * it stale; statistics kept). */
void tg_playout_history_start(tg_playout_history *h, tg_playout *pl);

/* As tg_playout_run with positional superko: pl must stand at the end of
 * h's moves (after tg_playout_history_start, or a previous call). Each move
 * is the scan's choice unless it repeats a position of h; then the board
 * goes back one move and the scan, from the same start, takes the first
 * point whose play repeats nothing (or passes). The hash is kept; every
 * move is appended to h (at most TG_PLAYOUT_HISTORY_MOVES in all: the run
 * stops there, and returns 0 once h is full). */
int tg_playout_run_superko(tg_playout *pl, tg_playout_history *h, tg_color c, uint64_t *state, int n,
                           int *passes);

/* Checks every invariant against a recomputation from the colours. */
bool tg_playout_check(const tg_playout *pl, char *why, size_t why_len);

#ifdef __cplusplus
}
#endif
#endif
