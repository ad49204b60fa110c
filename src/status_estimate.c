/*
 * status_estimate.c — proposing dead stones at the end of a game.
 *
 * Eight steps, each correcting the one before (and before the end of a
 * game, where the player to move wins a mutual atari by a capture of
 * five stones or more, or by a smaller one that decides the fight round
 * it, the chains of that fight are judged again on the board after the
 * capture, the opponent to move: status_mover_capture.c; failing such a
 * capture, where he connects a cutting stone in atari beside an opponent
 * chain of two liberties, and the board after that settles the fight
 * surely: status_mover_extends.c; failing both, where his atari that no
 * defence escapes wins the race of a larger chain of his the estimate
 * left dead unsurely: status_mover_ataris.c):
 *  1. Benson (status_benson.c): pass-alive chains are alive and stones in
 *     pass-alive territory are dead, with certainty 100. Nothing later
 *     changes these.
 *  2. Monte Carlo ownership (status_playouts.c): playouts from the final
 *     position, the player to move first, random legal plays that neither
 *     fill one's own eye nor put a chain of three or more stones into
 *     atari (so a seki, whose shared liberties are exactly such plays,
 *     survives the playouts). A
 *     point belongs at the end of a playout to the colour of its stone, or
 *     of the only colour around it. A chain is dead if on average over its
 *     stones the opponent owns it.
 *  3. Local reading: a chain whose ownership is uncertain (or that is in
 *     atari, whatever the playouts say) and whose area is
 *     small and enclosed is read out by confirmation play
 *     (status_confirm.c), which settles bent four, nakade, false eyes and
 *     one-eye-and-ko shapes that random playouts get wrong. Its answer
 *     does not overrule playouts that give the chain the other verdict in
 *     60% of their games or more (a share near that bar is measured again
 *     on three more runs of playouts): the reading stays inside the area
 *     and stops at the first capture (keep_played_verdict). In an
 *     unfinished position (the option unfinished), a chain of the player
 *     to move read dead that one play frees (on its liberty in atari, or
 *     capturing a chain in atari beside it) keeps the playouts' verdict:
 *     its owner moves first (to_move_escapes); so does a lone stone of
 *     the other player's in atari whose capture is a ko and which one
 *     play of its owner frees: its owner answers the ko
 *     (ko_ataris_kept); and the largest chain of
 *     four stones or more of the other player's, with two liberties, that
 *     the player to move surely captures moving first is dead
 *     (to_move_captures).
 *  4. Consistency, eye shapes and seki: chains of one colour sharing an
 *     eye space (a region of empty points and dead opponent stones
 *     touching no live opponent stone) take the majority verdict of the
 *     group, weighted by stones; groups whose eye spaces make one eye at
 *     most, with no race around them, are dead (status_eyes.c: squared
 *     four, bulky five, a false seki whose capture leaves a nakade ...);
 *     a chain whose empty eye spaces beside it alone are worth two eyes
 *     with the opponent first (a zigzag or a straight four) lives,
 *     whatever the playouts, which let the opponent fill them, made of it
 *     (status_sure_eyes.c);
 *     large groups whose eye spaces make one eye at most once false eyes
 *     are told (a one-point space between opponent diagonals), whose
 *     liberties outside are single points against a safe wall, are dead
 *     (status_read_group.c: GNU Go's scoring case score11); a chain
 *     in atari that its owner cannot save is dead (status_semeai.c; an
 *     escape that a ladder or a throw-in takes back does not save it,
 *     status_capture.c);
 *     then seki is found on the board without the dead chains
 *     (tg_find_seki; status_find_sekis.c), also testing uncertain dead chains for a seki that
 *     would keep them alive, unless the chain loses a counted capturing
 *     race (tg_semeai) whoever moves first: an unfillable dame is not a
 *     seki when the chain beside it has no eye against a safe wall; a
 *     seki that needs a near-even chain dead or alive is not kept, unless
 *     that chain wins every counted race beside it by its liberties: then
 *     it lives by the race and the seki stands. A chain whose liberties
 *     are its eyes or shared with its seki partner loses no race to a
 *     third chain. Two chains in contact, without eyes but a one-point
 *     one, that nothing but the opponents' walls surrounds (pass-alive, or
 *     round a territory) are a race whose count decides both: the winner
 *     lives, a seki keeps both, and an outcome that follows the mover
 *     goes to the player to move (status_closed_race.c).
 *  5. Open areas (status_open_areas.c): a chain the playouts alone call dead that reaches a surely
 *     live chain of its own colour through empty points and dead stones is not
 *     enclosed; it is left alive with certainty 0 (uncertain): the game has
 *     not settled that area, and players do not count such stones dead.
 *     Not through an opponent chain this step itself leaves alive. In an
 *     unfinished position (the option unfinished), play goes on: after
 *     step 6, such a chain that a search with its owner moving first
 *     still loses is dead, unless it is the player to move's and one
 *     play joins it to a live chain of his.
 *  6. Search (status_search_unsure.c): if chains are still unsure (a verdict of the playouts with
 *     certainty below TG_LIFE_SEARCH_BELOW, not seki), a tree search
 *     (search.h: UCT with the heavier playout policy, which answers
 *     ataris, reads ladders and plays shapes) is run from the position and
 *     each such chain lives only if the search clearly gives it to its
 *     owner (ownership TG_LIFE_SEARCH_LIVE, TG_LIFE_SEARCH_REVIVE for a
 *     chain the playouts call dead or leave near even, below
 *     TG_LIFE_UNSURE_BELOW): near even its owner has not shown
 *     that it lives, and the sign of a near-zero ownership is the seed's.
 *     Where a chain's ownership lies within TG_LIFE_SEARCH_DOUBT of its
 *     bar, TG_LIFE_SEARCH_AGAIN more searches with other seeds are
 *     averaged in. (A chain beside a surely dead one is not killed,
 *     unless the playouts leave it near even; a
 *     chain it kills in an open area lives, as in step 5.) Then, round
 *     after round, the chains the playouts or the vote settled that stand
 *     against a chain the search turned over, or that steps 4b-4d turned
 *     over against the vote (next to it or sharing a liberty), take the
 *     search's verdict too: both sides of one fight are judged by the
 *     same reading. Uniform random
 *     playouts leave a large group in an unfinished position near 50%
 *     where the search, whose moves are chosen, kills or saves it (GNU
 *     Go's scoring cases score1, score9, score31, score54 and the game
 *     GoBucks, bench/JUDGEMENT.md).
 *     A chain the search decided is left uncertain (certainty 0, its
 *     verdict kept) where a search with the other player first, a quarter
 *     the size, puts it on the other side of its bar: its fight goes to
 *     whoever moves first (mark_following).
 *  6b. Beside a capture (status_beside_taken.c): a chain still dead
 *     beside an opponent chain step 4d found captured whoever moves
 *     first, that cannot be captured before it, lives where a search on
 *     the board with that capture made, the captured stones' owner moving
 *     first (the capture costs its taker a move), gives it to its owner by
 *     TG_LIFE_TAKEN_REVIVE.
 *  7. Nakade in seki: a dead chain of three to six stones, not in atari,
 *     in the eye space of an opponent group that lives only in seki (the
 *     count's group rule), whose capture would leave a killing shape, is
 *     in seki itself (tg_status__nakade_sekis).
 *  8. Enclosed questions: chains and empty points closed in by living
 *     walls (chains alive at certainty 80 or more that stand for good
 *     and keep two liberties outside), at most 64 points and 12 of them
 *     empty, are read out to the end by minimax under area scoring, the
 *     player to move first (status_enclosed.c): eyes holding the
 *     opponent's stones, nakade after a capture, races and seki there
 *     get the exhaustive answer, reason reading; a verdict that the
 *     other player moving first would change is uncertain (reason
 *     TG_WHY_TURN, certainty 0), and a
 *     question that turns on a ko is left as the steps before judged it.
 *     A wall's area may hold the opponent's stones dead at certainty 80
 *     or more.
 *
 * Invariant: deterministic for a given position (colours and ko point),
 * colour to move, seed and options, whatever move order reached it (the
 * search is set up from the colours alone, two trees of one thread each
 * with their own seeds, status_search_halves.c); no
 * allocation but step 3's transposition table (tg_confirm_solve), the
 * search's tree in steps 5, 6 and 6b and step 8's table, each freed before its step
 * returns and each only a speed-up or a refinement if it cannot be had
 * (the rest works on the stack, a few boards); no global state.
 *
 * What it does not do: look at the history (captures, ko threats), or
 * read large open areas exactly: those are left to the playouts and the
 * search.
 */
