/* test_score.c — counting final positions under every preset: seki with an
 * eye, dead stones, komi, compensation, ties, the first-pass point, group
 * tax, and the identities of RULES.md §8 checked on random games. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "tengen/replay.h"
#include "tengen/sgf.h"
#include "tengen/status.h"

static const char *seki_game =
    "   A B C D E F G H J\n"
    " 9 . X . O . O X . .\n"
    " 8 X X X O O O X . .\n"
    " 7 O O O X X X X . .\n"
    " 6 . . O X . . . . .\n"
    " 5 . . O X . . . . .\n"
    " 4 O O O X . . . . .\n"
    " 3 . . O X . . . . .\n"
    " 2 . . O X . . . . .\n"
    " 1 . . O X . . . . .\n";

static tg_score score(const tg_board *b, const char *rules, const tg_score_context *ctx,
                      const tg_point *dead, int ndead) {
    tg_rules r;
    char err[256];
    tg_rules_parse(rules, &r, err, sizeof err);
    tg_score s;
    tg_score_position(b, &r, ctx, dead, ndead, &s);
    return s;
}

/* The points named in `names` ("A8 B2": GTP names separated by spaces)
 * on b into pts (room for 16); returns how many. */
static int points_named(const tg_board *b, const char *names, tg_point *pts) {
    char name[5];
    int n = 0, used;
    while (n < 16 && sscanf(names, " %4s%n", name, &used) == 1) {
        pts[n++] = at(b, name);
        names += used;
    }
    return n;
}

/* b scored under `rules` with the stones named in `dead` marked dead. */
static tg_score score_marked(const tg_board *b, const char *rules, const char *dead) {
    tg_point pts[16];
    int n = points_named(b, dead, pts);
    return score(b, rules, NULL, pts, n);
}

/* A Tygem record of the corpus, replayed and scored with dead stones
 * given. */
typedef struct record {
    corpus_record rec;
    tg_score sc;
    const tg_board *b; /* the final position */
} record;

/* corpora/games/tygem-9d-2016/<name>.sgf replayed into rec and scored by
 * its rules with the stones named in `dead` marked dead (the estimate's,
 * given so that the test reads the count alone). False, with nothing to
 * release, when the corpus is missing (said) or the record does not
 * replay (a failed check); else release with record_free. */
static bool score_record(const char *name, const char *dead, record *rec) {
    static char rel[128];
    snprintf(rel, sizeof rel, "games/tygem-9d-2016/%s.sgf", name);
    if (!record_open(rel, &rec->rec)) return false;
    rec->b = tg_game_board(rec->rec.r.game);
    tg_point pts[16];
    int n = points_named(rec->b, dead, pts);
    CHECK(tg_replay_score(&rec->rec.r, NULL, pts, n, &rec->sc) == TG_OK, "%s scores", name);
    return true;
}

static void record_free(record *rec) { record_close(&rec->rec); }

