// gtp_session.js — drives `tengen gtp` with an independent GTP client,
// @sabaki/gtp (what the Sabaki GUI uses): a game with genmove, undo, a
// handicap setup, scoring and the analysis commands (kata-analyze,
// lz-analyze with stop, genmove_analyze). Every command must
// succeed and every reply must parse. Usage: node gtp_session.js TENGEN
'use strict'
const {Controller} = require('@sabaki/gtp')

const tengen = process.argv[2]
let passed = 0, failed = 0

async function main() {
  const engine = new Controller(tengen, ['gtp', '--seed', '7'])
  engine.start()
  const send = async (line, check) => {
    const [name, ...args] = line.split(' ')
    const res = await engine.sendCommand({name, args})
    const ok = !res.error && (!check || check(res.content))
    if (ok) passed++
    else { failed++; console.log(`FAIL ${line}: ${res.error ? '? ' : '= '}${res.content}`) }
    return res.content
  }
  await send('protocol_version', c => c === '2')
  await send('name', c => c === 'tengen')
  await send('list_commands', c => c.split('\n').includes('kgs-genmove_cleanup'))
  await send('boardsize 9')
  await send('clear_board')
  await send('komi 7.5')
  await send('play B E5')
  await send('play W C3')
  for (let i = 0; i < 10; i++) await send(`genmove ${i % 2 ? 'W' : 'B'}`, c => /^([A-HJ][1-9]|pass)$/i.test(c))
  const history = await send('move_history')
  await send('undo')
  await send('undo')
  await send('move_history', c => c.split('\n').length === history.split('\n').length - 2)
  await send('showboard', c => c.includes('A B C D E F G H J'))
  await send('final_score', c => /^(B\+|W\+|0$)/.test(c))
  await send('final_status_list dead')
  await send('printsgf', c => c.startsWith('(;GM[1]'))
  // kata-analyze streams, as Sabaki uses it: info lines arrive every
  // interval (10 cs here) until the next command is sent, which ends it.
  let infos = 0, stopped = null
  const analysis = engine.sendCommand({name: 'kata-analyze', args: ['B', '10', 'ownership', 'true']}, ({line}) => {
    if (/^info .* ownership( -?[01]\.[0-9][0-9]){81}$/.test(line)) infos++
    if (infos === 3 && !stopped) stopped = engine.sendCommand({name: 'name'})
  })
  const done = await analysis
  const lines = done.content.split('\n').filter(l => l.length > 0)
  if (!done.error && infos >= 3 && lines.length === infos && lines.every(l => l.startsWith('info '))) passed++
  else { failed++; console.log(`FAIL kata-analyze streaming: ${infos} info lines, reply ${JSON.stringify(done.content).slice(0, 200)}`) }
  const after = await stopped
  if (!after.error && after.content === 'tengen') passed++
  else { failed++; console.log(`FAIL the command after kata-analyze: ${after.content}`) }
  // lz-analyze as Lizzie and Sabaki read it (Leela Zero's integers), ended
  // by `stop`.
  let lz = 0, lzStop = null
  const lzDone = await engine.sendCommand({name: 'lz-analyze', args: ['W', '10']}, ({line}) => {
    if (/^info move \S+ visits \d+ winrate \d+ prior \d+ lcb -?\d+ order 0 pv /.test(line)) lz++
    if (lz === 2 && !lzStop) lzStop = engine.sendCommand({name: 'stop'})
  })
  const lzAfter = await lzStop
  if (!lzDone.error && lz >= 2 && lzAfter && !lzAfter.error) passed++
  else { failed++; console.log(`FAIL lz-analyze: ${lz} info lines, reply ${JSON.stringify(lzDone.content).slice(0, 200)}`) }
  // genmove_analyze, as Sabaki sends it to an engine that lists it: info
  // lines, then the move played as `play VERTEX`.
  const ga = await engine.sendCommand({name: 'genmove_analyze', args: ['B', '10']})
  const gaLines = ga.content.split('\n').filter(l => l.length > 0)
  if (!ga.error && gaLines.length >= 2 && /^info move \S+ visits \d+ .* pv /.test(gaLines[0]) &&
      /^play ([A-HJ][1-9]|pass|resign)$/i.test(gaLines[gaLines.length - 1])) passed++
  else { failed++; console.log(`FAIL genmove_analyze: ${JSON.stringify(ga.content).slice(0, 200)}`) }
  await send('gogui-analyze_commands', c => c.split('\n').every(l => l.split('/').length >= 3))
  // Handicap setup on a fresh board, then White moves.
  await send('boardsize 19')
  await send('clear_board')
  await send('fixed_handicap 4', c => c.split(' ').sort().join(' ') === 'D16 D4 Q16 Q4')
  await send('genmove W', c => /^([A-HJ-T][0-9]+|pass)$/i.test(c))
  await send('clear_board')
  await send('set_free_handicap D4 Q16 K10')
  await send('list_stones black', c => c.split(' ').length === 3)
  await send('kata-set-rules japanese')
  await send('kata-get-rules', c => JSON.parse(c).scoring === 'TERRITORY')
  await send('tengen-rules chinese,komi=0.5')
  await send('get_komi', c => c === '0.5')
  const bad = await engine.sendCommand({name: 'play', args: ['B', 'D4']})
  if (bad.error && /^illegal move/.test(bad.content)) passed++
  else { failed++; console.log(`FAIL play B D4 on a stone: ${bad.content}`) }
  await engine.stop()
  console.log(`gtp sabaki: ${passed} passed, ${failed} failed`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}
main().catch(e => { console.log('FAIL', e); console.log(`${passed} passed, ${failed + 1} failed`); process.exit(1) })
