# shapes_gen.py — 19x19 positions whose one local question (an eye shape,
# a seki, a capturing race) has an answer known by exhaustive reading, for
# bench/judgement_shapes.sh.
#
#   python3 bench/shapes_gen.py OUTDIR      writes OUTDIR/NAME.sgf and
#                                           OUTDIR/listing.tsv
#
# The board: White's area is rows 1-12 (SGF rows a-l), Black's rows 13-19,
# each filled with its own stones but for a few one-point eyes far from the
# question, so both sides' stones outside the question are one pass-alive
# chain each (two or more one-point eyes) and the whole board's only open
# points are the question's. The question is drawn over that fill:
#   - eye shapes: a Black chain (the 8-neighbour ring of the eye space, so
#     one chain) holding the eye space, inside White's fill, which is the
#     safe wall; in the corner, on the upper edge, in the centre; empty, with
#     White on the vital point, with White on every point but the vital
#     one, and (corner) with one or two outside liberties;
#   - seki and races: diagrams on the border between the two areas, Black's
#     and White's chains each walled by the other's fill;
#   - shared races: two eyeless chains on that border sharing one to three
#     liberties, with zero to three outside liberties each (Black's never
#     more than White's: the colour swap is judgement_colour.sh's);
#   - open: the seki, races and shared races again with each fill made a
#     wall round a large territory (open_up), alive but not pass-alive, as
#     in a finished game; eye-open: the eye shapes so;
#   - inside: the eye shapes with White's stones on every other subset of
#     their points; cut: with White on one or two of the ring's points
#     that touch the space only diagonally (false eyes), both with the
#     wall round a territory;
#   - random: a box of 5 x 4 points at the left edge across the border,
#     each point Black, White or empty at random (seeded), at most seven
#     empty: what no diagram lists (several questions at once, throw-ins,
#     stones in atari); random-centre: the same in columns H-M;
#     random-corner: the same in Black's lower left corner (rows 1-4),
#     White's stones all invaders;
#     random-open, random-centre-open: the same with the walls round
#     territories. A box whose best line ends with a starting chain in
#     atari is not written: there the line that passes is kept where two
#     captures elsewhere in the box answer each other, and its "seki" is
#     the tie's, not the position's. Nor is one where another line of the
#     same value (another first move, or the moves read in the reverse
#     order) leaves other stones dead or in seki: the verdict would be the
#     order of the reading's, not the position's.
#
# The truth: the question is played out by minimax over its open points
# under area scoring (Tromp-Taylor: stones and points reaching only one
# colour), the player to move (PL) first, passes allowed, two passes end;
# the fills are safe (they never lose a liberty that matters). A starting
# stone the best line captures is dead; a starting stone still standing at
# the end beside an open point that also touches the opponent is in seki.
# The convention for an unsettled shape is therefore "the player to move
# decides": a straight three with Black to move is alive, with White to
# move dead. Kos: the reading is done twice, once where Black may ignore
# the ko ban and once where White may (positional superko on the line
# read either way); a position whose two readings differ turns on a ko and
# is not written. A capture of four or more of the starting stones beside
# the capturer's safe fill (the owner's wall around an eye shape, a racing
# chain) seals the captured space: it is the capturer's for good, a safe
# stone of its colour (no life there for shapes this size), and the reading
# goes on, small, to the stones still left. Stones captured inside an eye
# space are read on: the space they leave may still be killed (nakade
# after a capture). A starting stone taken whose point is its colour's
# again at the end is not dead. This is step 8's reading in C
# (src/status_enclosed.c) but for its order of equal lines.
#
# No third-party code; deterministic.
import os, random, sys

N = 19
BORDER = 12  # rows 0..BORDER-1 White, BORDER..N-1 Black (0-based)
WHITE_EYES = [(16, 1), (16, 4), (16, 7), (16, 10), (13, 9)]
BLACK_EYES = [(16, 14), (16, 17), (13, 17), (10, 17), (7, 17)]


def fill_board():
    g = {}
    for y in range(N):
        for x in range(N):
            g[(x, y)] = "W" if y < BORDER else "B"
    for p in WHITE_EYES + BLACK_EYES:
        g[p] = "."
    return g


# n: the board's size, N unless told (judgement_random.py's smaller boards)
def nbrs(p, n=N):
    x, y = p
    for q in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
        if 0 <= q[0] < n and 0 <= q[1] < n:
            yield q


def nbrs8(p, n=N):
    x, y = p
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            q = (x + dx, y + dy)
            if (dx or dy) and 0 <= q[0] < n and 0 <= q[1] < n:
                yield q


