/*
 * score.c — counting a final position: area, territory or stones, with
 * seki, group tax, komi, handicap compensation and the WMSG first-pass point
 * (RULES.md §8), point by point.
 *
 * The order is fixed: remove the dead chains (they become the opponent's
 * prisoners and their points empty), find the empty regions and whom each
 * borders, find seki, then count. Every point gets exactly one verdict in
 * tg_score.points, and the totals are sums of those verdicts, so the
 * picture and the numbers cannot disagree.
 *
 * Seki and the points an owner must fill are read by score_seki.c
 * (score_internal.h); this file counts with them. A seki eye is no
 * territory under seki=neutral. Under territory scoring, a point its owner
 * must fill to save a chain left in atari once the dame are filled is not
 * territory (the 1989 rules' commentary to article 8). Area scoring is
 * unaffected (the owner's stone there would count the same as the empty
 * point), and so is territory scoring with pass stones (AGA: the
 * opponent's pass while the owner fills hands over a stone).
 *
 * What it does not do: decide which stones are dead (the caller says),
 * read seki (score_seki.c), or change a game.
 */
#include <stdio.h>
#include <string.h>

#include "tengen/tengen.h"

#include "orient.h"
#include "score_internal.h"

/* ------------------------------------------------------------ group tax */

/* Group tax: chains of one colour joined through the eyes they share form
 * a group; each living group pays 2, a group in seki pays one per eye up to
 * 1 (RULES.md §8). */
static void group_tax(const tg_board *b, const regions *r, const bool *seki, int tax[3]) {
    uint16_t parent[TG_MAX_POINTS];
    int16_t region_chain[TG_MAX_POINTS]; /* a chain head bordering region i */
    tg_score__find_groups(b, r, parent, region_chain);
    /* Per group root: eyes, and whether any chain is in seki. */
    uint16_t eyes[TG_MAX_POINTS];
    bool in_seki[TG_MAX_POINTS], is_root[TG_MAX_POINTS];
    memset(eyes, 0, sizeof eyes);
    memset(in_seki, 0, sizeof in_seki);
    memset(is_root, 0, sizeof is_root);
    for (int i = 0; i < r->count; i++) {
        if (region_chain[i] < 0) continue;
        uint16_t a = tg_score__group_root(parent, (uint16_t)region_chain[i]);
        eyes[a]++;
    }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) continue;
            uint16_t a = tg_score__group_root(parent, b->chain[s]);
            is_root[a] = true;
            in_seki[a] |= seki[s];
        }
    for (int p = 0; p < TG_MAX_POINTS; p++) {
        if (!is_root[p]) continue;
        tax[b->color[p]] += in_seki[p] ? (eyes[p] > 0 ? 1 : 0) : 2;
    }
}

/* ---------------------------------------------------------------- score */

/* Whether the count reads seki: a seki eye counts for nobody, or a group
 * in seki pays less tax. */
static bool wants_seki(const tg_rules *rules) {
    return rules->seki == TG_SEKI_NEUTRAL || rules->tax == TG_TAX_GROUP;
}

/* Whether the count reads the points an owner must fill: territory
 * counted without pass stones, after a counting phase. */
static bool wants_defence(const tg_rules *rules, const tg_score_context *ctx) {
    return rules->scoring == TG_SCORING_TERRITORY && !rules->pass_stones && !ctx->unfinished;
}

/* tg_score_position on b (ctx not NULL); where the count fills the dame
 * (wants_seki, wants_defence), b is in its canonical orientation. */
