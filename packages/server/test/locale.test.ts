// The member's language (issue 27): chosen at sign-up or in the profile, kept on the member, and
// the mails along the journey follow it; refusals carry the contract's code beside the words.
import { describe, expect, it } from 'vitest'
import { serverMessages, type Member } from '@trellis/contract'
import { appPageFor, pageLocaleOf } from '../src/http/app-pages'
import { depositCreditedMail, withdrawalSentMail } from '../src/mail/member-notices'
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

  it('every other mail a Hindi member gets is in Hindi: the payout address and a lock; names, ids, addresses and times untouched', async () => {
    const r = await signUpIn('hi', 'Asha')
    const token = r.body.token as string
    const to = 'asha@example.com'
    const mails = () => t.mailer.sent.filter((m) => m.to === to)
    const address = '0x' + '2e'.repeat(20)
    const saved = await t.call('/updateUser', { usdtAddress: address, t_pass: T_PASS }, { token })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    await expect.poll(() => mails().length).toBeGreaterThanOrEqual(2)
    const payout = mails().find((m) => m.text.includes(address))
    expect(payout?.subject).toBe('Trellis: आपका पेआउट पता बदला गया')
    expect(payout?.text).toContain(`आपका USDT (BEP-20) पेआउट पता अब ${address} है।`)
    // Five wrong transaction passwords lock money calls: the notice in Hindi, its time as sent.
    await t.fundIncome((r.body.user as Member).userId, 50)
    const other = await signUpIn(undefined, 'Dev')
    for (let i = 0; i < 5; i++) {
      await t.call(
        '/transferToUser',
        {
          toUserId: (other.body.user as Member).userId,
          amount: 5,
          type: 'wallet',
          otp: '999999',
        },
        { token },
      )
    }
    await expect.poll(() => mails().find((m) => m.subject.includes('पैसों से जुड़े काम'))).toBeDefined()
    const lock = mails().find((m) => m.subject.includes('पैसों से जुड़े काम'))
    expect(lock?.subject).toBe('Trellis: आपके खाते में पैसों से जुड़े काम रोके गए हैं')
    expect(lock?.text).toMatch(
      /ट्रांसफ़र, निकासी और निवेश \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC तक रोके गए हैं।/,
    )
    // No English word is left in any of them (the name, ids, addresses, USDT and times aside).
    for (const m of mails()) {
      const words = `${m.subject} ${m.text}`
        .replace(
          /0x[0-9a-fA-F]+|BCH\d+|\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC|USDT|BEP-20|Trellis|Asha/g,
          '',
        )
        .match(/[A-Za-z]{3,}/g)
      expect(words, m.subject).toBeNull()
    }
    // An English member's same mail is still the English words.
    const ravi = t.mailer.sent.find(
      (m) =>
        m.to === 'ravi@example.com' && m.subject === 'Trellis: your payout address was changed',
    )
    expect(ravi?.text).toBe(
      `Your USDT (BEP-20) payout address is now ${'0x' + '1f'.repeat(20)}. If you did not make this change, change your login and transaction passwords now.`,
    )
  })

  it('the money notices (deposit credited, withdrawal sent) follow the member: Hindi words, the same figures', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const address = `0x${'2e'.repeat(20)}`
    const hi = { email: 'a@example.com', first_name: 'Asha', locale: 'hi' }
    const credited = depositCreditedMail(hi, 123_456, hash)
    expect(credited.subject).toBe('Trellis: डिपॉज़िट जमा हुआ')
    expect(credited.text).toContain(`आपका $1234.56 का USDT डिपॉज़िट (ट्रांज़ैक्शन ${hash})`)
    const sent = withdrawalSentMail(hi, 2_000, address, hash)
    expect(sent.subject).toBe('Trellis: निकासी भेजी गई')
    expect(sent.text).toContain(`आपकी $20.00 की निकासी ट्रांज़ैक्शन ${hash} में ${address} पर भेजी गई।`)
    expect(depositCreditedMail({ ...hi, locale: null }, 123_456, hash).text).toBe(
      `Hello Asha,\n\nYour USDT deposit of $1234.56 (transaction ${hash}) is final on the chain and has been credited to your package wallet.\n`,
    )
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
