/*
 * game.c — tengen.Game: a game (tg_game) with its history, legality under
 * its rules, undo and the result.
 *
 * Invariant: self->game is never NULL after construction and belongs to
 * this object alone; `stones` is a live read-only view of the board inside
 * it (tg_game keeps its board in place for its whole life).
 */
#include "tgpy.h"

#include <string.h>

#define GAME(o) (((tgpy_GameObject *)(o))->game)

PyObject *tgpy_game_wrap(tg_game *g) {
    tgpy_GameObject *o = PyObject_New(tgpy_GameObject, &tgpy_GameType);
    if (!o) {
        tg_game_free(g);
        return NULL;
    }
    o->game = g;
    return (PyObject *)o;
}

static PyObject *game_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"size", "rules", NULL};
    PyObject *size = NULL, *rules_o = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|OO:Game", kwlist, &size, &rules_o)) return NULL;
    long w = 19, h = 19;
    if (size && PyTuple_Check(size) && PyTuple_GET_SIZE(size) == 2) {
        w = PyLong_AsLong(PyTuple_GET_ITEM(size, 0));
        h = PyLong_AsLong(PyTuple_GET_ITEM(size, 1));
    } else if (size && size != Py_None) {
        w = h = PyLong_AsLong(size);
    }
    if (PyErr_Occurred()) return NULL;
    if (w < 1 || h < 1 || w > TG_MAX_SIDE || h > TG_MAX_SIDE)
        return tgpy_raise(tgpy_Error, TG_ERR_ARG, NULL, 0, 0, "a board side is 1..25");
    tg_rules r;
    if (tgpy_rules_arg(rules_o, NULL, &r) < 0) return NULL;
    tg_game *g = tg_game_new((int)w, (int)h, &r);
    if (!g) return PyErr_NoMemory();
    tgpy_GameObject *o = (tgpy_GameObject *)type->tp_alloc(type, 0);
    if (!o) {
        tg_game_free(g);
        return NULL;
    }
    o->game = g;
    return (PyObject *)o;
}

static void game_dealloc(PyObject *self) {
    tg_game_free(GAME(self));
    Py_TYPE(self)->tp_free(self);
}

/* Parses (move, color=None) against the game. */
static int move_args(PyObject *self, PyObject *args, PyObject *kw, const char *fmt, tg_point *p, tg_color *c) {
    static char *kwlist[] = {"move", "color", NULL};
    PyObject *move = Py_None, *color = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, fmt, kwlist, &move, &color)) return -1;
    const tg_game *g = GAME(self);
    if (tgpy_color_arg(color, tg_game_to_move(g), c) < 0) return -1;
    return tgpy_point_arg(tg_game_board(g), move, p);
}

static PyObject *raise_illegal(const tg_game *g, tg_color c, tg_point p, tg_verdict v) {
    char pt[8] = "pass", msg[128];
    if (p != TG_PASS) tg_point_to_gtp(tg_game_board(g), p, pt);
    if (v.repeats_move >= 0)
        snprintf(msg, sizeof msg, "illegal move %s %s: %s (repeats the position after move %d)",
                 c == TG_BLACK ? "B" : "W", pt, tg_legality_str(v.legality), v.repeats_move);
    else
        snprintf(msg, sizeof msg, "illegal move %s %s: %s", c == TG_BLACK ? "B" : "W", pt,
                 tg_legality_str(v.legality));
    tgpy_raise(tgpy_IllegalMove, TG_ERR_ILLEGAL, NULL, 0, 0, msg);
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyErr_NormalizeException(&type, &value, &tb);
    PyObject *reason = PyUnicode_FromString(tg_legality_str(v.legality));
    PyObject *rep = v.repeats_move >= 0 ? PyLong_FromLong(v.repeats_move) : Py_NewRef(Py_None);
    if (value && reason && rep) {
        PyObject_SetAttrString(value, "reason", reason);
        PyObject_SetAttrString(value, "repeats_move", rep);
    }
    Py_XDECREF(reason);
    Py_XDECREF(rep);
    PyErr_Restore(type, value, tb);
    return NULL;
}

