/*
 * explain.c — saying why a count comes out as it does: a diagram of every
 * point's verdict, the sums as the ruleset makes them, why each dead or
 * seki chain is so; and, for one position, which parameter makes two
 * rulesets give different results.
 *
 * Invariant: everything written is derived from a tg_score (and a life map
 * when given), never recomputed differently, so the explanation and the
 * result cannot disagree. Text goes into caller memory, snprintf style.
 *
 * What it does not do: decide dead stones or score anything itself
 * (tg_rules_compare calls tg_score_position).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "tengen/status.h"

/* An snprintf that appends to out[0..n) and keeps counting past the end. */
typedef struct sbuf {
    char *out;
    size_t n, len;
} sbuf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(sbuf *s, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    size_t room = s->len < s->n ? s->n - s->len : 0;
    int k = vsnprintf(room ? s->out + s->len : NULL, room, fmt, ap);
    va_end(ap);
    if (k > 0) s->len += (size_t)k;
}

static char point_char(const tg_board *b, const tg_score *sc, tg_point p) {
    const tg_point_score *v = &sc->points[p];
    switch ((tg_point_kind)v->kind) {
    case TG_PT_STONE:
    case TG_PT_SEKI_STONE: return v->owner == TG_BLACK ? 'X' : 'O';
    case TG_PT_TERRITORY: return v->owner == TG_BLACK ? 'b' : 'w';
    case TG_PT_DEAD:
        /* Its point counts for nobody (a dame, a seki eye, or a point
         * its owner must fill): not the opponent's, as x and o say. */
        if (v->owner == TG_EMPTY) return '*';
        return b->color[p] == TG_BLACK ? 'x' : b->color[p] == TG_WHITE ? 'o' : '?';
    case TG_PT_SEKI_EYE: return '=';
    case TG_PT_NEUTRAL: break;
    }
    return '.';
}

static void half(char out[16], int h) { tg_format_half(h, out); }

/* The account of a verdict that a search or a reading with the other
 * player first would not give. */
static const char follows_mover[] = ", with the player to move first (the other first would change it)";

