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
#include <string.h>

#include "tengen/replay.h"

/* Counters of one file, summed into the summary. Invariants (score):
 * games = agree + differ + not_compared (every game read is one of them);
 * counted <= agree + differ is the games whose RE is a score or a draw,
 * counted_agree of them agree. Unreadable games are not in games. */
typedef struct rec_stats {
    long games, moves, illegal_games, illegal_moves, unreadable;
    long agree, differ, not_compared; /* score: the computed result against RE */
    long counted, counted_agree;      /* score: of those, RE a score or a draw */
    long uncertain;                   /* score: games whose dead-stone estimate is uncertain */
    long invalid_games, issue_errors, issue_notes; /* check --validate */
    long usage_errors;                /* score: a --dead point off the board */
} rec_stats;

/* What the CLI keeps of one record at most: a larger file is rejected
 * before it is read (its size from stat), and the SGF reader is given
 * limits in proportion, so a worker's memory is bounded (docs/records.md
 * gives the measured peaks). --max-size changes it. */
#define REC_DEFAULT_MAX_SIZE ((size_t)8 << 20)
/* Event and issue lines printed per game; the rest are counted in one line
 * ("... N more"), so the output kept for one record stays small. */
#define REC_MAX_LINES_PER_GAME 1000

/* One record of the file list. size >= 0: rec_collect's stat (the walk's,
 * or a named file's) found a regular file of that many bytes, so reading
 * it needs no fstat (rec_read_into); -1: not known ('-', a FIFO, a device,
 * a name that did not resolve), looked at when read. */
typedef struct rec_file {
    char *path;
    long long size;
} rec_file;

/* A worker's buffer for the bytes of its records (rec_read_into), reused
 * from record to record (a malloc and free a record less); the worker
 * frees it with rec_buffer_free. */
typedef struct rec_buffer {
    char *b;
    size_t cap;
} rec_buffer;

/* The work for one file: writes its lines to out, fills st; buf is the
 * calling worker's own, for rec_read_into. */
typedef void (*rec_fn)(const rec_file *file, void *ctx, rec_buffer *buf, FILE *out, rec_stats *st);

typedef struct rec_run {
    int jobs;          /* worker threads (0: every core) */
    long skipped;      /* files and folders rec_collect skipped (noted on stderr) */
    int files;         /* records in the list */
    bool progress;     /* draw a progress bar on stderr */
    bool validate;     /* the summary shows the validation counts */
    rec_stats total;
    double seconds;
    bool output_failed; /* a write to stdout failed (disk full, a closed pipe): the results are incomplete */
} rec_run;

/* The file list from argv (non-option arguments): files, directories
 * (walked for *.sgf when recursive), "-" (one SGF record on standard
 * input), and the names listed one a line in files_from (a file, "-" for
 * standard input; NULL: none). Sorted within each directory. A walk
 * follows symbolic links but visits each folder and each file once (by
 * device and inode): a link back into a folder being walked, or a second
 * name of a file already listed, is skipped with a note on stderr, as is
 * anything that is not a regular file or a folder (a FIFO, a socket, a
 * device). Files named on the command line are read whatever they are
 * (a FIFO named there is a pipe the user means). *skipped counts the
 * notes. Returns the count, or -1 (message printed) on bad usage: a
 * directory without -r, standard input used twice, an unreadable
 * files_from. *out is malloc'd; free with rec_free_list. */
int rec_collect(char **args, int nargs, bool recursive, const char *files_from, rec_file **out,
                long *skipped, const char *cmd);
void rec_free_list(rec_file *list, int n);

/* Runs fn over every file with run->jobs threads, printing outputs in
 * order. */
void rec_run_all(rec_file *files, int n, rec_fn fn, void *ctx, rec_run *run);

/* The summary line on stderr (or as a JSON object on stdout when json). */
void rec_print_summary(const char *cmd, const rec_run *run, bool json);

/* The SGF reader's limits for one record of at most max_size bytes. */
void rec_sgf_limits(size_t max_size, tg_sgf_options *out);

/* JSON: a string with escapes (NULL prints null), a half-point value. */
void json_str(FILE *f, const char *s);
void json_half(FILE *f, int half);

/* A line built in memory and written to f at once (a call into a memory
 * stream costs about 60 instructions): jb_put appends (what does not fit
 * flushes first; a piece larger than the buffer goes straight to f),
 * jb_flush writes what is held. The jb_ forms of the JSON writers above
 * write the same bytes. */
