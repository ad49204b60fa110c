/* test_status.c — life and death: Benson's pass-alive chains and
 * territory, the estimate on small finished positions, seki, confirmation
 * play on the textbook cases (bent four, seki, one eye and a ko, a
 * snapback, capture only by filling one's own territory), marking a group, the dead list, and
 * ports of other projects' cases read from $TG_SHARED/corpora at test time:
 * Pachi's playout status cases (seki, bent four, false-eye seki) and OGS's
 * 27 real final boards with human-checked ownership. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"

static tg_life life_at(const tg_board *b, const tg_life_map *m, const char *gtp) {
    return (tg_life)m->life[at(b, gtp)];
}

/* ------------------------------------------------------------- Benson */

static void test_benson(void) {
    /* Two one-point eyes: pass-alive; the white wall is not. */
    tg_board b = diagram(". X . X O . . . .\n"
                         "X X X X O . . . .\n"
                         "O O O O O . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n");
    uint8_t pa[TG_MAX_POINTS];
    tg_benson(&b, pa);
    CHECK(pa[at(&b, "B8")] == TG_BLACK, "two eyes: pass-alive");
    CHECK(pa[at(&b, "A9")] == TG_BLACK && pa[at(&b, "C9")] == TG_BLACK, "eyes: pass-alive territory");
    CHECK(pa[at(&b, "E9")] == TG_EMPTY, "the wall around is not pass-alive");
    CHECK(pa[at(&b, "J1")] == TG_EMPTY, "open board: nobody's");

    /* One eye only: not pass-alive. */
    b = diagram(". X X X O . . . .\n"
                "X X X X O . . . .\n"
                "O O O O O . . . .\n"
                ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n");
    tg_benson(&b, pa);
    CHECK(pa[at(&b, "B8")] == TG_EMPTY, "one eye: not pass-alive");

    /* A white stone in a two-point eye of a pass-alive group: pass-dead. */
    b = diagram(". X . O X O . . .\n"
                "X X X X X O . . .\n"
                "O O O O O O . . .\n"
                ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n");
    tg_life_map m;
    tg_life_from_benson(&b, &m);
    CHECK(m.life[at(&b, "D9")] == TG_LIFE_DEAD && m.reason[at(&b, "D9")] == TG_WHY_PASS_DEAD,
          "white stone inside pass-alive territory is pass-dead");
    CHECK(m.reason[at(&b, "A8")] == TG_WHY_PASS_ALIVE, "black group pass-alive");

    /* A large territory is not pass-alive territory: White could live in it. */
    b = diagram(". . . . . X . X .\n"
                ". . . . . X X X X\n"
                ". . . . . X . . .\n"
                ". . . . . X . . .\n"
                "X X X X X X . . .\n"
                ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n");
    tg_benson(&b, pa);
    CHECK(pa[at(&b, "A9")] == TG_EMPTY, "big corner region: not pass-alive territory");
    CHECK(pa[at(&b, "F9")] == TG_BLACK, "the wall has two eyes at G9 and J9 + the corner");
}

/* ------------------------------------------------------------ estimate */

static const char *finished9 =
    ". X . X O . . . .\n"
    "X X X X O O O O O\n"
    ". X O X X X X O .\n"
    "X X X X . . X O O\n"
    "X . O . X X X O .\n"
    "X X X X X O O O O\n"
    "O O O O X O X . O\n"
    ". . . O O O O O .\n"
    ". O . O . X . O .\n";

static void test_estimate(void) {
    tg_board b = diagram(finished9);
    tg_life_map m;
    CHECK(tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m) == TG_OK, "estimate runs");
    CHECK(life_at(&b, &m, "C7") == TG_LIFE_DEAD, "white stone inside black's area is dead");
    CHECK(life_at(&b, &m, "C5") == TG_LIFE_DEAD, "second white stone inside black's area");
    CHECK(life_at(&b, &m, "G3") == TG_LIFE_DEAD, "black stone inside white's area is dead");
    CHECK(life_at(&b, &m, "F1") == TG_LIFE_DEAD, "black stone on white's edge is dead");
    CHECK(life_at(&b, &m, "A6") == TG_LIFE_ALIVE, "black main group alive");
    CHECK(life_at(&b, &m, "E8") == TG_LIFE_ALIVE, "white main group alive");
    CHECK(m.certainty[at(&b, "C7")] >= 50, "the dead stone is clearly dead (%d)",
          m.certainty[at(&b, "C7")]);
    /* Deterministic. */
    tg_life_map m2;
    tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m2);
    CHECK(memcmp(&m, &m2, sizeof m) == 0, "same seed, same answer");

    /* The dead list scores as a player would. */
    tg_point dead[TG_MAX_POINTS];
    int n = tg_life_dead_points(&b, &m, dead);
    CHECK(n == 4, "four dead chains, got %d", n);
    tg_rules r;
    char err[64];
    tg_rules_parse("chinese,komi=0", &r, err, sizeof err);
    tg_score s;
    tg_score_position(&b, &r, NULL, dead, n, &s);
    CHECK(s.dead[TG_WHITE] == 2 && s.dead[TG_BLACK] == 2, "dead counted");

    /* Group consistency: every chain of one colour sharing an eye space
     * has the same verdict. */
    bool ok = true;
    for (int i = 0; i < TG_MAX_POINTS; i++)
        if (b.color[i] == TG_BLACK && m.life[i] != TG_LIFE_DEAD)
            ok &= m.life[i] == TG_LIFE_ALIVE || m.life[i] == TG_LIFE_SEKI;
    CHECK(ok, "every live black stone alive or seki");
    CHECK(tg_life_estimate(&b, NULL, TG_EMPTY, 1, NULL, &m) == TG_ERR_ARG, "bad colour");
}

static void test_seki(void) {
    /* Pachi's "simple seki (2 stones)", 6x6: the black chain on the C
     * file and the white stones share E6 and D5... neither fills. */
    tg_board b = diagram(". . O X . O\n"
                         ". O O X . O\n"
                         ". O X O O O\n"
                         ". O X X X X\n"
                         ". O X . X .\n"
                         ". O X . X .\n");
    tg_life_map m;
    tg_life_estimate(&b, NULL, TG_WHITE, 7, NULL, &m);
    CHECK(life_at(&b, &m, "D6") == TG_LIFE_SEKI, "black D6 in seki: %s",
          tg_life_name(life_at(&b, &m, "D6")));
    CHECK(life_at(&b, &m, "F6") == TG_LIFE_SEKI, "white F6 in seki: %s",
          tg_life_name(life_at(&b, &m, "F6")));
    tg_rules r;
    char err[64];
    tg_rules_parse("japanese,komi=0", &r, err, sizeof err);
    tg_point dead[TG_MAX_POINTS];
    int n = tg_life_dead_points(&b, &m, dead);
    tg_score s;
    tg_score_position(&b, &r, NULL, dead, n, &s);
    CHECK(n == 0, "nothing dead in a seki");
}

/* ------------------------------------------------------------- confirm */

static void test_confirm(void) {
    /* Bent four in the corner: dead under the 1989 rules whatever the ko
     * threats, because White can start the ko when she likes and Black
     * must pass to retake. (Black A1..B2 corner, eye space A1 A2 A3 B1.) */
    tg_board b = diagram(". . . . . . .\n"
                         "O O O O . . .\n"
                         "X X X O . . .\n"
                         ". X X O . . .\n"
                         ". X X O . . .\n"
                         ". . X O . . .\n");
    (void)b;
    b = diagram("O O O O . . .\n"
                "X X X O . . .\n"
                ". X X O . . .\n"
                ". X X O . . .\n"
                ". . X O . . .\n"
                "O O O O . . .\n");
    /* Eye space A1 B1 A2 A3... is a bent three in this board; make the
     * textbook bent four: A1 B1 A2 A3 empty, edge of a 6-high board. */
    b = diagram("O O O O O . .\n"
                "X X X X O . .\n"
                ". X X X O . .\n"
                ". X X X O . .\n"
                ". . X X O . .\n"
                "O O O O O . .\n");
    (void)b;
    tg_board bent = diagram(". . . . . .\n"
                            ". . . . . .\n"
                            "O O O O . .\n"
                            "X X X O . .\n"
                            ". . X O . .\n"
                            ". X X O . .\n");
    /* A bent three in the corner (A2 A1 B1): White first kills. */
    tg_confirm_info ci = tg_confirm_solve(&bent, at(&bent, "C2"), false, 0);
    CHECK(ci.result == TG_CONFIRM_DEAD, "bent three, White first: dead (%d)", ci.result);

    tg_board bent4 = diagram(". . . . . .\n"
                             ". . . . . .\n"
                             "O O O O . .\n"
                             "X X X O . .\n"
                             ". X X O . .\n"
                             ". . X O . .\n");
    /* Eye space A2 A1 B1 — three points again; the true bent four in the
     * corner has four: */
    tg_board b4 = diagram(". . . . . .\n"
                          "O O O O . .\n"
                          "X X X O . .\n"
                          ". X X O . .\n"
                          ". X X O . .\n"
                          ". . X O . .\n");
    (void)bent4;
    (void)b4;
    tg_board bf = diagram(". . . . . . .\n"
                          ". . . . . . .\n"
                          "O O O O O . .\n"
                          "X X X X O . .\n"
                          ". X X X O . .\n"
                          ". . X X O . .\n"
                          "X . X X O . .\n");
    /* Hmm: A1 black stone with eye space B1 A2 A3? Use the standard shape
     * below instead. */
    (void)bf;
    tg_board bent_four = diagram("O O O O O . .\n"
                                 "X X X X O . .\n"
                                 ". . X X O . .\n"
                                 ". X X X O . .\n"
                                 ". X O X O . .\n");
    /* Black eye space A3 B3 A2 A1 with a white stone at C1... too complex;
     * the canonical one: */
    (void)bent_four;
    tg_board canon = diagram("O O O O O . .\n"
                             "O X X X O . .\n"
                             "O X . X O . .\n"
                             "X X . X O . .\n"
                             ". . X X O . .\n");
    (void)canon;
    tg_board bfour = diagram("O O O O . .\n"
                             "X X X O . .\n"
                             ". X X O . .\n"
                             ". X X O . .\n"
                             ". . X O . .\n");
    /* Eye space: A3 A2 A1 B1 — bent four in the corner. */
    ci = tg_confirm_solve(&bfour, at(&bfour, "B3"), false, 0);
    CHECK(ci.result == TG_CONFIRM_DEAD, "bent four in the corner: dead (%d, %ld nodes)",
          ci.result, ci.nodes);

    /* Two eyes: alive (the search reads it out). */
    tg_board two = diagram("O O O O O . .\n"
                           "X X X X O . .\n"
                           ". X . X O . .\n"
                           "X X X X O . .\n");
    ci = tg_confirm_solve(&two, at(&two, "B3"), false, 0);
    CHECK(ci.result == TG_CONFIRM_ALIVE, "two eyes: alive (%d)", ci.result);

    /* Seki: confirmation play cannot capture either side. */
    tg_board seki = diagram(". . O X . O\n"
                            ". O O X . O\n"
                            ". O X O O O\n"
                            ". O X X X X\n"
                            ". O X . X .\n"
                            ". O X . X .\n");
    ci = tg_confirm_solve(&seki, at(&seki, "D6"), false, 0);
    CHECK(ci.result == TG_CONFIRM_ALIVE, "seki: black chain not capturable (%d)", ci.result);
    ci = tg_confirm_solve(&seki, at(&seki, "F6"), false, 0);
    CHECK(ci.result == TG_CONFIRM_ALIVE, "seki: white chain not capturable (%d)", ci.result);

    /* One eye and a ko for the second: White takes the ko, Black may not
     * retake until he passes, and White fills meanwhile: dead. Black's
     * second eye at A1 hangs on the ko at B1/A2? Shape: */
    tg_board ko = diagram("O O O O . .\n"
                          "X X X O . .\n"
                          ". X X O . .\n"
                          "X . X O . .\n"
                          "O X X O . .\n");
    /* Black has the eye A3 and B2 (B2 empty, A2 black, A1 white in atari
     * capturable at... ) */
    ci = tg_confirm_solve(&ko, at(&ko, "B4"), false, 0);
    CHECK(ci.result != TG_CONFIRM_UNKNOWN, "one eye + ko: settled (%d)", ci.result);
    tg_confirm_info kk = tg_confirm_solve(&ko, at(&ko, "B4"), true, 0);
    CHECK(kk.result != TG_CONFIRM_UNKNOWN, "korean variant settles it too (%d)", kk.result);

    /* A chain that can be captured only by filling one's own territory:
     * the white stone at E4 inside Black's area has two liberties that are
     * Black's territory; Black must fill them. */
    tg_board fill = diagram(". . . . . .\n"
                            ". X X X . .\n"
                            "X X . X X .\n"
                            "X . O . X .\n"
                            "X X . X X .\n"
                            ". X X X . .\n");
    ci = tg_confirm_solve(&fill, at(&fill, "C3"), false, 0);
    CHECK(ci.result == TG_CONFIRM_DEAD, "stone in territory: captured by filling (%d)", ci.result);

    /* A big open area: the solver says it cannot tell. */
    tg_board open = diagram(". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                            ". . . . . . . . .\n. . . . X . . . .\n. . . . . . . . .\n"
                            ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n");
    ci = tg_confirm_solve(&open, at(&open, "E5"), false, 1000);
    CHECK(ci.result == TG_CONFIRM_UNKNOWN, "open board: too big (%d)", ci.result);
}

/* A stone in atari whose capture is a snapback (the OGS board
 * game_beta_17150's B9 beside White's A8-B7): White's capture at A7 leaves
 * White's five stones with one liberty, B7, and Black's stone played back
 * there captures them and cannot be captured. By the 1989 rules' Article 7
 * (alive if capturing it lets its owner play a new stone that cannot be
 * captured) B7 is alive; White's four stones, which Black captures at A7
 * with no recapture, are dead. Control: the same stone when the capture
 * leaves White two liberties (no snapback) is dead. */
static void test_confirm_snapback(void) {
    tg_board b = diagram(". X O O . . .\n"
                         "O O X O . . .\n"
                         "O O X O . . .\n"
                         "X X X O . . .\n"
                         ". . X O . . .\n"
                         "X X X O . . .\n"
                         ". . X O . . .\n");
    tg_confirm_info ci = tg_confirm_solve(&b, at(&b, "B7"), false, 0);
    CHECK(ci.result == TG_CONFIRM_ALIVE, "snapback: B7's capture is answered at B7 (%d)", ci.result);
    ci = tg_confirm_solve(&b, at(&b, "A6"), false, 0);
    CHECK(ci.result == TG_CONFIRM_DEAD, "snapback: White's A6-B5 is captured at A7 (%d)", ci.result);
    tg_board plain = diagram(". X O O . . .\n"
                             ". O X O . . .\n"
                             "O O X O . . .\n"
                             "X X X O . . .\n"
                             ". . X O . . .\n"
                             "X X X O . . .\n"
                             ". . X O . . .\n");
    ci = tg_confirm_solve(&plain, at(&plain, "B7"), false, 0);
    CHECK(ci.result == TG_CONFIRM_DEAD, "no snapback: B7 is captured at A7 (%d)", ci.result);
}

/* -------------------------------------------------------------- semeai */

static tg_race_side side(int outside, int eye_libs, int eyes) {
    tg_race_side r = {outside, eye_libs, eyes, false};
    return r;
}

static void test_race_count(void) {
    /* No eyes, no shared liberties: three beat two whoever starts; three
     * against three, the side to move wins. */
    tg_race_side a = side(3, 0, 0), b = side(2, 0, 0);
    CHECK(tg_race_count(&a, &b, 0, true) == TG_RACE_A_WINS, "3 vs 2, A first");
    CHECK(tg_race_count(&a, &b, 0, false) == TG_RACE_A_WINS, "3 vs 2, B first");
    b = side(3, 0, 0);
    CHECK(tg_race_count(&a, &b, 0, true) == TG_RACE_A_WINS, "3 vs 3, A first wins");
    CHECK(tg_race_count(&a, &b, 0, false) == TG_RACE_B_WINS, "3 vs 3, B first wins");
    /* No eyes, no outside liberties, two shared: seki. */
    a = side(0, 0, 0);
    b = side(0, 0, 0);
    CHECK(tg_race_count(&a, &b, 2, true) == TG_RACE_SEKI, "2 shared, no eyes: seki");
    CHECK(tg_race_count(&a, &b, 2, false) == TG_RACE_SEKI, "2 shared, no eyes: seki (B first)");
    /* One shared liberty and nothing else: the side to move captures. */
    CHECK(tg_race_count(&a, &b, 1, false) == TG_RACE_B_WINS, "1 shared: first captures");
    /* Eye against no eye: the shared liberties count for the eye. A has
     * one outside liberty and an eye, B three outside, three shared: A has
     * 1 + 1 + 3 = 5 to B's 3. */
    a = side(1, 1, 1);
    b = side(3, 0, 0);
    CHECK(tg_race_count(&a, &b, 3, true) == TG_RACE_A_WINS, "eye vs no eye, A first");
    CHECK(tg_race_count(&a, &b, 3, false) == TG_RACE_A_WINS, "eye vs no eye, B first");
    /* The same without A's eye: B's three outside liberties win or make seki. */
    a = side(1, 0, 0);
    CHECK(tg_race_count(&a, &b, 3, false) == TG_RACE_B_WINS, "no eyes, 1 vs 3 outside, B first");
    /* One eye each, shared liberties only: seki. */
    a = side(0, 1, 1);
    b = side(0, 1, 1);
    CHECK(tg_race_count(&a, &b, 2, true) == TG_RACE_SEKI, "eye and eye, shared only: seki");
    CHECK(tg_race_count(&a, &b, 2, false) == TG_RACE_SEKI, "eye and eye: seki (B first)");
    /* Big eye against small eye: four points (five liberties) beat one. */
    a = side(0, 5, 1);
    b = side(0, 1, 1);
    CHECK(tg_race_count(&a, &b, 2, true) == TG_RACE_A_WINS, "big eye vs small eye, A first");
    CHECK(tg_race_count(&a, &b, 2, false) == TG_RACE_A_WINS, "big eye vs small eye, B first");
    /* Two eyes cannot be captured: the other side dies or it is seki. */
    a = side(0, 2, 2);
    b = side(5, 0, 0);
    CHECK(tg_race_count(&a, &b, 0, false) == TG_RACE_A_WINS, "two eyes beat five liberties");
}

static void test_semeai_board(void) {
    /* Black C column: 3 liberties (B column, open to White's A column),
     * White D column: 2 (E3 taken). */
    tg_board b = diagram("O . X O X\n"
                         "O . X O .\n"
                         "O . X O .\n");
    tg_race r = tg_semeai(&b, at(&b, "C2"), at(&b, "D2"));
    CHECK(r.valid && r.a.outside == 3 && r.b.outside == 2 && r.shared == 0,
          "3 vs 2 counted: %d %d %d", r.a.outside, r.b.outside, r.shared);
    CHECK(r.a_first == TG_RACE_A_WINS && r.b_first == TG_RACE_A_WINS, "3 vs 2: Black wins");
    CHECK(!tg_semeai(&b, at(&b, "E3"), at(&b, "A2")).valid, "groups that neither touch nor share a liberty: no race");
    CHECK(!tg_semeai(&b, at(&b, "C2"), at(&b, "E3")).valid, "same colour: no race");

    /* Eye against no eye: Black has the eye B4 (on the edge, both
     * diagonals black), A2 and B2 outside (beside White's A1-B1, which
     * has them as its liberties) and four liberties shared with the White
     * E column, which has four outside liberties (the F column, open to
     * Black's G column). (A lone white A1 in atari at B1 would be captive,
     * A1-B1 Black's second eye: status_semeai.c.) */
    b = diagram("X . X . O . X\n"
                "X X X . O . X\n"
                ". . X . O . X\n"
                "O O X . O . X\n");
    r = tg_semeai(&b, at(&b, "B3"), at(&b, "E2"));
    CHECK(r.valid, "groups sharing liberties race without touching");
    CHECK(r.a.eyes == 1 && r.a.eye_libs == 1 && r.a.outside == 2 && r.shared == 4 &&
              r.b.outside == 4 && r.b.eyes == 0,
          "eye vs no eye counted: eyes %d libs %d out %d shared %d out %d", r.a.eyes,
          r.a.eye_libs, r.a.outside, r.shared, r.b.outside);
    CHECK(r.a_first == TG_RACE_A_WINS && r.b_first == TG_RACE_A_WINS, "the eye wins (%d %d)", r.a_first, r.b_first);

    /* Seki: no eyes, no outside liberties, three shared. */
    b = diagram("X X . O O\n"
                "X X . O O\n"
                "X X . O O\n");
    r = tg_semeai(&b, at(&b, "A1"), at(&b, "E1"));
    CHECK(r.shared == 3 && r.a.outside == 0 && r.b.outside == 0, "seki counted");
    CHECK(r.a_first == TG_RACE_SEKI && r.b_first == TG_RACE_SEKI, "seki either way");

    /* A false eye: C3 is surrounded by four black chains and White holds
     * all four diagonals: no eye, an ordinary liberty. With the diagonals
     * empty it is a real eye. */
    b = diagram(". . . . . .\n"
                ". O X O . .\n"
                ". X . X . .\n"
                ". O X O . .\n"
                ". . . . . .\n");
    r = tg_semeai(&b, at(&b, "C4"), at(&b, "B4"));
    CHECK(r.valid && r.a.eyes == 0 && r.a.eye_libs == 0, "false eye is no eye (%d)", r.a.eyes);
    b = diagram(". . . . . .\n"
                ". . X . . .\n"
                "O X . X . .\n"
                ". . X . . .\n"
                ". . . . . .\n");
    r = tg_semeai(&b, at(&b, "C4"), at(&b, "A3"));
    CHECK(r.valid && r.a.eyes == 1 && r.a.eye_libs == 1, "real eye (%d)", r.a.eyes);

    /* A big eye: four points (worth five) against a one-point eye. Black
     * A..C columns with the eye A1 A2 B1 B2... the space A1 B1 A2 B2 is a
     * square four: worth 5, no false-eye test for spaces of more than one
     * point. */
    b = diagram("X X X . O . O\n"
                ". . X . O O O\n"
                ". . X . O . .\n");
    r = tg_semeai(&b, at(&b, "C2"), at(&b, "E2"));
    CHECK(r.a.eye_libs == 5 && r.a.eyes == 1, "square four worth 5 (%d)", r.a.eye_libs);
}

/* An unfilled dame is not a seki when the chain beside it loses the race:
 * White's ring holds a three-point space with Black's stone on its vital
 * point, and the two empty points are liberties of both. Neither side may
 * fill one without self-atari, so tg_find_seki sees a seki; but White's
 * ring has no eye and no outside liberty, and Black's wall is safe: the
 * counted race says White dies whoever moves first, which is what the
 * estimate's seki step checks before putting an uncertain dead chain back
 * as seki (here the playouts are sure enough on their own; the corpus
 * games egc2001/tg-gg and gifu2006/gnugo-nanasi are the cases where the
 * check decides: bench/STATUS_AGREEMENT.md). */
static void test_seki_race_veto(void) {
    tg_board b = diagram(". . . . . . . . .\n"
                         ". X X X X X X X .\n"
                         ". X O O O O O X .\n"
                         ". X O . X . O X .\n"
                         ". X O O O O O X .\n"
                         ". X X X X X X X .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n");
    bool seki[TG_MAX_POINTS];
    tg_find_seki(&b, seki);
    CHECK(seki[at(&b, "C6")] && seki[at(&b, "E6")], "the raw board looks like seki");
    tg_race r = tg_semeai(&b, at(&b, "C6"), at(&b, "B6"));
    CHECK(r.valid && r.a_first == TG_RACE_B_WINS && r.b_first == TG_RACE_B_WINS,
          "the wall wins the race either way (%d %d)", r.a_first, r.b_first);
    for (uint64_t seed = 1; seed <= 5; seed++) {
        tg_life_map m;
        tg_life_estimate(&b, NULL, TG_WHITE, seed, NULL, &m);
        CHECK(life_at(&b, &m, "C6") == TG_LIFE_DEAD, "seed %d: the ring is dead: %s (%d)",
              (int)seed, tg_life_name(life_at(&b, &m, "C6")), m.certainty[at(&b, "C6")]);
        CHECK(life_at(&b, &m, "E6") == TG_LIFE_ALIVE, "seed %d: the vital stone lives: %s",
              (int)seed, tg_life_name(life_at(&b, &m, "E6")));
    }
}

/* ------------------------------------------------------------- marking */

static void test_marking(void) {
    tg_board b = diagram(finished9);
    bool dead[TG_MAX_POINTS];
    memset(dead, 0, sizeof dead);
    int n = tg_status_toggle_group(&b, at(&b, "C7"), dead);
    CHECK(n == 1, "toggling C7 marks the white stone (%d)", n);
    CHECK(!dead[at(&b, "C5")], "C5 is in another eye of Black: not marked with C7");
    CHECK(!dead[at(&b, "E8")], "the live white wall is not");
    n = tg_status_toggle_group(&b, at(&b, "C7"), dead);
    CHECK(n == 1 && !dead[at(&b, "C7")], "toggling again restores");
    /* Two white chains in one dead area (diagonal, sharing empty points)
     * go together. */
    tg_board g = diagram(". . . . . .\n"
                         ". X X X X .\n"
                         ". X O . X .\n"
                         ". X . O X .\n"
                         ". X X X X .\n"
                         ". . . . . .\n");
    memset(dead, 0, sizeof dead);
    n = tg_status_toggle_group(&g, at(&g, "C4"), dead);
    CHECK(n == 2 && dead[at(&g, "D3")], "one click marks both white stones (%d)", n);
    CHECK(tg_status_toggle_group(&b, at(&b, "E6"), dead) == 0, "an empty point toggles nothing");
    tg_status_toggle_group(&b, at(&b, "G3"), dead);
    tg_life_map m;
    tg_life_from_dead_map(&b, dead, &m);
    CHECK(m.life[at(&b, "G3")] == TG_LIFE_DEAD && m.reason[at(&b, "G3")] == TG_WHY_MARKED,
          "marked dead");
}

/* ---------------------------------------------- ported from corpora */

/* Pachi's t-unit files: "boardsize N", N rows (X O . and a ')' after the
 * last move), then "moggy status POINT OWNER..." with X/x black, O/o white,
 * ':' neither (a dame or a seki's shared liberty). A stone is compared
 * through its verdict: its own colour alive or in seki, the opponent's
 * dead. Each case is named by its "%" line; a point that differs is
 * printed with it. */
/* The cases the reading must get right, point for point, by their
 * names: the bent four in the corner with the attacker's stones inside
 * (a ko only the attacker can start: dead by confirmation play's ko rule,
 * whoever moves), seki that are not, the capture of the inside stones
 * leaving a killing shape, and one that is (status_enclosed.c; the
 * 4- and 5-stone cases need the budget of a question of seven empty
 * points, and "all 4 corners dead", a question of eight, the same
 * budget), and a capturing race on the open edge of a small board, won
 * by the player to move (moggy_semeai.t: its stones taken and played
 * again, read out since a reading that stores almost nothing starts
 * again storing every position's line). */
static const char *const pachi_must[] = {
    "% Test bent-four (all 4 corners dead)",
    "% Test bent-four (bent-three, all corners dead)",
    "% Test bent-four (unfilled bent-three, all corners dead)",
    "% Test bent-four (seki, all corners alive)",
    "% Not 3-stone seki (dead shape)",
    "% Not 3-stone seki (bent, dead shape)",
    "% Not 4-stone seki (dead shape)",
    "% Not 4-stone seki (dead shape, adjacent libs)",
    "% Not 5-stone seki (dead shape)",
    "% 3-stone seki (middle stone, don't break)",
    "% Semeai 2 libs",
    "% Semeai 2 libs, last move nearby",
    NULL,
};

static bool pachi_must_pass(const char *title) {
    for (int i = 0; pachi_must[i]; i++)
        if (!strncmp(title, pachi_must[i], strlen(pachi_must[i])) && title[strlen(pachi_must[i])] == '\n')
            return true;
    return false;
}

static void test_pachi(const char *file, int *agree, int *total) {
    char path[512];
    snprintf(path, sizeof path, "%s/corpora/edge/pachi/%s", shared_dir(), file);
    FILE *f = fopen(path, "r");
    if (!f) {
        check_skip(path);
        return;
    }
    char line[512], text[4096];
    int size = 0;
    tg_board b;
    bool have = false;
    tg_color to_move = TG_BLACK;
    char title[512] = "";
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '%') snprintf(title, sizeof title, "%s", line);
        if (!strncmp(line, "boardsize ", 10)) {
            size = atoi(line + 10);
            text[0] = '\0';
            to_move = TG_BLACK; /* where no move is marked */
            for (int i = 0; i < size && fgets(line, sizeof line, f); i++) {
                char *last = strchr(line, ')');
                if (last && last > line) to_move = last[-1] == 'X' ? TG_WHITE : TG_BLACK;
                for (char *c = line; *c; c++)
                    if (*c == ')' || *c == '(') *c = ' ';
                strncat(text, line, sizeof text - strlen(text) - 1);
            }
            have = tg_board_from_diagram(&b, text) == TG_OK;
        } else if (!strncmp(line, "moggy status", 12) && have) {
            tg_life_map m;
            tg_life_estimate(&b, NULL, to_move, 3, NULL, &m);
            char *tok = strtok(line + 12, " \t\n");
            while (tok) {
                char *want = strtok(NULL, " \t\n");
                if (!want) break;
                tg_point p;
                if (tg_point_from_gtp(&b, tok, &p) == TG_OK && p != TG_PASS) {
                    char got = ':';
                    uint8_t c = b.color[p];
                    if (c) {
                        tg_life l = (tg_life)m.life[p];
                        if (l == TG_LIFE_ALIVE || l == TG_LIFE_SEKI) got = c == TG_BLACK ? 'X' : 'O';
                        if (l == TG_LIFE_DEAD) got = c == TG_BLACK ? 'O' : 'X';
                    } else {
                        got = m.ownership[p] > 30 ? 'X' : m.ownership[p] < -30 ? 'O' : ':';
                    }
                    char w = want[0] == 'x' ? 'X' : want[0] == 'o' ? 'O' : want[0];
                    (*total)++;
                    if (got == w) (*agree)++;
                    else fprintf(stderr, "  %s %s: want %c got %c   %s", file, tok, w, got, title);
                    CHECK(got == w || !pachi_must_pass(title), "pachi %s %s: want %c, got %c", title, tok, w, got);
                }
                tok = strtok(NULL, " \t\n");
            }
        }
    }
    fclose(f);
}

