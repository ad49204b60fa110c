# Superko: a retake that is not immediate (White passed in between)
# repeats the position after Black's earlier capture. Positional and
# situational superko forbid it; the Japanese simple ko allows it.
1 boardsize 9
2 tengen-rules chinese
3 play b D5
4 play b C4
5 play b D3
6 play w E5
7 play w F4
8 play w E3
9 play b E4
10 play w D4
11 play w pass
12 play b E4
#? [\?illegal move: superko]*
13 is_legal b E4
#? [0]
14 tengen-rules aga
15 play b E4
#? [\?illegal move: superko]*
16 tengen-rules japanese
17 play b E4
#? []
18 list_stones white
#? [E5 F4 E3]
# The immediate retake is the basic ko under every rule.
19 play w D4
#? [\?illegal move: ko]*
20 tengen-rules tromp-taylor
21 play w D4
#? [\?illegal move: ko]*
