/* test_status_race.c — capturing races in the dead-stone estimate
 * (status_semeai.c): chains joined by two shared liberties race as one
 * group (Tygem 887406604's miai), a tiger's mouth does not join them in
 * the count (887307309); a chain in atari that its owner cannot save is
 * captured whoever moves first (Tygem 917052232's lower right, the race
 * counted as seki), against the same chain beside an opponent chain in
 * atari too (the mutual atari, won by the mover), a mutual atari whose
 * capture a throw-in takes back (Tygem 877554122) and a chain that runs
 * out of atari; a chain in atari beside an opponent chain whose capture
 * is a ko that cannot save it (Tygem 887300079's upper left), against a
 * ko whose fill saves it; and the two Tygem games it was found in, counted as
 * recorded. GNU Go's score58 (status_read_group.c and the count): a
 * group with one eye whose chains touch only through pockets, whose
 * liberties lie in a pocket every point of which touches the opponent,
 * beside a wall chain with one liberty of its own joined to a group with
 * two eyes; groups, not only chains, joined in the count by two shared
 * liberties. OGS game_seki_64848549: a captive stone (in atari, unable to
 * run) in an eye is that eye in the count, so one eye against one eye is
 * a seki; three stones, a liberty with room or a wall in atari are not
 * captive. Each diagram is named after the shape or game it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "status_internal.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"

static tg_life life_at(const tg_board *b, const tg_life_map *m, const char *gtp) {
    return (tg_life)m->life[at(b, gtp)];
}

#define TOP4 ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"

/* Tygem 917052232's lower right, columns L-T as A-J: White's chain C3-G3,
 * G2-H2, G1 (8 stones) has one liberty, H1; its H1 leaves it one (J1),
 * and no black chain beside it is in atari (Black's B2 group has its
 * two-point eye D1-E1, J2 has J1 and J3). Black's H1 captures eight
 * stones: dead whoever moves first, and Black's group lives. It was
 * counted a seki (D1, E1 seki eyes). White's A1-A5 chain is in atari
 * too (A6) and runs up the empty edge, where Black's ataris take it at
 * the top (status_capture.c reads it): dead as well. */
static void test_atari_no_escape_tygem917052232(void) {
    static tg_life_map m;
    int changed = 0;
    tg_board b = diagram_read(TOP4 "O X X X X X X X X\nO O X X X X X X .\nO X O O O O O X .\n"
                                   "O X X X X X O O X\nO O X . . X O . .\n",
                              &m, tg_status__life_atari, &changed);
    CHECK(changed == 2 && life_at(&b, &m, "C3") == TG_LIFE_DEAD && m.reason[at(&b, "C3")] == TG_WHY_RACE &&
              life_at(&b, &m, "G1") == TG_LIFE_DEAD && life_at(&b, &m, "B2") != TG_LIFE_DEAD &&
              life_at(&b, &m, "A1") == TG_LIFE_DEAD,
          "917052232's chain in atari, no way out: dead by the race (%d changed, %s, %s)", changed,
          tg_life_name(life_at(&b, &m, "C3")), tg_life_reason_name((tg_life_reason)m.reason[at(&b, "C3")]));
    for (int tm = TG_BLACK; tm <= TG_WHITE; tm++) {
        tg_life_estimate(&b, NULL, (tg_color)tm, 1, NULL, &m);
        CHECK(life_at(&b, &m, "C3") == TG_LIFE_DEAD && life_at(&b, &m, "B2") == TG_LIFE_ALIVE,
              "917052232's corner, %s to move: White's chain dead, Black's eye group alive (%s, %s)",
              tm == TG_BLACK ? "Black" : "White", tg_life_name(life_at(&b, &m, "C3")),
              tg_life_name(life_at(&b, &m, "B2")));
    }
}

/* The same corner with White's E1 in Black's eye: Black's B2 group is
 * in atari too (D1), so White's chain is in a mutual atari that the
 * mover wins (OGS game_beta_17150's B9 and A8-B7): not decided, nothing
 * changes. */
