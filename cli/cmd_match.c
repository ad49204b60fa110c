/* cmd_match.c — placeholder */
#include "cli.h"
int cmd_match(int argc, char **argv) { (void)argc; (void)argv; return EXIT_USAGE; }