#include <string.h>

#include "tengen/status.h"

#include "orient.h"
#include "score_internal.h"
#include "status_internal.h"

/* ------------------------------------------------------------- helpers */

static tg_point find_root(uint16_t *parent, tg_point a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
}

/* The chain of s takes back its verdict (life, reason, certainty) from an
 * earlier map. */
static void restore_chain(const tg_board *b, const tg_life_map *from, tg_life_map *to, tg_point s) {
    tg_point t = s;
    do {
        to->life[t] = from->life[t];
        to->reason[t] = from->reason[t];
        to->certainty[t] = from->certainty[t];
        t = b->next[t];
    } while (t != s);
}

void tg_life_from_benson(const tg_board *b, tg_life_map *out) {
    memset(out, 0, sizeof *out);
    tg_benson(b, out->pass_alive);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t c = b->color[p];
            uint8_t pa = out->pass_alive[p];
            out->ownership[p] = (int8_t)(pa == TG_BLACK ? 100 : pa == TG_WHITE ? -100 : 0);
            if (c != TG_BLACK && c != TG_WHITE) continue;
            if (pa == c) {
                out->life[p] = TG_LIFE_ALIVE;
                out->reason[p] = TG_WHY_PASS_ALIVE;
                out->certainty[p] = 100;
            } else if (pa) {
                out->life[p] = TG_LIFE_DEAD;
                out->reason[p] = TG_WHY_PASS_DEAD;
                out->certainty[p] = 100;
            } else {
                out->life[p] = TG_LIFE_ALIVE;
                out->reason[p] = TG_WHY_NONE;
            }
        }
}