/* OGS's real final boards (check.h's ogs_file): "board" rows (b black, W
 * white, blank empty) and "correct_ownership" rows (B, W, s seki, blank
 * dame). */
static void test_ogs(int *boards_ok, int *boards, int *stones_ok, int *stones) {
    for (int i = 0;; i++) {
        static const char *const names[] = {
            "corner_test_1", "corner_test_2", "corner_test_3", "corner_test_4", "game_32970175",
            "game_33811578", "game_33821912", "game_33822914", "game_33896317", "game_33897561",
            "game_33921785", "game_33927229", "game_34582391", "game_34628939", "game_34725406",
            "game_34798542", "game_34820354", "game_35115094", "game_35115743", "game_52136077",
            "game_52587476", "game_64554594", "game_64629452", "game_64832064", "game_74313453",
            "game_beta_17150", "game_dev_51749995", "game_dev_51750014", NULL};
        if (!names[i]) break;
        static char json[200000];
        if (!ogs_file(names[i], json, sizeof json)) continue;
        char board[25][32], own[25][32];
        int h = json_string_rows(json, "\"board\"", board);
        int h2 = json_string_rows(json, "\"correct_ownership\"", own);
        if (h == 0 || h != h2) continue;
        int w = (int)strlen(board[0]);
        tg_board b;
        tg_board_init(&b, w, h);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w && board[y][x]; x++) {
                char c = board[y][x];
                if (c == 'b' || c == 'W') b.color[tg_point_at(&b, x, y)] = c == 'b' ? TG_BLACK : TG_WHITE;
            }
        tg_board_rebuild(&b);
        tg_life_map m;
        tg_life_estimate(&b, NULL, TG_BLACK, 5, NULL, &m);
        int bad = 0;
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                tg_point p = tg_point_at(&b, x, y);
                uint8_t c = b.color[p];
                if (!c || x >= (int)strlen(own[y])) continue;
                char want = own[y][x];
                char got = m.life[p] == TG_LIFE_SEKI ? 's'
                         : m.life[p] == TG_LIFE_DEAD ? (c == TG_BLACK ? 'W' : 'B')
                                                     : (c == TG_BLACK ? 'B' : 'W');
                /* A stone whose point the humans left blank is dame-like:
                 * alive. */
                if (want == ' ') want = c == TG_BLACK ? 'B' : 'W';
                (*stones)++;
                if (got == want) (*stones_ok)++;
                else bad++;
            }
        (*boards)++;
        if (!bad) (*boards_ok)++;
        else fprintf(stderr, "  ogs %s: %d stones differ\n", names[i], bad);
    }
}

