/*
 * sgf_read.c — the SGF reader: bytes in, a collection of trees out.
 *
 * To start reading, begin with tg_sgf_parse at the bottom: it finds each
 * game tree, parses it with parse_tree (an explicit stack of open
 * variations, never recursion), then converts each game to UTF-8 according
 * to its CA (sgf_charset.c). The tree goes into the collection's arena
 * (sgf_arena.c); the common node (";B[pd]") is read at once by fast_node,
 * every other one property by property. With moves_aside (a read for
 * replay alone), the plain moves that end a game's main line are kept as
 * a compact list by aside_nodes, and built into nodes by build_aside only
 * when the tree goes on after them.
 *
 * Invariants: every byte is consumed once by the lexer, which keeps line
 * and column (fast_node looks ahead and consumes only a node it builds
 * whole, exactly as the general way would); every allocation is bounded by
 * the options (input size, node, value and depth counts, value length); on
 * an error nothing leaks (the arena is the collection's) and the message
 * names the position and what was expected.
 *
 * Not here: the meaning of any property (sgf_values.c), writing
 * (sgf_write.c). Real-world mess that is tolerated is reported as a warning
 * on the collection, never silently.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buffer_here.h"
#include "sgf_internal.h"
#include "sgf_letters.h"

/* ------------------------------------------------------------- lexer */

typedef struct reader {
    const char *data;
    size_t len, pos;
    int line, col;
    tg_sgf_options opt;
    tg_sgf_collection *coll;
    /* The collection the tree is for, and its arena (coll, which gets the
     * warnings, is a scratch one when a converted text is read again). */
    tg_sgf_collection *owner;
    tg_sgf__arena *arena;
    tg_sgf_error *err;
    size_t nodes, values;
    bool warned_long_ids;
    int dbcs; /* TG_SGF__DBCS_*: step over two-byte characters in values */
    /* moves_aside: the plain moves read since the main line's last node in
     * the tree (reused from tree to tree; aside_here, on
     * parse_keeping_aside's stack, until a line outgrows it, then
     * malloc'd; both NULL without moves_aside): kept aside if the tree
     * ends right after them, else built into nodes (build_aside). */
    tg_sgf_move_aside *aside, *aside_here;
    size_t naside, capaside;
} reader;

/* The moves kept aside that parse_keeping_aside holds on its stack (6 KB): most
 * games' lines, with no malloc, realloc and free a record. */
#define ASIDE_HERE 512

static bool at_end(const reader *r) { return r->pos >= r->len; }
static int peek(const reader *r) { return at_end(r) ? -1 : (unsigned char)r->data[r->pos]; }

static void advance(reader *r) {
    char c = r->data[r->pos++];
    if (c == '\r') {
        r->line++;
        r->col = 1;
    } else if (c == '\n') {
        if (r->pos >= 2 && r->data[r->pos - 2] == '\r')
            return; /* CR LF is one line break, counted at the CR */
        r->line++;
        r->col = 1;
    } else {
        r->col++;
    }
}

static bool is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
static bool is_upper(int c) { return c >= 'A' && c <= 'Z'; }
static bool is_lower(int c) { return c >= 'a' && c <= 'z'; }
static bool is_letter(int c) { return is_upper(c) || is_lower(c); }

static void skip_space(reader *r) {
    while (!at_end(r)) {
        char c = r->data[r->pos];
        if (c == ' ' || c == '\t' || c == '\v' || c == '\f') { /* one column */
            r->pos++;
            r->col++;
        } else if (c == '\n' || c == '\r') {
            advance(r);
        } else {
            break;
        }
    }
}

/* Describes the byte at the current position for messages. */
static const char *describe_here(const reader *r, char buf[24]) {
    int c = peek(r);
    if (c < 0)
        return "end of input";
    if (c > 32 && c < 127)
        snprintf(buf, 24, "'%c'", c);
    else
        snprintf(buf, 24, "byte 0x%02x", (unsigned)c);
    return buf;
}

static tg_status fail(reader *r, tg_status st, const char *msg) {
    tg_sgf__set_error(r->err, st, r->line, r->col, "%s", msg);
    return st;
}

static tg_status fail_expected(reader *r, const char *what) {
    char buf[24];
    tg_sgf__set_error(r->err, TG_ERR_PARSE, r->line, r->col, "expected %s, found %s", what,
                      describe_here(r, buf));
    return TG_ERR_PARSE;
}

/* A tolerated problem: a warning, or an error in strict mode. */
static tg_status tolerate(reader *r, int line, int col, const char *msg) {
    if (r->opt.strict) {
        tg_sgf__set_error(r->err, TG_ERR_PARSE, line, col, "%s", msg);
        return TG_ERR_PARSE;
    }
    tg_sgf__warn(r->coll, line, col, "%s", msg);
    return TG_OK;
}

/* -------------------------------------------------------- properties */

/* Reads a property identifier: letters, of which the upper-case ones make
 * the identifier (FF[1] "AddBlack" is AB); an all lower-case name is
 * upper-cased. */