static void test_mutual_atari_left_alone(void) {
    static tg_life_map m;
    int changed = -1;
    tg_board b = diagram_read(TOP4 "O X X X X X X X X\nO O X X X X X X .\nO X O O O O O X .\n"
                                   "O X X X X X O O X\nO O X . O X O . .\n",
                              &m, tg_status__life_atari, &changed);
    CHECK(changed == 0 && life_at(&b, &m, "C3") != TG_LIFE_DEAD && life_at(&b, &m, "B2") != TG_LIFE_DEAD &&
              life_at(&b, &m, "E1") != TG_LIFE_DEAD,
          "mutual atari: the mover wins, left alone (%d changed)", changed);
}

/* Tygem 877554122's upper right one move before the end, columns L-T as
 * A-J and rows 19-13 as 9-3: White's corner (G9, F8-H8, G7-J7, H6-J6)
 * and Black's J9-J8 share one liberty, H9, a mutual atari. White's H9
 * takes the two stones and leaves the corner two liberties, but Black's
 * throw-in at J8, taken at J9, puts it in atari again at J8: the capture
 * does not save it, and it is dead whoever moves first (it was left
 * standing as a mutual atari, and Black's twenty stones round it, whose
 * eye is D8-D7, were counted dead). Black's J9-J8 is saved by taking the
 * corner: left alone. */
static void test_capture_that_does_not_save_tygem877554122(void) {
    static tg_life_map m;
    int changed = 0;
    tg_board b = diagram_read("O O O X X X O . X\nO X X . X O O O X\nO O X . X X O O O\nO X X X X X X O O\n"
                              ". O O X O O X X X\n. O . O O . O O X\n. O O X X O . O O\n. . . . . . . . .\n"
                              ". . . . . . . . .\n",
                              &m, tg_status__life_atari, &changed);
    CHECK(changed == 1 && life_at(&b, &m, "G9") == TG_LIFE_DEAD && m.reason[at(&b, "G9")] == TG_WHY_RACE &&
              life_at(&b, &m, "J9") != TG_LIFE_DEAD && life_at(&b, &m, "D9") != TG_LIFE_DEAD,
          "877554122's corner: White's capture at H9 does not save it (%d changed, %s, J9 %s)", changed,
          tg_life_name(life_at(&b, &m, "G9")), tg_life_name(life_at(&b, &m, "J9")));
}

/* bench/shapes_gen.py's random box 86 (seeded random stones across the
 * border between two pass-alive fills): Black's A9-C9, A8, A7 (five
 * stones) have one liberty, B7; Black's B7 leaves them one (C7) and
 * White's B7 takes them. Dead whoever moves, by step 4d. The playouts
 * called them dead, so step 4d left them alone, and step 5 (open areas)
 * then revived them, uncertain: they reach Black's live D6 through B7,
 * C7 and C6. A chain the playouts alone call dead now takes step 4d's
 * reason, which step 5 does not touch. */
static void test_atari_dead_not_revived_random86(void) {
    static tg_life_map m;
    tg_board b = shapes_box(0, "X X X O .\n"
                            "X O O X .\n"
                            "X . . O X\n"
                            "O O . X .\n");
    for (int tm = TG_BLACK; tm <= TG_WHITE; tm++) {
        tg_life_estimate(&b, NULL, (tg_color)tm, 1, NULL, &m);
        CHECK(life_at(&b, &m, "A9") == TG_LIFE_DEAD && m.reason[at(&b, "A9")] == TG_WHY_RACE &&
                  life_at(&b, &m, "D6") == TG_LIFE_ALIVE,
              "random box 86, %s to move: Black's A9 chain in atari dead by step 4d (%s, %s)",
              tm == TG_BLACK ? "Black" : "White", tg_life_name(life_at(&b, &m, "A9")),
              tg_life_reason_name((tg_life_reason)m.reason[at(&b, "A9")]));
    }
}

/* A chain in atari that runs: White's B1 has one liberty, C1, and its C1
 * gives it two (D1, C2) and joins its E2: an escape, not a capture.
 * Without E2 the run along the first line is a ladder that Black's
 * ataris win at the far corner (status_capture.c): dead. Control: with
 * Black's C2 and D1 there, its C1 leaves it no liberty: dead. */
