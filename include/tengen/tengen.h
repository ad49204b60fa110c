/*
 * tengen.h — the public interface of libtengen: points, the board, rules,
 * games and scoring.
 *
 * Layers (each uses only the ones above it):
 *   point   coordinates and text forms ("D4", "dd")
 *   board   stones, chains, exact liberties, captures, Zobrist hash: a value
 *   rules   the parameters of docs/rules.md, presets, the text form
 *   game    history, legality (suicide, ko, superko, cycles), end, undo
 *   score   area / territory / stones, seki, group tax, per-point verdicts
 *
 * Conventions: public symbols start with tg_, constants with TG_. Inputs are
 * const, outputs come last. Functions that can fail return tg_status; an
 * illegal move is not a failure but an answer (tg_legality). The library has
 * no mutable global state, never exits and never aborts.
 */
#ifndef TENGEN_H
#define TENGEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TG_VERSION "0.1.0"

/* ---------------------------------------------------------------- status */

typedef enum tg_status {
    TG_OK = 0,
    TG_ERR_ARG,     /* a bad argument: size out of range, bad coordinate */
    TG_ERR_NOMEM,   /* an allocation failed; nothing was changed */
    TG_ERR_PARSE,   /* text that does not parse */
    TG_ERR_IO,      /* a file could not be read or written */
    TG_ERR_STATE,   /* not allowed now (board not empty, nothing to undo) */
    TG_ERR_ILLEGAL  /* an illegal move where a legal one was required */
} tg_status;

/* A short English phrase for a status ("out of memory"). Never NULL. */
const char *tg_status_str(tg_status s);

/* ---------------------------------------------------------------- points */

/* The largest board side. Everything from 1x1 to 25x25 works, rectangles
 * included. */
#define TG_MAX_SIDE 25

/* Points are indices into a padded one-dimensional array: row y (0 = top)
 * and column x (0 = left) live at (y + 1) * stride + x + 1 with
 * stride = width + 1, so every on-board point has four neighbours at fixed
 * offsets (-stride, -1, +1, +stride) and the border points between them are
 * TG_EDGE. Index 0 is never on the board and stands for a pass. */
#define TG_MAX_POINTS ((TG_MAX_SIDE + 2) * (TG_MAX_SIDE + 1) + 1)

typedef uint16_t tg_point;
#define TG_PASS ((tg_point)0)

typedef enum tg_color {
    TG_EMPTY = 0,
    TG_BLACK = 1,
    TG_WHITE = 2,
    TG_EDGE = 3 /* off the board */
} tg_color;

static inline tg_color tg_opponent(tg_color c) { return (tg_color)(3 - c); }

/* "B", "W" style names: "black", "white", "empty". */
const char *tg_color_name(tg_color c);

/* ----------------------------------------------------------------- board */

/* A board is a plain value: no pointers, so `*copy = *board` (or memcpy) is
 * a complete, independent copy (about 9.2 KB). Treat every field as
 * read-only; change a board only through the tg_board_ functions.
 *
 * Invariants (tg_board_check verifies all of them from scratch):
 * - color[p] is TG_EDGE exactly for points off the board; for those chain[p]
 *   is 0, and libs[0] is 0 (so the liberties "of" an edge point read 0);
 *   beyond tg_board_extent(b) every point is off the board;
 * - every stone s belongs to the chain whose head is chain[s]; the stones of
 *   a chain form one circular list through next[];
 * - libs[head] is the exact number of distinct empty points adjacent to the
 *   chain, and is at least 1 for every chain on the board;
 * - empty[0 .. empty_count-1] lists the empty points; for an empty point p,
 *   chain[p] is its index in that list (chain[] means the head for stones
 *   only);
 * - nbr[p], for every on-board point, counts p's four neighbours by colour,
 *   four bits per colour: bits 4c..4c+3 count the neighbours of colour c
 *   (TG_EMPTY, TG_BLACK, TG_WHITE, TG_EDGE); bits 16 + 4c .. 16 + 4c + 3 count
 *   its four diagonal neighbours the same way (the playout eye test reads
 *   one word);
 * - hash is the XOR of the Zobrist keys of all stones;
 * - ko_point, when not TG_PASS, is the point where `ko_color` may not play
 *   because it would retake a single-stone ko at once (the basic ko rule).
 */
