/*
 * cmd_score.c — `tengen score FILE...`: the result of every game record,
 * counted under its rules (RU, --rules SPEC) or under every preset side by
 * side (--rules all), beside the recorded RE with a flag where they differ.
 *
 * Replay is always tolerant here (a record with a superko repetition can
 * still be counted); illegal moves are reported in the output. Dead stones:
 * --dead auto (the default: the record's marks where it has any, else the
 * estimate), marks (stones inside the opponent's final TB/TW
 * marks, and AE removals after the last move), none, estimate (the status
 * module's seeded Monte Carlo estimate, status.h), or a list of GTP
 * points (each marks its chain). Under --rules all every preset replays
 * the game itself (legality, pass stones and captures differ between
 * rulesets) with the record's komi; in JSON each preset says which
 * parameters make it differ (differs_by). --svg FILE draws one record,
 * --svg-dir DIR one SVG per game of any number of records.
 *
 * What it does not do: decide life and death itself.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "records.h"
#include "svg.h"
#include "tengen/status.h"

typedef enum { DEAD_AUTO, DEAD_MARKS, DEAD_NONE, DEAD_ESTIMATE, DEAD_LIST } dead_mode;

typedef struct score_ctx {
    bool json, all, have_rules, keep_komi, quiet;
    tg_rules rules;
    dead_mode dead;
    const char *dead_list;
    const char *svg;      /* --svg FILE (one record) */
    const char *svg_dir;  /* --svg-dir DIR: one SVG per game */
    bool svg_long_names;  /* two inputs share a base name: name SVGs by path */
    bool wood, explain;
    size_t max_size;
    uint64_t seed; /* the estimate's seed (--seed; 1 by default) */
    int finished;  /* --finished: 1 yes, 0 no, -1 auto (game_finished) */
} score_ctx;

/* Whether the record's final position is the end of its game, for the
 * estimate (tg_estimate_options.unfinished): --finished yes or no, else
 * (auto) as tg_replay_finished says. */
static bool game_finished(const score_ctx *ctx, const tg_replay *r) {
    return ctx->finished >= 0 ? ctx->finished : tg_replay_finished(r);
}

/* Checks the syntax of a --dead list (GTP points: letters then digits,
 * separated by commas) before any record is read. */
static bool dead_list_syntax(const char *s) {
    if (!*s) return false;
    while (*s) {
        size_t len = strcspn(s, ",");
        size_t k = 0;
        while (k < len && ((s[k] | 32) >= 'a' && (s[k] | 32) <= 'z')) k++;
        size_t letters = k;
        while (k < len && s[k] >= '0' && s[k] <= '9') k++;
        if (letters == 0 || letters > 2 || k == letters || k != len || len > 8) return false;
        s += len;
        if (*s == ',' && !*++s) return false;
    }
    return true;
}

/* The stones whose verdict the status module calls uncertain
 * (tg_life_is_uncertain), into pts; returns how many. */
static int uncertain_stones(const tg_board *b, const tg_life_map *m, tg_point *pts) {
    int n = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            if (tg_life_is_uncertain(b, m, p)) pts[n++] = p;
        }
    return n;
}

/* The dead stones for this game, into dead[] (TG_MAX_POINTS entries).
 * Returns the count, or -1 when a listed point is not on the board. */
static int pick_dead(const score_ctx *ctx, const tg_replay *r, tg_point *dead, const char **source,
                     tg_life_map *life, bool *have_life, char *bad, size_t nbad) {
    *source = "none";
    *have_life = false;
    if (ctx->dead == DEAD_NONE) return 0;
    if (ctx->dead == DEAD_LIST) {
        *source = "list";
        int n = 0;
        const char *s = ctx->dead_list;
        while (*s) {
            size_t len = strcspn(s, ",");
            char tok[16];
            snprintf(tok, sizeof tok, "%.*s", (int)(len < 15 ? len : 15), s);
            tg_point p;
            if (tg_point_from_gtp(tg_game_board(r->game), tok, &p) != TG_OK || p == TG_PASS) {
                snprintf(bad, nbad, "%s is not a point of the board", tok);
                return -1;
            }
            if (n < TG_MAX_POINTS) dead[n++] = p;
            s += len;
            if (*s == ',') s++;
        }
        return n;
    }
    /* A ruleset without a counting phase (dead=none, Tromp-Taylor) counts
     * the board as it stands: auto removes nothing there. */
    if (ctx->dead == DEAD_AUTO && r->rules.dead == TG_DEAD_NONE) return 0;
    /* auto: the record's own marks where it has them, else the estimate. */
    bool estimate = ctx->dead == DEAD_ESTIMATE || (ctx->dead == DEAD_AUTO && r->n_dead == 0);
    if (estimate) {
        /* The status module: Benson, then a seeded Monte Carlo estimate,
         * so the same record and seed always give the same answer. */
        const tg_board *b = tg_game_board(r->game);
        tg_estimate_options o = {.unfinished = !game_finished(ctx, r)};
        *source = "estimate";
        if (tg_life_estimate(b, &r->rules, tg_game_to_move(r->game), ctx->seed, &o, life) != TG_OK)
            return 0;
        *have_life = true;
        return tg_life_dead_points(b, life, dead);
    }
    static const char *names[] = {"none", "marks", "removals", "marks+removals"};
    *source = names[r->dead_source];
    if (r->n_dead) memcpy(dead, r->dead, (size_t)r->n_dead * sizeof *dead);
    return r->n_dead;
}