#define RUN ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\nX X . . O . . . .\nX O . . . . . . .\n"
#define CRAWL ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\nX X . . . . . . .\nX O . . . . . . .\n"
#define SHUT ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\nX X X . . . . . .\nX O . X . . . . .\n"
static void test_atari_with_a_way_out(void) {
    static tg_life_map m;
    int changed = -1;
    tg_board b = diagram_read(TOP4 RUN, &m, tg_status__life_atari, &changed);
    CHECK(changed == 0 && life_at(&b, &m, "B1") != TG_LIFE_DEAD, "atari with a way out at C1: left alone (%d)",
          changed);
    b = diagram_read(TOP4 CRAWL, &m, tg_status__life_atari, &changed);
    CHECK(changed == 1 && life_at(&b, &m, "B1") == TG_LIFE_DEAD, "atari, C1 a crawl along the edge: dead (%d)",
          changed);
    b = diagram_read(TOP4 SHUT, &m, tg_status__life_atari, &changed);
    CHECK(changed == 1 && life_at(&b, &m, "B1") == TG_LIFE_DEAD, "atari, C1 shut by C2 and D1: dead (%d)", changed);
}

/* The shut-in chain again with a ko ban on its liberty C1: a ko is a
 * fight, not a capture, and is left alone. */
static void test_atari_on_a_ko_left_alone(void) {
    static tg_life_map m;
    tg_board b = diagram(TOP4 SHUT);
    tg_life_from_benson(&b, &m);
    b.ko_point = at(&b, "C1");
    b.ko_color = TG_BLACK;
    CHECK(tg_status__life_atari(&b, &m) == 0 && life_at(&b, &m, "B1") != TG_LIFE_DEAD,
          "atari on the ko point: left alone (%s)", tg_life_name(life_at(&b, &m, "B1")));
}

/* Tygem 887300079's upper left, rows 19-15 as 9-5: Black's C9 and B8
 * are in atari at C8, which they share with Black's dead D8-D7-C7 (no
 * liberty but C8): Black's C8 is suicide, White's captures all five.
 * White's B9 is in atari too (A9), but Black's A9 takes it as a ko, and
 * after it neither Black's B9 (A9-C9-B8 left with C8 alone) nor his C8
 * (suicide but for the ko point) gives them two liberties: the ko can
 * only delay the capture, and both are dead, as is D8-D7-C7 (no opponent
 * chain beside it in atari). Step 4d left C9 and B8 alone for
 * the chain in atari beside them, and a stronger step 3 then counted
 * them a seki. */
static void test_atari_ko_that_cannot_save_tygem887300079(void) {
    static tg_life_map m;
    int changed = 0;
    tg_board b = diagram_read(". O X O O . O X .\nO X . X O . O X .\n. O X X O O O X .\n. . O O X X X . .\n"
                              "O O O X . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"
                              ". . . . . . . . .\n",
                              &m, tg_status__life_atari, &changed);
    CHECK(changed == 3 && life_at(&b, &m, "C9") == TG_LIFE_DEAD && life_at(&b, &m, "B8") == TG_LIFE_DEAD &&
              m.reason[at(&b, "C9")] == TG_WHY_RACE && life_at(&b, &m, "B9") != TG_LIFE_DEAD,
          "887300079's corner: C9, B8 and D8 dead, the ko at A9 cannot save them (%d changed, %s, %s)", changed,
          tg_life_name(life_at(&b, &m, "C9")), tg_life_name(life_at(&b, &m, "B8")));
}

/* Control: the same ko at A9 where Black's fill at B9 joins C9 to his
 * B8-B7 (three liberties): the ko saves C9, whose own liberty D9 is
 * suicide, and it is left alone. */
static void test_atari_ko_that_saves_left_alone(void) {
    static tg_life_map m;
    int changed = -1;
    tg_board b = diagram_read(". O X . O . . . .\nO X O O O . . . .\n. X . . . . . . .\n" TOP4
                              ". . . . . . . . .\n. . . . . . . . .\n",
                              &m, tg_status__life_atari, &changed);
    CHECK(changed == 0 && life_at(&b, &m, "C9") != TG_LIFE_DEAD,
          "a ko whose fill joins C9 to B8-B7: left alone (%d changed, %s)", changed,
          tg_life_name(life_at(&b, &m, "C9")));
}

/* The race between Black's chain at a and White's chain at w, counted
 * (tg_semeai) with each side to move first. */
static bool race_is(const tg_board *b, const char *a, const char *w, tg_race_result want, int *outside) {
    tg_race r = tg_semeai(b, at(b, a), at(b, w));
    *outside = r.a.outside;
    return r.valid && r.a_first == want && r.b_first == want;
}

