# judgement_ogs.py — how an OGS final board is compared with the humans'
# marks (bench/judgement_run.py and bench/judgement_seeds.py).
import json


def vertex(v, h):
    cols = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    return cols.index(v[0].upper()), h - int(v[1:])


def stones_off(jfile, dead, seki=()):
    """Stones whose verdict is not the humans'. correct_ownership is OGS's
    area ownership: B or W owns the point, blank nobody, s a point that must
    be sealed, * anything. A stone is right when it is dead exactly where
    the other colour owns its point (a blank stone is not dead: open or seki;
    alive and seki are not told apart, as area ownership does not, so seki
    is not read)."""
    j = json.load(open(jfile))
    rows, own = j["board"], j["correct_ownership"]
    h = len(rows)
    dead = {vertex(v, h) for v in dead}
    bad = 0
    for y in range(h):
        for x in range(len(rows[y])):
            c = rows[y][x]
            if c not in "bW":
                continue
            want = own[y][x] if x < len(own[y]) else "*"
            if want in "*s":
                continue
            other = "W" if c == "b" else "B"
            bad += ((x, y) in dead) != (want == other)
    return bad