/* Step 4a: chains of one colour sharing an eye space vote. */
static void vote_groups(const tg_board *b, const tg_life_map *in, tg_life_map *m, int dead_below) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint16_t parent[TG_MAX_POINTS];
    uint16_t comp[TG_MAX_POINTS], stack[TG_MAX_POINTS];
    for (int i = 0; i < TG_MAX_POINTS; i++) parent[i] = (uint16_t)i;
    for (tg_color c = TG_BLACK; c <= TG_WHITE; c++) {
        tg_color o = tg_opponent(c);
        memset(comp, 0, sizeof comp);
        int ncomp = 0;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                bool space = b->color[s] == TG_EMPTY || (b->color[s] == o && in->life[s] == TG_LIFE_DEAD);
                if (!space || comp[s]) continue;
                int id = ++ncomp, sp = 0;
                bool open = false;
                tg_point heads[64];
                int nheads = 0;
                comp[s] = (uint16_t)id;
                stack[sp++] = s;
                while (sp) {
                    tg_point p = stack[--sp];
                    for (int k = 0; k < 4; k++) {
                        tg_point q = (tg_point)(p + off[k]);
                        uint8_t qc = b->color[q];
                        if (qc == TG_EDGE || comp[q]) continue;
                        if (qc == TG_EMPTY || (qc == o && in->life[q] == TG_LIFE_DEAD)) {
                            comp[q] = (uint16_t)id;
                            stack[sp++] = q;
                        } else if (qc == o) {
                            open = true;
                        } else if (nheads < 64) {
                            heads[nheads++] = b->chain[q];
                        }
                    }
                }
                if (open) continue;
                for (int i = 1; i < nheads; i++) {
                    tg_point ra = find_root(parent, heads[0]), rb = find_root(parent, heads[i]);
                    if (ra != rb) parent[rb] = ra;
                }
            }
    }
    /* Weighted vote per group: sum of own-colour ownership over stones. */
    int32_t sum[TG_MAX_POINTS], cnt[TG_MAX_POINTS];
    memset(sum, 0, sizeof sum);
    memset(cnt, 0, sizeof cnt);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if (c != TG_BLACK && c != TG_WHITE) continue;
            tg_point r = find_root(parent, b->chain[s]);
            sum[r] += c == TG_BLACK ? in->ownership[s] : -in->ownership[s];
            cnt[r]++;
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || tg_status__is_benson(in, s)) continue;
            if (in->reason[s] == TG_WHY_READING) continue;
            tg_point r = find_root(parent, b->chain[s]);
            int avg = sum[r] / cnt[r];
            m->life[s] = avg < dead_below ? TG_LIFE_DEAD : TG_LIFE_ALIVE;
            m->certainty[s] = (uint8_t)(avg < 0 ? -avg : avg);
        }
}

/* Step 3's answer does not overrule playouts that give the chain the
 * other verdict in READ_PLAYED_BAR percent of their games or more
 * (certainty at least 2 * READ_PLAYED_BAR - 100); such a chain goes on as
 * the playouts left it (the vote, the eye rules, the search). The reading
 * sees less than its proof claims, both ways:
 *  - ALIVE: the attacker cannot capture a stone of the chain inside the
 *    area around it, but free moves outside the area can turn the fight.
 *    Tygem 878457339: Black's R5 (six stones, no two eyes in the corner)
 *    is uncapturable only because White's R1-S1 inside its space is short
 *    of liberties, and that only because of Black's dead Q1 in White's
 *    territory; after White's P1 takes Q1 the reading kills R5. 918321509:
 *    White's Q7 (eleven stones) keeps its outside liberty T6 only while
 *    Black's T7 is in atari beside White's dead T8; after Black's T9 takes
 *    T8 the reading no longer shows Q7 alive.
 *  - DEAD: the attacker, moving first, captures a stone of the chain, and
 *    the reading stops there. A race the attacker wins only by moving
 *    first, or a capture that leaves the capturer's own group short of
 *    eyes and liberties, is not death (879515683: Black's C18, sixteen
 *    stones, read dead in a race with White's D17 chain inside Black's
 *    upper left, alive as recorded; 886782454: White's C19-E19 inside
 *    Black's eyeless B19 group). The undo in tg_life_confirm catches the
 *    race only when both chains are read. A chain in atari keeps the
 *    reading's DEAD: the capture is one move away, and a ko or a mutual
 *    atari there, which the playouts settle by chance, is for step 4d
 *    (Tygem 877182904's A6, a ko Black wins, alive in 84% of the
 *    playouts; OGS game_beta_17150's J2, in mutual atari).
 * Near even the reading stands (Tygem 918728999's A18, 56% dead on
 * average over seeds, read alive: right). */
#define READ_PLAYED_BAR 60

/* A contested chain (step 3 read it one way, the playouts gave the other)
 * whose playout share lies within READ_PLAYED_DOUBT of the bar (on
 * ownership, -100..100: 5 points of share either side of 60%) is in
 * doubt: 200 playouts measure a share to about 3.5 points, so the seed
 * would choose between the reading and the playouts (Tygem 918728999's
 * A18: dead in 54-61% of the playouts by the seed, overruled at seed 2
 * only). Then READ_PLAYED_AGAIN more runs of as many playouts, each from
 * its own seed, are added in and the bar is read on their mean. */
#define READ_PLAYED_DOUBT 10
#define READ_PLAYED_AGAIN 3

/* The step-2 playouts: own[] their summed ownership (+1 a black point,
 * -1 a white one) over games; the chain verdicts of step 2 and
 * keep_played_verdict read them. */
