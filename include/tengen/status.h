/*
 * status.h — life and death at the end of a game: which chains are alive,
 * dead or in seki, how sure we are and why; confirmation play for the
 * Japanese dispute procedure; marking by hand; explanations of a count.
 *
 * Layers (each uses tengen.h only):
 *   benson    pass-alive chains and territory (certain; docs/rules.md, "Dead stones, disputes")
 *   estimate  everything else: rules-aware Monte Carlo ownership from the
 *             final position + local reading of small enclosed areas + eye
 *             shapes + seki + the search (search.h) for unsure groups
 *   eyes      eye shapes and the groups that cannot make two eyes
 *   semeai    capturing races counted by liberties, eyes and who moves
 *   confirm   confirmation play (Japanese 1989, Korean) on a disputed area
 *   mark      a player's marking: toggle a whole group, list dead points
 *   explain   why each point counts where it counts; presets side by side
 *
 * The name tg_status is the library's error code, so a chain's life is a
 * tg_life. Everything here reads a board and writes into caller memory: no
 * allocation survives a call, no global state, randomness seeded by the
 * caller.
 */
#ifndef TENGEN_STATUS_H
#define TENGEN_STATUS_H

#include "tengen/tengen.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- life */

typedef enum tg_life {
    TG_LIFE_NONE = 0, /* not a stone */
    TG_LIFE_ALIVE,
    TG_LIFE_DEAD,
    TG_LIFE_SEKI      /* alive only by seki */
} tg_life;

/* Why a chain got its life. */
typedef enum tg_life_reason {
    TG_WHY_NONE = 0,
    TG_WHY_PASS_ALIVE, /* Benson: alive even if its owner always passes */
    TG_WHY_PASS_DEAD,  /* inside the opponent's pass-alive territory */
    TG_WHY_ESTIMATE,   /* Monte Carlo ownership (see certainty) */
    TG_WHY_READING,    /* local reading of a small enclosed area */
    TG_WHY_SEKI,       /* shared liberties neither side can fill */
    TG_WHY_CONFIRM,    /* settled by confirmation play */
    TG_WHY_MARKED,     /* the players marked it */
    TG_WHY_RACE,       /* a capturing race counted out (tg_semeai) */
    TG_WHY_SEARCH,     /* unsure in the playouts, settled with the search's
                          ownership (tg_life_estimate, step 6) */
    TG_WHY_SHAPE,      /* its eye spaces make one eye at most (tg_life_eye_shapes), or,
                          alive, two whoever moves first (tg_life_estimate, step 4b) */
    TG_WHY_KO_RULE,    /* read out where a ko only one side can start decides, by
                          confirmation play's ko rule (tg_life_estimate, step 8) */
    TG_WHY_TURN        /* read out where who moves first decides (step 8: the
                          questions whose verdict follows the mover are shared
                          out between the players); certainty 0 */
} tg_life_reason;

/* "pass-alive", "estimate", ... Never NULL. */
const char *tg_life_name(tg_life l);
const char *tg_life_reason_name(tg_life_reason r);

/* Per point. For stones: life, reason and certainty (0..100, how sure the
 * verdict is; 100 for pass-alive and pass-dead) of their chain. For every
 * point: ownership, -100 (White owns it at the end of every playout) to
 * +100 (Black always), and pass_alive, the colour whose pass-alive chain
 * or territory it is (TG_EMPTY if none). Invariant: every stone of a chain
 * has the same life and reason, and chains of one colour sharing an eye
 * space (a region of empty points and dead opponent stones bordered by that
 * colour only) have the same life. */
typedef struct tg_life_map {
    uint8_t life[TG_MAX_POINTS];      /* tg_life */
    uint8_t reason[TG_MAX_POINTS];    /* tg_life_reason */
    uint8_t certainty[TG_MAX_POINTS];
    int8_t ownership[TG_MAX_POINTS];
    uint8_t pass_alive[TG_MAX_POINTS];
    int playouts;                     /* playouts run, 0 if none */
} tg_life_map;

/* -------------------------------------------------------------- benson */

/* Benson's algorithm for both colours. OUT: pass_alive[p] = colour of the
 * pass-alive chain at p, or of the pass-alive territory p lies in (empty
 * points and opponent stones there, which are then pass-dead); TG_EMPTY
 * elsewhere. A territory counts only if every empty point of it is a
 * liberty of the enclosing pass-alive chains, so the opponent cannot make
 * an eye in it. pass_alive has TG_MAX_POINTS entries. */
