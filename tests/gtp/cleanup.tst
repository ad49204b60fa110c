# One estimate for final_score, final_status_list and cleanup; and
# kgs-genmove_cleanup under area scoring captures the stone the estimate
# calls dead before it passes. 7x7: Black owns A-D, White E-G, and a white
# stone at B6 is dead inside Black's area.
1 boardsize 7
2 tengen-rules chinese,komi=0.5
3 play b D7
4 play b D6
5 play b D5
6 play b D4
7 play b D3
8 play b D2
9 play b D1
10 play w E7
11 play w E6
12 play w E5
13 play w E4
14 play w E3
15 play w E2
16 play w E1
17 play w B6
18 play b pass
19 play w pass
20 final_status_list dead
#? [B6]
21 final_status_list alive
#? [D7 D6 D5 D4 D3 D2 D1 E7 E6 E5 E4 E3 E2 E1]
22 final_status_list seki
#? []
# Black 28 points (B6 dead, its point Black's), White 21, komi 0.5.
23 final_score
#? [B\+6\.5]
24 tengen-territory
#? [BLACK A7 B7 C7 A6 B6 C6 A5 B5 C5 A4 B4 C4 A3 B3 C3 A2 B2 C2 A1 B1 C1 WHITE F7 G7 F6 G6 F5 G5 F4 G4 F3 G3 F2 G2 F1 G1]
# The dispute: play resumes with cleanup. Black fills B6's liberties
# (never elsewhere: no dame here), White has nothing dead to take.
25 kgs-genmove_cleanup b
#? [A6|C6|B7|B5]
26 kgs-genmove_cleanup w
#? [PASS|pass]
27 kgs-genmove_cleanup b
#? [A6|C6|B7|B5]
28 play w pass
29 kgs-genmove_cleanup b
#? [A6|C6|B7|B5]
30 play w pass
31 kgs-genmove_cleanup b
#? [A6|C6|B7|B5]
32 list_stones white
#? [E7 E6 E5 E4 E3 E2 E1]
33 showboard
#? [.*captures black 1 white 0]
34 play w pass
35 kgs-genmove_cleanup b
#? [PASS|pass]
36 final_status_list dead
#? []
37 final_score
#? [B\+6\.5]
# Under rules without a counting phase (dead=none) nothing is dead, but
# cleanup still takes what the estimate calls dead.
38 clear_board
39 tengen-rules tromp-taylor,komi=0.5
40 play b D7
41 play b D6
42 play b D5
43 play b D4
44 play b D3
45 play b D2
46 play b D1
47 play w E7
48 play w E6
49 play w E5
50 play w E4
51 play w E3
52 play w E2
53 play w E1
54 play w B6
55 final_status_list dead
#? []
56 final_status_list alive
#? [D7 D6 D5 D4 D3 D2 D1 E7 E6 E5 E4 E3 E2 E1 B6]
# As it stands: Black 7 stones + nothing else, White 7 + 14 + B6 = 22.
57 final_score
#? [W\+15\.5]
58 kgs-genmove_cleanup b
#? [A6|C6|B7|B5]
