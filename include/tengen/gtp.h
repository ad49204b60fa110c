/*
 * gtp.h — a Go Text Protocol (version 2) engine session on top of the core:
 * feed it one line of input at a time, get back the complete reply.
 *
 * Main invariant: every call to tg_gtp_handle_line answers a whole line with
 * either nothing (the line was empty after preprocessing) or exactly one
 * reply that starts with '=' or '?', echoes the command's id, and ends with
 * exactly one empty line ("\n\n"). Any bytes are accepted: NUL bytes,
 * control characters, CR never fail or crash; a line over TG_GTP_MAX_LINE
 * is answered "? line too long" and not run.
 *
 * Not here: reading standard input, flushing, processes (the CLI's `tengen
 * gtp` and `tengen match` do that); strength — genmove plays legal, sane,
 * cheap moves from a caller-seeded generator, nothing more.
 *
 * Ownership: a session owns its game and its reply buffer. The reply
 * pointer returned by tg_gtp_handle_line is valid until the next call on
 * the same session or tg_gtp_free.
 */
#ifndef TENGEN_GTP_H
#define TENGEN_GTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tengen/sgf.h"
#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tg_gtp_session tg_gtp_session;

typedef struct tg_gtp_options {
    int width, height;      /* 0 = 19 */
    const tg_rules *rules;  /* NULL = `chinese` (komi 7.5) */
    uint64_t seed;          /* genmove's random generator */
    const char *name;       /* answered by `name`; NULL = "tengen" */
    const char *version;    /* answered by `version`; NULL = TG_VERSION */
    /* Where `loadsgf FILE` and `printsgf FILE` may read and write. NULL:
     * any path the user running the engine can reach, as GNU Go does, so a
     * client can read and overwrite that user's files. A folder: only
     * relative names inside it (no absolute path, no ".." component),
     * taken relative to it; for engines exposed to strangers through a
     * bridge. Symbolic links already inside the folder are followed (a
     * session cannot make one). The session keeps a copy. */
    const char *file_dir;
    /* The search behind genmove and the analysis commands (tengen/search.h).
     * Without time settings from the controller a move gets `seconds` of
     * search, or `playouts` playouts (both 0: 1000 playouts); time_settings,
     * time_left and kgs-time_settings take over when the controller sends
     * them. */
    int threads;            /* 0 = 1 */
    long playouts;
    double seconds;
    double resign;          /* resign below this winrate (0 = never) */
    long max_nodes;         /* the tree's size (0 = the search's default) */
    /* The most seconds a move may take whatever the controller's time
     * settings allow (0 = no cap): for a host that must answer within a
     * bound of its own (the GTP fuzzer: 1 second). */
    double max_move_seconds;
} tg_gtp_options;

/* The longest line a session reads, in bytes ('\n' included). A longer
 * line is answered "? line too long" (with its id when it starts with one)
 * and not run; tg_gtp_handle_line looks at no more than its first bytes, so
 * a reader need keep no more than this of a line. */
#define TG_GTP_MAX_LINE (1 << 20)

/* A new session with an empty board. opt may be NULL for the defaults.
 * NULL when memory runs out or the size is out of range. */
tg_gtp_session *tg_gtp_new(const tg_gtp_options *opt);
void tg_gtp_free(tg_gtp_session *s);

/* Handles one line (len bytes, any content, without or with its '\n').
 * OUT reply / reply_len: the framed reply, "" when the line held no command.
 * Returns TG_OK, or TG_ERR_NOMEM when even an error reply could not be built
 * (then *reply is a static "? out of memory\n\n"). */
tg_status tg_gtp_handle_line(tg_gtp_session *s, const char *line, size_t len,
                             const char **reply, size_t *reply_len);

/* True once `quit` has been answered: the caller should stop reading. */
bool tg_gtp_quit_requested(const tg_gtp_session *s);

/* Streaming analysis (kata-analyze, as KataGo's GTP extensions describe
 * it): after tg_gtp_handle_line answered kata-analyze successfully, this
 * is the interval it asked for in centiseconds (0: none given), else -1.
 * A client that streams writes that reply without its final '\n' (the
 * reply stays open), then one tg_gtp_stream_next line every interval,
 * and ends the reply with a lone "\n" as soon as the next input line
 * arrives, before handling that line. The session itself stays
 * synchronous: it never reads input or waits. */
int tg_gtp_stream_interval(const tg_gtp_session *s);
/* The next "info ...\n" line of the analysis (the position has not
 * changed, so it is the same estimate, cached). TG_ERR_STATE when the
 * last reply was not a streaming analysis. *line is valid until the next
 * call on the session. */
tg_status tg_gtp_stream_next(tg_gtp_session *s, const char **line, size_t *len);

/* How many life-and-death estimates the session has run: one per position
 * that final_score, final_status_list, genmove or the analysis commands
 * asked about (the map is cached by board size, position hash, move count
 * and side to move). For tests. */
int tg_gtp_estimates_run(const tg_gtp_session *s);

/* Whether name is a command this session answers. */
bool tg_gtp_known_command(const char *name);

/* The session's game (read-only: change it through commands). */
const tg_game *tg_gtp_game(const tg_gtp_session *s);

/* The dead stones tengen proposes at the end of a game, one point per dead
 * chain, written to out (room for TG_MAX_POINTS); returns how many. None
 * under rules with dead=none; otherwise the status module's estimate
 * (tg_life_estimate, seed 1, the side to move first): the same verdicts a
 * session gives for the same position. */
int tg_gtp_dead_stones(const tg_game *g, tg_point *out);

/* What an SGF record says beyond the game itself. Every field may be NULL.
 * All are plain text (the SGF module escapes them). */
typedef struct tg_gtp_sgf_info {
    const char *black, *white;     /* PB, PW */
    const char *result;            /* RE */
    const char *date;              /* DT */
    const char *comment;           /* C of the root */
} tg_gtp_sgf_info;

/* The game as an SGF collection built with the SGF module (tengen/sgf.h):
 * the root holds GM, FF, CA, AP, SZ, RU (the preset; the full parameter
 * set goes into the root comment when it differs), KM, HA, the info above,
 * the start position (handicap and setup as AB/AW) and PL when needed.
 * Then one node per history entry, in order: node i (the i-th node below
 * the root on the main line) is entry i of tg_game_move — a move B[dd] /
 * W[dd], a pass B[] / W[], or a mid-game setup AB/AW/AE with PL.
 * Captures are never folded into komi. Callers add their own properties
 * (time left, markup) to the nodes, then write it with tg_sgf_write or
 * tg_sgf_write_file (atomic). OUT: *out, free with tg_sgf_collection_free.
 * info may be NULL. */
tg_status tg_gtp_game_record(const tg_game *g, const tg_gtp_sgf_info *info, tg_sgf_collection **out);

/* Replaces the game with the one in an SGF file, up to (not including) move
 * number `until` (0 = all moves). The game keeps its rules except komi (KM)
 * and handicap count (HA). On failure the game is unchanged and err says
 * why. */
tg_status tg_gtp_load_sgf(tg_game **g, const char *path, int until, char *err, size_t err_len);

#ifdef __cplusplus
}
#endif
#endif
