/*
 * sgf.h — the public interface of tengen's SGF (FF[4], also FF[1]-FF[3])
 * reader and writer.
 *
 * The model: a collection holds game trees; a game tree is its root node;
 * every node has an ordered list of children (the first child is the main
 * line) and an ordered list of properties; a property has an identifier
 * (upper-case letters, "B", "AB", "KM", or a private "MULTIGOGM") and one or
 * more values. Values are kept *raw*: the bytes between '[' and ']' with
 * their escapes still in place, converted to UTF-8 when the game's CA names
 * another charset. Decoding is asked for explicitly (tg_sgf_decode_text and
 * friends), so a property tengen does not know survives a round trip byte
 * for byte.
 *
 * Main invariant: every stored raw value is well formed — each ']' in it is
 * escaped and it does not end in an unpaired '\' — so the writer can emit it
 * verbatim and parse(write(tree)) == tree.
 *
 * Not here: game replay and legality (tengen check and tengen score build
 * them from tg_sgf_mainline and the core game API); SGF games other than Go
 * (GM other than 1 is read and written, but points are Go points).
 *
 * Ownership: a collection owns all its nodes; pointers to nodes, properties
 * and values stay valid until the node is removed or the collection freed.
 * Inputs are const, outputs come last and are marked OUT.
 */
#ifndef TENGEN_SGF_H
#define TENGEN_SGF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------- limits */

/* Defaults of tg_sgf_options; a 0 in an option means "the default". */
#define TG_SGF_DEFAULT_MAX_INPUT    ((size_t)64 << 20) /* bytes of input */
#define TG_SGF_DEFAULT_MAX_NODES    ((size_t)4000000)  /* nodes in a collection */
#define TG_SGF_DEFAULT_MAX_VALUES   ((size_t)16000000) /* property values in a collection */
#define TG_SGF_DEFAULT_MAX_VALUE    ((size_t)16 << 20) /* bytes of one value */
#define TG_SGF_DEFAULT_MAX_DEPTH    ((size_t)2000000)  /* nested '(' */
#define TG_SGF_DEFAULT_MAX_WARNINGS ((size_t)1000)     /* warnings kept (more are counted) */
#define TG_SGF_MAX_ID               32                 /* bytes of a property identifier */

/* SGF coordinates use a..z then A..Z: 52 points per side at most. */
#define TG_SGF_MAX_SIDE   52
#define TG_SGF_MAX_POINTS (TG_SGF_MAX_SIDE * TG_SGF_MAX_SIDE)

typedef struct tg_sgf_options {
    size_t max_input;    /* 0 = TG_SGF_DEFAULT_MAX_INPUT */
    size_t max_nodes;    /* 0 = TG_SGF_DEFAULT_MAX_NODES */
    size_t max_values;   /* 0 = TG_SGF_DEFAULT_MAX_VALUES */
    size_t max_value;    /* 0 = TG_SGF_DEFAULT_MAX_VALUE */
    size_t max_depth;    /* 0 = TG_SGF_DEFAULT_MAX_DEPTH */
    size_t max_warnings; /* 0 = TG_SGF_DEFAULT_MAX_WARNINGS */
    bool strict;         /* true: the tolerated messes are errors, not warnings */
    bool no_charset;     /* true: keep bytes as they are, ignore CA */
    bool moves_aside;    /* true, for replay alone (tengen check): the run
                            of plain move nodes that ends a game's main line
                            (";B[pd]": one B or W of two letters a-s, no other
                            property, no variation after it) is kept as a
                            compact list (tg_sgf_moves_aside), not as nodes.
                            tg_replay_sgf replays it; every other function
                            sees the tree without those nodes, so such a
                            collection must not be written or edited (the
                            writer refuses it). Positions, counts, limits,
                            warnings and errors are those of the full read. */
} tg_sgf_options;

/* What went wrong, and where. line and column count from 1 (column in
 * bytes); both are 0 when there is no position (I/O, memory). message is a
 * full sentence without the position, e.g. "expected ']' to close the value
 * of property C". */
