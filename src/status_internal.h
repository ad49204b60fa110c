/*
 * status_internal.h — what the status files share: the capturing-race
 * reader's work space (status_semeai.c), built once for a position and
 * then asked any number of races, so that a caller asking many
 * (status_eyes.c: one per candidate group and wall) does not rebuild the
 * whole board's groups each time as tg_semeai does; and one colour's eye
 * spaces and the groups they join (status_spaces.c), read by the two
 * rules that count a group's eyes (status_eyes.c, status_read_group.c);
 * and the steps of tg_life_estimate that live in files of their own
 * (status_estimate.c's header lists them in order).
 *
 * Invariant: a work space reads the board it was built on, which must not
 * change while it is in use; tg_status__semeai gives what tg_semeai gives
 * on that board; tg_status__spaces' fields are a function of the board,
 * the map's dead stones and the colour.
 */
#ifndef TG_STATUS_INTERNAL_H
#define TG_STATUS_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "tengen/status.h"

#pragma GCC visibility push(hidden)

/* Groups on a board (chains joined by the regions they enclose) and their
 * eye counts; the fields are status_semeai.c's. */
typedef struct tg_semeai_work {
    const tg_board *b;
    const tg_life_map *m;               /* NULL: every stone alive (captive chains aside) */
    uint16_t parent[TG_MAX_POINTS];     /* union-find over chain heads */
    uint16_t eye_of[TG_MAX_POINTS];     /* point: region index + 1 if an eye region */
    uint16_t stack[TG_MAX_POINTS];
    /* Per group root: the eye counts. */
    int16_t eye_libs[TG_MAX_POINTS];
    int8_t eyes[TG_MAX_POINTS];
    bool safe[TG_MAX_POINTS];
    int8_t links[TG_MAX_POINTS];        /* chains joined by a link: one move each */
    uint16_t stamp[TG_MAX_POINTS];
    uint16_t now;
} tg_semeai_work;

/* Builds w for the board b, every stone alive but captive chains (as
 * tg_semeai reads it). */
void tg_status__semeai_init(tg_semeai_work *w, const tg_board *b);

/* tg_semeai(b, a, bb) on w's board. */
tg_race tg_status__semeai(tg_semeai_work *w, tg_point a, tg_point bb);

/* Chains in atari captured whoever moves first (status_semeai.c,
 * atari_lost: no opponent chain beside them in atari whose capture saves
 * them (a ko after which their owner's next play leaves them one liberty
 * does not), no second liberty by playing on the last one (liberties the
 * opponent still takes, tg_status__capturable, do not count), the
 * capture no snapback or ko) become dead
 * in m (reason TG_WHY_RACE, certainty 100); one the playouts alone call
 * dead takes that reason too, uncounted. Returns the chains changed. No
 * other step writes that pair (races and sekis found by counting say 90):
 * step 6b (status_beside_taken.c) reads it as "captured whoever moves
 * first". */
int tg_status__life_atari(const tg_board *b, tg_life_map *m);

/* Whether c's play at p on b leaves the chain of s two liberties or more
 * that the opponent, to move, cannot take (tg_status__capturable; the
 * play legal: neither suicide nor a ko retake; status_semeai.c). */
bool tg_status__play_frees(const tg_board *b, tg_point p, tg_color c, tg_point s);

/* Whether the opponent of the owner of s, to move, surely captures the
 * chain of s: read out for chains of one or two liberties, the owner's
 * defences being plays on the chain's last liberty and captures of the
 * attackers beside it (ladders, throw-ins; status_capture.c). False
 * wherever the reading is not sure (more liberties, a ko, a reading too
 * long). */
bool tg_status__capturable(const tg_board *b, tg_point s);

/* For a chain of two liberties that tg_status__capturable says is
 * captured: the attacker's first play, the atari no defence escapes;
 * TG_PASS for any other chain. */
tg_point tg_status__capturing_atari(const tg_board *b, tg_point s);

/* The heads of the opponent chains of exactly `libs` liberties (1: in
 * atari) beside the chain of s (a stone of either colour), each once, in
 * heads[] (room for max); returns how many, or -1 if there are more than
 * max, heads[] then holding the first max (status_capture.c). */
int tg_status__short_beside(const tg_board *b, tg_point s, int libs, tg_point *heads, int max);

/* Sets life, reason and certainty (clamped to 0..100) on every stone of
 * the chain of s on b (status_mark.c): the one way a step writes a
 * verdict, so a chain's stones never disagree. */
void tg_status__set_chain(const tg_board *b, tg_life_map *m, tg_point s, tg_life l, tg_life_reason r,
                          int certainty);

