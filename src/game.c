/*
 * game.c — a game: a board under a ruleset, with its history, legality,
 * passes, handicap, the end of the game and undo.
 *
 * The history is an array of entries, one per position that stood: entry 0
 * is the start (after setup and handicap), entry i the position after move
 * i. Each entry keeps the exact position packed in two bits per point, its
 * Zobrist hash, and the counters as they were then, so undo simply restores
 * the previous entry. The newest entry's packed position is always the
 * board's: a play packs only what it changes (a copy of the previous
 * entry's position, the played point set, captured chains cleared).
 *
 * Repetition (docs/rules.md, "Repetition") is decided with a chained hash table over the
 * entries, keyed by position hash: a look-up walks only the entries with the
 * same bucket, checks which of them the ko rule counts (any, same player to
 * move next, or created by a play of the same player), then confirms a hash
 * match by comparing the packed positions, so a hash collision can never
 * forbid a legal move. Entries enter the table in order and leave it in
 * reverse order (undo), so each entry is always at the head of its bucket
 * when it leaves.
 *
 * What it does not do: scoring (score.c), deciding life and death.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__) && defined(__GNUC__) && !defined(TG_NO_SIMD)
#include <emmintrin.h> /* the legal mask's first pass: SSE2 is in every x86-64 */
#define MASK_SSE2 1
#endif

#include "tengen/tengen.h"
#include "board_internal.h"
#include "zobrist.h"

enum entry_kind { ENTRY_START, ENTRY_PLAY, ENTRY_PASS, ENTRY_SETUP };

typedef struct entry {
    tg_move move;             /* the move that made this position (start/setup: none) */
    uint8_t kind;             /* enum entry_kind */
    uint8_t to_move_after;    /* who moves next in this position */
    uint8_t ko_color;
    uint8_t first_passer;
    uint16_t ko_point;
    uint16_t stones;          /* stones on the board (tg_game_legal_mask's filter) */
    int32_t next_in_bucket;   /* older entry with the same bucket, or negative */
    uint16_t peak;            /* the most stones of any entry since the history's start */
    uint64_t hash;
    int captures[3];          /* cumulative, after this entry */
    int pass_stones[3];
    int consecutive_passes;
    int last_pass;            /* index of the latest pass entry so far, or -1 */
    int prev_history_start;   /* for setup entries: the start before them */
    int resumed_from;         /* play resumed after this entry, which had ended the game
                                 with this many passes in a row; 0 if not */
} entry;

struct tg_game {
    tg_rules rules;
    tg_board board;
    tg_color to_move;
    tg_game_state state;
    tg_game_state state_before_end; /* what undoing a resignation returns to */
    tg_color loser;
    int handicap;
    int resumed_at;     /* number of entries when play resumed, 0 if never */
    int history_start;  /* first entry that counts for repetition */
    entry *hist;
    int nhist, cap;
    uint8_t *packed;    /* cap * pstride bytes: the position of each entry */
    size_t psize;       /* the bytes of a packed position (packed_bytes) */
    size_t pstride;     /* the bytes between two entries' positions (packed_stride):
                           psize and spare bytes, which are zero */
    int32_t *buckets;
    uint32_t nbuckets;  /* a power of two */
    /* The empty board of this size, made at the first tg_game_clear and
     * copied at each (NULL before, or if memory ran out: then the board
     * is cleared in place). A copy is about 600 instructions on 19x19,
     * tg_board_clear about 4,600 (callgrind): `check` and a batch reuse
     * one game for every record. */
    tg_board *empty_board;
};

/* ---------------------------------------------------------- hash table */

/* An empty bucket is any negative index (-1 but after a clear's fill). */
#define EMPTY_BUCKET_FILL INT32_MIN

static inline uint32_t bucket_of(const tg_game *g, uint64_t h) {
    return (uint32_t)(h ^ (h >> 32)) & (g->nbuckets - 1);
}

static void table_insert(tg_game *g, int i) {
    uint32_t b = bucket_of(g, g->hist[i].hash);
    g->hist[i].next_in_bucket = g->buckets[b];
    g->buckets[b] = i;
}

/* Removes entry i, which must be the newest entry of its bucket. */
static void table_remove(tg_game *g, int i) {
    uint32_t b = bucket_of(g, g->hist[i].hash);
    g->buckets[b] = g->hist[i].next_in_bucket;
}

static bool table_grow(tg_game *g) {
    uint32_t n = g->nbuckets * 2;
    int32_t *nb = malloc(n * sizeof *nb);
    if (!nb) return false;
    free(g->buckets);
    g->buckets = nb;
    g->nbuckets = n;
    for (uint32_t b = 0; b < n; b++) g->buckets[b] = -1;
    for (int i = 0; i < g->nhist; i++) table_insert(g, i);
    return true;
}

/* The history and its packed positions with room for cap entries (the
 * slow path of both functions below); false if memory ran out, with what
 * grew kept grown and the game unchanged. */
static bool realloc_history(tg_game *g, int cap) {
    entry *h = realloc(g->hist, (size_t)cap * sizeof *h);
    if (!h) return false;
    g->hist = h;
    uint8_t *p = realloc(g->packed, (size_t)cap * g->pstride);
    if (!p) return false;
    g->packed = p;
    g->cap = cap;
    return true;
}

/* Room for `need` entries in all (the table at most half full); false if
 * memory ran out (what grew stays grown: the game is unchanged). */
static bool grow_to(tg_game *g, int need) {
    while ((uint32_t)need * 2 > g->nbuckets)
        if (!table_grow(g)) return false;
    if (need <= g->cap) return true;
    int cap = g->cap ? g->cap : 64;
    while (cap < need) cap *= 2;
    return realloc_history(g, cap);
}

/* Room for one more entry; false (with nothing changed) if memory ran out.
 * (Kept apart from grow_to: as one function B6 cost 1.5 instructions a
 * move more, callgrind.) */
static bool reserve_more(tg_game *g) {
    if ((uint32_t)(g->nhist + 1) * 2 > g->nbuckets && !table_grow(g)) return false;
    if (g->nhist < g->cap) return true;
    return realloc_history(g, g->cap ? g->cap * 2 : 64);
}

/* The most entries tg_game_reserve makes room for (tengen.h: "16 M"): a
 * caller's count is checked against it before any arithmetic, so that
 * need * 2 (the buckets, uint32_t) and the doubling of cap (int) cannot
 * overflow, and a wrong count cannot ask for more than a few gigabytes
 * (16 M entries of 19x19 are about 3 GB: 72 bytes of entry, 96 of
 * position, 8 of buckets). Plays beyond it still grow the history one
 * doubling at a time, as memory allows. */
#define RESERVE_MAX_ENTRIES (1 << 24)

/* n more entries: nhist + n in all (reserve() before the last of them
 * finds nhist + n - 1 entries, room for one more, the table at most half
 * full). */
