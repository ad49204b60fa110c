"""Threads: the library has no global state, and the calls that run long
release the GIL, so games, estimates and record scoring in several Python
threads give the results they give alone."""
import os
import threading

import tengen


def run_threads(fn, n=4):
    out = [None] * n
    errs = []

    def body(i):
        try:
            out[i] = fn(i)
        except BaseException as e:  # reported below, never lost
            errs.append(e)

    ts = [threading.Thread(target=body, args=(i,)) for i in range(n)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert not errs, errs
    return out


def test_estimates_in_threads_equal_serial(shared):
    d = os.path.join(shared, "corpora", "games", "gnugo-regression")
    paths = sorted(os.path.join(d, n) for n in os.listdir(d) if n.endswith(".sgf"))[:8]

    def work(i):
        return [tengen.read_sgf(p)[0].replay().score().totals for p in paths]

    serial = work(0)
    for r in run_threads(work):
        assert r == serial


def test_score_files_in_threads(shared):
    d = os.path.join(shared, "corpora", "games", "gnugo-regression")
    paths = sorted(os.path.join(d, n) for n in os.listdir(d) if n.endswith(".sgf"))[:20]

    def work(i):
        return [[g.scored.result for g in games] for games in tengen.score_files(paths, threads=2)]

    serial = work(0)
    for r in run_threads(work, 3):
        assert r == serial


def test_games_and_gtp_in_threads():
    def work(i):
        g = tengen.Game(9, "chinese")
        s = tengen.Gtp(size=9, seed=7)
        moves = []
        for _ in range(30):
            m = s.send("genmove B")
            moves.append(m)
            if m.lower() != "pass":
                g.play(m, "B")
            m = s.send("genmove W")
            moves.append(m)
            if m.lower() != "pass":
                g.play(m, "W")
        return moves, g.stones.tolist()

    results = run_threads(work)
    assert all(r == results[0] for r in results)
