/*
 * sgf_write.c — the SGF writer: a collection out as FF[4] text, to memory
 * or atomically to a file.
 *
 * Invariant: the output parses back to an identical tree. Raw values are
 * well formed (sgf.h), so they are written verbatim; the walk is iterative,
 * so any depth of tree is written without recursion. A node with one child
 * continues the sequence (";B[aa];W[bb]"), a node with several opens one
 * "(...)" per child.
 *
 * Not here: choosing property order or pretty-printing beyond a line break
 * now and then; charsets (the tree is UTF-8 or kept bytes already).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sgf_internal.h"

typedef struct outbuf {
    char *s;
    size_t len, cap;
    bool oom;
    size_t line_start; /* where the current output line began */
} outbuf;

static void put(outbuf *o, const char *s, size_t n) {
    if (o->oom)
        return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 1024;
        while (cap < o->len + n + 1)
            cap *= 2;
        char *ns = realloc(o->s, cap);
        if (!ns) {
            o->oom = true;
            return;
        }
        o->s = ns;
        o->cap = cap;
    }
    memcpy(o->s + o->len, s, n);
    o->len += n;
    o->s[o->len] = '\0';
}

static void putc_(outbuf *o, char c) { put(o, &c, 1); }

static void newline(outbuf *o) {
    putc_(o, '\n');
    o->line_start = o->len;
}

static void write_node(outbuf *o, const tg_sgf_node *n) {
    if (o->len - o->line_start > 72)
        newline(o);
    putc_(o, ';');
    for (size_t i = 0; i < n->nprops; i++) {
        const tg_sgf_prop *p = &n->props[i];
        put(o, p->id, strlen(p->id));
        for (size_t k = 0; k < p->count; k++) {
            putc_(o, '[');
            put(o, p->values[k].s, p->values[k].len);
            putc_(o, ']');
        }
    }
}

/* Writes one game tree. A '(' is open for every node with several
 * children; moving on to a sibling closes and reopens. */
static void write_tree(outbuf *o, const tg_sgf_node *root) {
    putc_(o, '(');
    const tg_sgf_node *n = root;
    for (;;) {
        write_node(o, n);
        if (n->first_child) {
            if (n->first_child->next)
                putc_(o, '(');
            n = n->first_child;
            continue;
        }
        /* A leaf: climb to the nearest ancestor with a next sibling,
         * closing the variation parentheses on the way. */
        while (n != root) {
            const tg_sgf_node *parent = n->parent;
            bool in_variation = parent->first_child->next != NULL;
            if (in_variation)
                putc_(o, ')');
            if (n->next) {
                putc_(o, '(');
                n = n->next;
                break;
            }
            n = parent;
        }
        if (n == root)
            break;
    }
    putc_(o, ')');
    newline(o);
}

tg_status tg_sgf_write(const tg_sgf_collection *c, char **out, size_t *len) {
    for (size_t i = 0; i < c->naside; i++)
        if (c->aside[i].n)
            return TG_ERR_ARG; /* read with moves_aside: the tree lacks moves */
    outbuf o = {0};
    for (size_t i = 0; i < c->ngames; i++)
        write_tree(&o, c->games[i]);
    if (!o.s && !o.oom)
        put(&o, "", 0);
    if (o.oom) {
        free(o.s);
        return TG_ERR_NOMEM;
    }
    *out = o.s;
    *len = o.len;
    return TG_OK;
}

/* ------------------------------------------------------------- files */

static tg_status io_error(tg_sgf_error *err, const char *what, const char *path) {
    tg_sgf__set_error(err, TG_ERR_IO, 0, 0, "cannot %s %s: %s", what, path, strerror(errno));
    return TG_ERR_IO;
}

static bool write_all(int fd, const char *s, size_t n) {
    while (n) {
        ssize_t k = write(fd, s, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return false;
        s += k;
        n -= (size_t)k;
    }
    return true;
}

/* fsyncs the folder that holds path, so that a rename into it survives a
 * power loss (the rename is an entry of the folder, not of the file).
 * File systems that cannot sync a folder (EINVAL) are not an error. */
static bool sync_folder_of(const char *path) {
    const char *slash = strrchr(path, '/');
    char *dir;
    if (slash == NULL) {
        dir = malloc(2);
        if (dir) memcpy(dir, ".", 2);
    } else {
        size_t n = slash == path ? 1 : (size_t)(slash - path);
        dir = malloc(n + 1);
        if (dir) memcpy(dir, path, n), dir[n] = '\0';
    }
    if (!dir) return false;
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    free(dir);
    /* A folder one may write in but not read (mode 0333) cannot be opened
     * to sync; the record is in place, so that is no failure. */
    if (fd < 0) return true;
    bool ok = fsync(fd) == 0 || errno == EINVAL || errno == EROFS || errno == ENOTSUP;
    int saved = errno;
    close(fd);
    errno = saved;
    return ok;
}

/* The temporary file is "<path>.tmpXXXXXX" beside the target, so rename
 * stays within one file system and is atomic; the folder is synced after
 * the rename, so the new name is on disk when this returns TG_OK. */
tg_status tg_sgf_write_file(const tg_sgf_collection *c, const char *path, tg_sgf_error *err) {
    char *text;
    size_t len;
    tg_status st = tg_sgf_write(c, &text, &len);
    if (st != TG_OK) {
        tg_sgf__set_error(err, st, 0, 0, "%s",
                          st == TG_ERR_ARG ? "read with moves_aside: the trees lack moves"
                                           : "out of memory");
        return st;
    }
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 11);
    if (!tmp) {
        free(text);
        tg_sgf__set_error(err, TG_ERR_NOMEM, 0, 0, "out of memory");
        return TG_ERR_NOMEM;
    }
    memcpy(tmp, path, plen);
    memcpy(tmp + plen, ".tmpXXXXXX", 11);
    st = TG_OK;
    int fd = mkstemp(tmp);
    if (fd < 0) {
        st = io_error(err, "create a temporary file for", path);
    } else {
        /* mkstemp makes the file 0600; a game record is for sharing. */
        bool ok = fchmod(fd, 0644) == 0 && write_all(fd, text, len) && fsync(fd) == 0;
        if (!ok)
            st = io_error(err, "write", tmp);
        if (close(fd) != 0 && st == TG_OK)
            st = io_error(err, "close", tmp);
        bool renamed = false;
        if (st == TG_OK) {
            if (rename(tmp, path) != 0) {
                st = io_error(err, "rename the temporary file to", path);
            } else {
                renamed = true;
                /* The record is in place; only its name may not be durable. */
                if (!sync_folder_of(path)) st = io_error(err, "sync the folder of", path);
            }
        }
        if (st != TG_OK && !renamed)
            unlink(tmp);
    }
    free(tmp);
    free(text);
    if (st == TG_OK && err)
        memset(err, 0, sizeof *err);
    return st;
}
