/*
 * status_estimate.c — proposing dead stones at the end of a game.
 *
 * Eight steps, each correcting the one before:
 *  1. Benson (status_benson.c): pass-alive chains are alive and stones in
 *     pass-alive territory are dead, with certainty 100. Nothing later
 *     changes these.
 *  2. Monte Carlo ownership: playouts from the final position, the player
 *     to move first, random legal plays that neither fill one's own eye
 *     nor put a chain of three or more stones into atari (so a seki, whose
 *     shared liberties are exactly such plays, survives the playouts). A
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
 *     and stops at the first capture (keep_played_verdict).
 *  4. Consistency, eye shapes and seki: chains of one colour sharing an
 *     eye space (a region of empty points and dead opponent stones
 *     touching no live opponent stone) take the majority verdict of the
 *     group, weighted by stones; groups whose eye spaces make one eye at
 *     most, with no race around them, are dead (status_eyes.c: squared
 *     four, bulky five, a false seki whose capture leaves a nakade ...);
 *     large groups whose eye spaces make one eye at most once false eyes
 *     are told (a one-point space between opponent diagonals), whose
 *     liberties outside are single points against a safe wall, are dead
 *     (status_read_group.c: GNU Go's scoring case score11); a chain
 *     in atari that its owner cannot save is dead (status_semeai.c);
 *     then seki is found on the board without the dead chains
 *     (tg_find_seki), also testing uncertain dead chains for a seki that
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
 *  5. Open areas: a chain the playouts alone call dead that reaches a surely
 *     live chain of its own colour through empty points and dead stones is not
 *     enclosed; it is left alive with certainty 0 (uncertain): the game has
 *     not settled that area, and players do not count such stones dead.
 *     Not through an opponent chain this step itself leaves alive.
 *  6. Search: if chains are still unsure (a verdict of the playouts with
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
 *     other player moving first would change is uncertain, and a
 *     question that turns on a ko is left as the steps before judged it.
 *
 * Invariant: deterministic for a given position (colours and ko point),
 * colour to move, seed and options, whatever move order reached it (the
 * search is set up from the colours alone, one thread, the same seed); no
 * allocation but step 3's transposition table (tg_confirm_solve), the
 * search's tree in step 6 and step 8's table, each freed before its step
 * returns and each only a speed-up or a refinement if it cannot be had
 * (the rest works on the stack, a few boards); no global state.
 *
 * What it does not do: look at the history (captures, ko threats), or
 * read large open areas exactly: those are left to the playouts and the
 * search.
 */
#include <string.h>

#include "tengen/search.h"
#include "tengen/status.h"

#include "orient.h"
#include "pick.h"
#include "score_internal.h"
#include "status_internal.h"

/* ---------------------------------------------------------------- random */

static uint64_t rng_next(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int rng_below(uint64_t *s, int n) { return (int)((rng_next(s) >> 33) % (uint64_t)n); }

/* --------------------------------------------------------------- playout */

/* Whether c playing at p (legal, no capture) leaves its chain with one
 * liberty while that chain has at least three stones. Cheap: only chains
 * with fewer than three liberties are walked. */
static bool big_self_atari(const tg_board *b, tg_point p, tg_color c) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_point libs[2];
    int nlibs = 0, size = 1;
    tg_point heads[4];
    int nheads = 0;
    for (int k = 0; k < 4; k++) {
        tg_point q = (tg_point)(p + off[k]);
        if (b->color[q] == TG_EMPTY) {
            if (nlibs == 0 || libs[0] != q) {
                if (nlibs == 1) return false;
                libs[nlibs++] = q;
            }
        } else if (b->color[q] == c) {
            tg_point h = b->chain[q];
            bool dup = false;
            for (int i = 0; i < nheads; i++) dup |= heads[i] == h;
            if (dup) continue;
            heads[nheads++] = h;
            size += tg_board_chain_size(b, h);
            if (b->libs[h] >= 3) return false;
        }
    }
    for (int i = 0; i < nheads; i++) {
        tg_point h = heads[i], t = h;
        do {
            for (int k = 0; k < 4; k++) {
                tg_point l = (tg_point)(t + off[k]);
                if (b->color[l] != TG_EMPTY || l == p) continue;
                if (nlibs >= 1 && libs[0] == l) continue;
                if (nlibs == 1) return false;
                libs[nlibs++] = l;
            }
            t = b->next[t];
        } while (t != h);
    }
    return nlibs <= 1 && size >= 3;
}

