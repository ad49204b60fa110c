/* test_status_sure_eyes.c — the rule that a chain making two eyes
 * whoever moves first lives (status_sure_eyes.c). Each board is drawn
 * with every chain that is not pass-alive called dead by the playouts
 * (reason estimate, certainty 50), as a search left near even would;
 * the rule then runs on it.
 *
 * Black's ring round a zigzag four (D6-E6, E5-F5), no liberty outside,
 * White round it: two eyes whatever White plays first (D6 is answered at
 * F5 and E6 at E5, and the other way), so the ring lives. The same ring
 * round a squared four is one eye; round the zigzag cut into two chains
 * by White's F7 and D4, the space is beside two chains, which the rule
 * does not read; and dead by the reading (a firmer reason) it keeps
 * that verdict. A five-point space holding the board's corner is not
 * read; the same shape one point along the edge is. */
#include <stdio.h>

#include "check.h"
#include "status_internal.h"

#define TOP ". . . . . . . . .\n. O O O O O O O .\n"
#define BOTTOM "O O O O O O O O .\n. . . . . . . . .\n. . . . . . . . .\n"

static const char zigzag[] = TOP "O O X X X X X O .\nO X X . . X X O .\nO X X X . . X O .\n"
                                 "O X X X X X X O .\n" BOTTOM;
static const char squared[] = TOP "O O X X X X X O .\nO X X . . X X O .\nO X X . . X X O .\n"
                                  "O X X X X X X O .\n" BOTTOM;
static const char zigzag_cut[] = TOP "O O X X X O X O .\nO X X . . X X O .\nO X X X . . X O .\n"
                                     "O X X O X X X O .\n" BOTTOM;

/* Black's chain round a five-point L on the first line: A1-D1 and A2,
 * holding the board's corner point; and B1-E1 and B2, one point along
 * (Black's A1 then part of the wall). */
#define EMPTY5 ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
static const char corner_five[] = EMPTY5 "O O . . . . . . .\nX X O O O . . . .\n. X X X X O . . .\n"
                                         ". . . . X O . . .\n";
static const char edge_five[] = EMPTY5 "O O O . . . . . .\nX X X O O O . . .\nX . X X X X O . .\n"
                                       "X . . . . X O . .\n";

/* b from text with every chain Benson leaves unsettled dead by `why` at
 * certainty 50, then the rule run; returns what the rule changed. */
static int read_sure_eyes(const char *text, tg_life_reason why, tg_board *b, tg_life_map *m) {
    *b = diagram(text);
    tg_life_from_benson(b, m);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if ((b->color[s] == TG_BLACK || b->color[s] == TG_WHITE) && b->chain[s] == s &&
                m->reason[s] != TG_WHY_PASS_ALIVE && m->reason[s] != TG_WHY_PASS_DEAD)
                tg_status__set_chain(b, m, s, TG_LIFE_DEAD, why, 50);
        }
    return tg_status__sure_eyes(b, m);
}

static void expect(const char *name, const char *text, tg_life_reason why, const char *stone, tg_life want) {
    tg_board b;
    static tg_life_map m;
    int changed = read_sure_eyes(text, why, &b, &m);
    tg_point s = at(&b, stone);
    CHECK(m.life[s] == want, "%s: Black's %s %s (%s, certainty %d; %d chains changed), want %s", name, stone,
          tg_life_name((tg_life)m.life[s]), tg_life_reason_name((tg_life_reason)m.reason[s]), m.certainty[s], changed,
          tg_life_name(want));
    if (want == TG_LIFE_ALIVE)
        CHECK(m.reason[s] == TG_WHY_SHAPE && m.certainty[s] == 100, "%s: alive by its eye shape, surely", name);
}

int main(void) {
    expect("the zigzag four", zigzag, TG_WHY_ESTIMATE, "C7", TG_LIFE_ALIVE);
    expect("the zigzag four, read dead", zigzag, TG_WHY_READING, "C7", TG_LIFE_DEAD);
    expect("the squared four", squared, TG_WHY_ESTIMATE, "C7", TG_LIFE_DEAD);
    expect("the zigzag four beside two chains", zigzag_cut, TG_WHY_ESTIMATE, "C7", TG_LIFE_DEAD);
    expect("the zigzag four beside two chains", zigzag_cut, TG_WHY_ESTIMATE, "G7", TG_LIFE_DEAD);
    expect("a five in the corner", corner_five, TG_WHY_ESTIMATE, "B2", TG_LIFE_DEAD);
    expect("a five along the edge", edge_five, TG_WHY_ESTIMATE, "C2", TG_LIFE_ALIVE);
    /* The White stones round the rings are left as drawn. */
    tg_board b;
    static tg_life_map m;
    read_sure_eyes(zigzag, TG_WHY_ESTIMATE, &b, &m);
    CHECK(m.life[at(&b, "B8")] == TG_LIFE_DEAD, "the zigzag four: White's ring keeps its verdict");
    return check_done();
}
