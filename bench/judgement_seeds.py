#!/usr/bin/env python3
# judgement_seeds.py — the judgement sets counted at many seeds of the
# estimate: how much of a figure is the reading and how much the seed.
#
#   judgement_seeds.py OUT TENGEN SEED...
#
# OUT holds judgement_sets.py's lists (games, cases, ogs). Every position is
# scored with `tengen score --json --dead estimate --seed S` for each seed;
# a position counts as bench/judgement_run.py counts it (the same final
# score, or every OGS stone's verdict the humans'). Prints one line a seed,
# (on standard error, as progress), then a table: each set's least, mean and most, and every position that is
# right at some seeds and wrong at others, with how many seeds it is right
# at. A held-back position like a fragile one is a coin toss: the mean over
# seeds, not the figure at the default seed, is what to expect of it.
# Invariant: only tengen is run; GNU Go's column does not depend on a seed.
import json, os, subprocess, sys

from gnugo_gtp import norm
from judgement_ogs import stones_off

if len(sys.argv) < 4 or not all(a.isdigit() for a in sys.argv[3:]):
    sys.exit("usage: judgement_seeds.py OUT TENGEN SEED... (seeds are whole numbers)")
out, tengen, seeds = sys.argv[1], sys.argv[2], sys.argv[3:]
sets = ("games", "cases", "ogs")
titles = {"games": "trusted counted games", "cases": "GNU Go final_score cases",
          "ogs": "OGS final boards, every stone"}
items = {s: [l.rstrip("\n").split("\t") for l in open(os.path.join(out, s + ".list"))] for s in sets}
for s in sets:
    items[s] = [i for i in items[s] if os.path.exists(i[1])]
right = {s: {i[0]: 0 for i in items[s]} for s in sets}
totals = {s: [] for s in sets}
for seed in seeds:
    line = []
    for s in sets:
        paths = [i[1] for i in items[s]]
        p = subprocess.run([tengen, "score", "--json", "--dead", "estimate", "--seed", seed, "-j", "2",
                            "--no-progress"] + paths, capture_output=True, text=True)
        by = {}
        for l in p.stdout.splitlines():
            d = json.loads(l)
            if "file" in d and d.get("game", 1) == 1:
                by[d["file"]] = d
        n = 0
        for name, sgf, expect in items[s]:
            d = by.get(sgf)
            if d is None:
                sys.exit("judgement_seeds.py: no answer for %s at seed %s" % (sgf, seed))
            ok = stones_off(expect, d["dead"]) == 0 if s == "ogs" else norm(d["result"]) == norm(expect)
            right[s][name] += ok
            n += ok
        totals[s].append(n)
        line.append("%s %d/%d" % (s, n, len(items[s])))
    print("seed %s: %s" % (seed, ", ".join(line)), file=sys.stderr, flush=True)
k = len(seeds)
print("| set (%d seeds: %s-%s) | positions | least | mean | most | right at every seed | fragile |"
      % (k, seeds[0], seeds[-1]))
print("| --- | --- | --- | --- | --- | --- | --- |")
for s in sets:
    t, r = totals[s], right[s]
    print("| %s | %d | %d | %.2f | %d | %d | %d |" % (titles[s], len(items[s]), min(t), sum(t) / k, max(t),
                                                   sum(v == k for v in r.values()),
                                                   sum(0 < v < k for v in r.values())))
print()
for s in sets:
    for name, v in sorted(right[s].items(), key=lambda x: x[1]):
        if 0 < v < k:
            print("fragile: %s %s right at %d of %d seeds" % (s, name.split("/")[-1], v, k))
