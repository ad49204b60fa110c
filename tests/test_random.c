/* test_random.c — randomised invariants: thousands of random legal games on
 * several sizes (rectangular included) and under several rules, checking
 * after every move that the incremental board equals a from-scratch
 * recomputation (tg_board_check), that no chain is left without liberty,
 * that undo restores the exact previous position and hash, and that the
 * legal mask (tg_game_legal_mask) agrees with tg_game_check on every point
 * for both colours (at every position of small boards, every tenth of
 * larger ones; small boards repeat positions often, so every ko rule's
 * repeats are met). */
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Whether the legal mask agrees with tg_game_check everywhere. */
static bool mask_agrees(const tg_game *g, const char *rules, int m) {
    char what[96];
    snprintf(what, sizeof what, "%s move %d", rules, m);
    return mask_agrees_with_check(g, what);
}

/* One random game; now and then, undo the last move and play it again. */
static void random_game(const char *rules, int w, int h, uint64_t seed) {
    tg_rules r;
    char err[128];
    tg_rules_parse(rules, &r, err, sizeof err);
    tg_game *g = tg_game_new(w, h, &r);
    uint64_t s = seed;
    int limit = 3 * w * h;
    bool all_ok = true;
    for (int m = 0; m < limit && tg_game_state_of(g) == TG_PLAYING; m++) {
        const tg_board *b = tg_game_board(g);
        tg_color c = tg_game_to_move(g);
        tg_point chosen = random_move(g, &s, true);
        tg_board before = *b;
        tg_verdict v = tg_game_play(g, c, chosen);
        if (v.legality != TG_LEGAL) {
            CHECK(false, "a move judged legal was refused: %s", tg_legality_str(v.legality));
            all_ok = false;
            break;
        }
        if ((w * h <= 49 || m % 10 == 0) && !mask_agrees(g, rules, m)) {
            all_ok = false;
            break;
        }
        char why[256];
        if (!tg_board_check(b, why, sizeof why)) {
            CHECK(false, "%s %dx%d seed %llu move %d: %s", rules, w, h, (unsigned long long)seed, m, why);
            print_board(b);
            all_ok = false;
            break;
        }
        if (test_rand(&s) % 7 == 0) {
            tg_board after = *b;
            tg_game_undo(g);
            bool same = memcmp(before.color, b->color, sizeof before.color) == 0 &&
                        before.hash == b->hash && tg_game_to_move(g) == c;
            if (!same) {
                CHECK(false, "undo did not restore the position (%s seed %llu move %d)", rules,
                      (unsigned long long)seed, m);
                all_ok = false;
                break;
            }
            tg_game_play(g, c, chosen);
            if (b->hash != after.hash) {
                CHECK(false, "replay after undo differs");
                all_ok = false;
                break;
            }
        }
    }
    CHECK(all_ok, "game %s %dx%d seed %llu", rules, w, h, (unsigned long long)seed);
    /* Undo everything: back to the empty board. */
    while (tg_game_undo(g) == TG_OK) {}
    CHECK(tg_game_board(g)->empty_count == w * h && tg_game_board(g)->hash == 0 &&
              tg_game_move_count(g) == 0,
          "undo to the start leaves %d empty points", tg_game_board(g)->empty_count);
    tg_game_free(g);
}

int main(void) {
    const char *rules[] = {"tromp-taylor", "chinese", "japanese", "aga", "nz"};
    const int sizes[][2] = {{9, 9}, {19, 19}, {13, 13}, {5, 7}, {2, 2}, {1, 3}, {25, 25}, {7, 7}};
    uint64_t seed = 1;
#ifdef TG_SANITIZED
    const int rounds = 60; /* 480 games: the sanitizers are slow */
#else
    const int rounds = 375; /* 3,000 games */
#endif
    for (int round = 0; round < rounds; round++)
        for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
            random_game(rules[(round + i) % 5], sizes[i][0], sizes[i][1], seed++);
    /* Every ko rule and suicide rule on small boards, where repeats abound
     * (the legal mask above meets each rule's repeats). */
    const char *ko_rules[] = {"tromp-taylor,ko=simple", "tromp-taylor,ko=situational",
                              "tromp-taylor,ko=natural", "tromp-taylor,ko=positional,suicide=forbidden",
                              "tromp-taylor,ko=natural,suicide=multi", "tromp-taylor,ko=ing",
                              "tromp-taylor,ko=nz,suicide=allowed"};
    const int small[][2] = {{2, 2}, {3, 3}, {2, 3}, {4, 4}};
    for (int round = 0; round < rounds / 5; round++)
        for (size_t k = 0; k < sizeof ko_rules / sizeof ko_rules[0]; k++)
            for (size_t i = 0; i < sizeof small / sizeof small[0]; i++)
                random_game(ko_rules[k], small[i][0], small[i][1], seed++);
    return check_done();
}
