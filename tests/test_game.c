/* test_game.c — legality under every suicide and ko rule, cycles, passes,
 * the end of the game, handicap, setup and undo, and the legal mask
 * (tg_game_legal_mask) against tg_game_check. Each position is a diagram
 * set up as the start of a game; moves are "B C1 W A1" sequences. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const char *all_ko[] = {"ko=simple", "ko=positional", "ko=situational", "ko=natural", "ko=nz", "ko=ing"};
#define NKO ((int)(sizeof all_ko / sizeof all_ko[0]))

static tg_game *with_ko(const char *base, const char *ko, const char *pos, tg_color to_move) {
    char spec[128];
    snprintf(spec, sizeof spec, "%s,%s", base, ko);
    return game_from_diagram(spec, pos, to_move);
}

static void snapback_is_legal(void) {
    const char *pos = "   A B C D E\n"
                      " 3 X X X X .\n"
                      " 2 O O O X .\n"
                      " 1 . . O X .\n";
    for (int k = 0; k < NKO; k++) {
        tg_game *g = with_ko("chinese", all_ko[k], pos, TG_BLACK);
        tg_verdict v = play_moves(g, "B B1 W A1 B B1");
        CHECK(v.legality == TG_LEGAL, "snapback under %s: %s", all_ko[k], tg_legality_str(v.legality));
        CHECK(tg_game_captures(g, TG_BLACK) == 5 && tg_game_captures(g, TG_WHITE) == 1,
              "snapback captures 5 after losing 1 (%s)", all_ko[k]);
        tg_game_free(g);
    }
}

static const char *ko_shape = "   A B C D E\n"
                              " 3 . X O . .\n"
                              " 2 X . X O .\n"
                              " 1 . X O . .\n";

static void immediate_ko_recapture_is_illegal(void) {
    for (int k = 0; k < NKO; k++) {
        /* Black's play makes the position; White takes the ko; Black's
         * retake would recreate the position after Black's own move. */
        tg_game *g = with_ko("chinese", all_ko[k], ko_shape, TG_BLACK);
        tg_verdict v = play_moves(g, "B E1 W B2");
        CHECK(v.legality == TG_LEGAL, "white takes the ko (%s)", all_ko[k]);
        v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "C2"));
        CHECK(v.legality == TG_ILLEGAL_KO, "black retakes at once under %s: %s", all_ko[k],
              tg_legality_str(v.legality));
        CHECK(v.repeats_move == 1, "it repeats the position after move 1, got %d", v.repeats_move);
        /* After an exchange elsewhere the ko may be retaken. */
        v = play_moves(g, "B E3 W D1 B C2");
        CHECK(v.legality == TG_LEGAL, "retake after a threat (%s): %s", all_ko[k], tg_legality_str(v.legality));
        tg_game_free(g);
    }
}

/* The start position was made by no play: natural superko ("created by a
 * play") and New Zealand ("after any of that player's previous moves") let
 * it recur; positional and situational superko and the basic ko rule do
 * not. Regression: natural superko counted the start position. */
static void start_position_counts_by_rule(void) {
    struct { const char *ko; tg_legality want; } cases[] = {
        {"ko=simple", TG_ILLEGAL_KO},      {"ko=positional", TG_ILLEGAL_KO}, {"ko=situational", TG_ILLEGAL_KO},
        {"ko=natural", TG_LEGAL},          {"ko=nz", TG_LEGAL},              {"ko=ing", TG_ILLEGAL_KO},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tg_game *g = with_ko("chinese", cases[i].ko, ko_shape, TG_WHITE);
        play_moves(g, "W B2");
        tg_verdict v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "C2"));
        CHECK(v.legality == cases[i].want, "retake recreating the set-up start under %s: %s", cases[i].ko,
              tg_legality_str(v.legality));
        tg_game_free(g);
    }
}

/* New Zealand: "the empty board ... may recur". On a 3x1 board White
 * recreates the empty start with Black to move by a three-stone suicide:
 * legal under nz (the empty board stood after nobody's move), a superko
 * under situational superko with the same suicide rule (AGA's reading:
 * the start counts with its player to move). */
static void nz_empty_board_may_recur(void) {
    const char *spec[] = {"nz", "nz,ko=situational", "tromp-taylor,suicide=multi,ko=natural"};
    tg_legality want[] = {TG_LEGAL, TG_ILLEGAL_SUPERKO, TG_LEGAL};
    for (int i = 0; i < 3; i++) {
        tg_game *g = game_from_diagram(spec[i], " 1 . . .\n", TG_BLACK);
        tg_verdict v = play_moves(g, "B A1 W B1");
        CHECK(v.legality == TG_LEGAL, "set-up moves (%s)", spec[i]);
        tg_game_play(g, TG_BLACK, TG_PASS);
        play_moves(g, "W C1");
        tg_game_play(g, TG_BLACK, TG_PASS);
        v = tg_game_play(g, TG_WHITE, at(tg_game_board(g), "A1"));
        CHECK(v.legality == want[i], "white's suicide back to the empty board under %s: %s", spec[i],
              tg_legality_str(v.legality));
        if (v.legality == TG_LEGAL)
            CHECK(tg_game_board(g)->stones[TG_WHITE] == 0, "the board is empty again (%s)", spec[i]);
        tg_game_free(g);
    }
    /* The same recurrence with Black to move after a handicap: the start
     * stood after Black's (handicap) moves, so it counts for Black only. */
}

/* New Zealand forbids what natural superko allows: recreating, by a play,
 * the position after one's own pass. White passes (position P stood after
 * White's move, a pass); Black takes the ko; White's retake at once
 * recreates P. New Zealand ("a move is a play or saying pass") forbids it;
 * natural superko allows it, P having been created by Black's play.
 * Regression: the nz preset used natural superko. */