void tg_benson(const tg_board *b, uint8_t *pass_alive);

/* ------------------------------------------------------------ estimate */

typedef struct tg_estimate_options {
    int playouts;     /* 0 = default (a few hundred, less on big boards) */
    int read_budget;  /* nodes per reading order of an area (tg_confirm_solve); 0 = default, <0 = off */
    int dead_below;   /* a chain whose own ownership (percent) is below this
                         is dead; 0 = default (0: the majority of playouts) */
    int race_below;   /* > 0: capturing races are counted (tg_life_semeai) for
                         groups whose certainty is below this; 0 or < 0 = off
                         (the default: see bench/STATUS_AGREEMENT.md) */
    int search_playouts; /* playouts of the tree search that settles chains the
                         playouts leave unsure (step 6 of tg_life_estimate);
                         0 = default (TG_LIFE_SEARCH_PLAYOUTS), < 0 = off */
    bool unfinished;  /* the position is not the end of a game: play will go
                         on, so a chain of an area the game has not closed is
                         judged by what its owner could make of it moving
                         first (step 5, TG_LIFE_OPEN_LOST), not left standing
                         as players leave such stones at the end, a chain of
                         the player to move that one play frees is not read
                         dead (step 3), nor a lone stone of the other player
                         in atari whose capture is a ko, and a mutual atari
                         of five stones or more, or a smaller one whose
                         capture decides the fight round it, goes to the
                         player to move, as does the fight beside a chain
                         of his in atari that he connects, where that
                         settles it surely; false
                         (the default) = a finished game */
    bool verdicts_only; /* the caller reads the verdicts (life, reason) and
                         the ownership, not the certainty: the search with
                         the other player first, which only marks a verdict
                         of the search that follows the player to move as
                         uncertain (certainty 0), is left out. The verdicts
                         are the same either way; false (the default) =
                         certainty as described at tg_life_map */
} tg_estimate_options;

/* The default size of the estimate's search (step 6), and the certainty
 * below which a chain's verdict of the playouts is handed to it. Measured
 * on GNU Go's scoring cases and the counted games (bench/JUDGEMENT.md). */
#define TG_LIFE_SEARCH_PLAYOUTS 1000
#define TG_LIFE_SEARCH_BELOW 60
/* The search's ownership (0..1, averaged over the chain) a chain the
 * playouts call dead, or alive below TG_LIFE_UNSURE_BELOW (near even: its
 * side of even is the seed's), needs before the search keeps it alive. */
#define TG_LIFE_SEARCH_REVIVE 0.5
/* The search's ownership (0..1, averaged over the chain) a chain the
 * playouts call alive needs to stay alive; below it, near even, it is
 * dead: its owner has not shown that it lives. */
#define TG_LIFE_SEARCH_LIVE 0.3
/* A chain whose search ownership lies within this of its bar (LIVE or
 * REVIVE) is in doubt: TG_LIFE_SEARCH_AGAIN more searches of the same
 * size, each with its own seed, are averaged in. */
#define TG_LIFE_SEARCH_DOUBT 0.1
#define TG_LIFE_SEARCH_AGAIN 3
/* The search runs only when at least this many stones are unsure. */
#define TG_LIFE_SEARCH_STONES 6
/* In an unfinished position (tg_estimate_options.unfinished), a chain of
 * an open area (step 5) is dead when a search with its owner moving first
 * gives it to the opponent by at least this share (0..1, averaged over
 * the chain): its owner cannot save it even with the next move, and play
 * goes on. Above it the chain stands, as at the end of a game, and so
 * does a chain of the player to move that one play joins to a live chain
 * of his. Measured on games cut before their end (bench/judgement_cut.sh,
 * bench/JUDGEMENT.md "Session 40"): shares of 0.15 to 0.3 give the same
 * figures. */
#define TG_LIFE_OPEN_LOST 0.3

