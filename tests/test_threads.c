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

static void *play(void *arg) {
    job *j = arg;
    tg_rules r;
    char err[128];
    tg_rules_parse(j->seed % 2 ? "japanese" : "chinese", &r, err, sizeof err);
    uint64_t s = j->seed;
    for (int game = 0; game < 40; game++) {
        tg_game *g = tg_game_new(9, 9, &r);
        while (tg_game_state_of(g) == TG_PLAYING && tg_game_move_count(g) < 300)
            tg_game_play(g, tg_game_to_move(g), random_move(g, &s, false));
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
