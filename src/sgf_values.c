/*
 * sgf_values.c — the meaning of SGF property values: Text and SimpleText
 * decoding, numbers, reals, points and point lists, results, the game
 * information of a root, and the walk along the main line.
 *
 * Invariant: these functions only read a tree; every helper that writes into
 * a caller's buffer states the room it needs, and never writes more.
 *
 * Not here: replaying moves or judging legality (the core's tg_game does
 * that from tg_sgf_mainline steps); parsing text into trees (sgf_read.c).
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf_internal.h"

/* -------------------------------------------------------------- text */

static bool is_break(char c) { return c == '\n' || c == '\r'; }

/* Length of the line break at s[i] ("\r\n" and "\n\r" count as one). */
static size_t break_len(const char *s, size_t len, size_t i) {
    if (i + 1 < len && is_break(s[i + 1]) && s[i + 1] != s[i])
        return 2;
    return 1;
}

static size_t decode(const char *raw, size_t len, char *out, char line_break) {
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        char c = raw[i];
        if (c == '\\') {
            if (++i == len)
                break;
            c = raw[i];
            if (is_break(c)) { /* a soft line break: both go */
                i += break_len(raw, len, i) - 1;
                continue;
            }
        } else if (is_break(c)) {
            i += break_len(raw, len, i) - 1;
            out[k++] = line_break;
            continue;
        }
        out[k++] = (c == '\t' || c == '\v' || c == '\f') ? ' ' : c;
    }
    out[k] = '\0';
    return k;
}

size_t tg_sgf_decode_text(const char *raw, size_t len, char *out) {
    return decode(raw, len, out, '\n');
}

size_t tg_sgf_decode_simpletext(const char *raw, size_t len, char *out) {
    return decode(raw, len, out, ' ');
}

size_t tg_sgf_escape(const char *text, size_t len, char *out) {
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == ']' || text[i] == '\\')
            out[k++] = '\\';
        out[k++] = text[i];
    }
    out[k] = '\0';
    return k;
}

bool tg_sgf_split_compose(const char *raw, size_t len, size_t *first_len, size_t *second_off) {
    for (size_t i = 0; i < len; i++) {
        if (raw[i] == '\\') {
            i++;
        } else if (raw[i] == ':') {
            *first_len = i;
            *second_off = i + 1;
            return true;
        }
    }
    return false;
}

/* ----------------------------------------------------------- numbers */

/* Trims surrounding white space (some writers pad values). */
static void trim(const char **s, size_t *len) {
    while (*len && (**s == ' ' || **s == '\t' || is_break(**s))) {
        (*s)++;
        (*len)--;
    }
    while (*len && ((*s)[*len - 1] == ' ' || (*s)[*len - 1] == '\t' || is_break((*s)[*len - 1])))
        (*len)--;
}

tg_status tg_sgf_parse_number(const char *raw, size_t len, long *out) {
    trim(&raw, &len);
    size_t i = 0;
    bool neg = false;
    if (i < len && (raw[i] == '+' || raw[i] == '-'))
        neg = raw[i++] == '-';
    if (i == len)
        return TG_ERR_PARSE;
    long v = 0;
    for (; i < len; i++) {
        if (raw[i] < '0' || raw[i] > '9' || v > 100000000L)
            return TG_ERR_PARSE;
        v = v * 10 + (raw[i] - '0');
    }
    *out = neg ? -v : v;
    return TG_OK;
}

tg_status tg_sgf_parse_real(const char *raw, size_t len, double *out) {
    trim(&raw, &len);
    size_t i = 0, digits = 0;
    bool neg = false;
    if (i < len && (raw[i] == '+' || raw[i] == '-'))
        neg = raw[i++] == '-';
    double v = 0;
    for (; i < len && raw[i] >= '0' && raw[i] <= '9' && digits < 12; i++, digits++)
        v = v * 10 + (raw[i] - '0');
    if (i < len && raw[i] == '.') {
        double scale = 0.1;
        for (i++; i < len && raw[i] >= '0' && raw[i] <= '9'; i++, digits++, scale /= 10)
            v += (raw[i] - '0') * scale;
    }
    if (i != len || digits == 0)
        return TG_ERR_PARSE;
    *out = neg ? -v : v;
    return TG_OK;
}

