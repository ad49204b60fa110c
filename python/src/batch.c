/*
 * batch.c — tengen.Batch: N games stepped together with one numpy array of
 * actions per call, for reinforcement learning and data generation. Each
 * step plays every game's action with full legality (the rules' ko and
 * superko, suicide), ends games (two passes, an illegal action, the move
 * limit), scores the ended ones, and refills the observation arrays; the
 * work runs without the GIL, the games split across threads.
 *
 * Invariant: after construction, reset() and every step(), for every game
 * i: stones[i] is its board, legal[i] the points the player to move may
 * play (all false once done[i]), to_move[i] that player (1 black, 2 white),
 * done[i] whether it has ended, reward[i] its result for Black (+1 win,
 * -1 loss, 0 draw or still playing). The arrays are allocated once and
 * refilled in place: step() returns the same objects every call.
 *
 * Actions are row * width + col, and width * height for a pass (the
 * numbering of PGX and OpenSpiel).
 */
#include "tgpy.h"

#include <pthread.h>
#include <string.h>

typedef struct {
    PyObject_HEAD
    int n, width, height, max_moves;
    int threads; /* threads a step may use: the cores, or as asked (found once:
                    sysconf reads /sys on every call) */
    tg_rules rules;
    tg_game **games;
    PyArrayObject *stones, *legal, *reward, *done, *to_move, *moves;
    char (*result)[16];
    const int64_t *actions; /* during a step */
    int busy;               /* a step runs (without the GIL) */
} BatchObject;

#define B(o) ((BatchObject *)(o))

/* Scores game g, ended or cut off at the move limit: writes its result and
 * returns the reward for Black. */
static float finish(BatchObject *bo, tg_game *g, char out[16]) {
    if (tg_game_fixed_result(g, out)) {
        if (out[0] == 'B') return 1.0f;
        if (out[0] == 'W') return -1.0f;
        return 0.0f;
    }
    tg_point dead[TG_MAX_POINTS];
    int n = bo->rules.dead == TG_DEAD_NONE || tg_game_state_of(g) != TG_ENDED_PASSES ? 0 : tg_gtp_dead_stones(g, dead);
    tg_score *s = malloc(sizeof *s);
    if (!s) {
        snprintf(out, 16, "?");
        return 0.0f;
    }
    tg_game_score(g, dead, n, s);
    memcpy(out, s->result, 16);
    float r = s->margin2 > 0 ? 1.0f : s->margin2 < 0 ? -1.0f : 0.0f;
    if (s->margin2 == 0 && s->result[0] == 'B') r = 1.0f; /* ties=black */
    free(s);
    return r;
}

/* Refills game i's observation. */
static void observe(BatchObject *bo, int i) {
    const tg_game *g = bo->games[i];
    const tg_board *b = tg_game_board(g);
    int hw = bo->width * bo->height;
    uint8_t *st = (uint8_t *)PyArray_DATA(bo->stones) + (size_t)i * hw;
    npy_bool *lg = (npy_bool *)PyArray_DATA(bo->legal) + (size_t)i * hw;
    bool done = ((npy_bool *)PyArray_DATA(bo->done))[i];
    tg_color c = tg_game_to_move(g);
    /* every play judged at once, as tg_game_check would judge each */
    bool legal[TG_MAX_POINTS];
    if (!done) tg_game_legal_mask(g, c, legal);
    for (int y = 0; y < bo->height; y++) {
        const uint8_t *row = &b->color[tg_point_at(b, 0, y)];
        memcpy(st + y * bo->width, row, (size_t)bo->width);
        for (int x = 0; x < bo->width; x++)
            lg[y * bo->width + x] = !done && legal[tg_point_at(b, x, y)];
    }
    ((int8_t *)PyArray_DATA(bo->to_move))[i] = (int8_t)c;
    ((int32_t *)PyArray_DATA(bo->moves))[i] = tg_game_move_count(g);
}

