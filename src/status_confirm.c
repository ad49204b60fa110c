/*
 * status_confirm.c — confirmation play (Japanese 1989 rules, and the Korean
 * variant): can the opponent capture this chain if play went on?
 *
 * A depth-first AND/OR search on a copy of the board, confined to the local
 * area of the disputed chain. The attacker moves first and wins by
 * capturing a stone of the target chain. The defender wins when the
 * attacker gives up: a pass while no ko ban is waiting to be lifted. Ko:
 * under the 1989 rules a player whose stone was taken in a ko may not
 * retake that ko until they have passed once (bans[] below, cleared by
 * the banned player's pass); the Korean variant has only the basic ko rule,
 * plus: no position may repeat within the line. Any repetition of a whole
 * state (position, bans, player to move) ends the line for the defender:
 * an endless fight is not a capture.
 *
 * Invariant: a DEAD answer is a proof (every defence was read out and
 * refuted; a line cut by the depth limit counts as a successful defence).
 * ALIVE is only answered when no line was cut; otherwise UNKNOWN.
 *
 * A capture of the target answered at once by a snapback (the defender
 * plays back on a point of the captured chain and takes two stones or
 * more) is no win for the attacker: the 1989 rules' Article 7 calls
 * stones alive whose capture lets their owner play a new stone that
 * cannot be captured (recaptured() below).
 *
 * What it does not do: read outside the area, use a transposition table, or
 * follow play after the capture beyond that snapback (other stones played
 * again in the captured space are not examined: the precedents of the 1989
 * rules that need that, e.g. "sending two returning one" inside the space,
 * are not covered).
 */
#include <string.h>

#include "tengen/status.h"

#define CF_MAX_DEPTH 48
#define CF_MAX_AREA 40
#define CF_MAX_BANS 4

typedef struct cf_bans {
    tg_point p[3][CF_MAX_BANS]; /* per colour: points it may not retake */
    uint8_t n[3];
} cf_bans;

typedef struct cf_search {
    tg_color att, def;
    tg_point target;
    bool korean;
    tg_point area[TG_MAX_POINTS];
    int narea;
    long nodes, budget;
    bool cut;          /* some line was cut by depth or budget */
    bool aborted;      /* the budget ran out */
    uint64_t path[CF_MAX_DEPTH + 8];
    uint64_t boards[CF_MAX_DEPTH + 8];
    int depth, nboards;
    tg_point first_move;
} cf_search;

static uint64_t state_key(const tg_board *b, const cf_bans *bans, tg_color to_move) {
    uint64_t h = b->hash ^ (to_move == TG_BLACK ? 0x5bd1e9955bd1e995ull : 0);
    for (int c = 1; c <= 2; c++)
        for (int i = 0; i < bans->n[c]; i++)
            h ^= tg_zobrist(bans->p[c][i], (tg_color)c) * 0x9E3779B97F4A7C15ull + (uint64_t)c;
    return h;
}

static bool banned(const cf_bans *bans, tg_color c, tg_point p) {
    for (int i = 0; i < bans->n[c]; i++)
        if (bans->p[c][i] == p) return true;
    return false;
}

/* Plays c at p if legal for confirmation play; returns false (board
 * untouched) if not. Updates the bans for a ko capture. */
static bool cf_play(cf_search *s, tg_board *b, cf_bans *bans, tg_point p, tg_color c) {
    if (b->color[p] != TG_EMPTY) return false;
    if (b->ko_point == p && b->ko_color == c) return false;
    tg_play_effect e = tg_board_predict(b, p, c);
    if (e.self_captured) return false;
    if (!s->korean && e.captured == 1 && banned(bans, c, p)) return false;
    if (s->korean) {
        uint64_t h = tg_board_hash_after(b, p, c);
        for (int i = 0; i < s->nboards; i++)
            if (s->boards[i] == h) return false;
    }
    tg_board_play(b, p, c);
    /* A ko capture: the opponent may not retake until it passes. */
    tg_color o = tg_opponent(c);
    if (!s->korean && b->ko_point != TG_PASS && b->ko_color == o && bans->n[o] < CF_MAX_BANS &&
        !banned(bans, o, b->ko_point))
        bans->p[o][bans->n[o]++] = b->ko_point;
    return true;
}

static bool on_path(const cf_search *s, uint64_t key) {
    for (int i = 0; i < s->depth; i++)
        if (s->path[i] == key) return true;
    return false;
}

static bool defender_saves(cf_search *s, const tg_board *b, const cf_bans *bans);

/* The 1989 rules' second clause of Article 7: stones whose capture lets
 * their owner play a new stone there that the opponent cannot capture are
 * alive. The case read here is the snapback: after is the board just
 * after the attacker's move captured the target (before, the board it was
 * played on), and the defender, to move, plays back on a point of the
 * captured chain and takes two stones or more (so no ko), its new stone
 * keeping two liberties (so not at once taken again). The capture cost
 * the attacker more than it took: the target stands. A stone played into
 * the emptied space without capturing is the nakade reading this file
 * leaves out (see the header). */
