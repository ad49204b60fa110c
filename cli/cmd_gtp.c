/*
 * cmd_gtp.c — `tengen gtp`: a GTP engine on standard input and output.
 *
 * Invariant: standard output carries GTP replies only, each flushed as soon
 * as it is complete; every diagnostic goes to standard error.
 *
 * Not here: the protocol itself (src/gtp.c, tengen/gtp.h) — this file only
 * reads lines (any bytes, NULs included, the last one possibly without a
 * newline), hands them to the session and writes what it answers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "tengen/gtp.h"

static void usage(FILE *f) {
    fprintf(f, "usage: tengen gtp [--rules SPEC] [--size N] [--seed N] [--name NAME]\n\n"
               "Speaks the Go Text Protocol (version 2) on standard input and output.\n"
               "  --rules SPEC  the rules at start, e.g. 'japanese,komi=0.5' (default chinese)\n"
               "  --size N      the board size at start (default 19)\n"
               "  --seed N      seeds genmove's random choices (default 1)\n"
               "  --name NAME   what `name` answers (default tengen)\n"
               "Send list_commands for the commands; tengen-rules shows or sets the rules.\n");
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
            opt.width = opt.height = atoi(v);
            if (opt.width < 1 || opt.width > TG_MAX_SIDE) {
                fprintf(stderr, "tengen gtp: --size must be 1..%d\n", TG_MAX_SIDE);
                return EXIT_USAGE;
            }
            i++;
        } else if (!strcmp(a, "--seed") && v) {
            opt.seed = strtoull(v, NULL, 10);
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
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    int status = EXIT_OK;
    while (!tg_gtp_quit_requested(s) && (n = getline(&line, &cap, stdin)) >= 0) {
        const char *reply;
        size_t len;
        if (tg_gtp_handle_line(s, line, (size_t)n, &reply, &len) != TG_OK)
            fprintf(stderr, "tengen gtp: out of memory\n");
        if (len == 0) continue;
        if (fwrite(reply, 1, len, stdout) != len || fflush(stdout) != 0) {
            fprintf(stderr, "tengen gtp: cannot write the reply\n");
            status = EXIT_FOUND;
            break;
        }
    }
    free(line);
    tg_gtp_free(s);
    return status;
}
