/*
 * gtp_sgf.c — a game as an SGF record and back, for printsgf, loadsgf and
 * the match referee. Records are built and written by the SGF module
 * (tengen/sgf.h); nothing here formats SGF text.
 *
 * Invariant: tg_gtp_game_record gives every history entry exactly one node,
 * in order (moves, passes as empty values, mid-game setups as AB/AW/AE),
 * after the start position on the root, so reading the record back
 * (tg_gtp_load_sgf) rebuilds the same game under the same rules.
 *
 * Not here: variations, markup, time keeping (the caller adds BL/WL to the
 * nodes it gets), writing files (tg_sgf_write_file does it atomically).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gtp_internal.h"
#include "tengen/sgf.h"

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

/* Appends the points pts[0..n) to property id (nothing when n is 0). */
static tg_status add_points(tg_sgf_node *node, const char *id, const tg_board *b, const tg_point *pts, int n) {
    for (int i = 0; i < n; i++) {
        char s[3];
        tg_point_to_sgf(b, pts[i], s);
        tg_status st = tg_sgf_node_append(node, id, s);
        if (st != TG_OK) return st;
    }
    return TG_OK;
}

static tg_status set_text(tg_sgf_node *node, const char *id, const char *text) {
    return text ? tg_sgf_node_set1(node, id, text) : TG_OK;
}

static tg_status build_root(tg_sgf_node *root, const tg_game *g, const tg_game *start, const tg_gtp_sgf_info *info) {
    const tg_board *sb = tg_game_board(start);
    const tg_rules *r = tg_game_rules(g);
    char k[16], full[512], buf[600];
    tg_status st = TG_OK;
    tg_format_half(r->komi2, k);
    rules_names(r, full, sizeof full);
    snprintf(buf, sizeof buf, "tengen:%s", TG_VERSION);
    st |= tg_sgf_node_set1(root, "GM", "1");
    st |= tg_sgf_node_set1(root, "FF", "4");
    st |= tg_sgf_node_set1(root, "CA", "UTF-8");
    st |= tg_sgf_node_set1(root, "AP", buf);
    if (sb->width == sb->height) snprintf(buf, sizeof buf, "%d", sb->width);
    else snprintf(buf, sizeof buf, "%d:%d", sb->width, sb->height);
    st |= tg_sgf_node_set1(root, "SZ", buf);
    st |= tg_sgf_node_set1(root, "RU", r->preset);
    st |= tg_sgf_node_set1(root, "KM", k);
    if (tg_game_handicap(g) >= 2) {
        snprintf(buf, sizeof buf, "%d", tg_game_handicap(g));
        st |= tg_sgf_node_set1(root, "HA", buf);
    }
    st |= set_text(root, "PB", info->black);
    st |= set_text(root, "PW", info->white);
    st |= set_text(root, "DT", info->date);
    st |= set_text(root, "RE", info->result);
    if (info->comment || full[0]) {
        char *c = malloc(strlen(info->comment ? info->comment : "") + sizeof full + 32);
        if (!c) return TG_ERR_NOMEM;
        snprintf(c, strlen(info->comment ? info->comment : "") + sizeof full + 32, "%s%s%s%s",
                 info->comment ? info->comment : "", info->comment && full[0] ? "\n" : "",
                 full[0] ? "tengen rules: " : "", full);
        st |= tg_sgf_node_set1(root, "C", c);
        free(c);
    }
    tg_point pts[TG_MAX_POINTS];
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        int n = 0;
        for (tg_point p = 1; p < TG_MAX_POINTS; p++)
            if (tg_on_board(sb, p) && tg_board_at(sb, p) == (tg_color)c) pts[n++] = p;
        st |= add_points(root, c == TG_BLACK ? "AB" : "AW", sb, pts, n);
    }
    int n = tg_game_move_count(g);
    if (sb->stones[TG_BLACK] + sb->stones[TG_WHITE] > 0 ||
        (n > 0 && tg_game_entry_kind(g, 1) == TG_ENTRY_MOVE && tg_game_move(g, 1).color == TG_WHITE))
        st |= tg_sgf_node_set1(root, "PL", tg_game_to_move(start) == TG_WHITE ? "W" : "B");
    return st == TG_OK ? TG_OK : TG_ERR_NOMEM;
}

