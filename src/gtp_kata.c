/*
 * gtp_kata.c — KataGo's GTP rules commands (kata-set-rules, kata-get-rules,
 * kata-set-rule) and kgs-rules, on the one table of ruleset names that
 * --rules and SGF RU read (rules.c) and KataGo's field vocabulary
 * (rules_katago.c).
 *
 * A name (`nz`, `new_zealand`, `chinese-ogs`, `tromp-taylor`...) is exactly
 * the tengen preset of that name on every input, komi kept (as in KataGo);
 * KataGo's JSON form and compact string set the fields they name on the
 * current rules; any tengen rules text is accepted as well.
 * kata-get-rules reports tengen's rules in KataGo's fields: ko=natural and
 * ko=nz read as SITUATIONAL, ko=ing as POSITIONAL (KataGo has no Ing ko
 * rule; it is the nearest).
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
#include "rules_internal.h"

static int fail(char *err, size_t n, const char *what, const char *value) {
    snprintf(err, n, "%s '%s'", what, value);
    return -1;
}

int gtp_kata_set_rule(tg_rules *r, const char *key, const char *v, char *err, size_t n) {
    return tg_rules__katago_field(r, key, v, err, n) == TG_OK ? 0 : -1;
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

int gtp_kata_set_rules(tg_rules *r, const char *text, bool kgs, char *err, size_t n) {
    (void)kgs; /* kgs-rules names are names of the one table too */
    if (text[0] == '{') return apply_json(r, text, err, n);
    const char *lower = text;
    if (tg_rules__preset_for(lower, strlen(lower)) == NULL && strncmp(text, "aga", 3) == 0 &&
        strstr(text, "button"))
        return fail(err, n, "no tengen equivalent for hasButton in", text);
    if (tg_rules__is_katago_compact(text))
        return tg_rules__katago_compact(r, text, err, n) == TG_OK ? 0 : -1;
    /* A name, or any tengen rules text; komi kept unless the text sets it. */
    tg_rules t;
    char perr[256];
    if (tg_rules_parse(text, &t, perr, sizeof perr) != TG_OK) {
        snprintf(err, n, "unknown rules '%s'", text);
        return -1;
    }
    if (!strstr(text, "komi")) t.komi2 = r->komi2;
    *r = t;
    return 0;
}

void gtp_kata_get_rules(const tg_rules *r, gtp_buf *out) {
    const char *ko = r->ko == TG_KO_SIMPLE                              ? "SIMPLE"
                     : r->ko == TG_KO_POSITIONAL || r->ko == TG_KO_ING ? "POSITIONAL"
                                                                       : "SITUATIONAL";
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
