/*
 * rules_katago.c — KataGo's rules vocabulary mapped onto tengen's
 * parameters: the fields of kata-set-rule and of KataGo's JSON, and the
 * compact string KataGo writes into SGF RU.
 *
 * The mapping, field by field:
 *   ko        SIMPLE/POSITIONAL/SITUATIONAL = ko=simple/positional/situational;
 *             SPIGHT has no equivalent (refused)
 *   scoring   AREA = area, TERRITORY = territory
 *   suicide   true = multi (kept `allowed` when already allowed), false = forbidden
 *   tax       NONE = tax=none,seki=counted; SEKI = seki=neutral; ALL = tax=group
 *   whiteHandicapBonus  0 / N / N-1 = compensation=none / N / N-1
 *   hasButton false only: tengen has no button (true is refused)
 *   friendlyPassOk      false = dead=none; true = dead stones are settled
 *             after the game (dead=agree unless already agree/estimate)
 *
 * Invariant: on failure the rules are left exactly as they were.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "rules_internal.h"

/* Equal ignoring case, with '_' read as '-'. */
static int same(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
        if (x == '_') x = '-';
        if (y == '_') y = '-';
        if (x != y) return 0;
    }
    return *a == *b;
}

static tg_status fail(char *err, size_t n, const char *what, const char *value) {
    if (n) snprintf(err, n, "%s '%s'", what, value);
    return TG_ERR_PARSE;
}

static int truth(const char *v) {
    if (same(v, "true") || same(v, "1")) return 1;
    if (same(v, "false") || same(v, "0")) return 0;
    return -1;
}

tg_status tg_rules__katago_field(tg_rules *r, const char *key, const char *v, char *err, size_t n) {
    tg_rules t = *r;
    if (same(key, "ko") || same(key, "koRule")) {
        if (same(v, "SIMPLE")) t.ko = TG_KO_SIMPLE;
        else if (same(v, "POSITIONAL")) t.ko = TG_KO_POSITIONAL;
        else if (same(v, "SITUATIONAL")) t.ko = TG_KO_SITUATIONAL;
        else if (same(v, "SPIGHT")) return fail(err, n, "no tengen equivalent for ko", v);
        else return fail(err, n, "unknown ko rule", v);
    } else if (same(key, "scoring") || same(key, "score") || same(key, "scoringRule")) {
        if (same(v, "AREA")) t.scoring = TG_SCORING_AREA;
        else if (same(v, "TERRITORY")) t.scoring = TG_SCORING_TERRITORY;
        else return fail(err, n, "unknown scoring rule", v);
    } else if (same(key, "suicide") || same(key, "sui") || same(key, "multiStoneSuicideLegal")) {
        int b = truth(v);
        if (b < 0) return fail(err, n, "suicide must be true or false, not", v);
        if (b && t.suicide == TG_SUICIDE_FORBIDDEN) t.suicide = TG_SUICIDE_MULTI;
        if (!b) t.suicide = TG_SUICIDE_FORBIDDEN;
    } else if (same(key, "tax") || same(key, "taxRule")) {
        if (same(v, "NONE")) t.tax = TG_TAX_NONE, t.seki = TG_SEKI_COUNTED;
        else if (same(v, "SEKI")) t.tax = TG_TAX_NONE, t.seki = TG_SEKI_NEUTRAL;
        else if (same(v, "ALL")) t.tax = TG_TAX_GROUP, t.seki = TG_SEKI_COUNTED;
        else return fail(err, n, "unknown tax rule", v);
        if (t.scoring == TG_SCORING_STONES && t.tax != TG_TAX_GROUP) t.scoring = TG_SCORING_AREA;
    } else if (same(key, "whiteHandicapBonus") || same(key, "whb")) {
        if (strcmp(v, "0") == 0) t.compensation = TG_COMP_NONE;
        else if (same(v, "N")) t.compensation = TG_COMP_N;
        else if (same(v, "N-1")) t.compensation = TG_COMP_N_MINUS_1;
        else return fail(err, n, "whiteHandicapBonus must be 0, N or N-1, not", v);
    } else if (same(key, "hasButton") || same(key, "button")) {
        int b = truth(v);
        if (b < 0) return fail(err, n, "hasButton must be true or false, not", v);
        if (b) return fail(err, n, "no tengen equivalent for hasButton", v);
    } else if (same(key, "friendlyPassOk") || same(key, "fpok")) {
        int b = truth(v);
        if (b < 0) return fail(err, n, "friendlyPassOk must be true or false, not", v);
        if (!b) t.dead = TG_DEAD_NONE;
        else if (t.dead == TG_DEAD_NONE) t.dead = TG_DEAD_AGREE;
    } else if (same(key, "komi")) {
        int k2;
        if (tg_parse_half(v, &k2) != TG_OK) return fail(err, n, "bad komi", v);
        t.komi2 = k2;
    } else {
        return fail(err, n, "unknown rule", key);
    }
    *r = t;
    return TG_OK;
}

