/*
 * gtp.c — the GTP version 2 engine session: preprocessing, framing, and
 * every command (the standard set, the extensions real clients send, and
 * tengen's own).
 *
 * To start reading: tg_gtp_handle_line preprocesses a line as the GTP
 * specification says (control characters other than HT and LF removed, HT
 * made a space, comments after '#' dropped, empty lines ignored), splits
 * off the id, finds the command in `commands[]` and frames its answer.
 *
 * Invariant: a handler writes only the body of its reply into s->body and
 * returns OK or FAIL; framing ("=id " / "?id ", exactly one empty line at
 * the end) happens in one place, so no command can break it. The session
 * holds no global state; genmove's randomness is the caller's seed.
 *
 * Not here: standard input and output (cli/cmd_gtp.c), move generation
 * (gtp_genmove.c), KataGo's rules names (gtp_kata.c), SGF (gtp_sgf.c).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtp_internal.h"
#include "tengen/playout.h"
#include "tengen/search.h"
#include "tengen/status.h"

#define MAX_ARGS (TG_MAX_POINTS + 16)

struct tg_gtp_session {
    tg_game *game;
    uint64_t rng;
    bool quit;
    char name[64], version[64];
    char *file_dir; /* loadsgf / printsgf confined here; NULL: anywhere */
    int main_time, byo_time, byo_stones; /* time_settings / kgs-time_settings */
    bool timed;          /* the controller sent time settings with a limit */
    bool byoyomi;        /* Japanese byo-yomi (kgs-time_settings byoyomi): byo_time per move */
    double left[3];      /* time_left per colour, seconds */
    int left_stones[3];  /* time_left's stones (0: main time) */
    bool left_known[3];
    /* the search (created at the first genmove or analysis) */
    tg_search *search;
    uint64_t seed;
    int threads;
    long playouts, max_nodes;
    double seconds, resign;
    double max_move_seconds; /* 0: no cap on think_seconds */
    bool stream_lz;      /* the stream is lz-analyze's format */
    int stream_max;      /* maxmoves of the stream (0: all) */
    gtp_buf line;  /* the preprocessed line */
    gtp_buf body;  /* the handler's answer */
    gtp_buf reply; /* the framed reply */
    char *argv[MAX_ARGS];
    int argc;
    /* One life-and-death estimate per position: the map of the position
     * keyed below, reused by final_score, final_status_list, genmove and
     * the analysis commands until the position changes. */
    tg_life_map *life;
    bool life_ok;
    uint64_t life_hash;
    int life_moves, life_w, life_h;
    tg_color life_to_move;
    bool life_unfinished;
    /* The position loadsgf left when it replayed a whole record whose
     * result is a count: a finished game, until the position changes. */
    bool record_end;
    uint64_t record_hash;
    int record_moves;
    int estimates; /* estimates run so far (tg_gtp_estimates_run) */
    int stream_cs; /* the last kata-analyze asked for streaming every N cs (-1: no) */
    bool stream_ownership;
    tg_color stream_color;
};

/* ------------------------------------------------------------- buffers */

static void buf_reserve(gtp_buf *b, size_t more) {
    if (b->failed || b->len + more + 1 <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + more + 1) cap *= 2;
    char *s = realloc(b->s, cap);
    if (!s) {
        b->failed = true;
        return;
    }
    b->s = s;
    b->cap = cap;
}

