/*
 * svg.c — the final position of a counted game as an SVG picture (svg.h).
 *
 * Layout: a board of `cell` pixels per line spacing with coordinates on all
 * four sides (GTP letters, skipping I; rows numbered from the bottom), then
 * a few lines of text: the result with the rules, each player's breakdown,
 * and a legend. Every mark comes from tg_score.points, so the picture shows
 * exactly the verdicts the numbers were summed from.
 *
 * What it does not do: rasterise (any SVG viewer or rsvg-convert does), or
 * draw variations or move numbers.
 */
#include "svg.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { CELL = 30, MARGIN = 34, LINE_H = 20 };

static double cx(int x) { return MARGIN + CELL * 0.5 + x * CELL; }
static double cy(int y) { return MARGIN + CELL * 0.5 + y * CELL; }

static void xml_text(FILE *f, const char *s) {
    for (; s && *s; s++) {
        if (*s == '<') fputs("&lt;", f);
        else if (*s == '>') fputs("&gt;", f);
        else if (*s == '&') fputs("&amp;", f);
        else if (*s == '"') fputs("&quot;", f);
        else fputc(*s, f);
    }
}

static const char *col_letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

static void draw_board(FILE *f, const tg_board *b, bool wood) {
    double w = CELL * b->width + 2 * MARGIN, h = CELL * b->height + 2 * MARGIN;
    fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%.0f\" height=\"%.0f\" fill=\"%s\"/>\n", w, h,
            wood ? "url(#wood)" : "#f4f1e8");
    fprintf(f, "<g stroke=\"#2b2111\" stroke-width=\"1\">\n");
    for (int x = 0; x < b->width; x++)
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", cx(x), cy(0), cx(x),
                cy(b->height - 1));
    for (int y = 0; y < b->height; y++)
        fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>\n", cx(0), cy(y),
                cx(b->width - 1), cy(y));
    fprintf(f, "</g>\n");
    /* Star points: the fixed handicap points of this size. */
    tg_point stars[9];
    int nstars = tg_handicap_max(b);
    if (b->width == b->height && nstars > 0 && tg_handicap_points(b, nstars, TG_ORDER_AGA, stars) == TG_OK) {
        /* For 5 and 7 stones the middle replaces a side point: add all 9
         * (or 4) distinct points by asking for the largest count. */
        for (int i = 0; i < nstars; i++)
            fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#2b2111\"/>\n",
                    cx(tg_point_x(b, stars[i])), cy(tg_point_y(b, stars[i])));
    }
    fprintf(f, "<g font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"12\" fill=\"#3a2c10\" "
               "text-anchor=\"middle\">\n");
    for (int x = 0; x < b->width; x++) {
        fprintf(f, "<text x=\"%.1f\" y=\"%d\">%c</text>\n", cx(x), MARGIN - 12, col_letters[x]);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\">%c</text>\n", cx(x), MARGIN + CELL * b->height + 22,
                col_letters[x]);
    }
    for (int y = 0; y < b->height; y++) {
        int row = b->height - y;
        fprintf(f, "<text x=\"%d\" y=\"%.1f\">%d</text>\n", MARGIN - 16, cy(y) + 4, row);
        fprintf(f, "<text x=\"%d\" y=\"%.1f\">%d</text>\n", MARGIN + CELL * b->width + 16, cy(y) + 4, row);
    }
    fprintf(f, "</g>\n");
}

/* A live stone is drawn whole; a dead one faded, and a dead White stone
 * also keeps a dark outline so that it stays visible on the wood. */
static void draw_stone(FILE *f, double x, double y, tg_color c, bool dead) {
    bool white = c == TG_WHITE;
    fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"url(#%s)\" fill-opacity=\"%.2f\" "
               "stroke=\"%s\" stroke-width=\"%s\"/>\n",
            x, y, CELL * 0.47, white ? "white" : "black", dead ? (white ? 0.55 : 0.4) : 1.0,
            white ? (dead ? "#333" : "#777") : "#000", white && dead ? "1.2" : "0.8");
}

/* A territory square of `owner`; nothing for a point that counts for
 * nobody (a dead stone in a neutral area). hollow: a seki eye. */
static void draw_square(FILE *f, double x, double y, tg_color owner, bool hollow) {
    if (!hollow && owner != TG_BLACK && owner != TG_WHITE) return;
    double s = CELL * 0.32;
    const char *fill = owner == TG_BLACK ? "#111" : "#fafafa";
    fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" "
               "stroke=\"%s\" stroke-width=\"1\"/>\n",
            x - s / 2, y - s / 2, s, s, hollow ? "none" : fill, hollow ? "#b0201a" : "#555");
}

