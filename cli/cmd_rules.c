/*
 * cmd_rules.c — `tengen rules`: every preset with all its parameters, or one
 * ruleset (any name, any rules text with overrides) described in words as
 * it stands after the overrides. docs/rules.md explains every parameter.
 *
 * Invariant: the table's columns are as wide as their widest cell, so the
 * header lines up with the values.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define MAX_KEYS 32

static void print_table(void) {
    int nkeys = tg_rules_key_count();
    if (nkeys > MAX_KEYS) nkeys = MAX_KEYS;
    int width[MAX_KEYS + 1];
    width[0] = (int)strlen("preset");
    for (int k = 0; k < nkeys; k++) width[k + 1] = (int)strlen(tg_rules_key_name(k));
    tg_rules r[64];
    int npresets = tg_rules_preset_count() < 64 ? tg_rules_preset_count() : 64;
    for (int i = 0; i < npresets; i++) {
        char err[256], v[48];
        tg_rules_parse(tg_rules_preset_name(i), &r[i], err, sizeof err);
        int w = (int)strlen(tg_rules_preset_name(i));
        if (w > width[0]) width[0] = w;
        for (int k = 0; k < nkeys; k++) {
            w = (int)strlen(tg_rules_get(&r[i], tg_rules_key_name(k), v, sizeof v));
            if (w > width[k + 1]) width[k + 1] = w;
        }
    }
    printf("%-*s", width[0], "preset");
    for (int k = 0; k < nkeys; k++) printf("  %-*s", k + 1 < nkeys ? width[k + 1] : 0, tg_rules_key_name(k));
    printf("\n");
    for (int i = 0; i < npresets; i++) {
        printf("%-*s", width[0], tg_rules_preset_name(i));
        for (int k = 0; k < nkeys; k++) {
            char v[48];
            /* The last column unpadded: no trailing spaces. */
            printf("  %-*s", k + 1 < nkeys ? width[k + 1] : 0, tg_rules_get(&r[i], tg_rules_key_name(k), v, sizeof v));
        }
        printf("\n");
    }
}

int cmd_rules(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        printf("usage: tengen rules            list every preset with all its parameters\n"
               "       tengen rules SPEC       describe one ruleset, e.g. 'japanese,komi=0.5'\n\n"
               "SPEC is PRESET[,key=value]..., where PRESET is any name of a ruleset (tt,\n"
               "new-zealand, RU spellings, KataGo's compact rules string); the keys are:");
        for (int k = 0; k < tg_rules_key_count(); k++) printf(" %s", tg_rules_key_name(k));
        printf("\nEvery parameter, preset and reading is explained in docs/rules.md.\n");
        return EXIT_OK;
    }
    if (argc < 2) {
        print_table();
        return EXIT_OK;
    }
    tg_rules r;
    char err[512];
    if (tg_rules_parse(argv[1], &r, err, sizeof err) != TG_OK) {
        fprintf(stderr, "tengen rules: %s\n", err);
        return EXIT_USAGE;
    }
    size_t need = tg_rules_describe(&r, NULL, 0);
    char *text = malloc(need + 1);
    if (!text) {
        fprintf(stderr, "tengen rules: out of memory\n");
        return EXIT_USAGE;
    }
    tg_rules_describe(&r, text, need + 1);
    printf("%s\n\n%s\n\nparameters:\n", argv[1], text);
    free(text);
    for (int k = 0; k < tg_rules_key_count(); k++) {
        char v[48];
        printf("  %-13s %s\n", tg_rules_key_name(k), tg_rules_get(&r, tg_rules_key_name(k), v, sizeof v));
    }
    return EXIT_OK;
}
