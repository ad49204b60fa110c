"""bench_batch.py — Batch.step throughput and per-call overhead.

    /usr/bin/python3 python/bench_batch.py [--seconds S] [--threads T]

For 9x9 and 19x19 at N = 1, 64, 1024 games: random legal moves (chosen in
numpy, vectorised, a pass when nothing is legal or with probability 1/100),
finished games reset. Reports game steps per second counting the time in
step() only (full legality with the rules' ko/superko, the legal masks
[N, H, W] refilled, ended games scored), and with the action choice and
resets included. Overhead: one step() on a Batch(1) whose game is over
(argument checks, GIL release, nothing to play). Rules: tromp-taylor with
komi 7.5 (positional superko, suicide allowed), as PGX and OpenSpiel use
area scoring. Wall clock: noisy on a shared machine; the seed is fixed.
"""
import argparse
import os
import time

import numpy as np

import tengen


def choose(legal, rng):
    n = legal.shape[0]
    flat = legal.reshape(n, -1)
    scores = rng.random(flat.shape) * flat
    a = scores.argmax(axis=1)
    no_move = scores.max(axis=1) == 0
    a[no_move | (rng.random(n) < 0.01)] = flat.shape[1]
    return a


def run(size, n, seconds, threads, rng):
    b = tengen.Batch(n, size=size, threads=threads)
    step_time = 0.0
    calls = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        a = choose(b.legal, rng)
        s = time.perf_counter()
        b.step(a)
        step_time += time.perf_counter() - s
        calls += 1
        if b.done.any():
            b.reset(b.done)
    total = time.perf_counter() - t0
    return calls * n / step_time, calls * n / total, calls


def overhead(reps=20000):
    b = tengen.Batch(1, size=9)
    b.step([81])
    b.step([81])            # two passes: the game is over
    a = np.array([81])
    s = time.perf_counter()
    for _ in range(reps):
        b.step(a)
    return (time.perf_counter() - s) / reps


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0, help="per configuration")
    ap.add_argument("--threads", type=int, default=0, help="0: every core")
    a = ap.parse_args()
    rng = np.random.default_rng(1)
    print("tengen %s, %d cores, threads=%s, %.1f s per configuration" %
          (tengen.VERSION, os.cpu_count(), a.threads or "all", a.seconds))
    print("%-6s %6s %16s %22s %8s" % ("board", "N", "steps/s (step)", "steps/s (with choice)", "calls"))
    for size in (9, 19):
        for n in (1, 64, 1024):
            st, tot, calls = run(size, n, a.seconds, a.threads, rng)
            print("%-6s %6d %16.0f %22.0f %8d" % ("%dx%d" % (size, size), n, st, tot, calls))
    print("per-call overhead of step() (Batch(1), game over): %.2f us" % (overhead() * 1e6))


if __name__ == "__main__":
    main()