tg_status tg_game_reserve(tg_game *g, int n) {
    if (n <= 0) return TG_OK;
    if (n > RESERVE_MAX_ENTRIES - g->nhist) return TG_ERR_ARG;
    return grow_to(g, g->nhist + n) ? TG_OK : TG_ERR_NOMEM;
}

#if defined(__GNUC__)
#define GAME_INLINE inline __attribute__((always_inline))
#else
#define GAME_INLINE inline
#endif

static GAME_INLINE bool reserve(tg_game *g) {
    return ((uint32_t)(g->nhist + 1) * 2 <= g->nbuckets && g->nhist < g->cap) || reserve_more(g);
}

static inline const uint8_t *packed_of(const tg_game *g, int i) {
    return g->packed + (size_t)i * g->pstride;
}

/* The packed layout: two bits a point for the point indices from the top
 * left point (stride + 1) to the bottom right one, border points included
 * (always TG_EDGE), so that a point's place needs no division by the
 * stride. The last byte's spare bits hold the colours of the border points
 * that follow, also TG_EDGE: every position has one packed form. It
 * takes more than (width * height + 3) / 4 bytes (163 on 25x25): buffers
 * for one position are PACKED_MAX_BYTES. */

static size_t packed_bytes(const tg_board *b) {
    return ((size_t)(b->height - 1) * b->stride + b->width + 3) / 4;
}

/* Every play copies the previous entry's position. Up to 19x19 (95 bytes)
 * the copy is PACKED_COPY_BYTES, a constant the compiler copies in six
 * 16-byte moves, not a call to memcpy of a variable size (about 13
 * instructions a play less, callgrind): the entries of such boards lie
 * that far apart, the bytes past the position zero (written once, at
 * push_entry and refresh_last, then copied along). */
#define PACKED_COPY_BYTES 96

static size_t packed_stride(size_t psize) {
    return psize <= PACKED_COPY_BYTES ? PACKED_COPY_BYTES : (psize + 15) & ~(size_t)15;
}

/* packed_bytes of the largest board (stride TG_MAX_SIDE + 1), and a
 * buffer for one position on the stack, room for a constant-size copy. */
#define PACKED_MAX_BYTES (((TG_MAX_SIDE - 1) * (TG_MAX_SIDE + 1) + TG_MAX_SIDE + 3) / 4)
#define PACKED_BUF_BYTES (PACKED_MAX_BYTES > PACKED_COPY_BYTES ? PACKED_MAX_BYTES : PACKED_COPY_BYTES)

/* Copies the previous entry's position (the spare bytes too, when the
 * copy is the constant one). */
static inline void copy_packed(const tg_game *g, uint8_t *out, const uint8_t *in) {
    if (g->pstride == PACKED_COPY_BYTES)
        memcpy(out, in, PACKED_COPY_BYTES);
    else
        memcpy(out, in, g->psize);
}

static inline void packed_set(const tg_board *b, uint8_t *out, tg_point p, tg_color c) {
    size_t k = (size_t)p - b->stride - 1;
    unsigned shift = (unsigned)(k & 3) * 2;
    out[k >> 2] = (uint8_t)((out[k >> 2] & ~(3u << shift)) | ((unsigned)c << shift));
}

static inline tg_color packed_get(const tg_board *b, const uint8_t *in, tg_point p) {
    size_t k = (size_t)p - b->stride - 1;
    return (tg_color)((in[k >> 2] >> ((k & 3) * 2)) & 3);
}

/* Packs the whole board (start, setup, handicap). The points read past the
 * bottom right one are border points within TG_MAX_POINTS. */
static void pack_board(const tg_board *b, uint8_t *out) {
    const uint8_t *col = b->color + b->stride + 1;
    size_t n = packed_bytes(b);
    for (size_t i = 0; i < n; i++, col += 4)
        out[i] = (uint8_t)(col[0] | col[1] << 2 | col[2] << 4 | col[3] << 6);
}

/* Sets every point from a packed position and rebuilds the board. */
static void unpack_board(tg_board *b, const uint8_t *in) {
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            b->color[p] = (uint8_t)packed_get(b, in, p);
        }
    tg_board_rebuild(b);
}

/* Entry i's stone count and peak, from the board. A setup entry (which
 * tg_game_setup makes the history's start after pushing it, then
 * refreshes) starts the peak afresh. */
static inline void set_stones(tg_game *g, int i) {
    entry *e = &g->hist[i];
    e->stones = (uint16_t)(g->board.stones[TG_BLACK] + g->board.stones[TG_WHITE]);
    e->peak = i <= g->history_start || e->stones > g->hist[i - 1].peak ? e->stones : g->hist[i - 1].peak;
}

/* Packs the board as entry i's position, its spare bytes zero. */
static void pack_entry(tg_game *g, int i) {
    uint8_t *out = g->packed + (size_t)i * g->pstride;
    pack_board(&g->board, out);
    memset(out + g->psize, 0, g->pstride - g->psize);
}

/* Appends an entry for the board as it stands, packed afresh unless its
 * place holds the board's position already (start and setup; tg_game_play
 * writes its entries in place). reserve() must have been called. */
static void push_entry(tg_game *g, entry e, bool pack) {
    int i = g->nhist++;
    e.hash = g->board.hash;
    e.ko_point = g->board.ko_point;
    e.ko_color = g->board.ko_color;
    g->hist[i] = e;
    set_stones(g, i);
    if (pack) pack_entry(g, i);
    table_insert(g, i);
}

/* Re-records the newest entry after the board changed under it (setup). */
static void refresh_last(tg_game *g) {
    int i = g->nhist - 1;
    table_remove(g, i);
    g->hist[i].hash = g->board.hash;
    g->hist[i].ko_point = g->board.ko_point;
    g->hist[i].ko_color = g->board.ko_color;
    set_stones(g, i);
    pack_entry(g, i);
    table_insert(g, i);
}

static inline const entry *last_entry(const tg_game *g) { return &g->hist[g->nhist - 1]; }

/* --------------------------------------------------------- life cycle */

/* The history and the game's state back to the start (the board is
 * already empty). */
