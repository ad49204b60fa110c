#!/usr/bin/env python3
# judgement_tomove.py — the judgement sets with each player to move: at the
# end of a finished game the dead stones do not depend on who would move
# next; where the verdict does, the position is unsettled (whoever moves
# first wins a fight, which the estimate should call uncertain) or a step
# of the estimate has a fault.
#
#   judgement_tomove.py OUT TENGEN [SEED]            the three sets
#   judgement_tomove.py --corpus WHO GAMES OUT TENGEN [SEED]
#                          the whole corpus with WHO to move (other, record,
#                          B or W), its JSON lines' file read back
#
# OUT holds judgement_sets.py's lists (games, cases, ogs). Each position is
# written with Black and with White to move (sgf_tomove.py: a trailing PL
# node, so the count stays the record's) into OUT/B/ and OUT/W/, and scored
# with `tengen score --json --dead estimate --seed SEED` (seed 1 unless
# told), counted as bench/judgement_seeds.py counts them. Prints, per set,
# tengen's count with the record's player, Black, White and the other
# player to move, then every position whose verdict (right or wrong, and
# the dead list) is not the same with Black and with White to move, and
# how many of the stones that differ each run calls uncertain.
# Invariant: the copies are generated here at every run and live under OUT
# only; the corpora are read, never written.
import json, os, subprocess, sys

from gnugo_gtp import norm
from judgement_ogs import stones_off
from judgement_symmetry import read, score, write
from sgf_symmetry import vertex_order
from sgf_tomove import _scan, record_to_move, with_to_move


def sets_main(out, tengen, seed):
    sets = ("games", "cases", "ogs")
    titles = {"games": "trusted counted games", "cases": "GNU Go final_score cases",
              "ogs": "OGS final boards, every stone"}
    jobs = []  # (set, name, who, sgf, expect)
    record = {}
    for st in sets:
        for line in open(os.path.join(out, st + ".list")):
            name, sgf, expect = line.rstrip("\n").split("\t")
            if not os.path.exists(sgf):
                continue
            text = read(sgf)
            games = _scan(text)
            record[(st, name)] = record_to_move(games[0][1]) if games else "B"
            jobs.append((st, name, "record", sgf, expect))
            for who in ("B", "W"):
                path = os.path.join(out, who, st, "%s.sgf" % name.replace("/", "_"))
                write(path, with_to_move(text, who))
                jobs.append((st, name, who, path, expect))
    by = score(tengen, seed, [j[3] for j in jobs])
    count = {st: {"record": 0, "B": 0, "W": 0, "other": 0} for st in sets}
    verdicts, mismatch = {}, []
    for st, name, who, path, exp in jobs:
        d = by.get(path)
        if d is None:
            sys.exit("judgement_tomove.py: no answer for %s" % path)
        ok = stones_off(exp, d["dead"]) == 0 if st == "ogs" else norm(d["result"]) == norm(exp)
        count[st][who] += ok
        if who != "record" and who != record[(st, name)]:
            count[st]["other"] += ok
        v = (ok, tuple(sorted(d["dead"], key=vertex_order)), d["result"], d.get("uncertain"),
             frozenset(d.get("uncertain_stones") or ()))
        verdicts.setdefault((st, name), {})[who] = v
    for key, vs in verdicts.items():
        if vs["record"][:2] != vs[record[key]][:2]:
            mismatch.append(key)
    print("| set (seed %s) | positions | record's player | Black to move | White to move | other player |" % seed)
    print("| --- | --- | --- | --- | --- | --- |")
    for st in sets:
        n = sum(1 for k in verdicts if k[0] == st)
        c = count[st]
        print("| %s | %d | %d | %d | %d | %d |" % (titles[st], n, c["record"], c["B"], c["W"], c["other"]))
    print()
    moved = 0
    for (st, name), vs in sorted(verdicts.items()):
        b, w = vs["B"], vs["W"]
        if b[:2] != w[:2]:
            moved += 1
            print("follows the player to move: %s %s (record: %s to move)" % (st, name.split("/")[-1],
                                                                             record[(st, name)]))
            differ = set(b[1]) ^ set(w[1])
            for who, v, o in (("B", b, w), ("W", w, b)):
                extra = sorted(set(v[1]) - set(o[1]), key=vertex_order)
                print("    %s to move  %s %-8s uncertain %-5s (%d of the %d stones that differ) dead only here: %s" % (
                    who, "right" if v[0] else "WRONG", v[2], str(v[3]).lower(), len(differ & v[4]), len(differ),
                    " ".join(extra) or "-"))
    print("%d positions follow the player to move" % moved)
    if mismatch:
        print("CHECK: the record's player read wrong for %d positions: %s" % (
            len(mismatch), " ".join(k[1] for k in mismatch)))


def corpus_main(who, games, out, tengen, seed):
    """The whole corpus with WHO to move, scored like `tengen score -r`,
    each JSON line's file read back to the original record so that flips.py
    compares it with a run on the originals."""
    back = {}
    top = os.path.join(out, "corpus-%s" % who)
    for root, _, files in os.walk(games):
        for f in sorted(files):
            if not f.endswith(".sgf"):
                continue
            src = os.path.join(root, f)
            dst = os.path.join(top, os.path.relpath(src, games))
            write(dst, with_to_move(read(src), who))
            back[os.path.normpath(dst)] = src
    p = subprocess.run(["nice", "-n", "19", tengen, "score", "-r", "--json", "-j", "2", "--seed", seed,
                        "--no-progress", top], capture_output=True, text=True)
    for l in p.stdout.splitlines():
        d = json.loads(l)
        if "file" in d:
            d["file"] = back.get(os.path.normpath(d["file"]), d["file"])
        print(json.dumps(d, separators=(",", ":")))


if __name__ == "__main__":
    a = sys.argv[1:]
    if a[:1] == ["--corpus"] and len(a) >= 5:
        corpus_main(a[1], a[2], a[3], a[4], a[5] if len(a) > 5 else "1")
    elif len(a) in (2, 3):
        sets_main(a[0], a[1], a[2] if len(a) > 2 else "1")
    else:
        sys.exit("usage: judgement_tomove.py OUT TENGEN [SEED] | --corpus WHO GAMES OUT TENGEN [SEED]")
