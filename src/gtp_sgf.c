/*
 * gtp_sgf.c — a game as an SGF record and back, for printsgf, loadsgf and
 * the match referee.
 *
 * Invariant: tg_gtp_game_sgf writes exactly the moves of the game in their
 * order (passes as empty values) after the start position, so reading the
 * record back (tg_gtp_load_sgf) rebuilds the same game under the same rules.
 *
 * Not here: variations, markup, comments per move (only what the caller
 * passes as raw properties), time keeping.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtp_internal.h"
#include "tengen/sgf.h"

static void add_escaped(gtp_buf *b, const char *text) {
    for (const char *p = text; *p; p++) {
        if (*p == ']' || *p == '\\') gtp_buf_addn(b, "\\", 1);
        gtp_buf_addn(b, p, 1);
    }
}

static void add_text_prop(gtp_buf *b, const char *id, const char *text) {
    if (!text) return;
    gtp_buf_printf(b, "%s[", id);
    add_escaped(b, text);
    gtp_buf_add(b, "]");
}

/* The SGF RU value: the preset's name. When the parameters differ from the
 * preset's (komi aside), the full text goes into `full` (else ""). */
static void rules_names(const tg_rules *r, char *full, size_t n) {
    tg_rules base;
    char err[128], a[512], b[512];
    full[0] = '\0';
    if (tg_rules_parse(r->preset, &base, err, sizeof err) != TG_OK) return;
    base.komi2 = r->komi2;
    tg_rules_format(&base, a, sizeof a);
    tg_rules_format(r, b, sizeof b);
    if (strcmp(a, b) != 0) snprintf(full, n, "%s", b);
}

tg_status tg_gtp_game_sgf(const tg_game *g, const tg_gtp_sgf_info *info, char **out, size_t *len) {
    static const tg_gtp_sgf_info none;
    if (!info) info = &none;
    tg_game *start = tg_game_clone(g);
    if (!start) return TG_ERR_NOMEM;
    while (tg_game_undo(start) == TG_OK) {}
    const tg_board *sb = tg_game_board(start);
    const tg_rules *r = tg_game_rules(g);
    gtp_buf b = {0};
    char k[16], full[512];
    tg_format_half(r->komi2, k);
    rules_names(r, full, sizeof full);
    gtp_buf_printf(&b, "(;GM[1]FF[4]CA[UTF-8]AP[tengen:%s]", TG_VERSION);
    if (sb->width == sb->height) gtp_buf_printf(&b, "SZ[%d]", sb->width);
    else gtp_buf_printf(&b, "SZ[%d:%d]", sb->width, sb->height);
    gtp_buf_printf(&b, "RU[%s]KM[%s]", r->preset, k);
    if (tg_game_handicap(g) >= 2) gtp_buf_printf(&b, "HA[%d]", tg_game_handicap(g));
    add_text_prop(&b, "PB", info->black);
    add_text_prop(&b, "PW", info->white);
    add_text_prop(&b, "DT", info->date);
    add_text_prop(&b, "RE", info->result);
    if (info->comment || full[0]) {
        gtp_buf_add(&b, "C[");
        if (info->comment) add_escaped(&b, info->comment);
        if (info->comment && full[0]) gtp_buf_add(&b, "\n");
        if (full[0]) {
            gtp_buf_add(&b, "tengen rules: ");
            add_escaped(&b, full);
        }
        gtp_buf_add(&b, "]");
    }
    if (info->root_extra) gtp_buf_add(&b, info->root_extra);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        if (sb->stones[c] == 0) continue;
        gtp_buf_add(&b, c == TG_BLACK ? "AB" : "AW");
        for (tg_point p = 1; p < TG_MAX_POINTS; p++) {
            if (!tg_on_board(sb, p) || tg_board_at(sb, p) != (tg_color)c) continue;
            char s[3];
            tg_point_to_sgf(sb, p, s);
            gtp_buf_printf(&b, "[%s]", s);
        }
    }
    int n = tg_game_move_count(g);
    if (sb->stones[TG_BLACK] + sb->stones[TG_WHITE] > 0 || (n > 0 && tg_game_move(g, 1).color == TG_WHITE))
        gtp_buf_printf(&b, "PL[%s]", tg_game_to_move(start) == TG_WHITE ? "W" : "B");
    tg_game_free(start);
    for (int i = 1; i <= n; i++) {
        tg_move m = tg_game_move(g, i);
        if (m.color != TG_BLACK && m.color != TG_WHITE) continue; /* a setup entry */
        char s[3];
        tg_point_to_sgf(tg_game_board(g), m.point, s);
        gtp_buf_printf(&b, "\n;%s[%s]", m.color == TG_BLACK ? "B" : "W", m.point == TG_PASS ? "" : s);
        if (info->move_extra && info->move_extra[i]) gtp_buf_add(&b, info->move_extra[i]);
    }
    gtp_buf_add(&b, ")\n");
    if (b.failed) {
        free(b.s);
        return TG_ERR_NOMEM;
    }
    *out = b.s;
    if (len) *len = b.len;
    return TG_OK;
}

