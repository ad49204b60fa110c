# judgement_random.py — tengen's and GNU Go's dead lists on random boxes
# drawn from any range of seeds (bench/shapes_gen.py's random_position),
# against the truth read out whole: a measure of the judgement on
# positions nobody has looked at, where bench/judgement_shapes.sh's fixed
# seeds are the ones the reading was fixed on.
#
#   python3 bench/judgement_random.py OUTDIR TENGEN GNUGO CACHE FIRST LAST SEED [WIDTH [open|9|13]]
#
# Seeds FIRST to LAST-1 at each of the three places (the left edge, the
# centre, Black's lower left corner), each box with Black and with White
# to move, in the fills, or with "open" in the walls round territories
# (shapes_gen.open_up: the walls alive but not pass-alive, as in a
# finished game; the same truths, named ...-open), or with 9 or 13 on a
# board of that size (on_board: fills of their own that give every cell
# of the box the neighbours it has on 19x19, so the same truths; named
# ...-9x9 and ...-13x13). WIDTH 6: boxes of 6 x 4 points with up to 8
# empty (named edge6x4-SEED-B and so on), a harder class no fix was made
# on; WIDTH 7: 7 x 4, up to 8 empty, more stones and chains (session 38).
# A position is right when the program's final_status_list dead is
# exactly the truth's. GNU Go (--chinese-rules) through
# bench/gnugo_gtp.py's cache; GNUGO empty: cache only. Per-position rows:
# OUTDIR/rows.tsv; the truths, kept for the next run while shapes_gen.py
# is unchanged: OUTDIR/truths.json.
import hashlib, json, os, sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gnugo_gtp
import shapes_gen as sg



def places(width):
    """(place, first column, first row) of each box; a wider centre box
    starts further left, keeping its right side where the 5-wide box's is
    (clear of the fill's eye at O10)."""
    return (("edge", 0, sg.BORDER - 2), ("centre", sg.RANDOM_CENTRE + sg.RANDOM_W - width, sg.BORDER - 2),
            ("corner", 0, sg.RANDOM_CORNER))


# Smaller boards: White's rows above BORDER, Black's from it, and for
# each fill two one-point eyes on its far edge (the first pair of each
# colour whose eyes do not touch the box, eight ways, as shapes_gen.check
# asks of 19x19), so that both fills are pass-alive as on 19x19.
SMALL = {9: (4, [[(6, 0), (8, 0)]], [[(8, 8), (8, 6)], [(8, 8), (6, 8)]]),
         13: (7, [[(10, 0), (12, 0)]], [[(12, 12), (12, 10)], [(12, 12), (10, 12)]])}


def on_board(g, local, place, width, n):
    """The box of g (a 19x19 position, its cells local) on an n x n board
    with SMALL's fills: (board, map from 19x19 cells to the new ones).
    Every cell keeps the neighbours it had and each fill is one chain with
    its two eyes, so that the truth holds (an AssertionError if not)."""
    border, white_eyes, black_eyes = SMALL[n]
    x0 = min(x for x, y in local)
    y0 = min(y for x, y in local)
    nx0 = (n - width) // 2 if place == "centre" else 0
    ny0 = n - 4 if place == "corner" else border - 2
    moved = {p: (p[0] - x0 + nx0, p[1] - y0 + ny0) for p in local}
    inside = set(moved.values())
    clear = lambda pairs: next((e for e in pairs if not any(r in inside for q in e for r in sg.nbrs8(q, n))), None)
    eyes = [clear(white_eyes), clear(black_eyes)]
    assert None not in eyes, "every eye pair touches the box"
    h = {(x, y): "W" if y < border else "B" for x in range(n) for y in range(n)}
    for p in eyes[0] + eyes[1]:
        h[p] = "."
    for p, q in moved.items():
        h[q] = g[p]
    for p, q in moved.items():
        assert sorted(g[r] if r not in local else "?" for r in sg.nbrs(p)) == \
            sorted(h[r] if r not in inside else "?" for r in sg.nbrs(q, n)), "other neighbours at %s" % (q,)
    for col in "WB":
        outside = [q for q in sorted(h) if h[q] == col and q not in inside]
        assert set(outside) <= sg.chain(h, outside[0], n), "the %s fill is cut" % col
    return h, moved


