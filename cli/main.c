/*
 * main.c — `tengen`: the command table and the top-level help. Each
 * subcommand lives in its own file (cli/cmd_NAME.c) and is one row here.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command commands[] = {
    {"rules", cmd_rules, "list the rulesets, or describe one: tengen rules [NAME|SPEC]"},
    {"demo", cmd_demo, "play and score a built-in game under every ruleset"},
    {"check", cmd_check, "replay game records and report illegal moves (tengen check --help)"},
    {"score", cmd_score, "count finished game records under their rules or all (tengen score --help)"},
    {"gtp", cmd_gtp, "speak the Go Text Protocol on stdin/stdout (tengen gtp --help)"},
    {"match", cmd_match, "referee games between two GTP engines (tengen match --help)"},
    {"bench", cmd_bench, "measure the speed of the board and rules (tengen bench --help)"},
};

static void usage(FILE *f) {
    fprintf(f, "tengen %s — the rules of Go, complete, exact and fast\n\n"
               "usage: tengen COMMAND [ARGS...]\n       tengen COMMAND --help\n\ncommands:\n",
            TG_VERSION);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\nexit status: 0 success; 1 a problem was found (illegal move, result "
               "mismatch);\n2 bad usage; 3 input could not be read.\n"
               "\nThe rules, every parameter and preset: docs/rules.md.\n");
}

int cli_wants_help(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) return 1;
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("tengen %s\n", TG_VERSION);
        return EXIT_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0) return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "tengen: unknown command '%s' (try tengen --help)\n", argv[1]);
    return EXIT_USAGE;
}