typedef struct jbuf {
    FILE *f;
    size_t n;
    char b[1024];
} jbuf;
void jb_flush(jbuf *j);
/* jb_put's way when s does not fit what is left (records.c). */
void jb_put_more(jbuf *j, const char *s, size_t n);
/* Inline, so that a literal's length and its copy are known where it is
 * written (a call and strlen a piece were about 4 instructions a move of
 * `check --json`, callgrind). */
static inline void jb_put(jbuf *j, const char *s, size_t n) {
    if (n > sizeof j->b - j->n) {
        jb_put_more(j, s, n);
        return;
    }
    memcpy(j->b + j->n, s, n);
    j->n += n;
}
static inline void jb_puts(jbuf *j, const char *s) { jb_put(j, s, strlen(s)); }
void jb_str(jbuf *j, const char *s);
void jb_int(jbuf *j, long v);
void jb_half(jbuf *j, int half);

/* "B" or "W". */
const char *color_letter(tg_color c);

/* Per-game JSON pieces shared by check and score (cmd_check.c). */
void json_game_head(FILE *f, const char *path, int game, const tg_replay *r);
void jb_game_head(jbuf *j, const char *path, int game, const tg_replay *r);
void json_event(FILE *f, const tg_replay *r, const tg_replay_event *e);
/* {"kind", "severity", "move", "line", "column", "message"}. */
void json_issue(FILE *f, const tg_replay_issue *is);
/* {"file", "game", "status":"unreadable", "line", "column", "error"}. */
void json_unreadable(FILE *f, const char *path, int game, const tg_sgf_error *e);

/* Every message about a place in a record is written
 *   FILE:LINE:COL: error: [game N: ]message
 * (FILE: when there is no position), as compilers write them. Reports a
 * record or game (game 0: the whole file) that could not be used, as that
 * line or a JSON object, and counts it in st. */
void rec_unreadable(FILE *out, bool json, const char *path, int game, const tg_sgf_error *e,
                    rec_stats *st);

/* "game N: " for game gi (0-based) of a collection of ngames, "" for a
 * file with one game: what follows "FILE:" or "FILE:LINE:COL:". */
void rec_game_tag(char *out, size_t n, size_t gi, size_t ngames);

/* Reads the record of file (path "-": standard input) with at most
 * max_size bytes, checked before reading: from the walk's size when known
 * (rec_file.size >= 0, and then no fstat is made), else from fstat. The
 * bytes go into buf (grown as needed; one grown past REC_KEEP_BYTES,
 * records.c, for a large record is freed after it). With moves_aside,
 * tg_sgf_options.moves_aside (for tg_replay_sgf alone: the trees lack the
 * main lines' final plain moves). When the record cannot be read, reports
 * it on out, counts it in st and returns NULL. The caller frees the
 * collection. */
tg_sgf_collection *rec_read_into(const rec_file *file, size_t max_size, bool moves_aside, bool json,
                                 FILE *out, rec_stats *st, rec_buffer *buf);
void rec_buffer_free(rec_buffer *buf);
/* "passes", "resign", "time", "forfeit", "cycle", "none". */
const char *ending_name(const tg_replay *r);
/* Parses --rules SPEC (message printed on failure, returns -1); keep_komi
 * is set when SPEC names a komi, which then wins over the record's KM. */
int parse_rules_arg(const char *cmd, const char *spec, tg_rules *out, bool *keep_komi);

/* The options check and score share. */
typedef struct rec_opts {
    bool recursive, no_progress, quiet, json;
    int jobs;               /* 0: every core */
    const char *files_from; /* --files-from FILE, or NULL */
    size_t max_size;        /* --max-size: bytes per record */
} rec_opts;

/* If argv[*i] is one of the shared options (-r, -j N, -q/--quiet,
 * --no-progress, --json, --files-from FILE, --max-size N[k|M]), records it
 * (advancing *i past a value) and returns 1; returns 0 for any other
 * argument, and -1 with a message for a bad or missing value (-j takes 1
 * to 1024, --max-size 1 byte to 64M). */
int rec_option(int argc, char **argv, int *i, rec_opts *o, const char *cmd);

/* The number of online processors. */
int rec_cores(void);

#endif
