/*
 * match_game.c — one refereed game: set up both engines, ask for moves in
 * turn (genmove), judge and relay each move (play), settle dead stones at
 * the end (final_status_list dead; RULES.md §7 on disagreement), and build
 * the record's text.
 *
 * Invariants: tengen alone decides legality, repetition, the end and the
 * result; an engine that crashes, hangs, stops reading or answers garbage
 * loses the game by forfeit with the reason in its own words (e->why) and
 * is marked broken (the match restarts it). The record's final node marks
 * the count: TB/TW on every point of each player's territory (dead stones
 * included, as SGF viewers expect) and DD on the dead stones.
 *
 * Not here: processes (match_engine.c), files (match_records.c).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "match_internal.h"
#include "tengen/gtp.h"
#include "tengen/sgf.h"

typedef struct clock_state {
    double main, period;
    int stones;
    bool byo;
} clock_state;

/* The mover's clock after a move: BL/WL and OB/OW. */
typedef struct time_mark {
    bool set, byo;
    double left;
    int stones;
} time_mark;

typedef struct match_game {
    tg_game *g;
    match_engine *eng[3]; /* by colour */
    clock_state clock[3];
    double used[3];
    const tg_match_options *o;
    match_game_result *out;
    tg_match_event *ev;
    time_mark *marks;
    int marks_cap;
    bool cancelled;
} match_game;

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static const char *cname(tg_color c) { return c == TG_BLACK ? "black" : "white"; }

static void note(match_game *m, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(match_game *m, const char *fmt, ...) {
    char *r = m->out->reason;
    size_t used = strlen(r), cap = sizeof m->out->reason;
    if (used + 2 >= cap) return;
    if (used) r[used++] = '\n', r[used] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r + used, cap - used, fmt, ap);
    va_end(ap);
}

/* Records a failed ask: cancel, or a forfeit of c with the engine's reason. */
static void lost(match_game *m, tg_color c, ask_status st, const char *what) {
    if (st == ASK_CANCELLED) {
        m->cancelled = true;
        return;
    }
    match_engine *e = m->eng[c];
    /* A crash says more in the engine's own last words. */
    char last[240] = "";
    if (st == ASK_DEAD) {
        const char *se = me_stderr(e), *nl = strrchr(se, '\n');
        if (se[0]) snprintf(last, sizeof last, "; its last error output: %.200s", nl ? nl + 1 : se);
    }
    note(m, "%s (%s) forfeits: %s%s%s%s", cname(c), e->name, what, what[0] ? ": " : "", e->why, last);
    if (tg_game_state_of(m->g) == TG_PLAYING) tg_game_forfeit(m->g, c);
}

/* Asks c's engine; a failure forfeits c. true when it answered "=". */
static bool ask_or_lose(match_game *m, tg_color c, const char *cmd, double timeout, const char **reply,
                        const char *what) {
    ask_status st = me_ask(m->eng[c], cmd, timeout, reply);
    if (st == ASK_OK) return true;
    lost(m, c, st, what);
    return false;
}

/* Reads a vertex list into points (sorted). -1 when something is not a
 * point of this board or there are too many. */
static int parse_vertices(const tg_board *b, const char *text, tg_point *out) {
    int n = 0;
    const char *s = text;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\n') s++;
        if (!*s) break;
        char tok[8];
        size_t k = 0;
        while (*s && *s != ' ' && *s != '\t' && *s != '\n') {
            if (k + 1 >= sizeof tok) return -1;
            tok[k++] = *s++;
        }
        tok[k] = '\0';
        tg_point p;
        if (tg_point_from_gtp(b, tok, &p) != TG_OK || p == TG_PASS || n >= TG_MAX_POINTS) return -1;
        out[n++] = p;
    }
    for (int i = 1; i < n; i++)
        for (int k = i; k > 0 && out[k - 1] > out[k]; k--) {
            tg_point t = out[k];
            out[k] = out[k - 1];
            out[k - 1] = t;
        }
    return n;
}

