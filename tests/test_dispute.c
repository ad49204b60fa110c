/* test_dispute.c — the dispute procedures of RULES.md §7 through the core
 * (tg_game_resume / tg_game_resumed) and the explain API on a disputed
 * game: who moves first after resumption, captures during the dispute,
 * AGA pass stones, the end at the next two passes with everything alive
 * (dead lists ignored), and explanations of the count and of presets. */
#include <string.h>

#include "check.h"
#include "tengen/status.h"

/* Black has a dead white stone at C7 in its corner; White disputes it. */
static const char *pos =
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . O . X O . . .\n"
    ". . . . X O . . .\n"
    "X X X X X O . . .\n"
    "O O O O O O . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";

static void test_resume(const char *rules, tg_color first_passer, tg_color expect_first) {
    tg_game *g = game_from_diagram(rules, pos, first_passer);
    tg_game_play(g, first_passer, TG_PASS);
    tg_game_play(g, tg_opponent(first_passer), TG_PASS);
    CHECK(tg_game_state_of(g) == TG_ENDED_PASSES, "%s: two passes end the game", rules);
    int stones_before = tg_game_pass_stones(g, TG_BLACK) + tg_game_pass_stones(g, TG_WHITE);
    CHECK(tg_game_resume(g) == TG_OK, "%s: resume", rules);
    CHECK(tg_game_resumed(g), "%s: resumed", rules);
    CHECK(tg_game_state_of(g) == TG_PLAYING, "%s: playing again", rules);
    CHECK(tg_game_to_move(g) == expect_first, "%s: %s moves first after resumption, got %s", rules,
          tg_color_name(expect_first), tg_color_name(tg_game_to_move(g)));
    /* Black captures the disputed stone: it counts as a capture. */
    tg_color c = tg_game_to_move(g);
    int caps = tg_game_captures(g, TG_BLACK);
    if (c == TG_WHITE) CHECK(play_moves(g, "W pass").legality == TG_LEGAL, "white passes");
    CHECK(play_moves(g, "B C8 W pass B B7 W pass B D7 W pass B C6").legality == TG_LEGAL,
          "%s: black captures during the dispute", rules);
    CHECK(tg_game_captures(g, TG_BLACK) == caps + 1, "%s: the capture counts", rules);
    CHECK(tg_game_state_of(g) == TG_PLAYING, "%s: single passes do not end it", rules);
    play_moves(g, "W pass B pass");
    if (!strncmp(rules, "aga", 3)) {
        CHECK(tg_game_state_of(g) == TG_PLAYING, "aga: White must pass last");
        play_moves(g, "W pass");
    }
    CHECK(tg_game_state_of(g) == TG_ENDED_PASSES, "%s: the next two passes end it", rules);
    if (!strncmp(rules, "aga", 3))
        CHECK(tg_game_pass_stones(g, TG_BLACK) + tg_game_pass_stones(g, TG_WHITE) > stones_before,
              "aga: passes in the dispute give pass stones");
    /* Everything on the board is alive now: dead lists are ignored. */
    tg_point dead[1] = {at(tg_game_board(g), "F9")};
    tg_score s;
    tg_game_score(g, dead, 1, &s);
    CHECK(s.dead[TG_WHITE] == 0, "%s: dead list ignored after resumption", rules);
    tg_game_free(g);
}

static void test_explain(void) {
    tg_game *g = game_from_diagram("japanese,komi=6.5", pos, TG_BLACK);
    play_moves(g, "B pass W pass");
    const tg_board *b = tg_game_board(g);
    tg_life_map m;
    tg_life_estimate(b, tg_game_rules(g), TG_BLACK, 9, NULL, &m);
    CHECK(m.life[at(b, "C7")] == TG_LIFE_DEAD, "C7 estimated dead");
    tg_point dead[TG_MAX_POINTS];
    int n = tg_life_dead_points(b, &m, dead);
    tg_score s;
    tg_game_score(g, dead, n, &s);
    char text[8192];
    size_t len = tg_explain_score(b, tg_game_rules(g), NULL, &s, &m, text, sizeof text);
    CHECK(len > 0 && len < sizeof text, "explanation written (%zu)", len);
    CHECK(strstr(text, "dead white chain at C7") != NULL, "names the dead chain:\n%s", text);
    CHECK(strstr(text, "komi 6.5") != NULL, "shows komi");
    CHECK(strstr(text, s.result) != NULL, "shows the result");
    char small[16];
    size_t need = tg_explain_score(b, tg_game_rules(g), NULL, &s, &m, small, sizeof small);
    CHECK(need == len && strlen(small) == sizeof small - 1, "truncates like snprintf");

    /* Presets side by side; Japanese vs Chinese differ by scoring/komi. */
    tg_rules ja, ch;
    char err[64];
    tg_rules_parse("japanese", &ja, err, sizeof err);
    tg_rules_parse("chinese", &ch, err, sizeof err);
    tg_rules_diff d[8];
    int k = tg_rules_compare(b, NULL, dead, n, &ja, &ch, d, 8);
    bool komi = false;
    for (int i = 0; i < k; i++) komi |= !strcmp(d[i].key, "komi");
    CHECK(komi, "japanese vs chinese: komi makes a difference (%d diffs)", k);
    char table[8192];
    tg_explain_presets(b, NULL, dead, n, "japanese", table, sizeof table);
    CHECK(strstr(table, "(reference)") != NULL && strstr(table, "chinese") != NULL,
          "preset table:\n%s", table);
    tg_game_free(g);
}

int main(void) {
    test_resume("aga", TG_BLACK, TG_BLACK);
    test_resume("chinese", TG_BLACK, TG_BLACK);
    test_resume("chinese", TG_WHITE, TG_WHITE);
    test_resume("wmsg", TG_BLACK, TG_BLACK);
    test_explain();
    return check_done();
}
