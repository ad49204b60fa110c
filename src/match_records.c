/*
 * match_records.c — the record folder of a match: DIR/game-NNN.sgf, one
 * per finished game, DIR/match.txt (the settings the games were played
 * under) and DIR/match.lock (held while a referee uses the folder).
 *
 * Invariants: game-NNN.sgf exists only complete — it is written as
 * game-NNN.sgf.part, fsynced, renamed, and the folder is fsynced so the
 * rename survives a power loss. A .part found on a rerun is the window
 * between fsync and rename: it is put in place when it is a complete
 * record (it reads, and has a result), removed otherwise. A folder with
 * records is resumed only by a match with the same settings (match.txt),
 * and only by one referee at a time (flock on match.lock, which holds the
 * referee's pid);
 * a folder without records takes the new settings.
 *
 * Not here: the records' contents (match_game.c builds them).
 */
#define _DEFAULT_SOURCE /* flock: a lock per open file, not per process */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <dirent.h>

#include "match_internal.h"
#include "tengen/sgf.h"

static bool write_all(int fd, const char *s, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, s, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        s += w, n -= (size_t)w;
    }
    return true;
}

static bool fsync_dir(const char *dir) {
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    bool ok = fsync(fd) == 0 || errno == EINVAL; /* some file systems cannot */
    close(fd);
    return ok;
}

/* Writes text to path atomically (path.part, fsync, rename, fsync dir). */
static tg_status atomic_write(const char *dir, const char *path, const char *text, size_t len, char *err,
                              size_t n) {
    char part[4200];
    snprintf(part, sizeof part, "%s.part", path);
    int fd = open(part, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        snprintf(err, n, "cannot create %s: %s", part, strerror(errno));
        return TG_ERR_IO;
    }
    bool ok = write_all(fd, text, len) && fsync(fd) == 0;
    int saved = errno;
    if (close(fd) != 0 && ok) ok = false, saved = errno;
    if (!ok) {
        unlink(part);
        snprintf(err, n, "cannot write %s: %s", part, strerror(saved));
        return TG_ERR_IO;
    }
    if (rename(part, path) != 0) {
        saved = errno;
        unlink(part);
        snprintf(err, n, "cannot rename %s to %s: %s", part, path, strerror(saved));
        return TG_ERR_IO;
    }
    if (!fsync_dir(dir)) {
        snprintf(err, n, "cannot sync the folder %s: %s", dir, strerror(errno));
        return TG_ERR_IO;
    }
    return TG_OK;
}

void mf_path(const match_folder *f, int i, char *out, size_t n) {
    snprintf(out, n, "%s/game-%03d.sgf", f->dir, i + 1);
}

/* Is there a game-*.sgf (or .part) in dir? Its name into out. */
static bool has_records(const char *dir, char *out, size_t n) {
    DIR *d = opendir(dir);
    if (!d) return false;
    bool found = false;
    for (struct dirent *de; !found && (de = readdir(d)) != NULL;)
        if (!strncmp(de->d_name, "game-", 5) && strstr(de->d_name, ".sgf")) {
            snprintf(out, n, "%s", de->d_name);
            found = true;
        }
    closedir(d);
    return found;
}

/* The first line where a and b differ (both "key=value\n" lines). */
static void first_difference(const char *a, const char *b, char *la, char *lb, size_t n) {
    while (*a || *b) {
        const char *ea = strchr(a, '\n'), *eb = strchr(b, '\n');
        size_t na = ea ? (size_t)(ea - a) : strlen(a), nb = eb ? (size_t)(eb - b) : strlen(b);
        if (na != nb || memcmp(a, b, na) != 0) {
            snprintf(la, n, "%.*s", (int)(na < 300 ? na : 300), a);
            snprintf(lb, n, "%.*s", (int)(nb < 300 ? nb : 300), b);
            return;
        }
        a += na + (ea ? 1 : 0);
        b += nb + (eb ? 1 : 0);
    }
    la[0] = lb[0] = '\0';
}

static tg_status check_settings(match_folder *f, const char *settings, char *err, size_t n) {
    char path[4200], rec[256];
    snprintf(path, sizeof path, "%s/match.txt", f->dir);
    FILE *in = fopen(path, "rb");
    if (!in) {
        if (errno != ENOENT) {
            snprintf(err, n, "cannot read %s: %s", path, strerror(errno));
            return TG_ERR_IO;
        }
        if (has_records(f->dir, rec, sizeof rec)) {
            snprintf(err, n,
                     "%s holds game records (%s) but no match.txt: they are not this match's games; "
                     "use another --sgf-dir",
                     f->dir, rec);
            return TG_ERR_STATE;
        }
        return atomic_write(f->dir, path, settings, strlen(settings), err, n);
    }
    char old[8192];
    size_t got = fread(old, 1, sizeof old - 1, in);
    old[got] = '\0';
    fclose(in);
    if (strcmp(old, settings) == 0) return TG_OK;
    /* No game yet (a match that never started): nothing to misattribute. */
    if (!has_records(f->dir, rec, sizeof rec)) return atomic_write(f->dir, path, settings, strlen(settings), err, n);
    char la[320], lb[320];
    first_difference(old, settings, la, lb, sizeof la);
    snprintf(err, n,
             "%s was written by another match: its match.txt says '%s' where this match has '%s'; "
             "resume with the same settings, or use another --sgf-dir",
             f->dir, la, lb);
    return TG_ERR_STATE;
}

