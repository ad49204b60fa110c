/*
 * replay.h — replaying the main line of an SGF game record into a tg_game,
 * with a report of every move the rules forbid, and scoring the result.
 *
 * This is what `tengen check` and `tengen score` are built on, and what a
 * dataset builder links: parse with tg_sgf_read_file, then tg_replay_sgf
 * on each game tree's root.
 *
 * Main invariant: after tg_replay_sgf returns TG_OK, `game` holds exactly
 * the position the record's main line reaches (strict mode: the position
 * before the first illegal move), and `events` lists, in record order,
 * every departure from the rules found on the way. Move numbers are those
 * of the record (every B or W node counts, passes included), never the
 * game's internal history indices.
 *
 * Strict mode stops at the first illegal event. Tolerant mode reports each
 * one and carries on: a forbidden play (suicide, ko, superko, a play after
 * the game ended) is played anyway, first by relaxing the rules for that
 * one move (suicide allowed, simple ko) so the history is kept, and when
 * even that refuses it (an immediate ko retake) by setting up the position
 * it leaves, which starts a new history (docs/rules.md, "Repetition") — the captures it made
 * are kept in extra_captures. A play on an occupied point is skipped, as is
 * a pass after the game ended (an IGS-style third pass).
 *
 * Nodes after the last move trail the game: their AE marks dead stones
 * (which stay on the board), their AB/AW are ignored. The final TB/TW marks
 * are those of the last node that has any, read on the final position.
 *
 * Validation (opt->validate) adds a list of issues: every inconsistency of
 * the record, rules departures included, each with a kind, a severity
 * (error or note), the record move number and the node's line:column. The
 * replay itself is the same with or without it.
 *
 * Not here: reading SGF (sgf.h), deciding life and death (status.h), any
 * output format.
 */
#ifndef TENGEN_REPLAY_H
#define TENGEN_REPLAY_H

#include <stdbool.h>

#include "tengen/sgf.h"
#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum tg_replay_event_kind {
    /* Departures from the rules (count as illegal): */
    TG_REPLAY_ILLEGAL = 0,  /* the rules forbid the move: legality says why */
    TG_REPLAY_OUT_OF_TURN,  /* the same player moved twice in a row */
    TG_REPLAY_AFTER_END,    /* a move after the game ended (a third pass; any
                               move under dead=none, where two passes are final) */
    TG_REPLAY_BAD_SETUP,    /* AB/AW/AE leaving a chain without liberty: skipped */
    /* Notes (legal, but worth saying): */
    TG_REPLAY_SETUP,        /* setup after the first move: a new history starts */
    TG_REPLAY_RESUMED       /* a play after two passes: the game was resumed */
} tg_replay_event_kind;

/* Whether an event of this kind is a departure from the rules. */
static inline bool tg_replay_event_illegal(tg_replay_event_kind k) { return k < TG_REPLAY_SETUP; }

/* "illegal", "out-of-turn", "after-end", "bad-setup", "setup", "resumed". */
const char *tg_replay_event_name(tg_replay_event_kind k);

typedef struct tg_replay_event {
    tg_replay_event_kind kind;
    int move;               /* record move number (1-based); for setup and
                               resumption notes the number of the move before */
    tg_color color;         /* who moved (TG_EMPTY for setup) */
    tg_point point;         /* TG_PASS for a pass */
    tg_legality legality;   /* TG_REPLAY_ILLEGAL: why; else TG_LEGAL */
    int repeats_move;       /* ko/superko: record move number after which the
                               repeated position stood (0 = the start); else -1 */
    int line, column;       /* where the node starts in the SGF text (0 if
                               unknown) */
    bool played;            /* tolerant: the move was played anyway (false:
                               skipped) */
} tg_replay_event;

/* Why, in words, into buf (n bytes, always terminated): "superko (repeats
 * the position after move 19)", "out of turn (the same player moved
 * twice)", ... The text `tengen check` prints and the Python package
 * raises. */
void tg_replay_event_describe(const tg_replay_event *e, char *buf, size_t n);