def chain(g, p, n=N):
    c, todo = {p}, [p]
    while todo:
        q = todo.pop()
        for r in nbrs(q, n):
            if r not in c and g[r] == g[p]:
                c.add(r)
                todo.append(r)
    return c


# ------------------------------------------------------------------ solver

BUDGET = 60000
# Shuffled move orders a random box's best line is read again in, beside
# cell order and its reverse: a tie deeper than the first move shows as
# another line of the same value that leaves other stones dead.
SHUFFLED_ORDERS = 2


class TooLarge(Exception):
    pass


class Local:
    """The question: its open points and stones (local cells), every other
    point a safe stone of the fill. State: a string over local cells, "B"
    and "W" stones, "b" and "w" sealed points (a captured space that is
    the capturer's for good: a safe stone of its colour), "." empty."""

    def __init__(self, g, local):
        self.cells = sorted(local)
        self.idx = {p: i for i, p in enumerate(self.cells)}
        self.nb = []      # local neighbours
        self.safe = []    # colours of safe neighbours
        for p in self.cells:
            self.nb.append([self.idx[q] for q in nbrs(p) if q in self.idx])
            self.safe.append({g[q] for q in nbrs(p) if q not in self.idx and g[q] != "."})
        self.start = "".join(g[p] for p in self.cells)

    def group(self, s, i):
        col = s[i].upper()
        c, todo, libs, safe = {i}, [i], set(), False
        while todo:
            j = todo.pop()
            safe |= col in self.safe[j] or s[j].islower()
            for k in self.nb[j]:
                if s[k] == ".":
                    libs.add(k)
                elif s[k].upper() == col and k not in c:
                    c.add(k)
                    todo.append(k)
        return c, libs, safe

    def play(self, s, i, col):
        """(new state, captured cells, ko point or -1), or None if illegal."""
        if s[i] != ".":
            return None
        t = list(s)
        t[i] = col
        opp = "W" if col == "B" else "B"
        captured = set()
        for k in self.nb[i]:
            if t[k].upper() == opp and k not in captured:
                c, libs, safe = self.group(t, k)
                if not libs and not safe:
                    captured |= c
        for k in captured:
            t[k] = "."
        c, libs, safe = self.group(t, i)
        if not libs and not safe:
            return None
        ko = -1
        if len(captured) == 1 and len(c) == 1 and len(libs) == 1 and not safe:
            ko = next(iter(captured))
        if (sum(self.start[j] != "." for j in captured) >= 4
                and any(col in self.safe[j] or any(t[k] == col.lower() for k in self.nb[j]) for j in captured)):
            # four starting stones or more taken against the capturer's
            # wall: the space is the capturer's for good (sealed)
            for k in captured:
                t[k] = col.lower()
            ko = -1
        return "".join(t), captured, ko

    def score(self, s):
        """Black's area minus White's over the local cells."""
        v, seen = 0, set()
        for i, ch in enumerate(s):
            if ch.upper() == "B":
                v += 1
            elif ch.upper() == "W":
                v -= 1
            elif i not in seen:
                reg, todo, touch = {i}, [i], set()
                while todo:
                    j = todo.pop()
                    touch |= self.safe[j]
                    for k in self.nb[j]:
                        if s[k] == ".":
                            if k not in reg:
                                reg.add(k)
                                todo.append(k)
                        else:
                            touch.add(s[k].upper())
                seen |= reg
                if touch == {"B"}:
                    v += len(reg)
                elif touch == {"W"}:
                    v -= len(reg)
        return v

    def solve(self, tomove, free_ko, reverse=False, ties=None, order=None, deviations=None):
        """The best line from the start: [(colour, cell or None, captured)],
        and its final state. free_ko: the colour that may ignore the ko ban
        and retake at once (as with endless ko threats). For the other
        colour a move that repeats a position on the line read is illegal
        (positional superko), so a value depends on the line above it when
        a repeated position is above it: such a value is not remembered
        (one whose repeats are of itself or below is). TooLarge past
        BUDGET positions read. reverse: moves tried in the reverse of cell
        order, so that of two equal lines the other is kept. ties: a list
        that takes the line of every first move (pass included) as good as
        the best, each as the result is. order: the cells in the order
        tried (a list), instead of cell order or its reverse. deviations:
        a list that takes, for every position on the best line, each other
        move there whose remembered value is the line's (a tie at any
        depth, not only the first move), as that move and the line
        remembered after it, each as the result is."""
        if order is None:
            order = range(len(self.start) - 1, -1, -1) if reverse else range(len(self.start))
        memo = {}
        path = {}  # position on the line read -> depths it stands at
        sys.setrecursionlimit(100000)
        NONE = 1 << 30
        count = [0]

        def best(s, col, passed, ko, d):
            """(value, line as ((colour, cell or None), ...), the shallowest
            depth a move left out would have repeated, or NONE)."""
            key = (s, col, passed, ko)
            if key in memo:
                return memo[key] + (NONE,)
            count[0] += 1
            if count[0] > BUDGET or d > 300:
                raise TooLarge()
            opp = "W" if col == "B" else "B"
            sign = 1 if col == "B" else -1
            path.setdefault(s, []).append(d)
            # passing first: of equal lines the one that passes is kept
            if passed:
                v, rest, rep = self.score(s), (), NONE
            else:
                v, rest, rep = best(s, opp, True, -1, d + 1)
            top, line = v * sign, ((col, None),) + rest
            firsts = [(top, line)] if d == 0 else None  # the first moves' lines, for ties
            for i in order:
                if s[i] != "." or (i == ko and col != free_ko):
                    continue
                r = self.play(s, i, col)
                if r is None:
                    continue
                if r[0] in path and col != free_ko:
                    rep = min(rep, path[r[0]][0])
                    continue
                t, captured, k = r
                v, rest, rp = best(t, opp, False, k, d + 1)
                rep = min(rep, rp)
                if d == 0:
                    firsts.append((v * sign, ((col, i),) + rest))
                if v * sign > top:
                    top, line = v * sign, ((col, i),) + rest
            path[s].pop()
            if not path[s]:
                del path[s]
            if rep >= d:
                memo[key] = (top * sign, line)
                rep = NONE
            if d == 0 and ties is not None:
                ties.extend(self.replay(l) for v, l in firsts if v == top)  # each (line, end)
            return top * sign, line, rep

        value, moves, _ = best(self.start, tomove, False, -1, 0)
        if deviations is not None:
            # along the best line the minimax value stays the root's: a
            # move off it whose position is remembered at that value is a
            # line as good (the memo holds the values read without the
            # line above; a value that depended on it was not remembered)
            s, passed, ko, prefix, seen = self.start, False, -1, (), {self.start}
            for col, mv in moves:
                opp = "W" if col == "B" else "B"
                for alt in [None] + list(order):
                    if alt == mv:
                        continue
                    if alt is None:
                        if passed:
                            if self.score(s) == value:
                                deviations.append(self.replay(prefix + ((col, None),)))
                            continue
                        key = (s, opp, True, -1)
                    else:
                        if s[alt] != "." or (alt == ko and col != free_ko):
                            continue
                        r = self.play(s, alt, col)
                        if r is None or (r[0] in seen and col != free_ko):
                            continue
                        key = (r[0], opp, False, r[2])
                    if key in memo and memo[key][0] == value:
                        deviations.append(self.replay(prefix + ((col, alt),) + memo[key][1]))
                prefix += ((col, mv),)
                if mv is None:
                    passed, ko = True, -1
                else:
                    s, _, ko = self.play(s, mv, col)
                    passed = False
                    seen.add(s)
        return (value,) + self.replay(moves)

    def replay(self, moves):
        """The line [(colour, cell or None, captured)] of the moves from
        the start, and its final state."""
        line, s = [], self.start
        for col, mv in moves:
            if mv is None:
                line.append((col, None, set()))
            else:
                s, captured, _ = self.play(s, mv, col)
                line.append((col, mv, captured))
        return line, s