static void start_history(tg_game *g) {
    g->to_move = TG_BLACK;
    g->state = TG_PLAYING;
    g->state_before_end = TG_PLAYING;
    g->loser = TG_EMPTY;
    g->handicap = 0;
    g->resumed_at = 0;
    g->history_start = 0;
    /* Only the buckets of the entries are in use: empty them (n in a
     * local: the stores could change g->nhist, as far as the compiler
     * knows). Each found from its entry's hash costs about 8 instructions
     * an entry; so when the buckets are not many more than the entries,
     * all of them are filled instead (about half an instruction a bucket)
     * with EMPTY_BUCKET_FILL, negative as -1 and so an empty bucket to
     * every look-up (they test i >= 0), but not one byte repeated: the
     * compiler makes the fill a loop of vector stores, not a call of
     * memset (whose `rep stos` callgrind counts a byte at a time). */
    int32_t *buckets = g->buckets;
    const entry *hist = g->hist;
    const uint32_t nb = g->nbuckets, mask = nb - 1;
    const int n = g->nhist;
    if (nb <= 16 * (uint32_t)n) {
        for (uint32_t b = 0; b < nb; b++) buckets[b] = EMPTY_BUCKET_FILL;
    } else {
        for (int i = 0; i < n; i++) {
            uint64_t h = hist[i].hash;
            buckets[(uint32_t)(h ^ (h >> 32)) & mask] = -1;
        }
    }
    /* Entry 0 of a history that started with no stone holds the empty
     * board's packed position already (a setup or handicap there repacks
     * it and counts its stones): kept, not packed again. */
    const bool packed_empty = n > 0 && hist[0].stones == 0;
    g->nhist = 0;
    entry e;
    memset(&e, 0, sizeof e);
    e.kind = ENTRY_START;
    e.to_move_after = TG_BLACK;
    e.last_pass = -1;
    e.first_passer = TG_EMPTY;
    push_entry(g, e, !packed_empty);
}

static void start(tg_game *g) {
    if (!g->empty_board && (g->empty_board = malloc(sizeof *g->empty_board)) != NULL)
        tg_board_init(g->empty_board, g->board.width, g->board.height);
    if (g->empty_board)
        tg_board_copy(&g->board, g->empty_board);
    else
        tg_board_clear(&g->board);
    start_history(g);
}

tg_game *tg_game_new(int width, int height, const tg_rules *rules) {
    if (width < 1 || width > TG_MAX_SIDE || height < 1 || height > TG_MAX_SIDE) return NULL;
    tg_game *g = malloc(sizeof *g);
    if (!g) return NULL;
    /* Zero everything but the board, which tg_board_init zeroes and
     * initialises in place (no second 9 KB memset, no copy). */
    memset(g, 0, offsetof(tg_game, board));
    memset((char *)g + offsetof(tg_game, board) + sizeof g->board, 0,
           sizeof *g - offsetof(tg_game, board) - sizeof g->board);
    g->rules = *rules;
    tg_board_init(&g->board, width, height);
    g->psize = packed_bytes(&g->board);
    g->pstride = packed_stride(g->psize);
    g->nbuckets = 256;
    g->buckets = malloc(g->nbuckets * sizeof *g->buckets);
    g->cap = 64;
    g->hist = malloc((size_t)g->cap * sizeof *g->hist);
    g->packed = malloc((size_t)g->cap * g->pstride);
    if (!g->buckets || !g->hist || !g->packed) {
        tg_game_free(g);
        return NULL;
    }
    memset(g->buckets, 0xff, g->nbuckets * sizeof *g->buckets); /* all -1 */
    start_history(g);
    return g;
}

void tg_game_free(tg_game *g) {
    if (!g) return;
    free(g->hist);
    free(g->packed);
    free(g->buckets);
    free(g->empty_board);
    free(g);
}

tg_game *tg_game_clone(const tg_game *g) {
    tg_game *c = malloc(sizeof *c);
    if (!c) return NULL;
    *c = *g;
    c->empty_board = NULL; /* made again at its first clear */
    c->hist = malloc((size_t)g->cap * sizeof *g->hist);
    c->packed = malloc((size_t)g->cap * g->pstride);
    c->buckets = malloc(g->nbuckets * sizeof *g->buckets);
    if (!c->hist || !c->packed || !c->buckets) {
        tg_game_free(c);
        return NULL;
    }
    memcpy(c->hist, g->hist, (size_t)g->nhist * sizeof *g->hist);
    memcpy(c->packed, g->packed, (size_t)g->nhist * g->pstride);
    memcpy(c->buckets, g->buckets, g->nbuckets * sizeof *g->buckets);
    return c;
}

void tg_game_clear(tg_game *g) { start(g); }

const tg_board *tg_game_board(const tg_game *g) { return &g->board; }
const tg_rules *tg_game_rules(const tg_game *g) { return &g->rules; }
void tg_game_set_rules(tg_game *g, const tg_rules *rules) { g->rules = *rules; }
void tg_game_set_komi2(tg_game *g, int komi2) { g->rules.komi2 = komi2; }
tg_color tg_game_to_move(const tg_game *g) { return g->to_move; }

void tg_game_set_to_move(tg_game *g, tg_color c) {
    if (c != TG_BLACK && c != TG_WHITE) return;
    g->to_move = c;
    entry *e = &g->hist[g->nhist - 1];
    if (e->kind == ENTRY_START || e->kind == ENTRY_SETUP) e->to_move_after = (uint8_t)c;
}

int tg_game_move_count(const tg_game *g) { return g->nhist - 1; }

tg_move tg_game_move(const tg_game *g, int i) {
    tg_move none = {TG_EMPTY, TG_PASS};
    if (i < 1 || i >= g->nhist) return none;
    return g->hist[i].move;
}

tg_entry_kind tg_game_entry_kind(const tg_game *g, int i) {
    if (i < 1 || i >= g->nhist) return TG_ENTRY_NONE;
    return g->hist[i].kind == ENTRY_SETUP ? TG_ENTRY_SETUP : TG_ENTRY_MOVE;
}

/* Compares the packed positions of entries i - 1 and i point by point. */
int tg_game_setup_changes(const tg_game *g, int i, tg_point *points, tg_color *colors) {
    if (tg_game_entry_kind(g, i) != TG_ENTRY_SETUP) return 0;
    const uint8_t *before = packed_of(g, i - 1), *after = packed_of(g, i);
    const tg_board *b = &g->board;
    int n = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            tg_color was = packed_get(b, before, p), now = packed_get(b, after, p);
            if (was == now) continue;
            points[n] = p;
            colors[n++] = now;
        }
    return n;
}

tg_game_state tg_game_state_of(const tg_game *g) { return g->state; }

