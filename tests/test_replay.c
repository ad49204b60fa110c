/* test_replay.c — tg_replay_sgf on small records written inline: record
 * move numbers in verdicts, strict and tolerant replay of a ko retake,
 * mid-game setup starting a new history, handicap, dead stones from TB/TW
 * marks and from AE after the last move, R/T results, plays after the end
 * (onto a stone: skipped, once); the one walk (AE held back until a move
 * follows, the last marks only); validation issues. */
#include <string.h>

#include "check.h"
#include "tengen/replay.h"

static tg_sgf_collection *coll;

static tg_status replay_opt(const char *sgf, bool tolerant, bool validate, const char *rules,
                            tg_replay *r) {
    tg_sgf_error err;
    tg_sgf_collection_free(coll);
    coll = tg_sgf_parse(sgf, strlen(sgf), NULL, &err);
    if (!coll) return TG_ERR_PARSE;
    tg_rules ru;
    char e[128];
    if (rules) tg_rules_parse(rules, &ru, e, sizeof e);
    tg_replay_options opt = {.rules = rules ? &ru : NULL, .tolerant = tolerant, .validate = validate,
                             .source = coll};
    return tg_replay_sgf(tg_sgf_game(coll, 0), &opt, r, &err);
}

static tg_status replay(const char *sgf, bool tolerant, const char *rules, tg_replay *r) {
    return replay_opt(sgf, tolerant, false, rules, r);
}

/* The number of issues of kind k. */
static int issues_of(const tg_replay *r, tg_issue_kind k) {
    int n = 0;
    for (int i = 0; i < r->n_issues; i++) n += r->issues[i].kind == k;
    return n;
}

/* A ko on a 5x5 board: White takes at B4 (move 8), Black retakes at once. */
static const char ko[] =
    "(;SZ[5]KM[0.5];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb];B[cb];W[ee])";

