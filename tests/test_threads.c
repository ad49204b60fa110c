/* test_threads.c — no global mutable state: the same random games played in
 * four threads at once end in exactly the positions they reach alone. */
#include <pthread.h>
#include <string.h>

#include "check.h"

typedef struct job {
    uint64_t seed;
    uint64_t final_hash;
    int moves;
    char result[16];
} job;

static uint64_t rnd(uint64_t *s) {
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void *play(void *arg) {
    job *j = arg;
    tg_rules r;
    char err[128];
    tg_rules_parse(j->seed % 2 ? "japanese" : "chinese", &r, err, sizeof err);
    uint64_t s = j->seed;
    for (int game = 0; game < 40; game++) {
        tg_game *g = tg_game_new(9, 9, &r);
        while (tg_game_state_of(g) == TG_PLAYING && tg_game_move_count(g) < 300) {
            const tg_board *b = tg_game_board(g);
            tg_color c = tg_game_to_move(g);
            tg_point chosen = TG_PASS;
            int n = b->empty_count, start = n ? (int)(rnd(&s) % (uint64_t)n) : 0;
            for (int k = 0; k < n; k++) {
                tg_point p = b->empty[(start + k) % n];
                if (!tg_board_is_eye(b, p, c) && tg_game_check(g, c, p).legality == TG_LEGAL) {
                    chosen = p;
                    break;
                }
            }
            tg_game_play(g, c, chosen);
        }
        tg_score sc;
        tg_game_score(g, NULL, 0, &sc);
        j->final_hash ^= tg_game_board(g)->hash;
        j->moves += tg_game_move_count(g);
        memcpy(j->result, sc.result, sizeof j->result);
        tg_game_free(g);
    }
    return NULL;
}

int main(void) {
    job alone[4], together[4];
    memset(alone, 0, sizeof alone);
    memset(together, 0, sizeof together);
    for (int i = 0; i < 4; i++) {
        alone[i].seed = together[i].seed = 100 + (uint64_t)i;
        play(&alone[i]);
    }
    pthread_t t[4];
    for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, play, &together[i]);
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    for (int i = 0; i < 4; i++)
        CHECK(alone[i].final_hash == together[i].final_hash && alone[i].moves == together[i].moves &&
                  strcmp(alone[i].result, together[i].result) == 0,
              "thread %d reached the same games alone and together", i);
    return check_done();
}
