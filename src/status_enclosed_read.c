/*
 * status_enclosed_read.c — a question closed in by living walls read out
 * to the end (step 8 of tg_life_estimate; status_enclosed.c finds the
 * questions and writes the verdicts).
 *
 * The walls are never in atari from inside, so what lives there is
 * decided there alone, and exactly: a minimax over the question's empty
 * points under area scoring (its stones, and its empty regions that reach
 * one colour only, the walls counting for their colour), passes allowed,
 * two passes end, the
 * captures read on (a capture inside an eye space may leave a killing
 * shape: nakade after a capture). A capture of four starting stones or
 * more against the capturer's wall makes the captured space the
 * capturer's for good (sealed: it stands there as a wall), so that the
 * reading stays small and still takes the stones left over. Of lines of
 * equal value each side keeps the one that takes more of the opponent's
 * starting stones against its own: a stone left standing is one that
 * cannot be taken, not one whose capture the value did not need. The
 * minimax is searched by alpha-beta on that order (best), moves in point
 * order after the pass: the value is the full minimax's, in less time (a
 * question of seven empty points whose capture leaves a nakade: 90,000
 * positions by full minimax, 17,000 by alpha-beta; Pachi's seki.t "Not
 * 3-stone seki (dead shape)"), and so were the verdicts of all 8,763
 * readings of the corpus that both finished (session 33). Two lines of
 * equal value may still differ in a stone taken whose point its owner
 * keeps; verdict calls such a stone alive in both.
 *
 * The verdict (verdict): a starting stone the best line captures, its
 * point not its colour's at the end, is dead; one standing at the end,
 * its chain with no wall of its colour beside it and a liberty beside an
 * opponent stone, is in seki (under area scoring a point neither side can
 * fill without loss); the others live. The failures of the steps before
 * that this settles: eyes holding the opponent's stones (straight four
 * with one stone inside, read dead with its owner to move), nakade after
 * a capture, a stone inside a living group left standing.
 *
 * Kos: the reading is done twice, once with Black free of the ko ban and
 * of superko (endless ko threats), once with White (only where the first
 * met a move they forbid: else the two are the same); every other move
 * that repeats a position of the line read is illegal, so a position's
 * line may depend on the line above it: it is stored only where the
 * positions it was kept from repeating lie below it (exact). Where that
 * stores almost nothing (nine in ten positions read unstored at a check
 * every GHI_CHECK positions: a race whose stones are taken and played
 * again, Pachi's moggy_semeai.t "Semeai 2 libs", 245,646 of 250,001
 * unstored), the reading starts again storing every position's line
 * whatever the line above it forbade (the graph-history approximation
 * practical solvers make: 60,000 positions there), and a line that
 * reaches MAX_DEPTH then ends by its score, as after two passes, and
 * counts as a ko met. Session 34 first stored every line always: a random
 * box of bench/shapes_gen.py (centre, seed 19) then read as a ko what
 * the exact reading reads without one. Where the two
 * readings differ in value the question turns on a ko (equal in value,
 * the ban changed nothing the count sees: where their verdicts differ,
 * the line read with neither side free of it is the position's, and
 * where that one is worth something else, a stone is dead, or in seki,
 * where both leave it so), and it is read once more under the ko rule of
 * confirmation play (the Japanese rules of 1989, article 7: a player
 * whose stone was taken in a ko may take it back only after a pass),
 * under which whoever starts the ko wins it: a ko only one side can
 * start reads the same with either player first (status_enclosed.c
 * settles it), one either side can start does not.
 *
 * Invariant: the reading keeps its positions as two bit masks over the
 * question's cells (at most 64), in point order, and reads nothing else;
 * its one allocation is the table (tg_status__reading_table), which the
 * caller owns. No global state.
 */
#include <stdlib.h>
#include <string.h>

#include "status_enclosed_read.h"