/* A chain left dead beside an opponent chain that is captured whoever
 * moves first comes back when a search on the board with that capture
 * made, the captured stones' owner moving first, gives it to its owner by
 * at least this share (step 6b). Higher than TG_LIFE_SEARCH_REVIVE: the
 * board is a hypothesis, and what is left there is often an eye shape
 * the search's random games read no better than the playouts (Tygem
 * 888813542 and 918460275 at 0.75 and 0.69, dead in the records; the
 * revivals the cut games bear out at 0.89 and more; bench/JUDGEMENT.md
 * "Session 41"). */
#define TG_LIFE_TAKEN_REVIVE 0.8

/* Estimates the life of every chain of the final position b, `to_move`
 * moving first in the playouts. opt may be NULL. A function of the
 * position (colours and ko point), to_move, seed and options: the same
 * position reached by other moves, by undo and redo or rebuilt gives the
 * same map. A chain the playouts call dead in an area that is not closed
 * (it reaches its own surely live chains through empty points and dead
 * stones) is left alive with certainty 0, unless the position is
 * unfinished (opt->unfinished) and a search with its owner first loses it
 * (TG_LIFE_OPEN_LOST): then it is dead, reason TG_WHY_SEARCH. Chains the playouts leave unsure
 * (certainty below TG_LIFE_SEARCH_BELOW) are then settled with a tree
 * search's ownership (two trees of tg_search_ownership_of with half the
 * playouts each, one thread a tree, the second tree on a thread of its
 * own while the first runs: the same answer whichever thread runs it;
 * averaged with TG_LIFE_SEARCH_AGAIN more seeds where a chain is within
 * TG_LIFE_SEARCH_DOUBT of its bar), reason TG_WHY_SEARCH: a chain lives
 * only at a search ownership of TG_LIFE_SEARCH_LIVE, one the playouts
 * call dead comes back only at TG_LIFE_SEARCH_REVIVE, a chain beside a surely dead one
 * is not killed (unless the playouts leave it near even), and one it kills in an open area lives. A
 * chain still dead beside an opponent chain captured whoever moves first
 * lives where a search with that capture made, its victim's owner moving
 * first, gives it to its owner by TG_LIFE_TAKEN_REVIVE. Two steps
 * allocate, each freeing before it returns: step 3's reading its
 * transposition table (without it the reading is the same, only slower)
 * and this search its tree (without it the playouts' verdicts stand). A chain the search decided whose verdict a smaller
 * search with the other player first does not share is left with
 * certainty 0 (uncertain): whoever moves first wins its fight. rules may
 * be NULL; under area scoring a closed-in question that to_move settles
 * without a ko is to_move's even where the other player first would
 * start one (NULL or territory scoring: left to the other steps, as a ko
 * the players must settle). TG_ERR_ARG on a bad colour. */
tg_status tg_life_estimate(const tg_board *b, const tg_rules *rules, tg_color to_move,
                           uint64_t seed, const tg_estimate_options *opt, tg_life_map *out);

/* Only Benson: pass-alive chains alive, pass-dead chains dead, everything
 * else alive with reason TG_WHY_NONE and certainty 0. */
void tg_life_from_benson(const tg_board *b, tg_life_map *out);

/* Writes one point per dead chain (its head) into dead (TG_MAX_POINTS
 * entries are always enough) and returns how many: the list
 * tg_score_position takes. */
int tg_life_dead_points(const tg_board *b, const tg_life_map *m, tg_point *dead);

/* Certainty (0..100) below which a verdict of the playouts is a guess:
 * the chain's owner keeps it in at most 60% of the playouts. Measured on
 * the counted games and GNU Go's scoring cases (bench/JUDGEMENT.md): a
 * position holding such a chain is wrong far more often than one without. */
#define TG_LIFE_UNSURE_BELOW 20

/* Whether the verdict of the stone at p is uncertain: it rests on the
 * playouts (reason estimate, seki, race or none), the search or reading
 * with certainty below TG_LIFE_UNSURE_BELOW (reading is below it only
 * where the playouts near their bar gave the other verdict), or on who
 * moves first (reason TG_WHY_TURN). Benson, confirmation, eye shapes,
 * the ko rule and marks are sure.
 * false for a point that is not a stone. */
bool tg_life_is_uncertain(const tg_board *b, const tg_life_map *m, tg_point p);

/* The number of stones of b whose verdict is uncertain (0: the whole
 * judgement is sure by that measure). */
int tg_life_uncertain_stones(const tg_board *b, const tg_life_map *m);

