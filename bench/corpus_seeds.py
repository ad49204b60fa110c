#!/usr/bin/env python3
# corpus_seeds.py — the whole corpus's counted games at several seeds of
# the estimate: how many agree with the record at each seed, and the games
# whose result depends on the seed (the fragile games), with how many of
# those are stated as sure and wrong at some seed (a verdict the estimate
# should have flagged uncertain).
#
#   corpus_seeds.py GAMES OUT TENGEN SEED...
#
# Each seed is one `tengen score -r --json -j 2 --seed SEED` over GAMES,
# written to OUT/seed-SEED.jsonl (kept, so that another script can compare
# two builds' runs game by game). Prints one row per seed, then the fragile
# games, one line each: the file, the recorded result, and per seed the
# result with S (sure) or U (uncertain) and + (agrees) or - (differs).
# Invariant: the corpus is read, never written.
import json, os, subprocess, sys


def run(tengen, games, out, seed):
    path = os.path.join(out, "seed-%s.jsonl" % seed)
    with open(path, "w") as f:
        subprocess.run(["nice", "-n", "19", tengen, "score", "-r", "--json", "-j", "2", "--seed", seed,
                        "--no-progress", games], stdout=f, stderr=subprocess.DEVNULL)
    by, summary = {}, None
    for line in open(path):
        d = json.loads(line)
        if d.get("summary"):
            summary = d
        elif "file" in d and d.get("counted"):
            by[(d["file"], d.get("game", 1))] = d
    return by, summary


def main():
    games, out, tengen, seeds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    if not seeds:
        sys.exit("corpus_seeds.py: no seed given")
    runs = []
    print("| seed | counted games | agree with the record | uncertain games |")
    print("| --- | --- | --- | --- |")
    for s in seeds:
        by, summary = run(tengen, games, out, s)
        if summary is None:
            sys.exit("corpus_seeds.py: tengen gave no summary at seed %s" % s)
        runs.append(by)
        unsure = sum(1 for d in by.values() if d.get("uncertain"))
        print("| %s | %d | %d | %d |" % (s, len(by), summary.get("counted_agree", 0), unsure))
    fragile = []
    for k in sorted(runs[0]):
        if not all(k in r for r in runs):
            continue
        if len({r[k].get("result") for r in runs}) > 1:
            fragile.append(k)
    sure_wrong = [k for k in fragile if any(not r[k].get("uncertain") and not r[k].get("agree") for r in runs)]
    print()
    print("fragile (the result depends on the seed): %d games; stated as sure and wrong at some seed: %d"
          % (len(fragile), len(sure_wrong)))
    for k in fragile:
        marks = " ".join("%s %s%s" % (r[k].get("result"), "U" if r[k].get("uncertain") else "S",
                                      "+" if r[k].get("agree") else "-") for r in runs)
        print("  %s  recorded %s:  %s" % (os.path.basename(k[0]), runs[0][k].get("recorded"), marks))


main()
