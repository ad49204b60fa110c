/*
 * sgf_tree.c — SGF trees: allocation, navigation, building, comparison and
 * freeing of collections, nodes and properties.
 *
 * Invariant: every walk over a tree (free, compare) is iterative, following
 * first_child / next / parent links, so no input depth can exhaust the C
 * stack; raw values stored through the public setters are escaped or checked
 * so they stay well formed; a piece is freed only if it was malloc'd (its
 * flag says so), the reader's pieces go with the collection's arena.
 *
 * Not here: reading or writing text (sgf_read.c, sgf_write.c), the meaning
 * of properties (sgf_values.c).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf_internal.h"

/* ------------------------------------------------------------ errors */

__attribute__((format(printf, 5, 0)))
static void fill_error(tg_sgf_error *err, tg_status st, int line, int column, const char *fmt,
                       va_list ap) {
    err->status = st;
    err->line = line;
    err->column = column;
    vsnprintf(err->message, sizeof err->message, fmt, ap);
}

void tg_sgf__set_error(tg_sgf_error *err, tg_status st, int line, int column,
                       const char *fmt, ...) {
    if (!err)
        return;
    va_list ap;
    va_start(ap, fmt);
    fill_error(err, st, line, column, fmt, ap);
    va_end(ap);
}

size_t tg_sgf_error_format(const tg_sgf_error *e, char *out, size_t n) {
    int k;
    if (e->line > 0)
        k = snprintf(out, n, "line %d, column %d: %s", e->line, e->column, e->message);
    else
        k = snprintf(out, n, "%s", e->message);
    return k < 0 ? 0 : (size_t)k;
}

void tg_sgf__warn(tg_sgf_collection *c, int line, int column, const char *fmt, ...) {
    if (c->nwarnings >= c->max_warnings) {
        c->dropped++;
        return;
    }
    if (c->nwarnings == c->capwarnings) {
        size_t cap = c->capwarnings ? c->capwarnings * 2 : 8;
        tg_sgf_error *w = realloc(c->warnings, cap * sizeof *w);
        if (!w) {
            c->dropped++;
            return;
        }
        c->warnings = w;
        c->capwarnings = cap;
    }
    va_list ap;
    va_start(ap, fmt);
    fill_error(&c->warnings[c->nwarnings++], TG_OK, line, column, fmt, ap);
    va_end(ap);
}

size_t tg_sgf_warning_count(const tg_sgf_collection *c) { return c->nwarnings; }

const tg_sgf_error *tg_sgf_warning(const tg_sgf_collection *c, size_t i) {
    return i < c->nwarnings ? &c->warnings[i] : NULL;
}

size_t tg_sgf_warnings_dropped(const tg_sgf_collection *c) { return c->dropped; }

/* -------------------------------------------------------- allocation */

tg_sgf_collection *tg_sgf_collection_new(void) {
    /* malloc and the fields set, not calloc: glibc's calloc never takes a
     * chunk from the thread's cache, and a reader makes a collection a
     * record (about 370 instructions a record of `check` less, callgrind;
     * a memset of zero after malloc the compilers turn back into calloc). */
    tg_sgf_collection *c = malloc(sizeof *c);
    if (c)
        *c = (tg_sgf_collection){.max_warnings = TG_SGF_DEFAULT_MAX_WARNINGS};
    return c;
}

/* Allocation. The reader takes every piece from the collection's arena
 * (sgf_arena.c): a node with room for two properties inline, a property's
 * value array and bytes; freeing the collection frees the arena's blocks.
 * The public setters malloc what they make, and a property or a props
 * array they change moves to malloc'd memory first (prop_to_heap), so what
 * they replace is freed at once and an edited tree does not grow. */

tg_sgf_node *tg_sgf__node_alloc(tg_sgf_collection *c, tg_sgf__arena *a) {
    tg_sgf_node *n = a ? tg_sgf__arena_alloc(a, sizeof *n, _Alignof(tg_sgf_node))
                       : malloc(sizeof *n);
    if (!n)
        return NULL;
    if (!a)
        c->heap_pieces = true;
    tg_sgf__node_init(n, c, a == NULL);
    return n;
}