static void nz_counts_positions_after_passes(void) {
    const char *pos = " 3 . X O . .\n"
                      " 2 X O . O .\n"
                      " 1 . X O . .\n";
    struct { const char *ko; tg_legality want; } cases[] = {
        {"ko=nz", TG_ILLEGAL_KO}, {"ko=natural", TG_LEGAL}, {"ko=situational", TG_ILLEGAL_KO},
    };
    for (int i = 0; i < 3; i++) {
        tg_game *g = with_ko("chinese", cases[i].ko, pos, TG_BLACK);
        /* B plays elsewhere, W passes: P = the board now, after White's pass. */
        play_moves(g, "B E1");
        tg_game_play(g, TG_WHITE, TG_PASS);
        tg_verdict v = play_moves(g, "B C2");
        CHECK(v.legality == TG_LEGAL, "black takes the ko (%s): %s", cases[i].ko, tg_legality_str(v.legality));
        v = tg_game_play(g, TG_WHITE, at(tg_game_board(g), "B2"));
        CHECK(v.legality == cases[i].want, "white's retake recreating the board after its own pass under %s: %s",
              cases[i].ko, tg_legality_str(v.legality));
        tg_game_free(g);
    }
}

static void recapture_of_several_stones_is_legal(void) {
    const char *pos = "   A B C D E\n"
                      " 3 . . . . .\n"
                      " 2 O O X . .\n"
                      " 1 X X . X .\n";
    for (int k = 0; k < NKO; k++) {
        tg_game *g = with_ko("chinese", all_ko[k], pos, TG_WHITE);
        tg_verdict v = play_moves(g, "W C1 B B1");
        CHECK(v.legality == TG_LEGAL, "capture two, recapture one (%s): %s", all_ko[k],
              tg_legality_str(v.legality));
        tg_game_free(g);
    }
}

static void one_stone_suicide(void) {
    const char *pos = " 3 . . .\n"
                      " 2 O . .\n"
                      " 1 . O .\n";
    struct { const char *ko; tg_legality want; } cases[] = {
        {"ko=positional", TG_ILLEGAL_SUPERKO},
        {"ko=situational", TG_LEGAL},
        {"ko=natural", TG_LEGAL},
    };
    for (int i = 0; i < 3; i++) {
        /* White's play makes the position Black then repeats by suicide. */
        tg_game *g = with_ko("tromp-taylor,suicide=allowed", cases[i].ko, pos, TG_WHITE);
        play_moves(g, "W C3");
        tg_verdict v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "A1"));
        CHECK(v.legality == cases[i].want, "one-stone suicide under suicide=allowed,%s: %s", cases[i].ko,
              tg_legality_str(v.legality));
        if (v.legality == TG_LEGAL)
            CHECK(tg_game_captures(g, TG_WHITE) == 1 && tg_game_board(g)->stones[TG_BLACK] == 0,
                  "the suicided stone is White's prisoner");
        tg_game_free(g);
    }
    tg_game *g = game_from_diagram("nz", pos, TG_BLACK);
    CHECK(tg_game_check(g, TG_BLACK, at(tg_game_board(g), "A1")).legality == TG_ILLEGAL_SUICIDE,
          "nz forbids one-stone suicide");
    tg_game_free(g);
}

static void two_stone_suicide(void) {
    const char *pos = " 3 . . .\n"
                      " 2 O O .\n"
                      " 1 X . O\n";
    tg_game *g = game_from_diagram("nz", pos, TG_BLACK);
    tg_verdict v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "B1"));
    CHECK(v.legality == TG_LEGAL, "two-stone suicide is legal under nz: %s", tg_legality_str(v.legality));
    CHECK(tg_game_captures(g, TG_WHITE) == 2, "white gets two prisoners");
    tg_game_free(g);
    const char *forbid[] = {"chinese", "japanese", "aga", "korean", "wmsg"};
    for (int i = 0; i < 5; i++) {
        g = game_from_diagram(forbid[i], pos, TG_BLACK);
        v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "B1"));
        CHECK(v.legality == TG_ILLEGAL_SUICIDE, "two-stone suicide under %s: %s", forbid[i],
              tg_legality_str(v.legality));
        tg_game_free(g);
    }
    g = game_from_diagram("ing", pos, TG_BLACK);
    CHECK(tg_game_check(g, TG_BLACK, at(tg_game_board(g), "B1")).legality == TG_LEGAL, "ing allows it");
    tg_game_free(g);
}

/* Three kos on a 19x19 board. Each ko is the shape
 *      . X O .
 *      X p q O
 *      . X O .
 * with a black stone on q (white may take at p) or a white stone on p
 * (black may take at q). */
static tg_game *triple_ko(const char *rules, tg_point p[3], tg_point q[3]) {
    char text[19 * 40 + 1];
    char rows[19][20];
    for (int y = 0; y < 19; y++) {
        memset(rows[y], '.', 19);
        rows[y][19] = '\0';
    }
    for (int k = 0; k < 3; k++) {
        int y = 2 + 6 * k, x = 3;
        rows[y - 1][x] = 'X', rows[y - 1][x + 1] = 'O';
        rows[y][x - 1] = 'X', rows[y][x + 2] = 'O';
        rows[y + 1][x] = 'X', rows[y + 1][x + 1] = 'O';
        if (k == 1) rows[y][x + 1] = 'X'; /* ko 2: white may take */
        else rows[y][x] = 'O';           /* kos 1 and 3: black may take */
    }
    text[0] = '\0';
    for (int y = 0; y < 19; y++) {
        strcat(text, rows[y]);
        strcat(text, "\n");
    }
    tg_game *g = game_from_diagram(rules, text, TG_BLACK);
    for (int k = 0; k < 3; k++) {
        p[k] = tg_point_at(tg_game_board(g), 3, 2 + 6 * k);
        q[k] = tg_point_at(tg_game_board(g), 4, 2 + 6 * k);
    }
    return g;
}