typedef struct tg_sgf_error {
    tg_status status;
    int line, column;
    char message[200];
} tg_sgf_error;

/* Formats "line 3, column 7: expected ..." (or just the message when there
 * is no position). Returns the length it needed, like snprintf. */
size_t tg_sgf_error_format(const tg_sgf_error *e, char *out, size_t n);

typedef struct tg_sgf_collection tg_sgf_collection;
typedef struct tg_sgf_node tg_sgf_node;
typedef struct tg_sgf_prop tg_sgf_prop;

/* ------------------------------------------------------------ reading */

/* Parses SGF text (any bytes; need not be NUL-terminated). opt may be NULL
 * for the defaults. Returns a new collection (free with
 * tg_sgf_collection_free), or NULL with err filled in (err may be NULL). A
 * collection always has at least one game tree. */
tg_sgf_collection *tg_sgf_parse(const char *data, size_t len,
                                const tg_sgf_options *opt, tg_sgf_error *err);

/* Reads and parses a file (TG_ERR_IO when it cannot be read, TG_ERR_ARG when
 * it is larger than max_input). Only a regular file is read: a FIFO, a
 * device or a folder is refused at once ("not a regular file"), never
 * waited on; parse what comes from a pipe with tg_sgf_parse. */
tg_sgf_collection *tg_sgf_read_file(const char *path, const tg_sgf_options *opt,
                                    tg_sgf_error *err);

/* Frees the collection and every node in it. NULL is allowed. Iterative:
 * any depth of tree is freed without recursion. */
void tg_sgf_collection_free(tg_sgf_collection *c);

/* Tolerated problems found while reading, in input order. */
size_t tg_sgf_warning_count(const tg_sgf_collection *c);
/* Warning i (0-based) as an error record with status TG_OK. */
const tg_sgf_error *tg_sgf_warning(const tg_sgf_collection *c, size_t i);
/* Warnings found but not kept once max_warnings was reached. */
size_t tg_sgf_warnings_dropped(const tg_sgf_collection *c);

/* ----------------------------------------------------- tree navigation */

size_t tg_sgf_game_count(const tg_sgf_collection *c);
/* The root node of game tree i, or NULL when i is out of range. */
tg_sgf_node *tg_sgf_game(const tg_sgf_collection *c, size_t i);

tg_sgf_node *tg_sgf_node_parent(const tg_sgf_node *n);   /* NULL at a root */
tg_sgf_node *tg_sgf_node_child(const tg_sgf_node *n);    /* first child (main line) */
tg_sgf_node *tg_sgf_node_next(const tg_sgf_node *n);     /* next sibling */
size_t tg_sgf_node_child_count(const tg_sgf_node *n);
/* Where the node's ';' was in the input (0 for built nodes). */
int tg_sgf_node_line(const tg_sgf_node *n);
int tg_sgf_node_column(const tg_sgf_node *n);

size_t tg_sgf_node_prop_count(const tg_sgf_node *n);
const tg_sgf_prop *tg_sgf_node_prop(const tg_sgf_node *n, size_t i);
/* The property with this identifier ("KM"), or NULL. */
const tg_sgf_prop *tg_sgf_node_find(const tg_sgf_node *n, const char *id);
/* The first raw value of property id, NUL-terminated, or NULL if absent. */
const char *tg_sgf_node_get(const tg_sgf_node *n, const char *id);
/* The common move node at one call: true when n's only property is B or W
 * with exactly one value; then *color is TG_BLACK or TG_WHITE and *raw,
 * *len the raw value (NUL-terminated). False for any other node. */
bool tg_sgf_node_lone_move(const tg_sgf_node *n, tg_color *color, const char **raw, size_t *len);

/* A move node a reader with moves_aside kept out of the tree: where its ';'
 * was, its colour, and its value's two letters (each 'a' to 's'). */