/* 1 agree, 0 differ, -1 nothing to compare (no RE, or RE unknown). */
static int compare_re(const tg_replay *r, const char *fixed, const tg_score *s, bool *counted) {
    const tg_sgf_result *re = &r->info.result;
    *counted = false;
    switch (re->winner) {
    case TG_SGF_WIN_NONE:
    case TG_SGF_WIN_UNKNOWN: return -1;
    case TG_SGF_WIN_VOID: return fixed && strcmp(fixed, "Void") == 0;
    case TG_SGF_WIN_DRAW: *counted = true; return !fixed && s->margin2 == 0;
    default: break;
    }
    char w = re->winner == TG_SGF_WIN_BLACK ? 'B' : 'W';
    switch (re->by) {
    case TG_SGF_BY_SCORE:
        *counted = true;
        if (fixed) return 0;
        return s->margin2 == (w == 'B' ? re->margin2 : -re->margin2);
    case TG_SGF_BY_NONE: /* "B+" with no margin: the winner only */
        if (fixed) return fixed[0] == w;
        return s->margin2 != 0 && (s->margin2 > 0) == (w == 'B');
    default: return fixed && fixed[0] == w;
    }
}

static void json_score(FILE *f, const tg_score *s) {
    fputs("{\"black\":", f);
    json_half(f, s->score2[TG_BLACK]);
    fputs(",\"white\":", f);
    json_half(f, s->score2[TG_WHITE]);
    fprintf(f, ",\"stones\":[%d,%d],\"territory\":[%d,%d],\"prisoners\":[%d,%d],\"dead\":[%d,%d],"
               "\"tax\":[%d,%d],\"seki_eyes\":%d,\"neutral\":%d,\"komi\":",
            s->stones[1], s->stones[2], s->territory[1], s->territory[2], s->prisoners[1],
            s->prisoners[2], s->dead[1], s->dead[2], s->tax[1], s->tax[2], s->seki_eyes, s->neutral);
    json_half(f, s->komi2);
    fprintf(f, ",\"compensation\":%d,\"first_pass\":%d,\"margin\":", s->compensation, s->first_pass);
    json_half(f, s->margin2);
    fputc('}', f);
}

static const char *agree_json(int a) { return a < 0 ? "null" : a ? "true" : "false"; }

/* One preset's line of --rules all. */
typedef struct preset_row {
    tg_rules rules;
    tg_score score;
    char result[16];
    bool fixed;
    int agree, illegal;
    tg_status st;
} preset_row;

static void score_all_presets(const tg_sgf_node *root, const tg_replay *primary, const tg_point *dead,
                              int ndead, preset_row *rows) {
    for (int i = 0; i < tg_rules_preset_count(); i++) {
        preset_row *row = &rows[i];
        char err[256];
        tg_rules_parse(tg_rules_preset_name(i), &row->rules, err, sizeof err);
        row->rules.komi2 = primary->rules.komi2;
        tg_replay_options opt = {.rules = &row->rules, .keep_komi = true, .tolerant = true};
        tg_replay r;
        tg_sgf_error e;
        row->st = tg_replay_sgf(root, &opt, &r, &e);
        if (row->st != TG_OK) continue;
        row->illegal = r.illegal;
        row->fixed = tg_replay_fixed_result(&r, row->result);
        /* The game's own final position and context counted under the
         * preset (so tg_rules_compare's amounts add up to the difference);
         * rulesets without a counting phase (dead=none: Tromp-Taylor, stone
         * scoring, group tax) count it as it stands. */
        bool as_it_stands = row->rules.dead == TG_DEAD_NONE;
        tg_replay_score(primary, &row->rules, dead, as_it_stands ? 0 : ndead, &row->score);
        if (!row->fixed) memcpy(row->result, row->score.result, sizeof row->result);
        bool counted;
        row->agree = compare_re(&r, row->fixed ? row->result : NULL, &row->score, &counted);
        tg_replay_fini(&r);
    }
}