void gtp_buf_addn(gtp_buf *b, const char *text, size_t n) {
    buf_reserve(b, n);
    if (b->failed) return;
    memcpy(b->s + b->len, text, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void gtp_buf_add(gtp_buf *b, const char *text) { gtp_buf_addn(b, text, strlen(text)); }

void gtp_buf_printf(gtp_buf *b, const char *fmt, ...) {
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        gtp_buf_addn(b, small, (size_t)n);
        return;
    }
    buf_reserve(b, (size_t)n);
    if (b->failed) return;
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

static void buf_clear(gtp_buf *b) {
    b->len = 0;
    b->failed = false;
    if (b->s) b->s[0] = '\0';
}

/* -------------------------------------------------------------- helpers */

enum { OK = 0, FAIL = 1 };

static int fail(tg_gtp_session *s, const char *msg) {
    buf_clear(&s->body);
    gtp_buf_add(&s->body, msg);
    return FAIL;
}

static bool parse_int(const char *t, int *out) {
    if (!t || !*t) return false;
    char *end;
    errno = 0;
    long v = strtol(t, &end, 10);
    if (*end || errno || v < -1000000000L || v > 1000000000L) return false;
    *out = (int)v;
    return true;
}

/* A non-negative time in seconds; GTP says integers, KGS and KataGo send
 * floats too. */
static bool parse_seconds(const char *t, int *out) {
    if (!t || !*t) return false;
    char *end;
    double v = strtod(t, &end);
    if (*end || !(v >= 0 && v < 2147483647.0)) return false;
    *out = (int)v;
    return true;
}

/* Komi as GTP sends it (a float): exact halves kept, anything else rounded
 * to the nearest half point. */
static bool parse_komi(const char *t, int *half) {
    if (!t || !*t) return false;
    char *end;
    errno = 0;
    double v = strtod(t, &end);
    /* NaN and infinities fail the range test, before any conversion. */
    if (*end || end == t || errno == ERANGE || !isfinite(v) || !(v > -10000.0 && v < 10000.0)) return false;
    double h = v * 2;
    *half = (int)(h < 0 ? h - 0.5 : h + 0.5);
    return true;
}

/* Case-insensitive equality. */
static bool same_word(const char *a, const char *b) {
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return false;
    return *a == *b;
}

static bool parse_color(const char *t, tg_color *c) {
    if (!t) return false;
    if (same_word(t, "b") || same_word(t, "black")) return *c = TG_BLACK, true;
    if (same_word(t, "w") || same_word(t, "white")) return *c = TG_WHITE, true;
    return false;
}

static const tg_board *board_of(const tg_gtp_session *s) { return tg_game_board(s->game); }

static void add_vertex(tg_gtp_session *s, tg_point p) {
    char v[5];
    tg_point_to_gtp(board_of(s), p, v);
    gtp_buf_add(&s->body, v);
}

/* Appends the points of list as "A1 B2 ..." */
static void add_vertices(tg_gtp_session *s, const tg_point *list, int n) {
    for (int i = 0; i < n; i++) {
        if (i) gtp_buf_add(&s->body, " ");
        add_vertex(s, list[i]);
    }
}

static bool board_empty(const tg_gtp_session *s) {
    const tg_board *b = board_of(s);
    return b->stones[TG_BLACK] + b->stones[TG_WHITE] == 0 && tg_game_move_count(s->game) == 0;
}

/* Play may go on after two passes: the controller continued the game, so
 * it is resumed (RULES.md §7: everything on the board is then alive). */
static void reopen(tg_gtp_session *s) {
    if (tg_game_state_of(s->game) == TG_ENDED_PASSES) tg_game_resume(s->game);
}

static int new_board(tg_gtp_session *s, int w, int h) {
    if (w < 1 || h < 1 || w > TG_MAX_SIDE || h > TG_MAX_SIDE) return fail(s, "unacceptable size");
    tg_game *g = tg_game_new(w, h, tg_game_rules(s->game));
    if (!g) return fail(s, "out of memory");
    tg_game_free(s->game);
    s->game = g;
    return OK;
}

static int syntax(tg_gtp_session *s) { return fail(s, "syntax error"); }

/* Whether the position is the end of a game: its last two moves are
 * passes (tg_game_last_two_passes), or
 * loadsgf put a whole counted record here and nothing moved since. The
 * questions about the end (final_score, final_status_list) are asked of
 * unfinished positions too, by controllers that show a score as the game
 * goes on: there the estimate predicts, as GNU Go's answers do
 * (tg_estimate_options.unfinished). */
static bool game_finished(const tg_gtp_session *s) {
    if (tg_game_last_two_passes(s->game)) return true;
    return s->record_end && s->record_hash == board_of(s)->hash && s->record_moves == tg_game_move_count(s->game);
}

/* The estimate of the position as it stands (cached), or NULL when memory
 * ran out; `unfinished` as tg_estimate_options says. Its key: board size,
 * position hash, move count, side to move, unfinished. genmove asks as of
 * a finished game: its question is whether passing now, which would end
 * the game, wins. */
static const tg_life_map *life_of(tg_gtp_session *s, bool unfinished) {
    const tg_board *b = board_of(s);
    int moves = tg_game_move_count(s->game);
    tg_color tm = tg_game_to_move(s->game);
    if (s->life && s->life_ok && s->life_hash == b->hash && s->life_moves == moves && s->life_to_move == tm &&
        s->life_w == b->width && s->life_h == b->height && s->life_unfinished == unfinished)
        return s->life;
    if (!s->life && !(s->life = malloc(sizeof *s->life))) return NULL;
    s->estimates++;
    /* No GTP answer states a certainty: the verdicts and the ownership
     * are all the session reads. */
    tg_estimate_options o = {.unfinished = unfinished, .verdicts_only = true};
    s->life_ok = tg_life_estimate(b, tg_game_rules(s->game), tm, 1, &o, s->life) == TG_OK;
    if (!s->life_ok) return NULL;
    s->life_hash = b->hash, s->life_moves = moves, s->life_to_move = tm;
    s->life_w = b->width, s->life_h = b->height, s->life_unfinished = unfinished;
    return s->life;
}

/* The estimate for the questions about the end of the game. */
static const tg_life_map *end_life_of(tg_gtp_session *s) { return life_of(s, !game_finished(s)); }

/* The dead stones for counting, one point per dead chain: none under rules
 * without a counting phase (dead=none), else the estimate's. */
static int session_dead(tg_gtp_session *s, bool unfinished, tg_point *out) {
    if (tg_game_rules(s->game)->dead == TG_DEAD_NONE) return 0;
    const tg_life_map *m = life_of(s, unfinished);
    return m ? tg_life_dead_points(board_of(s), m, out) : 0;
}

/* ------------------------------------------------------- the commands */

typedef int (*handler)(tg_gtp_session *s, int argc, char **argv);

static int c_protocol_version(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    gtp_buf_add(&s->body, "2");
    return OK;
}

static int c_name(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    gtp_buf_add(&s->body, s->name);
    return OK;
}

static int c_version(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    gtp_buf_add(&s->body, s->version);
    return OK;
}

static int c_known_command(tg_gtp_session *s, int argc, char **argv) {
    if (argc < 1) return syntax(s);
    gtp_buf_add(&s->body, tg_gtp_known_command(argv[0]) ? "true" : "false");
    return OK;
}

static int c_list_commands(tg_gtp_session *s, int argc, char **argv);

static int c_quit(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    s->quit = true;
    return OK;
}

static int c_boardsize(tg_gtp_session *s, int argc, char **argv) {
    int w, h;
    if (argc < 1 || !parse_int(argv[0], &w)) return syntax(s);
    h = w;
    if (argc >= 2 && !parse_int(argv[1], &h)) return syntax(s);
    return new_board(s, w, h);
}

static int c_rectangular_boardsize(tg_gtp_session *s, int argc, char **argv) {
    int w, h;
    if (argc < 2 || !parse_int(argv[0], &w) || !parse_int(argv[1], &h)) return syntax(s);
    return new_board(s, w, h);
}

static int c_clear_board(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    tg_game_clear(s->game);
    return OK;
}

static int c_komi(tg_gtp_session *s, int argc, char **argv) {
    int k2;
    if (argc < 1 || !parse_komi(argv[0], &k2)) return syntax(s);
    tg_game_set_komi2(s->game, k2);
    return OK;
}

static int c_get_komi(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    char k[16];
    tg_format_half(tg_game_rules(s->game)->komi2, k);
    gtp_buf_add(&s->body, k);
    return OK;
}

/* Reads "COLOR VERTEX": FAIL with the right error when it cannot. */
static int color_vertex(tg_gtp_session *s, int argc, char **argv, tg_color *c, tg_point *p) {
    if (argc < 2) return syntax(s);
    if (!parse_color(argv[0], c) || tg_point_from_gtp(board_of(s), argv[1], p) != TG_OK)
        return fail(s, "invalid color or coordinate");
    return OK;
}

static int illegal(tg_gtp_session *s, tg_verdict v) {
    char msg[96];
    snprintf(msg, sizeof msg, "illegal move: %s", tg_legality_str(v.legality));
    return fail(s, msg);
}

static int c_play(tg_gtp_session *s, int argc, char **argv) {
    tg_color c = TG_EMPTY;
    tg_point p = TG_PASS;
    if (color_vertex(s, argc, argv, &c, &p)) return FAIL;
    reopen(s);
    tg_verdict v = tg_game_play(s->game, c, p);
    if (v.legality == TG_NOT_PLAYED_NOMEM) return fail(s, "out of memory");
    if (v.legality != TG_LEGAL) return illegal(s, v);
    return OK;
}

static int c_is_legal(tg_gtp_session *s, int argc, char **argv) {
    tg_color c = TG_EMPTY;
    tg_point p = TG_PASS;
    if (color_vertex(s, argc, argv, &c, &p)) return FAIL;
    bool ok = tg_game_check(s->game, c, p).legality == TG_LEGAL ||
              (tg_game_state_of(s->game) == TG_ENDED_PASSES && p == TG_PASS);
    gtp_buf_add(&s->body, ok ? "1" : "0");
    return OK;
}

/* The board's points that `keep` accepts for colour c, as vertices in
 * row order (all_legal, list_stones). */
static int list_points(tg_gtp_session *s, int argc, char **argv,
                       bool (*keep)(const tg_gtp_session *, tg_color, tg_point)) {
    tg_color c = TG_EMPTY;
    if (argc < 1) return syntax(s);
    if (!parse_color(argv[0], &c)) return fail(s, "invalid color or coordinate");
    const tg_board *b = board_of(s);
    bool first = true;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (!keep(s, c, p)) continue;
            if (!first) gtp_buf_add(&s->body, " ");
            first = false;
            add_vertex(s, p);
        }
    return OK;
}

static bool is_legal(const tg_gtp_session *s, tg_color c, tg_point p) {
    return tg_game_check(s->game, c, p).legality == TG_LEGAL;
}

static bool is_stone_of(const tg_gtp_session *s, tg_color c, tg_point p) {
    return tg_board_at(board_of(s), p) == c;
}

static int c_all_legal(tg_gtp_session *s, int argc, char **argv) { return list_points(s, argc, argv, is_legal); }

static int c_list_stones(tg_gtp_session *s, int argc, char **argv) {
    return list_points(s, argc, argv, is_stone_of);
}

static int c_move_history(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    for (int i = tg_game_move_count(s->game); i >= 1; i--) {
        tg_move m = tg_game_move(s->game, i);
        if (m.color != TG_BLACK && m.color != TG_WHITE) continue;
        gtp_buf_add(&s->body, m.color == TG_BLACK ? "black " : "white ");
        add_vertex(s, m.point);
        if (i > 1) gtp_buf_add(&s->body, "\n");
    }
    return OK;
}

/* ------------------------------------------------------------ search */

static tg_search *search_of(tg_gtp_session *s) {
    if (!s->search) {
        tg_search_options o = {.threads = s->threads, .seed = s->seed, .max_nodes = s->max_nodes};
        s->search = tg_search_new(&o);
    }
    return s->search;
}

/* Seconds to think for c's move under the controller's time settings, or
 * 0 when there are none. Main time is spread over the moves a game of this
 * size still needs (about a third of the empty points, at least 10); in
 * Canadian overtime the time left goes to the stones left; in byo-yomi each
 * move gets the period. A margin is kept for the controller's lag. */
static double think_seconds(const tg_gtp_session *s, tg_color c) {
    if (!s->timed) return 0;
    const tg_board *b = board_of(s);
    double left = s->left_known[c] ? s->left[c] : s->main_time;
    int stones = s->left_known[c] ? s->left_stones[c] : 0;
    double per_byo = s->byo_time > 0 ? (s->byoyomi ? s->byo_time : (double)s->byo_time / (s->byo_stones > 0 ? s->byo_stones : 1)) : 0;
    double t;
    if (stones > 0 && !s->byoyomi) {
        t = left / stones;
    } else if (stones > 0 || left <= 0) {
        t = per_byo;
    } else {
        int moves = b->empty_count / 3;
        if (moves < 10) moves = 10;
        t = left / moves;
        if (t < per_byo) t = per_byo; /* overtime follows anyway */
        if (per_byo == 0 && t > left / 4) t = left / 4;
    }
    t = t * 0.85 - 0.15;
    if (s->max_move_seconds > 0 && t > s->max_move_seconds) t = s->max_move_seconds;
    return t < 0.02 ? 0.02 : t;
}

static tg_search_limits move_limits(const tg_gtp_session *s, tg_color c) {
    tg_search_limits lim = {.playouts = 0, .seconds = think_seconds(s, c), .stop = NULL};
    if (lim.seconds > 0) return lim;
    lim.seconds = s->seconds;
    lim.playouts = s->playouts;
    if (lim.seconds <= 0 && lim.playouts <= 0) lim.playouts = 1000;
    return lim;
}

/* The search's move for c in g, or the cheap policy when the search cannot
 * run; *resign is set when the search says the game is clearly lost. */
static tg_point search_move(tg_gtp_session *s, const tg_game *g, tg_color c, bool cleanup, const tg_point *dead,
                            int ndead, bool *resign) {
    *resign = false;
    tg_search *se = search_of(s);
    tg_game *copy = NULL;
    /* Cleanup (a dispute's resumed play) follows the estimate: capture what
     * it calls dead, fill dame, pass (gtp_genmove.c). */
    if (cleanup) return gtp_genmove(g, c, &s->rng, true, life_of(s, false), dead, ndead);
    tg_search_limits lim = move_limits(s, c);
    tg_point p = TG_PASS;
    if (!se || tg_search_run(se, g, c, &lim) != TG_OK) {
        p = gtp_genmove(g, c, &s->rng, cleanup, life_of(s, false), dead, ndead);
        tg_game_free(copy);
        return p;
    }
    tg_search_candidate cand[64];
    int n = tg_search_candidates(se, cand, 64);
    if (n > 0) p = cand[0].move;
    if (n > 0 && p != TG_PASS && tg_game_rules(g)->scoring == TG_SCORING_TERRITORY) {
        /* Territory counting: a play inside one's own area costs a point;
         * pass when the search finds passing as good, and after the
         * opponent's pass when the game is lost whatever is played. */
        int nm = tg_game_move_count(g);
        bool answered_pass = nm > 0 && tg_game_move(g, nm).point == TG_PASS;
        for (int i = 1; i < n; i++)
            if (cand[i].move == TG_PASS && cand[i].winrate >= cand[0].winrate - 0.02 &&
                (answered_pass || cand[i].visits * 4 >= cand[0].visits))
                p = TG_PASS;
        if (answered_pass && cand[0].winrate < 0.03) p = TG_PASS;
        /* After the opponent's pass, a play on a settled point (ownership
         * 0.9 or more for one side: the search's playouts end it that
         * side's about 95% of the time; a fill of one's own territory, or
         * a stone thrown into the opponent's that it need not answer) only
         * costs a point under territory counting; pass instead. This is
         * reached when passing does not win by the count (search_move's
         * caller passes when it does), so it stops a lost game from
         * filling its own territory. Without pass stones only: with them
         * (AGA) a pass costs the same point. */
        if (answered_pass && p != TG_PASS && !tg_game_rules(g)->pass_stones) {
            double own[TG_MAX_POINTS];
            if (tg_search_ownership(se, own) && (own[p] >= 0.9 || own[p] <= -0.9)) p = TG_PASS;
        }
    }
    const tg_board *b = tg_game_board(g);
    if (n > 0 && !cleanup && s->resign > 0 && cand[0].winrate < s->resign && cand[0].visits >= 200 &&
        tg_game_move_count(g) > tg_board_points(b) / 4)
        *resign = true;
    if (tg_game_check(g, c, p).legality != TG_LEGAL) p = gtp_genmove(g, c, &s->rng, cleanup, life_of(s, false), dead, ndead);
    tg_game_free(copy);
    return p;
}

/* Whether c should pass at once: the opponent has just passed and c wins
 * by the rules' own count of the position (with the dead stones the
 * session sees), so passing ends a won game. */
static bool pass_wins(const tg_game *g, tg_color c, const tg_point *dead, int ndead) {
    int n = tg_game_move_count(g);
    if (n == 0) return false;
    tg_move last = tg_game_move(g, n);
    if (last.color != tg_opponent(c) || last.point != TG_PASS) return false;
    tg_score *sc = malloc(sizeof *sc);
    if (!sc) return false;
    bool win = tg_game_score(g, dead, ndead, sc) == TG_OK && (c == TG_BLACK ? sc->margin2 > 0 : sc->margin2 < 0);
    free(sc);
    return win;
}

static int generate(tg_gtp_session *s, int argc, char **argv, bool commit, bool cleanup) {
    tg_color c;
    if (argc < 1) return syntax(s);
    if (!parse_color(argv[0], &c)) return fail(s, "invalid color or coordinate");
    tg_game_state st = tg_game_state_of(s->game);
    if (st != TG_PLAYING && st != TG_ENDED_PASSES) return fail(s, "cannot play: the game is over");
    tg_game *g = s->game;
    tg_game *probe = NULL;
    if (st == TG_ENDED_PASSES) {
        /* reg_genmove must not change the game: look at a resumed copy. */
        if (commit) reopen(s);
        else if (!(g = probe = tg_game_clone(s->game))) return fail(s, "out of memory");
        else tg_game_resume(g);
    }
    /* The dead stones (an estimate of the position) only when they are
     * used: cleanup, or the opponent's pass to answer. */
    tg_point dead[TG_MAX_POINTS];
    int ndead = 0;
    int nmoves = tg_game_move_count(g);
    if (cleanup || (nmoves > 0 && tg_game_move(g, nmoves).point == TG_PASS)) ndead = session_dead(s, false, dead);
    bool resign = false;
    tg_point p;
    if (!cleanup && pass_wins(g, c, dead, ndead)) p = TG_PASS;
    else p = search_move(s, g, c, cleanup, dead, ndead, &resign);
    tg_game_free(probe);
    if (resign) {
        if (commit) tg_game_resign(s->game, c);
        gtp_buf_add(&s->body, "resign");
        return OK;
    }
    if (commit) {
        tg_verdict v = tg_game_play(s->game, c, p);
        if (v.legality == TG_NOT_PLAYED_NOMEM) return fail(s, "out of memory");
        if (v.legality != TG_LEGAL) return illegal(s, v);
    }
    add_vertex(s, p);
    return OK;
}

static int c_genmove(tg_gtp_session *s, int argc, char **argv) { return generate(s, argc, argv, true, false); }
static int c_reg_genmove(tg_gtp_session *s, int argc, char **argv) { return generate(s, argc, argv, false, false); }
static int c_genmove_cleanup(tg_gtp_session *s, int argc, char **argv) {
    return generate(s, argc, argv, true, true);
}

static int c_undo(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    if (tg_game_move_count(s->game) == 0 || tg_game_undo(s->game) != TG_OK) return fail(s, "cannot undo");
    return OK;
}

static int c_gg_undo(tg_gtp_session *s, int argc, char **argv) {
    int n = 1;
    if (argc >= 1 && (!parse_int(argv[0], &n) || n < 0)) return syntax(s);
    if (n > tg_game_move_count(s->game)) return fail(s, "cannot undo");
    for (int i = 0; i < n; i++)
        if (tg_game_undo(s->game) != TG_OK) return fail(s, "cannot undo");
    return OK;
}

static int c_showboard(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    char diagram[8192];
    tg_board_diagram(board_of(s), diagram, sizeof diagram);
    gtp_buf_add(&s->body, "\n");
    gtp_buf_add(&s->body, diagram);
    gtp_buf_printf(&s->body, "%s to move; captures black %d white %d",
                   tg_game_to_move(s->game) == TG_BLACK ? "black" : "white",
                   tg_game_captures(s->game, TG_BLACK), tg_game_captures(s->game, TG_WHITE));
    return OK;
}

static int c_fixed_handicap(tg_gtp_session *s, int argc, char **argv) {
    int n;
    if (argc < 1 || !parse_int(argv[0], &n)) return syntax(s);
    if (!board_empty(s)) return fail(s, "board not empty");
    if (n < 2 || n > tg_handicap_max(board_of(s))) return fail(s, "invalid handicap");
    tg_point pts[TG_MAX_POINTS];
    if (tg_game_fixed_handicap(s->game, n, TG_ORDER_GTP, pts) != TG_OK) return fail(s, "invalid handicap");
    add_vertices(s, pts, n);
    return OK;
}

static int c_place_free_handicap(tg_gtp_session *s, int argc, char **argv) {
    int n;
    if (argc < 1 || !parse_int(argv[0], &n)) return syntax(s);
    if (!board_empty(s)) return fail(s, "board not empty");
    const tg_board *b = board_of(s);
    if (n < 2 || n >= tg_board_points(b)) return fail(s, "invalid handicap");
    tg_point pts[TG_MAX_POINTS];
    int have = n <= tg_handicap_max(b) ? n : tg_handicap_max(b);
    if (have < 2 || tg_handicap_points(b, have, TG_ORDER_GTP, pts) != TG_OK) have = 0;
    /* Beyond the fixed points: spread the rest with the generator. */
    while (have < n) {
        tg_point p = b->empty[s->rng % b->empty_count];
        s->rng = s->rng * TG_LCG_MUL + TG_LCG_INC;
        bool dup = false;
        for (int i = 0; i < have; i++) dup |= pts[i] == p;
        if (!dup) pts[have++] = p;
    }
    if (tg_game_free_handicap(s->game, pts, n) != TG_OK) return fail(s, "invalid handicap");
    add_vertices(s, pts, n);
    return OK;
}

static int c_set_free_handicap(tg_gtp_session *s, int argc, char **argv) {
    if (argc < 1) return syntax(s);
    if (!board_empty(s)) return fail(s, "board not empty");
    const tg_board *b = board_of(s);
    if (argc < 2 || argc >= tg_board_points(b)) return fail(s, "invalid handicap");
    tg_point pts[TG_MAX_POINTS];
    for (int i = 0; i < argc; i++) {
        if (tg_point_from_gtp(b, argv[i], &pts[i]) != TG_OK || pts[i] == TG_PASS) return fail(s, "bad vertex list");
        for (int k = 0; k < i; k++)
            if (pts[k] == pts[i]) return fail(s, "bad vertex list");
    }
    if (tg_game_free_handicap(s->game, pts, argc) != TG_OK) return fail(s, "bad vertex list");
    return OK;
}

/* The game's count with tengen's dead stones; FAIL when it cannot. */
static int score_now(tg_gtp_session *s, tg_score *sc) {
    tg_point dead[TG_MAX_POINTS] = {0};
    int n = session_dead(s, !game_finished(s), dead);
    if (tg_game_score(s->game, dead, n, sc) != TG_OK) return fail(s, "cannot score");
    return OK;
}

static int c_final_score(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    char fixed[16];
    if (tg_game_fixed_result(s->game, fixed)) {
        gtp_buf_add(&s->body, fixed);
        return OK;
    }
    tg_score *sc = malloc(sizeof *sc);
    if (!sc) return fail(s, "out of memory");
    int r = score_now(s, sc);
    if (r == OK) gtp_buf_add(&s->body, sc->result);
    free(sc);
    return r;
}

static int c_tengen_score(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    tg_score *sc = malloc(sizeof *sc);
    if (!sc) return fail(s, "out of memory");
    int r = score_now(s, sc);
    if (r == OK) {
        char k[16], b2[16], w2[16];
        tg_format_half(sc->komi2, k);
        tg_format_half(sc->score2[TG_BLACK], b2);
        tg_format_half(sc->score2[TG_WHITE], w2);
        gtp_buf_printf(&s->body,
                       "\nblack: stones %d territory %d prisoners %d dead %d tax %d total %s\n"
                       "white: stones %d territory %d prisoners %d dead %d tax %d total %s\n"
                       "komi %s, neutral %d, seki eyes %d, result %s",
                       sc->stones[1], sc->territory[1], sc->prisoners[1], sc->dead[1], sc->tax[1], b2,
                       sc->stones[2], sc->territory[2], sc->prisoners[2], sc->dead[2], sc->tax[2], w2, k,
                       sc->neutral, sc->seki_eyes, sc->result);
    }
    free(sc);
    return r;
}

/* Lists the chains whose stones satisfy `want`, one chain per line, chains
 * and stones in board order (top left first). */
static void list_chains(tg_gtp_session *s, const bool *want) {
    const tg_board *b = board_of(s);
    bool done[TG_MAX_POINTS] = {false};
    bool first_line = true;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (!want[p] || done[p]) continue;
            if (!first_line) gtp_buf_add(&s->body, "\n");
            first_line = false;
            /* The chain's stones in board order, top left first. */
            bool first = true;
            for (int y2 = y; y2 < b->height; y2++)
                for (int x2 = 0; x2 < b->width; x2++) {
                    tg_point q = tg_point_at(b, x2, y2);
                    if (tg_board_at(b, q) != tg_board_at(b, p) || b->chain[q] != b->chain[p]) continue;
                    done[q] = true;
                    if (!first) gtp_buf_add(&s->body, " ");
                    first = false;
                    add_vertex(s, q);
                }
        }
}

