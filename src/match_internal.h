/*
 * match_internal.h — what the match_*.c files share: an engine process
 * (match_engine.c), the record folder (match_records.c) and one game
 * (match_game.c). tengen/match.h is the public face.
 *
 * Invariant: an engine's pid is also its process-group id, and pid > 0
 * exactly while the process group may still exist (me_stop kills the whole
 * group and reaps the leader).
 *
 * Not here: anything a user of the library may rely on.
 */
#ifndef TG_MATCH_INTERNAL_H
#define TG_MATCH_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "tengen/match.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif

/* ------------------------------------------------------------ reaper */

/* The process that kills the engines' groups when the referee dies
 * (match_reaper.c). wr is the pipe's write end, -1 when none. */
typedef struct match_reaper {
    pid_t pid;
    int wr;
} match_reaper;

/* Starts the reaper. false: err says why. */
bool mr_start(match_reaper *r, char *err, size_t n);
/* The group was killed and its leader reaped: no longer the reaper's. */
void mr_forget(const match_reaper *r, pid_t group);
/* Closes the pipe and waits for the reaper (it kills what is listed). */
void mr_stop(match_reaper *r);

/* ------------------------------------------------------------ engines */

typedef enum { ASK_OK, ASK_ERROR, ASK_DEAD, ASK_TIMEOUT, ASK_GARBAGE, ASK_CANCELLED } ask_status;

typedef struct match_engine {
    const char *cmd;        /* not owned */
    char label;             /* 'A' or 'B' */
    bool pass_stderr;       /* stderr inherited, not captured */
    size_t max_reply;
    volatile sig_atomic_t *cancel;
    const match_reaper *reaper; /* not owned; NULL: none */
    pid_t pid;              /* process and process group; 0 when none */
    int to, from, err;      /* pipe ends; -1 when closed */
    char *buf;              /* stdout bytes read but not yet taken */
    size_t len, cap;
    char *reply;            /* the last reply's text (owned, grows) */
    size_t reply_cap;
    char errtail[2048];     /* the last bytes of standard error */
    size_t errlen;
    unsigned long next_id;
    char name[160];         /* "name version", or the command */
    bool cleanup;           /* answers kgs-genmove_cleanup */
    bool broken;            /* crashed, hung or spoke garbage: restart */
    char why[512];          /* the last failure, in words */
} match_engine;

/* write(2) that never raises SIGPIPE in the host program. */
ssize_t me_write_quiet(int fd, const char *s, size_t n);
/* Starts the process only (no question asked). false: err says why. */
bool me_spawn(match_engine *e, char *err, size_t n);
/* Starts the engine and asks name and version. false: err says why
 * (with the engine's standard error). */
bool me_start(match_engine *e, double timeout, char *err, size_t n);
/* Sends cmd (without id and newline) and waits at most timeout seconds.
 * *reply: the reply text without '='/id, valid until the next ask. On
 * failure other than ASK_ERROR, e->why says what happened and the engine
 * is marked broken. */
ask_status me_ask(match_engine *e, const char *cmd, double timeout, const char **reply);
/* Asks quit (unless broken), then kills the process group. */
/* Checks with known_command that the engine knows every command of cmds.
 * false: err says which it lacks (or why it failed). */
bool me_require(match_engine *e, const char *const *cmds, int count, double timeout, char *err, size_t n);
void me_stop(match_engine *e);
void me_free(match_engine *e);
/* The engine's captured standard error, last lines, trimmed ("" if none). */
const char *me_stderr(match_engine *e);
const char *me_what(ask_status s);

/* ------------------------------------------------------------ records */

typedef struct match_folder {
    char *dir;              /* owned; NULL without records */
    int lock_fd;
} match_folder;

/* Creates or checks the folder, locks it, writes or compares match.txt
 * (settings: one "key=value" a line). */
tg_status mf_open(match_folder *f, const char *dir, const char *settings, char *err, size_t n);
void mf_close(match_folder *f);
/* The path of game i's record into out. */
void mf_path(const match_folder *f, int i, char *out, size_t n);
/* A finished record of game i (a complete .part left by a killed referee
 * is put in place first; an incomplete one is removed). OUT result.
 * Returns 1 when found, 0 when not, -1 on an error (err). */
int mf_earlier(const match_folder *f, int i, char *result, size_t rn, char *err, size_t n);
/* Writes text as game i's record: .part, fsync, rename, fsync folder. */
tg_status mf_write(const match_folder *f, int i, const char *text, size_t len, char *err, size_t n);

/* ------------------------------------------------------------- a game */

typedef struct match_game_result {
    char result[32];
    char reason[1024];
    char *sgf;              /* the record's text (owned by the caller: free) */
    size_t sgf_len;
} match_game_result;

/* Plays one game between black and white. Returns TG_OK with out filled,
 * or TG_ERR_NOMEM / TG_ERR_STATE (cancelled). */
tg_status mg_play(const tg_match_options *o, int game, match_engine *black, match_engine *white,
                  tg_match_event *ev, match_game_result *out);

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif
#endif
