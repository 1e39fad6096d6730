// Running totals (issue "Money writes at a thousand a second"): a member's earnings totals and
// wallet balances are kept beside the entries, and system accounts are the sum of their entries.
// After a random mix of transfers, self-transfers, investments, daily returns (level income up the
// sponsor line) and withdrawals, every figure equals a sum computed here straight from the entries,
// and the system accounts hold exactly what the successful answers imply.
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { toCents, transferFeeCents } from '@trellis/contract'
import { num, query } from '../src/db/client'
import { accrueDay } from '../src/domain/accrual'
import { economics, percentOf } from '@trellis/contract'
import { dayAfter, fileTestApp, lastCode, PASSWORD, ROOT_ID, T_PASS } from './helpers/app'

const t = fileTestApp()
const ADDRESS = '0x' + '2e'.repeat(20)
type M = { userId: string; token: string; email: string }
const members: M[] = []
/** When each member was mailed a withdrawal code (the test's clock, ms). */
const codesAt = new Map<string, number[]>()

beforeAll(async () => {
  // A sponsor line of four, so daily returns pay level income to several members.
  let sponsor = ROOT_ID
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
    const m = await t.signUp(sponsor, name)
    await t.fundIncome(m.userId, 300)
    await t.fundPackage(m.token, 300)
    // The first payout address comes with the transaction password (and waits no hold).
    const set = await t.call(
      '/updateUser',
      { usdtAddress: ADDRESS, t_pass: T_PASS },
      { token: m.token },
    )
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    members.push({ userId: m.userId, token: m.token, email: `${name.toLowerCase()}@example.com` })
    sponsor = m.userId
  }
  // A large investment at the end of the line, so every day of the mix pays level income up it
  // (small ones round to 0 cents of level income).
  const last = members[3]!
  await t.invest(last.token, 300)
})

/** What the entries say, computed here without the server's own queries. */
async function fromEntries() {
  const db = t.db.database.db
  const earned = await query<{
    user_id: string
    total: unknown
    roi: unknown
    kept: unknown
    kept_roi: unknown
  }>(
    db,
    sql`SELECT m.user_id, m.earned_cents AS kept, m.earned_roi_cents AS kept_roi,
               COALESCE((SELECT sum(e.amount_cents) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                  WHERE a.member_id = m.id AND e.amount_cents > 0 AND e.source_kind IS NOT NULL), 0) AS total,
               COALESCE((SELECT sum(e.amount_cents) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                  WHERE a.member_id = m.id AND e.amount_cents > 0 AND e.source_kind = 'roi'), 0) AS roi
        FROM members m ORDER BY m.id`,
  )
  const wallets = await query<{ id: unknown; kept: unknown; summed: unknown }>(
    db,
    sql`SELECT a.id, a.balance_cents AS kept,
               COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS summed
        FROM accounts a WHERE a.member_id IS NOT NULL`,
  )
  const system = await query<{ name: string; figure: unknown; summed: unknown; column: unknown }>(
    db,
    sql`SELECT a.name, s.balance_cents AS figure, a.balance_cents AS column,
               COALESCE((SELECT sum(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0) AS summed
        FROM accounts a JOIN system_balances s ON s.id = a.id WHERE a.member_id IS NULL`,
  )
  const [all] = await query<{ total: unknown }>(
    db,
    sql`SELECT (SELECT sum(balance_cents) FROM accounts WHERE member_id IS NOT NULL)
             + (SELECT sum(balance_cents) FROM system_balances) AS total`,
  )
  return { earned, wallets, system, total: num(all?.total) }
}

async function systemFigure(name: string): Promise<number> {
  const [r] = await query<{ b: unknown }>(
    t.db.database.db,
    sql`SELECT balance_cents AS b FROM system_balances WHERE name = ${name}`,
  )
  return num(r?.b)
}

type Step =
  | { kind: 'toUser'; from: number; to: number; amount: number; type: 'wallet' | 'packageWallet' }
  | { kind: 'toSelf'; from: number; amount: number }
  | { kind: 'invest'; from: number; amount: number }
  | { kind: 'day' }
  | { kind: 'withdraw'; from: number; amount: number }

const who = fc.integer({ min: 0, max: 3 })
const amount = fc.integer({ min: 100, max: 4_000 }).map((c) => c / 100)
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('toUser' as const),
    from: who,
    to: who,
    amount,
    type: fc.constantFrom('wallet' as const, 'packageWallet' as const),
  }),
  fc.record({ kind: fc.constant('toSelf' as const), from: who, amount }),
  fc.record({
    kind: fc.constant('invest' as const),
    from: who,
    amount: fc.constantFrom(10, 20, 50),
  }),
  fc.record({ kind: fc.constant('day' as const) }),
  fc.record({ kind: fc.constant('withdraw' as const), from: who, amount: fc.constantFrom(10, 15) }),
)

