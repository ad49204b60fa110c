/*
 * fuzzcheck.h — replays a folder of fuzz inputs (seeds and crash
 * regressions found by `make fuzz-TARGET`) through the fuzz target that
 * includes this header, in the ordinary test run, as SQLite's fuzzcheck
 * does. Each tests/test_TARGET_fuzzcheck.c includes its target
 * (fuzz/fuzz_TARGET.c, so its checks run unchanged: a regression aborts the
 * program and fails the test) and then this.
 *
 * Invariant: every regular file of the folder is run once; a folder that
 * cannot be read or holds no input fails the test (so a moved corpus is
 * noticed, not silently skipped).
 *
 * Not here: fuzzing itself (that needs clang and libFuzzer).
 */
#ifndef TG_TEST_FUZZCHECK_H
#define TG_TEST_FUZZCHECK_H

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Runs one file through LLVMFuzzerTestOneInput; false if unreadable. */
static int fuzzcheck_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    size_t cap = 1 << 20;
    uint8_t *buf = malloc(cap);
    size_t n = buf ? fread(buf, 1, cap, f) : 0;
    fclose(f);
    if (buf) LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return buf != NULL;
}

/* Replays every file of dir (relative to the source directory, where ctest
 * runs); the exit status for main. */
static int fuzzcheck_main(const char *name, const char *dir) {
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "%s: cannot open %s\n", name, dir);
        return 1;
    }
    int files = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        files += fuzzcheck_file(path);
    }
    closedir(d);
    printf("%s: %d inputs replayed\n", name, files);
    return files > 0 ? 0 : 1;
}

#endif