static PyObject *game_play(PyObject *self, PyObject *args, PyObject *kw) {
    tg_point p;
    tg_color c;
    if (move_args(self, args, kw, "O|O:play", &p, &c) < 0) return NULL;
    tg_verdict v = tg_game_play(GAME(self), c, p);
    if (v.legality == TG_NOT_PLAYED_NOMEM) return PyErr_NoMemory();
    if (v.legality != TG_LEGAL) return raise_illegal(GAME(self), c, p, v);
    Py_RETURN_NONE;
}

static PyObject *game_pass(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"color", NULL};
    PyObject *color = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:pass_", kwlist, &color)) return NULL;
    tg_color c;
    if (tgpy_color_arg(color, tg_game_to_move(GAME(self)), &c) < 0) return NULL;
    tg_verdict v = tg_game_play(GAME(self), c, TG_PASS);
    if (v.legality == TG_NOT_PLAYED_NOMEM) return PyErr_NoMemory();
    if (v.legality != TG_LEGAL) return raise_illegal(GAME(self), c, TG_PASS, v);
    Py_RETURN_NONE;
}

static PyObject *game_is_legal(PyObject *self, PyObject *args, PyObject *kw) {
    tg_point p;
    tg_color c;
    if (move_args(self, args, kw, "O|O:is_legal", &p, &c) < 0) return NULL;
    return PyBool_FromLong(tg_game_check(GAME(self), c, p).legality == TG_LEGAL);
}

static PyObject *game_why_illegal(PyObject *self, PyObject *args, PyObject *kw) {
    tg_point p;
    tg_color c;
    if (move_args(self, args, kw, "O|O:why_illegal", &p, &c) < 0) return NULL;
    tg_verdict v = tg_game_check(GAME(self), c, p);
    if (v.legality == TG_LEGAL) Py_RETURN_NONE;
    return PyUnicode_FromString(tg_legality_str(v.legality));
}

static PyObject *game_undo(PyObject *self, PyObject *unused) {
    (void)unused;
    if (tg_game_undo(GAME(self)) != TG_OK)
        return tgpy_raise(tgpy_Error, TG_ERR_STATE, NULL, 0, 0, "nothing to undo");
    Py_RETURN_NONE;
}

static PyObject *game_resign(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"color", NULL};
    PyObject *color = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:resign", kwlist, &color)) return NULL;
    tg_color c;
    if (tgpy_color_arg(color, tg_game_to_move(GAME(self)), &c) < 0) return NULL;
    if (tg_game_state_of(GAME(self)) != TG_PLAYING)
        return tgpy_raise(tgpy_Error, TG_ERR_STATE, NULL, 0, 0, "the game is over");
    tg_game_resign(GAME(self), c);
    Py_RETURN_NONE;
}

/* The legal points for c as a bool array [height, width] (passes are always
 * legal while the game is on, so they are not in it). */
static PyObject *game_legal_mask(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"color", NULL};
    PyObject *color = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:legal_mask", kwlist, &color)) return NULL;
    const tg_game *g = GAME(self);
    tg_color c;
    if (tgpy_color_arg(color, tg_game_to_move(g), &c) < 0) return NULL;
    const tg_board *b = tg_game_board(g);
    npy_intp dims[2] = {b->height, b->width};
    PyObject *a = PyArray_ZEROS(2, dims, NPY_BOOL, 0);
    if (!a) return NULL;
    npy_bool *d = (npy_bool *)PyArray_DATA((PyArrayObject *)a);
    bool legal[TG_MAX_POINTS];
    tg_game_legal_mask(g, c, legal);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) d[y * b->width + x] = legal[tg_point_at(b, x, y)];
    return a;
}