static void test_corpora(void) {
    int agree = 0, total = 0;
    test_pachi("t-unit__seki.t", &agree, &total);
    test_pachi("t-unit__bent4.t", &agree, &total);
    test_pachi("t-unit__false_eye_seki.t", &agree, &total);
    test_pachi("t-unit__moggy_semeai.t", &agree, &total);
    printf("pachi status cases: %d of %d points agree\n", agree, total);
    CHECK(total == 0 || agree * 100 >= total * 95, "pachi agreement %d/%d", agree, total);
    int bok = 0, bn = 0, sok = 0, sn = 0;
    test_ogs(&bok, &bn, &sok, &sn);
    printf("ogs final boards: %d of %d boards fully right, %d of %d stones\n", bok, bn, sok, sn);
    CHECK(sn == 0 || sok * 100 >= sn * 95, "ogs stone agreement %d/%d", sok, sn);
}

/* ------------------------------------------- one position, one verdict */

static bool same_map(const tg_board *b, const tg_life_map *x, const tg_life_map *y) {
    for (int yy = 0; yy < b->height; yy++)
        for (int xx = 0; xx < b->width; xx++) {
            tg_point p = tg_point_at(b, xx, yy);
            if (x->life[p] != y->life[p] || x->certainty[p] != y->certainty[p] ||
                x->ownership[p] != y->ownership[p])
                return false;
        }
    return true;
}

/* The verdict is a function of the position, the player to move and the ko
 * point: the same stones reached by the game's own moves, by taking back
 * and replaying its last moves, by placing the stones in reverse point
 * order (another order of empty points and chain heads) and by rebuilding
 * from the colours give the same life map. GNU Go's scoring case score9
 * (large unsettled groups, many chains near 50%) is where the order showed:
 * the board reached by play gave another dead list than the rebuilt one. */
static void test_same_position_same_verdict(void) {
    static corpus_record rec;
    if (!record_open("edge/gnugo/regression__games__scoring__score9.sgf", &rec)) return;
    tg_game *g = rec.r.game;
    static tg_board played, again, reverse, rebuilt;
    played = *tg_game_board(g);
    tg_color to_move = tg_game_to_move(g);
    /* Undo and redo the last ten moves. */
    tg_move last[10];
    int n = 0;
    int nh = tg_game_move_count(g);
    for (; n < 10 && n < nh; n++) last[n] = tg_game_move(g, nh - n);
    for (int i = 0; i < n; i++) tg_game_undo(g);
    for (int i = n - 1; i >= 0; i--) tg_game_play(g, last[i].color, last[i].point);
    again = *tg_game_board(g);
    CHECK(again.hash == played.hash, "undo/redo reaches the same position");
    /* The stones placed in reverse point order; then rebuilt. */
    tg_board_init(&reverse, played.width, played.height);
    for (int p = TG_MAX_POINTS - 1; p > 0; p--)
        if (played.color[p] == TG_BLACK || played.color[p] == TG_WHITE)
            tg_board_play(&reverse, (tg_point)p, (tg_color)played.color[p]);
    rebuilt = reverse;
    tg_board_rebuild(&rebuilt);
    CHECK(reverse.hash == played.hash && rebuilt.hash == played.hash, "same stones, same hash");
    bool order_differs = memcmp(reverse.empty, played.empty, sizeof played.empty) != 0;
    CHECK(order_differs, "the reverse placement has another empty-point order");
    static tg_life_map m[4];
    const tg_board *boards[4] = {&played, &again, &reverse, &rebuilt};
    for (int i = 0; i < 4; i++) tg_life_estimate(boards[i], &rec.r.rules, to_move, 7, NULL, &m[i]);
    CHECK(same_map(&played, &m[0], &m[1]), "undo/redo: same verdicts");
    CHECK(same_map(&played, &m[0], &m[2]), "reverse placement: same verdicts");
    CHECK(same_map(&played, &m[0], &m[3]), "rebuilt board: same verdicts");
    record_close(&rec);
}

/* --------------------------------------------- teire under a dead stone */

/* goscorer's test_false_eyes_2 (Japanese, the test's dead stones marked):
 * the white stone at A8 is dead inside Black's corner; once it is removed
 * and the dame are filled, Black's chain beside it is in atari with A8 its
 * last liberty, so Black must fill A8 and it is no territory (1989 rules,
 * commentary to article 8), as goscorer says. It used to be exempted
 * because a dead stone stood there. */
static void test_teire_under_dead_stone(void) {
    static corpus_record rec;
    if (!record_open("edge/goscorer/cases/test_false_eyes_2.sgf", &rec)) return;
    tg_replay *r = &rec.r;
    const tg_board *b = tg_game_board(r->game);
    static const char *const dead_gtp[] = {"A8", "A2", "B2", "C2", "D2", "E2", "E1", "J1"};
    tg_point dead[8];
    for (int i = 0; i < 8; i++) dead[i] = at(b, dead_gtp[i]);
    static tg_score sc;
    CHECK(tg_replay_score(r, NULL, dead, 8, &sc) == TG_OK, "scores");
    const tg_point_score *v = &sc.points[at(b, "A8")];
    CHECK(v->kind == TG_PT_DEAD && v->owner == TG_EMPTY,
          "A8: a dead stone whose point Black must fill is no territory (kind %d owner %d)", v->kind,
          v->owner);
    CHECK(sc.points[at(b, "B9")].owner == TG_BLACK, "B9 stays Black's territory");
    record_close(&rec);
}

/* ------------------------------------------------------------ certainty */

