// The member's language (issue 27): chosen at sign-up or in the profile, kept on the member, and
// the mails along the journey follow it; refusals carry the contract's code beside the words.
import { describe, expect, it } from 'vitest'
import { serverMessages, type Member } from '@trellis/contract'
import { appPageFor, pageLocaleOf } from '../src/http/app-pages'
import { fileTestApp, lastCode, registration, ROOT_ID, T_PASS } from './helpers/app'

const t = fileTestApp()

async function signUpIn(locale: string | undefined, firstName: string) {
  return t.call('/register', {
    ...registration(ROOT_ID, firstName),
    ...(locale === undefined ? {} : { locale }),
  })
}

describe('the member language', () => {
  it('signs up in Hindi: the member says hi and the welcome mail is in Hindi, its id untouched', async () => {
    const r = await signUpIn('hi', 'Meera')
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const user = r.body.user as Member
    expect(user.locale).toBe('hi')
    const welcome = t.mailer.sent.find((m) => m.to === 'meera@example.com')
    expect(welcome?.subject).toBe('Trellis में आपका स्वागत है: आपकी यूज़र आईडी')
    expect(welcome?.text).toContain(`आपकी Trellis यूज़र आईडी ${user.userId} है`)
  })

  it('is English until chosen, switches in the profile without a transaction password, and the withdrawal code mail follows', async () => {
    const r = await signUpIn(undefined, 'Ravi')
    const token = r.body.token as string
    expect((r.body.user as Member).locale).toBe('en')
    const welcome = t.mailer.sent.find((m) => m.to === 'ravi@example.com')
    expect(welcome?.subject).toBe('Welcome to Trellis: your user id')

    await t.call('/updateUser', { usdtAddress: '0x' + '1f'.repeat(20), t_pass: T_PASS }, { token })
    const switched = await t.call('/updateUser', { locale: 'hi' }, { token })
    expect(switched.status, JSON.stringify(switched.body)).toBe(200)
    expect((switched.body.data as Member).locale).toBe('hi')
    expect((await t.me(token)).locale).toBe('hi')

    await t.fundIncome((r.body.user as Member).userId, 50)
    const sent = await t.call('/sendMail', {}, { token })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const otp = lastCode(t.mailer, 'ravi@example.com')
    const mail = t.mailer.sent.filter((m) => m.to === 'ravi@example.com').at(-1)
    expect(mail?.subject).toBe('आपका Trellis निकासी कोड')
    expect(mail?.text).toContain(`आपका निकासी कोड ${otp} है।`)
  })

  it('refuses a language it does not have, changing nothing, with the code beside the words', async () => {
    const r = await signUpIn(undefined, 'Kiran')
    const token = r.body.token as string
    const bad = await t.call('/updateUser', { locale: 'fr' }, { token })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      message: serverMessages.localeUnknown,
      code: 'serverMessages.localeUnknown',
    })
    expect((await t.me(token)).locale).toBe('en')
    const badSignUp = await signUpIn('xx', 'Nisha')
    expect(badSignUp.status).toBe(400)
    expect(badSignUp.body).toMatchObject({ code: 'serverMessages.localeUnknown' })
  })
})

describe('the public page in the visitor language', () => {
  it("sends the device's language (its cookie), else the browser's, else English", () => {
    expect(pageLocaleOf({ cookie: 'a=1; trellis-locale=hi' })).toBe('hi')
    expect(pageLocaleOf({ cookie: 'trellis-locale=fr', 'accept-language': 'hi-IN,en;q=0.5' })).toBe(
      'hi',
    )
    expect(pageLocaleOf({ cookie: 'trellis-locale=en', 'accept-language': 'hi-IN' })).toBe('en')
    expect(pageLocaleOf({})).toBe('en')
    expect(appPageFor('/login', 'hi')).toEqual({ file: 'prerendered/login.hi.html' })
    expect(appPageFor('/login/ABC12345', 'hi')).toEqual({
      file: 'prerendered/referral.hi.html',
      referralId: 'ABC12345',
    })
    expect(appPageFor('/', 'en')).toEqual({ file: 'prerendered/login.html' })
  })
})
