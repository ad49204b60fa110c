/*
 * handicap.c — fixed handicap placement (docs/rules.md, "Handicap"), in the AGA order and
 * in the GTP specification's order.
 *
 * The star lines lie at distance 4 from the edge on sides from 13, at
 * distance 3 on sides 7 to 12, and on the middle line of odd sides. Each axis
 * is treated on its own, so rectangular boards get the analogous points.
 * At most 9 stones when both sides are odd and at least 9; at most 4 when a
 * side is even or is 7 or 8; none when a side is below 7.
 */
#include "tengen/tengen.h"

/* The nine star points, by name. */
enum { UR, LL, LR, UL, RIGHT, LEFT, TOP, BOTTOM, CENTRE };

static const int aga_order[9] = {UR, LL, LR, UL, RIGHT, LEFT, TOP, BOTTOM, CENTRE};
static const int gtp_order[9] = {LL, UR, UL, LR, LEFT, RIGHT, BOTTOM, TOP, CENTRE};

int tg_handicap_max(const tg_board *b) {
    int w = b->width, h = b->height;
    if (w < 7 || h < 7) return 0;
    if (w % 2 == 0 || h % 2 == 0 || w < 9 || h < 9) return 4;
    return 9;
}

static int star_line(int side) { return side >= 13 ? 3 : 2; }

static tg_point star(const tg_board *b, int which) {
    int w = b->width, h = b->height;
    int lo_x = star_line(w), hi_x = w - 1 - lo_x, mid_x = (w - 1) / 2;
    int top = star_line(h), bottom = h - 1 - top, mid_y = (h - 1) / 2;
    switch (which) {
    case UR: return tg_point_at(b, hi_x, top);
    case LL: return tg_point_at(b, lo_x, bottom);
    case LR: return tg_point_at(b, hi_x, bottom);
    case UL: return tg_point_at(b, lo_x, top);
    case RIGHT: return tg_point_at(b, hi_x, mid_y);
    case LEFT: return tg_point_at(b, lo_x, mid_y);
    case TOP: return tg_point_at(b, mid_x, top);
    case BOTTOM: return tg_point_at(b, mid_x, bottom);
    default: return tg_point_at(b, mid_x, mid_y);
    }
}

tg_status tg_handicap_points(const tg_board *b, int n, tg_handicap_order order, tg_point *out) {
    if (n < 2 || n > tg_handicap_max(b)) return TG_ERR_ARG;
    const int *seq = order == TG_ORDER_GTP ? gtp_order : aga_order;
    /* With 5 and 7 stones the last one goes to the centre instead. */
    bool centre_last = n == 5 || n == 7;
    for (int i = 0; i < n; i++)
        out[i] = star(b, centre_last && i == n - 1 ? CENTRE : seq[i]);
    return TG_OK;
}