typedef struct tg_board {
    uint8_t width, height;
    uint16_t stride;
    uint16_t empty_count;
    uint16_t ko_point;
    uint8_t ko_color;
    uint8_t pad_;
    uint16_t stones[3];            /* stones on the board by colour */
    uint64_t hash;
    uint8_t color[TG_MAX_POINTS];
    uint32_t nbr[TG_MAX_POINTS];   /* neighbour counts by colour, 4 bits each; diagonals above */
    uint16_t chain[TG_MAX_POINTS]; /* stone: head of its chain; empty: index in empty[] */
    uint16_t next[TG_MAX_POINTS];  /* next stone of the same chain */
    uint16_t libs[TG_MAX_POINTS];  /* liberties, valid at chain heads */
    uint16_t empty[TG_MAX_POINTS];
} tg_board;

/* Sets up an empty board of width x height. TG_ERR_ARG if either side is
 * outside 1..TG_MAX_SIDE (the board is then left untouched). */
tg_status tg_board_init(tg_board *b, int width, int height);

/* Makes every point of an initialised board empty again, as tg_board_init
 * with its size would, at a fraction of the cost (tg_game_clear copies an
 * empty board it keeps, and uses this when it could not keep one). */
void tg_board_clear(tg_board *b);

/* The points a board of this size uses: indices 0 .. tg_board_extent(b) - 1
 * hold everything (the board and the border around it); the arrays beyond
 * are the same for every board of this size. 111 on 9x9, 421 on 19x19. */
static inline int tg_board_extent(const tg_board *b) { return (b->height + 2) * b->stride + 1; }

/* Copies src into dst, as *dst = *src would. dst must hold a board
 * (initialised, or a copy of one): when it has src's size, only the used
 * extent of each array is copied (about 1.4 KB on 9x9 rather than 9.2 KB),
 * which makes resetting a board between playouts cheap. */
void tg_board_copy(tg_board *dst, const tg_board *src);

/* The point at column x (0 = left) and row y (0 = top). No range check. */
static inline tg_point tg_point_at(const tg_board *b, int x, int y) {
    return (tg_point)((y + 1) * b->stride + x + 1);
}
static inline int tg_point_x(const tg_board *b, tg_point p) { return p % b->stride - 1; }
static inline int tg_point_y(const tg_board *b, tg_point p) { return p / b->stride - 1; }
static inline bool tg_on_board(const tg_board *b, tg_point p) {
    return p > 0 && p < TG_MAX_POINTS && b->color[p] != TG_EDGE;
}
static inline tg_color tg_board_at(const tg_board *b, tg_point p) {
    return (tg_color)b->color[p];
}
static inline int tg_board_points(const tg_board *b) { return b->width * b->height; }
/* The number of liberties of the chain through stone p. */
static inline int tg_board_libs(const tg_board *b, tg_point p) { return b->libs[b->chain[p]]; }

/* What a play would do, without changing the board. */
typedef struct tg_play_effect {
    int captured;      /* opponent stones removed (step 2 of docs/rules.md, "A play") */
    int self_captured; /* own stones removed (step 3), 0 if the play captures */
} tg_play_effect;

/* Predicts the effect of `c` playing on the empty point p. */
tg_play_effect tg_board_predict(const tg_board *b, tg_point p, tg_color c);

/* The Zobrist hash of the position that `c` playing at the empty point p
 * would leave, captures and self-capture included. */
uint64_t tg_board_hash_after(const tg_board *b, tg_point p, tg_color c);

/* Plays `c` at the empty on-board point p: captures, then self-capture
 * (docs/rules.md, "A play"). It checks no rule: the caller decides legality
 * (the game does). Updates ko_point. Never allocates. */
tg_play_effect tg_board_play(tg_board *b, tg_point p, tg_color c);

/* A pass as far as the board is concerned: it only clears the ko point. */
void tg_board_pass(tg_board *b);

/* Puts `c` (or TG_EMPTY to clear) at p with no capture, as SGF setup does,
 * rebuilding chains. Returns TG_ERR_ILLEGAL, after making the change, if
 * some chain is left without a liberty. */
tg_status tg_board_setup(tg_board *b, tg_point p, tg_color c);

/* Rebuilds chains, liberties, counts, the empty list and the hash from
 * color[] alone (the slow, obviously correct path). Clears the ko point. */