static tg_status read_id(reader *r, char id[TG_SGF_MAX_ID + 1], char raw[TG_SGF_MAX_ID + 1]) {
    size_t n = 0, k = 0;
    bool lower = false, upper = false;
    int line = r->line, col = r->col;
    while (is_letter(peek(r))) {
        if (n == TG_SGF_MAX_ID)
            return fail(r, TG_ERR_PARSE, "property identifier longer than 32 letters");
        int c = peek(r);
        raw[n++] = (char)c;
        if (is_upper(c)) {
            id[k++] = (char)c;
            upper = true;
        } else {
            lower = true;
        }
        advance(r);
    }
    raw[n] = id[k] = '\0';
    if (!lower)
        return TG_OK;
    if (!upper) {
        for (size_t i = 0; i < n; i++)
            id[i] = (char)(raw[i] - 'a' + 'A');
        id[n] = '\0';
        char msg[160];
        snprintf(msg, sizeof msg, "lower-case property identifier %s read as %s", raw, id);
        return tolerate(r, line, col, msg);
    }
    if (r->warned_long_ids && !r->opt.strict)
        return TG_OK;
    r->warned_long_ids = true;
    char msg[200];
    snprintf(msg, sizeof msg,
             "old-style long property identifier %s read as %s (further ones not reported)", raw,
             id);
    return tolerate(r, line, col, msg);
}

/* Reads one value after its '[' up to the closing unescaped ']'. */
static tg_status read_value(reader *r, tg_sgf_prop *p) {
    int line = r->line, col = r->col;
    r->pos++; /* '[': one column */
    r->col++;
    size_t start = r->pos;
    for (;;) {
        if (r->dbcs == TG_SGF__DBCS_NONE) {
            /* A run of plain bytes (one column each), as advance() would
             * step over them one by one. */
            const char *d = r->data;
            size_t i = r->pos, end = r->len;
            while (i < end && d[i] != ']' && d[i] != '\\' && d[i] != '\n' && d[i] != '\r')
                i++;
            r->col += (int)(i - r->pos);
            r->pos = i;
            if (r->pos - start > r->opt.max_value)
                goto too_long;
        }
        int c = peek(r);
        if (c < 0) {
            tg_sgf__set_error(r->err, TG_ERR_PARSE, r->line, r->col,
                              "expected ']' to close the value of property %s "
                              "(opened at line %d, column %d)",
                              p->id, line, col);
            return TG_ERR_PARSE;
        }
        if (c == ']')
            break;
        advance(r);
        bool pair = c == '\\' || (r->dbcs != TG_SGF__DBCS_NONE &&
                                   tg_sgf__dbcs_lead(r->dbcs, (unsigned char)c));
        if (pair && !at_end(r))
            advance(r);
        if (r->pos - start > r->opt.max_value) {
        too_long:
            tg_sgf__set_error(r->err, TG_ERR_PARSE, line, col,
                              "the value of property %s is longer than the limit of %zu bytes",
                              p->id, r->opt.max_value);
            return TG_ERR_PARSE;
        }
    }
    size_t len = r->pos - start;
    r->pos++; /* ']': one column */
    r->col++;
    if (++r->values > r->opt.max_values) {
        tg_sgf__set_error(r->err, TG_ERR_PARSE, line, col,
                          "more than %zu property values", r->opt.max_values);
        return TG_ERR_PARSE;
    }
    if (tg_sgf__prop_push(r->arena, p, r->data + start, len) != TG_OK)
        return fail(r, TG_ERR_NOMEM, "out of memory");
    return TG_OK;
}

/* Reads one property (identifier and values) into node n. */
static tg_status read_property(reader *r, tg_sgf_node *n) {
    char id[TG_SGF_MAX_ID + 1], raw[TG_SGF_MAX_ID + 1];
    int line = r->line, col = r->col;
    tg_status st;
    /* The common identifier, upper-case letters right before '[', read at
     * once: read_id and skip_space would read it the same way, letter by
     * letter (a letter is one column). Anything else takes that way. */
    const char *d = r->data;
    size_t i = r->pos, k = 0;
    while (i < r->len && k < TG_SGF_MAX_ID && is_upper(d[i]))
        id[k++] = d[i++];
    if (k && i < r->len && d[i] == '[') {
        id[k] = '\0';
        r->col += (int)k;
        r->pos = i;
    } else {
        if ((st = read_id(r, id, raw)) != TG_OK)
            return st;
        skip_space(r);
        if (peek(r) != '[') {
            char what[80];
            snprintf(what, sizeof what, "'[' to start a value of property %s", id);
            return fail_expected(r, what);
        }
        k = strlen(id);
    }
    tg_sgf_prop *p = n->nprops ? (tg_sgf_prop *)tg_sgf_node_find(n, id) : NULL;
    bool dup = p != NULL;
    if (!p)
        p = tg_sgf__prop_add_id(r->arena, n, id, k);
    if (!p)
        return fail(r, TG_ERR_NOMEM, "out of memory");
    if (dup) {
        char msg[160];
        snprintf(msg, sizeof msg, "property %s appears twice in one node; values merged", id);
        if ((st = tolerate(r, line, col, msg)) != TG_OK)
            return st;
    }
    while (peek(r) == '[') {
        if ((st = read_value(r, p)) != TG_OK)
            return st;
        skip_space(r);
    }
    return TG_OK;
}

/* Reads the properties of a node whose ';' (if any) was consumed. */
static tg_status read_node_body(reader *r, tg_sgf_node *n) {
    for (;;) {
        skip_space(r);
        if (!is_letter(peek(r)))
            return TG_OK;
        tg_status st = read_property(r, n);
        if (st != TG_OK)
            return st;
    }
}

/* ---------------------------------------------------------- the tree */

/* An open '(' : the node the variation hangs from (NULL for the root of a
 * game tree), the last node read in it, and where it opened. */
typedef struct frame {
    tg_sgf_node *parent, *last;
    int line, col;
    bool closed_child; /* a variation inside it has been closed */
} frame;

/* The open trees: f is here (no malloc a tree) until more than
 * FRAMES_HERE are open, then malloc'd. */