static void test_uncertain(void) {
    tg_board b = diagram(". X O . . . . . .\n"
                         "X X O . . . . . .\n"
                         "O O O . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . . . . .\n"
                         ". . . . . X . . .\n"
                         ". . . . . . . . .\n");
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    /* Benson leaves every stone here alive with reason none, certainty 0. */
    CHECK(tg_life_is_uncertain(&b, &m, at(&b, "B9")), "reason none, certainty 0: uncertain");
    CHECK(!tg_life_is_uncertain(&b, &m, at(&b, "D5")), "an empty point is not uncertain");
    tg_point x = at(&b, "F2");
    m.reason[x] = TG_WHY_ESTIMATE;
    m.certainty[x] = TG_LIFE_UNSURE_BELOW - 1;
    CHECK(tg_life_is_uncertain(&b, &m, x), "estimate just below the bar: uncertain");
    m.certainty[x] = TG_LIFE_UNSURE_BELOW;
    CHECK(!tg_life_is_uncertain(&b, &m, x), "estimate at the bar: sure");
    m.certainty[x] = 95;
    m.reason[x] = TG_WHY_READING;
    CHECK(!tg_life_is_uncertain(&b, &m, x), "read out: sure");
    m.certainty[x] = 0;
    CHECK(tg_life_is_uncertain(&b, &m, x), "read out, following the player to move (certainty 0): uncertain");
    m.reason[x] = TG_WHY_CONFIRM;
    CHECK(!tg_life_is_uncertain(&b, &m, x), "confirmation play: sure whatever the certainty");
    m.reason[x] = TG_WHY_MARKED;
    CHECK(!tg_life_is_uncertain(&b, &m, x), "marked by the players: sure");
    /* 3 black + 4 white stones in the corner have reason none. */
    CHECK(tg_life_uncertain_stones(&b, &m) == 8, "count: %d", tg_life_uncertain_stones(&b, &m));
}

/* ------------------------------------------- stones of an open area */

/* OGS game 35115743: the right side was never closed; the white stones
 * O10 and P10 in it reach live white chains through empty points, so the
 * area is unsettled and the players (correct_ownership: nobody's) left
 * them standing; the playouts alone killed them. The black stones D19-G19
 * inside White's closed top are dead all the same. OGS game 33811578: the
 * open lower left, likewise (E7, D6 and the stones around them). */
static void test_open_area_not_dead(void) {
    static tg_board b;
    static tg_life_map m;
    if (ogs_board("game_35115743", &b)) {
        tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m);
        CHECK(life_at(&b, &m, "O10") != TG_LIFE_DEAD && life_at(&b, &m, "P10") != TG_LIFE_DEAD,
              "game_35115743: O10, P10 in the open right side are not dead");
        CHECK(tg_life_is_uncertain(&b, &m, at(&b, "O10")), "game_35115743: O10 is uncertain");
        CHECK(life_at(&b, &m, "D19") == TG_LIFE_DEAD && life_at(&b, &m, "G19") == TG_LIFE_DEAD,
              "game_35115743: D19-G19 inside White's top are dead");
    }
    if (ogs_board("game_33811578", &b)) {
        tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m);
        CHECK(life_at(&b, &m, "E7") != TG_LIFE_DEAD && life_at(&b, &m, "D6") != TG_LIFE_DEAD,
              "game_33811578: E7, D6 in the open lower left are not dead");
    }
}

/* ------------------------------------------------------- eye shapes */

/* The eye shape of the black corner region at A1 (and the vital point's
 * name, "" for none). */
static tg_eye_value corner_value(const char *text, char vital[5]) {
    int n;
    return eye_value_at(text, "A1", &n, vital);
}

#define TOP ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"

/* The classic shapes, each as the black corner's only eye space. */
static void test_eye_shapes(void) {
    char vital[5];
    tg_eye_value v;
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . X X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 1, "two points: one eye (%d, %d)", v.min, v.max);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . . X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 2 && strcmp(vital, "B1") == 0, "straight three: B1 vital (%d, %d, %s)", v.min,
          v.max, vital);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. X X X X . . . .\n. . X X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 2 && strcmp(vital, "A1") == 0, "bent three: A1 vital (%d, %d, %s)", v.min,
          v.max, vital);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . X X X . . . .\n. . X X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 1, "squared four: one eye (%d, %d)", v.min, v.max);
    /* The bent four in the corner: test_status_corner.c. */
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . . . X . . . .\n",
                     vital);
    CHECK(v.min == 2 && v.max == 2, "straight four: two eyes (%d, %d)", v.min, v.max);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\nX . X X X . . . .\n. . . X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 2 && strcmp(vital, "B1") == 0, "pyramid four: B1 vital (%d, %d, %s)", v.min,
          v.max, vital);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . X X X . . . .\n. . . X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 2 && strcmp(vital, "B1") == 0, "bulky five: B1 vital (%d, %d, %s)", v.min,
          v.max, vital);
    /* A1 is black here: the region is the cross B1 A2 B2 C2 B3. */
    {
        tg_board b = diagram(TOP "X X X X X . . . .\nX X X X X . . . .\nX . X X X . . . .\n. . . X X . . . .\nX . X X X . . . .\n");
        tg_point pts[8];
        int n = region_of(&b, "B2", TG_BLACK, pts);
        v = tg_eye_region_value(&b, pts, n, TG_BLACK);
        tg_point_to_gtp(&b, v.vital, vital);
        CHECK(n == 5 && v.min == 1 && v.max == 2 && strcmp(vital, "B2") == 0, "crossed five: B2 vital (%d, %d, %s)",
              v.min, v.max, vital);
    }
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX . X X X . . . .\n. . . X X . . . .\n. . X X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 2 && strcmp(vital, "B2") == 0, "rabbity six: B2 vital (%d, %d, %s)", v.min,
          v.max, vital);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . . X X . . . .\n. . . X X . . . .\n",
                     vital);
    CHECK(v.min == 2 && v.max == 2, "rectangular six: two eyes (%d, %d)", v.min, v.max);

    /* With White's stones inside. */
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. . X X X . . . .\n. O . X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 1, "bulky five, White on the vital point: one eye (%d, %d)", v.min, v.max);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\n. O X X X . . . .\n. . X X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 1, "squared four, a white stone inside: one eye (%d, %d)", v.min, v.max);
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\nO O X X X . . . .\nO . X X X . . . .\n",
                     vital);
    CHECK(v.min == 1 && v.max == 1, "squared four, three white stones in atari: one eye (%d, %d)", v.min, v.max);
    /* Two white chains in atari on A1, the bent four in the corner's
     * bend: Black's A1 takes both and stands between B1 and A2-A3, two
     * eyes (Tygem 889074634 five moves before its end, where the corner
     * lived; read as a stone on the bent four's vital point it was one). */
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nO X X X X . . . .\nO X X X X . . . .\n. O X X X . . . .\n",
                     vital);
    CHECK(v.min == 2 && v.max == 2, "two white chains in atari on the corner point: two eyes (%d, %d)", v.min, v.max);
    /* Four white stones in a bulky five whose capture leaves a zigzag of
     * four: two eyes (the same read out by confirmation play). */
    v = corner_value(TOP "X X X X X . . . .\nX X X X X . . . .\nX X X X X . . . .\nO O X X X . . . .\n. O O X X . . . .\n",
                     vital);
    CHECK(v.min == 2 && v.max == 2, "zigzag of four captured in a bulky five: two eyes (%d, %d)", v.min, v.max);
    /* nicklas2's false seki: White H2-J2-J3 inside Black's corner with two
     * liberties, J1 and J4. Capturing at J1 leaves a bent three, and White,
     * sacrificing J1 first, makes it a pyramid four: one eye either way. */
    {
        tg_board b = diagram(". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                             ". . . . . . . X X\n. . . . . . . X .\n. . . . . . . X O\n. . . . . . X O O\n"
                             ". . . . . . X X .\n");
        tg_point pts[8];
        int n = region_of(&b, "J1", TG_BLACK, pts);
        v = tg_eye_region_value(&b, pts, n, TG_BLACK);
        CHECK(n == 5 && v.min == 1 && v.max == 1, "nicklas2's corner: one eye (n %d: %d, %d)", n, v.min, v.max);
    }
    /* Not a region of non-owner points. */
    {
        tg_board b = diagram(TOP TOP ". . . . . . . . .\n");
        tg_point p = at(&b, "E5");
        b.color[p] = TG_BLACK;
        v = tg_eye_region_value(&b, &p, 1, TG_BLACK);
        CHECK(v.min == 0 && v.max == 0, "an owner's stone is no eye");
    }
}

/* The record at `path` (under the corpora) opened into rec and taken back
 * `moves` moves, `to_move` then to play, as the held-out blocks' cut
 * positions are (bench/judgement_cut.py); NULL when the corpus is
 * missing (record_open says so) or the record is not as expected (a
 * failed check). */
static const tg_board *record_before_end(const char *path, int moves, tg_color to_move, corpus_record *rec) {
    if (!record_open(path, rec)) return NULL;
    bool ok = true;
    for (int i = 0; i < moves && ok; i++) ok = tg_game_undo(rec->r.game) == TG_OK;
    CHECK(ok, "%s: %d moves taken back", path, moves);
    CHECK(tg_game_to_move(rec->r.game) == to_move, "%s %d moves before its end: %s to move", path, moves,
          to_move == TG_BLACK ? "Black" : "White");
    if (ok && tg_game_to_move(rec->r.game) == to_move) return tg_game_board(rec->r.game);
    record_close(rec);
    return NULL;
}

/* Tygem 889074634 (B+13.5) five moves before its end, Black to move:
 * White's B19 and A18-A17 in Black's upper left corner, both in atari on
 * A19. Black's 31 stones round them live (Black took the three with A19
 * three moves later and was alive all along: White's A19 is suicide).
 * Read as the bent four in the corner with a white stone on its vital
 * point, the corner was one eye and the group dead (B+166.5 counted
 * instead of about B+14). */
static void test_two_chains_in_atari_889074634(void) {
    static corpus_record rec;
    static tg_life_map m;
    const tg_board *b = record_before_end("games/tygem-9d-2016/tygem-889074634.sgf", 5, TG_BLACK, &rec);
    if (!b) return;
    CHECK(b->color[at(b, "A19")] == TG_EMPTY && b->color[at(b, "B19")] == TG_WHITE &&
              b->color[at(b, "A18")] == TG_WHITE && b->color[at(b, "A17")] == TG_WHITE,
          "889074634: the corner as described");
    tg_estimate_options unfinished = {.unfinished = true};
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, TG_BLACK, seed, &unfinished, &m);
        CHECK(life_at(b, &m, "C19") == TG_LIFE_ALIVE && life_at(b, &m, "B17") == TG_LIFE_ALIVE,
              "889074634 before its end, seed %d: Black's corner C19 %s (%s), B17 %s (want alive)", (int)seed,
              tg_life_name(life_at(b, &m, "C19")), tg_life_reason_name((tg_life_reason)m.reason[at(b, "C19")]),
              tg_life_name(life_at(b, &m, "B17")));
    }
    record_close(&rec);
}

/* Tygem 887227309 (B+33.5) five moves before its end, Black to move:
 * on the right side Black's S17 (ten stones) and R13 (six) against
 * White's S13-T13, closed in by White's live groups. Those walls' areas
 * hold Black's dead stones (L14's four, P9, S9), so before they
 * stood for good only round empty territory, which they lack: step 8
 * never read the right side, and the search, near even, killed Black's
 * sixteen stones (W+9.5). Read, Black lives and S13 dies (B+34.5). */
static void test_walls_round_dead_stones_887227309(void) {
    static corpus_record rec;
    static tg_life_map m;
    const tg_board *b = record_before_end("games/tygem-9d-2016/tygem-887227309.sgf", 5, TG_BLACK, &rec);
    if (!b) return;
    CHECK(b->color[at(b, "S17")] == TG_BLACK && b->color[at(b, "R13")] == TG_BLACK &&
              b->color[at(b, "S13")] == TG_WHITE,
          "887227309: the right side as described");
    tg_estimate_options unfinished = {.unfinished = true};
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, TG_BLACK, seed, &unfinished, &m);
        CHECK(life_at(b, &m, "S17") == TG_LIFE_ALIVE && life_at(b, &m, "R13") == TG_LIFE_ALIVE &&
                  life_at(b, &m, "S13") == TG_LIFE_DEAD,
              "887227309 before its end, seed %d: Black's S17 %s (%s), R13 %s (want alive), White's S13 %s (want dead)",
              (int)seed, tg_life_name(life_at(b, &m, "S17")),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, "S17")]), tg_life_name(life_at(b, &m, "R13")),
              tg_life_name(life_at(b, &m, "S13")));
    }
    record_close(&rec);
}

/* Tygem 876757080 five moves before its end, Black to move: White's
 * K15-L15-L14-M14, four stones with two liberties, are Black's to take
 * moving first (a ladder read out), and Black took them two moves later.
 * Black's eighteen stones M13-N6 beside them live by that capture; the
 * playouts, which do not see it, killed them. Before the end the player
 * to move takes the largest such chain of four stones or more
 * (status_estimate.c, to_move_captures). */
