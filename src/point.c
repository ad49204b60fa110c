/*
 * point.c — points as text: GTP ("D4"), SGF ("dd"), and board diagrams.
 *
 * GTP columns are letters from the left skipping I, rows count from the
 * bottom; SGF counts both from the top left. Internally rows count from the
 * top (y = 0 is the top row), as SGF and diagrams do.
 *
 * Also the small tables of names (statuses, colours) that every layer uses.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "tengen/tengen.h"

static const char gtp_columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

const char *tg_status_str(tg_status s) {
    switch (s) {
    case TG_OK: return "ok";
    case TG_ERR_ARG: return "bad argument";
    case TG_ERR_NOMEM: return "out of memory";
    case TG_ERR_PARSE: return "parse error";
    case TG_ERR_IO: return "input/output error";
    case TG_ERR_STATE: return "not allowed in this state";
    case TG_ERR_ILLEGAL: return "illegal move";
    }
    return "unknown status";
}

const char *tg_color_name(tg_color c) {
    switch (c) {
    case TG_BLACK: return "black";
    case TG_WHITE: return "white";
    case TG_EMPTY: return "empty";
    default: return "edge";
    }
}

void tg_point_to_gtp(const tg_board *b, tg_point p, char out[5]) {
    if (p == TG_PASS || !tg_on_board(b, p)) {
        memcpy(out, "pass", 5);
        return;
    }
    int x = tg_point_x(b, p), y = tg_point_y(b, p);
    int row = (b->height - y) % 100;
    out[0] = gtp_columns[x];
    if (row >= 10) {
        out[1] = (char)('0' + row / 10);
        out[2] = (char)('0' + row % 10);
        out[3] = '\0';
    } else {
        out[1] = (char)('0' + row);
        out[2] = '\0';
    }
}

tg_status tg_point_from_gtp(const tg_board *b, const char *s, tg_point *out) {
    if (!s) return TG_ERR_ARG;
    if (strlen(s) == 4 && tolower((unsigned char)s[0]) == 'p' && tolower((unsigned char)s[1]) == 'a' &&
        tolower((unsigned char)s[2]) == 's' && tolower((unsigned char)s[3]) == 's') {
        *out = TG_PASS;
        return TG_OK;
    }
    char letter = (char)toupper((unsigned char)s[0]);
    const char *col = letter ? strchr(gtp_columns, letter) : NULL;
    if (!col) return TG_ERR_ARG;
    int x = (int)(col - gtp_columns);
    int row = 0, digits = 0;
    for (const char *q = s + 1; *q; q++, digits++) {
        if (!isdigit((unsigned char)*q) || digits >= 2) return TG_ERR_ARG;
        row = row * 10 + (*q - '0');
    }
    if (digits == 0 || x >= b->width || row < 1 || row > b->height) return TG_ERR_ARG;
    *out = tg_point_at(b, x, b->height - row);
    return TG_OK;
}

static char sgf_letter(int i) { return (char)(i < 26 ? 'a' + i : 'A' + i - 26); }

static int sgf_index(char c) {
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return -1;
}

void tg_point_to_sgf(const tg_board *b, tg_point p, char out[3]) {
    if (p == TG_PASS || !tg_on_board(b, p)) {
        out[0] = '\0';
        return;
    }
    out[0] = sgf_letter(tg_point_x(b, p));
    out[1] = sgf_letter(tg_point_y(b, p));
    out[2] = '\0';
}

tg_status tg_point_from_sgf(const tg_board *b, const char *s, size_t len, tg_point *out) {
    if (len == 0) {
        *out = TG_PASS;
        return TG_OK;
    }
    if (len != 2) return TG_ERR_ARG;
    if (s[0] == 't' && s[1] == 't' && b->width <= 19 && b->height <= 19) {
        *out = TG_PASS;
        return TG_OK;
    }
    int x = sgf_index(s[0]), y = sgf_index(s[1]);
    if (x < 0 || y < 0 || x >= b->width || y >= b->height) return TG_ERR_ARG;
    *out = tg_point_at(b, x, y);
    return TG_OK;
}

/* ------------------------------------------------------------- diagrams */

static bool is_star(const tg_board *b, tg_point p) {
    tg_point stars[9];
    int n = tg_handicap_max(b);
    if (n == 0 || tg_handicap_points(b, n, TG_ORDER_AGA, stars) != TG_OK) return false;
    for (int i = 0; i < n; i++)
        if (stars[i] == p) return true;
    return false;
}

size_t tg_board_diagram(const tg_board *b, char *out, size_t n) {
    size_t len = 0;
#define PUT(...)                                                                 \
    do {                                                                         \
        int k_ = snprintf(len < n ? out + len : NULL, len < n ? n - len : 0, __VA_ARGS__); \
        if (k_ > 0) len += (size_t)k_;                                           \
    } while (0)
    PUT("   ");
    for (int x = 0; x < b->width; x++) PUT(" %c", gtp_columns[x]);
    PUT("\n");
    for (int y = 0; y < b->height; y++) {
        PUT("%2d ", b->height - y);
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            char c = b->color[p] == TG_BLACK ? 'X' : b->color[p] == TG_WHITE ? 'O'
                   : is_star(b, p) ? '+' : '.';
            PUT(" %c", c);
        }
        PUT(" %2d\n", b->height - y);
    }
    PUT("   ");
    for (int x = 0; x < b->width; x++) PUT(" %c", gtp_columns[x]);
    PUT("\n");
#undef PUT
    return len;
}

/* A line of column letters ("A B C D"): a prefix of the GTP columns. */
static bool is_column_header(const char *line, size_t len) {
    size_t k = 0;
    for (size_t i = 0; i < len; i++) {
        if (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') continue;
        if (k >= sizeof gtp_columns - 1 || line[i] != gtp_columns[k]) return false;
        k++;
    }
    return k >= 1;
}

static int cell_color(char c) {
    switch (c) {
    case 'X': case 'x': case '#': return TG_BLACK;
    case 'O': case 'o': return TG_WHITE;
    case '.': case '+': case '-': case ',': return TG_EMPTY;
    default: return -1;
    }
}

tg_status tg_board_from_diagram(tg_board *b, const char *text) {
    uint8_t cells[TG_MAX_SIDE][TG_MAX_SIDE];
    int rows = 0, width = -1;
    const char *line = text;
    while (*line) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        if (!is_column_header(line, len)) {
            int w = 0;
            for (size_t i = 0; i < len; i++) {
                int c = cell_color(line[i]);
                if (c < 0) continue;
                if (w >= TG_MAX_SIDE || rows >= TG_MAX_SIDE) return TG_ERR_PARSE;
                cells[rows][w++] = (uint8_t)c;
            }
            if (w > 0) {
                if (width >= 0 && w != width) return TG_ERR_PARSE;
                width = w;
                rows++;
            }
        }
        if (!end) break;
        line = end + 1;
    }
    if (rows == 0) return TG_ERR_PARSE;
    tg_board_init(b, width, rows);
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < width; x++) b->color[tg_point_at(b, x, y)] = cells[y][x];
    tg_board_rebuild(b);
    return TG_OK;
}
