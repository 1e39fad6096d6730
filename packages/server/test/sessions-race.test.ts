// A session ended in this process is refused by every read that starts after the ending call
// answered, even when another read checked the session row while the ending was under way
// (between this process forgetting its checks and the revoking commit: on PostgreSQL a read on
// another pooled connection still sees the row open, and used to be remembered as good for 3 s).
// Deterministic: the database is wrapped so the test holds the logout's UPDATE, or the password
// change's commit, while a read checks the row; no timing is involved.
import { describe, expect, it } from 'vitest'
import { fileTestApp, PASSWORD } from './helpers/app'
import { isSessionCheck, signal, type DbHooks } from './helpers/hooked-db'

/** What the test does around statements and commits (unset: nothing). */
const hooks: DbHooks = {}

const t = fileTestApp({ hooks })

const read = async (token: string) => (await t.call('/getUser', {}, { token })).status

describe('a session ended in this process, with reads in flight', () => {
  it('logout: a read that checked the row before the logout committed is not remembered', async () => {
    const m = await t.signUp(undefined, 'Lola')
    const reached = signal()
    const release = signal()
    hooks.beforeExecute = async (text) => {
      if (!/update "?sessions"? set ended_at/i.test(text)) return
      reached.settle()
      await release.promise
    }
    const out = t.call('/logout', {}, { token: m.token })
    // The logout has forgotten this process's checks and not yet ended the row.
    await reached.promise
    // A read now checks the row and finds it open: it may answer, it must not be remembered.
    expect(await read(m.token)).toBe(200)
    delete hooks.beforeExecute
    release.settle()
    expect((await out).status).toBe(200)
    expect(await read(m.token)).toBe(401)
  })

  it('password change: a read that checked the row before the commit is not remembered', async () => {
    const m = await t.signUp(undefined, 'Pia')
    const laptop = await t.login(m.userId, PASSWORD)
    // The phone's session is checked and remembered (reads reuse it for 3 s).
    expect(await read(m.token)).toBe(200)
    const held = signal()
    const release = signal()
    hooks.beforeCommit = async () => {
      held.settle()
      await release.promise
    }
    const fresh = 'Newer#2026'
    const changed = t.call(
      '/changePassword',
      { oldPassword: PASSWORD, password: fresh, cpassword: fresh },
      { token: laptop },
    )
    // The change's transaction has ended the other sessions and waits to commit.
    await held.promise
    delete hooks.beforeCommit
    const checked = signal()
    const issued = signal()
    hooks.beforeExecute = async (text) => {
      if (isSessionCheck(text)) issued.settle()
    }
    hooks.afterExecute = (text) => {
      if (isSessionCheck(text)) checked.settle()
    }
    const inFlight = read(m.token)
    // PostgreSQL: the read's check runs on another connection and sees the row still open.
    // PGlite (one connection): the check waits behind the open transaction; issued is all we get.
    await (t.db.kind === 'postgres' ? checked.promise : issued.promise)
    delete hooks.beforeExecute
    delete hooks.afterExecute
    release.settle()
    expect((await changed).status).toBe(200)
    await inFlight
    expect(await read(m.token)).toBe(401)
    expect(await read(laptop)).toBe(200)
  })
})
