/*
 * status_enclosed.c — questions closed in by living walls, read out to the
 * end: step 8 of tg_life_estimate.
 *
 * A question is a few chains of both colours and the empty points between
 * them, every stone next to it a wall: a chain the estimate calls alive
 * at certainty WALL_SURE or more that stands for good (pass-alive, round
 * a territory of seven empty points, or round an area of the opponent's
 * stones dead at that certainty with seven empty points away from them:
 * find_walls) and has two liberties outside the question. Nothing played
 * inside can put a wall in atari, so what lives there is decided there
 * alone, and exactly (status_enclosed_read.c: a minimax under area
 * scoring, the captures read on, searched by alpha-beta; a ko read again
 * under confirmation play's ko rule).
 *
 * How a question is found (build): from a chain, take in its stones, every
 * small region of points not its colour beside it (at most TG_SPACE_SMALL
 * points, tg_status__spaces: an eye space, with the opponent's stones
 * inside it) and its other liberties; then, round after round, every
 * chain beside the question that is no wall is taken in the same way, and
 * every empty region beside it (a dame area between the question and the
 * walls: Pachi's bent4.t, the corner's liberties on the 2-3 points
 * behind it). Not read: a question with more than MAX_CELLS points or
 * MAX_EMPTY empty points (a region that opens into a territory or an
 * unfinished area passes it), nor one whose reading passes its budget
 * (status_enclosed_read.c's BUDGET positions, SMALL_BUDGET where eight
 * points or fewer are empty).
 *
 * Who moves first: the player to move, as for a capturing race
 * (status_closed_race.c): an unsettled shape goes to the player to move,
 * and its stones are uncertain (certainty 0) where the other player
 * first would change their verdict. Where several questions are left
 * whose value follows who moves first, they are read again as one, the
 * player to move first, and each goes to the player its line gives it
 * to, or takes the line's verdict where the line leaves it as neither
 * player first alone does (a sente move answered elsewhere); where that
 * reading cannot say, the player to move settles the
 * largest (the two values' difference), the other player the next, and
 * so on. A question that turns on a ko is
 * settled only where its verdict is the same whoever moves first: a ko
 * only one side can start, such as the bent four in the corner (dead by
 * that rule, as the 1989 rules' precedents hold it, with the opponent's
 * stones inside or not; Pachi's bent4.t), reason TG_WHY_KO_RULE. One that
 * either player first decides is left to the other steps: a ko left on
 * the board at the end is the players' to settle. Under area scoring
 * (rules given, not territory) one that the player to move settles
 * without a ko, and only the other player first would start, is the
 * player to move's.
 *
 * Invariant: the verdicts written are a function of the position, the
 * player to move and the estimate's verdicts on the walls (whose
 * certainty comes from the playouts); a question's cells are in point
 * order. One allocation, the reading's transposition table, made at the
 * first question found, owned by tg_status__enclosed and freed before it
 * returns; without it nothing is read. The question's builder (both
 * colours' regions) and the questions whose value follows the mover (at
 * most MAX_UNSETTLED; past them each keeps the player to move's verdict)
 * and their union read as one are on the stack, as status_eyes.c's work
 * space is.
 * Pass-alive, pass-dead and marked stones keep their verdicts.
 */
#include <stdlib.h>
#include <string.h>

#include "status_enclosed_read.h"
#include "status_internal.h"

#define MAX_EMPTY 12
/* A wall is alive in the estimate at this certainty or more. */
#define WALL_SURE 80

/* ----------------------------------------------------------- the question */

typedef struct builder {
    const tg_board *b;
    const tg_life_map *m;
    bool wall[TG_MAX_POINTS];  /* tg_status__find_walls */
    tg_eye_spaces spaces[2];   /* spaces[c - 1]: the regions of points not c */
    bool in[TG_MAX_POINTS];    /* the question's points */
    tg_point list[MAX_CELLS];  /* the same, in the order taken in */
    int n, nempty;
    bool failed;               /* too large */
} builder;