def main():
    out, tengen, gnugo, cache, first, last, seed = sys.argv[1:8]
    first, last = int(first), int(last)
    width = int(sys.argv[8]) if len(sys.argv) > 8 else sg.RANDOM_W
    if width not in sg.RANDOM_EMPTY:
        sys.exit("judgement_random.py: WIDTH must be one of %s" % sorted(sg.RANDOM_EMPTY))
    variant = sys.argv[9] if len(sys.argv) > 9 else ""
    if variant not in ("", "open", "9", "13"):
        sys.exit("judgement_random.py: the last argument may only be open, 9 or 13, not %r" % variant)
    opened = variant == "open"
    n = int(variant) if variant.isdigit() else sg.N
    os.makedirs(out, exist_ok=True)
    for f in os.listdir(out):
        if f.endswith(".sgf"):
            os.remove(os.path.join(out, f))
    jobs = [(place, s, x0, y0, tm) for place, x0, y0 in places(width) for s in range(first, last) for tm in "BW"]
    # the truths are kept (OUTDIR/truths.json) while the generator is the
    # same: a second program, or a second run, reads none again
    with open(sg.__file__, "rb") as f:
        generator = hashlib.sha1(f.read()).hexdigest()
    cache_path = os.path.join(out, "truths.json")
    try:
        with open(cache_path) as f:
            kept = json.load(f)
        if kept.get("generator") != generator:
            kept = {}
    except (OSError, ValueError):
        kept = {}
    known = kept.get("truths", {})
    tag = "" if width == sg.RANDOM_W else "%dx4-" % width
    name_of = lambda j: "%s%s%04d-%s" % (j[0], tag, j[1], j[4])
    todo = [j for j in jobs if name_of(j) not in known]
    with ProcessPoolExecutor() as pool:
        for j, (key, t) in zip(todo, pool.map(sg.random_truth, [j[1:] + (width,) for j in todo], chunksize=4)):
            known[name_of(j)] = None if t is None else [sorted(t[0]), sorted(t[1]), t[2]]
    tmp = cache_path + ".tmp"
    with open(tmp, "w") as f:
        json.dump({"generator": generator, "truths": known}, f)
    os.replace(tmp, cache_path)
    rows = []
    for place, s, x0, y0, tm in jobs:
        t = known[name_of((place, s, x0, y0, tm))]
        if t is None:
            continue
        t = ({tuple(p) for p in t[0]}, {tuple(p) for p in t[1]}, t[2])
        g, local = sg.random_position(s, x0, y0, width)
        dead, seki, why = t
        name = name_of((place, s, x0, y0, tm)) + ("-open" if opened else "" if n == sg.N else "-%dx%d" % (n, n))
        if opened:
            # the truth is the fills' (truth_key: the question's cells and
            # their neighbours, which open_up leaves as they are)
            g = sg.open_up(g)
        vertex = sg.gtp_vertex
        if n != sg.N:
            g, moved = on_board(g, local, place, width, n)
            dead = {moved[p] for p in dead}
            vertex = lambda p: sg.gtp_vertex(p, n)
            why += ", the line's points as on 19x19"
        comment = "%s box %d%s; %s to move; %struth: dead %s (%s)" % (
            place, s, "" if not tag else " (%d x 4)" % width, tm,
            "walls with territories; " if opened else "", " ".join(map(vertex, sorted(dead))) or "-", why)
        with open(os.path.join(out, name + ".sgf"), "w") as f:
            # (the 5-wide boxes' text as before: GNU Go's cache is keyed by it)
            f.write(sg.sgf(g, tm, comment + ("" if n == sg.N else "; on %dx%d" % (n, n)), n))
        rows.append((name, place, {vertex(p) for p in dead}, why))

    def ask(row):
        sgf = os.path.join(out, row[0] + ".sgf")
        t = gnugo_gtp.gtp(["nice", "-n", "19", tengen, "gtp", "--seed", seed], sgf)
        g = gnugo_gtp.cached_answer(cache, gnugo, sgf, ["--chinese-rules"])
        return t, g

    with ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(ask, rows))
    table = {place: [0, 0, 0, 0] for place, _, _ in places(width)}  # positions, tengen, GNU Go asked, GNU Go right
    misses = []
    lines = ["name\tplace\ttruth_dead\ttengen_dead\tgnugo_dead\ttruth_line"]
    for (name, place, dead, why), (t, g) in zip(rows, answers):
        c = table[place]
        c[0] += 1
        if set(t[2]) == dead:
            c[1] += 1
        else:
            misses.append("%s: truth %s, tengen %s (%s)" % (name, " ".join(sorted(dead)) or "-",
                                                          " ".join(sorted(t[2])) or "-", why))
        if g is not None:
            c[2] += 1
            c[3] += set(g[2]) == dead
        lines.append("\t".join([name, place, " ".join(sorted(dead)) or "-", " ".join(sorted(t[2])) or "-",
                                "?" if g is None else (" ".join(sorted(g[2])) or "-"), why]))
    with open(os.path.join(out, "rows.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("seeds %d to %d, boxes %d x 4%s" % (first, last - 1, width, ", walls with territories" if opened else
                                              "" if n == sg.N else ", on %dx%d" % (n, n)))
    print("| place | positions | tengen right | GNU Go right |")
    print("| --- | --- | --- | --- |")
    for place, c in table.items():
        gnu = "-" if not c[2] else "%d" % c[3] + ("" if c[2] == c[0] else " of %d" % c[2])
        print("| %s | %d | %d | %s |" % (place, c[0], c[1], gnu))
    print("tengen wrong (%d):" % len(misses))
    for m in misses:
        print("  " + m)


main()
