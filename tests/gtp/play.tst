# Playing moves: coordinates, colours, occupied points, suicide, ko,
# superko, undo, history.
1 boardsize 9
2 clear_board
3 play b D4
#? []
4 play white e5
#? []
5 play B d4
#? [\?illegal move: occupied]*
6 play x D5
#? [\?invalid color or coordinate]*
7 play b Z9
#? [\?invalid color or coordinate]*
8 play b I5
#? [\?invalid color or coordinate]*
9 play b
#? [\?syntax error]*
10 play b pass
#? []
11 move_history
#? [black pass white E5 black D4]
12 undo
#? []
13 undo
#? []
14 undo
#? []
15 undo
#? [\?cannot undo]*
16 list_stones black
#? []
# Suicide: forbidden under Chinese rules, a multi-stone suicide allowed
# under New Zealand rules, any suicide under Tromp-Taylor.
20 tengen-rules chinese
21 clear_board
22 play w A2
23 play w B1
24 play b A1
#? [\?illegal move: suicide]*
25 is_legal b A1
#? [0]
26 is_legal w A1
#? [1]
# A single-stone suicide re-creates the position before it, so even
# Tromp-Taylor, which allows suicide, forbids it by positional superko.
27 tengen-rules tromp-taylor
28 play b A1
#? [\?illegal move: superko]*
29 list_stones black
#? []
30 captures_do_not_matter_here
#? [\?unknown command]*
31 tengen-rules nz
32 clear_board
33 play b A1
34 play w A3
35 play b A2
36 play w B2
37 play w C1
38 play b B1
#? []
39 list_stones black
#? []
40 undo
41 tengen-rules chinese
42 play b B1
#? [\?illegal move: suicide]*
# Simple ko: the immediate retake is illegal; after a ko threat it is legal.
50 tengen-rules japanese
51 clear_board
52 play b D5
53 play b C4
54 play b D3
55 play w E5
56 play w F4
57 play w E3
58 play b E4
59 play w D4
#? []
60 list_stones black
#? [D5 C4 D3]
61 play b E4
#? [\?illegal move: ko]*
62 is_legal b E4
#? [0]
63 play b J9
64 play w J1
65 play b E4
#? []
66 list_stones white
#? [E5 F4 E3 J1]
# gg-undo takes back several moves at once.
67 gg-undo 3
#? []
68 list_stones black
#? [D5 C4 D3]
69 gg-undo 100
#? [\?cannot undo]*
70 all_legal b
#? [.*A9.*]