/* Positions per reading: BUDGET, SMALL_BUDGET for a question of
 * SMALL_EMPTY empty points or fewer.
 * Pachi's false seki and its "3-stone seki (middle stone, don't break)"
 * have seven empty points and need 40,000 to 210,000; the whole corpus,
 * at 200,000 for every question, gained no game and lost one (a question
 * of 64 cells, nine empty, whose line's end was read as seki), its run a
 * sixth slower; at 250,000 for seven empty points or fewer it changed no
 * game and took 60 s against 58 (session 33). Eight empty points: the
 * 6x4 random boxes (bench/judgement_random.sh's WIDTH 6) need 28,000 to
 * 55,000 a reading, Pachi's bent four "all 4 corners dead" (9x9, read
 * six times as a ko) 104,000 to 159,000; at 250,000 the
 * corpus is the same game for game (sessions 37 and 38). Nine or more
 * at 100,000 lost a game of the corpus and took a fifth longer (session
 * 38). */
#define BUDGET 30000L
#define SMALL_EMPTY 8
#define SMALL_BUDGET 250000L
#define MAX_DEPTH 120
/* 2^16 entries of 88 bytes, 5.8 MB, made at the first question and
 * freed at the end of the step; calloc's pages are touched as used. */
#define TABLE_BITS 16
#define PROBES 8
/* The exact reading gives up for the approximate one where, at a check
 * every GHI_CHECK positions, nine in ten were left unstored. */
#define GHI_CHECK 10000L

/* The best line from a position: its value (Black's area minus White's
 * over the cells), the starting stones it captures and its last
 * position. */
typedef struct line {
    int value;
    int taken;     /* White's starting cells captured less Black's, each capture counted */
    mask captured; /* the starting cells captured */
    mask end[3], sealed; /* the last position: every line ends by two passes */
} line;

/* What a stored line's key is: the value of its position (exact), or a
 * bound the search stopped at (a cut-off: the value is at least, or at
 * most, the key). */
enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

typedef struct entry {
    mask bl, wh, sealed;
    uint32_t meta; /* to move, passed, ko cells + 1; 0: unused */
    uint32_t gen;
    int bound;
    line l;
} entry;

struct reading_table {
    entry *entries;
    uint32_t gen; /* one per reading: an entry of another is free */
};

typedef struct solver {
    const question *q;
    int free_ko;          /* the colour that may ignore ko and superko (0: neither) */
    bool ko_pass;         /* confirmation play's ko rule: a ko ban holds until its player passes */
    bool ko_met;          /* a move the ko ban or superko forbids was met, played or not,
                           * or a line reached MAX_DEPTH (approximate reading) */
    long nodes, budget;
    bool aborted;
    bool exact;           /* a line is stored only where it does not depend on the line above it */
    bool unstorable;      /* exact, and aborted for storing almost nothing */
    long unstored;        /* exact: positions read whose line was not stored */
    mask pathb[MAX_DEPTH + 2], pathw[MAX_DEPTH + 2];
    reading_table *t;     /* its gen is this reading's */
} solver;

/* ------------------------------------------------------------ the rules */

static inline mask all_cells(const question *q) { return q->n == 64 ? ~(mask)0 : bit(q->n) - 1; }

static inline int lowest(mask m) { return __builtin_ctzll(m); }

mask tg_status__question_chain(const question *q, mask own, int i) {
    mask ch = bit(i), frontier = ch;
    while (frontier) {
        mask next = 0;
        for (mask f = frontier; f; f &= f - 1) next |= q->nb[lowest(f)];
        next &= own & ~ch;
        ch |= next;
        frontier = next;
    }
    return ch;
}

static mask around(const question *q, mask ch) {
    mask a = 0;
    for (mask f = ch; f; f &= f - 1) a |= q->nb[lowest(f)];
    return a & ~ch;
}

/* Plays colour c (1 black, 2 white) at empty cell i of (*bl, *wh), the
 * sealed cells standing for good. False if illegal (suicide); else the
 * captured cells and the ko cell (-1 none). */
