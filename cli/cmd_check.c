/*
 * cmd_check.c — `tengen check FILE...`: replays the main line of every game
 * under its rules (RU, or --rules) and reports the first illegal move, or
 * with --tolerant every departure from the rules, carrying on.
 *
 * --validate reports every inconsistency of the record instead (the
 * library's issues: HA against AB, Fox komi, unknown RU, unreadable RE, PL
 * against the first move, RE against the ending, the reader's warnings,
 * and every illegal move), one "FILE:LINE:COL: error|note: KIND: message"
 * line each.
 *
 * Output: one line per game that is legal ("ok"), one line per event
 * otherwise; --json: one object per game (docs/records.md). Exit status 0
 * when every game is legal, 1 when an illegal move (with --validate: an
 * error) was found, 3 when a file could not be read (3 wins over 1).
 *
 * What it does not do: count (tengen score) or write SGF.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "records.h"

/* What a worker borrows for a file and gives back: a game lent to the
 * replays (tg_replay_options.game), so that it keeps its board and
 * history memory from record to record instead of making them a record
 * (the buffer the file is read into is the worker's own: rec_fn). At
 * most one a worker is ever made; cmd_check frees them. */
typedef struct lent {
    tg_game *game; /* NULL when memory ran out: the replay makes its own */
} lent;

typedef struct game_pool {
    pthread_mutex_t lock;
    lent *v;
    int n, cap;
} game_pool;

typedef struct check_ctx {
    bool json, tolerant, have_rules, keep_komi, quiet, validate;
    bool whole_trees; /* --whole-trees: every node read into the tree */
    size_t max_size;
    tg_rules rules;
    game_pool *pool;
} check_ctx;

/* A game from the pool, or a new 19x19 game (NULL when memory runs out:
 * the replay then makes its own). */
static lent pool_take(game_pool *p) {
    lent l = {NULL};
    pthread_mutex_lock(&p->lock);
    if (p->n) l = p->v[--p->n];
    pthread_mutex_unlock(&p->lock);
    if (!l.game) {
        tg_rules r;
        char e[8];
        if (tg_rules_parse("tromp-taylor", &r, e, sizeof e) == TG_OK) l.game = tg_game_new(19, 19, &r);
    }
    return l;
}

static void lent_free(lent *l) { tg_game_free(l->game); }

static void pool_give(game_pool *p, lent l) {
    pthread_mutex_lock(&p->lock);
    if (p->n == p->cap) {
        int cap = p->cap ? 2 * p->cap : 4;
        lent *v = realloc(p->v, (size_t)cap * sizeof *v);
        if (v) p->v = v, p->cap = cap;
    }
    bool kept = p->n < p->cap;
    if (kept) p->v[p->n++] = l;
    pthread_mutex_unlock(&p->lock);
    if (!kept) lent_free(&l); /* no room to keep it */
}

/* "move 23 B E3" into buf. */
static void describe_move(const tg_replay *r, const tg_replay_event *e, char *buf, size_t n) {
    char pt[8] = "pass";
    if (e->point != TG_PASS) tg_point_to_gtp(tg_game_board(r->game), e->point, pt);
    snprintf(buf, n, "move %d %s %s", e->move, color_letter(e->color), pt);
}


void json_event(FILE *f, const tg_replay *r, const tg_replay_event *e) {
    char pt[8] = "pass";
    if (e->point != TG_PASS) tg_point_to_gtp(tg_game_board(r->game), e->point, pt);
    char why[96];
    tg_replay_event_describe(e, why, sizeof why);
    fprintf(f, "{\"kind\":\"%s\",\"move\":%d,\"color\":", tg_replay_event_name(e->kind), e->move);
    if (e->color == TG_EMPTY) fputs("null,\"point\":null", f);
    else fprintf(f, "\"%s\",\"point\":\"%s\"", color_letter(e->color), pt);
    fputs(",\"reason\":", f);
    json_str(f, e->kind == TG_REPLAY_ILLEGAL ? tg_legality_str(e->legality) : tg_replay_event_name(e->kind));
    fputs(",\"message\":", f);
    json_str(f, why);
    fprintf(f, ",\"repeats_move\":");
    if (e->repeats_move >= 0) fprintf(f, "%d", e->repeats_move);
    else fputs("null", f);
    fprintf(f, ",\"line\":%d,\"column\":%d,\"played\":%s}", e->line, e->column,
            e->played ? "true" : "false");
}