static tg_status load_fail(char *err, size_t n, tg_status st, const char *unused, const char *what) {
    (void)unused;
    snprintf(err, n, "%s", what);
    return st;
}

static tg_status replay(tg_game *g, const tg_sgf_node *root, const tg_sgf_game_info *info, int until,
                        char *err, size_t n) {
    tg_sgf_mainline *m = tg_sgf_mainline_new(root, info->width, info->height);
    if (!m) return load_fail(err, n, TG_ERR_NOMEM, "%s", "out of memory");
    const tg_board *b = tg_game_board(g);
    int moves = 0;
    tg_status st = TG_OK;
    for (;;) {
        const tg_sgf_step *step;
        tg_sgf_error e;
        if (tg_sgf_mainline_next(m, &step, &e) != TG_OK) {
            char msg[256];
            tg_sgf_error_format(&e, msg, sizeof msg);
            st = load_fail(err, n, TG_ERR_PARSE, "%s", msg);
            break;
        }
        if (!step) break;
        const tg_sgf_point *lists[3] = {step->add_empty, step->add_black, step->add_white};
        size_t counts[3] = {step->n_add_empty, step->n_add_black, step->n_add_white};
        for (int c = 0; c < 3 && st == TG_OK; c++)
            for (size_t i = 0; i < counts[c]; i++)
                if (tg_game_setup(g, tg_point_at(b, lists[c][i].x, lists[c][i].y), (tg_color)c) != TG_OK) {
                    st = load_fail(err, n, TG_ERR_ILLEGAL, "%s", "a setup leaves a chain without liberty");
                    break;
                }
        if (st != TG_OK) break;
        if (step->depth == 0 && info->handicap >= 2) {
            tg_game_set_handicap_count(g, info->handicap);
            if (step->n_add_white == 0 && step->n_add_black > 0) tg_game_set_to_move(g, TG_WHITE);
        }
        if (step->to_play == TG_BLACK || step->to_play == TG_WHITE) tg_game_set_to_move(g, step->to_play);
        if (!step->has_move) continue;
        if (until > 0 && moves + 1 >= until) break;
        tg_point p = tg_sgf_is_pass(step->move) ? TG_PASS : tg_point_at(b, step->move.x, step->move.y);
        if (tg_game_state_of(g) == TG_ENDED_PASSES) tg_game_resume(g);
        tg_verdict v = tg_game_play(g, step->move_color, p);
        if (v.legality != TG_LEGAL) {
            char where[64], gtp[5];
            tg_point_to_gtp(b, p, gtp);
            snprintf(where, sizeof where, "move %d (%s %s) is illegal: %s", moves + 1,
                     step->move_color == TG_BLACK ? "B" : "W", gtp, tg_legality_str(v.legality));
            st = load_fail(err, n, TG_ERR_ILLEGAL, "%s", where);
            break;
        }
        moves++;
    }
    tg_sgf_mainline_free(m);
    return st;
}

tg_status tg_gtp_load_sgf(tg_game **g, const char *path, int until, char *err, size_t n) {
    tg_sgf_error e;
    tg_sgf_collection *c = tg_sgf_read_file(path, NULL, &e);
    if (!c) {
        char msg[256];
        tg_sgf_error_format(&e, msg, sizeof msg);
        return load_fail(err, n, e.status == TG_OK ? TG_ERR_IO : e.status, "%s", msg);
    }
    tg_sgf_game_info info;
    const tg_sgf_node *root = tg_sgf_game(c, 0);
    if (!root || tg_sgf_game_info_read(root, &info, &e) != TG_OK) {
        tg_sgf_collection_free(c);
        return load_fail(err, n, TG_ERR_PARSE, "%s", "cannot read the game information");
    }
    if (info.width > TG_MAX_SIDE || info.height > TG_MAX_SIDE) {
        tg_sgf_collection_free(c);
        return load_fail(err, n, TG_ERR_ARG, "%s", "board too large");
    }
    tg_rules r = *tg_game_rules(*g);
    if (info.has_komi) r.komi2 = info.komi2;
    tg_game *ng = tg_game_new(info.width, info.height, &r);
    if (!ng) {
        tg_sgf_collection_free(c);
        return load_fail(err, n, TG_ERR_NOMEM, "%s", "out of memory");
    }
    tg_status st = replay(ng, root, &info, until, err, n);
    tg_sgf_collection_free(c);
    if (st != TG_OK) {
        tg_game_free(ng);
        return st;
    }
    tg_game_free(*g);
    *g = ng;
    return TG_OK;
}
