/*
 * sgf_internal.h — the private layout of SGF trees, shared by the sgf_*.c
 * files and nothing else.
 *
 * Invariants: children form a singly linked list first_child -> next, with
 * last_child for O(1) append and parent pointing back; every node belongs to
 * exactly one collection; every raw value is well formed (see sgf.h), has
 * len bytes plus a terminating NUL; property identifiers in one node are
 * distinct. Every piece (node, property array, value array and bytes) is
 * either in its collection's arena (what the reader builds) or malloc'd
 * (what the public setters build), and says which: node_heap, props_heap,
 * and a property's heap flag for its value array and all its bytes.
 *
 * Not here: anything a user of the library may rely on.
 */
#ifndef TG_SGF_INTERNAL_H
#define TG_SGF_INTERNAL_H

#include "tengen/sgf.h"

/* Everything declared here stays inside libtengen.so (see HACKING.md). */
#pragma GCC visibility push(hidden)

/* The collection's block allocator (sgf_arena.c). */
typedef struct tg_sgf__arena {
    struct tg_sgf__block *head; /* newest block first */
    char *cur, *end;            /* the free room of the newest block */
    size_t next_size;           /* data bytes of the next block */
} tg_sgf__arena;

typedef struct tg_sgf__arena_mark {
    struct tg_sgf__block *head;
    char *cur, *end;
} tg_sgf__arena_mark;

/* The slow path of tg_sgf__arena_alloc: a new block. NULL on no memory. */
void *tg_sgf__arena_grow(tg_sgf__arena *a, size_t size, size_t align);
/* Where the arena stands now; release frees everything taken since. */
tg_sgf__arena_mark tg_sgf__arena_save(const tg_sgf__arena *a);
void tg_sgf__arena_release(tg_sgf__arena *a, tg_sgf__arena_mark m);
/* Frees every block. The arena is empty (and usable) afterwards. */
void tg_sgf__arena_free(tg_sgf__arena *a);

/* size bytes aligned to align (a power of two), owned by the arena. NULL on
 * no memory. */
static inline void *tg_sgf__arena_alloc(tg_sgf__arena *a, size_t size, size_t align) {
    uintptr_t p = ((uintptr_t)a->cur + align - 1) & ~(uintptr_t)(align - 1);
    uintptr_t end = (uintptr_t)a->end;
    if (p <= end && size <= end - p && a->cur) {
        a->cur = a->cur + (p - (uintptr_t)a->cur) + size;
        return a->cur - size;
    }
    return tg_sgf__arena_grow(a, size, align);
}

typedef struct tg_sgf_value {
    char *s;    /* len bytes + NUL */
    size_t len;
} tg_sgf_value;

struct tg_sgf_prop {
    char id[TG_SGF_MAX_ID + 1];
    bool heap; /* values and every value's bytes malloc'd (else in the arena) */
    size_t count, cap;
    tg_sgf_value *values;
};

struct tg_sgf_node {
    tg_sgf_node *parent, *first_child, *last_child, *next;
    tg_sgf_collection *coll; /* the owner */
    tg_sgf_prop *props; /* inline_props, the arena, or malloc'd (props_heap) */
    uint32_t nprops, capprops;
    int line, column;
    bool node_heap;  /* the node itself was malloc'd */
    bool props_heap; /* props was malloc'd */
    uint32_t aside;  /* moves kept aside after it: 1 + their index in the
                        collection's aside, else 0 */
    /* The common node (a move: one or two properties) needs no array of
     * its own. */
    tg_sgf_prop inline_props[2];
};

/* The plain moves that end a game's main line, kept out of the tree by a
 * reader with moves_aside: they follow `after`, the last node of that line
 * in the tree (a leaf). */
typedef struct tg_sgf__aside {
    tg_sgf_node *after;
    tg_sgf_move_aside *moves; /* n entries in the arena */
    size_t n;
} tg_sgf__aside;

struct tg_sgf_collection {
    tg_sgf_node **games;
    size_t ngames, capgames;
    tg_sgf_error *warnings;
    size_t nwarnings, capwarnings, max_warnings, dropped;
    tg_sgf__arena arena; /* the reader's nodes, properties and values */
    /* Some node, property array or value was malloc'd: freeing must walk
     * the trees. While false, freeing the arena frees everything. */
    bool heap_pieces;
    tg_sgf__aside *aside; /* malloc'd; at most one a game */
    size_t naside, capaside;
};

