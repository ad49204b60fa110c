/*
 * score.c — tengen.score and tengen.estimate, and the objects they return:
 * Score (result, totals, a verdict per point) and Estimate (the dead-stone
 * estimate: life, certainty and ownership per point).
 *
 * Invariant: a Score or Estimate holds its library struct by value; the
 * numpy arrays it hands out are read-only views into that struct, and keep
 * the object alive.
 */
#include "tgpy.h"

#include <string.h>

typedef struct {
    PyObject_HEAD
    int width, height, stride;
    tg_score score;
    PyObject *dead;        /* list of GTP points */
    PyObject *dead_source; /* str */
    PyObject *estimate;    /* Estimate or None */
} ScoreObject;

typedef struct {
    PyObject_HEAD
    int width, height, stride;
    tg_board board;
    tg_life_map map;
} EstimateObject;

/* -------------------------------------------------------------- Estimate */

PyObject *tgpy_estimate_wrap(const tg_board *b, const tg_life_map *m) {
    EstimateObject *o = PyObject_New(EstimateObject, &tgpy_EstimateType);
    if (!o) return NULL;
    o->width = b->width;
    o->height = b->height;
    o->stride = b->stride;
    memcpy(&o->board, b, sizeof *b);
    memcpy(&o->map, m, sizeof *m);
    return (PyObject *)o;
}

#define EST(o) ((EstimateObject *)(o))
#define EST_VIEW(field, type)                                                                            \
    static PyObject *est_##field(PyObject *self, void *c) {                                              \
        (void)c;                                                                                         \
        EstimateObject *e = EST(self);                                                                   \
        return tgpy_view(self, &e->map.field[(e->stride + 1)], type, e->height, e->width, e->stride, 1); \
    }
EST_VIEW(ownership, NPY_INT8)
EST_VIEW(life, NPY_UINT8)
EST_VIEW(certainty, NPY_UINT8)
EST_VIEW(pass_alive, NPY_UINT8)
EST_VIEW(reason, NPY_UINT8)

/* Every dead stone, as GTP points in board order. */
static PyObject *est_dead(PyObject *self, void *c) {
    (void)c;
    EstimateObject *e = EST(self);
    PyObject *l = PyList_New(0);
    for (int y = 0; l && y < e->height; y++)
        for (int x = 0; x < e->width; x++) {
            tg_point p = tg_point_at(&e->board, x, y);
            if (e->map.life[p] != TG_LIFE_DEAD) continue;
            PyObject *s = tgpy_point_str(&e->board, p);
            if (!s || PyList_Append(l, s) < 0) {
                Py_XDECREF(s);
                Py_CLEAR(l);
                break;
            }
            Py_DECREF(s);
        }
    return l;
}

/* The stones whose verdict the status module calls uncertain
 * (tg_life_is_uncertain), as GTP points in board order. */
static PyObject *est_uncertain(PyObject *self, void *c) {
    (void)c;
    EstimateObject *e = EST(self);
    PyObject *l = PyList_New(0);
    for (int y = 0; l && y < e->height; y++)
        for (int x = 0; x < e->width; x++) {
            tg_point p = tg_point_at(&e->board, x, y);
            if (e->board.color[p] != TG_BLACK && e->board.color[p] != TG_WHITE) continue;
            if (!tg_life_is_uncertain(&e->board, &e->map, p)) continue;
            PyObject *s = tgpy_point_str(&e->board, p);
            if (!s || PyList_Append(l, s) < 0) {
                Py_XDECREF(s);
                Py_CLEAR(l);
                break;
            }
            Py_DECREF(s);
        }
    return l;
}

static PyObject *est_playouts(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(EST(self)->map.playouts);
}

