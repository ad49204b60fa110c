/*
 * gtp_internal.h — what the gtp_*.c files share: the move generator, the
 * KataGo rules mapping and the reply buffer.
 *
 * Invariant: nothing here keeps state between calls except through the
 * arguments (the generator's state is the caller's uint64_t).
 *
 * Not here: anything a user of the library may rely on (see tengen/gtp.h).
 */
#ifndef TG_GTP_INTERNAL_H
#define TG_GTP_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "tengen/gtp.h"
#include "tengen/status.h"

/* A growable text buffer; `failed` turns true (and stays) when memory runs
 * out, so callers check once at the end. */
typedef struct gtp_buf {
    char *s;
    size_t len, cap;
    bool failed;
} gtp_buf;

void gtp_buf_add(gtp_buf *b, const char *text);
void gtp_buf_addn(gtp_buf *b, const char *text, size_t n);
void gtp_buf_printf(gtp_buf *b, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Chooses a move for c: a legal play, or TG_PASS. `rng` is the generator
 * state (advanced). life is the estimate of the position (may be NULL) and
 * dead/ndead the dead chains the count uses (none under dead=none). With
 * `cleanup` (kgs-genmove_cleanup), captures the opponent's chains the
 * estimate calls dead, fills dame, then passes. */
tg_point gtp_genmove(const tg_game *g, tg_color c, uint64_t *rng, bool cleanup, const tg_life_map *life,
                     const tg_point *dead, int ndead);

/* Ownership of every point for territory views: +1 black, -1 white, 0
 * neither, in owner[] indexed by point: the area count with the dead
 * chains dead/n removed. */
void gtp_ownership(const tg_game *g, const tg_point *dead, int n, signed char *owner);

/* KataGo's rules vocabulary. Each returns 0 on success, else writes a
 * message into err. */
int gtp_kata_set_rules(tg_rules *r, const char *text, bool kgs, char *err, size_t n);
int gtp_kata_set_rule(tg_rules *r, const char *key, const char *value, char *err, size_t n);
void gtp_kata_get_rules(const tg_rules *r, gtp_buf *out);

/* tg_gtp_load_sgf (gtp_sgf.c), also telling whether the game loaded is a
 * finished one: the whole record was replayed and its RE is a count
 * (tg_sgf_result_counted). */
tg_status gtp_load_record(tg_game **g, const char *path, int until, bool *counted_end, char *err, size_t n);

#endif