size_t tg_explain_score(const tg_board *b, const tg_rules *rules, const tg_score_context *ctx,
                        const tg_score *sc, const tg_life_map *m, char *out, size_t n) {
    sbuf s = {out, n, 0};
    if (n) out[0] = '\0';
    tg_score_context none;
    if (!ctx) {
        memset(&none, 0, sizeof none);
        ctx = &none;
    }
    /* The diagram. */
    put(&s, "   ");
    for (int x = 0; x < b->width; x++) put(&s, " %c", "ABCDEFGHJKLMNOPQRSTUVWXYZ"[x]);
    put(&s, "\n");
    for (int y = 0; y < b->height; y++) {
        put(&s, "%2d ", b->height - y);
        for (int x = 0; x < b->width; x++) put(&s, " %c", point_char(b, sc, tg_point_at(b, x, y)));
        put(&s, "\n");
    }
    put(&s, "X O live stones (seki included)   x o dead stones, removed: the opponent's\n"
            "b w territory of Black / White    = seki eye, neutral    . dame, neutral\n"
            "* a dead stone, removed, on a point that counts for nobody (a dame, a seki eye or\n"
            "  a point its owner must fill)\n\n");
    /* The count. */
    static const char *const name[3] = {"", "Black", "White"};
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        int o = 3 - c;
        char tot[16];
        half(tot, sc->score2[c]);
        switch (rules->scoring) {
        case TG_SCORING_AREA:
            put(&s, "%s: %d stones + %d territory", name[c], sc->stones[c], sc->territory[c]);
            break;
        case TG_SCORING_TERRITORY:
            /* Pass stones are named only where the rules count them (AGA):
             * the Japanese count has none, and a figure that is not in
             * the sum would not add up (kat-gnu: "16 prisoners (8
             * captured, 8 dead, 2 pass stones)"). The number is the
             * count's own: with White owing the last pass it is one more
             * than Black's passes. */
            put(&s, "%s: %d territory + %d prisoners (%d captured, %d dead %s stones", name[c], sc->territory[c],
                sc->prisoners[c], ctx->captures[c], sc->dead[o], o == TG_BLACK ? "black" : "white");
            if (rules->pass_stones) put(&s, ", %d pass stones", sc->prisoners[c] - ctx->captures[c] - sc->dead[o]);
            put(&s, ")");
            break;
        case TG_SCORING_STONES: put(&s, "%s: %d stones", name[c], sc->stones[c]); break;
        }
        if (sc->tax[c]) put(&s, " - %d group tax", sc->tax[c]);
        if (c == TG_WHITE && sc->komi2) {
            char k[16];
            half(k, sc->komi2);
            put(&s, " + komi %s", k);
        }
        if (c == TG_WHITE && sc->compensation)
            put(&s, " + %d handicap compensation", sc->compensation);
        if (c == TG_BLACK && sc->first_pass) put(&s, " - %d for White's first pass", sc->first_pass);
        put(&s, " = %s\n", tot);
    }
    if (sc->seki_eyes) put(&s, "%d seki eye points count for nobody (seki=neutral)\n", sc->seki_eyes);
    if (sc->neutral) put(&s, "%d dame points count for nobody\n", sc->neutral);
    if (sc->defence)
        put(&s, "  %d of them inside a player's area: once the dame are filled a chain there is\n"
                "  in atari and its owner must fill the point to save it, or first capture\n"
                "  the dead stone on the point it must fill (territory scoring)\n",
            sc->defence);
    put(&s, "Result: %s\n", sc->result);
    if (!m) return s.len;
    /* The chains that are not simply alive, and why. */
    bool said[TG_MAX_POINTS];
    memset(said, 0, sizeof said);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            uint8_t c = b->color[p];
            if (c != TG_BLACK && c != TG_WHITE) continue;
            tg_point h = b->chain[p];
            if (said[h]) continue;
            said[h] = true;
            uint8_t life = m->life[p];
            uint8_t why = m->reason[p];
            if (life == TG_LIFE_ALIVE && why != TG_WHY_CONFIRM && why != TG_WHY_READING && why != TG_WHY_KO_RULE &&
                why != TG_WHY_TURN && !tg_life_is_uncertain(b, m, p))
                continue;
            char g[5];
            tg_point_to_gtp(b, p, g);
            put(&s, "%s %s chain at %s (%d stone%s): %s", tg_life_name((tg_life)life),
                c == TG_BLACK ? "black" : "white", g, tg_board_chain_size(b, h), tg_board_chain_size(b, h) == 1 ? "" : "s",
                tg_life_reason_name((tg_life_reason)why));
            if (why == TG_WHY_ESTIMATE) {
                int own = c == TG_BLACK ? m->ownership[p] : -m->ownership[p];
                put(&s, ", %s owns its points in %d%% of %d playouts (certainty %d%%)",
                    c == TG_BLACK ? "White" : "Black", (100 - own) / 2, m->playouts, m->certainty[p]);
            } else if (why == TG_WHY_SEARCH) {
                put(&s, " (certainty %d%%)", m->certainty[p]);
                /* Uncertain: alive only where a search with the other
                 * player first would kill it (certainty 0); dead, also
                 * where the search leaves it near even (step 6). */
                if (tg_life_is_uncertain(b, m, p))
                    put(&s, "%s", life == TG_LIFE_ALIVE ? follows_mover
                                                        : ", near even in the search, or with the player to move first");
            } else if (why == TG_WHY_READING && m->certainty[p] < TG_LIFE_UNSURE_BELOW) {
                /* Uncertain: the playouts near their bar gave the other
                 * verdict (step 3), and the seed chose between them. */
                int own = c == TG_BLACK ? m->ownership[p] : -m->ownership[p];
                int against = life == TG_LIFE_DEAD ? (100 + own) / 2 : (100 - own) / 2;
                put(&s, "%s the playouts give it the other verdict in %d%% of %d", against > 50 ? ", but" : ";", against,
                    m->playouts);
            } else if (why == TG_WHY_KO_RULE) {
                put(&s, ", a ko only one side can start decides it (whoever starts a ko wins it: a stone "
                        "taken in a ko is taken back only after a pass)");
            } else if (why == TG_WHY_SEKI) {
                put(&s, ", shares liberties that neither side can fill");
            } else if (why == TG_WHY_PASS_DEAD) {
                put(&s, ", the opponent's territory there is pass-alive");
            }
            put(&s, "\n");
        }
    return s.len;
}

/* ---------------------------------------------------- rules side by side */

/* The parameters that change a count, in the order the chain of
 * tg_rules_compare takes them: `dead` first (dead=none keeps dead stones
 * on the board), then the counting itself, then what is added to it. */
static const char *const compare_keys[] = {"dead", "scoring", "seki", "tax", "pass_stones", "white_last",
                                           "komi", "compensation", "first_pass", "ties"};

/* The count of b under r; dead stones are removed unless r has dead=none
 * and `as_given` is false (the reference count takes the list as given:
 * its caller decided). */
