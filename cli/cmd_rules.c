/*
 * cmd_rules.c — `tengen rules`: every preset with all its parameters, or one
 * ruleset (a preset name or any rules text) described in words.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static void print_table(void) {
    int nkeys = tg_rules_key_count();
    printf("%-13s", "preset");
    for (int k = 0; k < nkeys; k++) printf(" %s", tg_rules_key_name(k));
    printf("\n");
    for (int i = 0; i < tg_rules_preset_count(); i++) {
        tg_rules r;
        char err[256];
        tg_rules_parse(tg_rules_preset_name(i), &r, err, sizeof err);
        printf("%-13s", tg_rules_preset_name(i));
        for (int k = 0; k < nkeys; k++) {
            char v[48];
            printf(" %s", tg_rules_get(&r, tg_rules_key_name(k), v, sizeof v));
        }
        printf("\n");
    }
}

int cmd_rules(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        printf("usage: tengen rules            list every preset with all its parameters\n"
               "       tengen rules SPEC       describe one ruleset, e.g. 'japanese,komi=0.5'\n\n"
               "SPEC is PRESET[,key=value]...; the keys are:");
        for (int k = 0; k < tg_rules_key_count(); k++) printf(" %s", tg_rules_key_name(k));
        printf("\n");
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
    printf("%s\n\n%s\n\nparameters:\n", argv[1], tg_rules_preset_description(r.preset));
    for (int k = 0; k < tg_rules_key_count(); k++) {
        char v[48];
        printf("  %-13s %s\n", tg_rules_key_name(k), tg_rules_get(&r, tg_rules_key_name(k), v, sizeof v));
    }
    return EXIT_OK;
}
