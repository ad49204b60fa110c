/*
 * status_find_sekis.c — the seki of step 4 of tg_life_estimate
 * (status_estimate.c): seki found on the board without the dead chains
 * (tg_find_seki), the unsure dead chains tested for a seki that would keep
 * them alive, and the counted capturing races (tg_semeai) that decide
 * whether a seki the dame leave standing is the board's.
 *
 * Invariant: reads the board and changes only life, reason and certainty
 * on the map; every board it reads is a copy made here (seki_without); no
 * allocation, no global state.
 */
#include <string.h>

#include "tengen/status.h"

#include "score_internal.h"
#include "status_internal.h"

/* The heads of the opponent chains next to the chain of s on w or sharing
 * a liberty with it (up to 32), in opp[]; returns how many. */
static int race_neighbours(const tg_board *w, tg_point s, tg_point *opp) {
    tg_color o = tg_opponent((tg_color)w->color[s]);
    tg_point near[TG_MAX_POINTS];
    uint8_t how[TG_MAX_POINTS];
    int n = tg_status__chains_near(w, s, near, how), nopp = 0;
    for (int i = 0; i < n && nopp < 32; i++)
        if (w->color[near[i]] == o) opp[nopp++] = near[i];
    return nopp;
}

/* Whether every liberty of the chain of s on w is beside the opponent
 * chain p (a liberty they share) or an eye of s's colour (a point whose
 * neighbours are all its stones), and one at least is shared. */
static bool libs_held(const tg_board *w, tg_point s, tg_point p) {
    const int off[4] = {-w->stride, -1, 1, w->stride};
    tg_color c = (tg_color)w->color[s];
    bool shared = false;
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (w->color[q] != TG_EMPTY) continue;
            bool beside = false, eye = true;
            for (int j = 0; j < 4; j++) {
                tg_point r = (tg_point)(q + off[j]);
                if (w->color[r] == TG_BLACK || w->color[r] == TG_WHITE) {
                    beside |= w->chain[r] == w->chain[p];
                    eye &= w->color[r] == c;
                } else if (w->color[r] == TG_EMPTY) {
                    eye = false;
                }
            }
            if (!beside && !eye) return false;
            shared |= beside;
        }
        t = w->next[t];
    } while (t != s);
    return shared;
}

/* Whether the chain of s on w (rg: w's regions) loses a counted capturing
 * race (tg_semeai) to an opponent chain next to it or sharing a liberty,
 * whoever moves first: such a chain is not in seki, whatever the unfilled
 * dame say. */
static bool loses_race(const tg_board *w, const regions *rg, tg_point s) {
    const int off[4] = {-w->stride, -1, 1, w->stride};
    tg_point opp[32];
    int nopp = race_neighbours(w, s, opp);
    tg_point t;
    /* A liberty shared with an opponent chain in a seki of their own
     * (tg_score__seki_liberty) is one no opponent fills: a race against a
     * third chain that counts it as an outside liberty is not the board's
     * (tygem-877483303: White's L8 chain "loses" to Black's living right
     * side through M6, O4, O3, the liberties of its seki with Black's N4
     * chain). */
    t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (w->color[q] == TG_EMPTY && tg_score__seki_liberty(w, rg, q)) return false;
        }
        t = w->next[t];
    } while (t != s);
    /* Likewise a chain whose liberties are all in its eyes or shared with
     * one opponent chain the count puts in seki with it whoever moves
     * first: the opponent's fill of a shared liberty is self-atari for
     * that chain, so a third chain's race that counts it as an outside
     * liberty is not the board's either (Tygem 886178192 with Black to
     * move: White's 75 stones, eye H5, and Black's 76, eye B10, share H1;
     * Black's living right side "won" its race against White by counting
     * H1). A liberty outside the seki, one a third chain can fill, leaves
     * the race to the count (Tygem 885658908: Black's R3 chain in "seki"
     * with White's T3 through S3 and T1 also has R4, which White's wall
     * fills). */
    tg_race r[32];
    for (int i = 0; i < nopp; i++) {
        r[i] = tg_semeai(w, s, opp[i]);
        if (r[i].valid && r[i].a_first == TG_RACE_SEKI && r[i].b_first == TG_RACE_SEKI &&
            libs_held(w, s, opp[i]))
            return false;
    }
    for (int i = 0; i < nopp; i++)
        if (r[i].valid && r[i].a_first == TG_RACE_B_WINS && r[i].b_first == TG_RACE_B_WINS) return true;
    return false;
}

