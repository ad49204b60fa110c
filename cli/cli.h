/* cli.h — the subcommands of `tengen`, one file each (cli/cmd_*.c), and the
 * few helpers they share. Exit codes are the same for every command:
 *   0  success (all legal, result computed)
 *   1  the command ran and found a problem (an illegal move, a mismatch)
 *   2  bad usage (unknown option, bad rules text)
 *   3  input could not be read (missing file, malformed record)
 */
#ifndef TG_CLI_H
#define TG_CLI_H

#include "tengen/tengen.h"

enum { EXIT_OK = 0, EXIT_FOUND = 1, EXIT_USAGE = 2, EXIT_INPUT = 3 };

int cmd_rules(int argc, char **argv);
int cmd_demo(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_gtp(int argc, char **argv);
int cmd_match(int argc, char **argv);

/* True if argv has --help or -h. */
int cli_wants_help(int argc, char **argv);

#endif