/* final_status_list alive|dead|seki: the estimate's verdicts, chain by
 * chain. Under dead=none nothing is dead (the count takes the board as it
 * stands), so the chains the estimate calls dead are listed as alive. */
static int c_final_status_list(tg_gtp_session *s, int argc, char **argv) {
    if (argc < 1) return syntax(s);
    tg_life want_life;
    if (same_word(argv[0], "dead")) want_life = TG_LIFE_DEAD;
    else if (same_word(argv[0], "seki")) want_life = TG_LIFE_SEKI;
    else if (same_word(argv[0], "alive")) want_life = TG_LIFE_ALIVE;
    else return syntax(s);
    const tg_life_map *m = end_life_of(s);
    if (!m) return fail(s, "out of memory");
    bool none = tg_game_rules(s->game)->dead == TG_DEAD_NONE;
    const tg_board *b = board_of(s);
    bool want[TG_MAX_POINTS] = {false};
    for (tg_point p = 1; p < TG_MAX_POINTS; p++) {
        if (!tg_on_board(b, p) || tg_board_at(b, p) == TG_EMPTY) continue;
        tg_life l = (tg_life)m->life[p];
        if (l == TG_LIFE_DEAD && none) l = TG_LIFE_ALIVE;
        if (l == TG_LIFE_NONE) l = TG_LIFE_ALIVE;
        want[p] = l == want_life;
    }
    list_chains(s, want);
    return OK;
}

