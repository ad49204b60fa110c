# printsgf builds the record with the SGF module: the start position on
# the root, one node per move, passes as B[] / W[], mid-game setups
# (AB/AW/AE with PL) on the node where they happened; written to a file
# it reads back to the same game. midgame_setup.sgf is a fixture (run_tst.sh
# copies tests/gtp/*.sgf into the scratch directory).
1 loadsgf midgame_setup.sgf
#? [black]
2 list_stones black
#? [E5 G3 G2]
3 list_stones white
#? [D6]
4 printsgf
#? [\(;GM\[1\]FF\[4\]CA\[UTF-8\]AP\[tengen:[^]]*\]SZ\[9\]RU\[chinese\]KM\[7\.5\] ?;B\[ee\] ?;W\[cc\] ?;AE\[cc\]AB\[gg\]\[gh\]PL\[W\] ?;W\[dd\]\)]
5 play b pass
6 printsgf
#? [.*;W\[dd\] ?;B\[\]\)]
7 printsgf again.sgf
#? []
8 clear_board
9 loadsgf again.sgf
#? [white]
10 list_stones black
#? [E5 G3 G2]
11 move_history
#? [black pass white D6 white C7 black E5]
# Undo takes back the pass, the move, then the setup itself.
12 gg-undo 3
#? []
13 list_stones black
#? [E5]
14 list_stones white
#? [C7]
15 printsgf
#? [.*KM\[7\.5\] ?;B\[ee\] ?;W\[cc\]\)]
# Handicap is the start position: HA and AB on the root, White first.
16 boardsize 9
17 fixed_handicap 2
#? [C3 G7]
18 play w E5
19 printsgf
#? [.*SZ\[9\]RU\[chinese\]KM\[7\.5\]HA\[2\]AB\[gc\]\[cg\]PL\[W\] ?;W\[ee\]\)]
# Captures are never folded into komi: KM stays as set.
20 komi 0.5
21 printsgf
#? [.*KM\[0\.5\]HA\[2\].*]
# A rules change away from the preset goes into the root comment.
22 kata-set-rule ko SIMPLE
23 printsgf
#? [.*RU\[chinese\]KM\[0\.5\]HA\[2\]C\[tengen rules: .*ko=simple.*\].*]
24 printsgf /nonexistent-dir/x.sgf
#? [\?cannot write file]*
