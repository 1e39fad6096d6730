import { describe, expect, it } from 'vitest'
import {
  amountAfterFee,
  economics,
  IDEMPOTENCY_HEADER,
  messages,
  otpTriesLeft,
  PAGE_SIZE,
  serverMessages,
  transactionPasswordTriesLeft,
} from '@trellis/contract'
import { send, setupMockServer } from '../testing/mock-server'
import {
  FIXTURE_NOW,
  MEMBER_ID,
  MOCK_OTP,
  MOCK_PASSWORD,
  MOCK_TRANSACTION_PASSWORD,
} from './fixtures'
import { createWorld, downline, getWorld } from './world'
import { fixtures } from './story-fixtures'

setupMockServer()
const post = send

const me = () => {
  const account = getWorld().accounts.get(MEMBER_ID)
  if (!account) throw new Error('no demo member')
  return account.member
}

describe('the mock world', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = createWorld(1)
    const b = createWorld(1)
    const c = createWorld(2)
    expect([...a.people.values()]).toEqual([...b.people.values()])
    expect([...a.people.values()]).not.toEqual([...c.people.values()])
  })

  it('has Asha Verma with a team of 30 over 5 levels', () => {
    const world = createWorld()
    const team = downline(world, MEMBER_ID)
    expect(fixtures.member).toMatchObject({
      userId: 'BCH1000001',
      firstName: 'Asha',
      lastName: 'Verma',
    })
    expect(team).toHaveLength(30)
    expect(new Set(team.map((t) => t.level))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(fixtures.plans).toHaveLength(3)
    expect(fixtures.walletTransactions.some((t) => t.source?.kind === 'level')).toBe(true)
    expect(
      fixtures.walletTransactions.some(
        (t) => t.source?.day === new Date(FIXTURE_NOW).toISOString().slice(0, 10),
      ),
    ).toBe(true)
  })

  it.each([
    'withdrawalHistory',
    'depositHistory',
    'bonusHistory',
    'investmentHistory',
    'myReferral',
    'downLine',
    'allWalletTrans',
    'walletHistory',
    'levelEarning',
  ] as const)('%s answers 10 a page', async (name) => {
    const first = await post(name, { page: 1 })
    expect(first.status).toBe(200)
    expect(first.body.data.length).toBe(Math.min(PAGE_SIZE, first.body.total))
    expect(first.body.hasMore).toBe(first.body.total > PAGE_SIZE)
  })

  it('levelUsers pages one level', async () => {
    const answer = await post('levelUsers', { level: 2, page: 1 })
    expect(answer.body.total).toBe(8)
    expect(answer.body.data).toHaveLength(8)
  })

  it('login accepts the fixture password only', async () => {
    expect(
      (await post('login', { userId: MEMBER_ID, password: MOCK_PASSWORD })).body.token,
    ).toMatch(/^mock-token-/)
    const wrong = await post('login', { userId: MEMBER_ID, password: 'Password@2' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.message).toBe(serverMessages.invalidCredentials)
    // The form trims the id; strict validation must not reject what the form accepted.
    expect(
      (await post('login', { userId: ` ${MEMBER_ID} `, password: MOCK_PASSWORD })).status,
    ).toBe(200)
    expect((await post('login', { userId: '', password: 'x' })).body.message).toBe(
      messages.loginRequired,
    )
  })

  it('answers 400 with the spec message when the schema fails, strictly', async () => {
    expect(
      (
        await post('depositRequest', {
          rDate: '2026-11-20',
          pType: 6,
          amount: 9.99,
          trx: `0x${'ab'.repeat(32)}`,
        })
      ).body.message,
    ).toBe(messages.depositMinimum)
    expect(
      (await post('investNow', { wallet: 'invest', amount: '100', plan: 'starter' })).body.message,
    ).toBe(messages.invalidNumber)
    expect((await post('transferToSelf', { amount: 10, extra: 1 })).body.message).toBe(
      serverMessages.unknownField,
    )
    const over = await post('withdrawalRequest', { amount: 5000, otp: MOCK_OTP })
    expect(over.status).toBe(400)
    expect(over.body).toMatchObject({
      message: messages.withdrawExceedsWallet,
      wallet: me().wallet,
    })
    expect((await post('activeNow', { x: 1 })).body.message).toBe(serverMessages.unknownField)
  })

  it('invest debits the chosen wallet and lists the investment', async () => {
    const before = me()
    const answer = await post('investNow', { wallet: 'package', amount: 200, plan: 'premium' })
    expect(answer.body.data.packageWallet).toBe(before.packageWallet - 200)
    expect(me().totalInvestment).toBe(before.totalInvestment + 200)
    const history = await post('investmentHistory', { page: 1 })
    expect(history.body.data[0]).toMatchObject({
      amount: 200,
      investType: 'package',
      planDetails: { name: 'Premium' },
    })
  })

  it('a transfer to a registered member credits amount minus 2%', async () => {
    const joined = await post('register', {
      userId: MEMBER_ID,
      firstName: 'Dev',
      lastName: 'Rao',
      email: 'dev@example.com',
      phone: '+91 90000 11111',
      password: 'Secret@12',
      cpassword: 'Secret@12',
    })
    expect(joined.status).toBe(200)
    const to = joined.body.user.userId as string
    const bad = await post('transferToUser', {
      toUserId: to,
      amount: 100,
      type: 'wallet',
      otp: '9999',
    })
    expect(bad.body.message).toBe(transactionPasswordTriesLeft(4))
    const ok = await post('transferToUser', {
      toUserId: to,
      amount: 100,
      type: 'wallet',
      otp: '1234',
    })
    expect(ok.status).toBe(200)
    expect(getWorld().accounts.get(to)?.member.wallet).toBe(amountAfterFee(100))
    const low = await post('transferToUser', {
      toUserId: to,
      amount: 100000,
      type: 'packageWallet',
      otp: '1234',
    })
    expect(low.body.message).toBe(messages.lowPackageWallet)
  })

  it('a repeated idempotency key moves money once', async () => {
    const before = me().wallet
    const headers = { [IDEMPOTENCY_HEADER]: 'same-key' }
    // As on the server, a withdrawal spends the code sendMail issued.
    expect((await post('sendMail', { amount: 10 })).status).toBe(200)
    const one = await post('withdrawalRequest', { amount: 10, otp: MOCK_OTP }, headers)
    const two = await post('withdrawalRequest', { amount: 10, otp: MOCK_OTP }, headers)
    expect(two.body).toEqual(one.body)
    // The amount and the 5% charge leave the wallet once.
    expect(me().wallet).toBe(before - 10.5)
    // The same key with another request is refused, as the server refuses it.
    const other = await post('withdrawalRequest', { amount: 20, otp: MOCK_OTP }, headers)
    expect([other.status, other.body.message]).toEqual([422, serverMessages.idempotencyKeyReused])
    expect((await post('sendMail', { amount: 10 })).status).toBe(200)
    const wrongOtp = await post('withdrawalRequest', { amount: 10, otp: '000000' })
    expect(wrongOtp.body.message).toBe(otpTriesLeft(economics.otpMaxTries - 1))
  })

  it('joins an expired pot at its price only', async () => {
    expect((await post('joinPool', { userId: MEMBER_ID, pot: 3, amount: 50 })).body.message).toBe(
      serverMessages.potPrice,
    )
    expect((await post('joinPool', { userId: MEMBER_ID, pot: 4, amount: 50 })).body.message).toBe(
      serverMessages.potNotExpired,
    )
    const joined = await post('joinPool', { userId: MEMBER_ID, pot: 3, amount: 100 })
    expect(joined.body.data.pot3Count).toBe(1)
  })

  it('earningDash sums the credits by source', async () => {
    const dash = await post('earningDash')
    expect(dash.body.data).toEqual(fixtures.earningDash)
    expect(dash.body.data.every((n: number) => n > 0)).toBe(true)
  })
})

describe('KYC, as the server checks it', () => {
  const NEW_ADDRESS = '0x' + '2e'.repeat(20)

  it('asks for the current transaction password, and says when it is wrong', async () => {
    const missing = await post('updateUser', { t_pass: '567800' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(serverMessages.transactionPasswordAlreadySet)
    const wrong = await post('updateUser', { t_pass: '567800', current_t_pass: '0000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(transactionPasswordTriesLeft(4))
    const address = await post('updateUser', { usdtAddress: NEW_ADDRESS })
    expect(address.status).toBe(400)
    expect(address.body.message).toBe(serverMessages.payoutAddressNeedsTransactionPassword)
    expect(me().usdtAddress).not.toBe(NEW_ADDRESS)
  })

  it('changes the payout address with the current transaction password, and says it is held', async () => {
    const changed = await post('updateUser', {
      usdtAddress: NEW_ADDRESS,
      current_t_pass: MOCK_TRANSACTION_PASSWORD,
    })
    expect(changed.status).toBe(200)
    expect(changed.body.message).toBe(serverMessages.payoutAddressChanged)
    expect(me().usdtAddress).toBe(NEW_ADDRESS)
  })
})
