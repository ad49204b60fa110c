"""Reference counts and memory over many calls: no object is kept alive by
mistake, and memory does not grow with the number of calls."""
import gc
import sys

import numpy as np

import tengen

GAME = b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gg];W[];B[])"


def rss_kb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4


def exercise(g, board):
    g.play("E5")
    g.stones.sum()
    g.legal_mask()
    g.legal_moves()
    g.why_illegal("E5")
    try:
        g.play("E5")
    except tengen.IllegalMoveError:
        pass
    s = tengen.score(g, dead="none")
    s.kind, s.owner, s.ownership, s.totals
    tengen.score(board, "chinese", dead=["A1"])
    g.undo()
    c = tengen.read_sgf(GAME)
    rp = c[0].replay(validate=True)
    rp.events, rp.issues, rp.head, rp.game, rp.info
    rp.score(dead="none").result
    c.to_sgf()
    try:
        tengen.read_sgf(b"(;SZ[9];B[")
    except tengen.SGFError:
        pass
    try:
        tengen.Rules("nope")
    except tengen.RulesError:
        pass


def test_refcounts_stay_put():
    g = tengen.Game(9)
    board = np.zeros((9, 9), np.uint8)
    board[0, 0] = 1
    rules = tengen.Rules("japanese")
    before = (sys.getrefcount(g), sys.getrefcount(board), sys.getrefcount(rules))
    for _ in range(200):
        exercise(g, board)
        tengen.Game(9, rules)
        tengen.score(g, rules)
    gc.collect()
    assert (sys.getrefcount(g), sys.getrefcount(board), sys.getrefcount(rules)) == before


def test_views_keep_their_owner_alive():
    g = tengen.Game(9)
    g.play("A9")
    v = g.stones
    n = sys.getrefcount(g)
    del g
    gc.collect()
    assert v[0, 0] == 1 and v.base is not None and n >= 3


def test_memory_does_not_grow_with_calls():
    g = tengen.Game(9)
    board = np.zeros((9, 9), np.uint8)
    for _ in range(300):        # warm up the allocators
        exercise(g, board)
    b = tengen.Batch(16, size=9)
    gc.collect()
    start = rss_kb()
    for _ in range(2000):
        exercise(g, board)
    for _ in range(300):
        b.step(np.full(16, 81))
        b.reset()
    gc.collect()
    grown = rss_kb() - start
    # 2000 rounds each allocate well over 100 KB (boards, scores, trees):
    # a leak of any of them would show as hundreds of MB.
    assert grown < 8 * 1024, "resident memory grew by %d KB" % grown
