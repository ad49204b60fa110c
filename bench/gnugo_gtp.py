# gnugo_gtp.py — what bench/judgement_run.py and bench/corpus_gnugo.py share:
# asking a GTP engine (GNU Go or tengen) for a record's final score and dead
# and seki stones, GNU Go's answers cached, and results written alike.
#
# The cache: one file per question in CACHE, named by the md5 of the SGF's
# bytes, the engine's flags and any komi told (" komi K"), first 20 hex
# digits; four lines: final_score's reply, its ms, the dead vertices, the
# seki vertices. GNU Go's answers for the same question never change, so a
# cached file is never asked again (delete it to ask again). Files are
# written to a temporary name and renamed: a killed run leaves no half file.
import hashlib, os, re, subprocess, threading, time

# RU values that mean area scoring: GNU Go is run with --chinese-rules.
AREA = re.compile(r"RU\[[^\]]*(chinese|nz|new ?zealand|aga|tromp|ing|goe|cn)", re.I)


def corpus_flags(text):
    """GNU Go's flags for a record of the corpus (text: its SGF): --seed 1,
    and --chinese-rules where its RU is area scoring. The flags are part of
    the cache's key, so corpus_gnugo.py and judgement_cut.py share them."""
    return ["--seed", "1"] + (["--chinese-rules"] if AREA.search(text) else [])


def norm(r):
    """A result in one spelling: "0" for a draw, else B+N / W+N with no
    trailing zeros; anything else unchanged."""
    r = r.strip()
    if r in ("0", "Draw", "Jigo", "B+0", "W+0"):
        return "0"
    m = re.match(r"^([BW])\+([0-9.]+)$", r)
    if not m:
        return r
    v = float(m.group(2))
    if v == 0:
        return "0"
    return "%s+%s" % (m.group(1), ("%.1f" % v).rstrip("0").rstrip("."))


def gtp(cmd, sgf, komi=None, limit=None):
    """(final_score, its ms, dead vertices, seki vertices) from the engine
    cmd after `loadsgf sgf` (and `komi K` when komi is not None). The time
    is final_score's reply alone. With limit, the engine is killed after
    that many seconds of wall time and the answer is "timeout"."""
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         stderr=subprocess.DEVNULL)

    def ask(line):
        try:
            p.stdin.write(line + "\n")
            p.stdin.flush()
        except BrokenPipeError:
            return ""
        reply = []
        while True:
            l = p.stdout.readline()
            if not l:
                break
            if l.strip() == "":
                if reply:
                    break
                continue
            reply.append(l.rstrip("\n"))
        text = " ".join(reply)
        return text[2:].strip() if text[:1] in "=?" else text.strip()

    # The time limit: the process is killed, so the reply read ends empty.
    timer = threading.Timer(limit, p.kill) if limit else None
    if timer:
        timer.start()
    ask("loadsgf " + sgf)
    if komi is not None:
        ask("komi %g" % komi)
    t0 = time.perf_counter()
    res = ask("final_score")
    ms = (time.perf_counter() - t0) * 1000
    if not res or p.poll() is not None:
        if timer:
            timer.cancel()
        p.kill()
        p.wait()
        return "timeout", ms, [], []
    dead = ask("final_status_list dead").split()
    seki = ask("final_status_list seki").split()
    ask("quit")
    p.wait()
    if timer:
        timer.cancel()
    return res, ms, dead, seki


def cached_answer(cache, gnugo, sgf, flags, komi=None, limit=None):
    """GNU Go's (final_score, ms, dead, seki) for sgf run with flags (and
    told komi when not None), from the cache or asked and cached; None when
    it is not cached and gnugo is empty (no GNU Go here)."""
    text = open(sgf, "rb").read()
    key_text = " ".join(flags) + ("" if komi is None else " komi %g" % komi)
    path = os.path.join(cache, hashlib.md5(text + key_text.encode()).hexdigest()[:20])
    if os.path.exists(path):
        l = open(path).read().split("\n")
        return l[0], float(l[1]), l[2].split(), l[3].split()
    if not gnugo:
        return None
    res, ms, dead, seki = gtp([gnugo, "--mode", "gtp"] + flags, sgf, komi, limit)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write("%s\n%.0f\n%s\n%s\n" % (res, ms, " ".join(dead), " ".join(seki)))
    os.replace(tmp, path)
    return res, ms, dead, seki