def truth(g, local, tomove, random_box=False):
    """(dead points, seki points, reason) for the starting stones, or None
    when the answer turns on a ko. random_box (the random boxes): None
    too where the line ends with a starting chain standing in atari (it
    can be taken at the end, and another one elsewhere in the question
    taken back for it: the line that passes is kept and calls both
    standing, where each alone is dead; a random box holds several
    questions), and where another line of the same value leaves other
    stones dead or in seki: one that starts with another first move, or
    the best line read with the moves in the reverse order or in a
    shuffled one (SHUFFLED_ORDERS). Of two equal
    lines neither is the position's (random345: Black's D8, which saves
    D9, and Black's A9 are worth the same; read in cell order A9 was kept
    and D9 called dead)."""
    L = Local(g, local)

    def judge(line, end):
        """(dead, seki, ends in atari) of a line and its final state."""
        captured = set()
        for col, mv, cap in line:
            captured |= {L.cells[i] for i in cap}
        # dead: taken, and its point not its colour's at the end (a stone
        # taken and its point retaken is its owner's)
        dead = {p for p in local if g[p] in "BW" and p in captured and end[L.idx[p]].upper() != g[p]}
        # seki: a standing starting stone whose chain shares a liberty with
        # an opponent chain of the question
        seki = set()
        for i, p in enumerate(L.cells):
            if g[p] not in "BW" or p in dead or end[i].upper() != g[p]:
                continue
            c, libs, safe = L.group(end, i)
            opp = "W" if g[p] == "B" else "B"
            if safe:
                continue
            # a liberty beside a local opponent chain, the line over by
            # two passes (a dame beside a safe wall is only dame)
            for k in libs:
                if line[-1][1] is None and any(end[j].upper() == opp for j in L.nb[k]):
                    seki.add(p)
        atari = any(g[p] in "BW" and end[i].upper() == g[p] and len(L.group(end, i)[1]) == 1
                    and not L.group(end, i)[2] for i, p in enumerate(L.cells))
        return dead, seki, atari

    answers = []
    # random boxes: the best line read again with the moves in the
    # reverse of cell order and in SHUFFLED_ORDERS shuffled orders (seeded
    # by the box), so that of lines of equal value another is kept at
    # every depth, not only at the first move
    others = []
    if random_box:
        others.append(list(range(len(L.start) - 1, -1, -1)))
        for k in range(SHUFFLED_ORDERS):
            perm = list(range(len(L.start)))
            random.Random("%s:%s:%d" % (L.start, tomove, k)).shuffle(perm)
            others.append(perm)
    for free, order in [("B", None), ("W", None)] + [("B", o) for o in others]:
        ties = [] if random_box and order is None and free == "B" else None
        deviations = [] if random_box else None
        try:
            value, line, end = L.solve(tomove, free, ties=ties, order=order, deviations=deviations)
        except TooLarge:
            return None
        dead, seki, atari = judge(line, end)
        if random_box and atari:
            return None
        for tline, tend in (ties or []) + (deviations or []):
            if judge(tline, tend) != (dead, seki, False):
                return None
        moves = " ".join("%s%s" % (c.lower(), "pass" if m is None else gtp_vertex(L.cells[m]))
                         for c, m, cap in line)
        answers.append((dead, seki, value, moves))
    if any(a[:3] != answers[0][:3] for a in answers):
        return None
    dead, seki, value, moves = answers[0]
    return dead, seki, "local area %+d, line %s" % (value, moves)