static bool recaptured(cf_search *s, const tg_board *before, const tg_board *after, const cf_bans *bans) {
    tg_point h = before->chain[s->target], t = h;
    do {
        if (after->color[t] == TG_EMPTY && tg_board_predict(after, t, s->def).captured >= 2) {
            tg_board nb = *after;
            cf_bans nbans = *bans;
            if (cf_play(s, &nb, &nbans, t, s->def) && nb.libs[nb.chain[t]] >= 2) return true;
        }
        t = before->next[t];
    } while (t != h);
    return false;
}

/* Whether the attacker, to move, captures the target. */
static bool attacker_wins(cf_search *s, const tg_board *b, const cf_bans *bans) {
    if (s->aborted) return false;
    if (++s->nodes > s->budget) {
        s->aborted = s->cut = true;
        return false;
    }
    if (s->depth >= CF_MAX_DEPTH) {
        s->cut = true;
        return false;
    }
    uint64_t key = state_key(b, bans, s->att);
    if (on_path(s, key)) return false;
    s->path[s->depth++] = key;
    bool win = false;
    for (int i = 0; i < s->narea && !win && !s->aborted; i++) {
        tg_board nb = *b;
        cf_bans nbans = *bans;
        if (!cf_play(s, &nb, &nbans, s->area[i], s->att)) continue;
        s->boards[s->nboards++] = nb.hash;
        if (nb.color[s->target] != s->def) win = !recaptured(s, b, &nb, &nbans);
        else win = !defender_saves(s, &nb, &nbans);
        s->nboards--;
        if (win && s->depth == 1) s->first_move = s->area[i];
    }
    /* A pass to lift a ko ban. */
    if (!win && !s->aborted && bans->n[s->att]) {
        tg_board nb = *b;
        cf_bans nbans = *bans;
        nbans.n[s->att] = 0;
        tg_board_pass(&nb);
        win = !defender_saves(s, &nb, &nbans);
    }
    s->depth--;
    return win;
}

/* Whether the defender, to move, keeps the target uncaptured. */
static bool defender_saves(cf_search *s, const tg_board *b, const cf_bans *bans) {
    if (s->aborted) return true;
    if (++s->nodes > s->budget) {
        s->aborted = s->cut = true;
        return true;
    }
    if (s->depth >= CF_MAX_DEPTH) {
        s->cut = true;
        return true;
    }
    uint64_t key = state_key(b, bans, s->def);
    if (on_path(s, key)) return true;
    s->path[s->depth++] = key;
    bool save = false;
    for (int i = 0; i < s->narea && !save && !s->aborted; i++) {
        tg_board nb = *b;
        cf_bans nbans = *bans;
        if (!cf_play(s, &nb, &nbans, s->area[i], s->def)) continue;
        s->boards[s->nboards++] = nb.hash;
        save = !attacker_wins(s, &nb, &nbans);
        s->nboards--;
    }
    if (!save && !s->aborted) {
        tg_board nb = *b;
        cf_bans nbans = *bans;
        nbans.n[s->def] = 0;
        tg_board_pass(&nb);
        save = !attacker_wins(s, &nb, &nbans);
    }
    s->depth--;
    return save;
}

/* The local area: empty points and defender stones reachable from the
 * target without crossing attacker stones, then attacker chains touching
 * it with few liberties and their liberties. Moves are tried in this
 * order: liberties of the target first. */
static void find_area(cf_search *s, const tg_board *b) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool in[TG_MAX_POINTS];
    uint16_t stack[TG_MAX_POINTS];
    memset(in, 0, sizeof in);
    int sp = 0, n = 0;
    tg_point pts[TG_MAX_POINTS];
    stack[sp++] = s->target;
    in[s->target] = true;
    while (sp) {
        tg_point p = stack[--sp];
        pts[n++] = p;
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(p + off[k]);
            uint8_t c = b->color[q];
            if (in[q] || c == TG_EDGE) continue;
            if (c == s->att) {
                if (tg_board_libs(b, q) > 3) continue;
                /* A weak attacker chain: its stones and liberties. */
                tg_point h = b->chain[q], t = h;
                do {
                    if (!in[t]) {
                        in[t] = true;
                        pts[n++] = t;
                    }
                    for (int j = 0; j < 4; j++) {
                        tg_point l = (tg_point)(t + off[j]);
                        if (b->color[l] == TG_EMPTY && !in[l]) {
                            in[l] = true;
                            stack[sp++] = l;
                        }
                    }
                    t = b->next[t];
                } while (t != h);
                continue;
            }
            in[q] = true;
            stack[sp++] = q;
        }
    }
    /* Empty points first (liberties of the target before the rest), then
     * stones, which become playable once captured. */
    s->narea = 0;
    tg_point th = b->chain[s->target];
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < n; i++) {
            tg_point p = pts[i];
            bool empty = b->color[p] == TG_EMPTY;
            bool lib = false;
            for (int k = 0; k < 4 && empty; k++) {
                tg_point q = (tg_point)(p + off[k]);
                if (b->color[q] == s->def && b->chain[q] == th) lib = true;
            }
            if ((pass == 0 && empty && lib) || (pass == 1 && empty && !lib) ||
                (pass == 2 && !empty))
                s->area[s->narea++] = p;
        }
}