static void every_preset_on_a_seki_with_eyes(void) {
    tg_board b = diagram(seki_game);
    struct { const char *rules, *result; int seki_eyes; } cases[] = {
        {"tromp-taylor", "B+26", 0}, {"chinese", "B+18.5", 0}, {"japanese", "B+19.5", 2},
        {"korean", "B+19.5", 2},     {"aga", "B+18.5", 0},     {"aga-1991", "B+20.5", 0},
        {"ing", "B+18", 0},          {"nz", "B+19", 0},        {"wmsg", "B+19.5", 0},
        {"stones", "0", 0},          {"group-tax", "B+26", 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tg_score s = score(&b, cases[i].rules, NULL, NULL, 0);
        CHECK(strcmp(s.result, cases[i].result) == 0, "%s: %s, want %s", cases[i].rules, s.result,
              cases[i].result);
        CHECK(s.seki_eyes == cases[i].seki_eyes, "%s: %d seki eyes", cases[i].rules, s.seki_eyes);
        int total = s.stones[1] + s.stones[2] + s.territory[1] + s.territory[2] + s.neutral + s.seki_eyes;
        CHECK(total == 81, "%s: every point counted once, %d", cases[i].rules, total);
    }
    /* The seki itself: the stones and the eyes, point by point. */
    tg_score s = score(&b, "japanese", NULL, NULL, 0);
    CHECK(s.points[at(&b, "A9")].kind == TG_PT_SEKI_EYE && s.points[at(&b, "E9")].kind == TG_PT_SEKI_EYE,
          "A9 and E9 are seki eyes");
    CHECK(s.points[at(&b, "B9")].kind == TG_PT_SEKI_STONE && s.points[at(&b, "D9")].kind == TG_PT_SEKI_STONE,
          "the chains in seki are marked");
    CHECK(s.points[at(&b, "C9")].kind == TG_PT_NEUTRAL, "the shared liberty is neutral");
    CHECK(s.points[at(&b, "G5")].kind == TG_PT_TERRITORY && s.points[at(&b, "G5")].owner == TG_BLACK,
          "G5 is black territory");
    CHECK(s.points[at(&b, "D5")].kind == TG_PT_STONE, "D5 is a plain live stone");
    s = score(&b, "chinese", NULL, NULL, 0);
    CHECK(s.points[at(&b, "A9")].kind == TG_PT_TERRITORY && s.points[at(&b, "A9")].owner == TG_BLACK,
          "under chinese the seki eye A9 is black's");
    /* Group tax: one point for each group in seki with one eye, two for
     * the others. */
    s = score(&b, "group-tax", NULL, NULL, 0);
    CHECK(s.tax[TG_BLACK] == 3 && s.tax[TG_WHITE] == 3, "tax %d/%d", s.tax[1], s.tax[2]);
}

static void dead_stones(void) {
    tg_board b = diagram(" 5 . . X O .\n"
                         " 4 . O X O .\n"
                         " 3 . . X O .\n"
                         " 2 . . X O .\n"
                         " 1 . . X O .\n");
    tg_point dead = at(&b, "B4");
    tg_score s = score(&b, "japanese,komi=0", NULL, &dead, 1);
    CHECK(s.territory[TG_BLACK] == 10 && s.prisoners[TG_BLACK] == 1 && s.dead[TG_WHITE] == 1,
          "territory %d prisoners %d", s.territory[1], s.prisoners[1]);
    CHECK(strcmp(s.result, "B+6") == 0, "japanese B+6, got %s", s.result);
    CHECK(s.points[dead].kind == TG_PT_DEAD && s.points[dead].owner == TG_BLACK, "B4 is dead, black's point");
    s = score(&b, "chinese,komi=0", NULL, &dead, 1);
    CHECK(strcmp(s.result, "B+5") == 0, "chinese B+5, got %s", s.result);
    s = score(&b, "chinese,komi=0", NULL, NULL, 0);
    CHECK(strcmp(s.result, "W+6") == 0, "with B4 alive the left side is neutral: %s", s.result);
    /* A dead mark on an empty point or twice on a chain changes nothing. */
    tg_point twice[3] = {dead, dead, at(&b, "A1")};
    s = score(&b, "chinese,komi=0", NULL, twice, 3);
    CHECK(strcmp(s.result, "B+5") == 0 && s.dead[TG_WHITE] == 1, "duplicates ignored: %s", s.result);
    tg_point off = 700;
    tg_rules chinese;
    char err[128];
    tg_rules_parse("chinese", &chinese, err, sizeof err);
    CHECK(tg_score_position(&b, &chinese, NULL, &off, 1, &s) == TG_ERR_ARG,
          "an off-board dead point is an error");
}

static void komi_compensation_ties_first_pass(void) {
    tg_board b;
    tg_board_init(&b, 5, 5);
    tg_score_context ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.handicap = 4;
    tg_score s = score(&b, "chinese,komi=0.5", &ctx, NULL, 0);
    CHECK(s.compensation == 4 && strcmp(s.result, "W+4.5") == 0, "chinese compensation N: %s", s.result);
    s = score(&b, "aga,scoring=area,komi=0.5", &ctx, NULL, 0);
    CHECK(s.compensation == 3 && strcmp(s.result, "W+3.5") == 0, "AGA area N-1: %s", s.result);
    s = score(&b, "aga,komi=0.5", &ctx, NULL, 0);
    CHECK(s.compensation == 0 && strcmp(s.result, "W+0.5") == 0, "territory: none: %s", s.result);
    memset(&ctx, 0, sizeof ctx);
    s = score(&b, "ing,komi=0", &ctx, NULL, 0);
    CHECK(strcmp(s.result, "B+0") == 0, "ing: Black wins ties: %s", s.result);
    s = score(&b, "nz,komi=0", &ctx, NULL, 0);
    CHECK(strcmp(s.result, "0") == 0, "nz: a draw is 0: %s", s.result);
    s = score(&b, "chinese,komi=-2.5", &ctx, NULL, 0);
    CHECK(strcmp(s.result, "B+2.5") == 0, "negative komi: %s", s.result);
    ctx.first_passer = TG_WHITE;
    s = score(&b, "wmsg,komi=0", &ctx, NULL, 0);
    CHECK(s.first_pass == 1 && strcmp(s.result, "W+1") == 0, "wmsg: White passed first: %s", s.result);
    s = score(&b, "chinese,komi=0", &ctx, NULL, 0);
    CHECK(strcmp(s.result, "0") == 0, "no first-pass point under chinese: %s", s.result);
    ctx.first_passer = TG_BLACK;
    s = score(&b, "wmsg,komi=0", &ctx, NULL, 0);
    CHECK(s.first_pass == 0, "Black passing first costs nothing");
}

static void group_tax_equals_stone_scoring_when_filled(void) {
    /* Two black groups and one white group, two one-point eyes each. */
    tg_board b = diagram(" 5 X . X O . O X . X\n"
                         " 4 X X X O O O X X X\n"
                         " 3 X . X O O O X . X\n"
                         " 2 X X X O . O X X X\n"
                         " 1 X X X O O O X X X\n");
    tg_score tax = score(&b, "group-tax", NULL, NULL, 0);
    tg_score stones = score(&b, "stones", NULL, NULL, 0);
    tg_score area = score(&b, "tromp-taylor", NULL, NULL, 0);
    CHECK(tax.margin2 == stones.margin2, "group tax %s = stones %s", tax.result, stones.result);
    CHECK(strcmp(area.result, "B+15") == 0, "plain area counts the eyes: %s", area.result);
    CHECK(strcmp(stones.result, "B+13") == 0, "stones B+13: %s", stones.result);
    CHECK(tax.tax[TG_BLACK] == 4 && tax.tax[TG_WHITE] == 2, "tax %d/%d", tax.tax[1], tax.tax[2]);
}

/* Random games played to two passes: with the same number of plays on each
 * side, area and territory margins agree; under AGA rules they always do. */
static tg_game *random_finished_game(const char *rules, int size, uint64_t seed) {
    tg_rules r;
    char err[256];
    tg_rules_parse(rules, &r, err, sizeof err);
    tg_game *g = tg_game_new(size, size, &r);
    uint64_t s = seed;
    /* One move in 64 is a pass, so that games end at any stage. */
    for (int m = 0; m < 4 * size * size && tg_game_state_of(g) == TG_PLAYING; m++) {
        tg_point p = test_rand(&s) % 64 ? random_move(g, &s, false) : TG_PASS;
        tg_game_play(g, tg_game_to_move(g), p);
    }
    return g;
}

static void area_equals_territory(void) {
    int equal_plays = 0, agreed = 0, aga_games = 0, aga_agreed = 0;
    for (uint64_t seed = 1; seed <= 300; seed++) {
        tg_game *g = random_finished_game("chinese,komi=0", 7, seed);
        if (tg_game_state_of(g) == TG_ENDED_PASSES) {
            int plays[3] = {0, 0, 0};
            for (int i = 1; i <= tg_game_move_count(g); i++) {
                tg_move m = tg_game_move(g, i);
                if (m.point != TG_PASS) plays[m.color]++;
            }
            if (plays[TG_BLACK] == plays[TG_WHITE]) {
                tg_score area, terr;
                tg_game_score(g, NULL, 0, &area);
                tg_rules r = *tg_game_rules(g);
                r.scoring = TG_SCORING_TERRITORY;
                tg_game_set_rules(g, &r);
                tg_game_score(g, NULL, 0, &terr);
                equal_plays++;
                agreed += area.margin2 == terr.margin2;
            }
        }
        tg_game_free(g);
        g = random_finished_game("aga,komi=0", 7, seed);
        if (tg_game_state_of(g) == TG_ENDED_PASSES) {
            tg_score area, terr;
            tg_game_score(g, NULL, 0, &terr);
            tg_rules r = *tg_game_rules(g);
            r.scoring = TG_SCORING_AREA;
            tg_game_set_rules(g, &r);
            tg_game_score(g, NULL, 0, &area);
            aga_games++;
            aga_agreed += area.margin2 == terr.margin2;
        }
        tg_game_free(g);
    }
    CHECK(equal_plays >= 20 && agreed == equal_plays, "equal plays: %d of %d agree", agreed, equal_plays);
    CHECK(aga_games >= 100 && aga_agreed == aga_games, "AGA: %d of %d agree", aga_agreed, aga_games);
}

static void a_game_scores_its_history(void) {
    /* Captures made in play count as prisoners under territory scoring. */
    tg_game *g = game_from_diagram("japanese,komi=0",
                                   " 3 . X . .\n"
                                   " 2 X O X .\n"
                                   " 1 . . . .\n", TG_BLACK);
    play_moves(g, "B B1");
    tg_game_play(g, TG_WHITE, TG_PASS);
    tg_game_play(g, TG_BLACK, TG_PASS);
    tg_score s;
    tg_game_score(g, NULL, 0, &s);
    CHECK(s.prisoners[TG_BLACK] == 1, "one prisoner, got %d", s.prisoners[TG_BLACK]);
    CHECK(strcmp(s.result, "B+9") == 0, "the 8 empty points and the prisoner: %s", s.result);
    tg_game_free(g);
}

/* Territory scoring: a chain left in atari once the dame are filled must be
 * saved by its owner, and the point it fills is not territory (1989 rules,
 * commentary to article 8; the record of GNU Go's arb/dumonteil-5). Area
 * scoring counts the same either way. */
static void defence_point_is_not_territory(void) {
    /* White fills the dame E1 (Black there would be self-atari), then D1
     * is in atari and Black must connect at C1. (White has two eyes: a
     * group with one, not dead, could only be in seki.) */
    tg_board b = diagram(" 4 . . X O . O .\n"
                         " 3 . . X O . O .\n"
                         " 2 . . X O O O O\n"
                         " 1 . X . X . O .\n");
    tg_score s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(strcmp(s.result, "B+2") == 0, "japanese: C1 is not black's, want B+2, got %s", s.result);
    CHECK(s.points[at(&b, "C1")].kind == TG_PT_NEUTRAL && s.points[at(&b, "C1")].owner == TG_EMPTY,
          "C1 counts for nobody");
    CHECK(s.defence == 1 && s.neutral == 2, "one defence point among two neutral, %d/%d", s.defence,
          s.neutral);
    CHECK(s.points[at(&b, "A1")].kind == TG_PT_TERRITORY, "the rest of the area stays territory");
    s = score(&b, "chinese,komi=0", NULL, NULL, 0);
    CHECK(strcmp(s.result, "W+1") == 0 && s.defence == 0, "chinese: area unaffected, got %s",
          s.result);
    /* Already in atari, no dame needed: the same. */
    b = diagram(" 4 . . X O . O .\n"
                " 3 . . X O . O .\n"
                " 2 . . X O O O O\n"
                " 1 . X . X O O .\n");
    s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.defence == 1 && strcmp(s.result, "B+2") == 0, "in atari now: %s", s.result);
    /* A game that did not end by passes had no counting phase: nothing is
     * taken for a defensive move (servers count such games plainly). */
    tg_score_context stopped;
    memset(&stopped, 0, sizeof stopped);
    stopped.unfinished = true;
    s = score(&b, "japanese,komi=0", &stopped, NULL, 0);
    CHECK(s.defence == 0 && strcmp(s.result, "B+3") == 0, "unfinished game: C1 counted, %s", s.result);
    /* AGA: pass stones make territory equal area, no defence point. */
    s = score(&b, "aga,komi=0", NULL, NULL, 0);
    CHECK(s.defence == 0 && strcmp(s.result, "B+3") == 0, "aga: %s", s.result);
    /* Black can fill the dame D2 itself and connect: C1 stays territory. */
    b = diagram(" 4 . . X O . .\n"
                " 3 . . X O . .\n"
                " 2 . . X . O .\n"
                " 1 . X . X O .\n");
    s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.defence == 0 && strcmp(s.result, "B+2") == 0, "connecting through the dame: %s",
          s.result);
    CHECK(s.points[at(&b, "C1")].kind == TG_PT_TERRITORY, "C1 black territory");
}