static bool play(const question *q, mask sealed, mask *bl, mask *wh, int i, int c, mask *captured, int *ko) {
    mask *own = c == TG_BLACK ? bl : wh, *opp = c == TG_BLACK ? wh : bl;
    mask oppsafe = q->safe[3 - c] | sealed, ownsafe = q->safe[c] | sealed;
    *own |= bit(i);
    mask empty = all_cells(q) & ~(*bl | *wh);
    *captured = 0;
    for (mask f = q->nb[i] & *opp; f; f &= f - 1) {
        int j = lowest(f);
        if (*captured & bit(j)) continue;
        mask ch = tg_status__question_chain(q, *opp, j);
        if ((around(q, ch) & empty) || (ch & oppsafe)) continue;
        *captured |= ch;
    }
    *opp &= ~*captured;
    empty |= *captured;
    mask mine = tg_status__question_chain(q, *own, i);
    mask libs = around(q, mine) & empty;
    if (!libs && !(mine & ownsafe)) {
        *own &= ~bit(i);
        *opp |= *captured;
        return false;
    }
    *ko = -1;
    if (__builtin_popcountll(*captured) == 1 && mine == bit(i) && __builtin_popcountll(libs) == 1 &&
        !(mine & ownsafe))
        *ko = lowest(*captured);
    return true;
}

/* Each colour's area over the cells of (bl, wh), in area[colour]: its
 * stones, and the empty regions reaching it only (walls included). */
static void areas(const question *q, mask bl, mask wh, mask area[3]) {
    area[TG_BLACK] = bl;
    area[TG_WHITE] = wh;
    for (mask empty = all_cells(q) & ~(bl | wh); empty;) {
        mask reg = tg_status__question_chain(q, empty, lowest(empty));
        empty &= ~reg;
        mask a = around(q, reg);
        bool b = (a & bl) || (reg & q->safe[TG_BLACK]);
        bool w = (a & wh) || (reg & q->safe[TG_WHITE]);
        if (b && !w) area[TG_BLACK] |= reg;
        if (w && !b) area[TG_WHITE] |= reg;
    }
}

/* Black's area minus White's over the cells. */
static int score(const question *q, mask bl, mask wh) {
    mask area[3];
    areas(q, bl, wh, area);
    return __builtin_popcountll(area[TG_BLACK]) - __builtin_popcountll(area[TG_WHITE]);
}

/* ------------------------------------------------------------- the reading */

static entry *slot(solver *s, mask bl, mask wh, mask sealed, uint32_t meta, bool for_store) {
    uint64_t h = (bl * 0x9E3779B97F4A7C15ull) ^ (wh * 0xC2B2AE3D27D4EB4Full) ^ (meta * 0x165667B19E3779F9ull) ^
                 (sealed * 0x27D4EB2F165667C5ull);
    h ^= h >> 29;
    for (int k = 0; k < PROBES; k++) {
        entry *e = &s->t->entries[(h + (uint64_t)k) & ((1u << TABLE_BITS) - 1)];
        if (e->gen != s->t->gen) return for_store ? e : NULL;
        if (e->bl == bl && e->wh == wh && e->sealed == sealed && e->meta == meta) return e;
    }
    /* Every probe taken: a line to store replaces one of them, picked by
     * the hash (a table that stopped storing once full would read its
     * positions again and again: Pachi's "Not 5-stone seki (dead shape)",
     * more than 2,000,000 positions unfinished against 207,000). The
     * probes stay a run of current entries, so a look-up still finds
     * what remains. */
    if (for_store) return &s->t->entries[(h + (h >> 40) % PROBES) & ((1u << TABLE_BITS) - 1)];
    return NULL;
}

/* The order of lines, Black's best highest: a higher value, or the same
 * value and more of White's starting stones captured against Black's.
 * The second order puts the stones a side can take at no cost off the
 * board in the line kept, so that a stone left standing is one that
 * cannot be taken (a seki's), not one whose capture the value did not
 * need. Captures are counted each time (a stone taken back and taken
 * again counts twice), so that a line's key is its first move's plus the
 * rest's, which alpha-beta's window needs; a line has fewer than
 * MAX_DEPTH moves and so fewer than 64 * MAX_DEPTH captures. */
#define KEY_SCALE (64 * (MAX_DEPTH + 2))

static int key(const line *l) { return l->value * KEY_SCALE + l->taken; }

#define KEY_INF (64 * KEY_SCALE + 1)

