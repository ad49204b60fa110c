/*
 * sgf_arena.c — the block allocator a collection owns: the reader takes its
 * nodes, property arrays and value bytes from it, so reading a record costs
 * a handful of malloc calls, not three per node, and freeing it a handful
 * of free calls.
 *
 * Invariant: every block is on the arena's list (newest first) and is freed
 * by tg_sgf__arena_free and by nothing else; a piece is never freed alone.
 * A release to a mark frees exactly the blocks opened after the mark, so the
 * reader can drop a trial parse (a double-byte charset tried, then dropped)
 * without keeping its memory.
 *
 * Not here: which pieces live in the arena (sgf_tree.c decides: what the
 * reader builds; pieces made or replaced through the public setters are
 * malloc'd one by one, so a long-lived tree edited in a loop does not grow).
 */
#include <stdint.h>
#include <stdlib.h>

#include "sgf_internal.h"

struct tg_sgf__block {
    struct tg_sgf__block *next;
    size_t size; /* bytes of data after the header */
};

/* The header is 16 bytes, so data starts as aligned as malloc's result. */
#define BLOCK_HEADER 16
#define FIRST_BLOCK ((size_t)16 << 10)
#define LARGEST_BLOCK ((size_t)1 << 20)

void *tg_sgf__arena_grow(tg_sgf__arena *a, size_t size, size_t align) {
    size_t need = size + align;
    if (need < size)
        return NULL;
    size_t data = a->next_size ? a->next_size : FIRST_BLOCK;
    bool alone = need > data / 2; /* a large piece gets a block of its own */
    if (alone)
        data = need;
    else if (a->next_size < LARGEST_BLOCK)
        a->next_size = data * 2;
    if (data > SIZE_MAX - BLOCK_HEADER)
        return NULL;
    struct tg_sgf__block *b = malloc(BLOCK_HEADER + data);
    if (!b)
        return NULL;
    b->next = a->head;
    b->size = data;
    a->head = b;
    char *start = (char *)b + BLOCK_HEADER;
    uintptr_t p = ((uintptr_t)start + align - 1) & ~(uintptr_t)(align - 1);
    char *piece = start + (p - (uintptr_t)start);
    if (alone) {
        /* Full at once: the next piece opens a new block (the room left in
         * the one before is lost, at most half of what this piece takes). */
        a->cur = a->end = start + data;
    } else {
        a->cur = piece + size;
        a->end = start + data;
    }
    return piece;
}

tg_sgf__arena_mark tg_sgf__arena_save(const tg_sgf__arena *a) {
    return (tg_sgf__arena_mark){a->head, a->cur, a->end};
}

void tg_sgf__arena_release(tg_sgf__arena *a, tg_sgf__arena_mark m) {
    while (a->head != m.head) {
        struct tg_sgf__block *b = a->head;
        a->head = b->next;
        free(b);
    }
    a->cur = m.cur;
    a->end = m.end;
}

void tg_sgf__arena_free(tg_sgf__arena *a) {
    tg_sgf__arena_release(a, (tg_sgf__arena_mark){NULL, NULL, NULL});
    a->next_size = 0;
}