bool tg_game_last_two_passes(const tg_game *g) {
    if (g->state == TG_ENDED_PASSES) return true;
    int n = tg_game_move_count(g);
    return n >= 2 && tg_game_entry_kind(g, n) == TG_ENTRY_MOVE && tg_game_entry_kind(g, n - 1) == TG_ENTRY_MOVE &&
           tg_game_move(g, n).point == TG_PASS && tg_game_move(g, n - 1).point == TG_PASS;
}
tg_color tg_game_loser(const tg_game *g) { return g->loser; }
int tg_game_captures(const tg_game *g, tg_color c) { return c == TG_BLACK || c == TG_WHITE ? last_entry(g)->captures[c] : 0; }
int tg_game_pass_stones(const tg_game *g, tg_color c) {
    return g->rules.pass_stones && (c == TG_BLACK || c == TG_WHITE) ? last_entry(g)->pass_stones[c] : 0;
}
int tg_game_passes(const tg_game *g, tg_color c) {
    return c == TG_BLACK || c == TG_WHITE ? last_entry(g)->pass_stones[tg_opponent(c)] : 0;
}
tg_color tg_game_first_passer(const tg_game *g) { return (tg_color)last_entry(g)->first_passer; }
int tg_game_consecutive_passes(const tg_game *g) { return last_entry(g)->consecutive_passes; }
int tg_game_handicap(const tg_game *g) { return g->handicap; }
void tg_game_set_handicap_count(tg_game *g, int n) { g->handicap = n >= 2 ? n : 0; }
bool tg_game_resumed(const tg_game *g) { return g->resumed_at > 0; }

const char *tg_legality_str(tg_legality l) {
    switch (l) {
    case TG_LEGAL: return "legal";
    case TG_ILLEGAL_OFF_BOARD: return "not a point of the board";
    case TG_ILLEGAL_OCCUPIED: return "occupied";
    case TG_ILLEGAL_SUICIDE: return "suicide";
    case TG_ILLEGAL_KO: return "ko";
    case TG_ILLEGAL_SUPERKO: return "superko";
    case TG_ILLEGAL_GAME_OVER: return "the game is over";
    case TG_NOT_PLAYED_NOMEM: return "out of memory";
    }
    return "unknown";
}

/* ------------------------------------------------------------ legality */

/* Whether the start of the current history (entry history_start) stood
 * after a move of `c` under New Zealand's wording ("the whole board
 * position as it was after any of that player's previous moves"): the
 * empty board, or a setup, stood after nobody's move; handicap stones are
 * Black's moves (docs/rules.md, "New Zealand"). */
static bool start_made_by(const tg_game *g, tg_color c) {
    return c == TG_BLACK && g->history_start == 0 && g->handicap >= 2;
}

/* Whether entry i counts as an earlier position that `c` playing may not
 * recreate, under the ko rule (docs/rules.md, "Repetition"). */
static bool counts_for_repetition(const tg_game *g, int i, tg_color c) {
    const entry *e = &g->hist[i];
    switch (g->rules.ko) {
    case TG_KO_POSITIONAL: return true;
    case TG_KO_SITUATIONAL: return e->to_move_after == tg_opponent(c);
    /* "Created by a play": the start position was created by none. */
    case TG_KO_NATURAL: return e->kind == ENTRY_PLAY && e->move.color == c;
    case TG_KO_NZ:
        if (i == g->history_start) return start_made_by(g, c);
        return e->to_move_after == tg_opponent(c);
    default: return false;
    }
}

/* The packed position that `c` playing at the empty point p would leave:
 * the newest entry's (the board's) with p set and the captured chains
 * cleared (a chain met twice is cleared twice, which changes nothing). A
 * self-capture, which is rare, is played on a copy and packed afresh. */
enum known { KNOWN_NOTHING, KNOWN_QUIET, KNOWN_NO_SELF_CAPTURE };

/* The rare self-capture, played on a copy of the board: out of line, so
 * that tg_game_play's frame holds no board. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static void pack_self_capture(const tg_board *b, tg_point p, tg_color c, uint8_t *out) {
    tg_board tmp = *b;
    tg_board_play(&tmp, p, c);
    pack_board(&tmp, out);
}

/* packed_after, told what the caller knows already: KNOWN_QUIET, that the
 * play removes nothing; KNOWN_NO_SELF_CAPTURE, that it is not suicide; and
 * where the newest entry's position is (tg_game_play: just before out). */
static GAME_INLINE void packed_play(const tg_game *g, tg_point p, tg_color c, uint8_t *out,
                                    const uint8_t *newest, enum known known) {
    const tg_board *b = &g->board;
    copy_packed(g, out, newest);
    packed_set(b, out, p, c);
    if (known == KNOWN_QUIET) return;
    const uint8_t opp = (uint8_t)tg_opponent(c);
    const unsigned v = b->nbr[p];
    if ((v & 15u) && !((v >> (4 * opp)) & 15u)) return; /* removes nothing */
    bool captures = false;
    if ((v >> (4 * opp)) & 15u) {
        const tg_point nb[4] = {(tg_point)(p - b->stride), (tg_point)(p - 1), (tg_point)(p + 1),
                                (tg_point)(p + b->stride)};
        for (int i = 0; i < 4; i++) {
            tg_point h = b->chain[nb[i]];
            if (b->color[nb[i]] != opp || b->libs[h] != 1) continue;
            captures = true;
            tg_point s = h;
            do {
                packed_set(b, out, s, TG_EMPTY);
                s = b->next[s];
            } while (s != h);
        }
    }
    if (!captures && known != KNOWN_NO_SELF_CAPTURE && !(v & 15u) &&
        tg_board_predict(b, p, c).self_captured)
        pack_self_capture(b, p, c, out);
}

static void packed_after(const tg_game *g, tg_point p, tg_color c, uint8_t *out) {
    packed_play(g, p, c, out, packed_of(g, g->nhist - 1), KNOWN_NOTHING);
}

/* The Ing ko rule as docs/rules.md reads it (after Spight's statement of
 * the Ing laws). A play that recreates a position that stood since the last
 * pass with the same player to move completes an even cycle of board
 * plays: it removes a hot stone (single, double or twin), and is illegal.
 * One that recreates, since the last pass, a position with the other player
 * to move completes an odd cycle (a disturbing ko): allowed once, so it is
 * illegal only when the position has already stood twice (pass entries,
 * which repeat the entry before them, not counted).
 * Returns the repeated entry, or -1. */
static int ing_repeated_entry(const tg_game *g, uint64_t h, tg_point p, tg_color c) {
    uint8_t after[PACKED_BUF_BYTES];
    bool packed = false;
    int since = last_entry(g)->last_pass;
    if (since < g->history_start) since = g->history_start;
    int odd = -1, made = 0;
    for (int32_t i = g->buckets[bucket_of(g, h)]; i >= 0; i = g->hist[i].next_in_bucket) {
        const entry *e = &g->hist[i];
        if (i < g->history_start || e->hash != h) continue;
        if (!packed) packed_after(g, p, c, after), packed = true;
        if (memcmp(after, packed_of(g, i), g->psize) != 0) continue;
        if (i >= since && e->to_move_after == tg_opponent(c)) return i;
        if (i >= since && odd < 0) odd = i;
        if (e->kind != ENTRY_PASS) made++; /* a pass repeats the entry before it */
    }
    return odd >= 0 && made >= 2 ? odd : -1;
}

/* Index of the earlier position the play repeats under the current ko
 * rule, or -1. */