/* The best line for c to move from (bl, wh), searched by alpha-beta on
 * key (Black maximises) within (alpha, beta): a line whose key is inside
 * is the best, exactly; one at or below alpha, or at or above beta, only
 * bounds it (a cut-off), and the caller does not keep it. Of lines of
 * equal key the first read is kept, the pass first.
 * *rep (exact reading): the shallowest depth of the line read whose
 * position a move left out would have repeated (a value that depends on
 * the line above it is not kept), or MAX_DEPTH + 1. */
static line best(solver *s, mask bl, mask wh, mask sealed, int c, bool passed, int ko, int ko_other, int d,
                 int alpha, int beta, int *rep) {
    const question *q = s->q;
    *rep = MAX_DEPTH + 1;
    uint32_t meta = (uint32_t)c | (passed ? 4u : 0u) | ((uint32_t)(ko + 1) << 3) | ((uint32_t)(ko_other + 1) << 10);
    entry *e = slot(s, bl, wh, sealed, meta, false);
    if (e) {
        int k = key(&e->l);
        if (e->bound == BOUND_EXACT || (e->bound == BOUND_LOWER && k >= beta) ||
            (e->bound == BOUND_UPPER && k <= alpha))
            return e->l;
    }
    line out = {0, 0, 0, {0, 0, 0}, 0};
    if (++s->nodes > s->budget || (s->exact && d >= MAX_DEPTH)) {
        s->aborted = true;
        return out;
    }
    if (s->exact && s->nodes % GHI_CHECK == 0 && s->unstored * 10 > s->nodes * 9) {
        s->aborted = s->unstorable = true;
        return out;
    }
    if (d >= MAX_DEPTH) { /* scored here, as after two passes, and not stored */
        s->ko_met = true;
        out.value = score(q, bl, wh);
        out.end[TG_BLACK] = bl;
        out.end[TG_WHITE] = wh;
        out.sealed = sealed;
        return out;
    }
    const int alpha0 = alpha, beta0 = beta;
    s->pathb[d] = bl;
    s->pathw[d] = wh;
    /* Passing first: of equal lines the one that passes is kept. */
    if (passed) {
        out.value = score(q, bl, wh);
        out.end[TG_BLACK] = bl;
        out.end[TG_WHITE] = wh;
        out.sealed = sealed;
    } else {
        /* A pass lifts the passer's own ban; the opponent's stands under
         * the ko-pass rule. */
        int r;
        out = best(s, bl, wh, sealed, 3 - c, true, s->ko_pass ? ko_other : -1, -1, d + 1, alpha, beta, &r);
        if (r < *rep) *rep = r;
    }
    int have = key(&out);
    if (c == TG_BLACK && have > alpha) alpha = have;
    if (c == TG_WHITE && have < beta) beta = have;
    mask empty = all_cells(q) & ~(bl | wh);
    for (mask f = empty; f && alpha < beta && !s->aborted; f &= f - 1) {
        int i = lowest(f);
        mask nb = bl, nw = wh, cap;
        int nko;
        if (!play(q, sealed, &nb, &nw, i, c, &cap, &nko)) continue;
        /* The ban forbids taking back the ko: a play on its cell that
         * captures one stone. */
        if (i == ko && __builtin_popcountll(cap) == 1) {
            s->ko_met = true;
            if (c != s->free_ko) continue;
        }
        int at = -1;
        for (int k = 0; k <= d && at < 0; k++)
            if (s->pathb[k] == nb && s->pathw[k] == nw) at = k;
        if (at >= 0) {
            s->ko_met = true;
            if (c != s->free_ko) {
                if (at < *rep) *rep = at;
                continue;
            }
        }
        mask start_cap = cap & (q->start[TG_BLACK] | q->start[TG_WHITE]);
        mask nsealed = sealed;
        mask own_sealed = sealed & (c == TG_BLACK ? nb : nw);
        if (__builtin_popcountll(start_cap) >= 4 && ((cap & q->safe[c]) || (around(q, cap) & own_sealed))) {
            /* A space of four or more against the capturer's wall is the
             * capturer's for good: it stands there as a wall (sealed), so
             * that the reading goes on, small, to the stones still left. */
            nsealed |= cap;
            if (c == TG_BLACK) nb |= cap;
            else nw |= cap;
            nko = -1;
        }
        if (nko < 0 && s->ko_pass) nko = ko_other;
        /* The line below counts the stones this move takes: its key is
         * the child's shifted by them, and so is the window. */
        int shift = __builtin_popcountll(start_cap & q->start[TG_WHITE]) -
                    __builtin_popcountll(start_cap & q->start[TG_BLACK]);
        /* Under the ko-pass rule the mover's own ban stands until it passes. */
        int r;
        line l = best(s, nb, nw, nsealed, 3 - c, false, nko, s->ko_pass ? ko : -1, d + 1, alpha - shift,
                      beta - shift, &r);
        if (r < *rep) *rep = r;
        l.captured |= start_cap;
        l.taken += shift;
        int k = key(&l);
        if (c == TG_BLACK ? k > have : k < have) {
            out = l;
            have = k;
            if (c == TG_BLACK && have > alpha) alpha = have;
            if (c == TG_WHITE && have < beta) beta = have;
        }
    }
    if (s->exact && *rep < d) s->unstored++;
    if (!s->aborted && (!s->exact || *rep >= d)) {
        entry *st = slot(s, bl, wh, sealed, meta, true);
        if (st) {
            st->bl = bl;
            st->wh = wh;
            st->sealed = sealed;
            st->meta = meta;
            st->gen = s->t->gen;
            st->bound = have <= alpha0 ? BOUND_UPPER : have >= beta0 ? BOUND_LOWER : BOUND_EXACT;
            st->l = out;
        }
        *rep = MAX_DEPTH + 1;
    }
    return out;
}

