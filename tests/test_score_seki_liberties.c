/* test_score_seki_liberties.c — the dame fill of the seki reading
 * (score_seki.c, tg_score__fill_dame) leaves alone the shared liberties
 * of two eyeless chains whose race, counted on their liberties, is a seki
 * whoever moves (tg_score__seki_liberty): Tygem 877483303's White L8
 * chain and Black's N4 chain, found in seki on the board and in the
 * count. The games that looser forms of the rule lost are guarded too:
 * a shared liberty that joins a third chain (886605939), a chain beside
 * an opponent chain in atari (880620166), liberties that open onto an
 * open corner (877830492). Each is named after its game. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/status.h"

/* Tygem 877483303's final position, read from the corpus, without the
 * stones the estimate calls dead (off, below). White's L8 chain (L8-M8,
 * M7-N7, N6-N5, O5-P5, P6, P4-P2, O2, Q2, O1: 15 stones) has the
 * liberties M6, O4, O3 and Q5; Black's N4 chain (N4-N1, M1, M4-M5, L5-L6,
 * L7, G5-K5, J4: 15 stones) has M6, O4, O3 and J6, K6. Neither has an eye
 * or a liberty beside another chain of its colour; three shared liberties
 * against one and two of their own: the count is a seki whoever moves
 * (Black fills Q5 and White J6, K6, and the first to fill a shared one is
 * captured). Filled as dame (each fill leaving the filler two liberties),
 * the race was played out and the seki lost; left unfilled, both chains
 * are in seki. The living groups around them are not. */
static void test_shared_liberties_unfilled_tygem877483303(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-877483303.sgf", &rec)) return;
    static tg_board b;
    b = *tg_game_board(rec.r.game);
    record_close(&rec);
    static const char *const off[] = {"R18", "T18", "B16", "B15", "G10", "R8", "F7",
                                      "Q7",  "R7",  "F6",  "E5",  "C3",  "D2", "L2"};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) {
        tg_point p = at(&b, off[i]);
        CHECK(b.color[p] != TG_EMPTY, "877483303: a dead stone stands at %s", off[i]);
        b.color[p] = TG_EMPTY;
    }
    tg_board_rebuild(&b);
    bool seki[TG_MAX_POINTS];
    tg_find_seki(&b, seki);
    CHECK(seki[at(&b, "L8")] && seki[at(&b, "P2")], "White's L8 chain is in seki");
    CHECK(seki[at(&b, "N4")] && seki[at(&b, "G5")], "Black's N4 chain is in seki");
    CHECK(!seki[at(&b, "Q6")] && !seki[at(&b, "G6")] && !seki[at(&b, "J9")],
          "the living groups around are not: Black's Q6, White's G6, Black's J9");
}

/* The whole games, judged as tengen score judges them. */
static void test_games(void) {
    /* L8's seki with N4: the record's W+6.5 (the count had killed L8). */
    record_counted("games/tygem-9d-2016/tygem-877483303.sgf", "W+6.5", "L8", TG_LIFE_SEKI);
    /* Black's S13-S15 and White's T14 share T13 and T15, but White's T13
     * joins T14 to its S12 chain and puts Black in atari: no seki. */
    record_counted("games/tygem-9d-2016/tygem-886605939.sgf", "B+2.5", "S13", TG_LIFE_DEAD);
    /* White's O1 and Black's N3 chain share N1 and O2, but White's M3-M2
     * beside N3 is in atari: Black takes it first. */
    record_counted("games/tygem-9d-2016/tygem-880620166.sgf", "W+3.5", "O1", TG_LIFE_DEAD);
    /* Black's C3 and White's A5-B4 share B3 and C4, but C3's C2 opens onto
     * the empty corner: no fixed count of liberties. */
    record_counted("games/tygem-9d-2016/tygem-877830492.sgf", "W+4.5", "C3", TG_LIFE_DEAD);
}

int main(void) {
    test_shared_liberties_unfilled_tygem877483303();
    test_games();
    return check_done();
}