static void add_point(builder *u, tg_point p) {
    if (u->in[p] || u->failed) return;
    if (u->n == MAX_CELLS) {
        u->failed = true;
        return;
    }
    u->in[p] = true;
    u->list[u->n++] = p;
    if (u->b->color[p] == TG_EMPTY && ++u->nempty > MAX_EMPTY) u->failed = true;
}

/* Takes in the chain of s: its stones, every small region of points not
 * its colour beside it (an eye space, the opponent's stones inside it
 * whole) and its other liberties. So every liberty of a stone of the
 * question is in the question. */
static void add_chain(builder *u, tg_point s) {
    const tg_board *b = u->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color c = b->color[s];
    const tg_eye_spaces *es = &u->spaces[c - 1];
    tg_point t = s;
    do {
        add_point(u, t);
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] == TG_EDGE || b->color[q] == c || u->in[q]) continue;
            int id = es->region[q];
            if (es->size[id] <= TG_SPACE_SMALL)
                for (int i = 0; i < es->size[id]; i++) add_point(u, es->pts[id][i]);
            else if (b->color[q] == TG_EMPTY)
                add_point(u, q);
        }
        t = b->next[t];
    } while (t != s && !u->failed);
}

/* Takes in the empty region of p: the points reached from it through
 * empty points (a dame area between the question and the walls, or a
 * territory). One that opens into a larger area passes MAX_EMPTY. */
static void add_empty_region(builder *u, tg_point p) {
    const tg_board *b = u->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int first = u->n;
    add_point(u, p);
    for (int i = first; i < u->n && !u->failed; i++)
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(u->list[i] + off[k]);
            if (b->color[q] == TG_EMPTY && !u->in[q]) add_point(u, q);
        }
}

/* Step 8's walls: tg_status__find_walls's (pass-alive, or round a
 * territory of seven empty points), and also a chain round an area that
 * holds opponent stones the estimate calls dead at certainty WALL_SURE or
 * more and WALL_AREA_EMPTY empty points that touch none of them. By step 8
 * the verdicts are the estimate's last, and a group whose area holds the
 * opponent's dead invasions stands as surely as one whose area is empty
 * (Tygem 887227309 five moves before its end: White's groups round the
 * right side, their areas holding Black's dead L14 and the stones of
 * P9 and S9, were no walls, so the race there between Black's S17 and
 * R13 and White's S13 grew into the rest of the board and was never
 * read; the search, near even, killed Black's sixteen stones).
 * Not counted:
 *  - dead stones below WALL_SURE, as walls below it are not walls: they
 *    may be the question's own, or a fight still open (at the estimate's
 *    bar for an uncertain verdict, 20, OGS corner_test_4's seki in the
 *    corner was read as a ko Black loses, through White's wall round
 *    Black's F6, dead at 68);
 *  - the empty points beside the dead stones: a dead group's eyes and
 *    liberties are where it could still live, and a large dead group's
 *    eye space would otherwise make the chains inside it walls (GNU Go's
 *    regression game rbm-bobk: White's top, 44 stones dead by their eye
 *    shape round nine empty points, made Black's stones among them walls
 *    that the reading could then never capture).
 * The areas are the question builder's regions of points not c
 * (tg_status__spaces: live where they hold an opponent stone not dead).
 * round_dead[] marks the chains that are walls only this way: a question
 * beside one is read only for a chain the steps before left unsure
 * (question_wanted). */
#define WALL_AREA_EMPTY 7