/* The SVG file name of game `game` of the record at path: --svg FILE (game
 * N of a collection in FILE-N.svg), or under --svg-dir DIR the record's
 * base name without .sgf (its whole path, '/' as '_', when base names
 * collide) plus -N for game N of a collection, and .svg. */
static void svg_name(const score_ctx *ctx, const char *path, int game, int ngames, char *file, size_t n) {
    if (!ctx->svg_dir) {
        if (ngames > 1 || game > 1) {
            const char *dot = strrchr(ctx->svg, '.');
            int stem = dot ? (int)(dot - ctx->svg) : (int)strlen(ctx->svg);
            snprintf(file, n, "%.*s-%d%s", stem, ctx->svg, game, dot ? dot : "");
        } else {
            snprintf(file, n, "%s", ctx->svg);
        }
        return;
    }
    char stem[4096];
    const char *base = path;
    if (ctx->svg_long_names) {
        while (strncmp(base, "./", 2) == 0 || strncmp(base, "../", 3) == 0) base += base[1] == '/' ? 2 : 3;
    } else {
        const char *slash = strrchr(path, '/');
        if (slash) base = slash + 1;
    }
    snprintf(stem, sizeof stem, "%s", base);
    size_t len = strlen(stem);
    if (len > 4 && stem[len - 4] == '.' && (stem[len - 3] | 32) == 's' && (stem[len - 2] | 32) == 'g' &&
        (stem[len - 1] | 32) == 'f')
        stem[len - 4] = '\0';
    for (char *c = stem; *c; c++)
        if (*c == '/') *c = '_';
    if (ngames > 1) snprintf(file, n, "%s/%s-%d.svg", ctx->svg_dir, stem, game);
    else snprintf(file, n, "%s/%s.svg", ctx->svg_dir, stem);
}

/* Draws the game into its SVG file (atomically). Returns the file name
 * written into file, or false with the reason on a line of out. */
static bool write_svg_for(const score_ctx *ctx, const char *path, const char *title, int game, int ngames,
                          const tg_replay *r, const tg_score *s, const char *result, char *file, size_t n,
                          FILE *out) {
    svg_name(ctx, path, game, ngames, file, n);
    svg_options o = {ctx->wood, title};
    char err[256];
    if (svg_write_file(file, r, s, result, &o, err, sizeof err) == 0) return true;
    if (!ctx->json) fprintf(out, "%s: error: cannot write %s: %s\n", title, file, err);
    return false;
}

/* Under --rules all: which parameters make preset row count differently
 * from the game's own rules (tg_rules_compare); whether dead stones stay
 * on the board under it (dead=none). Returns the number of diffs. */
static int preset_diffs(const tg_replay *r, const tg_point *dead, int ndead, const preset_row *row,
                        tg_rules_diff *diffs, int max, bool *dead_stay) {
    tg_score_context sctx;
    tg_replay_context(r, &sctx);
    *dead_stay = row->rules.dead == TG_DEAD_NONE && ndead > 0;
    return tg_rules_compare(tg_game_board(r->game), &sctx, dead, ndead, &r->rules, &row->rules, diffs, max);
}

/* The explanation of one count (--explain): every point's verdict and why
 * each dead or seki chain is so. */
static void print_explanation(FILE *out, const tg_replay *r, const tg_score *sc, const tg_life_map *life) {
    tg_score_context sctx;
    tg_replay_context(r, &sctx);
    const tg_board *b = tg_game_board(r->game);
    size_t need = tg_explain_score(b, &r->rules, &sctx, sc, life, NULL, 0);
    char *text = malloc(need + 1);
    if (!text) return;
    tg_explain_score(b, &r->rules, &sctx, sc, life, text, need + 1);
    fputs(text, out);
    free(text);
}

/* Under --rules all, for each preset whose result differs from the game's
 * own ruleset: which parameters make the difference. */