/* The starting stones a line leaves dead, and those it leaves in seki;
 * *atari: a starting chain stands at the end with one liberty and no wall
 * of its colour beside it (a line of the same value may take it: two
 * chains in mutual atari left standing, where each alone is a capture). */
static void verdict(const question *q, const line *l, mask *dead, mask *seki, bool *atari) {
    /* A stone captured and its point its colour's area again at the end
     * (a snapback, a recapture, or a stone taken inside an eye space its
     * owner keeps: a stone or an empty point that reaches its colour
     * only, as score counts it) is not dead: its point is its owner's.
     * So two lines of equal value that differ only in whether the owner
     * fills that point again give one verdict. */
    mask area[3];
    areas(q, l->end[TG_BLACK], l->end[TG_WHITE], area);
    mask empty = all_cells(q) & ~(l->end[TG_BLACK] | l->end[TG_WHITE]);
    *dead = (l->captured & q->start[TG_BLACK] & ~area[TG_BLACK]) |
            (l->captured & q->start[TG_WHITE] & ~area[TG_WHITE]);
    *seki = 0;
    *atari = false;
    /* In seki: standing, no wall of its colour beside its chain, and a
     * liberty beside an opponent stone: a point that, at the end of a line
     * under area scoring, neither side could fill without loss. */
    for (int col = TG_BLACK; col <= TG_WHITE; col++) {
        mask own = l->end[col], opp = l->end[3 - col];
        for (mask f = own & q->start[col] & ~*dead; f; f &= f - 1) {
            int i = lowest(f);
            mask ch = tg_status__question_chain(q, own, i);
            if (ch & (q->safe[col] | l->sealed)) continue;
            mask libs = around(q, ch) & empty;
            if (libs && !(libs & (libs - 1))) *atari = true;
            for (mask g = libs; g; g &= g - 1)
                if (q->nb[lowest(g)] & opp) *seki |= bit(i);
        }
    }
}

/* One reading with c to move (ko: a cell c may not take back first, or
 * -1); false where the budget ran out. */