/* A new node's fields: no links, no properties (two inline slots). */
static inline void tg_sgf__node_init(tg_sgf_node *n, tg_sgf_collection *c, bool heap) {
    n->coll = c;
    n->parent = n->first_child = n->last_child = n->next = NULL;
    n->props = n->inline_props;
    n->nprops = 0;
    n->capprops = 2;
    n->line = n->column = 0;
    n->node_heap = heap;
    n->props_heap = false;
    n->aside = 0;
}

/* Appends child as the last child of parent. */
static inline void tg_sgf__link(tg_sgf_node *parent, tg_sgf_node *child) {
    child->parent = parent;
    child->next = NULL;
    if (parent->last_child)
        parent->last_child->next = child;
    else
        parent->first_child = child;
    parent->last_child = child;
}

/* Allocation of the tree pieces (sgf_tree.c). Where a function takes an
 * arena, NULL means malloc (the public setters); the reader passes its
 * collection's arena. */
tg_sgf_node *tg_sgf__node_alloc(tg_sgf_collection *c, tg_sgf__arena *a);
void tg_sgf__node_free_tree(tg_sgf_node *n);
void tg_sgf__node_link(tg_sgf_node *parent, tg_sgf_node *child);
tg_status tg_sgf__collection_push(tg_sgf_collection *c, tg_sgf_node *root);
/* Keeps n moves aside after `after` (the last node of a game's main
 * line), copied into the arena; after->aside says where (found at once,
 * whatever the number of games). TG_ERR_NOMEM on no memory. */
tg_status tg_sgf__aside_add(tg_sgf_collection *c, tg_sgf_node *after,
                            const tg_sgf_move_aside *moves, size_t n);
/* Forgets the moves kept aside after the main line of the tree at root
 * (it was read again whole), found from the line's leaf: no search of the
 * collection, so converting every game of a large one stays linear. The
 * entry stays, empty, so the others keep their index. */
void tg_sgf__aside_drop(tg_sgf_collection *c, tg_sgf_node *root);
/* The property id of n, created empty when absent (NULL on no memory). */
tg_sgf_prop *tg_sgf__prop_get_or_add(tg_sgf_node *n, const char *id);
/* A new, empty property id of n, which must not have one (NULL on no
 * memory). */
tg_sgf_prop *tg_sgf__prop_add(tg_sgf__arena *a, tg_sgf_node *n, const char *id);
/* The same with the identifier's length known (len <= TG_SGF_MAX_ID). */
tg_sgf_prop *tg_sgf__prop_add_id(tg_sgf__arena *a, tg_sgf_node *n, const char *id, size_t len);
/* Appends a copy of len bytes as a new value. With an arena, p must be
 * one the reader made (not heap). */
tg_status tg_sgf__prop_push(tg_sgf__arena *a, tg_sgf_prop *p, const char *s, size_t len);
/* Frees every value's bytes and leaves the property with no value. */
void tg_sgf__prop_clear(tg_sgf_prop *p);
/* Appends a warning (kept up to max_warnings, then counted). */
void tg_sgf__warn(tg_sgf_collection *c, int line, int column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* Fills err (if not NULL). */
void tg_sgf__set_error(tg_sgf_error *err, tg_status st, int line, int column,
                       const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Charset conversion (sgf_charset.c). */
typedef enum { TG_SGF__CS_UTF8, TG_SGF__CS_LATIN1, TG_SGF__CS_OTHER } tg_sgf__cs_kind;
/* Classifies a CA value (raw; case and spacing ignored). */
tg_sgf__cs_kind tg_sgf__charset_kind(const char *ca, size_t len);
/* Converts len bytes from charset to a new UTF-8 buffer (*out, *out_len).
 * TG_ERR_PARSE when the charset is unknown or the bytes are invalid in it;
 * TG_ERR_NOMEM. */
tg_status tg_sgf__to_utf8(const char *charset, const char *in, size_t len,
                          char **out, size_t *out_len);
enum { TG_SGF__DBCS_NONE, TG_SGF__DBCS_SJIS, TG_SGF__DBCS_GBK };
/* Which double-byte lexing a CA value needs (TG_SGF__DBCS_NONE for most). */
int tg_sgf__dbcs_kind(const char *ca, size_t len);
/* Whether c starts a two-byte character in that kind of charset. */
bool tg_sgf__dbcs_lead(int kind, unsigned char c);
bool tg_sgf__valid_utf8(const char *s, size_t len);
/* The number of bytes below 0x80 at the start of s. */
size_t tg_sgf__ascii_prefix(const char *s, size_t len);

#pragma GCC visibility pop

#endif