/** A mix ends with a day, so every run pays returns and level income. */
const mixes = fc
  .array(step, { minLength: 5, maxLength: 14 })
  .map((steps): Step[] => [...steps, { kind: 'day' }])

describe('running totals after a random mix', () => {
  let day = 0
  it('equal the sums over the entries, and system accounts hold what the answers imply', async () => {
    let runs = 0
    await fc.assert(
      fc.asyncProperty(mixes, async (steps) => {
        runs++
        // Withdrawals move the clock a minute each: fresh sessions for every run.
        for (const m of members) m.token = await t.login(m.userId, PASSWORD)
        const before = {
          fees: await systemFigure('fees'),
          investments: await systemFigure('investments'),
          withdrawals: await systemFigure('withdrawals-out'),
        }
        const implied = { fees: 0, investments: 0, withdrawals: 0 }
        for (const s of steps) {
          if (s.kind === 'day') {
            await accrueDay(t.app.deps, dayAfter(++day))
            continue
          }
          const m = members[s.from]!
          if (s.kind === 'toUser') {
            const to = members[s.to]!
            const body = { toUserId: to.userId, amount: s.amount, type: s.type, otp: T_PASS }
            const r = await t.call('/transferToUser', body, { token: m.token })
            expect(r.status === 200 || r.status === 400, JSON.stringify(r.body)).toBe(true)
            if (r.status === 200) implied.fees += transferFeeCents(toCents(s.amount)!)
          } else if (s.kind === 'toSelf') {
            const r = await t.call('/transferToSelf', { amount: s.amount }, { token: m.token })
            expect(r.status === 200 || r.status === 400, JSON.stringify(r.body)).toBe(true)
            if (r.status === 200) {
              implied.fees += percentOf(toCents(s.amount)!, economics.selfTransferFeeBp)
            }
          } else if (s.kind === 'invest') {
            const body = { wallet: 'package', amount: s.amount, plan: 'growth' }
            const r = await t.call('/investNow', body, { token: m.token })
            expect(r.status === 200 || r.status === 400, JSON.stringify(r.body)).toBe(true)
            if (r.status === 200) implied.investments += toCents(s.amount)!
          } else {
            // One code a minute per member: move the clock on so each withdrawal gets its own.
            t.clock.offsetMs += 61_000
            // And at most otpPerHour an hour: past that, an hour on (and fresh sessions, which
            // an hour ends). A mix with many withdrawals by one member answered 429 here.
            const nowMs = Date.now() + t.clock.offsetMs
            const recent = (codesAt.get(m.userId) ?? []).filter((at) => at > nowMs - 3_600_000)
            if (recent.length >= economics.otpPerHour) {
              t.clock.offsetMs += 3_600_000
              for (const x of members) x.token = await t.login(x.userId, PASSWORD)
            }
            codesAt.set(m.userId, [...recent, Date.now() + t.clock.offsetMs])
            expect((await t.call('/sendMail', {}, { token: m.token })).status).toBe(200)
            const otp = lastCode(t.mailer, m.email)
            const r = await t.call(
              '/withdrawal-request',
              { amount: s.amount, otp },
              { token: m.token },
            )
            expect(r.status === 200 || r.status === 400, JSON.stringify(r.body)).toBe(true)
            if (r.status === 200) {
              implied.withdrawals += toCents(s.amount)!
              implied.fees += percentOf(toCents(s.amount)!, economics.withdrawalChargeBp)
            }
          }
        }
        const now = await fromEntries()
        for (const e of now.earned) {
          expect(num(e.kept), `earned by ${e.user_id}`).toBe(num(e.total))
          expect(num(e.kept_roi), `ROI of ${e.user_id}`).toBe(num(e.roi))
        }
        for (const w of now.wallets) expect(num(w.kept)).toBe(num(w.summed))
        for (const s of now.system) {
          expect(num(s.figure), s.name).toBe(num(s.summed))
          expect(num(s.column), `${s.name}'s column`).toBe(0)
        }
        expect(now.total).toBe(0)
        expect(await systemFigure('fees')).toBe(before.fees + implied.fees)
        expect(await systemFigure('investments')).toBe(before.investments + implied.investments)
        expect(await systemFigure('withdrawals-out')).toBe(before.withdrawals + implied.withdrawals)
        // The member's own figures come from the totals: they match the entries too.
        for (const m of members) {
          const me = await t.me(m.token)
          const e = now.earned.find((x) => x.user_id === m.userId)!
          expect(toCents(me.profit)).toBe(num(e.total))
          expect(toCents(me.totalReturn)).toBe(num(e.roi))
        }
      }),
      { numRuns: 4, endOnFailure: true },
    )
    expect(runs).toBe(4)
    // The mix did earn (days ran): ROI and level income, so the totals were exercised.
    const rows = (await fromEntries()).earned
    expect(rows.some((r) => num(r.roi) > 0)).toBe(true)
    expect(rows.some((r) => num(r.total) > num(r.roi))).toBe(true)
  }, 120_000)
})