static void find_walls(const tg_board *b, const tg_life_map *m, const tg_eye_spaces spaces[2], bool *wall,
                       bool *round_dead) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_status__find_walls(b, m, wall);
    memset(round_dead, 0, TG_MAX_POINTS * sizeof *round_dead);
    int clear[TG_MAX_POINTS];  /* per region: its empty points beside none of o's stones */
    bool weak[TG_MAX_POINTS];  /* per region: holds a stone of o below WALL_SURE */
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        /* c's regions (points not c), each marked live where it holds an
         * opponent stone that is not dead */
        const tg_eye_spaces *s = &spaces[c - 1];
        tg_color o = tg_opponent((tg_color)c);
        memset(clear, 0, (size_t)(s->nregions + 1) * sizeof *clear);
        memset(weak, 0, (size_t)(s->nregions + 1) * sizeof *weak);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                int id = s->region[p];
                if (!id) continue;
                if (b->color[p] == TG_EMPTY) clear[id] += !(b->nbr[p] & (0xFu << (4 * o)));
                else if (m->certainty[p] < WALL_SURE) weak[id] = true;
            }
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point p = tg_point_at(b, x, y);
                if (b->color[p] != c || wall[p]) continue;
                for (int k = 0; k < 4; k++) {
                    int id = s->region[p + off[k]];
                    if (!id || s->live[id] || weak[id] || clear[id] < WALL_AREA_EMPTY) continue;
                    tg_point t = p;
                    do {
                        wall[t] = round_dead[t] = true;
                        t = b->next[t];
                    } while (t != p);
                    break;
                }
            }
    }
}

/* Whether the question just built is worth its reading: always, unless
 * it stands beside a wall that stands only round dead stones
 * (round_dead[]); then only if it holds a chain the steps before left
 * below WALL_SURE. Such walls are there for the fights the playouts and
 * the search leave near even (887227309); reading every question they
 * close, sure ones included, cost the 105 positions of judgement.sh 6%
 * more CPU on one core and changed no verdict of the sets (GNU Go's
 * score41: Black's A16, fourteen stones alive at certainty 100, read
 * again in 200 ms). */
static bool question_wanted(const builder *u, const bool *round_dead) {
    const tg_board *b = u->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool beside = false, unsure = false;
    for (int i = 0; i < u->n; i++) {
        tg_point p = u->list[i];
        uint8_t c = b->color[p];
        if ((c == TG_BLACK || c == TG_WHITE) && u->m->certainty[p] < WALL_SURE) unsure = true;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + off[k]);
            if (!u->in[q] && round_dead[q]) beside = true;
        }
    }
    return !beside || unsure;
}

/* Whether the chain of s (outside the question) is a wall: alive and sure
 * in the estimate, standing for good (find_walls), and two liberties
 * outside the question, so that the question's plays never put it in
 * atari (a pass-alive chain needs none). */
static bool is_wall(const builder *u, tg_point s) {
    const tg_board *b = u->b;
    const tg_life_map *m = u->m;
    if (m->life[s] != TG_LIFE_ALIVE || !u->wall[s]) return false;
    if (m->pass_alive[s] == b->color[s]) return true;
    if (m->certainty[s] < WALL_SURE) return false;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point first = TG_PASS;
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != TG_EMPTY || u->in[q] || q == first) continue;
            if (first != TG_PASS) return true;
            first = q;
        }
        t = b->next[t];
    } while (t != s);
    return false;
}

/* Grows the question from the chain of s until every chain beside it is a
 * wall; false if it is open (an empty point of it beside one outside: the
 * only kind of point that can be, add_chain taking in every stone's
 * liberties) or too large. In rounds: a chain passed as a wall may lose
 * its liberties outside as the question grows. */
static bool build(builder *u, tg_point s) {
    const tg_board *b = u->b;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    memset(u->in, 0, sizeof u->in);
    u->n = u->nempty = 0;
    u->failed = false;
    add_chain(u, s);
    for (bool grew = true; grew && !u->failed;) {
        grew = false;
        for (int i = 0; i < u->n && !u->failed; i++)
            for (int k = 0; k < 4 && !u->failed; k++) {
                tg_point q = (tg_point)(u->list[i] + off[k]);
                if (b->color[q] == TG_EDGE || u->in[q]) continue;
                if (b->color[q] == TG_EMPTY) {
                    add_empty_region(u, q);
                    grew = true;
                    continue;
                }
                if (is_wall(u, b->chain[q])) continue;
                add_chain(u, b->chain[q]);
                grew = true;
            }
    }
    return !u->failed;
}

