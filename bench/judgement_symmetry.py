#!/usr/bin/env python3
# judgement_symmetry.py — the judgement sets under the board's 8 symmetries:
# the rules do not see a rotation or a mirror, so neither may the verdict.
#
#   judgement_symmetry.py OUT TENGEN [SEED]          the three sets
#   judgement_symmetry.py --corpus S GAMES OUT TENGEN [SEED]
#                                           the whole corpus under symmetry S,
#                                           its JSON lines mapped back
#
# OUT holds judgement_sets.py's lists (games, cases, ogs). Each position is
# written moved by each symmetry its board keeps (sgf_symmetry.py; the OGS
# boards' JSON with board and correct_ownership moved the same way) into
# OUT/sN/, and all of them are scored with `tengen score --json --dead
# estimate --seed SEED` (seed 1 unless told), counted as
# bench/judgement_seeds.py counts them. Prints, per set, tengen's count at
# each symmetry, then every position whose verdict (right or wrong, and the
# dead list read back on the original board) is not the same under all.
# Invariant: the copies are generated here at every run and live under OUT
# only; the corpora are read, never written.
import json, os, subprocess, sys

from gnugo_gtp import norm
from judgement_ogs import stones_off
from sgf_symmetry import NAMES, symmetries, sgf_size, transform_rows, transform_sgf, vertex_back, vertex_order


def score(tengen, seed, paths):
    """tengen's answer for each path (game 1 of the record)."""
    by = {}
    for i in range(0, len(paths), 400):
        p = subprocess.run([tengen, "score", "--json", "--dead", "estimate", "--seed", seed, "-j", "2",
                            "--no-progress"] + paths[i:i + 400], capture_output=True, text=True)
        for l in p.stdout.splitlines():
            d = json.loads(l)
            if "file" in d and d.get("game", 1) == 1:
                by[d["file"]] = d
    return by


def read(path):
    return open(path, encoding="latin-1").read()


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="latin-1") as f:
        f.write(text)


def sets_main(out, tengen, seed):
    sets = ("games", "cases", "ogs")
    titles = {"games": "trusted counted games", "cases": "GNU Go final_score cases",
              "ogs": "OGS final boards, every stone"}
    items = {s: [l.rstrip("\n").split("\t") for l in open(os.path.join(out, s + ".list"))] for s in sets}
    jobs = []  # (set, name, symmetry, sgf, expect, w, h)
    for st in sets:
        for name, sgf, expect in items[st]:
            if not os.path.exists(sgf):
                continue
            text = read(sgf)
            w, h = sgf_size(text)
            for s in symmetries(w, h):
                path = os.path.join(out, "s%d" % s, st, "%s.sgf" % name.replace("/", "_"))
                write(path, transform_sgf(text, s))
                exp = expect
                if st == "ogs":
                    j = json.load(open(expect))
                    j["board"] = transform_rows(j["board"], s, ".")
                    j["correct_ownership"] = transform_rows(j["correct_ownership"], s, "*")
                    exp = path[:-4] + ".json"
                    write(exp, json.dumps(j))
                jobs.append((st, name, s, path, exp, w, h))
    by = score(tengen, seed, [j[3] for j in jobs])
    count = {st: [0] * 8 for st in sets}
    shown = {st: set() for st in sets}
    verdicts = {}
    for st, name, s, path, exp, w, h in jobs:
        d = by.get(path)
        if d is None:
            sys.exit("judgement_symmetry.py: no answer for %s" % path)
        ok = stones_off(exp, d["dead"]) == 0 if st == "ogs" else norm(d["result"]) == norm(exp)
        count[st][s] += ok
        shown[st].add(s)
        mw, mh = (h, w) if s & 4 else (w, h)
        dead = tuple(sorted((vertex_back(v, s, mw, mh) for v in d["dead"]), key=vertex_order))
        verdicts.setdefault((st, name), []).append((s, ok, dead, d["result"]))
    print("| set (seed %s) | positions | %s |" % (seed, " | ".join(NAMES)))
    print("| --- | --- |%s" % (" --- |" * 8))
    for st in sets:
        n = len({j[1] for j in jobs if j[0] == st})
        print("| %s | %d | %s |" % (titles[st], n, " | ".join(str(count[st][s]) if s in shown[st] else "-"
                                                             for s in range(8))))
    print()
    moved = 0
    for (st, name), vs in sorted(verdicts.items()):
        if len({(ok, dead) for _, ok, dead, _ in vs}) > 1:
            moved += 1
            base = vs[0][2]
            print("follows the symmetry: %s %s" % (st, name.split("/")[-1]))
            for s, ok, dead, result in vs:
                extra = sorted(set(dead) - set(base), key=vertex_order)
                less = sorted(set(base) - set(dead), key=vertex_order)
                print("    %-14s %s %-8s +dead %s -dead %s" % (NAMES[s], "right" if ok else "WRONG", result,
                                                             " ".join(extra) or "-", " ".join(less) or "-"))
    print("%d positions follow the symmetry" % moved)


def corpus_main(s, games, out, tengen, seed):
    """The whole corpus under symmetry s (square boards only; a record on
    another board is kept as it is), scored like `tengen score -r`, each
    JSON line's file and dead list read back on the original record so that
    flips.py compares it with a run on the originals."""
    paths, back = [], {}
    for root, _, files in os.walk(games):
        for f in sorted(files):
            if not f.endswith(".sgf"):
                continue
            src = os.path.join(root, f)
            text = read(src)
            w, h = sgf_size(text)
            dst = os.path.join(out, "corpus-s%d" % s, os.path.relpath(src, games))
            write(dst, transform_sgf(text, s) if s in symmetries(w, h) else text)
            paths.append(dst)
            back[os.path.normpath(dst)] = src
    p = subprocess.run(["nice", "-n", "19", tengen, "score", "-r", "--json", "-j", "2", "--seed", seed,
                        "--no-progress", os.path.join(out, "corpus-s%d" % s)], capture_output=True, text=True)
    for l in p.stdout.splitlines():
        d = json.loads(l)
        if "file" in d:
            d["file"] = back.get(os.path.normpath(d["file"]), d["file"])
            if s in symmetries(*d["size"]):
                w, h = d["size"]
                for k in ("dead", "uncertain_stones"):
                    if isinstance(d.get(k), list):
                        d[k] = sorted((vertex_back(v, s, w, h) for v in d[k]), key=vertex_order)
        print(json.dumps(d, separators=(",", ":")))


if __name__ == "__main__":
    a = sys.argv[1:]
    if a[:1] == ["--corpus"]:
        corpus_main(int(a[1]), a[2], a[3], a[4], a[5] if len(a) > 5 else "1")
    elif len(a) in (2, 3):
        sets_main(a[0], a[1], a[2] if len(a) > 2 else "1")
    else:
        sys.exit("usage: judgement_symmetry.py OUT TENGEN [SEED] | --corpus S GAMES OUT TENGEN [SEED]")
