// The lock order's two escape hatches (docs/server.md, "Lock order"), on both databases: a
// business reward due to an upline whose wallets the investment did not lock is never paid out of
// order (the transaction runs again instead), and a money call that asks to run again does.
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { num, query } from '../src/db/client'
import { payBusinessRewards, rewardCandidates } from '../src/domain/business-reward'
import { RunAgain, runMoney } from '../src/domain/idempotency'
import { recordInvestment } from '../src/team/aggregates'
import { fileTestApp, ROOT_ID } from './helpers/app'

const t = fileTestApp()

const idOf = async (userId: string) => {
  const [r] = await query<{ id: unknown }>(
    t.db.database.db,
    sql`SELECT id FROM members WHERE user_id = ${userId}`,
  )
  return num(r?.id)
}

describe('lock order', () => {
  it('names the uplines an investment may reward, and refuses to pay one whose wallets it did not lock', async () => {
    const sponsor = await t.signUp(ROOT_ID, 'Sola')
    const member = await t.signUp(sponsor.userId, 'Mira')
    const memberId = await idOf(member.userId)
    const sponsorId = await idOf(sponsor.userId)
    const rootId = await idOf(ROOT_ID)
    // $10,000 lifts the sponsor and the root to the first milestone; $100 lifts nobody.
    const [small, big] = await t.db.database.transaction(async (tx) => [
      await rewardCandidates(tx, memberId, 100_00),
      await rewardCandidates(tx, memberId, 10_000_00),
    ])
    expect(small).toEqual([])
    expect([...big].sort((a, b) => a - b)).toEqual([rootId, sponsorId].sort((a, b) => a - b))
    // The totals moved under the investment (as another investment would): the sponsor is due,
    // but only the investor's wallets are held. Nothing is paid; the transaction is to run again.
    const day = new Date().toISOString().slice(0, 10)
    const before = await t.snapshot()
    await expect(
      t.db.database.transaction(async (tx) => {
        await recordInvestment(tx, memberId, 10_000_00, { firstInvestment: true })
        return payBusinessRewards(tx, memberId, day, new Set([memberId]))
      }),
    ).rejects.toBeInstanceOf(RunAgain)
    expect(await t.snapshot()).toEqual(before)
  })

  it('runs a money call again when its work asks to (RunAgain), at most five times', async () => {
    const m = await t.signUp(ROOT_ID, 'Rory')
    const id = await idOf(m.userId)
    let tries = 0
    const answer = await runMoney(t.app.deps, id, undefined, 'test', async () => {
      tries++
      if (tries < 3) throw new RunAgain('not yet')
      return 'done'
    })
    expect({ answer, tries }).toEqual({ answer: 'done', tries: 3 })
    tries = 0
    await expect(
      runMoney(t.app.deps, id, undefined, 'test', async () => {
        tries++
        throw new RunAgain('never')
      }),
    ).rejects.toBeInstanceOf(RunAgain)
    expect(tries).toBe(5)
  })
})
