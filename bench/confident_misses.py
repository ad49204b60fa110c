#!/usr/bin/env python3
# confident_misses.py — the counted games a `tengen score --json` run gets
# wrong by more than N points without saying it is unsure ("uncertain":
# false): the worst misses, since their result line states no doubt.
#
#   python3 bench/confident_misses.py OUT.jsonl [N]     (N: 10 by default)
#
# One line per game, largest difference first: the difference, the file
# under games/, the recorded result, tengen's, how the game ended (passes or
# none) and the number of dead stones. Games whose recorded or computed
# result is not a margin (B+R, Void, a draw written 0) are left out.
# Invariant: reads the JSON only; prints the games and then their number.
import json
import re
import sys


def margin(result):
    """Black's margin of a result "B+x" / "W+x", or None."""
    m = re.match(r"([BW])\+([0-9.]+)$", result or "")
    if not m:
        return None
    v = float(m.group(2))
    return v if m.group(1) == "B" else -v


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: confident_misses.py OUT.jsonl [N]")
    limit = float(sys.argv[2]) if len(sys.argv) == 3 else 10.0
    rows = []
    try:
        f = open(sys.argv[1])
    except OSError as e:
        sys.exit("confident_misses.py: %s: %s" % (sys.argv[1], e.strerror))
    with f:
        for n, line in enumerate(f, 1):
            try:
                d = json.loads(line)
            except ValueError as e:
                sys.exit("%s:%d: not JSON (%s)" % (sys.argv[1], n, e))
            if d.get("summary") or not d.get("counted") or d.get("agree") or d.get("uncertain"):
                continue
            a, b = margin(d.get("recorded")), margin(d.get("result"))
            if a is None or b is None or abs(a - b) <= limit:
                continue
            name = d["file"].split("/games/", 1)[-1]
            if d.get("game", 1) != 1:
                name += " (game %d)" % d["game"]
            rows.append((abs(a - b), name, d["recorded"], d["result"], d.get("ended", "-"), len(d.get("dead", []))))
    rows.sort(key=lambda r: (-r[0], r[1]))
    for r in rows:
        print("%6.1f  %s  recorded %s  tengen %s  ended %s  dead stones %d" % r)
    print("%d counted games certain and wrong by more than %g points" % (len(rows), limit))


if __name__ == "__main__":
    main()