# ------------------------------------------------------------------ output

LETTERS = "ABCDEFGHJKLMNOPQRST"


def gtp_vertex(p, n=N):
    return "%s%d" % (LETTERS[p[0]], n - p[1])


def sgf_point(p):
    return chr(97 + p[0]) + chr(97 + p[1])


def sgf(g, tomove, comment, n=N):
    ab = "".join("[%s]" % sgf_point(p) for p in sorted(g) if g[p] == "B")
    aw = "".join("[%s]" % sgf_point(p) for p in sorted(g) if g[p] == "W")
    return "(;GM[1]FF[4]SZ[%d]KM[7.5]RU[Chinese]C[%s]AB%sAW%sPL[%s])\n" % (n, comment, ab, aw, tomove)


def check(g, local):
    """Every chain has a liberty; every stone outside the question belongs
    to its colour's fill (one chain with two or more one-point eyes)."""
    for p in g:
        if g[p] in "BW":
            c = chain(g, p)
            if not any(g[r] == "." for q in c for r in nbrs(q)):
                return "chain without liberty at " + gtp_vertex(p)
    big = {col: chain(g, (N - 1, 0) if col == "W" else (N - 1, N - 1)) for col in "BW"}
    for p in g:
        if g[p] in "BW" and p not in local and p not in big[g[p]]:
            return "stone outside the question not in the fill: " + gtp_vertex(p)
    for eye in WHITE_EYES + BLACK_EYES:
        if any(q in local for q in nbrs8(eye)):
            return "a fill eye touches the question"
    return None


# ------------------------------------------------------------- eye shapes

