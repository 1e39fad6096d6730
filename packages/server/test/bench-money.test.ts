// The money bench's own parts that decide its verdict: the seeding leaves a sound, funded ledger
// with the asked history, and the ledger check fails a run that created or lost money.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { judge, expectedMoves } from '../bench/money/check'
import type { Sample } from '../bench/money/drive'
import { moneyTotals, seedMembers, type BenchMember } from '../bench/money/seed'
import { rowOf } from '../bench/money/stats'
import { num, query } from '../src/db/client'
import { ledgerProblems } from '../src/domain/ledger'
import { verifySecret } from '../src/domain/passwords'
import { testDatabase, type TestDatabase } from './helpers/db'

let t: TestDatabase
let members: BenchMember[]
beforeAll(async () => {
  t = await testDatabase()
  members = await seedMembers(t.database, {
    members: 3,
    history: 25,
    fundCents: 50_000,
    rootUserId: 'BCH0000001',
    password: 'Bench#Pass1',
    tpass: '4321',
  })
})
afterAll(() => t.close())

describe('money bench seeding', () => {
  it('funds each member, sets its transaction password and writes its history, balanced', async () => {
    expect(members.map((m) => m.userId)).toEqual(['BCH9000001', 'BCH9000002', 'BCH9000003'])
    expect(await ledgerProblems(t.database.db)).toEqual({
      unbalanced: 0,
      drifted: 0,
      earningsDrifted: 0,
    })
    const totals = await moneyTotals(t.database)
    expect(totals.members).toBe(3 * (2 * 50_000 + 25))
    expect(totals.members + Object.values(totals.system).reduce((a, b) => a + b, 0)).toBe(0)
    const [m] = await query<{ tpass_hash: string; entries: unknown; wallet: unknown }>(
      t.database.db,
      sql`SELECT m.tpass_hash,
                 (SELECT count(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                   WHERE a.member_id = m.id AND e.source_kind = 'roi') AS entries,
                 (SELECT balance_cents FROM accounts WHERE member_id = m.id AND name = 'wallet') AS wallet
            FROM members m WHERE m.user_id = 'BCH9000002'`,
    )
    expect(await verifySecret(m?.tpass_hash ?? '', '4321')).toBe(true)
    expect(num(m?.entries)).toBe(25)
    expect(num(m?.wallet)).toBe(50_025)
  })
})

const sample = (call: Sample['call'], status: number, ms = 5): Sample => ({
  call,
  status,
  ms,
  bytes: 100,
  measured: true,
})

describe('money bench ledger check', () => {
  const samples = [
    sample('transferToUser', 200),
    sample('transferToSelf', 200),
    sample('investNow', 200),
    sample('withdrawalRequest', 200),
    sample('transferToUser', 400),
  ]
  // $1 to a member (2 c fee), $1 to self (2 c), $100 invested, $10 withdrawn (50 c charge).
  const expected = expectedMoves(samples)
  const before = { members: 1_000_000, system: { 'deposits-in': -1_000_000, fees: 0 } }
  const after = {
    members: 1_000_000 - 54 - 10_000 - 1_000,
    system: {
      'deposits-in': -1_000_000,
      fees: 54,
      investments: 10_000,
      'withdrawals-out': 1_000,
    },
  }
  const problems = { unbalanced: 0, drifted: 0, earningsDrifted: 0 }

  it('knows what the successful answers moved', () => {
    expect(expected).toEqual({ fees: 54, 'withdrawals-out': 1_000, investments: 10_000 })
  })

  it('passes a run whose money went where the answers say', () => {
    expect(judge({ problems, before, after, expected, unknown: 0 }).ok).toBe(true)
  })

  it('fails a run that created a cent', () => {
    const more = { ...after, members: after.members + 1 }
    const result = judge({ problems, before, after: more, expected, unknown: 0 })
    expect(result.ok).toBe(false)
    expect(result.lines.join('\n')).toContain('money created or lost')
  })

  it('fails a drifted ledger, and fees the answers do not explain unless outcomes are unknown', () => {
    const drifted = { unbalanced: 0, drifted: 1, earningsDrifted: 0 }
    expect(judge({ problems: drifted, before, after, expected, unknown: 0 }).ok).toBe(false)
    const earnings = { unbalanced: 0, drifted: 0, earningsDrifted: 1 }
    expect(judge({ problems: earnings, before, after, expected, unknown: 0 }).ok).toBe(false)
    const extraFee = {
      members: after.members - 2,
      system: { ...after.system, fees: after.system.fees + 2 },
    }
    expect(judge({ problems, before, after: extraFee, expected, unknown: 0 }).ok).toBe(false)
    expect(judge({ problems, before, after: extraFee, expected, unknown: 1 }).ok).toBe(true)
  })

  it('counts refusals by status and errors apart from successes', () => {
    const row = rowOf('x', [...samples, sample('sendMail', 429), sample('sendMail', 0)], 2)
    expect(row.ok).toBe(4)
    expect(row.perSecond).toBe(2)
    expect([...row.refusals]).toEqual([
      [400, 1],
      [429, 1],
    ])
    expect(row.errors).toBe(1)
  })
})