/* Entry i as a node: a move, or a setup with whoever moves after it. */
static tg_status build_entry(tg_sgf_node *node, const tg_game *g, int i) {
    const tg_board *b = tg_game_board(g);
    if (tg_game_entry_kind(g, i) == TG_ENTRY_MOVE) {
        tg_move m = tg_game_move(g, i);
        char s[3] = "";
        if (m.point != TG_PASS) tg_point_to_sgf(b, m.point, s);
        return tg_sgf_node_set1(node, m.color == TG_BLACK ? "B" : "W", s);
    }
    tg_point pts[TG_MAX_POINTS], list[TG_MAX_POINTS];
    tg_color cols[TG_MAX_POINTS];
    int n = tg_game_setup_changes(g, i, pts, cols);
    static const char *const ids[3] = {"AE", "AB", "AW"};
    tg_status st = TG_OK;
    for (int c = TG_EMPTY; c <= TG_WHITE; c++) {
        int k = 0;
        for (int j = 0; j < n; j++)
            if (cols[j] == (tg_color)c) list[k++] = pts[j];
        st |= add_points(node, ids[c], b, list, k);
    }
    /* Whoever moved next; the side to move now after a setup at the end. */
    tg_color next = tg_game_to_move(g);
    for (int j = i + 1; j <= tg_game_move_count(g); j++)
        if (tg_game_entry_kind(g, j) == TG_ENTRY_MOVE) {
            next = tg_game_move(g, j).color;
            break;
        }
    st |= tg_sgf_node_set1(node, "PL", next == TG_WHITE ? "W" : "B");
    return st == TG_OK ? TG_OK : TG_ERR_NOMEM;
}

tg_status tg_gtp_game_record(const tg_game *g, const tg_gtp_sgf_info *info, tg_sgf_collection **out) {
    static const tg_gtp_sgf_info none;
    if (!info) info = &none;
    *out = NULL;
    tg_game *start = tg_game_clone(g);
    tg_sgf_collection *c = tg_sgf_collection_new();
    tg_sgf_node *node = c ? tg_sgf_game_add(c) : NULL;
    tg_status st = start && node ? TG_OK : TG_ERR_NOMEM;
    if (st == TG_OK) {
        while (tg_game_undo(start) == TG_OK) {}
        st = build_root(node, g, start, info);
    }
    for (int i = 1; st == TG_OK && i <= tg_game_move_count(g); i++) {
        node = tg_sgf_node_add_child(node);
        st = node ? build_entry(node, g, i) : TG_ERR_NOMEM;
    }
    tg_game_free(start);
    if (st != TG_OK) {
        tg_sgf_collection_free(c);
        return st;
    }
    *out = c;
    return TG_OK;
}

static tg_status load_fail(char *err, size_t n, tg_status st, const char *unused, const char *what) {
    (void)unused;
    snprintf(err, n, "%s", what);
    return st;
}

static tg_status replay(tg_game *g, const tg_sgf_node *root, const tg_sgf_game_info *info, int until,
                        bool *whole, char *err, size_t n) {
    *whole = false;
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
        if (!step) {
            *whole = true;
            break;
        }
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
    bool counted_end;
    return gtp_load_record(g, path, until, &counted_end, err, n);
}

/* (gtp_internal.h) */
tg_status gtp_load_record(tg_game **g, const char *path, int until, bool *counted_end, char *err, size_t n) {
    *counted_end = false;
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
        /* The reader's reason, naming the property and where it stands. */
        char msg[256] = "no game in the file";
        if (root) tg_sgf_error_format(&e, msg, sizeof msg);
        tg_sgf_collection_free(c);
        return load_fail(err, n, TG_ERR_PARSE, "%s", msg);
    }
    if (info.width > TG_MAX_SIDE || info.height > TG_MAX_SIDE) {
        char msg[96];
        snprintf(msg, sizeof msg, "SZ[%d:%d]: tengen plays boards up to %dx%d", info.width, info.height,
                 TG_MAX_SIDE, TG_MAX_SIDE);
        tg_sgf_collection_free(c);
        return load_fail(err, n, TG_ERR_ARG, "%s", msg);
    }
    tg_rules r = *tg_game_rules(*g);
    if (info.has_komi) r.komi2 = info.komi2;
    tg_game *ng = tg_game_new(info.width, info.height, &r);
    if (!ng) {
        tg_sgf_collection_free(c);
        return load_fail(err, n, TG_ERR_NOMEM, "%s", "out of memory");
    }
    bool whole;
    tg_status st = replay(ng, root, &info, until, &whole, err, n);
    *counted_end = st == TG_OK && whole && tg_sgf_result_counted(&info.result);
    tg_sgf_collection_free(c);
    if (st != TG_OK) {
        tg_game_free(ng);
        return st;
    }
    tg_game_free(*g);
    *g = ng;
    return TG_OK;
}
