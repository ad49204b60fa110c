/* test_explain.c — `tengen score --rules all` explanations add up: over
 * every game of ../shared/corpora/games, each preset's count of the game's
 * final position is explained by tg_rules_compare as a chain of parameter
 * changes from the game's own rules, every step that changes the margin is
 * named, and the amounts sum exactly to the difference. Dead stones are
 * the record's own marks (no estimate: the test stays fast); dead=none
 * counts the board as it stands. Regression: "aga differs from japanese
 * by:" with nothing after, and amounts that did not add up where handicap
 * compensation, pass stones or the first-pass point were involved. */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"

static int games, lines, bad;

static void check_game(const char *path) {
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &err);
    if (!c) return;
    for (size_t gi = 0; gi < tg_sgf_game_count(c); gi++) {
        tg_replay_options opt = {.tolerant = true};
        tg_replay r;
        if (tg_replay_sgf(tg_sgf_game(c, gi), &opt, &r, &err) != TG_OK) continue;
        games++;
        tg_score_context ctx;
        tg_replay_context(&r, &ctx);
        const tg_board *b = tg_game_board(r.game);
        tg_score own, row;
        tg_score_position(b, &r.rules, &ctx, r.dead, r.n_dead, &own);
        for (int i = 0; i < tg_rules_preset_count(); i++) {
            tg_rules pr;
            char e[256];
            tg_rules_parse(tg_rules_preset_name(i), &pr, e, sizeof e);
            pr.komi2 = r.rules.komi2;
            tg_score_position(b, &pr, &ctx, r.dead, pr.dead == TG_DEAD_NONE ? 0 : r.n_dead, &row);
            tg_rules_diff d[16];
            int k = tg_rules_compare(b, &ctx, r.dead, r.n_dead, &r.rules, &pr, d, 16);
            int sum = 0;
            bool named = true;
            for (int j = 0; j < k; j++) {
                sum += d[j].margin_delta2;
                if (d[j].margin_delta2 == 0 && strcmp(d[j].key, "ties") != 0) named = false;
            }
            lines++;
            bool ok = k < 16 && sum == row.margin2 - own.margin2 && named &&
                      (strcmp(row.result, own.result) == 0 || k > 0);
            if (!ok && bad++ < 10)
                CHECK(false, "%s under %s: own %s, preset %s, %d steps adding to %d half points of %d", path,
                      pr.preset, own.result, row.result, k, sum, row.margin2 - own.margin2);
        }
        tg_replay_fini(&r);
    }
    tg_sgf_collection_free(c);
}

static void walk(const char *dir) {
    DIR *d = opendir(dir);
    CHECK(d != NULL, "cannot open %s", dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0) continue;
        size_t n = strlen(e->d_name);
        if (S_ISDIR(st.st_mode)) walk(path);
        else if (n > 4 && (strcmp(e->d_name + n - 4, ".sgf") == 0 || strcmp(e->d_name + n - 4, ".SGF") == 0))
            check_game(path);
    }
    closedir(d);
}

int main(void) {
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/corpora/games", shared_dir());
    walk(dir);
    printf("%d games, %d preset lines explained\n", games, lines);
    CHECK(games >= 3800, "every game of the corpus was read: %d", games);
    CHECK(bad == 0, "%d preset lines do not add up", bad);
    return check_done();
}
