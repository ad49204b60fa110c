/*
 * rules.c — rulesets as plain data: the presets of docs/rules.md, the text
 * form "japanese,komi=0.5,ko=positional", every name a ruleset goes by, and
 * a description in words.
 *
 * Every parameter has one table row (its key, how to read and write it), so
 * parsing, formatting and `tengen rules` can never disagree about the names.
 * Every name of a ruleset has one row of the alias table, read by
 * tg_rules_parse (--rules), tg_rules_from_sgf (SGF RU) and the GTP
 * commands (kgs-rules, kata-set-rules), so one name is one ruleset on
 * every input. A preset is a complete tg_rules value; overrides change
 * single fields.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules_internal.h"

/* --------------------------------------------------------------- presets */

typedef struct preset {
    const char *name;
    tg_rules rules;
    const char *description;
} preset;

#define RULES(name_, sc, ko_, su, cy, k2, se, tx, hp, cp, ps, wl, fp, ti, dd, di, il) \
    {name_, sc, ko_, su, cy, k2, se, tx, hp, cp, ps, wl, fp, ti, dd, di, il}

static const preset presets[] = {
    {"tromp-taylor",
     RULES("tromp-taylor", TG_SCORING_AREA, TG_KO_POSITIONAL, TG_SUICIDE_ALLOWED, 0, 0,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FREE, TG_COMP_NONE, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_NONE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "The basic rules (Tromp-Taylor): area scoring of the final position as it "
     "stands, so dead stones must be captured in play; positional superko; any "
     "suicide is legal (a one-stone suicide repeats the position and so is "
     "illegal under positional superko); komi 0 (computer servers use 7.5)."},
    {"chinese",
     RULES("chinese", TG_SCORING_AREA, TG_KO_POSITIONAL, TG_SUICIDE_FORBIDDEN, 0, 15,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FREE, TG_COMP_N, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "Chinese rules: area scoring (stones plus territory), positional superko, "
     "suicide forbidden, komi 7.5; free handicap placement and White receives one "
     "point per handicap stone; dead stones by agreement, and on a dispute play "
     "resumes in the original order."},
    {"japanese",
     RULES("japanese", TG_SCORING_TERRITORY, TG_KO_SIMPLE, TG_SUICIDE_FORBIDDEN, 3, 13,
           TG_SEKI_NEUTRAL, TG_TAX_NONE, TG_PLACEMENT_FIXED, TG_COMP_NONE, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_CONFIRM, TG_ON_ILLEGAL_REJECT),
     "Japanese rules (1989): territory scoring (territory plus prisoners), the "
     "basic ko rule only, and a game that cycles (triple ko and the like) ends "
     "without result; suicide forbidden; komi 6.5; eye points of groups in seki "
     "count for nobody; fixed handicap; life and death settled by confirmation "
     "play, in which a ko may be retaken only after a pass."},
    {"korean",
     RULES("korean", TG_SCORING_TERRITORY, TG_KO_SIMPLE, TG_SUICIDE_FORBIDDEN, 3, 13,
           TG_SEKI_NEUTRAL, TG_TAX_NONE, TG_PLACEMENT_FIXED, TG_COMP_NONE, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_CONFIRM_KOREAN, TG_ON_ILLEGAL_REJECT),
     "Korean rules: as Japanese (territory scoring, basic ko rule with cycles "
     "void, seki eyes neutral, komi 6.5, fixed handicap), but confirmation play "
     "has no pass-for-ko exception."},
    {"aga",
     RULES("aga", TG_SCORING_TERRITORY, TG_KO_SITUATIONAL, TG_SUICIDE_FORBIDDEN, 0, 15,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FIXED, TG_COMP_N_MINUS_1, true, true, 0,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_RESUME_BY_OPPONENT, TG_ON_ILLEGAL_PASS),
     "AGA rules: situational superko; suicide forbidden; each pass gives the "
     "opponent a pass stone and White makes the last move, so territory and area "
     "counting give the same margin (territory by default, scoring=area by "
     "agreement, with N-1 points of handicap compensation); komi 7.5; fixed "
     "handicap; an illegal move counts as a pass; on a dispute the opponent of "
     "the last passer resumes."},
    {"aga-1991",
     RULES("aga-1991", TG_SCORING_TERRITORY, TG_KO_SITUATIONAL, TG_SUICIDE_FORBIDDEN, 0, 11,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FIXED, TG_COMP_N_MINUS_1, true, true, 0,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_RESUME_BY_OPPONENT, TG_ON_ILLEGAL_PASS),
     "The AGA rules of 1991: as `aga` with komi 5.5."},
    {"ing",
     RULES("ing", TG_SCORING_AREA, TG_KO_ING, TG_SUICIDE_MULTI, 0, 16,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FREE, TG_COMP_NONE, false, false, 0,
           TG_TIES_BLACK, TG_DEAD_AGREE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "Ing (SST) rules: area scoring (shown as Ing counting), komi 8 with Black "
     "winning ties; suicide of two or more stones legal; free handicap; the Ing ko "
     "rule: hot stones may not be removed before a pass intervenes (fighting ko: "
     "single, double and twin hot stones), and a disturbing ko may go round one "
     "complete cycle only (docs/rules.md reads the laws)."},
    {"nz",
     RULES("nz", TG_SCORING_AREA, TG_KO_NZ, TG_SUICIDE_MULTI, 0, 14,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FREE, TG_COMP_NONE, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "New Zealand rules: area scoring; situational superko (no play may recreate "
     "the board as it was after one of the same player's earlier moves, passes "
     "included; the empty starting board, which stood after nobody's move, may "
     "recur); suicide of two or more stones legal; komi 7, so draws are possible; "
     "free handicap, the stones being Black's moves with White passing, and then "
     "no komi."},
    {"wmsg",
     RULES("wmsg", TG_SCORING_AREA, TG_KO_POSITIONAL, TG_SUICIDE_FORBIDDEN, 0, 13,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FREE, TG_COMP_NONE, false, false, 1,
           TG_TIES_DRAW, TG_DEAD_AGREE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "World Mind Sports Games 2008 rules: area scoring, positional superko, "
     "suicide forbidden, komi 6.5; if White is the first to pass, Black loses one "
     "point at the count."},
    {"stones",
     RULES("stones", TG_SCORING_STONES, TG_KO_POSITIONAL, TG_SUICIDE_FORBIDDEN, 0, 0,
           TG_SEKI_COUNTED, TG_TAX_NONE, TG_PLACEMENT_FREE, TG_COMP_NONE, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_NONE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "Stone scoring (the oldest known rules): only stones on the board count, so "
     "the game is played out until each group keeps just the eyes it needs."},
    {"group-tax",
     RULES("group-tax", TG_SCORING_AREA, TG_KO_POSITIONAL, TG_SUICIDE_FORBIDDEN, 0, 0,
           TG_SEKI_COUNTED, TG_TAX_GROUP, TG_PLACEMENT_FREE, TG_COMP_NONE, false, false, 0,
           TG_TIES_DRAW, TG_DEAD_NONE, TG_DISPUTE_RESUME_IN_ORDER, TG_ON_ILLEGAL_REJECT),
     "Historical Chinese area scoring with a group tax: each living group pays two "
     "points (one for a group in seki with one eye), which makes area scoring of a "
     "filled board equal to stone scoring."},
};

#define NPRESETS ((int)(sizeof presets / sizeof presets[0]))

int tg_rules_preset_count(void) { return NPRESETS; }

const char *tg_rules_preset_name(int i) {
    return i >= 0 && i < NPRESETS ? presets[i].name : NULL;
}

static const preset *find_preset(const char *name, size_t len) {
    for (int i = 0; i < NPRESETS; i++)
        if (strlen(presets[i].name) == len && strncmp(presets[i].name, name, len) == 0)
            return &presets[i];
    return NULL;
}

const char *tg_rules_preset_description(const char *name) {
    const preset *p = name ? find_preset(name, strlen(name)) : NULL;
    return p ? p->description : NULL;
}

/* ----------------------------------------------------------- half points */

void tg_format_half(int half, char out[16]) {
    int whole = half / 2;
    if (half % 2 == 0) snprintf(out, 16, "%d", whole);
    else if (half < 0) snprintf(out, 16, "-%d.5", -whole);
    else snprintf(out, 16, "%d.5", whole);
}

/* Strict: an optional '-', digits, and optionally '.' and digits, nothing
 * else ("0x10", "1e1", "+7", " 7", "nan", "inf" are errors), a multiple of
 * 0.5, at most 100000 in size. Computed in integers: no floating point. */
tg_status tg_parse_half(const char *s, int *half) {
    if (!s) return TG_ERR_PARSE;
    const char *p = s;
    bool neg = *p == '-';
    if (neg) p++;
    if (!isdigit((unsigned char)*p)) return TG_ERR_PARSE;
    long whole = 0;
    for (; isdigit((unsigned char)*p); p++) {
        whole = whole * 10 + (*p - '0');
        if (whole > 100000) return TG_ERR_PARSE;
    }
    int frac = 0; /* 0 or 1 half point */
    if (*p == '.') {
        p++;
        if (!isdigit((unsigned char)*p)) return TG_ERR_PARSE;
        if (*p == '5') frac = 1, p++;
        else if (*p != '0') return TG_ERR_PARSE;
        for (; *p == '0'; p++) {}
    }
    if (*p) return TG_ERR_PARSE;
    long h = whole * 2 + frac;
    *half = (int)(neg ? -h : h);
    return TG_OK;
}

/* ------------------------------------------------------------ parameters */

/* An enumerated parameter: its names in the order of its enum values. */
typedef struct param {
    const char *key;
    const char *const *names; /* NULL for the numeric ones */
    size_t offset;            /* of the int-sized field in tg_rules */
    const char *allowed;      /* what an error message says is allowed */
} param;

static const char *const scoring_names[] = {"area", "territory", "stones", NULL};
static const char *const ko_names[] = {"simple", "positional", "situational", "natural", "nz", "ing", NULL};
static const char *const suicide_names[] = {"forbidden", "multi", "allowed", NULL};
static const char *const seki_names[] = {"counted", "neutral", NULL};
static const char *const tax_names[] = {"none", "group", NULL};
static const char *const handicap_names[] = {"fixed", "free", NULL};
static const char *const comp_names[] = {"none", "N", "N-1", NULL};
static const char *const yesno_names[] = {"no", "yes", NULL};
static const char *const ties_names[] = {"draw", "black", NULL};
static const char *const dead_names[] = {"none", "agree", "estimate", NULL};
static const char *const dispute_names[] = {"resume-by-opponent", "resume-in-order", "confirm",
                                            "confirm-korean", NULL};
static const char *const illegal_names[] = {"reject", "forfeit", "pass", NULL};

enum { K_SCORING, K_KO, K_SUICIDE, K_CYCLE, K_KOMI, K_SEKI, K_TAX, K_HANDICAP, K_COMP,
       K_PASS_STONES, K_WHITE_LAST, K_FIRST_PASS, K_TIES, K_DEAD, K_DISPUTE, K_ILLEGAL, K_COUNT };

static const param params[K_COUNT] = {
    {"scoring", scoring_names, offsetof(tg_rules, scoring), "area, territory, stones"},
    {"ko", ko_names, offsetof(tg_rules, ko), "simple, positional, situational, natural, nz, ing"},
    {"suicide", suicide_names, offsetof(tg_rules, suicide), "forbidden, multi, allowed"},
    {"cycle", NULL, offsetof(tg_rules, cycle), "off, or a whole number from 2"},
    {"komi", NULL, offsetof(tg_rules, komi2), "a multiple of 0.5, e.g. 6.5, 7, -3.5"},
    {"seki", seki_names, offsetof(tg_rules, seki), "counted, neutral"},
    {"tax", tax_names, offsetof(tg_rules, tax), "none, group"},
    {"handicap", handicap_names, offsetof(tg_rules, handicap), "fixed, free"},
    {"compensation", comp_names, offsetof(tg_rules, compensation), "none, N, N-1"},
    {"pass_stones", yesno_names, offsetof(tg_rules, pass_stones), "yes, no"},
    {"white_last", yesno_names, offsetof(tg_rules, white_last), "yes, no"},
    {"first_pass", NULL, offsetof(tg_rules, first_pass), "0, 1"},
    {"ties", ties_names, offsetof(tg_rules, ties), "draw, black"},
    {"dead", dead_names, offsetof(tg_rules, dead), "none, agree, estimate"},
    {"dispute", dispute_names, offsetof(tg_rules, dispute),
     "resume-by-opponent, resume-in-order, confirm, confirm-korean"},
    {"illegal", illegal_names, offsetof(tg_rules, illegal), "reject, forfeit, pass"},
};

int tg_rules_key_count(void) { return K_COUNT; }
const char *tg_rules_key_name(int i) { return i >= 0 && i < K_COUNT ? params[i].key : NULL; }

/* The enum and bool fields differ in size; read and write them by key. */
static int get_field(const tg_rules *r, int k) {
    switch (k) {
    case K_PASS_STONES: return r->pass_stones;
    case K_WHITE_LAST: return r->white_last;
    default: {
        int v;
        memcpy(&v, (const char *)r + params[k].offset, sizeof v);
        return v;
    }
    }
}

static void set_field(tg_rules *r, int k, int v) {
    switch (k) {
    case K_PASS_STONES: r->pass_stones = v != 0; break;
    case K_WHITE_LAST: r->white_last = v != 0; break;
    default: memcpy((char *)r + params[k].offset, &v, sizeof v); break;
    }
}

const char *tg_rules_get(const tg_rules *r, const char *key, char *buf, size_t n) {
    for (int k = 0; k < K_COUNT; k++) {
        if (strcmp(params[k].key, key) != 0) continue;
        int v = get_field(r, k);
        if (params[k].names) snprintf(buf, n, "%s", params[k].names[v]);
        else if (k == K_KOMI) {
            char h[16];
            tg_format_half(v, h);
            snprintf(buf, n, "%s", h);
        } else if (k == K_CYCLE && v == 0) snprintf(buf, n, "off");
        else snprintf(buf, n, "%d", v);
        return buf;
    }
    return NULL;
}

size_t tg_rules_format(const tg_rules *r, char *out, size_t n) {
    size_t len = 0;
    for (int k = 0; k < K_COUNT; k++) {
        char v[48];
        tg_rules_get(r, params[k].key, v, sizeof v);
        int w = snprintf(len < n ? out + len : NULL, len < n ? n - len : 0, "%s%s=%s",
                         k ? "," : "", params[k].key, v);
        if (w > 0) len += (size_t)w;
    }
    if (n && len >= n) out[n - 1] = '\0';
    return len;
}

/* Digits only (no sign, no spaces, no base prefix), at most 1000000. */
static bool parse_int(const char *s, int *out) {
    if (!*s) return false;
    long v = 0;
    for (; *s; s++) {
        if (!isdigit((unsigned char)*s)) return false;
        v = v * 10 + (*s - '0');
        if (v > 1000000) return false;
    }
    *out = (int)v;
    return true;
}

tg_status tg_rules_set(tg_rules *r, const char *key, const char *value, char *err, size_t err_len) {
    int k = 0;
    while (k < K_COUNT && strcmp(params[k].key, key) != 0) k++;
    if (k == K_COUNT) {
        size_t len = (size_t)snprintf(err, err_len, "unknown rules parameter '%s'; the parameters are:", key);
        for (int i = 0; i < K_COUNT && len < err_len; i++)
            len += (size_t)snprintf(err + len, err_len - len, " %s", params[i].key);
        return TG_ERR_PARSE;
    }
    const param *p = &params[k];
    int v = 0;
    bool ok = false;
    if (p->names) {
        for (int i = 0; p->names[i]; i++)
            if (strcmp(p->names[i], value) == 0) {
                v = i;
                ok = true;
            }
        if (!ok && k == K_COMP && strcmp(value, "n-1") == 0) ok = (v = TG_COMP_N_MINUS_1, true);
        if (!ok && k == K_COMP && strcmp(value, "n") == 0) ok = (v = TG_COMP_N, true);
    } else if (k == K_KOMI) {
        ok = tg_parse_half(value, &v) == TG_OK;
    } else if (k == K_CYCLE) {
        if (strcmp(value, "off") == 0) ok = true, v = 0;
        else ok = parse_int(value, &v) && v >= 2;
    } else { /* first_pass */
        ok = parse_int(value, &v) && (v == 0 || v == 1);
    }
    if (!ok) {
        snprintf(err, err_len, "bad value '%s' for %s; allowed: %s", value, key, p->allowed);
        return TG_ERR_PARSE;
    }
    set_field(r, k, v);
    return TG_OK;
}

tg_status tg_rules_parse(const char *spec, tg_rules *out, char *err, size_t err_len) {
    char buf[512];
    if (err_len) err[0] = '\0';
    if (!spec || strlen(spec) >= sizeof buf) {
        if (spec) snprintf(err, err_len, "rules text too long (%zu characters, at most %zu)", strlen(spec), sizeof buf - 1);
        else snprintf(err, err_len, "rules text is missing");
        return TG_ERR_PARSE;
    }
    /* Lower-case, spaces removed: "Japanese, komi = 0.5" is accepted. */
    size_t n = 0;
    for (const char *s = spec; *s; s++)
        if (!isspace((unsigned char)*s)) buf[n++] = (char)tolower((unsigned char)*s);
    buf[n] = '\0';
    tg_rules r = presets[0].rules;
    char *item = buf, *next;
    bool first = true;
    for (; item; item = next, first = false) {
        next = strchr(item, ',');
        if (next) *next++ = '\0';
        char *eq = strchr(item, '=');
        if (!eq) {
            if (first && tg_rules__is_katago_compact(item)) {
                /* KataGo's rule string, on top of tromp-taylor. */
                tg_status st = tg_rules__katago_compact(&r, item, err, err_len);
                if (st != TG_OK) return st;
                continue;
            }
            const char *name = first ? tg_rules__preset_for(item, strlen(item)) : NULL;
            const preset *p = name ? find_preset(name, strlen(name)) : NULL;
            if (!p) {
                size_t len = (size_t)snprintf(err, err_len, first ? "unknown ruleset '%s'; the presets are:"
                                                                  : "'%s' is not key=value; the presets are:",
                                              item);
                for (int i = 0; i < NPRESETS && len < err_len; i++)
                    len += (size_t)snprintf(err + len, err_len - len, " %s", presets[i].name);
                return TG_ERR_PARSE;
            }
            r = p->rules;
            continue;
        }
        *eq = '\0';
        tg_status st = tg_rules_set(&r, item, eq + 1, err, err_len);
        if (st != TG_OK) return st;
    }
    *out = r;
    return TG_OK;
}

/* ------------------------------------------------------ names, SGF RU */

typedef struct ru_alias {
    const char *spelling; /* lower case, letters and digits only */
    const char *preset;
} ru_alias;

/* Every name of every ruleset: tengen's presets, SGF RU spellings that
 * servers write, KGS kgs-rules names, KataGo's shorthands. */
static const ru_alias ru_aliases[] = {
    {"japanese", "japanese"}, {"jp", "japanese"}, {"japan", "japanese"}, {"jpn", "japanese"},
    {"nihon", "japanese"},    {"chinese", "chinese"}, {"cn", "chinese"}, {"china", "chinese"},
    {"chn", "chinese"},       {"aga", "aga"}, {"american", "aga"}, {"bga", "aga"},
    {"british", "aga"},       {"french", "aga"}, {"aga1991", "aga-1991"},
    {"goe", "ing"},           {"ing", "ing"}, {"sst", "ing"}, {"ingsst", "ing"},
    {"nz", "nz"},             {"newzealand", "nz"}, {"korean", "korean"}, {"kr", "korean"},
    {"korea", "korean"},      {"kor", "korean"}, {"trompttaylor", "tromp-taylor"},
    {"tromptaylor", "tromp-taylor"}, {"tt", "tromp-taylor"}, {"basic", "tromp-taylor"},
    {"wmsg", "wmsg"},         {"chineseogs", "chinese"}, {"chinesekgs", "chinese"},
    {"stones", "stones"},     {"stonescoring", "group-tax"}, {"grouptax", "group-tax"},
};

const char *tg_rules__preset_for(const char *name, size_t len) {
    char key[64];
    size_t n = 0;
    for (size_t i = 0; i < len && name[i]; i++) {
        unsigned char ch = (unsigned char)name[i];
        if (!isalnum(ch)) continue;
        if (n + 1 >= sizeof key) return NULL;
        key[n++] = (char)tolower(ch);
    }
    key[n] = '\0';
    for (size_t i = 0; i < sizeof ru_aliases / sizeof ru_aliases[0]; i++)
        if (strcmp(ru_aliases[i].spelling, key) == 0) return ru_aliases[i].preset;
    return NULL;
}

bool tg_rules_from_sgf(const char *ru, tg_rules *out) {
    const char *name = ru ? tg_rules__preset_for(ru, strlen(ru)) : NULL;
    if (name) {
        *out = find_preset(name, strlen(name))->rules;
        return true;
    }
    /* KataGo writes its rules into RU in its compact form, and anything
     * --rules reads is read here too. */
    if (ru && *ru) {
        char err[160];
        if (tg_rules_parse(ru, out, err, sizeof err) == TG_OK) return true;
    }
    *out = find_preset("japanese", 8)->rules;
    return false;
}