typedef struct tg_replay_options {
    const tg_rules *rules;  /* NULL: the record's RU through tg_rules_from_sgf */
    bool keep_komi;         /* true: the komi of `rules`; false: the record's
                               KM when it has one */
    bool tolerant;          /* report each illegal move and carry on */
    bool validate;          /* fill issues (below); use with tolerant to see
                               every illegal move, not only the first */
    const tg_sgf_collection *source; /* validate: the collection root belongs
                               to; its reader warnings that lie inside this
                               game tree become issues. May be NULL. */
    tg_game *game;          /* NULL: the replay makes a new game. Else a game
                               to replay into when its board has the
                               record's size (cleared, its rules replaced;
                               other sizes get a new game): the replay
                               borrows it, and tg_replay_fini leaves it to
                               the caller, who must not use it in between.
                               A caller replaying many records keeps one
                               game's memory this way. */
} tg_replay_options;

/* What validation reports. The first six mirror the event kinds (same
 * values); the rest are about the record rather than the rules. */
typedef enum tg_issue_kind {
    TG_ISSUE_ILLEGAL = 0,       /* error: a move the rules forbid */
    TG_ISSUE_OUT_OF_TURN,       /* error: the same player moved twice in a row */
    TG_ISSUE_AFTER_END,         /* error: a move after the game ended */
    TG_ISSUE_BAD_SETUP,         /* error: setup leaving a chain without liberty */
    TG_ISSUE_SETUP,             /* note: setup after the first move (new history);
                                   also AB/AW after the last move (ignored) and
                                   a PL after the first move that breaks the
                                   alternation */
    TG_ISSUE_RESUMED,           /* note: play resumed after two passes */
    TG_ISSUE_PL_MISMATCH,       /* error: PL names one player, the other moves */
    TG_ISSUE_HANDICAP_COUNT,    /* error: HA differs from the AB stones placed
                                   before the first move */
    TG_ISSUE_HANDICAP_PLACEMENT,/* note: AB not on the fixed handicap points
                                   while the rules say fixed placement */
    TG_ISSUE_HANDICAP_ONE,      /* note: HA[1], an even game */
    TG_ISSUE_HANDICAP_BAD,      /* error: HA is not a number (ignored) */
    TG_ISSUE_KOMI_SCALED,       /* error: Fox-style komi x100 or x50, divided */
    TG_ISSUE_KOMI_KO,           /* error: KO[] used for komi */
    TG_ISSUE_KOMI_BAD,          /* error: komi not a number, out of range, or
                                   not a multiple of 0.5 */
    TG_ISSUE_UNKNOWN_RULES,     /* note: RU names no known ruleset (message
                                   says which preset was assumed) */
    TG_ISSUE_BAD_RESULT,        /* error: RE does not parse as a result */
    TG_ISSUE_RESULT_ENDING,     /* note: RE contradicts how the record ends */
    TG_ISSUE_SGF_WARNING,       /* note: a mess the SGF reader tolerated */
    TG_ISSUE_MISPLACED_ROOT,    /* error: a root property (SZ, FF, GM, CA)
                                   outside the root: ignored */
    TG_ISSUE_INFO_NOT_ROOT,     /* note: game information (HA, KM, RU, RE)
                                   outside the root: FF[4] allows it, but it
                                   is read from the root only, so ignored */
    TG_ISSUE_MIXED_NODE,        /* note: setup (AB/AW/AE/PL) and a move in one
                                   node (FF[4] forbids it; setup is applied first) */
    TG_ISSUE_RESULT_KOMI        /* note: RE's margin and KM disagree on the half
                                   point (every count is a whole number of points) */
} tg_issue_kind;

#define TG_ISSUE_KIND_COUNT (TG_ISSUE_RESULT_KOMI + 1)

/* "illegal", "out-of-turn", ..., "pl-mismatch", "handicap-count", ... */
const char *tg_issue_name(tg_issue_kind k);
/* Whether an issue of this kind is an error (else a note). */
bool tg_issue_is_error(tg_issue_kind k);

