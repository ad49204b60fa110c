/*
 * test_sgf_fuzzcheck.c — replays every file of fuzz/corpus/ (seeds and
 * crash regressions found by `make fuzz-sgf`) through the fuzz target, in
 * the ordinary test run, as SQLite's fuzzcheck does.
 *
 * Invariant: the fuzz target's checks run unchanged (it is included, not
 * copied): a regression aborts this program and fails the test.
 *
 * Not here: fuzzing itself (that needs clang and libFuzzer: make fuzz-sgf).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/fuzz_sgf.c"

static int replay(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    size_t cap = 1 << 20;
    uint8_t *buf = malloc(cap);
    size_t n = buf ? fread(buf, 1, cap, f) : 0;
    fclose(f);
    if (buf)
        LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return buf != NULL;
}

int main(void) {
    const char *dir = "fuzz/corpus"; /* ctest runs in the source directory */
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "cannot open %s\n", dir);
        return 1;
    }
    int files = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        files += replay(path);
    }
    closedir(d);
    printf("test_sgf_fuzzcheck: %d inputs replayed\n", files);
    return files > 0 ? 0 : 1;
}
