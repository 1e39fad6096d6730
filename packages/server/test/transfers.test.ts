import { describe, expect, it } from 'vitest'
import {
  historyWords,
  messages,
  serverMessages,
  transactionPasswordTriesLeft,
  type Member,
  type WalletTransaction,
} from '@trellis/contract'
import { fileTestApp, T_PASS } from './helpers/app'

const t = fileTestApp()

describe('transfers', () => {
  it('sends to another member: the recipient gets amount − 2% to the cent, the fee goes to fees', async () => {
    const a = await t.signUp(undefined, 'Alice')
    const b = await t.signUp(undefined, 'Bob')
    await t.fundIncome(a.userId, 100)
    await t.setTpass(a.token)
    const r = await t.call(
      '/transferToUser',
      { toUserId: b.userId, amount: 33.33, type: 'wallet', otp: T_PASS },
      { token: a.token },
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect((r.body.data as Member).wallet).toBe(66.67)
    // 2% of 33.33 = 0.6666 → 0.67; the recipient gets 32.66.
    expect((await t.me(b.token)).wallet).toBe(32.66)
    const hist = await t.call('/walletHistory', {}, { token: a.token })
    expect((hist.body.data as WalletTransaction[])[0]).toMatchObject({
      type: 'debit',
      amount: 33.33,
      wallet: 'wallet',
      kind: 'transfer',
      counterparty: { userId: b.userId, name: 'Bob' },
      fee: null,
    })
    // The recipient's line names the sender and the fee it paid, not "Transfer to <recipient>".
    const hb = await t.call('/walletHistory', {}, { token: b.token })
    const got = (hb.body.data as WalletTransaction[])[0]
    expect(got).toMatchObject({
      type: 'credit',
      amount: 32.66,
      kind: 'transfer',
      counterparty: { userId: a.userId, name: 'Alice' },
      fee: 0.67,
    })
    expect(got && historyWords(got)).toMatchObject({
      counterparty: `From ${a.userId} (Alice)`,
      fee: 'Fee $0.67',
    })
  })

  it('sends from the package wallet into the recipient package wallet (id in any case)', async () => {
    const a = await t.signUp(undefined, 'Pam')
    const b = await t.signUp(undefined, 'Pat')
    await t.fundPackage(a.token, 50)
    await t.setTpass(a.token)
    // Ids are case-insensitive everywhere: the form's lookup (checkUser) and the transfer agree.
    const r = await t.call(
      '/transferToUser',
      { toUserId: b.userId.toLowerCase(), amount: 50, type: 'packageWallet', otp: T_PASS },
      { token: a.token },
    )
    expect(r.status).toBe(200)
    expect((await t.me(a.token)).packageWallet).toBe(0)
    expect((await t.me(b.token)).packageWallet).toBe(49)
  })

  it('refuses with the spec messages and moves nothing', async () => {
    const a = await t.signUp(undefined, 'Carl')
    const b = await t.signUp(undefined, 'Dora')
    await t.fundIncome(a.userId, 20)
    const body = { toUserId: b.userId, amount: 10, type: 'wallet', otp: T_PASS }
    const before = await t.snapshot()
    // Without a transaction password the recipient is judged first: an unknown one, then oneself
    // (in any case), then the missing password.
    const unset: [Record<string, unknown>, number, string, string][] = [
      [{ ...body, toUserId: 'BCH0404040' }, 404, serverMessages.unknownMember, 'toUserId'],
      [{ ...body, toUserId: a.userId.toLowerCase() }, 400, serverMessages.selfTransfer, 'toUserId'],
      [body, 400, serverMessages.transactionPasswordNotSet, 'otp'],
    ]
    for (const [c, status, message, field] of unset) {
      const r = await t.call('/transferToUser', c, { token: a.token })
      expect(r.status, JSON.stringify(c)).toBe(status)
      expect(r.body, JSON.stringify(c)).toMatchObject({ message, field })
    }
    await t.setTpass(a.token)
    const mid = await t.snapshot()
    const cases: [Record<string, unknown>, string, number][] = [
      [{ ...body, otp: '0000' }, transactionPasswordTriesLeft(4), 400],
      [{ ...body, amount: 21 }, messages.lowIncomeWallet, 400],
      [{ ...body, type: 'packageWallet' }, messages.lowPackageWallet, 400],
      [{ ...body, toUserId: a.userId }, serverMessages.selfTransfer, 400],
      [{ ...body, toUserId: 'BCH0404040' }, serverMessages.unknownMember, 404],
      [{ ...body, amount: 0 }, messages.transferRequired, 400],
      [{ ...body, amount: 'ten' }, messages.invalidNumber, 400],
      [{ ...body, type: 'bonusWallet' }, messages.transferRequired, 400],
      [
        { toUserId: b.userId, amount: 10, type: 'wallet' },
        serverMessages.transactionPasswordRequired,
        400,
      ],
    ]
    for (const [c, message, status] of cases) {
      const r = await t.call('/transferToUser', c, { token: a.token })
      expect(r.status, JSON.stringify(c)).toBe(status)
      expect(r.body.message, JSON.stringify(c)).toBe(message)
    }
    const after = await t.snapshot()
    expect(after.balances).toBe(mid.balances)
    expect(after.entries).toBe(before.entries)
  })

  it('judges transfers that arrive together each by its own parties', async () => {
    const [gil, hal, ivy, jon] = [
      await t.signUp(undefined, 'Gil'),
      await t.signUp(undefined, 'Hal'),
      await t.signUp(undefined, 'Ivy'),
      await t.signUp(undefined, 'Jon'),
    ]
    for (const m of [gil, hal, ivy]) await t.fundIncome(m.userId, 30)
    for (const m of [gil, hal]) await t.setTpass(m.token)
    const send = (from: { token: string }, toUserId: string) =>
      t.call(
        '/transferToUser',
        { toUserId, amount: 10, type: 'wallet', otp: T_PASS },
        { token: from.token },
      )
    // Their session checks go out together (src/db/coalesce.ts), with a money call that names
    // no recipient among them.
    const answers = await Promise.all([
      send(gil, jon.userId.toLowerCase()),
      send(hal, gil.userId.toLowerCase()),
      send(hal, 'BCH0404040'),
      send(ivy, jon.userId),
      send(jon, jon.userId),
      t.call('/transferToSelf', { amount: 5 }, { token: gil.token }),
    ])
    expect(answers.map((r) => [r.status, r.status === 200 ? 'ok' : r.body.message])).toEqual([
      [200, 'ok'],
      [200, 'ok'],
      [404, serverMessages.unknownMember],
      [400, serverMessages.transactionPasswordNotSet],
      [400, serverMessages.selfTransfer],
      [200, 'ok'],
    ])
    // Gil: 30 − 10 + 9.80 − (5 + 0.10); Hal: 30 − 10; Ivy untouched; Jon: 10 − 2%.
    const wallets = await Promise.all([gil, hal, ivy, jon].map(async (m) => t.me(m.token)))
    expect(wallets.map((m) => [m.wallet, m.packageWallet])).toEqual([
      [24.7, 5],
      [20, 0],
      [30, 0],
      [9.8, 0],
    ])
  })

  it('moves income to the package wallet with 2% on top, never back', async () => {
    const a = await t.signUp(undefined, 'Sue')
    await t.fundIncome(a.userId, 102)
    // The whole wallet leaves nothing for the fee: said as the form says it, and nothing moves.
    const before = await t.snapshot()
    const whole = await t.call('/transferToSelf', { amount: 102 }, { token: a.token })
    expect(whole.status).toBe(400)
    expect(whole.body).toMatchObject({
      message: serverMessages.selfTransferTotalExceedsWallet,
      field: 'amount',
    })
    expect(await t.snapshot()).toEqual(before)
    const r = await t.call('/transferToSelf', { amount: 100 }, { token: a.token })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data).toMatchObject({ wallet: 0, packageWallet: 100 })
    // The income wallet's line carries the 2% taken on top; the package wallet's none.
    const lines = (await t.call('/walletHistory', {}, { token: a.token })).body
      .data as WalletTransaction[]
    expect([...lines.slice(0, 2)].sort((x, y) => x.wallet.localeCompare(y.wallet))).toMatchObject([
      { wallet: 'packageWallet', type: 'credit', amount: 100, kind: 'self-transfer', fee: null },
      { wallet: 'wallet', type: 'debit', amount: 102, kind: 'self-transfer', fee: 2 },
    ])
    expect(lines.every((l) => l.counterparty === null)).toBe(true)
    const low = await t.call('/transferToSelf', { amount: 1 }, { token: a.token })
    expect(low.body.message).toBe(messages.lowWallet)
    const zero = await t.call('/transferToSelf', { amount: 0 }, { token: a.token })
    expect(zero.body.message).toBe(messages.selfAmountPositive)
  })

  it('moves money once per idempotency key', async () => {
    const a = await t.signUp(undefined, 'Ida')
    const b = await t.signUp(undefined, 'Ivo')
    await t.fundIncome(a.userId, 100)
    await t.setTpass(a.token)
    const body = { toUserId: b.userId, amount: 10, type: 'wallet', otp: T_PASS }
    const first = await t.call('/transferToUser', body, { token: a.token, key: 'same-key' })
    const again = await t.call('/transferToUser', body, { token: a.token, key: 'same-key' })
    expect(again.body).toEqual(first.body)
    expect((await t.me(a.token)).wallet).toBe(90)
    await t.call('/transferToUser', body, { token: a.token, key: 'other-key' })
    expect((await t.me(a.token)).wallet).toBe(80)
  })

  it('answers with the member as getUser shows them right after, every field (read in the posting statement)', async () => {
    const a = await t.signUp(undefined, 'Vera')
    const b = await t.signUp(undefined, 'Vlad')
    await t.fundIncome(a.userId, 250)
    await t.setTpass(a.token)
    const calls: [string, Record<string, unknown>][] = [
      ['/transferToUser', { toUserId: b.userId, amount: 40.5, type: 'wallet', otp: T_PASS }],
      ['/transferToSelf', { amount: 100 }],
      ['/transferToUser', { toUserId: b.userId, amount: 25, type: 'packageWallet', otp: T_PASS }],
    ]
    for (const [path, body] of calls) {
      const r = await t.call(path, body, { token: a.token })
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      expect(r.body.data, path).toEqual(await t.me(a.token))
    }
    expect(await t.me(a.token)).toMatchObject({ wallet: 107.5, packageWallet: 75 })
  })
})
