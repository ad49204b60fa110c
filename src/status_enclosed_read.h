/*
 * status_enclosed_read.h — the exact reading of a question closed in by
 * living walls (status_enclosed_read.c), for step 8 of tg_life_estimate
 * (status_enclosed.c), which finds the questions and writes the verdicts.
 * Internal: not installed.
 */
#ifndef TENGEN_STATUS_ENCLOSED_READ_H
#define TENGEN_STATUS_ENCLOSED_READ_H

#include <stdbool.h>
#include <stdint.h>

#include "tengen/tengen.h"

/* The most cells a question has: one bit each in a mask. */
#define MAX_CELLS 64

/* A set of a question's cells, bit i for cell i. */
typedef uint64_t mask;

static inline mask bit(int i) { return (mask)1 << i; }

/* One question on the board, its cells in point order. */
typedef struct question {
    int n;
    tg_point cell[MAX_CELLS];
    mask nb[MAX_CELLS];   /* neighbours among the cells */
    mask safe[3];         /* cells beside a wall stone of that colour */
    mask start[3];        /* the starting stones by colour */
} question;

/* How a question was read: not at all (the budget ran out), exactly (the
 * two readings free of the ko ban agree), or by the ko-pass rule (a ko). */
typedef enum { READ_NONE, READ_EXACT, READ_KO_PASS } reading;

#pragma GCC visibility push(hidden)

/* The reading's transposition table, owned by its caller: NULL if it
 * cannot be had (then nothing is read). */
typedef struct reading_table reading_table;
reading_table *tg_status__reading_table(void);
void tg_status__reading_table_free(reading_table *t);

/* The dead and seki starting stones of q with c to move (ko: a cell c may
 * not take back first, or -1), in *dead and *seki, the line's value
 * (Black's area less White's over the cells) in *value, whether the line
 * (or a line) the verdict comes from ends with a starting chain in atari
 * in *atari, and how they were read (status_enclosed_read.c, solve). */
reading tg_status__read_question(const question *q, reading_table *t, int c, int ko, mask *dead, mask *seki,
                                 int *value, bool *atari);

/* The chain of colour mask own through cell i. */
mask tg_status__question_chain(const question *q, mask own, int i);

#pragma GCC visibility pop

#endif