static void triple_ko_cycles(void) {
    tg_point p[3], q[3];
    tg_game *g = triple_ko("japanese", p, q);
    /* One round: B takes 1, W takes 2, B takes 3, W retakes 1, B retakes 2,
     * W retakes 3: the start position again, Black to move. */
    tg_move round[6] = {{TG_BLACK, q[0]}, {TG_WHITE, p[1]}, {TG_BLACK, q[2]},
                        {TG_WHITE, p[0]}, {TG_BLACK, q[1]}, {TG_WHITE, p[2]}};
    int played = 0;
    bool all_legal = true;
    for (int r = 0; r < 3 && tg_game_state_of(g) == TG_PLAYING; r++)
        for (int i = 0; i < 6 && tg_game_state_of(g) == TG_PLAYING; i++) {
            tg_verdict v = tg_game_play(g, round[i].color, round[i].point);
            all_legal &= v.legality == TG_LEGAL;
            played++;
        }
    CHECK(all_legal, "every capture in the triple ko is legal under the simple ko rule");
    CHECK(tg_game_state_of(g) == TG_ENDED_CYCLE, "the game ends by cycle, state %d", tg_game_state_of(g));
    CHECK(played == 12, "on the third occurrence of the start position (move 12), got %d", played);
    char res[16];
    CHECK(tg_game_fixed_result(g, res) && strcmp(res, "Void") == 0, "result Void");
    CHECK(tg_game_undo(g) == TG_OK && tg_game_state_of(g) == TG_PLAYING, "undo reopens the game");
    tg_game_free(g);

    g = triple_ko("japanese,cycle=off", p, q);
    for (int i = 0; i < 60; i++) tg_game_play(g, round[i % 6].color, round[i % 6].point);
    CHECK(tg_game_state_of(g) == TG_PLAYING && tg_game_move_count(g) == 60,
          "with cycle=off the triple ko goes on forever");
    tg_game_free(g);

    g = triple_ko("chinese", p, q);
    tg_verdict v = {TG_LEGAL, -1};
    for (int i = 0; i < 6 && v.legality == TG_LEGAL; i++) v = tg_game_play(g, round[i].color, round[i].point);
    CHECK(v.legality == TG_ILLEGAL_SUPERKO && v.repeats_move == 0 && tg_game_move_count(g) == 5,
          "positional superko forbids the sixth capture (repeats the start): %s after %d",
          tg_legality_str(v.legality), tg_game_move_count(g));
    tg_game_free(g);
}

/* The Ing ko rule (docs/rules.md, "Ing"). Fighting ko: hot stones may not
 * be removed before a pass intervenes, so no cycle of board plays may come
 * back to a position with the same player to move: the sixth capture of a
 * triple ko (twin hot stones) is illegal, as under superko. A pass cools
 * every stone: after White's pass the triple ko goes on, where positional
 * superko forbids the capture that repeats a position from before it. */
static void ing_triple_ko(void) {
    tg_point p[3], q[3];
    tg_move round[6] = {{TG_BLACK, 0}, {TG_WHITE, 0}, {TG_BLACK, 0}, {TG_WHITE, 0}, {TG_BLACK, 0}, {TG_WHITE, 0}};
    tg_game *g = triple_ko("ing", p, q);
    round[0].point = q[0], round[1].point = p[1], round[2].point = q[2];
    round[3].point = p[0], round[4].point = q[1], round[5].point = p[2];
    tg_verdict v = {TG_LEGAL, -1};
    for (int i = 0; i < 6 && v.legality == TG_LEGAL; i++) v = tg_game_play(g, round[i].color, round[i].point);
    CHECK(v.legality == TG_ILLEGAL_SUPERKO && v.repeats_move == 0 && tg_game_move_count(g) == 5,
          "ing: the sixth capture of a triple ko removes a hot stone: %s after %d", tg_legality_str(v.legality),
          tg_game_move_count(g));
    for (int k = 0; k < 2; k++) {
        tg_game *h = triple_ko(k ? "chinese" : "ing", p, q);
        for (int i = 0; i < 5; i++) tg_game_play(h, round[i].color, round[i].point);
        tg_game_play(h, TG_WHITE, TG_PASS);
        v = tg_game_play(h, TG_BLACK, q[0]);
        CHECK(v.legality == TG_LEGAL, "after the pass black takes ko 1 again (%s)", k ? "chinese" : "ing");
        v = tg_game_play(h, TG_WHITE, p[2]);
        CHECK(v.legality == (k ? TG_ILLEGAL_SUPERKO : TG_LEGAL),
              "after a pass white takes ko 3 (the position after move 1): %s under %s", tg_legality_str(v.legality),
              k ? "chinese" : "ing");
        tg_game_free(h);
    }
    tg_game_free(g);
}

/* Eternal life (KataGo's test position "Eternal life"): a four-move cycle
 * in which a stone is added to another to make double ko stones. Ing:
 * double hot stones, so White's fourth move, which would bring back the
 * start with Black to move, is illegal; the simple ko rule cycles. */
static void ing_eternal_life(void) {
    const char *pos = " ........\n"
                      " OOOOOO..\n"
                      " XXXXXO..\n"
                      " XOOOXXOO\n"
                      " .O.X.OX.\n";
    const char *spec[] = {"ing", "japanese,cycle=off"};
    for (int k = 0; k < 2; k++) {
        tg_game *g = game_from_diagram(spec[k], pos, TG_BLACK);
        tg_verdict v = play_moves(g, "B C1 W E1 B D1");
        CHECK(v.legality == TG_LEGAL, "eternal life, three moves (%s): %s", spec[k], tg_legality_str(v.legality));
        v = tg_game_play(g, TG_WHITE, at(tg_game_board(g), "F1"));
        CHECK(v.legality == (k ? TG_LEGAL : TG_ILLEGAL_SUPERKO) && (k || v.repeats_move == 0),
              "eternal life, the fourth move under %s: %s", spec[k], tg_legality_str(v.legality));
        tg_game_free(g);
    }
    /* KataGo's "Eternal life" under the simple ko rule: no result, the game
     * ends at the eighth move (the start position's third occurrence). */
    tg_game *g = game_from_diagram("japanese", pos, TG_BLACK);
    tg_verdict v = play_moves(g, "B C1 W E1 B D1 W F1 B C1 W E1 B D1");
    CHECK(v.legality == TG_LEGAL && tg_game_state_of(g) == TG_PLAYING, "seven moves, still playing");
    play_moves(g, "W F1");
    char res[16];
    CHECK(tg_game_state_of(g) == TG_ENDED_CYCLE && tg_game_fixed_result(g, res) && strcmp(res, "Void") == 0,
          "eternal life ends without result at move 8 (state %d)", tg_game_state_of(g));
    tg_game_free(g);
}

/* Sending two returning one (KataGo's test position): White throws in two
 * stones, Black takes them, White takes one back, and the position recurs
 * with the other player to move: an odd cycle, Ing's disturbing ko. The
 * disturber may go round once; after Black's pass, White may not go round
 * again. Positional superko forbids the first round already; the simple
 * ko rule allows it forever. */
