# GTP v2 draft 2 details (GNU Go's doc__gtp*.texi as the reference
# implementation) and parsing cases ported from GoGui's unit tests
# (GtpCommandTest, GtpUtilTest, GtpEngineTest): input -> expected reply.
#
# GoGui GtpCommandTest: "10 boardsize 9  # foo bar" is id 10, command
# boardsize, one argument 9; the comment is not an argument.
10 boardsize 9  # foo bar
#? []
11 query_boardsize
#? [\?unknown command]*
# "play w C1": C1 is column 2, row 0 (bottom left is A1).
12 play w C1
#? []
13 list_stones white
#? [C1]
# GtpUtilTest.isCommand: leading white space, tabs, trailing comments.
   14 protocol_version # comment
#? [2]
15	known_command	name
#? [true]
# GtpEngineTest: known_command name / foobar.
16 known_command foobar
#? [false]
17 known_command
#? [\?syntax error]*
# GtpUtilTest.parsePointString: vertices in any case; PASS and pass.
18 play b b2
#? []
19 play w PASS
#? []
20 play b pass
#? []
21 list_stones black
#? [B2]
# Column I does not exist; off-board and garbage vertices.
22 play b I5
#? [\?invalid color or coordinate]*
23 play b K10
#? [\?invalid color or coordinate]*
24 play b 5E
#? [\?invalid color or coordinate]*
# GtpUtilTest.getTimeSettingsCommand: the four forms GoGui sends.
25 time_settings 60 0 0
#? []
26 time_settings 0 60 10
#? []
27 time_settings 30 60 10
#? []
28 time_settings 0 1 0
#? []
29 time_settings 30 sixty 10
#? [\?syntax error]*
# Commands are case sensitive (GTP 2.2); the id comes back on errors.
30 NAME
#? [\?unknown command]*
31 play b
#? [\?syntax error]*
32 play x E5
#? [\?invalid color or coordinate]*
33 play b C1
#? [\?illegal move.*]*
# komi: any float; non-numeric is a syntax error, and komi survives
# boardsize and clear_board.
34 komi 6.5x
#? [\?syntax error]*
35 komi abc
#? [\?syntax error]*
36 komi -3
#? []
37 boardsize 7
#? []
38 get_komi
#? [-3]
# boardsize clears the board, captures included.
39 play b A1
40 play w A2
41 play w B1
42 showboard
#? [.*captures black 0 white 1]
43 list_stones black
#? []
53 clear_board
54 showboard
#? [.*black to move; captures black 0 white 0]
55 list_stones white
#? []
56 play w D1
57 boardsize 7
58 list_stones white
#? []
59 move_history
#? []
# boardsize out of range / not a number.
60 boardsize 0
#? [\?unacceptable size]*
61 boardsize 26
#? [\?unacceptable size]*
62 boardsize nine
#? [\?syntax error]*
# fixed_handicap: counts 2..max for the size, an empty board only; undo
# does not take the handicap back (it is not a move).
63 fixed_handicap 1
#? [\?invalid handicap]*
64 fixed_handicap 5
#? [\?invalid handicap]*
65 fixed_handicap abc
#? [\?syntax error]*
66 fixed_handicap 4
#? [E5 C3 E3 C5|C3 E5 E3 C5|.*]
67 undo
#? [\?cannot undo]*
68 fixed_handicap 2
#? [\?board not empty]*
69 place_free_handicap 2
#? [\?board not empty]*
70 set_free_handicap A1 B1
#? [\?board not empty]*
71 play w D4
72 undo
#? []
73 list_stones black
#? [C5 E5 C3 E3]
74 clear_board
75 fixed_handicap 9
#? [\?invalid handicap]*
76 boardsize 19
77 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
78 fixed_handicap 10
#? [\?board not empty]*
79 clear_board
80 fixed_handicap 10
#? [\?invalid handicap]*
# loadsgf of a missing file; genmove after a resignation-free end.
81 loadsgf no-such-file.sgf
#? [\?cannot load file.*]*
82 play b pass
83 play w pass
84 final_score
#? [B\+3]
85 genmove b
#? [[A-HJ-T][0-9]+|pass|PASS]
86 reg_genmove x
#? [\?invalid color or coordinate]*
87 genmove
#? [\?syntax error]*
88 undo
#? []
89 undo
#? []
90 undo
#? []
91 undo
#? [\?cannot undo]*
