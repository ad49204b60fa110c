/* svg.h — the final position of a counted game drawn as SVG: board, grid,
 * star points, coordinates, stones, last move, and the verdict of every
 * point (territory, neutral, seki eye, dead stone) with the score
 * breakdown under the board. */
#ifndef TG_CLI_SVG_H
#define TG_CLI_SVG_H

#include <stdbool.h>
#include <stdio.h>

#include "tengen/replay.h"

typedef struct svg_options {
    bool wood;          /* wood-coloured board; false: plain */
    const char *title;  /* shown above the breakdown (a file name), or NULL */
} svg_options;

/* Writes the drawing to f. `result` is the result to show ("W+3.5",
 * "B+R"). */
void svg_write(FILE *f, const tg_replay *r, const tg_score *s, const char *result,
               const svg_options *o);

/* Writes it to path atomically (a temporary file in the same directory,
 * then rename). Returns 0, or -1 with a message in err. */
int svg_write_file(const char *path, const tg_replay *r, const tg_score *s, const char *result,
                   const svg_options *o, char *err, size_t nerr);

#endif
