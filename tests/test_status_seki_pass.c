/* test_status_seki_pass.c — the estimate's seki step (find_sekis in
 * status_estimate.c) reads seki twice: first with the dead chains the
 * playouts are not sure of still standing, then on the board without the
 * chains still dead. A chain the first pass puts in seki that the second
 * does not see keeps the verdict it had: a dead chain stays dead. Which
 * unsure chains stand in the first pass is the playouts' luck (a share
 * near certainty 60), so turning such a chain alive made the count follow
 * the seed; so did a seki that exists only when a chain the playouts
 * leave near even is taken off. Each record is judged at several seeds
 * and must count the same at every one; records are read from
 * $TG_SHARED/corpora at test time (skipped when the corpus is missing). */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"

/* GNU Go's nanasi (gifu2006, W+297.5): Black's M18 is dead in the
 * playouts at certainty 65 at seed 1, 58 at seed 2. At 58 it stood in the
 * first pass, and Black's T19 (dead, certainty 36) was in seki beside it;
 * the second pass, without M18, saw no seki and made T19 alive, a live
 * chain that step 5 then counted as safe: R18, T17 and T11 came back as an
 * open area (W+266.5). T19 stays dead. */
static void test_unconfirmed_seki_nanasi(void) {
    record_counted_at_seeds("games/gnugo-regression/regression__games__gifu2006__gnugo-nanasi.sgf", 4, "W+297.5", "T19",
                            TG_LIFE_DEAD, false);
}

/* Tygem 887025787 (W+14.5): Black's A6-A5 and B4-B5 with White's A3 are
 * in seki only on the board without Black's lone A2, which the playouts
 * leave even (dead at certainty 7 at seed 1, alive at 0 at seed 2). The
 * seki was A2's coin toss: at seed 1 it stood (B+25.5), at seed 2 the
 * search killed the black chains, as the record counts them. A seki that
 * needs a near-even chain off the board is seen again with it standing,
 * and kept only where both boards see it. */
static void test_seki_on_a_coin_toss_887025787(void) {
    record_counted_at_seeds("games/tygem-9d-2016/tygem-887025787.sgf", 4, "W+14.5", "A6", TG_LIFE_DEAD, false);
}

/* Tygem 878961724 (W+6.5): Black's G19 (seven stones) and J16 with
 * White's G17 are in seki only while White's H19 (four stones) stands,
 * which the playouts leave even (dead at certainty 13 at seed 1, alive at
 * 0 at seed 3). Alive, H19 stood in the second pass and the seki held
 * (B+23.5 at seed 3); dead, it came off, no seki, and the search killed
 * G19 as the record counts it. A seki that needs a near-even live chain
 * on the board is seen again without it, and kept only where both boards
 * see it. Counted W+5.5 since session 34: White's F6, in atari and taken
 * whoever moves, is dead (step 4d), where the record counts it standing. */
static void test_seki_on_a_coin_toss_alive_878961724(void) {
    record_counted_at_seeds("games/tygem-9d-2016/tygem-878961724.sgf", 4, "W+5.5", "G19", TG_LIFE_DEAD, false);
}

int main(void) {
    test_unconfirmed_seki_nanasi();
    test_seki_on_a_coin_toss_887025787();
    test_seki_on_a_coin_toss_alive_878961724();
    return check_done();
}
