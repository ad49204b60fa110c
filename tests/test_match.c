/*
 * test_match.c — the referee as a library (tengen/match.h) and its engine
 * pipe (match_internal.h), with tengen's own engine and small shell
 * engines (no other program needed). The CLI's fault cases are in tests/match.sh.
 *
 * Cases: a match run through the API alone between two passing sh
 * engines (events in order, the tally, records on disk, a second referee
 * refused, the resume); a write to an engine that stops reading returns within
 * the time-out (issue 16: "hang on write"); a reply of 100 KB under a
 * 1 MB cap is read whole, one over a 4 KB cap is garbage; an id mismatch
 * names the ids; the handicap komi of each preset.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "match_internal.h"
#include "tengen/match.h"

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

typedef struct seen {
    int starts, moves, ends;
    int last_move_number;
    char results[4][32];
} seen;

static void on_event(void *ctx, const tg_match_event *e) {
    seen *s = ctx;
    if (e->kind == TG_MATCH_GAME_START) s->starts++;
    if (e->kind == TG_MATCH_MOVE) {
        CHECK(e->move_number == s->last_move_number + 1, "move %d after %d", e->move_number, s->last_move_number);
        s->last_move_number = e->move_number;
        s->moves++;
    }
    if (e->kind == TG_MATCH_GAME_END) {
        CHECK(e->path && access(e->path, F_OK) == 0, "game %d reported finished but not on disk", e->game);
        if (e->game < 4) snprintf(s->results[e->game], sizeof s->results[0], "%s", e->result);
        s->ends++;
        s->last_move_number = 0;
    }
}

/* A GTP engine in one line of sh: passes, knows every command. */
#define PASSER "while read -r id cmd rest; do case $cmd in name) echo \"=$id passer\";; " \
               "version) echo \"=$id 2\";; genmove) echo \"=$id pass\";; known_command) echo \"=$id true\";; " \
               "quit) printf '=%s\\n\\n' $id; exit 0;; *) echo \"=$id\";; esac; echo; done"

static void api_match(void) {
    char dir[] = "/tmp/tg-test-match-XXXXXX";
    if (!mkdtemp(dir)) return;
    char rec[600];
    const char *black = PASSER, *white = PASSER;
    snprintf(rec, sizeof rec, "%s/records", dir);
    tg_match_options o;
    tg_match_options_init(&o);
    o.black_cmd = black;
    o.white_cmd = white;
    o.record_dir = rec;
    o.games = 2;
    o.size = 7;
    o.alternate = true;
    o.move_timeout = 5;
    seen s = {0};
    o.on_event = on_event;
    o.ctx = &s;
    char err[1024];
    tg_match *m = NULL;
    tg_status st = tg_match_new(&o, &m, err, sizeof err);
    CHECK(st == TG_OK, "tg_match_new: %s", err);
    if (st != TG_OK) return;
    CHECK(!strcmp(tg_match_engine_name(m, 0), "passer 2"), "name %s", tg_match_engine_name(m, 0));
    /* A second referee on the same folder is refused while this one holds it. */
    tg_match *m2 = NULL;
    CHECK(tg_match_new(&o, &m2, err, sizeof err) == TG_ERR_STATE && strstr(err, "in use by another referee"),
          "second referee: %s", err);
    st = tg_match_run(m, err, sizeof err);
    CHECK(st == TG_OK, "tg_match_run: %s", err);
    CHECK(s.starts == 2 && s.ends == 2 && s.moves == 4, "events %d %d %d", s.starts, s.ends, s.moves);
    tg_match_tally t;
    tg_match_get_tally(m, &t);
    CHECK(t.played == 2 && t.a + t.b + t.draws == 2, "tally %d %d %d %d", t.played, t.a, t.b, t.draws);
    for (int i = 0; i < 2; i++)
        CHECK(!strcmp(s.results[i], "W+7.5"), "game %d: result %s", i + 1, s.results[i]);
    CHECK(t.a == 1 && t.b == 1, "colours alternate: A %d, B %d", t.a, t.b);
    tg_match_free(m);
    /* Resumed: both games are found, none is played. */
    seen s2 = {0};
    o.ctx = &s2;
    CHECK(tg_match_new(&o, &m, err, sizeof err) == TG_OK, "resume: %s", err);
    if (m) {
        CHECK(tg_match_run(m, err, sizeof err) == TG_OK, "resume run: %s", err);
        tg_match_get_tally(m, &t);
        CHECK(s2.starts == 0 && t.played == 2, "resume played %d games", s2.starts);
        tg_match_free(m);
    }
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "cleanup");
}