static int repeated_entry(const tg_game *g, tg_point p, tg_color c) {
    uint64_t h = tg_board_hash_after(&g->board, p, c);
    uint8_t after[PACKED_BUF_BYTES];
    bool packed = false;
    if (g->rules.ko == TG_KO_SIMPLE) {
        /* The basic ko rule: no play may recreate the position that stood
         * before the opponent's last play (in alternating play, the position
         * after the mover's own previous move). */
        int i = g->nhist - 2;
        const entry *last = last_entry(g);
        if (i < g->history_start || last->kind != ENTRY_PLAY || last->move.color == c) return -1;
        if (g->hist[i].hash != h) return -1;
        packed_after(g, p, c, after);
        return memcmp(after, packed_of(g, i), g->psize) == 0 ? i : -1;
    }
    if (g->rules.ko == TG_KO_ING) return ing_repeated_entry(g, h, p, c);
    for (int32_t i = g->buckets[bucket_of(g, h)]; i >= 0; i = g->hist[i].next_in_bucket) {
        if (i < g->history_start || g->hist[i].hash != h || !counts_for_repetition(g, i, c))
            continue;
        if (!packed) packed_after(g, p, c, after), packed = true;
        if (memcmp(after, packed_of(g, i), g->psize) == 0) return i;
    }
    return -1;
}

tg_verdict tg_game_check(const tg_game *g, tg_color c, tg_point p) {
    tg_verdict v = {TG_LEGAL, -1};
    if (g->state != TG_PLAYING) return (v.legality = TG_ILLEGAL_GAME_OVER, v);
    if (c != TG_BLACK && c != TG_WHITE) return (v.legality = TG_ILLEGAL_OFF_BOARD, v);
    if (p == TG_PASS) return v;
    if (!tg_on_board(&g->board, p)) return (v.legality = TG_ILLEGAL_OFF_BOARD, v);
    if (g->board.color[p] != TG_EMPTY) return (v.legality = TG_ILLEGAL_OCCUPIED, v);
    /* A play next to an empty point keeps a liberty: no self-capture. */
    tg_play_effect eff = {0, 0};
    if (!(g->board.nbr[p] & 15u)) eff = tg_board_predict(&g->board, p, c);
    if (eff.self_captured > 0 &&
        (g->rules.suicide == TG_SUICIDE_FORBIDDEN ||
         (g->rules.suicide == TG_SUICIDE_MULTI && eff.self_captured == 1)))
        return (v.legality = TG_ILLEGAL_SUICIDE, v);
    int rep = repeated_entry(g, p, c);
    if (rep < 0) return v;
    v.repeats_move = rep;
    /* Retaking at once (the position before the opponent's last play) is
     * the basic ko, whatever the rule that forbids it. */
    const entry *last = last_entry(g);
    bool basic_ko = rep == g->nhist - 2 && last->kind == ENTRY_PLAY && last->move.color != c;
    v.legality = basic_ko || g->rules.ko == TG_KO_SIMPLE ? TG_ILLEGAL_KO : TG_ILLEGAL_SUPERKO;
    return v;
}

/* ---------------------------------------------------------------- play */

/* Under the simple ko rule, whether the newest position (with the same
 * player to move) has now stood `cycle` times since the last pass. */
static bool cycle_reached(const tg_game *g) {
    if (g->rules.ko != TG_KO_SIMPLE || g->rules.cycle < 2) return false;
    int n = g->nhist - 1;
    const entry *e = &g->hist[n];
    int seen = 1;
    for (int32_t i = e->next_in_bucket; i >= 0; i = g->hist[i].next_in_bucket) {
        const entry *o = &g->hist[i];
        if (i <= e->last_pass || i < g->history_start) continue;
        if (o->hash != e->hash || o->to_move_after != e->to_move_after) continue;
        if (memcmp(packed_of(g, i), packed_of(g, n), g->psize) == 0) seen++;
    }
    return seen >= g->rules.cycle;
}

/* The common case, decided without tg_game_check: a play that is legal on
 * the bare board (an empty point, no suicide, not the board's ko point)
 * and leaves a position whose hash no entry of the history has. No ko rule
 * forbids it, since every one forbids only a position that stood before,
 * and that position would have the same hash. Anything else (a pass, a
 * suicide, a hash met before) goes through tg_game_check. */
static GAME_INLINE enum known plain_play(const tg_game *g, tg_color c, tg_point p, uint32_t *bucket) {
    const tg_board *b = &g->board;
    /* color[0] (TG_PASS) is TG_EDGE, as is every point off the board. */
    if (g->state != TG_PLAYING || p >= TG_MAX_POINTS || b->color[p] != TG_EMPTY ||
        (c != TG_BLACK && c != TG_WHITE))
        return KNOWN_NOTHING;
    uint64_t h;
    enum known known = KNOWN_QUIET;
    const unsigned v = b->nbr[p];
    const uint8_t opp = (uint8_t)tg_opponent(c);
    const tg_point s = b->stride;
    /* The usual play: an empty neighbour (so no suicide and not the ko
     * point) and no opponent neighbour in atari (so no capture). */
    if ((v & 15u) && (!((v >> (4 * opp)) & 15u) ||
                      !((b->color[p - s] == opp && b->libs[b->chain[p - s]] == 1) ||
                        (b->color[p - 1] == opp && b->libs[b->chain[p - 1]] == 1) ||
                        (b->color[p + 1] == opp && b->libs[b->chain[p + 1]] == 1) ||
                        (b->color[p + s] == opp && b->libs[b->chain[p + s]] == 1))))
        h = b->hash ^ tg_zobrist_keys[c][p];
    else if (tg_board_legal(b, p, c))
        h = tg_board_hash_after(b, p, c), known = KNOWN_NO_SELF_CAPTURE;
    else
        return KNOWN_NOTHING;
    *bucket = bucket_of(g, h);
    for (int32_t i = g->buckets[*bucket]; i >= 0; i = g->hist[i].next_in_bucket)
        if (g->hist[i].hash == h) return KNOWN_NOTHING;
    return known;
}

/* The new entry i = g->nhist (reserved): a copy of the previous one with the
 * move of c at p and opp to move after it; what the move changes
 * is the caller's to write. */
static inline entry *new_entry(tg_game *g, int i, tg_color c, tg_point p, tg_color opp) {
    entry *e = &g->hist[i];
    *e = g->hist[i - 1];
    e->move.color = c;
    e->move.point = p;
    e->to_move_after = (uint8_t)opp;
    e->resumed_from = 0;
    return e;
}

/* The end of every move's entry i = g->nhist (tg_game_play, play_pass):
 * the board's hash and ko point recorded, the entry made the newest and
 * put at the head of its bucket (`bucket`, when the caller knows it for
 * the new hash and the table has not grown since; else computed here),
 * and opp to move. */
