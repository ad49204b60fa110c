/*
 * search.h — Monte Carlo tree search: the player behind genmove and the
 * analysis commands.
 *
 * UCT with RAVE (AMAF) and priors in the tradition of MoGo, Fuego and
 * Pachi: the tree keeps visits, wins and AMAF statistics per move; a node's
 * children are all the legal plays that do not fill one of the mover's own
 * single-point eyes, and the pass. Playouts use a policy stronger than
 * uniform (src/search_policy.c): captures and atari escapes near the last
 * move with ladders read, 3x3 shape patterns, no self-atari of chains of two
 * stones or more. A playout's final position is counted by area with the
 * game's komi, handicap compensation and the first-pass point; a node after
 * two passes in a row is counted as it stands (Tromp-Taylor), so the search
 * captures dead stones before it passes where that matters.
 *
 * Invariants:
 * - The search never proposes an illegal move: the root's children are
 *   checked with tg_game_check (the game's ko, superko and suicide rules);
 *   below the root, plays repeating a position of the game or of the path
 *   are skipped under every superko rule.
 * - Memory is bounded: the tree holds at most `max_nodes` nodes, allocated
 *   once (tg_search_memory says how many bytes); when it is full, leaves
 *   stop growing and the search goes on with playouts.
 * - Deterministic: with one thread and a playout budget (no time limit),
 *   the same seed, game and budget give the same tree and the same move.
 *   With several threads (tree parallelism with virtual loss) the order of
 *   the threads' updates varies, so only the budget is kept.
 * - The tree is reused between moves: a later search whose game continues
 *   the previous root's game keeps the subtree of the moves played since.
 */
#ifndef TENGEN_SEARCH_H
#define TENGEN_SEARCH_H

#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tg_search tg_search;

typedef struct tg_search_options {
    int threads;       /* 1..8; 0 = 1 */
    uint64_t seed;     /* the playouts' generator */
    long max_nodes;    /* tree size; 0 = 1,500,000 nodes (40 bytes each: 60 MB) */
} tg_search_options;

/* A new search, or NULL when memory runs out. opt may be NULL. */
tg_search *tg_search_new(const tg_search_options *opt);
void tg_search_free(tg_search *s);
/* Bytes the search holds (tree and per-thread scratch): fixed at creation. */
size_t tg_search_memory(const tg_search *s);

/* Limits of one call to tg_search_run: it stops at whichever comes first.
 * 0 means no limit of that kind; with neither, 1000 playouts. `stop`, when
 * not NULL, is polled: the search stops when it reads nonzero. */
typedef struct tg_search_limits {
    long playouts;           /* playouts of this call */
    double seconds;          /* wall-clock seconds of this call */
    const volatile int *stop;
} tg_search_limits;

/* Searches the game's position for `to_move` (reusing the tree when the
 * game continues the previous search's, continuing it when the position is
 * the same). TG_ERR_STATE when the game is over, TG_ERR_NOMEM when a thread
 * cannot start. */
tg_status tg_search_run(tg_search *s, const tg_game *g, tg_color to_move, const tg_search_limits *lim);

/* One candidate move of the root, with what the search knows of it. */
#define TG_SEARCH_PV 24
typedef struct tg_search_candidate {
    tg_point move;          /* TG_PASS for the pass */
    long visits;
    double winrate;         /* for the player to move, 0..1 */
    double score_lead;      /* points ahead for the player to move (mean final margin) */
    double prior;           /* the prior's share of the children's priors, 0..1 */
    int pv_len;
    tg_point pv[TG_SEARCH_PV]; /* the principal variation, the move first */
} tg_search_candidate;

/* The root's candidates with at least one visit, most visited first (at
 * most max). Returns the count. */
int tg_search_candidates(const tg_search *s, tg_search_candidate *out, int max);

/* The move the search would play: the most visited candidate (TG_PASS when
 * there is none). *winrate, if not NULL, gets its winrate. */
tg_point tg_search_best(const tg_search *s, double *winrate);

/* Playouts run from the current root (all calls since the root was set). */
long tg_search_playouts(const tg_search *s);
/* Tree nodes in use. */
long tg_search_nodes(const tg_search *s);

/* Ownership of every point after the root's playouts: own[p] in -1..+1,
 * +1 when the point always ended Black's (a stone or an eye), -1 White's;
 * 0 off the board. own has TG_MAX_POINTS entries. False before any playout. */
bool tg_search_ownership(const tg_search *s, double *own);

/* For the life-and-death judgement: the ownership of the position of b,
 * `to_move` to play, after a search of `playouts` playouts with the rules'
 * komi (one thread, deterministic for the seed). TG_ERR_NOMEM when memory
 * runs out. */
tg_status tg_search_ownership_of(const tg_board *b, const tg_rules *rules, tg_color to_move, long playouts,
                                 uint64_t seed, double *own);

#ifdef __cplusplus
}
#endif
#endif
