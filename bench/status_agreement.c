/*
 * status_agreement.c — measures how often tengen's dead-stone estimate gives
 * the recorded result of finished games: for each SGF named on the command
 * line (FILE, or FILE@N for the position before move N, as GNU Go's
 * `loadsgf FILE N`), replay the main line under the game's own rules (RU, KM, HA),
 * estimate the dead stones, score, and print one tab-separated line:
 *   file  rules  recorded  tengen  ms  dead-stones  note
 * Not part of `make test` (it is slow on the whole corpus); driven by
 * bench/status_agreement.sh, which adds GNU Go's answers beside it.
 *
 * TEMPORARY: a minimal main-line SGF move extractor (SZ, KM, HA, RU, RE,
 * AB, AW, B, W, PL only) lives here until the SGF module (branch sgf) is
 * merged; then replace read_sgf with tg_sgf_read_file.
 *
 * Invariant: the estimate uses a fixed seed, so the output is reproducible.
 * What it does not do: judge GNU Go; compare anything but result strings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tengen/status.h"

/* ------------------------------------------- temporary SGF extractor */

typedef struct mini_sgf {
    int size;
    char km[32], ha[16], ru[64], re[64], pl[8];
    int nsetup;
    tg_color setup_c[800];
    char setup_p[800][3];
    int nmoves;
    tg_color move_c[2000];
    char move_p[2000][3];
} mini_sgf;

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        fclose(f);
        return NULL;
    }
    s[n] = 0;
    fclose(f);
    return s;
}

/* The main line is every node before the first ')' outside a value. */
static int read_sgf(const char *path, mini_sgf *g) {
    memset(g, 0, sizeof *g);
    g->size = 19;
    char *s = slurp(path);
    if (!s) return -1;
    char *p = strchr(s, '(');
    if (!p) {
        free(s);
        return -1;
    }
    char id[8] = "";
    int idn = 0;
    int after_value = 0;
    for (p++; *p && *p != ')'; p++) {
        if (*p >= 'A' && *p <= 'Z') {
            if (after_value) idn = 0, after_value = 0;
            if (idn < 7) id[idn++] = *p;
            id[idn] = 0;
        } else if (*p == ';') {
            idn = 0;
        } else if (*p == '[') {
            char val[64];
            int vn = 0;
            for (p++; *p && *p != ']'; p++) {
                if (*p == '\\' && p[1]) p++;
                if (vn < 63) val[vn++] = *p;
            }
            val[vn] = 0;
            if (!*p) break;
            if (!strcmp(id, "SZ")) g->size = atoi(val);
            else if (!strcmp(id, "KM")) snprintf(g->km, sizeof g->km, "%.31s", val);
            else if (!strcmp(id, "HA")) snprintf(g->ha, sizeof g->ha, "%.15s", val);
            else if (!strcmp(id, "RU")) snprintf(g->ru, sizeof g->ru, "%s", val);
            else if (!strcmp(id, "RE")) snprintf(g->re, sizeof g->re, "%s", val);
            else if (!strcmp(id, "PL")) snprintf(g->pl, sizeof g->pl, "%.7s", val);
            else if ((!strcmp(id, "AB") || !strcmp(id, "AW")) && g->nsetup < 800) {
                g->setup_c[g->nsetup] = id[1] == 'B' ? TG_BLACK : TG_WHITE;
                snprintf(g->setup_p[g->nsetup++], 3, "%.2s", val);
            } else if ((!strcmp(id, "B") || !strcmp(id, "W")) && g->nmoves < 2000) {
                g->move_c[g->nmoves] = id[0] == 'B' ? TG_BLACK : TG_WHITE;
                snprintf(g->move_p[g->nmoves++], 3, "%.2s", val);
            }
        } else if (*p == '(' || *p == ' ' || *p == '\n' || *p == '\r' || *p == '\t') {
            if (*p == '(') idn = 0;
        } else {
            /* lower-case letters of long FF[3] names are skipped */
        }
        if (*p == ']') after_value = 1; /* AB[aa][bb]: the id holds until a letter */
    }
    free(s);
    return 0;
}

/* ------------------------------------------------------------ replay */

static int normalise_result(const char *re, char *out, size_t n) {
    if (!re[0]) return snprintf(out, n, "?");
    if (!strcmp(re, "0") || !strcmp(re, "Draw") || !strcmp(re, "Jigo")) return snprintf(out, n, "0");
    int half;
    if ((re[0] == 'B' || re[0] == 'W') && re[1] == '+' && tg_parse_half(re + 2, &half) == TG_OK) {
        char h[16];
        tg_format_half(half, h);
        return snprintf(out, n, "%c+%s", re[0], h);
    }
    return snprintf(out, n, "%s", re);
}

