# sgf_tomove.py — an SGF record with another player to move at its end
# (bench/judgement_tomove.py).
#
# The record's last position is kept as it is and a trailing node ";PL[X]"
# is added at the end of each game's main line: replay reads a PL after the
# last move as the player to move (replay.c, apply_trailing) and nothing
# else, so the board, the ko point, the moves, the passes and the record's
# own dead marks, hence the count, stay the record's; only the player the
# estimate is given changes.
# Invariant: every byte of the record is kept; the main line of a game is
# the run of nodes reached by following first children, so in the text it
# ends at the first ')' after the game's opening '(' (a '(' met on the way
# opens the first variation, which the main line follows).


def _scan(text):
    """Per game tree: (index of the ')' that ends its main line, the main
    line's nodes as lists of (identifier, [values]))."""
    games = []
    depth, i, n = 0, 0, len(text)
    main, end, nodes, ident, prop = False, None, [], "", None
    while i < n:
        c = text[i]
        if c == "[":
            j = i + 1
            while j < n and text[j] != "]":
                j += 2 if text[j] == "\\" else 1
            if main and nodes:
                if ident:  # a new property; none: another value of the last
                    prop = (ident, [])
                    nodes[-1].append(prop)
                if prop is not None:
                    prop[1].append(text[i + 1:j])
            ident = ""
            i = j + 1
            continue
        if c == "(":
            if depth == 0:
                main, end, nodes = True, None, []
            depth += 1
        elif c == ")":
            if main:
                main, end = False, i
            depth -= 1
            if depth == 0 and end is not None:
                games.append((end, nodes))
        elif c == ";":
            if main:
                nodes.append([])
            ident, prop = "", None
        elif c.isupper():  # (lower-case letters of FF[3] names are not part of them)
            ident += c
        i += 1
    return games


def _color(v):
    v = v.strip().lower()
    return "B" if v in ("b", "black", "1") else "W" if v in ("w", "white", "2") else None


def record_to_move(nodes):
    """The player to move at the end of a main line as replay reads it: the
    opponent of the last move, unless a PL after it says otherwise; with no
    move, PL's colour, else Black. None when it cannot be read."""
    to_move = "B"
    for node in nodes:
        props = dict(node)
        move = "B" if "B" in props else "W" if "W" in props else None
        if move:
            to_move = "W" if move == "B" else "B"
        elif "PL" in props and _color(props["PL"][0]):
            to_move = _color(props["PL"][0])
    return to_move


def with_to_move(text, who):
    """text with a trailing ;PL[who] on each game's main line; who is "B",
    "W", or "other" (the opponent of the record's player to move)."""
    out, last = [], 0
    for end, nodes in _scan(text):
        c = who
        if who == "other":
            c = "W" if record_to_move(nodes) == "B" else "B"
        out.append(text[last:end])
        out.append(";PL[%s]" % c)
        last = end
    out.append(text[last:])
    return "".join(out)
