/*
 * module.c — the tengen._tengen extension module: its exceptions, the
 * conversions every type uses (moves, colours, half points, numpy views),
 * and the module table.
 *
 * Invariant: an exception raised here always carries the library's own
 * message, and its file, line and column (0 when the library gave none).
 */
#define TGPY_MAIN
#include "tgpy.h"

#include <ctype.h>
#include <string.h>
#include <unistd.h>

PyObject *tgpy_Error, *tgpy_SGFError, *tgpy_RulesError, *tgpy_IllegalMove, *tgpy_GtpError;

PyObject *tgpy_raise(PyObject *type, tg_status st, const char *file, int line, int column,
                     const char *message) {
    PyObject *text;
    if (file && line > 0) text = PyUnicode_FromFormat("%s:%d:%d: %s", file, line, column, message);
    else if (file) text = PyUnicode_FromFormat("%s: %s", file, message);
    else if (line > 0) text = PyUnicode_FromFormat("line %d, column %d: %s", line, column, message);
    else text = PyUnicode_FromString(message);
    if (!text) return NULL;
    PyObject *exc = PyObject_CallOneArg(type, text);
    Py_DECREF(text);
    if (!exc) return NULL;
    PyObject *msg = PyUnicode_DecodeUTF8(message, (Py_ssize_t)strlen(message), "replace");
    PyObject *f = file ? PyUnicode_DecodeFSDefault(file) : Py_NewRef(Py_None);
    PyObject *l = PyLong_FromLong(line), *c = PyLong_FromLong(column);
    PyObject *s = PyUnicode_FromString(tg_status_str(st));
    if (msg && f && l && c && s && PyObject_SetAttrString(exc, "message", msg) == 0 &&
        PyObject_SetAttrString(exc, "file", f) == 0 && PyObject_SetAttrString(exc, "line", l) == 0 &&
        PyObject_SetAttrString(exc, "column", c) == 0 && PyObject_SetAttrString(exc, "status", s) == 0)
        PyErr_SetObject(type, exc);
    Py_XDECREF(msg);
    Py_XDECREF(f);
    Py_XDECREF(l);
    Py_XDECREF(c);
    Py_XDECREF(s);
    Py_DECREF(exc);
    return NULL;
}

PyObject *tgpy_raise_sgf(const char *file, const tg_sgf_error *e) {
    PyObject *type = e->status == TG_ERR_IO ? tgpy_Error : tgpy_SGFError;
    return tgpy_raise(type, e->status, file, e->line, e->column, e->message);
}

int tgpy_color_arg(PyObject *o, tg_color dflt, tg_color *out) {
    if (o == NULL || o == Py_None) {
        *out = dflt;
        return 0;
    }
    if (PyLong_Check(o)) {
        long v = PyLong_AsLong(o);
        if (v == TG_BLACK || v == TG_WHITE) {
            *out = (tg_color)v;
            return 0;
        }
    } else if (PyUnicode_Check(o)) {
        const char *s = PyUnicode_AsUTF8(o);
        if (!s) return -1;
        if (strcasecmp(s, "b") == 0 || strcasecmp(s, "black") == 0) {
            *out = TG_BLACK;
            return 0;
        }
        if (strcasecmp(s, "w") == 0 || strcasecmp(s, "white") == 0) {
            *out = TG_WHITE;
            return 0;
        }
    }
    PyErr_Format(PyExc_ValueError, "a colour is 'B', 'W', 'black', 'white', 1 or 2, not %R", o);
    return -1;
}