/* Frees the bytes of every value (not the array). A property in the arena
 * becomes an empty malloc'd one (its arena memory goes with the arena). */
void tg_sgf__prop_clear(tg_sgf_prop *p) {
    if (!p->heap) {
        p->heap = true;
        p->values = NULL;
        p->cap = p->count = 0;
    }
    for (size_t i = 0; i < p->count; i++)
        free(p->values[i].s);
    p->count = 0;
}

static void prop_fini(tg_sgf_prop *p) {
    tg_sgf__prop_clear(p);
    free(p->values);
}

static void node_free_one(tg_sgf_node *n) {
    for (size_t i = 0; i < n->nprops; i++)
        if (n->props[i].heap)
            prop_fini(&n->props[i]);
    if (n->props_heap)
        free(n->props);
    if (n->node_heap)
        free(n);
}

/* Frees n and everything below it, ignoring n's siblings: descend to a
 * leaf, free it, continue with its next sibling or climb to the parent. */
void tg_sgf__node_free_tree(tg_sgf_node *n) {
    if (!n)
        return;
    tg_sgf_node *top = n, *cur = n;
    for (;;) {
        while (cur->first_child)
            cur = cur->first_child;
        if (cur == top) {
            node_free_one(cur);
            return;
        }
        tg_sgf_node *parent = cur->parent;
        parent->first_child = cur->next;
        if (!cur->next)
            parent->last_child = NULL;
        node_free_one(cur);
        cur = parent;
    }
}

void tg_sgf_collection_free(tg_sgf_collection *c) {
    if (!c)
        return;
    for (size_t i = 0; c->heap_pieces && i < c->ngames; i++)
        tg_sgf__node_free_tree(c->games[i]);
    free(c->games);
    free(c->warnings);
    free(c->aside);
    tg_sgf__arena_free(&c->arena);
    free(c);
}

void tg_sgf__node_link(tg_sgf_node *parent, tg_sgf_node *child) { tg_sgf__link(parent, child); }

tg_status tg_sgf__collection_push(tg_sgf_collection *c, tg_sgf_node *root) {
    if (c->ngames == c->capgames) {
        size_t cap = c->capgames ? c->capgames * 2 : 4;
        tg_sgf_node **g = realloc(c->games, cap * sizeof *g);
        if (!g)
            return TG_ERR_NOMEM;
        c->games = g;
        c->capgames = cap;
    }
    c->games[c->ngames++] = root;
    return TG_OK;
}

tg_status tg_sgf__aside_add(tg_sgf_collection *c, tg_sgf_node *after,
                            const tg_sgf_move_aside *moves, size_t n) {
    if (c->naside == c->capaside) {
        size_t cap = c->capaside ? c->capaside * 2 : 2;
        tg_sgf__aside *v = realloc(c->aside, cap * sizeof *v);
        if (!v)
            return TG_ERR_NOMEM;
        c->aside = v;
        c->capaside = cap;
    }
    tg_sgf_move_aside *copy =
        tg_sgf__arena_alloc(&c->arena, n * sizeof *copy, _Alignof(tg_sgf_move_aside));
    if (!copy || c->naside >= UINT32_MAX)
        return TG_ERR_NOMEM;
    memcpy(copy, moves, n * sizeof *copy);
    c->aside[c->naside++] = (tg_sgf__aside){after, copy, n};
    after->aside = (uint32_t)c->naside;
    return TG_OK;
}

void tg_sgf__aside_drop(tg_sgf_collection *c, tg_sgf_node *root) {
    tg_sgf_node *n = root;
    while (n && n->first_child) n = n->first_child;
    if (n && n->aside) {
        c->aside[n->aside - 1].n = 0;
        n->aside = 0;
    }
}

