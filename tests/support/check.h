/* check.h — the test harness: CHECK(cond, fmt, ...) records a failure with
 * file and line and goes on; check_done() prints "N passed, N failed, N
 * skipped" and gives the exit status. Boards print as diagrams when a board
 * check fails. Data read from the shared corpora that is missing is a skip,
 * never a pass: the program then exits with CHECK_SKIPPED, which ctest
 * reports as a skipped test (SKIP_RETURN_CODE in CMakeLists.txt). */
#ifndef TG_TEST_CHECK_H
#define TG_TEST_CHECK_H

#include <stdio.h>
#include "tengen/tengen.h"
#include "tengen/status.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"

extern int check_passed, check_failed, check_skipped;

/* The exit status of a program none of whose checks failed but some of
 * whose data was missing. */
#define CHECK_SKIPPED 77

#define CHECK(cond, ...)                                              \
    do {                                                              \
        if (cond) {                                                   \
            check_passed++;                                           \
        } else {                                                      \
            check_failed++;                                           \
            fprintf(stderr, "%s:%d: FAILED %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                             \
            fputc('\n', stderr);                                      \
        }                                                             \
    } while (0)

/* Prints the summary and returns the exit status for main: 1 if a check
 * failed, else CHECK_SKIPPED if something was skipped, else 0. */
int check_done(void);

/* Records that the corpus file at path is missing (said on stdout), so the
 * checks that needed it are skipped. */
void check_skip(const char *path);

/* A board from a diagram; aborts the test program if it does not parse. */
tg_board diagram(const char *text);

/* bench/shapes_gen.py's board for a random box: White's fill on rows
 * 19-8, Black's on rows 7-1, each with its one-point eyes (both
 * pass-alive), and over them the box's four rows of points, five or six
 * a row (from column x0, 0 for A; rows 9 to 6; "X O ." separated by
 * spaces, one row per line). */
tg_board shapes_box(int x0, const char *box);
/* The same with the box's top row at y0 (0 for row 19): 10 for the
 * boxes across the border (rows 9 to 6), 15 for the corner's (rows 4
 * to 1, in Black's area). */
tg_board shapes_box_at(int x0, int y0, const char *box);
void print_board(const tg_board *b);

/* A board from a diagram with m read by one of the status rules that
 * refine Benson's map (tg_life_eye_shapes, tg_life_read_groups): m is set
 * by tg_life_from_benson, then the rule runs; *changed (if not NULL) is
 * what the rule returned. */
tg_board diagram_read(const char *text, tg_life_map *m, int (*rule)(const tg_board *, tg_life_map *), int *changed);

/* The region of points that are not `owner` reached from the point named
 * `from` on b, in breadth-first order (at most 8 points are kept). */
int region_of(const tg_board *b, const char *from, tg_color owner, tg_point *pts);

/* The worth of Black's eye space at the point named `from` in the diagram
 * (tg_eye_region_value on region_of's points): *n its points, vital the
 * vital point's name ("" for none). */
tg_eye_value eye_value_at(const char *text, const char *from, int *n, char vital[5]);

/* The point named in GTP form on board b ("D4"); aborts if bad. */
tg_point at(const tg_board *b, const char *gtp);

/* Symmetry s of a square board of side n (bit 1 mirrors the columns, bit 2
 * the rows, bit 4 transposes after them) applied to column *x, row *y. */
void sym_point(int s, int n, int *x, int *y);

/* The square board b moved by symmetry s, built by setup, into *out. */
void sym_board(const tg_board *b, int s, tg_board *out);

/* The point of img (sym_board(b, s, img)) that p of b goes to. */
tg_point sym_moved(const tg_board *b, const tg_board *img, int s, tg_point p);

/* b with Black and White exchanged, built by setup, into *out. */
void colours_swapped(const tg_board *b, tg_board *out);

/* A game set up with the position of a diagram (as setup, so it is the
 * start position) under the rules text, with `to_move` to play. */
tg_game *game_from_diagram(const char *rules, const char *text, tg_color to_move);

/* Plays "B D4" style moves separated by spaces; returns the verdict of the
 * first move that was not legal (or TG_LEGAL). */
tg_verdict play_moves(tg_game *g, const char *moves);

/* A seeded random number (splitmix64). */
uint64_t test_rand(uint64_t *state);

/* A random legal move for the player to move: from a random start in the
 * list of empty points, the first legal point that is not the mover's own
 * eye (eyes are skipped only 7 times in 8 when fill_eyes_sometimes), else a
 * pass. */
tg_point random_move(const tg_game *g, uint64_t *state, bool fill_eyes_sometimes);

/* Whether tg_game_legal_mask agrees with tg_game_check at every point for
 * both colours, and counts its legal points (a failed CHECK names what, the
 * point and the colour otherwise). */
bool mask_agrees_with_check(const tg_game *g, const char *what);

/* The shared corpus directory (env TG_SHARED, else ../shared). */
const char *shared_dir(void);

/* The rows of the JSON array of strings after key in json ("board" rows
 * of an OGS file: b black, W white, blank empty), into rows; their number
 * (0 if the key is missing). Rows longer than 31 characters are cut. */
int json_string_rows(const char *json, const char *key, char rows[25][32]);

/* The OGS file edge/ogs-goban/test__autoscore_test_files__<name>.json
 * into json (size bytes, cut if longer); false, as a skip, if it is
 * missing. */
bool ogs_file(const char *name, char *json, size_t size);

/* The final board of that OGS file into b (tg_board_rebuild done); false,
 * as a skip, if it is missing, or as a failed check if it has no board. */
bool ogs_board(const char *name, tg_board *b);

/* A record of the shared corpora, replayed to its end. It is large (a
 * game and its history): keep it static. */
typedef struct corpus_record {
    const char *rel; /* its path under corpora/ */
    tg_sgf_collection *coll;
    tg_replay r;
} corpus_record;

/* Reads corpora/<rel> and replays its first game into *rec. false, with
 * nothing to release, when the corpus is missing (said on stdout: the
 * test is skipped) or the record does not replay (a failed check); else
 * release with record_close. */
bool record_open(const char *rel, corpus_record *rec);
void record_close(corpus_record *rec);

/* The record's final position judged as `tengen score` and GTP's
 * final_score do (tg_life_estimate, seed 1, the player to move) into *m,
 * and scored by its rules with the dead stones found into *sc (a failed
 * check if it does not score). */
void record_judge(corpus_record *rec, tg_life_map *m, tg_score *sc);

/* The record corpora/<rel> judged as record_judge does: a failed check
 * unless its result is want and the chain at gtp has the life given
 * (skipped, as record_open says, when the corpus is missing). */
void record_counted(const char *rel, const char *want, const char *gtp, tg_life life);

/* The same at seeds 1..seeds: a failed check at every seed whose result is
 * not want or whose chain at gtp does not have the life given, from the
 * search (reason TG_WHY_SEARCH) when by_search. */
void record_counted_at_seeds(const char *rel, int seeds, const char *want, const char *gtp, tg_life life,
                             bool by_search);

#endif