int main(int argc, char **argv) {
    long total_ms = 0;
    for (int a = 1; a < argc; a++) {
        static mini_sgf g;
        char path[4096];
        snprintf(path, sizeof path, "%s", argv[a]);
        char *at = strrchr(path, '@');
        int upto = 0; /* play moves 1..upto-1; 0 = all */
        if (at && at[1] >= '0' && at[1] <= '9') {
            upto = atoi(at + 1);
            *at = '\0';
        }
        if (read_sgf(path, &g) != 0) {
            FILE *f = fopen(path, "rb");
            printf("%s\t?\t?\t?\t0\t0\t%s\n", argv[a], f ? "unreadable" : "missing");
            if (f) fclose(f);
            continue;
        }
        if (upto > 0 && upto - 1 < g.nmoves) g.nmoves = upto - 1;
        tg_rules rules;
        tg_rules_from_sgf(g.ru, &rules);
        int komi2 = 0;
        if (g.km[0] && tg_parse_half(g.km, &komi2) != TG_OK) komi2 = (int)(2 * atof(g.km));
        rules.komi2 = komi2;
        rules.dead = TG_DEAD_ESTIMATE;
        tg_game *game = tg_game_new(g.size, g.size, &rules);
        if (!game) {
            printf("%s\t%s\t?\t?\t0\t0\tbad size\n", argv[a], rules.preset);
            continue;
        }
        const tg_board *b = tg_game_board(game);
        const char *note = "";
        for (int i = 0; i < g.nsetup; i++) {
            tg_point p;
            if (tg_point_from_sgf(b, g.setup_p[i], strlen(g.setup_p[i]), &p) == TG_OK && p != TG_PASS)
                tg_game_setup(game, p, g.setup_c[i]);
        }
        int ha = atoi(g.ha);
        if (ha >= 2) {
            tg_game_set_handicap_count(game, ha);
            tg_game_set_to_move(game, TG_WHITE);
        }
        if (g.pl[0]) tg_game_set_to_move(game, g.pl[0] == 'W' || g.pl[0] == 'w' ? TG_WHITE : TG_BLACK);
        int illegal = 0;
        for (int i = 0; i < g.nmoves; i++) {
            tg_point p;
            if (tg_point_from_sgf(b, g.move_p[i], strlen(g.move_p[i]), &p) != TG_OK) p = TG_PASS;
            if (tg_game_state_of(game) != TG_PLAYING) {
                if (p != TG_PASS) note = "moves after the end";
                continue;
            }
            tg_verdict v = tg_game_play(game, g.move_c[i], p);
            if (v.legality != TG_LEGAL) {
                illegal++;
                note = tg_legality_str(v.legality);
            }
        }
        struct timespec t0, t1;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        static tg_life_map m;
        tg_color to_move = tg_game_to_move(game);
        /* TG_PLAYOUTS, TG_READ_BUDGET, TG_SEED override the defaults (experiments). */
        tg_estimate_options eo;
        memset(&eo, 0, sizeof eo);
        if (getenv("TG_PLAYOUTS")) eo.playouts = atoi(getenv("TG_PLAYOUTS"));
        if (getenv("TG_READ_BUDGET")) eo.read_budget = atoi(getenv("TG_READ_BUDGET"));
        if (getenv("TG_RACE_BELOW")) eo.race_below = atoi(getenv("TG_RACE_BELOW"));
        uint64_t seed = getenv("TG_SEED") ? strtoull(getenv("TG_SEED"), NULL, 10) : 12345;
        tg_life_estimate(b, &rules, to_move, seed, &eo, &m);
        static tg_point dead[TG_MAX_POINTS];
        int ndead = tg_life_dead_points(b, &m, dead);
        static tg_score sc;
        tg_game_score(game, dead, ndead, &sc);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
        total_ms += ms;
        int dead_stones = sc.dead[TG_BLACK] + sc.dead[TG_WHITE];
        if (getenv("TG_DEBUG")) {
            /* The final position with the verdicts: x/o dead, #/@ seki,
             * and ownership of empty points (b/w) for a look by eye. */
            for (int y = 0; y < b->height; y++) {
                for (int x = 0; x < b->width; x++) {
                    tg_point p = tg_point_at(b, x, y);
                    int c = b->color[p];
                    char ch = c == TG_BLACK ? 'X' : c == TG_WHITE ? 'O' : '.';
                    if (c && m.life[p] == TG_LIFE_DEAD) ch = c == TG_BLACK ? 'x' : 'o';
                    if (c && m.life[p] == TG_LIFE_SEKI) ch = c == TG_BLACK ? '#' : '@';
                    if (!c) ch = m.ownership[p] > 30 ? 'b' : m.ownership[p] < -30 ? 'w' : '.';
                    fprintf(stderr, " %c", ch);
                }
                fprintf(stderr, "   ");
                for (int x = 0; x < b->width; x++)
                    fprintf(stderr, "%4d", m.ownership[tg_point_at(b, x, y)]);
                fputc('\n', stderr);
            }
            fprintf(stderr, "caps B %d W %d, dead B %d W %d, terr B %d W %d to_move %d\n",
                    tg_game_captures(game, TG_BLACK), tg_game_captures(game, TG_WHITE),
                    sc.dead[1], sc.dead[2], sc.territory[1], sc.territory[2], to_move);
        }
        char re[64];
        normalise_result(g.re, re, sizeof re);
        printf("%s\t%s\t%s\t%s\t%ld\t%d\t%s%s\n", argv[a], rules.preset, re, sc.result, ms,
               dead_stones, illegal ? "illegal:" : "", note);
        tg_game_free(game);
    }
    fprintf(stderr, "total estimate+score time %ld ms\n", total_ms);
    return 0;
}
