/*
 * cmd_gtp.c — `tengen gtp`: a GTP engine on standard input and output.
 *
 * Invariant: standard output carries GTP replies only, each flushed as soon
 * as it is complete; every diagnostic goes to standard error.
 *
 * Not here: the protocol itself (src/gtp.c, tengen/gtp.h) — this file only
 * reads lines (any bytes, NULs included, the last one possibly without a
 * newline), hands them to the session and writes what it answers. The one
 * thing it adds is time: a kata-analyze reply stays open and gets a new
 * `info` line every interval until the next input line arrives (poll on
 * standard input with the interval as timeout); the session never waits.
 */
#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "tengen/gtp.h"

/* Standard input read with read(2) into our own buffer, so that "is a
 * line waiting?" can be answered exactly (a stdio buffer would hide lines
 * already read from poll). */
typedef struct reader {
    char *buf;
    size_t len, cap, start; /* bytes buf[start..len) not yet handed out */
    bool eof;
    bool skipping; /* the rest of an over-long line is being thrown away */
} reader;

/* Reads more bytes, waiting at most timeout_ms (-1: forever). false on
 * timeout; EOF and errors set eof. */
static bool fill(reader *r, int timeout_ms) {
    if (r->eof) return true;
    struct pollfd p = {0, POLLIN, 0};
    int got = poll(&p, 1, timeout_ms);
    if (got < 0 && errno == EINTR) return false;
    if (got == 0) return false;
    if (r->start > 0) {
        memmove(r->buf, r->buf + r->start, r->len - r->start);
        r->len -= r->start;
        r->start = 0;
    }
    if (r->len + 4096 > r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 65536;
        char *b = realloc(r->buf, cap);
        if (!b) {
            r->eof = true;
            return true;
        }
        r->buf = b, r->cap = cap;
    }
    ssize_t n = read(0, r->buf + r->len, r->cap - r->len);
    if (n < 0 && errno == EINTR) return true;
    if (n <= 0) r->eof = true;
    else r->len += (size_t)n;
    return true;
}

/* Whether input is waiting (a byte, or EOF) within timeout_ms. */
static bool input_waiting(reader *r, int timeout_ms) {
    if (r->start < r->len || r->eof) return true;
    return fill(r, timeout_ms);
}

/* The next line (with its '\n', or the last bytes before EOF), NULL at
 * EOF. Any bytes, NULs included. Valid until the next call. A line longer
 * than TG_GTP_MAX_LINE is handed out as its first TG_GTP_MAX_LINE + 1
 * bytes (the session answers that it is too long) and the rest of it is
 * read and thrown away, so the buffer never holds much more than one
 * capped line, whatever comes in (even endless input with no newline). */
static char *read_line(reader *r, int timeout_ms, size_t *n) {
    for (;;) {
        char *nl = r->start < r->len ? memchr(r->buf + r->start, '\n', r->len - r->start) : NULL;
        if (r->skipping) {
            r->start = nl ? (size_t)(nl - r->buf) + 1 : r->len;
            r->skipping = !nl;
            if (r->skipping && r->eof) return NULL;
            if (r->skipping) fill(r, timeout_ms);
            continue;
        }
        if (!nl && r->len - r->start > TG_GTP_MAX_LINE) {
            char *line = r->buf + r->start;
            *n = TG_GTP_MAX_LINE + 1;
            r->start += *n;
            r->skipping = true;
            return line;
        }
        if (nl || (r->eof && r->start < r->len)) {
            char *line = r->buf + r->start;
            size_t len = nl ? (size_t)(nl - line) + 1 : r->len - r->start;
            r->start += len;
            *n = len;
            return line;
        }
        if (r->eof) return NULL;
        fill(r, timeout_ms);
    }
}

/* Writes and flushes; false (with a message) when standard output fails. */
static bool put(const char *text, size_t len) {
    if (fwrite(text, 1, len, stdout) != len || fflush(stdout) != 0) {
        if (errno == EPIPE) return false; /* the client is gone (often right after quit) */
        fprintf(stderr, "tengen gtp: cannot write the reply\n");
        return false;
    }
    return true;
}

static void usage(FILE *f) {
    fprintf(f, "usage: tengen gtp [--rules SPEC] [--size N] [--seed N] [--name NAME] [--files DIR]\n"
               "                  [--threads N] [--playouts N] [--seconds S] [--resign W] [--nodes N]\n\n"
               "Speaks the Go Text Protocol (version 2) on standard input and output.\n"
               "  --rules SPEC  the rules at start, e.g. 'japanese,komi=0.5' (default chinese)\n"
               "  --size N      the board size at start (default 19)\n"
               "  --seed N      seeds the search's playouts (default 1)\n"
               "  --threads N   search threads, 1..8 (default 1; one thread is deterministic)\n"
               "  --playouts N  playouts a move when the controller sets no time (default 1000)\n"
               "  --seconds S   seconds a move when the controller sets no time (instead of playouts)\n"
               "  --resign W    resign when the best winrate falls below W (default 0: never)\n"
               "  --nodes N     the search tree's size in nodes (default 1500000, 40 bytes each)\n"
               "  --name NAME   what `name` answers (default tengen)\n"
               "  --files DIR   loadsgf FILE and printsgf FILE may only read and write names\n"
               "                inside DIR (relative, no '..'); without it they reach any path\n"
               "                you can, as GNU Go's do: use it when strangers drive the engine\n"
               "Send list_commands for the commands; tengen-rules shows or sets the rules.\n"
               "kata-analyze [COLOR] [INTERVAL] [ownership true] streams `info` lines every\n"
               "INTERVAL centiseconds until the next command (as KataGo does, for Sabaki and Lizzie).\n");
}