static tg_status count(const tg_board *b, const tg_rules *rules, const tg_score_context *ctx, const tg_point *dead,
                       int ndead, tg_score *out) {
    memset(out, 0, sizeof *out);
    /* Remove the dead chains. */
    tg_board w = *b;
    bool is_dead[TG_MAX_POINTS];
    memset(is_dead, 0, sizeof is_dead);
    for (int i = 0; i < ndead; i++) {
        tg_point p = dead[i];
        if (!tg_on_board(b, p)) return TG_ERR_ARG;
        uint8_t c = b->color[p];
        if ((c != TG_BLACK && c != TG_WHITE) || is_dead[p]) continue;
        tg_point h = b->chain[p], t = h;
        do {
            is_dead[t] = true;
            w.color[t] = TG_EMPTY;
            out->dead[c]++;
            t = b->next[t];
        } while (t != h);
    }
    tg_board_rebuild(&w);

    regions r;
    tg_score__find_regions(&w, &r);
    bool seki[TG_MAX_POINTS];
    bool want_seki = wants_seki(rules);
    /* Points a chain in atari must fill once the dame are filled: not
     * territory where territory is counted without pass stones (under
     * area scoring the owner's stone there counts the same; with pass
     * stones the opponent's pass meanwhile hands over a stone, so filling
     * costs nothing and AGA territory stays equal to area). */
    bool want_defence = wants_defence(rules, ctx);
    /* The dame filled once, for both readings. */
    tg_board filled;
    regions fr;
    if (want_seki || want_defence) {
        filled = w;
        tg_score__fill_dame(&filled, &fr);
    }
    if (want_seki) tg_score__find_seki_with_dead(&w, b, &filled, &fr, seki);
    else memset(seki, 0, sizeof seki);

    /* Regions bordered by one colour whose chains include one in seki:
     * seki eyes (seki_region); live_region: also bordered by a chain
     * not in seki. A region of two points or more beside a living chain
     * is that chain's territory even where a seki chain touches it: the
     * seki chain joins the living group through the region (without
     * filling it all: the rest is still the group's eye space), and the
     * liberty it shares with the opponent stays dame. A one-point region
     * there stays a seki eye: joining fills it. (Tygem 879067917: Black's
     * B1-C1, in seki with White's A2-C2 across A1, and Black's D2-G1 around
     * D1-F1, counted as Black's three points as recorded; 917004067's
     * A4, between Black's A3 chain in seki and its B4, neutral as
     * recorded.) */
    bool seki_region[TG_MAX_POINTS], live_region[TG_MAX_POINTS];
    memset(seki_region, 0, sizeof seki_region);
    memset(live_region, 0, sizeof live_region);
    if (want_seki) {
        const int off[4] = {-w.stride, -1, 1, w.stride};
        for (int i = 0; i < w.empty_count; i++) {
            tg_point p = w.empty[i];
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(p + off[k]);
                if (w.color[q] != TG_BLACK && w.color[q] != TG_WHITE) continue;
                if (seki[q]) seki_region[r.of[p] - 1] = true;
                else live_region[r.of[p] - 1] = true;
            }
        }
    }
    for (int i = 0; i < r.count; i++)
        if (live_region[i] && r.size[i] >= 2) seki_region[i] = false;

    bool defence[TG_MAX_POINTS];
    if (want_defence) tg_score__find_defence_points(&w, b, &r, &filled, seki, defence);
    else memset(defence, 0, sizeof defence);

    /* One verdict per point. */
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            tg_point_score *v = &out->points[p];
            uint8_t c = w.color[p];
            if (c == TG_BLACK || c == TG_WHITE) {
                v->kind = seki[p] ? TG_PT_SEKI_STONE : TG_PT_STONE;
                v->owner = c;
                out->stones[c]++;
                continue;
            }
            int id = r.of[p] - 1;
            uint8_t owner = r.borders[id] == TG_BLACK || r.borders[id] == TG_WHITE ? r.borders[id] : 0;
            /* An eye of a seki group is no territory, with a removed dead
             * stone on it or not. */
            if (owner && seki_region[id] && rules->seki == TG_SEKI_NEUTRAL) {
                v->kind = is_dead[p] ? TG_PT_DEAD : TG_PT_SEKI_EYE;
                v->owner = TG_EMPTY;
                out->seki_eyes++;
                continue;
            }
            /* Under a removed dead stone too: the point is empty once the
             * stone is taken off, and the chain in atari must still fill it. */
            if (owner && defence[p]) {
                v->kind = is_dead[p] ? TG_PT_DEAD : TG_PT_NEUTRAL;
                v->owner = TG_EMPTY;
                out->neutral++;
                out->defence++;
                continue;
            }
            v->kind = is_dead[p] ? TG_PT_DEAD : owner ? TG_PT_TERRITORY : TG_PT_NEUTRAL;
            v->owner = owner;
            if (owner) out->territory[owner]++;
            else out->neutral++;
        }

    if (rules->tax == TG_TAX_GROUP) group_tax(&w, &r, seki, out->tax);

    /* Pass stones, and the one of White's obligatory last pass when the
     * game ended with Black's pass (docs/rules.md, "AGA"). */
    int pass_stones[3] = {0, 0, 0};
    if (rules->pass_stones) {
        pass_stones[TG_BLACK] = ctx->pass_stones[TG_BLACK] + (rules->white_last && ctx->white_pass_owed);
        pass_stones[TG_WHITE] = ctx->pass_stones[TG_WHITE];
    }
    for (int c = TG_BLACK; c <= TG_WHITE; c++)
        out->prisoners[c] = ctx->captures[c] + out->dead[tg_opponent((tg_color)c)] + pass_stones[c];

    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        int pts = 0;
        switch (rules->scoring) {
        case TG_SCORING_AREA: pts = out->stones[c] + out->territory[c]; break;
        case TG_SCORING_TERRITORY: pts = out->territory[c] + out->prisoners[c]; break;
        case TG_SCORING_STONES: pts = out->stones[c]; break;
        }
        out->score2[c] = 2 * (pts - out->tax[c]);
    }
    out->komi2 = rules->komi2;
    out->score2[TG_WHITE] += rules->komi2;
    if (rules->scoring == TG_SCORING_AREA && ctx->handicap >= 2) {
        if (rules->compensation == TG_COMP_N) out->compensation = ctx->handicap;
        if (rules->compensation == TG_COMP_N_MINUS_1) out->compensation = ctx->handicap - 1;
        out->score2[TG_WHITE] += 2 * out->compensation;
    }
    if (rules->first_pass && ctx->first_passer == TG_WHITE) {
        out->first_pass = rules->first_pass;
        out->score2[TG_BLACK] -= 2 * rules->first_pass;
    }
    out->margin2 = out->score2[TG_BLACK] - out->score2[TG_WHITE];
    /* The margin is at most a few thousand half points: "B+" and it fit. */
    char h[16];
    tg_format_half(out->margin2 < 0 ? -out->margin2 : out->margin2, h);
    if (out->margin2 == 0) {
        strcpy(out->result, rules->ties == TG_TIES_BLACK ? "B+0" : "0");
    } else {
        out->result[0] = out->margin2 > 0 ? 'B' : 'W';
        out->result[1] = '+';
        memcpy(out->result + 2, h, sizeof out->result - 3);
        out->result[sizeof out->result - 1] = '\0';
    }
    return TG_OK;
}