# name: (cells, what the theory says with the eye space empty and no
# outside liberties, Black the owner). Cells (x, y), corner at (0, 0).
SHAPES = {
    "two": ([(0, 0), (1, 0)], "one eye: dead"),
    "straight3": ([(0, 0), (1, 0), (2, 0)], "unsettled: vital point in the middle"),
    "bent3": ([(0, 0), (1, 0), (1, 1)], "unsettled: vital point at the bend"),
    "straight4": ([(0, 0), (1, 0), (2, 0), (3, 0)], "alive: two miai pairs"),
    "bent4": ([(0, 0), (1, 0), (2, 0), (2, 1)], "alive (in the middle and on the edge)"),
    "bent4b": ([(0, 0), (0, 1), (1, 1), (2, 1)], "alive, unless its corner ko (the corner shape)"),
    "zigzag4": ([(0, 0), (1, 0), (1, 1), (2, 1)], "alive"),
    "squared4": ([(0, 0), (1, 0), (0, 1), (1, 1)], "dead whoever moves"),
    "pyramid4": ([(0, 0), (1, 0), (2, 0), (1, 1)], "unsettled: vital point in the middle"),
    "straight5": ([(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)], "alive"),
    "bulky5": ([(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)], "unsettled: vital point in the square next to the tail"),
    "crossed5": ([(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)], "unsettled: vital point at the centre"),
    "rabbity6": ([(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)], "unsettled (also called flower six)"),
    "rect6": ([(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)], "alive in the middle; in the corner it needs outside liberties"),
}

PLACES = {"corner": (0, 0), "edge": (7, 0), "centre": (7, 4)}


def place(cells, at):
    return [(x + at[0], y + at[1]) for x, y in cells]


def eye_position(shape, where, variant, tomove):
    """(board, local cells, description) or None when the variant does not
    apply."""
    cells, theory = SHAPES[shape]
    S = place(cells, PLACES[where])
    g = fill_board()
    D = set()
    for p in S:
        for q in nbrs8(p):
            if q not in S:
                D.add(q)
    for p in S:
        g[p] = "."
    for p in D:
        g[p] = "B"
    local = set(S) | D
    if len(chain(g, next(iter(D)))) != len(D):
        return None
    if variant.startswith("libs"):
        # outside liberties: points of White's wall next to Black's chain
        # and on the board's edge, nearest the corner first
        k = int(variant[4:])
        ring = sorted({q for p in D for q in nbrs(p) if q not in local and g[q] == "W"
                       and (q[0] == 0 or q[1] == 0)}, key=lambda q: (q[0] + q[1], q))
        if len(ring) < k:
            return None
        for q in ring[:k]:
            g[q] = "."
            local.add(q)
    return g, local, theory


def vital_point(shape, where):
    """White's first move in the best line with White to move on the empty
    shape (None if White passes, or it turns on a ko)."""
    r = eye_position(shape, where, "empty", "W")
    return r and truth_line(r[0], r[1], "W")


def truth_line(g, local, tomove):
    L = Local(g, local)
    _, line, _ = L.solve(tomove, "B")
    for col, mv, cap in line:
        if col == "W" and mv is not None:
            return L.cells[mv]
        return None
    return None


# ---------------------------------------------------------- seki and races

# On the left edge, straddling the border between the areas (rows y < BORDER
# White's fill, y >= BORDER Black's): Black's chain on the last row of
# White's area, White's on the first row of Black's, in contact along their
# length, each walled by the other's fill.

def race_position(blibs, wlibs, beye, weye, length=6):
    """Outside liberties: empty points of the fill beside each chain (on
    the row behind it); an eye: a one-point eye in a bulge at the chain's
    edge end."""
    g = fill_board()
    local = set()
    B = BORDER
    for colour, row, back, back2, libs, eye in (("B", B - 1, B - 2, B - 3, blibs, beye),
                                                 ("W", B, B + 1, B + 2, wlibs, weye)):
        for x in range(length):
            g[(x, row)] = colour
            local.add((x, row))
        free = list(range(length))
        if eye:
            for p in ((0, back), (2, back), (0, back2), (1, back2), (2, back2)):
                g[p] = colour
                local.add(p)
            g[(1, back)] = "."
            local.add((1, back))
            free = list(range(3, length))
        if libs > len(free):
            return None
        for x in free[:libs]:
            g[(x, back)] = "."
            local.add((x, back))
    return g, local


# Diagrams at the left edge whose last two rows are Black's area: '#' White's
# fill, '*' Black's fill, 'X' Black's question stones, 'O' White's, '.' an
# open point.
DIAGRAMS = {
    "seki_eyeless2": ([
        "######",
        "XXXX##",
        "..OX##",
        "OOOO**",
        "******",
    ], "seki: two shared liberties, no eyes, no outside liberty"),
    "seki_eyeless2_libs": ([
        "#.####",
        "XXXX##",
        "..OX##",
        "OOOO**",
        "***.**",
    ], "two shared liberties and one outside liberty each"),
    "seki_eyeless3": ([
        "#######",
        "XXXXX##",
        "...OX##",
        "OOOOO**",
        "*******",
    ], "three shared liberties, no eyes"),
    "seki_eye_each": ([
        "XXX####",
        "X.X####",
        "XXXX###",
        ".OOX###",
        "O.OO***",
        "OOO****",
    ], "one eye each and one shared liberty"),
}


