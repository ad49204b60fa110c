/* test_status_shapes.c — positions from bench/judgement_shapes.sh's
 * generated set (bench/shapes_gen.py), each named after its shape: a
 * 19x19 board filled with White's stones above row 8 and Black's below
 * (one pass-alive chain each, with one-point eyes), and a capturing race
 * on the border at the left edge, Black's chain A8-F8 against White's
 * A7-F7, each walled by the other's fill, with outside liberties on the
 * row behind it.
 *
 * race_b4_w3: Black four liberties (A9-D9), White three (A6-C6): Black
 * wins whoever moves first. Main's playouts gave it to White (Black dead
 * at certainty 76 with Black to move); the closed race's count
 * (status_closed_race.c) decides it. race_b3_w3: three against three,
 * the player to move wins: the rule leaves it alone. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "status_internal.h"
#include "tengen/status.h"

/* The board of a race with bl and wl outside liberties (at most 6). */
static tg_board race_board(int bl, int wl) {
    static const int white_eyes[][2] = {{16, 1}, {16, 4}, {16, 7}, {16, 10}, {13, 9}};
    static const int black_eyes[][2] = {{16, 14}, {16, 17}, {13, 17}, {10, 17}, {7, 17}};
    char g[19][19];
    for (int y = 0; y < 19; y++)
        for (int x = 0; x < 19; x++) g[y][x] = y < 12 ? 'O' : 'X';
    for (int i = 0; i < 5; i++) {
        g[white_eyes[i][1]][white_eyes[i][0]] = '.';
        g[black_eyes[i][1]][black_eyes[i][0]] = '.';
    }
    for (int x = 0; x < 6; x++) {
        g[11][x] = 'X';
        g[12][x] = 'O';
    }
    for (int x = 0; x < bl; x++) g[10][x] = '.';
    for (int x = 0; x < wl; x++) g[13][x] = '.';
    char text[19 * 38 + 1], *p = text;
    for (int y = 0; y < 19; y++)
        for (int x = 0; x < 19; x++) {
            *p++ = g[y][x];
            *p++ = x == 18 ? '\n' : ' ';
        }
    *p = 0;
    return diagram(text);
}

static void test_race_b4_w3(void) {
    tg_board b = race_board(4, 3);
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    CHECK(tg_status__closed_races(&b, &m) == 1 && m.life[at(&b, "A8")] == TG_LIFE_ALIVE &&
              m.life[at(&b, "A7")] == TG_LIFE_DEAD && m.reason[at(&b, "A7")] == TG_WHY_RACE,
          "race_b4_w3: the closed race's count gives it to Black");
    for (int tm = TG_BLACK; tm <= TG_WHITE; tm++) {
        tg_life_estimate(&b, NULL, (tg_color)tm, 1, NULL, &m);
        CHECK(m.life[at(&b, "A8")] == TG_LIFE_ALIVE && m.life[at(&b, "A7")] == TG_LIFE_DEAD,
              "race_b4_w3, %s to move: Black's A8 alive (%s), White's A7 dead (%s)",
              tm == TG_BLACK ? "Black" : "White", tg_life_name((tg_life)m.life[at(&b, "A8")]),
              tg_life_name((tg_life)m.life[at(&b, "A7")]));
    }
}

static void test_race_b3_w3_left_alone(void) {
    tg_board b = race_board(3, 3);
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    tg_life_map before = m;
    CHECK(tg_status__closed_races(&b, &m) == 0 && memcmp(&before, &m, sizeof m) == 0,
          "race_b3_w3: the mover wins, the rule changes nothing");
}

int main(void) {
    test_race_b4_w3();
    test_race_b3_w3_left_alone();
    return check_done();
}