static GAME_INLINE void close_entry(tg_game *g, entry *e, bool bucket_known, uint32_t bucket,
                                    tg_color opp) {
    e->hash = g->board.hash;
    e->ko_point = g->board.ko_point;
    e->ko_color = g->board.ko_color;
    if (!bucket_known) bucket = bucket_of(g, e->hash);
    e->next_in_bucket = g->buckets[bucket];
    g->buckets[bucket] = g->nhist++;
    g->to_move = opp;
}

/* A pass (tg_game_check passed it): an entry that repeats the position.
 * Out of line: tg_game_play's path for plays keeps fewer values live. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static tg_verdict play_pass(tg_game *g, tg_color c, tg_verdict v) {
    if (!reserve(g)) return (v.legality = TG_NOT_PLAYED_NOMEM, v);
    const tg_color opp = tg_opponent(c);
    const int i = g->nhist;
    entry *e = new_entry(g, i, c, TG_PASS, opp);
    uint8_t *out = g->packed + (size_t)i * g->pstride;
    tg_board_pass(&g->board);
    e->kind = ENTRY_PASS;
    e->consecutive_passes++;
    e->last_pass = g->nhist;
    e->pass_stones[opp]++; /* counted always; they score under pass_stones only */
    if (e->first_passer == TG_EMPTY) e->first_passer = (uint8_t)c;
    copy_packed(g, out, out - g->pstride);
    close_entry(g, e, false, 0, opp);
    if (e->consecutive_passes >= 2 && (!g->rules.white_last || c == TG_WHITE))
        g->state = TG_ENDED_PASSES;
    return v;
}

/* The new entry is written in place (a copy of the previous one, then what
 * the move changes), its packed position before the board changes. Only
 * setup entries need prev_history_start: a play's is what the copy brought,
 * never read. */
tg_verdict tg_game_play(tg_game *g, tg_color c, tg_point p) {
    tg_verdict v = {TG_LEGAL, -1};
    uint32_t bucket = 0;
    enum known known = plain_play(g, c, p, &bucket);
    if (known == KNOWN_NOTHING) {
        v = tg_game_check(g, c, p);
        if (v.legality != TG_LEGAL) return v;
        if (p == TG_PASS) return play_pass(g, c, v);
    }
    const uint32_t nbuckets = g->nbuckets;
    if (!reserve(g)) return (v.legality = TG_NOT_PLAYED_NOMEM, v);
    tg_color opp = tg_opponent(c);
    const int i = g->nhist;
    entry *e = new_entry(g, i, c, p, opp);
    uint8_t *out = g->packed + (size_t)i * g->pstride;
    packed_play(g, p, c, out, out - g->pstride, known);
    /* The colour's own play at once (board_internal.h), not through
     * tg_board_play's test of it. */
    const unsigned nbr = g->board.nbr[p];
    tg_play_effect eff = c == TG_BLACK ? tg_board__play_black(&g->board, p, nbr)
                                       : tg_board__play_white(&g->board, p, nbr);
    e->kind = ENTRY_PLAY;
    e->consecutive_passes = 0;
    /* The stone count and peak follow from the previous entry's (a play
     * plain_play found quiet removes nothing). */
    if (known == KNOWN_QUIET) {
        e->stones++;
    } else {
        e->captures[c] += eff.captured;
        e->captures[opp] += eff.self_captured;
        e->stones = (uint16_t)(e->stones + 1 - eff.captured - eff.self_captured);
    }
    if (e->stones > e->peak) e->peak = e->stones;
    /* plain_play's bucket is the new hash's, unless the table grew since. */
    close_entry(g, e, known != KNOWN_NOTHING && g->nbuckets == nbuckets, bucket, opp);
    /* A play plain_play passed leaves a hash no entry had: no cycle. */
    if (known == KNOWN_NOTHING && cycle_reached(g)) g->state = TG_ENDED_CYCLE;
    return v;
}

/* ------------------------------------------------------ the legal mask */

/* Most points are decided from the board alone: a play that captures
 * nothing and is not suicide is legal unless it recreates an earlier
 * position, and that position has exactly one stone more than the board
 * now. So the hashes of the entries with that many stones (since the start
 * of the history) are the only ones such plays must be compared with (and
 * there are none to look for when the peak since the start is lower). A
 * capture is legal when no entry has the hash of the position it leaves.
 * Everything else (a hash met before, more candidates than kept here, a
 * suicide the rules may allow) is decided by tg_game_check. */
#define MASK_CANDIDATES 8

/* An empty point with no empty neighbour whose play captures nothing:
 * legal when an own chain next to it has another liberty, suicide
 * otherwise (of one stone when p has no own neighbour), which is forbidden
 * as tg_game_check forbids it; a suicide the rules allow may still repeat
 * a position. Out of line: mask_unusual's common path then keeps no
 * colour of a neighbour for it. */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool mask_crowded(const tg_game *g, tg_color c, ptrdiff_t p) {
    const tg_board *b = &g->board;
    const ptrdiff_t s = b->stride;
    if ((b->color[p - s] == c && b->libs[b->chain[p - s]] > 1) ||
        (b->color[p - 1] == c && b->libs[b->chain[p - 1]] > 1) ||
        (b->color[p + 1] == c && b->libs[b->chain[p + 1]] > 1) ||
        (b->color[p + s] == c && b->libs[b->chain[p + s]] > 1))
        return true;
    if (g->rules.suicide == TG_SUICIDE_FORBIDDEN ||
        (g->rules.suicide == TG_SUICIDE_MULTI && !((b->nbr[p] >> (4 * c)) & 15u)))
        return false;
    return tg_game_check(g, c, (tg_point)p).legality == TG_LEGAL;
}

/* An empty point that is not the usual one (an empty neighbour, no
 * opponent neighbour): whether `c` may play there, the history's
 * candidates aside (tg_game_legal_mask compares every legal point with
 * them afterwards). p is a ptrdiff_t so that no compiler widens it again
 * for each neighbour. */
static GAME_INLINE bool mask_unusual(const tg_game *g, tg_color c, ptrdiff_t p) {
    const tg_board *b = &g->board;
    const ptrdiff_t s = b->stride;
    const uint8_t opp = (uint8_t)tg_opponent(c);
    if ((b->color[p - s] == opp && b->libs[b->chain[p - s]] == 1) ||
        (b->color[p - 1] == opp && b->libs[b->chain[p - 1]] == 1) ||
        (b->color[p + 1] == opp && b->libs[b->chain[p + 1]] == 1) ||
        (b->color[p + s] == opp && b->libs[b->chain[p + s]] == 1)) {
        /* A capture: legal unless the position it leaves has the hash of
         * an entry (every ko rule forbids only a position that stood). */
        const uint64_t h = tg_board_hash_after(b, (tg_point)p, c);
        for (int32_t i = g->buckets[bucket_of(g, h)]; i >= 0; i = g->hist[i].next_in_bucket)
            if (g->hist[i].hash == h) return tg_game_check(g, c, (tg_point)p).legality == TG_LEGAL;
        return true;
    }
    /* No capture: an empty neighbour keeps the stone alive; the rest (a
     * point with no empty neighbour) is rarer. */
    return (b->nbr[p] & 15u) || mask_crowded(g, c, p);
}