static bool read_once(const question *q, reading_table *t, int c, int ko, int free_ko, bool ko_pass, mask *dead,
                      mask *seki, int *value, bool *ko_met, bool *atari) {
    solver s;
    memset(&s, 0, sizeof s);
    s.q = q;
    s.free_ko = free_ko;
    s.ko_pass = ko_pass;
    s.t = t;
    t->gen++;
    int nempty = q->n - __builtin_popcountll(q->start[TG_BLACK] | q->start[TG_WHITE]);
    s.budget = nempty <= SMALL_EMPTY ? SMALL_BUDGET : BUDGET;
    s.exact = true;
    int rep;
    line l = best(&s, q->start[TG_BLACK], q->start[TG_WHITE], 0, c, false, ko, -1, 0, -KEY_INF, KEY_INF, &rep);
    if (s.unstorable) {
        /* Read again storing every line (the file's comment). */
        t->gen++;
        s.exact = s.aborted = s.ko_met = false;
        s.nodes = 0;
        l = best(&s, q->start[TG_BLACK], q->start[TG_WHITE], 0, c, false, ko, -1, 0, -KEY_INF, KEY_INF, &rep);
    }
    if (s.aborted) return false;
    *value = l.value;
    verdict(q, &l, dead, seki, atari);
    *ko_met = s.ko_met;
    return true;
}

/* The dead and seki starting stones with c to move (ko: a cell c may not
 * take back first, or -1), read with each colour free of the ko ban.
 * Where the two readings differ in value the question turns on a ko,
 * and it is read once more under confirmation play's ko rule (the
 * Japanese rules of 1989, article 7: a player whose stone was taken in a
 * ko may take it back only after passing): whoever starts the ko wins it,
 * so that a ko only one side can
 * start (the bent four in the corner, with the opponent's stones in it or
 * not) reads the same with either player first (tg_status__enclosed
 * settles it), and one either side can start does not. The solve of the
 * file's comment. */
reading tg_status__read_question(const question *q, reading_table *t, int c, int ko, mask *dead, mask *seki,
                                 int *value, bool *atari) {
    mask d[2], k2[2];
    int v[2];
    bool ko_met, a[2];
    if (!read_once(q, t, c, ko, TG_BLACK, false, &d[0], &k2[0], &v[0], &ko_met, &a[0])) return READ_NONE;
    /* A reading that met no move the ko ban or superko forbids is the
     * same whichever colour is free of them. */
    if (!ko_met) {
        *dead = d[0];
        *seki = k2[0];
        *value = v[0];
        *atari = a[0];
        return READ_EXACT;
    }
    if (!read_once(q, t, c, ko, TG_WHITE, false, &d[1], &k2[1], &v[1], &ko_met, &a[1])) return READ_NONE;
    /* Equal in value, the two lines are a tie, not a ko: the ko ban
     * changes no point of the count. They may still end apart: one takes
     * stones the other leaves (a trade of captures worth nothing), or
     * leaves a dame beside an opponent stone that the other fills at no
     * cost, so that its chain reads as seki in it alone (fresh centre
     * box 1000, Black to move: read as a ko, White's six stones were left
     * standing). Then the line read with neither side free of the ban,
     * each under positional superko, which no side's free threats bend,
     * is the position's (fresh corner box 2072, Black to move: White's
     * E4 and Black's A2 taken with Black free, both left standing with
     * White free; kept where both lines took them, the two stood). Where
     * that line is worth something else, a stone is dead, or in seki,
     * where both lines leave it so. */
    if (v[0] == v[1]) {
        *value = v[0];
        mask d3, k3;
        int v3;
        bool a3;
        if ((d[0] != d[1] || k2[0] != k2[1]) && read_once(q, t, c, ko, 0, false, &d3, &k3, &v3, &ko_met, &a3) &&
            v3 == v[0]) {
            *dead = d3;
            *seki = k3;
            *atari = a3;
            return READ_EXACT;
        }
        *dead = d[0] & d[1];
        *seki = k2[0] & k2[1];
        *atari = a[0] || a[1];
        return READ_EXACT;
    }
    return read_once(q, t, c, ko, 0, true, dead, seki, value, &ko_met, atari) ? READ_KO_PASS : READ_NONE;
}

reading_table *tg_status__reading_table(void) {
    reading_table *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    if (!(t->entries = calloc((size_t)1 << TABLE_BITS, sizeof *t->entries))) {
        free(t);
        return NULL;
    }
    return t;
}

void tg_status__reading_table_free(reading_table *t) {
    if (!t) return;
    free(t->entries);
    free(t);
}
