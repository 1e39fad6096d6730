// Passkeys (issue 28, ASVS 6.3.7): registered from the profile after the current password, named,
// listed, removed with a step-up; a passkey signs in alone only with user verification, and
// confirms a step-up. Each WebAuthn challenge is used once. A software ES256 authenticator
// (helpers/soft-authenticator.ts) answers for the browser.
import { describe, expect, it, vi } from 'vitest'
import { STEP_UP_MINUTES, factorMessages, serverMessages } from '@trellis/contract'
import { fileTestApp, PASSWORD, T_PASS } from './helpers/app'
import { softPasskey } from './helpers/soft-authenticator'

const t = fileTestApp()
/** The app's default relying party (src/app.ts): what a browser on localhost:3000 says. */
const RP = 'localhost'
const ORIGIN = 'http://localhost:3000'
/** Mails are sent after the answer: 10 s covers a loaded 2-core machine. */
const MAIL_WAIT = { timeout: 10_000 }

type Options = Record<string, unknown>

/** Registers a new software passkey for a signed-in member. */
async function addPasskey(token: string, name: string) {
  const key = softPasskey(RP)
  const options = await t.call('/passkeyRegisterOptions', { password: PASSWORD }, { token })
  expect(options.status, JSON.stringify(options.body)).toBe(200)
  const response = JSON.stringify(key.register(options.body.data as Options, ORIGIN))
  const added = await t.call('/passkeyRegister', { name, response }, { token })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return key
}

async function passkeySignIn(key: ReturnType<typeof softPasskey>, o = {}) {
  const options = await t.call('/passkeyLoginOptions', {})
  expect(options.status).toBe(200)
  return t.call('/passkeyLogin', {
    response: JSON.stringify(key.sign(options.body.data as Options, ORIGIN, o)),
  })
}

describe('passkeys', () => {
  it('registers after the password, named and listed, and signs in alone', async () => {
    const m = await t.signUp(undefined, 'Pia')
    const wrong = await t.call(
      '/passkeyRegisterOptions',
      { password: 'Nope#1234' },
      { token: m.token },
    )
    expect(wrong.body).toMatchObject({
      message: serverMessages.currentPasswordWrong,
      field: 'password',
    })
    const key = await addPasskey(m.token, 'Work laptop')
    await addPasskey(m.token, 'Phone')
    const list = await t.call('/getPasskeys', {}, { token: m.token })
    expect((list.body.data as { name: string }[]).map((p) => p.name)).toEqual([
      'Work laptop',
      'Phone',
    ])
    const signedIn = await passkeySignIn(key)
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
    expect((signedIn.body.user as { userId: string }).userId).toBe(m.userId)
    expect((await t.call('/getUser', {}, { token: signedIn.body.token as string })).status).toBe(
      200,
    )
    // With a passkey, the password alone opens no session: the factor step offers the passkey.
    const login = await t.call('/login', { userId: m.userId, password: PASSWORD })
    expect(login.body).toMatchObject({ factorRequired: true, methods: ['passkey'] })
    expect(login.body.token).toBeUndefined()
    await vi.waitFor(
      () =>
        expect(
          t.mailer.sent.some(
            (x) =>
              x.to === 'pia@example.com' &&
              /passkey was added/.test(x.text) &&
              /Work laptop/.test(x.text),
          ),
        ).toBe(true),
      MAIL_WAIT,
    )
  })

  it('refuses a sign-in without user verification, a used challenge, another origin or an unknown key', async () => {
    const m = await t.signUp(undefined, 'Vera')
    const key = await addPasskey(m.token, 'Laptop')
    const unverified = await passkeySignIn(key, { verified: false })
    expect(unverified.status).toBe(400)
    expect(unverified.body).toMatchObject({ message: factorMessages.passkeyFailed })
    const options = (await t.call('/passkeyLoginOptions', {})).body.data as Options
    const first = await t.call('/passkeyLogin', {
      response: JSON.stringify(key.sign(options, ORIGIN)),
    })
    expect(first.status).toBe(200)
    const replay = await t.call('/passkeyLogin', {
      response: JSON.stringify(key.sign(options, ORIGIN)),
    })
    expect(replay.status).toBe(400)
    const phish = await passkeySignIn(key, {})
    expect(phish.status).toBe(200)
    const elsewhere = (await t.call('/passkeyLoginOptions', {})).body.data as Options
    const phished = await t.call('/passkeyLogin', {
      response: JSON.stringify(key.sign(elsewhere, 'http://trellis-login.example')),
    })
    expect(phished.status).toBe(400)
    const stranger = await passkeySignIn(softPasskey(RP))
    expect(stranger.status).toBe(400)
    const malformed = await t.call('/passkeyLogin', { response: 'x' })
    expect(malformed.status).toBe(400)
  })

  it('confirms a step-up for a transfer, and removing one needs a step-up', async () => {
    const a = await t.signUp(undefined, 'Quinn')
    const b = await t.signUp(undefined, 'Rudy')
    await t.setTpass(a.token)
    await t.fundIncome(a.userId, 50)
    const key = await addPasskey(a.token, 'Laptop')
    t.clock.offsetMs += STEP_UP_MINUTES * 60_000 + 1_000
    const body = { toUserId: b.userId, amount: 5, type: 'wallet', otp: T_PASS }
    const refused = await t.call('/transferToUser', body, { token: a.token, key: 'pk-1' })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ message: factorMessages.stepUpRequired })
    const list = (await t.call('/getPasskeys', {}, { token: a.token })).body.data as {
      id: string
    }[]
    const remove = await t.call('/passkeyRemove', { id: list[0]?.id }, { token: a.token })
    expect(remove.status).toBe(403)
    const options = await t.call('/passkeyStepUpOptions', {}, { token: a.token })
    const up = await t.call(
      '/passkeyStepUp',
      { response: JSON.stringify(key.sign(options.body.data as Options, ORIGIN)) },
      { token: a.token },
    )
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    const sent = await t.call('/transferToUser', body, { token: a.token, key: 'pk-2' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    // Another member's passkey cannot step up this session.
    const c = await t.signUp(undefined, 'Sid')
    const other = await addPasskey(c.token, 'Other')
    const theirs = await t.call('/passkeyStepUpOptions', {}, { token: a.token })
    const foreign = await t.call(
      '/passkeyStepUp',
      { response: JSON.stringify(other.sign(theirs.body.data as Options, ORIGIN)) },
      { token: a.token },
    )
    expect(foreign.status).toBe(400)
    const removed = await t.call('/passkeyRemove', { id: list[0]?.id }, { token: a.token })
    expect(removed.body).toMatchObject({ message: factorMessages.passkeyRemoved })
    expect(
      ((await t.call('/getPasskeys', {}, { token: a.token })).body.data as unknown[]).length,
    ).toBe(0)
  })
})