static void step_one(BatchObject *bo, int i) {
    npy_bool *done = PyArray_DATA(bo->done);
    float *reward = PyArray_DATA(bo->reward);
    if (done[i]) return;
    tg_game *g = bo->games[i];
    const tg_board *b = tg_game_board(g);
    int64_t a = bo->actions[i], hw = (int64_t)bo->width * bo->height;
    tg_color c = tg_game_to_move(g);
    bool legal = false;
    if (a >= 0 && a <= hw) {
        tg_point p = a == hw ? TG_PASS : tg_point_at(b, (int)(a % bo->width), (int)(a / bo->width));
        legal = tg_game_play(g, c, p).legality == TG_LEGAL;
    }
    if (!legal) tg_game_forfeit(g, c); /* an illegal action loses the game */
    if (tg_game_state_of(g) != TG_PLAYING || tg_game_move_count(g) >= bo->max_moves) {
        done[i] = 1;
        reward[i] = finish(bo, g, bo->result[i]);
    }
    observe(bo, i);
}

typedef struct {
    BatchObject *bo;
    int from, to;
    int reset; /* 1: observe only */
} range;

static void *run_range(void *arg) {
    range *r = arg;
    for (int i = r->from; i < r->to; i++) {
        if (r->reset) observe(r->bo, i);
        else step_one(r->bo, i);
    }
    return NULL;
}

/* Runs step_one (or observe) over every game, on threads when there are
 * enough games to share. Called without the GIL. */
static void run_all(BatchObject *bo, int reset_only, const uint8_t *only) {
    int nt = bo->threads < (bo->n + 15) / 16 ? bo->threads : (bo->n + 15) / 16;
    range rs[256];
    pthread_t th[256];
    int started = 0;
    if (only) { /* reset: the chosen games only, on this thread */
        for (int i = 0; i < bo->n; i++)
            if (only[i]) observe(bo, i);
        return;
    }
    for (int t = 0; t < nt; t++) {
        rs[t] = (range){bo, (int)((long)bo->n * t / nt), (int)((long)bo->n * (t + 1) / nt), reset_only};
        if (t == nt - 1 || pthread_create(&th[t], NULL, run_range, &rs[t]) != 0) run_range(&rs[t]);
        else started = t + 1;
    }
    for (int t = 0; t < started; t++) pthread_join(th[t], NULL);
}

static PyArrayObject *zeros(int nd, npy_intp *dims, int type) {
    return (PyArrayObject *)PyArray_ZEROS(nd, dims, type, 0);
}

static PyObject *batch_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"n", "size", "rules", "max_moves", "threads", NULL};
    int n, size = 19, max_moves = 0, threads = 0;
    PyObject *rules_o = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "i|iOii:Batch", kwlist, &n, &size, &rules_o, &max_moves, &threads))
        return NULL;
    if (n < 1 || n > 1 << 20) return tgpy_raise(tgpy_Error, TG_ERR_ARG, NULL, 0, 0, "n is 1..1048576 games");
    if (size < 1 || size > TG_MAX_SIDE) return tgpy_raise(tgpy_Error, TG_ERR_ARG, NULL, 0, 0, "a board side is 1..25");
    tg_rules r;
    if (rules_o == Py_None) {
        char err[256];
        tg_rules_parse("tromp-taylor,komi=7.5", &r, err, sizeof err);
    } else if (tgpy_rules_arg(rules_o, NULL, &r) < 0) {
        return NULL;
    }
    BatchObject *bo = (BatchObject *)type->tp_alloc(type, 0);
    if (!bo) return NULL;
    bo->n = n;
    bo->width = bo->height = size;
    bo->rules = r;
    bo->max_moves = max_moves > 0 ? max_moves : 2 * size * size;
    bo->threads = tgpy_threads(threads, 256);
    bo->games = PyMem_Calloc((size_t)n, sizeof *bo->games);
    bo->result = PyMem_Calloc((size_t)n, sizeof *bo->result);
    if (!bo->games || !bo->result) {
        Py_DECREF(bo);
        return PyErr_NoMemory();
    }
    for (int i = 0; i < n; i++)
        if (!(bo->games[i] = tg_game_new(size, size, &r))) {
            Py_DECREF(bo);
            return PyErr_NoMemory();
        }
    npy_intp d3[3] = {n, size, size}, d1[1] = {n};
    bo->stones = zeros(3, d3, NPY_UINT8);
    bo->legal = zeros(3, d3, NPY_BOOL);
    bo->reward = zeros(1, d1, NPY_FLOAT32);
    bo->done = zeros(1, d1, NPY_BOOL);
    bo->to_move = zeros(1, d1, NPY_INT8);
    bo->moves = zeros(1, d1, NPY_INT32);
    if (!bo->stones || !bo->legal || !bo->reward || !bo->done || !bo->to_move || !bo->moves) {
        Py_DECREF(bo);
        return NULL;
    }
    PyArrayObject *all[] = {bo->stones, bo->legal, bo->reward, bo->done, bo->to_move, bo->moves};
    for (size_t k = 0; k < 6; k++) PyArray_CLEARFLAGS(all[k], NPY_ARRAY_WRITEABLE);
    Py_BEGIN_ALLOW_THREADS run_all(bo, 1, NULL);
    Py_END_ALLOW_THREADS return (PyObject *)bo;
}