static int c_time_settings(tg_gtp_session *s, int argc, char **argv) {
    int m, b, st;
    if (argc < 3 || !parse_seconds(argv[0], &m) || !parse_seconds(argv[1], &b) || !parse_int(argv[2], &st) || st < 0)
        return syntax(s);
    s->main_time = m, s->byo_time = b, s->byo_stones = st;
    /* GTP 2: byo-yomi time with 0 stones means no limit; all 0 too. */
    s->timed = !(b > 0 && st == 0) && (m > 0 || b > 0);
    s->byoyomi = false;
    s->left_known[TG_BLACK] = s->left_known[TG_WHITE] = false;
    return OK;
}

static int c_kgs_time_settings(tg_gtp_session *s, int argc, char **argv) {
    int m = 0, b = 0, st = 0;
    bool byoyomi = false;
    if (argc < 1) return syntax(s);
    if (!strcmp(argv[0], "none")) {
        if (argc != 1) return syntax(s);
    } else if (!strcmp(argv[0], "absolute")) {
        if (argc != 2 || !parse_seconds(argv[1], &m)) return syntax(s);
    } else if (!strcmp(argv[0], "canadian") || !strcmp(argv[0], "byoyomi")) {
        if (argc != 4 || !parse_seconds(argv[1], &m) || !parse_seconds(argv[2], &b) || !parse_int(argv[3], &st) ||
            st < 0)
            return syntax(s);
        byoyomi = !strcmp(argv[0], "byoyomi");
    } else {
        return syntax(s);
    }
    s->main_time = m, s->byo_time = b, s->byo_stones = st;
    s->timed = m > 0 || (b > 0 && st > 0);
    s->byoyomi = byoyomi;
    s->left_known[TG_BLACK] = s->left_known[TG_WHITE] = false;
    return OK;
}