const tg_sgf_move_aside *tg_sgf_moves_aside(const tg_sgf_node *n, size_t *count) {
    const tg_sgf_collection *c = n->coll;
    size_t i = n->aside;
    if (c && i && i <= c->naside && c->aside[i - 1].after == n && c->aside[i - 1].n) {
        *count = c->aside[i - 1].n;
        return c->aside[i - 1].moves;
    }
    *count = 0;
    return NULL;
}

/* -------------------------------------------------------- navigation */

size_t tg_sgf_game_count(const tg_sgf_collection *c) { return c->ngames; }

tg_sgf_node *tg_sgf_game(const tg_sgf_collection *c, size_t i) {
    return i < c->ngames ? c->games[i] : NULL;
}

tg_sgf_node *tg_sgf_node_parent(const tg_sgf_node *n) { return n->parent; }
tg_sgf_node *tg_sgf_node_child(const tg_sgf_node *n) { return n->first_child; }
tg_sgf_node *tg_sgf_node_next(const tg_sgf_node *n) { return n->next; }
int tg_sgf_node_line(const tg_sgf_node *n) { return n->line; }
int tg_sgf_node_column(const tg_sgf_node *n) { return n->column; }

size_t tg_sgf_node_child_count(const tg_sgf_node *n) {
    size_t k = 0;
    for (const tg_sgf_node *c = n->first_child; c; c = c->next)
        k++;
    return k;
}

size_t tg_sgf_node_prop_count(const tg_sgf_node *n) { return n->nprops; }

const tg_sgf_prop *tg_sgf_node_prop(const tg_sgf_node *n, size_t i) {
    return i < n->nprops ? &n->props[i] : NULL;
}

const tg_sgf_prop *tg_sgf_node_find(const tg_sgf_node *n, const char *id) {
    /* The first byte first: most identifiers differ there. */
    for (size_t i = 0; i < n->nprops; i++)
        if (n->props[i].id[0] == id[0] && strcmp(n->props[i].id, id) == 0)
            return &n->props[i];
    return NULL;
}

const char *tg_sgf_node_get(const tg_sgf_node *n, const char *id) {
    const tg_sgf_prop *p = tg_sgf_node_find(n, id);
    return p && p->count ? p->values[0].s : NULL;
}

bool tg_sgf_node_lone_move(const tg_sgf_node *n, tg_color *color, const char **raw, size_t *len) {
    if (n->nprops != 1)
        return false;
    const tg_sgf_prop *p = &n->props[0];
    if ((p->id[0] != 'B' && p->id[0] != 'W') || p->id[1] != '\0' || p->count != 1)
        return false;
    *color = p->id[0] == 'B' ? TG_BLACK : TG_WHITE;
    *raw = p->values[0].s;
    *len = p->values[0].len;
    return true;
}

char *tg_sgf_node_text(const tg_sgf_node *n, const char *id) {
    const tg_sgf_prop *p = tg_sgf_node_find(n, id);
    if (!p || !p->count)
        return NULL;
    char *out = malloc(p->values[0].len + 1);
    if (out)
        tg_sgf_decode_text(p->values[0].s, p->values[0].len, out);
    return out;
}

const char *tg_sgf_prop_id(const tg_sgf_prop *p) { return p->id; }
size_t tg_sgf_prop_value_count(const tg_sgf_prop *p) { return p->count; }

const char *tg_sgf_prop_value(const tg_sgf_prop *p, size_t i, size_t *len) {
    if (i >= p->count)
        return NULL;
    if (len)
        *len = p->values[i].len;
    return p->values[i].s;
}

/* -------------------------------------------------------- comparison */

static bool prop_equal(const tg_sgf_prop *a, const tg_sgf_prop *b) {
    if (strcmp(a->id, b->id) != 0 || a->count != b->count)
        return false;
    for (size_t i = 0; i < a->count; i++) {
        if (a->values[i].len != b->values[i].len ||
            memcmp(a->values[i].s, b->values[i].s, a->values[i].len) != 0)
            return false;
    }
    return true;
}

