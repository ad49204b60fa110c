/*
 * cmd_match.c — `tengen match`: a referee for games between two GTP
 * engines. tengen alone decides legality, repetition, the end of the game
 * and the result, under the chosen rules.
 *
 * To start reading: cmd_match parses options, resumes from the records
 * already in --sgf-dir, then play_game runs one game: set up both engines,
 * ask for moves in turn (genmove), judge and relay each move (play), settle
 * dead stones at the end (final_status_list dead; RULES.md §7 on
 * disagreement) and write the record.
 *
 * Invariants: an engine never blocks the referee — every read has a poll()
 * deadline, and an engine that crashes, hangs or answers garbage loses the
 * game by forfeit (reason recorded) and is restarted for the next game;
 * every record is complete when it appears (temporary file, fsync, rename),
 * so a record in --sgf-dir means a finished game and an interrupted match
 * resumes after it.
 *
 * Not here: nigiri (colours are fixed or alternate), engine strength, SGF
 * reading beyond the result of earlier records (the SGF module does it).
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "tengen/gtp.h"
#include "tengen/sgf.h"

/* ------------------------------------------------------------ engines */

typedef enum { ASK_OK, ASK_ERROR, ASK_DEAD, ASK_TIMEOUT, ASK_GARBAGE } ask_status;

typedef struct engine {
    const char *cmd;
    pid_t pid;
    int to, from;
    char *buf;
    size_t len, cap;
    char name[160];
    bool cleanup; /* answers kgs-genmove_cleanup */
    bool broken;  /* crashed, hung or spoke garbage: restart before next game */
    bool quiet;   /* stderr to /dev/null */
} engine;

