/*
 * replay.c — the main line of an SGF record played into a tg_game, with a
 * report (replay.h).
 *
 * One walk of the main line. Each node's properties are scanned once
 * (identifiers compared as one or two bytes, never looked up by string),
 * and only the point lists a node has are expanded. Setup in a node without
 * a move after the first move is held back until the next move: if no move
 * comes, those nodes trail the game, and their AE marks dead stones instead
 * of setting up a position (AB/AW there are ignored). The final TB/TW marks
 * are those of the last node that has any, read on the final position.
 * The common node (one B or W of two letters, nothing held back, no
 * validation) goes straight to the move (plain_move), as the general way
 * would take it. The moves a reader with moves_aside kept out of the tree
 * (tg_sgf_moves_aside: the plain moves after the line's last node) are
 * taken after it as such nodes would be; a run of them that is legal, in
 * turn and on a 19x19 or larger board goes through a lane that calls
 * tg_game_play alone, everything else through replay_move. The game is a
 * new one, or the caller's (opt->game),
 * cleared and given the record's rules, with room for the main line
 * reserved either way.
 *
 * Every history entry the game makes is mapped back to the record move
 * number that made it (move_of), so a superko verdict, which names a
 * history entry, is reported as a record move number.
 *
 * Validation (opt->validate) only adds issues beside the events: the replay
 * is the same with it or without.
 *
 * Invariant: r->game always holds a legal board (tg_board_check holds); a
 * move forced in tolerant mode changes it only through tg_game_play or
 * tg_game_setup.
 *
 * What it does not do: decide life and death, print anything.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buffer_here.h"
#include "sgf_letters.h"
#include "tengen/replay.h"

const char *tg_replay_event_name(tg_replay_event_kind k) {
    switch (k) {
    case TG_REPLAY_ILLEGAL: return "illegal";
    case TG_REPLAY_OUT_OF_TURN: return "out-of-turn";
    case TG_REPLAY_AFTER_END: return "after-end";
    case TG_REPLAY_BAD_SETUP: return "bad-setup";
    case TG_REPLAY_SETUP: return "setup";
    case TG_REPLAY_RESUMED: return "resumed";
    }
    return "unknown";
}

void tg_replay_event_describe(const tg_replay_event *e, char *buf, size_t n) {
    switch (e->kind) {
    case TG_REPLAY_ILLEGAL:
        if (e->repeats_move >= 0)
            snprintf(buf, n, "%s (repeats the position after move %d)", tg_legality_str(e->legality),
                     e->repeats_move);
        else
            snprintf(buf, n, "%s", tg_legality_str(e->legality));
        return;
    case TG_REPLAY_OUT_OF_TURN:
        snprintf(buf, n, e->move == 1 ? "out of turn (no PL or setup gives this player the first move)"
                                      : "out of turn (the same player moved twice)");
        return;
    case TG_REPLAY_AFTER_END: snprintf(buf, n, "after the end of the game"); return;
    case TG_REPLAY_BAD_SETUP: snprintf(buf, n, "setup leaves a chain without liberty (ignored)"); return;
    case TG_REPLAY_SETUP: snprintf(buf, n, "setup after move %d: a new history starts", e->move); return;
    case TG_REPLAY_RESUMED: snprintf(buf, n, "play resumed after two passes"); return;
    }
    snprintf(buf, n, "unknown");
}

const char *tg_issue_name(tg_issue_kind k) {
    static const char *const names[TG_ISSUE_KIND_COUNT] = {
        "illegal", "out-of-turn", "after-end", "bad-setup", "setup", "resumed",
        "pl-mismatch", "handicap-count", "handicap-placement", "handicap-one", "handicap-bad",
        "komi-scaled", "komi-ko", "komi-bad", "unknown-rules", "bad-result", "result-ending",
        "sgf-warning", "misplaced-root", "info-not-root", "mixed-node", "result-komi"};
    return (unsigned)k < TG_ISSUE_KIND_COUNT ? names[k] : "unknown";
}

bool tg_issue_is_error(tg_issue_kind k) {
    switch (k) {
    case TG_ISSUE_SETUP:
    case TG_ISSUE_RESUMED:
    case TG_ISSUE_HANDICAP_PLACEMENT:
    case TG_ISSUE_HANDICAP_ONE:
    case TG_ISSUE_UNKNOWN_RULES:
    case TG_ISSUE_RESULT_ENDING:
    case TG_ISSUE_SGF_WARNING:
    case TG_ISSUE_INFO_NOT_ROOT:
    case TG_ISSUE_MIXED_NODE:
    case TG_ISSUE_RESULT_KOMI: return false;
    default: return (unsigned)k < TG_ISSUE_KIND_COUNT;
    }
}

/* ------------------------------------------------------------ one node */

enum { L_AB, L_AW, L_AE, L_TB, L_TW, L_COUNT };
static const char *const list_ids[L_COUNT] = {"AB", "AW", "AE", "TB", "TW"};

/* The properties of one node that replay reads, found in one pass over
 * its property list. */
typedef struct node_view {
    const tg_sgf_node *node;
    const tg_sgf_prop *move; /* B or W, NULL when none */
    tg_color move_color;
    const tg_sgf_prop *list[L_COUNT];
    const tg_sgf_prop *pl;
    const tg_sgf_prop *root_prop, *info; /* SZ FF GM CA; HA KM RU RE (validation) */
} node_view;

/* A property identifier of one or two letters as a number. */
#define ID2(a, b) ((unsigned)(unsigned char)(a) << 8 | (unsigned char)(b))

static tg_status node_error(tg_sgf_error *err, const tg_sgf_node *n, const char *msg) {
    if (err) {
        err->status = TG_ERR_PARSE;
        err->line = tg_sgf_node_line(n);
        err->column = tg_sgf_node_column(n);
        snprintf(err->message, sizeof err->message, "%s", msg);
    }
    return TG_ERR_PARSE;
}