/* ------------------------------------------------------------ points */

static int letter_value(char c) {
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

static char value_letter(int v) { return (char)(v < 26 ? 'a' + v : 'A' + v - 26); }

tg_status tg_sgf_parse_point(const char *raw, size_t len, int width, int height,
                             tg_sgf_point *out) {
    trim(&raw, &len);
    if (len != 2)
        return TG_ERR_PARSE;
    int x = letter_value(raw[0]), y = letter_value(raw[1]);
    if (x < 0 || y < 0 || x >= width || y >= height)
        return TG_ERR_PARSE;
    out->x = (int8_t)x;
    out->y = (int8_t)y;
    return TG_OK;
}

tg_status tg_sgf_parse_move(const char *raw, size_t len, int width, int height,
                            tg_sgf_point *out) {
    if (len == 2) { /* the common case: two letters, nothing to trim */
        int x = letter_value(raw[0]), y = letter_value(raw[1]);
        if (x >= 0 && y >= 0) {
            if (raw[0] == 't' && raw[1] == 't' && width <= 19 && height <= 19) {
                out->x = out->y = -1;
                return TG_OK;
            }
            if (x >= width || y >= height)
                return TG_ERR_PARSE;
            out->x = (int8_t)x;
            out->y = (int8_t)y;
            return TG_OK;
        }
    }
    trim(&raw, &len);
    bool tt = len == 2 && raw[0] == 't' && raw[1] == 't' && width <= 19 && height <= 19;
    if (len == 0 || tt) {
        out->x = out->y = -1;
        return TG_OK;
    }
    return tg_sgf_parse_point(raw, len, width, height, out);
}

void tg_sgf_point_letters(tg_sgf_point p, char out[3]) {
    if (tg_sgf_is_pass(p) || p.x >= TG_SGF_MAX_SIDE || p.y >= TG_SGF_MAX_SIDE) {
        out[0] = '\0';
        return;
    }
    out[0] = value_letter(p.x);
    out[1] = value_letter(p.y);
    out[2] = '\0';
}

/* Adds the rectangle a..b (corners in any order) to out, skipping points
 * already seen. */
static void add_rect(tg_sgf_point a, tg_sgf_point b, int width, bool *seen, tg_sgf_point *out,
                     size_t *count) {
    int x0 = a.x < b.x ? a.x : b.x, x1 = a.x < b.x ? b.x : a.x;
    int y0 = a.y < b.y ? a.y : b.y, y1 = a.y < b.y ? b.y : a.y;
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            if (seen[y * width + x])
                continue;
            seen[y * width + x] = true;
            out[(*count)++] = (tg_sgf_point){(int8_t)x, (int8_t)y};
        }
}

tg_status tg_sgf_expand_points(const tg_sgf_prop *p, int width, int height,
                               tg_sgf_point *out, size_t *count) {
    *count = 0;
    if (width < 1 || height < 1 || width > TG_SGF_MAX_SIDE || height > TG_SGF_MAX_SIDE)
        return TG_ERR_ARG;
    bool seen[TG_SGF_MAX_POINTS] = {false};
    for (size_t i = 0; i < p->count; i++) {
        const char *v = p->values[i].s;
        size_t len = p->values[i].len, first, second;
        tg_sgf_point a, b;
        const char *t = v;
        size_t tl = len;
        trim(&t, &tl);
        if (tl == 0)
            continue;
        if (tg_sgf_split_compose(v, len, &first, &second)) {
            if (tg_sgf_parse_point(v, first, width, height, &a) != TG_OK ||
                tg_sgf_parse_point(v + second, len - second, width, height, &b) != TG_OK)
                return TG_ERR_PARSE;
        } else {
            if (tg_sgf_parse_point(v, len, width, height, &a) != TG_OK)
                return TG_ERR_PARSE;
            b = a;
        }
        add_rect(a, b, width, seen, out, count);
    }
    return TG_OK;
}

