/* test_status_search.c — the dead-stone estimate's search step (step 6 of
 * tg_life_estimate) gives the same verdict whatever the seed where the
 * position decides it: a large group that the search does not clearly
 * keep alive (ownership below TG_LIFE_SEARCH_LIVE) is dead, and a chain
 * whose search ownership lies near its bar is judged on several searches
 * averaged (TG_LIFE_SEARCH_DOUBT, TG_LIFE_SEARCH_AGAIN), not on one
 * search's luck. Each case is judged at several seeds and must count the
 * same at every one, but for a chain the search leaves on its bar, which
 * must be said to be uncertain at every seed. The estimate GTP asks for,
 * without the certainty (tg_estimate_options.verdicts_only), gives the
 * same verdicts. Records are read from $TG_SHARED/corpora at test time
 * (skipped when the corpus is missing). */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"

/* GNU Go's score9 (W+97.5): Black's centre group, about 40 stones in
 * eleven chains around F11, has no two eyes (F12 and H12 are false, G11
 * holds White's G10, whose chains inside live in the search); the search
 * gives it -0.20 to +0.05 over 40 seeds, its playouts +0.2 to +0.5.
 * Weighed 7 to 3 with the playouts, its verdict was the seed's (right at
 * 8 of seeds 1-40, wrong at seeds 2-6); below TG_LIFE_SEARCH_LIVE it is
 * dead at every seed. */
static void test_near_even_group_is_dead(void) {
    record_counted_at_seeds("edge/gnugo/regression__games__scoring__score9.sgf", 6, "W+97.5", "F11", TG_LIFE_DEAD, true);
}

/* Tygem 887921077 (B+0.5, counted by the server): Black's D7 group (13
 * stones, with F6) has a search ownership near TG_LIFE_SEARCH_LIVE. One
 * search killed it at seed 1 (W+44.5) and kept it at seeds 2-8; in doubt,
 * TG_LIFE_SEARCH_AGAIN more searches are averaged in, and it lives at
 * each seed. */
static void test_doubt_averaged(void) {
    record_counted_at_seeds("games/tygem-9d-2016/tygem-887921077.sgf", 8, "B+0.5", "D7", TG_LIFE_ALIVE, false);
}

/* Tygem 888414899 (B+22.5): White's H14, G13, K13 and E11 are near even
 * in the playouts (certainty 0 to 10, dead or alive by the seed) and the
 * search gives them about 0.5, on the bar itself. Under the bar of the
 * playouts' side of even they lived wherever the playouts happened to call
 * them alive (W+67.5 at seed 3); a chain alive below TG_LIFE_UNSURE_BELOW
 * needs TG_LIFE_SEARCH_REVIVE, as a dead one does. One tree of the whole
 * search still left the share either side of 0.500 by the seed (B+22.5 at
 * 6 of seeds 1-12, W+63.5 at the others); two trees of half the playouts,
 * averaged (status_search_halves.c), count B+22.5 at each of seeds 1-20.
 * What must hold at every seed is that the verdict is said to be
 * uncertain: a share on the bar is not stated as fact. */
static void test_near_even_in_the_playouts_888414899(void) {
    record_counted_at_seeds("games/tygem-9d-2016/tygem-888414899.sgf", 8, "B+22.5", "K13", TG_LIFE_DEAD, false);
    static corpus_record rec;
    const char *rel = "games/tygem-9d-2016/tygem-888414899.sgf";
    if (!record_open(rel, &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    static const char *const chains[] = {"H14", "G13", "K13", "E11", NULL};
    for (int seed = 1; seed <= 8; seed++) {
        static tg_life_map m;
        CHECK(tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), (uint64_t)seed, NULL, &m) == TG_OK,
              "%s: estimate at seed %d", rel, seed);
        for (int i = 0; chains[i]; i++) {
            tg_point p = at(b, chains[i]);
            CHECK(tg_life_is_uncertain(b, &m, p), "%s at seed %d: %s %s, certainty %d, not said to be uncertain", rel,
                  seed, chains[i], tg_life_name((tg_life)m.life[p]), m.certainty[p]);
        }
    }
    /* --explain says why a search verdict is uncertain: at seed 3 the
     * search leaves K13 dead near even. */
    static tg_life_map m;
    static tg_score sc;
    static char text[16384];
    CHECK(tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), 3, NULL, &m) == TG_OK, "%s: seed 3", rel);
    static tg_point dead[TG_MAX_POINTS];
    int ndead = tg_life_dead_points(b, &m, dead);
    CHECK(tg_score_position(b, &rec.r.rules, NULL, dead, ndead, &sc) == TG_OK, "%s: counted", rel);
    tg_explain_score(b, &rec.r.rules, NULL, &sc, &m, text, sizeof text);
    CHECK(strstr(text, "dead white chain at K13 (4 stones): search (certainty 0%), near even in the search, or with "
                       "the player to move first") != NULL,
          "%s: K13's search verdict explained: %s", rel, text);
    record_close(&rec);
}