static tg_status scan_node(const tg_sgf_node *n, node_view *v, tg_sgf_error *err) {
    memset(v, 0, sizeof *v);
    v->node = n;
    const tg_sgf_prop *b = NULL, *w = NULL;
    size_t np = tg_sgf_node_prop_count(n);
    for (size_t i = 0; i < np; i++) {
        const tg_sgf_prop *p = tg_sgf_node_prop(n, i);
        const char *id = tg_sgf_prop_id(p);
        if (id[0] == '\0' || (id[1] != '\0' && id[2] != '\0')) continue;
        switch (ID2(id[0], id[1])) {
        case ID2('B', 0): b = p; break;
        case ID2('W', 0): w = p; break;
        case ID2('A', 'B'): v->list[L_AB] = p; break;
        case ID2('A', 'W'): v->list[L_AW] = p; break;
        case ID2('A', 'E'): v->list[L_AE] = p; break;
        case ID2('T', 'B'): v->list[L_TB] = p; break;
        case ID2('T', 'W'): v->list[L_TW] = p; break;
        case ID2('P', 'L'): v->pl = p; break;
        case ID2('S', 'Z'):
        case ID2('F', 'F'):
        case ID2('G', 'M'):
        case ID2('C', 'A'):
            if (!v->root_prop) v->root_prop = p;
            break;
        case ID2('H', 'A'):
        case ID2('K', 'M'):
        case ID2('R', 'U'):
        case ID2('R', 'E'):
            if (!v->info) v->info = p;
            break;
        default: break;
        }
    }
    if (b && w) return node_error(err, n, "a node with both B and W moves");
    v->move = b ? b : w;
    v->move_color = b ? TG_BLACK : TG_WHITE;
    return TG_OK;
}

/* The error of a move value that is not a point (or pass) of the board. */
static tg_status move_error(tg_sgf_error *err, int line, int column, const char *id, const char *raw,
                            int width, int height) {
    char msg[120];
    snprintf(msg, sizeof msg, "%s[%.20s] is not a move on a %dx%d board", id, raw ? raw : "", width,
             height);
    if (err) {
        err->status = TG_ERR_PARSE;
        err->line = line;
        err->column = column;
        snprintf(err->message, sizeof err->message, "%s", msg);
    }
    return TG_ERR_PARSE;
}

static tg_status read_move(const node_view *v, int width, int height, tg_sgf_point *out,
                           tg_sgf_error *err) {
    size_t len = 0;
    const char *raw = tg_sgf_prop_value(v->move, 0, &len);
    tg_sgf_point mv;
    if (len == 2 && tg_sgf__letters_point(raw[0], raw[1], width, height, &mv) &&
        tg_sgf_prop_value_count(v->move) == 1) {
        /* The common move (sgf_letters.h); tg_sgf_parse_move reads the rest. */
        *out = mv;
        return TG_OK;
    }
    if (tg_sgf_prop_value_count(v->move) != 1 ||
        tg_sgf_parse_move(raw, len, width, height, out) != TG_OK)
        return move_error(err, tg_sgf_node_line(v->node), tg_sgf_node_column(v->node),
                          tg_sgf_prop_id(v->move), raw, width, height);
    return TG_OK;
}

/* Whether n is the common node: one property, B or W, of one value of
 * two letters before 't' on the board (so never a pass). Then *c and *mv
 * are what scan_node and read_move would find. */
static bool plain_move(const tg_sgf_node *n, int width, int height, tg_color *c, tg_sgf_point *mv) {
    const char *raw;
    size_t len;
    return tg_sgf_node_lone_move(n, c, &raw, &len) && len == 2 &&
           tg_sgf__letters_point(raw[0], raw[1], width, height, mv);
}

/* Expands list k of the node into pts (width * height entries). */
static tg_status read_list(const node_view *v, int k, int width, int height, tg_sgf_point *pts,
                           size_t *n, tg_sgf_error *err) {
    *n = 0;
    if (!v->list[k]) return TG_OK;
    if (tg_sgf_expand_points(v->list[k], width, height, pts, n) == TG_OK) return TG_OK;
    *n = 0;
    char msg[120];
    snprintf(msg, sizeof msg, "%s has a value that is not a point or rectangle of a %dx%d board",
             list_ids[k], width, height);
    return node_error(err, v->node, msg);
}

static bool word_is(const char *s, size_t len, const char *word) {
    size_t n = strlen(word);
    if (len != n) return false;
    for (size_t i = 0; i < n; i++)
        if ((s[i] | 32) != word[i]) return false;
    return true;
}