void tg_board_rebuild(tg_board *b);

/* Checks every invariant above against a from-scratch recomputation.
 * Returns true if all hold; otherwise writes what failed into why. */
bool tg_board_check(const tg_board *b, char *why, size_t why_len);

/* Whether the empty point p is a single-point eye of `c`: all on-board
 * neighbours are c's stones, and fewer than two diagonals (fewer than one on
 * the edge) are the opponent's. The classic playout eye test. */
bool tg_board_is_eye(const tg_board *b, tg_point p, tg_color c);

/* The number of neighbours of colour `k` (TG_EMPTY .. TG_EDGE) of the
 * on-board point p. */
static inline int tg_board_nbr_count(const tg_board *b, tg_point p, tg_color k) {
    return (b->nbr[p] >> (4 * k)) & 15;
}

/* The stones of the chain through stone p (walks the chain). */
int tg_board_chain_size(const tg_board *b, tg_point p);

/* Whether `c` (black or white) may play at p on the bare board: p is an
 * empty on-board point, the play is not suicide of any size, and it does not
 * retake a ko at once (ko_point). Superko is the game's business. */
bool tg_board_legal(const tg_board *b, tg_point p, tg_color c);

/* Plays `c` at p if tg_board_legal says it may, and returns true; otherwise
 * returns false and leaves the board unchanged. */
bool tg_board_try_play(tg_board *b, tg_point p, tg_color c);

/* One move of the classic light playout for `c`: starting at index
 * (r * empty_count) >> 32 of the empty list and scanning forward (wrapping),
 * plays the first point that is tg_board_legal and not tg_board_is_eye of
 * `c`, and returns it; if there is none, passes and returns TG_PASS. r is a
 * uniform random 32-bit number from the caller. */
tg_point tg_board_playout_move(tg_board *b, tg_color c, uint32_t r);

/* Two bits per point, row-major from the top left: a compact, exact record
 * of a position. tg_board_pack writes tg_board_packed_size(b) bytes. */
size_t tg_board_packed_size(const tg_board *b);
void tg_board_pack(const tg_board *b, uint8_t *out);
/* Sets every point from a packed record and rebuilds. */
void tg_board_unpack(tg_board *b, const uint8_t *packed);

/* The Zobrist key of colour c (black or white) at point p. */
uint64_t tg_zobrist(tg_point p, tg_color c);

/* ------------------------------------------------- coordinates as text */

/* GTP/AGA: "D4" (columns A..Z skipping I, rows from the bottom), "pass".
 * Writes at most 5 bytes with the terminator. */
void tg_point_to_gtp(const tg_board *b, tg_point p, char out[5]);
/* Parses "d4", "D4" or "pass" (any case). TG_ERR_ARG if it is not a point
 * of this board. */
tg_status tg_point_from_gtp(const tg_board *b, const char *s, tg_point *out);

/* SGF: two letters a..z then A..Z, column then row from the top left; a
 * pass is written "" (and "tt" is read as a pass on boards up to 19x19). */
void tg_point_to_sgf(const tg_board *b, tg_point p, char out[3]);
tg_status tg_point_from_sgf(const tg_board *b, const char *s, size_t len, tg_point *out);

/* Writes a diagram of the board: 'X' black, 'O' white, '.' empty, '+' star
 * points, with GTP coordinates around it. Returns the length it needed
 * (like snprintf). */
size_t tg_board_diagram(const tg_board *b, char *out, size_t n);

/* Reads a diagram: rows top first, 'X'/'x'/'#'/'B' black, 'O'/'o'/'W'
 * white, '.'/'+'/'-' empty; other characters (spaces, coordinates) are
 * skipped. Each non-blank line is a row. Sizes the board from the text. */
tg_status tg_board_from_diagram(tg_board *b, const char *text);

/* ----------------------------------------------------------------- rules */

typedef enum { TG_SCORING_AREA, TG_SCORING_TERRITORY, TG_SCORING_STONES } tg_scoring;
/* The repetition rules of docs/rules.md: simple (the basic ko rule),
 * positional, situational and natural superko, nz (situational, counting
 * only positions that stood after a move), ing (the Ing SST fighting and
 * disturbing ko rule as docs/rules.md reads it). */
