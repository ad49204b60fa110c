/*
 * cmd_match.c — `tengen match`: the options and the printing around the
 * library's referee (tengen/match.h), which does everything else.
 *
 * Invariants: every option value is checked before anything starts, and a
 * bad one is named with what is allowed (exit 2); a game's result line is
 * printed only after the library reported it on disk; SIGINT, SIGTERM and
 * SIGHUP stop the match through the library's cancel flag, so the engines
 * (in their own process groups, out of the terminal's reach) are killed.
 *
 * Exit status: 0 every game finished and recorded; 1 an engine failed to
 * start or to play the match, or the match was interrupted; 2 bad usage;
 * 3 the record folder cannot be used or written.
 *
 * Not here: processes, the game loop, records (src/match*.c).
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "tengen/match.h"

/* Set by the signal handler; the library polls it. */
static volatile sig_atomic_t cancel_flag;

static void on_signal(int sig) {
    (void)sig;
    cancel_flag = 1;
}

typedef struct printer {
    bool tty;          /* standard error is a terminal: progress in place */
    bool line_open;    /* an in-place progress line is showing */
    tg_match *m;
} printer;

static void end_line(printer *p) {
    if (p->line_open) fprintf(stderr, "\r\033[K");
    p->line_open = false;
}

static void print_result(printer *p, const tg_match_event *e, bool earlier) {
    const char *file = e->path ? strrchr(e->path, '/') : NULL;
    char name[32];
    if (!file) snprintf(name, sizeof name, "game-%03d", e->game + 1);
    printf("%s %s black=\"%s\" white=\"%s\"", file ? file + 1 : name, e->result, e->black, e->white);
    if (earlier) printf(" (recorded earlier)");
    if (!earlier && e->reason && e->reason[0]) {
        printf(" |");
        for (const char *q = e->reason; *q; q++) putchar(*q == '\n' ? ';' : *q);
    }
    printf("\n");
    fflush(stdout);
    tg_match_tally t;
    tg_match_get_tally(p->m, &t);
    double rate, lo, hi;
    tg_match_interval(&t, &rate, &lo, &hi);
    end_line(p);
    fprintf(stderr, "[%d/%d] game %d %s | A %d, B %d, draws %d | A win rate %.1f%% (95%% CI %.1f-%.1f%%)\n",
            t.played, e->games, e->game + 1, e->result, t.a, t.b, t.draws, 100 * rate, 100 * lo, 100 * hi);
}

static void on_event(void *ctx, const tg_match_event *e) {
    printer *p = ctx;
    switch (e->kind) {
    case TG_MATCH_GAME_START:
        end_line(p);
        fprintf(stderr, "game %d/%d: black %s, white %s\n", e->game + 1, e->games, e->black, e->white);
        break;
    case TG_MATCH_MOVE:
        /* On a terminal every move, in place; in a log every 50 moves. */
        if (!p->tty && e->move_number % 50 != 0) break;
        fprintf(stderr, "%sgame %d move %d: %s %s | time used: black %.1f s, white %.1f s%s", p->tty ? "\r\033[K" : "",
                e->game + 1, e->move_number, e->color == TG_BLACK ? "B" : "W", e->move, e->time_used[TG_BLACK],
                e->time_used[TG_WHITE], p->tty ? "" : "\n");
        p->line_open = p->tty;
        break;
    case TG_MATCH_GAME_END: print_result(p, e, false); break;
    case TG_MATCH_GAME_EARLIER: print_result(p, e, true); break;
    }
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: tengen match --black CMD --white CMD [options]\n\n"
            "Referees games between two GTP engines (each started with /bin/sh -c CMD).\n"
            "  --games N          games to play (default 1)\n"
            "  --size S           board size, 1 to %d (default 19)\n"
            "  --rules SPEC       rules, e.g. chinese or 'japanese,komi=0.5' (default chinese)\n"
            "  --komi K           komi (overrides the rules' komi, also in handicap games)\n"
            "  --handicap H       handicap stones (fixed or free placement, as the rules say);\n"
            "                     komi is then the rules' handicap komi (0.5) unless given\n"
            "  --time SPEC        MAIN seconds, or MAIN+PERIOD/STONES (Canadian overtime)\n"
            "  --move-timeout S   seconds an engine may take for any answer without --time (default 60)\n"
            "  --max-moves N      a game is scored as it stands after N moves (default 4 x points + 20)\n"
            "  --max-reply BYTES  longest reply accepted from an engine (default %d)\n"
            "  --alternate        swap colours every game (engine A is --black in odd games)\n"
            "  --sgf-dir DIR      where records go (default .); a rerun with the same settings\n"
            "                     resumes after the finished games\n"
            "  --engine-stderr    let the engines write to standard error (else it is kept and\n"
            "                     shown when an engine fails)\n"
            "Results: one line per game on standard output, progress on standard error.\n"
            "Exit status: 0 all games recorded, 1 an engine failed or interrupted, 2 bad usage,\n"
            "3 the record folder cannot be written. Everything in docs/match.md.\n",
            TG_MAX_SIDE, TG_MATCH_MAX_REPLY);
}

