/*
 * replay.c — the main line of an SGF record played into a tg_game, with a
 * report (replay.h).
 *
 * Two walks of the main line: the first only finds the last node with a
 * move (AE after it removes dead stones rather than setting up a position),
 * the second replays. Every history entry the game makes is mapped back to
 * the record move number that made it (move_of), so a superko verdict,
 * which names a history entry, is reported as a record move number.
 *
 * Invariant: r->game always holds a legal board (tg_board_check holds); a
 * move forced in tolerant mode changes it only through tg_game_play or
 * tg_game_setup.
 *
 * What it does not do: decide life and death, print anything.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The state of one replay beyond what tg_replay holds. */
typedef struct walker {
    tg_replay *r;
    bool tolerant;
    int *move_of;     /* history entry -> record move number */
    int n_move_of, cap_move_of;
    int ev_cap, dead_cap;
    bool free_turn;   /* the next move may be either colour (after setup) */
    int line;         /* line of the current node */
} walker;

static void set_err(tg_sgf_error *err, tg_status s, int line, const char *msg) {
    if (!err) return;
    err->status = s;
    err->line = line;
    err->column = 0;
    snprintf(err->message, sizeof err->message, "%s", msg);
}

/* Records the record move number for every history entry made since. */
static bool sync_moves(walker *w) {
    int need = tg_game_move_count(w->r->game) + 1;
    if (need > w->cap_move_of) {
        int cap = w->cap_move_of ? w->cap_move_of * 2 : 256;
        while (cap < need) cap *= 2;
        int *m = realloc(w->move_of, (size_t)cap * sizeof *m);
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
    e->played = played;
    if (tg_replay_event_illegal(kind)) {
        if (r->first_illegal < 0) r->first_illegal = r->n_events;
        r->illegal++;
    }
    r->n_events++;
    return true;
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
 * *st says which). */
static bool replay_move(walker *w, tg_color c, tg_point p, tg_status *st) {
    tg_replay *r = w->r;
    tg_game *g = r->game;
    tg_verdict none = {TG_LEGAL, -1};
    r->moves++;
    if (p == TG_PASS) r->passes++;
    bool ok = true;
    if (tg_game_state_of(g) == TG_ENDED_PASSES) {
        if (p == TG_PASS || r->rules.dead == TG_DEAD_NONE) {
            /* A third pass, or play after passes that end the game for good. */
            tg_verdict v = {TG_ILLEGAL_GAME_OVER, -1};
            ok = add_event(w, TG_REPLAY_AFTER_END, c, p, v, w->tolerant && p != TG_PASS);
            if (!ok) goto nomem;
            if (!w->tolerant) return false;
            if (p == TG_PASS) return true;
        } else {
            r->moves--;
            ok = add_event(w, TG_REPLAY_RESUMED, c, p, none, true);
            r->moves++;
            if (!ok) goto nomem;
        }
        tg_game_resume(g);
    } else if (tg_game_state_of(g) != TG_PLAYING) {
        tg_verdict v = {TG_ILLEGAL_GAME_OVER, -1};
        if (!add_event(w, TG_REPLAY_AFTER_END, c, p, v, w->tolerant && p != TG_PASS)) goto nomem;
        if (!w->tolerant) return false;
        if (p != TG_PASS && !force_play(w, c, p)) goto nomem;
        if (!sync_moves(w)) goto nomem;
        r->last.color = c, r->last.point = p;
        return true;
    }
    if (c != tg_game_to_move(g) && !w->free_turn) {
        if (!add_event(w, TG_REPLAY_OUT_OF_TURN, c, p, none, w->tolerant)) goto nomem;
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

/* AB, AW, AE of one node (the AE of trailing nodes is handled apart). */
static bool replay_setup(walker *w, const tg_sgf_step *s, bool removal_only, tg_status *st) {
    tg_replay *r = w->r;
    tg_game *g = r->game;
    const tg_board *b = tg_game_board(g);
    if (removal_only) {
        for (size_t i = 0; i < s->n_add_empty; i++) {
            tg_point p = to_point(b, s->add_empty[i]);
            if (b->color[p] != TG_BLACK && b->color[p] != TG_WHITE) continue;
            if (!add_dead(w, p)) goto nomem;
            r->dead_source |= TG_DEAD_FROM_REMOVAL;
        }
        return true;
    }
    size_t n = s->n_add_black + s->n_add_white + s->n_add_empty;
    if (n == 0) return true;
    if (r->moves > 0) {
        r->setups++;
        tg_verdict none = {TG_LEGAL, -1};
        if (!add_event(w, TG_REPLAY_SETUP, TG_EMPTY, TG_PASS, none, true)) goto nomem;
    }
    bool bad = false;
    const struct {
        const tg_sgf_point *pts;
        size_t n;
        tg_color c;
    } lists[3] = {{s->add_empty, s->n_add_empty, TG_EMPTY},
                  {s->add_black, s->n_add_black, TG_BLACK},
                  {s->add_white, s->n_add_white, TG_WHITE}};
    for (int k = 0; k < 3; k++)
        for (size_t i = 0; i < lists[k].n; i++) {
            tg_status t = tg_game_setup(g, to_point(b, lists[k].pts[i]), lists[k].c);
            if (t == TG_ERR_NOMEM) goto nomem;
            if (t == TG_ERR_ILLEGAL) bad = true;
        }
    if (bad) {
        tg_verdict none = {TG_LEGAL, -1};
        if (!add_event(w, TG_REPLAY_BAD_SETUP, TG_EMPTY, TG_PASS, none, false)) goto nomem;
        if (!w->tolerant) return false;
    }
    if (s->n_add_black + s->n_add_white > 0) w->free_turn = true;
    if (!sync_moves(w)) goto nomem;
    return true;
nomem:
    *st = TG_ERR_NOMEM;
    return false;
}

/* The final territory marks: stones inside the opponent's marked
 * territory are dead. Called with the last node that has TB or TW. */
static bool take_marks(walker *w, const tg_sgf_step *s) {
    tg_replay *r = w->r;
    const tg_board *b = tg_game_board(r->game);
    r->territory_marks = (int)(s->n_territory_black + s->n_territory_white);
    for (size_t i = 0; i < s->n_territory_black; i++) {
        tg_point p = to_point(b, s->territory_black[i]);
        if (b->color[p] == TG_WHITE) {
            if (!add_dead(w, p)) return false;
            r->dead_source |= TG_DEAD_FROM_MARKS;
        }
    }
    for (size_t i = 0; i < s->n_territory_white; i++) {
        tg_point p = to_point(b, s->territory_white[i]);
        if (b->color[p] == TG_BLACK) {
            if (!add_dead(w, p)) return false;
            r->dead_source |= TG_DEAD_FROM_MARKS;
        }
    }
    return true;
}

/* The depth of the last node with a move (-1 when none). */
static tg_status last_move_depth(const tg_sgf_node *root, int width, int height, int *out,
                                 tg_sgf_error *err) {
    tg_sgf_mainline *m = tg_sgf_mainline_new(root, width, height);
    if (!m) return TG_ERR_NOMEM;
    *out = -1;
    const tg_sgf_step *s;
    tg_status st;
    while ((st = tg_sgf_mainline_next(m, &s, err)) == TG_OK && s)
        if (s->has_move) *out = s->depth;
    tg_sgf_mainline_free(m);
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

tg_status tg_replay_sgf(const tg_sgf_node *root, const tg_replay_options *opt, tg_replay *out,
                        tg_sgf_error *err) {
    tg_replay_options defaults = {NULL, false, false};
    if (!opt) opt = &defaults;
    memset(out, 0, sizeof *out);
    out->first_illegal = -1;
    tg_status st = tg_sgf_game_info_read(root, &out->info, err);
    if (st != TG_OK) return st;
    const tg_sgf_game_info *info = &out->info;
    if (info->width > TG_MAX_SIDE || info->height > TG_MAX_SIDE) {
        set_err(err, TG_ERR_ARG, tg_sgf_node_line(root), "board larger than 25x25");
        return TG_ERR_ARG;
    }
    if (opt->rules) {
        out->rules = *opt->rules;
        out->rules_known = true;
    } else {
        out->rules_known = tg_rules_from_sgf(info->rules, &out->rules);
    }
    if (info->has_komi && !opt->keep_komi) out->rules.komi2 = info->komi2;

    int last_depth;
    st = last_move_depth(root, info->width, info->height, &last_depth, err);
    if (st != TG_OK) return st;

    out->game = tg_game_new(info->width, info->height, &out->rules);
    tg_sgf_mainline *m = out->game ? tg_sgf_mainline_new(root, info->width, info->height) : NULL;
    walker w = {out, opt->tolerant, NULL, 0, 0, 0, 0, false, 0};
    if (!m || !sync_moves(&w)) {
        st = TG_ERR_NOMEM;
        goto fail;
    }
    const tg_sgf_step *s;
    const tg_sgf_node *marks = NULL;
    bool go = true;
    while (go && (st = tg_sgf_mainline_next(m, &s, err)) == TG_OK && s) {
        w.line = tg_sgf_node_line(s->node);
        bool trailing = s->depth > last_depth && last_depth >= 0;
        if (!replay_setup(&w, s, trailing, &st)) {
            if (st != TG_OK) goto fail;
            out->stopped = true;
            break;
        }
        if (s->depth == 0 && info->handicap >= 2) tg_game_set_handicap_count(out->game, info->handicap);
        if (s->to_play == TG_BLACK || s->to_play == TG_WHITE) {
            tg_game_set_to_move(out->game, s->to_play);
            w.free_turn = false;
        }
        if (s->has_move &&
            !replay_move(&w, s->move_color, to_point(tg_game_board(out->game), s->move), &st)) {
            if (st != TG_OK) goto fail;
            out->stopped = true;
            go = false;
        }
        if (s->n_territory_black + s->n_territory_white > 0) marks = s->node;
        if (marks == s->node && !take_marks(&w, s)) {
            st = TG_ERR_NOMEM;
            goto fail;
        }
    }
    if (st != TG_OK) goto fail;
    if (!out->stopped) apply_ending(out);
    tg_sgf_mainline_free(m);
    free(w.move_of);
    return TG_OK;
fail:
    if (st == TG_ERR_NOMEM) set_err(err, st, 0, "out of memory");
    tg_sgf_mainline_free(m);
    free(w.move_of);
    tg_replay_fini(out);
    return st;
}

void tg_replay_fini(tg_replay *r) {
    if (!r) return;
    tg_game_free(r->game);
    free(r->events);
    free(r->dead);
    r->game = NULL;
    r->events = NULL;
    r->dead = NULL;
    r->n_events = r->n_dead = 0;
}

void tg_replay_context(const tg_replay *r, tg_score_context *out) {
    memset(out, 0, sizeof *out);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        out->captures[c] = tg_game_captures(r->game, (tg_color)c) + r->extra_captures[c];
        out->pass_stones[c] = tg_game_pass_stones(r->game, (tg_color)c);
    }
    out->handicap = tg_game_handicap(r->game);
    out->first_passer = tg_game_first_passer(r->game);
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