/* ---------------------------------------------------------- eye shapes */

/* What a small enclosed region is worth to the colour around it: min eyes
 * if the opponent moves first there, max if the owner does, and the vital
 * point that decides when they differ (TG_PASS otherwise). */
typedef struct tg_eye_value {
    int min, max;     /* 0..2; 2 means two eyes or more */
    tg_point vital;
} tg_eye_value;

/* The worth to `owner` of the region pts[0..n-1] (1..8 connected points,
 * each empty or an opponent stone, bordered by owner's stones and the edge
 * only), by its shape: one eye for 1-2 points and the squared four; one or
 * two (a vital point) for three in a row or bent, the pyramid four, the
 * bent four in the corner (its bend on the corner point: a ko the
 * opponent starts at will, dead by the Japanese rules), the bulky and
 * crossed five and the rabbity six; two for every other shape
 * and for 7 points or more. Opponent stones inside: a chain whose
 * liberties are the region's empty points gives eyes only by its capture,
 * after which the opponent plays first in the captured space, and it
 * chooses how much to sacrifice first (so a false seki is one eye); several
 * chains in atari on the region's one empty point are two eyes (one play
 * there takes them all and leaves a space for each, apart); else a stone
 * on the vital point takes its eye away. {0, 0, TG_PASS} if the points are
 * not such a region. The comb and the rectangular six in the corner (they
 * depend on the wall's defects and outside liberties) and false one-point
 * eyes are not told apart here: they count as more eyes. */
tg_eye_value tg_eye_region_value(const tg_board *b, const tg_point *pts, int n, tg_color owner);

/* Groups that cannot make two eyes: chains of one colour joined by their
 * eye spaces (regions of empty points and opponent stones bordered by them
 * only, holding no live opponent stone or at most 8 points), whose small
 * eye spaces are worth one eye at most even with the owner to move
 * (tg_eye_region_value's max, a big one counts two; a one-point space
 * counts none when it is a false eye, two of its diagonals, one on the
 * edge, held by the opponent's wall while the owner's stones around it are
 * two chains or more, or a ko eye, beside an owner chain in atari), with at most 2
 * liberties outside them, none of them shared with another group of their
 * colour that is not dead (a connection), and every opponent chain around
 * them outside those spaces pass-alive or not dead with more liberties
 * than the group and not in seki with it by the counted race (tg_semeai):
 * no capturing race. Such a group becomes dead, and the opponent stones in
 * its eye spaces alive (reason TG_WHY_SHAPE, certainty 90), where the
 * verdicts were the playouts', the seki finder's or the search's. Returns
 * the number of chains made dead. */
int tg_life_eye_shapes(const tg_board *b, tg_life_map *m);

/* Large groups read by their eye space (status_read_group.c): chains of one
 * colour joined by their eye spaces whose eyes are one at most even with
 * the owner to move (a one-point space with live opponent stones on two
 * diagonals, one on the edge, is a false eye; a space of 2..8 points counts
 * tg_eye_region_value's max; a larger one with no live opponent stone two),
 * each of whose liberties outside those spaces lies in a pocket of at most
 * two empty points touching no other group of its colour, and whose every
 * opponent chain around it is a safe wall (pass-alive; or not dead, not in
 * seki with it by tg_semeai, with two liberties of its own and more
 * liberties than the group, a verdict of the playouts at 90% or more, or
 * the counted race won whoever moves first; or a short chain two of whose
 * liberties touch such chains of its colour), are dead, and the opponent's
 * stones in their eye spaces alive (reason TG_WHY_SHAPE, certainty 90),
 * where the verdicts were the playouts', the seki finder's or the search's
 * (chains already dead by a firmer reason keep it; a chain alive by one
 * keeps its group from being read). Returns the number of chains made
 * dead. */
int tg_life_read_groups(const tg_board *b, tg_life_map *m);

