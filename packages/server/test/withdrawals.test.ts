import { describe, expect, it } from 'vitest'
import {
  economics,
  messages,
  otpTriesLeft,
  serverMessages,
  type WithdrawalRecord,
} from '@trellis/contract'
import { manualPayMessages } from '../src/domain/withdrawals'
import { fileTestApp, lastCode, T_PASS } from './helpers/app'

const t = fileTestApp()

const ADDRESS = '0x' + '1f'.repeat(20)

async function member(name: string, income: number) {
  const m = await t.signUp(undefined, name)
  await t.call('/updateUser', { usdtAddress: ADDRESS, t_pass: T_PASS }, { token: m.token })
  if (income > 0) await t.fundIncome(m.userId, income)
  return m
}

describe('withdrawals with an e-mailed OTP', () => {
  it('sends the OTP to the registered e-mail, debits amount + 5% charge; a paid needs a hash the chain confirms', async () => {
    const { token } = await member('Wanda', 200)
    const sent = await t.call('/sendMail', { email: 'attacker@example.com' }, { token })
    expect(sent.body).toEqual({ success: true, message: serverMessages.otpSent })
    expect(t.mailer.sent.some((m) => m.to === 'attacker@example.com')).toBe(false)
    const otp = lastCode(t.mailer, 'wanda@example.com')
    const r = await t.call('/withdrawal-request', { amount: 100, otp }, { token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ success: true, wallet: 95 })
    const me = await t.me(token)
    expect(me.wallet).toBe(95)
    expect(me.totalWithdrawal).toBe(100)
    const reuse = await t.call('/withdrawal-request', { amount: 10, otp }, { token })
    expect(reuse.status).toBe(400)
    expect(reuse.body).toMatchObject({ message: serverMessages.otpInvalid, wallet: 95 })

    const hist = await t.call('/withdrawal-history', {}, { token })
    const rec = (hist.body.data as WithdrawalRecord[])[0]
    // $100 is at the automatic amount: approved at once (the hot wallet or an operator pays it).
    expect(rec).toMatchObject({ amount: 100, charges: 5, status: 'approved', trx: null })
    // A "paid" must carry a hash the chain confirms (test/payouts.test.ts); here there is no chain.
    const before = await t.snapshot()
    const bad = await t.ops('POST', `/withdrawals/${rec?.id}/pay`, { trx: '0xdeadbeef' })
    expect(bad.status, JSON.stringify(bad.body)).toBe(400)
    expect(bad.body.message).toBe(manualPayMessages.hash)
    const unchecked = await t.ops('POST', `/withdrawals/${rec?.id}/pay`, {
      trx: `0x${'ab'.repeat(32)}`,
    })
    expect(unchecked.status).toBe(503)
    expect(unchecked.body.message).toBe(manualPayMessages.noChain)
    expect(await t.snapshot()).toEqual(before)
    expect((await t.ops('POST', `/withdrawals/${rec?.id}/reject`)).status).toBe(200)
    expect((await t.ops('POST', `/withdrawals/${rec?.id}/reject`)).status).toBe(409)
  })

  it('refunds amount and charge when an operator rejects', async () => {
    const { token, userId } = await member('Rita', 100)
    await t.call('/sendMail', {}, { token })
    const otp = lastCode(t.mailer, 'rita@example.com')
    await t.call('/withdrawal-request', { amount: 50, otp }, { token })
    expect((await t.me(token)).wallet).toBe(47.5)
    const list = await t.ops('GET', '/withdrawals?status=approved')
    const mine = (list.body.data as (WithdrawalRecord & { userId: string })[]).find(
      (w) => w.userId === userId,
    )
    expect((await t.ops('POST', `/withdrawals/${mine?.id}/reject`)).status).toBe(200)
    const me = await t.me(token)
    expect(me.wallet).toBe(100)
    expect(me.totalWithdrawal).toBe(0)
  })

  it('refuses by the rules, carrying the wallet, and changes nothing', async () => {
    const { token } = await member('Olga', 50)
    const before = await t.snapshot()
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 9, otp: '123456' }, messages.withdrawMinimum],
      [{ amount: 60, otp: '123456' }, messages.withdrawExceedsWallet],
      [{ amount: 49, otp: '123456' }, serverMessages.withdrawalTotalExceedsWallet],
      [{ amount: 20 }, messages.otpRequired],
      [{ otp: '123456' }, messages.withdrawAmountRequired],
      [{ amount: -5, otp: '123456' }, messages.withdrawMinimum],
      [{ amount: 20, otp: '123456' }, serverMessages.otpInvalid],
    ]
    for (const [body, message] of cases) {
      const r = await t.call('/withdrawal-request', body, { token })
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body, JSON.stringify(body)).toMatchObject({ status: false, message, wallet: 50 })
    }
    expect(await t.snapshot()).toEqual(before)
  })

  it('limits OTPs: one a minute, 5 wrong tries, 10 minutes of validity', async () => {
    const { token } = await member('Tina', 100)
    expect((await t.call('/sendMail', {}, { token })).status).toBe(200)
    const again = await t.call('/sendMail', {}, { token })
    expect(again.status).toBe(429)
    expect(again.body.message).toBe(serverMessages.otpRateLimited)
    const otp = lastCode(t.mailer, 'tina@example.com')
    const wrong = otp === '000000' ? '111111' : '000000'
    // Each wrong try says how many are left, so the dialog can stay open with it.
    for (let i = 0; i < 4; i++) {
      const r = await t.call('/withdrawal-request', { amount: 10, otp: wrong }, { token })
      expect(r.body).toMatchObject({
        message: otpTriesLeft(economics.otpMaxTries - 1 - i),
        field: 'otp',
      })
    }
    const fifth = await t.call('/withdrawal-request', { amount: 10, otp: wrong }, { token })
    expect(fifth.body.message).toBe(serverMessages.otpTooManyTries)
    const right = await t.call('/withdrawal-request', { amount: 10, otp }, { token })
    expect(right.body.message).toBe(serverMessages.otpTooManyTries)

    t.clock.offsetMs = 2 * 60_000
    expect((await t.call('/sendMail', {}, { token })).status).toBe(200)
    const fresh = lastCode(t.mailer, 'tina@example.com')
    t.clock.offsetMs = 13 * 60_000
    const late = await t.call('/withdrawal-request', { amount: 10, otp: fresh }, { token })
    t.clock.offsetMs = 0
    expect(late.body.message).toBe(serverMessages.otpExpired)
    expect((await t.me(token)).wallet).toBe(100)
  })

  it('a repeat with the same idempotency key answers as the first and moves nothing', async () => {
    const { token } = await member('Rene', 30)
    await t.call('/sendMail', {}, { token })
    const otp = lastCode(t.mailer, 'rene@example.com')
    const first = await t.call('/withdrawal-request', { amount: 20, otp }, { token, key: 'w-1' })
    expect(first.status).toBe(200)
    // The wallet ($9) could no longer cover it and the OTP is spent: still the stored answer.
    const again = await t.call('/withdrawal-request', { amount: 20, otp }, { token, key: 'w-1' })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect((await t.me(token)).wallet).toBe(9)
  })

  it('checks amount + charge and the payout address before a code is sent', async () => {
    const { token } = await member('Petra', 100)
    const mails = () => t.mailer.sent.filter((m) => /withdrawal code/.test(m.subject)).length
    const sentBefore = mails()
    const before = await t.snapshot()
    // $96 + $4.80 is more than the $100 wallet; $101 is over it; neither sends nor counts a
    // code, so more refusals than the per-minute and per-hour limits still leave a code to send.
    for (let i = 0; i <= economics.otpPerHour; i++) {
      const tooMuch = await t.call('/sendMail', { amount: 96 }, { token })
      expect(tooMuch.status).toBe(400)
      expect(tooMuch.body).toMatchObject({
        message: serverMessages.withdrawalTotalExceedsWallet,
        field: 'amount',
      })
      const over = await t.call('/sendMail', { amount: 101 }, { token })
      expect(over.body).toMatchObject({ message: messages.withdrawExceedsWallet, field: 'amount' })
    }
    expect(mails()).toBe(sentBefore)
    expect(await t.snapshot()).toEqual(before)
    const fits = await t.call('/sendMail', { amount: 95 }, { token })
    expect(fits.status, JSON.stringify(fits.body)).toBe(200)
    expect(mails()).toBe(sentBefore + 1)
    const otp = lastCode(t.mailer, 'petra@example.com')
    const r = await t.call('/withdrawal-request', { amount: 95, otp }, { token })
    expect(r.body).toMatchObject({ success: true, wallet: 0.25 })

    const noAddress = await t.signUp(undefined, 'Nadia')
    await t.fundIncome(noAddress.userId, 100)
    for (const body of [{}, { amount: 20 }]) {
      const refused = await t.call('/sendMail', body, { token: noAddress.token })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ message: serverMessages.payoutAddressMissing })
      expect(refused.body.field).toBeUndefined()
    }
    // Her welcome mail went out at sign-up; no withdrawal code did.
    const codes = t.mailer.sent.filter((m) => m.to === 'nadia@example.com')
    expect(codes.some((m) => /withdrawal code/.test(m.subject))).toBe(false)
  })

  it('needs a USDT address on file', async () => {
    const m = await t.signUp(undefined, 'Noaddr')
    await t.fundIncome(m.userId, 100)
    const r = await t.call('/withdrawal-request', { amount: 10, otp: '123456' }, { token: m.token })
    expect(r.body).toMatchObject({ message: serverMessages.usdtAddressInvalid, wallet: 100 })
  })
})