static match_engine engine(const char *cmd, size_t cap) {
    return (match_engine){.cmd = cmd, .label = 'A', .max_reply = cap, .to = -1, .from = -1, .err = -1};
}

static void start(match_engine *e) {
    char err[512];
    /* Not me_start: these engines answer nothing to name. */
    CHECK(me_spawn(e, err, sizeof err), "spawn: %s", err);
}

static void write_bound(void) {
    /* Reads nothing, ever: a 1 MB command fills the pipe. */
    match_engine e = engine("exec sleep 30", 1 << 16);
    start(&e);
    size_t n = 1 << 20;
    char *big = malloc(n + 1);
    memset(big, 'x', n);
    big[n] = '\0';
    const char *r;
    double t0 = now_s();
    ask_status st = me_ask(&e, big, 0.3, &r);
    double took = now_s() - t0;
    CHECK(st == ASK_TIMEOUT, "a write to a full pipe: %s (%s)", me_what(st), e.why);
    CHECK(took < 2.0, "the write took %.1f s with a 0.3 s time-out", took);
    CHECK(strstr(e.why, "stopped reading") != NULL, "why: %s", e.why);
    free(big);
    me_free(&e);
}

static void long_replies(void) {
    /* One reply of 100,000 bytes, then the same over a 4 KB cap. */
    const char *cmd = "read a; printf '=1 '; head -c 100000 /dev/zero | tr '\\0' y; printf '\\n\\n'; sleep 5";
    match_engine e = engine(cmd, 1 << 20);
    start(&e);
    const char *r;
    ask_status st = me_ask(&e, "long", 5, &r);
    CHECK(st == ASK_OK && strlen(r) == 100000, "a 100 KB reply: %s, %zu bytes (%s)", me_what(st), strlen(r), e.why);
    me_free(&e);
    e = engine(cmd, 4096);
    start(&e);
    st = me_ask(&e, "long", 5, &r);
    CHECK(st == ASK_GARBAGE && strstr(e.why, "longer than 4096 bytes"), "over the cap: %s (%s)", me_what(st), e.why);
    me_free(&e);
}

static void ids(void) {
    match_engine e = engine("read a; printf '=9 pass\\n\\n'; sleep 5", 4096);
    start(&e);
    const char *r;
    ask_status st = me_ask(&e, "genmove b", 5, &r);
    CHECK(st == ASK_GARBAGE && strstr(e.why, "id 9 (expected 1)"), "a wrong id: %s (%s)", me_what(st), e.why);
    me_free(&e);
    /* Output before any command is an extra reply. */
    e = engine("printf '= hello\\n\\n'; sleep 5", 4096);
    start(&e);
    nanosleep(&(struct timespec){0, 200 * 1000 * 1000}, NULL);
    st = me_ask(&e, "name", 5, &r);
    CHECK(st == ASK_GARBAGE && strstr(e.why, "nobody asked for"), "unasked output: %s (%s)", me_what(st), e.why);
    me_free(&e);
}

/* An engine that closed its input: the write fails with EPIPE and the
 * referee (this test program keeps SIGPIPE's default action, which would
 * kill it) carries on. */
static void no_sigpipe(void) {
    match_engine e = engine("exec 0<&-; sleep 5", 4096);
    start(&e);
    nanosleep(&(struct timespec){0, 200 * 1000 * 1000}, NULL);
    const char *r;
    ask_status st = me_ask(&e, "name", 2, &r);
    CHECK(st == ASK_DEAD && strstr(e.why, "closed its input"), "a closed input: %s (%s)", me_what(st), e.why);
    me_free(&e);
}

static void handicap_komi(void) {
    const char *presets[] = {"japanese", "chinese", "aga", "korean", "nz", "tromp-taylor", "stones"};
    const int want[] = {1, 1, 1, 1, 0, 0, 0};
    for (int i = 0; i < 7; i++) {
        tg_rules r;
        char err[128];
        tg_rules_parse(presets[i], &r, err, sizeof err);
        CHECK(tg_match_handicap_komi2(&r) == want[i], "%s: handicap komi %d/2", presets[i], tg_match_handicap_komi2(&r));
    }
}

int main(void) {
    write_bound();
    long_replies();
    ids();
    no_sigpipe();
    handicap_komi();
    api_match();
    return check_done();
}