#define EMPTY5 ". . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n"

/* A tiger's mouth is not joined in the count (Tygem 887307309's N1 and
 * O2-Q2 at O1: N1's liberty M1, shared with White's group, is self-atari
 * for Black until O1 is played, a move the count cannot place; joining it
 * lost that game and 917559200). Black's E1-F1 (liberties D1, G1) and
 * C1-C2 share D1 only, where White's play has one liberty: E1-F1 is
 * counted alone, two liberties against White's E2-F2 with four, and loses
 * whoever moves. */
static void test_tiger_mouth_not_joined_tygem887307309(void) {
    int outside = 0;
    tg_board b = diagram(EMPTY5 ". . . . . . . . .\n. . . . . . . . .\n. . X . O O . . .\n. . X . X X . . .\n");
    CHECK(race_is(&b, "E1", "E2", TG_RACE_B_WINS, &outside) && outside == 2,
          "tiger's mouth at D1: E1-F1 alone, 2 outside liberties, loses (outside %d)", outside);
}

/* A link by two shared liberties (Tygem 887406604: White's N15-Q15 has
 * three liberties, two of them, N14 and O14, next to White's M13-O13: it
 * connects at either). Here Black's B1-C1 (liberties A1, B2, C2) against
 * White's D1-E1-E2 (four): alone it loses whoever moves; but B2 and C2
 * are both next to Black's B3-C3, so White's play at one is answered at
 * the other: one group of seven liberties, less the move its link costs,
 * and Black wins whoever moves. Control: without C3, B3 shares B2 only,
 * where White can play (liberties A2, C2): two groups, and B1-C1 loses. */
static void test_link_miai_tygem887406604(void) {
    int outside = 0;
    tg_board b = diagram(EMPTY5 ". . . . . . . . .\n. X X . . . . . .\n. . . . O . . . .\n. X X O O . . . .\n");
    CHECK(race_is(&b, "B1", "D1", TG_RACE_A_WINS, &outside) && outside == 6,
          "887406604's miai link: B1-C1 with B3-C3, 6 liberties, wins whoever moves (outside %d)", outside);
    b = diagram(EMPTY5 ". . . . . . . . .\n. X . . . . . . .\n. . . . O . . . .\n. X X O O . . . .\n");
    CHECK(race_is(&b, "B1", "D1", TG_RACE_B_WINS, &outside) && outside == 3,
          "one shared liberty White can play: B1-C1 alone, 3 liberties, loses (outside %d)", outside);
}

/* The Tygem games (class C of bench/JUDGEMENT.md, "a race judged seki"):
 * 917052232 (the corner above: W+8.5, was W+28.5) and 878500589, whose
 * white chain A16-B11-C10 (17 stones) has one liberty, A13, beside Black's
 * A12: Black's upper-left group, with its two-point eye A19-A18, captures
 * it whoever moves (B+6.5, was W+30.5, the group counted in seki). */
static void test_race_games(void) {
    record_counted("games/tygem-9d-2016/tygem-917052232.sgf", "W+8.5", "N3", TG_LIFE_DEAD);
    record_counted("games/tygem-9d-2016/tygem-878500589.sgf", "B+6.5", "B11", TG_LIFE_DEAD);
}

/* GNU Go's regression game 9x9-2 (RE W+16): Black's lone B4 and A3 share
 * A4 and B3, and B4 shares B3 and C4 with the bottom chain C3-H1; counted
 * as one group (liberties A4, B3, C4, J1, less two links) the group
 * loses to White's walls and is dead: W+16, was B+17 with the two stones
 * counted as groups of their own. */
static void test_miai_links_gnugo_9x9_2(void) {
    record_counted("games/gnugo-regression/regression__games__9x9-2.sgf", "W+16", "B4", TG_LIFE_DEAD);
}

/* ------------------------------------ a captive chain in an eye (the count)
 * OGS game_seki_64848549's right side: White's group has one eye, T12,
 * that holds Black's S12 in atari, Black's group inside it the eye T8;
 * both have one outside liberty and six are shared: a seki. The count saw
 * no eye in a space holding a live opponent stone, so White seemed to lose
 * whoever moved first, and the reader of large groups killed Black against
 * a White wall it took for safe. */

