"""SGF records: reading from a path or bytes, game information, the main
line, writing back, replay with its problems, check, and errors carrying
the library's file, line and column."""
import os

import pytest

import tengen

GAME = b"(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]RE[W+R]PB[Kuro]PW[Shiro]C[a \\] bracket]" \
       b";B[ee];W[cc];B[gg];W[];B[])"


def test_read_bytes_info_and_moves():
    c = tengen.read_sgf(GAME)
    assert len(c) == 1 and c.path is None
    rec = c[0]
    info = rec.info
    assert info["size"] == (9, 9) and info["komi"] == 6.5 and info["rules"] == "Japanese"
    assert info["black"] == "Kuro" and info["result"] == "W+R"
    assert rec.moves == [("B", "E5"), ("W", "C7"), ("B", "G3"), ("W", "pass"), ("B", "pass")]
    assert rec.root["C"] == ["a \\] bracket"]  # raw, escapes kept


def test_write_back_round_trip(tmp_path):
    c = tengen.read_sgf(GAME)
    c[0].set("RE", "B+R")
    p = tmp_path / "out.sgf"
    c.write(str(p))
    again = tengen.read_sgf(p)
    assert again.path == str(p)
    assert again[0].info["result"] == "B+R"
    assert again[0].moves == c[0].moves
    assert again.to_sgf() == c.to_sgf()


def test_replay_refuses_stale_game_information():
    rec = tengen.read_sgf(GAME)[0]
    rp = rec.replay()
    assert rp.recorded == "W+R"
    rec.set("RE", "B+3.5")                 # frees the old RE value the replay pointed at
    with pytest.raises(tengen.Error):
        rp.recorded
    with pytest.raises(tengen.Error):
        rp.info
    assert rec.replay().recorded == "B+3.5"
    assert rp.moves == 5                   # what the replay owns stays readable


def test_replay_and_score():
    rp = tengen.read_sgf(GAME)[0].replay()
    assert rp.moves == 5 and rp.passes == 2 and rp.illegal == 0
    assert rp.rules.preset == "japanese" and rp.rules.komi == 6.5
    g = rp.game
    assert g.history[0] == ("B", "E5") and g.over
    s = rp.score(dead="none")
    assert s.result == "B+R" or s.result.startswith(("B+", "W+"))
    s2 = tengen.score(rp, dead="none")
    assert s2.totals == s.totals


def test_illegal_move_reported_with_where():
    # White's B[ba] captures A5; Black playing back into A5 is suicide.
    bad = b"(;SZ[5];B[aa];W[ab];B[bb];W[ba];B[aa])"
    rp = tengen.read_sgf(bad)[0].replay()
    assert rp.illegal == 1
    ev = rp.events[0]
    assert ev["kind"] == "illegal" and ev["reason"] == "suicide" and ev["move"] == 5
    assert ev["line"] == 1 and ev["column"] > 1
    strict = tengen.read_sgf(bad)[0].replay(tolerant=False)
    assert strict.stopped
    problems = tengen.check(bad)
    assert any(p["kind"] == "illegal" and p["severity"] == "error" and p["move"] == 5 for p in problems)


def test_check_finds_record_issues():
    # Fox komi x100 and a handicap count that the AB stones contradict
    text = b"(;SZ[19]KM[750]HA[2]AB[dd];W[pp])"
    problems = tengen.check(text)
    kinds = {p["kind"] for p in problems}
    assert "komi-scaled" in kinds and "handicap-count" in kinds
    assert all(p["game"] == 1 for p in problems)


def test_sgf_error_has_line_and_column():
    with pytest.raises(tengen.SGFError) as e:
        tengen.read_sgf(b"(;SZ[9]\n;B[ee]\n;W[cc")
    err = e.value
    assert err.line == 3 and err.column >= 1
    assert err.message and str(err).startswith("<bytes>:3:")
    assert isinstance(err, tengen.Error)


def test_missing_file_is_an_error_naming_it(tmp_path):
    p = str(tmp_path / "nope.sgf")
    with pytest.raises(tengen.Error) as e:
        tengen.read_sgf(p)
    assert e.value.file == p and p in str(e.value)


def test_bad_arguments():
    g = tengen.Game(9)
    with pytest.raises(ValueError):
        g.play("Z99")
    with pytest.raises(ValueError):
        g.play((9, 0))
    with pytest.raises(ValueError):
        g.play(82)
    with pytest.raises(TypeError):
        g.play(1.5)
    with pytest.raises(ValueError):
        g.play("D4", "green")
    with pytest.raises(tengen.Error):
        tengen.Game(26)
    with pytest.raises(tengen.RulesError) as e:
        tengen.Game(9, "chinese,komi=abc")
    assert "komi" in str(e.value) and isinstance(e.value, ValueError)
    with pytest.raises(tengen.Error):
        g.undo()
    with pytest.raises(ValueError):
        tengen.score(g, dead="marks")


def test_score_files_matches_single_scoring(shared):
    d = os.path.join(shared, "corpora", "games", "gnugo-regression")
    paths = sorted(os.path.join(d, n) for n in os.listdir(d) if n.endswith(".sgf"))[:40]
    res = tengen.score_files(paths + [os.path.join(d, "missing.sgf")], threads=2)
    assert isinstance(res[-1], tengen.Error) and "missing.sgf" in str(res[-1])
    for p, games in zip(paths, res):
        for rp in games:
            one = tengen.read_sgf(p)[rp.game_number - 1].replay().score()
            assert rp.scored.result == one.result
            assert rp.scored.totals == one.totals
            assert rp.scored.dead == one.dead


def test_gtp_session():
    s = tengen.Gtp(size=9, rules="japanese")
    assert s.send("protocol_version") == "2"
    assert s.send("boardsize 9") == ""
    s.send("play B E5")
    with pytest.raises(tengen.GtpError) as e:
        s.send("play W E5")
    assert "illegal" in str(e.value)
    assert s.raw("1 name") == "=1 tengen\n\n"
    mv = s.send("genmove W")
    assert mv and s.game.move_number == 2
    s.send("quit")
    assert s.quit_requested
