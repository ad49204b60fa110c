/* test_threads.c — no global mutable state: the same random games played in
 * four threads at once end in exactly the positions they reach alone; and
 * the dead-stone estimate's search, two trees on two threads
 * (status_search_halves.c), answers exactly as its trees searched one
 * after the other on one thread. */
#include <pthread.h>
#include <string.h>

#include "check.h"
#include "status_internal.h"

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

/* Positions of random 9x9 games, 30 to 60 moves in: the search's two
 * trees, threaded and not, give the same ownership to the last bit, and
 * the estimate called from two threads at once gives each the map it
 * gives alone. */
typedef struct estimate_job {
    const tg_board *b;
    const tg_rules *r;
    tg_color to_move;
    tg_life_map m;
} estimate_job;

static void *estimate(void *arg) {
    estimate_job *j = arg;
    tg_life_estimate(j->b, j->r, j->to_move, 5, NULL, &j->m);
    return NULL;
}

static void test_search_trees_threaded(void) {
    tg_rules r;
    char err[128];
    tg_rules_parse("chinese", &r, err, sizeof err);
    uint64_t s = 7;
    int searched = 0; /* stones the estimate's search decided, over the games */
    for (int game = 0; game < 3; game++) {
        tg_game *g = tg_game_new(9, 9, &r);
        int moves = 30 + 15 * game;
        while (tg_game_state_of(g) == TG_PLAYING && tg_game_move_count(g) < moves)
            tg_game_play(g, tg_game_to_move(g), random_move(g, &s, false));
        const tg_board *b = tg_game_board(g);
        static double one[TG_MAX_POINTS], two[TG_MAX_POINTS];
        CHECK(tg_status__search_trees(b, &r, tg_game_to_move(g), 200, 11, false, one) == TG_OK &&
                  tg_status__search_trees(b, &r, tg_game_to_move(g), 200, 11, true, two) == TG_OK,
              "game %d: both searches ran", game);
        CHECK(memcmp(one, two, sizeof one) == 0, "game %d: the two trees answer alike on one thread and on two", game);
        static estimate_job alone, a, c;
        memset(&alone, 0, sizeof alone);
        alone.b = b;
        alone.r = &r;
        alone.to_move = tg_game_to_move(g);
        a = c = alone;
        estimate(&alone);
        pthread_t t[2];
        bool started[2] = {pthread_create(&t[0], NULL, estimate, &a) == 0,
                           pthread_create(&t[1], NULL, estimate, &c) == 0};
        CHECK(started[0] && started[1], "game %d: two threads started", game);
        for (int i = 0; i < 2; i++)
            if (started[i]) pthread_join(t[i], NULL);
            else estimate(i ? &c : &a);
        CHECK(memcmp(&alone.m, &a.m, sizeof a.m) == 0 && memcmp(&alone.m, &c.m, sizeof c.m) == 0,
              "game %d: the estimate in two threads at once is the estimate alone", game);
        for (int i = 0; i < TG_MAX_POINTS; i++) searched += alone.m.reason[i] == TG_WHY_SEARCH;
        tg_game_free(g);
    }
    /* Else the estimates above never reached the two trees' thread. */
    CHECK(searched > 0, "the estimate's search decided some stones (%d)", searched);
}

int main(void) {
    test_search_trees_threaded();
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