/* goscorer's test_8pteyes (its left half): two black corner groups, each
 * with eight points of eye space and no liberty outside once the dame on
 * the E file are filled (the white group beside them is alive). At the top
 * the dead white stones A8-B8 leave room for two eyes; at the bottom the
 * dead bent three B2-B1-A1, once captured, is played again on its vital
 * point: one eye, so a group the marks call alive can only be alive in
 * seki, and its space is no territory (1989 rules, article 8: territory
 * belongs to stones alive with two eyes; goscorer agrees). */
static void eye_space_holding_dead_stones(void) {
    tg_board b = diagram(" 9 . . . X . O . . .\n"
                         " 8 O O . X . O . . .\n"
                         " 7 . . X X . O . . .\n"
                         " 6 X X X X . O . . .\n"
                         " 5 O O O O O O . . .\n"
                         " 4 X X X X . O . . .\n"
                         " 3 . . X X . O . . .\n"
                         " 2 . O . X . O . . .\n"
                         " 1 O O . X . O . . .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "A8 B2");
    CHECK(s.points[at(&b, "A9")].kind == TG_PT_TERRITORY && s.points[at(&b, "A9")].owner == TG_BLACK,
          "top: A9 is Black's territory (kind %d)", s.points[at(&b, "A9")].kind);
    CHECK(s.points[at(&b, "D9")].kind == TG_PT_STONE, "top: the black group is alive, not in seki");
    CHECK(s.points[at(&b, "D3")].kind == TG_PT_SEKI_STONE, "bottom: the black group is in seki");
    CHECK(s.points[at(&b, "A3")].owner == TG_EMPTY && s.points[at(&b, "C1")].owner == TG_EMPTY,
          "bottom: its eye space is no territory");
    CHECK(s.points[at(&b, "A1")].kind == TG_PT_DEAD && s.points[at(&b, "A1")].owner == TG_EMPTY,
          "bottom: nor the points under the dead stones");
    CHECK(s.dead[TG_WHITE] == 5 && s.prisoners[TG_BLACK] == 5, "the dead stones are still prisoners");
    CHECK(s.points[at(&b, "H5")].owner == TG_WHITE, "White's area stays territory");
}

/* goscorer's test_various_eyefillings5 (its top left corner): the white
 * corner group's only eye space A9-C9-A7 holds the dead black stones B9
 * and A8; A9 is no play for White (suicide) and with the two stones makes
 * a bent three, one eye once captured. With the shared liberty C7 the
 * group is in seki, not alive with territory. */
static void one_eye_with_dead_stones_is_seki(void) {
    tg_board b = diagram(" 9 . X . O X X . . .\n"
                         " 8 X O O O X X . . .\n"
                         " 7 . O . X X X . . .\n"
                         " 6 O O X X . . . . .\n"
                         " 5 X X X . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "B9 A8");
    CHECK(s.points[at(&b, "D9")].kind == TG_PT_SEKI_STONE, "the white group is in seki");
    CHECK(s.points[at(&b, "A9")].owner == TG_EMPTY && s.points[at(&b, "C9")].owner == TG_EMPTY &&
              s.points[at(&b, "A7")].owner == TG_EMPTY,
          "its eye space is no territory");
    CHECK(s.points[at(&b, "E5")].owner == TG_BLACK, "Black's area is territory");
    /* With no dead stones inside the same space is two eyes for White
     * (C9 cuts it in two): alive, and its corner is territory. */
    tg_board e = diagram(" 9 . . . O X X . . .\n"
                         " 8 . O O O X X . . .\n"
                         " 7 . O . X X X . . .\n"
                         " 6 O O X X . . . . .\n"
                         " 5 X X X . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    s = score(&e, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&e, "D9")].kind == TG_PT_STONE, "empty eye space: White alive");
    CHECK(s.points[at(&e, "A9")].owner == TG_WHITE, "A9 White's territory");
}

/* goscorer's test_double_ko (its left half): Black's eyes are A5 and A3,
 * but A2 is in atari with A3 its last liberty, so White's play there takes
 * a ko; White's C2 is the same against C3. Each side has one sure eye and
 * a ko: a double-ko seki, no territory for either eye (Black's A5
 * included), while the black wall's area on the right stays Black's. */
static void ko_eye_is_no_sure_eye(void) {
    tg_board b = diagram(" 5 . X O O O X . . .\n"
                         " 4 X X X X O X X . .\n"
                         " 3 . X O X O O X . .\n"
                         " 2 X O . O . O X . .\n"
                         " 1 O O O O O O X . .\n");
    tg_score s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&b, "B4")].kind == TG_PT_SEKI_STONE, "Black's left group is in seki");
    CHECK(s.points[at(&b, "E5")].kind == TG_PT_SEKI_STONE, "White's group is in seki");
    CHECK(s.points[at(&b, "A5")].owner == TG_EMPTY && s.points[at(&b, "E2")].owner == TG_EMPTY,
          "their sure eyes are no territory (A5 kind %d)", s.points[at(&b, "A5")].kind);
    CHECK(s.points[at(&b, "H5")].owner == TG_BLACK && s.points[at(&b, "G4")].kind == TG_PT_STONE,
          "the black wall on the right is alive with its territory");
}

