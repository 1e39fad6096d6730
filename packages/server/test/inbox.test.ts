// The member's activity inbox (issue 26, point 1): money events written with their money, team
// and security events with their change, an unread count, "seen" that cannot reach past the
// member's own events, the mail topics a member switches off.
import { describe, expect, it } from 'vitest'
import { serverMessages, type InboxItem } from '@trellis/contract'
import { fileTestApp, PASSWORD, registration, ROOT_ID, T_PASS } from './helpers/app'

const t = fileTestApp()

async function inbox(token: string, page?: number) {
  const r = await t.call('/inbox', page ? { page } : {}, { token })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return { items: r.body.data as InboxItem[], total: r.body.total as number }
}

async function unread(token: string) {
  const r = await t.call('/inboxUnread', {}, { token })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return (r.body.data as { unread: number }).unread
}

/**
 * The mail to `to` whose subject is `subject`, once the after-answer send has run (up to 6 s: the
 * whole suite on two cores once took longer than 2 s).
 */
async function mailTo(to: string, subject: string) {
  for (let i = 0; i < 300; i++) {
    const m = t.mailer.sent.find((x) => x.to === to && x.subject === subject)
    if (m) return m
    await new Promise((r) => setTimeout(r, 20))
  }
  return undefined
}

describe('the activity inbox', () => {
  it('tells the recipient of a transfer, once per key, and the sender nothing; a refused one tells no one', async () => {
    const a = await t.signUp(undefined, 'Ivy')
    const b = await t.signUp(undefined, 'Jon')
    await t.fundIncome(a.userId, 100)
    await t.setTpass(a.token)
    const body = { toUserId: b.userId, amount: 50, type: 'wallet', otp: T_PASS }
    const first = await t.call('/transferToUser', body, { token: a.token, key: 'inbox-key-1' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const again = await t.call('/transferToUser', body, { token: a.token, key: 'inbox-key-1' })
    expect(again.status).toBe(200)
    // More than the wallet holds: refused, and nobody is told anything.
    const short = await t.call(
      '/transferToUser',
      { ...body, amount: 90 },
      { token: a.token, key: 'inbox-key-2' },
    )
    expect(short.status).toBe(400)

    const got = await inbox(b.token)
    expect(got.items).toHaveLength(1)
    expect(got.items[0]).toMatchObject({
      kind: 'transfer-received',
      amount: 49,
      member: { userId: a.userId, name: 'Ivy' },
      unread: true,
    })
    expect(await unread(b.token)).toBe(1)
    expect((await inbox(a.token)).items.map((i) => i.kind)).not.toContain('transfer-received')

    const mail = await mailTo('jon@example.com', 'Trellis: you received a transfer')
    expect(mail?.text).toContain(`You received $49.00 from ${a.userId} (Ivy)`)
    expect(
      t.mailer.sent.filter((m) => m.subject === 'Trellis: you received a transfer'),
    ).toHaveLength(1)
  })

  it('tells a deposit credited, with its reference, and the sponsor of a new member', async () => {
    const s = await t.signUp(undefined, 'Kay')
    const n = await t.signUp(s.userId, 'Lou')
    const team = await inbox(s.token)
    expect(team.items[0]).toMatchObject({
      kind: 'team-joined',
      member: { userId: n.userId, name: 'Lou' },
    })
    const mail = await mailTo('kay@example.com', 'Trellis: a new member joined your team')
    expect(mail?.text).toContain(`${n.userId} (Lou) joined Trellis`)

    await t.fundPackage(n.token, 25)
    const money = await inbox(n.token)
    expect(money.items[0]).toMatchObject({ kind: 'deposit-credited', amount: 25 })
    expect(money.items[0]?.detail).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('records security events: a password changed', async () => {
    const m = await t.signUp(undefined, 'Max')
    const r = await t.call(
      '/changePassword',
      { oldPassword: PASSWORD, password: 'N3w-passw0rd!', cpassword: 'N3w-passw0rd!' },
      { token: m.token },
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect((await inbox(m.token)).items[0]).toMatchObject({ kind: 'password-changed' })
  })

  it('knows the browser that signed up: its next log-in is no new device; another browser is', async () => {
    const r = await t.call('/register', registration(ROOT_ID, 'Vic'))
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const cookie = String(r.headers['set-cookie'] ?? '').split(';')[0] ?? ''
    expect(cookie).toMatch(/=.{20,}/)
    const userId = (r.body.user as { userId: string }).userId
    const again = await t.call('/login', { userId, password: PASSWORD }, { headers: { cookie } })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    const token = again.body.token as string
    expect((await inbox(token)).items.map((i) => i.kind)).not.toContain('new-device')
    await t.call('/login', { userId, password: PASSWORD })
    expect((await inbox(token)).items.map((i) => i.kind)).toContain('new-device')
  })

  it('marks seen up to an item, never past the member’s own newest event', async () => {
    const s = await t.signUp(undefined, 'Ned')
    await t.signUp(s.userId, 'Olga')
    const { items } = await inbox(s.token)
    const newest = items[0]!.id
    expect(await unread(s.token)).toBe(1)
    // An id from the future (or another member's, larger) marks only what is there now.
    const far = await t.call('/inboxSeen', { upTo: '999999999' }, { token: s.token })
    expect(far.status, JSON.stringify(far.body)).toBe(200)
    expect(far.body.data).toEqual({ unread: 0 })
    await t.signUp(s.userId, 'Pia')
    expect(await unread(s.token)).toBe(1)
    const now = await inbox(s.token)
    expect(now.items.map((i) => i.unread)).toEqual([true, false])
    // Never backwards.
    await t.call('/inboxSeen', { upTo: newest }, { token: s.token })
    expect(await unread(s.token)).toBe(1)
  })

  it('refuses malformed bodies with a clear message and changes nothing', async () => {
    const m = await t.signUp(undefined, 'Quin')
    for (const upTo of ['abc', '0', '-1', '1e9', 7, '1'.repeat(30)]) {
      const r = await t.call('/inboxSeen', { upTo }, { token: m.token })
      expect(r.status, String(upTo)).toBe(400)
    }
    for (const body of [
      { topic: 'sms', on: false },
      { topic: 'security', on: false },
      { topic: 'team', on: 'no' },
      { topic: 'team' },
      { on: false },
    ]) {
      const r = await t.call('/updateMailSettings', body, { token: m.token })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.message).toBe(serverMessages.malformedBody)
    }
    const s = await t.call('/mailSettings', {}, { token: m.token })
    expect(s.body.data).toEqual({ off: [] })
    const anon = await t.call('/inbox', {})
    expect(anon.status).toBe(401)
  })

  it('keeps the event and skips the mail of a topic switched off', async () => {
    const s = await t.signUp(undefined, 'Rae')
    const set = await t.call(
      '/updateMailSettings',
      { topic: 'team', on: false },
      { token: s.token },
    )
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.data).toEqual({ off: ['team'] })
    // Twice off is still once; another topic off and on again leaves team off.
    await t.call('/updateMailSettings', { topic: 'team', on: false }, { token: s.token })
    await t.call('/updateMailSettings', { topic: 'deposits', on: false }, { token: s.token })
    const back = await t.call(
      '/updateMailSettings',
      { topic: 'deposits', on: true },
      { token: s.token },
    )
    expect(back.body.data).toEqual({ off: ['team'] })
    const n = await t.signUp(s.userId, 'Sol')
    expect((await inbox(s.token)).items[0]).toMatchObject({
      kind: 'team-joined',
      member: { userId: n.userId },
    })
    // A later mail that is not switched off arrives: the run went past the skipped one.
    const a = await t.signUp(undefined, 'Tam')
    await t.fundIncome(a.userId, 10)
    await t.setTpass(a.token)
    const r = await t.call(
      '/transferToUser',
      { toUserId: s.userId, amount: 10, type: 'wallet', otp: T_PASS },
      { token: a.token },
    )
    expect(r.status).toBe(200)
    expect(await mailTo('rae@example.com', 'Trellis: you received a transfer')).toBeDefined()
    expect(
      t.mailer.sent.find(
        (x) => x.to === 'rae@example.com' && x.subject.includes('joined your team'),
      ),
    ).toBeUndefined()
    await t.expectLedgerSound()
  })
})