/* The same with the player to move (TG_EMPTY: unknown, as
 * tg_life_read_groups). A group whose small eye spaces are worth two eyes
 * by their shapes' max but one by their min, or hold opponent stones, and
 * which passes every other test above, is read out with to_move first: both play only in its eye spaces, its pockets
 * and on its own stones once captured; the attacker never passes, the
 * owner may, and retakes a ko at once (it wins every ko); a repeated
 * position or a capture of a wall stone is life.
 * The group is dead (reason TG_WHY_SHAPE) if the attacker captures a
 * largest chain of it whatever the owner does; it keeps its verdict if
 * not, or if the reading runs out of its bounded budget. Critical spaces:
 * GNU Go's score42, White's space T19-S16 split by Black's T18; a straight
 * three, dead with the attacker to move, alive with the owner to move.
 * Still a function of the position, the map and to_move. */
int tg_life_read_groups_to_move(const tg_board *b, tg_color to_move, tg_life_map *m);

/* -------------------------------------------------------------- semeai */

/* A capturing race between two groups of opposite colours, counted the
 * classic way. A group is the chains of one colour that share an enclosed
 * region (empty points, and dead opponent stones where a life map says so,
 * bordered by that colour only) or two liberties (miai: the link costs one
 * outside liberty). Its liberties split into eye liberties
 * (inside its own enclosed regions of up to six points), shared liberties
 * (next to both groups) and outside liberties (the rest). */
typedef enum tg_race_result {
    TG_RACE_SEKI = 0, /* neither can capture the other: both live */
    TG_RACE_A_WINS,   /* A captures B */
    TG_RACE_B_WINS    /* B captures A */
} tg_race_result;

typedef struct tg_race_side {
    int outside;  /* liberties neither shared nor in an eye */
    int eye_libs; /* what its eyes are worth: 1, 2, 3, 5, 8, 12 moves for a
                     space of 1..6 points, less one per opponent stone inside */
    int eyes;     /* real eyes: a one-point eye with too many opponent
                     diagonals (two; one on the edge) is false, not counted */
    bool safe;    /* two real eyes or a region of seven points or more:
                     it cannot be captured */
} tg_race_side;

typedef struct tg_race {
    bool valid;                       /* two groups of opposite colours that touch
                                         or share a liberty */
    tg_race_side a, b;
    int shared;                       /* liberties next to both */
    tg_race_result a_first, b_first;  /* the outcome with A, or B, to move */
} tg_race;

/* The outcome of a race from its counts alone, both sides playing their
 * best: outside liberties (and big-eye liberties) are filled first, a shared
 * liberty only when that is not self-atari, a one-point eye only as the
 * capturing move; two passes in a row are seki. Counts are capped at 30
 * (shared at 10). */
tg_race_result tg_race_count(const tg_race_side *a, const tg_race_side *b, int shared,
                             bool a_first);

/* Counts the race between the group of stone a and the group of stone bb
 * (every stone alive; a chain of one or two stones in atari whose liberty
 * touches only the other colour's stones, none of them in atari, is
 * captive and counts, with that liberty, as the other colour's eye). valid
 * is false unless they are stones of opposite colours whose groups touch or
 * share a liberty. */
tg_race tg_semeai(const tg_board *b, tg_point a, tg_point bb);

/* Settles capturing races in a life map: for every pair of touching groups,
 * neither with a pass-alive chain, at least one uncertain (a chain with
 * certainty below `below`), whose race has the same outcome whoever moves
 * first, and whose other walls are settled (every other live opponent group
 * next to either one holds a pass-alive or read chain, or has certainty of
 * 90 or more): the loser's chains become dead and the winner's alive (reason
 * TG_WHY_RACE), a seki leaves both alive. A group that loses one race but
 * wins another is left alone. Dead stones of m with certainty of 60 or more
 * count as eye space. Returns the number of chains changed. */
int tg_life_semeai(const tg_board *b, int below, tg_life_map *m);

/* -------------------------------------------------------------- marking */

/* A player's marking click at stone p: toggles the whole group, the chains
 * of p's colour connected through empty points and opponent stones of the
 * same dead area (a region bordered, apart from dead stones, only by the
 * opponent or by p's colour). dead_map has TG_MAX_POINTS entries, true at
 * every dead stone; it is updated for every stone of the group. Returns the
 * number of stones toggled (0 if p is not a stone). */
int tg_status_toggle_group(const tg_board *b, tg_point p, bool *dead_map);

/* Sets m from a dead map: marked stones dead (TG_WHY_MARKED), others alive,
 * seki found on the board without the dead. */
void tg_life_from_dead_map(const tg_board *b, const bool *dead_map, tg_life_map *m);

