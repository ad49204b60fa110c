#!/usr/bin/env python3
# judgement_colour.py — the judgement under the colour swap: the rules treat
# Black and White alike but for who moves first, the komi and the handicap,
# and the swap exchanges all three, so a stone's verdict may not follow its
# colour.
#
#   judgement_colour.py OUT TENGEN [SEED]     judgement.sh's three sets, and
#                                             the generated shapes when
#                                             bench/out/judgement_shapes/
#                                             holds them (its .sgf files)
#   judgement_colour.py --corpus GAMES OUT TENGEN [SEED]
#                                             every record under GAMES
#
# Each position is scored as it is and with its colours swapped
# (sgf_colour.py), both with `tengen score --json --dead estimate --seed
# SEED` (the corpus as `tengen score -r` reads it: the record's marks where
# it has them). The verdicts agree when the dead lists are the same points
# and the results are each other's swap; a record with handicap stones is
# compared by its dead list only (the compensation stays White's), as is a
# record under the AGA rules (White passes last: symmetric_count). Prints
# per set the positions, how many agree and, for the sets with a truth, how
# many each way is right of those the rules count alike for either colour,
# then every position that follows the colour.
# Invariant: the copies are written under OUT only; the corpora are read,
# never written.
import json, os, subprocess, sys

from gnugo_gtp import norm
from judgement_ogs import stones_off
from judgement_symmetry import read, write
from sgf_colour import swap_result, swap_rows, swap_sgf


def score(tengen, seed, paths, extra=()):
    """tengen's first game of each path, by path."""
    by = {}
    for i in range(0, len(paths), 400):
        p = subprocess.run(["nice", "-n", "19", tengen, "score", "--json", "--seed", seed, "-j", "2",
                            "--no-progress"] + list(extra) + paths[i:i + 400], capture_output=True, text=True)
        for l in p.stdout.splitlines():
            d = json.loads(l)
            if "file" in d and d.get("game", 1) == 1:
                by[os.path.normpath(d["file"])] = d
    return by


def symmetric_count(d):
    """Whether the rules count d's position the same for either colour:
    not with handicap stones (the compensation is White's), not under the
    AGA rules (White passes last: a game that ends on Black's pass owes
    Black a pass stone, so the swapped record's count differs by one)."""
    return d.get("handicap", 0) == 0 and not d.get("rules", "").startswith("aga")


def same(a, b):
    """Whether b, the swapped position's answer, is a's swap; and why not."""
    why = []
    da, db = set(a.get("dead") or []), set(b.get("dead") or [])
    if da != db:
        why.append("dead only as is: %s; only swapped: %s" % (" ".join(sorted(da - db)) or "-",
                                                             " ".join(sorted(db - da)) or "-"))
    if symmetric_count(a) and norm(swap_result(b.get("result", ""))) != norm(a.get("result", "")):
        why.append("result %s, swapped %s" % (a["result"], b["result"]))
    return not why, "; ".join(why)


def compare(title, items, by_a, by_b, truth=None):
    """items: (name, original, swapped, expected). Prints one table row
    and returns the lines for the positions that follow the colour. The
    truth is compared both ways on the positions the rules count alike for
    either colour (symmetric_count), for the OGS boards on all."""
    agree, right_a, right_b, alike, lines = 0, 0, 0, 0, []
    for name, pa, pb, exp in items:
        a, b = by_a.get(os.path.normpath(pa)), by_b.get(os.path.normpath(pb))
        if a is None or b is None:
            lines.append("no answer: %s %s" % (title, name))
            continue
        ok, why = same(a, b)
        agree += ok
        if truth and (symmetric_count(a) or isinstance(exp, tuple)):
            alike += 1
            right_a += truth(a, exp, False)
            right_b += truth(b, exp, True)
        if not ok:
            lines.append("follows the colour: %s %s: %s" % (title, name, why))
    row = "| %s | %d | %d |" % (title, len(items), agree)
    row += " %d | %d of %d | %d of %d |" % (alike, right_a, alike, right_b, alike) if truth else " - | - | - |"
    print(row)
    return lines