/* The count's race on a diagram between the chains at a and bb, with
 * White's eye at A1 holding the black chain above it. */
static tg_race race_on(const char *text, const char *a, const char *bb) {
    tg_board b = diagram(text);
    return tg_semeai(&b, at(&b, a), at(&b, bb));
}

/* White's eye A1 holds Black's A2, in atari, its liberty A1 touching only
 * White's B1: a captive stone, taken whenever White likes, so A1-A2 is
 * White's eye (one liberty). Black's eye is F2; D1-D3 are shared: one eye
 * each, no outside liberty: seki whoever moves first. (Without the
 * captive rule: White no eye, A1 outside, and Black's eye won the race.)
 * Two captive stones (A2-A3) are read the same. */
static void test_captive_stone_in_an_eye_seki_64848549(void) {
    tg_race r = race_on("O O O . X X X\n"
                        "X O O . X . X\n"
                        ". O O . X X X\n",
                        "B2", "E2");
    CHECK(r.valid && r.a.eyes == 1 && r.a.eye_libs == 1 && r.a.outside == 0 && r.b.eyes == 1 && r.shared == 3,
          "the captive stone's eye counted: White eyes %d libs %d outside %d, Black eyes %d, shared %d", r.a.eyes,
          r.a.eye_libs, r.a.outside, r.b.eyes, r.shared);
    CHECK(r.a_first == TG_RACE_SEKI && r.b_first == TG_RACE_SEKI, "one eye each: seki (%d %d)", r.a_first,
          r.b_first);
    r = race_on("O O O . X X X\n"
                "X O O . X . X\n"
                "X O O . X X X\n"
                ". O O . X X X\n",
                "B2", "E2");
    CHECK(r.a.eyes == 1 && r.a_first == TG_RACE_SEKI && r.b_first == TG_RACE_SEKI,
          "two captive stones: an eye, seki (eyes %d, %d %d)", r.a.eyes, r.a_first, r.b_first);
}

/* What is not captive. Three stones (A2-A4): their capture leaves a space
 * White's opponent plays first in (a nakade the count does not read), so
 * no eye is counted and Black's eye wins, as before (GNU Go's 9x9-2: five
 * white stones in atari inside Black's corner, a bulky five once taken,
 * read by the eye shapes). A stone whose liberty has an empty neighbour
 * runs; one beside a White chain in atari may capture it. */
static void test_captive_what_is_not(void) {
    tg_race r = race_on("O O O . X X X\n"
                        "X O O . X . X\n"
                        "X O O . X X X\n"
                        "X O O . X X X\n"
                        ". O O . X X X\n",
                        "B2", "E2");
    CHECK(r.a.eyes == 0 && r.a_first == TG_RACE_B_WINS && r.b_first == TG_RACE_B_WINS,
          "three stones in atari: no eye, Black wins (eyes %d, %d %d)", r.a.eyes, r.a_first, r.b_first);
    r = race_on("O O O . X X X\n"
                "X O O . X . X\n"
                ". . O . X X X\n",
                "B2", "E2");
    CHECK(r.a.eyes == 0, "a liberty with room (B1): no eye (%d)", r.a.eyes);
    r = race_on(". X O . X X X\n"
                "O X O . X . X\n"
                "X O O . X X X\n"
                ". O O . X X X\n",
                "B2", "E2");
    CHECK(r.a.eyes == 0, "beside White's A3 in atari: no eye (%d)", r.a.eyes);
}

/* ------------------------------------------- score58: a group with one eye
 * whose chains and liberties are spread (status_read_group.c, step 4c) */

#define PASS_ALIVE_TOP ". X . X X X X X X\nX X X X X X X X X\nX X X X X X X X X\nX X X X X X X X X\nX X X X X X X X X\n"

/* The reader's verdict at two points of a diagram read by
 * tg_life_read_groups on Benson's map (Black's wall above is pass-alive:
 * eyes A9 and C9). */
static void read_is(const char *what, const char *text, int want_changed, const char *p1, const char *p2,
                    tg_life want) {
    static tg_life_map m;
    int changed = -1;
    tg_board b = diagram_read(text, &m, tg_life_read_groups, &changed);
    CHECK(changed == want_changed && life_at(&b, &m, p1) == want && life_at(&b, &m, p2) == want,
          "%s: %d changed (want %d), %s %s, %s %s, want %s", what, changed, want_changed, p1,
          tg_life_name(life_at(&b, &m, p1)), p2, tg_life_name(life_at(&b, &m, p2)), tg_life_name(want));
}

