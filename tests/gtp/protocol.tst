# The protocol itself: ids, administrative commands, board size, komi.
1 protocol_version
#? [2]
2 name
#? [tengen]
3 version
#? [[0-9]+\.[0-9]+\.[0-9]+]
4 known_command play
#? [true]
5 known_command no_such_command
#? [false]
6 known_command kata-set-rules
#? [true]
7 list_commands
#? [.*protocol_version.*final_status_list.*kgs-genmove_cleanup.*tengen-rules.*]
8 no_such_command
#? [\?unknown command]*
9 boardsize 9
#? []
10 boardsize 0
#? [\?unacceptable size]*
11 boardsize 26
#? [\?unacceptable size]*
12 boardsize nine
#? [\?syntax error]*
13 boardsize
#? [\?syntax error]*
14 boardsize 19 13
#? []
15 rectangular_boardsize 7 5
#? []
16 list_stones black
#? []
17 play b G5
#? []
18 play b H5
#? [\?invalid color or coordinate]*
19 rectangular_boardsize 7
#? [\?syntax error]*
20 komi 6.5
#? []
21 get_komi
#? [6\.5]
22 komi -3
#? []
23 get_komi
#? [-3]
24 komi abc
#? [\?syntax error]*
25 komi 7.25
#? []
26 get_komi
#? [7\.5]
27 boardsize 9
#? []
28 get_komi
#? [7\.5]
29 clear_board
#? []
30 play black E5
#? []
31 clear_board
#? []
32 list_stones black
#? []
  33   name   # leading blanks, trailing comment
#? [tengen]
34	protocol_version
#? [2]
35 reg_genmove
#? [\?syntax error]*
36 quit
#? []
37 name
