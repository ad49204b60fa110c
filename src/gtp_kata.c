/*
 * gtp_kata.c — KataGo's rules vocabulary (kata-set-rules, kata-get-rules,
 * kata-set-rule, kgs-rules) mapped onto tengen's parameters.
 *
 * The mapping, field by field:
 *   ko        SIMPLE/POSITIONAL/SITUATIONAL = ko=simple/positional/situational;
 *             SPIGHT has no equivalent (refused); ko=natural reads as SITUATIONAL
 *   scoring   AREA = area (stones scoring reads as AREA with tax ALL),
 *             TERRITORY = territory
 *   suicide   true = multi (kept `allowed` when already allowed), false = forbidden
 *   tax       NONE = tax=none,seki=counted; SEKI = seki=neutral; ALL = tax=group
 *   whiteHandicapBonus  0 / N / N-1 = compensation=none / N / N-1
 *   hasButton false only: tengen has no button (true is refused)
 *   friendlyPassOk      false = dead=none; true = dead stones are settled
 *             after the game (dead=agree unless already agree/estimate)
 * A shorthand (`japanese`, `chinese-ogs`, ...) starts from the nearest
 * tengen preset, then applies KataGo's stated fields for it; komi is never
 * changed (as in KataGo). Any tengen rules text is accepted as well.
 *
 * Invariant: on failure the rules are left exactly as they were.
 *
 * Not here: KataGo's neural-net feasibility checks.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtp_internal.h"

typedef struct shorthand {
    const char *name, *preset, *ko, *scoring, *suicide, *tax, *whb, *fpok;
} shorthand;

static const shorthand shorthands[] = {
    {"tromp-taylor", "tromp-taylor", "POSITIONAL", "AREA", "true", "NONE", "0", "false"},
    {"chinese", "chinese", "SIMPLE", "AREA", "false", "NONE", "N", "true"},
    {"chinese-ogs", "chinese", "POSITIONAL", "AREA", "false", "NONE", "N", "true"},
    {"chinese-kgs", "chinese", "POSITIONAL", "AREA", "false", "NONE", "N", "true"},
    {"japanese", "japanese", "SIMPLE", "TERRITORY", "false", "SEKI", "0", "true"},
    {"korean", "korean", "SIMPLE", "TERRITORY", "false", "SEKI", "0", "true"},
    {"stone-scoring", "group-tax", "SIMPLE", "AREA", "false", "ALL", "0", "true"},
    {"aga", "aga", "SITUATIONAL", "AREA", "false", "NONE", "N-1", "true"},
    {"bga", "aga", "SITUATIONAL", "AREA", "false", "NONE", "N-1", "true"},
    {"new-zealand", "nz", "SITUATIONAL", "AREA", "true", "NONE", "0", "true"},
};

static bool same(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        int x = tolower((unsigned char)*a), y = tolower((unsigned char)*b);
        if (x == '_') x = '-';
        if (y == '_') y = '-';
        if (x != y) return false;
    }
    return *a == *b;
}

static int fail(char *err, size_t n, const char *what, const char *value) {
    snprintf(err, n, "%s '%s'", what, value);
    return -1;
}

int gtp_kata_set_rule(tg_rules *r, const char *key, const char *v, char *err, size_t n) {
    tg_rules t = *r;
    if (same(key, "ko")) {
        if (same(v, "SIMPLE")) t.ko = TG_KO_SIMPLE;
        else if (same(v, "POSITIONAL")) t.ko = TG_KO_POSITIONAL;
        else if (same(v, "SITUATIONAL")) t.ko = TG_KO_SITUATIONAL;
        else if (same(v, "SPIGHT")) return fail(err, n, "no tengen equivalent for ko", v);
        else return fail(err, n, "unknown ko rule", v);
    } else if (same(key, "scoring")) {
        if (same(v, "AREA")) t.scoring = TG_SCORING_AREA;
        else if (same(v, "TERRITORY")) t.scoring = TG_SCORING_TERRITORY;
        else return fail(err, n, "unknown scoring rule", v);
    } else if (same(key, "suicide") || same(key, "multiStoneSuicideLegal")) {
        if (same(v, "true") || same(v, "1")) {
            if (t.suicide == TG_SUICIDE_FORBIDDEN) t.suicide = TG_SUICIDE_MULTI;
        } else if (same(v, "false") || same(v, "0")) {
            t.suicide = TG_SUICIDE_FORBIDDEN;
        } else {
            return fail(err, n, "suicide must be true or false, not", v);
        }
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
        if (same(v, "true") || same(v, "1"))
            return fail(err, n, "no tengen equivalent for hasButton", v);
        if (!same(v, "false") && !same(v, "0")) return fail(err, n, "hasButton must be true or false, not", v);
    } else if (same(key, "friendlyPassOk") || same(key, "fpok")) {
        if (same(v, "false") || same(v, "0")) t.dead = TG_DEAD_NONE;
        else if (same(v, "true") || same(v, "1")) {
            if (t.dead == TG_DEAD_NONE) t.dead = TG_DEAD_AGREE;
        } else {
            return fail(err, n, "friendlyPassOk must be true or false, not", v);
        }
    } else if (same(key, "komi")) {
        int k2;
        if (tg_parse_half(v, &k2) != TG_OK) return fail(err, n, "bad komi", v);
        t.komi2 = k2;
    } else {
        return fail(err, n, "unknown rule", key);
    }
    *r = t;
    return 0;
}

static int apply_shorthand(tg_rules *r, const shorthand *sh, char *err, size_t n) {
    tg_rules t;
    char perr[256];
    if (tg_rules_parse(sh->preset, &t, perr, sizeof perr) != TG_OK) return fail(err, n, "bad preset", sh->preset);
    t.komi2 = r->komi2;
    if (gtp_kata_set_rule(&t, "ko", sh->ko, err, n) || gtp_kata_set_rule(&t, "scoring", sh->scoring, err, n) ||
        gtp_kata_set_rule(&t, "suicide", sh->suicide, err, n) || gtp_kata_set_rule(&t, "tax", sh->tax, err, n) ||
        gtp_kata_set_rule(&t, "whiteHandicapBonus", sh->whb, err, n) ||
        gtp_kata_set_rule(&t, "friendlyPassOk", sh->fpok, err, n))
        return -1;
    *r = t;
    return 0;
}

/* {"key":"VALUE","key2":true,...}: a flat object of strings, booleans and
 * numbers. */