/* A list of dead stones expanded to whole chains (sorted, no duplicates). */
static int dead_chains(const tg_board *b, const tg_point *list, int n, tg_point *out) {
    bool mark[TG_MAX_POINTS] = {false};
    for (int i = 0; i < n; i++) {
        tg_point p = list[i];
        if (tg_board_at(b, p) != TG_BLACK && tg_board_at(b, p) != TG_WHITE) continue;
        tg_point q = p;
        do {
            mark[q] = true;
            q = b->next[q];
        } while (q != p);
    }
    int m = 0;
    for (tg_point p = 1; p < TG_MAX_POINTS; p++)
        if (mark[p]) out[m++] = p;
    return m;
}

/* ---------------------------------------------------------- set-up */

static bool setup_engines(match_game *m) {
    char k[16], size_cmd[32], komi_cmd[32], time_cmd[64];
    tg_format_half(tg_game_rules(m->g)->komi2, k);
    snprintf(size_cmd, sizeof size_cmd, "boardsize %d", m->o->size);
    snprintf(komi_cmd, sizeof komi_cmd, "komi %s", k);
    snprintf(time_cmd, sizeof time_cmd, "time_settings %d %d %d", m->o->main_time, m->o->byo_time,
             m->o->byo_stones);
    const char *cmds[4] = {size_cmd, "clear_board", komi_cmd, time_cmd};
    int n = m->o->main_time >= 0 ? 4 : 3;
    for (int c = TG_BLACK; c <= TG_WHITE; c++)
        for (int i = 0; i < n; i++) {
            const char *r;
            if (!ask_or_lose(m, (tg_color)c, cmds[i], m->o->move_timeout, &r, "set-up")) return false;
        }
    return true;
}

static bool setup_handicap(match_game *m) {
    int h = m->o->handicap;
    if (h < 2) return true;
    char cmd[64];
    const char *r;
    tg_point pts[TG_MAX_POINTS];
    const tg_board *b = tg_game_board(m->g);
    if (tg_game_rules(m->g)->handicap == TG_PLACEMENT_FIXED) {
        tg_game_fixed_handicap(m->g, h, TG_ORDER_GTP, pts);
        snprintf(cmd, sizeof cmd, "fixed_handicap %d", h);
        for (int c = TG_BLACK; c <= TG_WHITE; c++)
            if (!ask_or_lose(m, (tg_color)c, cmd, m->o->move_timeout, &r, "fixed_handicap")) return false;
        return true;
    }
    snprintf(cmd, sizeof cmd, "place_free_handicap %d", h);
    if (!ask_or_lose(m, TG_BLACK, cmd, m->o->move_timeout, &r, "place_free_handicap")) return false;
    int n = parse_vertices(b, r, pts);
    if (n != h || tg_game_free_handicap(m->g, pts, n) != TG_OK) {
        note(m, "black (%s) forfeits: place_free_handicap %d answered %s", m->eng[TG_BLACK]->name, h,
             n < 0 ? "something that is not a list of points" : n != h ? "another number of stones" : "an impossible placement");
        tg_game_forfeit(m->g, TG_BLACK);
        return false;
    }
    /* "set_free_handicap" and " XYY" per stone. */
    size_t cap = 32 + (size_t)n * 5;
    char *set = malloc(cap);
    if (!set) return false;
    size_t used = (size_t)snprintf(set, cap, "set_free_handicap");
    for (int i = 0; i < n; i++) {
        char v[5];
        tg_point_to_gtp(b, pts[i], v);
        used += (size_t)snprintf(set + used, cap - used, " %s", v);
    }
    bool ok = ask_or_lose(m, TG_WHITE, set, m->o->move_timeout, &r, "set_free_handicap");
    free(set);
    return ok;
}

/* ------------------------------------------------------------ clock */

static double time_allowed(const match_game *m, tg_color c) {
    const clock_state *k = &m->clock[c];
    if (m->o->main_time < 0) return m->o->move_timeout;
    double t = k->byo ? k->period : k->main + (m->o->byo_stones > 0 ? m->o->byo_time : 0);
    return t + 2.0; /* grace for process and pipe latency */
}

