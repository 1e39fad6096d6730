// Who approves a withdrawal (issue 24): automatically at or below the automatic amount, one
// approval above it (an operator, or the operator token as `automation`), two DIFFERENT named
// operators above the dual amount (the same one twice refused, `automation` never one of them);
// and the member's 24-hour and 30-day limits refuse with when it can go, moving nothing. No chain
// here (test/payouts.test.ts pays them). Both databases; ~1 s of tests on top of the app's start.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { WithdrawalRecord } from '@trellis/contract'
import { num, query } from '../src/db/client'
import { approveWithdrawal } from '../src/domain/withdrawals'
import { DomainError } from '../src/domain/errors'
import { DAY_MS, fileTestApp, lastCode, T_PASS } from './helpers/app'
import { newOperator, opsCall } from './helpers/operators'

/** Small amounts so a member's few hundred dollars cover each case. */
const RULES = {
  autoApproveCents: 50_00,
  dualApproveCents: 200_00,
  memberDayCents: 400_00,
  memberMonthCents: 600_00,
  dailyCapCents: 10_000_00,
}
const t = fileTestApp({ payouts: { rules: RULES } })
const ADDRESS = '0x' + '2e'.repeat(20)

async function member(name: string, income: number) {
  const m = await t.signUp(undefined, name)
  await t.call('/updateUser', { usdtAddress: ADDRESS, t_pass: T_PASS }, { token: m.token })
  await t.fundIncome(m.userId, income)
  return m
}

/** Requests `amount` (a fresh code each time: the clock moves a minute past the code limit). */
async function withdraw(m: { token: string; userId: string }, email: string, amount: number) {
  t.clock.offsetMs += 61_000
  const sent = await t.call('/sendMail', {}, { token: m.token })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const otp = lastCode(t.mailer, email)
  return t.call('/withdrawal-request', { amount, otp }, { token: m.token })
}

async function latest(token: string): Promise<WithdrawalRecord> {
  const h = await t.call('/withdrawal-history', {}, { token })
  return (h.body.data as WithdrawalRecord[])[0] as WithdrawalRecord
}

async function approvals(id: string) {
  const rows = await query<{ actor: string }>(
    t.db.database.db,
    sql`SELECT actor FROM withdrawal_approvals WHERE withdrawal_id = ${Number(id)} ORDER BY actor`,
  )
  return rows.map((r) => r.actor)
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof DomainError ? { code: e.code, message: e.message } : e),
  )