static void draw_points(FILE *f, const tg_replay *r, const tg_score *s) {
    const tg_board *b = tg_game_board(r->game);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point p = tg_point_at(b, x, y);
            const tg_point_score *v = &s->points[p];
            tg_color stone = (tg_color)b->color[p];
            double px = cx(x), py = cy(y);
            switch ((tg_point_kind)v->kind) {
            case TG_PT_STONE:
                draw_stone(f, px, py, stone, false);
                break;
            case TG_PT_SEKI_STONE:
                draw_stone(f, px, py, stone, false);
                fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"#b0201a\" "
                           "stroke-width=\"1.5\" stroke-dasharray=\"3,2\"/>\n",
                        px, py, CELL * 0.3);
                break;
            case TG_PT_DEAD:
                if (stone == TG_BLACK || stone == TG_WHITE) draw_stone(f, px, py, stone, true);
                draw_square(f, px, py, (tg_color)v->owner, false);
                break;
            case TG_PT_TERRITORY:
                draw_square(f, px, py, (tg_color)v->owner, false);
                break;
            case TG_PT_SEKI_EYE:
                draw_square(f, px, py, TG_EMPTY, true);
                break;
            case TG_PT_NEUTRAL:
                fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#8a7a5a\"/>\n", px, py);
                break;
            }
        }
    if (r->last.color != TG_EMPTY && r->last.point != TG_PASS &&
        b->color[r->last.point] == r->last.color) {
        tg_point p = r->last.point;
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"none\" stroke=\"%s\" "
                   "stroke-width=\"2\"/>\n",
                cx(tg_point_x(b, p)), cy(tg_point_y(b, p)), CELL * 0.22,
                r->last.color == TG_BLACK ? "#fff" : "#000");
    }
}

/* "1 prisoner", "2 prisoners". */
static const char *plural(int n, const char *one, const char *many) { return n == 1 ? one : many; }

/* One player's breakdown in words: "Black: 41 stones + 12 territory = 53". */
static void breakdown(char *out, size_t n, const tg_rules *rules, const tg_score *s, tg_color c) {
    char total[16], komi[16];
    tg_format_half(s->score2[c], total);
    tg_format_half(s->komi2, komi);
    size_t k = (size_t)snprintf(out, n, "%s: ", c == TG_BLACK ? "Black" : "White");
    switch (rules->scoring) {
    case TG_SCORING_AREA:
        k += (size_t)snprintf(out + k, n - k, "%d %s + %d territory", s->stones[c],
                              plural(s->stones[c], "stone", "stones"), s->territory[c]);
        break;
    case TG_SCORING_TERRITORY:
        k += (size_t)snprintf(out + k, n - k, "%d territory + %d %s", s->territory[c], s->prisoners[c],
                              plural(s->prisoners[c], "prisoner", "prisoners"));
        break;
    case TG_SCORING_STONES:
        k += (size_t)snprintf(out + k, n - k, "%d %s", s->stones[c], plural(s->stones[c], "stone", "stones"));
        break;
    }
    if (k < n && s->tax[c]) k += (size_t)snprintf(out + k, n - k, " - %d group tax", s->tax[c]);
    if (k < n && c == TG_WHITE && s->komi2) k += (size_t)snprintf(out + k, n - k, " + %s komi", komi);
    if (k < n && c == TG_WHITE && s->compensation)
        k += (size_t)snprintf(out + k, n - k, " + %d handicap compensation", s->compensation);
    if (k < n && c == TG_BLACK && s->first_pass)
        k += (size_t)snprintf(out + k, n - k, " - %d (White passed first)", s->first_pass);
    if (k < n) snprintf(out + k, n - k, " = %s", total);
}

/* The text under the board, wrapped to the picture's width. Each line has
 * a style: 0 bold, 1 normal (13 px), 2 small (11 px). Widths are
 * estimated at 0.62 of the font size per character (DejaVu Sans averages
 * less), so a wrapped line always fits. */
enum { MAX_TEXT_LINES = 48 };
typedef struct text_lines {
    char text[MAX_TEXT_LINES][160];
    int style[MAX_TEXT_LINES];
    int n;
} text_lines;

static int font_px(int style) { return style == 2 ? 11 : 13; }

/* Appends s, broken at spaces (or anywhere in a word longer than a line,
 * such as a path) into lines of at most width pixels. Counts UTF-8
 * characters, not bytes. */
