"""Game records in bulk: check, replay, and the per-game JSON of
`tengen score --json`, built from score_files() (the C core, all cores).

Invariant: score_json() gives, for each game, a dict with exactly the fields
and values `tengen score --json` prints for it (the same replay, the same
dead stones, the same count), so either can stand in for the other.

Two shapes of that JSON exist: 2, what `tengen score --json` prints now
(every dead stone, "uncertain", "uncertain_stones", per-point "ownership",
"events_dropped", unreadable lines with line and column); 1, the earlier
one (a dead point per chain), kept for output files written before.
JSON_SHAPE is the one this package writes by default.
"""
import os

from . import _tengen

#: The shape of `tengen score --json` that score_json() writes by default.
JSON_SHAPE = 2
#: Shape 2: events listed per game at most (the tool's REC_MAX_LINES_PER_GAME).
MAX_EVENTS = 1000


def _records(source):
    if isinstance(source, _tengen.Record):
        return [source]
    if isinstance(source, _tengen.Collection):
        return list(source)
    return list(_tengen.read_sgf(source))


def check(source, rules=None, keep_komi=False):
    """Every problem of every game in source (a path, bytes, a Collection or
    a Record), as `tengen check --validate` finds them: a list of dicts with
    game (1-based), kind, severity ('error' or 'note'), move, line, column,
    message. Raises SGFError when the file cannot be read at all."""
    out = []
    for i, rec in enumerate(_records(source)):
        for issue in rec.check(rules=rules, keep_komi=keep_komi):
            out.append(dict(issue, game=i + 1))
    return out


def replay(source, rules=None, tolerant=True, keep_komi=False, validate=False):
    """The Replay of every game in source (a path, bytes, a Collection or a
    Record)."""
    return [r.replay(rules=rules, tolerant=tolerant, keep_komi=keep_komi, validate=validate)
            for r in _records(source)]


_COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def _gtp(row, col, height):
    return "%s%d" % (_COLUMNS[col], height - row)


def game_json(rp, shape=None):
    """The dict `tengen score --json` prints for one scored Replay (from
    score_files), in the given shape (default JSON_SHAPE)."""
    shape = shape or JSON_SHAPE
    sc = rp.scored
    t = sc.totals
    agree, counted = rp.compare(t["margin"])
    d = dict(rp.head)
    d["size"] = list(d["size"])
    d["illegal"] = rp.illegal
    d["events"] = rp.events
    d["dead_source"] = sc.dead_source
    d["finished"] = rp.finished
    d["dead"] = sc.dead
    if shape == 2:
        kind, owner = sc.kind, sc.owner
        h = kind.shape[0]
        d["events_dropped"] = max(0, len(d["events"]) - MAX_EVENTS)
        d["events"] = d["events"][:MAX_EVENTS]
        d["dead"] = [_gtp(r, c, h) for r, c in zip(*(kind == 3).nonzero())]
        est = sc.estimate
        unsure = est.uncertain if est is not None else []
        d["uncertain"] = bool(unsure)
        d["uncertain_stones"] = unsure
        d["ownership"] = ["".join("B" if o == 1 else "W" if o == 2 else "." for o in row)
                          for row in owner.tolist()]
    d["recorded"] = rp.recorded
    d["result"] = sc.result
    d["agree"] = agree
    d["counted"] = counted
    d["score"] = {k: t[k] for k in ("black", "white", "stones", "territory", "prisoners", "dead",
                                    "tax", "seki_eyes", "neutral", "komi", "compensation",
                                    "first_pass", "margin")}
    return d


def unreadable_json(path, game, exc, shape=None):
    """The line `tengen score --json` prints for a file (game None) or a game
    of a collection (its number) it cannot read."""
    if (shape or JSON_SHAPE) == 2:
        line = getattr(exc, "line", 0) or 0
        return {"file": path, "game": game, "status": "unreadable",
                "line": line or None, "column": getattr(exc, "column", 0) if line else None,
                "error": getattr(exc, "message", None) or str(exc)}
    name = "%s#%d" % (path, game) if game else path
    return {"file": name, "game": None, "status": "unreadable", "error": _error_text(exc)}


def _error_text(exc):
    msg = getattr(exc, "message", None) or str(exc)
    line = getattr(exc, "line", 0) or 0
    if line > 0:
        return "line %d, column %d: %s" % (line, getattr(exc, "column", 0), msg)
    return msg


def score_json(paths, rules=None, dead="auto", keep_komi=False, threads=0, shape=None):
    """Scores every game of every path on all cores; yields one dict per
    game (or per unreadable file) in path order, the objects of
    `tengen score --json` (shape: 1 or 2, default JSON_SHAPE)."""
    paths = [os.fspath(p) for p in paths]
    for path, res in zip(paths, _tengen.score_files(paths, rules=rules, dead=dead,
                                                     keep_komi=keep_komi, threads=threads)):
        if isinstance(res, BaseException):
            yield unreadable_json(path, None, res, shape)
            continue
        for i, item in enumerate(res):
            if isinstance(item, BaseException):
                yield unreadable_json(path, i + 1 if len(res) > 1 else None, item, shape)
            else:
                yield game_json(item, shape)