/* Whether the chain of s on w wins a counted capturing race (tg_semeai)
 * whoever moves first against every opponent chain next to it or sharing
 * a liberty (one at least): nothing beside it can take it. Won by its
 * liberties: a side the count calls safe by a region of seven points or
 * more may be an open area, not an eye (Tygem 880214747: Black's Q13 and
 * R9 chains, "safe" by the open centre right, which the search kills as
 * recorded). */
static bool wins_every_race(const tg_board *w, tg_point s) {
    tg_point opp[32];
    int nopp = race_neighbours(w, s, opp);
    if (nopp == 0) return false;
    for (int i = 0; i < nopp; i++) {
        tg_race r = tg_semeai(w, s, opp[i]);
        if (!r.valid || r.a.safe || r.a_first != TG_RACE_A_WINS || r.b_first != TG_RACE_A_WINS) return false;
    }
    return true;
}

/* The chain of s on w lives by the counted races it wins whoever moves
 * first (wins_every_race), at tg_life_semeai's certainty for a race, and
 * the opponent chains beside it that m leaves near even
 * (tg_life_is_uncertain), and not in seki (on the map or in seki[], w's
 * seki), lose them: they are dead. */
static void race_won(const tg_board *w, const tg_board *b, tg_point s, const bool *seki, tg_life_map *m) {
    tg_point opp[32];
    int nopp = race_neighbours(w, s, opp);
    tg_status__set_chain(w, m, s, TG_LIFE_ALIVE, TG_WHY_RACE, 90);
    for (int i = 0; i < nopp; i++) {
        if (m->life[opp[i]] == TG_LIFE_SEKI || seki[opp[i]] || !tg_life_is_uncertain(b, m, opp[i])) continue;
        tg_status__set_chain(w, m, opp[i], TG_LIFE_DEAD, TG_WHY_RACE, 90);
    }
}

/* Seki (tg_find_seki) on b with the stones at the points marked in off
 * removed: w is that board, its chains rebuilt from the colours. */
static void seki_without(const tg_board *b, const bool *off, tg_board *w, bool *seki) {
    *w = *b;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (off[s]) w->color[s] = TG_EMPTY;
        }
    tg_board_rebuild(w);
    tg_find_seki(w, seki);
}

/* (status_internal.h) Step 4b: seki. Dead chains that are not sure are put back and tested;
 * one that loses a counted race stays dead. The seki stands only if the
 * second pass, on the board without the chains still dead, sees it too: a
 * chain the first pass put in seki that the second does not keeps the
 * verdict it had before this step (a dead chain stays dead). The first
 * pass leaves standing every dead chain below certainty 60, also ones
 * outside the seki whose stones alone made it; which chains those are is
 * the playouts' luck (their share near that bar), and a chain turned alive
 * here counted as a surely live chain for step 5, which then revived the
 * dead stones around it (GNU Go's nanasi: Black's M18 dead at certainty 65
 * or 58 by the seed; at 58 it stood, Black's T19 was in seki beside it,
 * then alive at certainty 36, and R18, T17, T11 came back as an open area:
 * W+266.5 against W+297.5; Tygem 889107637's B18, 918525310's O13 and
 * 885683061 alike). Likewise a seki the second pass sees only with a
 * dead chain the playouts leave near even (tg_life_is_uncertain) off the
 * board is that chain's coin toss: it is seen again with such chains
 * standing and kept only where both boards see it (Tygem 887025787:
 * Black's A6 and B4 with White's A3, in seki only without Black's lone
 * A2, dead at certainty 7 at seed 1 and alive at 0 at seed 2). The same
 * holds the other way: a seki that needs a near-even chain alive on the
 * board (one not in the seki itself) is seen again without it and kept
 * only where that board sees it too (Tygem 878961724: Black's G19 and J16
 * with White's G17, in seki only beside White's H19, dead at certainty 13
 * at seed 1 and alive at 0 at seed 3: B+23.5 there against the recorded
 * W+6.5). A chain in the seki is not lifted: a small seki chain the
 * playouts sometimes capture is near even without being the coin. */
