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
# One name is one ruleset on every input: `chinese` is tengen's chinese
# preset (positional superko) here as under --rules and RU, where KataGo's
# own `chinese` means simple ko (docs/rules.md, "KataGo's names").
12 kata-set-rules chinese
13 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
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
# New Zealand under every name: kata-set-rules nz, kgs-rules new_zealand and
# tengen-rules new-zealand are the nz preset (ko=nz, reported SITUATIONAL).
39 kata-set-rules nz
40 tengen-rules
#? [scoring=area,ko=nz,suicide=multi,.*]
41 kgs-rules new_zealand
42 tengen-rules
#? [scoring=area,ko=nz,suicide=multi,.*]
56 tengen-rules new-zealand,komi=0x10
#? [\?.*0x10.*]*
43 tengen-rules new-zealand
44 kata-get-rules
#? [.*"ko":"SITUATIONAL".*"suicide":true.*]
45 kata-set-rules tt
46 tengen-rules
#? [scoring=area,ko=positional,suicide=allowed,.*dead=none.*]
47 kata-set-rules ing
48 tengen-rules
#? [scoring=area,ko=ing,suicide=multi,.*ties=black.*]
# Numbers are strict (regression: komi nan was undefined behaviour).
49 komi nan
#? [\?.*]*
53 komi inf
#? [\?.*]*
54 komi 7.5
#? []
55 get_komi
#? [7\.5]