def in_territory(p, white_from):
    """Whether p lies in one of open_up's territories: White's rows 1 to
    BORDER-4 from column white_from, Black's rows BORDER+3 to N-2 from
    column 8, both to column 17."""
    x, y = p
    return x < 18 and ((x >= white_from and 1 <= y < BORDER - 3) or (x >= 8 and BORDER + 3 <= y < N - 1))


def open_up(g, white_from=8):
    """The fills made territories: a rectangle of each area far from the
    question emptied, and the fills' one-point eyes outside it closed, so
    that each wall lives by a large territory, as in a finished game, and
    is not pass-alive (Benson needs every region to be its liberties). The
    truth is unchanged: the reading stays on the question's points.
    White's territory starts at column white_from (territory_from for the
    eye shapes)."""
    for p in g:
        if in_territory(p, white_from):
            g[p] = "."
    for p in WHITE_EYES + BLACK_EYES:
        if not in_territory(p, white_from):
            g[p] = "W" if p[1] < BORDER else "B"
    return g


def territory_from(local):
    """White's territory's first column for open_up: two columns right of
    the question, so that no stone of it touches the territory (12 at
    least: the centre shapes' rings reach column 11, the long ones 12)."""
    return max(12, max(x for x, y in local) + 2)


def shared_race_position(shared, blibs, wlibs):
    """Two eyeless chains that share `shared` liberties (seki_eyeless2_libs
    is shared 2, one outside liberty each): Black's chain on the second
    row of White's area from the edge, White's on the first row of
    Black's, both shared + 2 long; between them on the last row of White's
    area the shared liberties, then White's bulge and Black's, which join
    each chain to the row beside the other's. Outside liberties: points of
    the fill behind each chain, from the edge (at most shared + 2)."""
    length = shared + 2
    if blibs > length or wlibs > length:
        return None
    g = fill_board()
    local = set()
    B = BORDER
    for x in range(length):
        g[(x, B - 2)] = "B"
        g[(x, B)] = "W"
        local.update({(x, B - 2), (x, B)})
        g[(x, B - 1)] = "." if x < shared else "W" if x == shared else "B"
        local.add((x, B - 1))
    for x in range(blibs):
        g[(x, B - 3)] = "."
        local.add((x, B - 3))
    for x in range(wlibs):
        g[(length - 1 - x, B + 1)] = "."
        local.add((length - 1 - x, B + 1))
    return g, local


def random_position(seed, x0=0, y0=BORDER - 2, width=None):
    """A box of width (RANDOM_W unless told) x 4 points from column x0 (0: the left edge) and
    row y0: straddling the border between the areas (two rows of White's,
    two of Black's) unless told, or (y0 = N - 4) in Black's lower left
    corner, where every White stone is an invader. Each
    point Black, White or empty at random (deterministic: the seed), the
    rest of the board the fills. Races, seki, nakade and throw-ins no
    diagram lists; a stone beside its colour's fill is part of that wall.
    None where the box has more empty points than RANDOM_EMPTY gives for
    its width (the truth's budget) or fewer than one stone of each colour
    that is not beside its own fill. A wider box draws from a stream of
    its own, so that it shares no row with the 5-wide box of its seed."""
    import random
    width = width or RANDOM_W
    if width != RANDOM_W:
        rnd = random.Random("%d:%d:%d:%d" % (width, seed, x0, y0))
    elif y0 == BORDER - 2:
        rnd = random.Random(seed if x0 == 0 else seed * 7919 + x0)
    else:
        rnd = random.Random(seed * 7919 + 100 * y0 + x0)
    g = fill_board()
    local = set()
    for y in range(y0, y0 + 4):
        for x in range(x0, x0 + width):
            p = (x, y)
            g[p] = rnd.choice("BWW..BB.") if y < BORDER else rnd.choice("BBW..WW.")
            local.add(p)
    if sum(g[p] == "." for p in local) > RANDOM_EMPTY[width]:
        return None
    loose = set()
    for p in local:
        if g[p] in "BW" and not any(q not in local and g[q] == g[p] for r in chain(g, p) for q in nbrs(r)):
            loose.add(g[p])
    if loose != {"B", "W"}:
        return None
    return g, local


