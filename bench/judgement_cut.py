#!/usr/bin/env python3
# judgement_cut.py — the judgement on unfinished positions whose outcome is
# known: real games cut K moves before their last move, each stone's
# verdict at the cut compared with what became of it.
#
#   judgement_cut.py GAMES ROWS OUT TENGEN GNUGO CACHE K[,K...] [LIMIT_GAMES]
#
# The games: those of corpus_gnugo.sh's sample (ROWS, its rows.tsv) that
# both programs count as recorded, from tygem-9d-2016 (CUT_FOLDERS names
# the folders), the first LIMIT_GAMES of them in file order, and whose final dead lists are the same for both (tengen over GTP, GNU
# Go's cached answer): the end's verdicts are then as sure as a record can
# make them. Each is cut K moves before its last move (passes are not
# moves here), written as a record of its root and its first moves with
# the next mover as PL, and both programs are asked `final_status_list
# dead` at the cut, as judgement_run.py asks (GNU Go with --seed 1 and
# --chinese-rules where the record is area-scored; answers cached).
#
# The truth for a stone on the board at the cut that still stands at the
# end: dead when it is on the end's dead list, alive otherwise. A stone
# captured in the last K moves is counted apart ("taken"), with how many
# of them each program called dead: most are stones in atari at a border
# that an endgame move took, where the verdict of the cut's position is
# alive for the player to move and dead for the other, so they say more
# about the play that followed than about the judgement.
# Writes OUT/rows.tsv (game, K, stones standing, dead among them, each
# program's count of wrong verdicts, the taken stones, the wrong stones)
# and prints one table row per K.
import json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnugo_gtp import AREA, cached_answer, gtp
from sgf_tomove import _scan
from shapes_gen import chain, nbrs

games, rows_path, out, tengen, gnugo, cache, ks = sys.argv[1:8]
limit_games = int(sys.argv[8]) if len(sys.argv) > 8 else None
KS = [int(k) for k in ks.split(",")]
# Tygem's are human games of strong players; gnugo-regression's are mostly
# GNU Go's own games, whose endings its own judgement played out.
FOLDERS = os.environ.get("CUT_FOLDERS", "tygem-9d-2016").split(",")
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
os.makedirs(os.path.join(out, "sgf"), exist_ok=True)


def flags_for(text):
    return ["--seed", "1"] + (["--chinese-rules"] if AREA.search(text) else [])


def rules_of(sgf):
    line = subprocess.run([tengen, "score", "--json", "--dead", "none", sgf],
                          capture_output=True, text=True).stdout.split("\n")[0]
    return json.loads(line)["rules"]


def vertex(x, y, n):
    return COLS[x] + str(n - y)


def replay(nodes, n):
    """Per main-line move: (colour, (x, y), or None for a pass). None for a
    record with setup past its root or a move off the board: such a record
    is left out."""
    moves = []
    for i, node in enumerate(nodes):
        for ident, vals in node:
            if ident in ("AB", "AW", "AE") and i > 0:
                return None
            if ident in ("B", "W"):
                v = vals[0].strip()
                if v == "" or (v == "tt" and n <= 19):
                    moves.append((ident, None))
                elif len(v) == 2 and v.isalpha():
                    moves.append((ident, (ord(v[0]) - 97, ord(v[1]) - 97)))
                else:
                    return None
    return moves


class Board:
    """The colours (shapes_gen's grid: every point "B", "W" or ".") and a
    placement number per stone, so that a stone on the board at the cut
    can be followed to the end: it survives when the same placement is
    still there."""

    def __init__(self, n, root):
        self.n, self.count, self.placed = n, 0, {}
        self.grid = {(x, y): "." for x in range(n) for y in range(n)}
        for ident, vals in root:
            if ident in ("AB", "AW"):
                for v in vals:
                    for p in self.points(v):
                        self.put(ident[1], p)

    def points(self, v):
        if ":" in v:  # a compressed rectangle
            a, b = v.split(":")
            return [(x, y) for x in range(ord(a[0]) - 97, ord(b[0]) - 96)
                    for y in range(ord(a[1]) - 97, ord(b[1]) - 96)]
        return [(ord(v[0]) - 97, ord(v[1]) - 97)]

    def put(self, c, p):
        self.count += 1
        self.grid[p], self.placed[p] = c, self.count

    def take_if_captured(self, p):
        ch = chain(self.grid, p, self.n)
        if not any(self.grid[r] == "." for q in ch for r in nbrs(q, self.n)):
            for q in ch:
                self.grid[q] = "."
                del self.placed[q]

    def play(self, c, p):
        if p is None:
            return
        self.put(c, p)
        for r in nbrs(p, self.n):
            if self.grid[r] not in (".", c):
                self.take_if_captured(r)
        self.take_if_captured(p)  # suicide, where the record's rules allow it


def cut_record(root_text, moves, k_index, to_move):
    """A record of the root and the first k_index moves, to_move next."""
    parts = ["(;" + root_text]
    for c, p in moves[:k_index]:
        parts.append(";%s[%s]" % (c, "" if p is None else chr(97 + p[0]) + chr(97 + p[1])))
    parts.append(";PL[%s])" % to_move)
    return "".join(parts)


