# sgf_colour.py — the colour swap applied to SGF records and OGS boards
# (bench/judgement_colour.py): every black stone becomes white and every
# white stone black, the komi changes sign and the result its winner.
#
# Invariant: a property that names a colour is renamed to the other
# colour's (B/W, AB/AW, TB/TW, PB/PW, BR/WR, BT/WT, BL/WL, OB/OW), a value
# that names one is rewritten (PL, RE's winner, KM's sign); every other
# byte of the record, comments included, is kept as it is. A record with
# handicap stones keeps HA: the rules' compensation still goes to White,
# so only its dead list, not its result, is expected to swap.
import re

SWAP_ID = {}
for b, w in (("B", "W"), ("AB", "AW"), ("TB", "TW"), ("PB", "PW"), ("BR", "WR"), ("BT", "WT"),
             ("BL", "WL"), ("OB", "OW")):
    SWAP_ID[b], SWAP_ID[w] = w, b

_PROP = re.compile(r"([A-Za-z]+)((?:\s*\[(?:[^\]\\]|\\.)*\])+)", re.S)
_VALUE = re.compile(r"\[((?:[^\]\\]|\\.)*)\]", re.S)


def swap_result(r):
    """B+3.5 <-> W+3.5, B+R <-> W+R; a draw, void or unknown stays."""
    r = r.strip()
    if r[:2] in ("B+", "W+"):
        return ("W" if r[0] == "B" else "B") + r[1:]
    return r


def swap_komi(k):
    try:
        v = -float(k)
    except ValueError:
        return k
    return ("%g" % v) if v != 0 else "0"


def _value(pid, v):
    if pid == "PL":
        return {"B": "W", "W": "B", "b": "w", "w": "b"}.get(v.strip(), v)
    if pid == "RE":
        return swap_result(v)
    if pid == "KM":
        return swap_komi(v)
    return v


def swap_sgf(text):
    """The record with its colours swapped (see the invariant above)."""
    def prop(m):
        pid = m.group(1)
        if pid in ("PL", "RE", "KM"):
            vals = _VALUE.sub(lambda v: "[" + _value(pid, v.group(1)) + "]", m.group(2))
            return pid + vals
        return SWAP_ID.get(pid, pid) + m.group(2)
    return _PROP.sub(prop, text)


def swap_rows(rows, letters):
    """An OGS map with its colours swapped: letters is the pair that spells
    black and white in it ("bW" in the board, "BW" in correct_ownership);
    every other character stays."""
    table = {letters[0]: letters[1], letters[1]: letters[0]}
    return ["".join(table.get(c, c) for c in row) for row in rows]