RANDOM_W = 5
# the most empty points a box of each width may hold: about a third of its
# points (the 6- and 7-wide boxes of judgement_random.sh's WIDTH 6 and 7;
# past eight empty points most of them read past the truth's BUDGET, so
# the 7-wide boxes hold more stones, not more empty points)
RANDOM_EMPTY = {5: 7, 6: 8, 7: 8}
RANDOM_SEEDS = 400
RANDOM_CENTRE = 7         # the centre boxes' first column (H)
RANDOM_CENTRE_SEEDS = 300
RANDOM_CORNER = N - 4     # the corner boxes' first row (row 4 to row 1)
RANDOM_CORNER_SEEDS = 600


def truth_key(g, local, tomove):
    """What a truth depends on: the question's cells, the colours beside
    them, the player to move (the fill and the walls round territories
    give the same)."""
    return (tuple((p, g[p], tuple(g[q] for q in nbrs(p))) for p in sorted(local)), tomove)


def random_truth(args):
    """(truth_key, truth) of a random box, for a process pool; (None,
    None) where the seed gives no box."""
    seed, x0, y0, tomove, width = args
    r = random_position(seed, x0, y0, width)
    if r is None:
        return None, None
    g, local = r
    if check(g, local):
        return None, None
    return truth_key(g, local, tomove), truth(g, local, tomove, True)


def diagram_position(name):
    rows, reason = DIAGRAMS[name]
    g = fill_board()
    top = BORDER + 2 - len(rows)
    local = set()
    colours = {"#": "W", "*": "B", "X": "B", "O": "W", ".": "."}
    for dy, row in enumerate(rows):
        for dx, ch in enumerate(row):
            p = (dx, top + dy)
            g[p] = colours[ch]
            if ch in "XO.":
                local.add(p)
    return g, local, reason


# ------------------------------------------------------------------- main

