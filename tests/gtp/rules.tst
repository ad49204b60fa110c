# Rules commands: tengen's own text form, KataGo's names and JSON (the
# answers of KataGo's rules.txt test), kgs-rules.
1 tengen-rules japanese,komi=0.5
#? []
2 tengen-rules
#? [scoring=territory,ko=simple,suicide=forbidden,cycle=3,komi=0\.5,seki=neutral,.*dispute=confirm.*]
3 get_komi
#? [0\.5]
4 komi 6
5 tengen-rules
#? [scoring=territory,.*komi=6,.*]
6 tengen-rules nonsense
#? [\?.*nonsense.*]*
7 tengen-rules
#? [scoring=territory,.*komi=6,.*]
8 kata-set-rules tromp-taylor
9 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
10 kata-set-rules japanese
#? []
11 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
12 kata-set-rules chinese
13 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
14 kgs-rules chinese
15 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
16 kgs-rules new_zealand
17 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
18 get_komi
#? [6]
19 kgs-rules klingon
#? [\?unknown rules]*
20 kata-set-rules aga-button
#? [\?.*hasButton.*]*
21 kata-set-rule ko SITUATIONAL
#? []
22 kata-set-rule ko SPIGHT
#? [\?.*ko.*]*
23 kata-set-rule tax ALL
24 kata-get-rules
#? [.*"tax":"ALL".*]
25 tengen-rules
#? [.*tax=group.*]
26 kata-set-rule whiteHandicapBonus N-1
27 tengen-rules
#? [.*compensation=N-1.*]
28 kata-set-rule nosuchrule 1
#? [\?.*]*
29 kata-set-rules {"hasButton":false,"ko":"POSITIONAL","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0","friendlyPassOk":true}
#? []
30 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
31 kata-set-rules {"ko":"BANANA"}
#? [\?.*BANANA.*]*
32 kata-get-rules
#? [.*"ko":"POSITIONAL".*]
33 kata-set-rules koSITUATIONALscoreAREAtaxNONEsui1whbN
#? []
34 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"N"\}]
35 kata-set-rules wmsg
36 tengen-rules
#? [.*first_pass=1.*komi=6,.*|.*komi=6,.*first_pass=1.*]
37 kgs-rules
#? [\?syntax error]*
38 kata-set-rules
#? [\?syntax error]*