void json_issue(FILE *f, const tg_replay_issue *is) {
    fprintf(f, "{\"kind\":\"%s\",\"severity\":\"%s\",\"move\":", tg_issue_name(is->kind),
            is->error ? "error" : "note");
    if (is->move >= 0) fprintf(f, "%d", is->move);
    else fputs("null", f);
    fprintf(f, ",\"line\":%d,\"column\":%d,\"message\":", is->line, is->column);
    json_str(f, is->message);
    fputc('}', f);
}

/* check --validate, text: one line per issue, as compilers write them
 * (at most REC_MAX_LINES_PER_GAME, then a count). */
static void print_issues(FILE *out, const char *path, const char *tag, const tg_replay *r) {
    for (int i = 0; i < r->n_issues; i++) {
        const tg_replay_issue *is = &r->issues[i];
        if (i == REC_MAX_LINES_PER_GAME) {
            fprintf(out, "%s: note: %s%d more issues not shown\n", path, tag, r->n_issues - i);
            break;
        }
        fprintf(out, "%s:%d:%d: %s: %s%s: %s\n", path, is->line, is->column, is->error ? "error" : "note", tag,
                tg_issue_name(is->kind), is->message);
    }
}

const char *ending_name(const tg_replay *r) {
    switch (tg_game_state_of(r->game)) {
    case TG_PLAYING: return "none";
    case TG_ENDED_PASSES: return "passes";
    case TG_ENDED_RESIGN: return "resign";
    case TG_ENDED_TIME: return "time";
    case TG_ENDED_FORFEIT: return "forfeit";
    case TG_ENDED_CYCLE: return "cycle";
    }
    return "none";
}

/* The fields every per-game object starts with (built in memory: fprintf
 * and a call a field were about 45 instructions a move of `check --json`). */
void jb_game_head(jbuf *j, const char *path, int game, const tg_replay *r) {
    jb_puts(j, "{\"file\":");
    jb_str(j, path);
    jb_puts(j, ",\"game\":");
    jb_int(j, game);
    jb_puts(j, ",\"size\":[");
    jb_int(j, r->info.width);
    jb_puts(j, ",");
    jb_int(j, r->info.height);
    jb_puts(j, "],\"ru\":");
    jb_str(j, r->info.rules);
    jb_puts(j, ",\"rules\":\"");
    jb_puts(j, r->rules.preset);
    jb_puts(j, r->rules_known ? "\",\"rules_known\":true,\"komi\":" : "\",\"rules_known\":false,\"komi\":");
    jb_half(j, r->rules.komi2);
    jb_puts(j, ",\"handicap\":");
    jb_int(j, tg_game_handicap(r->game));
    jb_puts(j, ",\"moves\":");
    jb_int(j, r->moves);
    jb_puts(j, ",\"passes\":");
    jb_int(j, r->passes);
    jb_puts(j, ",\"setups\":");
    jb_int(j, r->setups);
    jb_puts(j, ",\"ended\":\"");
    jb_puts(j, ending_name(r));
    jb_puts(j, "\"");
}

void json_game_head(FILE *f, const char *path, int game, const tg_replay *r) {
    jbuf j = {.f = f, .n = 0};
    jb_game_head(&j, path, game, r);
    jb_flush(&j);
}