typedef struct tg_sgf_move_aside {
    int line, column;
    uint8_t color; /* TG_BLACK or TG_WHITE */
    char x, y;     /* the raw letters */
} tg_sgf_move_aside;

/* The moves kept aside after n, in record order: non-NULL (and *count > 0)
 * only when n is the last node in the tree of a game's main line read with
 * moves_aside and that line went on in plain moves. */
const tg_sgf_move_aside *tg_sgf_moves_aside(const tg_sgf_node *n, size_t *count);
/* The first value of property id decoded as Text (escapes and soft line
 * breaks removed). A new string: free() it. NULL if absent or no memory. */
char *tg_sgf_node_text(const tg_sgf_node *n, const char *id);

const char *tg_sgf_prop_id(const tg_sgf_prop *p);
size_t tg_sgf_prop_value_count(const tg_sgf_prop *p);
/* Raw value i, NUL-terminated (it may also hold NUL bytes: len tells);
 * len may be NULL. NULL when i is out of range. */
const char *tg_sgf_prop_value(const tg_sgf_prop *p, size_t i, size_t *len);

/* Whether two trees (nodes, order, identifiers, raw values) are identical.
 * Iterative. */
bool tg_sgf_node_equal(const tg_sgf_node *a, const tg_sgf_node *b);
bool tg_sgf_collection_equal(const tg_sgf_collection *a, const tg_sgf_collection *b);

/* --------------------------------------------------------- building */

/* An empty collection (no game trees yet). NULL when memory runs out. */
tg_sgf_collection *tg_sgf_collection_new(void);
/* Appends a new, empty game tree; returns its root (owned by c). */
tg_sgf_node *tg_sgf_game_add(tg_sgf_collection *c);
/* Appends a new, empty node as the last child of parent. */
tg_sgf_node *tg_sgf_node_add_child(tg_sgf_node *parent);
/* Detaches n (and its subtree) from its parent and frees it. Not for roots.
 * The pointer is invalid afterwards. */
void tg_sgf_node_remove(tg_sgf_node *n);

/* Sets property id of n to the given plain values, replacing any earlier
 * values: each is escaped (']' and '\') and stored. id must be 1 to
 * TG_SGF_MAX_ID upper-case letters (else TG_ERR_ARG). */
tg_status tg_sgf_node_set(tg_sgf_node *n, const char *id, const char *const *values,
                          size_t count);
/* The common case: one plain value. */
tg_status tg_sgf_node_set1(tg_sgf_node *n, const char *id, const char *value);
/* Sets one raw value, stored as given: TG_ERR_ARG when it is not well
 * formed (an unescaped ']' or a trailing lone '\'). */
tg_status tg_sgf_node_set_raw(tg_sgf_node *n, const char *id, const char *raw, size_t len);
/* Appends one plain value to property id (creating it). */
tg_status tg_sgf_node_append(tg_sgf_node *n, const char *id, const char *value);
/* Removes property id; false if it was absent. */
bool tg_sgf_node_unset(tg_sgf_node *n, const char *id);

/* ------------------------------------------------------------ writing */

/* Writes the collection as SGF text into a new buffer (*out, *len; free()
 * it). The buffer is NUL-terminated. TG_ERR_ARG for a collection read with
 * moves_aside that kept moves aside (its trees lack them). */
tg_status tg_sgf_write(const tg_sgf_collection *c, char **out, size_t *len);

/* Writes the collection to path atomically: a temporary file in the same
 * directory, fsync, rename. On failure the old file is untouched and err
 * says why. */
tg_status tg_sgf_write_file(const tg_sgf_collection *c, const char *path, tg_sgf_error *err);

/* ------------------------------------------------------ value helpers */

/* Decodes a raw Text value into out (room for len + 1 bytes; NUL-
 * terminated): "\x" becomes "x", a backslash before a line break removes
 * both, line breaks become "\n", other white space a space. Returns the
 * decoded length. */