static PyObject *game_legal_moves(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"color", NULL};
    PyObject *color = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|O:legal_moves", kwlist, &color)) return NULL;
    const tg_game *g = GAME(self);
    tg_color c;
    if (tgpy_color_arg(color, tg_game_to_move(g), &c) < 0) return NULL;
    const tg_board *b = tg_game_board(g);
    PyObject *l = PyList_New(0);
    if (!l) return NULL;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (b->color[p] != TG_EMPTY || tg_game_check(g, c, p).legality != TG_LEGAL) continue;
            PyObject *s = tgpy_point_str(b, p);
            if (!s || PyList_Append(l, s) < 0) {
                Py_XDECREF(s);
                Py_DECREF(l);
                return NULL;
            }
            Py_DECREF(s);
        }
    if (tg_game_check(g, c, TG_PASS).legality == TG_LEGAL) {
        PyObject *s = PyUnicode_FromString("pass");
        if (!s || PyList_Append(l, s) < 0) {
            Py_XDECREF(s);
            Py_DECREF(l);
            return NULL;
        }
        Py_DECREF(s);
    }
    return l;
}

static PyObject *game_copy(PyObject *self, PyObject *unused) {
    (void)unused;
    tg_game *g = tg_game_clone(GAME(self));
    return g ? tgpy_game_wrap(g) : PyErr_NoMemory();
}

static PyObject *game_score(PyObject *self, PyObject *args, PyObject *kw) {
    PyObject *full = PyTuple_New(PyTuple_GET_SIZE(args) + 1);
    if (!full) return NULL;
    PyTuple_SET_ITEM(full, 0, Py_NewRef(self));
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++)
        PyTuple_SET_ITEM(full, i + 1, Py_NewRef(PyTuple_GET_ITEM(args, i)));
    PyObject *r = tgpy_score(NULL, full, kw);
    Py_DECREF(full);
    return r;
}

static PyObject *game_estimate(PyObject *self, PyObject *args, PyObject *kw) {
    PyObject *full = PyTuple_New(PyTuple_GET_SIZE(args) + 1);
    if (!full) return NULL;
    PyTuple_SET_ITEM(full, 0, Py_NewRef(self));
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(args); i++)
        PyTuple_SET_ITEM(full, i + 1, Py_NewRef(PyTuple_GET_ITEM(args, i)));
    PyObject *r = tgpy_estimate(NULL, full, kw);
    Py_DECREF(full);
    return r;
}

/* The game as SGF text (tg_gtp_game_record, then the writer). */
static PyObject *game_to_sgf(PyObject *self, PyObject *unused) {
    (void)unused;
    tg_sgf_collection *c;
    if (tg_gtp_game_record(GAME(self), NULL, &c) != TG_OK) return PyErr_NoMemory();
    char *text;
    size_t len;
    tg_status st = tg_sgf_write(c, &text, &len);
    tg_sgf_collection_free(c);
    if (st != TG_OK) return PyErr_NoMemory();
    PyObject *s = PyUnicode_DecodeUTF8(text, (Py_ssize_t)len, "replace");
    free(text);
    return s;
}

static PyObject *game_str(PyObject *self) {
    const tg_board *b = tg_game_board(GAME(self));
    size_t n = tg_board_diagram(b, NULL, 0);
    char *buf = PyMem_Malloc(n + 1);
    if (!buf) return PyErr_NoMemory();
    tg_board_diagram(b, buf, n + 1);
    PyObject *s = PyUnicode_FromString(buf);
    PyMem_Free(buf);
    return s;
}

static PyObject *game_repr(PyObject *self) {
    const tg_game *g = GAME(self);
    const tg_board *b = tg_game_board(g);
    return PyUnicode_FromFormat("<tengen.Game %dx%d %s, %d moves, %s to move>", b->width, b->height,
                                tg_game_rules(g)->preset, tg_game_move_count(g),
                                tg_game_to_move(g) == TG_BLACK ? "B" : "W");
}

/* ------------------------------------------------------------ properties */

