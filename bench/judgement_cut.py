#!/usr/bin/env python3
# judgement_cut.py — the judgement on unfinished positions whose outcome is
# known: real games cut K moves before their last move, each stone's
# verdict at the cut compared with what became of it.
#
#   judgement_cut.py GAMES ROWS OUT TENGEN GNUGO CACHE K[,K...] [LIMIT_GAMES [SKIP]]
#
# The games: those of corpus_gnugo.sh's sample (ROWS, its rows.tsv) that
# both programs count as recorded, from tygem-9d-2016 (CUT_FOLDERS names
# the folders), the first LIMIT_GAMES of them in file order, and whose final dead lists are the same for both (tengen over GTP, GNU
# Go's cached answer): the end's verdicts are then as sure as a record can
# make them. Each is cut K moves before its last move (passes are not
# moves here), written as a record of its root and its first moves with
# the next mover as PL, and both programs are asked `final_status_list
# dead` at the cut, as judgement_run.py asks (GNU Go with --seed 1 and
# --chinese-rules where the record is area-scored; answers cached). SKIP
# games are left out before the LIMIT_GAMES are taken. Where GNU Go has
# no answer (not cached, and GNUGO empty) the position counts for tengen
# alone, and GNU Go's figures are over the positions it answered.
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
from gnugo_gtp import cached_answer, corpus_flags, gtp
from sgf_tomove import _scan
from shapes_gen import chain, gtp_vertex, nbrs, sgf_point

USAGE = "usage: judgement_cut.py GAMES ROWS OUT TENGEN GNUGO CACHE K[,K...] [LIMIT_GAMES [SKIP]]"
if len(sys.argv) not in (8, 9, 10):
    sys.exit(USAGE)
games, rows_path, out, tengen, gnugo, cache, ks = sys.argv[1:8]
try:
    KS = [int(k) for k in ks.split(",")]
    limit_games = int(sys.argv[8]) if len(sys.argv) > 8 else None
    skip = int(sys.argv[9]) if len(sys.argv) > 9 else 0
except ValueError:
    sys.exit("judgement_cut.py: K '%s' and LIMIT_GAMES must be whole numbers\n%s" % (ks, USAGE))
if min(KS) < 1 or (limit_games is not None and limit_games < 1) or skip < 0:
    sys.exit("judgement_cut.py: K and LIMIT_GAMES must be 1 or more, SKIP 0 or more\n" + USAGE)
# Tygem's are human games of strong players; gnugo-regression's are mostly
# GNU Go's own games, whose endings its own judgement played out.
FOLDERS = os.environ.get("CUT_FOLDERS", "tygem-9d-2016").split(",")
os.makedirs(os.path.join(out, "sgf"), exist_ok=True)


def rules_of(sgf):
    line = subprocess.run([tengen, "score", "--json", "--dead", "none", sgf],
                          capture_output=True, text=True).stdout.split("\n")[0]
    return json.loads(line)["rules"]


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
        parts.append(";%s[%s]" % (c, "" if p is None else sgf_point(p)))
    parts.append(";PL[%s])" % to_move)
    return "".join(parts)


def root_props(node):
    keep = ("GM", "FF", "SZ", "KM", "RU", "HA", "AB", "AW", "CA")
    return "".join(ident + "".join("[%s]" % v for v in vals) for ident, vals in node if ident in keep)


