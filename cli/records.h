/* records.h — what `tengen check` and `tengen score` share: the list of
 * files to read (arguments, `-` for paths on standard input, -r DIR), a
 * pthreads worker pool that runs one function per file, output printed in
 * input order, a progress bar on a terminal, the summary counters, and
 * small JSON helpers.
 *
 * Invariant: each file's output goes to its own buffer, and buffers are
 * written to stdout strictly in the order of the file list, so the output
 * is the same with -j 1 and -j 64. */
#ifndef TG_CLI_RECORDS_H
#define TG_CLI_RECORDS_H

#include <stdbool.h>
#include <stdio.h>

#include "tengen/replay.h"

/* Counters of one file, summed into the summary. */
typedef struct rec_stats {
    long games, moves, illegal_games, illegal_moves, unreadable;
    long counted, agree, differ; /* games with a numeric RE; agreeing; not */
    long invalid_games, issue_errors, issue_notes; /* check --validate */
} rec_stats;

/* The work for one file: writes its lines to out, fills st. */
typedef void (*rec_fn)(const char *path, void *ctx, FILE *out, rec_stats *st);

typedef struct rec_run {
    int jobs;          /* worker threads (0: every core) */
    bool progress;     /* draw a progress bar on stderr */
    bool validate;     /* the summary shows the validation counts */
    rec_stats total;
    double seconds;
} rec_run;

/* The file list from argv (non-option arguments): files, directories
 * (walked for *.sgf when recursive), "-" (paths on stdin, one a line).
 * Sorted within each directory. Returns the count, or -1 (message printed)
 * when an argument is a directory without -r. *out is malloc'd; free with
 * rec_free_list. */
int rec_collect(char **args, int nargs, bool recursive, char ***out, const char *cmd);
void rec_free_list(char **list, int n);

/* Runs fn over every path with run->jobs threads, printing outputs in
 * order. */
void rec_run_all(char **paths, int n, rec_fn fn, void *ctx, rec_run *run);

/* The summary line on stderr (or as a JSON object on stdout when json). */
void rec_print_summary(const char *cmd, const rec_run *run, bool json);

/* JSON: a string with escapes (NULL prints null), a half-point value. */
void json_str(FILE *f, const char *s);
void json_half(FILE *f, int half);

/* "B" or "W". */
const char *color_letter(tg_color c);

/* Per-game JSON pieces shared by check and score (cmd_check.c). */
void json_game_head(FILE *f, const char *path, int game, const tg_replay *r);
void json_event(FILE *f, const tg_replay *r, const tg_replay_event *e);
/* {"kind", "severity", "move", "line", "column", "message"}. */
void json_issue(FILE *f, const tg_replay_issue *is);
void json_unreadable(FILE *f, const char *path, const char *why);

/* Reports a record (or game) that could not be used: a JSON line, or
 * "NAME: WHAT: MSG"; counts it in st. */
void rec_unreadable(FILE *out, bool json, const char *name, const char *what, const char *msg,
                    rec_stats *st);

/* The name of game gi (0-based) of a file with ngames games: "PATH", or
 * "PATH#N" in a collection. */
void rec_game_name(char *out, size_t n, const char *path, size_t gi, size_t ngames);

/* Reads the record at path. When it cannot be read, reports it on out (a
 * JSON line or "PATH: cannot read: WHY"), counts it in st and returns NULL.
 * The caller frees the collection. */
tg_sgf_collection *rec_read(const char *path, bool json, FILE *out, rec_stats *st);
/* "passes", "resign", "time", "forfeit", "cycle", "none". */
const char *ending_name(const tg_replay *r);
/* Parses --rules SPEC (message printed on failure, returns -1); keep_komi
 * is set when SPEC names a komi, which then wins over the record's KM. */
int parse_rules_arg(const char *cmd, const char *spec, tg_rules *out, bool *keep_komi);

/* The options check and score share. */
typedef struct rec_opts {
    bool recursive, no_progress, quiet, json;
    int jobs; /* 0: every core */
} rec_opts;

/* If argv[*i] is one of the shared options (-r, -j N, -q/--quiet,
 * --no-progress, --json), records it (advancing *i past a value) and
 * returns 1; returns 0 for any other argument, and -1 with a message for a
 * bad value (-j takes 1 to 1024). */
int rec_option(int argc, char **argv, int *i, rec_opts *o, const char *cmd);

/* The number of online processors. */
int rec_cores(void);

#endif