static void print_differences(FILE *out, const tg_replay *r, const char *own_result, const tg_point *dead,
                              int ndead, const preset_row *rows, int npresets) {
    for (int i = 0; i < npresets; i++) {
        const preset_row *row = &rows[i];
        if (row->st != TG_OK || strcmp(row->result, own_result) == 0) continue;
        tg_rules_diff diffs[16];
        bool stay;
        int nd = preset_diffs(r, dead, ndead, row, diffs, 16, &stay);
        fprintf(out, "  - %s differs from %s by:", row->rules.preset, r->rules.preset);
        for (int k = 0; k < nd; k++) {
            char d[16];
            tg_format_half(diffs[k].margin_delta2 < 0 ? -diffs[k].margin_delta2 : diffs[k].margin_delta2, d);
            fprintf(out, "%s %s %s->%s (%s%s for Black)", k ? "," : "", diffs[k].key, diffs[k].from,
                    diffs[k].to, diffs[k].margin_delta2 < 0 ? "-" : "+", d);
        }
        (void)stay; /* the chain names dead=none itself */
        if (row->fixed) fprintf(out, "%s the game ends %s under it", nd ? "," : "",
                                strcmp(row->result, "Void") == 0 ? "without result (a cycle)" : row->result);
        if (row->illegal) fprintf(out, "%s moves illegal under it", nd || row->fixed ? "," : "");
        fputc('\n', out);
    }
}

/* The same in JSON: "differs_by": [{"key", "from", "to", "margin_delta"}]
 * (empty when the result is the same), "dead_stay". */
static void json_differences(FILE *out, const tg_replay *r, const char *own_result, const tg_point *dead,
                             int ndead, const preset_row *row) {
    tg_rules_diff diffs[16];
    bool stay = false;
    int nd = 0;
    if (strcmp(row->result, own_result) != 0) nd = preset_diffs(r, dead, ndead, row, diffs, 16, &stay);
    fputs(",\"differs_by\":[", out);
    for (int k = 0; k < nd; k++) {
        fprintf(out, "%s{\"key\":", k ? "," : "");
        json_str(out, diffs[k].key);
        fputs(",\"from\":", out);
        json_str(out, diffs[k].from);
        fputs(",\"to\":", out);
        json_str(out, diffs[k].to);
        fputs(",\"margin_delta\":", out);
        json_half(out, diffs[k].margin_delta2);
        fputc('}', out);
    }
    fprintf(out, "],\"dead_stay\":%s", stay ? "true" : "false");
}

/* The explanation as one JSON string field "explain". */
static void json_explanation(FILE *out, const tg_replay *r, const tg_score *sc, const tg_life_map *life) {
    tg_score_context sctx;
    tg_replay_context(r, &sctx);
    const tg_board *b = tg_game_board(r->game);
    size_t need = tg_explain_score(b, &r->rules, &sctx, sc, life, NULL, 0);
    char *text = malloc(need + 1);
    fputs(",\"explain\":", out);
    if (!text) {
        fputs("null", out);
        return;
    }
    tg_explain_score(b, &r->rules, &sctx, sc, life, text, need + 1);
    json_str(out, text);
    free(text);
}