static int c_time_left(tg_gtp_session *s, int argc, char **argv) {
    tg_color c;
    int t, st;
    if (argc < 3 || !parse_seconds(argv[1], &t) || !parse_int(argv[2], &st)) return syntax(s);
    if (!parse_color(argv[0], &c)) return fail(s, "invalid color or coordinate");
    s->left[c] = t, s->left_stones[c] = st < 0 ? 0 : st, s->left_known[c] = true;
    return OK;
}

/* Whether the path has a ".." component (which could leave a folder). */
static bool has_dotdot(const char *name) {
    for (const char *c = name;;) {
        const char *slash = strchr(c, '/');
        size_t n = slash ? (size_t)(slash - c) : strlen(c);
        if (n == 2 && c[0] == '.' && c[1] == '.') return true;
        if (!slash) return false;
        c = slash + 1;
    }
}

/* The path of a loadsgf / printsgf FILE argument: the name itself, or with
 * file_dir set, the name under that folder when it is a relative name with
 * no ".." component. FAIL (with the reason) when it is refused. */
static int file_path(tg_gtp_session *s, const char *name, char *out, size_t n) {
    if (!s->file_dir) {
        if ((size_t)snprintf(out, n, "%s", name) >= n) return fail(s, "file name too long");
        return OK;
    }
    if (name[0] == '/' || has_dotdot(name))
        return fail(s, "file outside the folder this engine may use (a relative name without '..' is needed)");
    if ((size_t)snprintf(out, n, "%s/%s", s->file_dir, name) >= n) return fail(s, "file name too long");
    return OK;
}

static int c_loadsgf(tg_gtp_session *s, int argc, char **argv) {
    int until = 0;
    if (argc < 1) return syntax(s);
    if (argc >= 2 && (!parse_int(argv[1], &until) || until < 0)) return syntax(s);
    char err[256], msg[320], path[4096];
    if (file_path(s, argv[0], path, sizeof path) != OK) return FAIL;
    bool counted_end;
    if (gtp_load_record(&s->game, path, until, &counted_end, err, sizeof err) != TG_OK) {
        snprintf(msg, sizeof msg, "cannot load file: %s", err);
        return fail(s, msg);
    }
    s->record_end = counted_end;
    s->record_hash = board_of(s)->hash;
    s->record_moves = tg_game_move_count(s->game);
    gtp_buf_add(&s->body, tg_game_to_move(s->game) == TG_BLACK ? "black" : "white");
    return OK;
}

/* printsgf [FILE]: the record, built by the SGF module; with FILE (not
 * "-") written there atomically and answered with nothing. */
static int c_printsgf(tg_gtp_session *s, int argc, char **argv) {
    char fixed[16] = "";
    tg_game_fixed_result(s->game, fixed);
    tg_gtp_sgf_info info = {.black = NULL, .white = NULL, .result = fixed[0] ? fixed : NULL};
    tg_sgf_collection *c = NULL;
    if (tg_gtp_game_record(s->game, &info, &c) != TG_OK) return fail(s, "out of memory");
    if (argc >= 1 && strcmp(argv[0], "-") != 0) {
        char path[4096];
        if (file_path(s, argv[0], path, sizeof path) != OK) {
            tg_sgf_collection_free(c);
            return FAIL;
        }
        tg_sgf_error e;
        tg_status st = tg_sgf_write_file(c, path, &e);
        tg_sgf_collection_free(c);
        if (st == TG_OK) return OK;
        char msg[320];
        tg_sgf_error_format(&e, msg, sizeof msg);
        fail(s, "cannot write file: ");
        gtp_buf_add(&s->body, msg);
        return FAIL;
    }
    char *text = NULL;
    size_t len = 0;
    tg_status st = tg_sgf_write(c, &text, &len);
    tg_sgf_collection_free(c);
    if (st != TG_OK) return fail(s, "out of memory");
    /* The record holds no empty line (no comment is written), so it cannot
     * end the reply early. */
    while (len > 0 && text[len - 1] == '\n') text[--len] = '\0';
    gtp_buf_add(&s->body, text);
    free(text);
    return OK;
}

static int c_kgs_rules(tg_gtp_session *s, int argc, char **argv) {
    static const char *const names[] = {"chinese", "aga", "japanese", "new_zealand"};
    if (argc < 1) return syntax(s);
    bool known = false;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) known |= !strcmp(argv[0], names[i]);
    if (!known) return fail(s, "unknown rules");
    tg_rules r = *tg_game_rules(s->game);
    char err[256];
    if (gtp_kata_set_rules(&r, argv[0], true, err, sizeof err)) return fail(s, err);
    tg_game_set_rules(s->game, &r);
    return OK;
}