static tg_status score_under(const tg_board *b, const tg_score_context *ctx, const tg_point *dead, int ndead,
                             const tg_rules *r, bool as_given, tg_score *out) {
    return tg_score_position(b, r, ctx, dead, !as_given && r->dead == TG_DEAD_NONE ? 0 : ndead, out);
}

/* A chain from a to b_rules: each parameter of compare_keys in turn is
 * set to b_rules' value, and the change of margin of each step is that
 * parameter's amount. The steps telescope, so the amounts add up exactly
 * to the difference between the two counts, and every parameter that
 * changes the margin (or, for ties, the result) is named. */
int tg_rules_compare(const tg_board *b, const tg_score_context *ctx, const tg_point *dead,
                     int ndead, const tg_rules *a, const tg_rules *b_rules, tg_rules_diff *diffs,
                     int max) {
    tg_score_context none;
    if (!ctx) {
        memset(&none, 0, sizeof none);
        ctx = &none;
    }
    static const size_t nk = sizeof compare_keys / sizeof compare_keys[0];
    tg_score prev, next;
    if (score_under(b, ctx, dead, ndead, a, true, &prev) != TG_OK) return 0;
    tg_rules r = *a;
    bool as_given = true;
    int count = 0;
    for (size_t i = 0; i < nk; i++) {
        char va[24], vb[24], err[8];
        const char *ta = tg_rules_get(&r, compare_keys[i], va, sizeof va);
        const char *tb = tg_rules_get(b_rules, compare_keys[i], vb, sizeof vb);
        bool dead_step = i == 0 && b_rules->dead == TG_DEAD_NONE && ndead > 0;
        if (!ta || !tb || (!strcmp(ta, tb) && !dead_step)) continue;
        if (tg_rules_set(&r, compare_keys[i], tb, err, sizeof err) != TG_OK) continue;
        if (i == 0) as_given = false;
        if (score_under(b, ctx, dead, ndead, &r, as_given, &next) != TG_OK) continue;
        if (next.margin2 != prev.margin2 || strcmp(next.result, prev.result) != 0) {
            if (count < max) {
                tg_rules_diff *d = &diffs[count];
                snprintf(d->key, sizeof d->key, "%s", compare_keys[i]);
                snprintf(d->from, sizeof d->from, "%s", ta);
                snprintf(d->to, sizeof d->to, "%s", tb);
                d->margin_delta2 = next.margin2 - prev.margin2;
            }
            count++;
        }
        prev = next;
    }
    return count < max ? count : max;
}

size_t tg_explain_presets(const tg_board *b, const tg_score_context *ctx, const tg_point *dead,
                          int ndead, const char *reference, char *out, size_t n) {
    sbuf s = {out, n, 0};
    if (n) out[0] = '\0';
    tg_score_context none;
    if (!ctx) {
        memset(&none, 0, sizeof none);
        ctx = &none;
    }
    tg_rules ref;
    char err[128];
    if (tg_rules_parse(reference, &ref, err, sizeof err) != TG_OK) {
        put(&s, "unknown reference rules: %s\n", err);
        return s.len;
    }
    tg_score local;
    tg_score *score = &local;
    score_under(b, ctx, dead, ndead, &ref, true, score);
    int ref_margin = score->margin2;
    put(&s, "%-14s %-8s %s\n", "rules", "result", "difference from the reference");
    for (int i = 0; i < tg_rules_preset_count(); i++) {
        const char *name = tg_rules_preset_name(i);
        tg_rules r;
        if (tg_rules_parse(name, &r, err, sizeof err) != TG_OK) continue;
        score_under(b, ctx, dead, ndead, &r, false, score);
        put(&s, "%-14s %-8s", name, score->result);
        if (!strcmp(name, ref.preset) || score->margin2 == ref_margin) {
            put(&s, " %s\n", !strcmp(name, ref.preset) ? "(reference)" : "same margin");
            continue;
        }
        tg_rules_diff d[8];
        int k = tg_rules_compare(b, ctx, dead, ndead, &ref, &r, d, 8);
        char m[16];
        tg_format_half(score->margin2 - ref_margin, m);
        put(&s, " margin %s%s:", score->margin2 > ref_margin ? "+" : "", m);
        for (int j = 0; j < k; j++) {
            tg_format_half(d[j].margin_delta2, m);
            put(&s, " %s %s->%s (%s%s)", d[j].key, d[j].from, d[j].to,
                d[j].margin_delta2 > 0 ? "+" : "", m);
        }
        put(&s, "\n");
    }
    return s.len;
}