static int apply_json(tg_rules *r, const char *s, char *err, size_t n) {
    tg_rules t = *r;
    const char *p = s + 1;
    for (;;) {
        while (isspace((unsigned char)*p) || *p == ',') p++;
        if (*p == '}') break;
        if (*p != '"') return fail(err, n, "expected a quoted key in", s);
        char key[64], val[64];
        size_t k = 0;
        for (p++; *p && *p != '"'; p++)
            if (k + 1 < sizeof key) key[k++] = *p;
        key[k] = '\0';
        if (*p++ != '"') return fail(err, n, "unterminated key in", s);
        while (isspace((unsigned char)*p)) p++;
        if (*p++ != ':') return fail(err, n, "expected ':' in", s);
        while (isspace((unsigned char)*p)) p++;
        k = 0;
        if (*p == '"') {
            for (p++; *p && *p != '"'; p++)
                if (k + 1 < sizeof val) val[k++] = *p;
            if (*p++ != '"') return fail(err, n, "unterminated value in", s);
        } else {
            for (; *p && *p != ',' && *p != '}' && !isspace((unsigned char)*p); p++)
                if (k + 1 < sizeof val) val[k++] = *p;
        }
        val[k] = '\0';
        if (k == 0) return fail(err, n, "empty value in", s);
        if (gtp_kata_set_rule(&t, key, val, err, n)) return -1;
    }
    *r = t;
    return 0;
}

