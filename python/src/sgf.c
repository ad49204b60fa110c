/*
 * sgf.c — tengen.read_sgf and the objects of a game record: Collection (the
 * parsed file, written back as it was), Record (one game tree: its game
 * information, main line, replay, problems) and Replay (the main line
 * replayed under the rules: the game reached, every illegal move, the
 * record's dead-stone marks).
 *
 * Invariant: a Collection owns its tg_sgf_collection; Records and Replays
 * hold a reference to their Collection, because the game information of a
 * replay points into the tree.
 */
#include "tgpy.h"

#include <string.h>

typedef struct {
    PyObject_HEAD
    tg_sgf_collection *c;
    PyObject *path;      /* str, or None for bytes */
    unsigned long edits; /* Record.set calls: a Replay's game information
                            points into the tree, so it is refused after one */
} CollectionObject;

typedef struct {
    PyObject_HEAD
    CollectionObject *coll;
    Py_ssize_t index;
} RecordObject;

typedef struct {
    PyObject_HEAD
    tg_replay r;
    PyObject *coll;   /* the Collection the replay's info points into */
    PyObject *file;   /* str or None */
    int game;         /* 1-based index in the collection */
    PyObject *scored; /* Score from score_files, or None */
    unsigned long edits; /* the Collection's edits when replayed */
} ReplayObject;

#define COLL(o) ((CollectionObject *)(o))
#define REC(o) ((RecordObject *)(o))
#define RPL(o) ((ReplayObject *)(o))

static const char *path_str(PyObject *path) { return path && path != Py_None ? PyUnicode_AsUTF8(path) : NULL; }

/* ------------------------------------------------------------ read_sgf */

static PyObject *wrap_collection(tg_sgf_collection *c, PyObject *path) {
    CollectionObject *o = PyObject_New(CollectionObject, &tgpy_CollectionType);
    if (!o) {
        tg_sgf_collection_free(c);
        return NULL;
    }
    o->c = c;
    o->path = Py_NewRef(path ? path : Py_None);
    o->edits = 0;
    return (PyObject *)o;
}

PyObject *tgpy_read_sgf(PyObject *self, PyObject *args, PyObject *kw) {
    (void)self;
    static char *kwlist[] = {"source", "strict", NULL};
    PyObject *src;
    int strict = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|p:read_sgf", kwlist, &src, &strict)) return NULL;
    tg_sgf_options opt;
    memset(&opt, 0, sizeof opt);
    opt.strict = strict;
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    tg_sgf_collection *c;
    if (PyBytes_Check(src) || PyByteArray_Check(src) || PyMemoryView_Check(src)) {
        Py_buffer view;
        if (PyObject_GetBuffer(src, &view, PyBUF_SIMPLE) < 0) return NULL;
        if (PyBytes_Check(src)) { /* immutable: parse without the GIL */
            Py_BEGIN_ALLOW_THREADS c = tg_sgf_parse(view.buf, (size_t)view.len, &opt, &err);
            Py_END_ALLOW_THREADS
        } else { /* another thread could resize a bytearray meanwhile */
            c = tg_sgf_parse(view.buf, (size_t)view.len, &opt, &err);
        }
        PyBuffer_Release(&view);
        if (!c) return tgpy_raise_sgf("<bytes>", &err);
        return wrap_collection(c, NULL);
    }
    PyObject *fs;
    if (!PyUnicode_FSDecoder(src, &fs)) return NULL;
    const char *path = PyUnicode_AsUTF8(fs);
    if (!path) {
        Py_DECREF(fs);
        return NULL;
    }
    Py_BEGIN_ALLOW_THREADS c = tg_sgf_read_file(path, &opt, &err);
    Py_END_ALLOW_THREADS if (!c) {
        tgpy_raise_sgf(path, &err);
        Py_DECREF(fs);
        return NULL;
    }
    PyObject *o = wrap_collection(c, fs);
    Py_DECREF(fs);
    return o;
}

/* ----------------------------------------------------------- Collection */

static void coll_dealloc(PyObject *self) {
    tg_sgf_collection_free(COLL(self)->c);
    Py_XDECREF(COLL(self)->path);
    PyObject_Free(self);
}

static Py_ssize_t coll_len(PyObject *self) { return (Py_ssize_t)tg_sgf_game_count(COLL(self)->c); }