static bool playout_move_ok(const tg_board *b, tg_point p, tg_color c) {
    if (b->ko_point == p && b->ko_color == c) return false;
    if (tg_board_is_eye(b, p, c)) return false;
    tg_play_effect e = tg_board_predict(b, p, c);
    if (e.self_captured) return false;
    if (e.captured) return true;
    return !big_self_atari(b, p, c);
}

/* The tactical reply to the last move: capture a chain next to it that
 * is in atari, or save an own chain next to it from atari by extending
 * (when that gives it two liberties or more). TG_PASS if none. */
static tg_point atari_reply(const tg_board *b, tg_point last, tg_color c, uint64_t *rng) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    if (last == TG_PASS) return TG_PASS;
    tg_point cand[8];
    int n = 0;
    for (int k = 0; k < 5; k++) {
        tg_point q = k < 4 ? (tg_point)(last + off[k]) : last;
        uint8_t qc = b->color[q];
        if ((qc != TG_BLACK && qc != TG_WHITE) || b->libs[b->chain[q]] != 1) continue;
        /* Find the one liberty. */
        tg_point h = b->chain[q], t = h, lib = TG_PASS;
        do {
            for (int j = 0; j < 4 && lib == TG_PASS; j++)
                if (b->color[t + off[j]] == TG_EMPTY) lib = (tg_point)(t + off[j]);
            t = b->next[t];
        } while (t != h && lib == TG_PASS);
        if (lib == TG_PASS || !playout_move_ok(b, lib, c)) continue;
        if (qc == c) {
            tg_board tmp = *b;
            tg_board_play(&tmp, lib, c);
            if (tmp.color[lib] != c || tg_board_libs(&tmp, lib) < 2) continue;
        }
        if (n < 8) cand[n++] = lib;
    }
    return n ? cand[rng_below(rng, n)] : TG_PASS;
}

/* (status_internal.h) Uniform over the plays playout_move_ok allows
 * (pick.h says why uniform). */
tg_point tg_status__random_play(const tg_board *b, tg_color c, uint64_t *rng) {
    return tg_pick_empty(b, c, playout_move_ok, rng_below, rng);
}

/* Plays one game out on b and adds its ownership into own[] (+1 black,
 * -1 white). */
static void playout(tg_board *b, tg_color c, uint64_t *rng, int max_moves, int32_t *own) {
    int passes = 0;
    tg_point last = TG_PASS;
    for (int m = 0; m < max_moves && passes < 2; m++) {
        tg_point chosen = atari_reply(b, last, c, rng);
        if (chosen == TG_PASS) chosen = tg_status__random_play(b, c, rng);
        if (chosen == TG_PASS) {
            tg_board_pass(b);
            passes++;
        } else {
            tg_board_play(b, chosen, c);
            passes = 0;
        }
        last = chosen;
        c = tg_opponent(c);
    }
    const int off[4] = {-b->stride, -1, 1, b->stride};
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t col = b->color[p];
            if (col == TG_EMPTY) {
                uint8_t seen = 0;
                for (int k = 0; k < 4; k++) {
                    uint8_t q = b->color[p + off[k]];
                    if (q == TG_BLACK || q == TG_WHITE) seen |= q;
                }
                col = seen == TG_BLACK || seen == TG_WHITE ? seen : TG_EMPTY;
            }
            if (col == TG_BLACK) own[p]++;
            else if (col == TG_WHITE) own[p]--;
        }
}

/* The seed of the k-th repeat (k >= 1) of a measure made with seed: steps
 * 3 and 6 repeat theirs where one run leaves a verdict to chance. */
static uint64_t other_seed(uint64_t seed, int k) { return seed + 0x632BE59BD9B4E019ull * (uint64_t)k; }

/* Plays n games out from b, to_move first, from the seed's random
 * sequence, adding their ownership into own[]. */