describe('withdrawal approvals', () => {
  it('approves at or below the automatic amount by itself; above it waits for one approval', async () => {
    const m = await member('Abel', 300)
    expect((await withdraw(m, 'abel@example.com', 50)).status).toBe(200)
    const small = await latest(m.token)
    expect(small.status).toBe('approved')
    expect(await approvals(small.id)).toEqual(['auto'])

    expect((await withdraw(m, 'abel@example.com', 50.01)).status).toBe(200)
    const mid = await latest(m.token)
    expect(mid.status).toBe('pending')
    // The operator token approves as `automation`: one approval is enough up to the dual amount.
    const r = await t.ops('POST', `/withdrawals/${mid.id}/approve`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({
      status: 'approved',
      approvals: [{ by: { actor: 'automation', email: null } }],
      approvalsNeeded: 1,
    })
    // Again: it is no longer pending.
    const again = await t.ops('POST', `/withdrawals/${mid.id}/approve`)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(`Withdrawal ${mid.id} is already approved.`)

    expect((await withdraw(m, 'abel@example.com', 100)).status).toBe(200)
    const byName = await latest(m.token)
    const named = await approveWithdrawal(t.app.deps, Number(byName.id), 'operator:7')
    expect(named).toMatchObject({ status: 'approved', approvals: ['operator:7'] })
  })

  it('above the dual amount: two different operators; the same one twice and automation are refused', async () => {
    const m = await member('Bea', 300)
    expect((await withdraw(m, 'bea@example.com', 250)).status).toBe(200)
    const big = await latest(m.token)
    const id = Number(big.id)
    expect(big.status).toBe('pending')

    const token = await t.ops('POST', `/withdrawals/${id}/approve`)
    expect(token.status).toBe(403)
    expect(token.body.message).toMatch(/two different operators must approve it, by name/)
    expect(await approvals(big.id)).toEqual([])

    expect(await approveWithdrawal(t.app.deps, id, 'operator:ana')).toMatchObject({
      status: 'pending',
      approvals: ['operator:ana'],
    })
    expect(await refusal(approveWithdrawal(t.app.deps, id, 'operator:ana'))).toEqual({
      code: 'conflict',
      message: `Withdrawal ${id} is already approved by operator:ana; the second approval must come from a different operator.`,
    })
    // automation after one operator: still not the second.
    expect((await t.ops('POST', `/withdrawals/${id}/approve`)).status).toBe(403)
    expect((await latest(m.token)).status).toBe('pending')
    expect(await approvals(big.id)).toEqual(['operator:ana'])
    // A made-up actor is refused before anything is read.
    expect(await refusal(approveWithdrawal(t.app.deps, id, 'root'))).toMatchObject({
      code: 'invalid',
    })

    expect(await approveWithdrawal(t.app.deps, id, 'operator:ben')).toMatchObject({
      status: 'approved',
      approvals: ['operator:ana', 'operator:ben'],
    })
    // Not pending any more: a rejection refunds it (it is not signed yet).
    const rejected = await t.ops('POST', `/withdrawals/${id}/reject`)
    expect(rejected.status).toBe(200)
    expect((await t.me(m.token)).wallet).toBe(300)
  })

  it('in the console: two named finance operators approve a large one; each approval is audited', async () => {
    const m = await member('Dov', 300)
    expect((await withdraw(m, 'dov@example.com', 250)).status).toBe(200)
    const big = await latest(m.token)
    const admin = await newOperator(t, 'boss@example.com', 'admin')
    const ana = await newOperator(t, 'ana@example.com', 'finance', admin.cookie)
    const ben = await newOperator(t, 'ben@example.com', 'finance', admin.cookie)
    const approve = (cookie: string) =>
      opsCall(t, 'POST', `/withdrawals/${big.id}/approve`, { cookie, body: { reason: 'checked' } })
    const first = await approve(ana.cookie)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data).toMatchObject({
      status: 'pending',
      approvalsNeeded: 2,
      approvals: [{ by: { actor: `operator:${ana.id}`, email: 'ana@example.com' } }],
    })
    // The same operator again: refused, and nothing more recorded.
    expect((await approve(ana.cookie)).status).toBe(409)
    const second = await approve(ben.cookie)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(second.body.data).toMatchObject({ status: 'approved' })
    const log = await query<{ actor: string; before: unknown; after: unknown }>(
      t.db.database.db,
      sql`SELECT actor, before, after FROM audit_log
          WHERE action = 'withdrawal.approve' AND object_id = ${big.id} ORDER BY id`,
    )
    expect(log.map((r) => r.actor)).toEqual([`operator:${ana.id}`, `operator:${ben.id}`])
    expect(JSON.stringify(log[1]?.after)).toContain('approved')
  })

  it('refuses over the member 24-hour and 30-day limits, saying when, and moves nothing', async () => {
    const m = await member('Cyd', 1_000)
    expect((await withdraw(m, 'cyd@example.com', 150)).status).toBe(200)
    // Requests are stamped with the server's clock, which the test moves.
    const firstAt = Date.parse((await latest(m.token)).createdAt)
    expect((await withdraw(m, 'cyd@example.com', 150)).status).toBe(200)
    const before = await t.snapshot()
    // $300 of $400 used in 24 hours: $150 more does not fit; $100 would.
    const over = await withdraw(m, 'cyd@example.com', 150)
    expect(over.status).toBe(400)
    expect(over.body.message).toMatch(
      /^Withdrawals are limited to \$400\.00 per 24 hours: \$100\.00 is left now\. Try again after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    )
    // The code was refused before it was sent: the pre-check says the same.
    t.clock.offsetMs += 61_000
    const pre = await t.call('/sendMail', { amount: 150 }, { token: m.token })
    expect(pre.body.message).toBe(over.body.message)
    expect(await t.snapshot()).toEqual(before)
    // One amount over the whole limit: no time helps.
    const whole = await t.call('/sendMail', { amount: 401 }, { token: m.token })
    expect(whole.body.message).toBe('Withdrawals are limited to $400.00 per 24 hours.')

    // A day later (the rows moved back a day and 5 minutes: a session would not outlive a moved
    // clock) the 24 hours are free again, but the 30 days hold $600: $300 used.
    await t.db.database.db.execute(
      sql`UPDATE withdrawals SET created_at = created_at - interval '1 day 5 minutes'
          WHERE member_id = (SELECT id FROM members WHERE user_id = ${m.userId})`,
    )
    const firstAtNow = firstAt - DAY_MS - 5 * 60_000
    expect((await withdraw(m, 'cyd@example.com', 200)).status).toBe(200)
    const month = await withdraw(m, 'cyd@example.com', 150)
    expect(month.status).toBe(400)
    expect(month.body.message).toMatch(
      /^Withdrawals are limited to \$600\.00 per 30 days: \$100\.00 is left now\. Try again after /,
    )
    // It names the time the oldest one leaves the window: 30 days after the first request.
    const when = /after (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/.exec(month.body.message ?? '')?.[1]
    expect(when).toBe(
      new Date(firstAtNow + 30 * DAY_MS).toISOString().slice(0, 16).replace('T', ' '),
    )
    const [n] = await query<{ n: unknown }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM withdrawals w JOIN members m ON m.id = w.member_id
          WHERE m.user_id = ${m.userId}`,
    )
    expect(num(n?.n)).toBe(3)
    t.clock.offsetMs = 0
  })
})
