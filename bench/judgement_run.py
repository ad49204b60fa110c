#!/usr/bin/env python3
# judgement_run.py — runs one engine over the lists judgement_sets.py wrote
# and prints the table rows bench/judgement.sh shows.
#
#   judgement_run.py OUT TENGEN GNUGO CACHE
#
# Both engines are asked the same thing over GTP for every position:
# `loadsgf FILE`, `final_score`, `final_status_list dead`, `final_status_list
# seki`, tengen with `--rules` the preset `tengen score` reads from the
# record's RU, GNU Go with --chinese-rules where that RU is area scoring.
# The time is the final_score reply's wall time alone (the time between its
# request and its reply, after loadsgf has answered), so start-up and SGF
# reading are not counted for either program. tengen's time is the least of
# three runs; GNU Go's is its one run, cached with its answer.
# GNU Go's replies never change: they are kept in CACHE, one file per
# position keyed by the SGF's content and the flags (result, ms, dead, seki
# on four lines); tengen is run every time. Where GNU Go is installed
# (GNUGO not empty), it is also run once more on every 19x19 position,
# after tengen's runs, and that time is the one the table gives beside
# tengen's: both from the same sitting (GNUGO_TIME=0 skips it and gives
# the cached times, measured when each answer was first asked). A fresh
# answer that is not the cached one is reported on stderr.
# Writes OUT/rows.tsv (set, name, expected, tengen, gnugo, ok_t, ok_g, ms_t,
# ms_g, size) and OUT/times.txt, and prints the table's rows.
# Invariant: a position counts for a program when its final_score equals the
# expected result (games, cases), every stone's verdict equals the humans'
# ownership (ogs), or every stone Pachi's case asks about is dead exactly
# where the other colour owns its point (pachi); nothing else is compared.
import json, os, re, statistics, subprocess, sys

from gnugo_gtp import AREA, cached_answer, gtp, norm
from judgement_ogs import stones_off as ogs_ok

out, tengen, gnugo, cache = sys.argv[1:5]
os.makedirs(cache, exist_ok=True)


def gnugo_flags(sgf):
    """The judgement's question: no seed (the answers cached before seeds were
    given), --chinese-rules where the record's RU is area scoring."""
    return ["--chinese-rules"] if AREA.search(open(sgf, encoding="latin-1").read()) else []


def gnugo_answer(sgf):
    return cached_answer(cache, gnugo, sgf, gnugo_flags(sgf)) or ("-", 0.0, [], [])


# A fresh GNU Go run longer than this (its worst cached answer took 17 s)
# is killed, reported, and the cached times are given instead.
FRESH_LIMIT = 120


def pachi_off(expect, dead, stone_at):
    """The stones of a Pachi case whose verdict is not Pachi's: "D9=O"
    asks that D9's point be White's, so a black stone there is dead and a
    white one alive or in seki (Pachi gives a seki's stones to their
    owner; ":", nobody's, is a stone not dead). stone_at: the colour on
    each point, stones(sgf)."""
    dead = {v.upper() for v in dead}
    off = 0
    for pair in expect.split():
        v, owner = pair.split("=")
        colour = stone_at.get(v)
        if colour is None:
            continue
        off += (v in dead) != (owner in "XO" and owner != colour)
    return off


def stones(sgf):
    """Vertex -> "X" or "O" for the setup stones of a Pachi case's SGF."""
    text = open(sgf).read()
    n = int(re.search(r"SZ\[(\d+)", text).group(1))
    out = {}
    for tag, colour in (("AB", "X"), ("AW", "O")):
        m = re.search(tag + r"((?:\[[a-z]{2}\])+)", text)
        for xy in re.findall(r"\[([a-z]{2})\]", m.group(1)) if m else []:
            x, y = ord(xy[0]) - 97, ord(xy[1]) - 97
            out["ABCDEFGHJKLMNOPQRSTUVWXYZ"[x] + str(n - y)] = colour
    return out