static void play_out(const tg_board *b, tg_color to_move, uint64_t seed, int n, int32_t *own) {
    uint64_t rng = seed ^ 0x2545F4914F6CDD1Dull;
    const int npts = tg_board_points(b);
    for (int i = 0; i < n; i++) {
        tg_board w = *b;
        playout(&w, to_move, &rng, 3 * npts, own);
    }
}

/* ------------------------------------------------------------- helpers */

static tg_point find_root(uint16_t *parent, tg_point a) {
    while (parent[a] != a) a = parent[a] = parent[parent[a]];
    return a;
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

static bool is_benson(const tg_life_map *m, tg_point s) {
    return m->reason[s] == TG_WHY_PASS_ALIVE || m->reason[s] == TG_WHY_PASS_DEAD;
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
            if ((c != TG_BLACK && c != TG_WHITE) || is_benson(in, s)) continue;
            if (in->reason[s] == TG_WHY_READING) continue;
            tg_point r = find_root(parent, b->chain[s]);
            int avg = sum[r] / cnt[r];
            m->life[s] = avg < dead_below ? TG_LIFE_DEAD : TG_LIFE_ALIVE;
            m->certainty[s] = (uint8_t)(avg < 0 ? -avg : avg);
        }
}

/* The heads of the opponent chains next to the chain of s on w or sharing
 * a liberty with it (up to 32), in opp[]; returns how many. */
static int race_neighbours(const tg_board *w, tg_point s, tg_point *opp) {
    const int off[4] = {-w->stride, -1, 1, w->stride};
    tg_color o = tg_opponent((tg_color)w->color[s]);
    int nopp = 0;
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            for (int j = -1; j < 4; j++) {
                tg_point r = j < 0 ? q : (tg_point)(q + off[j]);
                if (j >= 0 && w->color[q] != TG_EMPTY) break;
                if (w->color[r] != o) continue;
                tg_point h = w->chain[r];
                bool dup = false;
                for (int i = 0; i < nopp; i++) dup |= opp[i] == h;
                if (!dup && nopp < 32) opp[nopp++] = h;
            }
        }
        t = w->next[t];
    } while (t != s);
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

/* Step 4b: seki. Dead chains that are not sure are put back and tested;
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
static void find_sekis(const tg_board *b, tg_life_map *m) {
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
            if (w.color[s] == TG_EMPTY || !seki[s] || is_benson(m, s)) continue;
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
            if (w.color[s] == TG_EMPTY || is_benson(m, s)) continue;
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

/* Step 5: a chain the playouts (or, once it has run, the search) call dead
 * but that reaches a surely live
 * chain of its own colour (alive, not in seki, not uncertain) through empty
 * points and dead stones is not enclosed: the
 * game has not settled that area, and a stone of an unsettled area is not
 * dead (players leave it; OGS's checked boards count it for nobody).
 * Two passes: the second does not cross an opponent chain that the first
 * left alive here, so no chain reaches safety through stones this step
 * itself keeps standing (Tygem 879360592: Black's F8 reached Black's left
 * side only through White's D4 chain, which the playouts killed and this
 * step revives, once Black's E4 beside it is dead in atari, step 4d).
 * A chain of the chain's own colour left alive in the first pass is still
 * crossed: it is dead on the map the pass reads, and reaching safety
 * through it is the same way out. */
static void open_areas(const tg_board *b, tg_life_map *m, bool *revive) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    uint16_t stack[TG_MAX_POINTS];
    uint16_t seen[TG_MAX_POINTS];
    bool first[TG_MAX_POINTS];
    memset(seen, 0, sizeof seen);
    memset(first, 0, sizeof first);
    uint16_t mark = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) memcpy(first, revive, sizeof first);
        memset(revive, 0, TG_MAX_POINTS * sizeof *revive);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                uint8_t c = b->color[s];
                if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s) continue;
                if (m->life[s] != TG_LIFE_DEAD || (m->reason[s] != TG_WHY_ESTIMATE && m->reason[s] != TG_WHY_SEARCH)) continue;
                mark++;
                int sp = 0;
                bool open = false;
                stack[sp++] = s;
                seen[s] = mark;
                while (sp && !open) {
                    tg_point p = stack[--sp];
                    for (int k = 0; k < 4; k++) {
                        tg_point q = (tg_point)(p + off[k]);
                        uint8_t qc = b->color[q];
                        if (qc == TG_EDGE || seen[q] == mark) continue;
                        if (qc == c && m->life[q] == TG_LIFE_ALIVE && !tg_life_is_uncertain(b, m, q)) {
                            open = true;
                            break;
                        }
                        if (qc == TG_EMPTY || (m->life[q] == TG_LIFE_DEAD && (qc == c || !first[b->chain[q]]))) {
                            seen[q] = mark;
                            stack[sp++] = q;
                        }
                    }
                }
                revive[s] = open;
            }
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c == TG_BLACK || c == TG_WHITE) && revive[b->chain[s]]) {
                m->life[s] = TG_LIFE_ALIVE;
                m->reason[s] = TG_WHY_ESTIMATE;
                m->certainty[s] = 0;
            }
        }
}

