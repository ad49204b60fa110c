#!/usr/bin/env python3
# corpus_eyes.py — the whole corpus's counted misses that one dead chain in a
# small eye of its opponent explains: count that chain as alive (its stones
# no prisoners, its points and the eye's empty points nobody's) and the count
# equals the recorded result.
#
#   corpus_eyes.py CORPUS.jsonl [TENGEN] [--agree]
#
# CORPUS.jsonl is the output of `tengen score -r --json -j 2
# ../shared/corpora/games` (the whole-corpus check; run from the repository
# so its paths resolve). For every counted game whose result differs from
# the record, tengen is asked again (`score --json --explain`, the same
# default seed) and its map read: an eye is a region of at most MAX_EYE
# points, connected through every point that is not a live stone of the
# opponent, holding at least one dead stone, no live stone of the dead
# stones' colour and no stone of the other colour. Its value for the
# opponent is 2 per dead stone (a prisoner and a point) plus 1 per empty
# point. An eye whose value is the difference between tengen's margin and
# the record's, in the record's favour, is a candidate; it is "exact" when
# `tengen score --dead LIST` with the eye's stones left out of tengen's dead
# stones gives the recorded result. --agree also tallies the eyes of the
# games that agree (how often the records count the same shapes dead).
#
# Invariant: the script knows no rule. Every verdict and every count comes
# from tengen; the script only reads the map and picks which stones to
# leave out. What the figures say: bench/JUDGEMENT.md, "branch three".
import collections
import json
import subprocess
import sys

MAX_EYE = 6


def margin(result):
    """Black's margin of a result string, or None (resignation, draw...)."""
    if len(result) < 3 or result[0] not in 'BW' or result[1] != '+':
        return None
    try:
        value = float(result[2:])
    except ValueError:
        return None
    return value if result[0] == 'B' else -value


def tengen_json(tengen, path, extra):
    try:
        out = subprocess.run([tengen, 'score', '--json'] + extra + [path],
                             capture_output=True, text=True).stdout
        return json.loads(out.split('\n', 1)[0])
    except (OSError, ValueError) as err:
        sys.exit('corpus_eyes.py: %s score %s: no JSON answer (%s)' % (tengen, path, err))


def read_map(explain):
    """The --explain map as {(column, row): char} and the column letters."""
    lines = explain.split('\n')
    letters = lines[0].split()
    grid = {}
    for line in lines[1:]:
        parts = line.split()
        if not parts or not parts[0].isdigit() or len(parts) < len(letters) + 1:
            break
        row = int(parts[0])
        for col, char in enumerate(parts[1:1 + len(letters)]):
            grid[(col, row)] = char
    return grid, letters


def eyes(grid):
    """Every eye of the map: (colour of the dead stones, stones, empty points)."""
    found = []
    seen = set()
    for start, char in grid.items():
        if char not in 'xo' or start in seen:
            continue
        dead, live_own, live_opp, dead_opp = (
            ('x', 'X', 'O', 'o') if char == 'x' else ('o', 'O', 'X', 'x'))
        region = {start}
        stack = [start]
        small = True
        while stack and small:
            col, row = stack.pop()
            for step in ((col + 1, row), (col - 1, row), (col, row + 1), (col, row - 1)):
                if step in region or step not in grid or grid[step] == live_opp:
                    continue
                region.add(step)
                stack.append(step)
                if len(region) > MAX_EYE:
                    small = False
                    break
        seen |= region
        chars = [grid[p] for p in region]
        if not small or live_own in chars or dead_opp in chars:
            continue
        stones = sorted(p for p in region if grid[p] == dead)
        found.append(('B' if dead == 'x' else 'W', stones, len(region) - len(stones)))
    return found


def name(letters, point):
    return letters[point[0]] + str(point[1])


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    if not args:
        sys.exit('usage: corpus_eyes.py CORPUS.jsonl [TENGEN] [--agree]')
    tengen = args[1] if len(args) > 1 else 'build/tengen'
    want_agree = '--agree' in argv
    tally = collections.Counter()
    shapes_agree = collections.Counter()
    shapes_miss = collections.Counter()
    try:
        lines = open(args[0]).read().split('\n')
    except OSError as err:
        sys.exit('corpus_eyes.py: %s' % err)
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            game = json.loads(line)
        except ValueError:
            sys.exit('corpus_eyes.py: %s:%d: not a JSON line' % (args[0], number))
        if game.get('summary') or not game.get('counted'):
            continue
        recorded, counted = margin(game['recorded']), margin(game['result'])
        if recorded is None or counted is None:
            continue
        diff = counted - recorded
        if diff == 0 and not want_agree:
            continue
        folder = game['file'].split('/')[-2]
        scored = tengen_json(tengen, game['file'], ['--explain'])
        if scored['result'] != game['result']:
            tally[(folder, 'result changed since the corpus run')] += 1
            continue
        grid, letters = read_map(scored['explain'])
        found = eyes(grid)
        if diff == 0:
            for colour, stones, empty in found:
                shapes_agree[(len(stones), empty)] += 1
            continue
        key = (folder, '%g' % abs(diff))
        verdict = 'none'
        for colour, stones, empty in found:
            value = 2 * len(stones) + empty
            if (value if colour == 'B' else -value) != -diff:
                continue
            verdict = 'value'
            names = {name(letters, p) for p in stones}
            rest = [s for s in scored['dead'] if s not in names]
            again = tengen_json(tengen, game['file'],
                                ['--dead', ','.join(rest) if rest else 'none'])
            if again['result'] == game['recorded']:
                verdict = 'exact'
                shapes_miss[(len(stones), empty)] += 1
                print('%s %s recorded %s tengen %s: %s %s (%d stones, %d empty)'
                      % (verdict, game['file'].split('/')[-1], game['recorded'],
                         game['result'], 'black' if colour == 'B' else 'white',
                         min(names), len(stones), empty), flush=True)
                break
        tally[key + (verdict,)] += 1
    print('\nmisses by folder, |difference|, verdict (exact: one eye counted alive gives the record;'
          ' value: its value fits but the recount does not; none)')
    for key in sorted(tally, key=lambda k: (k[0], float(k[1]) if k[1][0].isdigit() else 0, k[2:])):
        print('  ' + ' '.join(key), tally[key])
    print('exact in all:', sum(n for k, n in tally.items() if k[-1] == 'exact'))
    print('eyes (stones, empty points) of the exact misses:',
          ', '.join('%s: %d' % (k, n) for k, n in sorted(shapes_miss.items())))
    if want_agree:
        print('eyes (stones, empty points) counted dead in games that agree:',
              ', '.join('%s: %d' % (k, n) for k, n in sorted(shapes_agree.items())))


if __name__ == '__main__':
    main(sys.argv)
