/*
 * board_internal.h — tg_board_play for a colour the caller has decided
 * already, without its dispatch on the colour: tg_game_play calls these
 * at once (one call and one test a play fewer).
 *
 * Invariant: tg_board__play_black(b, p, b->nbr[p]) is exactly
 * tg_board_play(b, p, TG_BLACK) (white likewise): v must be b->nbr[p] as
 * the board stands, and p an empty point of the board.
 */
#ifndef TG_BOARD_INTERNAL_H
#define TG_BOARD_INTERNAL_H

#include "tengen/tengen.h"

#pragma GCC visibility push(hidden)
tg_play_effect tg_board__play_black(tg_board *b, tg_point p, unsigned v);
tg_play_effect tg_board__play_white(tg_board *b, tg_point p, unsigned v);
#pragma GCC visibility pop

#endif
