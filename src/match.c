/*
 * match.c — a match between two GTP engines (tengen/match.h): options,
 * start-up checks, the games in order, the tally.
 *
 * To start reading: tg_match_new checks everything that can fail before a
 * game is played (options, the record folder and its settings, both
 * engines and the commands they must know); tg_match_run then plays game
 * after game (match_game.c) and writes each record (match_records.c)
 * before it reports the game finished.
 *
 * Invariants: the tally counts exactly the games whose records are on
 * disk (or, without a folder, that were played); engines that broke in a
 * game are stopped, process group and all, before the next game starts
 * them again; nothing here keeps state outside the tg_match.
 *
 * Not here: printing (the caller's on_event), processes (match_engine.c).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_internal.h"

struct tg_match {
    tg_match_options o;
    char *black_cmd, *white_cmd; /* owned copies */
    match_engine eng[2];         /* A, B */
    match_folder folder;
    match_reaper reaper; /* started before the first engine, stopped after the last */
    tg_match_tally tally;
};

void tg_match_options_init(tg_match_options *o) {
    memset(o, 0, sizeof *o);
    o->games = 1;
    o->size = 19;
    char err[64];
    tg_rules_parse("chinese", &o->rules, err, sizeof err);
    o->move_timeout = 60;
    o->main_time = -1;
}

int tg_match_handicap_komi2(const tg_rules *r) {
    tg_rules base;
    char err[64];
    if (!strcmp(r->preset, "nz")) return 0;
    if (tg_rules_parse(r->preset, &base, err, sizeof err) == TG_OK && base.komi2 == 0) return 0;
    return 1;
}

static char *copy(const char *s) {
    char *c = malloc(strlen(s) + 1);
    if (c) strcpy(c, s);
    return c;
}

static tg_status bad(char *err, size_t n, const char *msg) {
    snprintf(err, n, "%s", msg);
    return TG_ERR_ARG;
}

static tg_status check_options(const tg_match_options *o, char *err, size_t n) {
    char msg[256];
    if (!o->black_cmd || !o->black_cmd[0]) return bad(err, n, "the command of the black engine is missing (--black CMD)");
    if (!o->white_cmd || !o->white_cmd[0]) return bad(err, n, "the command of the white engine is missing (--white CMD)");
    if (o->games < 1) return bad(err, n, "the number of games must be at least 1");
    if (o->size < 1 || o->size > TG_MAX_SIDE) {
        snprintf(msg, sizeof msg, "a board size of %d is not possible: 1 to %d", o->size, TG_MAX_SIDE);
        return bad(err, n, msg);
    }
    if (!(o->move_timeout > 0) || o->move_timeout > 1e6)
        return bad(err, n, "the move time-out must be more than 0 seconds (and at most 1000000)");
    if (o->handicap < 0 || o->handicap == 1 || o->handicap >= o->size * o->size) {
        snprintf(msg, sizeof msg, "a handicap of %d is not possible on %dx%d: 0, or 2 to %d", o->handicap, o->size,
                 o->size, o->size * o->size - 1);
        return bad(err, n, msg);
    }
    if (o->handicap >= 2 && o->rules.handicap == TG_PLACEMENT_FIXED) {
        tg_board b;
        tg_board_init(&b, o->size, o->size);
        int max = tg_handicap_max(&b);
        if (o->handicap > max) {
            snprintf(msg, sizeof msg,
                     "a fixed handicap of %d is not possible on %dx%d: at most %d (free placement, e.g. "
                     "--rules chinese, allows more)",
                     o->handicap, o->size, o->size, max);
            return bad(err, n, msg);
        }
    }
    if (o->main_time > 1000000 || o->byo_time < 0 || o->byo_stones < 0)
        return bad(err, n, "the time settings are out of range");
    if (o->max_moves < 0) return bad(err, n, "the move limit must be positive");
    return TG_OK;
}