def write_file(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def work(item):
    """The rows (one per K) of one game: [] when it is left out (not one
    game, setup past its root, a size that is not a number from 2 to 19,
    or the two programs' final dead lists differ)."""
    folder, name = item
    path = os.path.join(games, folder, name)
    text = open(path, encoding="latin-1").read()
    scanned = _scan(text)
    if len(scanned) != 1:
        return []
    root = scanned[0][1][0]
    try:
        n = int(dict(root).get("SZ", ["19"])[0])
    except ValueError:
        return []
    if not 2 <= n <= 19:  # shapes_gen's vertex names stop at T
        return []
    moves = replay(scanned[0][1], n)
    if not moves:
        return []
    flags = corpus_flags(text)
    rules = rules_of(path)
    t_end = gtp([tengen, "gtp", "--rules", rules], path)
    g_end = cached_answer(cache, gnugo, path, flags)
    if g_end is None or sorted(t_end[2]) != sorted(g_end[2]):
        return []
    end_dead = {v.upper() for v in t_end[2]}
    # One replay: the stones at each cut (moves[:cut] played; moves[cut],
    # a real move, is the next), then the end.
    real = [i for i, (c, p) in enumerate(moves) if p is not None]
    cuts = {real[-k]: k for k in KS if len(real) > k}
    b, at_cut = Board(n, root), {}
    for i, (c, p) in enumerate(moves):
        if i in cuts:
            at_cut[cuts[i]] = dict(b.placed)
        b.play(c, p)
    rows = []
    for k in KS:
        if k not in at_cut:
            continue
        cut = real[-k]
        # Stones still there at the end: dead when on the end's dead list.
        # Stones captured on the way are kept apart (taken): their capture
        # is a move of the play that followed, most often a stone in atari
        # at a border taken in the endgame, not a verdict on the cut's
        # position.
        truth, taken = {}, set()
        for p, pid in at_cut[k].items():
            v = gtp_vertex(p, n)
            if b.placed.get(p) != pid:
                taken.add(v)
            else:
                truth[v] = v in end_dead
        sgf = os.path.join(out, "sgf", "%s-cut%d.sgf" % (name[:-4], k))
        write_file(sgf, cut_record(root_props(root), moves, cut, moves[cut][0]))
        write_file(sgf[:-4] + ".truth", "dead %s\nalive %s\ntaken %s\n" % (  # for reading the misses
            " ".join(sorted(v for v in truth if truth[v])),
            " ".join(sorted(v for v in truth if not truth[v])), " ".join(sorted(taken))))
        t = gtp([tengen, "gtp", "--rules", rules], sgf)
        g = cached_answer(cache, gnugo, sgf, flags, None, 120)
        if g is None and gnugo:
            continue
        row = {"folder": folder, "game": name, "K": k, "stones": len(truth),
               "dead": sum(truth.values()), "taken": len(taken), "late": g is not None and g[0] == "timeout",
               "gnugo_wrong": None, "gnugo_taken_dead": None}
        for who, answer in (("tengen", t), ("gnugo", g)):
            if answer is None:
                continue
            dead = {v.upper() for v in answer[2]}
            row[who + "_wrong"] = sorted(v for v in truth if (v in dead) != truth[v])
            row[who + "_taken_dead"] = len(taken & dead)
        rows.append(row)
    return rows


# CUT_BLOCK: only the games of that block of corpus_gnugo.py's shuffle
# (its rows.tsv's last column; 0 is the first 1,000 games, 1 the next).
BLOCK = os.environ.get("CUT_BLOCK", "")
if BLOCK:
    if not BLOCK.isdigit():
        sys.exit("judgement_cut.py: CUT_BLOCK '%s' must be a number" % BLOCK)
    BLOCK = str(int(BLOCK))  # as corpus_gnugo.py writes it: 01 is block 1
items = []
for line in open(rows_path):
    f = line.rstrip("\n").split("\t")
    if f[0] in FOLDERS and f[5] == "1" and f[6] == "1" and (not BLOCK or f[7:8] == [BLOCK]):
        items.append((f[0], f[1]))
if BLOCK and not items:
    sys.exit("judgement_cut.py: no game of block %s in %s (bench/corpus_gnugo.sh with a sample of "
             "%d000 Tygem games or more writes it)" % (BLOCK, rows_path, int(BLOCK) + 1))
items = items[skip:]
if limit_games:
    items = items[:limit_games]
with ThreadPoolExecutor(max_workers=int(os.environ.get("JOBS", "2"))) as ex:
    results = [r for rs in ex.map(work, items) for r in rs]

COLUMNS = ("folder", "game", "K", "stones", "dead", "tengen_off", "gnugo_off", "taken",
           "tengen_taken_dead", "gnugo_taken_dead", "tengen_wrong", "gnugo_wrong")
with open(os.path.join(out, "rows.tsv"), "w") as f:
    f.write("\t".join(COLUMNS) + "\n")
    for r in results:
        g = r["gnugo_wrong"]
        r = dict(r, tengen_off=len(r["tengen_wrong"]), gnugo_off="-" if g is None else len(g),
                 tengen_wrong=" ".join(r["tengen_wrong"]), gnugo_wrong="-" if g is None else " ".join(g),
                 gnugo_taken_dead="-" if g is None else r["gnugo_taken_dead"])
        f.write("\t".join(str(r[c]) for c in COLUMNS) + "\n")
print("| moves before the end | positions | stones standing at the end (dead there) | "
      "tengen: positions right | GNU Go 3.8: positions right | tengen: stones wrong | "
      "GNU Go: stones wrong | stones taken before the end: tengen, GNU Go call dead |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for k in KS:
    rs = [r for r in results if r["K"] == k]
    if not rs:
        continue
    total = lambda key, rows=rs: sum(r[key] for r in rows)
    gs = [r for r in rs if r["gnugo_wrong"] is not None]  # the positions GNU Go answered
    late = total("late")
    t_right = sum(not r["tengen_wrong"] for r in rs)
    g_right = sum(not r["gnugo_wrong"] for r in gs)
    if not gs:
        g_cell, g_wrong, g_taken = "-", "-", "-"
    else:
        g_cell = "%d (%.1f%%)%s" % (g_right, 100 * g_right / len(gs),
                                     "" if len(gs) == len(rs) else " of %d" % len(gs))
        g_wrong = "%d" % sum(len(r["gnugo_wrong"]) for r in gs)
        g_taken = "%d" % total("gnugo_taken_dead", gs)
    print("| %d | %d%s | %d (%d) | %d (%.1f%%) | %s | %d | %s | %d: %d, %s |"
          % (k, len(rs), " (GNU Go timed out on %d)" % late if late else "", total("stones"), total("dead"),
             t_right, 100 * t_right / len(rs), g_cell, sum(len(r["tengen_wrong"]) for r in rs), g_wrong,
             total("taken"), total("tengen_taken_dead"), g_taken))
