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
 * The walk (-r) keeps a set of the (device, inode) pairs it has reached, so
 * each folder is entered once (a symbolic link loop ends there) and each
 * file listed once; it lists only folders and regular files, each with
 * the size its stat found (rec_file), so a record is read with no fstat.
 * rec_read_into checks a record's size before reading it and reads at
 * most --max-size.
 *
 * What it does not do: parse SGF itself or judge anything (the rec_fn does).
 */
#include "records.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* A worker's memory kept from record to record (its output stream, the
 * buffer its records are read into) is freed after a record that grew it
 * past this, so that one huge record (a validation of thousands of
 * issues, a file of megabytes) does not hold its megabytes for the rest
 * of the run. */
#define REC_KEEP_BYTES ((size_t)1 << 20)

/* ------------------------------------------------------------ the list */

typedef struct list {
    rec_file *v;
    int n, cap;
} list;

/* Appends a copy of s; size as rec_file's (-1: not known). */
static int push_sized(list *l, const char *s, long long size) {
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        rec_file *v = realloc(l->v, (size_t)cap * sizeof *v);
        if (!v) return -1;
        l->v = v;
        l->cap = cap;
    }
    char *d = strdup(s);
    if (!d) return -1;
    l->v[l->n++] = (rec_file){d, size};
    return 0;
}

static int push(list *l, const char *s) { return push_sized(l, s, -1); }

static int cmp_path(const void *a, const void *b) {
    return strcmp(((const rec_file *)a)->path, ((const rec_file *)b)->path);
}

static bool is_sgf_name(const char *name) {
    size_t n = strlen(name);
    if (n < 4) return false;
    const char *e = name + n - 4;
    return e[0] == '.' && (e[1] | 32) == 's' && (e[2] | 32) == 'g' && (e[3] | 32) == 'f';
}

/* The set of (device, inode) pairs a walk has visited, open addressing.
 * Invariant: a folder or file is in it from the moment the walk first
 * reaches it, so a symbolic link that leads back (a loop) or a second
 * name of the same file is recognised the second time. */
typedef struct seen_set {
    struct seen_key { dev_t dev; ino_t ino; bool used; } *k;
    size_t cap, n;
} seen_set;

static size_t seen_hash(dev_t d, ino_t i) {
    uint64_t h = (uint64_t)d * 0x9e3779b97f4a7c15u ^ (uint64_t)i * 0xc2b2ae3d27d4eb4fu;
    return (size_t)(h ^ (h >> 29));
}

/* Adds (dev, ino): 1 if new, 0 if already there, -1 out of memory. */
static int seen_add(seen_set *s, dev_t dev, ino_t ino) {
    if (2 * (s->n + 1) > s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 256;
        struct seen_key *k = calloc(cap, sizeof *k);
        if (!k) return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->k[i].used) continue;
            size_t j = seen_hash(s->k[i].dev, s->k[i].ino) & (cap - 1);
            while (k[j].used) j = (j + 1) & (cap - 1);
            k[j] = s->k[i];
        }
        free(s->k);
        s->k = k;
        s->cap = cap;
    }
    size_t j = seen_hash(dev, ino) & (s->cap - 1);
    while (s->k[j].used) {
        if (s->k[j].dev == dev && s->k[j].ino == ino) return 0;
        j = (j + 1) & (s->cap - 1);
    }
    s->k[j] = (struct seen_key){dev, ino, true};
    s->n++;
    return 1;
}

typedef struct walker {
    list *l;
    seen_set seen;
    long skipped;
    const char *cmd;
} walker;

static void skip_note(walker *w, const char *path, const char *why) {
    fprintf(stderr, "tengen %s: %s: skipped: %s\n", w->cmd, path, why);
    w->skipped++;
}

static const char *kind_name(mode_t m) {
    if (S_ISFIFO(m)) return "a FIFO";
    if (S_ISSOCK(m)) return "a socket";
    if (S_ISCHR(m)) return "a character device";
    if (S_ISBLK(m)) return "a block device";
    return "not a regular file";
}

/* Adds the *.sgf files under dir, sorted, depth first. Iterative in the
 * file list, recursive in depth (a loop cannot deepen it: each folder is
 * entered once). */