/* The settings a rerun must match, as match.txt holds them. */
static char *settings_text(const tg_match_options *o) {
    char rules[1024], time[64];
    tg_rules_format(&o->rules, rules, sizeof rules);
    if (o->main_time < 0) snprintf(time, sizeof time, "none");
    else if (o->byo_stones > 0) snprintf(time, sizeof time, "%d+%d/%d", o->main_time, o->byo_time, o->byo_stones);
    else snprintf(time, sizeof time, "%d", o->main_time);
    size_t cap = strlen(o->black_cmd) + strlen(o->white_cmd) + sizeof rules + 512;
    char *s = malloc(cap);
    if (!s) return NULL;
    snprintf(s, cap,
             "# tengen match: the settings of the games in this folder; a rerun must use the same\n"
             "black=%s\nwhite=%s\nsize=%d\nhandicap=%d\nrules=%s,%s\nalternate=%s\ntime=%s\nmax_moves=%d\n",
             o->black_cmd, o->white_cmd, o->size, o->handicap, o->rules.preset, rules,
             o->alternate ? "yes" : "no", time, o->max_moves);
    /* One setting a line: a command with a line break keeps its lines apart. */
    for (char *p = s; *p; p++)
        if (*p == '\r') *p = ' ';
    return s;
}

/* The commands every engine must know for this match. */
static int needed(const tg_match_options *o, const char **cmds) {
    int n = 0;
    static const char *const base[] = {"boardsize", "clear_board", "komi", "play", "genmove"};
    for (size_t i = 0; i < sizeof base / sizeof *base; i++) cmds[n++] = base[i];
    if (o->main_time >= 0) cmds[n++] = "time_settings", cmds[n++] = "time_left";
    if (o->handicap >= 2 && o->rules.handicap == TG_PLACEMENT_FIXED) cmds[n++] = "fixed_handicap";
    if (o->handicap >= 2 && o->rules.handicap == TG_PLACEMENT_FREE)
        cmds[n++] = "place_free_handicap", cmds[n++] = "set_free_handicap";
    if (o->rules.dead == TG_DEAD_AGREE) cmds[n++] = "final_status_list";
    if (o->rules.illegal == TG_ON_ILLEGAL_PASS) cmds[n++] = "undo";
    return n;
}

/* Whether the match's rules are exactly their preset's, komi aside. */
static bool plain_preset(const tg_rules *r) {
    tg_rules base;
    char err[64], a[512], b[512];
    if (tg_rules_parse(r->preset, &base, err, sizeof err) != TG_OK) return false;
    base.komi2 = r->komi2;
    tg_rules_format(r, a, sizeof a);
    tg_rules_format(&base, b, sizeof b);
    return strcmp(a, b) == 0;
}

/* Tells engine e the match's rules, if it can hear them: kata-set-rules
 * (tengen, KataGo: the preset's name, or for changed rules tengen's full
 * rules text), else kgs-rules (the four KGS names). Komi follows with
 * each game. An engine that knows neither command, or refuses the text,
 * plays by its own idea of the rules; nothing else changes, since the
 * referee judges every move and the result under the match's rules. A
 * failure other than a refusal breaks the engine, as any question does. */
static void tell_rules(tg_match *m, match_engine *e) {
    const tg_rules *r = &m->o.rules;
    bool plain = plain_preset(r);
    const char *r_known;
    char q[640];
    if (me_ask(e, "known_command kata-set-rules", m->o.move_timeout, &r_known) == ASK_OK &&
        !strcmp(r_known, "true")) {
        if (plain) {
            snprintf(q, sizeof q, "kata-set-rules %s", r->preset);
        } else {
            memcpy(q, "kata-set-rules ", 15);
            tg_rules_format(r, q + 15, sizeof q - 15);
        }
        me_ask(e, q, m->o.move_timeout, &r_known);
        return;
    }
    if (e->broken || !plain) return;
    static const char *const kgs[][2] = {
        {"japanese", "japanese"}, {"chinese", "chinese"}, {"aga", "aga"}, {"nz", "new_zealand"}};
    for (size_t i = 0; i < sizeof kgs / sizeof *kgs; i++) {
        if (strcmp(r->preset, kgs[i][0]) != 0) continue;
        if (me_ask(e, "known_command kgs-rules", m->o.move_timeout, &r_known) == ASK_OK &&
            !strcmp(r_known, "true")) {
            snprintf(q, sizeof q, "kgs-rules %s", kgs[i][1]);
            me_ask(e, q, m->o.move_timeout, &r_known);
        }
        return;
    }
}