static void ing_sending_two_returning_one(void) {
    const char *pos = ".O.XXO\n"
                      "OXXXO.\n"
                      "O.X.OO\n"
                      "XX.OO.\n"
                      "OOOO.O\n";
    struct { const char *spec; tg_legality first, second; } cases[] = {
        {"japanese,ko=ing", TG_LEGAL, TG_ILLEGAL_SUPERKO},
        {"japanese,ko=positional", TG_ILLEGAL_SUPERKO, TG_LEGAL},
        {"japanese,ko=simple", TG_LEGAL, TG_LEGAL},
    };
    for (int k = 0; k < 3; k++) {
        tg_game *g = game_from_diagram(cases[k].spec, pos, TG_BLACK);
        tg_verdict v = play_moves(g, "B F4");
        tg_game_play(g, TG_WHITE, TG_PASS);
        v = play_moves(g, "B C2 W F5 B D3 W C5 B A5");
        CHECK(v.legality == TG_LEGAL, "the moves before the cycle (%s): %s", cases[k].spec, tg_legality_str(v.legality));
        v = tg_game_play(g, TG_WHITE, at(tg_game_board(g), "B5"));
        CHECK(v.legality == cases[k].first, "white returns one, first round, under %s: %s", cases[k].spec,
              tg_legality_str(v.legality));
        if (v.legality != TG_LEGAL) {
            tg_game_free(g);
            continue;
        }
        tg_game_play(g, TG_BLACK, TG_PASS);
        v = play_moves(g, "W C5 B A5");
        CHECK(v.legality == TG_LEGAL, "second round begins (%s)", cases[k].spec);
        v = tg_game_play(g, TG_WHITE, at(tg_game_board(g), "B5"));
        CHECK(v.legality == cases[k].second, "white returns one, second round, under %s: %s", cases[k].spec,
              tg_legality_str(v.legality));
        tg_game_free(g);
    }
}

/* New Zealand handicap: "white passes the first n - 1 moves ... There is no
 * komi." The stones are Black's moves, so placing them under `nz` sets komi
 * to 0, and the start position after them stood after Black's move: Black
 * may not recreate it, White may (situational superko on the start). */
static void nz_handicap(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("nz", &r, err, sizeof err);
    tg_game *g = tg_game_new(9, 9, &r);
    CHECK(tg_game_rules(g)->komi2 == 14, "nz: komi 7 in an even game");
    CHECK(tg_game_fixed_handicap(g, 3, TG_ORDER_AGA, NULL) == TG_OK, "three stones");
    CHECK(tg_game_rules(g)->komi2 == 0, "nz: no komi with handicap, got %d half points", tg_game_rules(g)->komi2);
    tg_game_free(g);
    tg_rules_parse("chinese", &r, err, sizeof err);
    g = tg_game_new(9, 9, &r);
    tg_game_fixed_handicap(g, 3, TG_ORDER_AGA, NULL);
    CHECK(tg_game_rules(g)->komi2 == 15, "chinese keeps its komi: handicap compensation instead");
    tg_game_free(g);
    /* 5x1 board, handicap A1 and C1: X . X . . White B1 captures A1;
     * Black's retake at A1 captures B1 and recreates the start. Under nz
     * that start stood after Black's (handicap) moves: illegal. The same
     * board set up (after nobody's move) may recur: legal. */
    tg_rules_parse("nz", &r, err, sizeof err);
    g = tg_game_new(5, 1, &r);
    tg_point hp[2] = {tg_point_at(tg_game_board(g), 0, 0), tg_point_at(tg_game_board(g), 2, 0)};
    CHECK(tg_game_free_handicap(g, hp, 2) == TG_OK, "free handicap on 5x1");
    tg_verdict v = play_moves(g, "W B1");
    CHECK(v.legality == TG_LEGAL && tg_game_board(g)->stones[TG_BLACK] == 1, "W B1 captures A1");
    v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "A1"));
    CHECK(v.legality == TG_ILLEGAL_KO && v.repeats_move == 0,
          "nz: Black may not recreate the start after its handicap moves: %s", tg_legality_str(v.legality));
    tg_game_free(g);
    g = game_from_diagram("nz", " 1 X . X . .\n", TG_WHITE);
    play_moves(g, "W B1");
    v = tg_game_play(g, TG_BLACK, at(tg_game_board(g), "A1"));
    CHECK(v.legality == TG_LEGAL, "nz: a set-up start may recur: %s", tg_legality_str(v.legality));
    tg_game_free(g);
}

/* KataGo's rules test "Ko rule testing with a regular ko and a sending two
 * returning 1" (cpp/tests/testrules.cpp), positional and situational: the
 * same moves, and after each the points where the player named may not
 * play because of the ko rule (not counting suicide), as (x,y) from the
 * top left. A step is "B x,y", "W pass", or "? C x,y x,y ..." (the list). */
static void ko_illegal_points(const tg_game *g, tg_color c, char *out, size_t n) {
    const tg_board *b = tg_game_board(g);
    size_t len = 0;
    out[0] = '\0';
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_legality l = tg_game_check(g, c, tg_point_at(b, x, y)).legality;
            if ((l == TG_ILLEGAL_KO || l == TG_ILLEGAL_SUPERKO) && len < n)
                len += (size_t)snprintf(out + len, n - len, "%s%d,%d", len ? " " : "", x, y);
        }
}

static void katago_ko_rules(void) {
    const char *pos = ".O.XXO\n"
                      "OXXXO.\n"
                      "O.X.OO\n"
                      "XX.OO.\n"
                      "OOOO.O\n";
    const char *moves[] = {"B 5,1", "?W", "W pass", "?B", "B 3,2", "W 2,0", "?B", "B 0,0", "?W", "W 5,0", "?B",
                           "B pass", "?W", "W 1,0", "?B", "B pass", "?W", "W 2,0", "?B"};
    struct { const char *spec; const char *want[10]; } cases[] = {
        {"japanese,ko=positional", {"5,0", "", "", "1,0", "5,1", "", "5,1", "", "0,0 5,1"}},
        {"japanese,ko=situational", {"5,0", "", "", "", "5,1", "", "5,1", "", "0,0"}},
    };
    for (int k = 0; k < 2; k++) {
        tg_game *g = game_from_diagram(cases[k].spec, pos, TG_BLACK);
        int q = 0;
        for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
            const char *m = moves[i];
            tg_color c = m[0] == 'B' || m[1] == 'B' ? TG_BLACK : TG_WHITE;
            if (m[0] == '?') {
                char got[256];
                ko_illegal_points(g, c, got, sizeof got);
                CHECK(strcmp(got, cases[k].want[q]) == 0, "%s, check %d (%s): ko-illegal [%s], KataGo [%s]",
                      cases[k].spec, q + 1, m, got, cases[k].want[q]);
                q++;
                continue;
            }
            tg_point p = TG_PASS;
            int x, y;
            if (sscanf(m + 2, "%d,%d", &x, &y) == 2) p = tg_point_at(tg_game_board(g), x, y);
            tg_verdict v = tg_game_play(g, c, p);
            CHECK(v.legality == TG_LEGAL, "%s: %s is legal: %s", cases[k].spec, m, tg_legality_str(v.legality));
        }
        tg_game_free(g);
    }
}

