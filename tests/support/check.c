/* check.c — the test harness behind check.h. */
#include "check.h"

#include <stdlib.h>
#include <string.h>

int check_passed, check_failed, check_skipped;

int check_done(void) {
    printf("%d passed, %d failed, %d skipped\n", check_passed, check_failed, check_skipped);
    return check_failed ? 1 : check_skipped ? CHECK_SKIPPED : 0;
}

void check_skip(const char *path) {
    printf("skip %s (no corpus)\n", path);
    check_skipped++;
}

tg_board diagram(const char *text) {
    tg_board b;
    if (tg_board_from_diagram(&b, text) != TG_OK) {
        fprintf(stderr, "bad diagram:\n%s\n", text);
        exit(2);
    }
    return b;
}

tg_board shapes_box(int x0, const char *box) { return shapes_box_at(x0, 10, box); }

tg_board shapes_box_at(int x0, int y0, const char *box) {
    /* shapes_gen.py's fill_board: White's rows are the top twelve; the
     * eyes by (column, row from the top). */
    static const int eyes[][2] = {{16, 1}, {16, 4}, {16, 7}, {16, 10}, {13, 9},
                                  {16, 14}, {16, 17}, {13, 17}, {10, 17}, {7, 17}};
    char g[19][19];
    for (int y = 0; y < 19; y++)
        for (int x = 0; x < 19; x++) g[y][x] = y < 12 ? 'O' : 'X';
    for (size_t i = 0; i < sizeof eyes / sizeof eyes[0]; i++) g[eyes[i][1]][eyes[i][0]] = '.';
    int x = x0, y = y0;
    for (const char *c = box; *c && y < y0 + 4 && y < 19; c++) {
        if (*c == '\n') {
            y++;
            x = x0;
        } else if ((*c == 'X' || *c == 'O' || *c == '.') && x < 19) {
            g[y][x++] = *c;
        }
    }
    char text[19 * 39 + 1], *t = text;
    for (y = 0; y < 19; y++)
        for (x = 0; x < 19; x++) {
            *t++ = g[y][x];
            *t++ = x == 18 ? '\n' : ' ';
        }
    *t = '\0';
    return diagram(text);
}

tg_board diagram_read(const char *text, tg_life_map *m, int (*rule)(const tg_board *, tg_life_map *), int *changed) {
    tg_board b = diagram(text);
    tg_life_from_benson(&b, m);
    int n = rule(&b, m);
    if (changed) *changed = n;
    return b;
}

int region_of(const tg_board *b, const char *from, tg_color owner, tg_point *pts) {
    const int off[4] = {-b->stride, -1, 1, b->stride};
    bool in[TG_MAX_POINTS] = {false};
    int n = 0, done = 0;
    pts[n++] = at(b, from);
    in[pts[0]] = true;
    while (done < n && n < 8) {
        tg_point p = pts[done++];
        for (int k = 0; k < 4 && n < 8; k++) {
            tg_point q = (tg_point)(p + off[k]);
            if (in[q] || b->color[q] == TG_EDGE || b->color[q] == owner) continue;
            in[q] = true;
            pts[n++] = q;
        }
    }
    return n;
}

tg_eye_value eye_value_at(const char *text, const char *from, int *n, char vital[5]) {
    tg_board b = diagram(text);
    tg_point pts[8];
    *n = region_of(&b, from, TG_BLACK, pts);
    tg_eye_value v = tg_eye_region_value(&b, pts, *n, TG_BLACK);
    vital[0] = '\0';
    if (v.vital != TG_PASS) tg_point_to_gtp(&b, v.vital, vital);
    return v;
}

void print_board(const tg_board *b) {
    char buf[4096];
    tg_board_diagram(b, buf, sizeof buf);
    fputs(buf, stderr);
}

tg_point at(const tg_board *b, const char *gtp) {
    tg_point p;
    if (tg_point_from_gtp(b, gtp, &p) != TG_OK) {
        fprintf(stderr, "bad point %s\n", gtp);
        exit(2);
    }
    return p;
}

tg_game *game_from_diagram(const char *rules, const char *text, tg_color to_move) {
    tg_rules r;
    char err[256];
    if (tg_rules_parse(rules, &r, err, sizeof err) != TG_OK) {
        fprintf(stderr, "bad rules %s: %s\n", rules, err);
        exit(2);
    }
    tg_board b = diagram(text);
    tg_game *g = tg_game_new(b.width, b.height, &r);
    for (int y = 0; y < b.height; y++)
        for (int x = 0; x < b.width; x++) {
            tg_point p = tg_point_at(&b, x, y);
            if (b.color[p] != TG_EMPTY && tg_game_setup(g, p, (tg_color)b.color[p]) != TG_OK) {
                fprintf(stderr, "diagram has a chain without liberty\n");
                exit(2);
            }
        }
    tg_game_set_to_move(g, to_move);
    return g;
}

