/* rng.h — a small seeded generator for the CLI's random games (xoshiro-style
 * splitmix64). The library itself never draws random numbers. */
#ifndef TG_CLI_RNG_H
#define TG_CLI_RNG_H
#include <stdint.h>

typedef struct rng { uint64_t s; } rng;

static inline uint64_t rng_next(rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [0, n), n > 0 (Lemire's multiply-shift; bias < n / 2^32). */
static inline uint32_t rng_below(rng *r, uint32_t n) {
    return (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}
#endif