#define FRAMES_HERE 16
typedef struct frame_stack {
    frame *f;
    size_t n, cap;
    frame here[FRAMES_HERE];
} frame_stack;

static tg_status push_frame(reader *r, frame_stack *s, tg_sgf_node *parent) {
    if (s->n >= r->opt.max_depth)
        return fail(r, TG_ERR_PARSE, "variations nested too deeply");
    if (s->n == s->cap) {
        size_t cap = s->cap * 2;
        frame *f = tg_buffer__grow(s->f, s->here, s->n, cap, sizeof *f);
        if (!f)
            return fail(r, TG_ERR_NOMEM, "out of memory");
        s->f = f;
        s->cap = cap;
    }
    s->f[s->n++] = (frame){parent, NULL, r->line, r->col, false};
    return TG_OK;
}

/* A new node at the current place of the top frame. */
static tg_status add_node(reader *r, frame_stack *s, tg_sgf_node **root) {
    frame *f = &s->f[s->n - 1];
    if (++r->nodes > r->opt.max_nodes) {
        tg_sgf__set_error(r->err, TG_ERR_PARSE, r->line, r->col, "more than %zu nodes",
                          r->opt.max_nodes);
        return TG_ERR_PARSE;
    }
    tg_sgf_node *n = tg_sgf__node_alloc(r->owner, r->arena);
    if (!n)
        return fail(r, TG_ERR_NOMEM, "out of memory");
    n->line = r->line;
    n->column = r->col;
    tg_sgf_node *parent = f->last ? f->last : f->parent;
    if (parent)
        tg_sgf__node_link(parent, n);
    else if (!*root)
        *root = n;
    else {
        /* cannot happen: a game tree has one root (n stays in the arena) */
        return fail(r, TG_ERR_PARSE, "second root in one game tree");
    }
    f->last = n;
    return TG_OK;
}

static tg_status on_node(reader *r, frame_stack *s, tg_sgf_node **root) {
    frame *f = &s->f[s->n - 1];
    tg_status st;
    if (f->closed_child) {
        /* "(;A(;B);C)": a node after a variation; keep it as one more. */
        if ((st = tolerate(r, r->line, r->col,
                           "node after a variation; read as another variation")) != TG_OK)
            return st;
        f->closed_child = false;
    }
    bool has_semicolon = peek(r) == ';';
    if (!has_semicolon &&
        (st = tolerate(r, r->line, r->col, "expected ';' to start a node; node assumed")) != TG_OK)
        return st;
    if ((st = add_node(r, s, root)) != TG_OK)
        return st;
    if (has_semicolon)
        advance(r);
    return read_node_body(r, f->last);
}

static tg_status on_open(reader *r, frame_stack *s) {
    frame *f = &s->f[s->n - 1];
    if (!f->last)
        return fail_expected(r, "';' to start a node before a variation");
    tg_status st = push_frame(r, s, f->last);
    if (st == TG_OK)
        advance(r);
    return st;
}

static tg_status on_close(reader *r, frame_stack *s) {
    frame *f = &s->f[s->n - 1];
    tg_status st;
    if (!f->last && (st = tolerate(r, f->line, f->col, "empty game tree '()' ignored")) != TG_OK)
        return st;
    advance(r);
    s->n--;
    if (s->n)
        s->f[s->n - 1].closed_child = true;
    return TG_OK;
}

/* The input ends with variations still open (a truncated file): all are
 * closed, nothing read is lost. */
static tg_status on_end(reader *r, frame_stack *s) {
    char msg[160];
    snprintf(msg, sizeof msg,
             "unexpected end of input: expected ')' to close the game tree opened at line %d, "
             "column %d; closed here",
             s->f[0].line, s->f[0].col);
    tg_status st = tolerate(r, r->line, r->col, msg);
    if (st == TG_OK)
        s->n = 0;
    return st;
}

/* A byte a value holds as it is: not its end, an escape or a line break. */
static inline bool plain(char c) { return c != ']' && c != '\\' && c != '\n' && c != '\r'; }

/* A node of one property (an identifier of k = 1 or 2 letters) of one
 * value of len bytes, linked after parent: node, value and bytes in one
 * piece of the arena, as fast_node and build_aside make them. NULL when
 * memory ran out (nothing linked). Inline in both: out of line, B3 (the
 * whole trees read) cost 11 instructions a move more (callgrind). */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline tg_sgf_node *one_value_node(reader *r, tg_sgf_node *parent, const char *id, size_t k,
                                          const char *value, size_t len, int line, int column) {
    size_t size = sizeof(tg_sgf_node) + sizeof(tg_sgf_value) + len + 1;
    tg_sgf_node *n = tg_sgf__arena_alloc(r->arena, size, _Alignof(tg_sgf_node));
    if (!n)
        return NULL;
    tg_sgf__node_init(n, r->owner, false);
    n->line = line;
    n->column = column;
    tg_sgf_value *val = (tg_sgf_value *)(void *)(n + 1);
    char *bytes = (char *)(val + 1);
    if (len == 2) {
        bytes[0] = value[0];
        bytes[1] = value[1];
    } else if (len) {
        memcpy(bytes, value, len);
    }
    bytes[len] = '\0';
    val->s = bytes;
    val->len = len;
    tg_sgf_prop *p = &n->inline_props[0];
    memset(p->id, 0, sizeof p->id);
    p->id[0] = id[0];
    if (k == 2)
        p->id[1] = id[1];
    p->heap = false;
    p->count = p->cap = 1;
    p->values = val;
    n->nprops = 1;
    tg_sgf__link(parent, n);
    return n;
}

