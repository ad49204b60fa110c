"""python3 -m tengen.rescore DIR... --scheduler ADDRESS: check and rescore a
directory of game records across a Dask cluster.

Each task scores a chunk of files on one worker (tengen.score_json, the
same replay, dead stones and count as `tengen score --json`); results
stream back as they finish and are appended to the output file, one JSON
line per game, then a summary line goes to standard output.

Invariants:
- Every file ends up in the output (its games, or an "unreadable" line) or
  in OUT.failed (a task that failed twice: a worker died, a timeout); none is
  dropped silently, and the exit status is 1 when any failed.
- A rerun skips the files the output already holds (a torn last line, from
  a run killed mid-write, is cut off first) and retries the failed ones.
- Lines are written whole and flushed per chunk; the summary counts the
  whole output, earlier runs included.

Without a cluster, `--local N` starts a LocalCluster of N worker processes
on this machine.
"""
import argparse
import json
import os
import sys
import time


def walk(root):
    """The *.sgf files under root, depth first, names sorted bytewise: the
    order and spelling (root + '/' + name) of `tengen score -r`."""
    if not os.path.isdir(root):
        return [root]
    out = []
    names = sorted((n for n in os.listdir(root) if not n.startswith(".")), key=os.fsencode)
    for n in names:
        p = root + "/" + n
        if os.path.isdir(p):
            out.extend(walk(p))
        elif n.lower().endswith(".sgf"):
            out.append(p)
    return out


def score_chunk(paths, rules=None, dead="auto", keep_komi=False, threads=1, shape=None):
    """One task: the JSON lines of every game of every path (runs on a
    worker)."""
    import tengen
    return [json.dumps(d, separators=(",", ":"), ensure_ascii=False)
            for d in tengen.score_json(paths, rules=rules, dead=dead, keep_komi=keep_komi,
                                       threads=threads, shape=shape)]


def _load_done(out_path):
    """The files the output already holds; cuts a torn last line."""
    done = set()
    if not os.path.exists(out_path):
        return done
    with open(out_path, "rb+") as f:
        data = f.read()
        end = data.rfind(b"\n") + 1
        if end < len(data):
            f.truncate(end)
        for line in data[:end].splitlines():
            try:
                name = json.loads(line)["file"]
            except (ValueError, KeyError):
                continue
            done.add(name)
            # a game of a collection that could not be read is "FILE#N"
            base, _, n = name.rpartition("#")
            if base and n.isdigit():
                done.add(base)
    return done


def summarize(out_path, failed, seconds):
    """The summary line of `tengen score --json` over the whole output, with
    failed (files whose task failed) added."""
    s = {"summary": True, "command": "score", "games": 0, "moves": 0, "illegal_games": 0,
         "illegal_moves": 0, "unreadable": 0, "counted": 0, "agree": 0, "differ": 0}
    if os.path.exists(out_path):
        with open(out_path, "rb") as f:
            for line in f:
                d = json.loads(line)
                if d.get("status") == "unreadable":
                    s["unreadable"] += 1
                    continue
                s["games"] += 1
                s["moves"] += d["moves"]
                s["illegal_moves"] += d["illegal"]
                s["illegal_games"] += d["illegal"] > 0
                s["counted"] += d["counted"]
                s["agree"] += d["counted"] and d["agree"] is True
                s["differ"] += d["agree"] is False
    s["failed"] = failed
    s["seconds"] = round(seconds, 3)
    return s


def rescore(dirs, client, out_path, chunk=64, rules=None, dead="auto", keep_komi=False,
            progress=True, threads=1, shape=None):
    """Scores every record under dirs on the Dask client's cluster into
    out_path (appending; files already there are skipped). Returns the
    summary dict."""
    from distributed import as_completed

    t0 = time.time()
    files = [p for d in dirs for p in walk(d)]
    done = _load_done(out_path)
    todo = [p for p in files if p not in done]
    chunks = [todo[i:i + chunk] for i in range(0, len(todo), chunk)]
    futures = client.map(score_chunk, chunks, rules=rules, dead=dead, keep_komi=keep_komi,
                         threads=threads, shape=shape, pure=False, retries=1)
    which = {f.key: c for f, c in zip(futures, chunks)}
    failed_path = out_path + ".failed"
    failed = 0
    finished = 0
    with open(out_path, "a", encoding="utf-8") as out, open(failed_path, "w", encoding="utf-8") as bad:
        for fut in as_completed(futures):
            paths = which[fut.key]
            if fut.status == "finished":
                lines = fut.result()
                if lines:
                    out.write("\n".join(lines) + "\n")
                out.flush()
                os.fsync(out.fileno())
            else:
                err = repr(fut.exception())
                for p in paths:
                    bad.write(json.dumps({"file": p, "status": "failed", "error": err}) + "\n")
                failed += len(paths)
                bad.flush()
            finished += len(paths)
            fut.release()
            if progress:
                sys.stderr.write("\r%d/%d files (%d skipped, %d failed)" %
                                 (finished, len(todo), len(files) - len(todo), failed))
                sys.stderr.flush()
    if progress:
        sys.stderr.write("\n")
    if failed == 0:
        os.unlink(failed_path)
    s = summarize(out_path, failed, time.time() - t0)
    s["files"] = len(files)
    s["skipped"] = len(files) - len(todo)
    return s


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m tengen.rescore",
                                 description="Check and rescore game records across a Dask cluster; "
                                             "one JSON line per game (as `tengen score --json`).")
    ap.add_argument("dirs", nargs="+", metavar="DIR", help="directories (or files) of SGF records")
    where = ap.add_mutually_exclusive_group(required=True)
    where.add_argument("--scheduler", metavar="ADDRESS", help="a running dask-scheduler, e.g. tcp://host:8786")
    where.add_argument("--local", type=int, metavar="N", help="start a LocalCluster of N worker processes")
    ap.add_argument("--out", default="rescore.jsonl", help="output file, appended (default rescore.jsonl)")
    ap.add_argument("--chunk", type=int, default=64, help="files per task (default 64)")
    ap.add_argument("--rules", default=None, help="rules text for every game (default: each record's RU)")
    ap.add_argument("--dead", default="auto", choices=["auto", "marks", "none", "estimate"])
    ap.add_argument("--keep-komi", action="store_true", help="the komi of --rules, not the record's KM")
    ap.add_argument("--threads", type=int, default=1, help="threads per task (default 1)")
    ap.add_argument("--shape", type=int, choices=[1, 2], default=None,
                    help="the shape of `tengen score --json` to write (default tengen.JSON_SHAPE)")
    ap.add_argument("--no-progress", action="store_true")
    a = ap.parse_args(argv)
    if a.chunk < 1:
        ap.error("--chunk must be at least 1")
    if a.rules:
        import tengen
        try:
            tengen.Rules(a.rules)
        except tengen.RulesError as e:
            ap.error(str(e))
    from distributed import Client, LocalCluster
    cluster = None
    if a.local:
        cluster = LocalCluster(n_workers=a.local, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    else:
        client = Client(a.scheduler)
    try:
        s = rescore(a.dirs, client, a.out, chunk=a.chunk, rules=a.rules, dead=a.dead,
                    keep_komi=a.keep_komi, progress=not a.no_progress, threads=a.threads,
                    shape=a.shape)
    finally:
        client.close()
        if cluster:
            cluster.close()
    print(json.dumps(s, separators=(",", ":")))
    return 1 if s["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