/* Starts engine e and checks it can play this match. */
static tg_status start_engine(tg_match *m, match_engine *e, char *err, size_t n) {
    if (!me_start(e, m->o.move_timeout, err, n)) return TG_ERR_STATE;
    const char *cmds[16];
    int k = needed(&m->o, cmds);
    if (!me_require(e, cmds, k, m->o.move_timeout, err, n)) {
        me_stop(e);
        return TG_ERR_STATE;
    }
    char q[32];
    const char *r;
    snprintf(q, sizeof q, "boardsize %d", m->o.size);
    ask_status st = me_ask(e, q, m->o.move_timeout, &r);
    if (st == ASK_OK) tell_rules(m, e);
    if (st != ASK_OK || e->broken) {
        snprintf(err, n, "engine %c (%.200s, `%.200s`) %s", e->label, e->name, e->cmd, e->why);
        me_stop(e);
        return TG_ERR_STATE;
    }
    return TG_OK;
}

tg_status tg_match_new(const tg_match_options *opt, tg_match **out, char *err, size_t n) {
    *out = NULL;
    err[0] = '\0';
    tg_status st = check_options(opt, err, n);
    if (st != TG_OK) return st;
    tg_match *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(err, n, "out of memory");
        return TG_ERR_NOMEM;
    }
    m->o = *opt;
    m->folder.lock_fd = -1;
    m->reaper.wr = -1;
    m->black_cmd = copy(opt->black_cmd);
    m->white_cmd = copy(opt->white_cmd);
    for (int i = 0; i < 2; i++)
        m->eng[i] = (match_engine){.cmd = i ? m->white_cmd : m->black_cmd, .label = (char)('A' + i),
                                   .pass_stderr = opt->engine_stderr,
                                   .max_reply = opt->max_reply ? opt->max_reply : TG_MATCH_MAX_REPLY,
                                   .cancel = opt->cancel, .reaper = &m->reaper, .to = -1, .from = -1, .err = -1};
    m->o.black_cmd = m->black_cmd;
    m->o.white_cmd = m->white_cmd;
    m->o.record_dir = NULL;
    if (!m->black_cmd || !m->white_cmd) {
        tg_match_free(m);
        snprintf(err, n, "out of memory");
        return TG_ERR_NOMEM;
    }
    if (m->o.handicap >= 2 && !m->o.komi_given) m->o.rules.komi2 = tg_match_handicap_komi2(&m->o.rules);
    if (m->o.max_moves == 0) m->o.max_moves = 4 * m->o.size * m->o.size + 20;
    char *settings = settings_text(&m->o);
    st = settings ? mf_open(&m->folder, opt->record_dir, settings, err, n) : TG_ERR_NOMEM;
    free(settings);
    if (st == TG_OK && !mr_start(&m->reaper, err, n)) st = TG_ERR_STATE;
    for (int i = 0; i < 2 && st == TG_OK; i++) st = start_engine(m, &m->eng[i], err, n);
    if (st != TG_OK) {
        tg_match_free(m);
        return st;
    }
    *out = m;
    return TG_OK;
}

static char winner_of(const char *result, bool a_is_black) {
    if ((result[0] != 'B' && result[0] != 'W') || result[1] != '+') return 0;
    return (result[0] == 'B') == a_is_black ? 'A' : 'B';
}

static void count(tg_match_tally *t, char w) {
    t->played++;
    if (w == 'A') t->a++;
    else if (w == 'B') t->b++;
    else t->draws++;
}

static void emit(const tg_match *m, const tg_match_event *ev) {
    if (m->o.on_event) m->o.on_event(m->o.ctx, ev);
}

