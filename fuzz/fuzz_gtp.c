/*
 * fuzz_gtp.c — the libFuzzer target for the GTP engine session: the input
 * is a stream of command lines (any bytes, split at '\n'), handed one by one
 * to a session as `tengen gtp` would, until `quit`.
 *
 * Invariant: for every line the session returns (no crash, no leak, no
 * undefined behaviour under ASan/UBSan) and its reply is framed as
 * tengen/gtp.h promises: empty (no command) or one reply that starts with
 * '=' or '?', holds no empty line, and ends with exactly one "\n\n"; the
 * session's board passes tg_board_check after every line; a streaming
 * analysis gives whole `info` lines. A broken property aborts, which is how
 * the fuzzer reports it.
 *
 * Files: loadsgf and printsgf are confined (tg_gtp_options.file_dir) to a
 * temporary folder made once per process, so the fuzzer reads and writes
 * records there and nowhere else.
 *
 * Not here: a main function. `make fuzz-gtp` links it with libFuzzer;
 * tests/test_gtp_fuzzcheck.c includes it to replay fuzz/corpus/gtp/.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tengen/gtp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_LINES 64

static void fuzz_fail(const char *what, const char *line, size_t len, const char *reply) {
    fprintf(stderr, "fuzz_gtp: %s\n  line: %.*s\n  reply: %s\n", what, (int)(len < 200 ? len : 200), line,
            reply);
    abort();
}

/* The folder loadsgf and printsgf may use: made on first use, reused for
 * the life of the process, and removed with what the inputs wrote in it
 * at exit (it holds no sub-folders: a session cannot make one). */
static char scratch[64];

static void remove_scratch(void) {
    DIR *d = opendir(scratch);
    if (!d) return;
    struct dirent *e;
    char path[4096];
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", scratch, e->d_name);
        unlink(path);
    }
    closedir(d);
    rmdir(scratch);
}

static const char *scratch_dir(void) {
    if (!scratch[0]) {
        snprintf(scratch, sizeof scratch, "/tmp/tengen-fuzz-gtp-XXXXXX");
        if (mkdtemp(scratch)) atexit(remove_scratch);
        else snprintf(scratch, sizeof scratch, "/nonexistent-tengen-fuzz");
    }
    return scratch;
}

static void check_reply(const char *line, size_t len, const char *reply, size_t n) {
    if (n == 0) return;
    if (n < 3 || (reply[0] != '=' && reply[0] != '?')) fuzz_fail("reply does not start with = or ?", line, len, reply);
    if (reply[n - 1] != '\n' || reply[n - 2] != '\n') fuzz_fail("reply does not end with an empty line", line, len, reply);
    for (size_t i = 0; i + 2 < n; i++)
        if (reply[i] == '\n' && reply[i + 1] == '\n') fuzz_fail("empty line inside a reply", line, len, reply);
    if (strlen(reply) != n) fuzz_fail("NUL inside a reply", line, len, reply);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    /* 9x9 at start keeps most inputs fast; boardsize reaches every size.
     * A move thinks 1 second at most whatever time_left says (an input
     * giving 20 seconds for one stone ran past the fuzzer's timeout). */
    tg_gtp_options opt = {.width = 9, .height = 9, .seed = 1, .file_dir = scratch_dir(), .max_move_seconds = 1};
    tg_gtp_session *s = tg_gtp_new(&opt);
    if (!s) return 0;
    const char *text = (const char *)data;
    size_t at = 0;
    for (int lines = 0; at < size && lines < MAX_LINES && !tg_gtp_quit_requested(s); lines++) {
        const char *nl = memchr(text + at, '\n', size - at);
        size_t len = nl ? (size_t)(nl - (text + at)) + 1 : size - at;
        const char *reply;
        size_t n;
        tg_gtp_handle_line(s, text + at, len, &reply, &n);
        check_reply(text + at, len, reply, n);
        if (tg_gtp_stream_interval(s) >= 0) {
            const char *more;
            size_t mlen;
            if (tg_gtp_stream_next(s, &more, &mlen) == TG_OK &&
                (mlen < 6 || strncmp(more, "info ", 5) != 0 || more[mlen - 1] != '\n' ||
                 memchr(more, '\n', mlen - 1)))
                fuzz_fail("a streamed analysis line is not one info line", text + at, len, more);
        }
        char why[256];
        if (!tg_board_check(tg_game_board(tg_gtp_game(s)), why, sizeof why))
            fuzz_fail(why, text + at, len, reply);
        at += len;
    }
    tg_gtp_free(s);
    return 0;
}