/* Whether a stone of the chain of s touches an opponent chain that is
 * surely dead: read out, confirmed, pass-dead or dead by its eye shape. */
static bool beside_sure_dead(const tg_board *b, const tg_life_map *m, tg_point s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent((tg_color)b->color[s]);
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != o || m->life[q] != TG_LIFE_DEAD) continue;
            uint8_t r = m->reason[q];
            if (r == TG_WHY_READING || r == TG_WHY_CONFIRM || r == TG_WHY_PASS_DEAD || r == TG_WHY_SHAPE) return true;
        }
        t = b->next[t];
    } while (t != s);
    return false;
}

/* Whether the chain of s stands next to a chain of the other colour that
 * flipped[] marks (at its head), or shares a liberty with a marked chain of
 * either colour: the other side of the same fight, or a chain of the same
 * group (an eye between them) that the fight has turned over too. */
static bool against_flipped(const tg_board *b, const bool *flipped, tg_point s) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent((tg_color)b->color[s]);
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            for (int j = -1; j < 4; j++) {
                tg_point r = j < 0 ? q : (tg_point)(q + off[j]);
                if (j >= 0 && b->color[q] != TG_EMPTY) break;
                if (((j < 0 && b->color[r] == o) || (j >= 0 && b->color[r] != TG_EMPTY && b->color[r] != TG_EDGE)) &&
                    flipped[b->chain[r]] && b->chain[r] != s)
                    return true;
            }
        }
        t = b->next[t];
    } while (t != s);
    return false;
}

/* The search's ownership own[] (-1..1) of the chain of s, averaged over
 * its stones, from its owner's side. */
static double search_share(const tg_board *b, const double *own, tg_point s) {
    double sum = 0;
    int n = 0;
    tg_point t = s;
    do {
        sum += own[t];
        n++;
        t = b->next[t];
    } while (t != s);
    return b->color[s] == TG_WHITE ? -sum / n : sum / n;
}

/* The share of the search the chain of s needs to be alive: a chain the
 * playouts call dead comes back only at TG_LIFE_SEARCH_REVIVE, one they
 * give to its owner (certainty TG_LIFE_UNSURE_BELOW or more) stays alive
 * at TG_LIFE_SEARCH_LIVE. A chain they call alive below that certainty
 * is near even in their games, and which side of even it fell is the
 * seed's: it needs TG_LIFE_SEARCH_REVIVE, as a dead one does, so that
 * the bar it is judged by does not follow the seed (Tygem 888414899:
 * White's H14, G13, K13 and E11 at playout certainties of 4 to 10, dead
 * or alive by the seed, search ownership 0.48 to 0.55: alive at seeds 3,
 * 5 and 6 under the lower bar, W+67.5 against the recorded B+22.5; at
 * seeds 5 and 8 the mean of four searches still lies at 0.51, a coin
 * toss the averaging does not settle). */
static double search_bar(const tg_life_map *m, tg_point s) {
    return m->life[s] == TG_LIFE_ALIVE && m->certainty[s] >= TG_LIFE_UNSURE_BELOW ? TG_LIFE_SEARCH_LIVE
                                                                                 : TG_LIFE_SEARCH_REVIVE;
}

