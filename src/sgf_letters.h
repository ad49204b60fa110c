/*
 * sgf_letters.h — the common move value: two letters 'a'..'s', a point of
 * the first 19 lines, read at once (the reader's moves kept aside, the
 * replay's plain moves and its lane of them) where tg_sgf_parse_move
 * would read the same point.
 *
 * Invariant: a value these accept names the point tg_sgf_parse_move
 * reads from it (never the "tt" pass: 't' is past 's'); what they refuse
 * goes the general way.
 */
#ifndef TG_SGF_LETTERS_H
#define TG_SGF_LETTERS_H

#include "tengen/sgf.h"

/* Whether c is one of the letters 'a'..'s' (one compare: any other byte,
 * signed or not, is more than 18 after the subtraction as unsigned char). */
static inline bool tg_sgf__line_letter(char c) { return (unsigned char)(c - 'a') <= 's' - 'a'; }

/* Whether x, y are two such letters naming a point of a width x height
 * board; then *out is that point. */
static inline bool tg_sgf__letters_point(char x, char y, int width, int height, tg_sgf_point *out) {
    if (!tg_sgf__line_letter(x) || !tg_sgf__line_letter(y) || x - 'a' >= width || y - 'a' >= height)
        return false;
    out->x = (int8_t)(x - 'a');
    out->y = (int8_t)(y - 'a');
    return true;
}

#endif