int cmd_gtp(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        usage(stdout);
        return EXIT_OK;
    }
    tg_rules rules;
    char err[512];
    tg_rules_parse("chinese", &rules, err, sizeof err);
    tg_gtp_options opt = {.width = 19, .height = 19, .rules = &rules, .seed = 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--rules") && v) {
            if (tg_rules_parse(v, &rules, err, sizeof err) != TG_OK) {
                fprintf(stderr, "tengen gtp: %s\n", err);
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--size") && v) {
            char *end;
            errno = 0;
            long size = strtol(v, &end, 10);
            if (end == v || *end || errno || size < 1 || size > TG_MAX_SIDE) {
                fprintf(stderr, "tengen gtp: --size must be 1..%d, not '%s'\n", TG_MAX_SIDE, v);
                return EXIT_USAGE;
            }
            opt.width = opt.height = (int)size;
            i++;
        } else if (!strcmp(a, "--seed") && v) {
            char *end;
            errno = 0;
            opt.seed = strtoull(v, &end, 10);
            if (end == v || *end || errno || v[0] == '-') {
                fprintf(stderr, "tengen gtp: --seed must be a number 0..%llu, not '%s'\n",
                        (unsigned long long)UINT64_MAX, v);
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--files") && v) {
            struct stat st;
            if (stat(v, &st) != 0 || !S_ISDIR(st.st_mode)) {
                fprintf(stderr, "tengen gtp: --files %s: not a folder\n", v);
                return EXIT_USAGE;
            }
            opt.file_dir = v;
            i++;
        } else if (!strcmp(a, "--threads") && v) {
            opt.threads = atoi(v);
            if (opt.threads < 1 || opt.threads > 8) {
                fprintf(stderr, "tengen gtp: --threads must be 1..8\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--playouts") && v) {
            opt.playouts = atol(v);
            if (opt.playouts < 1) {
                fprintf(stderr, "tengen gtp: --playouts must be >= 1\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--seconds") && v) {
            opt.seconds = atof(v);
            if (!(opt.seconds > 0 && opt.seconds < 86400)) {
                fprintf(stderr, "tengen gtp: --seconds must be > 0\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--resign") && v) {
            opt.resign = atof(v);
            if (!(opt.resign >= 0 && opt.resign < 0.5)) {
                fprintf(stderr, "tengen gtp: --resign must be a winrate in 0..0.5 (0: never)\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--nodes") && v) {
            opt.max_nodes = atol(v);
            if (opt.max_nodes < 1024) {
                fprintf(stderr, "tengen gtp: --nodes must be >= 1024\n");
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--name") && v) {
            opt.name = v;
            i++;
        } else {
            fprintf(stderr, "tengen gtp: unknown option '%s'\n", a);
            usage(stderr);
            return EXIT_USAGE;
        }
    }
    tg_gtp_session *s = tg_gtp_new(&opt);
    if (!s) {
        fprintf(stderr, "tengen gtp: out of memory\n");
        return EXIT_FOUND;
    }
    reader in = {0};
    int status = EXIT_OK;
    char *line;
    size_t n;
    while (!tg_gtp_quit_requested(s) && (line = read_line(&in, -1, &n)) != NULL) {
        const char *reply;
        size_t len;
        if (tg_gtp_handle_line(s, line, n, &reply, &len) != TG_OK)
            fprintf(stderr, "tengen gtp: out of memory\n");
        if (len == 0) continue;
        int interval = tg_gtp_stream_interval(s);
        /* A streaming analysis keeps its reply open: all but the final
         * '\n' now, more lines while no input comes, the '\n' after. */
        if (!put(reply, interval >= 0 ? len - 1 : len)) {
            status = EXIT_FOUND;
            break;
        }
        if (interval < 0) continue;
        bool ok = true;
        while (ok && !input_waiting(&in, interval > 0 ? interval * 10 : -1)) {
            const char *more;
            size_t mlen;
            tg_gtp_stream_next(s, &more, &mlen);
            ok = put(more, mlen);
        }
        if (!ok || !put("\n", 1)) {
            status = EXIT_FOUND;
            break;
        }
    }
    free(in.buf);
    tg_gtp_free(s);
    return status;
}
