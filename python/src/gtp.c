/*
 * gtp.c — tengen.Gtp: a GTP engine session (tg_gtp_session) driven one
 * command at a time from Python.
 *
 * Invariant: the session belongs to this object alone; a command's answer
 * is copied out before the next call, which reuses the session's buffer.
 */
#include "tgpy.h"

#include <string.h>

typedef struct {
    PyObject_HEAD
    tg_gtp_session *s;
} GtpObject;

#define GTP(o) (((GtpObject *)(o))->s)

static PyObject *gtp_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"size", "rules", "seed", "name", NULL};
    int size = 19;
    PyObject *rules_o = Py_None;
    unsigned long long seed = 0;
    const char *name = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|iOKz:Gtp", kwlist, &size, &rules_o, &seed, &name)) return NULL;
    if (size < 1 || size > TG_MAX_SIDE) return tgpy_raise(tgpy_Error, TG_ERR_ARG, NULL, 0, 0, "a board side is 1..25");
    tg_rules r;
    if (tgpy_rules_arg(rules_o, NULL, &r) < 0) return NULL;
    tg_gtp_options opt = {.width = size, .height = size, .rules = &r, .seed = seed, .name = name};
    tg_gtp_session *s = tg_gtp_new(&opt);
    if (!s) return PyErr_NoMemory();
    GtpObject *o = (GtpObject *)type->tp_alloc(type, 0);
    if (!o) {
        tg_gtp_free(s);
        return NULL;
    }
    o->s = s;
    return (PyObject *)o;
}

static void gtp_dealloc(PyObject *self) {
    tg_gtp_free(GTP(self));
    Py_TYPE(self)->tp_free(self);
}

static int handle(PyObject *self, PyObject *arg, const char **reply, size_t *len) {
    Py_ssize_t n;
    const char *line = PyUnicode_AsUTF8AndSize(arg, &n);
    if (!line) return -1;
    if (tg_gtp_handle_line(GTP(self), line, (size_t)n, reply, len) != TG_OK) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* raw(line) -> str: the framed reply exactly as the engine writes it. */
static PyObject *gtp_raw(PyObject *self, PyObject *arg) {
    const char *reply;
    size_t len;
    if (handle(self, arg, &reply, &len) < 0) return NULL;
    return PyUnicode_DecodeUTF8(reply, (Py_ssize_t)len, "replace");
}

/* send(command) -> str: the answer without '=', the id and the blank line;
 * GtpError with the engine's message on '?'. */
static PyObject *gtp_send(PyObject *self, PyObject *arg) {
    const char *reply;
    size_t len;
    if (handle(self, arg, &reply, &len) < 0) return NULL;
    if (len == 0) return PyUnicode_FromString("");
    while (len > 0 && reply[len - 1] == '\n') len--;
    size_t i = 1;
    while (i < len && reply[i] >= '0' && reply[i] <= '9') i++;
    if (i < len && reply[i] == ' ') i++;
    if (reply[0] == '?') {
        char msg[512];
        snprintf(msg, sizeof msg, "%.*s", (int)(len - i), reply + i);
        return tgpy_raise(tgpy_GtpError, TG_ERR_ARG, NULL, 0, 0, msg);
    }
    return PyUnicode_DecodeUTF8(reply + i, (Py_ssize_t)(len - i), "replace");
}

static PyObject *gtp_game(PyObject *self, void *c) {
    (void)c;
    tg_game *g = tg_game_clone(tg_gtp_game(GTP(self)));
    return g ? tgpy_game_wrap(g) : PyErr_NoMemory();
}

static PyObject *gtp_quit(PyObject *self, void *c) {
    (void)c;
    return PyBool_FromLong(tg_gtp_quit_requested(GTP(self)));
}

static PyMethodDef gtp_methods[] = {
    {"send", gtp_send, METH_O,
     "send(command) -> str\n\nOne GTP command, e.g. send('play B D4'); the answer text. Raises\n"
     "GtpError with the engine's message when it answers '?'."},
    {"raw", gtp_raw, METH_O, "raw(line) -> str\n\nThe framed reply ('= ...\\n\\n'), for any input line."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef gtp_getset[] = {
    {"game", gtp_game, NULL, "A copy of the session's game.", NULL},
    {"quit_requested", gtp_quit, NULL, "Whether `quit` was answered.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

PyTypeObject tgpy_GtpType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Gtp",
    .tp_basicsize = sizeof(GtpObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Gtp(size=19, rules='chinese', seed=0, name=None)\n\n"
              "A GTP engine session, the one `tengen gtp` runs, in-process.",
    .tp_new = gtp_new,
    .tp_dealloc = gtp_dealloc,
    .tp_methods = gtp_methods,
    .tp_getset = gtp_getset,
};
