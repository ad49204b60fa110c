/*
 * cmd_demo.c — `tengen demo`: plays a built-in 9x9 game to its end (two
 * passes) and scores the final position under every preset, side by side.
 *
 * The game is written as its final position; the moves are that position's
 * stones in alternation (a subset of a legal final position never captures,
 * so any order is a legal game). Its top left corner holds a seki with one
 * eye on each side: Japanese and Korean rules count those eyes for nobody,
 * the area rulesets count them.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char demo_position[] =
    "   A B C D E F G H J\n"
    " 9 . X . O . O X . .\n"
    " 8 X X X O O O X . .\n"
    " 7 O O O X X X X . .\n"
    " 6 . . O X . . . . .\n"
    " 5 . . O X . . . . .\n"
    " 4 O O O X . . . . .\n"
    " 3 . . O X . . . . .\n"
    " 2 . . O X . . . . .\n"
    " 1 . . O X . . . . .\n";

/* Plays the demo game into g: stones in alternation, then two passes. */
static int play_demo(tg_game *g, const tg_board *final) {
    tg_point black[TG_MAX_POINTS], white[TG_MAX_POINTS];
    int nb = 0, nw = 0;
    for (int y = 0; y < final->height; y++)
        for (int x = 0; x < final->width; x++) {
            tg_point p = tg_point_at(final, x, y);
            if (final->color[p] == TG_BLACK) black[nb++] = p;
            if (final->color[p] == TG_WHITE) white[nw++] = p;
        }
    for (int i = 0; i < nb || i < nw; i++) {
        if (tg_game_play(g, TG_BLACK, i < nb ? black[i] : TG_PASS).legality != TG_LEGAL) return -1;
        if (tg_game_play(g, TG_WHITE, i < nw ? white[i] : TG_PASS).legality != TG_LEGAL) return -1;
    }
    tg_game_play(g, TG_BLACK, TG_PASS);
    tg_game_play(g, TG_WHITE, TG_PASS);
    return tg_game_state_of(g) == TG_ENDED_PASSES ? 0 : -1;
}

int cmd_demo(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        printf("usage: tengen demo\n\nPlays a built-in 9x9 game and scores it under every preset.\n");
        return EXIT_OK;
    }
    tg_board final;
    tg_board_from_diagram(&final, demo_position);
    char pic[2048];
    tg_board_diagram(&final, pic, sizeof pic);
    printf("The built-in game, after both players passed (a seki with one eye each in the\n"
           "upper left; every stone is alive):\n\n%s\n", pic);
    printf("%-13s %-9s %-10s %6s %6s %6s %6s %5s %6s %6s  %s\n", "ruleset", "scoring", "seki",
           "B stn", "B ter", "W stn", "W ter", "neut", "B", "W", "result");
    for (int i = 0; i < tg_rules_preset_count(); i++) {
        tg_rules r;
        char err[256];
        tg_rules_parse(tg_rules_preset_name(i), &r, err, sizeof err);
        tg_game *g = tg_game_new(final.width, final.height, &r);
        if (!g || play_demo(g, &final) != 0) {
            fprintf(stderr, "tengen demo: the built-in game did not replay under %s\n", r.preset);
            tg_game_free(g);
            return EXIT_FOUND;
        }
        tg_score s;
        tg_game_score(g, NULL, 0, &s);
        char b[16], w[16], scoring[16], seki[16];
        tg_format_half(s.score2[TG_BLACK], b);
        tg_format_half(s.score2[TG_WHITE], w);
        printf("%-13s %-9s %-10s %6d %6d %6d %6d %5d %6s %6s  %s\n", r.preset,
               tg_rules_get(&r, "scoring", scoring, sizeof scoring),
               tg_rules_get(&r, "seki", seki, sizeof seki), s.stones[TG_BLACK],
               s.territory[TG_BLACK], s.stones[TG_WHITE], s.territory[TG_WHITE],
               s.neutral + s.seki_eyes, b, w, s.result);
        tg_game_free(g);
    }
    printf("\nB and W include komi, prisoners (territory scoring), pass stones (AGA),\n"
           "group tax and the first-pass point where the ruleset has them.\n");
    return EXIT_OK;
}