typedef struct {
    tg_color to_move;
    uint64_t seed;
    int games;
    int32_t *own;
} played_games;

/* The mean share (-100..100) of s's chain from its owner's side in pg. */
static int chain_share(const tg_board *b, const played_games *pg, tg_point s) {
    int64_t sum = 0, n = 0;
    tg_point t = s;
    do {
        sum += pg->own[t];
        n++;
        t = b->next[t];
    } while (t != s);
    int64_t share = sum * 100 / (n * pg->games);
    return (int)(b->color[s] == TG_BLACK ? share : -share);
}

/* How far the playouts' share of s's chain lies past the bar on the side
 * of their verdict: 0 or more, they overrule the reading. (The bar is on
 * the playouts' share, not on the verdict: with
 * tg_estimate_options.dead_below above 0 a chain the playouts give to its
 * owner can be DEAD.) */
static int past_bar(const tg_board *b, const tg_life_map *played, const played_games *pg, tg_point s) {
    const int share = chain_share(b, pg, s), bar = 2 * READ_PLAYED_BAR - 100;
    return played->life[s] == TG_LIFE_DEAD ? -bar - share : share - bar;
}

/* Whether s is a chain step 3 read against the playouts' verdict. */
static bool contested(const tg_board *b, const tg_life_map *played, const tg_life_map *m, tg_point s) {
    uint8_t c = b->color[s];
    return (c == TG_BLACK || c == TG_WHITE) && b->chain[s] == s && m->reason[s] == TG_WHY_CONFIRM &&
           m->life[s] != played->life[s] && !(m->life[s] == TG_LIFE_DEAD && b->libs[s] < 2);
}

/* Sets coin[] (at chain heads, TG_MAX_POINTS entries) for the contested
 * chains whose share still lies within READ_PLAYED_DOUBT of the bar after
 * the runs added for doubt: which of the reading and the playouts decides
 * them is the seed's (tg_life_estimate flags them uncertain at its end). */
static void keep_played_verdict(const tg_board *b, const tg_life_map *played, played_games *pg, tg_life_map *m,
                                bool *coin) {
    memset(coin, 0, TG_MAX_POINTS * sizeof *coin);
    bool doubt = false;
    for (int y = 0; y < b->height && !doubt; y++)
        for (int x = 0; x < b->width && !doubt; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!contested(b, played, m, s)) continue;
            int d = past_bar(b, played, pg, s);
            doubt = d < READ_PLAYED_DOUBT && d > -READ_PLAYED_DOUBT;
        }
    if (doubt) {
        const int games = pg->games;
        for (int k = 1; k <= READ_PLAYED_AGAIN; k++)
            tg_status__play_out(b, pg->to_move, tg_status__other_seed(pg->seed, k), games, pg->own);
        pg->games = games * (READ_PLAYED_AGAIN + 1);
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!contested(b, played, m, s)) continue;
            int d = past_bar(b, played, pg, s);
            coin[s] = d < READ_PLAYED_DOUBT && d > -READ_PLAYED_DOUBT;
            if (d < 0) continue;
            restore_chain(b, played, m, s);
        }
}

/* Step 7: a dead chain of three to six stones (two liberties at least)
 * lying in the eye space of an opponent group that lives only in seki is
 * alive in seki itself: the seki reading has found that capturing it
 * leaves that group one eye (the dead stones' space a killing shape:
 * a nakade). Taking it gains the capturer no second eye, and the stone played back on the
 * vital point cannot be taken: the chain is part of the seki, as the
 * Japanese rules call such stones alive (1989, article 7), and leaving it
 * dead would count its stones as prisoners beside a seki eye that counts
 * for nobody. Seki per group as the count reads it
 * (tg_score__find_seki_with_dead, on the board without the dead chains).
 * Tygem 880648242: Black's J11-K11-K10 inside White's centre group, with
 * liberties H11 and L10, read dead; White's group has no other eye. Not
 * for a chain in atari (one move takes it) or of one or two stones (the
 * stone played back is taken again: dead), and not for Benson's dead.
 *
 * The group round it may be one the search left dead near even (certainty
 * below TG_LIFE_UNSURE_BELOW): it stays on the board for the seki reading,
 * and where that reading finds it in seki with the chain, both are seki.
 * A search near even on a group whose eye space holds a chain it cannot
 * take without dying is the seki's own mark: random play there fills a
 * shared liberty as often as not (Tygem 916333349 one move before its
 * end: Black's E13-E15, two liberties F13 and F15 inside White's
 * 42-stone group, which has one more, C16; White's capture leaves the
 * straight three E13-E15, so after Black's C16 it is a seki of two shared
 * liberties; the search left White's group at 0.5 and killed it, and step
 * 3 had read Black's three stones dead: both were dead). */
#define NAKADE_SEKI_STONES 3
#define NAKADE_SEKI_MAX_STONES 6

/* Puts the chain of s in seki, its certainty kept (a near-even group's
 * stays the search's, so the count says it is uncertain); returns 1. */
static int set_seki(const tg_board *b, tg_life_map *m, tg_point s) {
    tg_status__set_chain(b, m, s, TG_LIFE_SEKI, TG_WHY_SEKI, m->certainty[s]);
    return 1;
}