/* One eye (C3) in White's left chain; its right chain G2-H4 has none.
 * They touch only through the pocket E3-F3, which touches Black's F2 and
 * F4 (no eye space): cut apart or joined, one eye and no room. Both dead
 * by the reader (score58's White P4, Q3-R3-Q2 and S2-S1, joined to the
 * group with the eye N3 by the pockets O4-O5, P3-P2 and R2-R1). Main read
 * neither: the pocket touching two groups let both out. */
static void test_one_eye_chains_joined_by_a_pocket(void) {
    read_is("chains joined by a two-point pocket",
            PASS_ALIVE_TOP "X O O O O X O O X\nX O . O . . O O X\nX O O O O X O O X\nX X X X X X X X X\n", 2, "B2",
            "G3", TG_LIFE_DEAD);
}

/* The same chains, the right one (G2-H4) called dead by the playouts at a
 * coin toss (certainty 2: its owner holds 49% of its points). A dead chain
 * of the colour beside a pocket "may come back" and lets the groups
 * around the pocket out; at a certainty that low it is no verdict but the
 * seed's, and it is read with the group: both dead. score58's S2-S1 was
 * dead in the playouts at 49-51% at some seeds (24, 28 of 1-40), which
 * left White's bottom-right group alive (B+48.5 for B+103.5). Control: a
 * chain dead at certainty 100 still lets the left chain out. */
static void test_pocket_beside_a_coin_toss_chain_score58(void) {
    const char *text =
        PASS_ALIVE_TOP "X O O O O X O O X\nX O . O . . O O X\nX O O O O X O O X\nX X X X X X X X X\n";
    for (int cert = 2; cert <= 100; cert += 98) {
        tg_board b = diagram(text);
        tg_life_map m;
        tg_life_from_benson(&b, &m);
        tg_point g = at(&b, "G2"), t = g;
        do {
            m.life[t] = TG_LIFE_DEAD;
            m.reason[t] = TG_WHY_ESTIMATE;
            m.certainty[t] = (uint8_t)cert;
            t = b.next[t];
        } while (t != g);
        tg_life_read_groups(&b, &m);
        tg_life want = cert < 20 ? TG_LIFE_DEAD : TG_LIFE_ALIVE;
        CHECK(life_at(&b, &m, "B2") == want && life_at(&b, &m, "G3") == TG_LIFE_DEAD,
              "right chain dead at certainty %d: B2 %s (want %s), G3 %s", cert, tg_life_name(life_at(&b, &m, "B2")),
              tg_life_name(want), tg_life_name(life_at(&b, &m, "G3")));
    }
}

/* score58's bottom-right group at seeds 20-30 (main: alive at 24 and 28,
 * where the playouts killed S2-S1 at a coin toss). */
static void test_score58_every_seed(void) {
    static corpus_record rec;
    if (!record_open("edge/gnugo/regression__games__scoring__score58.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    for (uint64_t seed = 20; seed <= 30; seed++) {
        static tg_life_map m;
        tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), seed, NULL, &m);
        CHECK(life_at(b, &m, "N4") == TG_LIFE_DEAD && life_at(b, &m, "P7") == TG_LIFE_DEAD,
              "score58 seed %d: N4 %s, P7 %s, want dead", (int)seed, tg_life_name(life_at(b, &m, "N4")),
              tg_life_name(life_at(b, &m, "P7")));
    }
    record_close(&rec);
}

/* White's F2-H4 with one eye (G3); its liberties run into B4-E4, four
 * points each of which touches Black (score58's H4-K4 pocket, seven
 * points inside Black's bottom group, which White's L4-L3 touches): no
 * point there can become White's eye, the walls are safe: dead. Control:
 * the pocket three rows deep (B2-D4), whose centre C3 touches no black
 * stone: room for an eye, not read. */