/* The question whose points are in[], its cells in point order, so that
 * the reading does not follow the order they were found in. */
static void to_question(const tg_board *b, const bool *in, question *q) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    memset(q, 0, sizeof *q);
    int idx[TG_MAX_POINTS];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (in[p]) {
                idx[p] = q->n;
                q->cell[q->n++] = p;
            }
        }
    for (int i = 0; i < q->n; i++) {
        tg_point p = q->cell[i];
        uint8_t c = b->color[p];
        if (c == TG_BLACK || c == TG_WHITE) q->start[c] |= bit(i);
        for (int k = 0; k < 4; k++) {
            tg_point r = (tg_point)(p + off[k]);
            if (in[r]) q->nb[i] |= bit(idx[r]);
            else if (b->color[r] == TG_BLACK || b->color[r] == TG_WHITE) q->safe[b->color[r]] |= bit(i);
        }
    }
}

/* ------------------------------------------------------------ the verdict */

/* Writes the verdicts, reason why (TG_WHY_READING, or TG_WHY_KO_RULE where
 * the ko rule of confirmation play settled the question): a chain is dead if the line
 * left one of its stones dead (it takes chains whole), in seki if one of
 * them is in seki; a chain in follows (its verdict with the other player
 * first differs) is uncertain, certainty 0, as the search's verdicts that
 * follow the player to move are, and its reason is TG_WHY_TURN. */
static void write_verdict(const tg_board *b, tg_life_map *m, const question *q, mask dead, mask seki,
                          mask follows, tg_life_reason why) {
    for (int i = 0; i < q->n; i++) {
        tg_point p = q->cell[i];
        uint8_t c = b->color[p];
        if ((c != TG_BLACK && c != TG_WHITE) || b->chain[p] != p) continue;
        uint8_t r = m->reason[p];
        if (r == TG_WHY_PASS_ALIVE || r == TG_WHY_PASS_DEAD || r == TG_WHY_MARKED) continue;
        mask ch = tg_status__question_chain(q, q->start[c], i);
        tg_life l = (dead & ch) ? TG_LIFE_DEAD : (seki & ch) ? TG_LIFE_SEKI : TG_LIFE_ALIVE;
        if (follows & ch) tg_status__set_chain(b, m, p, l, TG_WHY_TURN, 0);
        else tg_status__set_chain(b, m, p, l, why, 95);
    }
}

/* A question where moving first gains area, kept until every question is
 * read: the player to move settles one of them, not all. */
typedef struct unsettled {
    question q;
    mask dead[2], seki[2]; /* [0] the player to move first, [1] the other */
    int swing;             /* what moving first there is worth: the two values' difference */
    int side;              /* who takes it: 0 the player to move, 1 the other, 2 neither alone */
    mask joint_dead, joint_seki; /* side 2: the verdict of the questions read as one */
} unsettled;

#define MAX_UNSETTLED 8

/* Orders the unsettled questions by swing, largest first; equal swings
 * keep the order found (point order on the canonical board). */
static void sort_by_swing(unsettled *u, int n) {
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && u[j].swing > u[j - 1].swing; j--) {
            unsettled t = u[j];
            u[j] = u[j - 1];
            u[j - 1] = t;
        }
}

/* The board's ko ban in q: the cell the colour it names may not take
 * back first, ko[colour] (-1: none). */
static void ko_cells(const tg_board *b, const question *q, int ko[3]) {
    ko[0] = ko[1] = ko[2] = -1;
    for (int i = 0; i < q->n; i++)
        if (q->cell[i] == b->ko_point && (b->ko_color == TG_BLACK || b->ko_color == TG_WHITE)) ko[b->ko_color] = i;
}