static void test_mover_captures_876757080(void) {
    static corpus_record rec;
    static tg_life_map m;
    const tg_board *b = record_before_end("games/tygem-9d-2016/tygem-876757080.sgf", 5, TG_BLACK, &rec);
    if (!b) return;
    CHECK(b->color[at(b, "K15")] == TG_WHITE && b->libs[b->chain[at(b, "K15")]] == 2 &&
              tg_board_chain_size(b, at(b, "K15")) == 4 && b->color[at(b, "M13")] == TG_BLACK,
          "876757080: the centre as described");
    tg_estimate_options unfinished = {.unfinished = true};
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, TG_BLACK, seed, &unfinished, &m);
        CHECK(life_at(b, &m, "K15") == TG_LIFE_DEAD && life_at(b, &m, "M13") == TG_LIFE_ALIVE &&
                  life_at(b, &m, "N6") == TG_LIFE_ALIVE,
              "876757080 before its end, seed %d: White's K15 %s (want dead), Black's M13 %s (%s), N6 %s (want alive)",
              (int)seed, tg_life_name(life_at(b, &m, "K15")), tg_life_name(life_at(b, &m, "M13")),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, "M13")]), tg_life_name(life_at(b, &m, "N6")));
    }
    record_close(&rec);
}

/* Tygem 889324453 (W+) five moves before its end, White to move:
 * Black's 44 stones in the centre (H15, E13-H13, C12-D12, D11-E11, C10-H10
 * and on) round the empty zigzag four E12-F12, F11-G11, bordered by that
 * one chain: two eyes whatever White plays first. The playouts let White
 * fill it and the search left the group near even: it was counted dead
 * (W+85.5; Black lived). Alive by its eye shape, surely
 * (status_sure_eyes.c). */
static void test_sure_eyes_889324453(void) {
    static corpus_record rec;
    static tg_life_map m;
    const tg_board *b = record_before_end("games/tygem-9d-2016/tygem-889324453.sgf", 5, TG_WHITE, &rec);
    if (!b) return;
    static const char *const eye[] = {"E12", "F12", "F11", "G11"};
    bool empty = true;
    for (int i = 0; i < 4; i++) empty &= b->color[at(b, eye[i])] == TG_EMPTY;
    CHECK(empty && b->color[at(b, "H15")] == TG_BLACK && tg_board_chain_size(b, at(b, "H15")) == 44 &&
              b->chain[at(b, "E13")] == b->chain[at(b, "H15")] && b->chain[at(b, "D12")] == b->chain[at(b, "H15")],
          "889324453: the centre as described");
    tg_estimate_options unfinished = {.unfinished = true};
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, TG_WHITE, seed, &unfinished, &m);
        CHECK(life_at(b, &m, "H15") == TG_LIFE_ALIVE && m.reason[at(b, "H15")] == TG_WHY_SHAPE,
              "889324453 before its end, seed %d: Black's H15 %s (%s), want alive by its eye shape", (int)seed,
              tg_life_name(life_at(b, &m, "H15")), tg_life_reason_name((tg_life_reason)m.reason[at(b, "H15")]));
    }
    record_close(&rec);
}

/* Tygem 887431046 two moves before its end, White to move: Black's T12,
 * alone in atari on the edge (T13 its liberty, White's T11 and S12 beside
 * it). White's T13 would take it and stand alone in atari on T12: a ko.
 * White played elsewhere and Black connected at T13 with the last move.
 * Confirmation play read the stone dead (the attacker first); the ko
 * capture is one its owner answers, so the playouts' verdict stands
 * (ko_ataris_kept, status_estimate.c). Likewise White's T1 in Tygem
 * 877770153, Black to move, which White's S1 connected. */
static void test_ko_atari_kept(const char *path, tg_color to_move, const char *stone, const char *liberty) {
    static corpus_record rec;
    static tg_life_map m;
    const tg_board *b = record_before_end(path, 2, to_move, &rec);
    if (!b) return;
    tg_point s = at(b, stone);
    CHECK(b->color[s] == tg_opponent(to_move) && b->libs[b->chain[s]] == 1 && tg_board_chain_size(b, s) == 1 &&
              b->color[at(b, liberty)] == TG_EMPTY,
          "%s: %s alone in atari on %s", path, stone, liberty);
    tg_estimate_options unfinished = {.unfinished = true};
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, to_move, seed, &unfinished, &m);
        CHECK(life_at(b, &m, stone) == TG_LIFE_ALIVE, "%s two moves before its end, seed %d: %s %s (%s), want alive",
              path, (int)seed, stone, tg_life_name(life_at(b, &m, stone)),
              tg_life_reason_name((tg_life_reason)m.reason[s]));
    }
    record_close(&rec);
}

/* GNU Go's regression game rbm-bobk, final position: White's top (E19,
 * H19, L19, M17: 44 stones) has only false eyes round Black's inner
 * chains, which share the eye H16-J16 and live; the record's W+12.5 is
 * the players' count with the top alive, which the board contradicts
 * (bench/JUDGEMENT.md, "Every remaining miss"). The top is dead by its
 * eye shape, surely, and its nine empty points are its eyes. Were step
 * 8's walls found round them, Black's inner chains would be walls no
 * play can take, and the reading, given the top as a question, would
 * call it alive. Two rules keep it dead (status_enclosed.c): a wall's
 * area counts only the empty points beside none of the dead stones, and
 * a question beside a wall that stands only round dead stones is read
 * only for a chain left unsure; this fails when both are dropped. */
static void test_no_walls_in_a_dead_group_rbm_bobk(void) {
    static corpus_record rec;
    static tg_life_map m;
    if (!record_open("games/gnugo-regression/regression__games__gunnar__rbm-bobk-200303111815.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    for (uint64_t seed = 1; seed <= 2; seed++) {
        tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), seed, NULL, &m);
        static const char *const top[] = {"E19", "H19", "L19", "M17"};
        for (int i = 0; i < 4; i++)
            CHECK(life_at(b, &m, top[i]) == TG_LIFE_DEAD, "rbm-bobk, seed %d: White's %s %s (%s), want dead",
                  (int)seed, top[i], tg_life_name(life_at(b, &m, top[i])),
                  tg_life_reason_name((tg_life_reason)m.reason[at(b, top[i])]));
    }
    record_close(&rec);
}

/* A black corner group whose only eye space is a squared four holding a
 * white stone, inside a safe white wall: dead by its shape, whoever moves
 * (the playouts alone gave it 9-18% certainty and the search revived
 * it). The same group with a straight four stays alive. */
static void test_dead_shape_with_stone_inside(void) {
    static tg_life_map m;
    tg_board b = diagram("O . O . O . O . .\nO O O O O O O O O\n. . . . . . . . .\n. . . . . . . . .\n"
                         "O O O O O O . . .\nX X X X X O . . .\nX X X X X O . . .\n. O X X X O . . .\n"
                         ". . X X X O . . .\n");
    for (int tm = TG_BLACK; tm <= TG_WHITE; tm++) {
        tg_life_estimate(&b, NULL, (tg_color)tm, 1, NULL, &m);
        CHECK(life_at(&b, &m, "D3") == TG_LIFE_DEAD, "squared four with a stone inside: dead (%s, %s)",
              tg_life_name(life_at(&b, &m, "D3")), tg_life_reason_name((tg_life_reason)m.reason[at(&b, "D3")]));
        CHECK(life_at(&b, &m, "B2") == TG_LIFE_ALIVE, "the white stone inside lives");
    }
    b = diagram("O . O . O . O . .\nO O O O O O O O O\n. . . . . . . . .\n. . . . . . . . .\n"
                "O O O O O O . . .\nX X X X X O . . .\nX X X X X O . . .\nX X X X X O . . .\n"
                ". . . . X O . . .\n");
    tg_life_estimate(&b, NULL, TG_WHITE, 1, NULL, &m);
    CHECK(life_at(&b, &m, "D3") == TG_LIFE_ALIVE, "straight four: alive");
}

/* A group with one eye whose two outside liberties each touch a live
 * chain of its colour is connected (miai), not dead by its eye shape: the
 * white group around C7 reaches G6-G3 at F6 or F5. Without that chain the
 * same group, one eye and two liberties outside against a safe wall, is
 * dead. Shape of Tygem game 876889881 (below), where the eye-shape step
 * killed a 14-stone white group so connected. */
static void test_eye_shape_connected_group(void) {
    static tg_life_map m;
    tg_board b = diagram_read("X X X X X X . . .\nX O O O O X . . .\nX O . O O X . . .\nX O O O O . O . .\n"
                              "X X X X O . O . .\n. . . X X X O . .\n. . . . . . O . .\n. . . . . . . . .\n"
                              ". . . . . . . . .\n", &m, tg_life_eye_shapes, NULL);
    CHECK(life_at(&b, &m, "E6") == TG_LIFE_ALIVE, "one eye, connected at F6/F5: not dead by shape (%s)",
          tg_life_reason_name((tg_life_reason)m.reason[at(&b, "E6")]));
    b = diagram_read("X X X X X X . . .\nX O O O O X . . .\nX O . O O X . . .\nX O O O O . . . .\n"
                     "X X X X O . . . .\n. . . X X X . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                     ". . . . . . . . .\n", &m, tg_life_eye_shapes, NULL);
    CHECK(life_at(&b, &m, "E6") == TG_LIFE_DEAD && m.reason[at(&b, "E6")] == TG_WHY_SHAPE,
          "one eye, nothing to connect to: dead by shape");
}

/* ------------------------------------- the search for unsure groups */

/* Replays a record of the corpora (path under corpora/), estimates its
 * final position as `tengen score` and GTP's final_score do (seed 1, the
 * player to move), scores it with the dead stones found and checks the
 * result; if `gtp` names a stone, also checks its chain's life and reason
 * (why < 0: any reason).
 * false if the corpus is missing. */
static bool judged(const char *rel, const char *want, const char *gtp, tg_life life, int why) {
    static corpus_record rec;
    if (!record_open(rel, &rec)) return false;
    static tg_life_map m;
    static tg_score sc;
    record_judge(&rec, &m, &sc);
    CHECK(strcmp(sc.result, want) == 0, "%s: %s, want %s", rel, sc.result, want);
    if (gtp) {
        const tg_board *b = tg_game_board(rec.r.game);
        tg_point p = at(b, gtp);
        CHECK(m.life[p] == life && (why < 0 || m.reason[p] == why), "%s %s: %s (%s), want %s (%s)", rel, gtp,
              tg_life_name((tg_life)m.life[p]), tg_life_reason_name((tg_life_reason)m.reason[p]),
              tg_life_name(life), why < 0 ? "any reason" : tg_life_reason_name((tg_life_reason)why));
    }
    record_close(&rec);
    return true;
}

/* nicklas2 (W+87.5, the players' and GNU Go's count): the black bottom
 * group's only eye space is the false seki at the lower right; it is dead,
 * the white chain H2-J2-J3 lives. It was counted W+7.5 (a seki). */
static void test_nakade_after_capture_nicklas2(void) {
    judged("games/gnugo-regression/regression__games__nicklas__nicklas2.sgf", "W+87.5", "G3", TG_LIFE_DEAD,
           TG_WHY_SHAPE);
}

/* nicklas2's final position at every seed: Black's bottom group (J6-G3-A1,
 * eighteen stones) has one eye space, the false seki H2-J2-J3 at the lower
 * right, and is dead by its eye shape. The eye rule judges a group only
 * against safe walls; White's A3 is a lone stone of two liberties beside
 * Black's A2, against a group of three, and was safe only when the
 * playouts gave it 90% or more: at seed 37 they gave 89%, the group
 * lived and the count was W+7.5. A3 shares B3 with White's B2-C3 wall:
 * its wall's liberties (wall_libs in status_eyes.c) out-count the group's
 * at every seed. */
static void test_eye_shape_lone_wall_stone_nicklas2(void) {
    tg_board b = diagram(". X X X . . . . .\n"
                         ". O X X X O X X .\n"
                         ". O O X O O X O O\n"
                         ". . . O . . O O X\n"
                         ". . O . O O O X X\n"
                         ". . . . O X O X .\n"
                         "O . O . O X X X O\n"
                         "X O O . O O X O O\n"
                         "X X X X X X X X .\n");
    int wrong = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        tg_life_map m;
        tg_life_estimate(&b, NULL, TG_WHITE, seed, NULL, &m);
        bool ok = life_at(&b, &m, "G3") == TG_LIFE_DEAD && m.reason[at(&b, "G3")] == TG_WHY_SHAPE &&
                  life_at(&b, &m, "J3") != TG_LIFE_DEAD;
        CHECK(ok, "seed %d: Black's G3 group %s (%s), White's J3 %s", (int)seed,
              tg_life_name(life_at(&b, &m, "G3")), tg_life_reason_name((tg_life_reason)m.reason[at(&b, "G3")]),
              tg_life_name(life_at(&b, &m, "J3")));
        wrong += !ok;
    }
    CHECK(wrong == 0, "nicklas2's bottom group: wrong at %d of 40 seeds", wrong);
}