/* ------------------------------------------------------------ result */

static bool eq_nocase(const char *s, size_t len, const char *word) {
    size_t n = strlen(word);
    if (len != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != word[i])
            return false;
    }
    return true;
}

/* Real to half points; false unless it is a multiple of 0.5. */
static bool to_half(double v, int *half) {
    double h = v * 2;
    if (fabs(h) > 1e6 || h != floor(h))
        return false;
    *half = (int)h;
    return true;
}

tg_sgf_result tg_sgf_parse_result(const char *raw, size_t len) {
    tg_sgf_result r = {TG_SGF_WIN_UNKNOWN, TG_SGF_BY_NONE, 0};
    trim(&raw, &len);
    double v;
    int half;
    if (eq_nocase(raw, len, "draw") || eq_nocase(raw, len, "jigo") || eq_nocase(raw, len, "d") ||
        (tg_sgf_parse_real(raw, len, &v) == TG_OK && v == 0)) {
        r.winner = TG_SGF_WIN_DRAW;
        return r;
    }
    if (eq_nocase(raw, len, "void")) {
        r.winner = TG_SGF_WIN_VOID;
        return r;
    }
    if (len < 2 || raw[1] != '+')
        return r;
    if (raw[0] == 'B' || raw[0] == 'b')
        r.winner = TG_SGF_WIN_BLACK;
    else if (raw[0] == 'W' || raw[0] == 'w')
        r.winner = TG_SGF_WIN_WHITE;
    else
        return r;
    const char *m = raw + 2;
    size_t ml = len - 2;
    if (eq_nocase(m, ml, "r") || eq_nocase(m, ml, "resign"))
        r.by = TG_SGF_BY_RESIGN;
    else if (eq_nocase(m, ml, "t") || eq_nocase(m, ml, "time"))
        r.by = TG_SGF_BY_TIME;
    else if (eq_nocase(m, ml, "f") || eq_nocase(m, ml, "forfeit"))
        r.by = TG_SGF_BY_FORFEIT;
    else if (tg_sgf_parse_real(m, ml, &v) == TG_OK && to_half(v, &half)) {
        r.by = TG_SGF_BY_SCORE;
        r.margin2 = half;
    }
    return r;
}

/* --------------------------------------------------------- game info */

