// dump.js — prints the canonical form of SGF files as parsed by @sabaki/sgf,
// an independent reader, for tests/sgf_sabaki.sh to compare with
// `test_sgf --dump`. The form: "game N", then per node in pre-order its
// depth and properties (CA left out) with decoded values, where '\' and ']'
// are escaped, a newline is "\n" and other control bytes "\xHH".
// It does not judge anything; the shell script compares.
'use strict'
const sgf = require('@sabaki/sgf')

function esc(v) {
  let out = ''
  for (const ch of v.replace(/[\t\v\f]/g, ' ')) {
    const code = ch.codePointAt(0)
    if (ch === '\\' || ch === ']') out += '\\' + ch
    else if (ch === '\n') out += '\\n'
    else if (code < 0x20) out += '\\x' + code.toString(16).padStart(2, '0')
    else out += ch
  }
  return out
}

function dumpTree(root, lines) {
  const stack = [[root, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()
    let line = String(depth)
    for (const [id, values] of Object.entries(node.data)) {
      if (id === 'CA') continue
      line += ' ' + id + values.map(v => '[' + esc(v) + ']').join('')
    }
    lines.push(line)
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1])
  }
}

for (const file of process.argv.slice(2)) {
  const lines = []
  let games
  try {
    games = sgf.parseFile(file)
  } catch (e) {
    console.log('error ' + e.message)
    continue
  }
  games.forEach((g, i) => {
    lines.push('game ' + (i + 1))
    dumpTree(g, lines)
  })
  process.stdout.write(lines.join('\n') + '\n')
}
