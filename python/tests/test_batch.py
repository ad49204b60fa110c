"""Batch: N games stepped with one array of actions equal, game by game, to
the same moves played one by one on Game; threads give the same results."""
import numpy as np
import pytest

import tengen


def random_actions(legal, done, rng, size, pass_rate=0.05):
    n = legal.shape[0]
    acts = np.full(n, size * size, np.int64)
    for i in range(n):
        if done[i]:
            continue
        pts = np.flatnonzero(legal[i].ravel())
        if len(pts) and rng.random() > pass_rate:
            acts[i] = pts[rng.integers(len(pts))]
    return acts


@pytest.mark.parametrize("size,rules", [(5, "tromp-taylor,komi=7.5"), (7, "japanese"), (9, "chinese")])
def test_batch_equals_one_by_one(size, rules):
    n = 12
    b = tengen.Batch(n, size=size, rules=rules, max_moves=3 * size * size, threads=2)
    games = [tengen.Game(size, rules) for _ in range(n)]
    rng = np.random.default_rng(size)
    legal, reward, done = b.legal, b.reward, b.done
    steps = 0
    while not done.all() and steps < 4 * size * size:
        acts = random_actions(legal, done, rng, size)
        was_done = done.copy()
        out = b.step(acts)
        assert out[0] is legal and out[2] is done   # refilled in place
        steps += 1
        for i, g in enumerate(games):
            if was_done[i]:
                continue
            g.play(int(acts[i]))
            assert np.array_equal(b.stones[i], g.stones)
            if not done[i]:
                assert np.array_equal(legal[i], g.legal_mask())
                assert b.to_move[i] == (1 if g.to_move == "B" else 2)
            else:
                assert not legal[i].any()
    assert done.all()
    for i, g in enumerate(games):
        res = b.results[i]
        if g.over:
            assert res == g.result
        else:   # cut off at max_moves: counted as it stands
            assert g.move_number == 3 * size * size
        want = 1.0 if res.startswith("B+") else -1.0 if res.startswith("W+") else 0.0
        assert reward[i] == want


def test_illegal_action_forfeits_and_reset():
    b = tengen.Batch(3, size=5)
    b.step([12, 12, 25])                  # C3, C3, pass
    legal, reward, done = b.step([12, 0, 0])    # game 0: W on the occupied C3
    assert done[0] and reward[0] == 1.0 and b.results[0] == "B+F"
    assert not done[1] and not done[2] and b.results[1] is None
    b.step([0, 1, 25])
    legal, reward, done = b.step([0, 2, 25])    # game 2: a second pass ends it
    assert done[2] and b.results[2] is not None and not done[1]
    b.reset([0])
    assert not done[0] and b.moves[0] == 0 and legal[0].all() and not b.stones[0].any()
    with pytest.raises(ValueError):
        b.step([1, 2])
    with pytest.raises(IndexError):
        b.reset([7])


def test_threads_give_the_same_games():
    rng1, rng2 = np.random.default_rng(5), np.random.default_rng(5)
    a = tengen.Batch(64, size=9, threads=1)
    c = tengen.Batch(64, size=9, threads=2)
    for _ in range(60):
        acts = random_actions(a.legal, a.done, rng1, 9)
        acts2 = random_actions(c.legal, c.done, rng2, 9)
        assert np.array_equal(acts, acts2)
        a.step(acts)
        c.step(acts2)
        assert np.array_equal(a.stones, c.stones) and np.array_equal(a.legal, c.legal)
        assert np.array_equal(a.done, c.done) and np.array_equal(a.reward, c.reward)