static void passes_and_the_end(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("chinese", &r, err, sizeof err);
    tg_game *g = tg_game_new(9, 9, &r);
    play_moves(g, "B E5");
    tg_game_play(g, TG_WHITE, TG_PASS);
    CHECK(tg_game_state_of(g) == TG_PLAYING, "one pass does not end");
    tg_game_play(g, TG_BLACK, TG_PASS);
    CHECK(tg_game_state_of(g) == TG_ENDED_PASSES, "two passes end the game");
    CHECK(tg_game_play(g, TG_WHITE, TG_PASS).legality == TG_ILLEGAL_GAME_OVER, "no move after the end");
    CHECK(tg_game_resume(g) == TG_OK && tg_game_to_move(g) == TG_WHITE && tg_game_resumed(g),
          "a dispute resumes play with the opponent of the last passer");
    tg_game_free(g);

    /* AGA: pass stones, and White must pass last. */
    tg_rules_parse("aga", &r, err, sizeof err);
    g = tg_game_new(9, 9, &r);
    play_moves(g, "B E5 W C3");
    tg_game_play(g, TG_WHITE, TG_PASS); /* non-alternating: GTP allows it */
    tg_game_play(g, TG_BLACK, TG_PASS);
    CHECK(tg_game_state_of(g) == TG_PLAYING, "AGA: Black's pass ending the pair is not the end");
    tg_game_play(g, TG_WHITE, TG_PASS);
    CHECK(tg_game_state_of(g) == TG_ENDED_PASSES, "AGA: White's extra pass ends it");
    CHECK(tg_game_pass_stones(g, TG_BLACK) == 2 && tg_game_pass_stones(g, TG_WHITE) == 1,
          "pass stones B %d W %d", tg_game_pass_stones(g, TG_BLACK), tg_game_pass_stones(g, TG_WHITE));
    tg_game_free(g);

    /* Resignation and undo of it. */
    tg_rules_parse("japanese", &r, err, sizeof err);
    g = tg_game_new(19, 19, &r);
    tg_game_resign(g, TG_WHITE);
    char res[16];
    CHECK(tg_game_fixed_result(g, res) && strcmp(res, "B+R") == 0, "B+R, got %s", res);
    tg_game_undo(g);
    CHECK(tg_game_state_of(g) == TG_PLAYING, "undo takes back a resignation");
    tg_game_time_loss(g, TG_BLACK);
    CHECK(tg_game_fixed_result(g, res) && strcmp(res, "W+T") == 0, "W+T, got %s", res);
    tg_game_free(g);
}

static void handicap(void) {
    const char *aga19[] = {"Q16", "D4", "Q4", "D16", "Q10", "D10", "K16", "K4", "K10"};
    tg_board b;
    tg_board_init(&b, 19, 19);
    tg_point pts[9];
    for (int n = 2; n <= 9; n++) {
        CHECK(tg_handicap_points(&b, n, TG_ORDER_AGA, pts) == TG_OK, "19x19 AGA %d", n);
        for (int i = 0; i < n; i++) {
            const char *want = (n == 5 || n == 7) && i == n - 1 ? "K10" : aga19[i];
            char got[5];
            tg_point_to_gtp(&b, pts[i], got);
            CHECK(strcmp(got, want) == 0, "AGA %d stones, stone %d: %s, want %s", n, i + 1, got, want);
        }
    }
    const char *gtp3[] = {"D4", "Q16", "D16"};
    tg_handicap_points(&b, 3, TG_ORDER_GTP, pts);
    for (int i = 0; i < 3; i++) {
        char got[5];
        tg_point_to_gtp(&b, pts[i], got);
        CHECK(strcmp(got, gtp3[i]) == 0, "GTP 3 stones: %s want %s", got, gtp3[i]);
    }
    const char *gtp9[] = {"D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"};
    tg_handicap_points(&b, 9, TG_ORDER_GTP, pts);
    for (int i = 0; i < 9; i++) {
        char got[5];
        tg_point_to_gtp(&b, pts[i], got);
        CHECK(strcmp(got, gtp9[i]) == 0, "GTP 9 stones: %s want %s", got, gtp9[i]);
    }
    /* Every size 7..25: the allowed counts, distinct on-board points on the
     * star lines (3rd line below 13, 4th from 13, middle on odd sizes). */
    for (int size = 1; size <= 25; size++) {
        tg_board_init(&b, size, size);
        int want_max = size < 7 ? 0 : (size % 2 == 0 || size < 9) ? 4 : 9;
        CHECK(tg_handicap_max(&b) == want_max, "%dx%d allows %d, got %d", size, size, want_max,
              tg_handicap_max(&b));
        int line = size >= 13 ? 3 : 2;
        for (int n = 2; n <= want_max; n++) {
            CHECK(tg_handicap_points(&b, n, TG_ORDER_AGA, pts) == TG_OK, "%dx%d %d stones", size, size, n);
            for (int i = 0; i < n; i++) {
                int x = tg_point_x(&b, pts[i]), y = tg_point_y(&b, pts[i]);
                bool ok_x = x == line || x == size - 1 - line || (size % 2 && x == size / 2);
                bool ok_y = y == line || y == size - 1 - line || (size % 2 && y == size / 2);
                CHECK(ok_x && ok_y, "%dx%d stone %d at %d,%d is off the star lines", size, size, i, x, y);
                for (int k = 0; k < i; k++) CHECK(pts[k] != pts[i], "%dx%d %d stones repeat a point", size, size, n);
            }
        }
        CHECK(tg_handicap_points(&b, want_max + 1, TG_ORDER_AGA, pts) == TG_ERR_ARG, "%dx%d refuses %d",
              size, size, want_max + 1);
    }
    /* In a game: White moves first, and handicap needs an empty board. */
    tg_rules r;
    char err[128];
    tg_rules_parse("japanese", &r, err, sizeof err);
    tg_game *g = tg_game_new(19, 19, &r);
    CHECK(tg_game_fixed_handicap(g, 4, TG_ORDER_AGA, pts) == TG_OK, "4 stones");
    CHECK(tg_game_to_move(g) == TG_WHITE && tg_game_handicap(g) == 4 &&
              tg_game_board(g)->stones[TG_BLACK] == 4, "white to move after 4 handicap stones");
    CHECK(tg_game_fixed_handicap(g, 2, TG_ORDER_AGA, pts) == TG_ERR_STATE, "not twice");
    tg_game_free(g);
}