/* The search's verdict on the chain of s (its head): alive if the
 * search's ownership own[] gives it to its owner by at least its bar
 * (search_bar), else dead. Set on the map unless one of the holds below
 * applies; true if the map was set.
 *  - A chain is alive only where the search clearly keeps it. Near even,
 *    its owner has not shown two eyes or a won race by the end of the
 *    game: the search's players, who choose their moves, save it in half
 *    their games and lose it in the other half, and which half wins at
 *    ownership near 0 is the seed's choice (GNU Go's score9: Black's
 *    centre group, about 40 stones, at a search ownership of -0.20 to
 *    +0.05 over 40 seeds, its playouts' +0.2 to +0.5; dead in GNU Go's
 *    answer, and so in players' counts of a group that cannot show it
 *    lives). The playouts' own share no longer weighs in: they chose
 *    the chain as unsure, which is all their random moves can tell of a
 *    fight.
 *  - A chain the playouts call dead comes back only at a clear search
 *    ownership, TG_LIFE_SEARCH_REVIVE (OGS game 33897561, GNU Go's
 *    score30: revived at 0.07 to 0.10, both wrong; on the whole corpus
 *    every revival at 0.22 to 0.44 was wrong, 11 games, Tygem
 *    885808204's Q18 among them, and GoBucks' S19, right, comes back at
 *    0.71); below it, at a share of 0 or more, it keeps the playouts'
 *    verdict and reason.
 *  - Nor is a chain killed beside a chain of the other colour that is
 *    surely dead (read out, pass-dead, by its eye shape): a dead chain's
 *    neighbours own its area. Two chains in mutual atari would otherwise
 *    both be dead (OGS game_beta_17150: B9 read out dead, the white chain
 *    A8-B7 beside it killed by the search). The hold is for a chain the
 *    playouts give to its owner: one they leave near even
 *    (tg_life_is_uncertain) is alive or dead by the sign of a near-zero
 *    share, and a dead one is never held, so the hold on the alive one
 *    made the verdict the seed's (Tygem 880618009: White's O17, 22 stones
 *    around Black's read-dead N12, dead at certainty 15 or alive at 3 by
 *    the seed, search ownership 0.05: alive and held at seed 3, W+96.5
 *    against the recorded B+2.5). */
static bool search_decides(const tg_board *b, tg_life_map *m, const double *own, tg_point s) {
    double share = search_share(b, own, s), bar = search_bar(m, s);
    bool alive = share >= bar;
    if (!alive && m->life[s] == TG_LIFE_DEAD && share >= 0) return false;
    if (!alive && !tg_life_is_uncertain(b, m, s) && beside_sure_dead(b, m, s)) return false;
    /* certainty: the search's share for the verdict; 0 for a chain dead
     * below the bar at a share of 0 or more, which the search does not
     * give to the opponent either (tg_life_is_uncertain: below
     * TG_LIFE_UNSURE_BELOW the verdict is a guess, and step 5 does not
     * count on such a chain) */
    double sure = alive ? share : share < 0 ? -share : 0;
    tg_status__set_chain(b, m, s, alive ? TG_LIFE_ALIVE : TG_LIFE_DEAD, TG_WHY_SEARCH, (int)(100 * sure));
    return true;
}

/* Whether a chain round 0 of search_unsure decides (unsure, not seki,
 * not in an open area) has a share of own[] within TG_LIFE_SEARCH_DOUBT
 * of its bar. */
static bool in_doubt(const tg_board *b, const tg_life_map *m, const bool *open, const double *own) {
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s) continue;
            if (m->reason[s] != TG_WHY_ESTIMATE || m->life[s] == TG_LIFE_SEKI || open[s]) continue;
            if (m->certainty[s] >= TG_LIFE_SEARCH_BELOW) continue;
            double d = search_share(b, own, s) - search_bar(m, s);
            if (d < TG_LIFE_SEARCH_DOUBT && d > -TG_LIFE_SEARCH_DOUBT) return true;
        }
    return false;
}

/* Marks in follows[] (at their heads) the chains the search has just
 * decided whose verdict follows the player to move: a search with the
 * other player first (a quarter of the playouts: it only checks a side
 * of the bar) puts their share on the other side of the bar that decided
 * them. At the end of a game the dead stones do not depend on who would
 * move next; where they do, whoever moves first wins the fight, and the
 * verdict is a guess the count must not state as fact (OGS
 * game_seki_64848549, GoBucks: one verdict with Black to move, the other
 * with White, bench/JUDGEMENT.md, branch tomove). The map is not
 * touched: the verdicts stay the search's with the player to move. */