static int c_kgs_game_over(tg_gtp_session *s, int argc, char **argv) {
    (void)s, (void)argc, (void)argv;
    return OK;
}

/* The rest of the line after the command (for arguments with spaces). */
static void join_args(int argc, char **argv, char *out, size_t n) {
    out[0] = '\0';
    size_t used = 0;
    for (int i = 0; i < argc; i++) {
        int w = snprintf(out + used, n - used, "%s%s", i ? " " : "", argv[i]);
        if (w < 0 || (size_t)w >= n - used) break;
        used += (size_t)w;
    }
}

static int c_kata_set_rules(tg_gtp_session *s, int argc, char **argv) {
    if (argc < 1) return syntax(s);
    char text[1024], err[256];
    join_args(argc, argv, text, sizeof text);
    tg_rules r = *tg_game_rules(s->game);
    if (gtp_kata_set_rules(&r, text, false, err, sizeof err)) return fail(s, err);
    tg_game_set_rules(s->game, &r);
    return OK;
}

static int c_kata_set_rule(tg_gtp_session *s, int argc, char **argv) {
    if (argc < 2) return syntax(s);
    char err[256];
    tg_rules r = *tg_game_rules(s->game);
    if (gtp_kata_set_rule(&r, argv[0], argv[1], err, sizeof err)) return fail(s, err);
    tg_game_set_rules(s->game, &r);
    return OK;
}

static int c_kata_get_rules(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    gtp_kata_get_rules(tg_game_rules(s->game), &s->body);
    return OK;
}

static int c_tengen_rules(tg_gtp_session *s, int argc, char **argv) {
    char text[1024];
    if (argc == 0) {
        tg_rules_format(tg_game_rules(s->game), text, sizeof text);
        gtp_buf_add(&s->body, text);
        return OK;
    }
    char err[512];
    tg_rules r;
    join_args(argc, argv, text, sizeof text);
    if (tg_rules_parse(text, &r, err, sizeof err) != TG_OK) return fail(s, err);
    tg_game_set_rules(s->game, &r);
    return OK;
}

/* One analysis line into out: "info move pass ..." with the count of the
 * position as the score and, when asked, the estimate's ownership from the
 * perspective of `me`. FAIL when the position cannot be scored. */
static int analysis_line(tg_gtp_session *s, tg_color me, bool ownership, gtp_buf *out) {
    tg_score *sc = malloc(sizeof *sc);
    if (!sc) return fail(s, "out of memory");
    if (score_now(s, sc) != OK) {
        free(sc);
        return FAIL;
    }
    double lead = (me == TG_BLACK ? sc->margin2 : -sc->margin2) / 2.0;
    free(sc);
    double win = lead > 0 ? 1.0 : lead < 0 ? 0.0 : 0.5;
    gtp_buf_printf(out, "info move pass visits 1 utility 0 winrate %.6f scoreMean %.1f scoreStdev 0 "
                        "scoreLead %.1f scoreSelfplay %.1f prior 1 lcb %.6f utilityLcb 0 order 0 pv pass",
                   win, lead, lead, lead, win);
    if (ownership) {
        /* A point the count gives to someone is theirs (+-1, as final_score
         * counts it); a point it gives to nobody shows the estimate's
         * ownership, so an unfinished game still shows its frameworks. */
        const tg_life_map *m = end_life_of(s);
        if (!m) return fail(s, "out of memory");
        signed char own[TG_MAX_POINTS];
        tg_point dead[TG_MAX_POINTS];
        gtp_ownership(s->game, dead, session_dead(s, !game_finished(s), dead), own);
        const tg_board *b = board_of(s);
        int sign = me == TG_BLACK ? 1 : -1;
        gtp_buf_add(out, " ownership");
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                int v = (own[p] ? own[p] * 100 : m->ownership[p]) * sign;
                gtp_buf_printf(out, " %s%d.%02d", v < 0 ? "-" : "", abs(v) / 100, abs(v) % 100);
            }
    }
    return OK;
}

/* The search's candidates for `me` as one analysis line, in KataGo's
 * format (every number with a decimal point, as Sabaki wants) or Leela
 * Zero's (lz: winrate, prior and lcb in 1/10000). With lim, searches first
 * (continuing the tree of the same position); without, reports the tree as
 * it stands. Falls back to the count's line when there is nothing to
 * search (the game is over). */
static int search_line(tg_gtp_session *s, tg_color me, bool ownership, bool lz, int maxmoves,
                       const tg_search_limits *lim, gtp_buf *out) {
    tg_search *se = search_of(s);
    if (!se || tg_game_state_of(s->game) != TG_PLAYING) return analysis_line(s, me, ownership, out);
    if (lim && tg_search_run(se, s->game, me, lim) != TG_OK) return analysis_line(s, me, ownership, out);
    tg_search_candidate cand[32];
    if (maxmoves <= 0 || maxmoves > 32) maxmoves = 32;
    int n = tg_search_candidates(se, cand, maxmoves);
    if (n == 0) return analysis_line(s, me, ownership, out);
    const tg_board *b = board_of(s);
    char v[5];
    for (int i = 0; i < n; i++) {
        const tg_search_candidate *c = &cand[i];
        double w = c->winrate;
        double lcb = w - 1.96 * sqrt(w * (1 - w) / (double)c->visits + 1e-9);
        tg_point_to_gtp(b, c->move, v);
        if (i) gtp_buf_add(out, " ");
        if (lz)
            gtp_buf_printf(out, "info move %s visits %ld winrate %d prior %d lcb %d order %d pv", v, c->visits,
                           (int)(w * 10000 + 0.5), (int)(c->prior * 10000 + 0.5), (int)(lcb * 10000 + 0.5), i);
        else
            gtp_buf_printf(out,
                           "info move %s visits %ld utility %.6f winrate %.6f scoreMean %.6f scoreStdev 0.0 "
                           "scoreLead %.6f scoreSelfplay %.6f prior %.6f lcb %.6f utilityLcb %.6f order %d pv",
                           v, c->visits, 2 * w - 1, w, c->score_lead, c->score_lead, c->score_lead, c->prior, lcb,
                           2 * lcb - 1, i);
        for (int k = 0; k < c->pv_len; k++) {
            tg_point_to_gtp(b, c->pv[k], v);
            gtp_buf_printf(out, " %s", v);
        }
    }
    if (ownership && !lz) {
        double *own = malloc(TG_MAX_POINTS * sizeof *own);
        if (!own) return fail(s, "out of memory");
        tg_search_ownership(se, own);
        double sign = me == TG_BLACK ? 1 : -1;
        gtp_buf_add(out, " ownership");
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) gtp_buf_printf(out, " %.2f", own[tg_point_at(b, x, y)] * sign + 0.0);
        free(own);
    }
    return OK;
}

/* What the analysis commands take: [COLOR] [INTERVAL] [KEY VALUE]...
 * Keys used: interval (centiseconds), ownership true|false, maxmoves N;
 * others are accepted and ignored, as KataGo's docs ask of consumers. */
typedef struct analyze_args {
    tg_color me;
    int interval;
    bool ownership;
    int maxmoves;
} analyze_args;