typedef enum {
    TG_KO_SIMPLE,
    TG_KO_POSITIONAL,
    TG_KO_SITUATIONAL,
    TG_KO_NATURAL,
    TG_KO_NZ,
    TG_KO_ING
} tg_ko;
typedef enum { TG_SUICIDE_FORBIDDEN, TG_SUICIDE_MULTI, TG_SUICIDE_ALLOWED } tg_suicide;
typedef enum { TG_SEKI_COUNTED, TG_SEKI_NEUTRAL } tg_seki;
typedef enum { TG_TAX_NONE, TG_TAX_GROUP } tg_tax;
typedef enum { TG_PLACEMENT_FIXED, TG_PLACEMENT_FREE } tg_placement;
typedef enum { TG_COMP_NONE, TG_COMP_N, TG_COMP_N_MINUS_1 } tg_compensation;
typedef enum { TG_TIES_DRAW, TG_TIES_BLACK } tg_ties;
typedef enum { TG_DEAD_NONE, TG_DEAD_AGREE, TG_DEAD_ESTIMATE } tg_dead;
typedef enum {
    TG_DISPUTE_RESUME_BY_OPPONENT,
    TG_DISPUTE_RESUME_IN_ORDER,
    TG_DISPUTE_CONFIRM,
    TG_DISPUTE_CONFIRM_KOREAN
} tg_dispute;
typedef enum { TG_ON_ILLEGAL_REJECT, TG_ON_ILLEGAL_FORFEIT, TG_ON_ILLEGAL_PASS } tg_on_illegal;

/* A complete ruleset: every parameter of docs/rules.md, "The parameters". Plain data. */
typedef struct tg_rules {
    char preset[16];          /* the preset it started from */
    tg_scoring scoring;
    tg_ko ko;
    tg_suicide suicide;
    int cycle;                /* 0 = off, else N >= 2 */
    int komi2;                /* komi in half points: 13 = 6.5 */
    tg_seki seki;
    tg_tax tax;
    tg_placement handicap;
    tg_compensation compensation;
    bool pass_stones;
    bool white_last;
    int first_pass;           /* points Black loses if White passes first */
    tg_ties ties;
    tg_dead dead;
    tg_dispute dispute;
    tg_on_illegal illegal;
} tg_rules;

/* The presets, in the order of docs/rules.md, "The presets". */
int tg_rules_preset_count(void);
const char *tg_rules_preset_name(int i);
/* A description in words of a preset, or NULL if there is no such name. */
const char *tg_rules_preset_description(const char *name);

/* The ruleset in words, after any overrides: which parameters differ from
 * its preset, then what every parameter means. Returns the length needed,
 * like snprintf. */
size_t tg_rules_describe(const tg_rules *r, char *out, size_t n);

/* Parses "PRESET[,key=value]..." (or just "key=value,..." on top of
 * `tromp-taylor`). On failure returns TG_ERR_PARSE and writes a message that
 * names the bad part and what is allowed into err. */
tg_status tg_rules_parse(const char *spec, tg_rules *out, char *err, size_t err_len);

/* Applies one "key=value" to rules. Same errors as tg_rules_parse. */
tg_status tg_rules_set(tg_rules *rules, const char *key, const char *value,
                       char *err, size_t err_len);

/* Writes the full parameter set: "scoring=area,ko=positional,...". Returns
 * the length it needed, like snprintf. */
size_t tg_rules_format(const tg_rules *r, char *out, size_t n);

/* The text of one parameter's value ("positional", "7.5"). key is one of the
 * names of docs/rules.md, "The parameters". Returns NULL for an unknown key. */
const char *tg_rules_get(const tg_rules *r, const char *key, char *buf, size_t n);

/* The keys, in the order tg_rules_format writes them. */
int tg_rules_key_count(void);
const char *tg_rules_key_name(int i);

/* Maps an SGF RU value (any server's spelling) to a preset. Returns false
 * when the value names no known ruleset (out is then `japanese`, the most
 * common assumption of SGF readers). */
bool tg_rules_from_sgf(const char *ru, tg_rules *out);

/* Formats half points as SGF does: 13 -> "6.5", -2 -> "-1", 0 -> "0". */
void tg_format_half(int half_points, char out[16]);
/* Parses "6.5", "-1", "7" into half points. Rejects values that are not a
 * multiple of 0.5. */