void tg_status__find_sekis(const tg_board *b, tg_life_map *m) {
    const tg_life_map before = *m;
    bool off[TG_MAX_POINTS], seki[TG_MAX_POINTS];
    memset(off, 0, sizeof off);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            off[s] = m->life[s] == TG_LIFE_DEAD && m->certainty[s] >= 60;
        }
    tg_board w;
    seki_without(b, off, &w, seki);
    bool loses[TG_MAX_POINTS];
    memset(loses, 0, sizeof loses);
    regions rg;
    tg_score__find_regions(&w, &rg);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || !seki[s] || w.chain[s] != s) continue;
            if (m->life[s] == TG_LIFE_DEAD) loses[s] = loses_race(&w, &rg, s);
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || !seki[s] || tg_status__is_benson(m, s)) continue;
            if (loses[w.chain[s]]) continue;
            m->life[s] = TG_LIFE_SEKI;
            m->reason[s] = TG_WHY_SEKI;
        }
    /* wins[]: the dead chains the playouts are not sure of (the first
     * pass's board holds them) that win every counted race beside them. */
    bool wins[TG_MAX_POINTS], winners = false;
    memset(wins, 0, sizeof wins);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || w.chain[s] != s || m->life[s] != TG_LIFE_DEAD) continue;
            if (m->reason[s] != TG_WHY_ESTIMATE || m->certainty[s] >= 60) continue;
            if (!wins_every_race(&w, s)) continue;
            winners = true;
            for (tg_point t = s;; ) {
                wins[t] = true;
                t = w.next[t];
                if (t == s) break;
            }
        }
    /* Chains still dead come off (off[]); seki among the rest. sure[]:
     * the dead chains the playouts are sure of. */
    bool sure[TG_MAX_POINTS], unsure = false;
    memset(sure, 0, sizeof sure);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            off[s] = m->life[s] == TG_LIFE_DEAD;
            if (!off[s]) continue;
            if (tg_life_is_uncertain(b, m, s)) unsure = true;
            else sure[s] = true;
        }
    seki_without(b, off, &w, seki);
    /* A seki that needs a chain of wins[] standing (seen with it on the
     * board, not without it) is the board's: nothing beside that chain can
     * take it, so it lives and the seki stands (Tygem 886178192 with
     * Black to move: White's B16, nine stones on three liberties against
     * Black's A16 and B17, dead by the playouts at certainty 19; without
     * it Black's 76 stones had a second eye and White's 75, in seki with
     * them through H1, were dead). */
    if (winners) {
        bool kept[TG_MAX_POINTS], with[TG_MAX_POINTS], needs = false;
        for (int i = 0; i < TG_MAX_POINTS; i++) kept[i] = off[i] && !wins[i];
        tg_board v;
        seki_without(b, kept, &v, with);
        for (int i = 0; i < TG_MAX_POINTS && !needs; i++) needs = with[i] && !seki[i] && !wins[i];
        if (needs) {
            for (int i = 0; i < TG_MAX_POINTS; i++) {
                if (!wins[i]) continue;
                off[i] = sure[i] = false;
                if (v.chain[i] == i) race_won(&v, b, (tg_point)i, with, m);
            }
            w = v;
            memcpy(seki, with, sizeof with);
        }
    }
    tg_board scratch;
    /* standing[]: seki with the uncertain dead chains on the board. */
    bool standing[TG_MAX_POINTS];
    memset(standing, 1, sizeof standing);
    if (unsure) seki_without(b, sure, &scratch, standing);
    /* lifted[]: seki without the uncertain live chains that are not in
     * seki themselves (off[] grows by them). A chain that wins every
     * counted race beside it is no coin (held[]): it stays, and if a seki
     * needs it, it lives by that race (the same position as wins[] above
     * with the playouts' sign the other way: 886178192 transposed, White's
     * nine stones alive at certainty 0 with Black to move). */
    bool lifted[TG_MAX_POINTS], held[TG_MAX_POINTS], coin = false, holds = false;
    memset(lifted, 1, sizeof lifted);
    memset(held, 0, sizeof held);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || seki[s] || m->life[s] != TG_LIFE_ALIVE) continue;
            if (!tg_life_is_uncertain(b, m, s)) continue;
            if (w.chain[s] == s && wins_every_race(&w, s)) {
                holds = true;
                for (tg_point t = s;; ) {
                    held[t] = true;
                    t = w.next[t];
                    if (t == s) break;
                }
            }
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || seki[s] || m->life[s] != TG_LIFE_ALIVE || held[s]) continue;
            if (!tg_life_is_uncertain(b, m, s)) continue;
            off[s] = coin = true;
        }
    if (coin) seki_without(b, off, &scratch, lifted);
    if (holds) {
        bool without[TG_MAX_POINTS], needs = false;
        for (int i = 0; i < TG_MAX_POINTS; i++) off[i] |= held[i];
        seki_without(b, off, &scratch, without);
        for (int i = 0; i < TG_MAX_POINTS && !needs; i++) needs = seki[i] && standing[i] && lifted[i] && !without[i];
        if (needs)
            for (int i = 0; i < TG_MAX_POINTS; i++)
                if (held[i] && w.chain[i] == i) race_won(&w, b, (tg_point)i, seki, m);
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || tg_status__is_benson(m, s)) continue;
            if (seki[s] && standing[s] && lifted[s]) {
                m->life[s] = TG_LIFE_SEKI;
                m->reason[s] = TG_WHY_SEKI;
            } else if (m->life[s] == TG_LIFE_SEKI && before.life[s] != TG_LIFE_SEKI) {
                m->life[s] = before.life[s];
                m->reason[s] = before.reason[s];
                m->certainty[s] = before.certainty[s];
            } else if (m->life[s] == TG_LIFE_SEKI) {
                m->life[s] = TG_LIFE_ALIVE;
                m->reason[s] = TG_WHY_ESTIMATE;
            }
        }
}