static void setup_starts_a_new_history(void) {
    tg_game *g = game_from_diagram("chinese", ko_shape, TG_WHITE);
    play_moves(g, "W B2");
    /* A setup change restarts the history: the position before it no
     * longer counts, so the retake is legal. */
    tg_point far = at(tg_game_board(g), "E1");
    CHECK(tg_game_setup(g, far, TG_BLACK) == TG_OK, "setup mid-game");
    CHECK(tg_game_setup(g, far, TG_EMPTY) == TG_OK, "and back");
    tg_game_set_to_move(g, TG_BLACK);
    CHECK(tg_game_check(g, TG_BLACK, at(tg_game_board(g), "C2")).legality == TG_LEGAL,
          "after a setup the earlier positions do not count");
    /* The history tells the setup entry from the moves. Setting E1 and
     * clearing it again changed nothing; a second change shows. */
    CHECK(tg_game_entry_kind(g, 1) == TG_ENTRY_MOVE && tg_game_entry_kind(g, 2) == TG_ENTRY_SETUP &&
              tg_game_entry_kind(g, 3) == TG_ENTRY_NONE && tg_game_entry_kind(g, 0) == TG_ENTRY_NONE,
          "entry kinds: move, setup, none");
    tg_point pts[TG_MAX_POINTS];
    tg_color cols[TG_MAX_POINTS];
    CHECK(tg_game_setup_changes(g, 2, pts, cols) == 0, "a setup undone within its entry changes nothing");
    CHECK(tg_game_setup(g, far, TG_WHITE) == TG_OK, "setup again, same entry");
    CHECK(tg_game_setup_changes(g, 2, pts, cols) == 1 && pts[0] == far && cols[0] == TG_WHITE,
          "the setup entry reports E1 white");
    CHECK(tg_game_setup_changes(g, 1, pts, cols) == 0, "a move entry reports no setup");
    CHECK(tg_game_setup(g, far, TG_EMPTY) == TG_OK, "cleared again");
    CHECK(tg_game_undo(g) == TG_OK, "undo the setup");
    CHECK(tg_game_check(g, TG_BLACK, at(tg_game_board(g), "C2")).legality == TG_ILLEGAL_KO,
          "undoing the setup brings the history back");
    /* A setup that leaves a chain without liberty is refused. */
    tg_game *h = game_from_diagram("chinese", " 2 . O\n 1 O .\n", TG_BLACK);
    CHECK(tg_game_setup(h, at(tg_game_board(h), "A2"), TG_BLACK) == TG_ERR_ILLEGAL,
          "setup without liberty refused");
    CHECK(tg_game_board(h)->stones[TG_BLACK] == 0, "and undone");
    tg_game_free(h);
    tg_game_free(g);
}

static void occupied_and_off_board(void) {
    tg_game *g = game_from_diagram("chinese", " 2 X .\n 1 . .\n", TG_WHITE);
    CHECK(tg_game_check(g, TG_WHITE, at(tg_game_board(g), "A2")).legality == TG_ILLEGAL_OCCUPIED, "occupied");
    CHECK(tg_game_check(g, TG_WHITE, 700).legality == TG_ILLEGAL_OFF_BOARD, "off board");
    CHECK(tg_game_check(g, TG_EMPTY, at(tg_game_board(g), "B2")).legality != TG_LEGAL, "no colour");
    tg_game_free(g);
}

static void clone_is_independent(void) {
    tg_game *g = game_from_diagram("chinese", ko_shape, TG_WHITE);
    play_moves(g, "W B2");
    tg_game *c = tg_game_clone(g);
    play_moves(c, "B E1 W E3 B C2");
    CHECK(tg_game_move_count(g) == 1 && tg_game_move_count(c) == 4, "clone moves alone");
    CHECK(tg_game_check(g, TG_BLACK, at(tg_game_board(g), "C2")).legality == TG_ILLEGAL_KO, "original keeps its ko");
    tg_game_free(c);
    tg_game_free(g);
}

/* tg_game_clear keeps the start entry's packed position when it is the
 * empty board's (game.c): undoing back to the start must give the empty
 * board after a game that started with stones (handicap, setup) and after
 * one that did not; the start position must still count for repetition. */