/* Chains whose sure eye spaces (empty, beside that chain only, at most
 * TG_SPACE_SMALL points, not a corner space of five or more) are worth two
 * eyes with the opponent first (tg_eye_region_value's min, summed) become
 * alive in m (reason TG_WHY_SHAPE, certainty 100) where their verdict was
 * soft (tg_status__soft) and not already alive at certainty 100: a dead
 * chain comes back, an uncertain live one is settled, so step 6's search
 * does not reopen it; status_sure_eyes.c. Returns the chains changed. */
int tg_status__sure_eyes(const tg_board *b, tg_life_map *m);

/* Races closed in by walls (pass-alive, or round a territory), decided
 * by their count (status_closed_race.c): the winner alive, the loser
 * dead, both standing in a seki. With to_move TG_EMPTY only a count with
 * the same outcome whoever moves first decides; with a colour, that
 * colour moves first.
 * Returns the number of races that changed either chain's verdict. */
int tg_status__closed_races(const tg_board *b, tg_color to_move, tg_life_map *m);

/* Dead chains of three to six stones, not in atari, whose capture would
 * leave a killing shape in the eye space of an opponent group that lives
 * only in seki (the count's group rule) become seki in m (reason
 * TG_WHY_SEKI): step 7 of tg_life_estimate (status_estimate.c). Returns
 * the chains changed. */
int tg_status__nakade_sekis(const tg_board *b, tg_life_map *m);

/* wall[p] for every stone that stands for good: pass-alive, or of a chain
 * that borders a territory (an empty region only its colour borders,
 * tg_score__find_regions) of seven points or more (status_closed_race.c). */
void tg_status__find_walls(const tg_board *b, const tg_life_map *m, bool *wall);

/* Questions closed in by living walls (the estimate's sure live chains,
 * each with a liberty outside), a few chains of both colours and the empty
 * points between them, read out to the end by minimax under area scoring
 * (status_enclosed.c): the stones the best line captures dead, those
 * standing beside a shared liberty in seki, the rest alive (reason
 * TG_WHY_READING; TG_WHY_TURN, certainty 0, where the other player first
 * gives another verdict), the player to move first. A question that turns on a
 * ko, is open or too large is left as it is. Step 8 of tg_life_estimate.
 * Returns the questions read. */
int tg_status__enclosed(const tg_board *b, const tg_rules *rules, tg_color to_move, tg_life_map *m);

/* A region of more points than this holding an opponent stone that is
 * not dead is no eye space (tg_eye_region_value reads up to this many). */
#define TG_SPACE_SMALL 8

/* One colour c's eye spaces: the regions of points that are not c (empty
 * or the opponent's), and the groups: c's chains joined by an eye space
 * (a region of at most TG_SPACE_SMALL points, or one holding no opponent
 * stone that is not dead). Built by tg_status__spaces. */
typedef struct tg_eye_spaces {
    uint16_t region[TG_MAX_POINTS];              /* region id (1..nregions) of a point not c, 0 else */
    tg_point pts[TG_MAX_POINTS][TG_SPACE_SMALL]; /* per region: its first TG_SPACE_SMALL points */
    int size[TG_MAX_POINTS];                     /* per region: its points */
    bool live[TG_MAX_POINTS];                    /* per region: holds an opponent stone not dead */
    tg_point rep[TG_MAX_POINTS];                 /* per eye space: a chain of c around it, or TG_PASS */
    tg_point parent[TG_MAX_POINTS];              /* union-find over c's chain heads: the groups */
    uint16_t stack[TG_MAX_POINTS];
    int nregions;
} tg_eye_spaces;

/* Fills s with c's regions and groups on b (m: which stones are dead),
 * in point order. */
void tg_status__spaces(const tg_board *b, const tg_life_map *m, tg_color c, tg_eye_spaces *s);

/* The root of a's group (path halving: parent changes, roots do not). */
static inline tg_point tg_status__root(tg_point *parent, tg_point a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
}

/* Whether p is a corner point of the board (two of its neighbours off it). */
static inline bool tg_status__corner_point(const tg_board *b, tg_point p) {
    int edge = (b->color[p - b->stride] == TG_EDGE) + (b->color[p - 1] == TG_EDGE) + (b->color[p + 1] == TG_EDGE) +
               (b->color[p + b->stride] == TG_EDGE);
    return edge >= 2;
}

/* Whether region id (0: none) is an eye space. */
static inline bool tg_status__is_space(const tg_eye_spaces *s, int id) {
    return id && (s->size[id] <= TG_SPACE_SMALL || !s->live[id]);
}

/* The root of the group around region id if it is an eye space with a
 * chain of c beside it, else TG_PASS. */
static inline tg_point tg_status__space_group(tg_eye_spaces *s, int id) {
    if (!tg_status__is_space(s, id) || s->rep[id] == TG_PASS) return TG_PASS;
    return tg_status__root(s->parent, s->rep[id]);
}