/* -------------------------------------------------------------- confirm */

typedef enum tg_confirm_result {
    TG_CONFIRM_ALIVE = 0, /* the attacker cannot capture the chain */
    TG_CONFIRM_DEAD,      /* the attacker captures it whatever the owner does */
    TG_CONFIRM_UNKNOWN    /* the area is too big for the node budget */
} tg_confirm_result;

typedef struct tg_confirm_info {
    tg_confirm_result result;
    long nodes;           /* nodes searched */
    int area;             /* empty points in the local area */
    tg_point first_move;  /* the attacker's first move of a kill, else TG_PASS */
} tg_confirm_info;

/* Confirmation play (docs/rules.md, "Dead stones, disputes") on the chain through stone `target`: the
 * opponent of its owner moves first, both play only in the local area (the
 * empty points and stones reachable from the chain without crossing the
 * attacker's stones, plus the liberties of attacker chains bordering it),
 * and the attacker wins by capturing the chain. Under `korean` false
 * (Japanese 1989) a player whose stone was captured in a ko may not retake
 * that ko until they have passed; under `korean` true only the basic ko
 * rule holds and repeating a position of the line is not allowed. The
 * defender lives when the attacker gives up (passes with no ko to wait
 * for). The area is read in up to three move orders taken from the
 * board's canonical orientation, each with budget nodes (0 = 200000),
 * until one reading finishes, so the answer is the same on a board and its
 * images under the 8 symmetries; nodes counts them all. Reading is exact
 * within the area and budget; a capture is final (stones played again in
 * the captured space are not examined further). Allocates a transposition
 * table for the call (none under `korean`); if it cannot be had the
 * reading is the same, only slower. */
tg_confirm_info tg_confirm_solve(const tg_board *b, tg_point target, bool korean, long budget);

/* Confirms every chain not pass-alive whose estimate is uncertain
 * (certainty below 80) or that is in atari, or all chains not pass-alive
 * if `all`: writes CONFIRM verdicts into m where the
 * solver settles them and leaves the rest. Not settled, whoever moving
 * first wins: two chains in contact each read dead, and a chain read dead
 * in atari beside an opponent chain in atari. Returns the number settled. */
int tg_life_confirm(const tg_board *b, const tg_rules *rules, bool all, long budget,
                    tg_life_map *m);

/* -------------------------------------------------------------- explain */

/* Writes, for a scored position, a diagram of every point's verdict with a
 * legend, the count as the rules make it (territory, prisoners with their
 * origins, stones, seki eyes, tax, komi, compensation, first pass), and,
 * if m is not NULL, every dead or seki chain with why. b is the position
 * before dead stones were removed. Returns the length needed (snprintf). */
size_t tg_explain_score(const tg_board *b, const tg_rules *rules, const tg_score_context *ctx,
                        const tg_score *s, const tg_life_map *m, char *out, size_t n);

/* Which parameter makes two rulesets count a position differently. */
typedef struct tg_rules_diff {
    char key[24];      /* a key of docs/rules.md: "dead", "scoring", "komi" ... */
    char from[24], to[24];
    int margin_delta2; /* change in Black's margin (half points) at this
                          step of the chain from `a` to `b` */
} tg_rules_diff;

/* Why b_rules counts position b differently from a: a chain from a to
 * b_rules that sets one parameter at a time (dead, scoring, seki, tax,
 * pass_stones, white_last, komi, compensation, first_pass, ties), each
 * step scored. Writes the steps that change the margin (or the result)
 * into diffs (up to max) and returns their number. The amounts add up
 * exactly to the difference of the two counts. a's count removes the dead
 * stones given; b_rules' count removes none if it has dead=none (the board
 * as it stands). */
int tg_rules_compare(const tg_board *b, const tg_score_context *ctx,
                     const tg_point *dead, int ndead, const tg_rules *a, const tg_rules *b_rules,
                     tg_rules_diff *diffs, int max);

/* Every preset side by side for one position: one line per preset with the
 * result and, where it differs from preset `reference`, which parameters
 * make the difference. Returns the length needed (snprintf). */
size_t tg_explain_presets(const tg_board *b, const tg_score_context *ctx,
                          const tg_point *dead, int ndead, const char *reference,
                          char *out, size_t n);

#ifdef __cplusplus
}
#endif
#endif