static PyGetSetDef est_getset[] = {
    {"dead", est_dead, NULL, "Every dead stone as a GTP point, in board order.", NULL},
    {"ownership", est_ownership, NULL,
     "int8 [height, width]: -100 (White owns it in every playout) .. +100 (Black). A view.", NULL},
    {"life", est_life, NULL, "uint8 [height, width]: 0 no stone, 1 alive, 2 dead, 3 seki. A view.", NULL},
    {"certainty", est_certainty, NULL, "uint8 [height, width]: 0..100, how sure each stone's verdict is. A view.",
     NULL},
    {"pass_alive", est_pass_alive, NULL,
     "uint8 [height, width]: the colour (1, 2) whose pass-alive chain or territory the point is, else 0. A view.",
     NULL},
    {"reason", est_reason, NULL,
     "uint8 [height, width]: why each stone got its verdict, an index into tengen.LIFE_REASONS. A view.", NULL},
    {"uncertain", est_uncertain, NULL,
     "The stones whose verdict is uncertain (tg_life_is_uncertain), GTP points in board order.", NULL},
    {"playouts", est_playouts, NULL, "Playouts run.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_EstimateType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Estimate",
    .tp_basicsize = sizeof(EstimateObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The life-and-death estimate of a final position (tengen.estimate).",
    .tp_getset = est_getset,
};

/* ----------------------------------------------------------------- Score */

#define SC(o) ((ScoreObject *)(o))

PyObject *tgpy_score_wrap(const tg_board *b, const tg_score *s, const tg_point *dead, int ndead,
                          const char *dead_source, PyObject *estimate) {
    PyObject *l = PyList_New(ndead);
    for (int i = 0; l && i < ndead; i++) {
        PyObject *p = tgpy_point_str(b, dead[i]);
        if (!p) Py_CLEAR(l);
        else PyList_SET_ITEM(l, i, p);
    }
    if (!l) return NULL;
    ScoreObject *o = PyObject_New(ScoreObject, &tgpy_ScoreType);
    if (!o) {
        Py_DECREF(l);
        return NULL;
    }
    o->width = b->width;
    o->height = b->height;
    o->stride = b->stride;
    memcpy(&o->score, s, sizeof *s);
    o->dead = l;
    o->dead_source = PyUnicode_FromString(dead_source);
    o->estimate = Py_NewRef(estimate ? estimate : Py_None);
    if (!o->dead_source) {
        Py_DECREF(o);
        return NULL;
    }
    return (PyObject *)o;
}

static void score_dealloc(PyObject *self) {
    Py_XDECREF(SC(self)->dead);
    Py_XDECREF(SC(self)->dead_source);
    Py_XDECREF(SC(self)->estimate);
    PyObject_Free(self);
}

static PyObject *sc_kind(PyObject *self, void *c) {
    (void)c;
    ScoreObject *s = SC(self);
    return tgpy_view(self, &s->score.points[s->stride + 1].kind, NPY_UINT8, s->height, s->width,
                     (npy_intp)s->stride * (npy_intp)sizeof(tg_point_score), sizeof(tg_point_score));
}
static PyObject *sc_owner(PyObject *self, void *c) {
    (void)c;
    ScoreObject *s = SC(self);
    return tgpy_view(self, &s->score.points[s->stride + 1].owner, NPY_UINT8, s->height, s->width,
                     (npy_intp)s->stride * (npy_intp)sizeof(tg_point_score), sizeof(tg_point_score));
}
/* +1 where the point counts for Black, -1 for White, 0 for nobody (a new
 * array: it is computed). */
static PyObject *sc_ownership(PyObject *self, void *c) {
    (void)c;
    ScoreObject *s = SC(self);
    npy_intp dims[2] = {s->height, s->width};
    PyObject *a = PyArray_ZEROS(2, dims, NPY_INT8, 0);
    if (!a) return NULL;
    int8_t *d = PyArray_DATA((PyArrayObject *)a);
    for (int y = 0; y < s->height; y++)
        for (int x = 0; x < s->width; x++) {
            int o = s->score.points[(y + 1) * s->stride + x + 1].owner;
            d[y * s->width + x] = o == TG_BLACK ? 1 : o == TG_WHITE ? -1 : 0;
        }
    return a;
}

static PyObject *sc_result(PyObject *self, void *c) {
    (void)c;
    return PyUnicode_FromString(SC(self)->score.result);
}
static PyObject *sc_margin(PyObject *self, void *c) {
    (void)c;
    return tgpy_half(SC(self)->score.margin2);
}
static PyObject *sc_black(PyObject *self, void *c) {
    (void)c;
    return tgpy_half(SC(self)->score.score2[TG_BLACK]);
}
static PyObject *sc_white(PyObject *self, void *c) {
    (void)c;
    return tgpy_half(SC(self)->score.score2[TG_WHITE]);
}
static PyObject *sc_dead(PyObject *self, void *c) {
    (void)c;
    return Py_NewRef(SC(self)->dead);
}
static PyObject *sc_dead_source(PyObject *self, void *c) {
    (void)c;
    return Py_NewRef(SC(self)->dead_source);
}
static PyObject *sc_estimate(PyObject *self, void *c) {
    (void)c;
    return Py_NewRef(SC(self)->estimate);
}

/* The totals with the names and shapes of `tengen score --json`'s "score". */
static PyObject *sc_totals(PyObject *self, void *c) {
    (void)c;
    const tg_score *s = &SC(self)->score;
    return Py_BuildValue("{sNsNs[ii]s[ii]s[ii]s[ii]s[ii]sisisisNsisisN}", "black", tgpy_half(s->score2[1]),
                         "white", tgpy_half(s->score2[2]), "stones", s->stones[1], s->stones[2], "territory",
                         s->territory[1], s->territory[2], "prisoners", s->prisoners[1], s->prisoners[2],
                         "dead", s->dead[1], s->dead[2], "tax", s->tax[1], s->tax[2], "seki_eyes",
                         s->seki_eyes, "neutral", s->neutral, "defence", s->defence, "komi",
                         tgpy_half(s->komi2), "compensation", s->compensation, "first_pass", s->first_pass,
                         "margin", tgpy_half(s->margin2));
}

static PyObject *score_repr(PyObject *self) {
    return PyUnicode_FromFormat("<tengen.Score %s>", SC(self)->score.result);
}

static PyGetSetDef score_getset[] = {
    {"result", sc_result, NULL, "'B+3.5', 'W+0.5', '0' (a draw).", NULL},
    {"margin", sc_margin, NULL, "Black's total minus White's, in points.", NULL},
    {"black", sc_black, NULL, "Black's total.", NULL},
    {"white", sc_white, NULL, "White's total.", NULL},
    {"totals", sc_totals, NULL,
     "dict: black, white, stones, territory, prisoners, dead, tax ([black, white]),\n"
     "seki_eyes, neutral, defence, komi, compensation, first_pass, margin.",
     NULL},
    {"kind", sc_kind, NULL,
     "uint8 [height, width] view: the verdict per point, an index into tengen.POINT_KINDS\n"
     "(neutral, stone, territory, dead, seki-eye, seki-stone).",
     NULL},
    {"owner", sc_owner, NULL, "uint8 [height, width] view: whom each point counts for (0 nobody, 1, 2).", NULL},
    {"ownership", sc_ownership, NULL, "int8 [height, width]: +1 Black, -1 White, 0 nobody (a new array).", NULL},
    {"dead", sc_dead, NULL, "The dead stones given to the count (GTP points; each marks its chain).", NULL},
    {"dead_source", sc_dead_source, NULL, "'none', 'list', 'estimate', 'marks', 'removals', 'marks+removals'.",
     NULL},
    {"estimate", sc_estimate, NULL, "The Estimate the dead stones came from, or None.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_ScoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Score",
    .tp_basicsize = sizeof(ScoreObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A count: the result, the totals and a verdict per point (tengen.score).",
    .tp_dealloc = score_dealloc,
    .tp_repr = score_repr,
    .tp_getset = score_getset,
};

/* ------------------------------------------------------ score, estimate */

int tgpy_game_context(const tg_game *g, tg_score_context *ctx) {
    memset(ctx, 0, sizeof *ctx);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        ctx->captures[c] = tg_game_captures(g, (tg_color)c);
        ctx->pass_stones[c] = tg_game_pass_stones(g, (tg_color)c);
    }
    ctx->handicap = tg_game_handicap(g);
    ctx->first_passer = tg_game_first_passer(g);
    ctx->unfinished = tg_game_state_of(g) != TG_ENDED_PASSES;
    return 0;
}

/* A board from a numpy-like array of 0/1/2 (rows from the top) or a
 * diagram. Returns 0, or -1 with an exception. */
static int board_arg(PyObject *o, tg_board *b) {
    if (PyUnicode_Check(o)) {
        const char *s = PyUnicode_AsUTF8(o);
        if (!s) return -1;
        if (tg_board_from_diagram(b, s) != TG_OK) {
            tgpy_raise(tgpy_Error, TG_ERR_PARSE, NULL, 0, 0, "not a board diagram (rows of X, O and .)");
            return -1;
        }
        return 0;
    }
    PyArrayObject *a = (PyArrayObject *)PyArray_FROMANY(o, NPY_UINT8, 2, 2, NPY_ARRAY_CARRAY | NPY_ARRAY_FORCECAST);
    if (!a) return -1;
    npy_intp h = PyArray_DIM(a, 0), w = PyArray_DIM(a, 1);
    if (h < 1 || w < 1 || h > TG_MAX_SIDE || w > TG_MAX_SIDE) {
        Py_DECREF(a);
        tgpy_raise(tgpy_Error, TG_ERR_ARG, NULL, 0, 0, "a board side is 1..25");
        return -1;
    }
    tg_board_init(b, (int)w, (int)h);
    const uint8_t *d = PyArray_DATA(a);
    for (npy_intp y = 0; y < h; y++)
        for (npy_intp x = 0; x < w; x++) {
            uint8_t v = d[y * w + x];
            if (v > 2) {
                Py_DECREF(a);
                PyErr_Format(PyExc_ValueError, "board value %d at (%zd, %zd): use 0 empty, 1 black, 2 white", v, y, x);
                return -1;
            }
            b->color[tg_point_at(b, (int)x, (int)y)] = v;
        }
    Py_DECREF(a);
    tg_board_rebuild(b);
    char why[128];
    if (!tg_board_check(b, why, sizeof why)) {
        tgpy_raise(tgpy_Error, TG_ERR_ARG, NULL, 0, 0, "a chain on this board has no liberty");
        return -1;
    }
    return 0;
}

int tgpy_dead_arg(const tg_board *b, PyObject *o, tg_point *dead, const char **mode) {
    if (o == NULL || o == Py_None) {
        *mode = "auto";
        return 0;
    }
    if (PyUnicode_Check(o)) {
        const char *s = PyUnicode_AsUTF8(o);
        if (!s) return -1;
        const char *modes[] = {"auto", "none", "estimate", "marks"};
        for (int i = 0; i < 4; i++)
            if (strcmp(s, modes[i]) == 0) {
                *mode = modes[i];
                return 0;
            }
    }
    PyObject *seq = PySequence_Fast(o, "dead is 'auto', 'none', 'estimate', 'marks' or a list of points");
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    int k = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        tg_point p;
        if (tgpy_point_arg(b, PySequence_Fast_GET_ITEM(seq, i), &p) < 0) {
            Py_DECREF(seq);
            return -1;
        }
        if (p != TG_PASS && k < TG_MAX_POINTS) dead[k++] = p;
    }
    Py_DECREF(seq);
    *mode = "list";
    return k;
}

/* The estimate of b into a new Estimate object and its dead list. */
static PyObject *run_estimate(const tg_board *b, const tg_rules *r, tg_color to_move, uint64_t seed, bool finished,
                              tg_point *dead, int *ndead) {
    tg_life_map *m = PyMem_Malloc(sizeof *m);
    if (!m) return PyErr_NoMemory();
    tg_status st;
    tg_estimate_options o = {.unfinished = !finished};
    Py_BEGIN_ALLOW_THREADS st = tg_life_estimate(b, r, to_move, seed, &o, m);
    Py_END_ALLOW_THREADS if (st != TG_OK) {
        PyMem_Free(m);
        return tgpy_raise(tgpy_Error, st, NULL, 0, 0, tg_status_str(st));
    }
    if (dead) *ndead = tg_life_dead_points(b, m, dead);
    PyObject *e = tgpy_estimate_wrap(b, m);
    PyMem_Free(m);
    return e;
}

/* (tgpy.h) */
int tgpy_finished_arg(PyObject *o, int dflt) {
    if (!o || o == Py_None) return dflt;
    if (!PyBool_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "finished must be None (auto), True or False");
        return TGPY_BAD_FINISHED;
    }
    return o == Py_True;
}

PyObject *tgpy_score(PyObject *self, PyObject *args, PyObject *kw) {
    (void)self;
    static char *kwlist[] = {"position", "rules", "dead", "seed", "finished", NULL};
    PyObject *pos, *rules_o = Py_None, *dead_o = Py_None, *finished_o = Py_None;
    unsigned long long seed = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|OOKO:score", kwlist, &pos, &rules_o, &dead_o, &seed, &finished_o))
        return NULL;
    if (tgpy_replay_check(pos)) {
        tg_rules r;
        const tg_rules *rp = NULL;
        if (rules_o != Py_None) {
            if (tgpy_rules_arg(rules_o, NULL, &r) < 0) return NULL;
            rp = &r;
        }
        int finished = tgpy_finished_arg(finished_o, -1);
        if (finished == TGPY_BAD_FINISHED) return NULL;
        return tgpy_replay_score(pos, rp, dead_o, seed, finished);
    }
    tg_board *b = PyMem_Malloc(sizeof *b);
    tg_score *s = PyMem_Malloc(sizeof *s);
    tg_point *dead = PyMem_Malloc(TG_MAX_POINTS * sizeof *dead);
    PyObject *result = NULL, *est = NULL;
    if (!b || !s || !dead) {
        PyErr_NoMemory();
        goto done;
    }
    tg_score_context ctx;
    tg_rules r;
    tg_color to_move = TG_BLACK;
    /* A bare board has no history: it is judged as the end of a game. */
    int finished = 1;
    if (PyObject_TypeCheck(pos, &tgpy_GameType)) {
        const tg_game *g = ((tgpy_GameObject *)pos)->game;
        memcpy(b, tg_game_board(g), sizeof *b);
        tgpy_game_context(g, &ctx);
        if (tgpy_rules_arg(rules_o, tg_game_rules(g), &r) < 0) goto done;
        to_move = tg_game_to_move(g);
        finished = tg_game_last_two_passes(g);
    } else {
        tg_board_init(b, 1, 1);
        if (board_arg(pos, b) < 0) goto done;
        memset(&ctx, 0, sizeof ctx);
        if (tgpy_rules_arg(rules_o, NULL, &r) < 0) goto done;
    }
    finished = tgpy_finished_arg(finished_o, finished);
    if (finished == TGPY_BAD_FINISHED) goto done;
    const char *mode;
    int ndead = tgpy_dead_arg(b, dead_o, dead, &mode);
    if (ndead < 0) goto done;
    if (strcmp(mode, "marks") == 0) {
        PyErr_SetString(PyExc_ValueError, "dead='marks' needs a Replay (a record's marks)");
        goto done;
    }
    if (strcmp(mode, "estimate") == 0 || (strcmp(mode, "auto") == 0 && r.dead != TG_DEAD_NONE)) {
        est = run_estimate(b, &r, to_move, seed, finished, dead, &ndead);
        if (!est) goto done;
        mode = "estimate";
    } else if (strcmp(mode, "auto") == 0) {
        mode = "none";
    }
    tg_status st = tg_score_position(b, &r, &ctx, dead, ndead, s);
    if (st != TG_OK) {
        tgpy_raise(tgpy_Error, st, NULL, 0, 0, tg_status_str(st));
        goto done;
    }
    result = tgpy_score_wrap(b, s, dead, ndead, mode, est);
done:
    Py_XDECREF(est);
    PyMem_Free(b);
    PyMem_Free(s);
    PyMem_Free(dead);
    return result;
}

PyObject *tgpy_estimate(PyObject *self, PyObject *args, PyObject *kw) {
    (void)self;
    static char *kwlist[] = {"position", "rules", "seed", "to_move", "finished", NULL};
    PyObject *pos, *rules_o = Py_None, *color = Py_None;
    unsigned long long seed = 1;
    int finished = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|OKOp:estimate", kwlist, &pos, &rules_o, &seed, &color,
                                     &finished))
        return NULL;
    tg_board *b = PyMem_Malloc(sizeof *b);
    if (!b) return PyErr_NoMemory();
    tg_rules r;
    tg_color dflt = TG_BLACK;
    PyObject *e = NULL;
    if (PyObject_TypeCheck(pos, &tgpy_GameType)) {
        const tg_game *g = ((tgpy_GameObject *)pos)->game;
        memcpy(b, tg_game_board(g), sizeof *b);
        dflt = tg_game_to_move(g);
        if (tgpy_rules_arg(rules_o, tg_game_rules(g), &r) < 0) goto done;
    } else {
        tg_board_init(b, 1, 1);
        if (board_arg(pos, b) < 0 || tgpy_rules_arg(rules_o, NULL, &r) < 0) goto done;
    }
    tg_color c;
    if (tgpy_color_arg(color, dflt, &c) < 0) goto done;
    e = run_estimate(b, &r, c, seed, finished != 0, NULL, NULL);
done:
    PyMem_Free(b);
    return e;
}