static bool node_equal_here(const tg_sgf_node *a, const tg_sgf_node *b) {
    if (a->nprops != b->nprops)
        return false;
    for (size_t i = 0; i < a->nprops; i++)
        if (!prop_equal(&a->props[i], &b->props[i]))
            return false;
    return true;
}

/* Walks both trees in lock step (pre-order through the links). */
bool tg_sgf_node_equal(const tg_sgf_node *a, const tg_sgf_node *b) {
    const tg_sgf_node *ta = a;
    for (;;) {
        if (!node_equal_here(a, b))
            return false;
        if ((a->first_child == NULL) != (b->first_child == NULL))
            return false;
        if (a->first_child) {
            a = a->first_child;
            b = b->first_child;
            continue;
        }
        while (a != ta && !a->next) {
            if (b->next)
                return false;
            a = a->parent;
            b = b->parent;
        }
        if (a == ta)
            return true;
        if (!b->next)
            return false;
        a = a->next;
        b = b->next;
    }
}

bool tg_sgf_collection_equal(const tg_sgf_collection *a, const tg_sgf_collection *b) {
    if (a->ngames != b->ngames)
        return false;
    for (size_t i = 0; i < a->ngames; i++)
        if (!tg_sgf_node_equal(a->games[i], b->games[i]))
            return false;
    return true;
}

/* ---------------------------------------------------------- building */

tg_sgf_node *tg_sgf_game_add(tg_sgf_collection *c) {
    tg_sgf_node *n = tg_sgf__node_alloc(c, NULL);
    if (!n)
        return NULL;
    if (tg_sgf__collection_push(c, n) != TG_OK) {
        free(n);
        return NULL;
    }
    return n;
}

tg_sgf_node *tg_sgf_node_add_child(tg_sgf_node *parent) {
    tg_sgf_node *n = tg_sgf__node_alloc(parent->coll, NULL);
    if (n)
        tg_sgf__node_link(parent, n);
    return n;
}

void tg_sgf_node_remove(tg_sgf_node *n) {
    tg_sgf_node *parent = n->parent;
    if (!parent)
        return;
    tg_sgf_node *prev = NULL;
    for (tg_sgf_node *c = parent->first_child; c != n; c = c->next)
        prev = c;
    if (prev)
        prev->next = n->next;
    else
        parent->first_child = n->next;
    if (parent->last_child == n)
        parent->last_child = prev;
    n->parent = NULL;
    n->next = NULL;
    tg_sgf__node_free_tree(n);
}

static bool valid_id(const char *id) {
    size_t n = strlen(id);
    if (n == 0 || n > TG_SGF_MAX_ID)
        return false;
    for (size_t i = 0; i < n; i++)
        if (id[i] < 'A' || id[i] > 'Z')
            return false;
    return true;
}

tg_sgf_prop *tg_sgf__prop_get_or_add(tg_sgf_node *n, const char *id) {
    n->coll->heap_pieces = true; /* the setters' way: what they change is malloc'd */
    tg_sgf_prop *p = (tg_sgf_prop *)tg_sgf_node_find(n, id);
    return p ? p : tg_sgf__prop_add(NULL, n, id);
}

/* Room for one more property in n: a new array twice the size, from the
 * arena when a is not NULL, else malloc'd (the old one freed if it was). */
static bool props_grow(tg_sgf__arena *a, tg_sgf_node *n) {
    size_t cap = (size_t)n->capprops * 2;
    if (cap > UINT32_MAX)
        return false;
    tg_sgf_prop *ps;
    if (a) {
        ps = tg_sgf__arena_alloc(a, cap * sizeof *ps, _Alignof(tg_sgf_prop));
        if (!ps)
            return false;
        memcpy(ps, n->props, n->nprops * sizeof *ps);
    } else if (!n->props_heap) {
        ps = malloc(cap * sizeof *ps);
        if (!ps)
            return false;
        memcpy(ps, n->props, n->nprops * sizeof *ps);
    } else {
        ps = realloc(n->props, cap * sizeof *ps);
        if (!ps)
            return false;
    }
    if (a && n->props_heap)
        free(n->props);
    n->props_heap = a == NULL;
    if (!a)
        n->coll->heap_pieces = true;
    n->props = ps;
    n->capprops = (uint32_t)cap;
    return true;
}

