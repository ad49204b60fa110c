/*
 * tgpy.h — what the files of the tengen extension module share: the
 * exception types, the Python types, and conversions between Python values
 * (moves, colours, rules) and the library's.
 *
 * Invariant: every object here owns its library handle (tg_game,
 * tg_sgf_collection, tg_gtp_session ...) alone and frees it in its dealloc;
 * numpy arrays that view an object's memory hold a reference to it (their
 * base), so the memory outlives every view.
 *
 * Not here: any rule of Go. Everything is a call into libtengen.
 */
#ifndef TGPY_H
#define TGPY_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#ifndef TGPY_MAIN
#define NO_IMPORT_ARRAY
#endif
#define PY_ARRAY_UNIQUE_SYMBOL tgpy_ARRAY_API
#include <numpy/arrayobject.h>

#include "tengen/gtp.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"
#include "tengen/tengen.h"

/* ------------------------------------------------------------ errors */

extern PyObject *tgpy_Error;        /* tengen.Error: every library failure */
extern PyObject *tgpy_SGFError;     /* tengen.SGFError(Error): unreadable SGF */
extern PyObject *tgpy_RulesError;   /* tengen.RulesError(Error, ValueError) */
extern PyObject *tgpy_IllegalMove;  /* tengen.IllegalMoveError(Error) */
extern PyObject *tgpy_GtpError;     /* tengen.GtpError(Error) */

/* Raises type with the message and where it happened (file may be NULL,
 * line/column 0 when unknown). The exception's args[0] is
 * "FILE:LINE:COLUMN: message" and it has the attributes message, file,
 * line, column and status. Returns NULL, for `return tgpy_raise(...)`. */
PyObject *tgpy_raise(PyObject *type, tg_status st, const char *file, int line, int column,
                     const char *message);
/* The same from an SGF error record. */
PyObject *tgpy_raise_sgf(const char *file, const tg_sgf_error *e);

/* ------------------------------------------------------------- types */

typedef struct {
    PyObject_HEAD
    tg_rules rules;
} tgpy_RulesObject;

typedef struct {
    PyObject_HEAD
    tg_game *game;
} tgpy_GameObject;

extern PyTypeObject tgpy_RulesType, tgpy_GameType, tgpy_ScoreType, tgpy_EstimateType,
    tgpy_CollectionType, tgpy_RecordType, tgpy_ReplayType, tgpy_GtpType, tgpy_BatchType;

/* Rules from a Rules object, a rules text, or None (then *out = fallback,
 * which may be NULL: then "chinese"). Returns 0, or -1 with RulesError set. */
int tgpy_rules_arg(PyObject *o, const tg_rules *fallback, tg_rules *out);
PyObject *tgpy_rules_new(const tg_rules *r);

/* A new Game object that takes ownership of g. */
PyObject *tgpy_game_wrap(tg_game *g);

/* A colour: None (then *out = dflt), "B"/"W"/"black"/"white" (any case),
 * 1 or 2. Returns 0, or -1 with ValueError set. */
int tgpy_color_arg(PyObject *o, tg_color dflt, tg_color *out);
/* A move on board b: None or "pass" is TG_PASS; "D4" (GTP); (row, col)
 * counted from the top left as numpy indexes; an int, row * width + col,
 * with width * height for a pass (the action numbering of Batch).
 * Returns 0, or -1 with ValueError set. */
int tgpy_point_arg(const tg_board *b, PyObject *o, tg_point *out);
/* "D4" or "pass". */
PyObject *tgpy_point_str(const tg_board *b, tg_point p);
/* "B" / "W" / None. */
PyObject *tgpy_color_str(tg_color c);
/* Half points as a Python number: 13 -> 6.5, 14 -> 7 (an int). */
PyObject *tgpy_half(int half);

/* A read-only 2-D numpy view of height x width elements of `itemsize`
 * bytes at data, rows `row_stride` bytes apart and elements `col_stride`
 * apart, kept alive by owner. */
PyObject *tgpy_view(PyObject *owner, void *data, int typenum, int height, int width,
                    npy_intp row_stride, npy_intp col_stride);

/* Score and estimate objects (tgpy_score.c). */
PyObject *tgpy_score_wrap(const tg_board *b, const tg_score *s, const tg_point *dead, int ndead,
                          const char *dead_source, PyObject *estimate);
PyObject *tgpy_estimate_wrap(const tg_board *b, const tg_life_map *m);
/* Parses the dead= argument against board b: a list of points into dead
 * (TG_MAX_POINTS entries), or a mode: returns the count, or -1 with an
 * exception set. *mode is "list", "none", "estimate", "auto" or "marks". */
int tgpy_dead_arg(const tg_board *b, PyObject *o, tg_point *dead, const char **mode);

/* Module-level functions, one file each. */
PyObject *tgpy_score(PyObject *self, PyObject *args, PyObject *kw);
PyObject *tgpy_estimate(PyObject *self, PyObject *args, PyObject *kw);
PyObject *tgpy_read_sgf(PyObject *self, PyObject *args, PyObject *kw);
PyObject *tgpy_score_files(PyObject *self, PyObject *args, PyObject *kw);

/* Replay objects hold a tg_replay; tgpy_score_replay scores one. */
int tgpy_replay_check(PyObject *o);
PyObject *tgpy_replay_score(PyObject *replay, const tg_rules *rules, PyObject *dead, uint64_t seed, int finished);

/* A score's finished= argument: None (auto) gives dflt, a bool its value;
 * TGPY_BAD_FINISHED with a TypeError for anything else. Whether the position is the end
 * of the game decides how the estimate judges open areas (status.h,
 * tg_estimate_options.unfinished). */
#define TGPY_BAD_FINISHED (-2)
int tgpy_finished_arg(PyObject *o, int dflt);
int tgpy_game_context(const tg_game *g, tg_score_context *ctx);

/* The number of threads to use for n units of work: threads > 0 as asked
 * (at most n), else the machine's cores. */
int tgpy_threads(int threads, long n);

#endif
