/*
 * status_capture.c — whether a chain short of liberties can be captured.
 *
 * A small tactical reader, the attacker to move: a chain of one liberty is
 * taken by playing there; a chain of two is taken when some play on one of
 * its liberties leaves an atari that no defence escapes. The defences read
 * are the two a chain in atari has: its owner plays on its last liberty,
 * or captures an attacking chain beside it that is in atari too. After a
 * defence the chain is safe with three liberties or more, and read again
 * with two. This reads ladders, throw-ins and the capture that only buys a
 * chain two liberties it cannot keep (Tygem 877554122: White's corner in
 * atari takes Black's two stones at S19, and Black's throw-in at T18, taken
 * at T19, leaves it in atari again at T18).
 *
 * Invariant: "captured" is always proved. What the reader does not look at
 * (a net, a play away from the chain's liberties, a ko the attacker must
 * win, a reading past CAPTURE_NODES positions or CAPTURE_DEPTH plays) it
 * counts as the chain escaping, so the callers' earlier answer (the chain
 * is free) stands wherever the reading is not sure.
 *
 * No allocation: one board per ply on the stack; no global state.
 */
#include "search_internal.h"
#include "status_internal.h"

/* Positions read per question, and plays deep: a ladder moves one row or
 * one column a step of two plays, so one across the largest board, corner
 * to corner, is about 4 * TG_MAX_SIDE plays (a board each on the stack,
 * about 1 MB at the deepest). */
enum { CAPTURE_NODES = 4000, CAPTURE_DEPTH = 4 * TG_MAX_SIDE + 8 };

typedef struct {
    int nodes;
    tg_point first; /* the attacker's first play that captures (TG_PASS: none yet) */
} capture_read;

static bool attack(capture_read *r, const tg_board *b, tg_point s, int depth);

/* Whether the owner of s (one liberty, to move) saves it. */
static bool defend(capture_read *r, const tg_board *b, tg_point s, int depth) {
    if (++r->nodes > CAPTURE_NODES || depth >= CAPTURE_DEPTH) return true;
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color dfd = (tg_color)b->color[s], atk = tg_opponent(dfd);
    /* The defences: the last liberty, and the liberty of each attacking
     * chain in atari beside s. More than the room here (a chain touching
     * dozens of chains in atari) is not read: the chain escapes. */
    tg_point cand[32];
    int n = 0;
    sp_chain_libs(b, s, &cand[n++], 1);
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != atk || b->libs[b->chain[q]] != 1) continue;
            tg_point p;
            sp_chain_libs(b, q, &p, 1);
            bool seen = false;
            for (int i = 0; i < n && !seen; i++) seen = cand[i] == p;
            if (seen) continue;
            if (n == (int)(sizeof cand / sizeof cand[0])) return true;
            cand[n++] = p;
        }
        t = b->next[t];
    } while (t != s);
    for (int i = 0; i < n; i++) {
        if (!tg_board_legal(b, cand[i], dfd)) continue;
        tg_board f;
        tg_board_copy(&f, b);
        tg_play_effect e = tg_board_play(&f, cand[i], dfd);
        if (e.self_captured || f.color[s] != dfd) continue;
        if (f.libs[f.chain[s]] >= 3 || !attack(r, &f, s, depth + 1)) return true;
    }
    return false;
}

/* Whether the opponent of s's owner, to move, captures s. */
static bool attack(capture_read *r, const tg_board *b, tg_point s, int depth) {
    if (++r->nodes > CAPTURE_NODES || depth >= CAPTURE_DEPTH) return false;
    tg_color dfd = (tg_color)b->color[s], atk = tg_opponent(dfd);
    tg_point libs[3];
    int n = sp_chain_libs(b, s, libs, 3);
    /* A play on a last liberty takes the chain, so it is never suicide:
     * it is illegal only as a ko retake, which is a fight, not a capture. */
    if (n == 1) return tg_board_legal(b, libs[0], atk);
    if (n != 2) return false;
    /* The atari that leaves the owner's run the less room first: the play
     * on the liberty with the more empty points around it, so that the
     * other, where the owner runs, has the fewer. In a ladder that is the
     * working one, so a long ladder is read in a few positions a step
     * rather than in every wrong turn's own ladder. */
    if (tg_board_nbr_count(b, libs[0], TG_EMPTY) < tg_board_nbr_count(b, libs[1], TG_EMPTY)) {
        tg_point x = libs[0];
        libs[0] = libs[1];
        libs[1] = x;
    }
    for (int i = 0; i < 2; i++) {
        if (!tg_board_legal(b, libs[i], atk)) continue;
        tg_board f;
        tg_board_copy(&f, b);
        tg_play_effect e = tg_board_play(&f, libs[i], atk);
        /* Not an atari (the play took stones beside s and gave it
         * liberties): the owner could answer anywhere, which defend does
         * not read. */
        if (e.self_captured || f.color[s] != dfd || f.libs[f.chain[s]] != 1) continue;
        if (!defend(r, &f, s, depth + 1)) {
            if (depth == 0) r->first = libs[i];
            return true;
        }
    }
    return false;
}

/* (status_internal.h) */
bool tg_status__capturable(const tg_board *b, tg_point s) {
    if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) return false;
    capture_read r = {0, TG_PASS};
    return attack(&r, b, s, 0);
}

/* (status_internal.h) */
tg_point tg_status__capturing_atari(const tg_board *b, tg_point s) {
    if (b->color[s] != TG_BLACK && b->color[s] != TG_WHITE) return TG_PASS;
    capture_read r = {0, TG_PASS};
    return attack(&r, b, s, 0) ? r.first : TG_PASS;
}

/* (status_internal.h) */
int tg_status__short_beside(const tg_board *b, tg_point s, int libs, tg_point *heads, int max) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    tg_color o = tg_opponent((tg_color)b->color[s]);
    int n = 0;
    tg_point t = s;
    do {
        for (int k = 0; k < 4; k++) {
            tg_point q = (tg_point)(t + off[k]);
            if (b->color[q] != o || b->libs[b->chain[q]] != libs) continue;
            bool seen = false;
            for (int i = 0; i < n && !seen; i++) seen = heads[i] == b->chain[q];
            if (seen) continue;
            if (n == max) return -1;
            heads[n++] = b->chain[q];
        }
        t = b->next[t];
    } while (t != s);
    return n;
}
