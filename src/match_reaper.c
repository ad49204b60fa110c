/*
 * match_reaper.c — the guard that kills a match's engines when the referee
 * itself dies (SIGKILL, a crash, the out-of-memory killer), when nothing
 * in the referee can run any more to stop them.
 *
 * How: at the start of a match the referee forks one small process, the
 * reaper, joined to it by a pipe. Each engine, between fork and exec,
 * writes its process-group id into the pipe; the referee writes the id
 * negated once it has killed that group and reaped its leader. The reaper
 * only reads. When the pipe reaches end of file — the referee closed it at
 * the end of the match, or the kernel closed it because the referee died —
 * the reaper kills every group still listed and exits. So an engine, and
 * everything in its process group, never outlives its referee.
 *
 * Invariants: the reaper holds the pipe's read end only (the write end is
 * close-on-exec, so no engine keeps the pipe open after its exec); it
 * calls only async-signal-safe functions, since the referee may be a
 * threaded program; it ignores the terminal's signals (Ctrl-C reaches the
 * whole foreground group, and the reaper must outlive the referee to do
 * its work); a group is listed until its leader is reaped, so an id the
 * system has reused is never killed.
 *
 * Not here: stopping engines in the ordinary way (match_engine.c, me_stop).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "match_internal.h"

/* More engines than a match ever has alive at once (two, and a restarted
 * one while the old group dies). */
#define REAPER_MAX_GROUPS 64

static void reaper_main(int rd, int max_fd) {
    static const int ignored[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGTSTP};
    for (size_t i = 0; i < sizeof ignored / sizeof *ignored; i++) signal(ignored[i], SIG_IGN);
    /* Hold nothing of the referee's: its output pipes must reach end of
     * file when it ends, its folder lock must be released. */
    for (int fd = 0; fd < max_fd; fd++)
        if (fd != rd) close(fd);
    pid_t groups[REAPER_MAX_GROUPS];
    int count = 0;
    for (;;) {
        int32_t v;
        ssize_t r = read(rd, &v, sizeof v);
        if (r < 0 && errno == EINTR) continue;
        if (r != (ssize_t)sizeof v) break; /* end of file: the referee is gone or done */
        if (v > 0) {
            if (count < REAPER_MAX_GROUPS) groups[count++] = (pid_t)v;
        } else {
            for (int i = 0; i < count; i++)
                if (groups[i] == (pid_t)-v) {
                    groups[i] = groups[--count];
                    break;
                }
        }
    }
    for (int i = 0; i < count; i++) kill(-groups[i], SIGKILL);
    _exit(0);
}

bool mr_start(match_reaper *r, char *err, size_t n) {
    r->pid = 0;
    r->wr = -1;
    int p[2];
    if (pipe(p) != 0) return snprintf(err, n, "cannot make a pipe: %s", strerror(errno)), false;
    fcntl(p[1], F_SETFD, FD_CLOEXEC);
    fcntl(p[0], F_SETFD, FD_CLOEXEC);
    long open_max = sysconf(_SC_OPEN_MAX); /* not async-signal-safe: asked before the fork */
    int max_fd = open_max > 0 && open_max < 4096 ? (int)open_max : 4096;
    pid_t pid = fork();
    if (pid < 0) {
        close(p[0]), close(p[1]);
        return snprintf(err, n, "cannot start the process that guards the engines: %s", strerror(errno)),
               false;
    }
    if (pid == 0) reaper_main(p[0], max_fd);
    close(p[0]);
    r->pid = pid;
    r->wr = p[1];
    return true;
}

void mr_forget(const match_reaper *r, pid_t group) {
    if (r == NULL || r->wr < 0 || group <= 0) return;
    int32_t v = -(int32_t)group;
    me_write_quiet(r->wr, (const char *)&v, sizeof v);
}

void mr_stop(match_reaper *r) {
    if (r->wr >= 0) close(r->wr);
    r->wr = -1;
    if (r->pid > 0)
        while (waitpid(r->pid, NULL, 0) < 0 && errno == EINTR) {
        }
    r->pid = 0;
}