/* koPOSITIONALscoreAREAtaxNONEsui1button0whbN-1fpok1komi7.5 */
static int apply_compact(tg_rules *r, const char *s, char *err, size_t n) {
    static const struct { const char *prefix, *key; } keys[] = {
        {"ko", "ko"}, {"scoring", "scoring"}, {"score", "scoring"}, {"tax", "tax"},
        {"sui", "suicide"}, {"button", "button"}, {"whb", "whb"}, {"fpok", "fpok"},
        {"komi", "komi"},
    };
    tg_rules t = *r;
    const char *p = s;
    while (*p) {
        size_t i, nk = sizeof keys / sizeof keys[0];
        for (i = 0; i < nk; i++)
            if (strncmp(p, keys[i].prefix, strlen(keys[i].prefix)) == 0) break;
        if (i == nk) return fail(err, n, "unknown rules", s);
        p += strlen(keys[i].prefix);
        char val[32];
        size_t k = 0;
        if (strcmp(keys[i].key, "whb") == 0) {
            if (*p == '0') val[k++] = *p++;
            else if (strncmp(p, "N-1", 3) == 0) memcpy(val, "N-1", 3), k = 3, p += 3;
            else if (*p == 'N') val[k++] = *p++;
        } else if (strcmp(keys[i].key, "komi") == 0) {
            while ((isdigit((unsigned char)*p) || *p == '.' || *p == '-') && k + 1 < sizeof val) val[k++] = *p++;
        } else if (isupper((unsigned char)*p)) {
            while (isupper((unsigned char)*p) && k + 1 < sizeof val) val[k++] = *p++;
        } else {
            while (isdigit((unsigned char)*p) && k + 1 < sizeof val) val[k++] = *p++;
        }
        val[k] = '\0';
        if (k == 0) return fail(err, n, "missing value in rules", s);
        if (gtp_kata_set_rule(&t, keys[i].key, val, err, n)) return -1;
    }
    *r = t;
    return 0;
}

int gtp_kata_set_rules(tg_rules *r, const char *text, bool kgs, char *err, size_t n) {
    if (text[0] == '{') return apply_json(r, text, err, n);
    const char *name = kgs && same(text, "chinese") ? "chinese-kgs" : text;
    if (same(name, "aga-button")) return fail(err, n, "no tengen equivalent for hasButton in", name);
    for (size_t i = 0; i < sizeof shorthands / sizeof shorthands[0]; i++)
        if (same(name, shorthands[i].name)) return apply_shorthand(r, &shorthands[i], err, n);
    if (strncmp(text, "ko", 2) == 0 || strncmp(text, "score", 5) == 0) return apply_compact(r, text, err, n);
    /* Any tengen rules text; komi kept unless the text sets it. */
    tg_rules t;
    char perr[256];
    if (tg_rules_parse(text, &t, perr, sizeof perr) != TG_OK) {
        snprintf(err, n, "unknown rules '%s'", text);
        return -1;
    }
    if (!strstr(text, "komi=")) t.komi2 = r->komi2;
    *r = t;
    return 0;
}

void gtp_kata_get_rules(const tg_rules *r, gtp_buf *out) {
    const char *ko = r->ko == TG_KO_SIMPLE ? "SIMPLE" : r->ko == TG_KO_POSITIONAL ? "POSITIONAL" : "SITUATIONAL";
    const char *tax = r->tax == TG_TAX_GROUP || r->scoring == TG_SCORING_STONES ? "ALL"
                      : r->seki == TG_SEKI_NEUTRAL                              ? "SEKI"
                                                                                : "NONE";
    const char *whb = r->compensation == TG_COMP_N ? "N" : r->compensation == TG_COMP_N_MINUS_1 ? "N-1" : "0";
    gtp_buf_printf(out,
                   "{\"friendlyPassOk\":%s,\"hasButton\":false,\"ko\":\"%s\",\"scoring\":\"%s\","
                   "\"suicide\":%s,\"tax\":\"%s\",\"whiteHandicapBonus\":\"%s\"}",
                   r->dead == TG_DEAD_NONE ? "false" : "true", ko,
                   r->scoring == TG_SCORING_TERRITORY ? "TERRITORY" : "AREA",
                   r->suicide == TG_SUICIDE_FORBIDDEN ? "false" : "true", tax, whb);
}