static void clear_then_undo_to_the_start(void) {
    tg_rules r;
    char e[128];
    CHECK(tg_rules_parse("chinese", &r, e, sizeof e) == TG_OK, "rules");
    tg_game *g = tg_game_new(9, 9, &r);
    const tg_board *b = tg_game_board(g);
    for (int round = 0; round < 4; round++) {
        if (round == 1) CHECK(tg_game_fixed_handicap(g, 4, TG_ORDER_AGA, NULL) == TG_OK, "handicap");
        if (round == 2) CHECK(tg_game_setup(g, at(b, "E5"), TG_WHITE) == TG_OK, "setup");
        play_moves(g, round == 0 || round == 3 ? "B C3 W G7" : "W C3 B G7");
        tg_game_clear(g);
        CHECK(b->stones[TG_BLACK] + b->stones[TG_WHITE] == 0, "round %d: cleared", round);
        play_moves(g, "B D4 W F6");
        CHECK(tg_game_undo(g) == TG_OK && tg_game_undo(g) == TG_OK, "round %d: undo", round);
        int stones = 0;
        for (int y = 0; y < 9; y++)
            for (int x = 0; x < 9; x++) stones += b->color[tg_point_at(b, x, y)] != TG_EMPTY;
        CHECK(stones == 0 && b->hash == 0, "round %d: undone to the empty board (%d stones)", round, stones);
        tg_game_clear(g);
    }
    tg_game_free(g);
    /* On 1x1 with suicide allowed, the lone stone's suicide recreates the
     * empty start position: positional superko forbids it, after a clear
     * that followed a handicap-free game too. */
    CHECK(tg_rules_parse("chinese,suicide=allowed,ko=positional", &r, e, sizeof e) == TG_OK, "rules");
    tg_game *one = tg_game_new(1, 1, &r);
    for (int round = 0; round < 2; round++) {
        tg_verdict v = tg_game_play(one, TG_BLACK, tg_point_at(tg_game_board(one), 0, 0));
        CHECK(v.legality == TG_ILLEGAL_SUPERKO, "round %d: 1x1 suicide repeats the start: %s", round,
              tg_legality_str(v.legality));
        tg_game_play(one, TG_BLACK, TG_PASS);
        tg_game_clear(one);
    }
    tg_game_free(one);
}

/* tg_game_clear copies the empty board it keeps (game.c): the board after
 * a clear is byte for byte a new board's, after games with captures on
 * boards of several shapes, at the first clear and the ones after it, and
 * in a clone (which makes its own empty board: freeing both must not free
 * one twice, as the sanitizer build would show). */
static void clear_gives_a_new_board(void) {
    const int sizes[][2] = {{1, 1}, {2, 2}, {5, 3}, {9, 9}, {19, 19}, {25, 25}};
    tg_rules r;
    char e[128];
    CHECK(tg_rules_parse("chinese", &r, e, sizeof e) == TG_OK, "rules");
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        const int w = sizes[k][0], h = sizes[k][1];
        tg_board fresh;
        tg_board_init(&fresh, w, h);
        tg_game *g = tg_game_new(w, h, &r);
        uint32_t rnd = 2024u + (uint32_t)k;
        for (int round = 0; round < 3; round++) {
            int captures = 0;
            for (int m = 0; m < 3 * w * h; m++) {
                rnd = rnd * 1103515245u + 12345u;
                const tg_board *b = tg_game_board(g);
                /* the first legal point from a random one on, else a pass */
                const int start = (int)((rnd >> 8) % (uint32_t)(w * h));
                tg_color c = tg_game_to_move(g);
                bool played = false;
                for (int i = 0; i < w * h && !played; i++) {
                    const int q = (start + i) % (w * h);
                    played = tg_game_play(g, c, tg_point_at(b, q % w, q / w)).legality == TG_LEGAL;
                }
                if (!played) tg_game_play(g, c, TG_PASS);
                if (tg_game_state_of(g) != TG_PLAYING) break;
            }
            captures = tg_game_captures(g, TG_BLACK) + tg_game_captures(g, TG_WHITE);
            if (round == 2) {
                tg_game *c = tg_game_clone(g);
                tg_game_clear(c);
                CHECK(memcmp(tg_game_board(c), &fresh, sizeof fresh) == 0, "%dx%d: a clone's clear", w, h);
                tg_game_free(c);
            }
            tg_game_clear(g);
            CHECK(memcmp(tg_game_board(g), &fresh, sizeof fresh) == 0,
                  "%dx%d, clear %d (after %d captures): not a new board", w, h, round + 1, captures);
            CHECK(tg_board_check(tg_game_board(g), NULL, 0), "%dx%d: invariants after clear", w, h);
            CHECK(w * h < 9 || captures > 0, "%dx%d: the game had captures", w, h);
        }
        tg_game_free(g);
    }
}

/* ------------------------------------------------------ the legal mask */

/* The mask's own answer at one point. */
static bool mask_at(const tg_game *g, tg_color c, const char *gtp) {
    bool mask[TG_MAX_POINTS];
    tg_game_legal_mask(g, c, mask);
    return mask[at(tg_game_board(g), gtp)];
}

/* Captures, the ko, suicide under each suicide rule, the end of the game:
 * the mask against tg_game_check, and its answer where the rule says. */
static void legal_mask_by_rule(void) {
    for (int k = 0; k < NKO; k++) {
        tg_game *g = with_ko("chinese", all_ko[k], ko_shape, TG_BLACK);
        mask_agrees_with_check(g, "the ko shape");
        CHECK(mask_at(g, TG_WHITE, "B2"), "white may take the ko (%s)", all_ko[k]);
        play_moves(g, "B E1 W B2");
        CHECK(!mask_at(g, TG_BLACK, "C2"), "the mask forbids the retake at once (%s)", all_ko[k]);
        mask_agrees_with_check(g, "after the ko is taken");
        play_moves(g, "B E3 W D1");
        CHECK(mask_at(g, TG_BLACK, "C2"), "the retake after a threat (%s)", all_ko[k]);
        mask_agrees_with_check(g, "after a threat");
        tg_game_free(g);
    }
    const char *snap = "   A B C D E\n"
                       " 3 X X X X .\n"
                       " 2 O O O X .\n"
                       " 1 . . O X .\n";
    tg_game *g = game_from_diagram("chinese", snap, TG_BLACK);
    mask_agrees_with_check(g, "before the snapback");
    play_moves(g, "B B1 W A1");
    CHECK(mask_at(g, TG_BLACK, "B1"), "the snapback's capture of five");
    mask_agrees_with_check(g, "at the snapback");
    tg_game_free(g);
    /* One-stone suicide at A1, two-stone suicide at B1 (with A1). */
    const char *one = " 3 . . .\n"
                      " 2 O . .\n"
                      " 1 . O .\n";
    const char *two = " 3 . . .\n"
                      " 2 O O .\n"
                      " 1 X . O\n";
    struct { const char *rules; bool one, two; } suicide[] = {
        {"tromp-taylor,suicide=forbidden", false, false},
        {"tromp-taylor,suicide=multi", false, true},
        {"tromp-taylor,suicide=allowed,ko=natural", true, true}, /* the start position may recur */
        {"nz", false, true},
        {"japanese", false, false},
    };
    for (size_t i = 0; i < sizeof suicide / sizeof suicide[0]; i++) {
        g = game_from_diagram(suicide[i].rules, one, TG_BLACK);
        CHECK(mask_at(g, TG_BLACK, "A1") == suicide[i].one, "one-stone suicide under %s", suicide[i].rules);
        mask_agrees_with_check(g, suicide[i].rules);
        tg_game_free(g);
        g = game_from_diagram(suicide[i].rules, two, TG_BLACK);
        CHECK(mask_at(g, TG_BLACK, "B1") == suicide[i].two, "two-stone suicide under %s", suicide[i].rules);
        mask_agrees_with_check(g, suicide[i].rules);
        tg_game_free(g);
    }
    /* The suicide that repeats a position: White's C3 made the position
     * Black's one-stone suicide at A1 returns to. */
    g = with_ko("tromp-taylor,suicide=allowed", "ko=positional", one, TG_WHITE);
    play_moves(g, "W C3");
    CHECK(!mask_at(g, TG_BLACK, "A1"), "a suicide that repeats a position under positional superko");
    mask_agrees_with_check(g, "a repeating suicide");
    tg_game_free(g);
    /* No play once the game is over, nor for a colour that is not one. */
    g = game_from_diagram("chinese", snap, TG_BLACK);
    bool mask[TG_MAX_POINTS];
    memset(mask, 1, sizeof mask);
    CHECK(tg_game_legal_mask(g, TG_EMPTY, mask) == 0 && !mask[at(tg_game_board(g), "E1")],
          "no plays for TG_EMPTY");
    play_moves(g, "B pass W pass");
    memset(mask, 1, sizeof mask);
    CHECK(tg_game_legal_mask(g, TG_BLACK, mask) == 0 && !mask[at(tg_game_board(g), "E1")],
          "no plays after the game ended");
    tg_game_free(g);
}

