"""Rules, Game and the numpy views of a board: legality with the reason,
ko and superko, undo, history, the result."""
import os
import numpy as np
import pytest

import tengen


def test_rules_text_and_parameters():
    r = tengen.Rules("japanese,komi=6.5")
    assert r.preset == "japanese"
    assert r.komi == 6.5
    assert r["scoring"] == "territory"
    assert tengen.Rules(str(r)) == r
    assert r.with_(komi=0.5).komi == 0.5
    assert r.with_(ko="positional")["ko"] == "positional"
    assert "chinese" in tengen.presets()
    assert set(r.to_dict()) == set(r.keys())
    with pytest.raises(KeyError):
        r["nonsense"]


def test_play_history_and_stones_view():
    g = tengen.Game(9, "chinese")
    stones = g.stones
    assert stones.shape == (9, 9) and stones.dtype == np.uint8
    assert not stones.flags.writeable
    g.play("E5")
    g.play((0, 0))           # row 0 is the top: A9
    g.play(8 * 9 + 8)        # row 8, column 8: J1
    # the same array sees every move: a view of the board, not a copy
    assert stones[4, 4] == 1 and stones[0, 0] == 2 and stones[8, 8] == 1
    assert g.history == [("B", "E5"), ("W", "A9"), ("B", "J1")]
    assert g.to_move == "W" and g.move_number == 3
    g.undo()
    assert stones[8, 8] == 0 and g.history == [("B", "E5"), ("W", "A9")]


def test_illegal_moves_say_why():
    g = tengen.Game(9)
    g.play("E5")
    assert not g.is_legal("E5")
    assert g.why_illegal("E5") == "occupied"
    with pytest.raises(tengen.IllegalMoveError) as e:
        g.play("E5")
    assert e.value.reason == "occupied"
    assert "E5" in str(e.value)
    assert g.move_number == 1  # nothing changed


def test_suicide_depends_on_the_rules():
    g = tengen.Game(3, "chinese")
    for m in ["A2", "pass", "B1"]:
        g.play(m)
    assert g.why_illegal("A1", "W") == "suicide"
    assert g.is_legal("A1", "B")
    nz = tengen.Game(3, "nz")   # suicide of one stone is still forbidden under NZ rules
    for m in ["A2", "pass", "B1"]:
        nz.play(m)
    assert nz.why_illegal("A1", "W") == "suicide"


def test_ko_recapture_is_illegal_and_says_after_which_move():
    g = tengen.Game(5, "chinese")
    for m in ["B3", "C3", "A2", "D2", "B1", "C1", "pass", "B2", "C2"]:
        g.play(m)
    # Black C2 captured White B2; White retaking at B2 repeats the position
    # after move 8 (before Black's capture).
    assert g.stones[3, 1] == 0
    assert g.why_illegal("B2") in ("ko", "superko")
    with pytest.raises(tengen.IllegalMoveError) as e:
        g.play("B2")
    assert e.value.repeats_move == 8


def test_legal_moves_match_mask():
    g = tengen.Game(7, "chinese")
    rng = np.random.default_rng(3)
    for _ in range(40):
        mask = g.legal_mask()
        moves = g.legal_moves()
        assert moves[-1] == "pass"
        assert len(moves) - 1 == int(mask.sum())
        pts = np.argwhere(mask)
        if len(pts) == 0:
            break
        r, c = pts[rng.integers(len(pts))]
        g.play((int(r), int(c)))


def test_end_and_result():
    g = tengen.Game(9, "tromp-taylor,komi=7.5")
    g.play("E5")
    assert g.result is None and not g.over
    g.pass_()
    g.pass_()
    assert g.over and g.state == "passes"
    assert g.result == "B+73.5"  # 81 points for Black minus komi
    g2 = tengen.Game(9)
    g2.resign("W")
    assert g2.result == "B+R"
    g3 = g.copy()
    g3.undo()
    assert not g3.over and g.over


def test_rectangular_board_and_sgf_text():
    g = tengen.Game((9, 5), "japanese")
    assert (g.width, g.height) == (9, 5) and g.stones.shape == (5, 9)
    g.play("A1")
    text = g.to_sgf()
    assert "SZ[9:5]" in text and ";B[ae]" in text
    rec = tengen.read_sgf(text.encode())[0]
    assert rec.moves == [("B", "A1")]


def test_score_board_array_and_diagram():
    board = np.zeros((5, 5), np.uint8)
    board[:, 2] = 1                     # a black wall down the middle
    board[:, 3] = 2                     # and a white one beside it
    s = tengen.score(board, "tromp-taylor,komi=0")
    assert (s.black, s.white) == (15, 10) and s.result == "B+5"
    assert tengen.POINT_KINDS[s.kind[0, 0]] == "territory" and s.owner[0, 0] == 1
    assert s.ownership[0, 4] == -1
    d = tengen.score("""
        . X O .
        . X O .
        . X O .
        . X O .""", "chinese,komi=0")
    assert d.result == "B+0" or d.result == "0"


