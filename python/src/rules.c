/*
 * rules.c — tengen.Rules: a complete ruleset (tg_rules), a plain value.
 *
 * Invariant: a Rules object never changes after it is made; with() makes a
 * new one. Its text (str()) parses back to an equal Rules.
 */
#include "tgpy.h"

#include <string.h>

static int parse(const char *spec, tg_rules *out) {
    char err[256];
    if (tg_rules_parse(spec, out, err, sizeof err) == TG_OK) return 0;
    tgpy_raise(tgpy_RulesError, TG_ERR_PARSE, NULL, 0, 0, err);
    return -1;
}

int tgpy_rules_arg(PyObject *o, const tg_rules *fallback, tg_rules *out) {
    if (o == NULL || o == Py_None) {
        if (fallback) {
            *out = *fallback;
            return 0;
        }
        return parse("chinese", out);
    }
    if (PyObject_TypeCheck(o, &tgpy_RulesType)) {
        *out = ((tgpy_RulesObject *)o)->rules;
        return 0;
    }
    if (PyUnicode_Check(o)) {
        const char *s = PyUnicode_AsUTF8(o);
        return s ? parse(s, out) : -1;
    }
    PyErr_Format(PyExc_TypeError, "rules are a tengen.Rules or a rules text like 'japanese,komi=6.5', not %R",
                 o);
    return -1;
}

PyObject *tgpy_rules_new(const tg_rules *r) {
    tgpy_RulesObject *o = PyObject_New(tgpy_RulesObject, &tgpy_RulesType);
    if (o) o->rules = *r;
    return (PyObject *)o;
}

static PyObject *rules_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    static char *kwlist[] = {"spec", NULL};
    const char *spec = "chinese";
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|s:Rules", kwlist, &spec)) return NULL;
    tg_rules r;
    if (parse(spec, &r) < 0) return NULL;
    tgpy_RulesObject *o = (tgpy_RulesObject *)type->tp_alloc(type, 0);
    if (o) o->rules = r;
    return (PyObject *)o;
}

/* "japanese,scoring=territory,ko=...": the preset then every parameter. */
static PyObject *rules_str(PyObject *self) {
    const tg_rules *r = &((tgpy_RulesObject *)self)->rules;
    char buf[1024];
    size_t n = tg_rules_format(r, buf, sizeof buf);
    return PyUnicode_FromFormat("%s,%s", r->preset, n < sizeof buf ? buf : "");
}

static PyObject *rules_repr(PyObject *self) {
    PyObject *s = rules_str(self);
    if (!s) return NULL;
    PyObject *r = PyUnicode_FromFormat("Rules(%R)", s);
    Py_DECREF(s);
    return r;
}

static PyObject *rules_getitem(PyObject *self, PyObject *key) {
    const char *k = PyUnicode_Check(key) ? PyUnicode_AsUTF8(key) : NULL;
    char buf[64];
    const char *v = k ? tg_rules_get(&((tgpy_RulesObject *)self)->rules, k, buf, sizeof buf) : NULL;
    if (!v) {
        if (!PyErr_Occurred()) PyErr_SetObject(PyExc_KeyError, key);
        return NULL;
    }
    return PyUnicode_FromString(v);
}

static PyObject *rules_keys(PyObject *self, PyObject *unused) {
    (void)self;
    (void)unused;
    PyObject *l = PyList_New(tg_rules_key_count());
    for (int i = 0; l && i < tg_rules_key_count(); i++) {
        PyObject *s = PyUnicode_FromString(tg_rules_key_name(i));
        if (!s) {
            Py_CLEAR(l);
            break;
        }
        PyList_SET_ITEM(l, i, s);
    }
    return l;
}

