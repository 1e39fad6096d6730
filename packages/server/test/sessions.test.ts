// Sessions end when they should: logout ends this one on the server, a password change ends the
// member's other sessions, a reset ends them all. And the session check's one statement looks up a
// transfer's parties only for the checks that name a recipient.
import { describe, expect, it } from 'vitest'
import { decodeJwt, SignJWT } from 'jose'
import { serverMessages } from '@trellis/contract'
import { sql } from 'drizzle-orm'
import { query } from '../src/db/client'
import { SESSION_RECHECK_MS, sessionStatement, type SessionAsk } from '../src/http/auth'
import { fileTestApp, lastCode, PASSWORD } from './helpers/app'
import { withStillClock } from './helpers/progress'

const t = fileTestApp()

const alive = async (token: string) => (await t.call('/getUser', {}, { token })).status

describe('sessions on the server', () => {
  it('logout ends this session at once, and only this one', async () => {
    const m = await t.signUp(undefined, 'Lou')
    const other = await t.login(m.userId, PASSWORD)
    const out = await t.call('/logout', {}, { token: m.token })
    expect(out.status).toBe(200)
    expect(await alive(m.token)).toBe(401)
    expect((await t.call('/getUser', {}, { token: m.token })).body.message).toBe(
      serverMessages.unauthorized,
    )
    expect(await alive(other)).toBe(200)
  })

  it('a password change ends every other session of the member', async () => {
    const m = await t.signUp(undefined, 'Cha')
    const laptop = await t.login(m.userId, PASSWORD)
    const phone = await t.login(m.userId, PASSWORD)
    const fresh = 'Newer#2026'
    const changed = await t.call(
      '/changePassword',
      { oldPassword: PASSWORD, password: fresh, cpassword: fresh },
      { token: laptop },
    )
    expect(changed.status).toBe(200)
    expect(await alive(laptop)).toBe(200)
    expect(await alive(phone)).toBe(401)
    expect(await alive(m.token)).toBe(401)
  })

  it('a reset ends every session of the member', async () => {
    const m = await t.signUp(undefined, 'Rex')
    await t.call('/forgotPassword', { userId: m.userId })
    const code = lastCode(t.mailer, 'rex@example.com')
    const fresh = 'Reset#2026'
    const r = await t.call('/resetPassword', {
      userId: m.userId,
      code,
      password: fresh,
      cpassword: fresh,
    })
    expect(r.status).toBe(200)
    expect(await alive(m.token)).toBe(401)
  })

  it('a token without a session row, or signed with another key, is refused', async () => {
    const m = await t.signUp(undefined, 'Tok')
    const [head, body] = m.token.split('.')
    expect(await alive(`${head}.${body}.AAAA`)).toBe(401)
    // Rightly signed, but naming no session (a token of the old kind, or a forged session id).
    const { sub, mid } = decodeJwt(m.token)
    const key = new TextEncoder().encode('x'.repeat(40))
    const now = Math.floor(Date.now() / 1000)
    for (const claims of [{ mid }, { mid, sid: 'no-such-session' }]) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key)
      expect(await alive(forged)).toBe(401)
    }
  })
})

describe('a session ended by another server process', () => {
  it('is refused at once by writes, and by reads within 3 s (SESSION_RECHECK_MS)', async () => {
    const m = await t.signUp(undefined, 'Remo')
    // A read checks the row and remembers the check; further reads reuse it.
    expect(await alive(m.token)).toBe(200)
    // Another process ends the session: straight in the table, this process is not told.
    const sid = decodeJwt(m.token).sid as string
    await t.db.database.db.execute(sql`UPDATE sessions SET ended_at = now() WHERE id = ${sid}`)
    // A write reads the row every time.
    const write = await t.call('/transferToSelf', { amount: 1 }, { token: m.token })
    expect(write.status).toBe(401)
    // A read may still pass on this process's recent check, but no longer than 3 s.
    t.clock.offsetMs += SESSION_RECHECK_MS + 1
    expect(await alive(m.token)).toBe(401)
    t.clock.offsetMs -= SESSION_RECHECK_MS + 1
  })

  it('reads reuse a recent check: 50 reads cost far fewer session reads than 50', async () => {
    const m = await t.signUp(undefined, 'Rita')
    const sid = decodeJwt(m.token).sid as string
    // The clock stands still from the first read on: all 51 reads must fall within one check's
    // 3 s, and on a loaded machine the update and 50 reads can take longer.
    await withStillClock(async () => {
      expect(await alive(m.token)).toBe(200)
      // The session is ended under the reads: a read that checked the table would answer 401.
      await t.db.database.db.execute(sql`UPDATE sessions SET ended_at = now() WHERE id = ${sid}`)
      let passed = 0
      for (let i = 0; i < 50; i++) if ((await alive(m.token)) === 200) passed++
      expect(passed).toBe(50)
      t.clock.offsetMs += SESSION_RECHECK_MS + 1
      expect(await alive(m.token)).toBe(401)
      t.clock.offsetMs -= SESSION_RECHECK_MS + 1
    })
  })
})

/** A node of EXPLAIN's JSON plan, with the nodes under it (init plans and subplans included). */
interface PlanNode {
  'Relation Name'?: string
  'Actual Loops': number
  'Actual Rows': number
  Plans?: PlanNode[]
}

describe("the session check's statement", () => {
  /** The check of `m`'s session, naming `toUser` as its recipient or none. */
  const ask = (m: { token: string }, toUser: string | null): SessionAsk => {
    const { sid, mid } = decodeJwt(m.token)
    return { sessionId: String(sid), memberId: Number(mid), at: new Date(), key: null, toUser }
  }
  /** The rows `asks` found, and how often each scan of `members` in the plan ran. */
  async function run(asks: SessionAsk[]) {
    const [row] = await query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      t.db.database.db,
      sql`EXPLAIN (ANALYZE, FORMAT JSON) ${sessionStatement(asks)}`,
    )
    const plan = row?.['QUERY PLAN'][0].Plan
    const loops: number[] = []
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] === 'members') loops.push(node['Actual Loops'])
      node.Plans?.forEach(walk)
    }
    if (plan) walk(plan)
    return { rows: plan?.['Actual Rows'], membersLoops: loops }
  }

  it("reads a transfer's parties only for the checks that name a recipient", async () => {
    const [a, b, c] = [
      await t.signUp(undefined, 'Pia'),
      await t.signUp(undefined, 'Quin'),
      await t.signUp(undefined, 'Rudi'),
    ]
    // Writes that name no recipient (every write but a transfer to a member): the sender's row
    // and the recipient's lookup never run.
    expect(await run([ask(a, null), ask(b, null), ask(c, null)])).toEqual({
      rows: 3,
      membersLoops: [0, 0],
    })
    // One transfer among them: both run once, for it alone.
    expect(await run([ask(a, null), ask(b, c.userId.toLowerCase()), ask(c, null)])).toEqual({
      rows: 3,
      membersLoops: [1, 1],
    })
  })
})
