# Views for GUIs: gogui-analyze_commands and what it lists (kata-analyze,
# whose reply streams, is in analyze.stream: gogui-regress would wait on it).
1 boardsize 5
2 tengen-rules chinese,komi=0.5
3 gogui-analyze_commands
#? [gfx/Territory/tengen-territory plist/Dead stones/final_status_list dead .*string/Score/final_score.*]
4 play b C1
5 play b C2
6 play b C3
7 play b C4
8 play b C5
9 play w D1
10 play w D2
11 play w D3
12 play w D4
13 play w D5
14 tengen-territory
#? [BLACK A5 B5 A4 B4 A3 B3 A2 B2 A1 B1 WHITE E5 E4 E3 E2 E1]