/* The common node, read at once: ';' then one property of one or two
 * upper-case letters with one value of at most 16 plain bytes (no escape,
 * no line break), then white space and no further property (";B[pd]"). It
 * builds what on_node would build, with the same positions, counts and
 * limits, from one piece of the arena (node, value and bytes). False, with
 * nothing read, when the node is not that simple or any limit is near:
 * on_node reads it then. */
static bool fast_node(reader *r, frame_stack *s) {
    frame *f = &s->f[s->n - 1];
    tg_sgf_node *parent = f->last ? f->last : f->parent;
    const char *d = r->data;
    size_t i = r->pos, end = r->len;
    if (!parent || f->closed_child || r->dbcs != TG_SGF__DBCS_NONE || end - i < 5 ||
        d[i] != ';' || !is_upper(d[i + 1]) || r->nodes >= r->opt.max_nodes ||
        r->values >= r->opt.max_values)
        return false;
    size_t k = is_upper(d[i + 2]) ? 2 : 1; /* the identifier's letters */
    size_t v = i + 2 + k;                  /* the value's first byte */
    if (v > end || d[v - 1] != '[')
        return false;
    size_t j = v;
    if (v + 2 < end && d[v + 2] == ']' && plain(d[v]) && plain(d[v + 1]))
        j = v + 2; /* a move's two letters */
    else
        while (j < end && j - v <= 16 && plain(d[j]))
            j++;
    size_t len = j - v;
    if (j >= end || d[j] != ']' || len > 16 || len > r->opt.max_value)
        return false;
    size_t after = j + 1;
    while (after < end && is_space(d[after]))
        after++;
    if (after < end && (is_letter(d[after]) || d[after] == '['))
        return false; /* more properties or values: the general way */
    tg_sgf_node *n = one_value_node(r, parent, d + i + 1, k, d + v, len, r->line, r->col);
    if (!n)
        return false; /* on_node tries again and reports it */
    f->last = n;
    r->nodes++;
    r->values++;
    r->col += (int)(j + 1 - i); /* no line break in it: one column a byte */
    r->pos = j + 1;
    return true;
}

/* Plain move nodes kept aside (moves_aside), as many as follow one
 * another: each what fast_node would read as ";B[pd]" with two letters a-s
 * (no further property or value after it), in the main line (the first
 * open tree) right after a node of it, with the same limits counted and
 * the same line and column; the white space after each is consumed as
 * skip_space would. False, with nothing read, when the first node is not
 * one. Out of line (called once a run, mostly once a record): parse_tree's
 * loop keeps its registers for fast_node (callgrind: B3 and `check` each
 * about 5 instructions a move fewer than inlined). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static bool aside_nodes(reader *r, frame_stack *s) {
    const frame *f = &s->f[0];
    if (s->n != 1 || !f->last || f->closed_child || r->dbcs != TG_SGF__DBCS_NONE ||
        r->opt.max_value < 2)
        return false;
    const char *d = r->data;
    size_t pos = r->pos, end = r->len, n = r->naside, nodes = r->nodes, values = r->values;
    /* Nodes and values either limit allows before the general way must
     * read (and report) the next node. */
    size_t budget = nodes < r->opt.max_nodes ? r->opt.max_nodes - nodes : 0;
    if (values >= r->opt.max_values) budget = 0;
    else if (r->opt.max_values - values < budget) budget = r->opt.max_values - values;
    tg_sgf_move_aside *buf = r->aside;
    size_t cap = r->capaside;
    int line = r->line, col = r->col;
    for (; budget; budget--) {
        size_t i = pos;
        if (end - i < 6 || d[i] != ';' || d[i + 2] != '[' || d[i + 5] != ']' ||
            (d[i + 1] != 'B' && d[i + 1] != 'W') || !tg_sgf__line_letter(d[i + 3]) ||
            !tg_sgf__line_letter(d[i + 4]))
            break;
        /* The white space after it, counted as skip_space counts it (none
         * when the next node follows at once, as it mostly does). */
        size_t j = i + 6;
        int l2 = line, c2 = col + 6;
        if (j < end && d[j] != ';') {
            for (; j < end; j++) {
                char c = d[j];
                if (c == ' ' || c == '\t' || c == '\v' || c == '\f')
                    c2++;
                else if (c == '\r' || (c == '\n' && d[j - 1] != '\r'))
                    l2++, c2 = 1;
                else if (c != '\n')
                    break;
            }
            if (j < end && d[j] != ';' && (is_letter(d[j]) || d[j] == '['))
                break; /* more properties or values: the general way */
        }
        if (n == cap) {
            size_t ncap = cap ? 2 * cap : 512;
            tg_sgf_move_aside *v = tg_buffer__grow(buf, r->aside_here, n, ncap, sizeof *v);
            if (!v)
                break; /* the general way tries again and reports it */
            r->aside = buf = v;
            r->capaside = cap = ncap;
        }
        tg_sgf_move_aside *m = &buf[n++];
        m->line = line;
        m->column = col;
        m->color = (uint8_t)(d[i + 1] == 'B' ? TG_BLACK : TG_WHITE);
        m->x = d[i + 3];
        m->y = d[i + 4];
        pos = j;
        line = l2;
        col = c2;
    }
    if (n == r->naside)
        return false;
    r->nodes = nodes + (n - r->naside);
    r->values = values + (n - r->naside);
    r->naside = n;
    r->pos = pos;
    r->line = line;
    r->col = col;
    return true;
}

/* The moves kept aside so far, built into the nodes fast_node would have
 * made (the tree goes on after them). */
