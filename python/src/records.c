/*
 * records.c — tengen.score_files: many game records read, replayed and
 * scored on every core, without the GIL, as `tengen score` does each one
 * (tolerant replay; dead stones from the record's marks, else the seeded
 * estimate).
 *
 * Invariant: worker threads touch no Python object: they fill plain C
 * results, one slot per file, and only the calling thread, holding the GIL
 * again after every worker has finished, turns them into Python objects.
 * Every file gets a result: a list of games, or the error that stopped it.
 */
#include "tgpy.h"

#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

PyObject *tgpy_replay_new(tg_replay *r, PyObject *coll, PyObject *file, int game, PyObject *scored);
PyObject *tgpy_collection_new(tg_sgf_collection *c, PyObject *path);

typedef enum { DEAD_AUTO, DEAD_MARKS, DEAD_NONE, DEAD_ESTIMATE } dead_mode;

typedef struct {
    tg_status st;     /* TG_OK: r, score and dead are filled in */
    tg_sgf_error err; /* otherwise why */
    tg_replay r;
    tg_score score;
    tg_point dead[TG_MAX_POINTS];
    int ndead;
    const char *source;
    tg_life_map *life; /* the estimate, when the dead stones came from it */
} game_out;

typedef struct {
    const char *path;
    tg_sgf_collection *c; /* NULL: err says why */
    tg_sgf_error err;
    size_t ngames;
    game_out *games;
} file_out;

typedef struct {
    file_out *files;
    long n;
    atomic_long next;
    const tg_rules *rules;
    bool keep_komi;
    dead_mode dead;
} job;

static void score_game(const job *j, const tg_sgf_collection *c, size_t gi, game_out *g) {
    tg_replay_options opt = {.rules = j->rules, .keep_komi = j->keep_komi, .tolerant = true};
    g->st = tg_replay_sgf(tg_sgf_game(c, gi), &opt, &g->r, &g->err);
    if (g->st != TG_OK) return;
    const tg_replay *r = &g->r;
    static const char *names[] = {"none", "marks", "removals", "marks+removals"};
    g->source = "none";
    g->ndead = 0;
    /* auto under rules without a counting phase (dead=none): the board as
     * it stands, as `tengen score` counts it */
    if (j->dead == DEAD_AUTO && r->rules.dead == TG_DEAD_NONE) {
    } else if (j->dead == DEAD_ESTIMATE || (j->dead == DEAD_AUTO && r->n_dead == 0)) {
        const tg_board *b = tg_game_board(r->game);
        g->source = "estimate";
        g->life = malloc(sizeof *g->life);
        tg_estimate_options o = {.unfinished = !tg_replay_finished(r)};
        if (g->life && tg_life_estimate(b, &r->rules, tg_game_to_move(r->game), 1, &o, g->life) == TG_OK) {
            g->ndead = tg_life_dead_points(b, g->life, g->dead);
        } else {
            free(g->life);
            g->life = NULL;
        }
    } else if (j->dead != DEAD_NONE) {
        g->source = names[r->dead_source];
        memcpy(g->dead, r->dead, (size_t)r->n_dead * sizeof *g->dead);
        g->ndead = r->n_dead;
    }
    tg_replay_score(r, NULL, g->dead, g->ndead, &g->score);
    char fixed[16];
    if (tg_replay_fixed_result(r, fixed)) memcpy(g->score.result, fixed, sizeof fixed);
}

static void *worker(void *arg) {
    job *j = arg;
    for (;;) {
        long i = atomic_fetch_add(&j->next, 1);
        if (i >= j->n) break;
        file_out *f = &j->files[i];
        memset(&f->err, 0, sizeof f->err);
        f->c = tg_sgf_read_file(f->path, NULL, &f->err);
        if (!f->c) continue;
        f->ngames = tg_sgf_game_count(f->c);
        f->games = calloc(f->ngames, sizeof *f->games);
        if (!f->games) {
            tg_sgf_collection_free(f->c);
            f->c = NULL;
            f->err.status = TG_ERR_NOMEM;
            snprintf(f->err.message, sizeof f->err.message, "out of memory");
            continue;
        }
        for (size_t g = 0; g < f->ngames; g++) score_game(j, f->c, g, &f->games[g]);
    }
    return NULL;
}

/* The pending exception as an instance (and cleared). */
static PyObject *take_exception(void) {
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyErr_NormalizeException(&type, &value, &tb);
    Py_XDECREF(type);
    Py_XDECREF(tb);
    return value;
}

