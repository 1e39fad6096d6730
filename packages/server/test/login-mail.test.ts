// The lock notice never holds up an answer: with a mail server that does not answer, every
// log-in attempt for a known id answers as soon as, and the same as, one for an unknown id, and
// the notice is delivered afterwards. (Before, the attempt that started the lock waited for the
// mail: 278 ms against 24 ms with a 250 ms relay, which told which ids exist.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverMessages } from '@trellis/contract'
import type { MailMessage } from '../src/mail/mailer'
import { loginAccountLock, loginClientLock } from '../src/guard/limits'
import { PASSWORD, startTestApp, type TestApp } from './helpers/app'

/**
 * A mailer that holds lock notices until the test releases them (other mails pass at once). A
 * safety net releases them after 20 s, so code that waits on the mail fails with a message
 * instead of hanging; a right answer takes well under a second even on a loaded 2-core machine.
 */
function heldMailer() {
  const sent: MailMessage[] = []
  const held: MailMessage[] = []
  let released = false
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = () => {
      released = true
      resolve()
    }
  })
  const safety = setTimeout(release, 20_000)
  return {
    sent,
    held,
    isReleased: () => released,
    release: () => {
      clearTimeout(safety)
      release()
    },
    async send(m: MailMessage) {
      if (/paused/.test(m.subject)) {
        held.push(m)
        await gate
      }
      sent.push(m)
    },
  }
}

const mailer = heldMailer()
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ addressLimits: true, mailer })
})
afterAll(async () => {
  mailer.release()
  await t.close()
})

/** What an answer says, with the lock's end (a time to the minute) left out. */
function shape(r: Awaited<ReturnType<TestApp['call']>>) {
  return {
    status: r.status,
    message: String(r.body.message).replace(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/, '<time>'),
    retryAfter: r.headers['retry-after'] !== undefined,
  }
}

describe('log-in answers never wait on mail', () => {
  it('known and unknown ids answer alike at every attempt, while the lock notice is still held', async () => {
    const m = await t.signUp(undefined, 'Known')
    const unknown = 'BCH9876543'
    // As many attempts as start the account lock (the notice), and one more: two addresses of 5.
    const attempts = loginAccountLock.maxFailures + 1
    for (let i = 1; i <= attempts; i++) {
      const from = Math.ceil(i / loginClientLock.maxFailures)
      const known = await t.call(
        '/login',
        { userId: m.userId, password: `Wrong#${i}xyz` },
        { from: `198.18.0.${from}` },
      )
      expect(mailer.isReleased(), `attempt ${i} of the known id waited for the mail`).toBe(false)
      const other = await t.call(
        '/login',
        { userId: unknown, password: `Wrong#${i}xyz` },
        { from: `198.18.1.${from}` },
      )
      expect(mailer.isReleased(), `attempt ${i} of the unknown id waited for the mail`).toBe(false)
      expect(shape(known), `attempt ${i}`).toEqual(shape(other))
      expect(known.status).toBe(i <= loginAccountLock.maxFailures ? 401 : 429)
    }
    // The notice was handed to the mailer (after the answer) and is still held there.
    await vi.waitFor(() => expect(mailer.held.map((x) => x.to)).toEqual(['known@example.com']), {
      timeout: 10_000,
    })
    expect(mailer.sent.some((x) => /paused/.test(x.subject))).toBe(false)
    const refused = await t.call(
      '/login',
      { userId: m.userId, password: PASSWORD },
      { from: '198.18.0.9' },
    )
    expect(refused.body.message).toContain(serverMessages.loginLocked)
    mailer.release()
    await vi.waitFor(
      () => expect(mailer.sent.filter((x) => /paused/.test(x.subject))).toHaveLength(1),
      { timeout: 10_000 },
    )
  }, 60_000)

  it('a mail that fails is logged as one line and never rejects unhandled', async () => {
    const lines: string[] = []
    const failing = {
      sent: [] as MailMessage[],
      async send(m: MailMessage) {
        if (/paused/.test(m.subject))
          throw Object.assign(new Error(`refused <${m.to}>`), { code: 'EENVELOPE' })
        failing.sent.push(m)
      },
    }
    const app = await startTestApp({ addressLimits: true, mailer: failing })
    app.app.deps.log = (line) => lines.push(line)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const m = await app.signUp(undefined, 'Failing')
      for (let i = 0; i < loginAccountLock.maxFailures; i++) {
        const from = `198.18.2.${Math.floor(i / loginClientLock.maxFailures)}`
        const r = await app.call(
          '/login',
          { userId: m.userId, password: `Wrong#${i}xyz` },
          { from },
        )
        expect(r.status).toBe(401)
      }
      await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000 })
      expect(lines[0]).toBe('[mail] a log-in lock notice could not be sent: Error EENVELOPE')
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
      await app.close()
    }
  }, 60_000)
})
