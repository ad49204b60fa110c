/* test_score_fill_sente.c — where both colours can fill a dame point, the
 * one whose stone there puts an opponent chain in atari on a point only
 * that opponent borders, in a region that borders both colours (not yet the
 * opponent's own), fills it first (score_seki.c, fill_colour, fills_with_tempo): the
 * opponent must then fill its own point, which makes no eye. Named after
 * the game it comes from. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "status_internal.h"
#include "tengen/status.h"

/* Tygem 888155916's final position, read from the corpus, its nine dead
 * white stones and White's B7-C7-C6 marked dead (as the estimate's
 * reading leaves them), and step 7's nakade rule (tg_status__nakade_sekis)
 * applied: it fills the dame with the dead stones off the board. Black's
 * chain A10-A6 keeps F9, a point only Black borders, beside the dame F8
 * (beside White's F7) and E10 (beside White's D10 and E11). White's F8
 * leaves Black's G9-G8-G7 with F9 alone, White's E10 leaves Black's F10
 * with F9 alone: either way Black fills F9 and has no eye there, and the
 * three stones, a bent three, are in seki. Black's F8 (it joins G8 to E8,
 * the rule of need) made F9 an eye, Black's chain had two with the space
 * of the three stones, and they stayed dead. */
static void test_no_eye_at_f9_tygem888155916(void) {
    static corpus_record rec;
    if (!record_open("games/tygem-9d-2016/tygem-888155916.sgf", &rec)) return;
    static tg_board b;
    b = *tg_game_board(rec.r.game);
    record_close(&rec);
    static tg_life_map m;
    tg_life_from_benson(&b, &m);
    static const char *const dead[] = {"G17", "F16", "H14", "J13", "N12", "K10", "K2", "B7"};
    for (size_t i = 0; i < sizeof dead / sizeof dead[0]; i++) {
        tg_point s = at(&b, dead[i]), t = s;
        CHECK(b.color[s] == TG_WHITE, "888155916: a white stone stands at %s", dead[i]);
        if (b.color[s] != TG_WHITE) return;
        do {
            m.life[t] = TG_LIFE_DEAD;
            m.reason[t] = TG_WHY_READING;
            m.certainty[t] = 90;
            t = b.next[t];
        } while (t != s);
    }
    tg_status__nakade_sekis(&b, &m);
    CHECK(m.life[at(&b, "B7")] == TG_LIFE_SEKI && m.life[at(&b, "C6")] == TG_LIFE_SEKI,
          "888155916: White's B7-C7-C6 is in seki: %s", tg_life_name((tg_life)m.life[at(&b, "B7")]));
}

/* The whole game, judged as tengen score judges it: White's B7-C7-C6 in
 * seki (the record's W+4.5; Black's capture would leave a bent three). */
static void test_game_tygem888155916(void) {
    record_counted_at_seeds("games/tygem-9d-2016/tygem-888155916.sgf", 4, "W+4.5", "B7", TG_LIFE_SEKI, false);
}

int main(void) {
    test_no_eye_at_f9_tygem888155916();
    test_game_tygem888155916();
    return check_done();
}