void tg_game_score_context(const tg_game *g, tg_score_context *out) {
    memset(out, 0, sizeof *out);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        out->captures[c] = tg_game_captures(g, (tg_color)c);
        out->pass_stones[c] = tg_game_passes(g, tg_opponent((tg_color)c));
    }
    out->handicap = tg_game_handicap(g);
    out->first_passer = tg_game_first_passer(g);
    /* Ended by two passes in a row, whatever the rules say of the end: the
     * same moves give the same context under every ruleset. */
    int n = tg_game_move_count(g);
    bool two_passes = tg_game_consecutive_passes(g) >= 2;
    out->unfinished = !two_passes;
    out->white_pass_owed = two_passes && tg_game_move(g, n).color == TG_BLACK;
}

tg_status tg_game_score(const tg_game *g, const tg_point *dead, int ndead, tg_score *out) {
    tg_score_context ctx;
    tg_game_score_context(g, &ctx);
    /* After a resumed dispute everything on the board is alive. */
    if (tg_game_resumed(g)) ndead = 0;
    return tg_score_position(tg_game_board(g), tg_game_rules(g), &ctx, dead, ndead, out);
}

/* The count is a function of the position: the seki and the points an
 * owner must fill are read by filling the dame one point at a time
 * (score_seki.c), and which fill comes first decides between readings
 * where two are possible. So the position is counted in its canonical
 * image among the board's symmetries (orient.c), and the points' verdicts
 * are moved back: a record and its mirror images count alike (Tygem
 * 890252027 counted White's eye H11 as White's territory on the board as
 * given, W+8.5, and as a seki eye transposed, W+7.5, the record's result;
 * 886372647 likewise, one point). Which reading the canonical order
 * picks is still the fill's: the same position, whatever its
 * orientation, gets the same one. */
tg_status tg_score_position(const tg_board *b, const tg_rules *rules, const tg_score_context *ctx,
                            const tg_point *dead, int ndead, tg_score *out) {
    tg_score_context none;
    if (!ctx) {
        memset(&none, 0, sizeof none);
        ctx = &none;
    }
    /* Without a fill the count follows no order: no image is needed.
     * With one, the image is built even when it is the board itself
     * (k 0): built from the colours alone, its internal order (the list
     * of empty points, the chain heads) is the position's, not the
     * moves' that reached it, as tg_life_estimate's image is. */
    if (!wants_seki(rules) && !wants_defence(rules, ctx)) return count(b, rules, ctx, dead, ndead, out);
    int k = tg_orient__canonical(b, TG_PASS, TG_BLACK);
    for (int i = 0; i < ndead; i++)
        if (!tg_on_board(b, dead[i])) {
            memset(out, 0, sizeof *out);
            return TG_ERR_ARG;
        }
    tg_board img;
    tg_orient__board(b, k, &img);
    /* The dead list moved, duplicates dropped (count ignores them). */
    bool marked[TG_MAX_POINTS];
    tg_point moved[TG_MAX_POINTS];
    int n = 0;
    memset(marked, 0, sizeof marked);
    for (int i = 0; i < ndead; i++) {
        tg_point q = tg_orient__point(b, k, &img, dead[i]);
        if (!marked[q]) moved[n++] = q;
        marked[q] = true;
    }
    tg_status st = count(&img, rules, ctx, moved, n, out);
    if (st != TG_OK) return st;
    tg_point_score in_img[TG_MAX_POINTS];
    memcpy(in_img, out->points, sizeof in_img);
    memset(out->points, 0, sizeof out->points);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            out->points[p] = in_img[tg_orient__point(b, k, &img, p)];
        }
    return TG_OK;
}
