/*
 * records.c — the file list, worker pool, ordered output, progress bar and
 * summary shared by `tengen check` and `tengen score` (records.h).
 *
 * Workers take the next file index under a mutex and write that file's
 * output into its own memory stream; the main thread waits on a condition
 * variable and prints finished outputs in list order, so results come out
 * in a stable order whatever the number of threads. The progress bar is
 * drawn on stderr only when asked (a terminal), and erased before results
 * are printed over it.
 *
 * What it does not do: read SGF or judge anything (the rec_fn does).
 */
#include "records.h"

#include <dirent.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------ the list */

typedef struct list {
    char **v;
    int n, cap;
} list;

static int push(list *l, const char *s) {
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        char **v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v) return -1;
        l->v = v;
        l->cap = cap;
    }
    char *d = strdup(s);
    if (!d) return -1;
    l->v[l->n++] = d;
    return 0;
}

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool is_sgf_name(const char *name) {
    size_t n = strlen(name);
    if (n < 4) return false;
    const char *e = name + n - 4;
    return e[0] == '.' && (e[1] | 32) == 's' && (e[2] | 32) == 'g' && (e[3] | 32) == 'f';
}

/* Adds the *.sgf files under dir, sorted, depth first. */
static int walk(list *l, const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return push(l, dir); /* reported as unreadable later */
    list names = {0};
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (push(&names, e->d_name) != 0) break;
    }
    closedir(d);
    qsort(names.v, (size_t)names.n, sizeof *names.v, cmp_str);
    int rc = 0;
    for (int i = 0; i < names.n && rc == 0; i++) {
        size_t len = strlen(dir) + strlen(names.v[i]) + 2;
        char *path = malloc(len);
        if (!path) {
            rc = -1;
            break;
        }
        snprintf(path, len, "%s/%s", dir, names.v[i]);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) rc = walk(l, path);
        else if (is_sgf_name(names.v[i])) rc = push(l, path);
        free(path);
    }
    rec_free_list(names.v, names.n);
    return rc;
}