static void check_one(const rec_file *file, void *vctx, rec_buffer *buf, FILE *out, rec_stats *st) {
    const check_ctx *ctx = vctx;
    const char *path = file->path;
    /* Nothing but tg_replay_sgf reads the trees: the main lines' final
     * plain moves need not be built into nodes (--whole-trees builds them:
     * tests/records.sh compares both ways). */
    lent l = pool_take(ctx->pool);
    tg_sgf_collection *c = rec_read_into(file, ctx->max_size, !ctx->whole_trees, ctx->json, out, st, buf);
    if (!c) {
        pool_give(ctx->pool, l);
        return;
    }
    tg_sgf_error err;
    memset(&err, 0, sizeof err);
    size_t ngames = tg_sgf_game_count(c);
    for (size_t gi = 0; gi < ngames; gi++) {
        char tag[32];
        rec_game_tag(tag, sizeof tag, gi, ngames);
        tg_replay_options opt = {.rules = ctx->have_rules ? &ctx->rules : NULL, .keep_komi = ctx->keep_komi,
                                 .tolerant = ctx->tolerant || ctx->validate, .validate = ctx->validate,
                                 .source = c, .game = l.game};
        tg_replay r;
        tg_status s = tg_replay_sgf(tg_sgf_game(c, gi), &opt, &r, &err);
        if (s != TG_OK) {
            rec_unreadable(out, ctx->json, path, ngames > 1 ? (int)gi + 1 : 0, &err, st);
            continue;
        }
        st->games++;
        st->moves += r.moves;
        st->illegal_moves += r.illegal;
        if (r.illegal) st->illegal_games++;
        if (ctx->validate) {
            st->issue_errors += r.issue_errors;
            st->issue_notes += r.n_issues - r.issue_errors;
            if (r.issue_errors) st->invalid_games++;
        }
        if (ctx->json) {
            jbuf j = {.f = out, .n = 0};
            jb_game_head(&j, path, (int)gi + 1, &r);
            jb_puts(&j, r.illegal ? ",\"status\":\"illegal\",\"illegal\":" : ",\"status\":\"ok\",\"illegal\":");
            jb_int(&j, r.illegal);
            jb_puts(&j, r.stopped ? ",\"stopped\":true,\"first_illegal\":" : ",\"stopped\":false,\"first_illegal\":");
            if (r.first_illegal < 0 && !r.n_events && !ctx->validate) {
                /* the common line, whole in memory */
                jb_puts(&j, "null,\"events\":[]}\n");
                jb_flush(&j);
                tg_replay_fini(&r);
                continue;
            }
            jb_flush(&j);
            if (r.first_illegal >= 0) json_event(out, &r, &r.events[r.first_illegal]);
            else fputs("null", out);
            fputs(",\"events\":[", out);
            for (int i = 0; i < r.n_events; i++) {
                if (i) fputc(',', out);
                json_event(out, &r, &r.events[i]);
            }
            fputc(']', out);
            if (ctx->validate) {
                fprintf(out, ",\"valid\":%s,\"errors\":%d,\"notes\":%d,\"issues\":[",
                        r.issue_errors ? "false" : "true", r.issue_errors, r.n_issues - r.issue_errors);
                for (int i = 0; i < r.n_issues; i++) {
                    if (i) fputc(',', out);
                    json_issue(out, &r.issues[i]);
                }
                fputc(']', out);
            }
            fputs("}\n", out);
        } else if (ctx->validate) {
            print_issues(out, path, tag, &r);
            if (!r.n_issues && !ctx->quiet)
                fprintf(out, "%s: %sok (%s, %dx%d, %d moves)\n", path, tag, r.rules.preset, r.info.width,
                        r.info.height, r.moves);
        } else {
            for (int i = 0; i < r.n_events; i++) {
                const tg_replay_event *e = &r.events[i];
                if (i == REC_MAX_LINES_PER_GAME) {
                    fprintf(out, "%s: note: %s%d more events not shown\n", path, tag, r.n_events - i);
                    break;
                }
                char mv[48], why[96];
                tg_replay_event_describe(e, why, sizeof why);
                bool illegal = tg_replay_event_illegal(e->kind);
                fprintf(out, "%s:%d:%d: %s: %s", path, e->line, e->column, illegal ? "error" : "note", tag);
                if (e->kind == TG_REPLAY_SETUP || e->kind == TG_REPLAY_BAD_SETUP) {
                    fprintf(out, "%s\n", why);
                    continue;
                }
                describe_move(&r, e, mv, sizeof mv);
                fprintf(out, "%s: %s%s%s\n", mv, illegal ? "illegal: " : "", why,
                        !ctx->tolerant || !illegal ? "" : e->played ? " (played anyway)" : " (skipped)");
            }
            if (!r.illegal && !ctx->quiet)
                fprintf(out, "%s: %sok (%s, %dx%d, %d moves)\n", path, tag, r.rules.preset, r.info.width,
                        r.info.height, r.moves);
        }
        tg_replay_fini(&r);
    }
    pool_give(ctx->pool, l);
    tg_sgf_collection_free(c);
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: tengen check [OPTIONS] FILE|DIR|- ...\n\n"
            "Replays the main line of every game under its rules and reports the first\n"
            "illegal move (move number, point, reason).\n\n"
            "  --rules SPEC   rules instead of the record's RU (komi from KM unless SPEC sets komi=)\n"
            "  --tolerant     report every illegal move and carry on (play it anyway)\n"
            "  --validate     report every inconsistency of the record, not only illegal\n"
            "                 moves (implies --tolerant; kinds in docs/records.md):\n"
            "                 FILE:LINE:COL: error|note: KIND: message\n"
            "  --json         one JSON object per game (docs/records.md), then a summary object\n"
            "  -r             read directories recursively (*.sgf; each file once, links\n"
            "                 followed without loops, FIFOs and devices skipped with a note)\n"
            "  -j N           worker threads (default: every core)\n"
            "  -q, --quiet    print only problems (no 'ok' lines)\n"
            "  --no-progress  no progress bar even on a terminal\n"
            "  --files-from F read the names of records from F, one a line (-: standard input)\n"
            "  --max-size N   reject a record larger than N bytes (default 8M; suffix k, M)\n"
            "  --whole-trees  build every node of the records (slower; the output is the\n"
            "                 same: the default keeps the final run of plain moves aside)\n"
            "  -              read one SGF record from standard input\n\n"
            "Messages about a place in a record: FILE:LINE:COL: error|note: message.\n"
            "Results come out in the order of the file list, whatever -j.\n"
            "exit status: 0 all legal; 1 an illegal move was found (--validate: or an\n"
            "error-severity issue); 2 bad usage; 3 a file could not be read.\n");
}