tg_verdict play_moves(tg_game *g, const char *moves) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", moves);
    tg_verdict ok = {TG_LEGAL, -1};
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        tg_color c = (tok[0] == 'B' || tok[0] == 'b') ? TG_BLACK : TG_WHITE;
        char *pt = strtok(NULL, " ");
        if (!pt) break;
        tg_point p = at(tg_game_board(g), pt);
        tg_verdict v = tg_game_play(g, c, p);
        if (v.legality != TG_LEGAL) return v;
    }
    return ok;
}

const char *shared_dir(void) {
    const char *s = getenv("TG_SHARED");
    return s && *s ? s : "../shared";
}

bool record_open(const char *rel, corpus_record *rec) {
    char path[512];
    snprintf(path, sizeof path, "%s/corpora/%s", shared_dir(), rel);
    rec->rel = rel;
    tg_sgf_error err;
    rec->coll = tg_sgf_read_file(path, NULL, &err);
    if (!rec->coll) {
        check_skip(path);
        return false;
    }
    if (tg_replay_sgf(tg_sgf_game(rec->coll, 0), NULL, &rec->r, &err) != TG_OK) {
        CHECK(false, "%s replays: %s", rel, err.message);
        tg_sgf_collection_free(rec->coll);
        return false;
    }
    return true;
}

void record_close(corpus_record *rec) {
    tg_replay_fini(&rec->r);
    tg_sgf_collection_free(rec->coll);
}

void record_judge(corpus_record *rec, tg_life_map *m, tg_score *sc) {
    const tg_board *b = tg_game_board(rec->r.game);
    tg_life_estimate(b, &rec->r.rules, tg_game_to_move(rec->r.game), 1, NULL, m);
    static tg_point dead[TG_MAX_POINTS]; /* (the harness is one thread) */
    int n = tg_life_dead_points(b, m, dead);
    CHECK(tg_replay_score(&rec->r, NULL, dead, n, sc) == TG_OK, "%s scores", rec->rel);
}

void record_counted(const char *rel, const char *want, const char *gtp, tg_life life) {
    static corpus_record rec; /* (large, and the harness is one thread) */
    if (!record_open(rel, &rec)) return;
    static tg_life_map m;
    static tg_score sc;
    record_judge(&rec, &m, &sc);
    CHECK(strcmp(sc.result, want) == 0, "%s: %s, want %s", rel, sc.result, want);
    tg_point p = at(tg_game_board(rec.r.game), gtp);
    CHECK(m.life[p] == life, "%s %s: %s (%s), want %s", rel, gtp, tg_life_name((tg_life)m.life[p]),
          tg_life_reason_name((tg_life_reason)m.reason[p]), tg_life_name(life));
    record_close(&rec);
}

void record_counted_at_seeds(const char *rel, int seeds, const char *want, const char *gtp, tg_life life,
                             bool by_search) {
    static corpus_record rec; /* (large, and the harness is one thread) */
    if (!record_open(rel, &rec)) return;
    const tg_board *b = tg_game_board(rec.r.game);
    tg_point p = at(b, gtp);
    for (int seed = 1; seed <= seeds; seed++) {
        static tg_life_map m;
        static tg_score sc;
        static tg_point dead[TG_MAX_POINTS];
        CHECK(tg_life_estimate(b, &rec.r.rules, tg_game_to_move(rec.r.game), (uint64_t)seed, NULL, &m) == TG_OK,
              "%s: estimate at seed %d", rel, seed);
        int n = tg_life_dead_points(b, &m, dead);
        CHECK(tg_replay_score(&rec.r, NULL, dead, n, &sc) == TG_OK, "%s scores", rel);
        CHECK(strcmp(sc.result, want) == 0, "%s at seed %d: %s, want %s", rel, seed, sc.result, want);
        CHECK(m.life[p] == life && (!by_search || m.reason[p] == TG_WHY_SEARCH), "%s at seed %d: %s %s (%s), want %s",
              rel, seed, gtp, tg_life_name((tg_life)m.life[p]), tg_life_reason_name((tg_life_reason)m.reason[p]),
              tg_life_name(life));
    }
    record_close(&rec);
}