tg_status tg_parse_half(const char *s, int *half_points);

/* -------------------------------------------------------------- handicap */

typedef enum { TG_ORDER_AGA, TG_ORDER_GTP } tg_handicap_order;

/* The fixed handicap points for n stones on this board (docs/rules.md, "Handicap"):
 * writes n points to out and returns TG_OK, or TG_ERR_ARG when n stones have
 * no fixed placement on this size. */
tg_status tg_handicap_points(const tg_board *b, int n, tg_handicap_order order, tg_point *out);
/* The largest fixed handicap this board size allows (0 below 7x7). */
int tg_handicap_max(const tg_board *b);

/* ------------------------------------------------------------------ game */

typedef enum tg_legality {
    TG_LEGAL = 0,
    TG_ILLEGAL_OFF_BOARD,
    TG_ILLEGAL_OCCUPIED,
    TG_ILLEGAL_SUICIDE,
    TG_ILLEGAL_KO,      /* retakes a ko at once (the basic ko rule) */
    TG_ILLEGAL_SUPERKO, /* repeats an earlier position (repeats_move says which) */
    TG_ILLEGAL_GAME_OVER,
    TG_NOT_PLAYED_NOMEM /* not a rule: memory ran out, nothing changed */
} tg_legality;

/* "occupied", "suicide", "ko", "superko", ... */
const char *tg_legality_str(tg_legality l);

typedef struct tg_verdict {
    tg_legality legality;
    /* For TG_ILLEGAL_SUPERKO and TG_ILLEGAL_KO: the move number after which
     * the repeated position stood (0 = the start position); else -1. */
    int repeats_move;
} tg_verdict;

typedef struct tg_move {
    tg_color color;
    tg_point point; /* TG_PASS for a pass */
} tg_move;

typedef enum tg_game_state {
    TG_PLAYING = 0,
    TG_ENDED_PASSES,  /* two passes (with white_last: White's pass last) */
    TG_ENDED_RESIGN,
    TG_ENDED_TIME,
    TG_ENDED_FORFEIT,
    TG_ENDED_CYCLE    /* no result: a cycle under the simple ko rule */
} tg_game_state;

typedef struct tg_game tg_game;

/* A new game on an empty board. NULL if the size is out of range or memory
 * runs out. The game owns a copy of rules. Free with tg_game_free. */
tg_game *tg_game_new(int width, int height, const tg_rules *rules);
void tg_game_free(tg_game *g);
/* A deep, independent copy. NULL on memory failure. */
tg_game *tg_game_clone(const tg_game *g);

/* Back to the empty board with no history; rules kept. */
void tg_game_clear(tg_game *g);
/* Room for n more moves (plays, passes, setups) in the history, so that
 * playing them never grows it: a caller that knows a game's length (a
 * record's replay) saves the copies of a growing history. TG_ERR_ARG when
 * the history would pass 16 M entries; TG_ERR_NOMEM when memory runs out
 * (the game is unchanged either way). n <= 0 does nothing. */
tg_status tg_game_reserve(tg_game *g, int n);

const tg_board *tg_game_board(const tg_game *g);
const tg_rules *tg_game_rules(const tg_game *g);
/* Replaces the rules. Allowed at any time: ko rules apply to the history
 * already played. */
void tg_game_set_rules(tg_game *g, const tg_rules *rules);
void tg_game_set_komi2(tg_game *g, int komi2);

tg_color tg_game_to_move(const tg_game *g);
/* Sets whose turn it is (SGF PL, or after handicap). */
void tg_game_set_to_move(tg_game *g, tg_color c);

/* Moves since the start position (passes included). */
int tg_game_move_count(const tg_game *g);
/* Move i, 1-based. A setup entry (see below) reads as {TG_EMPTY, TG_PASS}. */
tg_move tg_game_move(const tg_game *g, int i);

/* What history entry i (1-based, counted as tg_game_move counts) is: a
 * play or pass, or a setup made in the middle of the game (tg_game_setup
 * after the first move; consecutive setups share one entry). Setups before
 * the first move, and handicap, change the start position instead.
 * TG_ENTRY_NONE when i is out of range. */