rows = []
big_sgf = {}  # (set, name) -> SGF path of each 19x19 position
for setname in ("games", "cases", "ogs", "pachi"):
    if not os.path.exists(os.path.join(out, setname + ".list")):
        continue
    for line in open(os.path.join(out, setname + ".list")):
        name, sgf, expect = line.rstrip("\n").split("\t")
        if not os.path.exists(sgf):
            continue
        size = int(re.search(r"SZ\[(\d+)", open(sgf, encoding="latin-1").read()).group(1))
        # tengen is told the record's rules as `tengen score` reads them
        # (GTP loadsgf keeps the engine's rules, as GNU Go's does).
        info = json.loads(subprocess.run([tengen, "score", "--json", "--dead", "none", sgf],
                                         capture_output=True, text=True).stdout.split("\n")[0])
        t = gtp([tengen, "gtp", "--rules", info["rules"]], sgf)
        # The least of three runs: the machine is shared, and tengen's time
        # is short enough for other work to swamp one run (same answer:
        # the estimate is deterministic).
        for _ in range(2):
            t = t[:1] + (min(t[1], gtp([tengen, "gtp", "--rules", info["rules"]], sgf)[1]),) + t[2:]
        g = gnugo_answer(sgf)
        if setname == "ogs":
            bt, bg = ogs_ok(expect, t[2], t[3]), ogs_ok(expect, g[2], g[3])
            ok_t, ok_g = bt == 0, bg == 0
            rt, rg = "%d stones off" % bt, "%d stones off" % bg
        elif setname == "pachi":
            on = stones(sgf)
            bt, bg = pachi_off(expect, t[2], on), pachi_off(expect, g[2], on)
            ok_t, ok_g = bt == 0, bg == 0
            rt, rg = "%d stones off" % bt, "%d stones off" % bg
        else:
            rt, rg = norm(t[0]), norm(g[0])
            ok_t, ok_g = rt == norm(expect), rg == norm(expect)
        rows.append((setname, name, expect if setname not in ("ogs", "pachi") else setname, rt, rg,
                     int(ok_t), int(ok_g), t[1], g[1], size))
        if size == 19:
            big_sgf[(setname, name)] = sgf

with open(os.path.join(out, "rows.tsv"), "w") as f:
    f.write("set\tname\texpected\ttengen\tgnugo\tok_tengen\tok_gnugo\tms_tengen\tms_gnugo\tsize\n")
    for r in rows:
        f.write("\t".join(str(round(x, 1)) if isinstance(x, float) else str(x) for x in r) + "\n")

titles = {"games": "trusted counted games (index.csv verified)",
          "cases": "GNU Go final_score cases",
          "ogs": "OGS final boards, every stone",
          "pachi": "Pachi's status cases (seki, bent four, false-eye seki, races), every stone asked"}
print("| set | positions | tengen | GNU Go 3.8 | goscorer |")
print("| --- | --- | --- | --- | --- |")
for s in ("games", "cases", "ogs", "pachi"):
    rs = [r for r in rows if r[0] == s]
    if not rs:
        continue
    n, t, g = len(rs), sum(r[5] for r in rs), sum(r[6] for r in rs)
    print("| %s | %d | %d (%.1f%%) | %d (%.1f%%) | - |" % (titles[s], n, t, 100 * t / n, g, 100 * g / n))
big = [r for r in rows if r[9] == 19]
# GNU Go timed in this sitting, after tengen (one program at a time), on
# the same 19x19 positions, asked exactly as its cached answer was.
fresh = {}
if gnugo and os.environ.get("GNUGO_TIME", "1") != "0":
    for key, sgf in big_sgf.items():
        g = gtp([gnugo, "--mode", "gtp"] + gnugo_flags(sgf), sgf, limit=FRESH_LIMIT)
        cached = gnugo_answer(sgf)
        if g[0] == "timeout":
            print("judgement_run.py: GNU Go took over %d s on %s; its cached times are given" % (FRESH_LIMIT, sgf),
                  file=sys.stderr)
            break  # one stuck position is enough: not 105 limits in a row
        fresh[key] = g[1]
        if norm(g[0]) != norm(cached[0]) or sorted(g[2]) != sorted(cached[2]):
            print("judgement_run.py: GNU Go's answer on %s is not the cached one (%s, cached %s)"
                  % (sgf, g[0], cached[0]), file=sys.stderr)
with open(os.path.join(out, "times.txt"), "w") as f:
    ms = [r[7] for r in big]
    if ms:
        print("time per 19x19 position, tengen: median %.1f ms, worst %.1f ms (%d positions)"
              % (statistics.median(ms), max(ms), len(ms)), file=f)
    gms = list(fresh.values())
    if gms and len(gms) == len(big):  # every 19x19 position timed afresh
        print("time per 19x19 position, GNU Go (timed in this run, after tengen): median %.1f ms, worst %.1f ms "
              "(%d positions); tengen %.0fx faster at the median"
              % (statistics.median(gms), max(gms), len(gms), statistics.median(gms) / statistics.median(ms)), file=f)
    else:
        ms = [r[8] for r in big]
        if ms:
            print("time per 19x19 position, GNU Go (cached, timed when first asked): median %.1f ms, worst %.1f ms "
                  "(%d positions)" % (statistics.median(ms), max(ms), len(ms)), file=f)
