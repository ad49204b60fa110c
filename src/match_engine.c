/*
 * match_engine.c — a GTP engine as a child process of the referee: start,
 * ask (one command, one reply), stop.
 *
 * Invariants: the referee never blocks on an engine — the pipe to the
 * engine is non-blocking and every write waits in poll() with the same
 * deadline as the reply; while waiting, the engine's standard output and
 * standard error are both drained, so an engine that floods either never
 * stalls itself or the referee. A reply is at most max_reply bytes; every
 * command carries an id (1, 2, ...) that the reply must echo, and output
 * that arrives before a command was sent is an extra reply: either is
 * garbage from that engine (lines before the first reply of all are a
 * banner, and skipped). The engine (sh -c CMD) leads its own process
 * group, and me_stop kills the group, so nothing it started outlives it;
 * the group is listed with the match's reaper (match_reaper.c) from
 * before the exec until its leader is reaped, so it dies with the
 * referee too.
 *
 * Not here: what the commands mean (match_game.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "match_internal.h"

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

const char *me_what(ask_status s) {
    switch (s) {
    case ASK_OK: return "ok";
    case ASK_ERROR: return "answered an error";
    case ASK_DEAD: return "crashed or closed its output";
    case ASK_TIMEOUT: return "did not answer in time";
    case ASK_CANCELLED: return "the match was interrupted";
    default: return "answered garbage";
    }
}

/* Keeps the last sizeof errtail - 1 bytes of standard error. */
static void keep_stderr(match_engine *e, const char *s, size_t n) {
    size_t cap = sizeof e->errtail - 1;
    if (n >= cap) {
        memcpy(e->errtail, s + n - cap, cap);
        e->errlen = cap;
    } else {
        if (e->errlen + n > cap) {
            size_t drop = e->errlen + n - cap;
            memmove(e->errtail, e->errtail + drop, e->errlen - drop);
            e->errlen -= drop;
        }
        memcpy(e->errtail + e->errlen, s, n);
        e->errlen += n;
    }
    e->errtail[e->errlen] = '\0';
}

const char *me_stderr(match_engine *e) {
    e->errtail[e->errlen] = '\0';
    char *s = e->errtail;
    while (*s == '\n' || *s == ' ') s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == ' ' || s[n - 1] == '\r')) s[--n] = '\0';
    return s;
}


/* Reads what stdout has now. Returns the bytes read, 0 on end of file, -1
 * when nothing is there, -2 when the reply would exceed the cap. */
static long read_stdout(match_engine *e) {
    if (e->len + 4096 > e->cap) {
        if (e->len > e->max_reply) return -2;
        size_t cap = e->cap ? e->cap * 2 : 8192;
        while (cap < e->len + 4096) cap *= 2;
        char *b = realloc(e->buf, cap);
        if (!b) return -2;
        e->buf = b, e->cap = cap;
    }
    for (;;) {
        ssize_t r = read(e->from, e->buf + e->len, e->cap - e->len);
        if (r > 0) {
            e->len += (size_t)r;
            return r;
        }
        if (r == 0) return 0;
        if (errno == EINTR) continue;
        return -1;
    }
}

static ask_status fail(match_engine *e, ask_status st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static ask_status fail(match_engine *e, ask_status st, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->why, sizeof e->why, fmt, ap);
    va_end(ap);
    if (st != ASK_ERROR) e->broken = true;
    return st;
}

static void drain_stderr(match_engine *e) {
    if (e->err < 0) return;
    char tmp[4096];
    for (;;) {
        ssize_t r = read(e->err, tmp, sizeof tmp);
        if (r > 0) {
            keep_stderr(e, tmp, (size_t)r);
            continue;
        }
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) close(e->err), e->err = -1; /* closed: nothing more will come */
        return;
    }
}