/* Shared by check and score: parses --rules SPEC. */
int parse_rules_arg(const char *cmd, const char *spec, tg_rules *out, bool *keep_komi) {
    char err[512];
    if (tg_rules_parse(spec, out, err, sizeof err) != TG_OK) {
        fprintf(stderr, "tengen %s: %s\n", cmd, err);
        return -1;
    }
    *keep_komi = strstr(spec, "komi=") != NULL;
    return 0;
}

int cmd_check(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        usage(stdout);
        return EXIT_OK;
    }
    check_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    rec_run run;
    memset(&run, 0, sizeof run);
    rec_opts opt;
    memset(&opt, 0, sizeof opt);
    char **args = calloc((size_t)argc + 1, sizeof *args);
    if (!args) return EXIT_INPUT;
    int nargs = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int shared = rec_option(argc, argv, &i, &opt, "check");
        if (shared < 0) {
            free(args);
            return EXIT_USAGE;
        }
        if (shared) continue;
        if (strcmp(a, "--tolerant") == 0) ctx.tolerant = true;
        else if (strcmp(a, "--whole-trees") == 0) ctx.whole_trees = true;
        else if (strcmp(a, "--validate") == 0) ctx.validate = run.validate = true;
        else if (strcmp(a, "--rules") == 0 && i + 1 < argc) {
            if (parse_rules_arg("check", argv[++i], &ctx.rules, &ctx.keep_komi) != 0) {
                free(args);
                return EXIT_USAGE;
            }
            ctx.have_rules = true;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "tengen check: unknown option %s (try --help)\n", a);
            free(args);
            return EXIT_USAGE;
        } else {
            args[nargs++] = argv[i];
        }
    }
    ctx.json = opt.json;
    ctx.quiet = opt.quiet;
    ctx.max_size = opt.max_size;
    run.jobs = opt.jobs;
    if (nargs == 0 && !opt.files_from) {
        usage(stderr);
        free(args);
        return EXIT_USAGE;
    }
    rec_file *paths;
    int n = rec_collect(args, nargs, opt.recursive, opt.files_from, &paths, &run.skipped, "check");
    free(args);
    if (n < 0) return EXIT_USAGE;
    run.progress = !opt.no_progress && isatty(2);
    game_pool pool = {.n = 0};
    pthread_mutex_init(&pool.lock, NULL);
    ctx.pool = &pool;
    rec_run_all(paths, n, check_one, &ctx, &run);
    for (int i = 0; i < pool.n; i++) lent_free(&pool.v[i]);
    free(pool.v);
    pthread_mutex_destroy(&pool.lock);
    rec_free_list(paths, n);
    /* JSON always ends with the summary (one shape for one file or many);
     * text shows it for more than one file. */
    if (ctx.json || n > 1 || opt.recursive || opt.files_from) rec_print_summary("check", &run, ctx.json);
    if (run.output_failed || ferror(stdout)) {
        fprintf(stderr, "tengen: error: the results could not all be written to standard output\n");
        return EXIT_INPUT;
    }
    if (run.total.unreadable) return EXIT_INPUT;
    return run.total.illegal_games || run.total.invalid_games ? EXIT_FOUND : EXIT_OK;
}