static PyObject *get_stones(PyObject *self, void *c) {
    (void)c;
    const tg_board *b = tg_game_board(GAME(self));
    return tgpy_view(self, (void *)&b->color[tg_point_at(b, 0, 0)], NPY_UINT8, b->height, b->width, b->stride, 1);
}

static PyObject *get_width(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(tg_game_board(GAME(self))->width);
}
static PyObject *get_height(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(tg_game_board(GAME(self))->height);
}
static PyObject *get_to_move(PyObject *self, void *c) {
    (void)c;
    return tgpy_color_str(tg_game_to_move(GAME(self)));
}
static PyObject *get_move_number(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(tg_game_move_count(GAME(self)));
}
static PyObject *get_rules(PyObject *self, void *c) {
    (void)c;
    return tgpy_rules_new(tg_game_rules(GAME(self)));
}

static PyObject *get_history(PyObject *self, void *c) {
    (void)c;
    const tg_game *g = GAME(self);
    int n = tg_game_move_count(g);
    PyObject *l = PyList_New(n);
    for (int i = 0; l && i < n; i++) {
        tg_move m = tg_game_move(g, i + 1);
        PyObject *t = m.color == TG_EMPTY ? Py_BuildValue("(ss)", "setup", "")
                                          : Py_BuildValue("(NN)", tgpy_color_str(m.color),
                                                          tgpy_point_str(tg_game_board(g), m.point));
        if (!t) Py_CLEAR(l);
        else PyList_SET_ITEM(l, i, t);
    }
    return l;
}

static const char *state_name(tg_game_state s) {
    switch (s) {
    case TG_PLAYING: return "playing";
    case TG_ENDED_PASSES: return "passes";
    case TG_ENDED_RESIGN: return "resign";
    case TG_ENDED_TIME: return "time";
    case TG_ENDED_FORFEIT: return "forfeit";
    case TG_ENDED_CYCLE: return "cycle";
    }
    return "playing";
}

static PyObject *get_state(PyObject *self, void *c) {
    (void)c;
    return PyUnicode_FromString(state_name(tg_game_state_of(GAME(self))));
}
static PyObject *get_over(PyObject *self, void *c) {
    (void)c;
    return PyBool_FromLong(tg_game_state_of(GAME(self)) != TG_PLAYING);
}

/* The result: "B+R", "Void" ... when no count decides it; after two passes
 * the count with the dead stones the rules call for (none under dead=none,
 * else the estimate, as `tengen gtp` final_score does); None while playing. */
static PyObject *get_result(PyObject *self, void *c) {
    (void)c;
    const tg_game *g = GAME(self);
    char fixed[16];
    if (tg_game_fixed_result(g, fixed)) return PyUnicode_FromString(fixed);
    if (tg_game_state_of(g) == TG_PLAYING) Py_RETURN_NONE;
    tg_point dead[TG_MAX_POINTS];
    int n = tg_gtp_dead_stones(g, dead);
    tg_score *s = PyMem_Malloc(sizeof *s);
    if (!s) return PyErr_NoMemory();
    tg_status st = tg_game_score(g, dead, n, s);
    PyObject *r = st == TG_OK ? PyUnicode_FromString(s->result) : tgpy_raise(tgpy_Error, st, NULL, 0, 0, tg_status_str(st));
    PyMem_Free(s);
    return r;
}

static PyObject *get_captures(PyObject *self, void *c) {
    (void)c;
    const tg_game *g = GAME(self);
    return Py_BuildValue("{sisi}", "B", tg_game_captures(g, TG_BLACK), "W", tg_game_captures(g, TG_WHITE));
}