#ifdef MASK_SSE2
/* The board's points in blocks of 16, each at once: an empty point is
 * legal when it is the usual one (its neighbour word masked to the empty
 * and opponent counts is then 1..15), the others are marked unusual (bit
 * i of the block's word for its point i) and decided one by one in a
 * second loop (apart, so that neither loop holds the other's values).
 * Writes legal[p] for every p; returns the number of illegal empty points. */
#define MASK_BLOCK 16
/* The last on-board point lies below (TG_MAX_SIDE + 1)^2 (the stride is
 * TG_MAX_SIDE + 1 at most), so a block that starts at or before it ends
 * inside the board's arrays. */
_Static_assert((TG_MAX_SIDE + 1) * (TG_MAX_SIDE + 1) + MASK_BLOCK - 1 <= TG_MAX_POINTS,
               "the legal mask's last block must end inside the board's arrays");

static int mask_board(const tg_game *g, tg_color c, bool legal[TG_MAX_POINTS], unsigned usual) {
    const tg_board *b = &g->board;
    /* The blocks cover the points from the first on the board (stride + 1)
     * to the last (extent - stride - 2); the last block ends at 688 at most
     * (25x25), inside the arrays, and every point of a block off the board
     * is TG_EDGE, so neither legal nor unusual. */
    const int lo = (b->stride + 1) / MASK_BLOCK * MASK_BLOCK;
    const int hi = lo + (tg_board_extent(b) - b->stride - 1 - lo + MASK_BLOCK - 1) / MASK_BLOCK * MASK_BLOCK;
    memset(legal, 0, (size_t)lo * sizeof *legal);
    memset(legal + hi, 0, (TG_MAX_POINTS - (size_t)hi) * sizeof *legal);
    uint16_t odd[TG_MAX_POINTS / MASK_BLOCK];
    const int nblocks = (hi - lo) / MASK_BLOCK;
    /* The words masked to the usual nibbles fit 16 bits (packs keeps
     * them), so each is tested as a 16-bit lane: x - 1 (wrapping) above 14
     * is unusual, so x is usual where x - 1 minus 14 (saturating) is 0; a
     * signed pack keeps the rest nonzero (packus would make x = 0's
     * 0xfff1 a zero). */
    const __m128i vusual = _mm_set1_epi32((int)usual), zero = _mm_setzero_si128(),
                  one16 = _mm_set1_epi16(1), fourteen = _mm_set1_epi16(14), one = _mm_set1_epi8(1);
    for (int k = 0; k < nblocks; k++) {
        const int p0 = lo + k * MASK_BLOCK;
        const __m128i *w = (const __m128i *)(b->nbr + p0);
        const __m128i lo8 = _mm_packs_epi32(_mm_and_si128(_mm_loadu_si128(w), vusual),
                                            _mm_and_si128(_mm_loadu_si128(w + 1), vusual));
        const __m128i hi8 = _mm_packs_epi32(_mm_and_si128(_mm_loadu_si128(w + 2), vusual),
                                            _mm_and_si128(_mm_loadu_si128(w + 3), vusual));
        const __m128i good = _mm_cmpeq_epi8(
            _mm_packs_epi16(_mm_subs_epu16(_mm_sub_epi16(lo8, one16), fourteen),
                            _mm_subs_epu16(_mm_sub_epi16(hi8, one16), fourteen)),
            zero);
        const __m128i empty = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(b->color + p0)), zero);
        /* Every empty point legal for now: the second loop clears the
         * unusual ones it finds illegal. */
        _mm_storeu_si128((__m128i *)(legal + p0), _mm_and_si128(empty, one));
        odd[k] = (uint16_t)_mm_movemask_epi8(_mm_andnot_si128(good, empty));
    }
    int illegal = 0;
    for (int k = 0; k < nblocks; k++)
        for (unsigned bits = odd[k]; bits; bits &= bits - 1) {
            const ptrdiff_t p = lo + k * MASK_BLOCK + __builtin_ctz(bits);
            if (!mask_unusual(g, c, p)) {
                legal[p] = false;
                illegal++;
            }
        }
    return illegal;
}
#else
/* The same answers without SSE2: the empty points one by one. */
static int mask_board(const tg_game *g, tg_color c, bool legal[TG_MAX_POINTS], unsigned usual) {
    const tg_board *b = &g->board;
    memset(legal, 0, TG_MAX_POINTS * sizeof *legal);
    int illegal = 0;
    for (int k = 0; k < b->empty_count; k++) {
        const tg_point p = b->empty[k];
        const bool ok = (b->nbr[p] & usual) - 1u < 15u || mask_unusual(g, c, p);
        legal[p] = ok;
        illegal += !ok;
    }
    return illegal;
}
#endif

/* The board first (mask_board), then the history: only when it holds
 * positions of one stone more, every legal point whose quiet play would
 * leave such a position's hash goes to tg_game_check (a capture's point
 * too: the check only confirms it). */
int tg_game_legal_mask(const tg_game *g, tg_color c, bool legal[TG_MAX_POINTS]) {
    if (g->state != TG_PLAYING || (c != TG_BLACK && c != TG_WHITE)) {
        memset(legal, 0, TG_MAX_POINTS * sizeof *legal);
        return 0;
    }
    const tg_board *b = &g->board;
    const int illegal = mask_board(g, c, legal, 15u | 15u << (4 * tg_opponent(c)));
    int n = b->empty_count - illegal;
    const unsigned more = (unsigned)b->stones[TG_BLACK] + b->stones[TG_WHITE] + 1;
    if (last_entry(g)->peak < more) return n;
    uint64_t cand[MASK_CANDIDATES];
    int ncand = 0;
    for (int i = g->history_start; i < g->nhist; i++)
        if (g->hist[i].stones == more) {
            if (ncand == MASK_CANDIDATES) {
                ncand = -1; /* too many: every legal point goes to tg_game_check */
                break;
            }
            cand[ncand++] = g->hist[i].hash;
        }
    if (ncand == 0) return n;
    const uint64_t *keys = tg_zobrist_keys[c];
    for (int k = 0; k < b->empty_count; k++) {
        const tg_point p = b->empty[k];
        if (!legal[p]) continue;
        const uint64_t h = b->hash ^ keys[p];
        bool seen = ncand < 0;
        for (int j = 0; j < ncand; j++) seen |= cand[j] == h;
        if (seen && tg_game_check(g, c, p).legality != TG_LEGAL) {
            legal[p] = false;
            n--;
        }
    }
    return n;
}