#define MAX_REPLY (1u << 20)

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void engine_stop(engine *e) {
    if (e->pid <= 0) return;
    if (e->to >= 0) {
        ssize_t w = write(e->to, "quit\n", 5);
        (void)w;
        close(e->to);
    }
    if (e->from >= 0) close(e->from);
    e->to = e->from = -1;
    for (int i = 0; i < 50; i++) {
        if (waitpid(e->pid, NULL, WNOHANG) == e->pid) {
            e->pid = 0;
            return;
        }
        struct timespec ts = {0, 20 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    kill(e->pid, SIGKILL);
    waitpid(e->pid, NULL, 0);
    e->pid = 0;
}

static bool engine_start(engine *e) {
    int in[2], out[2];
    if (pipe(in) != 0) return false;
    if (pipe(out) != 0) {
        close(in[0]), close(in[1]);
        return false;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        return false;
    }
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        if (e->quiet) {
            int null = open("/dev/null", O_WRONLY);
            if (null >= 0) dup2(null, 2);
        }
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        execl("/bin/sh", "sh", "-c", e->cmd, (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    /* The next engine must not inherit these ends, or EOF never comes. */
    fcntl(in[1], F_SETFD, FD_CLOEXEC);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    e->pid = pid;
    e->to = in[1];
    e->from = out[0];
    e->len = 0;
    e->broken = false;
    return true;
}

/* Takes one complete reply ("=..." or "?..." up to an empty line) out of
 * the buffer. Returns 1 when found, 0 when more input is needed, -1 on
 * garbage. */
static int take_reply(engine *e, char *reply, size_t n, bool *ok) {
    /* Drop CRs and leading empty lines. */
    size_t w = 0;
    for (size_t i = 0; i < e->len; i++)
        if (e->buf[i] != '\r') e->buf[w++] = e->buf[i];
    e->len = w;
    size_t start = 0;
    while (start < e->len && e->buf[start] == '\n') start++;
    if (start == e->len) {
        e->len = 0;
        return 0;
    }
    if (e->buf[start] != '=' && e->buf[start] != '?') return -1;
    for (size_t i = start; i + 1 < e->len; i++) {
        if (e->buf[i] != '\n' || e->buf[i + 1] != '\n') continue;
        *ok = e->buf[start] == '=';
        size_t p = start + 1;
        while (p < i && e->buf[p] >= '0' && e->buf[p] <= '9') p++; /* id */
        while (p < i && (e->buf[p] == ' ' || e->buf[p] == '\t')) p++;
        size_t m = i - p < n - 1 ? i - p : n - 1;
        memcpy(reply, e->buf + p, m);
        reply[m] = '\0';
        while (m > 0 && (reply[m - 1] == ' ' || reply[m - 1] == '\n')) reply[--m] = '\0';
        memmove(e->buf, e->buf + i + 2, e->len - i - 2);
        e->len -= i + 2;
        return 1;
    }
    return 0;
}

/* Sends one command and waits at most `timeout` seconds for its reply. */
static ask_status engine_ask(engine *e, const char *cmd, double timeout, char *reply, size_t n) {
    reply[0] = '\0';
    if (e->pid <= 0 || e->broken) return ASK_DEAD;
    size_t len = strlen(cmd);
    char line[1024];
    snprintf(line, sizeof line, "%s\n", cmd);
    if (write(e->to, line, len + 1) != (ssize_t)(len + 1)) return e->broken = true, ASK_DEAD;
    double deadline = now_s() + timeout;
    for (;;) {
        bool ok = false;
        int got = take_reply(e, reply, n, &ok);
        if (got < 0) return e->broken = true, ASK_GARBAGE;
        if (got > 0) return ok ? ASK_OK : ASK_ERROR;
        double left = deadline - now_s();
        if (left <= 0) return e->broken = true, ASK_TIMEOUT;
        struct pollfd pfd = {e->from, POLLIN, 0};
        int r = poll(&pfd, 1, (int)(left * 1000) + 1);
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) continue;
        if (e->len + 4096 > e->cap) {
            if (e->cap >= MAX_REPLY) return e->broken = true, ASK_GARBAGE;
            size_t cap = e->cap ? e->cap * 2 : 8192;
            char *b = realloc(e->buf, cap);
            if (!b) return e->broken = true, ASK_GARBAGE;
            e->buf = b, e->cap = cap;
        }
        ssize_t got_bytes = read(e->from, e->buf + e->len, e->cap - e->len);
        if (got_bytes <= 0) return e->broken = true, ASK_DEAD;
        e->len += (size_t)got_bytes;
    }
}

static const char *ask_what(ask_status s) {
    switch (s) {
    case ASK_OK: return "ok";
    case ASK_ERROR: return "answered an error";
    case ASK_DEAD: return "crashed or closed its output";
    case ASK_TIMEOUT: return "did not answer in time";
    default: return "answered garbage";
    }
}

/* ------------------------------------------------------------- options */

typedef struct options {
    const char *black_cmd, *white_cmd, *sgf_dir;
    int games, size, handicap;
    tg_rules rules;
    bool alternate, quiet;
    double move_timeout;
    int main_time, byo_time, byo_stones; /* --time; main_time < 0: none */
    int max_moves;
} options;

typedef struct clock_state {
    double main, period;
    int stones;
    bool byo;
} clock_state;

typedef struct game_record {
    char result[32];
    char reason[512];
} game_record;

/* Appends a line to the game's record comment (truncated to fit). */
static void note(game_record *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void note(game_record *r, const char *fmt, ...) {
    size_t used = strlen(r->reason);
    if (used + 2 >= sizeof r->reason) return;
    if (used) r->reason[used++] = '\n', r->reason[used] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->reason + used, sizeof r->reason - used, fmt, ap);
    va_end(ap);
}

static const char *cname(tg_color c) { return c == TG_BLACK ? "black" : "white"; }

/* Reads a vertex list reply into points (sorted by index). Returns the
 * count, or -1 when something is not a vertex of this board. */
static int parse_vertices(const tg_board *b, char *text, tg_point *out) {
    int n = 0;
    for (char *tok = strtok(text, " \t\n"); tok; tok = strtok(NULL, " \t\n")) {
        tg_point p;
        if (tg_point_from_gtp(b, tok, &p) != TG_OK || p == TG_PASS) return -1;
        if (n >= TG_MAX_POINTS) return -1;
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

/* Expands a list of dead stones to whole chains (sorted, no duplicates). */
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

/* -------------------------------------------------------------- a game */

/* The clock of the player who made a move, as it stood after the move:
 * BL/WL (seconds left in main time or in the period) and OB/OW (stones
 * left in the period, byo-yomi only). */
typedef struct time_mark {
    bool set, byo;
    double left;
    int stones;
} time_mark;

typedef struct match_game {
    tg_game *g;
    engine *eng[3]; /* by colour */
    clock_state clock[3];
    const options *o;
    game_record rec;
    time_mark *marks; /* per history entry: the mover's clock after it */
    int marks_cap;
} match_game;

static void forfeit(match_game *m, tg_color loser, const char *why, const char *detail) {
    note(&m->rec, "%s (%s) forfeits: %s%s", cname(loser), m->eng[loser]->name, why, detail);
    tg_game_forfeit(m->g, loser);
}

/* Both engines: size, komi, time. false when one failed (the game is then
 * forfeited). */
static bool setup_engines(match_game *m) {
    char cmd[128], reply[256];
    char k[16];
    tg_format_half(tg_game_rules(m->g)->komi2, k);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        engine *e = m->eng[c];
        const char *cmds[4];
        char size_cmd[32], komi_cmd[32], time_cmd[64];
        snprintf(size_cmd, sizeof size_cmd, "boardsize %d", m->o->size);
        snprintf(komi_cmd, sizeof komi_cmd, "komi %s", k);
        snprintf(time_cmd, sizeof time_cmd, "time_settings %d %d %d", m->o->main_time, m->o->byo_time,
                 m->o->byo_stones);
        int n = 0;
        cmds[n++] = size_cmd;
        cmds[n++] = "clear_board";
        cmds[n++] = komi_cmd;
        if (m->o->main_time >= 0) cmds[n++] = time_cmd;
        for (int i = 0; i < n; i++) {
            ask_status st = engine_ask(e, cmds[i], m->o->move_timeout, reply, sizeof reply);
            if (st != ASK_OK) {
                snprintf(cmd, sizeof cmd, " (`%.60s` %.60s)", cmds[i], ask_what(st));
                forfeit(m, (tg_color)c, "setup failed", cmd);
                return false;
            }
        }
    }
    return true;
}

static bool setup_handicap(match_game *m) {
    int h = m->o->handicap;
    if (h < 2) return true;
    char cmd[4096], reply[4096];
    tg_point pts[TG_MAX_POINTS];
    const tg_board *b = tg_game_board(m->g);
    if (tg_game_rules(m->g)->handicap == TG_PLACEMENT_FIXED) {
        tg_game_fixed_handicap(m->g, h, TG_ORDER_GTP, pts);
        snprintf(cmd, sizeof cmd, "fixed_handicap %d", h);
        for (int c = TG_BLACK; c <= TG_WHITE; c++) {
            ask_status st = engine_ask(m->eng[c], cmd, m->o->move_timeout, reply, sizeof reply);
            if (st != ASK_OK) {
                forfeit(m, (tg_color)c, "fixed_handicap failed: ", reply[0] ? reply : ask_what(st));
                return false;
            }
        }
        return true;
    }
    snprintf(cmd, sizeof cmd, "place_free_handicap %d", h);
    ask_status st = engine_ask(m->eng[TG_BLACK], cmd, m->o->move_timeout, reply, sizeof reply);
    int n = st == ASK_OK ? parse_vertices(b, reply, pts) : -1;
    if (n != h || tg_game_free_handicap(m->g, pts, n) != TG_OK) {
        forfeit(m, TG_BLACK, "place_free_handicap failed: ", st == ASK_OK ? "bad vertex list" : ask_what(st));
        return false;
    }
    size_t used = (size_t)snprintf(cmd, sizeof cmd, "set_free_handicap");
    for (int i = 0; i < n && used + 6 < sizeof cmd; i++) {
        char v[5];
        tg_point_to_gtp(b, pts[i], v);
        used += (size_t)snprintf(cmd + used, sizeof cmd - used, " %s", v);
    }
    st = engine_ask(m->eng[TG_WHITE], cmd, m->o->move_timeout, reply, sizeof reply);
    if (st != ASK_OK) {
        forfeit(m, TG_WHITE, "set_free_handicap failed: ", reply[0] ? reply : ask_what(st));
        return false;
    }
    return true;
}

static double time_allowed(const match_game *m, tg_color c) {
    const clock_state *k = &m->clock[c];
    if (m->o->main_time < 0) return m->o->move_timeout;
    double t = k->byo ? k->period : k->main + (m->o->byo_stones > 0 ? m->o->byo_time : 0);
    return t + 2.0; /* grace for process and pipe latency */
}

/* Charges `used` seconds; false when the clock ran out. */
static bool charge(match_game *m, tg_color c, double used) {
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

/* Adds TM/OT to the root and BL/WL (OB/OW) to every move node. */
static void add_times(const match_game *m, tg_sgf_node *root) {
    if (m->o->main_time < 0) return;
    char v[64];
    snprintf(v, sizeof v, "%d", m->o->main_time);
    tg_sgf_node_set1(root, "TM", v);
    if (m->o->byo_stones > 0) {
        snprintf(v, sizeof v, "%d/%d canadian", m->o->byo_stones, m->o->byo_time);
        tg_sgf_node_set1(root, "OT", v);
    }
    tg_sgf_node *node = root;
    for (int i = 1; i <= tg_game_move_count(m->g); i++) {
        node = tg_sgf_node_child(node);
        if (!node) break;
        if (i >= m->marks_cap || !m->marks[i].set || tg_game_entry_kind(m->g, i) != TG_ENTRY_MOVE) continue;
        bool black = tg_game_move(m->g, i).color == TG_BLACK;
        snprintf(v, sizeof v, "%.1f", m->marks[i].left);
        tg_sgf_node_set1(node, black ? "BL" : "WL", v);
        if (m->marks[i].byo) {
            snprintf(v, sizeof v, "%d", m->marks[i].stones);
            tg_sgf_node_set1(node, black ? "OB" : "OW", v);
        }
    }
}

/* One move of c: ask, judge, relay. */
static void one_move(match_game *m, tg_color c) {
    engine *e = m->eng[c], *other = m->eng[tg_opponent(c)];
    char cmd[128], reply[512];
    const tg_board *b = tg_game_board(m->g);
    if (m->o->main_time >= 0) {
        const clock_state *k = &m->clock[c];
        snprintf(cmd, sizeof cmd, "time_left %s %d %d", cname(c), (int)(k->byo ? k->period : k->main),
                 k->byo ? k->stones : 0);
        engine_ask(e, cmd, m->o->move_timeout, reply, sizeof reply); /* an error here is harmless */
    }
    bool cleanup = tg_game_resumed(m->g) && e->cleanup;
    snprintf(cmd, sizeof cmd, "%s %s", cleanup ? "kgs-genmove_cleanup" : "genmove", cname(c));
    double t0 = now_s();
    ask_status st = engine_ask(e, cmd, time_allowed(m, c), reply, sizeof reply);
    double used = now_s() - t0;
    if (st == ASK_TIMEOUT && m->o->main_time >= 0) {
        note(&m->rec, "%s (%s) lost on time", cname(c), e->name);
        tg_game_time_loss(m->g, c);
        return;
    }
    if (st != ASK_OK) {
        forfeit(m, c, "genmove: ", st == ASK_ERROR ? reply : ask_what(st));
        return;
    }
    if (!charge(m, c, used)) {
        note(&m->rec, "%s (%s) lost on time", cname(c), e->name);
        tg_game_time_loss(m->g, c);
        return;
    }
    for (char *q = reply; *q; q++) *q = (char)(*q >= 'A' && *q <= 'Z' ? *q - 'A' + 'a' : *q);
    if (!strcmp(reply, "resign")) {
        tg_game_resign(m->g, c);
        return;
    }
    tg_point p;
    if (tg_point_from_gtp(b, reply, &p) != TG_OK) {
        forfeit(m, c, "genmove answered a non-move: ", reply);
        return;
    }
    tg_verdict v = tg_game_check(m->g, c, p);
    if (v.legality != TG_LEGAL) {
        char why[96];
        snprintf(why, sizeof why, "%.40s (%.40s)", reply, tg_legality_str(v.legality));
        if (tg_game_rules(m->g)->illegal != TG_ON_ILLEGAL_PASS) {
            forfeit(m, c, "illegal move ", why);
            return;
        }
        note(&m->rec, "illegal move %s counted as a pass", why);
        p = TG_PASS;
        /* The engine believes it played: take the move back, then pass. */
        engine_ask(e, "undo", m->o->move_timeout, reply, sizeof reply);
        snprintf(cmd, sizeof cmd, "play %s pass", cname(c));
        engine_ask(e, cmd, m->o->move_timeout, reply, sizeof reply);
    }
    tg_game_play(m->g, c, p);
    record_time(m, c);
    char v5[5];
    tg_point_to_gtp(b, p, v5);
    snprintf(cmd, sizeof cmd, "play %s %s", cname(c), v5);
    st = engine_ask(other, cmd, m->o->move_timeout, reply, sizeof reply);
    if (st != ASK_OK) {
        char detail[600];
        snprintf(detail, sizeof detail, "%s %s: %.200s", cname(c), v5, st == ASK_ERROR ? reply : ask_what(st));
        tg_color oc = tg_opponent(c);
        if (tg_game_state_of(m->g) == TG_PLAYING) forfeit(m, oc, "refused the legal move ", detail);
        else note(&m->rec, "%s refused the last move %s", cname(oc), detail);
    }
}

/* The end of a game by passes: dead stones agreed, or a dispute. Returns
 * true when the game is over, false when play resumes. */
static bool settle(match_game *m, tg_point *dead, int *ndead) {
    const tg_rules *r = tg_game_rules(m->g);
    const tg_board *b = tg_game_board(m->g);
    *ndead = 0;
    if (r->dead == TG_DEAD_NONE || tg_game_resumed(m->g)) return true;
    if (r->dead == TG_DEAD_ESTIMATE) {
        *ndead = tg_gtp_dead_stones(m->g, dead);
        note(&m->rec, "dead stones by tengen's estimate");
        return true;
    }
    tg_point lists[3][TG_MAX_POINTS];
    int n[3] = {0, -1, -1};
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        char reply[8192];
        tg_point raw[TG_MAX_POINTS];
        if (engine_ask(m->eng[c], "final_status_list dead", m->o->move_timeout, reply, sizeof reply) != ASK_OK)
            continue;
        int k = parse_vertices(b, reply, raw);
        if (k >= 0) n[c] = dead_chains(b, raw, k, lists[c]);
    }
    bool agree = n[1] >= 0 && n[1] == n[2] && memcmp(lists[1], lists[2], (size_t)n[1] * sizeof(tg_point)) == 0;
    if (agree) {
        memcpy(dead, lists[1], (size_t)n[1] * sizeof(tg_point));
        *ndead = n[1];
        return true;
    }
    if (r->dispute == TG_DISPUTE_RESUME_BY_OPPONENT || r->dispute == TG_DISPUTE_RESUME_IN_ORDER) {
        note(&m->rec, "engines disagreed on dead stones: play resumed (%s)",
             r->dispute == TG_DISPUTE_RESUME_IN_ORDER ? "resume-in-order" : "resume-by-opponent");
        tg_game_resume(m->g);
        return false;
    }
    *ndead = tg_gtp_dead_stones(m->g, dead);
    note(&m->rec, "engines disagreed on dead stones: tengen's judgement used (dispute=%s)",
         r->dispute == TG_DISPUTE_CONFIRM ? "confirm" : "confirm-korean");
    return true;
}

static void record_path(const options *o, int i, char *out, size_t n) {
    snprintf(out, n, "%s/game-%03d.sgf", o->sgf_dir, i + 1);
}

/* Plays game i; writes its record; fills rec. */
static void play_game(const options *o, int i, engine *black, engine *white, game_record *rec) {
    match_game m = {0};
    m.o = o;
    m.eng[TG_BLACK] = black;
    m.eng[TG_WHITE] = white;
    m.g = tg_game_new(o->size, o->size, &o->rules);
    if (!m.g) {
        fprintf(stderr, "tengen match: out of memory\n");
        exit(EXIT_FOUND);
    }
    for (int c = TG_BLACK; c <= TG_WHITE; c++) m.clock[c].main = o->main_time;
    tg_point dead[TG_MAX_POINTS];
    int ndead = 0;
    if (setup_engines(&m) && setup_handicap(&m)) {
        for (;;) {
            while (tg_game_state_of(m.g) == TG_PLAYING && tg_game_move_count(m.g) < o->max_moves)
                one_move(&m, tg_game_to_move(m.g));
            if (tg_game_state_of(m.g) == TG_PLAYING) {
                char lim[16];
                snprintf(lim, sizeof lim, "%d", o->max_moves);
                note(&m.rec, "move limit %s reached: the position is scored as it stands", lim);
                break;
            }
            if (tg_game_state_of(m.g) != TG_ENDED_PASSES || settle(&m, dead, &ndead)) break;
        }
    }
    char fixed[16];
    if (tg_game_fixed_result(m.g, fixed)) {
        snprintf(m.rec.result, sizeof m.rec.result, "%s", fixed);
    } else {
        tg_score *sc = malloc(sizeof *sc);
        if (sc && tg_game_score(m.g, dead, ndead, sc) == TG_OK)
            snprintf(m.rec.result, sizeof m.rec.result, "%s", sc->result);
        else
            snprintf(m.rec.result, sizeof m.rec.result, "?");
        free(sc);
        if (ndead > 0) {
            char list[2048] = "";
            size_t used = 0;
            for (int k = 0; k < ndead && used + 6 < sizeof list; k++) {
                char v[5];
                tg_point_to_gtp(tg_game_board(m.g), dead[k], v);
                used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", k ? " " : "", v);
            }
            note(&m.rec, "dead stones: %s", list);
        }
    }
    char date[32];
    time_t t = time(NULL);
    struct tm tmv;
    strftime(date, sizeof date, "%Y-%m-%d", gmtime_r(&t, &tmv));
    tg_gtp_sgf_info info = {.black = black->name, .white = white->name, .result = m.rec.result,
                            .date = date, .comment = m.rec.reason[0] ? m.rec.reason : NULL};
    char path[4096];
    record_path(o, i, path, sizeof path);
    tg_sgf_collection *c = NULL;
    tg_sgf_error e = {0};
    tg_status st = tg_gtp_game_record(m.g, &info, &c);
    if (st == TG_OK) {
        add_times(&m, tg_sgf_game(c, 0));
        st = tg_sgf_write_file(c, path, &e);
    }
    if (st != TG_OK)
        fprintf(stderr, "tengen match: cannot write %s: %s\n", path, e.message[0] ? e.message : tg_status_str(st));
    tg_sgf_collection_free(c);
    free(m.marks);
    tg_game_free(m.g);
    *rec = m.rec;
}

/* --------------------------------------------------------- the match */

static bool prepare(engine *e, double timeout) {
    if (e->pid > 0 && !e->broken) return true;
    engine_stop(e);
    if (!engine_start(e)) return false;
    char reply[256], name[128] = "", version[64] = "";
    if (engine_ask(e, "name", timeout, reply, sizeof reply) == ASK_OK) snprintf(name, sizeof name, "%.100s", reply);
    if (engine_ask(e, "version", timeout, reply, sizeof reply) == ASK_OK) snprintf(version, sizeof version, "%.50s", reply);
    snprintf(e->name, sizeof e->name, "%.100s%s%.50s", name[0] ? name : e->cmd, version[0] ? " " : "", version);
    e->cleanup = engine_ask(e, "known_command kgs-genmove_cleanup", timeout, reply, sizeof reply) == ASK_OK &&
                 !strcmp(reply, "true");
    return true;
}

static void wilson(double wins, int n, double *lo, double *hi) {
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

typedef struct tally {
    int a, b, draws, played;
} tally;

/* Which engine won: 'A' (--black engine), 'B', or 0 for a draw/void. */
static char winner_of(const char *result, bool a_is_black) {
    if (result[0] != 'B' && result[0] != 'W') return 0;
    if (result[1] != '+') return 0;
    bool black_won = result[0] == 'B';
    return black_won == a_is_black ? 'A' : 'B';
}

static void count(tally *t, char w) {
    t->played++;
    if (w == 'A') t->a++;
    else if (w == 'B') t->b++;
    else t->draws++;
}

static void progress(const tally *t, int total, int i, const char *result, const char *black, const char *white) {
    double lo, hi;
    wilson(t->a + 0.5 * t->draws, t->played, &lo, &hi);
    fprintf(stderr, "[%d/%d] game %d %s (B %s, W %s) | A %d, B %d, draws %d | A win rate %.1f%% (95%% CI %.1f-%.1f%%)\n",
            t->played, total, i + 1, result, black, white, t->a, t->b, t->draws,
            t->played ? 100.0 * (t->a + 0.5 * t->draws) / t->played : 0.0, 100 * lo, 100 * hi);
}

/* An earlier record of game i: its result, or false when there is none. */
static bool earlier_result(const options *o, int i, char *result, size_t n) {
    char path[4096];
    record_path(o, i, path, sizeof path);
    if (access(path, F_OK) != 0) return false;
    tg_sgf_error err;
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &err);
    if (!c) return false;
    const char *re = tg_sgf_node_get(tg_sgf_game(c, 0), "RE");
    snprintf(result, n, "%s", re ? re : "?");
    tg_sgf_collection_free(c);
    return true;
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: tengen match --black CMD --white CMD [options]\n\n"
            "Referees games between two GTP engines (each started with /bin/sh -c CMD).\n"
            "  --games N          games to play (default 1)\n"
            "  --size S           board size (default 19)\n"
            "  --rules SPEC       rules, e.g. chinese or 'japanese,komi=0.5' (default chinese)\n"
            "  --komi K           komi (overrides the rules' komi)\n"
            "  --handicap H       handicap stones (fixed or free placement, as the rules say)\n"
            "  --time SPEC        MAIN seconds, or MAIN+PERIOD/STONES (Canadian overtime)\n"
            "  --move-timeout S   seconds an engine may take for any answer without --time (default 60)\n"
            "  --max-moves N      a game is scored as it stands after N moves (default 4 x points)\n"
            "  --alternate        swap colours every game (engine A is --black in odd games)\n"
            "  --sgf-dir DIR      where records go (default .); finished games there are not replayed\n"
            "  --engine-stderr    let the engines write to standard error\n"
            "Results: one line per game on standard output, progress on standard error.\n");
}

static bool parse_time(const char *s, options *o) {
    int m = 0, b = 0, st = 0;
    char extra;
    if (sscanf(s, "%d+%d/%d%c", &m, &b, &st, &extra) == 3 && m >= 0 && b > 0 && st > 0) {
        o->main_time = m, o->byo_time = b, o->byo_stones = st;
        return true;
    }
    if (sscanf(s, "%d%c", &m, &extra) == 1 && m > 0) {
        o->main_time = m, o->byo_time = 0, o->byo_stones = 0;
        return true;
    }
    return false;
}

int cmd_match(int argc, char **argv) {
    if (cli_wants_help(argc, argv)) {
        usage(stdout);
        return EXIT_OK;
    }
    options o = {.games = 1, .size = 19, .handicap = 0, .sgf_dir = ".", .move_timeout = 60, .main_time = -1,
                 .quiet = true};
    char err[512];
    tg_rules_parse("chinese", &o.rules, err, sizeof err);
    const char *komi = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool takes = true;
        if (!strcmp(a, "--alternate")) o.alternate = true, takes = false;
        else if (!strcmp(a, "--engine-stderr")) o.quiet = false, takes = false;
        else if (!v) {
            fprintf(stderr, "tengen match: %s needs a value\n", a);
            return EXIT_USAGE;
        } else if (!strcmp(a, "--black")) o.black_cmd = v;
        else if (!strcmp(a, "--white")) o.white_cmd = v;
        else if (!strcmp(a, "--games")) o.games = atoi(v);
        else if (!strcmp(a, "--size")) o.size = atoi(v);
        else if (!strcmp(a, "--handicap")) o.handicap = atoi(v);
        else if (!strcmp(a, "--komi")) komi = v;
        else if (!strcmp(a, "--sgf-dir")) o.sgf_dir = v;
        else if (!strcmp(a, "--move-timeout")) o.move_timeout = atof(v);
        else if (!strcmp(a, "--max-moves")) o.max_moves = atoi(v);
        else if (!strcmp(a, "--rules")) {
            if (tg_rules_parse(v, &o.rules, err, sizeof err) != TG_OK) {
                fprintf(stderr, "tengen match: %s\n", err);
                return EXIT_USAGE;
            }
        } else if (!strcmp(a, "--time")) {
            if (!parse_time(v, &o)) {
                fprintf(stderr, "tengen match: --time wants MAIN or MAIN+PERIOD/STONES, not '%s'\n", v);
                return EXIT_USAGE;
            }
        } else {
            fprintf(stderr, "tengen match: unknown option '%s'\n", a);
            usage(stderr);
            return EXIT_USAGE;
        }
        if (takes) i++;
    }
    if (!o.black_cmd || !o.white_cmd) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (komi && tg_parse_half(komi, &o.rules.komi2) != TG_OK) {
        fprintf(stderr, "tengen match: bad komi '%s' (a multiple of 0.5)\n", komi);
        return EXIT_USAGE;
    }
    tg_board probe;
    if (o.games < 1 || tg_board_init(&probe, o.size, o.size) != TG_OK || o.move_timeout <= 0) {
        fprintf(stderr, "tengen match: --games must be >= 1, --size 1..%d, --move-timeout > 0\n", TG_MAX_SIDE);
        return EXIT_USAGE;
    }
    if (o.handicap < 0 || o.handicap == 1 || o.handicap >= o.size * o.size ||
        (o.handicap >= 2 && o.rules.handicap == TG_PLACEMENT_FIXED && o.handicap > tg_handicap_max(&probe))) {
        fprintf(stderr, "tengen match: handicap %d is not possible on %dx%d with these rules\n", o.handicap,
                o.size, o.size);
        return EXIT_USAGE;
    }
    if (o.max_moves <= 0) o.max_moves = 4 * o.size * o.size + 20;
    mkdir(o.sgf_dir, 0755);
    signal(SIGPIPE, SIG_IGN);

    engine a = {.cmd = o.black_cmd, .to = -1, .from = -1, .quiet = o.quiet};
    engine b = {.cmd = o.white_cmd, .to = -1, .from = -1, .quiet = o.quiet};
    tally t = {0};
    int status = EXIT_OK;
    for (int i = 0; i < o.games; i++) {
        bool a_black = !o.alternate || i % 2 == 0;
        char result[64];
        if (earlier_result(&o, i, result, sizeof result)) {
            count(&t, winner_of(result, a_black));
            printf("game-%03d.sgf %s (recorded earlier)\n", i + 1, result);
            continue;
        }
        if (!prepare(&a, o.move_timeout) || !prepare(&b, o.move_timeout)) {
            fprintf(stderr, "tengen match: cannot start the engines\n");
            status = EXIT_FOUND;
            break;
        }
        engine *black = a_black ? &a : &b, *white = a_black ? &b : &a;
        game_record rec;
        play_game(&o, i, black, white, &rec);
        count(&t, winner_of(rec.result, a_black));
        printf("game-%03d.sgf %s black=%s white=%s", i + 1, rec.result, a_black ? "A" : "B", a_black ? "B" : "A");
        if (rec.reason[0]) {
            printf(" |");
            for (const char *q = rec.reason; *q; q++) putchar(*q == '\n' ? ';' : *q);
        }
        printf("\n");
        fflush(stdout);
        progress(&t, o.games, i, rec.result, black->name, white->name);
    }
    double lo, hi;
    wilson(t.a + 0.5 * t.draws, t.played, &lo, &hi);
    printf("A (%s) %d, B (%s) %d, draws/void %d; A win rate %.1f%% (95%% CI %.1f-%.1f%%)\n", o.black_cmd, t.a,
           o.white_cmd, t.b, t.draws, t.played ? 100.0 * (t.a + 0.5 * t.draws) / t.played : 0.0, 100 * lo, 100 * hi);
    engine_stop(&a);
    engine_stop(&b);
    free(a.buf);
    free(b.buf);
    return status;
}