def test_score_dead_list_and_estimate():
    g = tengen.Game(9, "japanese,komi=0")
    for m in ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9"]:
        g.play(m, "B")
    for m in ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"]:
        g.play(m, "W")
    g.play("A5", "W")                        # a lone white stone in Black's area
    s_none = g.score(dead="none")
    s_list = g.score(dead=["A5"])
    assert s_list.dead == ["A5"] and s_list.totals["dead"] == [0, 1]
    assert s_list.margin > s_none.margin
    assert tengen.POINT_KINDS[s_list.kind[4, 0]] == "dead"
    e = g.estimate()
    assert e.dead == ["A5"]
    assert e.ownership.shape == (9, 9) and e.ownership[4, 0] > 0 and e.ownership[4, 8] < 0
    s_auto = tengen.score(g)
    assert s_auto.dead_source == "estimate" and s_auto.dead == ["A5"]
    assert s_auto.result == s_list.result


def test_life_reasons_name_every_reason(shared):
    """Estimate.reason indexes tengen.LIFE_REASONS for every verdict: the
    search's and the eye shapes' (GNU Go's scoring cases have both) and
    the ko rule's (a bent four in the corner as a game ends in it, the
    attacker's stones inside: White's A3 dead whoever moves)."""
    names = set()
    d = os.path.join(shared, "corpora", "edge", "gnugo")
    for f in sorted(os.listdir(d)):
        if f.endswith(".sgf"):
            r = tengen.replay(os.path.join(d, f))[0]
            e = r.game.estimate(r.rules)
            names |= {tengen.LIFE_REASONS[r] for r in np.unique(e.reason)}
    assert {"search", "shape"} <= names
    corner = """
        . . . . . . .
        . . . . . . .
        X X X X X X .
        . . X X X X .
        O O . X X X .
        . O O O O X .
        X X X . O X ."""
    for to_move in ("B", "W"):
        e = tengen.estimate(corner, "japanese,komi=0", to_move=to_move)
        assert tengen.LIFE_REASONS[e.reason[4, 0]] == "ko-rule"
        assert "A3" in e.dead and "A1" not in e.dead
    assert len(set(tengen.LIFE_REASONS)) == len(tengen.LIFE_REASONS)


def test_life_reason_reading_turn():
    """A verdict of step 8 that follows who moves first is named
    "reading-turn" (bench/shapes_gen.py's corner box 2072, Black to move:
    Black's E3 takes White's E4, which White's E3 would save; Black's A2
    dies whoever moves first, "reading")."""
    rows = ["O O O O O O O O O O O O O O O O O O O"] * 19
    for y, row in {1: "O O O O O O O O O O O O O O O O . O O", 4: "O O O O O O O O O O O O O O O O . O O",
                   7: "O O O O O O O O O O O O O O O O . O O", 9: "O O O O O O O O O O O O O . O O O O O",
                   10: "O O O O O O O O O O O O O O O O . O O", 12: "X X X X X X X X X X X X X X X X X X X",
                   13: "X X X X X X X X X X X X X X X X X X X", 14: "X X X X X X X X X X X X X X X X . X X",
                   15: ". O O X O X X X X X X X X X X X X X X", 16: ". O O O . X X X X X X X X X X X X X X",
                   17: "X O . O O X X . X X . X X . X X . X X", 18: ". . O O O X X X X X X X X X X X X X X"}.items():
        rows[y] = row
    e = tengen.estimate("\n".join(rows), "chinese", to_move="B")
    assert "A2" in e.dead and "E4" in e.dead
    assert tengen.LIFE_REASONS[e.reason[15, 4]] == "reading-turn"
    assert tengen.LIFE_REASONS[e.reason[17, 0]] == "reading"


def test_unfinished_game_predicted(shared):
    """Before the end of a game the estimate predicts: a chain of an area
    the game has not closed that its owner could not save even moving
    first is dead; at the end it is left standing. Tygem 877696818 cut
    twenty moves before its last move: Black's K4 (test_status.c,
    test_open_area_unfinished_tygem). A record has ended when its last
    two moves are passes or its RE is a count, a Game when its last two
    moves are passes; score()'s finished= overrides either."""
    path = os.path.join(shared, "corpora", "games", "tygem-9d-2016", "tygem-877696818.sgf")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    end = len(text)
    for _ in range(20):
        end = text.rindex(";", 0, end)
    cut = text[:end] + ")"
    counted = tengen.replay(cut.encode())[0]
    assert counted.finished and counted.recorded == "W+2.5"
    k4 = (19 - 4, 9)                        # row from the top, column
    dead = tengen.POINT_KINDS.index("dead")
    assert counted.score().kind[k4] != dead
    start = cut.index("RE[")
    no_result = tengen.replay((cut[:start] + cut[cut.index("]", start) + 1:]).encode())[0]
    assert not no_result.finished and no_result.recorded is None
    assert no_result.score().kind[k4] == dead
    g = counted.game
    assert "K4" in tengen.estimate(g, finished=False).dead       # every dead stone
    assert "K4" not in g.estimate().dead
    # score() takes the same choice: auto follows the record or the game,
    # True and False override it, anything else is refused.
    assert counted.score(finished=False).kind[k4] == dead
    assert no_result.score(finished=True).kind[k4] != dead
    assert tengen.score(no_result, finished=True).kind[k4] != dead
    assert g.score().kind[k4] == dead                        # no two passes yet
    assert g.score(finished=True).kind[k4] != dead
    assert tengen.score(g.stones, finished=False).kind[k4] == dead
    assert tengen.score(g.stones).kind[k4] != dead           # a bare board ends
    g.pass_()
    g.pass_()
    assert g.score(finished=None).kind[k4] != dead
    with pytest.raises(TypeError):
        g.score(finished="no")