static void test_one_eye_liberties_in_a_sealed_pocket(void) {
    read_is("one eye, liberties in a sealed pocket",
            PASS_ALIVE_TOP "X . . . . O O O X\nX X X X X O . O X\nX X X X X O O O X\nX X X X X X X X X\n", 1, "F3",
            "H2", TG_LIFE_DEAD);
    read_is("one eye, liberties in a pocket with room",
            PASS_ALIVE_TOP "X . . . . O O O X\nX . . . X O . O X\nX . . . X O O O X\nX X X X X X X X X\n", 0, "F3",
            "H2", TG_LIFE_ALIVE);
}

/* White's E1-H2 with one eye (F2) beside Black's J1-J2, whose liberties
 * are H1 (shared) and J3, a point only Black's stones touch: White can
 * take J3 only by capturing, and Black connects there to its pass-alive
 * wall (counted as one group with two eyes) once White fills H1 — which
 * White cannot fill anyway without self-atari. A wall: dead (score58's
 * L1-Q1 joined at K1, T2 beside T3). Main: J1-J2 has one liberty of its
 * own, so no wall. Tygem 889531223's S19, joined the same way to a wall
 * of one eye, stays no wall (test_read_group_games in test_status.c). */
static void test_wall_joined_to_a_group_with_two_eyes(void) {
    read_is("a wall joined to a two-eyed group",
            PASS_ALIVE_TOP "X X X X X X X X X\nX X X X O O O X .\nX X X X O . O O X\nX X X X O O O . X\n", 1, "E1",
            "G3", TG_LIFE_DEAD);
}

/* The race count joins groups, not only chains, sharing two liberties:
 * in score58, Black's L6-H5 with M7-O7 (one group by the enclosed L7)
 * shares H4 with G4-E3 and J4 with J3, which are one group with F2-H2,
 * K2, J1 and L1-Q1 (the eye J2, the links F3-G3 and K1): one group with
 * two eyes, which beats White's bottom-right group whoever moves. Main
 * counted L6-M7 alone (2 outside, 3 shared, one eye: seki with Black to
 * move). */
static void test_race_group_links_score58(void) {
    static corpus_record rec;
    if (!record_open("edge/gnugo/regression__games__scoring__score58.sgf", &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    tg_race r = tg_semeai(b, at(b, "M7"), at(b, "N4"));
    CHECK(r.valid && r.a.eyes >= 2 && r.a_first == TG_RACE_A_WINS && r.b_first == TG_RACE_A_WINS,
          "score58 M7 against N4: %d eyes, %d / %d, want two eyes, Black wins whoever moves", r.a.eyes,
          (int)r.a_first, (int)r.b_first);
    record_close(&rec);
}

/* GNU Go's score58 (Black to move, B+103.5): White's bottom-right group
 * (L4-L2, M3, N2-O2-O3, N4-N6, O6-P7, P4, Q3-R3-Q2, S2-S1: 19 stones) has
 * one eye, N3; its other spaces touch Black, its chains are joined by
 * pockets, its liberties K4 and K3 lie in Black's sealed pocket H4-K4, and
 * every black chain around it is a wall (GNU Go's owl code: no defence,
 * Black's P2 kills). Dead by its eye space; main B+44.5 (alive by the
 * playouts and the search). */
static void test_score58_game(void) {
    record_counted("edge/gnugo/regression__games__scoring__score58.sgf", "B+103.5", "N4", TG_LIFE_DEAD);
    record_counted("edge/gnugo/regression__games__scoring__score58.sgf", "B+103.5", "S1", TG_LIFE_DEAD);
}

int main(void) {
    test_atari_no_escape_tygem917052232();
    test_mutual_atari_left_alone();
    test_capture_that_does_not_save_tygem877554122();
    test_atari_with_a_way_out();
    test_atari_on_a_ko_left_alone();
    test_atari_dead_not_revived_random86();
    test_atari_ko_that_cannot_save_tygem887300079();
    test_atari_ko_that_saves_left_alone();
    test_tiger_mouth_not_joined_tygem887307309();
    test_link_miai_tygem887406604();
    test_race_games();
    test_miai_links_gnugo_9x9_2();
    test_captive_stone_in_an_eye_seki_64848549();
    test_captive_what_is_not();
    test_one_eye_chains_joined_by_a_pocket();
    test_one_eye_liberties_in_a_sealed_pocket();
    test_wall_joined_to_a_group_with_two_eyes();
    test_race_group_links_score58();
    test_score58_game();
    test_pocket_beside_a_coin_toss_chain_score58();
    test_score58_every_seed();
    return check_done();
}