static PyObject *coll_item(PyObject *self, Py_ssize_t i) {
    Py_ssize_t n = coll_len(self);
    if (i < 0) i += n;
    if (i < 0 || i >= n) {
        PyErr_SetString(PyExc_IndexError, "game index out of range");
        return NULL;
    }
    RecordObject *r = PyObject_New(RecordObject, &tgpy_RecordType);
    if (!r) return NULL;
    r->coll = (CollectionObject *)Py_NewRef(self);
    r->index = i;
    return (PyObject *)r;
}

static PyObject *coll_warnings(PyObject *self, void *c) {
    (void)c;
    const tg_sgf_collection *sc = COLL(self)->c;
    size_t n = tg_sgf_warning_count(sc);
    PyObject *l = PyList_New((Py_ssize_t)n);
    for (size_t i = 0; l && i < n; i++) {
        const tg_sgf_error *w = tg_sgf_warning(sc, i);
        PyObject *t = Py_BuildValue("{sisiss}", "line", w->line, "column", w->column, "message", w->message);
        if (!t) Py_CLEAR(l);
        else PyList_SET_ITEM(l, (Py_ssize_t)i, t);
    }
    return l;
}

static PyObject *coll_path(PyObject *self, void *c) {
    (void)c;
    return Py_NewRef(COLL(self)->path);
}

static PyObject *coll_to_sgf(PyObject *self, PyObject *unused) {
    (void)unused;
    char *text;
    size_t len;
    if (tg_sgf_write(COLL(self)->c, &text, &len) != TG_OK) return PyErr_NoMemory();
    PyObject *s = PyUnicode_DecodeUTF8(text, (Py_ssize_t)len, "surrogateescape");
    free(text);
    return s;
}