static void score_one(const rec_file *file, void *vctx, rec_buffer *buf, FILE *out, rec_stats *st) {
    const score_ctx *ctx = vctx;
    const char *path = file->path;
    tg_life_map *life = malloc(sizeof *life);
    if (!life) {
        fprintf(out, "%s: out of memory\n", path);
        st->unreadable++;
        return;
    }
    tg_sgf_collection *c = rec_read_into(file, ctx->max_size, false, ctx->json, out, st, buf);
    if (!c) {
        free(life);
        return;
    }
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    size_t ngames = tg_sgf_game_count(c);
    for (size_t gi = 0; gi < ngames; gi++) {
        char tag[32], name[4200], title[4200];
        rec_game_tag(tag, sizeof tag, gi, ngames);
        snprintf(name, sizeof name, "%s: %s", path, tag);
        if (ngames > 1) snprintf(title, sizeof title, "%s, game %zu", path, gi + 1);
        else snprintf(title, sizeof title, "%s", path);
        const tg_sgf_node *root = tg_sgf_game(c, gi);
        tg_replay_options opt = {.rules = ctx->have_rules ? &ctx->rules : NULL, .keep_komi = ctx->keep_komi,
                                 .tolerant = true};
        tg_replay r;
        tg_status s = tg_replay_sgf(root, &opt, &r, &err);
        char msg[256];
        if (s != TG_OK) {
            rec_unreadable(out, ctx->json, path, ngames > 1 ? (int)gi + 1 : 0, &err, st);
            continue;
        }
        tg_point dead[TG_MAX_POINTS];
        const char *source;
        bool have_life;
        int ndead = pick_dead(ctx, &r, dead, &source, life, &have_life, msg, sizeof msg);
        bool finished = game_finished(ctx, &r);
        /* the text names an estimate of a game that had not ended */
        const char *source_text = have_life && !finished ? "estimate (unfinished game)" : source;
        if (ndead < 0) {
            /* a point of the --dead list off this board: bad usage */
            tg_sgf_error e = {.status = TG_ERR_ARG};
            snprintf(e.message, sizeof e.message, "--dead: %.180s", msg);
            rec_unreadable(out, ctx->json, path, ngames > 1 ? (int)gi + 1 : 0, &e, st);
            st->unreadable--;
            st->usage_errors++;
            tg_replay_fini(&r);
            continue;
        }
        tg_score sc;
        tg_replay_score(&r, NULL, dead, ndead, &sc);
        char fixed[16], result[16];
        bool is_fixed = tg_replay_fixed_result(&r, fixed);
        snprintf(result, sizeof result, "%s", is_fixed ? fixed : sc.result);
        bool counted;
        int agree = compare_re(&r, is_fixed ? fixed : NULL, &sc, &counted);
        /* A pass after the end (an IGS-style third pass) is skipped and
         * changes nothing: it is noted, not a problem for the exit status. */
        int harmful = 0;
        for (int i = 0; i < r.n_events; i++)
            harmful += tg_replay_event_illegal(r.events[i].kind) &&
                       !(r.events[i].kind == TG_REPLAY_AFTER_END && r.events[i].point == TG_PASS);
        st->games++;
        st->moves += r.moves;
        st->illegal_moves += harmful;
        if (harmful) st->illegal_games++;
        if (agree == 1) st->agree++;
        else if (agree == 0) st->differ++;
        else st->not_compared++;
        if (counted) {
            st->counted++;
            if (agree == 1) st->counted_agree++;
        }
        const tg_board *fb = tg_game_board(r.game);
        tg_point unsure[TG_MAX_POINTS];
        int nunsure = have_life ? uncertain_stones(fb, life, unsure) : 0;
        if (nunsure) st->uncertain++;
        preset_row rows[32];
        int npresets = tg_rules_preset_count() < 32 ? tg_rules_preset_count() : 32;
        if (ctx->all) score_all_presets(root, &r, dead, ndead, rows);
        char svg_file[4300];
        bool svg_ok = (ctx->svg || ctx->svg_dir) &&
                      write_svg_for(ctx, path, title, (int)gi + 1, (int)ngames, &r, &sc, result, svg_file,
                                    sizeof svg_file, out);

        if (ctx->json) {
            json_game_head(out, path, (int)gi + 1, &r);
            fprintf(out, ",\"illegal\":%d,\"events\":[", r.illegal);
            int shown = r.n_events < REC_MAX_LINES_PER_GAME ? r.n_events : REC_MAX_LINES_PER_GAME;
            for (int i = 0; i < shown; i++) {
                if (i) fputc(',', out);
                json_event(out, &r, &r.events[i]);
            }
            fprintf(out, "],\"events_dropped\":%d", r.n_events - shown);
            fputs(",\"dead_source\":", out);
            json_str(out, source);
            fprintf(out, ",\"finished\":%s", finished ? "true" : "false");
            /* every dead stone the count removed, not one per chain */
            fputs(",\"dead\":[", out);
            int k = 0;
            for (int y = 0; y < fb->height; y++)
                for (int x = 0; x < fb->width; x++) {
                    tg_point p = tg_point_at(fb, x, y);
                    if (sc.points[p].kind != TG_PT_DEAD) continue;
                    char pt[8];
                    tg_point_to_gtp(fb, p, pt);
                    fprintf(out, "%s\"%s\"", k++ ? "," : "", pt);
                }
            fprintf(out, "],\"uncertain\":%s,\"uncertain_stones\":[", nunsure ? "true" : "false");
            for (int i = 0; i < nunsure; i++) {
                char pt[8];
                tg_point_to_gtp(fb, unsure[i], pt);
                fprintf(out, "%s\"%s\"", i ? "," : "", pt);
            }
            /* per point, rows from the top: who the point counts for */
            fputs("],\"ownership\":[", out);
            for (int y = 0; y < fb->height; y++) {
                fputs(y ? ",\"" : "\"", out);
                for (int x = 0; x < fb->width; x++) {
                    uint8_t o = sc.points[tg_point_at(fb, x, y)].owner;
                    fputc(o == TG_BLACK ? 'B' : o == TG_WHITE ? 'W' : '.', out);
                }
                fputc('"', out);
            }
            fputs("],\"recorded\":", out);
            json_str(out, r.info.result_text);
            fputs(",\"result\":", out);
            json_str(out, result);
            fprintf(out, ",\"agree\":%s,\"counted\":%s,\"score\":", agree_json(agree),
                    counted ? "true" : "false");
            json_score(out, &sc);
            if (ctx->all) {
                fputs(",\"presets\":[", out);
                for (int i = 0; i < npresets; i++) {
                    preset_row *row = &rows[i];
                    fprintf(out, "%s{\"rules\":\"%s\"", i ? "," : "", row->rules.preset);
                    if (row->st != TG_OK) {
                        fputs(",\"result\":null}", out);
                        continue;
                    }
                    fputs(",\"result\":", out);
                    json_str(out, row->result);
                    fprintf(out, ",\"agree\":%s,\"illegal\":%d,\"score\":", agree_json(row->agree),
                            row->illegal);
                    json_score(out, &row->score);
                    json_differences(out, &r, result, dead, ndead, row);
                    fputc('}', out);
                }
                fputc(']', out);
            }
            if (ctx->explain) json_explanation(out, &r, &sc, have_life ? life : NULL);
            if (ctx->svg || ctx->svg_dir) {
                fputs(",\"svg\":", out);
                json_str(out, svg_ok ? svg_file : NULL);
            }
            fputs("}\n", out);
        } else {
            const char *re = r.info.result_text ? r.info.result_text : "none";
            char komi[16];
            tg_format_half(r.rules.komi2, komi);
            int noted = 0;
            for (int i = 0; i < r.n_events; i++) {
                const tg_replay_event *e = &r.events[i];
                if (!tg_replay_event_illegal(e->kind)) continue;
                if (noted++ == REC_MAX_LINES_PER_GAME) {
                    fprintf(out, "%s: note: %smore illegal moves not shown\n", path, tag);
                    break;
                }
                char pt[8] = "pass";
                if (e->point != TG_PASS) tg_point_to_gtp(tg_game_board(r.game), e->point, pt);
                fprintf(out, "%s:%d:%d: note: %smove %d %s %s is illegal under %s (%s), %s\n", path, e->line,
                        e->column, tag, e->move, color_letter(e->color), pt, r.rules.preset,
                        e->kind == TG_REPLAY_ILLEGAL ? tg_legality_str(e->legality)
                                                      : tg_replay_event_name(e->kind),
                        e->played ? "played anyway" : "skipped");
            }
            char unsure_note[48] = "";
            if (nunsure) snprintf(unsure_note, sizeof unsure_note, ", uncertain: %d stone%s", nunsure, nunsure == 1 ? "" : "s");
            if (ctx->quiet && agree != 0 && !harmful) {
                /* -q: only the games that differ or have illegal moves */
            } else if (!ctx->all) {
                /* check --validate: result-komi */
                bool komi_off = agree == 0 && tg_sgf_result_misses_komi(&r.info.result, r.rules.komi2);
                fprintf(out, "%s%s (%s, komi %s, dead %s: %d%s) recorded %s%s%s\n", name, result,
                        r.rules.preset, komi, source_text, sc.dead[1] + sc.dead[2], unsure_note, re,
                        agree == 1 ? " agrees" : agree == 0 ? " DIFFERS" : "",
                        komi_off ? " (RE and the komi disagree on the half point: counted with another komi)" : "");
            } else {
                fprintf(out, "%srecorded %s, komi %s, %d moves, dead %s: %d%s\n", name, re, komi,
                        r.moves, source_text, sc.dead[1] + sc.dead[2], unsure_note);
                fprintf(out, "  %-13s %-9s %6s %6s %6s %6s %5s %7s %7s  %s\n", "ruleset", "scoring",
                        "B stn", "B ter", "W stn", "W ter", "neut", "B", "W", "result");
                for (int i = 0; i < npresets; i++) {
                    preset_row *row = &rows[i];
                    if (row->st != TG_OK) continue;
                    char b[16], w[16], scoring[16];
                    tg_format_half(row->score.score2[TG_BLACK], b);
                    tg_format_half(row->score.score2[TG_WHITE], w);
                    fprintf(out, "  %-13s %-9s %6d %6d %6d %6d %5d %7s %7s  %-8s%s%s\n",
                            row->rules.preset, tg_rules_get(&row->rules, "scoring", scoring, sizeof scoring),
                            row->score.stones[1], row->score.territory[1], row->score.stones[2],
                            row->score.territory[2], row->score.neutral + row->score.seki_eyes, b, w,
                            row->result, row->agree == 1 ? " = RE" : row->agree == 0 ? " differs from RE" : "",
                            row->illegal ? " (illegal moves played anyway)" : "");
                }
            }
        }
        if (!ctx->json && ctx->all) print_differences(out, &r, result, dead, ndead, rows, npresets);
        if (!ctx->json && ctx->explain) print_explanation(out, &r, &sc, have_life ? life : NULL);
        tg_replay_fini(&r);
    }
    tg_sgf_collection_free(c);
    free(life);
}