/* Whether the verdict at p may be changed by the eye rules: the playouts',
 * the seki finder's or the search's, not Benson's, reading's,
 * confirmation's or a mark. */
static inline bool tg_status__soft(const tg_life_map *m, tg_point p) {
    uint8_t r = m->reason[p];
    return r == TG_WHY_ESTIMATE || r == TG_WHY_SEKI || r == TG_WHY_NONE || r == TG_WHY_SEARCH;
}

/* The liberties of the opponent chain at q that are not next to a chain
 * of the group whose root is r (counted up to 2): with two it fills the
 * group's liberties without putting itself in atari. */
int tg_status__own_libs(const tg_board *b, tg_point q, tg_eye_spaces *s, tg_point r);

/* Whether the opponent of c holds the diagonals of the one-point region p
 * that make it a false eye: two of them, or one when p is on the edge,
 * with stones that are not dead, have two liberties or more, and stand
 * outside c's eye spaces (stones inside are c's to capture). */
bool tg_status__diagonals_held(const tg_board *b, const tg_life_map *m, const tg_eye_spaces *s, tg_point p,
                               tg_color c);

/* How a chain is near another (tg_status__chains_near): a stone of it
 * beside a stone of the other, or beside one of the other's liberties. */
#define TG_NEAR_STONE 1
#define TG_NEAR_LIBERTY 2

/* The heads of the chains other than s's with a stone beside the chain
 * of s or beside one of its liberties, in near[] (TG_MAX_POINTS entries,
 * in the order first met: status_near.c), how each is near in how[]
 * (TG_NEAR_STONE, TG_NEAR_LIBERTY or both); returns how many. */
int tg_status__chains_near(const tg_board *b, tg_point s, tg_point *near, uint8_t *how);

/* ------------------------------------------- the steps of the estimate */

/* Whether the chain of s has Benson's verdict (step 1), which no later
 * step of tg_life_estimate changes. */
static inline bool tg_status__is_benson(const tg_life_map *m, tg_point s) {
    return m->reason[s] == TG_WHY_PASS_ALIVE || m->reason[s] == TG_WHY_PASS_DEAD;
}

/* The seed of the k-th repeat (k >= 1) of a measure made with seed: steps
 * 3 and 6 repeat theirs where one run leaves a verdict to chance. */
static inline uint64_t tg_status__other_seed(uint64_t seed, int k) {
    return seed + 0x632BE59BD9B4E019ull * (uint64_t)k;
}

/* A play for c drawn uniformly, with the random state *rng, from b's empty
 * points that the estimate's playouts allow (legal, not c's own eye, not a
 * self-atari of a chain of three stones or more; status_playouts.c), or
 * TG_PASS when there is none. */
tg_point tg_status__random_play(const tg_board *b, tg_color c, uint64_t *rng);

/* Step 2 (status_playouts.c): plays n games out from b, to_move first,
 * from the seed's random sequence, adding their ownership into own[]
 * (TG_MAX_POINTS entries: +1 a black point, -1 a white one). */
void tg_status__play_out(const tg_board *b, tg_color to_move, uint64_t seed, int n, int32_t *own);

/* Step 4's seki (status_find_sekis.c): chains in seki on the board
 * without the dead chains, tested as its comment says. */
void tg_status__find_sekis(const tg_board *b, tg_life_map *m);

/* Step 6c (status_find_sekis.c; before the end of a game only,
 * status_estimate.c): where a chain the search killed
 * (killed[], every point of such chains) touches a chain in seki on m,
 * the seki is seen again on b without every dead chain; the chains no
 * longer in seki that lose a counted race whoever moves first are dead,
 * and the others of them alive (reason TG_WHY_RACE, certainty the least
 * of those kills', at most 90). */
void tg_status__sekis_after_search(const tg_board *b, const bool *killed, tg_life_map *m);

/* Step 5 (status_open_areas.c): the dead chains of an open area revived;
 * revive[] (TG_MAX_POINTS entries) marks them at their heads. */
void tg_status__open_areas(const tg_board *b, tg_life_map *m, bool *revive);

/* Step 5 in an unfinished position (status_open_areas.c): of the chains
 * revive[] marks, those a search with their owner moving first loses by
 * TG_LIFE_OPEN_LOST are dead again (reason search) and unmarked, but for
 * chains of to_move that one play joins to a live chain of their own. */
void tg_status__open_areas_unfinished(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                                      long playouts, tg_life_map *m, bool *revive);

/* The search's ownership (-1..1 a point) with `to_move` first, under
 * area scoring where rules is NULL: two trees of half the playouts each,
 * averaged, on two threads (status_search_halves.c); and a chain's share
 * of it, averaged over the stones of the chain of s, from its owner's
 * side (status_search_unsure.c). */