static int parse_analyze(tg_gtp_session *s, int argc, char **argv, analyze_args *a) {
    int i = 0;
    a->me = tg_game_to_move(s->game);
    a->interval = 0;
    a->ownership = false;
    a->maxmoves = 0;
    if (i < argc && parse_color(argv[i], &a->me)) i++;
    if (i < argc && parse_int(argv[i], &a->interval)) i++;
    for (; i < argc; i += 2) {
        if (i + 1 >= argc) return syntax(s);
        if (same_word(argv[i], "ownership")) a->ownership = same_word(argv[i + 1], "true");
        else if (same_word(argv[i], "interval") && !parse_int(argv[i + 1], &a->interval)) return syntax(s);
        else if (same_word(argv[i], "maxmoves") && !parse_int(argv[i + 1], &a->maxmoves)) return syntax(s);
    }
    if (a->interval < 0) return syntax(s);
    /* At most a day between lines: the interval in milliseconds must fit an
     * int wherever it is waited on (`kata-analyze b 1000000000`). */
    if (a->interval > 8640000) a->interval = 8640000;
    return OK;
}

/* The first line of an analysis: a short search, then the candidates. */
static const tg_search_limits first_look = {.playouts = 300, .seconds = 0, .stop = NULL};

/* kata-analyze / lz-analyze / analyze: the reply holds one `info` line;
 * the caller streams more (tg_gtp_stream_interval), each after a search of
 * about the interval. */
static int analyze(tg_gtp_session *s, int argc, char **argv, bool lz) {
    analyze_args a;
    if (parse_analyze(s, argc, argv, &a) != OK) return FAIL;
    gtp_buf_add(&s->body, "\n");
    if (search_line(s, a.me, a.ownership, lz, a.maxmoves, &first_look, &s->body) != OK) return FAIL;
    s->stream_cs = a.interval;
    s->stream_color = a.me;
    s->stream_ownership = a.ownership;
    s->stream_lz = lz;
    s->stream_max = a.maxmoves;
    return OK;
}

static int c_kata_analyze(tg_gtp_session *s, int argc, char **argv) { return analyze(s, argc, argv, false); }
static int c_lz_analyze(tg_gtp_session *s, int argc, char **argv) { return analyze(s, argc, argv, true); }

/* genmove_analyze / kata-genmove_analyze / lz-genmove_analyze: genmove,
 * with the search's candidates before the move ("play D4"). */
static int genmove_analyze(tg_gtp_session *s, int argc, char **argv, bool lz) {
    analyze_args a;
    if (parse_analyze(s, argc, argv, &a) != OK) return FAIL;
    char name[8];
    snprintf(name, sizeof name, "%s", a.me == TG_BLACK ? "b" : "w");
    char *args[1] = {name};
    if (generate(s, 1, args, true, false) != OK) return FAIL;
    char move[16];
    snprintf(move, sizeof move, "%s", s->body.s ? s->body.s : "pass");
    buf_clear(&s->body);
    /* the tree as the search left it: its root is the position before the
     * move (no further search) */
    gtp_buf_add(&s->body, "\n");
    if (search_line(s, a.me, a.ownership, lz, a.maxmoves, NULL, &s->body) != OK) return FAIL;
    gtp_buf_printf(&s->body, "\nplay %s", move);
    return OK;
}

static int c_genmove_analyze(tg_gtp_session *s, int argc, char **argv) { return genmove_analyze(s, argc, argv, false); }
static int c_lz_genmove_analyze(tg_gtp_session *s, int argc, char **argv) { return genmove_analyze(s, argc, argv, true); }

/* tengen-search: what the last search did: playouts from its root, tree
 * nodes in use, and the bytes the search holds. */
static int c_tengen_search(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    tg_search *se = search_of(s);
    if (!se) return fail(s, "out of memory");
    gtp_buf_printf(&s->body, "playouts %ld nodes %ld memory %zu threads %d", tg_search_playouts(se),
                   tg_search_nodes(se), tg_search_memory(se), s->threads > 0 ? s->threads : 1);
    return OK;
}

static int c_stop(tg_gtp_session *s, int argc, char **argv) {
    (void)s, (void)argc, (void)argv;
    return OK;
}

static int c_tengen_territory(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    signed char own[TG_MAX_POINTS];
    tg_point dead[TG_MAX_POINTS];
    gtp_ownership(s->game, dead, session_dead(s, !game_finished(s), dead), own);
    const tg_board *b = board_of(s);
    for (int side = 1; side >= -1; side -= 2) {
        gtp_buf_add(&s->body, side == 1 ? "BLACK" : "\nWHITE");
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                if (own[p] != side || tg_board_at(b, p) == (side == 1 ? TG_BLACK : TG_WHITE)) continue;
                gtp_buf_add(&s->body, " ");
                add_vertex(s, p);
            }
    }
    return OK;
}

static int c_gogui_analyze_commands(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    gtp_buf_add(&s->body, "gfx/Territory/tengen-territory\n"
                          "plist/Dead stones/final_status_list dead\n"
                          "plist/Seki stones/final_status_list seki\n"
                          "string/Score/final_score\n"
                          "string/Score details/tengen-score\n"
                          "string/Rules/tengen-rules\n"
                          "none/Set rules/tengen-rules %s");
    return OK;
}

typedef struct command {
    const char *name;
    handler run;
} command;