static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Whether two of the paths have the same base name (their SVGs would
 * overwrite each other under --svg-dir). */
static bool base_names_collide(const rec_file *paths, int n) {
    const char **base = malloc((size_t)(n ? n : 1) * sizeof *base);
    if (!base) return true;
    for (int i = 0; i < n; i++) {
        const char *slash = strrchr(paths[i].path, '/');
        base[i] = slash ? slash + 1 : paths[i].path;
    }
    qsort(base, (size_t)n, sizeof *base, cmp_str);
    bool dup = false;
    for (int i = 1; i < n && !dup; i++) dup = strcmp(base[i - 1], base[i]) == 0;
    free(base);
    return dup;
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: tengen score [OPTIONS] FILE|DIR|- ...\n\n"
            "Counts every game record and shows the recorded result (RE) beside the computed one.\n\n"
            "  --rules SPEC|all   rules instead of the record's RU; all: every preset side by side\n"
            "                     (komi from KM unless SPEC sets komi=)\n"
            "  --dead MODE        auto (default: the record's marks where it has them, else\n"
            "                     the estimate), marks (stones in the opponent's final TB/TW\n"
            "                     territory, AE removals after the last move), none, estimate\n"
            "                     (the status module's seeded estimate), or a list of\n"
            "                     GTP points like D4,Q16 (each marks its chain)\n"
            "  --explain          every point's verdict and why each dead or seki chain is so\n"
            "  --seed N           the estimate's seed (default 1): a verdict that changes with\n"
            "                     the seed is one the estimate is unsure of\n"
            "  --finished WHEN    auto (default: the game ended in two passes or RE is a\n"
            "                     count), yes or no: whether the final position is the end of\n"
            "                     the game; if not, the estimate predicts (stones in areas\n"
            "                     left open that their owner cannot save are dead; a stone\n"
            "                     of the player to move in atari that one move frees is not)\n"
            "  --svg FILE         draw the final position, verdicts and breakdown (game N of a\n"
            "                     collection goes to FILE-N.svg); one record only\n"
            "  --svg-dir DIR      one SVG per game into DIR (which must exist): NAME.svg for\n"
            "                     NAME.sgf, NAME-N.svg for game N of a collection; named by\n"
            "                     the whole path ('/' as '_') when two inputs share a name\n"
            "  --plain            plain background in the SVG (default: wood)\n"
            "  --json             one JSON object per game (docs/records.md), then a summary\n"
            "                     line, for one file as for many\n"
            "  -q, --quiet        print only the games that differ or have illegal moves\n"
            "  -r, -j N, --no-progress, --files-from F, --max-size N   as for tengen check\n"
            "  -                  read one SGF record from standard input\n\n"
            "Replay is tolerant: illegal moves are reported and played anyway.\n"
            "exit status: 0 every result agrees with RE (or there is no RE); 1 a result differs\n"
            "or an illegal move was found (a pass after the end is only noted); 2 bad usage;\n"
            "3 a file could not be read.\n");
}