static int walk(walker *w, const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return push(w->l, dir); /* reported as unreadable later */
    list names = {0};
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (push(&names, e->d_name) != 0) break;
    }
    closedir(d);
    qsort(names.v, (size_t)names.n, sizeof *names.v, cmp_path);
    int rc = 0;
    for (int i = 0; i < names.n && rc == 0; i++) {
        const char *name = names.v[i].path;
        size_t len = strlen(dir) + strlen(name) + 2;
        char *path = malloc(len);
        if (!path) {
            rc = -1;
            break;
        }
        snprintf(path, len, "%s/%s", dir, name);
        struct stat st;
        if (stat(path, &st) != 0) {
            /* a dangling link, or gone since readdir: an SGF name is kept
             * so that reading it says why */
            if (is_sgf_name(name)) rc = push(w->l, path);
        } else if (S_ISDIR(st.st_mode)) {
            int fresh = seen_add(&w->seen, st.st_dev, st.st_ino);
            if (fresh < 0) rc = -1;
            else if (fresh == 0) skip_note(w, path, "a folder already visited (a symbolic link loop or a second link)");
            else rc = walk(w, path);
        } else if (is_sgf_name(name)) {
            int fresh = S_ISREG(st.st_mode) ? seen_add(&w->seen, st.st_dev, st.st_ino) : 1;
            if (fresh < 0) rc = -1;
            else if (!S_ISREG(st.st_mode)) skip_note(w, path, kind_name(st.st_mode));
            else if (fresh == 0) skip_note(w, path, "the same file as one already listed (a second link)");
            else rc = push_sized(w->l, path, (long long)st.st_size); /* read without fstat */
        }
        free(path);
    }
    rec_free_list(names.v, names.n);
    return rc;
}

/* Appends the lines of f (one name each; empty lines ignored). */
static int read_names(list *l, FILE *f) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    int rc = 0;
    while (rc == 0 && (len = getline(&line, &cap, f)) > 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = '\0';
        if (len > 0) rc = push(l, line);
    }
    free(line);
    return rc;
}

int rec_collect(char **args, int nargs, bool recursive, const char *files_from, rec_file **out,
                long *skipped, const char *cmd) {
    list l = {0};
    walker w = {&l, {0}, 0, cmd};
    int stdin_uses = files_from && strcmp(files_from, "-") == 0;
    for (int i = 0; i < nargs; i++) stdin_uses += strcmp(args[i], "-") == 0;
    if (stdin_uses > 1) {
        fprintf(stderr, "tengen %s: standard input can be read only once ('-' is one SGF record; "
                        "--files-from - a list of names)\n", cmd);
        return -1;
    }
    /* Every argument and listed name: a folder is walked, anything else
     * is read as a record. */
    list named = {0};
    for (int i = 0; i < nargs; i++) push(&named, args[i]);
    if (files_from) {
        FILE *f = strcmp(files_from, "-") == 0 ? stdin : fopen(files_from, "r");
        if (!f) {
            fprintf(stderr, "tengen %s: --files-from %s: %s\n", cmd, files_from, strerror(errno));
            rec_free_list(named.v, named.n);
            return -1;
        }
        read_names(&named, f);
        if (f != stdin) fclose(f);
    }
    int rc = 0;
    for (int i = 0; i < named.n && rc == 0; i++) {
        const char *a = named.v[i].path;
        struct stat st;
        bool known = strcmp(a, "-") != 0 && stat(a, &st) == 0;
        if (known && S_ISDIR(st.st_mode)) {
            if (!recursive) {
                fprintf(stderr, "tengen %s: %s is a directory (use -r)\n", cmd, a);
                rc = -1;
                break;
            }
            if (seen_add(&w.seen, st.st_dev, st.st_ino) == 0) skip_note(&w, a, "a folder already visited");
            else walk(&w, a);
        } else {
            /* a regular file's size is known from this stat; anything else
             * (a FIFO, a device, '-', a name that does not resolve) is
             * looked at when read */
            push_sized(&l, a, known && S_ISREG(st.st_mode) ? (long long)st.st_size : -1);
        }
    }
    rec_free_list(named.v, named.n);
    free(w.seen.k);
    if (rc != 0) {
        rec_free_list(l.v, l.n);
        return -1;
    }
    *skipped = w.skipped;
    *out = l.v;
    return l.n;
}

void rec_free_list(rec_file *v, int n) {
    for (int i = 0; i < n; i++) free(v[i].path);
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
    rec_file *files;
    int n, next, finished;
    int want;          /* the slot the printer waits for: only its end is
                          signalled (a wake-up per file costs ~10% at -j 1) */
    slot *slots;
    rec_fn fn;
    void *ctx;
    pthread_mutex_t mu;
    pthread_cond_t cv;
} pool;