/* Tygem games (Japanese rules, counted by the server): groups with one
 * eye joined to a live group of their colour through two outside
 * liberties, which the eye-shape step killed: 876889881's white group
 * D9-J9-F12 (H8/J8 to H7, J7), 877079258's black group K2-N4 (O4/N5 to
 * P4, O5). Both counts equal the record's once they live. */
static void test_eye_shape_connected_tygem(void) {
    judged("games/tygem-9d-2016/tygem-876889881.sgf", "B+22.5", "F12", TG_LIFE_ALIVE, -1);
    judged("games/tygem-9d-2016/tygem-877079258.sgf", "W+16.5", "L4", TG_LIFE_ALIVE, -1);
}

/* A mutual atari is not settled by confirmation play, which moves the
 * attacker first: Tygem 879062055 one move before its end, White to
 * move. White's Q5 chain (eight stones) and Black's S3 chain (eight)
 * share their one liberty, T1; step 3 read White's chain dead (Black
 * first takes it), but White's T1 took Black's (the record's last move,
 * and its count). bench/judgement_cut.sh, session 39. */
static void test_confirm_mutual_atari_tygem(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-879062055.sgf", &rec)) return;
    CHECK(tg_game_undo(rec.r.game) == TG_OK, "879062055: the last move undone");
    const tg_board *b = tg_game_board(rec.r.game);
    CHECK(tg_game_to_move(rec.r.game) == TG_WHITE, "879062055 before its last move: White to move");
    CHECK(b->libs[b->chain[at(b, "Q5")]] == 1 && b->libs[b->chain[at(b, "S3")]] == 1,
          "879062055: Q5 and S3 each in atari");
    tg_point q5 = at(b, "Q5");
    /* Confirmation play alone, every chain read (the estimate's budget):
     * Q5 is read dead, Black first, and not settled; the test does not
     * depend on the playouts' verdict. */
    static tg_life_map m;
    tg_life_from_benson(b, &m);
    tg_life_confirm(b, &rec.r.rules, true, 4000, &m);
    CHECK(m.reason[q5] != TG_WHY_CONFIRM, "879062055 before T1: White's Q5 settled by confirmation (%s)",
          tg_life_name((tg_life)m.life[q5]));
    /* And the estimate, as `tengen score` gives it. */
    tg_life_estimate(b, &rec.r.rules, TG_WHITE, 1, NULL, &m);
    CHECK(m.life[q5] != TG_LIFE_DEAD, "879062055 before T1: White's Q5 %s (%s), a mutual atari White to move",
          tg_life_name((tg_life)m.life[q5]), tg_life_reason_name((tg_life_reason)m.reason[q5]));
    record_close(&rec);
}

/* Before the end of a game, play goes on: a chain of an area the game has
 * not closed that its owner could not save even moving first is dead
 * (tg_estimate_options.unfinished). Tygem 877696818 twenty moves before
 * its last move: Black's K4 (4 stones) and L5 (3) stand in White's lower
 * side, which reaches Black's live stones through empty points. At the
 * end of a game step 5 leaves them standing, uncertain; in the unfinished
 * position they are dead, and at the record's end, twenty moves later,
 * White has closed the side and they are dead there too. */
static void test_open_area_unfinished_tygem(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-877696818.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    static tg_life_map m;
    tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 1, NULL, &m);
    const char *chains[] = {"K4", "L5"};
    for (int i = 0; i < 2; i++)
        CHECK(life_at(b, &m, chains[i]) == TG_LIFE_DEAD, "877696818 at its end: Black's %s %s", chains[i],
              tg_life_name((tg_life)life_at(b, &m, chains[i])));
    for (int k = 0; k < 20; k++) CHECK(tg_game_undo(rec.r.game) == TG_OK, "877696818: move %d undone", k + 1);
    tg_color to_move = tg_game_to_move(rec.r.game);
    tg_estimate_options finished = {.unfinished = false}, unfinished = {.unfinished = true};
    tg_life_estimate(b, &rec.r.rules, to_move, 1, &finished, &m);
    for (int i = 0; i < 2; i++)
        CHECK(life_at(b, &m, chains[i]) == TG_LIFE_ALIVE && tg_life_is_uncertain(b, &m, at(b, chains[i])),
              "877696818 twenty moves before its end, judged as finished: Black's %s %s (%s), standing "
              "uncertain in an open area", chains[i], tg_life_name((tg_life)life_at(b, &m, chains[i])),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, chains[i])]));
    tg_life_estimate(b, &rec.r.rules, to_move, 1, &unfinished, &m);
    for (int i = 0; i < 2; i++)
        CHECK(life_at(b, &m, chains[i]) == TG_LIFE_DEAD && m.reason[at(b, chains[i])] == TG_WHY_SEARCH,
              "877696818 twenty moves before its end, unfinished: Black's %s %s (%s), lost with Black first",
              chains[i], tg_life_name((tg_life)life_at(b, &m, chains[i])),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, chains[i])]));
    record_close(&rec);
}

/* Before the end of a game the player to move moves first: a chain of
 * theirs in atari that one play on its liberty frees is not read dead by
 * confirmation play, which moves the attacker first. Tygem 877234690 one
 * move before its end, Black to move: Black's E16 in atari, connected by
 * the record's last move, F16. Judged as the end of a game it is dead:
 * there the player to move is the one who did not move
 * (test_status_reading_area.c, test_atari_read_at_every_seed_877182904). */
static void test_atari_to_move_unfinished_tygem(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-877234690.sgf", &rec)) return;
    CHECK(tg_game_undo(rec.r.game) == TG_OK, "877234690: the last move undone");
    const tg_board *b = tg_game_board(rec.r.game);
    tg_point e16 = at(b, "E16");
    CHECK(tg_game_to_move(rec.r.game) == TG_BLACK && b->color[e16] == TG_BLACK && b->libs[b->chain[e16]] == 1,
          "877234690 before F16: Black to move, Black's E16 in atari");
    static tg_life_map m;
    tg_estimate_options finished = {.unfinished = false}, unfinished = {.unfinished = true};
    tg_life_estimate(b, &rec.r.rules, TG_BLACK, 1, &finished, &m);
    CHECK(m.life[e16] == TG_LIFE_DEAD, "877234690 before F16, judged as finished: E16 %s (%s)",
          tg_life_name((tg_life)m.life[e16]), tg_life_reason_name((tg_life_reason)m.reason[e16]));
    tg_life_estimate(b, &rec.r.rules, TG_BLACK, 1, &unfinished, &m);
    CHECK(m.life[e16] != TG_LIFE_DEAD, "877234690 before F16, unfinished, Black to move: E16 %s (%s)",
          tg_life_name((tg_life)m.life[e16]), tg_life_reason_name((tg_life_reason)m.reason[e16]));
    record_close(&rec);
}

/* Before the end of a game, a chain of the player to move in an open
 * area that one play joins to a live chain of his stands, though the
 * search with him first (which plays where the board is largest) loses
 * it. Tygem 880648242 two moves before its end, Black to move: Black's
 * O14, in atari, connects at P14 to his live P15. A chain of the other
 * player's is not his to save: 877937083 twenty moves before its end,
 * Black to move, White's P14-P15-Q14, one play from joining, is cut off
 * and dies there. */
static void test_open_area_joined_in_one_tygem(void) {
    static corpus_record rec;
    static tg_life_map m;
    tg_estimate_options unfinished = {.unfinished = true};
    if (record_open("games/tygem-9d-2016/tygem-880648242.sgf", &rec)) {
        for (int k = 0; k < 2; k++) CHECK(tg_game_undo(rec.r.game) == TG_OK, "880648242: move %d undone", k + 1);
        const tg_board *b = tg_game_board(rec.r.game);
        CHECK(tg_game_to_move(rec.r.game) == TG_BLACK && b->color[at(b, "O14")] == TG_BLACK,
              "880648242 two moves before its end: Black to move, Black's O14");
        tg_life_estimate(b, &rec.r.rules, TG_BLACK, 1, &unfinished, &m);
        CHECK(life_at(b, &m, "O14") != TG_LIFE_DEAD, "880648242 two moves before its end: Black's O14 %s (%s)",
              tg_life_name((tg_life)life_at(b, &m, "O14")),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, "O14")]));
        record_close(&rec);
    }
    if (record_open("games/tygem-9d-2016/tygem-877937083.sgf", &rec)) {
        for (int k = 0; k < 20; k++) CHECK(tg_game_undo(rec.r.game) == TG_OK, "877937083: move %d undone", k + 1);
        const tg_board *b = tg_game_board(rec.r.game);
        CHECK(tg_game_to_move(rec.r.game) == TG_BLACK && b->color[at(b, "P14")] == TG_WHITE,
              "877937083 twenty moves before its end: Black to move, White's P14");
        tg_life_estimate(b, &rec.r.rules, TG_BLACK, 1, &unfinished, &m);
        CHECK(life_at(b, &m, "P14") == TG_LIFE_DEAD, "877937083 twenty moves before its end: White's P14 %s (%s)",
              tg_life_name((tg_life)life_at(b, &m, "P14")),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, "P14")]));
        record_close(&rec);
    }
}

/* Opens a Tygem record of the corpora (tygem-9d-2016/tygem-ID.sgf) one
 * move before its end, checks that `who` is to move, and estimates it as
 * an unfinished position (seed 1). false if the corpus is missing. */
static bool moves_before_end(const char *id, int k, tg_color who, corpus_record *rec, tg_life_map *m) {
    char rel[96];
    snprintf(rel, sizeof rel, "games/tygem-9d-2016/tygem-%s.sgf", id);
    if (!record_open(rel, rec)) return false;
    for (int i = 0; i < k; i++) CHECK(tg_game_undo(rec->r.game) == TG_OK, "%s: move %d from the end undone", id, i + 1);
    CHECK(tg_game_to_move(rec->r.game) == who, "%s %d move(s) before its end: %s to move", id, k,
          who == TG_BLACK ? "Black" : "White");
    tg_estimate_options unfinished = {.unfinished = true};
    tg_life_estimate(tg_game_board(rec->r.game), &rec->r.rules, who, 1, &unfinished, m);
    return true;
}

static bool before_last_move(const char *id, tg_color who, corpus_record *rec, tg_life_map *m) {
    return moves_before_end(id, 1, who, rec, m);
}

/* Checks the chain at `gtp` of the record's board: want, and reason why
 * unless why < 0. */
static void verdict_is(const corpus_record *rec, const tg_life_map *m, const char *what, const char *gtp,
                      tg_life want, int why) {
    const tg_board *b = tg_game_board(rec->r.game);
    tg_point p = at(b, gtp);
    CHECK(life_at(b, m, gtp) == want && (why < 0 || m->reason[p] == why), "%s: %s %s (%s), want %s", what, gtp,
          tg_life_name((tg_life)life_at(b, m, gtp)), tg_life_reason_name((tg_life_reason)m->reason[p]),
          tg_life_name(want));
}

/* Mutual ataris before the end of a game (session 42), each the record's
 * last move one move before it:
 *  - the player to move takes where five stones or more are at stake
 *    (status_mover_capture.c): Black's R5 takes White's R4-T4 in
 *    889803471 and saves Black's R3-T3, and White's T2 beside them
 *    takes the verdict after the capture, dead (session 48: the chains
 *    beside the saved chain are of the fight); White's T13 takes Black's
 *    T14-T16 in 918494202, and White's corner R17-S12 and S18-T17 live;
 *  - a stake smaller than that is left as it stands: 917731017's White
 *    T13, a stone in atari against Black's T12, lives as recorded;
 *  - unless the capture decides the fight round it (session 48): in
 *    886367786 Black's Q19 takes White's R19, the stone White had just
 *    played, and White's R15-S18 beside Black's corner dies;
 *  - a group in atari beside an opponent chain in atari is not judged by
 *    its eye shape (status_eyes.c): Black's A7-D10 in 887747662, in atari
 *    at its eye B8, whose A11 takes White's A10-C10;
 *  - step 3's confirmation play does not kill a chain of the player to
 *    move that one capture frees: White's K2-M3 in 918308299, two
 *    liberties, freed by K3 taking Black's J2-J3. */
static void test_mutual_atari_before_the_end_tygem(void) {
    static corpus_record rec;
    static tg_life_map m;
    if (before_last_move("889803471", TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "889803471 before R5", "R4", TG_LIFE_DEAD, TG_WHY_RACE);
        verdict_is(&rec, &m, "889803471 before R5", "R3", TG_LIFE_ALIVE, -1);
        verdict_is(&rec, &m, "889803471 before R5", "T2", TG_LIFE_DEAD, -1);
        record_close(&rec);
    }
    if (before_last_move("918494202", TG_WHITE, &rec, &m)) {
        verdict_is(&rec, &m, "918494202 before T13", "T14", TG_LIFE_DEAD, TG_WHY_RACE);
        verdict_is(&rec, &m, "918494202 before T13", "R17", TG_LIFE_ALIVE, -1);
        verdict_is(&rec, &m, "918494202 before T13", "S18", TG_LIFE_ALIVE, -1);
        record_close(&rec);
    }
    if (before_last_move("917731017", TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "917731017 before its last move", "T13", TG_LIFE_ALIVE, -1);
        record_close(&rec);
    }
    if (before_last_move("886367786", TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "886367786 before Q19", "R19", TG_LIFE_DEAD, TG_WHY_RACE);
        verdict_is(&rec, &m, "886367786 before Q19", "S18", TG_LIFE_DEAD, -1);
        verdict_is(&rec, &m, "886367786 before Q19", "R15", TG_LIFE_DEAD, -1);
        record_close(&rec);
    }
    if (before_last_move("887747662", TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "887747662 before A11", "D10", TG_LIFE_ALIVE, -1);
        const tg_board *b = tg_game_board(rec.r.game);
        tg_life_from_benson(b, &m);
        tg_life_eye_shapes(b, &m);
        CHECK(m.reason[at(b, "D10")] != TG_WHY_SHAPE, "887747662 before A11: Black's D10 judged by its eye shape (%s)",
              tg_life_name((tg_life)life_at(b, &m, "D10")));
        record_close(&rec);
    }
    if (before_last_move("918308299", TG_WHITE, &rec, &m)) {
        verdict_is(&rec, &m, "918308299 before K3", "L3", TG_LIFE_ALIVE, -1);
        record_close(&rec);
    }
}