/* Whether s's chain has NAKADE_SEKI_STONES to NAKADE_SEKI_MAX_STONES stones. */
static bool in_nakade_range(const tg_board *b, tg_point s) {
    int n = 0;
    tg_point t = s;
    do {
        n++;
        t = b->next[t];
    } while (t != s && n <= NAKADE_SEKI_MAX_STONES);
    return n >= NAKADE_SEKI_STONES && n <= NAKADE_SEKI_MAX_STONES;
}

/* Whether s is the head of a chain step 7 may put in seki: dead (not
 * Benson's, not marked), two liberties or more, three to six stones. */
static bool nakade_candidate(const tg_board *b, const tg_life_map *m, tg_point s) {
    if ((b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) || b->chain[s] != s) return false;
    if (m->life[s] != TG_LIFE_DEAD || tg_status__is_benson(m, s) || m->reason[s] == TG_WHY_MARKED) return false;
    return b->libs[s] >= 2 && in_nakade_range(b, s);
}

/* The heads of the opponent chains with a stone beside the chain of s, in
 * opp[] (TG_MAX_POINTS entries); returns how many. */
static int opponents_beside(const tg_board *b, tg_point s, tg_point *opp) {
    tg_point near[TG_MAX_POINTS];
    uint8_t how[TG_MAX_POINTS];
    int n = tg_status__chains_near(b, s, near, how), k = 0;
    for (int i = 0; i < n; i++)
        if ((how[i] & TG_NEAR_STONE) && b->color[near[i]] == tg_opponent((tg_color)b->color[s])) opp[k++] = near[i];
    return k;
}

int tg_status__nakade_sekis(const tg_board *b, tg_life_map *m) {
    /* near_even[]: the groups round a candidate that the search left dead
     * near even (by chain head); they stay on the board. Most boards have
     * no candidate chain: no board copy, no seki reading. */
    bool candidate = false, near_even[TG_MAX_POINTS];
    memset(near_even, 0, sizeof near_even);
    tg_point opp[TG_MAX_POINTS];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!nakade_candidate(b, m, s)) continue;
            candidate = true;
            int n = opponents_beside(b, s, opp);
            for (int i = 0; i < n; i++)
                near_even[opp[i]] |= m->life[opp[i]] == TG_LIFE_DEAD && m->reason[opp[i]] == TG_WHY_SEARCH &&
                                     m->certainty[opp[i]] < TG_LIFE_UNSURE_BELOW;
        }
    if (!candidate) return 0;
    tg_board w = *b;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if ((b->color[s] == TG_BLACK || b->color[s] == TG_WHITE) && m->life[s] == TG_LIFE_DEAD &&
                !near_even[b->chain[s]])
                w.color[s] = TG_EMPTY;
        }
    tg_board_rebuild(&w);
    tg_board filled = w;
    regions fr, r;
    tg_score__fill_dame(&filled, &fr);
    bool seki[TG_MAX_POINTS];
    tg_score__find_seki_with_dead(&w, b, &filled, &fr, seki);
    tg_score__find_regions(&w, &r);
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!nakade_candidate(b, m, s)) continue;
            if (r.borders[r.of[s] - 1] != tg_opponent((tg_color)b->color[s])) continue;
            /* A chain of the group round it (on w: alive, or near even)
             * in seki. */
            int n = opponents_beside(b, s, opp);
            bool beside_seki = false;
            for (int i = 0; i < n; i++) beside_seki |= w.color[opp[i]] != TG_EMPTY && seki[opp[i]];
            if (!beside_seki) continue;
            changed += set_seki(b, m, s);
            /* The near-even groups round it that the reading puts in seki. */
            for (int i = 0; i < n; i++)
                if (near_even[opp[i]] && seki[opp[i]] && m->life[opp[i]] == TG_LIFE_DEAD) changed += set_seki(b, m, opp[i]);
        }
    return changed;
}

/* Whether one play of the owner of s (to move) frees the chain of s
 * (tg_status__play_frees: two liberties or more that the opponent cannot
 * take): on its liberty when it is in atari, or, at one or two
 * liberties, on the liberty of an opponent chain in atari beside it,
 * capturing that chain. */
static bool one_play_frees(const tg_board *b, tg_point s) {
    tg_color c = (tg_color)b->color[s];
    int libs = b->libs[b->chain[s]];
    if (libs == 1 && tg_status__play_frees(b, tg_score__chain_liberty(b, s), c, s)) return true;
    if (libs > 2) return false;
    tg_point heads[TG_MAX_POINTS / 2];
    int n = tg_status__short_beside(b, s, 1, heads, TG_MAX_POINTS / 2);
    for (int i = 0; i < n; i++)
        if (tg_status__play_frees(b, tg_score__chain_liberty(b, heads[i]), c, s)) return true;
    return false;
}

/* Step 3 before the end of a game: a chain of the player to move that
 * confirmation play (the attacker first) reads dead, and that one play of
 * its owner frees (one_play_frees), keeps the playouts' verdict (played):
 * the player to move moves first, and play goes on. Tygem games cut one
 * move before their end: single stones in atari that their owner, to
 * move, connected with the record's last move (bench/judgement_cut.sh,
 * bench/JUDGEMENT.md "Session 40"), and 918308299's White K2-M3, two
 * liberties, that White's K3 frees by taking Black's J2-J3 (session 42).
 * At the end of a game it does not apply: the player to move is the one
 * who did not move, and a stone left in atari was given up (Tygem
 * 877182904: White's A6, in atari after Black's last move, counted dead
 * in the record). */