def main(out):
    os.makedirs(out, exist_ok=True)
    # the folder is the generator's: positions of an earlier version go
    # (judgement_colour.py reads every .sgf here)
    for f in os.listdir(out):
        if f.endswith(".sgf"):
            os.remove(os.path.join(out, f))
    rows = []
    skipped = []

    truths = {}  # the question's cells and the colours beside them, to move -> truth

    def emit(cls, name, g, local, tomove, theory, random_box=False):
        err = check(g, local)
        if err:
            skipped.append("%s: %s" % (name, err))
            return
        # the same question in the fill and in the walls round a territory
        # (open_up) has the same truth: read once
        key = truth_key(g, local, tomove)
        if key not in truths:
            truths[key] = truth(g, local, tomove, random_box)
        t = truths[key]
        if t is None:
            skipped.append("%s: turns on a ko (or reads past the budget, ends in atari, or two equal lines differ)" % name)
            return
        dead, seki, why = t
        stones = [p for p in local if g[p] in "BW"]
        name_tm = "%s-%s" % (name, tomove)
        with open(os.path.join(out, name_tm + ".sgf"), "w") as f:
            f.write(sgf(g, tomove, "%s; %s to move; truth: dead %s seki %s (%s); theory: %s" % (
                name, tomove, " ".join(map(gtp_vertex, sorted(dead))) or "-",
                " ".join(map(gtp_vertex, sorted(seki))) or "-", why, theory)))
        rows.append("\t".join([name_tm, cls, tomove, " ".join(sorted(map(gtp_vertex, dead))) or "-",
                               " ".join(sorted(map(gtp_vertex, seki))) or "-", theory, why]))

    for shape in SHAPES:
        for where in PLACES:
            vp = vital_point(shape, where)
            for variant in ("empty", "vital", "rest", "libs1", "libs2"):
                if variant.startswith("libs") and where != "corner":
                    continue
                r = eye_position(shape, where, "empty" if variant in ("vital", "rest") else variant, "B")
                if r is None:
                    continue
                g, local, theory = r
                S = [p for p in local if g[p] == "."]
                if variant == "vital":
                    if vp is None or len(S) < 3:
                        continue
                    g[vp] = "W"
                elif variant == "rest":
                    if vp is None or len(S) < 3:
                        continue
                    for p in S:
                        if p != vp:
                            g[p] = "W"
                for tomove in "BW":
                    emit("eye", "%s-%s-%s" % (shape, where, variant), g, local, tomove, theory)
                    emit("eye-open", "%s-%s-%s-open" % (shape, where, variant),
                         open_up(dict(g), territory_from(local)), local,
                         tomove, theory + "; the wall round a territory")
            # inside and cut, the wall round a territory: White's stones on
            # every other subset of the space (the empty, vital and rest
            # variants are above, the full space is illegal): the dead
            # stones an eye holds at the end of a real game, nakade and the
            # captures that make or spoil an eye; and White on one or two of
            # the ring's points that touch the space only diagonally (false
            # eyes, a ring cut in two).
            r = eye_position(shape, where, "empty", "B")
            if r is None:
                continue
            g0, local, theory = r
            S = place(SHAPES[shape][0], PLACES[where])
            variants = []
            for mask in range(1, (1 << len(S)) - 1):
                white = [S[i] for i in range(len(S)) if mask >> i & 1]
                if white == [vp] or (vp in S and len(white) == len(S) - 1 and vp not in white):
                    continue
                variants.append(("inside", "w" + "".join(str(i) for i in range(len(S)) if mask >> i & 1), white,
                                 "White inside"))
            diag = sorted(p for p in local if g0[p] == "B" and not any(q in S for q in nbrs(p)))
            for cut in [(a,) for a in diag] + [(a, b) for i, a in enumerate(diag) for b in diag[i + 1:]]:
                variants.append(("cut", "cut-" + "-".join(map(gtp_vertex, cut)), cut,
                                 "White on the ring's diagonal points"))
            for cls, tag, white, what in variants:
                g = dict(g0)
                for p in white:
                    g[p] = "W"
                open_up(g, territory_from(local))
                for tomove in "BW":
                    emit(cls, "%s-%s-%s-open" % (shape, where, tag), g, local, tomove,
                         "%s; %s; the wall round a territory" % (theory, what))
    for name in DIAGRAMS:
        g, local, reason = diagram_position(name)
        for tomove in "BW":
            emit("seki", name, g, local, tomove, reason)
            emit("open", name + "-open", open_up(dict(g)), local, tomove, reason + "; walls with territories")
    for bl, wl, be, we in ((1, 1, 0, 0), (2, 2, 0, 0), (3, 2, 0, 0), (2, 3, 0, 0), (3, 3, 0, 0), (4, 3, 0, 0),
                           (1, 2, 1, 0), (2, 2, 1, 0), (2, 3, 1, 0), (2, 1, 0, 1), (2, 2, 0, 1), (2, 2, 1, 1)):
        r = race_position(bl, wl, be, we)
        if r is None:
            continue
        g, local = r
        name = "race_b%d%s_w%d%s" % (bl, "eye" if be else "", wl, "eye" if we else "")
        reason = "race: Black %d outside liberties%s, White %d%s, no shared liberty" % (
            bl, " and an eye" if be else "", wl, " and an eye" if we else "")
        for tomove in "BW":
            emit("race", name, g, local, tomove, reason)
            emit("open", name + "-open", open_up(dict(g)), local, tomove, reason + "; walls with territories")
    for shared in (1, 2, 3):
        for bl in range(4):
            for wl in range(bl, 4):
                r = shared_race_position(shared, bl, wl)
                if r is None:
                    continue
                g, local = r
                name = "shared%d_b%d_w%d" % (shared, bl, wl)
                reason = "eyeless chains, %d shared liberties, Black %d outside, White %d" % (shared, bl, wl)
                for tomove in "BW":
                    emit("shared", name, g, local, tomove, reason)
                    emit("open", name + "-open", open_up(dict(g)), local, tomove,
                         reason + "; walls with territories")
    boxes = [(cls, seed, x0, y0) for cls, x0, y0, seeds in (
        ("random", 0, BORDER - 2, RANDOM_SEEDS),
        ("random-centre", RANDOM_CENTRE, BORDER - 2, RANDOM_CENTRE_SEEDS),
        ("random-corner", 0, RANDOM_CORNER, RANDOM_CORNER_SEEDS)) for seed in range(seeds)]
    # the random boxes' truths, the most reading, on every core first
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor() as pool:
        truths.update(kt for kt in pool.map(random_truth, [(b[1], b[2], b[3], tm, RANDOM_W) for b in boxes for tm in "BW"],
                                            chunksize=4) if kt[0] is not None)
    for cls, seed, x0, y0 in boxes:
        r = random_position(seed, x0, y0)
        if r is None:
            continue
        g, local = r
        name = "%s%03d" % (cls, seed)
        reason = "%s box %d" % (cls, seed)
        for tomove in "BW":
            emit(cls, name, g, local, tomove, reason, True)
            emit(cls + "-open", name + "-open", open_up(dict(g)), local, tomove,
                 reason + "; walls with territories", True)
    with open(os.path.join(out, "listing.tsv"), "w") as f:
        f.write("name\tclass\tto_move\ttruth_dead\ttruth_seki\ttheory\treading\n")
        for r in rows:
            f.write(r + "\n")
    for s in dict.fromkeys(skipped):
        print("skipped " + s, file=sys.stderr)
    print("%d positions, %d skipped" % (len(rows), len(skipped)), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