/* (status_internal.h) Step 6c, before the end of a game (at the end, a
 * seki the players left standing is theirs: status_estimate.c). Step 4's
 * seki is found before the search:
 * a chain it left alive beside the seki may be one the search then
 * kills, and a seki that needed it standing is none. Tygem 878811644 one
 * move before its end, Black to move: White's T18 and S16-T15 in the
 * upper right share T17 and S15 with Black's fourteen stones Q19-R15,
 * whose other liberties White's Q13-R11 took; the search kills White's
 * seven stones Q13-R11 (certainty 12), and with them off the board
 * Black's chain has liberties to spare: Black fills S15 and takes the
 * corner, dead at the record's end (GNU Go 3.8 says so too). The seki
 * is seen again on the board without every dead chain, only where a
 * chain the search killed touches one of its chains; a chain no longer
 * in seki that loses a counted race whoever moves first (loses_race) is
 * dead, and the other chains that left the seki alive. The new verdicts
 * are no surer than the kills they rest on: their certainty is the
 * least of those kills' as step 6 left it (at most a counted race's 90;
 * 12 in 878811644, 0 on OGS game_seki_64848549 judged before its end,
 * whose race follows the player to move: tests/test_status_tomove.c).
 * The search's later mark of a verdict that follows the player to move
 * (certainty 0, status_estimate.c's last loop) is not carried over. A
 * broken seki where no
 * chain loses such a race is left as step 4 found it: the count does
 * not say who wins it. */
void tg_status__sekis_after_search(const tg_board *b, const bool *killed, tg_life_map *m) {
    const int off4[4] = {-b->stride, -1, 1, b->stride};
    /* The kills the new verdicts rest on (every kill beside a seki: the
     * seki is seen again without all of them) and their least certainty. */
    bool beside_killed = false;
    int rest = 90;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] == TG_EMPTY || m->life[s] != TG_LIFE_SEKI) continue;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off4[k]);
                if (!killed[q]) continue;
                beside_killed = true;
                if (m->certainty[q] < rest) rest = m->certainty[q];
            }
        }
    if (!beside_killed) return;
    bool off[TG_MAX_POINTS], seki[TG_MAX_POINTS];
    for (int i = 0; i < TG_MAX_POINTS; i++)
        off[i] = (b->color[i] == TG_BLACK || b->color[i] == TG_WHITE) && m->life[i] == TG_LIFE_DEAD;
    tg_board w;
    seki_without(b, off, &w, seki);
    regions rg;
    tg_score__find_regions(&w, &rg);
    /* broken[]: stones step 4 put in seki that w does not see in one;
     * loses[]: their chains' heads on w that lose a counted race. */
    bool broken[TG_MAX_POINTS], loses[TG_MAX_POINTS], lost = false;
    memset(broken, 0, sizeof broken);
    memset(loses, 0, sizeof loses);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (w.color[s] == TG_EMPTY || m->life[s] != TG_LIFE_SEKI || seki[s]) continue;
            broken[s] = true;
            if (w.chain[s] == s && loses_race(&w, &rg, s)) loses[s] = lost = true;
        }
    if (!lost) return;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!broken[s] || w.chain[s] != s) continue;
            tg_status__set_chain(&w, m, s, loses[s] ? TG_LIFE_DEAD : TG_LIFE_ALIVE, TG_WHY_RACE, rest);
        }
}