tg_confirm_info tg_confirm_solve(const tg_board *b, tg_point target, bool korean, long budget) {
    tg_confirm_info info;
    memset(&info, 0, sizeof info);
    info.result = TG_CONFIRM_UNKNOWN;
    if (!tg_on_board(b, target) || (b->color[target] != TG_BLACK && b->color[target] != TG_WHITE))
        return info;
    cf_search *s = NULL, sbuf;
    s = &sbuf;
    memset(s, 0, sizeof *s);
    s->def = (tg_color)b->color[target];
    s->att = tg_opponent(s->def);
    s->target = target;
    s->korean = korean;
    s->budget = budget > 0 ? budget : 200000;
    find_area(s, b);
    int empties = 0;
    for (int i = 0; i < s->narea; i++) empties += b->color[s->area[i]] == TG_EMPTY;
    info.area = empties;
    if (s->narea > CF_MAX_AREA) return info;
    tg_board start = *b;
    tg_board_pass(&start); /* the stopped position: no ko pending */
    cf_bans bans;
    memset(&bans, 0, sizeof bans);
    s->boards[s->nboards++] = start.hash;
    bool dead = attacker_wins(s, &start, &bans);
    info.nodes = s->nodes;
    if (dead) {
        info.result = TG_CONFIRM_DEAD;
        info.first_move = s->first_move;
    } else if (!s->cut) {
        info.result = TG_CONFIRM_ALIVE;
    }
    return info;
}

/* --------------------------------------------------- whole-board use */

int tg_life_confirm(const tg_board *b, const tg_rules *rules, bool all, long budget,
                    tg_life_map *m) {
    bool korean = rules && rules->dispute == TG_DISPUTE_CONFIRM_KOREAN;
    uint8_t before_life[TG_MAX_POINTS], before_reason[TG_MAX_POINTS], before_cert[TG_MAX_POINTS];
    memcpy(before_life, m->life, sizeof before_life);
    memcpy(before_reason, m->reason, sizeof before_reason);
    memcpy(before_cert, m->certainty, sizeof before_cert);
    int settled = 0;
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || b->chain[s] != s) continue;
            if (m->reason[s] == TG_WHY_PASS_ALIVE || m->reason[s] == TG_WHY_PASS_DEAD) continue;
            /* A chain in atari is read whatever the playouts say: its
             * capture is one move away, and whether their random moves took
             * it (a ko, a mutual atari) is their luck, so a share of 80 or
             * more is no verdict (Tygem 877182904: White's A6 in atari,
             * alive at certainty 58-68 over seeds 1-8 and read dead, 80 at
             * seed 3 and left alive, B+7.5 against the recorded B+9.5). */
            if (!all && m->certainty[s] >= 80 && b->libs[s] > 1) continue;
            tg_confirm_info info = tg_confirm_solve(b, s, korean, budget);
            if (info.result == TG_CONFIRM_UNKNOWN) continue;
            tg_life l = info.result == TG_CONFIRM_DEAD ? TG_LIFE_DEAD : TG_LIFE_ALIVE;
            tg_point t = s;
            do {
                m->life[t] = (uint8_t)l;
                m->reason[t] = TG_WHY_CONFIRM;
                m->certainty[t] = 100;
                t = b->next[t];
            } while (t != s);
            settled++;
        }
    /* A capturing race read from both sides says both die when whoever
     * moves first wins: that is not settled, so both keep their verdict. */
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool undo[TG_MAX_POINTS];
    memset(undo, 0, sizeof undo);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            if (m->reason[s] != TG_WHY_CONFIRM || m->life[s] != TG_LIFE_DEAD) continue;
            for (int k = 0; k < 4; k++) {
                tg_point q = (tg_point)(s + off[k]);
                uint8_t qc = b->color[q];
                if ((qc == TG_BLACK || qc == TG_WHITE) && qc != b->color[s] &&
                    m->reason[q] == TG_WHY_CONFIRM && m->life[q] == TG_LIFE_DEAD)
                    undo[b->chain[s]] = undo[b->chain[q]] = true;
            }
        }
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            tg_point s = tg_point_at(b, x, y);
            uint8_t c = b->color[s];
            if ((c != TG_BLACK && c != TG_WHITE) || !undo[b->chain[s]]) continue;
            m->life[s] = before_life[s];
            m->reason[s] = before_reason[s];
            m->certainty[s] = before_cert[s];
            if (b->chain[s] == s) settled--;
        }
    return settled;
}