/* Charges `used` seconds; false when the clock ran out. */
static bool charge(match_game *m, tg_color c, double used) {
    m->used[c] += used;
    if (m->o->main_time < 0) return true;
    clock_state *k = &m->clock[c];
    if (!k->byo) {
        k->main -= used;
        if (k->main >= 0) return true;
        if (m->o->byo_stones <= 0) return false;
        k->byo = true;
        k->period = m->o->byo_time + k->main;
        k->stones = m->o->byo_stones;
        k->main = 0;
        if (k->period < 0) return false;
    } else {
        k->period -= used;
        if (k->period < 0) return false;
    }
    if (k->byo && --k->stones == 0) {
        k->period = m->o->byo_time;
        k->stones = m->o->byo_stones;
    }
    return true;
}

static void record_time(match_game *m, tg_color c) {
    if (m->o->main_time < 0) return;
    int i = tg_game_move_count(m->g);
    if (i >= m->marks_cap) {
        int cap = m->marks_cap ? m->marks_cap * 2 : 512;
        while (cap <= i) cap *= 2;
        time_mark *x = realloc(m->marks, (size_t)cap * sizeof *x);
        if (!x) return;
        memset(x + m->marks_cap, 0, (size_t)(cap - m->marks_cap) * sizeof *x);
        m->marks = x, m->marks_cap = cap;
    }
    const clock_state *k = &m->clock[c];
    m->marks[i] = (time_mark){.set = true, .byo = k->byo, .left = k->byo ? k->period : k->main, .stones = k->stones};
}

/* ------------------------------------------------------------ moves */

static void moved(match_game *m, tg_color c, const char *move) {
    if (!m->o->on_event) return;
    tg_match_event *ev = m->ev;
    ev->kind = TG_MATCH_MOVE;
    ev->move_number = tg_game_move_count(m->g);
    ev->color = c;
    ev->move = move;
    memcpy(ev->time_used, m->used, sizeof m->used);
    m->o->on_event(m->o->ctx, ev);
}

