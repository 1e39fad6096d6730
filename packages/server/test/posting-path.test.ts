// One posting path (docs/server.md, "Lock order"): every statement that moves a balance or writes
// a transaction or its entries is built by domain/posting.ts. Money calls reach it through `post`
// (inside runMoney's transaction), `moveOnce` (the same statement with the key's gate) or the group
// commit's `batchStatement`: a second hand-written UPDATE of accounts would skip the lock order and
// the funds check.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const src = fileURLToPath(new URL('../src', import.meta.url))
const WRITES =
  /\b(?:UPDATE\s+accounts|INSERT\s+INTO\s+ledger_(?:entries|transactions)|DELETE\s+FROM\s+(?:accounts|ledger_entries|ledger_transactions))\b/gi

/** The files under `dir` whose statements write the ledger, with what they write. */
function ledgerWriters(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts')) continue
    const text = readFileSync(join(dir, entry), 'utf8')
    for (const m of text.matchAll(WRITES)) {
      found.push(`${relative(dir, join(dir, entry))}: ${m[0].replace(/\s+/g, ' ')}`)
    }
  }
  return found.sort()
}

it('only domain/posting.ts writes balances, transactions and entries', () => {
  const writers = ledgerWriters(src)
  expect(writers.length).toBeGreaterThan(0)
  expect(writers.filter((w) => !w.startsWith(join('domain', 'posting.ts') + ':'))).toEqual([])
})