static void mark_following(const tg_board *b, const tg_rules *rules, tg_color to_move, long playouts,
                           uint64_t seed, const tg_life_map *m, const bool *decided, const double *bar,
                           bool *follows) {
    bool any = false;
    for (int i = 0; i < TG_MAX_POINTS && !any; i++) any = decided[i] && m->reason[i] == TG_WHY_SEARCH;
    if (!any) return;
    double rev[TG_MAX_POINTS];
    long n = playouts / 4 > 0 ? playouts / 4 : 1;
    if (tg_search_ownership_of(b, rules, tg_opponent(to_move), n, seed, rev) != TG_OK) return;
    for (int i = 0; i < TG_MAX_POINTS; i++) {
        if (!decided[i] || m->reason[i] != TG_WHY_SEARCH) continue;
        bool alive = m->life[i] == TG_LIFE_ALIVE;
        follows[i] = (search_share(b, rev, (tg_point)i) >= bar[i]) != alive;
    }
}

/* Step 6: chains the playouts leave unsure take the search's verdict
 * (search_decides; until branch robust the sign of 7 parts the search's
 * ownership to 3 the playouts', whose near-even chains took the seed's
 * verdict: bench/JUDGEMENT.md).
 * Nothing is done if fewer than TG_LIFE_SEARCH_STONES stones are unsure
 * (the search costs several times the rest of the estimate, and a few
 * stones rarely decide a count), or if the search cannot get its memory. Chains left alive by step 5 (open[] at their head) keep that
 * verdict: the search plays the unsettled area out and would kill them,
 * where players leave such stones standing. seeds[] marks (at their
 * heads) the chains steps 4b-4d turned over against the vote: the rounds
 * start from them as from the chains the search turns over. */
static void search_unsure(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                          long playouts, const bool *open, const bool *seeds, tg_life_map *m, bool *follows) {
    int unsure = 0;
    bool seeded = false;
    for (int i = 0; i < TG_MAX_POINTS; i++) seeded |= seeds[i];
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            unsure += (c == TG_BLACK || c == TG_WHITE) && m->reason[s] == TG_WHY_ESTIMATE &&
                      m->life[s] != TG_LIFE_SEKI && m->certainty[s] < TG_LIFE_SEARCH_BELOW &&
                      !open[b->chain[s]];
        }
    bool against = false;
    for (int y = 0; seeded && !against && y < b->height; y++)
        for (int x = 0; x < b->width && !against; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s) continue;
            if (m->reason[s] != TG_WHY_ESTIMATE || m->life[s] == TG_LIFE_SEKI || open[s]) continue;
            against = against_flipped(b, seeds, s);
        }
    /* A seed with a chain the rounds would ask beside it calls the search
     * even with few unsure stones. */
    if (unsure < TG_LIFE_SEARCH_STONES && !against) return;
    tg_rules area;
    if (!rules) {
        char err[8];
        if (tg_rules_parse("chinese", &area, err, sizeof err) != TG_OK) return;
        rules = &area;
    }
    double own[TG_MAX_POINTS];
    if (tg_search_ownership_of(b, rules, to_move, playouts, seed, own) != TG_OK) return;
    /* A chain whose share lies within TG_LIFE_SEARCH_DOUBT of its bar is
     * in doubt: the seed would choose its verdict. Then
     * TG_LIFE_SEARCH_AGAIN more searches, each with its own seed, are
     * averaged in, so that the verdict is the reading's, not one
     * search's luck. Only where in doubt: most positions pay for one
     * search. */
    for (int k = 1; k <= TG_LIFE_SEARCH_AGAIN && in_doubt(b, m, open, own); k++) {
        double more[TG_MAX_POINTS];
        if (tg_search_ownership_of(b, rules, to_move, playouts, other_seed(seed, k), more) != TG_OK) break;
        for (int i = 0; i < TG_MAX_POINTS; i++) own[i] = (own[i] * k + more[i]) / (k + 1);
    }
    /* Round 0: the unsure chains. Then, round after round, the chains the
     * playouts or the group vote settled (reason estimate) that stand
     * against a chain the search turned over (next to it or sharing a
     * liberty with it), or share a liberty with a chain of their colour it
     * turned over: both sides of one fight take the search's verdict.
     * The vote joins chains through eye spaces that hold the opponent's
     * dead stones; when the search revives those stones, the chains that
     * took their certainty from that space have lost it (Tygem 886806085:
     * White's J17, ten stones in atari, alive at certainty 87 through
     * Black's H18, which the playouts killed and the search revived;
     * 877110509: White's S11, R12, T12 beside Black's revived S10, and
     * S13, which shares their eye S12). */
    bool decided[TG_MAX_POINTS], flipped[TG_MAX_POINTS];
    double bar[TG_MAX_POINTS];
    memset(decided, 0, sizeof decided);
    memcpy(flipped, seeds, sizeof flipped);
    for (int round = 0;; round++) {
        bool any = round == 0 && against;
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                uint8_t c = b->color[s];
                if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s || decided[s]) continue;
                if (m->reason[s] != TG_WHY_ESTIMATE || m->life[s] == TG_LIFE_SEKI || open[s]) continue;
                if (round == 0 ? m->certainty[s] >= TG_LIFE_SEARCH_BELOW : !against_flipped(b, flipped, s)) continue;
                decided[s] = true;
                tg_life was = (tg_life)m->life[s];
                bar[s] = search_bar(m, s);
                if (!search_decides(b, m, own, s)) continue;
                if (m->life[s] != was) flipped[s] = any = true;
            }
        if (!any) break;
    }
    mark_following(b, rules, to_move, playouts, seed, m, decided, bar, follows);
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
            play_out(b, pg->to_move, other_seed(pg->seed, k), games, pg->own);
        pg->games = games * (READ_PLAYED_AGAIN + 1);
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (!contested(b, played, m, s)) continue;
            int d = past_bar(b, played, pg, s);
            coin[s] = d < READ_PLAYED_DOUBT && d > -READ_PLAYED_DOUBT;
            if (d < 0) continue;
            tg_point t = s;
            do {
                m->life[t] = played->life[t];
                m->reason[t] = played->reason[t];
                m->certainty[t] = played->certainty[t];
                t = b->next[t];
            } while (t != s);
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
 * stone played back is taken again: dead), and not for Benson's dead. */