size_t tg_sgf_decode_text(const char *raw, size_t len, char *out);
/* SimpleText: as Text, but line breaks become spaces too. */
size_t tg_sgf_decode_simpletext(const char *raw, size_t len, char *out);
/* The reverse: escapes ']' and '\' of plain text into out (room for
 * 2 * len + 1 bytes). Returns the length. */
size_t tg_sgf_escape(const char *text, size_t len, char *out);

/* Splits a raw Compose value ("aa:cc") at its first unescaped ':'. Returns
 * false when there is none. */
bool tg_sgf_split_compose(const char *raw, size_t len, size_t *first_len, size_t *second_off);

/* Number ("+12", "-3"): TG_ERR_PARSE if it is not one. */
tg_status tg_sgf_parse_number(const char *raw, size_t len, long *out);
/* Real ("7.5", "-0.5", "1e3" is not SGF and fails). */
tg_status tg_sgf_parse_real(const char *raw, size_t len, double *out);

/* A point in SGF terms: x is the column (0 = left, letter a), y the row
 * (0 = top). A pass has x = y = -1. */
typedef struct tg_sgf_point {
    int8_t x, y;
} tg_sgf_point;

static inline bool tg_sgf_is_pass(tg_sgf_point p) { return p.x < 0; }

/* Parses a move: two letters, or "" (a pass), or "tt" on boards up to 19x19
 * (a pass). TG_ERR_PARSE when it is neither a point of a width x height
 * board nor a pass. */
tg_status tg_sgf_parse_move(const char *raw, size_t len, int width, int height,
                            tg_sgf_point *out);
/* Parses one point (no pass). */
tg_status tg_sgf_parse_point(const char *raw, size_t len, int width, int height,
                             tg_sgf_point *out);
/* Writes the two letters of p ("" for a pass). */
void tg_sgf_point_letters(tg_sgf_point p, char out[3]);

/* Expands every value of a point-list property (AB[aa][bb:cc]) into points,
 * rectangles row by row, duplicates dropped. out has room for width *
 * height points; *count gets the number written. TG_ERR_PARSE (with
 * nothing promised in out) when a value is not a point or rectangle of the
 * board. An empty value ("AE[]", an empty list) is allowed and adds nothing. */
tg_status tg_sgf_expand_points(const tg_sgf_prop *p, int width, int height,
                               tg_sgf_point *out, size_t *count);

/* ---------------------------------------------------------- game info */

typedef enum tg_sgf_winner {
    TG_SGF_WIN_NONE = 0, /* no RE property */
    TG_SGF_WIN_UNKNOWN,  /* "?" or text that names no result */
    TG_SGF_WIN_BLACK,
    TG_SGF_WIN_WHITE,
    TG_SGF_WIN_DRAW,     /* "0", "Draw", "Jigo" */
    TG_SGF_WIN_VOID      /* "Void": no result */
} tg_sgf_winner;

typedef enum tg_sgf_win_by {
    TG_SGF_BY_NONE = 0,  /* draw, void, unknown, or "B+" with no margin */
    TG_SGF_BY_SCORE,     /* margin2 holds the margin */
    TG_SGF_BY_RESIGN,
    TG_SGF_BY_TIME,
    TG_SGF_BY_FORFEIT
} tg_sgf_win_by;

typedef struct tg_sgf_result {
    tg_sgf_winner winner;
    tg_sgf_win_by by;
    int margin2; /* the margin in half points when by == TG_SGF_BY_SCORE */
} tg_sgf_result;

/* Parses an RE value (raw): "B+3.5", "W+R", "W+Resign", "B+T", "B+Time",
 * "B+F", "0", "Draw", "Jigo", "Void", "?", anything else (unknown). */
tg_sgf_result tg_sgf_parse_result(const char *raw, size_t len);

/* Whether a result by score cannot have been counted with a komi of komi2
 * half points: every count, area or territory, with or without handicap
 * compensation, is a whole number of points, so the margin has a half
 * point exactly when the komi has one. */