static void info_warn(tg_sgf_game_info *g, const tg_sgf_node *root, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static void info_warn(tg_sgf_game_info *g, const tg_sgf_node *root, const char *fmt, ...) {
    if (g->warning_count >= TG_SGF_INFO_WARNINGS)
        return;
    tg_sgf_error *e = &g->warnings[g->warning_count++];
    e->status = TG_OK;
    e->line = root->line;
    e->column = root->column;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    va_end(ap);
}

static tg_status read_size(const tg_sgf_node *root, tg_sgf_game_info *g, tg_sgf_error *err) {
    const tg_sgf_prop *p = tg_sgf_node_find(root, "SZ");
    g->width = g->height = 19;
    if (!p || !p->count)
        return TG_OK;
    const char *v = p->values[0].s;
    size_t len = p->values[0].len, first, second;
    long w, h;
    bool ok;
    if (tg_sgf_split_compose(v, len, &first, &second))
        ok = tg_sgf_parse_number(v, first, &w) == TG_OK &&
             tg_sgf_parse_number(v + second, len - second, &h) == TG_OK;
    else
        ok = tg_sgf_parse_number(v, len, &w) == TG_OK && (h = w, true);
    if (!ok || w < 1 || h < 1 || w > TG_SGF_MAX_SIDE || h > TG_SGF_MAX_SIDE) {
        tg_sgf__set_error(err, TG_ERR_PARSE, root->line, root->column,
                          "SZ[%.40s] is not a board size from 1 to 52 (SZ[19] or SZ[19:13])", v);
        return TG_ERR_PARSE;
    }
    g->width = (int)w;
    g->height = (int)h;
    return TG_OK;
}

/* Komi in half points, recognising Fox's habit of writing komi x100
 * ("750" = 7.5) or x50 ("375" = 7.5). */
static void read_komi(const tg_sgf_node *root, tg_sgf_game_info *g) {
    const char *id = "KM";
    const tg_sgf_prop *p = tg_sgf_node_find(root, "KM");
    if (!p || !p->count || !p->values[0].len) {
        p = tg_sgf_node_find(root, "KO");
        id = "KO";
        if (!p || !p->count || !p->values[0].len)
            return;
    }
    const char *v = p->values[0].s;
    double k;
    if (tg_sgf_parse_real(v, p->values[0].len, &k) != TG_OK) {
        info_warn(g, root, "komi %.60s is not a number; ignored", v);
        return;
    }
    if (id[1] == 'O')
        info_warn(g, root, "KO[%.40s] read as komi (KO is not komi in FF[4])", v);
    int half;
    if (k == floor(k) && fabs(k) >= 100 && fabs(k) < 100000) {
        double x100 = k / 100, x50 = k / 50;
        k = to_half(x100, &half) ? x100 : x50;
        info_warn(g, root, k == x100 ? "KM[%.40s] read as komi / 100 (Fox style)"
                                     : "KM[%.40s] read as komi / 50 (Fox style)", v);
    }
    if (!to_half(k, &half)) {
        if (fabs(k) > 1e6) {
            info_warn(g, root, "komi %.60s is out of range; ignored", v);
            return;
        }
        half = (int)lround(k * 2);
        info_warn(g, root, "komi %.60s is not a multiple of 0.5; rounded", v);
    }
    g->has_komi = true;
    g->komi2 = half;
}

static void read_handicap(const tg_sgf_node *root, tg_sgf_game_info *g) {
    const char *v = tg_sgf_node_get(root, "HA");
    long h;
    if (!v)
        return;
    if (tg_sgf_parse_number(v, strlen(v), &h) != TG_OK || h < 0 || h > TG_SGF_MAX_POINTS) {
        info_warn(g, root, "HA[%.40s] is not a handicap; ignored", v);
        return;
    }
    g->handicap = (int)h;
    if (h == 1 && !tg_sgf_node_find(root, "AB"))
        info_warn(g, root, "HA[%s] in an even game (no handicap stones)", v);
}

static tg_color read_color(const char *v) {
    if (!v)
        return TG_EMPTY;
    size_t len = strlen(v);
    trim(&v, &len);
    if (eq_nocase(v, len, "b") || eq_nocase(v, len, "black") || eq_nocase(v, len, "1"))
        return TG_BLACK;
    if (eq_nocase(v, len, "w") || eq_nocase(v, len, "white") || eq_nocase(v, len, "2"))
        return TG_WHITE;
    return TG_EMPTY;
}

tg_status tg_sgf_game_info_read(const tg_sgf_node *root, tg_sgf_game_info *g, tg_sgf_error *err) {
    memset(g, 0, sizeof *g);
    tg_status st = read_size(root, g, err);
    if (st != TG_OK)
        return st;
    read_komi(root, g);
    read_handicap(root, g);
    /* The texts in one pass over the root's properties (identifiers in a
     * node are distinct, so each is what tg_sgf_node_get would return:
     * the first value, none when the property has no value). */
    const char *pl = NULL, *ff = NULL;
    for (size_t i = 0; i < root->nprops; i++) {
        const tg_sgf_prop *p = &root->props[i];
        if (!p->count || !p->id[0] || !p->id[1] || p->id[2])
            continue;
        const char *v = p->values[0].s;
#define ID2(a, b) ((unsigned)(unsigned char)(a) << 8 | (unsigned char)(b))
        switch (ID2(p->id[0], p->id[1])) {
        case ID2('P', 'L'): pl = v; break;
        case ID2('F', 'F'): ff = v; break;
        case ID2('R', 'E'): g->result_text = v; break;
        case ID2('R', 'U'): g->rules = v; break;
        case ID2('P', 'B'): g->black = v; break;
        case ID2('P', 'W'): g->white = v; break;
        case ID2('B', 'R'): g->black_rank = v; break;
        case ID2('W', 'R'): g->white_rank = v; break;
        case ID2('D', 'T'): g->date = v; break;
        case ID2('E', 'V'): g->event = v; break;
        case ID2('R', 'O'): g->round = v; break;
        case ID2('P', 'C'): g->place = v; break;
        case ID2('T', 'M'): g->time = v; break;
        case ID2('O', 'T'): g->overtime = v; break;
        case ID2('G', 'N'): g->game_name = v; break;
        case ID2('G', 'C'): g->comment = v; break;
        case ID2('S', 'O'): g->source = v; break;
        case ID2('U', 'S'): g->user = v; break;
        case ID2('A', 'N'): g->annotator = v; break;
        case ID2('C', 'P'): g->copyright = v; break;
        case ID2('A', 'P'): g->application = v; break;
        case ID2('C', 'A'): g->charset = v; break;
        default: break;
        }
#undef ID2
    }
    g->to_play = read_color(pl);
    long ffv;
    g->ff = ff && tg_sgf_parse_number(ff, strlen(ff), &ffv) == TG_OK && ffv >= 1 && ffv <= 4
                ? (int)ffv
                : 1;
    if (g->result_text)
        g->result = tg_sgf_parse_result(g->result_text, strlen(g->result_text));
    if (err)
        memset(err, 0, sizeof *err);
    return TG_OK;
}

/* --------------------------------------------------------- main line */

enum { L_AB, L_AW, L_AE, L_TB, L_TW, L_COUNT };
static const char *const list_ids[L_COUNT] = {"AB", "AW", "AE", "TB", "TW"};

struct tg_sgf_mainline {
    const tg_sgf_node *next;
    int width, height, depth;
    tg_sgf_step step;
    tg_sgf_point lists[L_COUNT][TG_SGF_MAX_POINTS];
    size_t counts[L_COUNT];
    char *comment;
};

tg_sgf_mainline *tg_sgf_mainline_new(const tg_sgf_node *root, int width, int height) {
    if (!root || width < 1 || height < 1 || width > TG_SGF_MAX_SIDE || height > TG_SGF_MAX_SIDE)
        return NULL;
    /* Not calloc: the point lists (about 27 KB) are written before they
     * are read. */
    tg_sgf_mainline *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    memset(&m->step, 0, sizeof m->step);
    memset(m->counts, 0, sizeof m->counts);
    m->comment = NULL;
    m->depth = 0;
    m->next = root;
    m->width = width;
    m->height = height;
    return m;
}

void tg_sgf_mainline_free(tg_sgf_mainline *m) {
    if (!m)
        return;
    free(m->comment);
    free(m);
}

static tg_status node_error(tg_sgf_error *err, const tg_sgf_node *n, const char *msg) {
    tg_sgf__set_error(err, TG_ERR_PARSE, n->line, n->column, "%s", msg);
    return TG_ERR_PARSE;
}

/* The properties of one node the main line reads, found in one pass over
 * its properties (identifiers in a node are distinct, so this finds what
 * tg_sgf_node_find would). */
typedef struct step_props {
    const tg_sgf_prop *b, *w, *pl, *c, *list[L_COUNT];
} step_props;

static void find_step_props(const tg_sgf_node *n, step_props *sp) {
    memset(sp, 0, sizeof *sp);
    for (size_t i = 0; i < n->nprops; i++) {
        const tg_sgf_prop *p = &n->props[i];
        const char *id = p->id;
        if (id[1] == '\0') {
            if (id[0] == 'B') sp->b = p;
            else if (id[0] == 'W') sp->w = p;
            else if (id[0] == 'C') sp->c = p;
        } else if (id[2] == '\0') {
            if (id[0] == 'P' && id[1] == 'L') sp->pl = p;
            else
                for (int k = 0; k < L_COUNT; k++)
                    if (id[0] == list_ids[k][0] && id[1] == list_ids[k][1]) sp->list[k] = p;
        }
    }
}

static tg_status read_move(tg_sgf_mainline *m, const tg_sgf_node *n, const step_props *sp,
                           tg_sgf_error *err) {
    const tg_sgf_prop *b = sp->b, *w = sp->w;
    tg_sgf_step *s = &m->step;
    if (b && w)
        return node_error(err, n, "a node with both B and W moves");
    const tg_sgf_prop *p = b ? b : w;
    if (!p)
        return TG_OK;
    if (p->count != 1 ||
        tg_sgf_parse_move(p->values[0].s, p->values[0].len, m->width, m->height, &s->move) !=
            TG_OK) {
        char msg[120];
        snprintf(msg, sizeof msg, "%s[%.20s] is not a move on a %dx%d board", p->id,
                 p->count ? p->values[0].s : "", m->width, m->height);
        return node_error(err, n, msg);
    }
    s->has_move = true;
    s->move_color = b ? TG_BLACK : TG_WHITE;
    return TG_OK;
}

static tg_status read_lists(tg_sgf_mainline *m, const tg_sgf_node *n, const step_props *sp,
                            tg_sgf_error *err) {
    for (int i = 0; i < L_COUNT; i++) {
        m->counts[i] = 0;
        const tg_sgf_prop *p = sp->list[i];
        if (p && tg_sgf_expand_points(p, m->width, m->height, m->lists[i], &m->counts[i]) !=
                     TG_OK) {
            char msg[120];
            snprintf(msg, sizeof msg, "%s has a value that is not a point or rectangle of a %dx%d board",
                     list_ids[i], m->width, m->height);
            return node_error(err, n, msg);
        }
    }
    tg_sgf_step *s = &m->step;
    s->add_black = m->lists[L_AB];
    s->n_add_black = m->counts[L_AB];
    s->add_white = m->lists[L_AW];
    s->n_add_white = m->counts[L_AW];
    s->add_empty = m->lists[L_AE];
    s->n_add_empty = m->counts[L_AE];
    s->territory_black = m->lists[L_TB];
    s->n_territory_black = m->counts[L_TB];
    s->territory_white = m->lists[L_TW];
    s->n_territory_white = m->counts[L_TW];
    return TG_OK;
}

tg_status tg_sgf_mainline_next(tg_sgf_mainline *m, const tg_sgf_step **out, tg_sgf_error *err) {
    *out = NULL;
    const tg_sgf_node *n = m->next;
    if (!n)
        return TG_OK;
    tg_sgf_step *s = &m->step;
    memset(s, 0, sizeof *s);
    s->node = n;
    s->depth = m->depth;
    step_props sp;
    find_step_props(n, &sp);
    tg_status st = read_move(m, n, &sp, err);
    if (st == TG_OK)
        st = read_lists(m, n, &sp, err);
    if (st != TG_OK)
        return st;
    s->to_play = read_color(sp.pl && sp.pl->count ? sp.pl->values[0].s : NULL);
    free(m->comment);
    m->comment = NULL;
    if (sp.c && sp.c->count) {
        /* As tg_sgf_node_text: the first value decoded as Text. */
        m->comment = malloc(sp.c->values[0].len + 1);
        if (m->comment)
            tg_sgf_decode_text(sp.c->values[0].s, sp.c->values[0].len, m->comment);
    }
    s->comment = m->comment;
    m->next = n->first_child;
    m->depth++;
    *out = s;
    return TG_OK;
}