static tg_status build_aside(reader *r, frame_stack *s) {
    frame *f = &s->f[0];
    for (size_t k = 0; k < r->naside; k++) {
        const tg_sgf_move_aside *m = &r->aside[k];
        const char id = m->color == TG_BLACK ? 'B' : 'W', xy[2] = {m->x, m->y};
        tg_sgf_node *n = one_value_node(r, f->last, &id, 1, xy, 2, m->line, m->column);
        if (!n) {
            r->naside = 0;
            return fail(r, TG_ERR_NOMEM, "out of memory");
        }
        f->last = n;
    }
    r->naside = 0;
    return TG_OK;
}

/* Parses one game tree starting at its '('. *root gets the root node (NULL
 * for an empty "()"), owned by the caller even on error. With moves_aside,
 * the plain moves that end the main line are kept aside (on the owner,
 * after the line's last node in the tree). */
static tg_status parse_tree(reader *r, tg_sgf_node **root) {
    frame_stack s;
    s.f = s.here;
    s.n = 0;
    s.cap = FRAMES_HERE;
    tg_status st = push_frame(r, &s, NULL);
    if (st == TG_OK)
        advance(r); /* '(' */
    bool aside = r->opt.moves_aside;
    r->naside = 0;
    while (st == TG_OK && s.n) {
        skip_space(r);
        int c = peek(r);
        if (aside && c == ';' && aside_nodes(r, &s))
            continue;
        if (r->naside && !(c == ')' && s.n == 1) && (st = build_aside(r, &s)) != TG_OK)
            break;
        if (c == ';' && fast_node(r, &s))
            continue;
        if (c == ';' || is_letter(c))
            st = on_node(r, &s, root);
        else if (c == '(')
            st = on_open(r, &s);
        else if (c == ')') {
            tg_sgf_node *after = s.n == 1 ? s.f[0].last : NULL;
            st = on_close(r, &s);
            if (st == TG_OK && r->naside) {
                st = tg_sgf__aside_add(r->owner, after, r->aside, r->naside);
                r->naside = 0;
                if (st != TG_OK)
                    st = fail(r, st, "out of memory");
            }
        } else if (c < 0)
            st = on_end(r, &s);
        else
            st = fail_expected(r, "';', '(', ')' or a property identifier");
    }
    r->naside = 0;
    tg_buffer__free(s.f, s.here);
    return st;
}

/* ------------------------------------------------------- collections */

/* Whether a game tree starts at position i: '(' then white space then ';'
 * or a letter. */
static bool tree_starts_at(const reader *r, size_t i) {
    if (r->data[i] != '(')
        return false;
    for (size_t j = i + 1; j < r->len; j++) {
        unsigned char c = (unsigned char)r->data[j];
        if (is_space(c))
            continue;
        return c == ';' || is_letter(c);
    }
    return false;
}

/* Skips to the next game tree start; false if there is none. */
static bool seek_tree(reader *r) {
    while (!at_end(r) && !tree_starts_at(r, r->pos))
        advance(r);
    return !at_end(r);
}

/* Source text of each game tree, for the charset pass. */
typedef struct span {
    size_t start, end;
    int line, col;
} span;
static tg_sgf_node *reparse_tree(const reader *r, const char *text, size_t len, const span *sp);

/* Whether the raw property name (n letters) reads as CA under read_id's
 * rule: its upper-case letters, or all its letters upper-cased if it has
 * none ("cA" is A, "ca" is CA, "CharSet" is CS). */
static bool reads_as_ca(const char *raw, size_t n) {
    char id[3];
    size_t k = 0;
    bool upper = false;
    for (size_t i = 0; i < n; i++)
        upper |= is_upper(raw[i]);
    for (size_t i = 0; i < n; i++) {
        if (upper && !is_upper(raw[i]))
            continue;
        if (k == 2)
            return false;
        id[k++] = (char)(is_lower(raw[i]) ? raw[i] - 'a' + 'A' : raw[i]);
    }
    return k == 2 && id[0] == 'C' && id[1] == 'A';
}

/* Looks through the root node of the game tree at pos for its CA, values
 * skipped as the lexer would skip them when lexing as `lex`
 * (TG_SGF__DBCS_*: escapes honoured, and with a double-byte charset both
 * bytes of a character stepped over). True when found, with the value
 * (at most 63 bytes) in name and its double-byte kind in *kind. Each value
 * ends an identifier: "C[]A[x]" holds C and A, never CA. */
static bool find_root_ca(const reader *r, size_t pos, int lex, char name[64], int *kind) {
    char id[TG_SGF_MAX_ID + 1];
    size_t n = 0, semicolons = 0;
    size_t first = pos + 1;
    while (first < r->len && is_space(r->data[first]))
        first++;
    if (first < r->len && r->data[first] != ';')
        semicolons = 1; /* a root without its ';': the next ';' ends it */
    for (size_t i = pos + 1; i < r->len; i++) {
        char c = r->data[i];
        if (c == '[') {
            size_t start = i + 1;
            for (i = start; i < r->len && r->data[i] != ']'; i++)
                if (r->data[i] == '\\' || tg_sgf__dbcs_lead(lex, (unsigned char)r->data[i]))
                    i++;
            if (i > r->len)
                i = r->len; /* a pair cut by the end of input */
            if (reads_as_ca(id, n)) {
                size_t len = i - start < 63 ? i - start : 63;
                memcpy(name, r->data + start, len);
                name[len] = '\0';
                *kind = tg_sgf__dbcs_kind(r->data + start, i - start);
                return true;
            }
            n = 0;
            continue;
        }
        if (is_letter(c)) {
            if (n < sizeof id)
                id[n++] = c; /* the raw name; reads_as_ca applies read_id's rule */
            continue;
        }
        if (is_space(c))
            continue;
        n = 0;
        if (c == '(' || c == ')' || (c == ';' && ++semicolons > 1))
            return false;
    }
    return false;
}