static inline bool tg_sgf_result_misses_komi(const tg_sgf_result *r, int komi2) {
    return r->by == TG_SGF_BY_SCORE && (r->margin2 - komi2) % 2 != 0;
}

/* Whether the result is a count: a draw or a win by score. A game that
 * was counted ended on the board (so its final position is the end of the
 * game, whose dead stones the count removed); a win by resignation, time
 * or forfeit stopped it before its end, and a missing, unknown or void
 * result says nothing. */
static inline bool tg_sgf_result_counted(const tg_sgf_result *r) {
    return r->winner == TG_SGF_WIN_DRAW ||
           ((r->winner == TG_SGF_WIN_BLACK || r->winner == TG_SGF_WIN_WHITE) && r->by == TG_SGF_BY_SCORE);
}

#define TG_SGF_INFO_WARNINGS 4

/* The game information of a game tree's root. String fields point at raw
 * values inside the tree (escapes kept; decode for display) or are NULL
 * when the property is absent. */
typedef struct tg_sgf_game_info {
    int width, height;      /* SZ[19] or SZ[19:13]; 19x19 when absent */
    bool has_komi;
    int komi2;              /* komi in half points (KM, or KO as komi) */
    int handicap;           /* HA, 0 when absent */
    tg_color to_play;       /* PL of the root, TG_EMPTY when absent */
    int ff;                 /* FF, 1 when absent (as the standard says) */
    tg_sgf_result result;   /* RE parsed */
    const char *rules, *result_text, *black, *white, *black_rank, *white_rank,
        *date, *event, *round, *place, *time, *overtime, *game_name,
        *comment, *source, *user, *annotator, *copyright, *application,
        *charset;
    /* Doubtful values read with a guess: "KM[750] read as komi 7.5 (Fox
     * writes komi x100)". line/column are those of the root node. */
    int warning_count;
    tg_sgf_error warnings[TG_SGF_INFO_WARNINGS];
} tg_sgf_game_info;

/* Reads the game information of root. TG_ERR_PARSE (and err) when SZ, KM or
 * HA cannot be read at all or the size is outside 1..TG_SGF_MAX_SIDE. */
tg_status tg_sgf_game_info_read(const tg_sgf_node *root, tg_sgf_game_info *out,
                                tg_sgf_error *err);

/* ---------------------------------------------------------- main line */

/* One node of the main line, in SGF terms. Arrays and strings belong to the
 * iterator and stay valid until the next call. */
typedef struct tg_sgf_step {
    const tg_sgf_node *node;
    int depth;               /* 0 for the root */
    bool has_move;
    tg_color move_color;     /* TG_BLACK (B) or TG_WHITE (W) */
    tg_sgf_point move;       /* a pass has x = y = -1 */
    tg_color to_play;        /* PL, TG_EMPTY when absent */
    const tg_sgf_point *add_black, *add_white, *add_empty; /* AB, AW, AE */
    size_t n_add_black, n_add_white, n_add_empty;
    const tg_sgf_point *territory_black, *territory_white; /* TB, TW */
    size_t n_territory_black, n_territory_white;
    const char *comment;     /* C decoded as Text, NULL when absent */
} tg_sgf_step;

typedef struct tg_sgf_mainline tg_sgf_mainline;

/* Starts a walk of the main line (first child at every node) of the game
 * tree rooted at root, on a width x height board (take them from
 * tg_sgf_game_info_read). NULL when memory runs out or the size is bad. */
tg_sgf_mainline *tg_sgf_mainline_new(const tg_sgf_node *root, int width, int height);
/* The next node: *out points at the step, or is NULL after the last node.
 * TG_ERR_PARSE (with line and column of the node in err) when a move or
 * point list cannot be read, or a node has both B and W. */
tg_status tg_sgf_mainline_next(tg_sgf_mainline *m, const tg_sgf_step **out, tg_sgf_error *err);
void tg_sgf_mainline_free(tg_sgf_mainline *m);

#ifdef __cplusplus
}
#endif
#endif