/* goscorer's test_various_eyefillings2b (its top left corner): five dead
 * white stones fill Black's corner; B8 and A9 are no play for Black. White
 * connects at B8 and Black captures at A9: the six stones taken make a
 * rabbity six, and White's play on its vital point leaves one eye. Black,
 * marked alive, is in seki with the dame E9, and has no territory. */
static void captured_space_is_a_killing_shape(void) {
    tg_board b = diagram(" 9 . O X X . O . . .\n"
                         " 8 O . O X O O . . .\n"
                         " 7 O O . X O . . . .\n"
                         " 6 X X X X O . . . .\n"
                         " 5 O O O O O . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "B9 A8 C8");
    CHECK(s.points[at(&b, "D9")].kind == TG_PT_SEKI_STONE, "the black corner group is in seki");
    CHECK(s.points[at(&b, "A9")].owner == TG_EMPTY && s.points[at(&b, "B8")].owner == TG_EMPTY &&
              s.points[at(&b, "C7")].owner == TG_EMPTY,
          "its eye space is no territory");
    CHECK(s.dead[TG_WHITE] == 5, "the five white stones are dead (%d)", s.dead[TG_WHITE]);
    CHECK(s.points[at(&b, "J1")].owner == TG_WHITE, "White's area is territory");
}

/* goscorer's test_various_eyefillings2c (its bottom left corner): the
 * same eight points of Black's corner hold four dead white stones; White
 * fills B2, Black captures, and the rabbity six left is one eye. The black
 * group touches the open area on the right, but with one eye it can only
 * be alive in seki: no territory in the corner. */
static void one_eye_beside_open_area_is_seki(void) {
    tg_board b = diagram(" 9 . . . . . . . . .\n"
                         " 8 . . . . . . . . .\n"
                         " 7 . . . . . . . . .\n"
                         " 6 . . . . . . . . .\n"
                         " 5 O O O O O O . . .\n"
                         " 4 X X X X X O . . .\n"
                         " 3 . O X X X O . . .\n"
                         " 2 O . O X X . . . .\n"
                         " 1 . O . X X . . . .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "B3 A2 C2 B1");
    CHECK(s.points[at(&b, "E4")].kind == TG_PT_SEKI_STONE, "the black group is in seki");
    CHECK(s.points[at(&b, "A3")].owner == TG_EMPTY && s.points[at(&b, "C1")].owner == TG_EMPTY,
          "its corner is no territory");
    CHECK(s.points[at(&b, "H2")].kind == TG_PT_NEUTRAL, "the open area is nobody's");
}

/* goscorer's test_false_eye_multicycles1: the black ring's lone eye points
 * F6 and F1 on the edge each have both diagonals White's (false eyes), and
 * its corner H1-K1 holds a dead white stone (one eye once captured): one
 * eye in all, so the ring, marked alive, is in seki with no territory;
 * the white group inside keeps its two eyes and territory. */
static void edge_false_eyes_make_no_second_eye(void) {
    tg_board b = diagram("  6 X X X X X . X O . . . . .\n"
                         "  5 X O O O O X O O . . . . .\n"
                         "  4 . X O . O X . O . . . . .\n"
                         "  3 X O . O O X O O O O O O O\n"
                         "  2 X O O O O X O X X X X X O\n"
                         "  1 X X X X X . X X . O . X O\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "K1");
    CHECK(s.points[at(&b, "F5")].kind == TG_PT_SEKI_STONE, "the black ring is in seki");
    CHECK(s.points[at(&b, "J1")].owner == TG_EMPTY && s.points[at(&b, "F6")].owner == TG_EMPTY,
          "its corner and false eyes are no territory");
    CHECK(s.points[at(&b, "D4")].owner == TG_WHITE, "the white group inside keeps its territory");
}

/* goscorer's test_live_in_a_row_with_hane (its first group): once White
 * fills F9, Black's E9 is in atari and Black must connect at D9, inside
 * its own eye space; White then plays first in the straight three A9-C9
 * that is left, which is one eye. Black, marked alive, is in seki (the
 * dame A7-D7 beside it), and A9-D9 is no territory. */
static void forced_connection_hands_over_the_move(void) {
    tg_board b = diagram(" 9 . . . . X . O . .\n"
                         " 8 X X X X O O O . .\n"
                         " 7 . . . . O . . . .\n"
                         " 6 O O O O O . . . .\n"
                         " 5 . . . . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_score s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&b, "B8")].kind == TG_PT_SEKI_STONE, "the black group is in seki");
    CHECK(s.points[at(&b, "A9")].owner == TG_EMPTY && s.points[at(&b, "C9")].owner == TG_EMPTY &&
              s.points[at(&b, "D9")].owner == TG_EMPTY,
          "A9-D9 is no territory");
    CHECK(s.points[at(&b, "J1")].owner == TG_WHITE, "White's area is territory");
    /* With one more point of eye space (no stone at E9, the wall longer)
     * the connection is not needed and the four points are two eyes. */
    tg_board e = diagram(" 9 . . . . X O . . .\n"
                         " 8 X X X X X O . . .\n"
                         " 7 . . . . . O . . .\n"
                         " 6 O O O O O O . . .\n"
                         " 5 . . . . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    s = score(&e, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&e, "B8")].kind == TG_PT_STONE, "a straight four: alive");
    CHECK(s.points[at(&e, "A9")].owner == TG_BLACK, "and A9 is Black's");
}

/* tygem-876800139 (B+12.5, the players' count), with the estimate's dead
 * stones given: the dame O14 and P15 are White's cutting points (White's
 * stone there joins its right side to the top, Black's cuts them apart).
 * The seki search filled every dame with Black first, so White's right
 * side, cut off with its one sure eye Q8 and the eye Q13 made false by
 * the Black fills P12 and R12, looked like a group in seki: Q13 and Q8
 * counted for nobody, B+14.5. The dame go to the colour that needs them
 * (fill_colour), and the group is alive. */
static void cutting_dame_filled_by_its_owner(void) {
    static record rec;
    if (!score_record("tygem-876800139", "M18 S18 L17 L16 S7 F4", &rec)) return;
    const tg_board *b = rec.b;
    const tg_score *sc = &rec.sc;
    CHECK(strcmp(sc->result, "B+12.5") == 0, "tygem-876800139: %s, want B+12.5", sc->result);
    CHECK(sc->points[at(b, "Q13")].owner == TG_WHITE && sc->points[at(b, "Q8")].owner == TG_WHITE,
          "Q13 and Q8 are White's territory");
    CHECK(sc->points[at(b, "P13")].kind == TG_PT_STONE, "White's right side is alive, not in seki");
    record_free(&rec);
}

/* tygem-887907962 (B+14.5), with the estimate's dead stones given: White's
 * chain A8-C5 on the left edge has two liberties, A6 beside Black's lone
 * A5 (neither side can fill it: self-atari both ways) and A9, a point of
 * White's 44-point area on the left side. One region of its colour around
 * the chain looked like one eye, so the chain and A5 were a seki and the
 * whole area counted for nobody (B+56.5). A region of six points or more
 * is two eyes (region_eye_value's rule): the chain is alive and the area
 * White's (B+13.5; the point left is A4, Black's eye beside A5, which the
 * chain rule still calls a seki eye where the record counts it Black's). */
static void big_area_is_two_eyes_for_the_seki_test(void) {
    static record rec;
    if (!score_record("tygem-887907962", "K18 N12 P12 O11", &rec)) return;
    const tg_board *b = rec.b;
    const tg_score *sc = &rec.sc;
    CHECK(sc->points[at(b, "A8")].kind == TG_PT_STONE, "White's A8 chain is alive, not in seki");
    CHECK(sc->points[at(b, "A9")].owner == TG_WHITE && sc->points[at(b, "E16")].owner == TG_WHITE,
          "A9 and E16 are White's territory");
    CHECK(sc->points[at(b, "A12")].kind == TG_PT_TERRITORY && sc->points[at(b, "H19")].kind == TG_PT_TERRITORY,
          "the left side is territory, not seki eyes");
    record_free(&rec);
}

/* A black stone alone inside a ring of eight white stones, on 9x9. */
static tg_board stone_in_white_ring(void) {
    return diagram(" 9 . . . . . . . . .\n"
                   " 8 . . . . . . . . .\n"
                   " 7 . . . . . . . . .\n"
                   " 6 . . . O O O . . .\n"
                   " 5 . . . O X O . . .\n"
                   " 4 . . . O O O . . .\n"
                   " 3 . . . . . . . . .\n"
                   " 2 . . . . . . . . .\n"
                   " 1 . . . . . . . . .\n");
}

/* The explanation's diagram draws a removed dead stone whose point counts
 * for nobody as '*' (here the dead black stones B9 and A8 in the eye of
 * the white group in seki of one_eye_with_dead_stones_is_seki): drawn 'x',
 * "dead, removed: the opponent's", the diagram said their points were
 * White's while the count gave them to nobody. */
static void explain_draws_dead_stone_counted_for_nobody(void) {
    tg_board b = diagram(" 9 . X . O X X . . .\n"
                         " 8 X O O O X X . . .\n"
                         " 7 . O . X X X . . .\n"
                         " 6 O O X X . . . . .\n"
                         " 5 X X X . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_point dead[2] = {at(&b, "B9"), at(&b, "A8")};
    tg_rules r;
    char err[256];
    tg_rules_parse("japanese,komi=0", &r, err, sizeof err);
    static tg_score s;
    tg_score_position(&b, &r, NULL, dead, 2, &s);
    static char text[8192];
    tg_explain_score(&b, &r, NULL, &s, NULL, text, sizeof text);
    CHECK(strstr(text, " 9  = * = O X X b b b\n") != NULL, "row 9 draws B9 as '*': %s", text);
    CHECK(strstr(text, " 8  * O O O X X b b b\n") != NULL, "row 8 draws A8 as '*'");
    CHECK(strstr(text, "* a dead stone, removed, on a point that counts for nobody") != NULL,
          "the legend says what '*' is");
    /* A dead stone whose point is the opponent's stays x. */
    tg_point one[1] = {at(&b, "E5")};
    tg_board c = stone_in_white_ring();
    tg_score_position(&c, &r, NULL, one, 1, &s);
    tg_explain_score(&c, &r, NULL, &s, NULL, text, sizeof text);
    CHECK(strstr(text, " 5  w w w O x O w w w\n") != NULL, "a dead stone in White's area is x: %s", text);
}

/* A chain the tree search decided is explained with the certainty of that
 * verdict, as a chain the playouts decided is: "search" alone said how, not
 * how sure (GNU Go's score9: a 14-stone chain at certainty 1%). */
static void explain_gives_search_certainty(void) {
    tg_board b = stone_in_white_ring();
    static tg_life_map m;
    memset(&m, 0, sizeof m);
    for (int i = 0; i < TG_MAX_POINTS; i++) m.life[i] = TG_LIFE_ALIVE, m.reason[i] = TG_WHY_ESTIMATE;
    tg_point e5 = at(&b, "E5");
    m.life[e5] = TG_LIFE_DEAD;
    m.reason[e5] = TG_WHY_SEARCH;
    m.certainty[e5] = 37;
    tg_rules r;
    char err[256];
    tg_rules_parse("japanese,komi=0", &r, err, sizeof err);
    static tg_score s;
    tg_score_position(&b, &r, NULL, &e5, 1, &s);
    static char text[8192];
    tg_explain_score(&b, &r, NULL, &s, &m, text, sizeof text);
    CHECK(strstr(text, "dead black chain at E5 (1 stone): search (certainty 37%)\n") != NULL,
          "the search's verdict with its certainty: %s", text);
}

/* The prisoners line adds up: pass stones are named only where the rules
 * count them. GNU Go's kat-gnu (CGF 2002), Japanese, ended with passes:
 * "16 prisoners (8 captured, 8 dead white stones, 2 pass stones)" named
 * two stones the sum did not hold. Under AGA they are in it, with White's
 * owed last pass. */
static void explain_names_pass_stones_only_where_counted(void) {
    tg_board b = stone_in_white_ring();
    tg_point e5 = at(&b, "E5");
    tg_score_context ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.captures[TG_BLACK] = 3;
    ctx.pass_stones[TG_BLACK] = 2, ctx.pass_stones[TG_WHITE] = 1;
    ctx.white_pass_owed = true;
    tg_rules r;
    char err[256];
    static tg_score s;
    static char text[8192];
    tg_rules_parse("japanese,komi=0", &r, err, sizeof err);
    tg_score_position(&b, &r, &ctx, &e5, 1, &s);
    tg_explain_score(&b, &r, &ctx, &s, NULL, text, sizeof text);
    CHECK(strstr(text, "pass stones") == NULL, "japanese names no pass stones: %s", text);
    CHECK(strstr(text, "Black: 0 territory + 3 prisoners (3 captured, 0 dead white stones)") != NULL,
          "japanese: Black's prisoners are its captures: %s", text);
    tg_rules_parse("aga,komi=0", &r, err, sizeof err);
    tg_score_position(&b, &r, &ctx, &e5, 1, &s);
    tg_explain_score(&b, &r, &ctx, &s, NULL, text, sizeof text);
    CHECK(strstr(text, "Black: ") != NULL && strstr(text, "prisoners (3 captured, 0 dead white stones, 3 pass stones)") != NULL,
          "aga: Black's two pass stones and White's owed one: %s", text);
    CHECK(strstr(text, "(0 captured, 1 dead black stones, 1 pass stones)") != NULL,
          "aga: White's pass stone and the dead E5: %s", text);
}

/* goscorer's test_dead_stone_marking (its top right): the dead White
 * stones H9 and J8 sit in Black's corner H9-J9-H8-J8. With White to play
 * first the space is a bent three once captured, one eye; but Black, to
 * play, plays H8: both stones are in atari at J9, where White cannot play
 * (suicide), and Black's capture there leaves the two eyes H9 and J8. The
 * group is alive and the corner is Black's territory. */
static void owner_captures_dead_stones_into_two_eyes(void) {
    tg_board b = diagram(" 9 . . O . . . X O .\n"
                         " 8 . X X . X . X . O\n"
                         " 7 . . . . . . X X X\n"
                         " 6 . . . . . . X . O\n"
                         " 5 O O O O O O X . .\n"
                         " 4 O . O . X O X X X\n"
                         " 3 O X O X X O . O .\n"
                         " 2 O X . O . O . . O\n"
                         " 1 . O O O O O . X .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "C9 H9 J8 B3 B2 H1");
    CHECK(s.points[at(&b, "G8")].kind == TG_PT_STONE, "Black's top right group is alive, not in seki");
    CHECK(s.points[at(&b, "J9")].owner == TG_BLACK && s.points[at(&b, "H8")].owner == TG_BLACK &&
              s.points[at(&b, "H9")].owner == TG_BLACK && s.points[at(&b, "J8")].owner == TG_BLACK,
          "the corner H9-J9-H8-J8 is Black's");
}

/* goscorer's test_lgroups_and_rectanglelikes2 (its top left corner):
 * Black's E9 is in atari at F9 and must connect at D9, under White's dead
 * stone, which Black first takes at C9. Two moves inside Black's own
 * area: the corner left, A9-B9 and A8-C8, is a bulky five with White to
 * play, one eye, and Black's group, marked alive and with no liberty
 * outside, is in seki. Read with the capture not counted, the six points
 * A9-C8 made two eyes and were Black's territory. */
static void fill_under_dead_stone_captures_first(void) {
    tg_board b = diagram(" 9 . . . O X . O . .\n"
                         " 8 . . . X O O O . .\n"
                         " 7 X X X X O . . . .\n"
                         " 6 X O O O O . . . .\n"
                         " 5 . O . . . . . . .\n"
                         " 4 O O . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "D9");
    CHECK(s.points[at(&b, "D8")].kind == TG_PT_SEKI_STONE, "the black group is in seki");
    CHECK(s.points[at(&b, "A9")].owner == TG_EMPTY && s.points[at(&b, "B8")].owner == TG_EMPTY &&
              s.points[at(&b, "C8")].owner == TG_EMPTY,
          "the corner is no territory");
    CHECK(s.points[at(&b, "J1")].owner == TG_WHITE, "White's area is territory");
}

/* goscorer's test_live_in_a_row_with_hane (columns 14-24 of its board):
 * once White fills B7 and J7, Black's C7 and H7 are in atari and Black
 * must connect at D7 and G7, inside its eye space; White then plays first
 * in E7-F7, one eye. Beside the group lies no small dame but the nine
 * points D5-G5, F4-G4 and F3-H3, an open area by size; a group with one
 * eye beside an open area is otherwise left alive (a position not played
 * out), but the forced fills show the dame around it were filled: Black,
 * marked alive, is in seki, and E7-F7 is nobody's. */
static void forced_fill_beside_open_area_is_seki(void) {
    tg_board b = diagram("   A B C D E F G H J K L\n"
                         " 7 O . X . . . . X . O .\n"
                         " 6 O O O X X X X O O O O\n"
                         " 5 . . O . . . . O . . .\n"
                         " 4 O O O O O . . O O . .\n"
                         " 3 . . . . O . . . O . .\n"
                         " 2 X X X X O O O O O X X\n"
                         " 1 . . . . X . O . X . .\n");
    tg_score s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&b, "D6")].kind == TG_PT_SEKI_STONE, "the black group is in seki");
    CHECK(s.points[at(&b, "E7")].owner == TG_EMPTY && s.points[at(&b, "F7")].owner == TG_EMPTY,
          "E7-F7 is no territory");
    CHECK(s.points[at(&b, "L7")].owner == TG_WHITE, "White's area is territory");
}

/* goscorer's test_lgroups_and_rectanglelikes (its top left corner): once
 * White fills F9, Black's E9 is in atari and Black connects at D9; what
 * is left, A9-C9 and A8-C8, is the rectangular six in the corner, and
 * Black's group has no liberty outside it. White plays first there and
 * kills (its vital point, then Black is short of liberties): no two sure
 * eyes, and Black, marked alive, is in seki. With a liberty outside (A6
 * open; with one it is an approach ko, with two alive) the same six
 * points are read as two eyes. */
static void corner_six_without_liberties_is_one_eye(void) {
    tg_board b = diagram(" 9 . . . . X . O . .\n"
                         " 8 . . . X O O O . .\n"
                         " 7 X X X X O . . . .\n"
                         " 6 O O O O O . . . .\n"
                         " 5 . . . . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_score s = score(&b, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&b, "D8")].kind == TG_PT_SEKI_STONE, "no liberty outside: the black group is in seki");
    CHECK(s.points[at(&b, "A9")].owner == TG_EMPTY && s.points[at(&b, "C8")].owner == TG_EMPTY,
          "and the corner is no territory");
    tg_board e = diagram(" 9 . . . . X . O . .\n"
                         " 8 . . . X O O O . .\n"
                         " 7 X X X X O . . . .\n"
                         " 6 . O O O O . . . .\n"
                         " 5 . . . . . . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    s = score(&e, "japanese,komi=0", NULL, NULL, 0);
    CHECK(s.points[at(&e, "D8")].kind == TG_PT_STONE, "a liberty outside at A6: alive");
    CHECK(s.points[at(&e, "A9")].owner == TG_BLACK && s.points[at(&e, "C8")].owner == TG_BLACK,
          "and the corner is Black's");
}

/* goscorer's test_false_eyes_2 (its A9, in small): Black's E9 is in atari
 * once White fills F9, and Black's connection at D9 is under White's dead
 * stone, which Black first takes at C9. Both are moves inside Black's
 * area, so neither C9 nor D9 is territory; the rest of the corner, eight
 * points, stays Black's (the group is alive). */
static void defence_under_dead_stone_captures_first(void) {
    tg_board b = diagram(" 9 . . . O X . O . .\n"
                         " 8 . . . X O O O . .\n"
                         " 7 . . . X O . . . .\n"
                         " 6 X X X X O . . . .\n"
                         " 5 O O O O O . . . .\n"
                         " 4 . . . . . . . . .\n"
                         " 3 . . . . . . . . .\n"
                         " 2 . . . . . . . . .\n"
                         " 1 . . . . . . . . .\n");
    tg_score s = score_marked(&b, "japanese,komi=0", "D9");
    CHECK(s.points[at(&b, "D8")].kind == TG_PT_STONE, "the black group is alive");
    CHECK(s.points[at(&b, "D9")].owner == TG_EMPTY, "the connection under the dead stone is no territory");
    CHECK(s.points[at(&b, "C9")].owner == TG_EMPTY, "nor is the capture that comes first");
    CHECK(s.territory[TG_BLACK] == 8, "the other eight points of the corner are Black's");
}

/* A region of its colour that a seki chain and a living chain both border
 * (score.c): two points or more are the living group's territory; one
 * point is a seki eye. Tygem records judged as `tengen score` does. */
static void judged(const char *name, const char *want, tg_score *sc, const tg_board **b, corpus_record *rec) {
    static char rel[128];
    snprintf(rel, sizeof rel, "games/tygem-9d-2016/%s.sgf", name);
    *b = NULL;
    if (!record_open(rel, rec)) return;
    static tg_life_map m;
    record_judge(rec, &m, sc);
    *b = tg_game_board(rec->r.game);
    CHECK(strcmp(sc->result, want) == 0, "%s: %s, want %s", name, sc->result, want);
}

static void seki_chain_beside_living_group(void) {
    static corpus_record rec;
    static tg_score sc;
    const tg_board *b;
    /* 879067917: Black's B1-C1, in seki with White's A2-C2 across A1, and
     * Black's living D2-G1 around D1-F1: three points of Black's (was
     * B+2.5 with D1-F1 seki eyes). */
    judged("tygem-879067917", "B+5.5", &sc, &b, &rec);
    if (b) {
        CHECK(sc.points[at(b, "B1")].kind == TG_PT_SEKI_STONE, "879067917: B1 in seki");
        for (const char *const *p = (const char *const[]){"D1", "E1", "F1", NULL}; *p; p++)
            CHECK(sc.points[at(b, *p)].kind == TG_PT_TERRITORY && sc.points[at(b, *p)].owner == TG_BLACK,
                  "879067917: %s is Black's territory", *p);
        CHECK(sc.points[at(b, "A1")].owner == TG_EMPTY, "879067917: A1, the shared liberty, is no one's");
        record_close(&rec);
    }
    /* 917004067: A4, one point between Black's A3 chain in seki and
     * Black's living B4, stays a seki eye (B+11.5 as recorded). */
    judged("tygem-917004067", "B+11.5", &sc, &b, &rec);
    if (b) {
        CHECK(sc.points[at(b, "A4")].kind == TG_PT_SEKI_EYE, "917004067: A4 is a seki eye");
        record_close(&rec);
    }
}

int main(void) {
    every_preset_on_a_seki_with_eyes();
    dead_stones();
    komi_compensation_ties_first_pass();
    group_tax_equals_stone_scoring_when_filled();
    area_equals_territory();
    a_game_scores_its_history();
    defence_point_is_not_territory();
    eye_space_holding_dead_stones();
    one_eye_with_dead_stones_is_seki();
    ko_eye_is_no_sure_eye();
    captured_space_is_a_killing_shape();
    one_eye_beside_open_area_is_seki();
    big_area_is_two_eyes_for_the_seki_test();
    edge_false_eyes_make_no_second_eye();
    forced_connection_hands_over_the_move();
    cutting_dame_filled_by_its_owner();
    explain_draws_dead_stone_counted_for_nobody();
    explain_gives_search_certainty();
    explain_names_pass_stones_only_where_counted();
    owner_captures_dead_stones_into_two_eyes();
    fill_under_dead_stone_captures_first();
    forced_fill_beside_open_area_is_seki();
    corner_six_without_liberties_is_one_eye();
    defence_under_dead_stone_captures_first();
    seki_chain_beside_living_group();
    return check_done();
}