static tg_status lock_folder(match_folder *f, char *err, size_t n) {
    char path[4200];
    snprintf(path, sizeof path, "%s/match.lock", f->dir);
    f->lock_fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (f->lock_fd < 0) {
        snprintf(err, n, "cannot write in %s: %s", f->dir, strerror(errno));
        return TG_ERR_IO;
    }
    /* flock, not fcntl: it holds between two matches of one process (a
     * server), and closing another descriptor of the file keeps it. */
    if (flock(f->lock_fd, LOCK_EX | LOCK_NB) == 0) {
        char pid[32];
        int k = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
        if (ftruncate(f->lock_fd, 0) != 0 || pwrite(f->lock_fd, pid, (size_t)k, 0) != k) {} /* only a hint */
        return TG_OK;
    }
    char held[32] = "", who[64] = "";
    ssize_t got = pread(f->lock_fd, held, sizeof held - 1, 0);
    long pid = got > 0 ? strtol(held, NULL, 10) : 0;
    if (pid > 0) snprintf(who, sizeof who, " (process %ld)", pid);
    snprintf(err, n, "%s is in use by another referee%s: two matches cannot share a folder", f->dir, who);
    close(f->lock_fd);
    f->lock_fd = -1;
    return TG_ERR_STATE;
}

tg_status mf_open(match_folder *f, const char *dir, const char *settings, char *err, size_t n) {
    f->dir = NULL;
    f->lock_fd = -1;
    if (!dir) return TG_OK;
    if (strlen(dir) > 4000) {
        snprintf(err, n, "the record folder's name is too long");
        return TG_ERR_ARG;
    }
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) {
        snprintf(err, n, "cannot create the record folder %s: %s", dir, strerror(errno));
        return TG_ERR_IO;
    }
    struct stat sb;
    if (stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
        snprintf(err, n, "the record folder %s is not a folder", dir);
        return TG_ERR_IO;
    }
    f->dir = malloc(strlen(dir) + 1);
    if (!f->dir) {
        snprintf(err, n, "out of memory");
        return TG_ERR_NOMEM;
    }
    strcpy(f->dir, dir);
    tg_status st = lock_folder(f, err, n);
    if (st == TG_OK) st = check_settings(f, settings, err, n);
    if (st != TG_OK) mf_close(f);
    return st;
}

void mf_close(match_folder *f) {
    if (f->lock_fd >= 0) close(f->lock_fd); /* releases the lock */
    f->lock_fd = -1;
    free(f->dir);
    f->dir = NULL;
}

/* Whether the file ends as the writer ends a record, with ")\n": the
 * reader forgives a missing ')', so a cut record may still read. */
static bool ends_complete(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return false;
    char tail[2] = {0, 0};
    bool ok = fseek(f, -2, SEEK_END) == 0 && fread(tail, 1, 2, f) == 2 && tail[0] == ')' && tail[1] == '\n';
    fclose(f);
    return ok;
}

/* The RE of a complete record at path (a .part must also end complete):
 * 1, 0 when it does not read or has no result. */
static int read_result(const char *path, bool part, char *result, size_t rn, char *why, size_t wn) {
    if (part && !ends_complete(path)) {
        snprintf(why, wn, "it does not end with ')'");
        return 0;
    }
    tg_sgf_error e;
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &e);
    if (!c) {
        tg_sgf_error_format(&e, why, wn);
        return 0;
    }
    const tg_sgf_node *root = tg_sgf_game(c, 0);
    const char *re = root ? tg_sgf_node_get(root, "RE") : NULL;
    int ok = re && re[0];
    if (ok) snprintf(result, rn, "%s", re);
    else snprintf(why, wn, "no result (RE)");
    tg_sgf_collection_free(c);
    return ok;
}

int mf_earlier(const match_folder *f, int i, char *result, size_t rn, char *err, size_t n) {
    if (!f->dir) return 0;
    char path[4200], part[4300], why[256];
    mf_path(f, i, path, sizeof path);
    snprintf(part, sizeof part, "%s.part", path);
    if (access(path, F_OK) == 0) {
        if (read_result(path, false, result, rn, why, sizeof why)) return 1;
        snprintf(err, n, "%s is there but is not a finished game (%s): move it away to replay the game", path,
                 why);
        return -1;
    }
    if (access(part, F_OK) != 0) return 0;
    /* A referee stopped between writing the record and renaming it. */
    if (read_result(part, true, result, rn, why, sizeof why)) {
        if (rename(part, path) != 0 || !fsync_dir(f->dir)) {
            snprintf(err, n, "cannot rename %s to %s: %s", part, path, strerror(errno));
            return -1;
        }
        return 1;
    }
    if (unlink(part) != 0) {
        snprintf(err, n, "cannot remove the incomplete %s: %s", part, strerror(errno));
        return -1;
    }
    return 0;
}

tg_status mf_write(const match_folder *f, int i, const char *text, size_t len, char *err, size_t n) {
    if (!f->dir) return TG_OK;
    char path[4200];
    mf_path(f, i, path, sizeof path);
    return atomic_write(f->dir, path, text, len, err, n);
}