static PyObject *file_result(file_out *f, PyObject *path) {
    if (!f->c) {
        tgpy_raise_sgf(f->path, &f->err);
        return take_exception();
    }
    PyObject *coll = tgpy_collection_new(f->c, path);
    f->c = NULL; /* the Collection owns it now */
    if (!coll) return NULL;
    PyObject *l = PyList_New((Py_ssize_t)f->ngames);
    for (size_t g = 0; l && g < f->ngames; g++) {
        game_out *go = &f->games[g];
        PyObject *item;
        if (go->st != TG_OK) {
            char name[4200];
            if (f->ngames > 1) snprintf(name, sizeof name, "%s#%zu", f->path, g + 1);
            else snprintf(name, sizeof name, "%s", f->path);
            tgpy_raise_sgf(name, &go->err);
            item = take_exception();
        } else {
            const tg_board *b = tg_game_board(go->r.game);
            PyObject *est = go->life ? tgpy_estimate_wrap(b, go->life) : NULL;
            PyObject *sc = !go->life || est ? tgpy_score_wrap(b, &go->score, go->dead, go->ndead, go->source, est)
                                            : NULL;
            Py_XDECREF(est);
            item = sc ? tgpy_replay_new(&go->r, coll, path, (int)g + 1, sc) : NULL;
            if (!sc) tg_replay_fini(&go->r);
            go->st = TG_ERR_STATE; /* handed over */
            Py_XDECREF(sc);
        }
        if (!item) Py_CLEAR(l);
        else PyList_SET_ITEM(l, (Py_ssize_t)g, item);
    }
    Py_DECREF(coll);
    return l;
}

PyObject *tgpy_score_files(PyObject *self, PyObject *args, PyObject *kw) {
    (void)self;
    static char *kwlist[] = {"paths", "rules", "dead", "keep_komi", "threads", NULL};
    PyObject *paths_o, *rules_o = Py_None;
    const char *dead_s = "auto";
    int keep_komi = 0, threads = 0;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "O|Ospi:score_files", kwlist, &paths_o, &rules_o, &dead_s, &keep_komi,
                                     &threads))
        return NULL;
    job j;
    memset(&j, 0, sizeof j);
    tg_rules rules;
    if (rules_o != Py_None) {
        if (tgpy_rules_arg(rules_o, NULL, &rules) < 0) return NULL;
        j.rules = &rules;
    }
    if (strcmp(dead_s, "auto") == 0) j.dead = DEAD_AUTO;
    else if (strcmp(dead_s, "marks") == 0) j.dead = DEAD_MARKS;
    else if (strcmp(dead_s, "none") == 0) j.dead = DEAD_NONE;
    else if (strcmp(dead_s, "estimate") == 0) j.dead = DEAD_ESTIMATE;
    else {
        PyErr_Format(PyExc_ValueError, "dead is 'auto', 'marks', 'none' or 'estimate', not '%s'", dead_s);
        return NULL;
    }
    j.keep_komi = keep_komi;
    /* Paths as str objects (os.PathLike decoded), kept alive in strs. */
    PyObject *seq = PySequence_Fast(paths_o, "paths must be a sequence of paths");
    if (!seq) return NULL;
    j.n = PySequence_Fast_GET_SIZE(seq);
    PyObject *strs = PyList_New(j.n);
    j.files = PyMem_Calloc((size_t)(j.n ? j.n : 1), sizeof *j.files);
    PyObject *out = NULL;
    if (!strs || !j.files) {
        PyErr_NoMemory();
        goto done;
    }
    for (long i = 0; i < j.n; i++) {
        PyObject *fs;
        if (!PyUnicode_FSDecoder(PySequence_Fast_GET_ITEM(seq, i), &fs)) goto done;
        PyList_SET_ITEM(strs, i, fs);
        if (!(j.files[i].path = PyUnicode_AsUTF8(fs))) goto done;
    }
    atomic_init(&j.next, 0);
    int nt = tgpy_threads(threads, j.n);
    Py_BEGIN_ALLOW_THREADS pthread_t th[256];
    int started = 0;
    for (int t = 0; t < nt; t++)
        if (pthread_create(&th[t], NULL, worker, &j) == 0) started++;
    if (started == 0) worker(&j);
    for (int t = 0; t < started; t++) pthread_join(th[t], NULL);
    Py_END_ALLOW_THREADS out = PyList_New(j.n);
    for (long i = 0; out && i < j.n; i++) {
        PyObject *r = file_result(&j.files[i], PyList_GET_ITEM(strs, i));
        if (!r) Py_CLEAR(out);
        else PyList_SET_ITEM(out, i, r);
    }
done:
    /* Whatever was not handed to a Python object is freed here. */
    for (long i = 0; j.files && i < j.n; i++) {
        file_out *f = &j.files[i];
        for (size_t g = 0; f->games && g < f->ngames; g++) {
            if (f->games[g].st == TG_OK) tg_replay_fini(&f->games[g].r);
            free(f->games[g].life);
        }
        free(f->games);
        tg_sgf_collection_free(f->c);
    }
    PyMem_Free(j.files);
    Py_XDECREF(strs);
    Py_DECREF(seq);
    return out;
}
