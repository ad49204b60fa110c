# Time commands: accepted, checked for syntax, never change the game.
1 time_settings 300 30 5
#? []
2 time_settings 300 30
#? [\?syntax error]*
3 time_settings a b c
#? [\?syntax error]*
4 time_left b 120 0
#? []
5 time_left x 120 0
#? [\?invalid color or coordinate]*
6 time_left b 120
#? [\?syntax error]*
7 kgs-time_settings none
#? []
8 kgs-time_settings absolute 600
#? []
9 kgs-time_settings byoyomi 600 30 5
#? []
10 kgs-time_settings canadian 600 60 10
#? []
11 kgs-time_settings canadian 600 60
#? [\?syntax error]*
12 kgs-time_settings sundial 1
#? [\?syntax error]*
13 kgs-game_over
#? []