/* The double-byte charset the values of the game tree at pos must be lexed
 * as, from its root's CA, wherever CA stands in the root. Lexing depends on
 * the charset and the charset is a value, so each way of lexing is tried:
 * plainly first (a CA found that way is the one a plain parse reads), then
 * as Shift_JIS and as GBK, each accepted only if the CA it finds names the
 * charset it lexed with ("C[\x83\x5c]CA[SJIS]": the 0x5C is the second
 * byte of a character, not an escape, so only the Shift_JIS scan sees CA). */
static int prescan_dbcs(const reader *r, size_t pos, char name[64]) {
    static const int lexes[] = {TG_SGF__DBCS_NONE, TG_SGF__DBCS_SJIS, TG_SGF__DBCS_GBK};
    for (size_t k = 0; k < sizeof lexes / sizeof lexes[0]; k++) {
        int kind;
        if (!find_root_ca(r, pos, lexes[k], name, &kind))
            continue;
        if (kind == TG_SGF__DBCS_NONE) {
            if (lexes[k] == TG_SGF__DBCS_NONE)
                return kind;
            continue;
        }
        /* The lexing the CA asks for must see that CA in the root too: a
         * plain scan can read "C[\x83\\]...CA[SJIS]" as one node where the
         * Shift_JIS lexing ends the tree before the CA (a fuzzer's find). */
        int again;
        if (find_root_ca(r, pos, kind, name, &again) && again == kind)
            return kind;
    }
    name[0] = '\0';
    return TG_SGF__DBCS_NONE;
}

/* Parses a game tree, lexing values as a double-byte charset if its CA
 * names one and a tolerant parse that way succeeds, else as plain bytes (a
 * mislabelled file). The choice does not depend on strictness, so the
 * strict and the tolerant reader agree whenever both accept a file. */
static tg_status parse_tree_charset(reader *r, tg_sgf_node **root) {
    char name[64] = "";
    int dbcs = r->opt.no_charset ? TG_SGF__DBCS_NONE : prescan_dbcs(r, r->pos, name);
    r->dbcs = TG_SGF__DBCS_NONE;
    if (dbcs == TG_SGF__DBCS_NONE)
        return parse_tree(r, root);
    reader saved = *r;
    size_t nwarnings = r->coll->nwarnings, dropped = r->coll->dropped;
    tg_sgf__arena_mark mark = tg_sgf__arena_save(r->arena);
    tg_sgf_error scratch;
    r->dbcs = dbcs;
    r->opt.strict = false;
    r->opt.moves_aside = false; /* the trial is undone by *r = saved: it keeps nothing aside */
    r->err = &scratch;
    tg_status st = parse_tree(r, root);
    *root = NULL; /* in the arena, dropped below */
    if (st == TG_OK) {
        /* Bytes that will not convert are kept, and kept bytes are always
         * lexed plainly: so a written copy reads back the same way. */
        char *conv = NULL;
        size_t conv_len;
        st = tg_sgf__to_utf8(name, saved.data + saved.pos, r->pos - saved.pos, &conv, &conv_len);
        span sp = {saved.pos, r->pos, saved.line, saved.col};
        tg_sgf_node *converted = st == TG_OK ? reparse_tree(r, conv, conv_len, &sp) : NULL;
        if (st == TG_OK && !converted)
            st = TG_ERR_PARSE;
        free(conv);
    }
    /* Both trial trees are pure reader trees (nothing malloc'd in them):
     * releasing the arena drops them whole. */
    tg_sgf__arena_release(r->arena, mark);
    *r = saved;
    r->coll->nwarnings = nwarnings;
    r->coll->dropped = dropped;
    if (st == TG_ERR_NOMEM)
        return fail(r, st, "out of memory");
    r->dbcs = st == TG_OK ? dbcs : TG_SGF__DBCS_NONE;
    return parse_tree(r, root);
}



/* *spans starts as the caller's room for cap spans; more are malloc'd
 * (the caller frees *spans when it is no longer its own room). */
static tg_status parse_trees(reader *r, span **spans, size_t cap) {
    span *const here = *spans;
    for (;;) {
        skip_space(r);
        if (at_end(r))
            break;
        int line = r->line, col = r->col;
        bool first = r->coll->ngames == 0;
        if (!tree_starts_at(r, r->pos)) {
            bool found = seek_tree(r);
            if (first && !found)
                return fail(r, TG_ERR_PARSE, "no SGF game tree found: expected '(;'");
            const char *msg = first   ? "text before the first game tree ignored"
                              : found ? "text between game trees ignored"
                                      : "text after the last game tree ignored";
            tg_status st = tolerate(r, line, col, msg);
            if (st != TG_OK || !found)
                return st;
            line = r->line;
            col = r->col;
        }
        span sp = {r->pos, 0, line, col};
        tg_sgf_node *root = NULL;
        tg_status st = parse_tree_charset(r, &root);
        if (root && st == TG_OK && r->coll->ngames == cap) {
            cap = 2 * cap;
            span *ns = tg_buffer__grow(*spans, here, r->coll->ngames, cap, sizeof *ns);
            if (!ns)
                st = fail(r, TG_ERR_NOMEM, "out of memory");
            else
                *spans = ns;
        }
        if (root && st == TG_OK && tg_sgf__collection_push(r->coll, root) != TG_OK)
            st = fail(r, TG_ERR_NOMEM, "out of memory");
        if (st != TG_OK) {
            tg_sgf__node_free_tree(root);
            return st;
        }
        if (root) {
            sp.end = r->pos;
            (*spans)[r->coll->ngames - 1] = sp;
        }
    }
    if (r->coll->ngames == 0)
        return fail(r, TG_ERR_PARSE, "no SGF game tree found: expected '(;'");
    return TG_OK;
}