/* A cutting stone of the player to move in atari beside an opponent
 * chain of two liberties, before the end of a game (session 52,
 * status_mover_extends.c): he connects it and the chain stays cut off.
 * Tygem 878516511 one move before its end, Black to move: Black's K13,
 * in atari at K12, cuts White's H13-J13 from White's L13; connected,
 * the two white stones inside Black's area are dead (GNU Go 3.8 says
 * so). Control: 886388272 one move before its end, Black to move:
 * Black's P14-P15, in atari at O14, extended there puts White's
 * O15-O16-P16 in atari, and White connects out at N15 (the verdict
 * after the extension is the search's at certainty 39, below the bar):
 * White lives as recorded. */
static void test_mover_extends_before_the_end_tygem(void) {
    static corpus_record rec;
    static tg_life_map m;
    if (before_last_move("878516511", TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "878516511 before its last move", "H13", TG_LIFE_DEAD, -1);
        verdict_is(&rec, &m, "878516511 before its last move", "J13", TG_LIFE_DEAD, -1);
        verdict_is(&rec, &m, "878516511 before its last move", "K13", TG_LIFE_ALIVE, -1);
        record_close(&rec);
    }
    if (before_last_move("886388272", TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "886388272 before its last move", "O16", TG_LIFE_ALIVE, -1);
        verdict_is(&rec, &m, "886388272 before its last move", "P15", TG_LIFE_DEAD, -1);
        record_close(&rec);
    }
    /* The bar reads certainty, which a caller asking for the verdicts
     * only (GTP's final_status_list) does not get: the verdicts are the
     * same all the same. 887475733 five moves before its end, Black to
     * move: White's E3-G4 in Black's lower left, dead either way. */
    if (record_open("games/tygem-9d-2016/tygem-887475733.sgf", &rec)) {
        for (int k = 0; k < 5; k++) CHECK(tg_game_undo(rec.r.game) == TG_OK, "887475733: move %d undone", k + 1);
        const tg_board *b = tg_game_board(rec.r.game);
        static tg_life_map full;
        tg_estimate_options unfinished = {.unfinished = true}, verdicts = {.unfinished = true, .verdicts_only = true};
        tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 1, &unfinished, &full);
        tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 1, &verdicts, &m);
        int differ = 0;
        for (int p = 0; p < TG_MAX_POINTS; p++) differ += full.life[p] != m.life[p];
        CHECK(differ == 0, "887475733 five moves before its end: %d points judged otherwise with verdicts only", differ);
        verdict_is(&rec, &m, "887475733 five moves before its end", "E3", TG_LIFE_DEAD, -1);
        record_close(&rec);
    }
}

/* The player to move's atari that wins a race (status_mover_ataris.c,
 * session 53). Tygem 917292336 one move before its end, White to move:
 * White's L3 ataris Black's M3-M2, which no defence saves, and White's
 * thirteen stones Q6-N2 win their race with it; the search had called
 * them dead at certainty 24 (GNU Go 3.8 has them alive, as recorded). */
static void test_mover_ataris_before_the_end_tygem917292336(void) {
    static corpus_record rec;
    static tg_life_map m;
    if (!before_last_move("917292336", TG_WHITE, &rec, &m)) return;
    verdict_is(&rec, &m, "917292336 before its last move", "Q6", TG_LIFE_ALIVE, -1);
    verdict_is(&rec, &m, "917292336 before its last move", "N2", TG_LIFE_ALIVE, -1);
    verdict_is(&rec, &m, "917292336 before its last move", "M3", TG_LIFE_DEAD, TG_WHY_CONFIRM);
    /* The bars read certainty: GTP's verdicts-only estimate agrees. */
    static tg_life_map verdicts;
    tg_estimate_options only = {.unfinished = true, .verdicts_only = true};
    tg_life_estimate(tg_game_board(rec.r.game), &rec.r.rules, TG_WHITE, 1, &only, &verdicts);
    int differ = 0;
    for (int p = 0; p < TG_MAX_POINTS; p++) differ += verdicts.life[p] != m.life[p];
    CHECK(differ == 0, "917292336 before its last move: %d points judged otherwise with verdicts only", differ);
    record_close(&rec);
    /* Controls, two moves before their ends, Black to move. 885826091:
     * Black's atari on White's R1-S1-S2 would save his one stone S3; an
     * atari that captures more than it saves is a capture, not a rescue
     * (session 49 measured capturing chains that small as a loss), and
     * White's three stones live, as recorded. 885658908: Black's R3-S1,
     * which the estimate calls dead at certainty 67, is sure enough not
     * to be reopened by Black's atari on White's T2-T3: dead, as
     * recorded. */
    if (moves_before_end("885826091", 2, TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "885826091 two moves before its end", "R1", TG_LIFE_ALIVE, -1);
        record_close(&rec);
    }
    if (moves_before_end("885658908", 2, TG_BLACK, &rec, &m)) {
        verdict_is(&rec, &m, "885658908 two moves before its end", "R2", TG_LIFE_DEAD, -1);
        record_close(&rec);
    }
}

/* Step 6c: a seki step 4 found beside a chain the search then killed is
 * seen again without it (status_find_sekis.c, session 52). Tygem
 * 878811644 one move before its end, Black to move: White's T18 and
 * S16-T15 share T17 and S15 with Black's Q19-R15, in seki only while
 * White's Q13-R11, which the search kills, stands; without it Black's
 * chain wins the race, and White's corner is dead as recorded (GNU Go
 * 3.8 says so too). */
static void test_seki_after_search_tygem878811644(void) {
    static corpus_record rec;
    static tg_life_map m;
    if (!before_last_move("878811644", TG_BLACK, &rec, &m)) return;
    verdict_is(&rec, &m, "878811644 before its last move", "Q13", TG_LIFE_DEAD, -1);
    verdict_is(&rec, &m, "878811644 before its last move", "S17", TG_LIFE_DEAD, TG_WHY_RACE);
    verdict_is(&rec, &m, "878811644 before its last move", "T18", TG_LIFE_DEAD, TG_WHY_RACE);
    verdict_is(&rec, &m, "878811644 before its last move", "R18", TG_LIFE_ALIVE, -1);
    record_close(&rec);
}

/* Step 6b: a chain left dead beside an opponent chain that is captured
 * whoever moves first is judged with that capture made, the captured
 * stones' owner moving first (status_beside_taken.c). Tygem 877554122 one
 * move before its end, White to move: White's corner R19 (nine stones) and
 * Black's T19-T18 share one liberty, S19, and White's capture there is
 * taken back by a throw-in, so the corner is dead by step 4d. Black's
 * twenty stones O19-T14 beside it, whose own eye is O18-O17, were dead at
 * a playout share of 61%; they live. Control: 888813542 at its end, where
 * Black's left side lives beside White's captured D14 only in a search
 * that misses its eye shape (share 0.75, below TG_LIFE_TAKEN_REVIVE): dead,
 * as recorded. */
static void test_beside_a_capture_tygem877554122(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-877554122.sgf", &rec)) return;
    CHECK(tg_game_undo(rec.r.game) == TG_OK, "877554122: the last move undone");
    const tg_board *b = tg_game_board(rec.r.game);
    static tg_life_map m;
    tg_estimate_options unfinished = {.unfinished = true};
    tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 1, &unfinished, &m);
    CHECK(life_at(b, &m, "R19") == TG_LIFE_DEAD && m.reason[at(b, "R19")] == TG_WHY_RACE,
          "877554122 before H3: White's corner R19 %s (%s), captured whoever moves first",
          tg_life_name((tg_life)life_at(b, &m, "R19")), tg_life_reason_name((tg_life_reason)m.reason[at(b, "R19")]));
    const char *black[] = {"O19", "T19"};
    for (int i = 0; i < 2; i++)
        CHECK(life_at(b, &m, black[i]) == TG_LIFE_ALIVE, "877554122 before H3: Black's %s %s (%s) beside it",
              black[i], tg_life_name((tg_life)life_at(b, &m, black[i])),
              tg_life_reason_name((tg_life_reason)m.reason[at(b, black[i])]));
    record_close(&rec);
    record_counted("games/tygem-9d-2016/tygem-888813542.sgf", "W+4.5", "C12", TG_LIFE_DEAD);
}

/* One eye against one eye with two shared liberties is seki, not a group
 * dead by its shape: the white group around B9 shares A7 and C7 with the
 * black chain A6-E9, whose own eye is A5 and whose one liberty outside is
 * F9 (whoever fills a shared liberty is captured). The shape of Tygem
 * game 879253091, where the eye-shape step killed the 17-stone white
 * group (W+9.5; GNU Go also calls it seki). The estimate called it alive,
 * the same count, until it read the board's canonical image; there the
 * seki step sees the seki. */
static void test_eye_shape_seki_one_eye_each(void) {
    static tg_life_map m;
    tg_board b = diagram_read("O . O O X . O . .\nO O O O X O . . .\n. O . O X O . . .\nX X X X X O . . .\n"
                              ". X O O O O . . .\nX X O . . . . . .\nO O O . . . . . .\n. . . . . . . . .\n"
                              ". . . . . . . . .\n", &m, tg_life_eye_shapes, NULL);
    CHECK(life_at(&b, &m, "B8") == TG_LIFE_ALIVE, "one eye each, shared liberties: not dead by shape (%s)",
          tg_life_reason_name((tg_life_reason)m.reason[at(&b, "B8")]));
    judged("games/tygem-9d-2016/tygem-879253091.sgf", "W+9.5", "B13", TG_LIFE_SEKI, -1);
}

/* Large groups of unfinished positions that the uniform playouts leave
 * near 50% and call alive, killed by the search as GNU Go's reading kills
 * them (GNU Go's scoring cases, the maintainers' results), and the
 * capturing race at the top right of GoBucks, which the search gives to
 * White (the recorded count, B+41.5). Each failed before the search step. */
static void test_search_settles_large_groups(void) {
    judged("edge/gnugo/regression__games__scoring__score1.sgf", "W+141.5", "G11", TG_LIFE_DEAD,
           TG_WHY_SEARCH);
    judged("edge/gnugo/regression__games__scoring__score9.sgf", "W+97.5", "F11", TG_LIFE_DEAD,
           TG_WHY_SEARCH);
    judged("edge/gnugo/regression__games__scoring__score31.sgf", "B+90.5", "N7", TG_LIFE_DEAD,
           TG_WHY_SEARCH);
    judged("edge/gnugo/regression__games__scoring__score54.sgf", "B+187.5", "F4", TG_LIFE_DEAD,
           TG_WHY_SEARCH);
    judged("games/gnugo-regression/regression__games__kgs__20040516-GoBucks-GnuGoCVS.sgf", "B+41.5",
           "Q15", TG_LIFE_DEAD, TG_WHY_SEARCH);
}

/* A chain the playouts call dead is not brought back by a search that
 * gives it to its owner with less than TG_LIFE_SEARCH_REVIVE: GNU Go's
 * score30 (the white chain at P18, search ownership 0.07 for White) and
 * OGS game 33897561 (the black stones H8, G7 inside White's side, 0.10
 * for Black, which the humans give to White). */
static void test_search_no_weak_revival(void) {
    judged("edge/gnugo/regression__games__scoring__score30.sgf", "W+87.5", "P18", TG_LIFE_DEAD,
           TG_WHY_ESTIMATE);
    /* Tygem games counted by the server: white groups the playouts call
     * dead and the search gave back at ownership 0.42 (885808204's Q18,
     * six stones in Black's top right) and 0.33 (890130338's R10, ten
     * stones on the right side). */
    judged("games/tygem-9d-2016/tygem-885808204.sgf", "W+23.5", "Q18", TG_LIFE_DEAD, TG_WHY_ESTIMATE);
    judged("games/tygem-9d-2016/tygem-890130338.sgf", "B+17.5", "R10", TG_LIFE_DEAD, TG_WHY_ESTIMATE);
    static tg_board b;
    static tg_life_map m;
    if (ogs_board("game_33897561", &b)) {
        tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m);
        CHECK(life_at(&b, &m, "H8") == TG_LIFE_DEAD && life_at(&b, &m, "G7") == TG_LIFE_DEAD,
              "game_33897561: H8, G7 inside White's side stay dead");
    }
}