int cmd_score(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        usage(stdout);
        return EXIT_OK;
    }
    score_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.wood = true;
    ctx.seed = 1;
    ctx.finished = -1;
    rec_run run;
    memset(&run, 0, sizeof run);
    rec_opts opt;
    memset(&opt, 0, sizeof opt);
    char **args = calloc((size_t)argc + 1, sizeof *args);
    if (!args) return EXIT_INPUT;
    int nargs = 0, rc = EXIT_OK;
    for (int i = 1; i < argc && rc == EXIT_OK; i++) {
        const char *a = argv[i];
        int shared = rec_option(argc, argv, &i, &opt, "score");
        if (shared < 0) rc = EXIT_USAGE;
        else if (shared) continue;
        else if (strcmp(a, "--plain") == 0) ctx.wood = false;
        else if (strcmp(a, "--explain") == 0) ctx.explain = true;
        else if (strcmp(a, "--tolerant") == 0) continue; /* always */
        else if (strcmp(a, "--rules") == 0 && i + 1 < argc) {
            if (strcmp(argv[++i], "all") == 0) ctx.all = true;
            else if (parse_rules_arg("score", argv[i], &ctx.rules, &ctx.keep_komi) != 0) rc = EXIT_USAGE;
            else ctx.have_rules = true;
        } else if (strcmp(a, "--dead") == 0 && i + 1 < argc) {
            const char *m = argv[++i];
            if (strcmp(m, "none") == 0) ctx.dead = DEAD_NONE;
            else if (strcmp(m, "auto") == 0) ctx.dead = DEAD_AUTO;
            else if (strcmp(m, "marks") == 0) ctx.dead = DEAD_MARKS;
            else if (strcmp(m, "estimate") == 0) ctx.dead = DEAD_ESTIMATE;
            else if (dead_list_syntax(m)) ctx.dead = DEAD_LIST, ctx.dead_list = m;
            else {
                fprintf(stderr, "tengen score: --dead takes auto, marks, none, estimate or a list of GTP "
                                "points like D4,Q16, not '%s'\n", m);
                rc = EXIT_USAGE;
            }
        } else if (strcmp(a, "--seed") == 0 && i + 1 < argc) {
            char *end;
            errno = 0;
            unsigned long long v = strtoull(argv[++i], &end, 10);
            if (errno || end == argv[i] || *end || argv[i][0] == '-') {
                fprintf(stderr, "tengen score: --seed takes a whole number from 0 to 2^64-1, not '%s'\n",
                        argv[i]);
                rc = EXIT_USAGE;
            } else {
                ctx.seed = (uint64_t)v;
            }
        } else if (strcmp(a, "--finished") == 0 && i + 1 < argc) {
            const char *m = argv[++i];
            if (strcmp(m, "auto") == 0) ctx.finished = -1;
            else if (strcmp(m, "yes") == 0) ctx.finished = 1;
            else if (strcmp(m, "no") == 0) ctx.finished = 0;
            else {
                fprintf(stderr, "tengen score: --finished takes auto, yes or no, not '%s'\n", m);
                rc = EXIT_USAGE;
            }
        } else if (strcmp(a, "--svg") == 0 && i + 1 < argc) {
            ctx.svg = argv[++i];
        } else if (strcmp(a, "--svg-dir") == 0 && i + 1 < argc) {
            ctx.svg_dir = argv[++i];
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "tengen score: unknown option %s (try --help)\n", a);
            rc = EXIT_USAGE;
        } else {
            args[nargs++] = argv[i];
        }
    }
    ctx.json = opt.json;
    ctx.quiet = opt.quiet;
    ctx.max_size = opt.max_size;
    run.jobs = opt.jobs;
    if (rc == EXIT_OK && nargs == 0 && !opt.files_from) {
        usage(stderr);
        rc = EXIT_USAGE;
    }
    if (rc != EXIT_OK) {
        free(args);
        return rc;
    }
    rec_file *paths;
    int n = rec_collect(args, nargs, opt.recursive, opt.files_from, &paths, &run.skipped, "score");
    free(args);
    if (n < 0) return EXIT_USAGE;
    if (ctx.svg && n > 1) {
        fprintf(stderr, "tengen score: --svg draws one record: give one file, or use --svg-dir DIR\n");
        rec_free_list(paths, n);
        return EXIT_USAGE;
    }
    if (ctx.svg && ctx.svg_dir) {
        fprintf(stderr, "tengen score: --svg and --svg-dir: choose one\n");
        rec_free_list(paths, n);
        return EXIT_USAGE;
    }
    if (ctx.svg_dir) {
        struct stat sb;
        if (stat(ctx.svg_dir, &sb) != 0 || !S_ISDIR(sb.st_mode)) {
            fprintf(stderr, "tengen score: --svg-dir %s is not a directory\n", ctx.svg_dir);
            rec_free_list(paths, n);
            return EXIT_USAGE;
        }
        ctx.svg_long_names = base_names_collide(paths, n);
    }
    run.progress = !opt.no_progress && isatty(2);
    rec_run_all(paths, n, score_one, &ctx, &run);
    rec_free_list(paths, n);
    /* JSON always ends with the summary (one shape for one file or many);
     * text shows it for more than one file. */
    if (ctx.json || n > 1 || opt.recursive || opt.files_from) rec_print_summary("score", &run, ctx.json);
    if (run.total.usage_errors) return EXIT_USAGE;
    if (run.output_failed || ferror(stdout)) {
        fprintf(stderr, "tengen: error: the results could not all be written to standard output\n");
        return EXIT_INPUT;
    }
    if (run.total.unreadable) return EXIT_INPUT;
    return run.total.illegal_games || run.total.differ ? EXIT_FOUND : EXIT_OK;
}