tg_sgf_prop *tg_sgf__prop_add_id(tg_sgf__arena *a, tg_sgf_node *n, const char *id, size_t len) {
    if (n->nprops == n->capprops && !props_grow(a, n))
        return NULL;
    tg_sgf_prop *p = &n->props[n->nprops++];
    memset(p->id, 0, sizeof p->id); /* a constant size: a few stores */
    if (len <= 2) {                 /* the common case without a call */
        if (len)
            p->id[0] = id[0];
        if (len == 2)
            p->id[1] = id[1];
    } else {
        memcpy(p->id, id, len);
    }
    p->heap = a == NULL;
    if (!a)
        n->coll->heap_pieces = true;
    p->count = p->cap = 0;
    p->values = NULL;
    return p;
}

tg_sgf_prop *tg_sgf__prop_add(tg_sgf__arena *a, tg_sgf_node *n, const char *id) {
    size_t len = strlen(id); /* as snprintf "%s" would: cut to the room */
    if (len > TG_SGF_MAX_ID)
        len = TG_SGF_MAX_ID;
    return tg_sgf__prop_add_id(a, n, id, len);
}

/* Moves a property the reader made to malloc'd memory, so that the public
 * setters can grow and free it. */
static tg_status prop_to_heap(tg_sgf_prop *p) {
    size_t cap = p->count ? p->count : 1;
    tg_sgf_value *v = malloc(cap * sizeof *v);
    if (!v)
        return TG_ERR_NOMEM;
    for (size_t i = 0; i < p->count; i++) {
        v[i].len = p->values[i].len;
        v[i].s = malloc(v[i].len + 1);
        if (!v[i].s) {
            while (i--)
                free(v[i].s);
            free(v);
            return TG_ERR_NOMEM;
        }
        memcpy(v[i].s, p->values[i].s, v[i].len + 1);
    }
    p->values = v;
    p->cap = cap;
    p->heap = true;
    return TG_OK;
}

/* memcpy for the short values of a record (moves, numbers) without a
 * call: overlapping fixed-size copies, which compile to loads and stores. */
static inline void copy_bytes(char *dst, const char *src, size_t len) {
    if (len >= 8 && len <= 16) {
        memcpy(dst, src, 8);
        memcpy(dst + len - 8, src + len - 8, 8);
    } else if (len >= 4 && len < 8) {
        memcpy(dst, src, 4);
        memcpy(dst + len - 4, src + len - 4, 4);
    } else if (len && len < 4) {
        dst[0] = src[0];
        dst[len / 2] = src[len / 2];
        dst[len - 1] = src[len - 1];
    } else if (len) {
        memcpy(dst, src, len);
    }
}

/* The reader's push: the value array and the bytes from the arena. */
static tg_status push_arena(tg_sgf__arena *a, tg_sgf_prop *p, const char *s, size_t len) {
    char *bytes;
    if (p->cap == 0) { /* the first value: its array of one and its bytes at once */
        if (len > SIZE_MAX - sizeof(tg_sgf_value) - 1)
            return TG_ERR_NOMEM;
        tg_sgf_value *v = tg_sgf__arena_alloc(a, sizeof *v + len + 1, _Alignof(tg_sgf_value));
        if (!v)
            return TG_ERR_NOMEM;
        p->values = v;
        p->cap = 1;
        bytes = (char *)(v + 1);
    } else {
        if (p->count == p->cap) {
            size_t cap = p->cap * 2;
            tg_sgf_value *v = tg_sgf__arena_alloc(a, cap * sizeof *v, _Alignof(tg_sgf_value));
            if (!v)
                return TG_ERR_NOMEM;
            memcpy(v, p->values, p->count * sizeof *v);
            p->values = v;
            p->cap = cap;
        }
        bytes = tg_sgf__arena_alloc(a, len + 1, 1);
        if (!bytes)
            return TG_ERR_NOMEM;
    }
    copy_bytes(bytes, s, len);
    bytes[len] = '\0';
    p->values[p->count].s = bytes;
    p->values[p->count].len = len;
    p->count++;
    return TG_OK;
}

