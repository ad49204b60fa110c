#!/usr/bin/env python3
# judgement_sets.py — writes the position lists bench/judgement.sh measures,
# one "name<TAB>sgf<TAB>expected" line each, into OUT/:
#   games.list  games/index.csv rows whose `verified` is an exact count
#               (TT_AREA_*, TBTW_*): the recorded result is the truth
#   cases.list  edge/cases_gnugo_final_score.txt: the GNU Go maintainers'
#               final_score answer for the SGF named by the case
#   ogs.list    edge/ogs-goban final boards (not the two hex-encoding
#               duplicates), written as SGF into OUT/ogs/; expected is the
#               JSON file (stones are compared with correct_ownership)
#   pachi.list  edge/pachi's status cases (seki.t, bent4.t,
#               false_eye_seki.t, moggy_semeai.t: Pachi's `moggy status`
#               lines), written
#               as SGF into OUT/pachi/ with the player to move (the one
#               after the move marked ')'); expected is the stones asked
#               about, "D9=O F9=X": the colour that owns the point (a
#               seki's stones their owner's, as Pachi counts them)
# Invariant: the lists depend on the corpora only (sorted, no randomness).
import csv, json, os, re, sys

corpora, out = sys.argv[1], sys.argv[2]
os.makedirs(out + "/ogs", exist_ok=True)
os.makedirs(out + "/pachi", exist_ok=True)

TRUSTED = ("TT_AREA", "TBTW_")
with open(out + "/games.list", "w") as f:
    for r in sorted(csv.DictReader(open(corpora + "/games/index.csv")), key=lambda r: r["file"]):
        if any(v.startswith(TRUSTED) for v in r["verified"].split()):
            re_ = r["result"]
            f.write("%s\t%s/games/%s\t%s\n" % (r["file"], corpora, r["file"], re_))

with open(out + "/cases.list", "w") as f:
    name = sgf = None
    for line in open(corpora + "/edge/cases_gnugo_final_score.txt"):
        if line.startswith("case: "):
            name = line.split()[1]
        elif line.startswith("setup: sgf-file "):
            sgf = line.split()[2]
        elif line.startswith("expect.gtp: final_score -> "):
            p = corpora + "/edge/" + sgf
            if not os.path.exists(p):
                p = corpora + "/games/gnugo-regression/" + os.path.basename(sgf)
            f.write("%s\t%s\t%s\n" % (name, p, line.split("-> ")[1].strip()))

LET = "abcdefghijklmnopqrstuvwxy"
with open(out + "/ogs.list", "w") as f:
    d = corpora + "/edge/ogs-goban"
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".json") or "hex_tests" in fn:
            continue
        j = json.load(open(d + "/" + fn))
        rows = j["board"]
        h, w = len(rows), len(rows[0])
        ab = "".join("[%s%s]" % (LET[x], LET[y]) for y in range(h) for x in range(w) if rows[y][x] == "b")
        aw = "".join("[%s%s]" % (LET[x], LET[y]) for y in range(h) for x in range(w) if rows[y][x] == "W")
        sz = str(w) if w == h else "%d:%d" % (w, h)
        name = re.sub(r"^test__autoscore_test_files__|\.json$", "", fn)
        sgf = out + "/ogs/" + name + ".sgf"
        with open(sgf, "w") as s:
            s.write("(;GM[1]FF[4]SZ[%s]KM[6.5]RU[Japanese]AB%sAW%s;B[];W[])\n" % (sz, ab, aw))
        f.write("%s\t%s\t%s\n" % (name, sgf, d + "/" + fn))

COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
with open(out + "/pachi.list", "w") as f:
    for fn in ("t-unit__seki.t", "t-unit__bent4.t", "t-unit__false_eye_seki.t", "t-unit__moggy_semeai.t"):
        lines = open(corpora + "/edge/pachi/" + fn).read().split("\n")
        board, to_move, k = None, "B", 0
        for i, line in enumerate(lines):
            if line.startswith("boardsize "):
                n = int(line.split()[1])
                board, to_move = [], "B"  # Black, where no move is marked
                for row in lines[i + 1:i + 1 + n]:
                    if ")" in row:
                        to_move = "W" if row[row.index(")") - 1] == "X" else "B"
                    board.append(row.replace(")", " ").replace("(", " ").split()[:n])
            elif line.startswith("moggy status") and board:
                words = line.split("#")[0].split()[2:]
                want = []
                for v, owner in zip(words[0::2], words[1::2]):
                    x, y = COLS.index(v[0].upper()), n - int(v[1:])
                    if board[y][x] in "XO":
                        want.append("%s=%s" % (v.upper(), owner.upper()))
                if not want:
                    continue
                k += 1
                name = "%s#%d" % (fn[len("t-unit__"):], k)
                sgf = "%s/pachi/%s-%d.sgf" % (out, fn[len("t-unit__"):-2], k)
                ab = "".join("[%s%s]" % (LET[x], LET[y]) for y in range(n) for x in range(n) if board[y][x] == "X")
                aw = "".join("[%s%s]" % (LET[x], LET[y]) for y in range(n) for x in range(n) if board[y][x] == "O")
                with open(sgf, "w") as s:
                    s.write("(;GM[1]FF[4]SZ[%d]KM[0]RU[Japanese]PL[%s]AB%sAW%s)\n" % (n, to_move, ab, aw))
                f.write("%s\t%s\t%s\n" % (name, sgf, " ".join(want)))