tg_status tg_status__search_ownership(const tg_board *b, const tg_rules *rules, tg_color to_move, long playouts,
                                      uint64_t seed, double *own);
double tg_status__search_share(const tg_board *b, const double *own, tg_point s);
/* The two trees of tg_status__search_ownership (rules given), the second
 * on a thread of its own where `threaded`, else after the first on this
 * one: the same ownership either way. */
tg_status tg_status__search_trees(const tg_board *b, const tg_rules *rules, tg_color to_move, long playouts,
                                  uint64_t seed, bool threaded, double *own);

/* A play of the player to move before the end of a game that settles a
 * fight (status_mover_capture.c, status_mover_extends.c,
 * status_mover_ataris.c), and what the
 * estimate after it must show for its verdicts to be taken. */
typedef struct tg_mover_play {
    tg_point play;     /* TG_PASS: none */
    tg_point saved;    /* the head of the chain of his it saves */
    int min_flipped;   /* the least number of the fight's stones it must
                          turn between dead and not dead */
    int min_certainty; /* the least certainty of every stone of the fight
                          after it (0: none asked) */
    tg_point attacked; /* an opponent chain the play surely captures (an
                          atari no defence escapes), or TG_PASS; with one,
                          only the saved chain must reach min_certainty:
                          the fight's other chains below it keep their
                          verdicts */
} tg_mover_play;

/* The play of `to_move` that captures an opponent chain in atari beside a
 * chain of his in atari (a mutual atari), frees that chain and takes no
 * ko: the one with the largest stake (the two chains' stones together).
 * min_flipped 0 for a stake of five stones or more, more for a smaller
 * one; no certainty asked. */
tg_mover_play tg_status__mover_capture(const tg_board *b, tg_color to_move);
/* The play of `to_move` on the last liberty of a chain of his in atari
 * beside an opponent chain of two liberties that frees it
 * (tg_status__play_frees): the one with the largest stake (the chain's
 * stones and the largest such opponent chain's together); a certainty
 * asked. */
tg_mover_play tg_status__mover_extends(const tg_board *b, tg_color to_move);
/* The atari of `to_move` that surely captures an opponent chain of two
 * liberties, not dead in est (the estimate of b), beside a larger chain
 * of his that est calls dead with a certainty (sure[], the estimate's
 * before the verdicts that follow the player to move are made
 * uncertain) below the bar: the one with the largest stake (the two
 * chains' stones together); a certainty asked after it, of the saved
 * chain only (status_mover_ataris.c). */
tg_mover_play tg_status__mover_ataris(const tg_board *b, tg_color to_move, const tg_life_map *est,
                                      const uint8_t *sure);
/* The estimate is made after the play (after: b with it played), the
 * opponent to move (in); where the saved chain lives there,
 * tg_status__merge_capture writes into out, the estimate of b itself,
 * the stones the play captured dead (reason TG_WHY_RACE, certainty 100)
 * and in's verdicts on the fight's chains (beside the play, beside the
 * captured stones and beside the saved chain), if at least min_flipped
 * of their stones change between dead and not dead and every one of
 * them has min_certainty or more in `in` (else it writes nothing). With
 * an attacked chain (an atari's), that chain is dead (reason
 * TG_WHY_CONFIRM, certainty 100), only the saved chain must reach
 * min_certainty, and the fight's chains below it keep their verdicts
 * (and are not counted among the changed). */
void tg_status__merge_capture(const tg_board *b, const tg_board *after, const tg_mover_play *m,
                              const tg_life_map *in, tg_life_map *out);

/* Step 6b (status_beside_taken.c): a chain of either colour left dead (by
 * the playouts or the search) beside an opponent chain step 4d found
 * captured whoever moves first, that cannot be captured before it, is
 * alive (reason TG_WHY_SEARCH) where a search on the board with those
 * captured chains lifted, their owner moving first, gives it to its owner
 * by TG_LIFE_SEARCH_REVIVE. */
void tg_status__beside_taken(const tg_board *b, const tg_rules *rules, uint64_t seed, long playouts,
                             tg_life_map *m);

/* Step 6 (status_search_unsure.c): the unsure chains of closed areas
 * (open[] at their heads) settled by the search with `playouts`; seeds[]
 * marks the chains steps 4b-4d turned over, follows[] gets the chains
 * whose verdict follows the player to move (NULL: not asked, and the
 * search with the other player first that finds them is not run). */
void tg_status__search_unsure(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                              long playouts, const bool *open, const bool *seeds, tg_life_map *m, bool *follows);

#pragma GCC visibility pop

#endif
