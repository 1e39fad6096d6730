// Conflicting money calls fired at once from one wallet, and one idempotency key sent 200 times.
// PostgreSQL only: PGlite is a single connection, so nothing there can run at the same time.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { issueCode } from '../src/domain/codes'
import { memberIdOf } from '../src/domain/member-view'
import { fileTestApp, T_PASS } from './helpers/app'
import { testDbKind } from './helpers/db'

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'concurrency on PostgreSQL'
  : 'concurrency (skipped: PGlite is one connection; run with TRELLIS_TEST_DB=postgres)'

const t = fileTestApp({ skip: !onPostgres })

async function systemBalance(name: string): Promise<number> {
  const [r] = await query<{ b: unknown }>(
    t.db.database.db,
    sql`SELECT balance_cents AS b FROM system_balances WHERE name = ${name}`,
  )
  return num(r?.b)
}
async function memberTotal(): Promise<number> {
  const [r] = await query<{ b: unknown }>(
    t.db.database.db,
    sql`SELECT COALESCE(sum(balance_cents), 0) AS b FROM accounts WHERE member_id IS NOT NULL`,
  )
  return num(r?.b)
}

describe.skipIf(!onPostgres)(title, () => {
  it('200 conflicting transfers and withdrawals from one wallet: never negative, nothing lost', async () => {
    const a = await t.signUp(undefined, 'Hot')
    const b = await t.signUp(undefined, 'Cold')
    await t.call(
      '/updateUser',
      { usdtAddress: '0x' + 'aa'.repeat(20), t_pass: T_PASS },
      { token: a.token },
    )
    await t.fundIncome(a.userId, 1000)
    const aId = (await memberIdOf(t.db.database.db, a.userId)) ?? 0
    const codes: string[] = []
    for (let i = 0; i < 50; i++)
      codes.push(await issueCode(t.app.deps, aId, 'withdrawal', 10, false))
    const membersBefore = await memberTotal()
    const feesBefore = await systemBalance('fees')
    const outBefore = await systemBalance('withdrawals-out')

    const transfers = Array.from({ length: 150 }, () =>
      t.call(
        '/transferToUser',
        { toUserId: b.userId, amount: 10, type: 'wallet', otp: T_PASS },
        { token: a.token },
      ),
    )
    const withdrawals = codes.map((otp) =>
      t.call('/withdrawal-request', { amount: 10, otp }, { token: a.token }),
    )
    const results = await Promise.all([...transfers, ...withdrawals])
    expect(
      results.every((r) => r.status < 500),
      JSON.stringify(results.find((r) => r.status >= 500)),
    ).toBe(true)

    const okTransfers = results.slice(0, 150).filter((r) => r.status === 200).length
    const okWithdrawals = results.slice(150).filter((r) => r.status === 200).length
    expect(okTransfers + okWithdrawals).toBeGreaterThan(50)
    expect(okTransfers + okWithdrawals).toBeLessThan(200)

    const me = await t.me(a.token)
    expect(me.wallet).toBeGreaterThanOrEqual(0)
    // Exactly what the successful calls took: $10 per transfer, $10.50 per withdrawal.
    expect(Math.round(me.wallet * 100)).toBe(100_000 - okTransfers * 1000 - okWithdrawals * 1050)
    // In cents: 53 × 9.8 is 519.4000000000001 in floating point.
    expect(Math.round((await t.me(b.token)).wallet * 100)).toBe(okTransfers * 980)
    // Members lost only what went to fees and to pending withdrawals.
    const left =
      (await systemBalance('fees')) -
      feesBefore +
      ((await systemBalance('withdrawals-out')) - outBefore)
    expect(await memberTotal()).toBe(membersBefore - left)
    expect((await systemBalance('withdrawals-out')) - outBefore).toBe(okWithdrawals * 1000)
    const [neg] = await query<{ n: unknown }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM accounts WHERE member_id IS NOT NULL AND balance_cents < 0`,
    )
    expect(num(neg?.n)).toBe(0)
  })

  it('one idempotency key sent 200 times at once moves money once', async () => {
    const m = await t.signUp(undefined, 'Repeat')
    await t.fundIncome(m.userId, 100)
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.call('/transferToSelf', { amount: 10 }, { token: m.token, key: 'one-key' }),
      ),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1)
    const me = await t.me(m.token)
    expect(me.wallet).toBe(89.8)
    expect(me.packageWallet).toBe(10)
  })
})
