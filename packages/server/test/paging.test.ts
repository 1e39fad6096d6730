// Typed rows: both drivers hand bigint and numeric over as numbers (src/db/client.ts), so the
// server's row types say `number` and nothing goes through num(). Checked here on the file's
// database, beside:
// paged lists, which answer a page and its total from ONE statement (src/domain/paging.ts): each row
// carries count(*) OVER (), so no list runs a second count(*) query. The statements each call
// sends are counted on a wrapped database (test/helpers/hooked-db.ts); the totals and page sizes
// are checked against what the test made: 12 deposits, 12 wallet entries, nothing else.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { bonusHistory } from '../src/domain/bonus'
import { depositHistory } from '../src/domain/deposits'
import { allWalletTrans, levelEarning, walletHistory } from '../src/domain/earnings-read'
import { investmentHistory } from '../src/domain/invest'
import { withdrawalHistory } from '../src/domain/withdrawals'
import type { Deps } from '../src/domain/context'
import { fileTestApp } from './helpers/app'
import { hooked } from './helpers/hooked-db'

const t = fileTestApp()

type List = (
  deps: Deps,
  memberId: number,
  page: number,
) => Promise<{ total: number; data: unknown[] }>

const lists: [string, List, number][] = [
  ['depositHistory', depositHistory, 12],
  ['allWalletTrans', (d, id, page) => allWalletTrans(d, id, { page }), 12],
  ['walletHistory', walletHistory, 0],
  ['withdrawalHistory', withdrawalHistory, 0],
  ['investmentHistory', investmentHistory, 0],
  ['bonusHistory', bonusHistory, 0],
  ['levelEarning', levelEarning, 0],
]

describe('paged lists', () => {
  it('answer every page that has rows, and an empty first page, with one statement', async () => {
    const { userId, token } = await t.signUp()
    for (let i = 0; i < 11; i++) {
      const trx = `0x${randomBytes(32).toString('hex')}`
      const r = await t.call(
        '/deposit-request',
        { rDate: '2026-11-22', pType: 6, amount: 10 + i, trx },
        { token },
      )
      expect(r.status, JSON.stringify(r.body)).toBe(200)
    }
    await t.fundPackage(token, 25)
    for (let i = 0; i < 11; i++) await t.fundIncome(userId, 1 + i)
    const [m] = await query<{ id: unknown }>(
      t.db.database.db,
      sql`SELECT id FROM members WHERE user_id = ${userId}`,
    )
    const memberId = num(m?.id)

    const statements: string[] = []
    const deps: Deps = {
      ...t.app.deps,
      database: hooked(t.app.deps.database, { afterExecute: (text) => statements.push(text) }),
    }
    for (const [name, list, total] of lists) {
      for (const page of [1, 2, 3]) {
        statements.length = 0
        const answer = await list(deps, memberId, page)
        const rows = Math.max(0, Math.min(10, total - (page - 1) * 10))
        expect(answer.total, `${name} page ${page}: total`).toBe(total)
        expect(answer.data, `${name} page ${page}: rows`).toHaveLength(rows)
        // A page past the end has no row to carry the total: it alone counts on its own.
        const expected = rows > 0 || page === 1 ? 1 : 2
        expect(statements, `${name} page ${page}: statements`).toHaveLength(expected)
      }
    }
  })
})

describe('typed rows', () => {
  it('bigint and numeric arrive as numbers on both drivers; past 2^53 is refused, not rounded', async () => {
    const [row] = await query<{ id: number; cents: number; n: number; whole: number }>(
      t.db.database.db,
      sql`SELECT 9007199254740991::bigint AS id, sum(x) AS cents, count(*) AS n, 12.5::numeric AS whole
          FROM (VALUES (1::bigint), (2::bigint)) v(x)`,
    )
    expect(row).toEqual({ id: 9007199254740991, cents: 3, n: 2, whole: 12.5 })
    await expect(
      query(t.db.database.db, sql`SELECT 9007199254740993::bigint AS id`),
    ).rejects.toThrow()
  })
})