/* The fields of the compact form, each with the values it may take (the
 * longest first, so "N-1" is tried before "N"). */
typedef struct compact_field {
    const char *prefix, *key;
    const char *values[5];
} compact_field;

static const compact_field compact_fields[] = {
    {"komi", "komi", {NULL}}, /* before "ko", its prefix */
    {"ko", "ko", {"POSITIONAL", "SITUATIONAL", "SIMPLE", "SPIGHT", NULL}},
    {"scoring", "scoring", {"TERRITORY", "AREA", NULL}},
    {"score", "scoring", {"TERRITORY", "AREA", NULL}},
    {"tax", "tax", {"NONE", "SEKI", "ALL", NULL}},
    {"sui", "suicide", {"1", "0", NULL}},
    {"button", "button", {"1", "0", NULL}},
    {"whb", "whb", {"N-1", "N", "0", NULL}},
    {"fpok", "fpok", {"1", "0", NULL}},
};

#define NFIELDS (sizeof compact_fields / sizeof compact_fields[0])

static int prefix_ci(const char *s, const char *prefix) {
    size_t k = strlen(prefix);
    for (size_t i = 0; i < k; i++)
        if (!s[i] || tolower((unsigned char)s[i]) != tolower((unsigned char)prefix[i])) return 0;
    return 1;
}

int tg_rules__is_katago_compact(const char *text) {
    return (prefix_ci(text, "ko") && (prefix_ci(text + 2, "SIMPLE") || prefix_ci(text + 2, "POSITIONAL") ||
                                      prefix_ci(text + 2, "SITUATIONAL") || prefix_ci(text + 2, "SPIGHT"))) ||
           (prefix_ci(text, "score") && (prefix_ci(text + 5, "AREA") || prefix_ci(text + 5, "TERRITORY")));
}

tg_status tg_rules__katago_compact(tg_rules *r, const char *s, char *err, size_t n) {
    tg_rules t = *r;
    const char *p = s;
    while (*p) {
        size_t i;
        for (i = 0; i < NFIELDS; i++)
            if (prefix_ci(p, compact_fields[i].prefix)) break;
        if (i == NFIELDS) return fail(err, n, "unknown field in KataGo rules", p);
        const compact_field *f = &compact_fields[i];
        p += strlen(f->prefix);
        char val[32];
        size_t k = 0;
        if (!f->values[0]) { /* komi: a number, strictly checked by tg_parse_half */
            while ((isdigit((unsigned char)*p) || *p == '.' || *p == '-') && k + 1 < sizeof val) val[k++] = *p++;
        } else {
            for (int j = 0; f->values[j]; j++)
                if (prefix_ci(p, f->values[j])) {
                    k = strlen(f->values[j]);
                    memcpy(val, f->values[j], k);
                    p += k;
                    break;
                }
        }
        val[k] = '\0';
        if (k == 0) return fail(err, n, "missing or bad value in KataGo rules at", p);
        if (tg_rules__katago_field(&t, f->key, val, err, n) != TG_OK) return TG_ERR_PARSE;
    }
    *r = t;
    return TG_OK;
}
