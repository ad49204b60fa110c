/*
 * rules_internal.h — what rules.c and rules_katago.c share with the other
 * library files that read ruleset names (gtp_kata.c): one table of names,
 * so every input (--rules, SGF RU, kgs-rules, kata-set-rules) maps the same
 * spelling to the same ruleset.
 *
 * Invariant: on failure the rules passed in are left exactly as they were.
 *
 * Not here: anything a user of the library may rely on (see tengen.h).
 */
#ifndef TG_RULES_INTERNAL_H
#define TG_RULES_INTERNAL_H

#include <stddef.h>

#include "tengen/tengen.h"

#pragma GCC visibility push(hidden)

/* The preset a ruleset name stands for, under any spelling (case and
 * everything but letters and digits ignored: "NZ", "new_zealand",
 * "New Zealand" -> "nz"), or NULL for no known name. */
const char *tg_rules__preset_for(const char *name, size_t len);

/* KataGo's vocabulary (docs/rules.md, "KataGo's names"): one field
 * ("ko", "scoring", "tax", "suicide", "hasButton", "whiteHandicapBonus",
 * "friendlyPassOk", "komi", and their short forms). */
tg_status tg_rules__katago_field(tg_rules *r, const char *key, const char *value, char *err, size_t n);

/* KataGo's compact rules string, as KataGo writes it into SGF RU:
 * "koPOSITIONALscoreAREAtaxNONEsui1button0whbN-1fpok1komi7.5" (any case).
 * Fields it does not name stay as they are in *r. */
tg_status tg_rules__katago_compact(tg_rules *r, const char *text, char *err, size_t n);

/* Whether text looks like KataGo's compact form (starts with "ko" or
 * "score" followed by an upper-case value, in any case). */
int tg_rules__is_katago_compact(const char *text);

#pragma GCC visibility pop

#endif