static PyObject *rules_to_dict(PyObject *self, PyObject *unused) {
    (void)unused;
    PyObject *d = PyDict_New();
    for (int i = 0; d && i < tg_rules_key_count(); i++) {
        char buf[64];
        const char *v = tg_rules_get(&((tgpy_RulesObject *)self)->rules, tg_rules_key_name(i), buf, sizeof buf);
        PyObject *s = PyUnicode_FromString(v ? v : "");
        if (!s || PyDict_SetItemString(d, tg_rules_key_name(i), s) < 0) Py_CLEAR(d);
        Py_XDECREF(s);
    }
    return d;
}

/* with_(key=value, ...): a new Rules with those parameters changed. */
static PyObject *rules_with(PyObject *self, PyObject *args, PyObject *kw) {
    if (PyTuple_GET_SIZE(args)) {
        PyErr_SetString(PyExc_TypeError, "with_() takes parameters by name: with_(komi=6.5)");
        return NULL;
    }
    tg_rules r = ((tgpy_RulesObject *)self)->rules;
    PyObject *key, *value;
    Py_ssize_t pos = 0;
    while (kw && PyDict_Next(kw, &pos, &key, &value)) {
        PyObject *vs = PyObject_Str(value);
        if (!vs) return NULL;
        const char *k = PyUnicode_AsUTF8(key), *v = PyUnicode_AsUTF8(vs);
        char err[256];
        tg_status st = k && v ? tg_rules_set(&r, k, v, err, sizeof err) : TG_ERR_ARG;
        Py_DECREF(vs);
        if (!k || !v) return NULL;
        if (st != TG_OK) return tgpy_raise(tgpy_RulesError, st, NULL, 0, 0, err);
    }
    return tgpy_rules_new(&r);
}

static PyObject *rules_richcompare(PyObject *a, PyObject *b, int op) {
    if (!PyObject_TypeCheck(b, &tgpy_RulesType) || (op != Py_EQ && op != Py_NE)) Py_RETURN_NOTIMPLEMENTED;
    PyObject *sa = rules_str(a), *sb = rules_str(b);
    if (!sa || !sb) {
        Py_XDECREF(sa);
        Py_XDECREF(sb);
        return NULL;
    }
    PyObject *r = PyObject_RichCompare(sa, sb, op);
    Py_DECREF(sa);
    Py_DECREF(sb);
    return r;
}

static PyObject *get_preset(PyObject *self, void *c) {
    (void)c;
    return PyUnicode_FromString(((tgpy_RulesObject *)self)->rules.preset);
}
static PyObject *get_komi(PyObject *self, void *c) {
    (void)c;
    return PyFloat_FromDouble(((tgpy_RulesObject *)self)->rules.komi2 / 2.0);
}

static PyMethodDef rules_methods[] = {
    {"keys", rules_keys, METH_NOARGS, "keys() -> list[str]\n\nThe parameter names, in the order str() writes them."},
    {"to_dict", rules_to_dict, METH_NOARGS, "to_dict() -> dict[str, str]\n\nEvery parameter and its value as text."},
    {"with_", (PyCFunction)(void (*)(void))rules_with, METH_VARARGS | METH_KEYWORDS,
     "with_(**params) -> Rules\n\nA copy with parameters changed: r.with_(komi=0.5, ko='situational')."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef rules_getset[] = {
    {"preset", get_preset, NULL, "The preset the rules started from.", NULL},
    {"komi", get_komi, NULL, "Komi in points.", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyMappingMethods rules_mapping = {NULL, rules_getitem, NULL};

PyTypeObject tgpy_RulesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tengen.Rules",
    .tp_basicsize = sizeof(tgpy_RulesObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Rules(spec='chinese')\n\n"
              "A complete ruleset from a rules text: 'PRESET[,key=value]...', e.g.\n"
              "'japanese,komi=6.5'. rules['ko'] reads one parameter as text;\n"
              "str(rules) is the preset and every parameter. Raises RulesError\n"
              "with the library's message for a bad text.",
    .tp_new = rules_new,
    .tp_str = rules_str,
    .tp_repr = rules_repr,
    .tp_as_mapping = &rules_mapping,
    .tp_methods = rules_methods,
    .tp_getset = rules_getset,
    .tp_richcompare = rules_richcompare,
};
