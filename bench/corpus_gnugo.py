#!/usr/bin/env python3
# corpus_gnugo.py — tengen beside GNU Go 3.8 on a fixed sample of the whole
# corpus's counted games; prints the table bench/corpus_gnugo.sh shows.
#
#   corpus_gnugo.py GAMES OUT TENGEN GNUGO CACHE PER_FOLDER
#
# GAMES is corpora/games; its folders gnugo-regression, cgd-ai and
# tygem-9d-2016 are scored whole by `tengen score -r --json` (default
# `--dead estimate`, as the whole-corpus check), one folder at a time. A
# game is counted when tengen says "counted": true. From each folder's
# counted games (sorted by file name) PER_FOLDER are drawn: the first of a
# random.Random("corpus_gnugo:" + folder).shuffle (all of them when the
# folder has fewer), so the sample depends on the corpus and the count only,
# and a smaller count's sample is part of a larger one's. PER_FOLDER is one
# number for every folder or three (N1,N2,N3: gnugo-regression,
# tygem-9d-2016, cgd-ai).
# GNU Go is asked over GTP `loadsgf FILE`, `final_score`, `final_status_list
# dead`, `final_status_list seki`, with `--seed 1`, and `--chinese-rules`
# where the record's RU is area scoring (the test bench/judgement_run.py
# uses), and told `komi` where the record's KM is in hundredths (KM[750]:
# tengen reads 7.5, GNU Go 750). Its replies are kept in CACHE in
# judgement_run.py's format (one file per position keyed by the SGF's
# content, the flags and any komi told; result,
# final_score's ms, dead, seki on four lines): a re-run costs tengen's time
# only. Writes OUT/rows.tsv (folder, file, recorded, tengen, gnugo, ok_tengen,
# ok_gnugo, block) as it goes, one line a game. block is the game's place in
# the shuffle divided by 1,000: the rows come block by block, each in file
# order, so a sample of 2,000 lists the 1,000-game sample's rows first, in
# the same order (judgement_cut.py takes games in this order).
# GNU Go gets LIMIT seconds of wall time a position (env GNUGO_LIMIT, default
# 60; about 1.3 s is usual, but some unfinished cgd-ai positions take
# minutes): past it, its answer is "timeout", counted as not agreeing,
# cached like any answer (delete the file to ask again) and counted in the
# table's last column.
# Invariant: a game counts for a program when its final count equals the
# recorded result (GNU Go's final_score normalised as judgement_run.py
# does; tengen's own "agree"); nothing else is compared.
import json, os, random, re, subprocess, sys

from gnugo_gtp import cached_answer, corpus_flags, norm

games, out, tengen, gnugo, cache, per = sys.argv[1:7]
FOLDERS = ("gnugo-regression", "tygem-9d-2016", "cgd-ai")
per = [int(x) for x in per.split(",")]
per = dict(zip(FOLDERS, per * 3 if len(per) == 1 else per))
LIMIT = float(os.environ.get("GNUGO_LIMIT", "60"))
os.makedirs(out, exist_ok=True)
os.makedirs(cache, exist_ok=True)


def gnugo_answer(sgf, komi):
    """komi: the komi tengen reads from the record. GNU Go is told it only
    where its own reading of KM differs: KM in hundredths (KM[750], 237
    cgd-ai records), which GNU Go takes as 750 points."""
    text = open(sgf, "rb").read()
    flags = corpus_flags(text.decode("latin-1"))
    m = re.search(rb"KM\[([^\]]*)\]", text)
    try:
        km = float(m.group(1)) if m else 0.0
    except ValueError:
        km = None
    tell = None if km is not None and km == komi else komi
    answer = cached_answer(cache, gnugo, sgf, flags, tell, LIMIT)
    return answer[0] if answer else "-"


# The shuffle's blocks (see the header): a larger sample appends blocks.
BLOCK = 1000
table = []
tsv = open(os.path.join(out, "rows.tsv"), "w")
tsv.write("folder\tfile\trecorded\ttengen\tgnugo\tok_tengen\tok_gnugo\tblock\n")
for folder in FOLDERS:
    lines = subprocess.run([tengen, "score", "-r", "--json", os.path.join(games, folder)],
                           capture_output=True, text=True).stdout.split("\n")
    counted = sorted((d for d in (json.loads(l) for l in lines if l.strip())
                      if not d.get("summary") and d.get("counted")), key=lambda d: d["file"])
    if not counted:
        sys.exit("corpus_gnugo.py: no counted games in %s" % folder)
    all_t = sum(bool(d.get("agree")) for d in counted)
    # A seeded shuffle and its first k: a smaller k draws a prefix of a
    # larger k's sample.
    order = counted[:]
    random.Random("corpus_gnugo:" + folder).shuffle(order)
    block = {d["file"]: i // BLOCK for i, d in enumerate(order)}
    sample = sorted(order[:per[folder]], key=lambda d: (block[d["file"]], d["file"]))
    n = t = g = both = late = 0
    for d in sample:
        res = gnugo_answer(d["file"], d["komi"])
        ok_t, ok_g = bool(d.get("agree")), norm(res) == norm(d["recorded"])
        n, t, g, both = n + 1, t + ok_t, g + ok_g, both + (ok_t and ok_g)
        late += res == "timeout"
        tsv.write("\t".join(map(str, (folder, os.path.basename(d["file"]), d["recorded"],
                                      d["result"], res, int(ok_t), int(ok_g), block[d["file"]]))) + "\n")
        tsv.flush()
    table.append((folder, len(counted), all_t, n, t, g, both, late))
tsv.close()


def pct(a, b):
    return "%d (%.1f%%)" % (a, 100.0 * a / b) if b else "-"


print("| folder | counted games | tengen, all counted | sample | tengen | GNU Go 3.8 | both | tengen only | GNU Go only | GNU Go timed out |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for folder, c, all_t, n, t, g, both, late in table:
    print("| %s | %d | %s | %d | %s | %s | %d | %d | %d | %d |"
          % (folder, c, pct(all_t, c), n, pct(t, n), pct(g, n), both, t - both, g - both, late))
# The whole corpus: each folder's sampled rate weighted by its counted games.
C = sum(r[1] for r in table)
est = lambda i: sum(r[1] * r[i] / r[3] for r in table)
print("| whole corpus (sample weighted by counted games) | %d | %s | %d | %.1f%% | %.1f%% | | | | %d |"
      % (C, pct(sum(r[2] for r in table), C), sum(r[3] for r in table),
         100 * est(4) / C, 100 * est(5) / C, sum(r[7] for r in table)))