def root_props(node):
    keep = ("GM", "FF", "SZ", "KM", "RU", "HA", "AB", "AW", "CA")
    return "".join(ident + "".join("[%s]" % v for v in vals) for ident, vals in node if ident in keep)


def work(item):
    folder, name = item
    path = os.path.join(games, folder, name)
    text = open(path, encoding="latin-1").read()
    scanned = _scan(text)
    if len(scanned) != 1:
        return []
    nodes = scanned[0][1]
    root = nodes[0]
    props = dict(root)
    n = int(props.get("SZ", ["19"])[0])
    moves = replay(nodes, n)
    if not moves:
        return []
    flags = flags_for(text)
    rules = rules_of(path)
    t_end = gtp([tengen, "gtp", "--rules", rules], path)
    g_end = cached_answer(cache, gnugo, path, flags)
    if g_end is None or sorted(t_end[2]) != sorted(g_end[2]):
        return []
    end_dead = {v.upper() for v in t_end[2]}
    real = [i for i, (c, p) in enumerate(moves) if p is not None]
    rows = []
    for k in KS:
        if len(real) <= k:
            continue
        cut = real[-k]  # moves[:cut] are played; moves[cut] is the next
        b = Board(n, root)
        for c, p in moves[:cut]:
            b.play(c, p)
        at_cut = dict(b.placed)
        for c, p in moves[cut:]:
            b.play(c, p)
        # Stones still there at the end: dead when on the end's dead list.
        # Stones captured on the way are kept apart (taken): their capture
        # is a move of the play that followed, most often a stone in atari
        # at a border taken in the endgame, not a verdict on the cut's
        # position.
        truth, taken = {}, set()
        for p, pid in at_cut.items():
            v = vertex(p[0], p[1], n)
            if b.placed.get(p) != pid:
                taken.add(v)
            else:
                truth[v] = v in end_dead
        sgf = os.path.join(out, "sgf", "%s-cut%d.sgf" % (name[:-4], k))
        body = cut_record(root_props(root), moves, cut, moves[cut][0])
        if not os.path.exists(sgf) or open(sgf).read() != body:
            tmp = sgf + ".tmp"
            open(tmp, "w").write(body)
            os.replace(tmp, sgf)
        with open(sgf[:-4] + ".truth", "w") as f:  # for reading the misses
            f.write("dead %s\nalive %s\ntaken %s\n" % (
                " ".join(sorted(v for v in truth if truth[v])),
                " ".join(sorted(v for v in truth if not truth[v])), " ".join(sorted(taken))))
        t = gtp([tengen, "gtp", "--rules", rules], sgf)
        g = cached_answer(cache, gnugo, sgf, flags, None, 120)
        if g is None:
            continue
        off, took = [], []
        for who in (t, g):
            dead = {v.upper() for v in who[2]}
            off.append(sorted(v for v in truth if (v in dead) != truth[v]))
            took.append(len(taken & dead))
        rows.append((folder, name, k, len(truth), sum(truth.values()), off[0], off[1],
                     g[0] == "timeout", len(taken), took[0], took[1]))
    return rows


items = []
for line in open(rows_path):
    f = line.rstrip("\n").split("\t")
    if f[0] in FOLDERS and f[5] == "1" and f[6] == "1":
        items.append((f[0], f[1]))
if limit_games:
    items = items[:limit_games]
with ThreadPoolExecutor(max_workers=int(os.environ.get("JOBS", "2"))) as ex:
    results = [r for rs in ex.map(work, items) for r in rs]

with open(os.path.join(out, "rows.tsv"), "w") as f:
    f.write("folder\tgame\tK\tstones\tdead\ttengen_off\tgnugo_off\ttaken\ttengen_taken_dead\t"
            "gnugo_taken_dead\ttengen_wrong\tgnugo_wrong\n")
    for r in results:
        f.write("%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\t%s\n"
                % (r[0], r[1], r[2], r[3], r[4], len(r[5]), len(r[6]), r[8], r[9], r[10],
                   " ".join(r[5]), " ".join(r[6])))
print("| moves before the end | positions | stones standing at the end (dead there) | "
      "tengen: positions right | GNU Go 3.8: positions right | tengen: stones wrong | "
      "GNU Go: stones wrong | stones taken before the end: tengen, GNU Go call dead |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for k in KS:
    rs = [r for r in results if r[2] == k]
    if not rs:
        continue
    st, dd = sum(r[3] for r in rs), sum(r[4] for r in rs)
    rt, rg = sum(not r[5] for r in rs), sum(not r[6] for r in rs)
    late = sum(r[7] for r in rs)
    print("| %d | %d%s | %d (%d) | %d (%.1f%%) | %d (%.1f%%) | %d | %d | %d: %d, %d |"
          % (k, len(rs), " (GNU Go timed out on %d)" % late if late else "", st, dd,
             rt, 100 * rt / len(rs), rg, 100 * rg / len(rs),
             sum(len(r[5]) for r in rs), sum(len(r[6]) for r in rs),
             sum(r[8] for r in rs), sum(r[9] for r in rs), sum(r[10] for r in rs)))