int tgpy_point_arg(const tg_board *b, PyObject *o, tg_point *out) {
    if (o == Py_None) {
        *out = TG_PASS;
        return 0;
    }
    if (PyUnicode_Check(o)) {
        const char *s = PyUnicode_AsUTF8(o);
        if (!s) return -1;
        if (tg_point_from_gtp(b, s, out) == TG_OK) return 0;
        PyErr_Format(PyExc_ValueError, "'%s' is not a point of this %dx%d board", s, b->width, b->height);
        return -1;
    }
    if (PyTuple_Check(o) && PyTuple_GET_SIZE(o) == 2) {
        long row = PyLong_AsLong(PyTuple_GET_ITEM(o, 0));
        long col = PyLong_AsLong(PyTuple_GET_ITEM(o, 1));
        if (PyErr_Occurred()) return -1;
        if (row >= 0 && row < b->height && col >= 0 && col < b->width) {
            *out = tg_point_at(b, (int)col, (int)row);
            return 0;
        }
        PyErr_Format(PyExc_ValueError, "(%ld, %ld) is not a (row, column) of this %dx%d board", row, col,
                     b->width, b->height);
        return -1;
    }
    if (PyIndex_Check(o)) {
        Py_ssize_t v = PyNumber_AsSsize_t(o, PyExc_OverflowError);
        if (v == -1 && PyErr_Occurred()) return -1;
        Py_ssize_t n = (Py_ssize_t)b->width * b->height;
        if (v == n) {
            *out = TG_PASS;
            return 0;
        }
        if (v >= 0 && v < n) {
            *out = tg_point_at(b, (int)(v % b->width), (int)(v / b->width));
            return 0;
        }
        PyErr_Format(PyExc_ValueError, "move %zd is outside 0..%zd (%zd is a pass)", v, n, n);
        return -1;
    }
    PyErr_Format(PyExc_TypeError, "a move is 'D4', 'pass', None, (row, col) or an int, not %R", o);
    return -1;
}

PyObject *tgpy_point_str(const tg_board *b, tg_point p) {
    char s[8] = "pass";
    if (p != TG_PASS) tg_point_to_gtp(b, p, s);
    return PyUnicode_FromString(s);
}

PyObject *tgpy_color_str(tg_color c) {
    if (c == TG_BLACK) return PyUnicode_FromString("B");
    if (c == TG_WHITE) return PyUnicode_FromString("W");
    Py_RETURN_NONE;
}

PyObject *tgpy_half(int half) {
    if (half % 2 == 0) return PyLong_FromLong(half / 2);
    return PyFloat_FromDouble(half / 2.0);
}

PyObject *tgpy_view(PyObject *owner, void *data, int typenum, int height, int width, npy_intp row_stride,
                    npy_intp col_stride) {
    npy_intp dims[2] = {height, width}, strides[2] = {row_stride, col_stride};
    PyObject *a = PyArray_New(&PyArray_Type, 2, dims, typenum, strides, data, 0, 0, NULL);
    if (!a) return NULL;
    Py_INCREF(owner);
    if (PyArray_SetBaseObject((PyArrayObject *)a, owner) < 0) {
        Py_DECREF(a);
        return NULL;
    }
    PyArray_CLEARFLAGS((PyArrayObject *)a, NPY_ARRAY_WRITEABLE);
    return a;
}

int tgpy_threads(int threads, long n) {
    long t = threads;
    if (t <= 0) {
        t = sysconf(_SC_NPROCESSORS_ONLN);
        if (t < 1) t = 1;
    }
    if (t > n) t = n;
    if (t < 1) t = 1;
    if (t > 256) t = 256;
    return (int)t;
}

/* ---------------------------------------------------------------- module */

static PyObject *presets(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    PyObject *l = PyList_New(tg_rules_preset_count());
    if (!l) return NULL;
    for (int i = 0; i < tg_rules_preset_count(); i++) {
        PyObject *s = PyUnicode_FromString(tg_rules_preset_name(i));
        if (!s) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i, s);
    }
    return l;
}

