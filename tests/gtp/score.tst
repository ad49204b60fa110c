# Scoring: final_score and final_status_list on a finished 5x5 game, under
# area and territory rules; printsgf and loadsgf round trip.
1 boardsize 5
2 tengen-rules chinese,komi=0.5
3 play b C1
4 play w D1
5 play b C2
6 play w D2
7 play b C3
8 play w D3
9 play b C4
10 play w D4
11 play b C5
12 play w D5
13 play b pass
14 play w pass
# Black: 3 columns = 15 points; White: 2 columns = 10 points; komi 0.5.
15 final_score
#? [B\+4\.5]
16 final_status_list dead
#? []
17 final_status_list alive
#? [C5 C4 C3 C2 C1 D5 D4 D3 D2 D1]
18 final_status_list seki
#? []
19 final_status_list nonsense
#? [\?syntax error]*
20 tengen-rules japanese,komi=0.5
21 final_score
#? [B\+4\.5]
22 tengen-score
#? [black: stones 5 territory 10 .* result B\+4\.5]
23 printsgf game.sgf
#? []
24 clear_board
25 loadsgf game.sgf
#? [black]
26 list_stones white
#? [D5 D4 D3 D2 D1]
27 move_history
#? [white pass black pass white D5 .*]
28 loadsgf game.sgf 3
#? [black]
29 list_stones black
#? [C1]
30 list_stones white
#? [D1]
31 loadsgf no-such-file.sgf
#? [\?cannot load file.*]*
32 printsgf
#? [\(;GM\[1\]FF\[4\].*SZ\[5\].*KM\[0\.5\] ?;B\[ce\] ?;W\[de\]\)]
33 boardsize 9
34 fixed_handicap 2
35 play w E5
36 printsgf
#? [\(;GM\[1\]FF\[4\].*HA\[2\].*AB\[gc\]\[cg\]PL\[W\] ;W\[ee\]\)]
37 printsgf handicap.sgf
38 clear_board
39 loadsgf handicap.sgf
#? [black]
40 list_stones black
#? [G7 C3]
41 list_stones white
#? [E5]
# Play goes on after two passes: the game resumes.
42 play b pass
43 play w pass
44 final_score
#? [W\+.*]
45 play b A1
#? []
46 undo
#? []
47 undo
#? []
48 undo
#? []
49 undo
#? []
50 undo
#? [\?cannot undo]*
# A dead stone left on the board: final_status_list and final_score judge it.
60 boardsize 9
61 clear_board
62 komi 0
63 tengen-rules chinese,komi=0
64 play b E1
65 play w F1
66 play b E2
67 play w F2
68 play b E3
69 play w F3
70 play b E4
71 play w F4
72 play b E5
73 play w F5
74 play b E6
75 play w F6
76 play b E7
77 play w F7
78 play b E8
79 play w F8
80 play b E9
81 play w F9
82 play b pass
83 play w B5
84 play b pass
85 play w pass
86 final_status_list dead
#? [B5]
87 final_score
#? [B\+9]
88 tengen-rules japanese,komi=0
89 final_score
#? [B\+10]
90 tengen-rules tromp-taylor
91 final_status_list dead
#? []
92 final_score
#? [W\+28]