uint64_t test_rand(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

tg_point random_move(const tg_game *g, uint64_t *state, bool fill_eyes_sometimes) {
    const tg_board *b = tg_game_board(g);
    tg_color c = tg_game_to_move(g);
    int n = b->empty_count;
    int start = n ? (int)(test_rand(state) % (uint64_t)n) : 0;
    for (int k = 0; k < n; k++) {
        tg_point p = b->empty[(start + k) % n];
        if (tg_board_is_eye(b, p, c) && (!fill_eyes_sometimes || test_rand(state) % 8)) continue;
        if (tg_game_check(g, c, p).legality == TG_LEGAL) return p;
    }
    return TG_PASS;
}

bool mask_agrees_with_check(const tg_game *g, const char *what) {
    bool mask[TG_MAX_POINTS];
    for (tg_color c = TG_BLACK; c <= TG_WHITE; c++) {
        int n = tg_game_legal_mask(g, c, mask), count = 0;
        for (int p = 0; p < TG_MAX_POINTS; p++) {
            bool want = tg_on_board(tg_game_board(g), (tg_point)p) &&
                        tg_game_check(g, c, (tg_point)p).legality == TG_LEGAL;
            count += want;
            if (mask[p] != want) {
                CHECK(false, "%s: the mask says %d at point %d for colour %d, tg_game_check %s", what, mask[p], p,
                      c, tg_legality_str(tg_game_check(g, c, (tg_point)p).legality));
                return false;
            }
        }
        if (n != count) {
            CHECK(false, "%s: the mask counts %d legal plays for colour %d, %d are", what, n, c, count);
            return false;
        }
    }
    return true;
}

int json_string_rows(const char *json, const char *key, char rows[25][32]) {
    const char *k = strstr(json, key);
    if (!k) return 0;
    k = strchr(k, '[');
    int n = 0;
    while (k && n < 25) {
        const char *q = strchr(k, '"');
        const char *end = strchr(k, ']');
        if (!q || (end && end < q)) break;
        const char *q2 = strchr(q + 1, '"');
        if (!q2) break;
        int len = (int)(q2 - q - 1);
        if (len > 31) len = 31;
        memcpy(rows[n], q + 1, (size_t)len);
        rows[n][len] = '\0';
        n++;
        k = q2 + 1;
    }
    return n;
}

bool ogs_file(const char *name, char *json, size_t size) {
    char path[512];
    snprintf(path, sizeof path, "%s/corpora/edge/ogs-goban/test__autoscore_test_files__%s.json", shared_dir(),
             name);
    FILE *f = fopen(path, "rb");
    if (!f) {
        check_skip(path);
        return false;
    }
    size_t len = fread(json, 1, size - 1, f);
    fclose(f);
    json[len] = '\0';
    return true;
}

bool ogs_board(const char *name, tg_board *b) {
    static char json[200000]; /* (the harness is one thread) */
    if (!ogs_file(name, json, sizeof json)) return false;
    char rows[25][32];
    int h = json_string_rows(json, "\"board\"", rows);
    CHECK(h > 0, "OGS %s has a board", name);
    if (h == 0) return false;
    tg_board_init(b, (int)strlen(rows[0]), h);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < b->width && rows[y][x]; x++)
            if (rows[y][x] == 'b' || rows[y][x] == 'W')
                b->color[tg_point_at(b, x, y)] = rows[y][x] == 'b' ? TG_BLACK : TG_WHITE;
    tg_board_rebuild(b);
    return true;
}

void sym_point(int s, int n, int *x, int *y) {
    if (s & 1) *x = n - 1 - *x;
    if (s & 2) *y = n - 1 - *y;
    if (s & 4) {
        int t = *x;
        *x = *y;
        *y = t;
    }
}

void sym_board(const tg_board *b, int s, tg_board *out) {
    tg_board_init(out, b->width, b->height);
    for (int y = 0; y < b->height; y++)
        for (int x = 0; x < b->width; x++) {
            uint8_t c = b->color[tg_point_at(b, x, y)];
            if (c != TG_BLACK && c != TG_WHITE) continue;
            int mx = x, my = y;
            sym_point(s, b->width, &mx, &my);
            tg_board_setup(out, tg_point_at(out, mx, my), (tg_color)c);
        }
}

tg_point sym_moved(const tg_board *b, const tg_board *img, int s, tg_point p) {
    int x = tg_point_x(b, p), y = tg_point_y(b, p);
    sym_point(s, b->width, &x, &y);
    return tg_point_at(img, x, y);
}

void colours_swapped(const tg_board *b, tg_board *out) {
    tg_board_init(out, b->width, b->height);
    for (int i = 0; i < TG_MAX_POINTS; i++)
        if (b->color[i] == TG_BLACK || b->color[i] == TG_WHITE)
            tg_board_setup(out, (tg_point)i, tg_opponent((tg_color)b->color[i]));
}