static PyObject *coll_write(PyObject *self, PyObject *arg) {
    PyObject *fs;
    if (!PyUnicode_FSDecoder(arg, &fs)) return NULL;
    const char *path = PyUnicode_AsUTF8(fs);
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    tg_status st = path ? tg_sgf_write_file(COLL(self)->c, path, &err) : TG_ERR_ARG;
    if (path && st != TG_OK) {
        tgpy_raise_sgf(path, &err);
        Py_DECREF(fs);
        return NULL;
    }
    Py_DECREF(fs);
    if (!path) return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef coll_methods[] = {
    {"to_sgf", coll_to_sgf, METH_NOARGS, "to_sgf() -> str\n\nThe collection as SGF text (every tree, every property)."},
    {"write", coll_write, METH_O, "write(path)\n\nWrites the collection to path atomically."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef coll_getset[] = {
    {"warnings", coll_warnings, NULL, "[{line, column, message}]: messes the reader tolerated.", NULL},
    {"path", coll_path, NULL, "The file it was read from, or None.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PySequenceMethods coll_seq = {.sq_length = coll_len, .sq_item = coll_item};

PyTypeObject tgpy_CollectionType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Collection",
    .tp_basicsize = sizeof(CollectionObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The game trees of an SGF file (tengen.read_sgf): a sequence of Record.",
    .tp_dealloc = coll_dealloc,
    .tp_as_sequence = &coll_seq,
    .tp_methods = coll_methods,
    .tp_getset = coll_getset,
};

/* --------------------------------------------------------------- Record */

static void rec_dealloc(PyObject *self) {
    Py_XDECREF(REC(self)->coll);
    PyObject_Free(self);
}

static tg_sgf_node *rec_root(PyObject *self) { return tg_sgf_game(REC(self)->coll->c, (size_t)REC(self)->index); }

static PyObject *rec_error(PyObject *self, const tg_sgf_error *e) {
    return tgpy_raise_sgf(path_str(REC(self)->coll->path), e);
}

/* A decoded SimpleText value, or None. */
static PyObject *text_or_none(const char *raw) {
    if (!raw) Py_RETURN_NONE;
    size_t len = strlen(raw);
    char *buf = PyMem_Malloc(len + 1);
    if (!buf) return PyErr_NoMemory();
    size_t n = tg_sgf_decode_simpletext(raw, len, buf);
    PyObject *s = PyUnicode_DecodeUTF8(buf, (Py_ssize_t)n, "replace");
    PyMem_Free(buf);
    return s;
}

static PyObject *info_dict(const tg_sgf_game_info *in) {
    PyObject *d = Py_BuildValue("{s(ii)sNsisNsi}", "size", in->width, in->height, "komi",
                                in->has_komi ? tgpy_half(in->komi2) : Py_NewRef(Py_None), "handicap",
                                in->handicap, "to_play", tgpy_color_str(in->to_play), "ff", in->ff);
    struct {
        const char *key, *raw;
    } f[] = {{"rules", in->rules},   {"result", in->result_text}, {"black", in->black},
             {"white", in->white},   {"black_rank", in->black_rank}, {"white_rank", in->white_rank},
             {"date", in->date},     {"event", in->event},       {"round", in->round},
             {"place", in->place},   {"time", in->time},         {"overtime", in->overtime},
             {"game_name", in->game_name}, {"comment", in->comment}, {"source", in->source},
             {"user", in->user},     {"annotator", in->annotator}, {"copyright", in->copyright},
             {"application", in->application}, {"charset", in->charset}};
    for (size_t i = 0; d && i < sizeof f / sizeof *f; i++) {
        PyObject *v = text_or_none(f[i].raw);
        if (!v || PyDict_SetItemString(d, f[i].key, v) < 0) Py_CLEAR(d);
        Py_XDECREF(v);
    }
    return d;
}

static PyObject *rec_info(PyObject *self, void *c) {
    (void)c;
    tg_sgf_game_info in;
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    if (tg_sgf_game_info_read(rec_root(self), &in, &err) != TG_OK) return rec_error(self, &err);
    return info_dict(&in);
}

/* The main line's moves: [(color, point)] with SGF coordinates turned
 * into GTP points, 'pass' for a pass. */
static PyObject *rec_moves(PyObject *self, void *c) {
    (void)c;
    tg_sgf_game_info in;
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    if (tg_sgf_game_info_read(rec_root(self), &in, &err) != TG_OK) return rec_error(self, &err);
    if (in.width > TG_MAX_SIDE || in.height > TG_MAX_SIDE)
        return tgpy_raise(tgpy_SGFError, TG_ERR_ARG, path_str(REC(self)->coll->path), 0, 0,
                          "board larger than 25x25");
    tg_board *b = PyMem_Malloc(sizeof *b);
    if (!b) return PyErr_NoMemory();
    tg_board_init(b, in.width, in.height);
    tg_sgf_mainline *m = tg_sgf_mainline_new(rec_root(self), in.width, in.height);
    PyObject *l = m ? PyList_New(0) : PyErr_NoMemory();
    const tg_sgf_step *st;
    while (l) {
        if (tg_sgf_mainline_next(m, &st, &err) != TG_OK) {
            Py_CLEAR(l);
            rec_error(self, &err);
            break;
        }
        if (!st) break;
        if (!st->has_move) continue;
        tg_point p = tg_sgf_is_pass(st->move) ? TG_PASS : tg_point_at(b, st->move.x, st->move.y);
        PyObject *t = Py_BuildValue("(NN)", tgpy_color_str(st->move_color), tgpy_point_str(b, p));
        if (!t || PyList_Append(l, t) < 0) Py_CLEAR(l);
        Py_XDECREF(t);
    }
    tg_sgf_mainline_free(m);
    PyMem_Free(b);
    return l;
}

/* Every property of the root: {id: [raw values]}. */
static PyObject *rec_root_props(PyObject *self, void *c) {
    (void)c;
    const tg_sgf_node *n = rec_root(self);
    PyObject *d = PyDict_New();
    for (size_t i = 0; d && i < tg_sgf_node_prop_count(n); i++) {
        const tg_sgf_prop *p = tg_sgf_node_prop(n, i);
        size_t nv = tg_sgf_prop_value_count(p);
        PyObject *l = PyList_New((Py_ssize_t)nv);
        for (size_t k = 0; l && k < nv; k++) {
            size_t len;
            const char *v = tg_sgf_prop_value(p, k, &len);
            PyObject *s = PyUnicode_DecodeUTF8(v, (Py_ssize_t)len, "replace");
            if (!s) Py_CLEAR(l);
            else PyList_SET_ITEM(l, (Py_ssize_t)k, s);
        }
        if (!l || PyDict_SetItemString(d, tg_sgf_prop_id(p), l) < 0) Py_CLEAR(d);
        Py_XDECREF(l);
    }
    return d;
}

/* set(id, value): sets a root property to one value (plain text, escaped
 * by the library); None removes it. */
static PyObject *rec_set(PyObject *self, PyObject *args) {
    const char *id;
    PyObject *value;
    if (!PyArg_ParseTuple(args, "sO:set", &id, &value)) return NULL;
    tg_sgf_node *n = rec_root(self);
    REC(self)->coll->edits++;
    if (value == Py_None) {
        tg_sgf_node_unset(n, id);
        Py_RETURN_NONE;
    }
    PyObject *vs = PyObject_Str(value);
    if (!vs) return NULL;
    const char *v = PyUnicode_AsUTF8(vs);
    tg_status st = v ? tg_sgf_node_set1(n, id, v) : TG_ERR_ARG;
    Py_DECREF(vs);
    if (!v) return NULL;
    if (st != TG_OK) return tgpy_raise(tgpy_Error, st, NULL, 0, 0, "not a property identifier (upper-case letters)");
    Py_RETURN_NONE;
}

static PyObject *replay_wrap(tg_replay *r, PyObject *coll, PyObject *file, int game, PyObject *scored);

/* Replays the record: rules (None: the record's RU), tolerant, validate. */
static PyObject *do_replay(PyObject *self, PyObject *rules_o, int tolerant, int keep_komi, int validate) {
    tg_rules rules;
    if (rules_o != Py_None && tgpy_rules_arg(rules_o, NULL, &rules) < 0) return NULL;
    tg_replay_options opt = {.rules = rules_o != Py_None ? &rules : NULL,
                             .keep_komi = keep_komi,
                             .tolerant = tolerant || validate,
                             .validate = validate,
                             .source = REC(self)->coll->c};
    tg_replay r;
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    /* With the GIL: another thread may change the tree (Record.set). */
    tg_status st = tg_replay_sgf(rec_root(self), &opt, &r, &err);
    if (st != TG_OK) return rec_error(self, &err);
    return replay_wrap(&r, (PyObject *)REC(self)->coll, REC(self)->coll->path, (int)REC(self)->index + 1, NULL);
}

static PyObject *rec_replay(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"rules", "tolerant", "keep_komi", "validate", NULL};
    PyObject *rules_o = Py_None;
    int tolerant = 1, keep_komi = 0, validate = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|Oppp:replay", kwlist, &rules_o, &tolerant, &keep_komi, &validate))
        return NULL;
    return do_replay(self, rules_o, tolerant, keep_komi, validate);
}

/* check(): every problem of the record (validation: illegal moves and the
 * record's inconsistencies), as dicts. */
static PyObject *rec_check(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"rules", "keep_komi", NULL};
    PyObject *rules_o = Py_None;
    int keep_komi = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|Op:check", kwlist, &rules_o, &keep_komi)) return NULL;
    PyObject *rp = do_replay(self, rules_o, 1, keep_komi, 1);
    if (!rp) return NULL;
    PyObject *issues = PyObject_GetAttrString(rp, "issues");
    Py_DECREF(rp);
    return issues;
}

static PyObject *rec_score(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"rules", "dead", "seed", "finished", NULL};
    PyObject *rules_o = Py_None, *dead = Py_None, *finished_o = Py_None;
    unsigned long long seed = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|OOKO:score", kwlist, &rules_o, &dead, &seed, &finished_o))
        return NULL;
    int finished = tgpy_finished_arg(finished_o, -1);
    if (finished == TGPY_BAD_FINISHED) return NULL;
    PyObject *rp = do_replay(self, rules_o, 1, 0, 0);
    if (!rp) return NULL;
    PyObject *s = tgpy_replay_score(rp, NULL, dead, seed, finished);
    Py_DECREF(rp);
    return s;
}

static PyObject *rec_repr(PyObject *self) {
    return PyUnicode_FromFormat("<tengen.Record %zd of %R>", REC(self)->index + 1, REC(self)->coll->path);
}

static PyMethodDef rec_methods[] = {
    {"replay", (PyCFunction)(void (*)(void))rec_replay, METH_VARARGS | METH_KEYWORDS,
     "replay(rules=None, tolerant=True, keep_komi=False, validate=False) -> Replay\n\n"
     "Replays the main line under rules (None: the record's RU, komi from KM\n"
     "unless keep_komi). tolerant: report each illegal move and play on;\n"
     "strict: stop at the first. validate: also list the record's issues."},
    {"check", (PyCFunction)(void (*)(void))rec_check, METH_VARARGS | METH_KEYWORDS,
     "check(rules=None, keep_komi=False) -> list[dict]\n\n"
     "Every problem (`tengen check --validate`): dicts with kind, severity\n"
     "('error'/'note'), move, line, column, message."},
    {"score", (PyCFunction)(void (*)(void))rec_score, METH_VARARGS | METH_KEYWORDS,
     "score(rules=None, dead='auto', seed=1, finished=None) -> Score\n\n"
     "replay(rules).score(dead=dead, finished=finished): `tengen score`."},
    {"set", rec_set, METH_VARARGS, "set(id, value)\n\nSets (None: removes) a root property, e.g. set('RE', 'B+R')."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef rec_getset[] = {
    {"info", rec_info, NULL,
     "The game information: size, komi, handicap, to_play, ff, rules, result, black, white, date ...", NULL},
    {"moves", rec_moves, NULL, "The main line's moves: [('B', 'D4'), ('W', 'pass'), ...].", NULL},
    {"root", rec_root_props, NULL, "Every root property: {id: [raw values]}.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_RecordType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Record",
    .tp_basicsize = sizeof(RecordObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One game tree of a Collection.",
    .tp_dealloc = rec_dealloc,
    .tp_repr = rec_repr,
    .tp_methods = rec_methods,
    .tp_getset = rec_getset,
};

/* --------------------------------------------------------------- Replay */

int tgpy_replay_check(PyObject *o) { return PyObject_TypeCheck(o, &tgpy_ReplayType); }

static PyObject *replay_wrap(tg_replay *r, PyObject *coll, PyObject *file, int game, PyObject *scored) {
    ReplayObject *o = PyObject_New(ReplayObject, &tgpy_ReplayType);
    if (!o) {
        tg_replay_fini(r);
        return NULL;
    }
    o->r = *r;
    o->coll = Py_NewRef(coll);
    o->file = Py_NewRef(file ? file : Py_None);
    o->game = game;
    o->scored = Py_NewRef(scored ? scored : Py_None);
    o->edits = ((CollectionObject *)coll)->edits;
    return (PyObject *)o;
}

PyObject *tgpy_replay_new(tg_replay *r, PyObject *coll, PyObject *file, int game, PyObject *scored);
PyObject *tgpy_replay_new(tg_replay *r, PyObject *coll, PyObject *file, int game, PyObject *scored) {
    return replay_wrap(r, coll, file, game, scored);
}

PyObject *tgpy_collection_new(tg_sgf_collection *c, PyObject *path);
PyObject *tgpy_collection_new(tg_sgf_collection *c, PyObject *path) { return wrap_collection(c, path); }

static void replay_dealloc(PyObject *self) {
    tg_replay_fini(&RPL(self)->r);
    Py_XDECREF(RPL(self)->coll);
    Py_XDECREF(RPL(self)->file);
    Py_XDECREF(RPL(self)->scored);
    PyObject_Free(self);
}

static const char *ending_name(const tg_replay *r) {
    switch (tg_game_state_of(r->game)) {
    case TG_PLAYING: return "none";
    case TG_ENDED_PASSES: return "passes";
    case TG_ENDED_RESIGN: return "resign";
    case TG_ENDED_TIME: return "time";
    case TG_ENDED_FORFEIT: return "forfeit";
    case TG_ENDED_CYCLE: return "cycle";
    }
    return "none";
}


/* 0, or -1 with Error when the record was changed (Record.set) after this
 * replay: its game information pointed into the old values. */
static int info_valid(PyObject *self) {
    if (((CollectionObject *)RPL(self)->coll)->edits == RPL(self)->edits) return 0;
    tgpy_raise(tgpy_Error, TG_ERR_STATE, NULL, 0, 0, "the record was changed after this replay: replay it again");
    return -1;
}

static PyObject *event_dict(const tg_replay *r, const tg_replay_event *e) {
    char why[96];
    tg_replay_event_describe(e, why, sizeof why);
    PyObject *color = e->color == TG_EMPTY ? Py_NewRef(Py_None) : tgpy_color_str(e->color);
    PyObject *point = e->color == TG_EMPTY ? Py_NewRef(Py_None) : tgpy_point_str(tg_game_board(r->game), e->point);
    PyObject *rep = e->repeats_move >= 0 ? PyLong_FromLong(e->repeats_move) : Py_NewRef(Py_None);
    return Py_BuildValue("{sssisNsNsssssNsisisO}", "kind", tg_replay_event_name(e->kind), "move", e->move,
                         "color", color, "point", point, "reason",
                         e->kind == TG_REPLAY_ILLEGAL ? tg_legality_str(e->legality) : tg_replay_event_name(e->kind),
                         "message", why, "repeats_move", rep, "line", e->line, "column", e->column, "played",
                         e->played ? Py_True : Py_False);
}

static PyObject *rp_events(PyObject *self, void *c) {
    (void)c;
    const tg_replay *r = &RPL(self)->r;
    PyObject *l = PyList_New(r->n_events);
    for (int i = 0; l && i < r->n_events; i++) {
        PyObject *d = event_dict(r, &r->events[i]);
        if (!d) Py_CLEAR(l);
        else PyList_SET_ITEM(l, i, d);
    }
    return l;
}

static PyObject *rp_issues(PyObject *self, void *c) {
    (void)c;
    const tg_replay *r = &RPL(self)->r;
    PyObject *l = PyList_New(r->n_issues);
    for (int i = 0; l && i < r->n_issues; i++) {
        const tg_replay_issue *is = &r->issues[i];
        PyObject *d = Py_BuildValue("{sssssNsisiss}", "kind", tg_issue_name(is->kind), "severity",
                                    is->error ? "error" : "note", "move",
                                    is->move >= 0 ? PyLong_FromLong(is->move) : Py_NewRef(Py_None), "line",
                                    is->line, "column", is->column, "message", is->message);
        if (!d) Py_CLEAR(l);
        else PyList_SET_ITEM(l, i, d);
    }
    return l;
}

/* The fields every per-game object of `tengen check/score --json` starts
 * with, in its order. */
static PyObject *rp_head(PyObject *self, void *c) {
    (void)c;
    if (info_valid(self) < 0) return NULL;
    const tg_replay *r = &RPL(self)->r;
    PyObject *ru = r->info.rules ? PyUnicode_DecodeUTF8(r->info.rules, (Py_ssize_t)strlen(r->info.rules), "replace")
                                 : Py_NewRef(Py_None);
    return Py_BuildValue("{sOsis(ii)sNsssOsNsisisisiss}", "file", RPL(self)->file, "game", RPL(self)->game, "size",
                         r->info.width, r->info.height, "ru", ru, "rules", r->rules.preset, "rules_known",
                         r->rules_known ? Py_True : Py_False, "komi", tgpy_half(r->rules.komi2), "handicap",
                         tg_game_handicap(r->game), "moves", r->moves, "passes", r->passes, "setups", r->setups,
                         "ended", ending_name(r));
}

static PyObject *rp_game(PyObject *self, void *c) {
    (void)c;
    tg_game *g = tg_game_clone(RPL(self)->r.game);
    return g ? tgpy_game_wrap(g) : PyErr_NoMemory();
}
static PyObject *rp_rules(PyObject *self, void *c) {
    (void)c;
    return tgpy_rules_new(&RPL(self)->r.rules);
}
static PyObject *rp_info(PyObject *self, void *c) {
    (void)c;
    if (info_valid(self) < 0) return NULL;
    return info_dict(&RPL(self)->r.info);
}
static PyObject *rp_dead(PyObject *self, void *c) {
    (void)c;
    const tg_replay *r = &RPL(self)->r;
    PyObject *l = PyList_New(r->n_dead);
    for (int i = 0; l && i < r->n_dead; i++) {
        PyObject *s = tgpy_point_str(tg_game_board(r->game), r->dead[i]);
        if (!s) Py_CLEAR(l);
        else PyList_SET_ITEM(l, i, s);
    }
    return l;
}
static PyObject *rp_dead_source(PyObject *self, void *c) {
    (void)c;
    static const char *names[] = {"none", "marks", "removals", "marks+removals"};
    return PyUnicode_FromString(names[RPL(self)->r.dead_source]);
}
static PyObject *rp_fixed(PyObject *self, void *c) {
    (void)c;
    char out[16];
    if (!tg_replay_fixed_result(&RPL(self)->r, out)) Py_RETURN_NONE;
    return PyUnicode_FromString(out);
}
/* RE as written (raw, escapes kept), as `tengen score --json` prints it. */
static PyObject *rp_recorded(PyObject *self, void *c) {
    (void)c;
    if (info_valid(self) < 0) return NULL;
    const char *re = RPL(self)->r.info.result_text;
    if (!re) Py_RETURN_NONE;
    return PyUnicode_DecodeUTF8(re, (Py_ssize_t)strlen(re), "replace");
}
static PyObject *rp_finished(PyObject *self, void *c) {
    (void)c;
    if (info_valid(self) < 0) return NULL;
    return PyBool_FromLong(tg_replay_finished(&RPL(self)->r));
}
static PyObject *rp_scored(PyObject *self, void *c) {
    (void)c;
    return Py_NewRef(RPL(self)->scored);
}
#define RP_INT(name, expr)                                     \
    static PyObject *rp_##name(PyObject *self, void *c) {      \
        (void)c;                                               \
        const tg_replay *r = &RPL(self)->r;                    \
        return PyLong_FromLong(expr);                          \
    }
RP_INT(moves, r->moves)
RP_INT(passes, r->passes)
RP_INT(illegal, r->illegal)
static PyObject *rp_game_number(PyObject *self, void *c) {
    (void)c;
    return PyLong_FromLong(RPL(self)->game);
}
static PyObject *rp_stopped(PyObject *self, void *c) {
    (void)c;
    return PyBool_FromLong(RPL(self)->r.stopped);
}
static PyObject *rp_file(PyObject *self, void *c) {
    (void)c;
    return Py_NewRef(RPL(self)->file);
}

/* dead: 'auto' (marks, else the estimate), 'marks', 'estimate', 'none', or
 * a list of points. rules NULL: the replay's. finished: 1 or 0, or -1 for
 * the record's own answer (tg_replay_finished). */
PyObject *tgpy_replay_score(PyObject *self, const tg_rules *rules, PyObject *dead_o, uint64_t seed, int finished) {
    const tg_replay *r = &RPL(self)->r;
    const tg_board *b = tg_game_board(r->game);
    tg_point *dead = PyMem_Malloc(TG_MAX_POINTS * sizeof *dead);
    tg_score *s = PyMem_Malloc(sizeof *s);
    tg_life_map *m = PyMem_Malloc(sizeof *m);
    PyObject *est = NULL, *out = NULL;
    static const char *names[] = {"none", "marks", "removals", "marks+removals"};
    if (!dead || !s || !m) {
        PyErr_NoMemory();
        goto done;
    }
    const char *mode;
    int ndead = tgpy_dead_arg(b, dead_o, dead, &mode);
    if (ndead < 0) goto done;
    if (strcmp(mode, "auto") == 0 && r->rules.dead == TG_DEAD_NONE && !rules) {
        ndead = 0; /* no counting phase: the board as it stands (`tengen score`) */
        mode = "none";
    } else if (strcmp(mode, "estimate") == 0 || (strcmp(mode, "auto") == 0 && r->n_dead == 0)) {
        tg_status st;
        tg_estimate_options o = {.unfinished = finished < 0 ? !tg_replay_finished(r) : !finished};
        Py_BEGIN_ALLOW_THREADS st = tg_life_estimate(b, &r->rules, tg_game_to_move(r->game), seed, &o, m);
        Py_END_ALLOW_THREADS if (st != TG_OK) {
            tgpy_raise(tgpy_Error, st, NULL, 0, 0, tg_status_str(st));
            goto done;
        }
        ndead = tg_life_dead_points(b, m, dead);
        est = tgpy_estimate_wrap(b, m);
        if (!est) goto done;
        mode = "estimate";
    } else if (strcmp(mode, "auto") == 0 || strcmp(mode, "marks") == 0) {
        memcpy(dead, r->dead, (size_t)r->n_dead * sizeof *dead);
        ndead = r->n_dead;
        mode = names[r->dead_source];
    }
    tg_status st = tg_replay_score(r, rules, dead, ndead, s);
    if (st != TG_OK) {
        tgpy_raise(tgpy_Error, st, NULL, 0, 0, tg_status_str(st));
        goto done;
    }
    char fixed[16];
    if (tg_replay_fixed_result(r, fixed)) memcpy(s->result, fixed, sizeof fixed);
    out = tgpy_score_wrap(b, s, dead, ndead, mode, est);
done:
    Py_XDECREF(est);
    PyMem_Free(dead);
    PyMem_Free(s);
    PyMem_Free(m);
    return out;
}

static PyObject *rp_score(PyObject *self, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"rules", "dead", "seed", "finished", NULL};
    PyObject *rules_o = Py_None, *dead = Py_None, *finished_o = Py_None;
    unsigned long long seed = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|OOKO:score", kwlist, &rules_o, &dead, &seed, &finished_o))
        return NULL;
    int finished = tgpy_finished_arg(finished_o, -1);
    if (finished == TGPY_BAD_FINISHED) return NULL;
    tg_rules r;
    if (rules_o != Py_None && tgpy_rules_arg(rules_o, NULL, &r) < 0) return NULL;
    return tgpy_replay_score(self, rules_o != Py_None ? &r : NULL, dead, seed, finished);
}

/* 1 agree, 0 differ, -1 nothing to compare (no RE, or RE unknown), as
 * `tengen score` compares a result with the record's RE. */
static int compare_re(const tg_replay *r, const char *fixed, int margin2, bool *counted) {
    const tg_sgf_result *re = &r->info.result;
    *counted = false;
    switch (re->winner) {
    case TG_SGF_WIN_NONE:
    case TG_SGF_WIN_UNKNOWN: return -1;
    case TG_SGF_WIN_VOID: return fixed && strcmp(fixed, "Void") == 0;
    case TG_SGF_WIN_DRAW: *counted = true; return !fixed && margin2 == 0;
    default: break;
    }
    char w = re->winner == TG_SGF_WIN_BLACK ? 'B' : 'W';
    switch (re->by) {
    case TG_SGF_BY_SCORE:
        *counted = true;
        if (fixed) return 0;
        return margin2 == (w == 'B' ? re->margin2 : -re->margin2);
    case TG_SGF_BY_NONE:
        if (fixed) return fixed[0] == w;
        return margin2 != 0 && (margin2 > 0) == (w == 'B');
    default: return fixed && fixed[0] == w;
    }
}

/* compare(margin) -> (agree, counted): whether a count with this margin
 * (Black minus White, points) agrees with RE (None: nothing to compare),
 * and whether RE is a counted result. A result decided without counting
 * (fixed_result) is compared instead when there is one. */
static PyObject *rp_compare(PyObject *self, PyObject *arg) {
    double m = PyFloat_AsDouble(arg);
    if (m == -1.0 && PyErr_Occurred()) return NULL;
    char fixed[16];
    bool is_fixed = tg_replay_fixed_result(&RPL(self)->r, fixed), counted;
    int a = compare_re(&RPL(self)->r, is_fixed ? fixed : NULL, (int)(m * 2 + (m < 0 ? -0.5 : 0.5)), &counted);
    return Py_BuildValue("(OO)", a < 0 ? Py_None : a ? Py_True : Py_False, counted ? Py_True : Py_False);
}

static PyMethodDef rp_methods[] = {
    {"compare", rp_compare, METH_O,
     "compare(margin) -> (agree, counted)\n\nWhether a count with this margin (Black minus White) agrees with\n"
     "the record's RE (None: no RE to compare), and whether RE is a count."},
    {"score", (PyCFunction)(void (*)(void))rp_score, METH_VARARGS | METH_KEYWORDS,
     "score(rules=None, dead='auto', seed=1, finished=None) -> Score\n\n"
     "Counts the final position: dead 'auto' (the record's marks, else the\n"
     "estimate), 'marks', 'estimate', 'none' or a list of points. A result\n"
     "decided without counting ('B+R', 'Void') is the Score's result.\n"
     "finished: None (auto: as Replay.finished), True or False, whether the\n"
     "estimate judges the position as the end of the game (`tengen score\n"
     "--finished`)."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef rp_getset[] = {
    {"game", rp_game, NULL, "The position reached, with its history (a copy).", NULL},
    {"rules", rp_rules, NULL, "The rules replayed under, komi included.", NULL},
    {"info", rp_info, NULL, "The record's game information (Record.info).", NULL},
    {"head", rp_head, NULL, "The leading fields of `tengen check/score --json` for this game.", NULL},
    {"events", rp_events, NULL,
     "Every departure from the rules and every note, as dicts (kind, move, color, point,\n"
     "reason, message, repeats_move, line, column, played).",
     NULL},
    {"issues", rp_issues, NULL, "validate=True: every issue (kind, severity, move, line, column, message).", NULL},
    {"dead", rp_dead, NULL, "Stones the record marks dead (TB/TW, AE after the last move).", NULL},
    {"dead_source", rp_dead_source, NULL, "'none', 'marks', 'removals' or 'marks+removals'.", NULL},
    {"fixed_result", rp_fixed, NULL, "'B+R', 'W+T', 'Void' ... or None when the game is to be counted.", NULL},
    {"moves", rp_moves, NULL, "Moves replayed (passes included).", NULL},
    {"passes", rp_passes, NULL, "Passes.", NULL},
    {"illegal", rp_illegal, NULL, "Illegal moves found.", NULL},
    {"stopped", rp_stopped, NULL, "A strict replay stopped at an illegal move.", NULL},
    {"file", rp_file, NULL, "The file the record came from, or None.", NULL},
    {"game_number", rp_game_number, NULL, "The game's place in its file (1-based).", NULL},
    {"recorded", rp_recorded, NULL, "RE as written in the record (raw), or None.", NULL},
    {"finished", rp_finished, NULL,
     "Whether the final position is the end of the game (two passes, or RE a count): if not, the "
     "estimate predicts.", NULL},
    {"scored", rp_scored, NULL, "score_files: the Score `tengen score` gives; else None.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_ReplayType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Replay",
    .tp_basicsize = sizeof(ReplayObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A record's main line replayed under the rules (Record.replay).",
    .tp_dealloc = replay_dealloc,
    .tp_methods = rp_methods,
    .tp_getset = rp_getset,
};