/* A whole decimal integer in [lo, hi]; else a message naming the option. */
static bool int_option(const char *opt, const char *v, long lo, long hi, const char *what, long *out) {
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (end == v || *end || errno || x < lo || x > hi) {
        fprintf(stderr, "tengen match: %s '%s': %s\n", opt, v, what);
        return false;
    }
    *out = x;
    return true;
}

static bool parse_time(const char *s, tg_match_options *o) {
    int m = 0, b = 0, st = 0;
    char extra;
    if (sscanf(s, "%d+%d/%d%c", &m, &b, &st, &extra) == 3 && m >= 0 && b > 0 && st > 0 && m <= 1000000 &&
        b <= 1000000 && st <= 10000) {
        o->main_time = m, o->byo_time = b, o->byo_stones = st;
        return true;
    }
    if (sscanf(s, "%d%c", &m, &extra) == 1 && m > 0 && m <= 1000000) {
        o->main_time = m, o->byo_time = 0, o->byo_stones = 0;
        return true;
    }
    return false;
}

/* Parses argv into o. Returns EXIT_OK or EXIT_USAGE (message printed). */
static int parse_options(int argc, char **argv, tg_match_options *o) {
    char err[512];
    const char *komi = NULL;
    char size_what[64], hc_what[96];
    snprintf(size_what, sizeof size_what, "a board size is 1 to %d", TG_MAX_SIDE);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        long x = 0;
        if (!strcmp(a, "--alternate")) {
            o->alternate = true;
            continue;
        }
        if (!strcmp(a, "--engine-stderr")) {
            o->engine_stderr = true;
            continue;
        }
        static const char *const valued[] = {"--black", "--white", "--games", "--size", "--handicap", "--komi",
                                             "--sgf-dir", "--move-timeout", "--max-moves", "--rules", "--time",
                                             "--max-reply"};
        bool known = false;
        for (size_t k = 0; k < sizeof valued / sizeof *valued; k++) known |= !strcmp(a, valued[k]);
        if (!known) {
            fprintf(stderr, "tengen match: unknown option '%s' (tengen match --help lists them)\n", a);
            return EXIT_USAGE;
        }
        if (!v) {
            fprintf(stderr, "tengen match: %s needs a value\n", a);
            return EXIT_USAGE;
        }
        i++;
        if (!strcmp(a, "--black")) o->black_cmd = v;
        else if (!strcmp(a, "--white")) o->white_cmd = v;
        else if (!strcmp(a, "--sgf-dir")) o->record_dir = v;
        else if (!strcmp(a, "--komi")) komi = v;
        else if (!strcmp(a, "--games")) {
            if (!int_option(a, v, 1, 1000000, "the number of games is 1 to 1000000", &x)) return EXIT_USAGE;
            o->games = (int)x;
        } else if (!strcmp(a, "--size")) {
            if (!int_option(a, v, 1, TG_MAX_SIDE, size_what, &x)) return EXIT_USAGE;
            o->size = (int)x;
        } else if (!strcmp(a, "--handicap")) {
            snprintf(hc_what, sizeof hc_what, "a handicap is 0, or 2 or more stones");
            if (!int_option(a, v, 0, TG_MAX_SIDE * TG_MAX_SIDE, hc_what, &x)) return EXIT_USAGE;
            if (x == 1) {
                fprintf(stderr, "tengen match: --handicap 1: %s (handicap 1 is an even game: use --komi 0.5)\n",
                        hc_what);
                return EXIT_USAGE;
            }
            o->handicap = (int)x;
        } else if (!strcmp(a, "--max-moves")) {
            if (!int_option(a, v, 1, 1000000, "the move limit is 1 to 1000000", &x)) return EXIT_USAGE;
            o->max_moves = (int)x;
        } else if (!strcmp(a, "--max-reply")) {
            if (!int_option(a, v, 64, 64L * 1024 * 1024, "a reply limit is 64 bytes to 64 MB", &x)) return EXIT_USAGE;
            o->max_reply = (size_t)x;
        } else if (!strcmp(a, "--move-timeout")) {
            char *end;
            double t = strtod(v, &end);
            if (end == v || *end || !(t > 0) || t > 1e6) {
                fprintf(stderr, "tengen match: --move-timeout '%s': seconds, more than 0 (e.g. 0.5 or 60)\n", v);
                return EXIT_USAGE;
            }
            o->move_timeout = t;
        } else if (!strcmp(a, "--rules")) {
            if (tg_rules_parse(v, &o->rules, err, sizeof err) != TG_OK) {
                fprintf(stderr, "tengen match: --rules: %s\n", err);
                return EXIT_USAGE;
            }
            if (strstr(v, "komi=")) o->komi_given = true;
        } else if (!strcmp(a, "--time")) {
            if (!parse_time(v, o)) {
                fprintf(stderr, "tengen match: --time '%s': MAIN seconds or MAIN+PERIOD/STONES (e.g. 600+30/5)\n", v);
                return EXIT_USAGE;
            }
        }
    }
    if (!o->black_cmd) {
        fprintf(stderr, "tengen match: --black CMD is missing: the command that starts engine A (Black in game 1)\n");
        return EXIT_USAGE;
    }
    if (!o->white_cmd) {
        fprintf(stderr, "tengen match: --white CMD is missing: the command that starts engine B (White in game 1)\n");
        return EXIT_USAGE;
    }
    if (komi) {
        int k2;
        if (tg_parse_half(komi, &k2) != TG_OK) {
            fprintf(stderr, "tengen match: --komi '%s': a multiple of 0.5 (e.g. 6.5, 0, -3)\n", komi);
            return EXIT_USAGE;
        }
        o->rules.komi2 = k2;
        o->komi_given = true;
    }
    return EXIT_OK;
}