#define NAKADE_SEKI_STONES 3
#define NAKADE_SEKI_MAX_STONES 6

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

int tg_status__nakade_sekis(const tg_board *b, tg_life_map *m) {
    /* Most boards have no candidate chain: no board copy, no seki reading. */
    bool candidate = false;
    for (int y = 0; y < b->height && !candidate; y++)
        for (int x = 0; x < b->width && !candidate; x++) {
            tg_point s = tg_point_at(b, x, y);
            candidate = (b->color[s] == TG_BLACK || b->color[s] == TG_WHITE) && b->chain[s] == s &&
                        m->life[s] == TG_LIFE_DEAD && b->libs[s] >= 2 && in_nakade_range(b, s);
        }
    if (!candidate) return 0;
    tg_board w = *b;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if ((b->color[s] == TG_BLACK || b->color[s] == TG_WHITE) && m->life[s] == TG_LIFE_DEAD)
                w.color[s] = TG_EMPTY;
        }
    tg_board_rebuild(&w);
    tg_board filled = w;
    regions fr, r;
    tg_score__fill_dame(&filled, &fr);
    bool seki[TG_MAX_POINTS];
    tg_score__find_seki_with_dead(&w, b, &filled, &fr, seki);
    tg_score__find_regions(&w, &r);
    const int off[4] = {-b->stride, -1, 1, b->stride};
    int changed = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s || m->life[s] != TG_LIFE_DEAD) continue;
            if (is_benson(m, s) || m->reason[s] == TG_WHY_MARKED) continue;
            if (b->libs[s] < 2 || !in_nakade_range(b, s)) continue;
            uint8_t o = (uint8_t)tg_opponent((tg_color)c);
            if (r.borders[r.of[s] - 1] != o) continue;
            bool beside_seki = false;
            tg_point t = s;
            do {
                for (int k = 0; k < 4; k++) {
                    tg_point q = (tg_point)(t + off[k]);
                    beside_seki |= w.color[q] == o && seki[q];
                }
                t = b->next[t];
            } while (t != s);
            if (!beside_seki) continue;
            changed++;
            do {
                m->life[t] = TG_LIFE_SEKI;
                m->reason[t] = TG_WHY_SEKI;
                t = b->next[t];
            } while (t != s);
        }
    return changed;
}

