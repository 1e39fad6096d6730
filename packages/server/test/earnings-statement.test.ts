// The CSV statement: one row per ledger entry of the member in the range, and the range checks.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { STATEMENT_HEADER, serverMessages } from '@trellis/contract'
import { num, query } from '../src/db/client'
import { accrueDay } from '../src/domain/accrual'
import { dayAfter, fileTestApp, ROOT_ID } from './helpers/app'

const t = fileTestApp()

describe('CSV statement', () => {
  it('lists every ledger entry of the member in the range, amounts with 2 decimals', async () => {
    const s = await t.signUp(ROOT_ID, 'Stmtup')
    const m = await t.signUp(s.userId, 'Stmt')
    await t.invest(m.token, 1000)
    await accrueDay(t.app.deps, dayAfter(1))

    const r = await t.call('/statement', { from: dayAfter(0), to: dayAfter(0) }, { token: s.token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const data = r.body.data as { filename: string; csv: string }
    expect(data.filename).toBe(`statement-${dayAfter(0)}-to-${dayAfter(0)}.csv`)
    const lines = data.csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(STATEMENT_HEADER.join(','))
    // The upline's only entry: level 1 income from the investor, 10% of the $15.00 ROI; titled
    // as level income (not the investor's "Daily return"), in the list's words.
    expect(lines.slice(1)).toHaveLength(1)
    const cells = lines[1]?.split(',')
    expect(cells?.slice(1)).toEqual([
      'Level 1 income',
      `From ${m.userId} (Stmt)`,
      'Income wallet',
      'credit',
      '1.50',
      '',
      m.userId,
      '1',
      '10.00',
      '15.00',
      dayAfter(1),
    ])

    // The investor: deposit, investment, ROI; the rows match the ledger, entry by entry.
    const mine = await t.call(
      '/statement',
      { from: dayAfter(-3), to: dayAfter(3) },
      { token: m.token },
    )
    const rows = (mine.body.data as { csv: string }).csv.trimEnd().split('\r\n').slice(1)
    const ledger = await query<{ cents: unknown }>(
      t.db.database.db,
      sql`SELECT e.amount_cents AS cents FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          JOIN members mm ON mm.id = a.member_id WHERE mm.user_id = ${m.userId} ORDER BY e.id`,
    )
    expect(ledger.length).toBeGreaterThanOrEqual(3)
    expect(
      rows.map((row) => {
        const c = row.split(',')
        return Math.round(Number(c[5]) * 100)
      }),
    ).toEqual(ledger.map((l) => num(l.cents)))
    // One minus sign, the list's: a debit's amount is -12.34, a credit's 12.34.
    expect(
      rows.every((row) => /^[^,]+,[^,]*,[^,]*,[\w ]+,(credit,\d+|debit,-\d+)\.\d{2},/.test(row)),
    ).toBe(true)

    // A range with nothing in it: the header alone.
    const none = await t.call(
      '/statement',
      { from: '2020-01-01', to: '2020-01-31' },
      { token: m.token },
    )
    expect((none.body.data as { csv: string }).csv.trimEnd().split('\r\n')).toHaveLength(1)
  })

  it('is written in the member’s language: a Hindi member’s header and words (issue 27)', async () => {
    const m = await t.signUp(ROOT_ID, 'Hindi')
    expect((await t.call('/updateUser', { locale: 'hi' }, { token: m.token })).status).toBe(200)
    await t.invest(m.token, 1000)
    const r = await t.call(
      '/statement',
      { from: dayAfter(-3), to: dayAfter(3) },
      { token: m.token },
    )
    const lines = (r.body.data as { csv: string }).csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('तारीख,विवरण,दूसरा सदस्य,वॉलेट,प्रकार,राशि,शुल्क,स्रोत सदस्य,लेवल,दर,आधार,दिन')
    // The investment, titled from its memo in Hindi; the amount as in English.
    expect(
      lines.some((l) => /,\S+ में निवेश,,(इनकम|पैकेज) वॉलेट,नामे,-1000\.00,/.test(l)),
      lines.join('\n'),
    ).toBe(true)
  })

  it('refuses a range that ends first or spans more than 366 days, and bad dates', async () => {
    const m = await t.signUp(ROOT_ID, 'Ranger')
    const ask = (from: string, to: string) => t.call('/statement', { from, to }, { token: m.token })
    const back = await ask('2026-02-02', '2026-02-01')
    expect(back.status).toBe(400)
    expect(back.body.message).toBe(serverMessages.statementRange)
    const long = await ask('2025-01-01', '2026-01-02')
    expect(long.status).toBe(400)
    expect(long.body.message).toBe(serverMessages.statementRange)
    expect((await ask('2024-01-01', '2024-12-31')).status).toBe(200) // 366 days, a leap year
    expect((await ask('2026-02-30', '2026-03-01')).status).toBe(400)
    expect((await ask('yesterday', '2026-03-01')).status).toBe(400)
    expect((await t.call('/statement', { from: '2026-01-01', to: '2026-01-02' })).status).toBe(401)
  })
})
