# Handicap: the fixed placements of the GTP specification's table, free
# placement, and the errors.
1 boardsize 19
2 fixed_handicap 2
#? [D4 Q16]
3 clear_board
4 fixed_handicap 3
#? [D4 Q16 D16]
5 clear_board
6 fixed_handicap 4
#? [D4 Q16 D16 Q4]
7 clear_board
8 fixed_handicap 5
#? [D4 Q16 D16 Q4 K10]
9 clear_board
10 fixed_handicap 6
#? [D4 Q16 D16 Q4 D10 Q10]
11 clear_board
12 fixed_handicap 7
#? [D4 Q16 D16 Q4 D10 Q10 K10]
13 clear_board
14 fixed_handicap 8
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16]
15 clear_board
16 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
17 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
18 fixed_handicap 2
#? [\?board not empty]*
19 undo
#? [\?cannot undo]*
20 clear_board
21 fixed_handicap 10
#? [\?invalid handicap]*
22 fixed_handicap 1
#? [\?invalid handicap]*
23 fixed_handicap two
#? [\?syntax error]*
24 boardsize 13
25 fixed_handicap 5
#? [D4 K10 D10 K4 G7]
26 boardsize 9
27 fixed_handicap 4
#? [C3 G7 C7 G3]
28 play w E5
#? []
29 move_history
#? [white E5]
30 boardsize 7
31 fixed_handicap 4
#? [C3 E5 C5 E3]
32 fixed_handicap 5
#? [\?board not empty]*
33 boardsize 7
34 fixed_handicap 5
#? [\?invalid handicap]*
35 boardsize 6
36 fixed_handicap 2
#? [\?invalid handicap]*
# Free placement: the engine chooses; then it is Black's stones, White to move.
40 boardsize 19
41 place_free_handicap 4
#? [[A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+]
42 place_free_handicap 4
#? [\?board not empty]*
43 clear_board
44 place_free_handicap 1
#? [\?invalid handicap]*
45 place_free_handicap 12
#? [[A-T][0-9]+( [A-T][0-9]+)+]
46 clear_board
47 set_free_handicap D4 Q16 K10
#? []
48 list_stones black
#? [Q16 K10 D4]
49 set_free_handicap A1 B2
#? [\?board not empty]*
50 clear_board
51 set_free_handicap A1 A1
#? [\?bad vertex list]*
52 set_free_handicap A1 Z99
#? [\?bad vertex list]*
53 set_free_handicap A1
#? [\?invalid handicap]*
54 set_free_handicap
#? [\?syntax error]*
55 set_free_handicap A1 pass
#? [\?bad vertex list]*
56 list_stones black
#? []
57 set_free_handicap C3 D4
#? []
58 genmove w
#? [[A-T][0-9]+]