/* Tygem 880618009 (B+2.5): White's O17 (22 stones, the right side's
 * centre) is near even in the playouts, dead at certainty 15 at seed 1,
 * alive at 3 at seed 3, and the search gives it 0.05: it has not shown
 * that it lives. Dead, it kept the playouts' verdict; alive, it was held
 * alive because Black's N12 inside it is read dead (a dead chain's
 * neighbours own its area), W+96.5 at seed 3. The hold is for a chain the
 * playouts give to its owner; a near-even one is judged as a dead one. */
static void test_near_even_beside_a_read_dead_chain_880618009(void) {
    record_counted_at_seeds("games/tygem-9d-2016/tygem-880618009.sgf", 4, "B+2.5", "O17", TG_LIFE_DEAD, false);
}

/* tg_estimate_options.verdicts_only (GTP's estimate): the search with
 * the other player first is left out, and it only ever lowered a search
 * verdict's certainty to 0. So at every point the life, the reason and
 * the ownership are those of the whole estimate, and a certainty differs
 * only where the whole estimate has 0 for a search verdict. GoBucks'
 * capturing race (the search gives it to White, the recorded count)
 * follows the player to move: there a certainty must differ, or the
 * option would not be doing what it says. */
static void test_verdicts_only(void) {
    static const char *const rels[] = {
        "games/gnugo-regression/regression__games__kgs__20040516-GoBucks-GnuGoCVS.sgf",
        "games/tygem-9d-2016/tygem-888414899.sgf",
        "edge/gnugo/regression__games__scoring__score9.sgf",
        NULL,
    };
    for (int i = 0; rels[i]; i++) {
        static corpus_record rec;
        if (!record_open(rels[i], &rec)) return;
        const tg_board *b = tg_game_board(rec.r.game);
        tg_color tm = tg_game_to_move(rec.r.game);
        static tg_life_map whole, only;
        tg_estimate_options o = {.verdicts_only = true};
        CHECK(tg_life_estimate(b, &rec.r.rules, tm, 1, NULL, &whole) == TG_OK, "%s: estimate", rels[i]);
        CHECK(tg_life_estimate(b, &rec.r.rules, tm, 1, &o, &only) == TG_OK, "%s: verdicts only", rels[i]);
        int lowered = 0;
        for (int p = 0; p < TG_MAX_POINTS; p++) {
            CHECK(whole.life[p] == only.life[p] && whole.reason[p] == only.reason[p] &&
                      whole.ownership[p] == only.ownership[p],
                  "%s: point %d judged %d/%d alone, %d/%d with the certainty", rels[i], p, only.life[p],
                  only.reason[p], whole.life[p], whole.reason[p]);
            if (whole.certainty[p] == only.certainty[p]) continue;
            lowered++;
            CHECK(whole.certainty[p] == 0 && whole.reason[p] == TG_WHY_SEARCH,
                  "%s: point %d's certainty %d alone, %d with the check (reason %d)", rels[i], p, only.certainty[p],
                  whole.certainty[p], whole.reason[p]);
        }
        if (i == 0) CHECK(lowered > 0, "%s: no certainty lowered by the check with the other player first", rels[i]);
        record_close(&rec);
    }
}

int main(void) {
    test_near_even_group_is_dead();
    test_doubt_averaged();
    test_near_even_in_the_playouts_888414899();
    test_near_even_beside_a_read_dead_chain_880618009();
    test_verdicts_only();
    return check_done();
}