tg_status tg_sgf__prop_push(tg_sgf__arena *a, tg_sgf_prop *p, const char *s, size_t len) {
    if (a && !p->heap)
        return push_arena(a, p, s, len);
    if (!p->heap) {
        tg_status st = prop_to_heap(p);
        if (st != TG_OK)
            return st;
    }
    if (p->count == p->cap) {
        size_t cap = p->cap ? p->cap * 2 : 1;
        tg_sgf_value *v = realloc(p->values, cap * sizeof *v);
        if (!v)
            return TG_ERR_NOMEM;
        p->values = v;
        p->cap = cap;
    }
    char *copy = malloc(len + 1);
    if (!copy)
        return TG_ERR_NOMEM;
    if (len)
        memcpy(copy, s, len);
    copy[len] = '\0';
    p->values[p->count].s = copy;
    p->values[p->count].len = len;
    p->count++;
    return TG_OK;
}

bool tg_sgf_node_unset(tg_sgf_node *n, const char *id) {
    tg_sgf_prop *p = (tg_sgf_prop *)tg_sgf_node_find(n, id);
    if (!p)
        return false;
    prop_fini(p);
    size_t i = (size_t)(p - n->props);
    memmove(p, p + 1, (n->nprops - i - 1) * sizeof *p);
    n->nprops--;
    return true;
}

/* Escapes text and appends it to p. */
static tg_status push_plain(tg_sgf_prop *p, const char *text) {
    size_t len = strlen(text);
    char *buf = malloc(2 * len + 1);
    if (!buf)
        return TG_ERR_NOMEM;
    size_t k = tg_sgf_escape(text, len, buf);
    tg_status st = tg_sgf__prop_push(NULL, p, buf, k);
    free(buf);
    return st;
}

tg_status tg_sgf_node_set(tg_sgf_node *n, const char *id, const char *const *values,
                          size_t count) {
    if (!valid_id(id) || count == 0)
        return TG_ERR_ARG;
    tg_sgf_prop *p = tg_sgf__prop_get_or_add(n, id);
    if (!p)
        return TG_ERR_NOMEM;
    tg_sgf__prop_clear(p);
    for (size_t i = 0; i < count; i++) {
        tg_status st = push_plain(p, values[i]);
        if (st != TG_OK)
            return st;
    }
    return TG_OK;
}

tg_status tg_sgf_node_set1(tg_sgf_node *n, const char *id, const char *value) {
    return tg_sgf_node_set(n, id, &value, 1);
}

tg_status tg_sgf_node_append(tg_sgf_node *n, const char *id, const char *value) {
    if (!valid_id(id))
        return TG_ERR_ARG;
    tg_sgf_prop *p = tg_sgf__prop_get_or_add(n, id);
    return p ? push_plain(p, value) : TG_ERR_NOMEM;
}

static bool raw_well_formed(const char *raw, size_t len) {
    for (size_t i = 0; i < len; i++) {
        if (raw[i] == '\\') {
            if (i + 1 == len)
                return false;
            i++;
        } else if (raw[i] == ']') {
            return false;
        }
    }
    return true;
}

tg_status tg_sgf_node_set_raw(tg_sgf_node *n, const char *id, const char *raw, size_t len) {
    if (!valid_id(id) || !raw_well_formed(raw, len))
        return TG_ERR_ARG;
    tg_sgf_prop *p = tg_sgf__prop_get_or_add(n, id);
    if (!p)
        return TG_ERR_NOMEM;
    tg_sgf__prop_clear(p);
    return tg_sgf__prop_push(NULL, p, raw, len);
}