static void to_move_escapes(const tg_board *b, tg_color to_move, const tg_life_map *played, tg_life_map *out) {
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != to_move || b->chain[s] != s || b->libs[s] > 2) continue;
            if (out->reason[s] != TG_WHY_CONFIRM || out->life[s] != TG_LIFE_DEAD) continue;
            if (!one_play_frees(b, s)) continue;
            restore_chain(b, played, out, s);
        }
}

/* Step 3 before the end of a game: a single stone of the opponent of the
 * player to move, in atari, that confirmation play reads dead, whose
 * capture is a ko (the capturing stone, alone, is left in atari on the
 * taken point: the ko point is set) and that one play of its owner frees,
 * keeps the playouts' verdict. The player to move may start the ko; its
 * owner retakes after a threat, and players leave such a stone until its
 * owner connects it. Tygem 887431046 two moves before its end, White to
 * move: Black's T12, in atari on T13, where White's capture would stand
 * alone in atari; White played elsewhere and Black's T13 connected. On
 * the cut positions (session 50): 49 gained at two, five and twenty
 * moves before the end, none lost; of the stones captured in the last
 * moves, which the count leaves apart, 24 of 3,262 at five moves are no
 * longer called dead (bench/JUDGEMENT.md, "Session 50"). */
static void ko_ataris_kept(const tg_board *b, tg_color to_move, const tg_life_map *played, tg_life_map *out) {
    const tg_color other = tg_opponent(to_move);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != other || b->chain[s] != s || b->libs[s] != 1 || tg_board_chain_size(b, s) != 1) continue;
            if (out->reason[s] != TG_WHY_CONFIRM || out->life[s] != TG_LIFE_DEAD) continue;
            tg_point lib = tg_score__chain_liberty(b, s);
            tg_board after = *b;
            tg_play_effect e = tg_board_play(&after, lib, to_move);
            if (e.captured != 1 || after.ko_point != s || !one_play_frees(b, s)) continue;
            restore_chain(b, played, out, s);
        }
}

/* The fewest stones of an opponent chain that to_move_captures takes:
 * chains of three, mostly on the first line, the records leave standing
 * more often than they take them (session 49, against four: four cut
 * positions more gained, ten lost; bench/JUDGEMENT.md). */
#define MOVER_KILL_STONES 4

/* Step 3 before the end of a game, the other side of to_move_escapes:
 * the largest chain of the opponent of the player to move, of
 * MOVER_KILL_STONES stones or more, alive so far, with two liberties,
 * that the player to move surely captures moving first
 * (tg_status__capturable: ladders, throw-ins, read out) is dead. Only
 * the largest: the player to move has one move, and the opponent saves
 * the next. Tygem 876757080 five moves before its end, Black to move:
 * White's K15-M14, four stones with two liberties, are taken, and Black's
 * eighteen stones M13-N6 beside them, killed by the playouts, live
 * (session 49). After keep_played_verdict, which would give the chain
 * back to the playouts. */
static void to_move_captures(const tg_board *b, tg_color to_move, tg_life_map *out) {
    const tg_color other = tg_opponent(to_move);
    tg_point largest = TG_PASS;
    int largest_stones = MOVER_KILL_STONES - 1;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != other || b->chain[s] != s || b->libs[s] != 2) continue;
            if (out->life[s] != TG_LIFE_ALIVE) continue;
            int stones = tg_board_chain_size(b, s);
            if (stones <= largest_stones || !tg_status__capturable(b, s)) continue;
            largest = s;
            largest_stones = stones;
        }
    if (largest != TG_PASS) tg_status__set_chain(b, out, largest, TG_LIFE_DEAD, TG_WHY_CONFIRM, 100);
}

/* ------------------------------------------------------------ estimate */

/* The eight steps on b, a board in its canonical orientation, rebuilt
 * (tg_life_estimate). unturned (room for TG_MAX_POINTS) receives each
 * stone's certainty before the search's verdicts that follow the player
 * to move are made uncertain, the one step that differs when the caller
 * asks for the verdicts only. */