/* Every board size from 1x1 to 25x25: the mask reads the board in blocks,
 * so every width and height puts its edges elsewhere in them. */
static void legal_mask_every_size(void) {
    uint64_t s = 15;
    tg_rules r;
    char err[128];
    tg_rules_parse("tromp-taylor", &r, err, sizeof err);
    for (int w = 1; w <= TG_MAX_SIDE; w++)
        for (int h = 1; h <= TG_MAX_SIDE; h++) {
            tg_game *g = tg_game_new(w, h, &r);
            char what[64];
            snprintf(what, sizeof what, "%dx%d, empty", w, h);
            bool ok = mask_agrees_with_check(g, what);
            for (int m = 0; ok && m < w * h && tg_game_state_of(g) == TG_PLAYING; m++) {
                tg_game_play(g, tg_game_to_move(g), random_move(g, &s, true));
                if (m % (w * h / 3 + 1) == 0) {
                    snprintf(what, sizeof what, "%dx%d, move %d", w, h, m + 1);
                    ok = mask_agrees_with_check(g, what);
                }
            }
            tg_game_free(g);
        }
}

/* Random games on small boards, where positions repeat: the mask agrees
 * everywhere, and the games meet what the mask's history pass is for (a
 * play that captures nothing yet repeats a position, with the positions
 * of one stone more many or few), else the test proves nothing. */
static void legal_mask_repeats(void) {
    const char *rules[] = {"tromp-taylor,ko=positional", "tromp-taylor,ko=situational",
                           "tromp-taylor,ko=natural,suicide=multi", "tromp-taylor,ko=nz,suicide=allowed",
                           "japanese", "tromp-taylor,ko=ing"};
    const int sizes[][2] = {{2, 2}, {3, 2}, {3, 3}, {4, 3}};
    int quiet_repeats_few = 0, quiet_repeats_many = 0;
    uint64_t s = 2026;
    for (int round = 0; round < 12; round++)
        for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
            for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
                tg_rules r;
                char err[128];
                tg_rules_parse(rules[i], &r, err, sizeof err);
                const int w = sizes[z][0], h = sizes[z][1];
                tg_game *g = tg_game_new(w, h, &r);
                int stones[512], n = 0;
                stones[n++] = 0;
                for (int m = 0; m < 150 && n < 512 && tg_game_state_of(g) == TG_PLAYING; m++) {
                    tg_game_play(g, tg_game_to_move(g), random_move(g, &s, true));
                    const tg_board *b = tg_game_board(g);
                    const int now = b->stones[TG_BLACK] + b->stones[TG_WHITE];
                    stones[n++] = now;
                    if (tg_game_state_of(g) != TG_PLAYING) break;
                    char what[96];
                    snprintf(what, sizeof what, "%s %dx%d round %d move %d", rules[i], w, h, round, m + 1);
                    if (!mask_agrees_with_check(g, what)) break;
                    int more = 0;
                    for (int k = 0; k < n; k++) more += stones[k] == now + 1;
                    const tg_color c = tg_game_to_move(g);
                    for (int k = 0; k < b->empty_count; k++) {
                        const tg_point p = b->empty[k];
                        tg_legality l = tg_game_check(g, c, p).legality;
                        if ((l == TG_ILLEGAL_KO || l == TG_ILLEGAL_SUPERKO) &&
                            tg_board_predict(b, p, c).captured == 0) {
                            if (more > 8) quiet_repeats_many++;
                            else quiet_repeats_few++;
                        }
                    }
                }
                tg_game_free(g);
            }
    CHECK(quiet_repeats_few > 0 && quiet_repeats_many > 0,
          "the games met quiet repeats with few (%d) and many (%d) positions of one stone more",
          quiet_repeats_few, quiet_repeats_many);
}

int main(void) {
    snapback_is_legal();
    immediate_ko_recapture_is_illegal();
    start_position_counts_by_rule();
    nz_empty_board_may_recur();
    nz_counts_positions_after_passes();
    recapture_of_several_stones_is_legal();
    ing_triple_ko();
    ing_eternal_life();
    ing_sending_two_returning_one();
    nz_handicap();
    katago_ko_rules();
    one_stone_suicide();
    two_stone_suicide();
    triple_ko_cycles();
    passes_and_the_end();
    handicap();
    setup_starts_a_new_history();
    occupied_and_off_board();
    clone_is_independent();
    clear_then_undo_to_the_start();
    clear_gives_a_new_board();
    legal_mask_by_rule();
    legal_mask_every_size();
    legal_mask_repeats();
    return check_done();
}
