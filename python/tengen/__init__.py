"""tengen: the rules of Go, exactly and fast (libtengen for Python).

Everything here is the C library through a CPython extension module
(tengen._tengen): games and legality under every ruleset, SGF records,
scoring with per-point verdicts, the dead-stone estimate, a GTP session,
and batches of games stepped with numpy arrays.

    >>> import tengen
    >>> g = tengen.Game(9, "japanese")
    >>> g.play("E5"); g.play("C3")
    >>> g.stones.shape
    (9, 9)
"""
from ._tengen import (  # noqa: F401
    MAX_SIDE,
    VERSION,
    Batch,
    Collection,
    Error,
    Estimate,
    Game,
    Gtp,
    GtpError,
    IllegalMoveError,
    Record,
    Replay,
    Rules,
    RulesError,
    Score,
    SGFError,
    estimate,
    presets,
    read_sgf,
    score,
    score_files,
)
from .records import JSON_SHAPE, check, replay, score_json  # noqa: F401

__version__ = VERSION

#: What Score.kind's values mean, by index.
POINT_KINDS = ("neutral", "stone", "territory", "dead", "seki-eye", "seki-stone")
#: What Estimate.reason's values mean, by index.
LIFE_REASONS = ("none", "pass-alive", "pass-dead", "estimate", "reading", "seki", "confirm", "marked",
                "race", "search", "shape", "ko-rule", "reading-turn")

__all__ = [
    "MAX_SIDE", "VERSION", "POINT_KINDS", "LIFE_REASONS", "Batch", "Collection", "Error", "Estimate", "Game",
    "Gtp", "GtpError", "IllegalMoveError", "Record", "Replay", "Rules", "RulesError", "Score",
    "SGFError", "check", "estimate", "presets", "read_sgf", "replay", "score", "score_files",
    "score_json",
]
