# genmove: legal, never fills its own eyes, captures, passes when nothing
# useful is left; reg_genmove does not play.
1 boardsize 5
2 tengen-rules chinese,komi=0.5
# Black owns everything but two single-point eyes: A1 and E5.
3 set_free_handicap B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5
4 genmove b
#? [pass]
5 genmove w
#? [pass]
# 23 handicap stones: Chinese rules give White 23 points of compensation.
6 final_score
#? [B\+1\.5]
# A white stone in atari is captured.
10 clear_board
11 play b C3
12 play w C4
13 play b B4
14 play b D4
15 genmove b
#? [C5]
16 list_stones white
#? []
# An own chain in atari escapes.
20 boardsize 9
21 clear_board
22 play w E5
23 play b E4
24 play b D5
25 play b F5
26 genmove w
#? [E6]
# reg_genmove answers a move and leaves the game as it was.
27 reg_genmove b
#? [[A-J][1-9]]
28 move_history
#? [white E6 black F5 .*]
29 genmove x
#? [\?invalid color or coordinate]*
30 genmove
#? [\?syntax error]*
# kgs-genmove_cleanup keeps playing where the opponent's stones stand.
31 kgs-genmove_cleanup b
#? [[A-J][1-9]|pass]