typedef enum tg_entry_kind { TG_ENTRY_NONE = 0, TG_ENTRY_MOVE, TG_ENTRY_SETUP } tg_entry_kind;
tg_entry_kind tg_game_entry_kind(const tg_game *g, int i);
/* The points the setup entry i changed, in board order, with their new
 * colours (TG_EMPTY for a point cleared, SGF AE). points and colors have
 * room for TG_MAX_POINTS. Returns the count; 0 when i is not a setup. */
int tg_game_setup_changes(const tg_game *g, int i, tg_point *points, tg_color *colors);

/* Would `c` playing at p (TG_PASS for a pass) be legal now? Any colour may
 * be asked, whoever's turn it is (GTP allows non-alternating play). */
tg_verdict tg_game_check(const tg_game *g, tg_color c, tg_point p);
/* Every play of `c` judged at once, as tg_game_check would judge each:
 * legal[p] for every p below TG_MAX_POINTS (false off the board and on
 * stones). Returns the number of legal plays (a pass, legal while the game
 * is being played, is not counted). About 13 instructions an empty point
 * on x86-64 (SSE2): a play that captures nothing and is not suicide is
 * compared only with the positions of the history that have one stone
 * more, a capture by the hash of what it leaves; a suicide the rules
 * forbid is decided at once; such repeats, and suicides the rules allow,
 * go through tg_game_check. */
int tg_game_legal_mask(const tg_game *g, tg_color c, bool legal[TG_MAX_POINTS]);

/* Plays the move if it is legal, and says why not otherwise (then nothing
 * changes). TG_LEGAL means the move was recorded; if memory runs out the
 * verdict is TG_NOT_PLAYED_NOMEM and nothing changes. */
tg_verdict tg_game_play(tg_game *g, tg_color c, tg_point p);

/* Takes back the last move (or the end by resignation, time or forfeit),
 * restoring exactly the state before it: undoing the play that resumed a
 * game ended by passes ends it again. TG_ERR_STATE when there is nothing
 * to take back. */
tg_status tg_game_undo(tg_game *g);

/* Ends the game: `loser` resigns, runs out of time, or forfeits. */
void tg_game_resign(tg_game *g, tg_color loser);
void tg_game_time_loss(tg_game *g, tg_color loser);
void tg_game_forfeit(tg_game *g, tg_color loser);

/* Handicap. Allowed only before the first move on a board without stones:
 * otherwise TG_ERR_STATE. Fixed placement follows `order`; free placement
 * takes the points given (distinct, on the board). n = 1 places no stone
 * (an even game with Black moving first). White moves next when n >= 2. */
tg_status tg_game_fixed_handicap(tg_game *g, int n, tg_handicap_order order, tg_point *out);
tg_status tg_game_free_handicap(tg_game *g, const tg_point *points, int n);
int tg_game_handicap(const tg_game *g);
/* Records the handicap count without placing stones (SGF HA with AB). */
void tg_game_set_handicap_count(tg_game *g, int n);

/* Setup (SGF AB/AW/AE): changes one point with no capture. The position then
 * starts a new history (docs/rules.md, "Repetition"): earlier positions no longer count for
 * repetition. TG_ERR_ILLEGAL if a chain is left without liberty (the change
 * is then undone). */
tg_status tg_game_setup(tg_game *g, tg_point p, tg_color c);

tg_game_state tg_game_state_of(const tg_game *g);
/* Whether play has stopped by passing: the game ended in passes
 * (TG_ENDED_PASSES), or its last two moves are passes though the rules
 * ask for more (AGA's White passing last). The position is then the end
 * of the game for judging its dead stones (tg_estimate_options). */
bool tg_game_last_two_passes(const tg_game *g);
/* The loser when the game ended by resignation, time or forfeit. */
tg_color tg_game_loser(const tg_game *g);

/* Stones captured by c during play (not counting pass stones). */
int tg_game_captures(const tg_game *g, tg_color c);
/* Pass stones c has received (AGA): the opponent's passes when the rules
 * have pass_stones, else 0. */
int tg_game_pass_stones(const tg_game *g, tg_color c);
/* Passes c has made, whatever the rules. */
int tg_game_passes(const tg_game *g, tg_color c);
/* The first player to pass in the game, or TG_EMPTY. */
tg_color tg_game_first_passer(const tg_game *g);
/* Passes in a row at the end of the history. */
int tg_game_consecutive_passes(const tg_game *g);

