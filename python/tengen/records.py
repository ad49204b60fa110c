"""Game records in bulk: check, replay, and the per-game JSON of
`tengen score --json`, built from score_files() (the C core, all cores).

Invariant: score_json() gives, for each game, a dict with exactly the fields
and values `tengen score --json` prints for it (the same replay, the same
dead stones, the same count), so either can stand in for the other.
"""
import os

from . import _tengen


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


def game_json(rp):
    """The dict `tengen score --json` prints for one scored Replay (from
    score_files)."""
    sc = rp.scored
    t = sc.totals
    agree, counted = rp.compare(t["margin"])
    d = dict(rp.head)
    d["size"] = list(d["size"])
    d["illegal"] = rp.illegal
    d["events"] = rp.events
    d["dead_source"] = sc.dead_source
    d["dead"] = sc.dead
    d["recorded"] = rp.recorded
    d["result"] = sc.result
    d["agree"] = agree
    d["counted"] = counted
    d["score"] = {k: t[k] for k in ("black", "white", "stones", "territory", "prisoners", "dead",
                                    "tax", "seki_eyes", "neutral", "komi", "compensation",
                                    "first_pass", "margin")}
    return d


def unreadable_json(name, exc):
    """The line `tengen score --json` prints for a file or game it cannot
    read."""
    return {"file": name, "game": None, "status": "unreadable", "error": _error_text(exc)}


def _error_text(exc):
    msg = getattr(exc, "message", None) or str(exc)
    line = getattr(exc, "line", 0) or 0
    if line > 0:
        return "line %d, column %d: %s" % (line, getattr(exc, "column", 0), msg)
    return msg


def score_json(paths, rules=None, dead="auto", keep_komi=False, threads=0):
    """Scores every game of every path on all cores; yields one dict per
    game (or per unreadable file) in path order, the objects of
    `tengen score --json`."""
    paths = [os.fspath(p) for p in paths]
    for path, res in zip(paths, _tengen.score_files(paths, rules=rules, dead=dead,
                                                     keep_komi=keep_komi, threads=threads)):
        if isinstance(res, BaseException):
            yield unreadable_json(path, res)
            continue
        for i, item in enumerate(res):
            if isinstance(item, BaseException):
                name = "%s#%d" % (path, i + 1) if len(res) > 1 else path
                yield unreadable_json(name, item)
            else:
                yield game_json(item)