static PyMethodDef game_methods[] = {
    {"play", (PyCFunction)(void (*)(void))game_play, METH_VARARGS | METH_KEYWORDS,
     "play(move, color=None)\n\nPlays a move ('D4', 'pass', None, (row, col) from the top left, or\n"
     "row * width + col with width * height for a pass) for color (default: the\n"
     "player to move). Raises IllegalMoveError (reason, repeats_move) if the\n"
     "rules forbid it; then nothing changes."},
    {"pass_", (PyCFunction)(void (*)(void))game_pass, METH_VARARGS | METH_KEYWORDS,
     "pass_(color=None)\n\nPasses."},
    {"is_legal", (PyCFunction)(void (*)(void))game_is_legal, METH_VARARGS | METH_KEYWORDS,
     "is_legal(move, color=None) -> bool"},
    {"why_illegal", (PyCFunction)(void (*)(void))game_why_illegal, METH_VARARGS | METH_KEYWORDS,
     "why_illegal(move, color=None) -> str | None\n\nNone when legal, else 'occupied', 'suicide', 'ko', 'superko',\n"
     "'game over' ..."},
    {"undo", game_undo, METH_NOARGS, "undo()\n\nTakes back the last move (Error when there is none)."},
    {"resign", (PyCFunction)(void (*)(void))game_resign, METH_VARARGS | METH_KEYWORDS,
     "resign(color=None)\n\ncolor (default: the player to move) resigns."},
    {"legal_mask", (PyCFunction)(void (*)(void))game_legal_mask, METH_VARARGS | METH_KEYWORDS,
     "legal_mask(color=None) -> numpy.ndarray\n\nbool [height, width]: where color may play now (superko included)."},
    {"legal_moves", (PyCFunction)(void (*)(void))game_legal_moves, METH_VARARGS | METH_KEYWORDS,
     "legal_moves(color=None) -> list[str]\n\nEvery legal move as GTP text, 'pass' last when legal."},
    {"copy", game_copy, METH_NOARGS, "copy() -> Game\n\nAn independent copy, history included."},
    {"score", (PyCFunction)(void (*)(void))game_score, METH_VARARGS | METH_KEYWORDS,
     "score(rules=None, dead='auto', seed=1, finished=None) -> Score\n\nThe same as tengen.score(game, ...)."},
    {"estimate", (PyCFunction)(void (*)(void))game_estimate, METH_VARARGS | METH_KEYWORDS,
     "estimate(rules=None, seed=1, to_move=None, finished=True) -> Estimate\n\nThe same as "
     "tengen.estimate(game, ...)."},
    {"to_sgf", game_to_sgf, METH_NOARGS, "to_sgf() -> str\n\nThe game as an SGF record."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef game_getset[] = {
    {"stones", get_stones, NULL,
     "uint8 [height, width], 0 empty, 1 black, 2 white: a live read-only view of the board (no copy).", NULL},
    {"width", get_width, NULL, "Board width.", NULL},
    {"height", get_height, NULL, "Board height.", NULL},
    {"to_move", get_to_move, NULL, "'B' or 'W'.", NULL},
    {"move_number", get_move_number, NULL, "Moves played (passes included).", NULL},
    {"rules", get_rules, NULL, "The game's Rules.", NULL},
    {"history", get_history, NULL, "[(color, move)], e.g. [('B', 'D4'), ('W', 'pass')].", NULL},
    {"state", get_state, NULL, "'playing', 'passes', 'resign', 'time', 'forfeit' or 'cycle'.", NULL},
    {"over", get_over, NULL, "Whether the game has ended.", NULL},
    {"result", get_result, NULL, "'B+3.5', 'W+R', 'Void', ... or None while playing.", NULL},
    {"captures", get_captures, NULL, "{'B': stones Black captured, 'W': ...}.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_GameType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Game",
    .tp_basicsize = sizeof(tgpy_GameObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Game(size=19, rules='chinese')\n\n"
              "A game on an empty board: size is an int or (width, height); rules a\n"
              "Rules or a rules text. It keeps the history (superko, undo, scoring).",
    .tp_new = game_new,
    .tp_dealloc = game_dealloc,
    .tp_str = game_str,
    .tp_repr = game_repr,
    .tp_methods = game_methods,
    .tp_getset = game_getset,
};
