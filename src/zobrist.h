/* zobrist.h — the Zobrist keys (a generated static table; see
 * tools/gen_zobrist.c). Keys of colour 0 are zero so that xoring the key of
 * an empty point changes nothing. */
#ifndef TG_ZOBRIST_H
#define TG_ZOBRIST_H
#include <stdint.h>
#include "tengen/tengen.h"

#pragma GCC visibility push(hidden)
extern const uint64_t tg_zobrist_keys[3][TG_MAX_POINTS];
#pragma GCC visibility pop

#endif
