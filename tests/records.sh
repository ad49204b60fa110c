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

# ---- paths on standard input, stable order whatever -j
printf '%s\n' "$L/sgf__Illegal_games__suicide.sgf" examples/demo.sgf | "$T" check - >"$TMP/stdin.txt" 2>/dev/null
expect "stdin rc" 1 $?
expect "stdin lines" 2 "$(wc -l <"$TMP/stdin.txt")"
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
"$T" score --dead Z99 examples/demo.sgf >/dev/null 2>&1; expect "bad dead point rc" 3 $?

# ---- SVG, written atomically and whole
"$T" score --svg "$TMP/demo.svg" examples/demo.sgf >/dev/null
head -c 5 "$TMP/demo.svg" | grep -q '<?xml' && tail -1 "$TMP/demo.svg" | grep -q '</svg>' && ok || bad "svg whole"
expect "svg stones (25 alive, 3 dead)" 28 "$(grep -c 'url(#black)\|url(#white)' "$TMP/demo.svg")"
expect "no temp files" 1 "$(ls "$TMP" | grep -c 'demo.svg')"

# ---- verified GNU Go regression games: the recorded result, asserted
# TT_AREA_EXACT: plain area count, nothing removed; TBTW_*: the record's
# TB/TW marks say what is dead; TT_AREA_MINUS_HA-1: area with N-1.
# Known exception (docs/records.md): arb/dumonteil-5 under territory
# counting, where the record leaves G1 as dame because Black H1 is in atari.
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
  elif [ "$tag $file" = "TBTW_TERRITORY_EXACT gnugo-regression/regression__games__arb__dumonteil-5.sgf" ]; then
    has "known exception still differs by one point" '"result":"W+37.5"' "$line"
  else
    bad "$tag $file: $(grep -o '"recorded":[^,]*,"result":[^,]*' <<<"$line")"
  fi
done <"$TMP/verified.txt"
echo "verified GNU Go games: $nagree of $nver counts give the recorded result"
[ "$nver" -ge 70 ] && ok || bad "only $nver verified counts found"

# ---- explanations: every point's verdict, and which rule makes a difference
out=$("$T" score --explain --dead estimate examples/demo.sgf 2>&1)
has "explain: a verdict diagram with its legend" "dead stones, removed" "$out"
has "explain: the count ends with the result" "Result: W+" "$out"
has "explain: each dead chain with why" "estimated" "$out"
out=$("$T" score --rules all examples/demo.sgf 2>&1)
has "rules all: the ruleset that makes the difference" "- stones differs from japanese by: scoring territory->stones" "$out"
has "rules all: Tromp-Taylor leaves dead stones on the board" "- tromp-taylor differs from japanese by: dead stones stay" "$out"

# ---- agreement with RE over every counted game (printed, not asserted)
for mode in marks estimate; do
  "$T" score --json --dead $mode -r "$C/games/gnugo-regression" 2>/dev/null | tail -1 |
    node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8"));
      console.log("agreement with RE, gnugo-regression, --dead " + process.argv[1] + ": " + s.agree + " of " +
        s.counted + " counted games (" + (100 * s.agree / s.counted).toFixed(1) + "%)");' $mode
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