/* Who takes each unsettled question (its side), read from the questions
 * read as one, the player to move first: a question the line leaves as
 * its reading with the player to move first is the player to move's, one
 * it leaves as with the other first is the other's. So a sente move is
 * seen (fresh centre box 1406: Black's H8 saves H9 and White must answer
 * J9, and Black then takes M8 as well; by swing White took M8). A
 * question the line leaves as neither reading does takes the line's
 * verdict (side 2): each side played there in turn, as a sente move and
 * its answer do (6x4 edge box 433, Black to move: Black's F7 takes three
 * stones and saves two, White must take five at A9, and Black then saves
 * E9-F9 with F8, which neither reading alone gives Black). False, the
 * sides unset, where the questions do not fit one, the reading is not
 * exact (its budget, a ko), or its line ends with a starting chain in
 * atari where a question is left as neither reading does (two captures
 * that answer each other, both left standing: one line of equal value
 * among others, where each alone is a capture; fresh centre box 2258). */
static bool read_together(const tg_board *b, reading_table *table, tg_color to_move, unsettled *pend, int npend) {
    bool in[TG_MAX_POINTS];
    memset(in, 0, sizeof in);
    int n = 0;
    for (int k = 0; k < npend; k++)
        for (int i = 0; i < pend[k].q.n; i++)
            if (!in[pend[k].q.cell[i]]) {
                in[pend[k].q.cell[i]] = true;
                if (++n > MAX_CELLS) return false;
            }
    question q;
    to_question(b, in, &q);
    int ko[3];
    ko_cells(b, &q, ko);
    mask dead, seki;
    int value;
    bool atari;
    if (tg_status__read_question(&q, table, to_move, ko[to_move], &dead, &seki, &value, &atari) != READ_EXACT)
        return false;
    int idx[TG_MAX_POINTS];
    for (int j = 0; j < q.n; j++) idx[q.cell[j]] = j;
    int side[MAX_UNSETTLED];
    for (int k = 0; k < npend; k++) {
        mask d = 0, s = 0;
        for (int i = 0; i < pend[k].q.n; i++) {
            int j = idx[pend[k].q.cell[i]];
            if (dead & bit(j)) d |= bit(i);
            if (seki & bit(j)) s |= bit(i);
        }
        if (d == pend[k].dead[0] && s == pend[k].seki[0]) side[k] = 0;
        else if (d == pend[k].dead[1] && s == pend[k].seki[1]) side[k] = 1;
        else if (atari) return false;
        else {
            side[k] = 2;
            pend[k].joint_dead = d;
            pend[k].joint_seki = s;
        }
    }
    for (int k = 0; k < npend; k++) pend[k].side = side[k];
    return true;
}