int main(void) {
    tg_replay r;
    CHECK(replay(ko, false, NULL, &r) == TG_OK, "ko record replays");
    CHECK(r.illegal == 1 && r.stopped && r.first_illegal == 0, "strict stops at the retake");
    CHECK(r.events[0].move == 9 && r.events[0].legality == TG_ILLEGAL_KO, "move 9 is ko: %d %s",
          r.events[0].move, tg_legality_str(r.events[0].legality));
    CHECK(r.events[0].repeats_move == 7, "repeats the position after move 7: %d", r.events[0].repeats_move);
    CHECK(r.moves == 9 && tg_game_move_count(r.game) == 8, "8 moves played of 9 read");
    tg_replay_fini(&r);

    CHECK(replay(ko, true, NULL, &r) == TG_OK, "tolerant ko replay");
    CHECK(r.illegal == 1 && !r.stopped && r.moves == 10, "tolerant carries on: %d moves", r.moves);
    CHECK(r.events[0].played, "the retake was played anyway");
    CHECK(r.extra_captures[TG_BLACK] == 1, "the forced retake's capture is kept");
    tg_score_context ctx;
    tg_replay_context(&r, &ctx);
    CHECK(ctx.captures[TG_BLACK] == 1 && ctx.captures[TG_WHITE] == 1, "captures 1 and 1: %d %d",
          ctx.captures[TG_BLACK], ctx.captures[TG_WHITE]);
    const tg_board *b = tg_game_board(r.game);
    CHECK(tg_board_at(b, at(b, "C4")) == TG_BLACK && tg_board_at(b, at(b, "B4")) == TG_EMPTY,
          "the retake stands");
    CHECK(tg_board_check(b, NULL, 0), "board invariants hold");
    tg_replay_fini(&r);

    /* A suicide under chinese rules, played anyway through relaxed rules:
     * the history is kept and the self-capture counts for the opponent. */
    CHECK(replay("(;SZ[3];B[ba];W[];B[ab];W[aa])", true, "chinese", &r) == TG_OK, "suicide record");
    CHECK(r.illegal == 1 && r.events[0].legality == TG_ILLEGAL_SUICIDE && r.events[0].move == 4,
          "move 4 is suicide");
    CHECK(r.setups == 0 && tg_game_captures(r.game, TG_BLACK) == 1, "self-capture gives Black a prisoner");
    tg_replay_fini(&r);

    /* Setup after the first move: a note, and a new history. */
    CHECK(replay("(;SZ[9];B[aa];W[bb];AB[cc];W[dd];B[ee])", false, NULL, &r) == TG_OK, "setup record");
    CHECK(r.illegal == 0 && r.setups == 1 && r.n_events == 1 && r.events[0].kind == TG_REPLAY_SETUP,
          "one setup note, nothing illegal");
    CHECK(r.events[0].move == 2, "setup after move 2: %d", r.events[0].move);
    tg_replay_fini(&r);

    /* Handicap: HA with AB, White moves first. */
    CHECK(replay("(;SZ[9]HA[2]AB[cc][gg];W[ee];B[ce])", false, "chinese", &r) == TG_OK, "handicap record");
    CHECK(r.illegal == 0 && tg_game_handicap(r.game) == 2, "handicap 2, legal");
    tg_replay_fini(&r);

    /* Non-alternating play. */
    CHECK(replay("(;SZ[9];B[aa];B[bb])", false, NULL, &r) == TG_OK, "non-alternating record");
    CHECK(r.illegal == 1 && r.events[0].kind == TG_REPLAY_OUT_OF_TURN && r.events[0].move == 2,
          "move 2 out of turn");
    tg_replay_fini(&r);

    /* Dead stones: TB marks, and AE after the last move. */
    CHECK(replay("(;SZ[5]KM[0];B[bb];W[dd];B[];W[]TB[dd][de][ed][ee])", false, NULL, &r) == TG_OK, "marks");
    CHECK(r.n_dead == 1 && r.dead_source == TG_DEAD_FROM_MARKS && r.territory_marks == 4, "one dead stone");
    tg_score s;
    tg_replay_score(&r, NULL, r.dead, r.n_dead, &s);
    CHECK(strcmp(s.result, "B+25") == 0, "B+25 under japanese: %s", s.result);
    tg_replay_fini(&r);
    CHECK(replay("(;SZ[5]KM[0];B[bb];W[dd];B[];W[];AE[dd])", false, NULL, &r) == TG_OK, "removal");
    CHECK(r.n_dead == 1 && r.dead_source == TG_DEAD_FROM_REMOVAL, "AE after the end marks dead");
    CHECK(tg_board_at(tg_game_board(r.game), r.dead[0]) == TG_WHITE, "the stone stays on the board");
    tg_replay_fini(&r);

    /* Resignation: a fixed result. Third pass: after the end. */
    char res[16];
    CHECK(replay("(;SZ[9]RE[W+R];B[aa];W[bb])", false, NULL, &r) == TG_OK, "resigned");
    CHECK(tg_replay_fixed_result(&r, res) && strcmp(res, "W+R") == 0, "W+R: %s", res);
    tg_replay_fini(&r);
    CHECK(replay("(;SZ[9];B[];W[];B[])", false, NULL, &r) == TG_OK, "three passes");
    CHECK(r.illegal == 1 && r.events[0].kind == TG_REPLAY_AFTER_END && r.events[0].move == 3,
          "the third pass is after the end");
    tg_replay_fini(&r);
    /* A play onto a stone after two passes that end the game for good
     * (Tromp-Taylor: no dead stones agreed, so play does not resume),
     * tolerant: one after-end event, skipped, as after a cycle; the game
     * stays ended, the stone stays. (It was an after-end event "played",
     * then an occupied one, skipped, and the game resumed.) */
    CHECK(replay("(;SZ[5]KM[0];B[bb];W[dd];B[];W[];B[dd])", true, "tromp-taylor", &r) == TG_OK,
          "play on a stone after the end");
    CHECK(r.n_events == 1 && r.illegal == 1 && r.events[0].kind == TG_REPLAY_AFTER_END && r.events[0].move == 5 &&
              !r.events[0].played,
          "one after-end event, not played: %d events, the first %s, played %d", r.n_events,
          r.n_events ? tg_replay_event_name(r.events[0].kind) : "none", r.n_events ? r.events[0].played : -1);
    CHECK(tg_game_state_of(r.game) == TG_ENDED_PASSES && tg_game_move_count(r.game) == 4 &&
              tg_board_at(tg_game_board(r.game), at(tg_game_board(r.game), "D2")) == TG_WHITE,
          "the game stays ended, the stone stays: state %d, %d moves", (int)tg_game_state_of(r.game),
          tg_game_move_count(r.game));
    tg_replay_fini(&r);
    /* The same play onto an empty point is played anyway (and resumes). */
    CHECK(replay("(;SZ[5]KM[0];B[bb];W[dd];B[];W[];B[cc])", true, "tromp-taylor", &r) == TG_OK,
          "play on an empty point after the end");
    CHECK(r.n_events == 1 && r.events[0].kind == TG_REPLAY_AFTER_END && r.events[0].played &&
              tg_game_move_count(r.game) == 5,
          "after the end, played anyway: %d events, %d moves", r.n_events, tg_game_move_count(r.game));
    tg_replay_fini(&r);

    /* One walk: AE between moves is setup (held back, then applied when the
     * next move comes); AE over several trailing nodes marks dead stones. */
    CHECK(replay("(;SZ[5]KM[0];B[bb];W[dd];AE[dd];C[x];B[cc])", false, NULL, &r) == TG_OK, "mid AE");
    CHECK(r.setups == 1 && r.n_dead == 0 && tg_board_at(tg_game_board(r.game), at(tg_game_board(r.game), "D2")) == TG_EMPTY,
          "AE before a move removes the stone: setups %d dead %d", r.setups, r.n_dead);
    tg_replay_fini(&r);
    CHECK(replay("(;SZ[5]KM[0];B[bb];W[dd];B[];W[];C[x];AE[dd])", false, NULL, &r) == TG_OK, "late AE");
    CHECK(r.setups == 0 && r.n_dead == 1 && r.dead_source == TG_DEAD_FROM_REMOVAL, "AE two nodes after the end");
    tg_replay_fini(&r);
    /* Only the last TB/TW marks count (a mid-game TW does not kill B2). */
    CHECK(replay("(;SZ[5]KM[0];B[bb]TW[bb];W[dd];B[];W[]TB[dd])", false, NULL, &r) == TG_OK, "two marks");
    CHECK(r.n_dead == 1 && tg_board_at(tg_game_board(r.game), r.dead[0]) == TG_WHITE,
          "the last marks only: %d dead", r.n_dead);
    tg_replay_fini(&r);
    /* A bad point list in a trailing node still makes the record unreadable. */
    CHECK(replay("(;SZ[5];B[bb];AE[zz])", false, NULL, &r) == TG_ERR_PARSE, "bad trailing AE refused");
    /* ...and so does one after a strict stop. */
    CHECK(replay("(;SZ[9];B[aa];B[bb];W[zz])", false, NULL, &r) == TG_ERR_PARSE, "bad move after a stop refused");

    /* Validation: issues beside the events, in record order. */
    CHECK(replay_opt("(;SZ[9]RU[Fantasy]HA[2]KM[650]AB[cc];W[ee];W[ff])", true, true, NULL, &r) == TG_OK,
          "validate");
    CHECK(issues_of(&r, TG_ISSUE_HANDICAP_COUNT) == 1 && issues_of(&r, TG_ISSUE_UNKNOWN_RULES) == 1 &&
              issues_of(&r, TG_ISSUE_KOMI_SCALED) == 1 && issues_of(&r, TG_ISSUE_OUT_OF_TURN) == 1,
          "four kinds found (%d issues)", r.n_issues);
    CHECK(r.issue_errors == 3 && r.n_issues == 4, "3 errors and a note: %d %d", r.issue_errors, r.n_issues);
    CHECK(r.issues[r.n_issues - 1].kind == TG_ISSUE_OUT_OF_TURN && r.issues[r.n_issues - 1].move == 2 &&
              r.issues[r.n_issues - 1].column == 43,
          "the move's issue last, at its node: move %d column %d", r.issues[r.n_issues - 1].move,
          r.issues[r.n_issues - 1].column);
    CHECK(r.rules.komi2 == 13, "komi 650 read as 6.5");
    tg_replay_fini(&r);
    CHECK(replay_opt("(;SZ[9]RU[Fantasy]HA[2]KM[650]AB[cc];W[ee];W[ff])", true, false, NULL, &r) == TG_OK &&
              r.n_issues == 0 && r.issues == NULL,
          "no issues without validate");
    tg_replay_fini(&r);
    for (int k = 0; k < TG_ISSUE_KIND_COUNT; k++)
        CHECK(strcmp(tg_issue_name((tg_issue_kind)k), "unknown") != 0, "kind %d has a name", k);
    CHECK(!tg_issue_is_error(TG_ISSUE_SETUP) && tg_issue_is_error(TG_ISSUE_ILLEGAL), "severities");

    /* A lent game (options' game) gives what a new game gives, whatever the
     * records replayed into it before: the ko record after a handicap game
     * that ended by passes under other rules, strict and tolerant; a record
     * of another size gets a new game and leaves the lent one alone. */
    {
        static const char *const before[] = {
            "(;SZ[5]RU[Japanese]HA[2]AB[bb][dd];W[cc];B[];W[])",
            "(;SZ[5]KM[0.5];B[aa];W[ee];B[ab];W[ed];B[ac];W[ec];B[ad];W[eb];B[ae];W[ea])", ko};
        tg_rules lend_rules;
        char e[8];
        tg_rules_parse("aga", &lend_rules, e, sizeof e);
        tg_game *lent = tg_game_new(5, 5, &lend_rules);
        for (int tolerant = 0; tolerant < 2; tolerant++)
            for (size_t k = 0; k < sizeof before / sizeof before[0]; k++) {
                tg_replay fresh, again;
                tg_sgf_error err;
                tg_sgf_collection *c1 = tg_sgf_parse(before[k], strlen(before[k]), NULL, &err);
                tg_replay_options o1 = {.tolerant = tolerant, .game = lent};
                CHECK(c1 && tg_replay_sgf(tg_sgf_game(c1, 0), &o1, &again, &err) == TG_OK,
                      "record %zu into the lent game", k);
                CHECK(again.game == lent && again.game_borrowed, "the lent game is used");
                tg_replay_fini(&again);
                CHECK(replay(ko, tolerant, NULL, &fresh) == TG_OK, "ko, new game");
                tg_replay_options o2 = {.tolerant = tolerant, .game = lent};
                CHECK(tg_replay_sgf(tg_sgf_game(coll, 0), &o2, &again, &err) == TG_OK, "ko, lent game");
                const tg_board *fb = tg_game_board(fresh.game), *ab = tg_game_board(again.game);
                CHECK(fb->hash == ab->hash && memcmp(fb->color, ab->color, sizeof fb->color) == 0 &&
                          tg_game_move_count(fresh.game) == tg_game_move_count(again.game) &&
                          tg_game_state_of(fresh.game) == tg_game_state_of(again.game) &&
                          tg_game_handicap(fresh.game) == tg_game_handicap(again.game) &&
                          tg_game_to_move(fresh.game) == tg_game_to_move(again.game) &&
                          fresh.moves == again.moves && fresh.illegal == again.illegal &&
                          fresh.n_events == again.n_events && fresh.stopped == again.stopped &&
                          fresh.extra_captures[TG_BLACK] == again.extra_captures[TG_BLACK] &&
                          memcmp(&fresh.rules, tg_game_rules(again.game), sizeof fresh.rules) == 0,
                      "after record %zu (%s): the lent game replays the ko record as a new one", k,
                      tolerant ? "tolerant" : "strict");
                for (int i = 0; i < fresh.n_events && i < again.n_events; i++)
                    CHECK(fresh.events[i].legality == again.events[i].legality &&
                              fresh.events[i].repeats_move == again.events[i].repeats_move,
                          "event %d the same", i);
                tg_replay_fini(&fresh);
                tg_replay_fini(&again);
                CHECK(tg_game_board(lent)->width == 5, "the lent game is still the caller's");
                tg_sgf_collection_free(c1);
            }
        tg_replay other;
        tg_sgf_error err;
        tg_sgf_collection *c9 = tg_sgf_parse("(;SZ[9];B[ee])", 14, NULL, &err);
        tg_replay_options o9 = {.game = lent};
        CHECK(c9 && tg_replay_sgf(tg_sgf_game(c9, 0), &o9, &other, &err) == TG_OK &&
                  other.game != lent && !other.game_borrowed && tg_game_board(other.game)->width == 9,
              "another size: a new game");
        tg_replay_fini(&other);
        tg_sgf_collection_free(c9);
        tg_game_free(lent);
    }

    /* Unreadable: a board too big, a bad move. */
    CHECK(replay("(;SZ[30];B[aa])", false, NULL, &r) == TG_ERR_ARG, "30x30 refused");
    CHECK(replay("(;SZ[9];B[zz])", false, NULL, &r) == TG_ERR_PARSE, "bad point refused");
    tg_sgf_collection_free(coll);
    return check_done();
}