static void batch_dealloc(PyObject *self) {
    BatchObject *bo = B(self);
    for (int i = 0; bo->games && i < bo->n; i++) tg_game_free(bo->games[i]);
    PyMem_Free(bo->games);
    PyMem_Free(bo->result);
    Py_XDECREF(bo->stones);
    Py_XDECREF(bo->legal);
    Py_XDECREF(bo->reward);
    Py_XDECREF(bo->done);
    Py_XDECREF(bo->to_move);
    Py_XDECREF(bo->moves);
    Py_TYPE(self)->tp_free(self);
}

static int enter(BatchObject *bo) {
    if (bo->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Batch is stepping in another thread");
        return -1;
    }
    bo->busy = 1;
    return 0;
}

static PyObject *obs_tuple(BatchObject *bo) {
    return PyTuple_Pack(3, (PyObject *)bo->legal, (PyObject *)bo->reward, (PyObject *)bo->done);
}

static PyObject *batch_step(PyObject *self, PyObject *arg) {
    BatchObject *bo = B(self);
    PyArrayObject *a = (PyArrayObject *)PyArray_FROMANY(arg, NPY_INT64, 1, 1, NPY_ARRAY_CARRAY_RO | NPY_ARRAY_FORCECAST);
    if (!a) return NULL;
    if (PyArray_DIM(a, 0) != bo->n) {
        PyErr_Format(PyExc_ValueError, "step() takes %d actions, one per game, not %zd", bo->n, (Py_ssize_t)PyArray_DIM(a, 0));
        Py_DECREF(a);
        return NULL;
    }
    if (enter(bo) < 0) {
        Py_DECREF(a);
        return NULL;
    }
    bo->actions = PyArray_DATA(a);
    Py_BEGIN_ALLOW_THREADS run_all(bo, 0, NULL);
    Py_END_ALLOW_THREADS bo->actions = NULL;
    bo->busy = 0;
    Py_DECREF(a);
    return obs_tuple(bo);
}

/* reset(which=None): starts the chosen games again (a bool mask or
 * indices; None: every game). */
static PyObject *batch_reset(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"which", NULL};
    PyObject *which = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:reset", kwlist, &which)) return NULL;
    BatchObject *bo = B(self);
    uint8_t *sel = PyMem_Calloc((size_t)bo->n, 1);
    if (!sel) return PyErr_NoMemory();
    if (which == Py_None) {
        memset(sel, 1, (size_t)bo->n);
    } else {
        PyArrayObject *w = (PyArrayObject *)PyArray_FROMANY(which, NPY_NOTYPE, 1, 1, NPY_ARRAY_CARRAY_RO);
        if (!w) goto fail;
        if (PyArray_TYPE(w) == NPY_BOOL) {
            if (PyArray_DIM(w, 0) != bo->n) {
                PyErr_Format(PyExc_ValueError, "a reset mask has %d entries", bo->n);
                Py_DECREF(w);
                goto fail;
            }
            memcpy(sel, PyArray_DATA(w), (size_t)bo->n);
        } else {
            PyArrayObject *wi = (PyArrayObject *)PyArray_FROMANY((PyObject *)w, NPY_INT64, 1, 1, NPY_ARRAY_CARRAY_RO);
            Py_DECREF(w);
            if (!wi) goto fail;
            const int64_t *ix = PyArray_DATA(wi);
            for (npy_intp k = 0; k < PyArray_DIM(wi, 0); k++) {
                if (ix[k] < 0 || ix[k] >= bo->n) {
                    PyErr_Format(PyExc_IndexError, "game %lld is not in 0..%d", (long long)ix[k], bo->n - 1);
                    Py_DECREF(wi);
                    goto fail;
                }
                sel[ix[k]] = 1;
            }
            Py_DECREF(wi);
        }
    }
    if (enter(bo) < 0) goto fail;
    npy_bool *done = PyArray_DATA(bo->done);
    float *reward = PyArray_DATA(bo->reward);
    for (int i = 0; i < bo->n; i++)
        if (sel[i]) {
            tg_game_clear(bo->games[i]);
            done[i] = 0;
            reward[i] = 0;
            bo->result[i][0] = '\0';
        }
    Py_BEGIN_ALLOW_THREADS run_all(bo, 1, sel);
    Py_END_ALLOW_THREADS bo->busy = 0;
    PyMem_Free(sel);
    return obs_tuple(bo);