/* Each worker reads every file into one buffer of its own (rec_buffer,
 * handed to the rec_fn), and writes every file's output into one memory
 * stream of its own, opened once (opening one costs about 8 KB of calloc, 35
 * instructions a move of `check`) but after an output of more than
 * REC_KEEP_BYTES (a stream keeps the largest output written to it), and
 * hands the printer a copy of what the file wrote (NULL when nothing: -q
 * prints nothing for a legal game). */
static void *worker(void *arg) {
    pool *p = arg;
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    rec_buffer read_buf = {NULL, 0};
    for (;;) {
        pthread_mutex_lock(&p->mu);
        int i = p->next < p->n ? p->next++ : -1;
        pthread_mutex_unlock(&p->mu);
        if (i < 0) break;
        slot s = {NULL, 0, {0}, true};
        if (f) {
            p->fn(&p->files[i], p->ctx, &read_buf, f, &s.st);
            off_t len = fflush(f) == 0 ? ftello(f) : -1;
            if (len > 0) {
                s.text = malloc((size_t)len);
                if (s.text) memcpy(s.text, buf, (size_t)len), s.len = (size_t)len;
            }
            if (len < 0 || (len > 0 && !s.text)) s.st.unreadable++; /* output lost: say so */
            rewind(f);
            if (len > 0 && (size_t)len > REC_KEEP_BYTES) {
                fclose(f);
                free(buf);
                buf = NULL;
                size = 0;
                f = open_memstream(&buf, &size); /* NULL: the next files say unreadable */
            }
        } else {
            s.st.unreadable = 1;
        }
        pthread_mutex_lock(&p->mu);
        p->slots[i] = s;
        p->finished++;
        if (i == p->want) pthread_cond_signal(&p->cv);
        pthread_mutex_unlock(&p->mu);
    }
    if (f) fclose(f);
    free(buf);
    rec_buffer_free(&read_buf);
    return NULL;
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
    t->agree += s->agree;
    t->differ += s->differ;
    t->not_compared += s->not_compared;
    t->counted += s->counted;
    t->counted_agree += s->counted_agree;
    t->uncertain += s->uncertain;
    t->usage_errors += s->usage_errors;
    t->invalid_games += s->invalid_games;
    t->issue_errors += s->issue_errors;
    t->issue_notes += s->issue_notes;
}

/* One job and no bar: the calling thread reads every record itself and
 * writes straight to stdout, which is already in list order. A worker
 * thread here would hand each file's output over with a wake-up of this
 * thread: a context switch a record, about a third of `check -j 1`'s
 * wall clock on real records (3,864 switches in 0.2 s). stdout stays
 * buffered (a write a record would cost as much again), so a failed write
 * is known only for the run: run->output_failed. */
static void run_inline(rec_file *files, int n, rec_fn fn, void *ctx, rec_run *run) {
    rec_buffer read_buf = {NULL, 0};
    for (int i = 0; i < n; i++) {
        rec_stats st;
        memset(&st, 0, sizeof st);
        fn(&files[i], ctx, &read_buf, stdout, &st);
        add_stats(&run->total, &st);
    }
    rec_buffer_free(&read_buf);
    if (fflush(stdout) != 0 || ferror(stdout)) run->output_failed = true;
}

int rec_cores(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)n : 1;
}