/* A chain the search kills that reaches a surely live chain of its colour
 * through empty points is in an open area, and lives as step 5 leaves the
 * playouts' dead chains there: Tygem 879114966's black chain H11-H14
 * (joined to E14-E11 through the empty F12-G14), and the black stone O3
 * of a game between programs stopped in the opening (nobody counted it
 * dead: the record says 0). Both were dead by the search. */
static void test_search_open_area(void) {
    judged("games/tygem-9d-2016/tygem-879114966.sgf", "B+2.5", "H14", TG_LIFE_ALIVE, -1);
    judged("games/cgd-ai/AI__BensonDarr__2018.01.25______VS_BensonDarr__010001334_.sgf", "0", "O3",
           TG_LIFE_ALIVE, -1);
}

/* OGS game_beta_17150: B9 and the white chain A8-B7 are in mutual atari
 * (both have only A9), and so are J2 and the white chain F2-H2 (both have
 * only J1). White's capture is a snapback each time (White's chain is
 * left with the captured stone's point as its only liberty, and Black's
 * stone played back there takes five or six stones), so by the 1989
 * rules' Article 7 B9 and J2 are alive, read out by confirmation play,
 * and White's chains, which Black captures at A9 and J1, are dead. (The
 * humans' marks leave all four standing; reading called B9 and J2 dead
 * before confirmation play knew the snapback, and this board was the
 * example of the search step's rule that a chain beside one read out dead
 * is not killed: it no longer exercises that rule.) */
static void test_snapback_in_mutual_atari(void) {
    static tg_board b;
    static tg_life_map m;
    if (!ogs_board("game_beta_17150", &b)) return;
    tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m);
    const char *alive[] = {"B9", "J2"}, *dead[] = {"A8", "F2"};
    for (int i = 0; i < 2; i++) {
        CHECK(life_at(&b, &m, alive[i]) == TG_LIFE_ALIVE && m.reason[at(&b, alive[i])] == TG_WHY_READING,
              "game_beta_17150: %s alive, read out (%s, %s)", alive[i], tg_life_name(life_at(&b, &m, alive[i])),
              tg_life_reason_name((tg_life_reason)m.reason[at(&b, alive[i])]));
        CHECK(life_at(&b, &m, dead[i]) == TG_LIFE_DEAD, "game_beta_17150: %s dead (%s)", dead[i],
              tg_life_reason_name((tg_life_reason)m.reason[at(&b, dead[i])]));
    }
}

/* OGS game_seki_64848549's right side (see test_status_race.c's captive
 * stone): White's R13-R9 group (15 stones, the eye T12 holding Black's
 * S12 in atari) and Black's S9 group (the eye T8) with P10-Q10 inside
 * White's space are in seki: one eye each, one outside liberty each (Q13,
 * R7), six shared. The humans count it so; tengen killed Black's eleven
 * stones by the large-group reading (step 4c), taking White's group for
 * a safe wall. S12 itself is dead (White takes it at no cost). Black to
 * move, as `tengen score` reads the board (no moves). */
static void test_seki_captive_in_an_eye_64848549(void) {
    static tg_board b;
    static tg_life_map m;
    if (!ogs_board("game_seki_64848549", &b)) return;
    tg_life_estimate(&b, NULL, TG_BLACK, 1, NULL, &m);
    const char *standing[] = {"P10", "S9", "R13"};
    for (int i = 0; i < 3; i++)
        CHECK(life_at(&b, &m, standing[i]) != TG_LIFE_DEAD, "game_seki_64848549: %s %s (%s)", standing[i],
              tg_life_name(life_at(&b, &m, standing[i])),
              tg_life_reason_name((tg_life_reason)m.reason[at(&b, standing[i])]));
    CHECK(life_at(&b, &m, "S12") == TG_LIFE_DEAD, "game_seki_64848549: S12 dead (%s)",
          tg_life_name(life_at(&b, &m, "S12")));
}

/* ------------------------------------------- large groups read (step 4c) */

/* The shape of GNU Go's scoring case score11 (upper left), on 9x9: the
 * black group's eye spaces are a bulky five at the top (B9-D9, B8-C8)
 * with White's stones C9-D9 on its vital point, one eye whoever moves,
 * and E7, between the white diagonals F8 and F6: a false eye. Its one
 * other liberty, D6, is a single point against White's wall. Dead, the
 * stones C9-D9 alive. The same group with F6 black (E7 a real eye) has
 * two eyes, and with the pocket D6 opened to C5-D5 it may still run:
 * neither is read dead. */
static void test_read_group_false_eye(void) {
    static tg_life_map m;
    const char *top = "X . O O X O . O .\nX . . X X O O O O\nX X X X . X O . O\n";
    char text[256];
    snprintf(text, sizeof text, "%s%s", top,
             "O O O . X O O O O\n. O . O O O . O .\nO O O O O O O O O\n. . . . . . . . .\n"
             ". . . . . . . . .\n. . . . . . . . .\n");
    int changed;
    tg_board b = diagram_read(text, &m, tg_life_read_groups, &changed);
    CHECK(changed == 3, "score11's shape: three black chains read dead");
    CHECK(life_at(&b, &m, "D8") == TG_LIFE_DEAD && m.reason[at(&b, "D8")] == TG_WHY_SHAPE &&
              life_at(&b, &m, "F7") == TG_LIFE_DEAD && life_at(&b, &m, "E6") == TG_LIFE_DEAD,
          "score11's shape: the group is dead (%s)", tg_life_name(life_at(&b, &m, "D8")));
    CHECK(life_at(&b, &m, "C9") == TG_LIFE_ALIVE, "score11's shape: the white stones inside live");
    for (int tm = TG_BLACK; tm <= TG_WHITE; tm++) {
        tg_life_estimate(&b, NULL, (tg_color)tm, 1, NULL, &m);
        CHECK(life_at(&b, &m, "D8") == TG_LIFE_DEAD && life_at(&b, &m, "C9") == TG_LIFE_ALIVE,
              "score11's shape, estimate with %s to move: D8 %s (%s)", tm == TG_BLACK ? "Black" : "White",
              tg_life_name(life_at(&b, &m, "D8")), tg_life_reason_name((tg_life_reason)m.reason[at(&b, "D8")]));
    }
    snprintf(text, sizeof text, "%s%s", top,
             "O O O . X X O O O\n. O . O O O . O .\nO O O O O O O O O\n. . . . . . . . .\n"
             ". . . . . . . . .\n. . . . . . . . .\n");
    b = diagram_read(text, &m, tg_life_read_groups, NULL);
    CHECK(life_at(&b, &m, "D8") == TG_LIFE_ALIVE, "E7 a real eye: two eyes, not read dead");
    snprintf(text, sizeof text, "%s%s", top,
             "O O O . X O O O O\n. O . . O O . O .\nO O . . O O O O O\n. . . . . . . . .\n"
             ". . . . . . . . .\n. . . . . . . . .\n");
    b = diagram_read(text, &m, tg_life_read_groups, NULL);
    CHECK(life_at(&b, &m, "D8") == TG_LIFE_ALIVE, "D6 opens to the lower side: not read dead");
}

/* score11 itself (W+132.5, GNU Go's maintainers): the 30-stone black group
 * E19-A12 is dead by the reading (tengen counted W+65.5 to W+72.5 with it
 * in seki). Tygem 889531223 (W+5.5): White's corner group R16-T18 has one
 * eye, and the black stone S19 beside it has one liberty of its own and
 * one shared with the group: no safe wall (the group lives in a race
 * against the black wall short of liberties). Tygem 877084547 (W+22.5):
 * Black's group J4-N2 with one eye beside the white chain L1-N1 whose
 * liberties are the shared L2 and O1: no safe wall either. Both counts
 * equal the record's with the groups in seki; the first version of the
 * rule killed both groups. */
static void test_read_group_games(void) {
    judged("edge/gnugo/regression__games__scoring__score11.sgf", "W+132.5", "E18", TG_LIFE_DEAD, TG_WHY_SHAPE);
    judged("games/tygem-9d-2016/tygem-889531223.sgf", "W+5.5", "S18", TG_LIFE_SEKI, -1);
    judged("games/tygem-9d-2016/tygem-877084547.sgf", "W+22.5", "J4", TG_LIFE_SEKI, -1);
}

/* Tygem games where the group vote (step 4a) joined chains through an eye
 * space holding the opponent's stones that the playouts killed, and the
 * search (step 6) then revived those stones: the chains on the other side
 * of that fight kept the certainty the vote gave them and stood alive
 * inside the opponent's framework, with the framework counted as dame.
 * 886806085: White's J17 (ten stones, one liberty, Black to move) beside
 * Black's H18, and the white stones scattered in Black's upper right;
 * 917282512: White's P10 (sixteen stones, one eye) cut off by Black's
 * K10; 879360592: Black's G3 (six stones in atari) beside White's E2;
 * 877110509: White's S11, R12, T12 beside Black's S10, and S13, which
 * shares their eye S12 and reached nothing else. Each is now dead (P10
 * by step 4d since branch race) and the count equals the record's;
 * 886806085 and 879360592 below. */
static void test_search_both_sides_of_a_fight(void) {
    judged("games/tygem-9d-2016/tygem-917282512.sgf", "B+8.5", "P10", TG_LIFE_DEAD, -1);
    judged("games/tygem-9d-2016/tygem-877110509.sgf", "B+3.5", "S13", TG_LIFE_DEAD, TG_WHY_SEARCH);
}

/* Since step 4d (a chain in atari its owner cannot save is dead) kills
 * 886806085's J17 and 879360592's G3 before the search, two things kept
 * the opponent's stones standing, each read on the board:
 * 886806085: White's M18 and N19, sharing J17's liberty L18, alive at
 * certainty 87 by the vote (joined to White's left side through Black's
 * dead L19 and H18), never asked by the search; White's O18, R17, R15 and
 * S13 across Black's upper right then reached N19 (step 5). Now J17, turned
 * over against the vote by step 4d, seeds the rounds of step 6: M18 and
 * N19 take the search's verdict, dead, and with them the upper right.
 * 879360592: Black's F8 reached Black's left side (step 5) only through
 * White's D4 chain (15 stones), which the playouts killed and step 5
 * itself revives once G3 beside it is dead: step 5 no longer crosses an
 * opponent chain it leaves alive. Both counts equal the record's. */
static void test_search_after_atari_rule(void) {
    judged("games/tygem-9d-2016/tygem-886806085.sgf", "W+1.5", "N19", TG_LIFE_DEAD, TG_WHY_SEARCH);
    judged("games/tygem-9d-2016/tygem-886806085.sgf", "W+1.5", "R17", TG_LIFE_DEAD, -1);
    judged("games/tygem-9d-2016/tygem-879360592.sgf", "W+2.5", "F8", TG_LIFE_DEAD, -1);
    judged("games/tygem-9d-2016/tygem-879360592.sgf", "W+2.5", "D4", TG_LIFE_ALIVE, -1);
}

int main(void) {
    test_benson();
    test_estimate();
    test_seki();
    test_seki_race_veto();
    test_confirm();
    test_confirm_snapback();
    test_race_count();
    test_semeai_board();
    test_marking();
    test_corpora();
    test_same_position_same_verdict();
    test_teire_under_dead_stone();
    test_uncertain();
    test_open_area_not_dead();
    test_search_settles_large_groups();
    test_search_no_weak_revival();
    test_snapback_in_mutual_atari();
    test_seki_captive_in_an_eye_64848549();
    test_search_open_area();
    test_eye_shapes();
    test_two_chains_in_atari_889074634();
    test_mover_captures_876757080();
    test_sure_eyes_889324453();
    test_ko_atari_kept("games/tygem-9d-2016/tygem-887431046.sgf", TG_WHITE, "T12", "T13");
    test_ko_atari_kept("games/tygem-9d-2016/tygem-877770153.sgf", TG_BLACK, "T1", "S1");
    test_walls_round_dead_stones_887227309();
    test_no_walls_in_a_dead_group_rbm_bobk();
    test_dead_shape_with_stone_inside();
    test_nakade_after_capture_nicklas2();
    test_eye_shape_lone_wall_stone_nicklas2();
    test_eye_shape_connected_group();
    test_eye_shape_connected_tygem();
    test_confirm_mutual_atari_tygem();
    test_open_area_unfinished_tygem();
    test_atari_to_move_unfinished_tygem();
    test_beside_a_capture_tygem877554122();
    test_open_area_joined_in_one_tygem();
    test_mutual_atari_before_the_end_tygem();
    test_mover_extends_before_the_end_tygem();
    test_seki_after_search_tygem878811644();
    test_mover_ataris_before_the_end_tygem917292336();
    test_eye_shape_seki_one_eye_each();
    test_read_group_false_eye();
    test_read_group_games();
    test_search_both_sides_of_a_fight();
    test_search_after_atari_rule();
    return check_done();
}
