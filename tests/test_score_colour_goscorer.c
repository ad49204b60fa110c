/* test_score_colour_goscorer.c — the territory count follows neither
 * colour: every goscorer position of the corpora (edge/goscorer/cases,
 * Japanese rules with the test's dead stones marked) is counted as it is
 * and with Black and White exchanged (the komi's sign and the captures
 * with them), and the two counts must be each other's swap point for
 * point: every point's kind the same and its owner swapped, the margin
 * the other's negated. The count fills the dame to find seki, and where
 * both colours could fill a point the last resort is Black's (score.c):
 * a fill that decided a seki by colour would show here. The positions
 * are the goscorer set's seki, false eyes, teire and dame; the held-back
 * half of that set is counted the same way, so the count must not lean
 * on either colour there either. Skipped where the corpora are missing. */
#include <dirent.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"

static int cases;

/* The count of b under rules with the context and dead points given;
 * false (a failed check) if it does not count. */
static bool counted(const char *name, const tg_board *b, const tg_rules *rules, const tg_score_context *ctx,
                    const tg_point *dead, int ndead, tg_score *sc) {
    tg_status st = tg_score_position(b, rules, ctx, dead, ndead, sc);
    CHECK(st == TG_OK, "%s: not counted (%d)", name, (int)st);
    return st == TG_OK;
}

static void check_case(const char *file) {
    char rel[512];
    snprintf(rel, sizeof rel, "edge/goscorer/cases/%s", file);
    static corpus_record rec;
    if (!record_open(rel, &rec)) return;
    cases++;
    const tg_board *b = tg_game_board(rec.r.game);
    tg_score_context ctx;
    tg_replay_context(&rec.r, &ctx);
    static tg_score as_is, swapped;
    if (!counted(file, b, &rec.r.rules, &ctx, rec.r.dead, rec.r.n_dead, &as_is)) {
        record_close(&rec);
        return;
    }
    static tg_board sw;
    colours_swapped(b, &sw);
    tg_rules rules = rec.r.rules;
    rules.komi2 = -rules.komi2;
    tg_score_context sctx = ctx;
    sctx.captures[TG_BLACK] = ctx.captures[TG_WHITE];
    sctx.captures[TG_WHITE] = ctx.captures[TG_BLACK];
    if (!counted(file, &sw, &rules, &sctx, rec.r.dead, rec.r.n_dead, &swapped)) {
        record_close(&rec);
        return;
    }
    CHECK(as_is.margin2 == -swapped.margin2, "%s: margin %d half points as it is, %d swapped", file, as_is.margin2,
          swapped.margin2);
    int differ = 0;
    char first[8] = "-";
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            tg_point_score a = as_is.points[p], s = swapped.points[p];
            uint8_t owner = s.owner == TG_BLACK || s.owner == TG_WHITE ? (uint8_t)tg_opponent((tg_color)s.owner)
                                                                        : s.owner;
            if (a.kind == s.kind && a.owner == owner) continue;
            if (differ++ == 0) tg_point_to_gtp(b, p, first);
        }
    CHECK(differ == 0, "%s: %d points counted otherwise with the colours swapped, the first %s", file, differ,
          first);
    record_close(&rec);
}

int main(void) {
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/corpora/edge/goscorer/cases", shared_dir());
    DIR *d = opendir(dir);
    if (!d) {
        printf("skipped: no goscorer cases at %s\n", dir);
        return check_done();
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name);
        if (n > 4 && strcmp(e->d_name + n - 4, ".sgf") == 0) check_case(e->d_name);
    }
    closedir(d);
    printf("%d goscorer positions counted both ways\n", cases);
    CHECK(cases >= 40, "every goscorer case was read: %d", cases);
    return check_done();
}