def sets_main(out, tengen, seed):
    titles = {"games": "trusted counted games", "cases": "GNU Go final_score cases",
              "ogs": "OGS final boards, every stone"}
    plan = {}
    for st in titles:
        items = []
        for line in open(os.path.join(out, st + ".list")):
            name, sgf, expect = line.rstrip("\n").split("\t")
            if not os.path.exists(sgf):
                continue
            dst = os.path.join(out, "colour", st, name.replace("/", "_") + ".sgf")
            write(dst, swap_sgf(read(sgf)))
            if st == "ogs":
                j = json.load(open(expect))
                j["board"] = swap_rows(j["board"], "bW")
                j["correct_ownership"] = swap_rows(j["correct_ownership"], "BW")
                swapped_expect = dst[:-4] + ".json"
                write(swapped_expect, json.dumps(j))
                expect = (expect, swapped_expect)
            items.append((name, sgf, dst, expect))
        plan[st] = items
    shapes = os.path.join(os.path.dirname(out.rstrip("/")), "judgement_shapes")
    if os.path.isdir(shapes):
        items = []
        for f in sorted(os.listdir(shapes)):
            if f.endswith(".sgf"):
                dst = os.path.join(out, "colour", "shapes", f)
                write(dst, swap_sgf(read(os.path.join(shapes, f))))
                items.append((f[:-4], os.path.join(shapes, f), dst, None))
        plan["shapes"] = items
        titles["shapes"] = "generated shapes (judgement_shapes.sh)"
    every = [i for items in plan.values() for i in items]
    by_a = score(tengen, seed, [i[1] for i in every], ("--dead", "estimate"))
    by_b = score(tengen, seed, [i[2] for i in every], ("--dead", "estimate"))

    def truth_result(d, exp, swapped):
        return norm(d["result"]) == norm(swap_result(exp) if swapped else exp)

    def truth_ogs(d, exp, swapped):
        return stones_off(exp[1] if swapped else exp[0], d["dead"]) == 0

    print("| set (seed %s) | positions | same verdict swapped | counted alike | right as is | right swapped |" % seed)
    print("| --- | --- | --- | --- | --- | --- |")
    lines = []
    for st, items in plan.items():
        truth = truth_ogs if st == "ogs" else (truth_result if st != "shapes" else None)
        lines += compare(titles[st], items, by_a, by_b, truth)
    print()
    for l in lines:
        print(l)
    print("%d positions follow the colour" % sum(l.startswith("follows") for l in lines))


def corpus_main(games, out, tengen, seed):
    items = []
    for root, _, files in os.walk(games):
        for f in sorted(files):
            if f.endswith(".sgf"):
                src = os.path.join(root, f)
                dst = os.path.join(out, "corpus-colour", os.path.relpath(src, games))
                write(dst, swap_sgf(read(src)))
                items.append((os.path.relpath(src, games), src, dst, None))
    by_a = score(tengen, seed, [i[1] for i in items])
    by_b = score(tengen, seed, [i[2] for i in items])
    counted = [i for i in items if by_a.get(os.path.normpath(i[1]), {}).get("counted")]
    print("| corpus (seed %s) | counted games | same verdict swapped | - | - | - |" % seed)
    print("| --- | --- | --- | --- | --- | --- |")
    lines = compare("corpus", counted, by_a, by_b)
    print()
    for l in lines:
        print(l)
    print("%d games follow the colour" % sum(l.startswith("follows") for l in lines))


if __name__ == "__main__":
    a = sys.argv[1:]
    if a[:1] == ["--corpus"] and len(a) in (4, 5):
        corpus_main(a[1], a[2], a[3], a[4] if len(a) > 4 else "1")
    elif len(a) in (2, 3):
        sets_main(a[0], a[1], a[2] if len(a) > 2 else "1")
    else:
        sys.exit("usage: judgement_colour.py OUT TENGEN [SEED] | --corpus GAMES OUT TENGEN [SEED]")
