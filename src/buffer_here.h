/*
 * buffer_here.h — a growing array that starts in its owner's own room (an
 * array on the stack or inside a struct, `here`) and moves to the heap the
 * first time it outgrows it: most records never call malloc for it. Used
 * by the replay's move numbers (replay.c) and by the reader's open trees,
 * moves kept aside and game spans (sgf_read.c).
 *
 * Invariant: the array is `here` until its first growth, and malloc'd
 * memory of its own after it; only the latter is ever realloc'd or freed.
 * The caller keeps the count and the capacity, and chooses the new one.
 */
#ifndef TG_BUFFER_HERE_H
#define TG_BUFFER_HERE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* buf, which holds n items of size bytes, moved to room for cap items:
 * realloc'd when it is malloc'd already, else malloc'd with the n items
 * copied from here. NULL when memory runs out (or cap * size overflows):
 * buf is then unchanged and still the caller's. Out of line and cold: a
 * growth is rare, and inlined into the reader's and the replay's loops it
 * cost them about 2 instructions a move of `check` (callgrind). */
#if defined(__GNUC__)
/* Not `inline`: gcc rejects noinline on an inline function (-Wattributes);
 * `unused` keeps a file that includes this and never grows quiet. */
__attribute__((noinline, cold, unused)) static void *
#else
static inline void *
#endif
tg_buffer__grow(void *buf, const void *here, size_t n, size_t cap, size_t size) {
    if (cap > SIZE_MAX / size) return NULL;
    if (buf != here) return realloc(buf, cap * size);
    void *v = malloc(cap * size);
    if (v && n) memcpy(v, here, n * size);
    return v;
}

/* Frees buf unless it is still here. */
static inline void tg_buffer__free(void *buf, const void *here) {
    if (buf != here) free(buf);
}

#endif