int rec_collect(char **args, int nargs, bool recursive, char ***out, const char *cmd) {
    list l = {0};
    for (int i = 0; i < nargs; i++) {
        if (strcmp(args[i], "-") == 0) {
            char *line = NULL;
            size_t cap = 0;
            ssize_t len;
            while ((len = getline(&line, &cap, stdin)) > 0) {
                while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
                if (len > 0) push(&l, line);
            }
            free(line);
            continue;
        }
        struct stat st;
        if (stat(args[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            if (!recursive) {
                fprintf(stderr, "tengen %s: %s is a directory (use -r)\n", cmd, args[i]);
                rec_free_list(l.v, l.n);
                return -1;
            }
            walk(&l, args[i]);
        } else {
            push(&l, args[i]);
        }
    }
    *out = l.v;
    return l.n;
}

void rec_free_list(char **v, int n) {
    for (int i = 0; i < n; i++) free(v[i]);
    free(v);
}

/* ---------------------------------------------------------- the pool */

typedef struct slot {
    char *text;
    size_t len;
    rec_stats st;
    bool done;
} slot;

typedef struct pool {
    char **paths;
    int n, next, finished;
    int want;          /* the slot the printer waits for: only its end is
                          signalled (a wake-up per file costs ~10% at -j 1) */
    slot *slots;
    rec_fn fn;
    void *ctx;
    pthread_mutex_t mu;
    pthread_cond_t cv;
} pool;

static void *worker(void *arg) {
    pool *p = arg;
    for (;;) {
        pthread_mutex_lock(&p->mu);
        int i = p->next < p->n ? p->next++ : -1;
        pthread_mutex_unlock(&p->mu);
        if (i < 0) return NULL;
        slot s = {NULL, 0, {0}, true};
        FILE *f = open_memstream(&s.text, &s.len);
        if (f) {
            p->fn(p->paths[i], p->ctx, f, &s.st);
            fclose(f);
        } else {
            s.st.unreadable = 1;
        }
        pthread_mutex_lock(&p->mu);
        p->slots[i] = s;
        p->finished++;
        if (i == p->want) pthread_cond_signal(&p->cv);
        pthread_mutex_unlock(&p->mu);
    }
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void draw_bar(int done, int n, double elapsed) {
    int width = 30, fill = n ? (int)((long)done * width / n) : width;
    char bar[32];
    for (int i = 0; i < width; i++) bar[i] = i < fill ? '#' : '.';
    bar[width] = '\0';
    fprintf(stderr, "\r[%s] %d/%d files  %.1fs ", bar, done, n, elapsed);
    fflush(stderr);
}

static void add_stats(rec_stats *t, const rec_stats *s) {
    t->games += s->games;
    t->moves += s->moves;
    t->illegal_games += s->illegal_games;
    t->illegal_moves += s->illegal_moves;
    t->unreadable += s->unreadable;
    t->counted += s->counted;
    t->agree += s->agree;
    t->differ += s->differ;
    t->invalid_games += s->invalid_games;
    t->issue_errors += s->issue_errors;
    t->issue_notes += s->issue_notes;
}

int rec_cores(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

void rec_run_all(char **paths, int n, rec_fn fn, void *ctx, rec_run *run) {
    double t0 = now();
    memset(&run->total, 0, sizeof run->total);
    int jobs = run->jobs > 0 ? run->jobs : rec_cores();
    if (jobs > n) jobs = n > 0 ? n : 1;
    pool p = {paths, n, 0, 0, 0, calloc((size_t)(n ? n : 1), sizeof(slot)), fn, ctx,
              PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER};
    if (!p.slots) {
        fprintf(stderr, "tengen: out of memory\n");
        run->total.unreadable = n;
        return;
    }
    pthread_t *th = calloc((size_t)jobs, sizeof *th);
    int started = 0;
    for (int i = 0; th && i < jobs; i++)
        if (pthread_create(&th[i], NULL, worker, &p) == 0) started++;
    if (started == 0) worker(&p); /* no threads: do it all here */
    int printed = 0;
    double last_draw = 0;
    pthread_mutex_lock(&p.mu);
    while (printed < n) {
        p.want = printed;
        while (printed < n && !p.slots[printed].done) {
            if (run->progress) {
                struct timespec until;
                clock_gettime(CLOCK_REALTIME, &until);
                until.tv_nsec += 100000000;
                if (until.tv_nsec >= 1000000000) until.tv_sec++, until.tv_nsec -= 1000000000;
                pthread_cond_timedwait(&p.cv, &p.mu, &until);
                double t = now() - t0;
                if (t - last_draw > 0.1) {
                    draw_bar(p.finished, n, t);
                    last_draw = t;
                }
            } else {
                pthread_cond_wait(&p.cv, &p.mu);
            }
        }
        /* Print every finished output in order, without holding the lock. */
        int upto = printed;
        while (upto < n && p.slots[upto].done) upto++;
        pthread_mutex_unlock(&p.mu);
        if (run->progress && upto > printed) fprintf(stderr, "\r\033[K");
        for (int i = printed; i < upto; i++) {
            if (p.slots[i].text) fwrite(p.slots[i].text, 1, p.slots[i].len, stdout);
            free(p.slots[i].text);
            p.slots[i].text = NULL;
            add_stats(&run->total, &p.slots[i].st);
        }
        fflush(stdout);
        printed = upto;
        if (run->progress && printed < n) draw_bar(printed, n, now() - t0);
        pthread_mutex_lock(&p.mu);
    }
    pthread_mutex_unlock(&p.mu);
    for (int i = 0; i < started; i++) pthread_join(th[i], NULL);
    if (run->progress) fprintf(stderr, "\r\033[K");
    free(th);
    free(p.slots);
    run->seconds = now() - t0;
}

void rec_print_summary(const char *cmd, const rec_run *run, bool json) {
    const rec_stats *t = &run->total;
    double s = run->seconds > 0 ? run->seconds : 1e-9;
    if (json) {
        printf("{\"summary\":true,\"command\":\"%s\",\"games\":%ld,\"moves\":%ld,"
               "\"illegal_games\":%ld,\"illegal_moves\":%ld,\"unreadable\":%ld,"
               "\"counted\":%ld,\"agree\":%ld,\"differ\":%ld,",
               cmd, t->games, t->moves, t->illegal_games, t->illegal_moves, t->unreadable,
               t->counted, t->agree, t->differ);
        if (run->validate)
            printf("\"invalid_games\":%ld,\"errors\":%ld,\"notes\":%ld,", t->invalid_games,
                   t->issue_errors, t->issue_notes);
        printf("\"seconds\":%.3f,\"games_per_second\":%.1f,\"moves_per_second\":%.0f}\n",
               run->seconds, (double)t->games / s, (double)t->moves / s);
        return;
    }
    fprintf(stderr, "%ld games, %ld moves, %ld with illegal moves (%ld moves), %ld unreadable",
            t->games, t->moves, t->illegal_games, t->illegal_moves, t->unreadable);
    if (run->validate)
        fprintf(stderr, "; %ld with errors (%ld errors, %ld notes)", t->invalid_games, t->issue_errors,
                t->issue_notes);
    if (t->counted)
        fprintf(stderr, "; result agrees with RE in %ld of %ld counted games (%.1f%%), %ld differ",
                t->agree, t->counted, 100.0 * (double)t->agree / (double)t->counted, t->differ);
    fprintf(stderr, "; %.2fs (%.0f games/s, %.0f moves/s)\n", run->seconds, (double)t->games / s,
            (double)t->moves / s);
}

/* ---------------------------------------------------------------- JSON */

void json_str(FILE *f, const char *s) {
    if (!s) {
        fputs("null", f);
        return;
    }
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') fprintf(f, "\\%c", *p);
        else if (*p == '\n') fputs("\\n", f);
        else if (*p == '\t') fputs("\\t", f);
        else if (*p == '\r') fputs("\\r", f);
        else if (*p < 0x20) fprintf(f, "\\u%04x", *p);
        else fputc(*p, f);
    }
    fputc('"', f);
}

void json_half(FILE *f, int half) {
    char buf[16];
    tg_format_half(half, buf);
    fputs(buf, f);
}

const char *color_letter(tg_color c) {
    return c == TG_BLACK ? "B" : c == TG_WHITE ? "W" : "-";
}

tg_sgf_collection *rec_read(const char *path, bool json, FILE *out, rec_stats *st) {
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &err);
    if (c) return c;
    char msg[256];
    tg_sgf_error_format(&err, msg, sizeof msg);
    rec_unreadable(out, json, path, "cannot read", msg, st);
    return NULL;
}

void rec_unreadable(FILE *out, bool json, const char *name, const char *what, const char *msg,
                    rec_stats *st) {
    if (json) json_unreadable(out, name, msg);
    else fprintf(out, "%s: %s: %s\n", name, what, msg);
    st->unreadable++;
}

void rec_game_name(char *out, size_t n, const char *path, size_t gi, size_t ngames) {
    if (ngames > 1) snprintf(out, n, "%s#%zu", path, gi + 1);
    else snprintf(out, n, "%s", path);
}

int rec_option(int argc, char **argv, int *i, rec_opts *o, const char *cmd) {
    const char *a = argv[*i];
    if (strcmp(a, "-r") == 0) o->recursive = true;
    else if (strcmp(a, "--no-progress") == 0) o->no_progress = true;
    else if (strcmp(a, "-q") == 0 || strcmp(a, "--quiet") == 0) o->quiet = true;
    else if (strcmp(a, "--json") == 0) o->json = true;
    else if (strcmp(a, "-j") == 0) {
        const char *v = *i + 1 < argc ? argv[*i + 1] : "";
        char *end;
        long j = strtol(v, &end, 10);
        if (*v == '\0' || *end != '\0' || j < 1 || j > 1024) {
            fprintf(stderr, "tengen %s: -j takes a number of threads from 1 to 1024, not '%s'\n", cmd, v);
            return -1;
        }
        o->jobs = (int)j;
        ++*i;
    } else {
        return 0;
    }
    return 1;
}