typedef struct tg_replay_issue {
    tg_issue_kind kind;
    bool error;             /* tg_issue_is_error(kind) */
    int move;               /* record move number it concerns, -1 when none
                               (game information, reader warnings) */
    int line, column;       /* of the node (reader warnings: of the mess) */
    char message[160];      /* a sentence: "move 12 B D4: superko (...)" */
} tg_replay_issue;

typedef enum tg_dead_source {
    TG_DEAD_FROM_NONE = 0,
    TG_DEAD_FROM_MARKS,     /* stones inside the opponent's final TB/TW marks */
    TG_DEAD_FROM_REMOVAL,   /* AE removals after the last move */
    TG_DEAD_FROM_BOTH
} tg_dead_source;

/* The outcome of a replay. Owns game, events and dead; release with
 * tg_replay_fini. The string fields of info point into the SGF tree, which
 * must outlive their use. */
typedef struct tg_replay {
    tg_game *game;            /* the position reached, with its history */
    bool game_borrowed;       /* game is the caller's (options' game) */
    tg_rules rules;           /* the rules replayed under, komi included */
    bool rules_known;         /* RU named a known ruleset (or rules were given) */
    tg_sgf_game_info info;    /* SZ, KM, HA, RU, RE... of the root */
    int moves;                /* B/W nodes replayed, passes included */
    int passes;
    int setups;               /* setup nodes after the first move */
    int illegal;              /* illegal events */
    int first_illegal;        /* index in events of the first one, or -1 */
    bool stopped;             /* strict mode stopped at the first illegal move */
    tg_replay_event *events;
    int n_events;
    tg_point *dead;           /* stones the record marks dead (one per stone) */
    int n_dead;
    tg_dead_source dead_source;
    int territory_marks;      /* points in the final TB/TW marks */
    tg_move last;             /* the last move played (color TG_EMPTY: none) */
    int extra_captures[3];    /* captures by moves forced in through setup */
    tg_replay_issue *issues;  /* validate: every issue, in record order (by
                                 line and column) */
    int n_issues, issue_errors;
} tg_replay;

/* Replays the main line of the game tree rooted at root, walking it once.
 * On TG_OK *out is
 * filled in (release with tg_replay_fini) whether or not moves were
 * illegal. TG_ERR_PARSE (err says where) when the record cannot be read:
 * a bad SZ/KM/HA, a move that is not a point; TG_ERR_ARG for a board
 * larger than TG_MAX_SIDE; TG_ERR_NOMEM. On failure *out needs no fini.
 * opt may be NULL (the record's rules, strict). */
tg_status tg_replay_sgf(const tg_sgf_node *root, const tg_replay_options *opt,
                        tg_replay *out, tg_sgf_error *err);

void tg_replay_fini(tg_replay *r);

/* The scoring context of the replayed game: captures (forced ones
 * included), pass stones, handicap, first passer. */
void tg_replay_context(const tg_replay *r, tg_score_context *out);

/* Scores the final position under rules (NULL: r->rules) with the given
 * dead stones (each marks its chain). Unlike tg_game_score, the dead list
 * is honoured after a resumed dispute too: a record's final marks are the
 * players' agreement. */
tg_status tg_replay_score(const tg_replay *r, const tg_rules *rules, const tg_point *dead,
                          int ndead, tg_score *out);

/* The result the record ends with when no count decides it: "B+R", "W+T",
 * "B+F", "Void" (a cycle). false (and "") when the game is to be counted. */
bool tg_replay_fixed_result(const tg_replay *r, char out[16]);

/* Whether the record's final position is the end of its game, for the
 * estimate (tg_estimate_options.unfinished is its negation): its last two
 * moves are passes (tg_game_last_two_passes), or its RE is a count (tg_sgf_result_counted). A
 * game resigned, lost on time or forfeited, or a record without a result,
 * stopped before its end. */
bool tg_replay_finished(const tg_replay *r);

#ifdef __cplusplus
}
#endif
#endif