/* How the engine ended, when it has ended: "exit status 127". */
static void exit_note(match_engine *e, char *out, size_t n) {
    out[0] = '\0';
    if (e->pid <= 0) return;
    int status;
    /* The leader may still be closing: give it a moment. */
    for (int i = 0; i < 20; i++) {
        pid_t w = waitpid(e->pid, &status, WNOHANG);
        if (w == e->pid) {
            drain_stderr(e); /* its last words */
            if (WIFEXITED(status)) snprintf(out, n, " (exit status %d)", WEXITSTATUS(status));
            else if (WIFSIGNALED(status)) snprintf(out, n, " (killed by signal %d)", WTERMSIG(status));
            kill(-e->pid, SIGKILL); /* what it started */
            mr_forget(e->reaper, e->pid);
            e->pid = 0;
            return;
        }
        if (w < 0) return;
        struct timespec ts = {0, 5 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
}

/* Waits for fd to be ready (events) or until deadline, draining stdout
 * into the buffer and stderr meanwhile. Returns 1 ready, 0 deadline, -1
 * end of file on stdout, -2 reply too long, -3 cancelled. */
static int wait_for(match_engine *e, int fd, short events, double deadline) {
    for (;;) {
        if (e->cancel && *e->cancel) return -3;
        double left = deadline - now_s();
        if (left <= 0) return 0;
        struct pollfd p[3];
        int n = 0;
        p[n++] = (struct pollfd){fd, events, 0};
        int io = -1, ie = -1;
        if (fd != e->from) io = n, p[n++] = (struct pollfd){e->from, POLLIN, 0};
        if (e->err >= 0) ie = n, p[n++] = (struct pollfd){e->err, POLLIN, 0};
        int ms = left > 0.2 ? 200 : (int)(left * 1000) + 1; /* wake to check cancel */
        int r = poll(p, (nfds_t)n, ms);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) continue;
        if (ie >= 0 && p[ie].revents) drain_stderr(e);
        if (io >= 0 && p[io].revents) {
            long got = read_stdout(e);
            if (got == 0) return -1;
            if (got == -2) return -2;
        }
        if (p[0].revents) {
            if (fd == e->from) {
                long got = read_stdout(e);
                if (got == 0) return -1;
                if (got == -2) return -2;
                if (got > 0) return 1;
                continue;
            }
            if (p[0].revents & (POLLERR | POLLHUP)) return -1;
            return 1;
        }
    }
}

/* One write that never raises SIGPIPE in the host program (a server may
 * not ignore it): the signal is blocked in this thread around the write,
 * and one it caused is taken back before the mask is restored. */
ssize_t me_write_quiet(int fd, const char *s, size_t n) {
    sigset_t pipe_set, old;
    sigemptyset(&pipe_set);
    sigaddset(&pipe_set, SIGPIPE);
    sigset_t pending;
    sigemptyset(&pending);
    sigpending(&pending);
    bool was_pending = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
    ssize_t w = write(fd, s, n);
    int saved = errno;
    if (w < 0 && errno == EPIPE && !was_pending) {
        struct timespec zero = {0, 0};
        sigtimedwait(&pipe_set, NULL, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    errno = saved;
    return w;
}

/* Writes all of s within the deadline. */
static int write_all(match_engine *e, const char *s, size_t n, double deadline) {
    while (n > 0) {
        ssize_t w = me_write_quiet(e->to, s, n);
        if (w > 0) {
            s += w, n -= (size_t)w;
            continue;
        }
        if (w < 0 && errno == EINTR) continue;
        if (w < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return -1;
        int r = wait_for(e, e->to, POLLOUT, deadline);
        if (r != 1) return r;
    }
    return 1;
}

/* One complete reply at the start of the buffer: 1 with *start (the '='
 * or '?') and *end (the index after "\n\n"), 0 when more is needed, -1 when
 * the buffer starts with something else than a reply. Drops CRs and leading
 * empty lines first. */
static int find_reply(match_engine *e, size_t *end, bool banner) {
    size_t w = 0, i = 0;
    for (i = 0; i < e->len; i++)
        if (e->buf[i] != '\r') e->buf[w++] = e->buf[i];
    e->len = w;
    for (;;) {
        size_t s = 0;
        while (s < e->len && (e->buf[s] == '\n' || e->buf[s] == ' ' || e->buf[s] == '\t')) s++;
        if (s > 0) {
            memmove(e->buf, e->buf + s, e->len - s);
            e->len -= s;
        }
        if (e->len == 0) return 0;
        if (e->buf[0] == '=' || e->buf[0] == '?') break;
        if (!banner) return -1;
        /* A banner line before the first reply: dropped once complete. */
        char *nl = memchr(e->buf, '\n', e->len);
        if (!nl) return 0;
        size_t k = (size_t)(nl - e->buf) + 1;
        memmove(e->buf, e->buf + k, e->len - k);
        e->len -= k;
    }
    char *p = e->len >= 2 ? memchr(e->buf, '\n', e->len) : NULL;
    while (p && (size_t)(p - e->buf) + 1 < e->len) {
        if (p[1] == '\n') {
            *end = (size_t)(p - e->buf) + 2;
            return 1;
        }
        p = memchr(p + 1, '\n', e->len - (size_t)(p + 1 - e->buf));
    }
    return 0;
}

static void snippet(const char *s, size_t n, char *out, size_t cap) {
    size_t k = 0;
    for (size_t i = 0; i < n && k + 4 < cap && i < 60; i++)
        out[k++] = s[i] == '\n' ? '|' : (s[i] >= 32 && s[i] < 127 ? s[i] : '?');
    out[k] = '\0';
}

ask_status me_ask(match_engine *e, const char *cmd, double timeout, const char **reply) {
    static const char empty[] = "";
    *reply = empty;
    if (e->pid <= 0 || e->broken) {
        if (!e->why[0]) snprintf(e->why, sizeof e->why, "is not running");
        return ASK_DEAD;
    }
    e->why[0] = '\0';
    char what[200];
    snprintf(what, sizeof what, "%.180s", cmd);
    /* Output before the command was sent is a reply to nothing. */
    if (read_stdout(e) == 0) {
        char x[64];
        exit_note(e, x, sizeof x);
        return fail(e, ASK_DEAD, "crashed or closed its output before `%s`%s", what, x);
    }
    drain_stderr(e);
    /* Before the first command it can only be a banner: ignored. */
    bool first = e->next_id == 0;
    if (first) e->len = 0;
    if (find_reply(e, &(size_t){0}, false) != 0 || e->len > 0) {
        char s[80];
        snippet(e->buf, e->len, s, sizeof s);
        return fail(e, ASK_GARBAGE, "sent output nobody asked for before `%s`: \"%s\" (an extra reply)", what, s);
    }
    unsigned long id = ++e->next_id;
    size_t n = strlen(cmd);
    char *line = malloc(n + 32);
    if (!line) return fail(e, ASK_GARBAGE, "out of memory sending `%s`%s", what, "");
    int k = snprintf(line, n + 32, "%lu %s\n", id, cmd);
    double deadline = now_s() + timeout;
    int w = write_all(e, line, (size_t)k, deadline);
    free(line);
    if (w == -3) return ASK_CANCELLED;
    if (w == 0) return fail(e, ASK_TIMEOUT, "did not read `%s` within the time-out (it stopped reading)%s", what, "");
    if (w == -2) return fail(e, ASK_GARBAGE, "sent a reply longer than the limit before `%s`%s", what, "");
    if (w < 0) {
        char x[64];
        exit_note(e, x, sizeof x);
        return fail(e, ASK_DEAD, "crashed or closed its input before `%s`%s", what, x);
    }
    for (;;) {
        size_t end = 0;
        int got = find_reply(e, &end, first);
        if (got < 0) {
            char s[80];
            snippet(e->buf, e->len, s, sizeof s);
            return fail(e, ASK_GARBAGE, "answered `%s` with garbage: \"%s\"", what, s);
        }
        if (got > 0) {
            bool ok = e->buf[0] == '=';
            size_t p = 1;
            unsigned long rid = 0;
            bool has_id = false;
            while (p < end && e->buf[p] >= '0' && e->buf[p] <= '9' && rid < 1000000000UL)
                rid = rid * 10 + (unsigned long)(e->buf[p++] - '0'), has_id = true;
            if (has_id && rid != id) {
                char s[80], ids[64];
                snippet(e->buf, end, s, sizeof s);
                snprintf(ids, sizeof ids, "%lu (expected %lu)", rid, id);
                e->broken = true;
                snprintf(e->why, sizeof e->why, "answered `%s` with id %s: an extra or stale reply \"%s\"", what,
                         ids, s);
                return ASK_GARBAGE;
            }
            while (p < end && (e->buf[p] == ' ' || e->buf[p] == '\t')) p++;
            size_t m = end - p;
            if (m + 1 > e->reply_cap) {
                char *r = realloc(e->reply, m + 1);
                if (!r) return fail(e, ASK_GARBAGE, "out of memory reading `%s`%s", what, "");
                e->reply = r, e->reply_cap = m + 1;
            }
            memcpy(e->reply, e->buf + p, m);
            while (m > 0 && (e->reply[m - 1] == '\n' || e->reply[m - 1] == ' ')) m--;
            e->reply[m] = '\0';
            memmove(e->buf, e->buf + end, e->len - end);
            e->len -= end;
            *reply = e->reply;
            if (ok) return ASK_OK;
            snprintf(e->why, sizeof e->why, "answered `%.180s` with an error: %.200s", what, e->reply);
            return ASK_ERROR;
        }
        if (e->len > e->max_reply) {
            char lim[32];
            snprintf(lim, sizeof lim, "%zu", e->max_reply);
            return fail(e, ASK_GARBAGE, "answered `%s` with a reply longer than %s bytes", what, lim);
        }
        int r = wait_for(e, e->from, POLLIN, deadline);
        if (r == -3) return ASK_CANCELLED;
        if (r == 0) return fail(e, ASK_TIMEOUT, "did not answer `%s` in time%s", what, "");
        if (r == -2) {
            char lim[32];
            snprintf(lim, sizeof lim, "%zu", e->max_reply);
            return fail(e, ASK_GARBAGE, "answered `%s` with a reply longer than %s bytes", what, lim);
        }
        if (r == -1) {
            char x[64];
            exit_note(e, x, sizeof x);
            return fail(e, ASK_DEAD, "crashed or closed its output after `%s`%s", what, x);
        }
    }
}

static void close_fd(int *fd) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

void me_stop(match_engine *e) {
    if (e->pid > 0 && !e->broken && e->to >= 0) {
        /* A polite quit, then a short wait for the engine to leave. */
        const char *unused;
        me_ask(e, "quit", 0.5, &unused);
    }
    close_fd(&e->to);
    close_fd(&e->from);
    close_fd(&e->err);
    if (e->pid > 0) {
        for (int i = 0; i < 25 && !e->broken; i++) {
            if (waitpid(e->pid, NULL, WNOHANG) != 0) break;
            struct timespec ts = {0, 10 * 1000 * 1000};
            nanosleep(&ts, NULL);
        }
        /* The whole group: the engine and everything it started. */
        kill(-e->pid, SIGKILL);
        kill(e->pid, SIGKILL);
        waitpid(e->pid, NULL, 0);
        mr_forget(e->reaper, e->pid);
        e->pid = 0;
    }
    e->len = 0;
}

void me_free(match_engine *e) {
    me_stop(e);
    free(e->buf);
    free(e->reply);
    e->buf = e->reply = NULL;
    e->cap = e->reply_cap = 0;
}

bool me_spawn(match_engine *e, char *err, size_t n) {
    int in[2], out[2], er[2] = {-1, -1};
    if (pipe(in) != 0) return snprintf(err, n, "cannot make a pipe: %s", strerror(errno)), false;
    if (pipe(out) != 0) {
        close(in[0]), close(in[1]);
        return snprintf(err, n, "cannot make a pipe: %s", strerror(errno)), false;
    }
    if (!e->pass_stderr && pipe(er) != 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        return snprintf(err, n, "cannot make a pipe: %s", strerror(errno)), false;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        if (er[0] >= 0) close(er[0]), close(er[1]);
        return snprintf(err, n, "cannot start a process: %s", strerror(errno)), false;
    }
    if (pid == 0) {
        setpgid(0, 0);
        /* Listed with the reaper before anything runs, so that the group
         * dies with the referee even if the referee dies now. SIGPIPE is
         * ignored for the write (a reaper killed by someone is no reason
         * to die); the engine gets the default back. */
        signal(SIGPIPE, SIG_IGN);
        if (e->reaper && e->reaper->wr >= 0) {
            int32_t self = (int32_t)getpid();
            ssize_t w = write(e->reaper->wr, &self, sizeof self);
            (void)w;
        }
        signal(SIGPIPE, SIG_DFL); /* the referee ignores it; the engine must not inherit that */
        dup2(in[0], 0);
        dup2(out[1], 1);
        if (er[1] >= 0) dup2(er[1], 2);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        if (er[0] >= 0) close(er[0]), close(er[1]);
        execl("/bin/sh", "sh", "-c", e->cmd, (char *)NULL);
        _exit(127);
    }
    setpgid(pid, pid); /* also here: no race with the first kill */
    close(in[0]);
    close(out[1]);
    if (er[1] >= 0) close(er[1]);
    /* The next engine must not inherit these ends, or EOF never comes. */
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    fcntl(in[1], F_SETFL, fcntl(in[1], F_GETFL) | O_NONBLOCK);
    fcntl(out[0], F_SETFL, fcntl(out[0], F_GETFL) | O_NONBLOCK);
    if (er[0] >= 0) {
        fcntl(er[0], F_SETFD, FD_CLOEXEC);
        fcntl(er[0], F_SETFL, fcntl(er[0], F_GETFL) | O_NONBLOCK);
    }
    e->pid = pid;
    e->to = in[1];
    e->from = out[0];
    e->err = er[0];
    e->len = 0;
    e->errlen = 0;
    e->errtail[0] = '\0';
    e->broken = false;
    e->why[0] = '\0';
    return true;
}

/* The failure of a starting engine, with its own error output. */
static bool start_failed(match_engine *e, char *err, size_t n) {
    /* Whatever it still writes on its way out. */
    struct timespec ts = {0, 20 * 1000 * 1000};
    nanosleep(&ts, NULL);
    drain_stderr(e);
    const char *se = me_stderr(e);
    snprintf(err, n, "engine %c (`%.200s`) %.300s%s%.600s", e->label, e->cmd, e->why,
             se[0] ? "; its error output:\n" : (e->pass_stderr ? "" : "; it wrote nothing on standard error"), se);
    e->broken = true;
    me_stop(e);
    return false;
}

bool me_start(match_engine *e, double timeout, char *err, size_t n) {
    me_stop(e);
    if (!me_spawn(e, err, n)) return false;
    const char *r;
    char name[128] = "", version[64] = "";
    if (me_ask(e, "name", timeout, &r) == ASK_OK) snprintf(name, sizeof name, "%.100s", r);
    else if (e->broken) return start_failed(e, err, n);
    if (me_ask(e, "version", timeout, &r) == ASK_OK) snprintf(version, sizeof version, "%.50s", r);
    else if (e->broken) return start_failed(e, err, n);
    snprintf(e->name, sizeof e->name, "%.100s%s%.50s", name[0] ? name : e->cmd, version[0] ? " " : "", version);
    ask_status st = me_ask(e, "known_command kgs-genmove_cleanup", timeout, &r);
    if (e->broken) return start_failed(e, err, n);
    e->cleanup = st == ASK_OK && !strcmp(r, "true");
    return true;
}

bool me_require(match_engine *e, const char *const *cmds, int count, double timeout, char *err, size_t n) {
    for (int i = 0; i < count; i++) {
        char q[96];
        const char *r;
        snprintf(q, sizeof q, "known_command %s", cmds[i]);
        ask_status st = me_ask(e, q, timeout, &r);
        if (e->broken) return start_failed(e, err, n);
        if (st != ASK_OK || strcmp(r, "true") != 0) {
            snprintf(err, n, "engine %c (%.200s, `%.200s`) does not know the command `%s`, which this match needs%s%.200s",
                     e->label, e->name, e->cmd, cmds[i], st == ASK_ERROR ? " (known_command: " : "",
                     st == ASK_ERROR ? r : "");
            if (st == ASK_ERROR) strncat(err, ")", n - strlen(err) - 1);
            return false;
        }
    }
    return true;
}
