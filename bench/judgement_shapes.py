# judgement_shapes.py — tengen's and GNU Go's dead lists on the generated
# shapes (bench/shapes_gen.py) against the truth read out by construction.
#
#   python3 bench/judgement_shapes.py OUTDIR TENGEN GNUGO CACHE SEED
#
# A position is right when the program's final_status_list dead is exactly
# the truth's dead stones (a seki's stones, or a live group's, listed dead
# is wrong; a dead one left out is wrong), the player to move deciding an
# unsettled shape. For the eye shapes a second column scores both programs
# against the other convention, White (the owner's opponent) first whoever
# is to move. GNU Go (--chinese-rules; the
# records are area-scored) is asked through bench/gnugo_gtp.py's cache, so
# only positions it has not answered yet run it; GNUGO empty: cache only.
# Per-position rows: OUTDIR/rows.tsv.
import os, statistics, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gnugo_gtp
import shapes_gen


def main():
    out, tengen, gnugo, cache, seed = sys.argv[1:6]
    # the positions are made again only when the generator changed
    listing_path = os.path.join(out, "listing.tsv")
    if not os.path.exists(listing_path) or os.path.getmtime(listing_path) < os.path.getmtime(shapes_gen.__file__):
        shapes_gen.main(out)
    listing = [l.rstrip("\n").split("\t") for l in open(os.path.join(out, "listing.tsv"))][1:]

    def ask(row):
        sgf = os.path.join(out, row[0] + ".sgf")
        t = gnugo_gtp.gtp(["nice", "-n", "19", tengen, "gtp", "--seed", seed], sgf)
        g = gnugo_gtp.cached_answer(cache, gnugo, sgf, ["--chinese-rules"])
        return row, t, g

    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(ask, listing))
    # The other convention, for the eye shapes: the owner's opponent (White)
    # moves first whoever is to move, as when a finished game's dead stones
    # are those the opponent could capture (Japanese confirmation): the
    # truth of the same shape with White to move.
    white_first = {r[0][:-2]: r[3] for r in listing if r[1] == "eye" and r[2] == "W"}
    classes = {}
    lines = ["name\tclass\tto_move\ttruth_dead\ttruth_seki\ttengen_dead\ttengen_seki\ttengen_ms\tgnugo_dead\tgnugo_seki"]
    misses = {"tengen": [], "GNU Go": []}
    for row, t, g in results:
        name, cls, tomove, tdead, tseki = row[:5]
        truth = set() if tdead == "-" else set(tdead.split())
        c = classes.setdefault(cls, {"n": 0, "t": 0, "g": 0, "gn": 0, "ms": [], "tseki": 0, "gseki": 0, "nseki": 0,
                                     "n2": 0, "t2": 0, "g2": 0})
        wf = white_first.get(name[:-2])
        truth2 = None if wf is None else (set() if wf == "-" else set(wf.split()))
        if truth2 is not None:
            c["n2"] += 1
            c["t2"] += set(t[2]) == truth2
            c["g2"] += g is not None and set(g[2]) == truth2
        c["n"] += 1
        c["ms"].append(t[1])
        if set(t[2]) == truth:
            c["t"] += 1
        else:
            misses["tengen"].append(name)
        seki = set() if tseki == "-" else set(tseki.split())
        if seki:
            c["nseki"] += 1
            c["tseki"] += set(t[3]) >= seki
        if g is not None:
            c["gn"] += 1
            if set(g[2]) == truth:
                c["g"] += 1
            else:
                misses["GNU Go"].append(name)
            if seki:
                c["gseki"] += set(g[3]) >= seki
        lines.append("\t".join([name, cls, tomove, tdead, tseki, " ".join(sorted(t[2])) or "-",
                                " ".join(sorted(t[3])) or "-", "%.1f" % t[1],
                                "?" if g is None else (" ".join(sorted(g[2])) or "-"),
                                "?" if g is None else (" ".join(sorted(g[3])) or "-")]))
    with open(os.path.join(out, "rows.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("| class | positions | tengen right | GNU Go right | White first: tengen, GNU Go | seki named: tengen, GNU Go | tengen median ms |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for cls, c in classes.items():
        print("| %s | %d | %d | %s | %s | %s | %.1f |" % (
            cls, c["n"], c["t"], ("%d" % c["g"]) + ("" if c["gn"] == c["n"] else " of %d" % c["gn"]),
            "%d, %d of %d" % (c["t2"], c["g2"], c["n2"]) if c["n2"] else "-",
            "%d, %d of %d" % (c["tseki"], c["gseki"], c["nseki"]) if c["nseki"] else "-",
            statistics.median(c["ms"])))
    for who, names in misses.items():
        print("%s wrong (%d): %s" % (who, len(names), " ".join(sorted(names))))


main()
