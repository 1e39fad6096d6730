import { describe, expect, it } from 'vitest'
import {
  messages,
  serverMessages,
  transactionPasswordTriesLeft,
  type Member,
} from '@trellis/contract'
import { fileTestApp, PASSWORD, ROOT_ID, ROOT_PASSWORD } from './helpers/app'

const t = fileTestApp()

describe('members and sessions', () => {
  it('checkUser finds the sponsor, refuses an unknown one', async () => {
    const ok = await t.call('/checkUser', { userId: ROOT_ID })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ status: true, user: { firstName: 'Root' } })
    const missing = await t.call('/checkUser', { userId: 'BCH9999999' })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ status: false, message: messages.sponsorNotFound })
  })

  it('registers under a sponsor with a prefixed id and never returns secrets', async () => {
    const r = await t.call('/register', {
      userId: ROOT_ID,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      password: PASSWORD,
      cpassword: PASSWORD,
    })
    expect(r.status).toBe(200)
    const user = r.body.user as Member
    expect(user.userId).toMatch(/^BCH\d{7}$/)
    expect(user.sponcerId).toBe(ROOT_ID)
    expect(user.wallet).toBe(0)
    expect(user.hasTransactionPassword).toBe(false)
    expect(typeof r.body.token).toBe('string')
    const text = JSON.stringify(r.body)
    expect(text).not.toMatch(/argon2|password_hash|t_pass|tpass/i)
  })

  it('refuses an unknown sponsor and a bad password with the spec messages', async () => {
    const base = {
      userId: 'BCH7777777',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      phone: '+1 555 0100',
      password: PASSWORD,
      cpassword: PASSWORD,
    }
    const before = await t.snapshot()
    expect((await t.call('/register', base)).body.message).toBe(messages.sponsorNotFound)
    const weak = await t.call('/register', {
      ...base,
      userId: ROOT_ID,
      password: 'weak',
      cpassword: 'weak',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.message).toBe(messages.passwordRule)
    const mismatch = await t.call('/register', { ...base, userId: ROOT_ID, cpassword: 'Other#123' })
    expect(mismatch.body.message).toBe(messages.passwordsDoNotMatch)
    expect(await t.snapshot()).toEqual(before)
  })

  it('logs in, refuses wrong passwords, guards calls with the token', async () => {
    const token = await t.login()
    const bad = await t.call('/login', { userId: ROOT_ID, password: 'Wrong#123' })
    expect(bad.status).toBe(401)
    expect(bad.body.message).toBe(serverMessages.invalidCredentials)
    expect((await t.call('/login', { userId: '', password: '' })).body.message).toBe(
      messages.loginRequired,
    )
    // The form trims the id; so does the server, instead of refusing it with yup's own words.
    const padded = await t.call('/login', { userId: ` ${ROOT_ID} `, password: ROOT_PASSWORD })
    expect(padded.status).toBe(200)
    const me = await t.call('/getUser', {}, { token })
    expect(me.body).toMatchObject({ status: true, data: { userId: ROOT_ID } })
    const anon = await t.call('/getUser', {})
    expect(anon.status).toBe(401)
    expect(anon.body.message).toBe(serverMessages.unauthorized)
    const forged = await t.call('/getUser', {}, { token: `${token}x` })
    expect(forged.status).toBe(401)
  })

  it('expires the session after 30 minutes, even a token this process already checked', async () => {
    const token = await t.login()
    // Checked (and remembered) first: the remembered signature must not outlive the token.
    expect((await t.call('/getUser', {}, { token })).status).toBe(200)
    t.clock.offsetMs = 31 * 60_000
    const r = await t.call('/getUser', {}, { token })
    const write = await t.call('/transferToSelf', { amount: 1 }, { token })
    t.clock.offsetMs = 0
    expect(r.status).toBe(401)
    expect(r.body.message).toBe(serverMessages.sessionExpired)
    expect(write.status).toBe(401)
    expect(write.body.message).toBe(serverMessages.sessionExpired)
    expect((await t.call('/getUser', {}, { token })).status).toBe(200)
  })

  it('updateUser sets the address and transaction password once, changes them with the current one', async () => {
    const { token } = await t.signUp(ROOT_ID, 'Kyc')
    const addr = '0x' + 'ab'.repeat(20)
    const set = await t.call('/updateUser', { usdtAddress: addr, t_pass: '111111' }, { token })
    expect(set.status).toBe(200)
    expect(set.body.data).toMatchObject({ usdtAddress: addr, hasTransactionPassword: true })
    const again = await t.call('/updateUser', { t_pass: '222222' }, { token })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(serverMessages.transactionPasswordAlreadySet)
    const wrong = await t.call(
      '/updateUser',
      { t_pass: '222222', current_t_pass: '9999' },
      { token },
    )
    expect(wrong.body.message).toBe(transactionPasswordTriesLeft(4))
    const changed = await t.call(
      '/updateUser',
      { t_pass: '222222', current_t_pass: '111111' },
      { token },
    )
    expect(changed.status).toBe(200)
    const short = await t.call(
      '/updateUser',
      { t_pass: '12345', current_t_pass: '222222' },
      { token },
    )
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(serverMessages.transactionPasswordTooShort)
    const badAddr = await t.call('/updateUser', { usdtAddress: '0x12' }, { token })
    expect(badAddr.status).toBe(400)
    expect(badAddr.body.message).toBe(serverMessages.usdtAddressInvalid)
    const extra = await t.call('/updateUser', { wallet: 100 }, { token })
    expect(extra.body.message).toBe(serverMessages.unknownField)
  })

  it('changes the password and resets a forgotten one by e-mailed code', async () => {
    const { userId, token } = await t.signUp(ROOT_ID, 'Pwd')
    const wrong = await t.call(
      '/changePassword',
      { oldPassword: 'Nope#1234', password: 'New#Pass1', cpassword: 'New#Pass1' },
      { token },
    )
    expect(wrong.body.message).toBe(serverMessages.currentPasswordWrong)
    const ok = await t.call(
      '/changePassword',
      { oldPassword: PASSWORD, password: 'New#Pass1', cpassword: 'New#Pass1' },
      { token },
    )
    expect(ok.body).toMatchObject({ status: true, message: serverMessages.passwordChanged })
    await t.login(userId, 'New#Pass1')

    const unknown = await t.call('/forgotPassword', { userId: 'BCH0000404' })
    const known = await t.call('/forgotPassword', { userId })
    expect(unknown.body).toEqual(known.body)
    const mail = t.mailer.sent.at(-1)
    expect(mail?.to).toBe('pwd@example.com')
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
    const bad = await t.call('/resetPassword', {
      userId,
      code: code === '000000' ? '111111' : '000000',
      password: 'Reset#123',
      cpassword: 'Reset#123',
    })
    expect(bad.body.message).toBe(serverMessages.resetInvalid)
    const good = await t.call('/resetPassword', {
      userId,
      code,
      password: 'Reset#123',
      cpassword: 'Reset#123',
    })
    expect(good.status).toBe(200)
    await t.login(userId, 'Reset#123')
    const reuse = await t.call('/resetPassword', {
      userId,
      code,
      password: 'Reset#999',
      cpassword: 'Reset#999',
    })
    expect(reuse.status).toBe(400)
    expect(ROOT_PASSWORD).toBeTruthy()
  })
})