/* ----------------------------------------------------------- charset */

static void fill_options(tg_sgf_options *o, const tg_sgf_options *in) {
    if (in)
        *o = *in;
    else
        memset(o, 0, sizeof *o);
    if (!o->max_input) o->max_input = TG_SGF_DEFAULT_MAX_INPUT;
    if (!o->max_nodes) o->max_nodes = TG_SGF_DEFAULT_MAX_NODES;
    if (!o->max_values) o->max_values = TG_SGF_DEFAULT_MAX_VALUES;
    if (!o->max_value) o->max_value = TG_SGF_DEFAULT_MAX_VALUE;
    if (!o->max_depth) o->max_depth = TG_SGF_DEFAULT_MAX_DEPTH;
    if (!o->max_warnings) o->max_warnings = TG_SGF_DEFAULT_MAX_WARNINGS;
}

/* Parses already-converted text of one game tree; NULL on any failure. */
static tg_sgf_node *reparse_tree(const reader *r, const char *text, size_t len, const span *sp) {
    tg_sgf_collection *c = tg_sgf_collection_new();
    if (!c)
        return NULL;
    reader rr = {.data = text, .len = len, .line = sp->line, .col = sp->col,
                 .opt = r->opt, .coll = c, .owner = r->owner, .arena = r->arena,
                 .err = NULL};
    rr.opt.strict = false;
    rr.opt.moves_aside = false; /* the whole tree: it replaces the first read's */
    rr.opt.max_value = (size_t)-1 / 4 > rr.opt.max_value ? rr.opt.max_value * 4 : rr.opt.max_value;
    tg_sgf_node *root = NULL;
    if (parse_tree(&rr, &root) == TG_OK && root) {
        skip_space(&rr);
        if (at_end(&rr)) {
            tg_sgf_collection_free(c);
            return root;
        }
    }
    tg_sgf__node_free_tree(root);
    tg_sgf_collection_free(c);
    return NULL;
}

static bool all_ascii(const char *s, size_t len) {
    return tg_sgf__ascii_prefix(s, len) == len;
}

/* Converts game i to UTF-8 following its CA. Failures keep the bytes. */
static tg_status convert_game(reader *r, size_t i, const span *sp) {
    tg_sgf_node *root = r->coll->games[i];
    const tg_sgf_prop *ca = tg_sgf_node_find(root, "CA");
    const char *text = r->data + sp->start;
    size_t len = sp->end - sp->start;
    if (all_ascii(text, len))
        return TG_OK;
    tg_sgf__cs_kind kind = ca && ca->count ? tg_sgf__charset_kind(ca->values[0].s, ca->values[0].len)
                                           : TG_SGF__CS_UTF8;
    if (kind == TG_SGF__CS_UTF8) {
        if (!tg_sgf__valid_utf8(text, len))
            tg_sgf__warn(r->coll, sp->line, sp->col,
                         ca ? "game %zu: CA says UTF-8 but the text is not valid UTF-8; bytes kept "
                              "unchanged"
                            : "game %zu: no CA and the text is not valid UTF-8; bytes kept unchanged",
                         i + 1);
        return TG_OK;
    }
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(ca->values[0].len < 63 ? ca->values[0].len : 63),
             ca->values[0].s);
    char *conv = NULL;
    size_t conv_len = 0;
    tg_status st = tg_sgf__to_utf8(name, text, len, &conv, &conv_len);
    if (st == TG_ERR_NOMEM)
        return fail(r, TG_ERR_NOMEM, "out of memory");
    tg_sgf__arena_mark mark = tg_sgf__arena_save(r->arena);
    tg_sgf_node *nroot = st == TG_OK ? reparse_tree(r, conv, conv_len, sp) : NULL;
    free(conv);
    if (!nroot) {
        tg_sgf__arena_release(r->arena, mark); /* what a failed reparse left */
        tg_sgf__warn(r->coll, sp->line, sp->col,
                     "game %zu: cannot convert the text from charset %s to UTF-8; bytes kept "
                     "unchanged",
                     i + 1, name);
        return TG_OK;
    }
    tg_sgf_prop *nca = tg_sgf__prop_get_or_add(nroot, "CA");
    if (!nca) {
        tg_sgf__node_free_tree(nroot);
        return fail(r, TG_ERR_NOMEM, "out of memory");
    }
    tg_sgf__prop_clear(nca);
    if (tg_sgf__prop_push(NULL, nca, "UTF-8", 5) != TG_OK) {
        tg_sgf__node_free_tree(nroot);
        return fail(r, TG_ERR_NOMEM, "out of memory");
    }
    tg_sgf__aside_drop(r->coll, root);
    tg_sgf__node_free_tree(root);
    r->coll->games[i] = nroot;
    tg_sgf__warn(r->coll, sp->line, sp->col, "game %zu: converted from charset %s to UTF-8",
                 i + 1, name);
    return TG_OK;
}