/* One move of c: ask, judge, relay. */
static void one_move(match_game *m, tg_color c) {
    match_engine *e = m->eng[c];
    tg_color oc = tg_opponent(c);
    char cmd[128];
    const char *r;
    const tg_board *b = tg_game_board(m->g);
    if (m->o->main_time >= 0) {
        const clock_state *k = &m->clock[c];
        snprintf(cmd, sizeof cmd, "time_left %s %d %d", cname(c), (int)(k->byo ? k->period : k->main),
                 k->byo ? k->stones : 0);
        ask_status st = me_ask(e, cmd, m->o->move_timeout, &r);
        if (st != ASK_OK && st != ASK_ERROR) return lost(m, c, st, ""); /* an error reply is harmless */
    }
    bool cleanup = tg_game_resumed(m->g) && e->cleanup;
    snprintf(cmd, sizeof cmd, "%s %s", cleanup ? "kgs-genmove_cleanup" : "genmove", cname(c));
    double t0 = now_s();
    ask_status st = me_ask(e, cmd, time_allowed(m, c), &r);
    double used = now_s() - t0;
    if (st == ASK_TIMEOUT && m->o->main_time >= 0) {
        m->used[c] += used;
        note(m, "%s (%s) lost on time", cname(c), e->name);
        tg_game_time_loss(m->g, c);
        return;
    }
    if (st != ASK_OK) return lost(m, c, st, "");
    if (!charge(m, c, used)) {
        note(m, "%s (%s) lost on time", cname(c), e->name);
        tg_game_time_loss(m->g, c);
        return;
    }
    char mv[16];
    size_t k = 0;
    for (; r[k] && k + 1 < sizeof mv; k++) mv[k] = (char)(r[k] >= 'A' && r[k] <= 'Z' ? r[k] - 'A' + 'a' : r[k]);
    mv[k] = '\0';
    if (r[k] == '\0' && !strcmp(mv, "resign")) {
        tg_game_resign(m->g, c);
        moved(m, c, "resign");
        return;
    }
    tg_point p;
    if (r[k] != '\0' || tg_point_from_gtp(b, mv, &p) != TG_OK) {
        note(m, "%s (%s) forfeits: `%s` answered a non-move: \"%.60s\"", cname(c), e->name, cmd, r);
        tg_game_forfeit(m->g, c);
        return;
    }
    tg_verdict v = tg_game_check(m->g, c, p);
    if (v.legality != TG_LEGAL) {
        if (tg_game_rules(m->g)->illegal != TG_ON_ILLEGAL_PASS) {
            note(m, "%s (%s) forfeits: illegal move %s (%s)", cname(c), e->name, mv, tg_legality_str(v.legality));
            tg_game_forfeit(m->g, c);
            return;
        }
        note(m, "illegal move %s (%s) by %s counted as a pass", mv, tg_legality_str(v.legality), cname(c));
        p = TG_PASS;
        /* The engine believes it played: take the move back, then pass. */
        if (!ask_or_lose(m, c, "undo", m->o->move_timeout, &r, "undo after its illegal move")) return;
        snprintf(cmd, sizeof cmd, "play %s pass", cname(c));
        if (!ask_or_lose(m, c, cmd, m->o->move_timeout, &r, "")) return;
    }
    tg_game_play(m->g, c, p);
    record_time(m, c);
    char v5[5];
    tg_point_to_gtp(b, p, v5);
    moved(m, c, v5);
    snprintf(cmd, sizeof cmd, "play %s %s", cname(c), v5);
    st = me_ask(m->eng[oc], cmd, m->o->move_timeout, &r);
    if (st == ASK_OK) return;
    if (st == ASK_CANCELLED) return lost(m, oc, st, "");
    if (tg_game_state_of(m->g) == TG_PLAYING) {
        note(m, "%s (%s) forfeits: refused the legal move %s %s: %s", cname(oc), m->eng[oc]->name, cname(c), v5,
             m->eng[oc]->why);
        tg_game_forfeit(m->g, oc);
    } else {
        note(m, "%s (%s) refused the last move %s %s: %s", cname(oc), m->eng[oc]->name, cname(c), v5,
             m->eng[oc]->why);
    }
}

/* ------------------------------------------------------------ the end */

/* Dead stones agreed, or a dispute. true when the game is over, false
 * when play resumes. */
static bool settle(match_game *m, tg_point *dead, int *ndead) {
    const tg_rules *r = tg_game_rules(m->g);
    const tg_board *b = tg_game_board(m->g);
    *ndead = 0;
    if (r->dead == TG_DEAD_NONE || tg_game_resumed(m->g)) return true;
    if (r->dead == TG_DEAD_ESTIMATE) {
        *ndead = tg_gtp_dead_stones(m->g, dead);
        note(m, "dead stones by tengen's estimate");
        return true;
    }
    tg_point *l[3] = {NULL, malloc(TG_MAX_POINTS * sizeof(tg_point)), malloc(TG_MAX_POINTS * sizeof(tg_point))};
    tg_point *raw = malloc(TG_MAX_POINTS * sizeof(tg_point));
    int n[3] = {0, -1, -1};
    for (int c = TG_BLACK; c <= TG_WHITE && l[1] && l[2] && raw; c++) {
        const char *reply;
        ask_status st = me_ask(m->eng[c], "final_status_list dead", m->o->move_timeout, &reply);
        if (st == ASK_CANCELLED) m->cancelled = true;
        if (st != ASK_OK && st != ASK_ERROR && !m->cancelled) {
            /* A broken engine cannot settle anything: it loses the game. */
            tg_game_resume(m->g);
            lost(m, (tg_color)c, st, "final_status_list");
            break;
        }
        if (st != ASK_OK) {
            note(m, "%s (%s) gave no dead stones: %s", cname((tg_color)c), m->eng[c]->name, m->eng[c]->why);
            continue;
        }
        int k = parse_vertices(b, reply, raw);
        if (k >= 0) n[c] = dead_chains(b, raw, k, l[c]);
        else note(m, "%s (%s) answered final_status_list with something that is not a list of points",
                  cname((tg_color)c), m->eng[c]->name);
    }
    bool agree = n[1] >= 0 && n[1] == n[2] && memcmp(l[1], l[2], (size_t)n[1] * sizeof(tg_point)) == 0;
    if (agree) {
        memcpy(dead, l[1], (size_t)n[1] * sizeof(tg_point));
        *ndead = n[1];
    }
    free(l[1]), free(l[2]), free(raw);
    if (agree || m->cancelled) return true;
    if (tg_game_state_of(m->g) != TG_ENDED_PASSES) return false; /* a forfeit */
    if (r->dispute == TG_DISPUTE_RESUME_BY_OPPONENT || r->dispute == TG_DISPUTE_RESUME_IN_ORDER) {
        note(m, "engines disagreed on dead stones: play resumed (%s)",
             r->dispute == TG_DISPUTE_RESUME_IN_ORDER ? "resume-in-order" : "resume-by-opponent");
        tg_game_resume(m->g);
        return false;
    }
    *ndead = tg_gtp_dead_stones(m->g, dead);
    note(m, "engines disagreed on dead stones: tengen's judgement used (dispute=%s)",
         r->dispute == TG_DISPUTE_CONFIRM ? "confirm" : "confirm-korean");
    return true;
}