static tg_status interrupted(tg_match *m, char *err, size_t n) {
    for (int i = 0; i < 2; i++) m->eng[i].broken = true, me_stop(&m->eng[i]);
    snprintf(err, n, "the match was interrupted");
    return TG_ERR_STATE;
}

tg_status tg_match_run(tg_match *m, char *err, size_t n) {
    err[0] = '\0';
    for (int i = 0; i < m->o.games; i++) {
        bool a_black = !m->o.alternate || i % 2 == 0;
        match_engine *black = &m->eng[a_black ? 0 : 1], *white = &m->eng[a_black ? 1 : 0];
        tg_match_event ev = {.game = i, .games = m->o.games, .a_is_black = a_black};
        char path[4200] = "", result[64];
        if (m->folder.dir) mf_path(&m->folder, i, path, sizeof path);
        ev.path = m->folder.dir ? path : NULL;
        int found = mf_earlier(&m->folder, i, result, sizeof result, err, n);
        if (found < 0) return TG_ERR_IO;
        if (found) {
            ev.kind = TG_MATCH_GAME_EARLIER;
            ev.result = result;
            ev.winner = winner_of(result, a_black);
            ev.black = black->name[0] ? black->name : black->cmd;
            ev.white = white->name[0] ? white->name : white->cmd;
            count(&m->tally, ev.winner);
            emit(m, &ev);
            continue;
        }
        for (int k = 0; k < 2; k++) {
            match_engine *e = &m->eng[k];
            if (e->pid > 0 && !e->broken) continue;
            char why[1400];
            if (start_engine(m, e, why, sizeof why) != TG_OK) {
                if (m->o.cancel && *m->o.cancel) return interrupted(m, err, n);
                snprintf(err, n, "game %d: %s", i + 1, why);
                return TG_ERR_STATE;
            }
        }
        ev.kind = TG_MATCH_GAME_START;
        ev.black = black->name;
        ev.white = white->name;
        emit(m, &ev);
        match_game_result res;
        tg_status st = mg_play(&m->o, i, black, white, &ev, &res);
        if (st == TG_ERR_STATE || (m->o.cancel && *m->o.cancel)) {
            free(res.sgf);
            return interrupted(m, err, n);
        }
        if (st != TG_OK) {
            free(res.sgf);
            snprintf(err, n, "game %d: out of memory", i + 1);
            return st;
        }
        /* An engine that broke is gone before anything else happens. */
        for (int k = 0; k < 2; k++)
            if (m->eng[k].broken) me_stop(&m->eng[k]);
        st = mf_write(&m->folder, i, res.sgf, res.sgf_len, err, n);
        free(res.sgf);
        if (st != TG_OK) return st;
        ev.kind = TG_MATCH_GAME_END;
        ev.result = res.result;
        ev.reason = res.reason;
        ev.winner = winner_of(res.result, a_black);
        count(&m->tally, ev.winner);
        emit(m, &ev);
    }
    for (int k = 0; k < 2; k++) me_stop(&m->eng[k]);
    return TG_OK;
}

const char *tg_match_engine_name(const tg_match *m, int which) {
    const match_engine *e = &m->eng[which ? 1 : 0];
    return e->name[0] ? e->name : e->cmd;
}

void tg_match_get_tally(const tg_match *m, tg_match_tally *out) { *out = m->tally; }

void tg_match_interval(const tg_match_tally *t, double *rate, double *lo, double *hi) {
    int n = t->played;
    double wins = t->a + 0.5 * t->draws;
    *rate = n ? wins / n : 0;
    if (n == 0) {
        *lo = 0, *hi = 1;
        return;
    }
    const double z = 1.959964;
    double p = wins / n, z2 = z * z;
    double denom = 1 + z2 / n;
    double centre = (p + z2 / (2.0 * n)) / denom;
    double half = z * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
}

void tg_match_free(tg_match *m) {
    if (!m) return;
    for (int i = 0; i < 2; i++) me_free(&m->eng[i]);
    mr_stop(&m->reaper);
    mf_close(&m->folder);
    free(m->black_cmd);
    free(m->white_cmd);
    free(m);
}
