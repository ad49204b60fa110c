#!/usr/bin/env bash
# records.sh — `tengen check` and `tengen score` on real records: the
# littlego illegal-move files give the right move number and reason; exit
# codes 0/1/2/3; paths on stdin; JSON lines parse (node) and carry the
# documented fields; every verified GNU Go regression game gets its
# recorded result under the counting index.csv names; the SVG is written
# whole. Prints the agreement rate with RE over all counted games.
# usage: bash tests/records.sh path/to/tengen   (env TG_SHARED: ../shared)
set -u
T=${1:?usage: records.sh path/to/tengen}
case $T in /*) ;; *) T=$PWD/$T ;; esac # some cases run in another directory
S=${TG_SHARED:-../shared}
C=$S/corpora
L=$C/sgf/littlego
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAILED: $*" >&2; }
expect() { # expect NAME WANT GOT
  if [ "$2" = "$3" ]; then ok; else bad "$1: want [$2] got [$3]"; fi
}
has() { # has NAME NEEDLE HAYSTACK
  case "$3" in *"$2"*) ok ;; *) bad "$1: [$2] not in [$3]" ;; esac
}

# ---- the options check and score share: a bad -j is bad usage, named
for cmd in check score; do
  out=$("$T" $cmd -j abc "$L/sgf__Illegal_games__suicide.sgf" 2>&1); rc=$?
  expect "$cmd -j abc rc" 2 $rc
  has "$cmd -j abc message" "-j takes a number of threads from 1 to 1024, not 'abc'" "$out"
  out=$("$T" $cmd -q -j 2 "$L/sgf__Illegal_games__suicide.sgf" 2>&1); rc=$?
  expect "$cmd -q -j 2 rc" 1 $rc
done

# ---- results that cannot be written (a full disk): a clear error and
# exit 3, one job (written in the calling thread) or two (the printer)
if [ -w /dev/full ]; then
  for cmd in check score; do
    for j in 1 2; do
      out=$("$T" $cmd --json -j $j --no-progress "$L/sgf__Illegal_games__suicide.sgf" "$L/sgf__Illegal_games__suicide.sgf" 2>&1 >/dev/full); rc=$?
      expect "$cmd -j $j to a full disk rc" 3 $rc
      has "$cmd -j $j to a full disk message" "could not all be written to standard output" "$out"
    done
  done
fi

# ---- illegal-move files: move number and reason
out=$("$T" check "$L/sgf__Illegal_games__suicide.sgf"); rc=$?
expect "suicide rc" 1 $rc
has "suicide" "move 4 W A19: illegal: suicide" "$out"
out=$("$T" check --rules chinese "$L/sgf__Illegal_games__positional-superko.sgf"); rc=$?
expect "positional rc" 1 $rc
has "positional" "move 23 B E5: illegal: superko (repeats the position after move 20)" "$out"
out=$("$T" check --rules aga "$L/sgf__Illegal_games__situational-superko.sgf"); rc=$?
expect "situational rc" 1 $rc
has "situational" "move 24 W B9: illegal: superko (repeats the position after move 20)" "$out"
# the same record is legal under a simple ko rule (RU absent: japanese)
"$T" check -q "$L/sgf__Illegal_games__situational-superko.sgf" >/dev/null
expect "situational under japanese" 0 $?
out=$("$T" check "$L/sgf__Illegal_games__illegal-move.sgf"); rc=$?
expect "occupied rc" 1 $rc
has "occupied" "move 16 W H6: illegal: occupied" "$out"

# ---- tolerant replay: every event, carrying on
out=$("$T" check --tolerant "$L/sgf__9x9__non-alternating-play.sgf")
has "out of turn" "move 45 W G5: illegal: out of turn" "$out"
has "out of turn played" "(played anyway)" "$out"
out=$("$T" check --tolerant "$L/sgf__9x9__5-passes.sgf")
expect "third passes" 3 "$(grep -c 'after the end of the game (skipped)' <<<"$out")"
out=$("$T" check --json --tolerant --rules chinese "$L/sgf__Illegal_games__positional-superko.sgf")
has "tolerant json superko" '"reason":"superko"' "$out"
has "tolerant json played" '"played":true' "$out"

# ---- check --validate: one small record per kind of issue, written here.
# Each case: file name, record, the exact line expected (FILE:LINE:COL:
# severity: kind: message), the exit status (1 with an error, 0 notes only).
vcase() { # vcase NAME 'SGF' 'LINE' RC
  printf '%s\n' "$2" >"$TMP/$1.sgf"
  local got rc
  got=$(cd "$TMP" && "$T" check --validate "$1.sgf" 2>&1); rc=$?
  has "validate $1" "$3" "$got"
  expect "validate $1 rc" "$4" "$rc"
}
J='RU[Japanese]'
vcase illegal "(;SZ[3]RU[Chinese];B[ba];W[];B[ab];W[aa])" \
  'illegal.sgf:1:35: error: illegal: move 4 W A3: suicide (played anyway)' 1
vcase out-of-turn "(;SZ[9]$J;B[cc];B[dd])" \
  'out-of-turn.sgf:1:26: error: out-of-turn: move 2 B D6: the same player moved twice in a row' 1
vcase first-white "(;SZ[9]$J;W[cc])" \
  'first-white.sgf:1:20: error: out-of-turn: move 1 W C7: White moves first, but no PL or setup' 1
vcase after-end "(;SZ[9]$J;B[];W[];B[])" \
  'after-end.sgf:1:28: error: after-end: move 3 B pass: after the end of the game (skipped)' 1
vcase bad-setup "(;SZ[3]${J}AB[ba][ab]AW[aa];W[cc])" \
  'bad-setup.sgf:1:2: error: bad-setup: setup leaves a chain without liberty' 1
vcase setup "(;SZ[9]$J;B[aa];W[bb];AB[cc];W[dd])" \
  'setup.sgf:1:32: note: setup: setup after move 2: a new history starts' 0
vcase setup-trailing "(;SZ[9]$J;B[aa];AB[bb])" \
  'setup-trailing.sgf:1:26: note: setup: setup after move 1, the last move: AB/AW ignored' 0
vcase setup-pl "(;SZ[9]$J;B[aa];PL[B])" \
  'setup-pl.sgf:1:26: note: setup: PL[B] after move 1 gives Black the move out of turn' 0
vcase resumed "(;SZ[9]$J;B[];W[];B[cc])" \
  'resumed.sgf:1:28: note: resumed: move 3: play resumed after two passes' 0
vcase pl-mismatch "(;SZ[9]${J}PL[W];B[cc])" \
  'pl-mismatch.sgf:1:25: error: pl-mismatch: move 1 B C7: PL says White is to move' 1
vcase handicap-count "(;SZ[19]${J}HA[3]AB[dd][pp];W[cc])" \
  'handicap-count.sgf:1:2: error: handicap-count: HA[3] but 2 black stones are set up before the first move' 1
vcase handicap-placement "(;SZ[19]${J}HA[2]AB[dd][cc];W[pp])" \
  'handicap-placement.sgf:1:2: note: handicap-placement: 2 of the 2 handicap stones are not on the fixed handicap points, which japanese rules prescribe' 0
# the same stones under free placement: nothing to say
printf '%s\n' "(;SZ[19]RU[Chinese]HA[2]AB[dd][cc];W[pp])" >"$TMP/free.sgf"
expect "validate free placement" "" "$("$T" check --validate -q "$TMP/free.sgf")"
vcase handicap-one "(;SZ[9]${J}HA[1];B[cc])" \
  'handicap-one.sgf:1:2: note: handicap-one: HA[1]: an even game with no handicap stones' 0
vcase handicap-bad "(;SZ[9]${J}HA[two];B[cc])" \
  'handicap-bad.sgf:1:2: error: handicap-bad: HA[two] is not a handicap; ignored' 1
vcase komi-scaled "(;SZ[19]RU[Chinese]KM[750];B[dd])" \
  'komi-scaled.sgf:1:2: error: komi-scaled: KM[750] read as komi / 100 (Fox style)' 1
vcase komi-ko "(;SZ[19]RU[Chinese]KO[7.5];B[dd])" \
  'komi-ko.sgf:1:2: error: komi-ko: KO[7.5] read as komi (KO is not komi in FF[4])' 1
vcase komi-bad "(;SZ[19]RU[Chinese]KM[seven];B[dd])" \
  'komi-bad.sgf:1:2: error: komi-bad: komi seven is not a number; ignored' 1
vcase unknown-rules "(;SZ[9]RU[Fantasy];B[cc])" \
  'unknown-rules.sgf:1:2: note: unknown-rules: RU[Fantasy] names no known ruleset; japanese rules assumed' 0
vcase no-rules "(;SZ[9];B[cc])" \
  'no-rules.sgf:1:2: note: unknown-rules: no RU: japanese rules assumed' 0
vcase bad-result "(;SZ[9]${J}RE[Black wins];B[cc])" \
  'bad-result.sgf:1:2: error: bad-result: RE[Black wins] is not a result' 1
vcase bad-margin "(;SZ[9]${J}RE[B+0.2];B[cc])" \
  'bad-margin.sgf:1:2: error: bad-result: RE[B+0.2]: the margin is neither R, T, F nor a number' 1
vcase result-ending "(;SZ[9]${J}RE[B+R];B[cc];W[];B[])" \
  'result-ending.sgf:1:2: note: result-ending: RE[B+R] says Black won by resignation, but the record ends with two passes' 0
vcase result-komi "(;SZ[9]${J}KM[0]RE[W+0.5];B[cc])" \
  'result-komi.sgf:1:2: note: result-komi: RE[W+0.5] has a half point and komi 0 has none: every count is a whole number of points, so the result was counted with another komi' 0
vcase result-komi-whole "(;SZ[9]${J}KM[6.5]RE[B+3];B[cc])" \
  'result-komi-whole.sgf:1:2: note: result-komi: RE[B+3] has no half point and komi 6.5 has one: every count is a whole number of points, so the result was counted with another komi' 0
# a negative komi with a half point and a margin with one agree
printf '%s\n' "(;SZ[9]${J}KM[-6.5]RE[B+3.5];B[cc])" >"$TMP/komi-negative.sgf"
expect "validate negative komi" "" "$("$T" check --validate -q "$TMP/komi-negative.sgf")"
# score says it beside a result that differs
out=$("$T" score "$TMP/result-komi.sgf")
has "score: result-komi" "DIFFERS (RE and the komi disagree on the half point: counted with another komi)" "$out"
vcase sgf-warning "(;SZ[9]${J}C[a]C[b];B[cc])" \
  'sgf-warning.sgf:1:24: note: sgf-warning: property C appears twice in one node; values merged' 0
vcase misplaced-root "(;SZ[9]$J;B[cc];SZ[19]W[dd])" \
  'misplaced-root.sgf:1:26: error: misplaced-root: SZ belongs in the root node; here it is ignored' 1
vcase info-not-root "(;SZ[9]$J;B[cc];KM[6.5]W[dd])" \
  'info-not-root.sgf:1:26: note: info-not-root: KM outside the root' 0
vcase mixed-node "(;SZ[9]$J;B[cc];AB[ee]W[dd])" \
  'mixed-node.sgf:1:26: note: mixed-node: setup and a move in one node' 0
# a clean record says ok; every illegal move is reported, not only the first
vcase clean "(;SZ[9]${J}KM[6.5]RE[W+R];B[cc];W[dd])" 'clean.sgf: ok (japanese, 9x9, 2 moves)' 0
printf '%s\n' "(;SZ[3]RU[Chinese];B[ba];W[];B[ab];W[aa];B[];W[aa])" >"$TMP/two.sgf"
expect "validate: both suicides" 2 "$("$T" check --validate "$TMP/two.sgf" | grep -c 'error: illegal: move [46] W A3: suicide')"
# issues in JSON, with the documented fields; the summary counts them
"$T" check --validate --json "$TMP/illegal.sgf" "$TMP/setup.sgf" "$TMP/komi-scaled.sgf" >"$TMP/val.json"
node -e '
  const ls = require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean).map(JSON.parse);
  const g = ls[0], s = ls[ls.length - 1];
  const i = g.issues[0], ok =
    g.valid === false && g.errors === 1 && g.notes === 0 && g.issues.length === 1 &&
    i.kind === "illegal" && i.severity === "error" && i.move === 4 && i.line === 1 &&
    i.column === 35 && /suicide/.test(i.message);
  const k = ls[2].issues.find(x => x.kind === "komi-scaled");
  const ok2 = ls[1].valid === true && k && k.move === null && s.summary && s.invalid_games === 2 &&
    s.errors === 2 && s.notes === 1;
  process.exit(ok && ok2 ? 0 : 1);' <"$TMP/val.json" && ok || bad "validate JSON: $(cat "$TMP/val.json")"
# corpus files that have these problems
out=$("$T" check --validate "$C/sgf/katago/cpp__tests__data__foxlike.sgf")
has "foxlike: Fox komi x50" ':1:2: error: komi-scaled: KM[325] read as komi / 50 (Fox style)' "$out"
has "foxlike: the reader's warning, with its column" ':1:158: note: sgf-warning: property AP appears twice' "$out"
out=$("$T" check --validate "$L/sgf__Illegal_games__not-enough-handicap-stones.sgf")
has "littlego: not enough handicap stones" 'error: handicap-count: HA[3] but 0 black stones' "$out"
out=$("$T" check --validate "$L/sgf__Illegal_games__illegal-setup.sgf")
has "littlego: illegal setup" 'error: bad-setup' "$out"
out=$("$T" check --validate "$L/sgf__Illegal_games__setup-after-first-move.sgf")
has "littlego: setup after the first move" 'note: setup: setup after move 1, the last move' "$out"
out=$("$T" check --validate "$L/sgf__Illegal_games__setup-player-after-first-move.sgf")
has "littlego: PL after the first move" 'note: setup: PL[B] after move 1' "$out"
out=$("$T" check --validate "$L/sgf__Illegal_games__setup-before-handicap-setup.sgf")
has "littlego: HA outside the root" 'note: info-not-root: HA outside the root' "$out"
out=$("$T" check --validate "$L/sgf__Illegal_games__illegal-move.sgf")
has "littlego: occupied, then out of turn" 'error: illegal: move 16 W H6: occupied (skipped)' "$out"
has "littlego: ...and carries on" 'error: out-of-turn: move 17 B E3' "$out"
out=$("$T" check --validate --rules chinese "$L/sgf__Illegal_games__positional-superko.sgf")
has "littlego: superko under declared rules" 'error: illegal: move 23 B E5: superko (repeats the position after move 20)' "$out"
out=$("$T" check --validate "$L/sgf__9x9__setup-variations.sgf")
has "littlego: HA against AB after AE" 'error: handicap-count: HA[3] but 4 black stones' "$out"
has "littlego: PL against the first move" 'error: pl-mismatch: move 1 B H9: PL says White is to move' "$out"

# ---- one message convention: game N of a collection is named after the
# position (was FILE#N), read errors carry FILE:LINE:COL too
out=$("$T" check --validate "$L/sgf__Illegal_games__encoding-multiple.sgf")
has "collection: game 2 after the position" "sgf__Illegal_games__encoding-multiple.sgf:2:2: note: game 2: unknown-rules: no RU" "$out"
printf '%s\n' "(;SZ[9];B[cc])(;SZ[9];B[dd]W)" >"$TMP/coll-bad.sgf"
out=$("$T" check "$TMP/coll-bad.sgf" 2>&1)
has "read error: FILE:LINE:COL: error:" "coll-bad.sgf:1:" "$out"
has "read error: the severity" ": error: " "$out"

# ---- exit codes
"$T" check -q examples/demo.sgf >/dev/null; expect "legal rc" 0 $?
"$T" check "$TMP/missing.sgf" >/dev/null 2>&1; expect "missing rc" 3 $?
"$T" check "$L/sgf__Illegal_games__not-an-sgf-file.sgf" >/dev/null 2>&1; expect "not sgf rc" 3 $?
"$T" check --bogus x.sgf >/dev/null 2>&1; expect "bad option rc" 2 $?
"$T" check --rules nonsense x.sgf >/dev/null 2>&1; expect "bad rules rc" 2 $?
"$T" check "$L" >/dev/null 2>&1; expect "dir without -r rc" 2 $?
"$T" check examples/demo.sgf "$TMP/missing.sgf" "$L/sgf__Illegal_games__suicide.sgf" >/dev/null 2>&1
expect "unreadable wins rc" 3 $?
"$T" score examples/demo.sgf >/dev/null; expect "score agrees rc" 0 $?

# ---- names on standard input (--files-from -), stable order whatever -j
printf '%s\n' "$L/sgf__Illegal_games__suicide.sgf" examples/demo.sgf | "$T" check --files-from - >"$TMP/stdin.txt" 2>/dev/null
expect "files-from stdin rc" 1 $?
expect "files-from stdin lines" 2 "$(wc -l <"$TMP/stdin.txt")"
printf '%s\n' examples/demo.sgf >"$TMP/names.txt"
"$T" check --files-from "$TMP/names.txt" "$L/sgf__Illegal_games__suicide.sgf" >"$TMP/ff.txt" 2>/dev/null
expect "files-from FILE plus an argument rc" 1 $?
expect "files-from FILE plus an argument lines" 2 "$(wc -l <"$TMP/ff.txt")"
"$T" check --files-from "$TMP/no-such-list" >/dev/null 2>&1; expect "files-from missing list rc" 2 $?
# '-' is one SGF record on standard input, as every filter reads it
out=$("$T" score - <examples/demo.sgf); rc=$?
expect "score - rc" 0 $rc
expect "score - reads the record" "-: W+29.5 (japanese, komi 6.5, dead marks: 3) recorded W+29.5 agrees" "$out"
out=$("$T" check - <"$L/sgf__Illegal_games__suicide.sgf"); rc=$?
expect "check - rc" 1 $rc
has "check - names stdin -" "-:3:17: error: move 4 W A19: illegal: suicide" "$out"
out=$(printf 'x\n' | "$T" check --files-from - - 2>&1); rc=$?
expect "stdin twice rc" 2 $rc
has "stdin twice message" "standard input can be read only once" "$out"
"$T" check -j 1 -r "$L" >"$TMP/j1.txt" 2>/dev/null
"$T" check -j 8 -r "$L" >"$TMP/j8.txt" 2>/dev/null
if cmp -s "$TMP/j1.txt" "$TMP/j8.txt"; then ok; else bad "-j 1 and -j 8 differ"; fi

# ---- JSON lines
json_ok() { # every line parses and has the fields named in $2
  node -e '
    const fields = process.argv[1].split(",");
    const lines = require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean);
    let bad = 0;
    for (const l of lines) {
      let o; try { o = JSON.parse(l); } catch (e) { console.error("not JSON: " + l); bad++; continue; }
      if (o.summary || o.status === "unreadable") continue;
      for (const f of fields) if (!(f in o)) { console.error("no field " + f + ": " + l.slice(0, 120)); bad++; }
    }
    process.exit(bad ? 1 : 0);' "$2" <"$1"
}
"$T" check --json --tolerant -r "$L" >"$TMP/check.json" 2>/dev/null
json_ok "$TMP/check.json" file,game,size,ru,rules,rules_known,komi,handicap,moves,passes,setups,ended,status,illegal,stopped,first_illegal,events \
  && ok || bad "check JSON"
"$T" score --json --rules all -r "$L" >"$TMP/score.json" 2>/dev/null
json_ok "$TMP/score.json" file,game,rules,komi,moves,illegal,events,dead_source,dead,recorded,result,agree,counted,score,presets \
  && ok || bad "score JSON"
expect "unreadable JSON (not-an-sgf, sgfc test.sgf)" 2 "$(grep -c '"status":"unreadable"' "$TMP/check.json")"
expect "summary JSON" 1 "$(grep -c '"summary":true' "$TMP/score.json")"

# ---- score --rules all: one line per preset
out=$("$T" score --rules all examples/demo.sgf)
expect "presets" "$("$T" rules | tail -n +2 | wc -l)" "$(grep -c '^  [a-z]' <<<"$out" | awk '{print $1-1}')"
has "demo result" "W+29.5" "$out"

# ---- --dead LIST, none
out=$("$T" score --dead none examples/demo.sgf)
has "dead none" "dead none: 0" "$out"
out=$("$T" score --dead B7,F3 examples/demo.sgf)
has "dead list" "W+29.5 (japanese, komi 6.5, dead list: 3)" "$out"
# --dead with something that is no list of points is bad usage (2), said
# before any record is read; a point off the record's board too
out=$("$T" score --dead foo examples/demo.sgf 2>&1); rc=$?
expect "--dead foo rc" 2 $rc
has "--dead foo message" "--dead takes auto, marks, none, estimate or a list of GTP points" "$out"
"$T" score --dead D4, examples/demo.sgf >/dev/null 2>&1; expect "--dead D4, rc" 2 $?
out=$("$T" score --dead Z99 examples/demo.sgf 2>&1); rc=$?
expect "--dead Z99 (off the board) rc" 2 $rc
has "--dead Z99 message" "examples/demo.sgf: error: --dead: Z99 is not a point of the board" "$out"

# ---- --seed: the estimate's seed. The default is seed 1; another seed
# reaches the playouts (demo's F3, an uncertain chain, is owned by White in
# a different share of them); a seed that is no whole number is bad usage.
one=$("$T" score --dead estimate --explain examples/demo.sgf)
expect "--seed 1 is the default" "$one" "$("$T" score --dead estimate --explain --seed 1 examples/demo.sgf)"
other=0
for s in 2 3 4; do
    [ "$("$T" score --dead estimate --explain --seed $s examples/demo.sgf)" != "$one" ] && other=1
done
expect "--seed reaches the estimate" 1 $other
out=$("$T" score --seed x examples/demo.sgf 2>&1); rc=$?
expect "--seed x rc" 2 $rc
has "--seed x message" "--seed takes a whole number from 0 to 2^64-1, not 'x'" "$out"
"$T" score --seed -3 examples/demo.sgf >/dev/null 2>&1; expect "--seed -3 rc" 2 $?

# ---- score -q: only the games that differ or have illegal moves
expect "score -q of an agreeing game prints nothing" "" "$("$T" score -q examples/demo.sgf)"
printf '%s\n' "(;SZ[9]RU[Japanese]KM[6.5]RE[B+10];B[cc];W[];B[])" >"$TMP/differs.sgf"
out=$("$T" score -q examples/demo.sgf "$TMP/differs.sgf" 2>/dev/null); rc=$?
expect "score -q rc" 1 $rc
expect "score -q prints the differing game only" 1 "$(grep -c . <<<"$out")"
has "score -q: the differing game" "differs.sgf: B+73.5" "$out"

# ---- a third pass at the end is noted, and the exit status follows the result
printf '%s\n' "(;SZ[9]RU[Japanese]KM[6.5]RE[W+6.5];B[];W[];B[])" >"$TMP/third-pass.sgf"
out=$("$T" score "$TMP/third-pass.sgf"); rc=$?
expect "third pass: score rc (the result agrees)" 0 $rc
has "third pass: noted at its place" "third-pass.sgf:1:44: note: move 3 B pass is illegal under japanese (after-end), skipped" "$out"
has "third pass: the result agrees" "W+6.5 (japanese, komi 6.5, dead estimate: 0) recorded W+6.5 agrees" "$out"

# ---- SVG, written atomically and whole
"$T" score --svg "$TMP/demo.svg" examples/demo.sgf >/dev/null
head -c 5 "$TMP/demo.svg" | grep -q '<?xml' && tail -1 "$TMP/demo.svg" | grep -q '</svg>' && ok || bad "svg whole"
expect "svg stones (25 alive, 3 dead)" 28 "$(grep -c 'url(#black)\|url(#white)' "$TMP/demo.svg")"
expect "no temp files" 1 "$(ls "$TMP" | grep -c 'demo.svg')"

# the SVG's fixes (issue 14): "1 prisoner"; a dead stone in an area that
# counts for nobody gets no territory square (only the background and the
# board are rects); dead White stones keep a dark outline on the wood; on
# 9x9 the picture is the board's width and every line of text fits in it
# (estimated at 0.62 em a character, the wrap's own measure)
has "svg: 1 prisoner" "Black: 17 territory + 1 prisoner = 18" "$(cat "$TMP/demo.svg")"
printf '%s\n' "(;FF[4]SZ[9]RU[Japanese]KM[6.5]AB[ee][ef]AW[dd][gg][cc];B[];W[])" >"$TMP/neutral.sgf"
"$T" score --dead E5,D6,G3,C7 --svg "$TMP/neutral.svg" "$TMP/neutral.sgf" >/dev/null
expect "svg: no square for a dead stone counting for nobody" 2 "$(grep -c '<rect' "$TMP/neutral.svg")"
expect "svg: dead White stones outlined" 3 "$(grep -c 'url(#white)" fill-opacity="0.55" stroke="#333"' "$TMP/neutral.svg")"
awk '/^<svg/ { match($0, /width="[0-9]+"/); w = substr($0, RSTART + 7, RLENGTH - 8) }
  /^<text x="10"/ { t = $0; sub(/^<text[^>]*>/, "", t); sub(/<\/text>$/, "", t); gsub(/&[a-z]+;/, "x", t);
    px = ($0 ~ /font-size="11"/) ? 11 : 13; n = length(t); gsub(/·/, "", t); n -= (n - length(t)) / 2 * 1
    if (n * 0.62 * px > w - 20) { print "too wide: " $0; bad = 1 } }
  END { if (w != 338) { print "width " w; bad = 1 } exit bad }' "$TMP/demo.svg" && ok || bad "svg: 9x9 text fits the board"

# ---- --svg-dir: one SVG per game, written atomically; names from the
# records (game N of a collection: -N); whole paths when base names collide
mkdir -p "$TMP/svgs" "$TMP/a" "$TMP/b"
"$T" score --svg-dir "$TMP/svgs" examples/demo.sgf "$L/sgf__Illegal_games__encoding-multiple.sgf" >/dev/null 2>&1
expect "svg-dir files" "demo.svg sgf__Illegal_games__encoding-multiple-1.svg sgf__Illegal_games__encoding-multiple-2.svg" \
  "$(ls "$TMP/svgs" | tr '\n' ' ' | sed 's/ $//')"
tail -1 "$TMP/svgs/demo.svg" | grep -q '</svg>' && ok || bad "svg-dir: demo.svg whole"
cp examples/demo.sgf "$TMP/a/g.sgf"; cp examples/demo.sgf "$TMP/b/g.sgf"; mkdir -p "$TMP/svgs2"
(cd "$TMP" && "$T" score --svg-dir svgs2 a/g.sgf b/g.sgf >/dev/null 2>&1)
expect "svg-dir: colliding names use the path" "a_g.svg b_g.svg" "$(ls "$TMP/svgs2" | tr '\n' ' ' | sed 's/ $//')"
"$T" score --svg-dir "$TMP/missing-dir" examples/demo.sgf >/dev/null 2>&1; expect "svg-dir missing rc" 2 $?
"$T" score --svg "$TMP/x.svg" examples/demo.sgf "$TMP/a/g.sgf" >/dev/null 2>&1; expect "--svg with two files rc" 2 $?
line=$("$T" score --json --svg-dir "$TMP/svgs" examples/demo.sgf)
has "svg-dir: the JSON names the file" "\"svg\":\"$TMP/svgs/demo.svg\"" "$line"

# ---- --rules all and --explain in JSON: differs_by per preset, explain text
"$T" score --json --rules all --explain examples/demo.sgf | head -1 | node -e '
  const o = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const by = n => o.presets.find(p => p.rules === n);
  const st = by("stones"), tt = by("tromp-taylor"), cn = by("chinese");
  // The chain from japanese: dead stones stay (+22), then stone scoring
  // (+1): the amounts add up to the difference, W+29.5 -> W+6.5.
  const [d, e] = st.differs_by;
  const ok = d && d.key === "dead" && d.from === "agree" && d.to === "none" && d.margin_delta === 22 &&
    e && e.key === "scoring" && e.from === "territory" && e.to === "stones" && e.margin_delta === 1 &&
    st.differs_by.length === 2 && st.result === "W+6.5" &&
    tt.differs_by.length === 1 && tt.differs_by[0].key === "dead" && tt.dead_stay === true &&
    cn.differs_by.length === 0 && cn.dead_stay === false && cn.result === o.result &&
    typeof o.explain === "string" && /Result: W\+29\.5/.test(o.explain);
  if (!ok) console.error(JSON.stringify(o.presets.map(p => [p.rules, p.result, p.differs_by, p.dead_stay])));
  process.exit(ok ? 0 : 1);' && ok || bad "score JSON differs_by / explain"

# ---- verified GNU Go regression games: the recorded result, asserted
# TT_AREA_EXACT: plain area count, nothing removed; TBTW_*: the record's
# TB/TW marks say what is dead; TT_AREA_MINUS_HA-1: area with N-1.
# arb/dumonteil-5 (territory) needs the defence-point rule: G1 is not
# Black's territory because Black H1 is in atari and must be saved there.
node -e '
  const text = require("fs").readFileSync(process.argv[1], "utf8");
  const rows = []; let row = [], f = "", q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) { if (c === "\"") { if (text[i + 1] === "\"") { f += c; i++; } else q = false; } else f += c; }
    else if (c === "\"") q = true; else if (c === ",") { row.push(f); f = ""; }
    else if (c === "\n") { row.push(f); rows.push(row); row = []; f = ""; } else if (c !== "\r") f += c;
  }
  const h = rows.shift(), file = h.indexOf("file"), ver = h.indexOf("verified");
  for (const r of rows)
    if (r[file] && r[file].startsWith("gnugo-regression/"))
      for (const t of (r[ver] || "").split(" "))
        if (t && t !== "REPORTED_ONLY") console.log(t + " " + r[file]);' "$C/games/index.csv" >"$TMP/verified.txt"
nver=0 nagree=0
while read -r tag file; do
  case $tag in
    TT_AREA_EXACT) rules=tromp-taylor dead=none ;;
    TBTW_TERRITORY_EXACT) rules=japanese dead=marks ;;
    TBTW_AREA_EXACT) rules=tromp-taylor dead=marks ;;
    TT_AREA_MINUS_HA-1) rules=tromp-taylor,compensation=N-1 dead=none ;;
    *) bad "unknown tag $tag"; continue ;;
  esac
  nver=$((nver + 1))
  line=$("$T" score --json --rules "$rules" --dead "$dead" "$C/games/$file" 2>/dev/null | head -1)
  if grep -q '"agree":true' <<<"$line"; then
    ok; nagree=$((nagree + 1))
  else
    bad "$tag $file: $(grep -o '"recorded":[^,]*,"result":[^,]*' <<<"$line")"
  fi
done <"$TMP/verified.txt"
echo "verified GNU Go games: $nagree of $nver counts give the recorded result"
line=$("$T" score --json --rules japanese --dead marks \
  "$C/games/gnugo-regression/regression__games__arb__dumonteil-5.sgf" 2>/dev/null | head -1)
has "dumonteil-5: G1 must be filled to save H1, the recorded W+38.5" '"result":"W+38.5"' "$line"
[ "$nver" -ge 70 ] && ok || bad "only $nver verified counts found"

# ---- a board tengen does not play: a clear error at the SZ property
printf '(;FF[4]SZ[30];B[aa])' > "$TMP/s30.sgf"
out=$("$T" check "$TMP/s30.sgf"); rc=$?
expect "board too large rc" 3 $rc
has "board too large: FILE:LINE:COL: error: names SZ" "s30.sgf:1:2: error: SZ[30:30]: tengen plays boards up to 25x25" "$out"

# ---- explanations: every point's verdict, and which rule makes a difference
out=$("$T" score --explain --dead estimate examples/demo.sgf 2>&1)
has "explain: a verdict diagram with its legend" "dead stones, removed" "$out"
has "explain: the count ends with the result" "Result: W+" "$out"
has "explain: each dead chain with why" "estimated" "$out"
out=$("$T" score --rules all examples/demo.sgf 2>&1)
has "rules all: each parameter that makes the difference, amounts adding up" "- stones differs from japanese by: dead agree->none (+22 for Black), scoring territory->stones (+1 for Black)" "$out"
has "rules all: Tromp-Taylor leaves dead stones on the board" "- tromp-taylor differs from japanese by: dead agree->none (+22 for Black)" "$out"

# ---- --dead auto under dead=none (Tromp-Taylor) counts the board as it
# stands: the record's marks are not applied (regression: a record that
# `tengen match` wrote as RU[tromp-taylor]RE[W+4.5] was scored with dead
# stones removed). An explicit --dead marks still applies them.
out=$("$T" score --rules tromp-taylor examples/demo.sgf)
has "dead=none: auto removes nothing" "W+7.5 (tromp-taylor, komi 6.5, dead none: 0)" "$out"
out=$("$T" score --rules tromp-taylor --dead marks examples/demo.sgf)
has "dead=none: --dead marks is still honoured" "W+29.5 (tromp-taylor, komi 6.5, dead marks: 3)" "$out"

# ---- issue 16, batch commands: regression tests named after the reports
# issue16-symlink-loop: a folder with links back to itself (and a second
# link to a file) is walked once, each file checked once, the skips said.
mkdir -p "$TMP/loop/a/b"
cp examples/demo.sgf "$TMP/loop/a/b/x.sgf"
ln -s .. "$TMP/loop/a/b/up"; ln -s ../.. "$TMP/loop/a/b/up2"; ln -s "$TMP/loop" "$TMP/loop/a/root"
ln "$TMP/loop/a/b/x.sgf" "$TMP/loop/a/hard.sgf"; ln -s b/x.sgf "$TMP/loop/a/soft.sgf"
out=$(timeout 20 "$T" check -r "$TMP/loop" 2>"$TMP/loop.err"); rc=$?
expect "issue16-symlink-loop: rc (finishes, all legal)" 0 $rc
expect "issue16-symlink-loop: each file once" 1 "$(grep -c ': ok ' <<<"$out")"
expect "issue16-symlink-loop: every skip said" 5 "$(grep -c 'skipped:' "$TMP/loop.err")"
has "issue16-symlink-loop: the loop named" "loop/a/b/up: skipped: a folder already visited" "$(cat "$TMP/loop.err")"
has "issue16-symlink-loop: the second link named" "skipped: the same file as one already listed" "$(cat "$TMP/loop.err")"
line=$(timeout 20 "$T" score --json -r "$TMP/loop" 2>/dev/null | tail -1)
has "issue16-symlink-loop: summary counts the skips" '"files":1,"skipped":5,' "$line"
# issue16-fifo: a FIFO (or any non-regular file) in the folder is skipped
# with a note, not read (reading it would wait for a writer forever)
mkdir -p "$TMP/fifo"; cp examples/demo.sgf "$TMP/fifo/a.sgf"; mkfifo "$TMP/fifo/b.sgf"
out=$(timeout 20 "$T" check -r "$TMP/fifo" 2>&1); rc=$?
expect "issue16-fifo: rc (no hang)" 0 $rc
has "issue16-fifo: the note" "fifo/b.sgf: skipped: a FIFO" "$out"
has "issue16-fifo: the rest is read" "fifo/a.sgf: ok" "$out"
# issue16-oversized: a record larger than --max-size is rejected from its
# size before it is read (a sparse 60 MB file costs nothing to make), and a
# stream on standard input is cut at the limit
truncate -s 60M "$TMP/huge.sgf"
out=$("$T" check "$TMP/huge.sgf" 2>&1); rc=$?
expect "issue16-oversized: rc" 3 $rc
has "issue16-oversized: said from the size" "huge.sgf: error: 62914560 bytes, larger than the limit of 8388608 per record (--max-size)" "$out"
out=$(head -c 9000000 /dev/zero | "$T" check - 2>&1); rc=$?
expect "issue16-oversized stdin: rc" 3 $rc
has "issue16-oversized stdin: cut at the limit" "-: error: larger than the limit of 8388608 bytes per record" "$out"
out=$("$T" check --max-size 100 examples/demo.sgf 2>&1); rc=$?
expect "issue16-oversized --max-size 1k: rc" 3 $rc
# the walk's size stands for the reader's fstat (issue 15): a record
# found by -r is rejected from that size too, before it is read; an
# empty one and a FIFO named on the command line are read as before
mkdir -p "$TMP/walked"; cp examples/demo.sgf "$TMP/walked/a.sgf"; truncate -s 60M "$TMP/walked/huge.sgf"
: >"$TMP/walked/empty.sgf"
out=$("$T" check -j 1 --no-progress -r "$TMP/walked" 2>&1); rc=$?
expect "walked oversized: rc" 3 $rc
has "walked oversized: said from the size" "walked/huge.sgf: error: 62914560 bytes, larger than the limit of 8388608 per record (--max-size)" "$out"
has "walked empty: unreadable as when named" "$("$T" check "$TMP/walked/empty.sgf" 2>&1)" "$out"
has "walked: the rest is read" "walked/a.sgf: ok" "$out"
expect "walked and named read the same" "$("$T" check --json "$TMP/walked/a.sgf" | head -n 1)" \
  "$("$T" check --json -r "$TMP/walked" 2>/dev/null | grep '/a.sgf' | head -n 1)"
mkfifo "$TMP/pipe.sgf"
{ cat examples/demo.sgf >"$TMP/pipe.sgf" & } 2>/dev/null
out=$(timeout 20 "$T" check "$TMP/pipe.sgf" 2>&1); rc=$?
expect "named FIFO: rc" 0 $rc
has "named FIFO: read whole" "pipe.sgf: ok" "$out"
# its writer late: the read waits for it (it found the FIFO empty before)
rm -f "$TMP/pipe.sgf"; mkfifo "$TMP/pipe.sgf"
# (the writer gives up after 10 s: a check that did not wait leaves none)
{ timeout 10 sh -c 'sleep 1; cat examples/demo.sgf >"$1"' sh "$TMP/pipe.sgf" >/dev/null 2>&1 & } 2>/dev/null
out=$(timeout 20 "$T" check "$TMP/pipe.sgf" 2>&1); rc=$?
expect "named FIFO, late writer: rc" 0 $rc
has "named FIFO, late writer: read whole" "pipe.sgf: ok" "$out"
"$T" check --max-size 1x examples/demo.sgf >/dev/null 2>&1; expect "--max-size 1x rc" 2 $?
# issue16-memory: a record at the limit full of values (2 million) is read
# within a bounded memory; asserted with ulimit -v in the optimised build
# (AddressSanitizer and ThreadSanitizer reserve terabytes of address space,
# so there it only has to finish)
{ printf '(;SZ[19]AB'; yes '[aa]' | head -n 2000000 | tr -d '\n'; printf ')'; } >"$TMP/values.sgf"
if grep -qE '^TG_SANITIZE:BOOL=ON|^CMAKE_C_FLAGS:STRING=.*-fsanitize' "$(dirname "$T")/CMakeCache.txt" 2>/dev/null; then
  "$T" check -j 1 "$TMP/values.sgf" >/dev/null 2>&1; expect "issue16-memory (sanitizer build: finishes)" 0 $?
  echo "issue16-memory: the 250 MB bound is asserted in the optimised build only"
else
  (ulimit -v 250000; "$T" check -j 1 "$TMP/values.sgf" >/dev/null 2>&1); expect "issue16-memory: 2M values in 250 MB" 0 $?
fi
# issue16-notes: the notes kept for one record are capped (1,000 lines and
# a count), so a record of thousands of illegal moves does not hold them all
{ printf '(;SZ[19]RU[Chinese]'; yes ';B[aa];W[aa]' | head -n 1500 | tr -d '\n'; printf ')'; } >"$TMP/notes.sgf"
out=$("$T" score "$TMP/notes.sgf" 2>&1)
expect "issue16-notes: score lines" 1002 "$(wc -l <<<"$out")"
has "issue16-notes: the rest counted" "notes.sgf: note: more illegal moves not shown" "$out"
out=$("$T" check --tolerant "$TMP/notes.sgf" 2>&1)
expect "issue16-notes: check lines" 1001 "$(wc -l <<<"$out")"
has "issue16-notes: check says how many more" "notes.sgf: note: 3498 more events not shown" "$out"
n=$("$T" score --json "$TMP/notes.sgf" | head -1 | node -e '
  const o = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(o.events.length + "+" + o.events_dropped + "=" + o.illegal)')
expect "issue16-notes: JSON events capped, the rest counted" "1000+3498=4498" "$n"

# ---- one JSON shape for one file and many: a summary line always, and
# the counts add up: games = agree + differ + not_compared
sums_ok() { # FILE NAME: the JSON lines of a score run, checked against their summary
  node -e '
    const ls = require("fs").readFileSync(0, "utf8").split("\n").filter(Boolean).map(JSON.parse);
    const s = ls[ls.length - 1], g = ls.filter(o => !o.summary && o.status !== "unreadable");
    let bad = [];
    if (!s.summary) bad.push("no summary line");
    if (s.games !== g.length) bad.push("games " + s.games + " vs " + g.length + " objects");
    if (s.agree + s.differ + s.not_compared !== s.games) bad.push("agree+differ+not_compared != games");
    if (s.agree !== g.filter(o => o.agree === true).length) bad.push("agree count");
    if (s.differ !== g.filter(o => o.agree === false).length) bad.push("differ count");
    if (s.counted !== g.filter(o => o.counted).length) bad.push("counted count");
    if (s.counted_agree !== g.filter(o => o.counted && o.agree === true).length) bad.push("counted_agree");
    if (s.uncertain !== g.filter(o => o.uncertain).length) bad.push("uncertain count");
    for (const o of g) {
      const dead = o.score.dead[0] + o.score.dead[1];
      if (o.dead.length !== dead) { bad.push(o.file + ": " + o.dead.length + " dead listed, " + dead + " counted"); break; }
      if (o.ownership.length !== o.size[1] || o.ownership.some(r => r.length !== o.size[0] || /[^BW.]/.test(r)))
        { bad.push(o.file + ": ownership shape"); break; }
      if (o.uncertain !== (o.uncertain_stones.length > 0)) { bad.push(o.file + ": uncertain flag"); break; }
    }
    if (bad.length) console.error(bad.join("; "));
    process.exit(bad.length ? 1 : 0);' <"$1" && ok || bad "score JSON shape and sums: $2"
}
"$T" score --json examples/demo.sgf >"$TMP/one.json" 2>/dev/null
sums_ok "$TMP/one.json" "one file"
sums_ok "$TMP/score.json" "littlego, --rules all" # the run of the JSON fields above
# every dead stone is listed (the demo's dead Black chain F3-G3 has two
# stones: one point per chain would list 2 points for 3 stones) and the
# ownership is per point: territory, dead stones' points, neutral
line=$("$T" score --json examples/demo.sgf | head -1)
has "dead: every stone of the chain" '"dead":["B7","F3","G3"]' "$line"
has "ownership: the top row" '"ownership":["BBBBWWWWW",' "$line"

# ---- agreement with RE over every counted game (printed, not asserted)
for mode in marks estimate; do
  "$T" score --json --dead $mode -r "$C/games/gnugo-regression" 2>/dev/null | tee "$TMP/agree-$mode.json" | tail -1 |
    node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8"));
      console.log("agreement with RE, gnugo-regression, --dead " + process.argv[1] + ": " + s.counted_agree + " of " +
        s.counted + " counted games (" + (100 * s.counted_agree / s.counted).toFixed(1) + "%)");' $mode
done

# the same sums over the 295 GNU Go games, with the estimate's dead stones
sums_ok "$TMP/agree-estimate.json" "gnugo-regression, --dead estimate"

# ---- JSON lines are built in a buffer of 1 KB: a file name and an RU
# longer than it, with quotes and backslashes, still come out whole
n200=$(printf 'n%.0s' $(seq 200))
long="$TMP/$n200/$n200/$n200/$n200/$n200/$n200"
mkdir -p "$long"
ru=$(printf '\\"q%.0s' $(seq 400))
printf '(;SZ[19]RU[%s];B[pd];W[dd])' "$ru" >"$long/g.sgf"
"$T" check --json "$long/g.sgf" 2>/dev/null | head -1 | node -e '
  const o = JSON.parse(require("fs").readFileSync(0, "utf8"));
  const want = "\\\"q".repeat(400);
  process.exit(o.file === process.argv[1] && o.ru === want && o.moves === 2 ? 0 : 1);' "$long/g.sgf" &&
  ok || bad "check --json: a long file name and RU come out whole"

# ---- check keeps the main lines' final plain moves aside (no nodes built
# for them): every output the same as --whole-trees, which builds every
# node, on every record of the corpora and of fuzz/corpus, in every mode.
# The sanitizer build (found by its runtime symbols), several times
# slower, reads the corpora in one mode (the release build in all).
san=0
grep -q __asan_init "$T" 2>/dev/null && san=1
for dir in "$C" fuzz/corpus; do
  [ -d "$dir" ] || continue
  for mode in "" "--tolerant" "--validate" "--tolerant --rules chinese,ko=situational"; do
    for fmt in "" "--json"; do
      [ $san = 1 ] && [ "$dir" = "$C" ] && [ "$mode $fmt" != "--validate --json" ] && continue
      "$T" check -r -j 2 --no-progress $fmt $mode "$dir" 2>/dev/null | sed 's/"seconds".*//' >"$TMP/aside.out"
      ra=${PIPESTATUS[0]}
      "$T" check -r -j 2 --no-progress --whole-trees $fmt $mode "$dir" 2>/dev/null | sed 's/"seconds".*//' >"$TMP/whole.out"
      rb=${PIPESTATUS[0]}
      expect "moves aside: exit status, $dir $mode $fmt" "$rb" "$ra"
      if cmp -s "$TMP/aside.out" "$TMP/whole.out" && [ -s "$TMP/whole.out" ]; then ok
      else bad "moves aside: output differs from --whole-trees: $dir $mode $fmt"; fi
    done
  done
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