/* ------------------------------------------------------------ estimate */

/* The eight steps on b, a board in its canonical orientation, rebuilt
 * (tg_life_estimate). */
static void estimate(const tg_board *b, const tg_rules *rules, tg_color to_move, uint64_t seed,
                     const tg_estimate_options *opt, tg_life_map *out) {
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
    play_out(b, to_move, seed, o.playouts, own);
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
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s || is_benson(out, s)) continue;
            int avg = chain_share(b, &pg, s);
            tg_status__set_chain(b, out, s, avg < o.dead_below ? TG_LIFE_DEAD : TG_LIFE_ALIVE,
                      TG_WHY_ESTIMATE, avg < 0 ? -avg : avg);
        }
    /* 3. Local reading of uncertain chains in small areas. */
    tg_life_map played = *out;
    if (o.read_budget > 0) tg_life_confirm(b, rules, false, o.read_budget, out);
    bool coin[TG_MAX_POINTS];
    keep_played_verdict(b, &played, &pg, out, coin);
    for (int i = 0; i < TG_MAX_POINTS; i++)
        if (out->reason[i] == TG_WHY_CONFIRM) out->reason[i] = TG_WHY_READING;
    const tg_life_map kept = *out;
    /* 4. Groups and seki. */
    tg_life_map voted = *out;
    vote_groups(b, out, &voted, o.dead_below);
    *out = voted;
    /* 4b. Eye shapes: groups that cannot make two eyes (status_eyes.c). */
    tg_life_eye_shapes(b, out);
    /* 4c. Large groups: false eyes, sealed liberties (status_read_group.c). */
    tg_life_read_groups_to_move(b, to_move, out);
    /* Off by default: measured on the corpora it moved games both ways
     * (bench/STATUS_AGREEMENT.md). */
    if (o.race_below > 0) tg_life_semeai(b, o.race_below, out);
    /* 4d. Chains in atari that cannot escape (status_semeai.c). */
    tg_status__life_atari(b, out);
    /* 4e. Races closed in by walls (status_closed_race.c). */
    tg_status__closed_races(b, to_move, out);
    find_sekis(b, out);
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
    open_areas(b, out, open);
    if (o.search_playouts >= 0) {
        /* 6. The search settles the unsure chains of closed areas; then the
         * open areas are found again on its verdicts: a chain left alive
         * only because it reached a group the search has killed is dead
         * again, as the playouts said, and a chain the search killed that
         * reaches a surely live chain of its colour lives, as the
         * playouts' dead chains there do (a stone of an unsettled area,
         * Tygem 879114966's H11-H14; whole corpus +7 games, none lost). */
        search_unsure(b, rules, to_move, seed, o.search_playouts ? o.search_playouts : TG_LIFE_SEARCH_PLAYOUTS,
                      open, seeds, out, follows);
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point s = tg_point_at(b, x, y);
                if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
                if (!open[b->chain[s]]) continue;
                out->life[s] = before.life[s];
                out->reason[s] = before.reason[s];
                out->certainty[s] = before.certainty[s];
            }
        open_areas(b, out, open);
    }
    /* 7. Chains whose capture leaves a nakade in a group living in seki. */
    tg_status__nakade_sekis(b, out);
    /* 8. Questions closed in by living walls, read out to the end. */
    tg_status__enclosed(b, to_move, out);
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
            if (follows[b->chain[s]] && out->reason[s] == TG_WHY_SEARCH) out->certainty[s] = 0;
            if (coin[b->chain[s]] && out->life[s] == kept.life[s] && out->reason[s] == kept.reason[s])
                out->certainty[s] = 0;
        }
}

tg_status tg_life_estimate(const tg_board *given, const tg_rules *rules, tg_color to_move,
                           uint64_t seed, const tg_estimate_options *opt, tg_life_map *out) {
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
    estimate(&canon, rules, to_move, seed, opt, &img);
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