static void add_wrapped(text_lines *t, const char *s, int style, int width) {
    int max = (int)(width / (0.62 * font_px(style)));
    if (max < 8) max = 8;
    if (max > 150) max = 150;
    while (*s && t->n < MAX_TEXT_LINES) {
        /* the longest prefix of at most max characters ending at a space */
        int chars = 0, cut = -1, i = 0;
        for (; s[i] && chars < max; i++) {
            if ((s[i] & 0xc0) != 0x80) chars++;
            if (s[i] == ' ') cut = i;
        }
        while ((s[i] & 0xc0) == 0x80) i++; /* never cut inside a character */
        int len = !s[i] ? i : cut > 0 ? cut : i;
        snprintf(t->text[t->n], sizeof t->text[t->n], "%.*s", len, s);
        t->style[t->n++] = style;
        s += len;
        while (*s == ' ') s++;
    }
}

void svg_write(FILE *f, const tg_replay *r, const tg_score *s, const char *result, const svg_options *o) {
    const tg_board *b = tg_game_board(r->game);
    int w = CELL * b->width + 2 * MARGIN;
    int board_h = CELL * b->height + 2 * MARGIN;
    int text_w = w - 20;

    char komi[16], line[512], scoring[16];
    tg_format_half(r->rules.komi2, komi);
    tg_rules_get(&r->rules, "scoring", scoring, sizeof scoring);
    text_lines *t = calloc(1, sizeof *t);
    if (!t) return;
    snprintf(line, sizeof line, "%s  (%s rules, %s scoring, komi %s)  ·  recorded: %s", result,
             r->rules.preset, scoring, komi, r->info.result_text ? r->info.result_text : "none");
    add_wrapped(t, line, 0, text_w);
    for (int c = TG_BLACK; c <= TG_WHITE; c++) {
        breakdown(line, sizeof line, &r->rules, s, (tg_color)c);
        add_wrapped(t, line, 1, text_w);
    }
    snprintf(line, sizeof line, "dead: %d black, %d white  ·  neutral: %d  ·  seki eyes: %d  ·  moves: %d",
             s->dead[TG_BLACK], s->dead[TG_WHITE], s->neutral, s->seki_eyes, r->moves);
    add_wrapped(t, line, 1, text_w);
    add_wrapped(t, "square: territory · faded: dead · dot: neutral · red square: seki eye · "
                   "dashed ring: seki · ring: last move", 2, text_w);
    if (o->title) add_wrapped(t, o->title, 2, text_w);
    int h = board_h + t->n * LINE_H + 12;

    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\">\n", w, h, w, h);
    fputs("<defs>\n"
          "<linearGradient id=\"wood\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
          "<stop offset=\"0\" stop-color=\"#e8c27a\"/><stop offset=\"0.5\" stop-color=\"#dcb35c\"/>"
          "<stop offset=\"1\" stop-color=\"#cfa24c\"/></linearGradient>\n"
          "<radialGradient id=\"black\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
          "<stop offset=\"0\" stop-color=\"#5a5a5a\"/><stop offset=\"1\" stop-color=\"#050505\"/>"
          "</radialGradient>\n"
          "<radialGradient id=\"white\" cx=\"0.35\" cy=\"0.35\" r=\"0.75\">"
          "<stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#cfcfcf\"/>"
          "</radialGradient>\n"
          "</defs>\n", f);
    fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
    draw_board(f, b, o->wood);
    draw_points(f, r, s);

    fprintf(f, "<g font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"13\" fill=\"#111\" xml:space=\"preserve\">\n");
    int y = board_h;
    for (int i = 0; i < t->n; i++) {
        y += LINE_H;
        const char *attr = t->style[i] == 0 ? " font-weight=\"bold\""
                         : t->style[i] == 2 ? " font-size=\"11\" fill=\"#444\"" : "";
        fprintf(f, "<text x=\"10\" y=\"%d\"%s>", y, attr);
        xml_text(f, t->text[i]);
        fputs("</text>\n", f);
    }
    fputs("</g>\n</svg>\n", f);
    free(t);
}

int svg_write_file(const char *path, const tg_replay *r, const tg_score *s, const char *result,
                   const svg_options *o, char *err, size_t nerr) {
    size_t len = strlen(path) + 16;
    char *tmp = malloc(len);
    if (!tmp) {
        snprintf(err, nerr, "out of memory");
        return -1;
    }
    snprintf(tmp, len, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, nerr, "%s", strerror(errno));
        free(tmp);
        return -1;
    }
    fchmod(fd, 0644);
    FILE *f = fdopen(fd, "w");
    if (!f) {
        snprintf(err, nerr, "%s", strerror(errno));
        close(fd);
        unlink(tmp);
        free(tmp);
        return -1;
    }
    svg_write(f, r, s, result, o);
    bool ok = !ferror(f);
    ok = fflush(f) == 0 && ok;
    ok = fsync(fileno(f)) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        snprintf(err, nerr, "%s", strerror(errno));
        unlink(tmp);
        free(tmp);
        return -1;
    }
    free(tmp);
    return 0;
}