/* A byte-order mark: UTF-8 is skipped; UTF-16 input is converted first. */
static tg_status handle_bom(reader *r, char **owned) {
    const unsigned char *d = (const unsigned char *)r->data;
    if (r->len >= 3 && d[0] == 0xEF && d[1] == 0xBB && d[2] == 0xBF) {
        r->pos = 3;
        return TG_OK;
    }
    bool le = r->len >= 2 && d[0] == 0xFF && d[1] == 0xFE;
    bool be = r->len >= 2 && d[0] == 0xFE && d[1] == 0xFF;
    if (!le && !be)
        return TG_OK;
    size_t n = 0;
    tg_status st = tg_sgf__to_utf8(le ? "UTF-16LE" : "UTF-16BE", r->data + 2, r->len - 2, owned, &n);
    if (st == TG_ERR_NOMEM)
        return fail(r, st, "out of memory");
    if (st != TG_OK)
        return fail(r, TG_ERR_PARSE, "the text starts with a UTF-16 byte-order mark but is not "
                                     "valid UTF-16");
    r->data = *owned;
    r->len = n;
    tg_sgf__warn(r->coll, 1, 1, "converted from UTF-16 to UTF-8");
    return TG_OK;
}

/* The collection of r's text (r set up, its collection made, and its
 * room for moves kept aside given when moves_aside asks for them), or
 * NULL with r->err set and the collection freed. */
static tg_sgf_collection *parse_collection(reader *r) {
    char *owned = NULL;
    span spans_here[4], *spans = spans_here;
    tg_status st = r->opt.no_charset ? TG_OK : handle_bom(r, &owned);
    if (st == TG_OK)
        st = parse_trees(r, &spans, sizeof spans_here / sizeof spans_here[0]);
    for (size_t i = 0; st == TG_OK && !r->opt.no_charset && i < r->coll->ngames; i++)
        st = convert_game(r, i, &spans[i]);
    tg_buffer__free(spans, spans_here);
    free(owned);
    if (st != TG_OK) {
        tg_sgf_collection_free(r->coll);
        return NULL;
    }
    if (r->err)
        memset(r->err, 0, sizeof *r->err);
    return r->coll;
}

/* parse_collection with the moves kept aside in ASIDE_HERE of this
 * function's own stack (6 KB) until a line outgrows them. Out of line, so
 * that only a read with moves_aside makes that frame: a read without
 * keeps nothing aside (aside stays NULL, aside_nodes is never called). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static tg_sgf_collection *parse_keeping_aside(reader *r) {
    tg_sgf_move_aside aside_here[ASIDE_HERE];
    r->aside = r->aside_here = aside_here;
    r->capaside = ASIDE_HERE;
    tg_sgf_collection *c = parse_collection(r);
    tg_buffer__free(r->aside, aside_here);
    return c;
}

tg_sgf_collection *tg_sgf_parse(const char *data, size_t len, const tg_sgf_options *opt,
                                tg_sgf_error *err) {
    reader r = {.data = data, .len = len, .line = 1, .col = 1, .err = err};
    fill_options(&r.opt, opt);
    if (len > r.opt.max_input) {
        tg_sgf__set_error(err, TG_ERR_ARG, 0, 0, "input of %zu bytes is over the limit of %zu",
                          len, r.opt.max_input);
        return NULL;
    }
    r.coll = tg_sgf_collection_new();
    if (!r.coll) {
        tg_sgf__set_error(err, TG_ERR_NOMEM, 0, 0, "out of memory");
        return NULL;
    }
    r.coll->max_warnings = r.opt.max_warnings;
    r.owner = r.coll;
    r.arena = &r.coll->arena;
    return r.opt.moves_aside ? parse_keeping_aside(&r) : parse_collection(&r);
}

tg_sgf_collection *tg_sgf_read_file(const char *path, const tg_sgf_options *opt,
                                    tg_sgf_error *err) {
    size_t max = opt && opt->max_input ? opt->max_input : TG_SGF_DEFAULT_MAX_INPUT;
    /* Opened without blocking and refused unless a regular file: a FIFO
     * with no writer, a terminal or a device would wait forever or never
     * end. Then reads block as usual. */
    int fd = open(path, O_RDONLY | O_NONBLOCK);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        tg_sgf__set_error(err, TG_ERR_IO, 0, 0, "cannot open %s: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    int flags = fcntl(fd, F_GETFL);
    FILE *f = NULL;
    if (!S_ISREG(st.st_mode))
        tg_sgf__set_error(err, TG_ERR_IO, 0, 0, "cannot read %s: not a regular file", path);
    else if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 || !(f = fdopen(fd, "rb")))
        tg_sgf__set_error(err, TG_ERR_IO, 0, 0, "cannot open %s: %s", path, strerror(errno));
    if (!f) {
        close(fd);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        size_t k = fread(buf + n, 1, cap - n, f);
        n += k;
        if (k == 0 || n > max)
            break;
        if (n == cap) {
            size_t ncap = cap * 2;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap = ncap;
        }
    }
    bool bad = ferror(f);
    fclose(f);
    tg_sgf_collection *c = NULL;
    if (!buf)
        tg_sgf__set_error(err, TG_ERR_NOMEM, 0, 0, "out of memory reading %s", path);
    else if (bad)
        tg_sgf__set_error(err, TG_ERR_IO, 0, 0, "cannot read %s", path);
    else if (n > max)
        tg_sgf__set_error(err, TG_ERR_ARG, 0, 0, "%s is larger than the limit of %zu bytes",
                          path, max);
    else
        c = tg_sgf_parse(buf, n, opt, err);
    free(buf);
    return c;
}
