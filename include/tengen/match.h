/*
 * match.h — a referee for games between two GTP engines: the engines as
 * processes, the game loop, disputes over dead stones, and the records.
 * `tengen match` is this module plus option parsing and printing; a server
 * or the Python package can referee with it alone.
 *
 * Main invariants:
 * - An engine never blocks the referee: every write to it and every read
 *   from it is bounded by the move time-out (or the clock), its standard
 *   error is drained while it is waited for, and a reply is at most
 *   max_reply bytes (longer is garbage from that engine).
 * - Every command carries a GTP id and its reply must echo it (a reply
 *   without an id is accepted); output nobody asked for is found before
 *   the next command. So an extra reply never shifts later replies: the
 *   engine that sent it loses the game, with the reason.
 * - Each engine runs in its own process group; when a game is lost by a
 *   broken engine, and when the match is freed, the whole group is killed.
 * - A game is reported finished (TG_MATCH_GAME_END) only once its record
 *   is on disk: written to game-NNN.sgf.part, fsynced, renamed, and the
 *   folder fsynced. The first failed write stops the match with an error.
 * - A record folder belongs to one match: its settings are in
 *   DIR/match.txt, and a match with other settings (engines, size, rules,
 *   handicap, time, colours) refuses to resume there. DIR/match.lock is
 *   locked while a referee uses the folder.
 *
 * Not here: option parsing and printing (cli/cmd_match.c), nigiri (colours
 * are fixed or alternate), engine strength.
 *
 * Ownership: a tg_match owns its engine processes, its folder lock and
 * every string it hands to the event callback (valid during the call).
 */
#ifndef TENGEN_MATCH_H
#define TENGEN_MATCH_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The longest reply accepted by default (a 25x25 vertex list is 2.5 KB). */
#define TG_MATCH_MAX_REPLY (64 * 1024)

typedef enum tg_match_event_kind {
    TG_MATCH_GAME_START,   /* a game begins: game, black, white */
    TG_MATCH_MOVE,         /* a move was judged and relayed: move_number, color, move, time_used */
    TG_MATCH_GAME_END,     /* a game is finished and on disk: result, reason, path, winner */
    TG_MATCH_GAME_EARLIER  /* a finished game found in the folder: result, path, winner */
} tg_match_event_kind;

typedef struct tg_match_event {
    tg_match_event_kind kind;
    int game;               /* 0-based */
    int games;              /* how many the match plays */
    const char *black, *white; /* engine names ("name version" replies) */
    bool a_is_black;        /* engine A (black_cmd) has Black this game */
    int move_number;        /* MOVE: moves so far, this one included */
    tg_color color;         /* MOVE: who moved */
    const char *move;       /* MOVE: "D4", "pass", "resign" */
    double time_used[3];    /* seconds each colour has used this game */
    const char *result;     /* END, EARLIER: "B+3.5", "W+R", "B+F", "W+T", "0", "Void" */
    const char *reason;     /* END: notes, one per line ("" when none) */
    const char *path;       /* END, EARLIER: the record (NULL without a folder) */
    char winner;            /* END, EARLIER: 'A', 'B', or 0 (draw, void, unknown) */
} tg_match_event;

typedef struct tg_match_options {
    const char *black_cmd;  /* engine A: /bin/sh -c black_cmd; Black in game 1 */
    const char *white_cmd;  /* engine B */
    const char *record_dir; /* created if missing; NULL: no records, no resume */
    int games;              /* >= 1 */
    int size;               /* 1..TG_MAX_SIDE */
    int handicap;           /* 0, or 2 and more */
    tg_rules rules;
    /* False: a handicap game uses the ruleset's handicap komi
     * (tg_match_handicap_komi2) instead of rules.komi2. */
    bool komi_given;
    bool alternate;         /* colours swap every game */
    bool engine_stderr;     /* engines write to our standard error (else it is captured) */
    double move_timeout;    /* seconds for any answer without a clock; > 0 */
    int main_time;          /* < 0: no clock */
    int byo_time, byo_stones; /* Canadian overtime; 0 0: none */
    int max_moves;          /* 0: 4 x points + 20 */
    size_t max_reply;       /* 0: TG_MATCH_MAX_REPLY */
    /* Called for every event; may be NULL. */
    void (*on_event)(void *ctx, const tg_match_event *e);
    void *ctx;
    /* When it becomes non-zero (a signal handler may set it), the match
     * stops at the next wait, kills the engines and returns TG_ERR_STATE.
     * May be NULL. */
    volatile sig_atomic_t *cancel;
} tg_match_options;

typedef struct tg_match tg_match;

/* Options with the defaults: 1 game, 19x19, chinese, 60 s time-out. */
void tg_match_options_init(tg_match_options *o);

/* Checks the options, checks and locks the record folder (its settings
 * must match), starts both engines and checks that they answer and know
 * the commands the match needs. On failure returns TG_ERR_ARG (bad
 * option), TG_ERR_IO (folder), TG_ERR_STATE (an engine failed: err holds
 * the engine's own error output) and *out is NULL. The options' strings
 * are copied. */
tg_status tg_match_new(const tg_match_options *o, tg_match **out, char *err, size_t err_len);

/* Plays (or finds in the folder) every game, in order. TG_OK when all are
 * finished and on disk; otherwise err says what stopped the match (a
 * record that could not be written, an engine that no longer starts,
 * cancel). Games reported finished before the error are on disk. */
tg_status tg_match_run(tg_match *m, char *err, size_t err_len);

/* Engine 0 (A, black_cmd) or 1 (B): its name and version, or its command. */
const char *tg_match_engine_name(const tg_match *m, int which);

typedef struct tg_match_tally {
    int played;             /* finished games, earlier ones included */
    int a, b, draws;        /* wins of A, of B; draws and void games */
} tg_match_tally;
void tg_match_get_tally(const tg_match *m, tg_match_tally *out);

/* A 95% Wilson interval for A's score (a draw counts half). */
void tg_match_interval(const tg_match_tally *t, double *rate, double *lo, double *hi);

/* Stops the engines (their whole process groups), unlocks the folder. */
void tg_match_free(tg_match *m);

/* The komi of a handicap game under these rules, in half points: 0.5,
 * or 0 for rules whose komi is 0 and for New Zealand rules (RULES.md §9). */
int tg_match_handicap_komi2(const tg_rules *r);

#ifdef __cplusplus
}
#endif
#endif