int tg_status__enclosed(const tg_board *b, const tg_rules *rules, tg_color to_move, tg_life_map *m) {
    bool area_rules = rules && rules->scoring != TG_SCORING_TERRITORY;
    builder u;
    u.b = b;
    u.m = m;
    tg_status__spaces(b, m, TG_BLACK, &u.spaces[0]);
    tg_status__spaces(b, m, TG_WHITE, &u.spaces[1]);
    bool round_dead[TG_MAX_POINTS];
    find_walls(b, m, u.spaces, u.wall, round_dead);
    reading_table *table = NULL; /* made at the first question */
    bool done[TG_MAX_POINTS];
    memset(done, 0, sizeof done);
    int read = 0, npend = 0;
    question q;
    unsettled pend[MAX_UNSETTLED];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
            if (b->chain[s] != s || done[s] || m->pass_alive[s] == b->color[s]) continue;
            if (!build(&u, s)) continue;
            for (int i = 0; i < u.n; i++)
                if (b->color[u.list[i]] != TG_EMPTY) done[b->chain[u.list[i]]] = true;
            if (!question_wanted(&u, round_dead)) continue;
            if (!table && !(table = tg_status__reading_table())) return read;
            to_question(b, u.in, &q);
            int ko[3];
            ko_cells(b, &q, ko);
            mask dead, seki, dead2, seki2;
            int v1, v2;
            bool atari; /* read_together's concern only */
            reading r1 = tg_status__read_question(&q, table, to_move, ko[to_move], &dead, &seki, &v1, &atari);
            if (r1 == READ_NONE) continue;
            reading r2 = tg_status__read_question(&q, table, tg_opponent(to_move), ko[tg_opponent(to_move)], &dead2,
                                                  &seki2, &v2, &atari);
            if (r2 == READ_NONE) continue;
            /* A ko that either player first decides is left alone: a
             * ko left on the board at the end is the players' to settle
             * (Tygem 877182904's A6, a ko Black wins, counted dead: read
             * alive with White to move). One that only one side can
             * start is settled whoever moves. Measured and not kept
             * (session 33): a ko only the other player first would start
             * left to the player to move (the generated shapes 2,689 of
             * 2,689, the corpus a game fewer: 877182904), or to the
             * stones' opponent first, as the Japanese rules confirm life
             * (seven games fewer, one more: kos of one point the records
             * count both ways). Under area scoring, where a dispute is
             * played out and the player to move plays first, a question
             * the player to move settles without a ko is theirs, whatever
             * a ko the other player first would start (session 35: the
             * corpus the same game for game, its kos of this kind on
             * territory-scored boards; random boxes: corner 1680, White
             * to move, White's twelve stones alive). */
            bool by_ko = r1 == READ_KO_PASS || r2 == READ_KO_PASS;
            if (by_ko && (dead != dead2 || seki != seki2)) {
                if (!area_rules || r1 != READ_EXACT) continue;
                by_ko = false; /* the player to move's, as any question that follows the mover */
            }
            read++;
            write_verdict(b, m, &q, dead, seki, (dead ^ dead2) | (seki ^ seki2), by_ko ? TG_WHY_KO_RULE : TG_WHY_READING);
            /* A question where moving first gains area takes a move,
             * whether or not it changes a verdict. */
            if (v1 == v2 || by_ko) continue;
            if (npend == MAX_UNSETTLED) continue; /* the player to move's verdict stands */
            pend[npend].q = q;
            pend[npend].dead[0] = dead;
            pend[npend].seki[0] = seki;
            pend[npend].dead[1] = dead2;
            pend[npend].seki[1] = seki2;
            pend[npend].swing = v1 > v2 ? v1 - v2 : v2 - v1;
            npend++;
        }
    /* Who takes which: the questions read as one (read_together), and
     * where that cannot say, the player to move the largest unsettled
     * question, the other player the next, and so on, as play would go
     * on (a position left with two is one each: bench/shapes_gen.py's
     * random118, Black's three stones in White's corner and White's two
     * in Black's, each saved by its owner moving first, were both given
     * to the player to move). Largest by swing, the two values'
     * difference, which does not see a sente move. Each question was
     * written with the player to move's verdict as it was read, which the
     * questions read after it saw (a chain written uncertain is no wall);
     * the other player's, or the joint line's, are written again now. */
    if (npend < 2 || !read_together(b, table, to_move, pend, npend)) {
        sort_by_swing(pend, npend);
        for (int i = 0; i < npend; i++) pend[i].side = i % 2;
    }
    for (int i = 0; i < npend; i++) {
        const unsettled *p = &pend[i];
        mask follows = (p->dead[0] ^ p->dead[1]) | (p->seki[0] ^ p->seki[1]);
        if (p->side == 1) write_verdict(b, m, &p->q, p->dead[1], p->seki[1], follows, TG_WHY_READING);
        else if (p->side == 2)
            write_verdict(b, m, &p->q, p->joint_dead, p->joint_seki,
                          follows | (p->joint_dead ^ p->dead[0]) | (p->joint_seki ^ p->seki[0]), TG_WHY_READING);
    }
    tg_status__reading_table_free(table);
    return read;
}