int cmd_match(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        usage(stdout);
        return EXIT_OK;
    }
    tg_match_options o;
    tg_match_options_init(&o);
    o.record_dir = ".";
    int rc = parse_options(argc, argv, &o);
    if (rc != EXIT_OK) return rc;

    printer p = {.tty = isatty(2) != 0};
    o.on_event = on_event;
    o.ctx = &p;
    o.cancel = &cancel_flag;
    signal(SIGPIPE, SIG_IGN);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);

    char err[2048];
    tg_match *m = NULL;
    tg_status st = tg_match_new(&o, &m, err, sizeof err);
    if (st != TG_OK) {
        fprintf(stderr, "tengen match: %s\n", err);
        return st == TG_ERR_ARG ? EXIT_USAGE : st == TG_ERR_IO ? EXIT_INPUT : EXIT_FOUND;
    }
    p.m = m;
    st = tg_match_run(m, err, sizeof err);
    end_line(&p);
    tg_match_tally t;
    tg_match_get_tally(m, &t);
    double rate, lo, hi;
    tg_match_interval(&t, &rate, &lo, &hi);
    printf("A \"%s\" %d, B \"%s\" %d, draws/void %d; A win rate %.1f%% (95%% CI %.1f-%.1f%%)\n",
           tg_match_engine_name(m, 0), t.a, tg_match_engine_name(m, 1), t.b, t.draws, 100 * rate, 100 * lo,
           100 * hi);
    tg_match_free(m);
    if (st != TG_OK) {
        fprintf(stderr, "tengen match: %s\n", err);
        return st == TG_ERR_IO ? EXIT_INPUT : EXIT_FOUND;
    }
    return EXIT_OK;
}
