# sgf_symmetry.py — the board's dihedral symmetries applied to SGF records,
# OGS boards and GTP vertices (bench/judgement_symmetry.py).
#
# A symmetry is a number 0-7: bit 1 mirrors the columns, bit 2 the rows,
# bit 4 transposes (after the mirrors). 0 is the identity; 4 is the
# transpose (a1 <-> a1, b1 <-> a2). A board w wide and h high keeps its shape
# under all 8 when w == h, under 0-3 otherwise.
# Invariant: every point-valued property is mapped (move, setup, territory
# and markup lists, compressed "aa:cc" rectangles, LB's point, AR/LN's two
# points); a pass (empty, or tt on a board of 19 or less) stays a pass;
# every other byte of the record is kept as it is.
import re

NAMES = ("identity", "mirror-x", "mirror-y", "rot180", "transpose", "rot90", "rot270", "anti-transpose")
POINT_LISTS = {"B", "W", "AB", "AW", "AE", "TB", "TW", "CR", "MA", "SQ", "TR", "SL", "DD", "VW", "M", "L"}
POINT_PAIRS = {"AR", "LN"}
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
COLS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def symmetries(w, h):
    return range(8) if w == h else range(4)


def point(s, x, y, w, h):
    if s & 1:
        x = w - 1 - x
    if s & 2:
        y = h - 1 - y
    if s & 4:
        x, y = y, x
    return x, y


def inverse(s):
    """The symmetry that undoes s (rotations by 90 and 270 swap)."""
    return {5: 6, 6: 5}.get(s, s)


def _sgf_point(v, s, w, h):
    if len(v) != 2 or v[0] not in LETTERS or v[1] not in LETTERS:
        return v
    x, y = LETTERS.index(v[0]), LETTERS.index(v[1])
    if x >= w or y >= h:
        return v  # a pass (tt) or off the board: left for the reader to judge
    x, y = point(s, x, y, w, h)
    return LETTERS[x] + LETTERS[y]


def _value(ident, v, s, w, h):
    if ident in POINT_LISTS:
        if ":" in v:  # a compressed rectangle: its mapped corners, low first
            a, b = (_sgf_point(p, s, w, h) for p in v.split(":", 1))
            if len(a) == 2 and len(b) == 2:
                (x1, y1), (x2, y2) = [(LETTERS.index(p[0]), LETTERS.index(p[1])) for p in (a, b)]
                return (LETTERS[min(x1, x2)] + LETTERS[min(y1, y2)] + ":"
                        + LETTERS[max(x1, x2)] + LETTERS[max(y1, y2)])
            return v
        return _sgf_point(v, s, w, h)
    if ident in POINT_PAIRS and ":" in v:
        a, b = v.split(":", 1)
        return _sgf_point(a, s, w, h) + ":" + _sgf_point(b, s, w, h)
    if ident == "LB" and ":" in v:
        a, b = v.split(":", 1)
        return _sgf_point(a, s, w, h) + ":" + b
    return v


_TOKEN = re.compile(r"\[(?:\\.|[^\]\\])*\]|[A-Za-z]+|[();]|\s+|.", re.S)


def _tokens(text):
    return [m.group(0) for m in _TOKEN.finditer(text)]


def sgf_size(text):
    m = re.search(r"SZ\s*\[\s*(\d+)\s*(?::\s*(\d+))?\s*\]", text)
    if not m:
        return 19, 19
    w = int(m.group(1))
    return w, int(m.group(2) or w)


def transform_sgf(text, s):
    """text with every point of every game tree moved by symmetry s; each
    tree's size is its own SZ (19 without one)."""
    toks = _tokens(text)
    # Each game tree's size, read before mapping: SZ may follow AB in a root.
    sizes, depth, start = [], 0, 0
    for i, t in enumerate(toks):
        if t == "(":
            if depth == 0:
                start = i
            depth += 1
        elif t == ")" and depth > 0:
            depth -= 1
            if depth == 0:
                sizes.append((start, i, sgf_size("".join(toks[start:i + 1]))))
    out, ident, tree = [], None, 0
    for i, t in enumerate(toks):
        while tree < len(sizes) and i > sizes[tree][1]:
            tree += 1
        w, h = sizes[tree][2] if tree < len(sizes) else (19, 19)
        if t[0] == "[":
            if ident is not None:
                t = "[" + _value(ident, t[1:-1], s, w, h) + "]"
        elif t[0].isalpha():
            ident = "".join(c for c in t if c.isupper())
        elif not t.isspace():
            ident = None
        out.append(t)
    return "".join(out)


def transform_rows(rows, s, fill="*"):
    """An OGS board or ownership (rows of one character a point, top row
    first) moved by symmetry s; short rows are padded with fill first."""
    h, w = len(rows), max(len(r) for r in rows)
    rows = [r + fill * (w - len(r)) for r in rows]
    ow, oh = (h, w) if s & 4 else (w, h)
    grid = [[fill] * ow for _ in range(oh)]
    for y in range(h):
        for x in range(w):
            nx, ny = point(s, x, y, w, h)
            grid[ny][nx] = rows[y][x]
    return ["".join(r) for r in grid]


def vertex_back(v, s, w, h):
    """A GTP vertex on the board moved by s (w, h: the moved board's size)
    read on the original board."""
    x, y = COLS.index(v[0].upper()), h - int(v[1:])
    s0 = inverse(s)
    ow, oh = (h, w) if s & 4 else (w, h)
    x, y = point(s0, x, y, w, h)
    return COLS[x] + str(oh - y)


def vertex_order(v):
    """tengen's order of a vertex list: top row first, then left to right."""
    return (-int(v[1:]), COLS.index(v[0].upper()))