void rec_run_all(rec_file *files, int n, rec_fn fn, void *ctx, rec_run *run) {
    double t0 = now();
    memset(&run->total, 0, sizeof run->total);
    run->files = n;
    int jobs = run->jobs > 0 ? run->jobs : rec_cores();
    if (jobs > n) jobs = n > 0 ? n : 1;
    run->output_failed = false;
    if (jobs == 1 && !run->progress) {
        run_inline(files, n, fn, ctx, run);
        run->seconds = now() - t0;
        return;
    }
    pool p = {files, n, 0, 0, 0, calloc((size_t)(n ? n : 1), sizeof(slot)), fn, ctx,
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
        if (fflush(stdout) != 0 || ferror(stdout)) run->output_failed = true;
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
    bool score = strcmp(cmd, "score") == 0;
    if (json) {
        printf("{\"summary\":true,\"command\":\"%s\",\"files\":%d,\"skipped\":%ld,\"games\":%ld,"
               "\"moves\":%ld,\"illegal_games\":%ld,\"illegal_moves\":%ld,\"unreadable\":%ld,",
               cmd, run->files, run->skipped, t->games, t->moves, t->illegal_games, t->illegal_moves,
               t->unreadable);
        if (score)
            printf("\"agree\":%ld,\"differ\":%ld,\"not_compared\":%ld,\"counted\":%ld,"
                   "\"counted_agree\":%ld,\"uncertain\":%ld,",
                   t->agree, t->differ, t->not_compared, t->counted, t->counted_agree, t->uncertain);
        if (run->validate)
            printf("\"invalid_games\":%ld,\"errors\":%ld,\"notes\":%ld,", t->invalid_games,
                   t->issue_errors, t->issue_notes);
        printf("\"seconds\":%.3f,\"games_per_second\":%.1f,\"moves_per_second\":%.0f}\n",
               run->seconds, (double)t->games / s, (double)t->moves / s);
        return;
    }
    fprintf(stderr, "%ld games, %ld moves, %ld with illegal moves (%ld moves), %ld unreadable",
            t->games, t->moves, t->illegal_games, t->illegal_moves, t->unreadable);
    if (run->skipped) fprintf(stderr, ", %ld skipped", run->skipped);
    if (run->validate)
        fprintf(stderr, "; %ld with errors (%ld errors, %ld notes)", t->invalid_games, t->issue_errors,
                t->issue_notes);
    if (score) {
        fprintf(stderr, "; result: %ld agree with RE, %ld differ, %ld without a comparable RE", t->agree,
                t->differ, t->not_compared);
        if (t->counted)
            fprintf(stderr, "; counted (RE a score): %ld of %ld agree (%.1f%%)", t->counted_agree, t->counted,
                    100.0 * (double)t->counted_agree / (double)t->counted);
        if (t->uncertain) fprintf(stderr, "; %ld with an uncertain estimate", t->uncertain);
    }
    fprintf(stderr, "; %.2fs (%.0f games/s, %.0f moves/s)\n", run->seconds, (double)t->games / s,
            (double)t->moves / s);
}

/* ---------------------------------------------------------------- JSON */

void jb_flush(jbuf *j) {
    if (j->n) fwrite(j->b, 1, j->n, j->f);
    j->n = 0;
}

void jb_put_more(jbuf *j, const char *s, size_t n) {
    jb_flush(j);
    if (n > sizeof j->b) {
        fwrite(s, 1, n, j->f);
        return;
    }
    memcpy(j->b, s, n);
    j->n = n;
}

void jb_str(jbuf *j, const char *s) {
    if (!s) {
        jb_put(j, "null", 4);
        return;
    }
    jb_put(j, "\"", 1);
    const unsigned char *p = (const unsigned char *)s;
    for (;;) {
        /* the run of bytes written as they are, at one call */
        const unsigned char *q = p;
        while (*q >= 0x20 && *q != '"' && *q != '\\') q++;
        jb_put(j, (const char *)p, (size_t)(q - p));
        p = q;
        if (!*p) break;
        char esc[8];
        if (*p == '"' || *p == '\\') esc[0] = '\\', esc[1] = (char)*p, esc[2] = '\0';
        else if (*p == '\n') memcpy(esc, "\\n", 3);
        else if (*p == '\t') memcpy(esc, "\\t", 3);
        else if (*p == '\r') memcpy(esc, "\\r", 3);
        else snprintf(esc, sizeof esc, "\\u%04x", *p);
        jb_puts(j, esc);
        p++;
    }
    jb_put(j, "\"", 1);
}

void jb_int(jbuf *j, long v) {
    char buf[24], *e = buf + sizeof buf, *b = e;
    unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
    do *--b = (char)('0' + u % 10); while (u /= 10);
    if (v < 0) *--b = '-';
    jb_put(j, b, (size_t)(e - b));
}

void jb_half(jbuf *j, int half) {
    char buf[16];
    tg_format_half(half, buf);
    jb_puts(j, buf);
}

void json_str(FILE *f, const char *s) {
    jbuf j = {.f = f, .n = 0};
    jb_str(&j, s);
    jb_flush(&j);
}

void json_half(FILE *f, int half) {
    char buf[16];
    tg_format_half(half, buf);
    fputs(buf, f);
}

const char *color_letter(tg_color c) {
    return c == TG_BLACK ? "B" : c == TG_WHITE ? "W" : "-";
}

void rec_sgf_limits(size_t max_size, tg_sgf_options *o) {
    memset(o, 0, sizeof *o);
    o->max_input = max_size;
    /* A value is at least 2 bytes ("[]"), a move node 6; the reader's
     * memory is mostly per value and per node, so these caps bound it in
     * proportion to the file (the library's defaults allow 64 MB). */
    o->max_values = max_size / 4 + 1024;
    o->max_nodes = max_size / 6 + 1024; /* ";B[aa]": the smallest move node */
    /* Nesting: editors that open a variation per node nest as deep as a
     * game is long (hundreds, a few thousand in reviews); the reader's
     * stack of open trees costs memory per level. */
    o->max_depth = (max_size / 16 < 100000 ? max_size / 16 : 100000) + 1024;
}

void rec_buffer_free(rec_buffer *buf) {
    free(buf->b);
    buf->b = NULL;
    buf->cap = 0;
}

/* Reads all of fd into buf (grown as needed), at most max bytes (more:
 * *too_big); false with errno. size_hint > 0 is a regular file's size
 * (from rec_collect's stat or fstat): the buffer is made at least one
 * byte larger, so that one read returns the whole file and falls short,
 * and a short read that ends exactly at the size is taken as the end (a
 * regular file returns fewer bytes than asked only there): one read(2) a
 * record instead of two. A file that grew since its size was taken is
 * read on to its end as any other (and rejected when it passes max); one
 * that shrank reads to 0. */
static bool read_all(int fd, size_t max, size_t size_hint, rec_buffer *buf, size_t *len, bool *too_big) {
    size_t want = size_hint > 0 && size_hint < max ? size_hint + 1 : 1 << 16, n = 0;
    *too_big = false;
    if (buf->cap < want) {
        char *nb = realloc(buf->b, want);
        if (!nb) return false;
        buf->b = nb;
        buf->cap = want;
    }
    for (;;) {
        if (n == buf->cap) {
            size_t ncap = buf->cap * 2 > max + 1 ? max + 1 : buf->cap * 2;
            char *nb = ncap > buf->cap ? realloc(buf->b, ncap) : NULL;
            if (!nb) return false;
            buf->b = nb;
            buf->cap = ncap;
        }
        ssize_t k = read(fd, buf->b + n, buf->cap - n);
        if (k < 0 && errno == EINTR) continue;
        if (k < 0) return false;
        if (k == 0) break;
        n += (size_t)k;
        if (n > max) {
            *too_big = true;
            break;
        }
        if (size_hint > 0 && n == size_hint && n < buf->cap) break;
    }
    *len = n;
    return true;
}

/* A known size (rec_file.size >= 0: rec_collect's stat found a regular
 * file) stands for fstat: open, one read of size + 1 bytes, close (strace:
 * 3 system calls a record). Otherwise (a FIFO, a device, '-') fstat says
 * what the path is. */
tg_sgf_collection *rec_read_into(const rec_file *file, size_t max_size, bool moves_aside, bool json,
                                 FILE *out, rec_stats *st, rec_buffer *buf) {
    const char *path = file->path;
    long long known = file->size;
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    if (!max_size) max_size = REC_DEFAULT_MAX_SIZE;
    bool is_stdin = known < 0 && strcmp(path, "-") == 0;
    /* A FIFO named on the command line (its size not known, and stat says
     * so) is opened blocking: it waits for its writer, as cat does (opened
     * before any writer, a read would find it empty at once). Anything
     * else is opened with O_NONBLOCK, so that a listed file that became a
     * FIFO since the walk does not hang; a device is then read blocking. */
    struct stat sb;
    const bool named_fifo = known < 0 && !is_stdin && stat(path, &sb) == 0 && S_ISFIFO(sb.st_mode);
    int fd = is_stdin ? 0 : open(path, O_RDONLY | (named_fifo ? 0 : O_NONBLOCK) | O_CLOEXEC);
    if (fd < 0 || (known < 0 && fstat(fd, &sb) != 0)) {
        snprintf(err.message, sizeof err.message, "cannot open: %s", strerror(errno));
        if (fd > 0) close(fd);
        rec_unreadable(out, json, path, 0, &err, st);
        return NULL;
    }
    bool regular = known >= 0 || S_ISREG(sb.st_mode);
    long long size = known >= 0 ? known : regular ? (long long)sb.st_size : 0;
    tg_sgf_collection *c = NULL;
    if (known < 0 && S_ISDIR(sb.st_mode)) {
        snprintf(err.message, sizeof err.message, "is a directory");
    } else if (regular && (unsigned long long)size > max_size) {
        /* rejected before any of it is read */
        snprintf(err.message, sizeof err.message,
                 "%lld bytes, larger than the limit of %zu per record (--max-size)", size, max_size);
    } else {
        /* (O_NONBLOCK has no effect on a regular file: two system calls
         * a record saved) */
        if (!is_stdin && !regular) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        size_t len = 0;
        bool too_big;
        if (!read_all(fd, max_size, regular && size > 0 ? (size_t)size : 0, buf, &len, &too_big)) {
            if (errno == EISDIR) /* a listed file replaced by a folder since the walk */
                snprintf(err.message, sizeof err.message, "is a directory");
            else
                snprintf(err.message, sizeof err.message, "cannot read: %s", strerror(errno));
        } else if (too_big) {
            snprintf(err.message, sizeof err.message, "larger than the limit of %zu bytes per record (--max-size)",
                     max_size);
        } else {
            tg_sgf_options o;
            rec_sgf_limits(max_size, &o);
            o.moves_aside = moves_aside;
            c = tg_sgf_parse(buf->b, len, &o, &err);
        }
    }
    if (buf->cap > REC_KEEP_BYTES) rec_buffer_free(buf);
    if (!is_stdin) close(fd);
    if (!c) rec_unreadable(out, json, path, 0, &err, st);
    return c;
}

void json_unreadable(FILE *f, const char *path, int game, const tg_sgf_error *e) {
    fputs("{\"file\":", f);
    json_str(f, path);
    if (game > 0) fprintf(f, ",\"game\":%d", game);
    else fputs(",\"game\":null", f);
    fputs(",\"status\":\"unreadable\",\"line\":", f);
    if (e->line > 0) fprintf(f, "%d,\"column\":%d", e->line, e->column);
    else fputs("null,\"column\":null", f);
    fputs(",\"error\":", f);
    json_str(f, e->message);
    fputs("}\n", f);
}

void rec_unreadable(FILE *out, bool json, const char *path, int game, const tg_sgf_error *e,
                    rec_stats *st) {
    if (json) {
        json_unreadable(out, path, game, e);
    } else {
        char tag[32] = "";
        if (game > 0) snprintf(tag, sizeof tag, "game %d: ", game);
        if (e->line > 0) fprintf(out, "%s:%d:%d: error: %s%s\n", path, e->line, e->column, tag, e->message);
        else fprintf(out, "%s: error: %s%s\n", path, tag, e->message);
    }
    st->unreadable++;
}

void rec_game_tag(char *out, size_t n, size_t gi, size_t ngames) {
    if (ngames > 1) snprintf(out, n, "game %zu: ", gi + 1);
    else if (n) out[0] = '\0';
}

/* "16M", "200k", "4096" into bytes; false unless 1 .. 64 MB. */
static bool parse_size(const char *v, size_t *out) {
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    if (end == v || errno || *v == '-') return false;
    if (*end == 'k' || *end == 'K') n <<= 10, end++;
    else if (*end == 'M' || *end == 'm') n <<= 20, end++;
    if (*end != '\0' || n < 1 || n > TG_SGF_DEFAULT_MAX_INPUT) return false;
    *out = (size_t)n;
    return true;
}

int rec_option(int argc, char **argv, int *i, rec_opts *o, const char *cmd) {
    const char *a = argv[*i];
    const char *v = *i + 1 < argc ? argv[*i + 1] : NULL;
    if (strcmp(a, "-r") == 0) o->recursive = true;
    else if (strcmp(a, "--no-progress") == 0) o->no_progress = true;
    else if (strcmp(a, "-q") == 0 || strcmp(a, "--quiet") == 0) o->quiet = true;
    else if (strcmp(a, "--json") == 0) o->json = true;
    else if (strcmp(a, "-j") == 0) {
        char *end;
        long j = v ? strtol(v, &end, 10) : 0;
        if (!v || *v == '\0' || *end != '\0' || j < 1 || j > 1024) {
            fprintf(stderr, "tengen %s: -j takes a number of threads from 1 to 1024, not '%s'\n", cmd,
                    v ? v : "");
            return -1;
        }
        o->jobs = (int)j;
        ++*i;
    } else if (strcmp(a, "--files-from") == 0) {
        if (!v) {
            fprintf(stderr, "tengen %s: --files-from takes a file of names, one a line ('-': standard input)\n", cmd);
            return -1;
        }
        o->files_from = v;
        ++*i;
    } else if (strcmp(a, "--max-size") == 0) {
        if (!v || !parse_size(v, &o->max_size)) {
            fprintf(stderr, "tengen %s: --max-size takes a size in bytes from 1 to 64M (suffix k or M), not '%s'\n",
                    cmd, v ? v : "");
            return -1;
        }
        ++*i;
    } else {
        return 0;
    }
    return 1;
}