static const command commands[] = {
    {"protocol_version", c_protocol_version},
    {"name", c_name},
    {"version", c_version},
    {"known_command", c_known_command},
    {"list_commands", c_list_commands},
    {"quit", c_quit},
    {"boardsize", c_boardsize},
    {"clear_board", c_clear_board},
    {"komi", c_komi},
    {"play", c_play},
    {"genmove", c_genmove},
    {"undo", c_undo},
    {"showboard", c_showboard},
    {"fixed_handicap", c_fixed_handicap},
    {"place_free_handicap", c_place_free_handicap},
    {"set_free_handicap", c_set_free_handicap},
    {"final_score", c_final_score},
    {"final_status_list", c_final_status_list},
    {"time_settings", c_time_settings},
    {"time_left", c_time_left},
    {"loadsgf", c_loadsgf},
    {"reg_genmove", c_reg_genmove},
    {"printsgf", c_printsgf},
    {"kgs-rules", c_kgs_rules},
    {"kgs-genmove_cleanup", c_genmove_cleanup},
    {"kgs-time_settings", c_kgs_time_settings},
    {"kgs-game_over", c_kgs_game_over},
    {"rectangular_boardsize", c_rectangular_boardsize},
    {"gg-undo", c_gg_undo},
    {"gogui-analyze_commands", c_gogui_analyze_commands},
    {"is_legal", c_is_legal},
    {"all_legal", c_all_legal},
    {"list_stones", c_list_stones},
    {"move_history", c_move_history},
    {"get_komi", c_get_komi},
    {"kata-set-rules", c_kata_set_rules},
    {"kata-get-rules", c_kata_get_rules},
    {"kata-set-rule", c_kata_set_rule},
    {"kata-analyze", c_kata_analyze},
    {"analyze", c_kata_analyze},
    {"lz-analyze", c_lz_analyze},
    {"genmove_analyze", c_genmove_analyze},
    {"kata-genmove_analyze", c_genmove_analyze},
    {"lz-genmove_analyze", c_lz_genmove_analyze},
    {"stop", c_stop},
    {"tengen-search", c_tengen_search},
    {"tengen-rules", c_tengen_rules},
    {"tengen-score", c_tengen_score},
    {"tengen-territory", c_tengen_territory},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static int c_list_commands(tg_gtp_session *s, int argc, char **argv) {
    (void)argc, (void)argv;
    for (size_t i = 0; i < NCOMMANDS; i++) {
        if (i) gtp_buf_add(&s->body, "\n");
        gtp_buf_add(&s->body, commands[i].name);
    }
    return OK;
}

bool tg_gtp_known_command(const char *name) {
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (!strcmp(name, commands[i].name)) return true;
    return false;
}

/* ------------------------------------------------------------- session */

tg_gtp_session *tg_gtp_new(const tg_gtp_options *opt) {
    static const tg_gtp_options defaults;
    if (!opt) opt = &defaults;
    tg_rules r;
    if (opt->rules) {
        r = *opt->rules;
    } else {
        char err[128];
        if (tg_rules_parse("chinese", &r, err, sizeof err) != TG_OK) return NULL;
    }
    tg_gtp_session *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->game = tg_game_new(opt->width ? opt->width : 19, opt->height ? opt->height : (opt->width ? opt->width : 19), &r);
    if (!s->game) {
        free(s);
        return NULL;
    }
    if (opt->file_dir && !(s->file_dir = strdup(opt->file_dir))) {
        tg_game_free(s->game);
        free(s);
        return NULL;
    }
    s->rng = opt->seed;
    s->seed = opt->seed;
    s->threads = opt->threads;
    s->playouts = opt->playouts;
    s->seconds = opt->seconds;
    s->resign = opt->resign;
    s->max_nodes = opt->max_nodes;
    s->max_move_seconds = opt->max_move_seconds > 0 ? opt->max_move_seconds : 0;
    s->stream_cs = -1;
    snprintf(s->name, sizeof s->name, "%s", opt->name ? opt->name : "tengen");
    snprintf(s->version, sizeof s->version, "%s", opt->version ? opt->version : TG_VERSION);
    return s;
}

void tg_gtp_free(tg_gtp_session *s) {
    if (!s) return;
    tg_game_free(s->game);
    free(s->line.s);
    free(s->body.s);
    free(s->reply.s);
    free(s->life);
    free(s->file_dir);
    tg_search_free(s->search);
    free(s);
}

bool tg_gtp_quit_requested(const tg_gtp_session *s) { return s->quit; }
int tg_gtp_estimates_run(const tg_gtp_session *s) { return s->estimates; }
int tg_gtp_stream_interval(const tg_gtp_session *s) { return s->stream_cs; }

tg_status tg_gtp_stream_next(tg_gtp_session *s, const char **line, size_t *len) {
    static const char nomem[] = "\n";
    buf_clear(&s->reply);
    *line = "";
    *len = 0;
    if (s->stream_cs < 0) return TG_ERR_STATE;
    /* about one interval of search per line */
    double secs = s->stream_cs * 0.3 / 100.0; /* the rest of the interval is the caller's wait */
    tg_search_limits lim = {.playouts = 0, .seconds = secs < 0.02 ? 0.02 : secs > 2 ? 2 : secs, .stop = NULL};
    if (search_line(s, s->stream_color, s->stream_ownership, s->stream_lz, s->stream_max, &lim, &s->reply) != OK)
        buf_clear(&s->reply);
    gtp_buf_add(&s->reply, "\n");
    if (s->reply.failed) {
        *line = nomem + 1;
        return TG_ERR_NOMEM;
    }
    *line = s->reply.s;
    *len = s->reply.len;
    return TG_OK;
}
const tg_game *tg_gtp_game(const tg_gtp_session *s) { return s->game; }

int tg_gtp_dead_stones(const tg_game *g, tg_point *out) {
    /* Rules without a counting phase (dead=none) score the position as it
     * stands. Otherwise the status module judges: Benson, then a seeded
     * estimate, so the same position always gets the same answer. */
    if (tg_game_rules(g)->dead == TG_DEAD_NONE) return 0;
    tg_life_map *m = malloc(sizeof *m);
    if (!m) return 0;
    const tg_board *b = tg_game_board(g);
    int n = 0;
    if (tg_life_estimate(b, tg_game_rules(g), tg_game_to_move(g), 1, NULL, m) == TG_OK)
        n = tg_life_dead_points(b, m, out);
    free(m);
    return n;
}

/* Preprocesses the raw line into s->line and splits it into s->argv. */
static void tokenize(tg_gtp_session *s, const char *raw, size_t len) {
    buf_clear(&s->line);
    buf_reserve(&s->line, len);
    s->argc = 0;
    if (s->line.failed) return;
    char *out = s->line.s;
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)raw[i];
        if (ch == '#' || ch == '\n') break;
        if (ch == '\t') ch = ' ';
        else if (ch < 32 || ch == 127) continue;
        out[n++] = (char)ch;
    }
    out[n] = '\0';
    s->line.len = n;
    char *p = out;
    while (*p && s->argc < MAX_ARGS) {
        while (*p == ' ') p++;
        if (!*p) break;
        s->argv[s->argc++] = p;
        while (*p && *p != ' ') p++;
        if (*p) *p++ = '\0';
    }
}

static bool all_digits(const char *t) {
    if (!*t) return false;
    for (; *t; t++)
        if (!isdigit((unsigned char)*t)) return false;
    return true;
}

tg_status tg_gtp_handle_line(tg_gtp_session *s, const char *line, size_t len, const char **reply,
                             size_t *reply_len) {
    static const char nomem[] = "? out of memory\n\n";
    buf_clear(&s->reply);
    buf_clear(&s->body);
    s->stream_cs = -1;
    *reply = "";
    *reply_len = 0;
    /* A line over the cap is not run: only its start is read, for the id. */
    bool too_long = len > TG_GTP_MAX_LINE;
    tokenize(s, line, too_long ? 64 : len);
    if (s->line.failed) goto out_of_memory;
    if (s->argc == 0 && !too_long) return TG_OK;
    int first = 0;
    const char *id = ""; /* the digits as sent, however many (s->line owns them) */
    if (s->argc > 0 && all_digits(s->argv[0]) && !(too_long && s->argc == 1)) {
        id = s->argv[0];
        first = 1;
    }
    int result;
    if (too_long) {
        result = fail(s, "line too long: ");
        gtp_buf_printf(&s->body, "over %d bytes", TG_GTP_MAX_LINE);
    } else if (first >= s->argc) {
        result = fail(s, "unknown command");
    } else {
        const command *cmd = NULL;
        for (size_t i = 0; i < NCOMMANDS; i++)
            if (!strcmp(s->argv[first], commands[i].name)) cmd = &commands[i];
        result = cmd ? cmd->run(s, s->argc - first - 1, s->argv + first + 1) : fail(s, "unknown command");
    }
    if (s->body.failed) goto out_of_memory;
    /* Frame: "=id body\n\n"; the body may not hold an empty line. */
    gtp_buf_printf(&s->reply, "%c%s ", result == OK ? '=' : '?', id);
    size_t blen = s->body.len;
    while (blen > 0 && s->body.s[blen - 1] == '\n') blen--;
    for (size_t i = 0; i < blen; i++) {
        if (s->body.s[i] == '\n' && i + 1 < blen && s->body.s[i + 1] == '\n') continue;
        gtp_buf_addn(&s->reply, s->body.s + i, 1);
    }
    gtp_buf_add(&s->reply, "\n\n");
    if (s->reply.failed) goto out_of_memory;
    *reply = s->reply.s;
    *reply_len = s->reply.len;
    return TG_OK;
out_of_memory:
    *reply = nomem;
    *reply_len = sizeof nomem - 1;
    return TG_ERR_NOMEM;
}