/* Resumes play after the game ended by passes (a dispute, docs/rules.md, "Dead stones, disputes"). The
 * player to move follows the ruleset's dispute procedure. From then on the
 * game ends at the next two passes and everything on the board is alive. */
tg_status tg_game_resume(tg_game *g);
bool tg_game_resumed(const tg_game *g);

/* The result when it is decided without counting: "B+R", "W+T", "B+F",
 * "Void". Returns false (and writes "") while the game is being played or
 * when it ended by passes (then score it). */
bool tg_game_fixed_result(const tg_game *g, char out[16]);

/* ----------------------------------------------------------------- score */

/* What a point counts as in the final position. */
typedef enum tg_point_kind {
    TG_PT_NEUTRAL = 0, /* empty, counts for nobody (dame) */
    TG_PT_STONE,       /* a live stone of `owner` */
    TG_PT_TERRITORY,   /* empty, owner's territory */
    TG_PT_DEAD,        /* a dead stone, removed: territory of `owner`, or of nobody
                          (TG_EMPTY) on a teire point or a seki eye */
    TG_PT_SEKI_EYE,    /* empty, surrounded by one colour in seki: neutral under seki=neutral */
    TG_PT_SEKI_STONE   /* a live stone in seki */
} tg_point_kind;

typedef struct tg_point_score {
    uint8_t kind;  /* tg_point_kind */
    uint8_t owner; /* tg_color the point counts for, TG_EMPTY if nobody */
} tg_point_score;

/* What the position alone does not tell: filled in from a game by
 * tg_game_score, or by hand. */
typedef struct tg_score_context {
    int captures[3];    /* stones each colour captured during play */
    int pass_stones[3]; /* the opponent's passes: pass stones each colour
                           receives where the rules have pass_stones */
    int handicap;       /* handicap stones Black had */
    tg_color first_passer;
    /* The game did not end by two passes (it stopped, or it is being
     * played): there was no counting phase, so no point is taken from
     * territory for a defensive move it would have needed. */
    bool unfinished;
    /* The game ended "White passes, Black passes": under white_last White
     * still owes the obligatory last pass, and its pass stone goes to
     * Black's prisoners (docs/rules.md, "AGA"). */
    bool white_pass_owed;
} tg_score_context;

/* The context of a game as it stands: captures, passes, handicap, the
 * first passer, whether it ended by two passes, White's owed pass. */
void tg_game_score_context(const tg_game *g, tg_score_context *out);

typedef struct tg_score {
    int stones[3];      /* live stones on the board after removing the dead */
    int territory[3];   /* empty points (and points of removed dead stones) */
    int dead[3];        /* dead stones of each colour removed */
    int prisoners[3];   /* captures + opponent's dead + pass stones received */
    int seki_eyes;      /* eye points of seki groups left neutral */
    int neutral;        /* other empty points counting for nobody */
    int defence;        /* of those, points inside a player's area that the
                           player must fill to save a chain left in atari once
                           the dame are filled, or play first to capture the
                           dead stone on such a point (territory scoring without
                           pass stones only) */
    int tax[3];         /* group tax each colour pays */
    int komi2;
    int compensation;   /* handicap compensation to White (area scoring) */
    int first_pass;     /* points Black lost for White's first pass */
    int score2[3];      /* each player's total in half points */
    int margin2;        /* Black minus White in half points */
    char result[16];    /* "B+3.5", "W+0.5", "0" */
    tg_point_score points[TG_MAX_POINTS];
} tg_score;

/* Scores a final position. `dead` lists points; each marks its whole chain
 * dead (empty points and duplicates are ignored). Seki is detected from the
 * position: shared liberties that neither side can fill. */
tg_status tg_score_position(const tg_board *b, const tg_rules *rules,
                            const tg_score_context *ctx,
                            const tg_point *dead, int ndead, tg_score *out);

/* Scores the game's current position with its rules and history. */
tg_status tg_game_score(const tg_game *g, const tg_point *dead, int ndead, tg_score *out);

/* Whether each chain of the board is in seki (after removing nothing):
 * writes true at every stone of a chain in seki. `seki` has TG_MAX_POINTS
 * entries. */
void tg_find_seki(const tg_board *b, bool *seki);

#ifdef __cplusplus
}
#endif
#endif