/* ------------------------------------------------------------ record */

/* TM/OT on the root, BL/WL (OB/OW) on every move node. */
static tg_status add_times(const match_game *m, tg_sgf_node *root) {
    if (m->o->main_time < 0) return TG_OK;
    char v[64];
    tg_status st = TG_OK;
    snprintf(v, sizeof v, "%d", m->o->main_time);
    st |= tg_sgf_node_set1(root, "TM", v);
    if (m->o->byo_stones > 0) {
        snprintf(v, sizeof v, "%d/%d canadian", m->o->byo_stones, m->o->byo_time);
        st |= tg_sgf_node_set1(root, "OT", v);
    }
    tg_sgf_node *node = root;
    for (int i = 1; i <= tg_game_move_count(m->g); i++) {
        node = tg_sgf_node_child(node);
        if (!node) break;
        if (i >= m->marks_cap || !m->marks[i].set || tg_game_entry_kind(m->g, i) != TG_ENTRY_MOVE) continue;
        bool black = tg_game_move(m->g, i).color == TG_BLACK;
        snprintf(v, sizeof v, "%.1f", m->marks[i].left);
        st |= tg_sgf_node_set1(node, black ? "BL" : "WL", v);
        if (m->marks[i].byo) {
            snprintf(v, sizeof v, "%d", m->marks[i].stones);
            st |= tg_sgf_node_set1(node, black ? "OB" : "OW", v);
        }
    }
    return st == TG_OK ? TG_OK : TG_ERR_NOMEM;
}

/* TB/TW (territory, dead stones included) and DD (dead stones) on the
 * last node, from the count. */
static tg_status add_count(const match_game *m, tg_sgf_node *root, const tg_score *sc) {
    tg_sgf_node *last = root;
    for (tg_sgf_node *n = tg_sgf_node_child(root); n; n = tg_sgf_node_child(n)) last = n;
    const tg_board *b = tg_game_board(m->g);
    tg_status st = TG_OK;
    for (tg_point p = 1; p < TG_MAX_POINTS; p++) {
        if (!tg_on_board(b, p)) continue;
        const tg_point_score *ps = &sc->points[p];
        char s[3];
        tg_point_to_sgf(b, p, s);
        /* A dead stone is marked as its opponent's even where the point
         * counts for nobody: readers take dead stones from the marks. */
        tg_color owner = (tg_color)ps->owner;
        if (ps->kind == TG_PT_DEAD) owner = tg_opponent(tg_board_at(b, p));
        if (ps->kind == TG_PT_TERRITORY || ps->kind == TG_PT_DEAD) {
            if (owner == TG_BLACK || owner == TG_WHITE)
                st |= tg_sgf_node_append(last, owner == TG_BLACK ? "TB" : "TW", s);
        }
        if (ps->kind == TG_PT_DEAD) st |= tg_sgf_node_append(last, "DD", s);
    }
    return st == TG_OK ? TG_OK : TG_ERR_NOMEM;
}