fail:
    PyMem_Free(sel);
    return NULL;
}

static PyObject *batch_game(PyObject *self, PyObject *arg) {
    BatchObject *bo = B(self);
    long i = PyLong_AsLong(arg);
    if (i == -1 && PyErr_Occurred()) return NULL;
    if (i < 0 || i >= bo->n) {
        PyErr_Format(PyExc_IndexError, "game %ld is not in 0..%d", i, bo->n - 1);
        return NULL;
    }
    if (bo->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this Batch is stepping in another thread");
        return NULL;
    }
    tg_game *g = tg_game_clone(bo->games[i]);
    return g ? tgpy_game_wrap(g) : PyErr_NoMemory();
}

static PyObject *batch_results(PyObject *self, void *c) {
    (void)c;
    BatchObject *bo = B(self);
    PyObject *l = PyList_New(bo->n);
    const npy_bool *done = PyArray_DATA(bo->done);
    for (int i = 0; l && i < bo->n; i++) {
        PyObject *s = done[i] ? PyUnicode_FromString(bo->result[i]) : Py_NewRef(Py_None);
        if (!s) Py_CLEAR(l);
        else PyList_SET_ITEM(l, i, s);
    }
    return l;
}

#define ARRAY_GETTER(name)                                  \
    static PyObject *get_##name(PyObject *self, void *c) {  \
        (void)c;                                            \
        return Py_NewRef((PyObject *)B(self)->name);        \
    }
ARRAY_GETTER(stones)
ARRAY_GETTER(legal)
ARRAY_GETTER(reward)
ARRAY_GETTER(done)
ARRAY_GETTER(to_move)
ARRAY_GETTER(moves)

static PyObject *get_n(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(B(self)->n);
}
static PyObject *get_size(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(B(self)->width);
}

static PyMethodDef batch_methods[] = {
    {"step", batch_step, METH_O,
     "step(actions) -> (legal, reward, done)\n\n"
     "Plays one action per game (int array [n]: row * size + col, size * size\n"
     "for a pass; ignored for games already done). An illegal action loses that\n"
     "game (forfeit). Games end at two passes, a forfeit or max_moves; ended\n"
     "games are scored. Returns the arrays legal [n, size, size] (bool),\n"
     "reward [n] (float32, for Black) and done [n] (bool), refilled in place."},
    {"reset", (PyCFunction)(void (*)(void))batch_reset, METH_VARARGS | METH_KEYWORDS,
     "reset(which=None) -> (legal, reward, done)\n\nStarts games again: which is a bool mask [n], indices, or None for all."},
    {"game", batch_game, METH_O, "game(i) -> Game\n\nA copy of game i (history included)."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef batch_getset[] = {
    {"stones", get_stones, NULL, "uint8 [n, size, size]: 0 empty, 1 black, 2 white.", NULL},
    {"legal", get_legal, NULL, "bool [n, size, size]: the legal points of the player to move.", NULL},
    {"reward", get_reward, NULL, "float32 [n]: +1 Black won, -1 White won, 0 draw or playing.", NULL},
    {"done", get_done, NULL, "bool [n]: the game has ended.", NULL},
    {"to_move", get_to_move, NULL, "int8 [n]: 1 black, 2 white.", NULL},
    {"moves", get_moves, NULL, "int32 [n]: moves played.", NULL},
    {"results", batch_results, NULL, "['B+7.5', 'W+F', None (playing), ...].", NULL},
    {"n", get_n, NULL, "Number of games.", NULL},
    {"size", get_size, NULL, "Board side.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_BatchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Batch",
    .tp_basicsize = sizeof(BatchObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Batch(n, size=19, rules='tromp-taylor,komi=7.5', max_moves=2*size*size, threads=0)\n\n"
              "n games stepped together; see step(). threads=0 uses every core.",
    .tp_new = batch_new,
    .tp_dealloc = batch_dealloc,
    .tp_methods = batch_methods,
    .tp_getset = batch_getset,
};