static void estimate(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                     const tg_estimate_options *opt, tg_life_map *out, uint8_t *unturned) {
    tg_estimate_options o;
    memset(&o, 0, sizeof o);
    if (opt) o = *opt;
    int npts = tg_board_points(b);
    if (o.playouts <= 0) o.playouts = npts <= 81 ? 400 : npts <= 169 ? 300 : 200;
    if (o.read_budget == 0) o.read_budget = 4000;

    tg_life_from_benson(b, out);
    /* 2. Playouts. */
    int32_t own[TG_MAX_POINTS];
    memset(own, 0, sizeof own);
    tg_status__play_out(b, to_move, seed, o.playouts, own);
    played_games pg = {to_move, seed, o.playouts, own};
    out->playouts = o.playouts;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (out->pass_alive[p]) continue;
            out->ownership[p] = (int8_t)(own[p] * 100 / o.playouts);
        }
    /* Chain verdicts from the average ownership of their stones. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s || tg_status__is_benson(out, s)) continue;
            int avg = chain_share(b, &pg, s);
            tg_status__set_chain(b, out, s, avg < o.dead_below ? TG_LIFE_DEAD : TG_LIFE_ALIVE,
                      TG_WHY_ESTIMATE, avg < 0 ? -avg : avg);
        }
    /* 3. Local reading of uncertain chains in small areas. */
    tg_life_map played = *out;
    if (o.read_budget > 0) tg_life_confirm(b, rules, false, o.read_budget, out);
    if (o.unfinished) to_move_escapes(b, to_move, &played, out);
    if (o.unfinished) ko_ataris_kept(b, to_move, &played, out);
    bool coin[TG_MAX_POINTS];
    keep_played_verdict(b, &played, &pg, out, coin);
    if (o.unfinished) to_move_captures(b, to_move, out);
    for (int i = 0; i < TG_MAX_POINTS; i++)
        if (out->reason[i] == TG_WHY_CONFIRM) out->reason[i] = TG_WHY_READING;
    const tg_life_map kept = *out;
    /* 4. Groups and seki. */
    tg_life_map voted = *out;
    vote_groups(b, out, &voted, o.dead_below);
    *out = voted;
    /* 4b. Eye shapes: groups that cannot make two eyes (status_eyes.c). */
    tg_life_eye_shapes(b, out);
    tg_status__sure_eyes(b, out);
    /* 4c. Large groups: false eyes, sealed liberties (status_read_group.c). */
    tg_life_read_groups_to_move(b, to_move, out);
    /* Off by default: measured on the corpora it moved games both ways
     * (bench/STATUS_AGREEMENT.md). */
    if (o.race_below > 0) tg_life_semeai(b, o.race_below, out);
    /* 4d. Chains in atari that cannot escape (status_semeai.c). */
    tg_status__life_atari(b, out);
    /* 4e. Races closed in by walls (status_closed_race.c). */
    tg_status__closed_races(b, to_move, out);
    tg_status__find_sekis(b, out);
    /* The chains steps 4b-4d turned over against the vote (dead by their
     * eye shape or in atari, alive by the vote) seed step 6's rounds as
     * chains the search turned over: the chains that took the vote's
     * verdict beside them keep a stale one (Tygem 886806085: White's
     * J17, ten stones in atari, dead by step 4d; White's M18 and N19,
     * sharing its liberty L18, alive at certainty 87 with it by the vote,
     * kept White's stones across Black's upper right standing, step 5). */
    bool seeds[TG_MAX_POINTS];
    memset(seeds, 0, sizeof seeds);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
            if (b->chain[s] != s || out->life[s] == voted.life[s]) continue;
            seeds[s] = out->reason[s] == TG_WHY_RACE || out->reason[s] == TG_WHY_SHAPE;
        }
    bool open[TG_MAX_POINTS], follows[TG_MAX_POINTS];
    memset(follows, 0, sizeof follows);
    static const tg_life_map zero;
    tg_life_map before = zero;
    if (o.search_playouts >= 0) before = *out;
    tg_status__open_areas(b, out, open);
    if (o.search_playouts >= 0) {
        long search_n = o.search_playouts ? o.search_playouts : TG_LIFE_SEARCH_PLAYOUTS;
        /* 6. The search settles the unsure chains of closed areas; then the
         * open areas are found again on its verdicts: a chain left alive
         * only because it reached a group the search has killed is dead
         * again, as the playouts said, and a chain the search killed that
         * reaches a surely live chain of its colour lives, as the
         * playouts' dead chains there do (a stone of an unsettled area,
         * Tygem 879114966's H11-H14; whole corpus +7 games, none lost). */
        tg_status__search_unsure(b, rules, to_move, seed, search_n, open, seeds, out,
                                 o.verdicts_only ? NULL : follows);
        /* 6b. Chains left dead beside a capture step 4d found: judged
         * with the capture made, its victim's owner moving first. */
        tg_status__beside_taken(b, rules, seed, search_n, out);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
                if (!open[b->chain[s]]) continue;
                out->life[s] = before.life[s];
                out->reason[s] = before.reason[s];
                out->certainty[s] = before.certainty[s];
            }
        tg_status__open_areas(b, out, open);
        /* 5 again, before the end of a game: the open areas' chains that
         * their owner could not save moving first are dead. */
        if (o.unfinished)
            tg_status__open_areas_unfinished(b, rules, to_move, seed, search_n, out, open);
        /* 6c, before the end of a game: a seki beside a chain steps 5
         * and 6 killed, seen again without it. At the end a seki the
         * players left standing is theirs (OGS game_seki_64848549: a race
         * that follows the player to move beside the bottom's seki, which
         * the humans keep; thirteen stones more off there when this step
         * ran at the end too). */
        if (o.unfinished) {
            bool killed[TG_MAX_POINTS];
            for (int i = 0; i < TG_MAX_POINTS; i++)
                killed[i] = (b->color[i] == TG_BLACK || b->color[i] == TG_WHITE) &&
                            out->life[i] == TG_LIFE_DEAD && before.life[i] != TG_LIFE_DEAD;
            tg_status__sekis_after_search(b, killed, out);
        }
    }
    /* 7. Chains whose capture leaves a nakade in a group living in seki. */
    tg_status__nakade_sekis(b, out);
    /* 8. Questions closed in by living walls, read out to the end. */
    tg_status__enclosed(b, rules, to_move, out);
    /* Last, so that no step reads it: a chain the search decided whose
     * verdict follows the player to move is uncertain (certainty 0); so
     * is a chain whose verdict is still the one step 3 left it, where
     * the reading and the playouts disagreed near the bar (coin[]): the
     * seed chose between them (Tygem 878227685's White O2-P2, read dead
     * and kept at seed 1, overruled by the playouts at seed 3, each
     * stated as sure). */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
            if (coin[b->chain[s]] && out->life[s] == kept.life[s] && out->reason[s] == kept.reason[s])
                out->certainty[s] = 0;
            unturned[s] = out->certainty[s];
            if (follows[b->chain[s]] && out->reason[s] == TG_WHY_SEARCH) out->certainty[s] = 0;
        }
}