static tg_status build_record(match_game *m, const tg_score *sc, char **text, size_t *len) {
    char date[32];
    time_t t = time(NULL);
    struct tm tmv;
    strftime(date, sizeof date, "%Y-%m-%d", gmtime_r(&t, &tmv));
    tg_gtp_sgf_info info = {.black = m->eng[TG_BLACK]->name, .white = m->eng[TG_WHITE]->name,
                            .result = m->out->result, .date = date,
                            .comment = m->out->reason[0] ? m->out->reason : NULL};
    tg_sgf_collection *c = NULL;
    tg_status st = tg_gtp_game_record(m->g, &info, &c);
    if (st == TG_OK) st = add_times(m, tg_sgf_game(c, 0));
    if (st == TG_OK && sc) st = add_count(m, tg_sgf_game(c, 0), sc);
    if (st == TG_OK) st = tg_sgf_write(c, text, len);
    tg_sgf_collection_free(c);
    return st;
}

tg_status mg_play(const tg_match_options *o, int game, match_engine *black, match_engine *white,
                  tg_match_event *ev, match_game_result *out) {
    (void)game;
    memset(out, 0, sizeof *out);
    match_game m = {0};
    m.o = o;
    m.out = out;
    m.ev = ev;
    m.eng[TG_BLACK] = black;
    m.eng[TG_WHITE] = white;
    m.g = tg_game_new(o->size, o->size, &o->rules);
    tg_point *dead = malloc(TG_MAX_POINTS * sizeof *dead);
    tg_score *sc = malloc(sizeof *sc);
    if (!m.g || !dead || !sc) {
        tg_game_free(m.g), free(dead), free(sc);
        return TG_ERR_NOMEM;
    }
    for (int c = TG_BLACK; c <= TG_WHITE; c++) m.clock[c].main = o->main_time;
    int ndead = 0;
    if (setup_engines(&m) && setup_handicap(&m)) {
        while (!m.cancelled) {
            while (!m.cancelled && tg_game_state_of(m.g) == TG_PLAYING && tg_game_move_count(m.g) < o->max_moves)
                one_move(&m, tg_game_to_move(m.g));
            if (m.cancelled) break;
            if (tg_game_state_of(m.g) == TG_PLAYING) {
                note(&m, "move limit %d reached: the position is scored as it stands", o->max_moves);
                break;
            }
            if (tg_game_state_of(m.g) != TG_ENDED_PASSES || settle(&m, dead, &ndead)) break;
        }
    }
    tg_status st = TG_OK;
    bool scored = false;
    if (m.cancelled) {
        st = TG_ERR_STATE;
    } else if (tg_game_fixed_result(m.g, out->result)) {
    } else if (tg_game_score(m.g, dead, ndead, sc) == TG_OK) {
        snprintf(out->result, sizeof out->result, "%s", sc->result);
        scored = true;
        if (ndead > 0) {
            char list[1200] = "";
            size_t used = 0;
            for (int k = 0; k < ndead && used + 6 < sizeof list; k++) {
                char v[5];
                tg_point_to_gtp(tg_game_board(m.g), dead[k], v);
                used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", k ? " " : "", v);
            }
            note(&m, "dead stones: %s", list);
        }
    } else {
        snprintf(out->result, sizeof out->result, "?");
    }
    if (st == TG_OK) st = build_record(&m, scored ? sc : NULL, &out->sgf, &out->sgf_len);
    memcpy(ev->time_used, m.used, sizeof m.used);
    free(m.marks);
    free(dead);
    free(sc);
    tg_game_free(m.g);
    return st;
}