static PyMethodDef module_methods[] = {
    {"presets", presets, METH_NOARGS, "presets() -> list[str]\n\nThe names of the rules presets."},
    {"score", (PyCFunction)(void (*)(void))tgpy_score, METH_VARARGS | METH_KEYWORDS,
     "score(position, rules=None, dead='auto', seed=1, finished=None) -> Score\n\n"
     "Counts a position: a Game, a Replay, a numpy array of 0/1/2 (empty,\n"
     "black, white; rows from the top) or a diagram string. rules: a Rules,\n"
     "a rules text, or None for the game's own (\"chinese\" for a bare board).\n"
     "dead: 'auto' (a replay's marks, else the estimate unless the rules say\n"
     "dead=none), 'estimate', 'marks', 'none', or a list of points (each marks\n"
     "its chain). finished: whether the estimate judges the position as the\n"
     "end of the game; None (auto): a Replay's own answer (Replay.finished), a\n"
     "Game's last two moves passes, a bare board True."},
    {"estimate", (PyCFunction)(void (*)(void))tgpy_estimate, METH_VARARGS | METH_KEYWORDS,
     "estimate(position, rules=None, seed=1, to_move=None, finished=True) -> Estimate\n\n"
     "The dead-stone estimate of a final position: Benson, seeded Monte Carlo\n"
     "ownership, local reading, seki (deterministic for a seed). finished=False:\n"
     "the game goes on, so a chain of an area left open that its owner could\n"
     "not save even moving first is dead (at the end it is left standing)."},
    {"read_sgf", (PyCFunction)(void (*)(void))tgpy_read_sgf, METH_VARARGS | METH_KEYWORDS,
     "read_sgf(source, strict=False) -> Collection\n\n"
     "Reads SGF from a path (str or os.PathLike) or from bytes. Raises\n"
     "SGFError with the file, line and column of the first error."},
    {"score_files", (PyCFunction)(void (*)(void))tgpy_score_files, METH_VARARGS | METH_KEYWORDS,
     "score_files(paths, rules=None, dead='auto', keep_komi=False, threads=0) -> list\n\n"
     "Reads, replays (tolerantly) and scores every game of every file on all\n"
     "cores (threads=0), without the GIL. Returns, per path in order, either\n"
     "a list of Replay objects (each with .scored, the Score of `tengen\n"
     "score`) or an SGFError/Error instance for an unreadable file."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module_def = {PyModuleDef_HEAD_INIT, "_tengen",
                                        "The C core of the tengen package (libtengen).", -1, module_methods,
                                        NULL, NULL, NULL, NULL};

static int add_exception(PyObject *m, const char *name, PyObject *bases, const char *doc, PyObject **out) {
    char full[64];
    snprintf(full, sizeof full, "tengen.%s", name);
    *out = PyErr_NewExceptionWithDoc(full, doc, bases, NULL);
    if (!*out) return -1;
    Py_INCREF(*out);
    return PyModule_AddObject(m, name, *out);
}

PyMODINIT_FUNC PyInit__tengen(void) {
    import_array();
    PyTypeObject *types[] = {&tgpy_RulesType,      &tgpy_GameType,   &tgpy_ScoreType,
                             &tgpy_EstimateType,   &tgpy_CollectionType, &tgpy_RecordType,
                             &tgpy_ReplayType,     &tgpy_GtpType,    &tgpy_BatchType};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (PyType_Ready(types[i]) < 0) return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (!m) return NULL;
    if (add_exception(m, "Error", NULL,
                      "A libtengen failure. Attributes: message, file, line, column (0 when\n"
                      "unknown) and status (the library's status phrase).",
                      &tgpy_Error) < 0)
        goto fail;
    if (add_exception(m, "SGFError", tgpy_Error, "SGF text that cannot be read.", &tgpy_SGFError) < 0)
        goto fail;
    PyObject *rb = PyTuple_Pack(2, tgpy_Error, PyExc_ValueError);
    if (!rb || add_exception(m, "RulesError", rb, "A rules text that does not parse.", &tgpy_RulesError) < 0) {
        Py_XDECREF(rb);
        goto fail;
    }
    Py_DECREF(rb);
    if (add_exception(m, "IllegalMoveError", tgpy_Error,
                      "A move the rules forbid. Attributes reason ('occupied', 'suicide',\n"
                      "'ko', 'superko', ...) and repeats_move (ko/superko: the move after\n"
                      "which the repeated position stood, else None).",
                      &tgpy_IllegalMove) < 0)
        goto fail;
    if (add_exception(m, "GtpError", tgpy_Error, "A GTP command answered with '?'.", &tgpy_GtpError) < 0)
        goto fail;
    const char *names[] = {"Rules", "Game", "Score", "Estimate", "Collection",
                           "Record", "Replay", "Gtp", "Batch"};
    for (size_t i = 0; i < sizeof types / sizeof *types; i++) {
        Py_INCREF(types[i]);
        if (PyModule_AddObject(m, names[i], (PyObject *)types[i]) < 0) goto fail;
    }
    if (PyModule_AddStringConstant(m, "VERSION", TG_VERSION) < 0) goto fail;
    if (PyModule_AddIntConstant(m, "MAX_SIDE", TG_MAX_SIDE) < 0) goto fail;
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