/* ---------------------------------------------------------------- undo */

static void restore_last(tg_game *g) {
    const entry *e = last_entry(g);
    unpack_board(&g->board, packed_of(g, g->nhist - 1));
    g->board.ko_point = e->ko_point;
    g->board.ko_color = e->ko_color;
}

tg_status tg_game_undo(tg_game *g) {
    if (g->state == TG_ENDED_RESIGN || g->state == TG_ENDED_TIME || g->state == TG_ENDED_FORFEIT) {
        g->state = g->state_before_end;
        g->loser = TG_EMPTY;
        return TG_OK;
    }
    if (g->nhist <= 1) return TG_ERR_STATE;
    int i = g->nhist - 1;
    entry popped = g->hist[i];
    table_remove(g, i);
    g->nhist--;
    if (popped.kind == ENTRY_SETUP) {
        g->history_start = popped.prev_history_start;
        g->to_move = (tg_color)last_entry(g)->to_move_after;
    } else {
        g->to_move = popped.move.color;
    }
    restore_last(g);
    g->state = TG_PLAYING;
    /* Undoing the play that resumed a finished game restores the end
     * (docs/rules.md, "The same game gives the same answer"). */
    entry *now = &g->hist[g->nhist - 1];
    bool restored = now->resumed_from > 0;
    if (restored) {
        now->consecutive_passes = now->resumed_from;
        now->resumed_from = 0;
        g->state = TG_ENDED_PASSES;
    }
    if (restored || g->resumed_at > g->nhist) {
        g->resumed_at = 0; /* the latest resume still in the history, if any */
        for (int j = g->nhist - 1; j >= 0; j--)
            if (g->hist[j].resumed_from > 0) {
                g->resumed_at = j + 1;
                break;
            }
    }
    return TG_OK;
}

/* ------------------------------------------------------------ endings */

static void end_by(tg_game *g, tg_game_state how, tg_color loser) {
    if (loser != TG_BLACK && loser != TG_WHITE) return;
    if (g->state == TG_ENDED_RESIGN || g->state == TG_ENDED_TIME || g->state == TG_ENDED_FORFEIT) return;
    g->state_before_end = g->state;
    g->state = how;
    g->loser = loser;
}

void tg_game_resign(tg_game *g, tg_color loser) { end_by(g, TG_ENDED_RESIGN, loser); }
void tg_game_time_loss(tg_game *g, tg_color loser) { end_by(g, TG_ENDED_TIME, loser); }
void tg_game_forfeit(tg_game *g, tg_color loser) { end_by(g, TG_ENDED_FORFEIT, loser); }

bool tg_game_fixed_result(const tg_game *g, char out[16]) {
    const char *why = NULL;
    switch (g->state) {
    case TG_ENDED_RESIGN: why = "R"; break;
    case TG_ENDED_TIME: why = "T"; break;
    case TG_ENDED_FORFEIT: why = "F"; break;
    case TG_ENDED_CYCLE:
        strcpy(out, "Void");
        return true;
    default:
        out[0] = '\0';
        return false;
    }
    out[0] = g->loser == TG_BLACK ? 'W' : 'B';
    out[1] = '+';
    strcpy(out + 2, why);
    return true;
}

tg_status tg_game_resume(tg_game *g) {
    if (g->state != TG_ENDED_PASSES) return TG_ERR_STATE;
    const entry *e = last_entry(g);
    /* Both procedures give the move to the opponent of the last passer: in
     * the original order that is simply the next player. */
    g->to_move = tg_opponent(e->move.color);
    g->state = TG_PLAYING;
    g->resumed_at = g->nhist;
    /* The pass count restarts: the next two passes end the game again.
     * resumed_from keeps it, so that undo can restore the end. */
    entry *last = &g->hist[g->nhist - 1];
    last->resumed_from = last->consecutive_passes;
    last->consecutive_passes = 0;
    return TG_OK;
}

/* ------------------------------------------------------ setup, handicap */

static bool pristine(const tg_game *g) {
    return g->nhist == 1 && g->board.stones[TG_BLACK] + g->board.stones[TG_WHITE] == 0;
}

tg_status tg_game_setup(tg_game *g, tg_point p, tg_color c) {
    if (!tg_on_board(&g->board, p) || c == TG_EDGE) return TG_ERR_ARG;
    tg_color before = (tg_color)g->board.color[p];
    if (before == c) return TG_OK;
    entry *last = &g->hist[g->nhist - 1];
    if (last->kind != ENTRY_START && last->kind != ENTRY_SETUP) {
        /* Mid-game: a new entry that starts a new history. */
        if (!reserve(g)) return TG_ERR_NOMEM;
        entry e = g->hist[g->nhist - 1]; /* not *last: reserve may move hist */
        e.kind = ENTRY_SETUP;
        e.move.color = TG_EMPTY;
        e.move.point = TG_PASS;
        e.to_move_after = (uint8_t)g->to_move;
        e.prev_history_start = g->history_start;
        e.consecutive_passes = 0;
        e.resumed_from = 0;
        push_entry(g, e, true);
        g->history_start = g->nhist - 1;
    }
    if (tg_board_setup(&g->board, p, c) != TG_OK) {
        tg_board_setup(&g->board, p, before);
        return TG_ERR_ILLEGAL;
    }
    refresh_last(g);
    return TG_OK;
}

tg_status tg_game_free_handicap(tg_game *g, const tg_point *points, int n) {
    if (!pristine(g)) return TG_ERR_STATE;
    if (n < 1 || n >= tg_board_points(&g->board)) return TG_ERR_ARG;
    for (int i = 0; i < n; i++) {
        if (!tg_on_board(&g->board, points[i])) return TG_ERR_ARG;
        for (int k = 0; k < i; k++)
            if (points[k] == points[i]) return TG_ERR_ARG;
    }
    for (int i = 0; i < n; i++) g->board.color[points[i]] = TG_BLACK;
    tg_board_rebuild(&g->board);
    refresh_last(g);
    g->handicap = n;
    /* New Zealand: "There is no komi" in a handicap game (docs/rules.md). */
    if (strcmp(g->rules.preset, "nz") == 0) g->rules.komi2 = 0;
    tg_game_set_to_move(g, TG_WHITE);
    return TG_OK;
}

tg_status tg_game_fixed_handicap(tg_game *g, int n, tg_handicap_order order, tg_point *out) {
    if (!pristine(g)) return TG_ERR_STATE;
    if (n == 0 || n == 1) return TG_OK;
    tg_point pts[9];
    if (tg_handicap_points(&g->board, n, order, pts) != TG_OK) return TG_ERR_ARG;
    if (out) memcpy(out, pts, (size_t)n * sizeof *pts);
    return tg_game_free_handicap(g, pts, n);
}