static tg_status life_estimate(const tg_board *given, const tg_rules *rules, tg_color to_move, uint64_t seed,
                               const tg_estimate_options *opt, bool may_capture, tg_life_map *out);

/* The steps on b (canonical), and before the end of a game where the
 * player to move wins a mutual atari by a capture
 * (tg_status__mover_capture; may_capture: not already on the board after
 * such a capture), the fight's chains judged on the board after it, the
 * opponent to move, where the chain it saves lives there; failing a
 * capture, the same after his extension of a chain in atari
 * (tg_status__mover_extends), failing that after his atari that wins a
 * race (tg_status__mover_ataris). */
static void estimate_position(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                              const tg_estimate_options *opt, bool may_capture, tg_life_map *out) {
    /* The certainty of each stone before the search's verdicts that
     * follow the player to move are made uncertain: the same whether or
     * not the caller asked for the verdicts only (which leaves that
     * search out), so the atari's bar below reads the same either way. */
    uint8_t unturned[TG_MAX_POINTS];
    memset(unturned, 0, sizeof unturned);
    estimate(b, rules, to_move, seed, opt, out, unturned);
    if (!may_capture || !opt || !opt->unfinished) return;
    tg_mover_play m = tg_status__mover_capture(b, to_move);
    if (m.play == TG_PASS) m = tg_status__mover_extends(b, to_move);
    if (m.play == TG_PASS) m = tg_status__mover_ataris(b, to_move, out, unturned);
    if (m.play == TG_PASS) return;
    tg_board after = *b;
    tg_board_play(&after, m.play, to_move);
    static const tg_life_map zero;
    tg_life_map in = zero;
    /* A bar on certainty needs the certainty: read in full after the
     * play even for a caller that wants the verdicts only, so that the
     * verdicts stay the same either way. */
    tg_estimate_options after_opt = *opt;
    if (m.min_certainty > 0) after_opt.verdicts_only = false;
    if (life_estimate(&after, rules, tg_opponent(to_move), seed, &after_opt, false, &in) != TG_OK) return;
    /* A capture that does not save the chain is no rescue (a capture in
     * the opponent's eye, answered on its vital point). */
    if (in.life[m.saved] == TG_LIFE_DEAD) return;
    tg_status__merge_capture(b, &after, &m, &in, out);
}

tg_status tg_life_estimate(const tg_board *given, const tg_rules *rules, tg_color to_move,
                           uint64_t seed, const tg_estimate_options *opt, tg_life_map *out) {
    return life_estimate(given, rules, to_move, seed, opt, true, out);
}

static tg_status life_estimate(const tg_board *given, const tg_rules *rules, tg_color to_move, uint64_t seed,
                               const tg_estimate_options *opt, bool may_capture, tg_life_map *out) {
    if (to_move != TG_BLACK && to_move != TG_WHITE) return TG_ERR_ARG;
    /* The verdict is a function of the position, the player to move and the
     * ko point only. The board's internal order (its list of empty points,
     * which the playouts draw from, its chain heads, the order in which
     * steps visit chains and fill dame) depends on the moves that reached
     * it and on the coordinates: so the steps read the position's
     * canonical image among the board's 8 symmetries (orient.c),
     * rebuilt from the colours alone, and the verdicts are moved back
     * (the player to move's stones ranked first in choosing the image,
     * so that the position with the colours and the player to move
     * swapped reads the same image, colours swapped). A
     * board and its mirror images are then judged alike point for point,
     * the playouts' random sequence included; only a position symmetric
     * in itself (two symmetries give the least image) may differ from its
     * images where the ko point or the seed's luck breaks the tie. */
    int k = tg_orient__canonical(given, TG_PASS, to_move);
    tg_board canon;
    tg_orient__board(given, k, &canon);
    tg_life_map img;
    estimate_position(&canon, rules, to_move, seed, opt, may_capture, &img);
    memset(out, 0, sizeof *out);
    out->playouts = img.playouts;
    for (int y = 0; y < given->height; y++)
        for (int x = 0; x < given->width; x++) {
            tg_point p = tg_point_at(given, x, y);
            tg_point q = tg_orient__point(given, k, &canon, p);
            out->life[p] = img.life[q];
            out->reason[p] = img.reason[q];
            out->certainty[p] = img.certainty[q];
            out->ownership[p] = img.ownership[q];
            out->pass_alive[p] = img.pass_alive[q];
        }
    return TG_OK;
}