/* PL's colour: B, W, black, white, 1, 2 (any case, spaces ignored). */
static tg_color read_color(const tg_sgf_prop *p) {
    size_t len = 0;
    const char *s = tg_sgf_prop_value(p, 0, &len);
    if (!s) return TG_EMPTY;
    while (len && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')) s++, len--;
    while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\n' || s[len - 1] == '\r'))
        len--;
    if (word_is(s, len, "b") || word_is(s, len, "black") || word_is(s, len, "1")) return TG_BLACK;
    if (word_is(s, len, "w") || word_is(s, len, "white") || word_is(s, len, "2")) return TG_WHITE;
    return TG_EMPTY;
}

/* ------------------------------------------------------------ the walk */

/* The state of one replay beyond what tg_replay holds. */
/* The move numbers a game of up to this many history entries needs are
 * kept in the walker itself (2 KB of tg_replay_sgf's stack): no malloc,
 * realloc and free a record (about 1,300 instructions a record of
 * `check`, callgrind), and the replay's lane of plain moves is not cut
 * at 256 to grow them. */
#define MOVE_OF_HERE 512

typedef struct walker {
    tg_replay *r;
    bool tolerant, validate;
    int width, height;
    int *move_of;     /* history entry -> record move number: move_of_here
                         until a game outgrows it, then malloc'd */
    int n_move_of, cap_move_of;
    int ev_cap, dead_cap, issue_cap;
    bool free_turn;   /* the next move may be either colour (after setup) */
    tg_color pl;      /* the colour PL set since the last move, or TG_EMPTY */
    bool pl_mismatch; /* the out-of-turn event being added contradicts PL */
    int line, column; /* of the current node */
    const tg_sgf_node **pending; /* moveless setup nodes after a move, held
                                    back until the next move */
    int n_pending, cap_pending;
    /* Not zeroed (each use writes what it reads): the walker lives on
     * tg_replay_sgf's stack, and only the fields above are cleared. */
    tg_sgf_point pts[TG_MAX_SIDE * TG_MAX_SIDE];
    int move_of_here[MOVE_OF_HERE];
} walker;

/* An error at the node n (its line and column). */
static void set_err(tg_sgf_error *err, tg_status s, const tg_sgf_node *n, const char *msg) {
    if (!err) return;
    err->status = s;
    err->line = tg_sgf_node_line(n);
    err->column = tg_sgf_node_column(n);
    snprintf(err->message, sizeof err->message, "%s", msg);
}

static void where(walker *w, const tg_sgf_node *n) {
    w->line = tg_sgf_node_line(n);
    w->column = tg_sgf_node_column(n);
}

static bool add_issue(walker *w, tg_issue_kind kind, int move, int line, int column,
                      const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
static bool add_issue(walker *w, tg_issue_kind kind, int move, int line, int column,
                      const char *fmt, ...) {
    tg_replay *r = w->r;
    if (r->n_issues == w->issue_cap) {
        int cap = w->issue_cap ? w->issue_cap * 2 : 8;
        tg_replay_issue *v = realloc(r->issues, (size_t)cap * sizeof *v);
        if (!v) return false;
        r->issues = v;
        w->issue_cap = cap;
    }
    tg_replay_issue *is = &r->issues[r->n_issues++];
    is->kind = kind;
    is->error = tg_issue_is_error(kind);
    is->move = move;
    is->line = line;
    is->column = column;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(is->message, sizeof is->message, fmt, ap);
    va_end(ap);
    if (is->error) r->issue_errors++;
    return true;
}

static const char *color_word(tg_color c) { return c == TG_BLACK ? "Black" : "White"; }

/* The issue that mirrors event e. */
static bool issue_of_event(walker *w, const tg_replay_event *e) {
    char pt[8] = "pass";
    if (e->point != TG_PASS) tg_point_to_gtp(tg_game_board(w->r->game), e->point, pt);
    char mv[40];
    snprintf(mv, sizeof mv, "move %d %s %s", e->move, e->color == TG_BLACK ? "B" : "W", pt);
    const char *how = !w->tolerant || !tg_replay_event_illegal(e->kind) ? ""
                      : e->played ? " (played anyway)" : " (skipped)";
    int move = e->kind == TG_REPLAY_SETUP || e->kind == TG_REPLAY_BAD_SETUP ? -1 : e->move;
    switch (e->kind) {
    case TG_REPLAY_ILLEGAL:
        if (e->repeats_move >= 0)
            return add_issue(w, TG_ISSUE_ILLEGAL, move, e->line, e->column,
                             "%s: %s (repeats the position after move %d)%s", mv,
                             tg_legality_str(e->legality), e->repeats_move, how);
        return add_issue(w, TG_ISSUE_ILLEGAL, move, e->line, e->column, "%s: %s%s", mv,
                         tg_legality_str(e->legality), how);
    case TG_REPLAY_OUT_OF_TURN:
        if (w->pl_mismatch)
            return add_issue(w, TG_ISSUE_PL_MISMATCH, move, e->line, e->column,
                             "%s: PL says %s is to move%s", mv, color_word(tg_opponent(e->color)), how);
        if (e->move == 1)
            return add_issue(w, TG_ISSUE_OUT_OF_TURN, move, e->line, e->column,
                             "%s: %s moves first, but no PL or setup gives %s the move%s", mv,
                             color_word(e->color), e->color == TG_BLACK ? "Black" : "White", how);
        return add_issue(w, TG_ISSUE_OUT_OF_TURN, move, e->line, e->column,
                         "%s: the same player moved twice in a row%s", mv, how);
    case TG_REPLAY_AFTER_END:
        return add_issue(w, TG_ISSUE_AFTER_END, move, e->line, e->column,
                         "%s: after the end of the game%s", mv, how);
    case TG_REPLAY_BAD_SETUP:
        return add_issue(w, TG_ISSUE_BAD_SETUP, move, e->line, e->column,
                         "setup leaves a chain without liberty (that change is ignored)");
    case TG_REPLAY_SETUP:
        return add_issue(w, TG_ISSUE_SETUP, move, e->line, e->column,
                         "setup after move %d: a new history starts", e->move);
    case TG_REPLAY_RESUMED:
        return add_issue(w, TG_ISSUE_RESUMED, e->move + 1, e->line, e->column,
                         "move %d: play resumed after two passes", e->move + 1);
    }
    return true;
}

/* Records the record move number for every history entry made since. */
static bool sync_moves(walker *w) {
    int need = tg_game_move_count(w->r->game) + 1;
    if (need > w->cap_move_of) {
        int cap = w->cap_move_of * 2;
        while (cap < need) cap *= 2;
        int *m = tg_buffer__grow(w->move_of, w->move_of_here, (size_t)w->n_move_of, (size_t)cap, sizeof *m);
        if (!m) return false;
        w->move_of = m;
        w->cap_move_of = cap;
    }
    while (w->n_move_of < need) w->move_of[w->n_move_of++] = w->r->moves;
    w->n_move_of = need; /* never shrinks below: the game is never undone */
    return true;
}

static bool add_event(walker *w, tg_replay_event_kind kind, tg_color c, tg_point p,
                      tg_verdict v, bool played) {
    tg_replay *r = w->r;
    if (r->n_events == w->ev_cap) {
        int cap = w->ev_cap ? w->ev_cap * 2 : 8;
        tg_replay_event *e = realloc(r->events, (size_t)cap * sizeof *e);
        if (!e) return false;
        r->events = e;
        w->ev_cap = cap;
    }
    tg_replay_event *e = &r->events[r->n_events];
    e->kind = kind;
    e->move = r->moves;
    e->color = c;
    e->point = p;
    e->legality = v.legality;
    e->repeats_move = v.repeats_move >= 0 && v.repeats_move < w->n_move_of
                          ? w->move_of[v.repeats_move] : -1;
    e->line = w->line;
    e->column = w->column;
    e->played = played;
    if (tg_replay_event_illegal(kind)) {
        if (r->first_illegal < 0) r->first_illegal = r->n_events;
        r->illegal++;
    }
    r->n_events++;
    return !w->validate || issue_of_event(w, e);
}

static bool add_dead(walker *w, tg_point p) {
    tg_replay *r = w->r;
    for (int i = 0; i < r->n_dead; i++)
        if (r->dead[i] == p) return true;
    if (r->n_dead == w->dead_cap) {
        int cap = w->dead_cap ? w->dead_cap * 2 : 32;
        tg_point *d = realloc(r->dead, (size_t)cap * sizeof *d);
        if (!d) return false;
        r->dead = d;
        w->dead_cap = cap;
    }
    r->dead[r->n_dead++] = p;
    return true;
}

static inline tg_point to_point(const tg_board *b, tg_sgf_point s) {
    return tg_sgf_is_pass(s) ? TG_PASS : tg_point_at(b, s.x, s.y);
}

/* Plays c at p whatever the rules say, as tolerant mode does: relaxed rules
 * first (the history survives), else the position the play leaves is set
 * up. Returns false only when memory runs out. */
static bool force_play(walker *w, tg_color c, tg_point p) {
    tg_game *g = w->r->game;
    tg_rules saved = *tg_game_rules(g), loose = saved;
    loose.suicide = TG_SUICIDE_ALLOWED;
    loose.ko = TG_KO_SIMPLE;
    loose.cycle = 0;
    tg_game_set_rules(g, &loose);
    tg_legality l = TG_ILLEGAL_GAME_OVER;
    if (tg_game_state_of(g) == TG_PLAYING) l = tg_game_play(g, c, p).legality;
    tg_game_set_rules(g, &saved);
    if (l == TG_LEGAL) return true;
    if (l == TG_NOT_PLAYED_NOMEM) return false;
    /* Set up the position the play leaves: removals first, so that no chain
     * is ever left without a liberty on the way. */
    tg_board after = *tg_game_board(g);
    tg_play_effect eff = tg_board_play(&after, p, c);
    const tg_board *b = tg_game_board(g);
    for (int pass = 0; pass < 2; pass++)
        for (int y = 0; y < b->height; y++)
            for (int x = 0; x < b->width; x++) {
                tg_point q = tg_point_at(b, x, y);
                tg_color want = (tg_color)after.color[q];
                if (b->color[q] == want || (pass == 0) != (want == TG_EMPTY)) continue;
                if (tg_game_setup(g, q, want) == TG_ERR_NOMEM) return false;
            }
    w->r->extra_captures[c] += eff.captured;
    w->r->extra_captures[tg_opponent(c)] += eff.self_captured;
    tg_game_set_to_move(g, tg_opponent(c));
    return true;
}

/* One B or W node. Returns false to stop (strict mode, or no memory: then
 * *st says which). Keep in step with the lane of moves kept aside in
 * tg_replay_sgf, which does what this does for a legal play in turn
 * (tests/test_moves_aside.c and tests/records.sh compare the two). */
static bool replay_move(walker *w, tg_color c, tg_point p, tg_status *st) {
    tg_replay *r = w->r;
    tg_game *g = r->game;
    tg_verdict none = {TG_LEGAL, -1};
    r->moves++;
    if (p == TG_PASS) r->passes++;
    tg_color pl = w->pl;
    w->pl = TG_EMPTY;
    bool ok = true;
    /* After the end, a point with a stone on it cannot be played even by
     * force (force_play would corrupt the board): one after-end event,
     * skipped, and nothing changes, as an occupied point while playing. */
    const tg_game_state state = tg_game_state_of(g);
    const bool occupied = state != TG_PLAYING && p != TG_PASS && tg_game_board(g)->color[p] != TG_EMPTY;
    if (state == TG_ENDED_PASSES) {
        if (p == TG_PASS || r->rules.dead == TG_DEAD_NONE) {
            /* A third pass, or play after passes that end the game for good. */
            tg_verdict v = {TG_ILLEGAL_GAME_OVER, -1};
            ok = add_event(w, TG_REPLAY_AFTER_END, c, p, v, w->tolerant && p != TG_PASS && !occupied);
            if (!ok) goto nomem;
            if (!w->tolerant) return false;
            if (p == TG_PASS || occupied) return true;
        } else {
            r->moves--;
            ok = add_event(w, TG_REPLAY_RESUMED, c, p, none, true);
            r->moves++;
            if (!ok) goto nomem;
        }
        tg_game_resume(g);
    } else if (state != TG_PLAYING) {
        tg_verdict v = {TG_ILLEGAL_GAME_OVER, -1};
        if (!add_event(w, TG_REPLAY_AFTER_END, c, p, v, w->tolerant && p != TG_PASS && !occupied))
            goto nomem;
        if (!w->tolerant) return false;
        if (occupied) return true;
        if (p != TG_PASS && !force_play(w, c, p)) goto nomem;
        if (!sync_moves(w)) goto nomem;
        r->last.color = c, r->last.point = p;
        return true;
    }
    if (c != tg_game_to_move(g) && !w->free_turn) {
        w->pl_mismatch = pl != TG_EMPTY && pl != c;
        ok = add_event(w, TG_REPLAY_OUT_OF_TURN, c, p, none, w->tolerant);
        w->pl_mismatch = false;
        if (!ok) goto nomem;
        if (!w->tolerant) return false;
    }
    w->free_turn = false;
    tg_verdict v = tg_game_play(g, c, p);
    if (v.legality == TG_NOT_PLAYED_NOMEM) goto nomem;
    if (v.legality != TG_LEGAL) {
        bool skip = v.legality == TG_ILLEGAL_OCCUPIED || v.legality == TG_ILLEGAL_OFF_BOARD;
        if (!add_event(w, TG_REPLAY_ILLEGAL, c, p, v, w->tolerant && !skip)) goto nomem;
        if (!w->tolerant) return false;
        if (skip) return true;
        if (!force_play(w, c, p)) goto nomem;
    }
    if (!sync_moves(w)) goto nomem;
    r->last.color = c, r->last.point = p;
    return true;
nomem:
    *st = TG_ERR_NOMEM;
    return false;
}

/* AB, AW, AE and PL of one node that is not trailing the game; the root
 * also records HA. Returns false to stop: *st is TG_OK when strict replay
 * stops at a bad setup, else the error (err says where). */
static bool apply_node(walker *w, const node_view *v, bool root, tg_status *st, tg_sgf_error *err) {
    tg_replay *r = w->r;
    tg_game *g = r->game;
    const tg_board *b = tg_game_board(g);
    where(w, v->node);
    if (v->list[L_AB] || v->list[L_AW] || v->list[L_AE]) {
        if (r->moves > 0) {
            r->setups++;
            tg_verdict none = {TG_LEGAL, -1};
            if (!add_event(w, TG_REPLAY_SETUP, TG_EMPTY, TG_PASS, none, true)) goto nomem;
        }
        static const int order[3] = {L_AE, L_AB, L_AW};
        static const tg_color colors[3] = {TG_EMPTY, TG_BLACK, TG_WHITE};
        bool bad = false, stones = false;
        for (int k = 0; k < 3; k++) {
            size_t n;
            if ((*st = read_list(v, order[k], w->width, w->height, w->pts, &n, err)) != TG_OK)
                return false;
            if (colors[k] != TG_EMPTY && n) stones = true;
            for (size_t i = 0; i < n; i++) {
                tg_status t = tg_game_setup(g, to_point(b, w->pts[i]), colors[k]);
                if (t == TG_ERR_NOMEM) goto nomem;
                if (t == TG_ERR_ILLEGAL) bad = true;
            }
        }
        if (bad) {
            tg_verdict none = {TG_LEGAL, -1};
            if (!add_event(w, TG_REPLAY_BAD_SETUP, TG_EMPTY, TG_PASS, none, false)) goto nomem;
            if (!w->tolerant) return false;
        }
        if (stones) w->free_turn = true;
        if (!sync_moves(w)) goto nomem;
    }
    if (root && r->info.handicap >= 2) tg_game_set_handicap_count(g, r->info.handicap);
    tg_color c = v->pl ? read_color(v->pl) : TG_EMPTY;
    if (c != TG_EMPTY) {
        /* (with a move in the same node, pl-mismatch says it) */
        if (w->validate && !v->move && r->moves > 0 && !w->free_turn && c != tg_game_to_move(g) &&
            !add_issue(w, TG_ISSUE_SETUP, -1, w->line, w->column,
                       "PL[%s] after move %d gives %s the move out of turn", c == TG_BLACK ? "B" : "W",
                       r->moves, color_word(c)))
            goto nomem;
        tg_game_set_to_move(g, c);
        w->free_turn = false;
        w->pl = c;
    }
    return true;
nomem:
    *st = TG_ERR_NOMEM;
    return false;
}

/* A trailing node (after the last move): AE removes dead stones, which stay
 * on the board; PL still says who is to move. */
static tg_status apply_trailing(walker *w, const node_view *v, tg_sgf_error *err) {
    tg_replay *r = w->r;
    const tg_board *b = tg_game_board(r->game);
    size_t n;
    tg_status st = read_list(v, L_AE, w->width, w->height, w->pts, &n, err);
    if (st != TG_OK) return st;
    for (size_t i = 0; i < n; i++) {
        tg_point p = to_point(b, w->pts[i]);
        if (b->color[p] != TG_BLACK && b->color[p] != TG_WHITE) continue;
        if (!add_dead(w, p)) return TG_ERR_NOMEM;
        r->dead_source |= TG_DEAD_FROM_REMOVAL;
    }
    tg_color c = v->pl ? read_color(v->pl) : TG_EMPTY;
    int line = tg_sgf_node_line(v->node), col = tg_sgf_node_column(v->node);
    if (w->validate && (v->list[L_AB] || v->list[L_AW]) &&
        !add_issue(w, TG_ISSUE_SETUP, -1, line, col,
                   "setup after move %d, the last move: AB/AW ignored (AE there marks dead stones)",
                   r->moves))
        return TG_ERR_NOMEM;
    if (w->validate && c != TG_EMPTY && c != tg_game_to_move(r->game) &&
        tg_game_state_of(r->game) == TG_PLAYING &&
        !add_issue(w, TG_ISSUE_SETUP, -1, line, col, "PL[%s] after move %d gives %s the move out of turn",
                   c == TG_BLACK ? "B" : "W", r->moves, color_word(c)))
        return TG_ERR_NOMEM;
    if (c != TG_EMPTY) tg_game_set_to_move(r->game, c);
    return TG_OK;
}

/* Checks that every point list of a node reads, without using them. */
static tg_status check_lists(walker *w, const node_view *v, tg_sgf_error *err) {
    for (int k = 0; k < L_COUNT; k++) {
        size_t n;
        tg_status st = read_list(v, k, w->width, w->height, w->pts, &n, err);
        if (st != TG_OK) return st;
    }
    return TG_OK;
}

static bool hold_back(walker *w, const tg_sgf_node *n) {
    if (w->n_pending == w->cap_pending) {
        int cap = w->cap_pending ? w->cap_pending * 2 : 8;
        const tg_sgf_node **v = realloc(w->pending, (size_t)cap * sizeof *v);
        if (!v) return false;
        w->pending = v;
        w->cap_pending = cap;
    }
    w->pending[w->n_pending++] = n;
    return true;
}

/* The held-back nodes, now known not to trail the game: applied in order. */
static bool flush_pending(walker *w, tg_status *st, tg_sgf_error *err) {
    for (int i = 0; i < w->n_pending; i++) {
        node_view v;
        if ((*st = scan_node(w->pending[i], &v, err)) != TG_OK) return false;
        if (!apply_node(w, &v, false, st, err)) {
            w->n_pending = 0;
            return false;
        }
    }
    w->n_pending = 0;
    return true;
}

/* The final territory marks: stones inside the opponent's marked
 * territory are dead. */
static tg_status take_marks(walker *w, const tg_sgf_node *n, tg_sgf_error *err) {
    tg_replay *r = w->r;
    const tg_board *b = tg_game_board(r->game);
    node_view v;
    tg_status st = scan_node(n, &v, err);
    r->territory_marks = 0;
    for (int k = L_TB; k <= L_TW && st == TG_OK; k++) {
        size_t cnt;
        if ((st = read_list(&v, k, w->width, w->height, w->pts, &cnt, err)) != TG_OK) break;
        r->territory_marks += (int)cnt;
        tg_color victim = k == L_TB ? TG_WHITE : TG_BLACK;
        for (size_t i = 0; i < cnt; i++) {
            tg_point p = to_point(b, w->pts[i]);
            if (b->color[p] != victim) continue;
            if (!add_dead(w, p)) return TG_ERR_NOMEM;
            r->dead_source |= TG_DEAD_FROM_MARKS;
        }
    }
    return st;
}

static void apply_ending(tg_replay *r) {
    const tg_sgf_result *re = &r->info.result;
    tg_color loser = re->winner == TG_SGF_WIN_BLACK ? TG_WHITE
                     : re->winner == TG_SGF_WIN_WHITE ? TG_BLACK : TG_EMPTY;
    if (loser == TG_EMPTY) return;
    if (re->by == TG_SGF_BY_RESIGN) tg_game_resign(r->game, loser);
    if (re->by == TG_SGF_BY_TIME) tg_game_time_loss(r->game, loser);
    if (re->by == TG_SGF_BY_FORFEIT) tg_game_forfeit(r->game, loser);
}

/* ----------------------------------------------------------- validation */

/* HA against the black stones set up before the first move, and their
 * placement. Called once, just before the first move (or at the end). */
static bool check_handicap(walker *w, const tg_sgf_node *root) {
    tg_replay *r = w->r;
    const tg_board *b = tg_game_board(r->game);
    int ha = r->info.handicap, stones = b->stones[TG_BLACK];
    int line = tg_sgf_node_line(root), col = tg_sgf_node_column(root);
    if (ha == 1 && !add_issue(w, TG_ISSUE_HANDICAP_ONE, -1, line, col,
                              "HA[1]: an even game with no handicap stones%s",
                              stones ? ", yet black stones are set up" : ""))
        return false;
    if (ha < 2) return true;
    if (stones != ha)
        return add_issue(w, TG_ISSUE_HANDICAP_COUNT, -1, line, col,
                         "HA[%d] but %d black stone%s set up before the first move", ha, stones,
                         stones == 1 ? " is" : "s are");
    if (r->rules.handicap != TG_PLACEMENT_FIXED) return true;
    tg_point fixed[TG_MAX_POINTS];
    if (tg_handicap_points(b, ha, TG_ORDER_AGA, fixed) != TG_OK) return true;
    int off = 0;
    for (int i = 0; i < ha; i++)
        if (b->color[fixed[i]] != TG_BLACK) off++;
    if (off == 0) return true;
    return add_issue(w, TG_ISSUE_HANDICAP_PLACEMENT, -1, line, col,
                     "%d of the %d handicap stones %s not on the fixed handicap points, which %s "
                     "rules prescribe",
                     off, ha, off == 1 ? "is" : "are", r->rules.preset);
}

/* The game information: the reader's guesses, RU, RE. */
static bool check_info(walker *w, const tg_sgf_node *root, bool rules_given) {
    tg_replay *r = w->r;
    const tg_sgf_game_info *in = &r->info;
    for (int i = 0; i < in->warning_count; i++) {
        const tg_sgf_error *e = &in->warnings[i];
        const char *m = e->message;
        tg_issue_kind k = TG_ISSUE_SGF_WARNING;
        if (strncmp(m, "KO[", 3) == 0) k = TG_ISSUE_KOMI_KO;
        else if (strstr(m, "Fox style")) k = TG_ISSUE_KOMI_SCALED;
        else if (strncmp(m, "komi ", 5) == 0) k = TG_ISSUE_KOMI_BAD;
        else if (strstr(m, "is not a handicap")) k = TG_ISSUE_HANDICAP_BAD;
        else if (strstr(m, "in an even game")) continue; /* check_handicap says it */
        if (!add_issue(w, k, -1, e->line, e->column, "%s", m)) return false;
    }
    int line = tg_sgf_node_line(root), col = tg_sgf_node_column(root);
    if (!rules_given && !r->rules_known) {
        bool ok = in->rules ? add_issue(w, TG_ISSUE_UNKNOWN_RULES, -1, line, col,
                                        "RU[%.60s] names no known ruleset; %s rules assumed",
                                        in->rules, r->rules.preset)
                            : add_issue(w, TG_ISSUE_UNKNOWN_RULES, -1, line, col,
                                        "no RU: %s rules assumed", r->rules.preset);
        if (!ok) return false;
    }
    const char *re = in->result_text;
    if (re) {
        size_t len = strlen(re);
        while (len && (*re == ' ' || *re == '\t')) re++, len--;
        while (len && (re[len - 1] == ' ' || re[len - 1] == '\t')) len--;
        bool ok = true;
        if (in->result.winner == TG_SGF_WIN_UNKNOWN && !(len == 1 && re[0] == '?'))
            ok = add_issue(w, TG_ISSUE_BAD_RESULT, -1, line, col,
                           "RE[%.60s] is not a result (B+3.5, W+R, B+T, B+F, 0, Void, ?)",
                           in->result_text);
        else if ((in->result.winner == TG_SGF_WIN_BLACK || in->result.winner == TG_SGF_WIN_WHITE) &&
                 in->result.by == TG_SGF_BY_NONE && len > 2) /* "B+" alone names the winner only */
            ok = add_issue(w, TG_ISSUE_BAD_RESULT, -1, line, col,
                           "RE[%.60s]: the margin is neither R, T, F nor a number of half points "
                           "(the winner is read, the margin ignored)",
                           in->result_text);
        /* One of KM and RE is not what the game was counted with (Fox
         * writes KM[0] for games played with komi). */
        else if (in->has_komi && tg_sgf_result_misses_komi(&in->result, in->komi2))
            ok = add_issue(w, TG_ISSUE_RESULT_KOMI, -1, line, col,
                           "RE[%.40s] has %s half point and komi %g %s: every count is a whole "
                           "number of points, so the result was counted with another komi",
                           in->result_text, in->result.margin2 % 2 ? "a" : "no",
                           in->komi2 / 2.0, in->komi2 % 2 ? "has one" : "has none");
        if (!ok) return false;
    }
    return true;
}

/* What one node alone shows: game information outside the root, setup
 * mixed with a move. */
static bool check_node(walker *w, const node_view *v, bool root) {
    int line = tg_sgf_node_line(v->node), col = tg_sgf_node_column(v->node);
    if (!root && v->root_prop &&
        !add_issue(w, TG_ISSUE_MISPLACED_ROOT, -1, line, col,
                   "%s belongs in the root node; here it is ignored", tg_sgf_prop_id(v->root_prop)))
        return false;
    if (!root && v->info &&
        !add_issue(w, TG_ISSUE_INFO_NOT_ROOT, -1, line, col,
                   "%s outside the root: game information is read from the root only, so it is "
                   "ignored", tg_sgf_prop_id(v->info)))
        return false;
    if (v->move && (v->list[L_AB] || v->list[L_AW] || v->list[L_AE] || v->pl) &&
        !add_issue(w, TG_ISSUE_MIXED_NODE, w->r->moves + 1, line, col,
                   "setup and a move in one node (FF[4] keeps them apart): setup applied first"))
        return false;
    return true;
}

/* RE against how the record ends (before apply_ending). */
static bool check_ending(walker *w, const tg_sgf_node *root) {
    tg_replay *r = w->r;
    const tg_sgf_result *re = &r->info.result;
    tg_game_state s = tg_game_state_of(r->game);
    int line = tg_sgf_node_line(root), col = tg_sgf_node_column(root);
    static const char *const by[] = {"", "", "resignation", "time", "forfeit"};
    bool decided = re->winner == TG_SGF_WIN_BLACK || re->winner == TG_SGF_WIN_WHITE;
    if (s == TG_ENDED_PASSES && decided && re->by >= TG_SGF_BY_RESIGN)
        return add_issue(w, TG_ISSUE_RESULT_ENDING, r->moves, line, col,
                         "RE[%.40s] says %s won by %s, but the record ends with two passes",
                         r->info.result_text, re->winner == TG_SGF_WIN_BLACK ? "Black" : "White",
                         by[re->by]);
    if (s == TG_ENDED_CYCLE && decided)
        return add_issue(w, TG_ISSUE_RESULT_ENDING, r->moves, line, col,
                         "RE[%.40s] names a winner, but the game ended in a cycle (no result)",
                         r->info.result_text);
    return true;
}

/* The reader's warnings that lie inside this game tree: from its root
 * (from the start for the first tree) to the next tree's root. */
static bool take_reader_warnings(walker *w, const tg_sgf_collection *c, const tg_sgf_node *root) {
    size_t ng = tg_sgf_game_count(c), gi = 0;
    while (gi < ng && tg_sgf_game(c, gi) != root) gi++;
    if (gi == ng) return true;
    long lo = gi == 0 ? 0 : (long)tg_sgf_node_line(root) << 20 | tg_sgf_node_column(root);
    long hi = -1;
    if (gi + 1 < ng) {
        const tg_sgf_node *next = tg_sgf_game(c, gi + 1);
        hi = (long)tg_sgf_node_line(next) << 20 | tg_sgf_node_column(next);
    }
    for (size_t i = 0; i < tg_sgf_warning_count(c); i++) {
        const tg_sgf_error *e = tg_sgf_warning(c, i);
        long at = (long)e->line << 20 | e->column;
        if (at < lo || (hi >= 0 && at >= hi)) continue;
        if (!add_issue(w, TG_ISSUE_SGF_WARNING, -1, e->line, e->column, "%s", e->message))
            return false;
    }
    if (gi == 0 && tg_sgf_warnings_dropped(c) &&
        !add_issue(w, TG_ISSUE_SGF_WARNING, -1, 0, 0, "%zu more reader warnings not kept",
                   tg_sgf_warnings_dropped(c)))
        return false;
    return true;
}

static int issue_cmp(const void *a, const void *b) {
    const tg_replay_issue *x = *(const tg_replay_issue *const *)a, *y = *(const tg_replay_issue *const *)b;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->column != y->column) return x->column < y->column ? -1 : 1;
    return x < y ? -1 : x > y; /* stable: the order they were found in */
}

/* Sorts the issues into record order (line, column; ties as found). */
static bool sort_issues(tg_replay *r) {
    if (r->n_issues < 2) return true;
    const tg_replay_issue **ix = malloc((size_t)r->n_issues * sizeof *ix);
    tg_replay_issue *sorted = malloc((size_t)r->n_issues * sizeof *sorted);
    if (!ix || !sorted) {
        free(ix);
        free(sorted);
        return false;
    }
    for (int i = 0; i < r->n_issues; i++) ix[i] = &r->issues[i];
    qsort(ix, (size_t)r->n_issues, sizeof *ix, issue_cmp);
    for (int i = 0; i < r->n_issues; i++) sorted[i] = *ix[i];
    free(ix);
    free(r->issues);
    r->issues = sorted;
    return true;
}

/* ------------------------------------------------------------- replay */

tg_status tg_replay_sgf(const tg_sgf_node *root, const tg_replay_options *opt, tg_replay *out,
                        tg_sgf_error *err) {
    tg_replay_options defaults = {0};
    if (!opt) opt = &defaults;
    memset(out, 0, sizeof *out);
    out->first_illegal = -1;
    tg_status st = tg_sgf_game_info_read(root, &out->info, err);
    if (st != TG_OK) return st;
    const tg_sgf_game_info *info = &out->info;
    if (info->width > TG_MAX_SIDE || info->height > TG_MAX_SIDE) {
        char msg[96];
        snprintf(msg, sizeof msg, "SZ[%d:%d]: tengen plays boards up to %dx%d", info->width,
                 info->height, TG_MAX_SIDE, TG_MAX_SIDE);
        set_err(err, TG_ERR_ARG, root, msg);
        return TG_ERR_ARG;
    }
    if (opt->rules) {
        out->rules = *opt->rules;
        out->rules_known = true;
    } else {
        out->rules_known = tg_rules_from_sgf(info->rules, &out->rules);
    }
    if (info->has_komi && !opt->keep_komi) out->rules.komi2 = info->komi2;

    walker wk;
    memset(&wk, 0, offsetof(walker, pts));
    walker *w = &wk;
    w->move_of = w->move_of_here;
    w->cap_move_of = MOVE_OF_HERE;
    const tg_board *lent = opt->game ? tg_game_board(opt->game) : NULL;
    if (lent && lent->width == info->width && lent->height == info->height) {
        /* Cleared and given the rules: what tg_game_new would make, with
         * the memory of the games before it. */
        tg_game_clear(opt->game);
        tg_game_set_rules(opt->game, &out->rules);
        out->game = opt->game;
        out->game_borrowed = true;
    } else {
        out->game = tg_game_new(info->width, info->height, &out->rules);
    }
    if (!out->game) {
        st = TG_ERR_NOMEM;
        goto fail;
    }
    /* The main line's length bounds the history (one entry a node, but
     * for a tolerant replay's set-up positions): room for it at once, up
     * to 1,024 entries (about 200 KB; a record of many nodes without moves
     * must not reserve memory it never uses: longer games grow as before). */
    int nodes = 0;
    const tg_sgf_node *end = root;
    for (const tg_sgf_node *n = root; n && nodes < 1024; n = tg_sgf_node_child(n)) nodes++, end = n;
    size_t n_aside = 0;
    if (nodes < 1024 && tg_sgf_moves_aside(end, &n_aside))
        nodes = n_aside < (size_t)(1024 - nodes) ? nodes + (int)n_aside : 1024;
    if (tg_game_reserve(out->game, nodes) == TG_ERR_NOMEM) {
        st = TG_ERR_NOMEM;
        goto fail;
    }
    w->r = out;
    w->tolerant = opt->tolerant;
    w->validate = opt->validate;
    w->width = info->width;
    w->height = info->height;
    if (!sync_moves(w) || (w->validate && !check_info(w, root, opt->rules != NULL))) {
        st = TG_ERR_NOMEM;
        goto fail;
    }
    const tg_sgf_node *marks = NULL, *last = root;
    bool handicap_checked = false;
    for (const tg_sgf_node *n = root; n; n = tg_sgf_node_child(n)) {
        node_view v;
        last = n;
        tg_sgf_point mv = {-1, -1};
        tg_color mc;
        if (!w->validate && !out->stopped && !w->n_pending && n != root &&
            plain_move(n, w->width, w->height, &mc, &mv)) {
            /* The common node, as the general way below would take it (no
             * setup, PL, marks or pending nodes to apply first). */
            where(w, n);
            if (!replay_move(w, mc, to_point(tg_game_board(out->game), mv), &st)) {
                if (st != TG_OK) goto fail;
                out->stopped = true;
            }
            continue;
        }
        if ((st = scan_node(n, &v, err)) != TG_OK) goto fail;
        if (v.move && (st = read_move(&v, w->width, w->height, &mv, err)) != TG_OK) goto fail;
        bool setup = v.list[L_AB] || v.list[L_AW] || v.list[L_AE];
        if (w->validate && !check_node(w, &v, n == root)) {
            st = TG_ERR_NOMEM;
            goto fail;
        }
        if (out->stopped || (!v.move && out->moves > 0 && (setup || w->n_pending))) {
            /* Only read (strict replay has stopped), or held back until we
             * know whether a move follows. */
            if ((st = check_lists(w, &v, err)) != TG_OK) goto fail;
            if (!out->stopped && !hold_back(w, n)) {
                st = TG_ERR_NOMEM;
                goto fail;
            }
        } else {
            if (v.move && !flush_pending(w, &st, err)) {
                if (st != TG_OK) goto fail;
                out->stopped = true;
            }
            if (!out->stopped && !apply_node(w, &v, n == root, &st, err)) {
                if (st != TG_OK) goto fail;
                out->stopped = true;
            }
            if (!out->stopped && v.move) {
                if (w->validate && !handicap_checked) {
                    handicap_checked = true;
                    if (!check_handicap(w, root)) {
                        st = TG_ERR_NOMEM;
                        goto fail;
                    }
                }
                where(w, n);
                if (!replay_move(w, v.move_color, to_point(tg_game_board(out->game), mv), &st)) {
                    if (st != TG_OK) goto fail;
                    out->stopped = true;
                }
            }
        }
        if (v.list[L_TB] || v.list[L_TW]) {
            size_t cnt;
            for (int k = L_TB; k <= L_TW; k++)
                if ((st = read_list(&v, k, w->width, w->height, w->pts, &cnt, err)) != TG_OK) goto fail;
            if (!out->stopped) marks = n;
        }
    }
    /* The main line's plain moves a reader with moves_aside kept out of
     * the tree: each taken as the loop above takes a node of one B or W
     * (no setup, PL, marks; never the root). */
    const tg_sgf_move_aside *aside = tg_sgf_moves_aside(last, &n_aside);
    tg_game *g = out->game;
    const tg_board *board = tg_game_board(g);
    const bool lane_board = w->width >= 's' - 'a' + 1 && w->height >= 's' - 'a' + 1;
    for (size_t k = 0; k < n_aside; k++) {
        if (!out->stopped && !w->n_pending && !w->validate && w->pl == TG_EMPTY && lane_board &&
            w->n_move_of == tg_game_move_count(g) + 1 && w->n_move_of < w->cap_move_of &&
            tg_game_state_of(g) == TG_PLAYING) {
            /* The common moves, as replay_move takes them when the play is
             * legal: no event, one new history entry each, whose move_of
             * entry (what sync_moves would write) is written at once; on a
             * board where every letter a-s is a point. The first move the
             * lane does not take (the wrong colour, an illegal play, which
             * changes nothing) goes through replay_move below. Few values
             * live across the call, so the loop keeps them in registers. */
            const tg_sgf_move_aside *m = aside + k, *first = m;
            size_t room = (size_t)(w->cap_move_of - w->n_move_of);
            const tg_sgf_move_aside *stop = n_aside - k < room ? aside + n_aside : m + room;
            tg_color expect = w->free_turn ? (tg_color)m->color : tg_game_to_move(g);
            int *mo = w->move_of + w->n_move_of, v = out->moves;
            for (; m < stop; m++) {
                tg_color c = (tg_color)m->color;
                if (c != expect) break;
                if (tg_game_play(g, c, tg_point_at(board, m->x - 'a', m->y - 'a')).legality != TG_LEGAL)
                    break;
                *mo++ = ++v;
                expect = tg_opponent(c); /* what tg_game_play leaves to move */
                /* (a play that ends the game by a cycle needs no test here:
                 * tg_game_play refuses the next one, TG_ILLEGAL_GAME_OVER,
                 * and replay_move takes it; test_moves_aside's triple ko) */
            }
            if (m > first) {
                int done = (int)(m - first);
                out->moves += done;
                w->n_move_of += done;
                w->free_turn = false;
                w->line = m[-1].line;
                w->column = m[-1].column;
                out->last.color = (tg_color)m[-1].color;
                out->last.point = tg_point_at(board, m[-1].x - 'a', m[-1].y - 'a');
                k += (size_t)done;
            }
            if (k == n_aside) break;
        }
        const tg_sgf_move_aside *m = &aside[k];
        tg_sgf_point mv;
        if (!tg_sgf__letters_point(m->x, m->y, w->width, w->height, &mv)) {
            const char raw[3] = {m->x, m->y, '\0'};
            if (tg_sgf_parse_move(raw, 2, w->width, w->height, &mv) != TG_OK) {
                st = move_error(err, m->line, m->column, m->color == TG_BLACK ? "B" : "W", raw,
                                w->width, w->height);
                goto fail;
            }
        }
        if (out->stopped) continue;
        if (w->n_pending && !flush_pending(w, &st, err)) {
            if (st != TG_OK) goto fail;
            out->stopped = true;
            continue;
        }
        if (w->validate && !handicap_checked) {
            handicap_checked = true;
            if (!check_handicap(w, root)) {
                st = TG_ERR_NOMEM;
                goto fail;
            }
        }
        w->line = m->line;
        w->column = m->column;
        if (!replay_move(w, (tg_color)m->color, to_point(tg_game_board(out->game), mv), &st)) {
            if (st != TG_OK) goto fail;
            out->stopped = true;
        }
    }
    for (int i = 0; i < w->n_pending; i++) {
        node_view v;
        if ((st = scan_node(w->pending[i], &v, err)) != TG_OK ||
            (st = apply_trailing(w, &v, err)) != TG_OK)
            goto fail;
    }
    if (marks && (st = take_marks(w, marks, err)) != TG_OK) goto fail;
    if (w->validate) {
        bool ok = (handicap_checked || check_handicap(w, root)) &&
                  (out->stopped || check_ending(w, root)) &&
                  (!opt->source || take_reader_warnings(w, opt->source, root)) && sort_issues(out);
        if (!ok) {
            st = TG_ERR_NOMEM;
            goto fail;
        }
    }
    if (!out->stopped) apply_ending(out);
    tg_buffer__free(w->move_of, w->move_of_here);
    free(w->pending);
    return TG_OK;
fail:
    if (st == TG_ERR_NOMEM) set_err(err, st, root, "out of memory");
    tg_buffer__free(w->move_of, w->move_of_here);
    free(w->pending);
    tg_replay_fini(out);
    return st;
}

void tg_replay_fini(tg_replay *r) {
    if (!r) return;
    if (!r->game_borrowed) tg_game_free(r->game);
    r->game_borrowed = false;
    free(r->events);
    free(r->dead);
    free(r->issues);
    r->game = NULL;
    r->events = NULL;
    r->dead = NULL;
    r->issues = NULL;
    r->n_events = r->n_dead = r->n_issues = 0;
}

void tg_replay_context(const tg_replay *r, tg_score_context *out) {
    tg_game_score_context(r->game, out);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) out->captures[c] += r->extra_captures[c];
}

tg_status tg_replay_score(const tg_replay *r, const tg_rules *rules, const tg_point *dead,
                          int ndead, tg_score *out) {
    tg_score_context ctx;
    tg_replay_context(r, &ctx);
    return tg_score_position(tg_game_board(r->game), rules ? rules : &r->rules, &ctx, dead,
                             ndead, out);
}

bool tg_replay_fixed_result(const tg_replay *r, char out[16]) {
    return tg_game_fixed_result(r->game, out);
}

bool tg_replay_finished(const tg_replay *r) {
    return tg_game_last_two_passes(r->game) || tg_sgf_result_counted(&r->info.result);
}
