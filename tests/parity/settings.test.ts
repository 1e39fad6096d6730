// The setting test (issue 22, "Each rule once"): each documented setting of
// packages/contract/src/economics.ts is changed in turn, and the server's debit or credit (its
// real domain, on PGlite and on PostgreSQL), the form's hint and the mocks' answer (what
// Storybook and the demo show) must all follow it. A rule written twice, one copy reading the
// setting and the other not, fails here, naming the setting.
//
// The override changes the one `economics` object everybody reads (and puts it back after), so
// this only passes when every fee, charge, price and rate is read from it when used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_BASE,
  IDEMPOTENCY_HEADER,
  calls,
  economics,
  formatUsd,
  fromCents,
  messages,
  otpTriesLeft,
  poolTarget,
  serverMessages,
  type CallName,
  type LevelIncomeRecord,
  type Member,
} from '@trellis/contract'
import { depositRequestSchema, investSchema, transferToSelfSchema } from '@trellis/contract/schemas'
import {
  MEMBER_ID,
  MOCK_OTP,
  MOCK_PASSWORD,
  MOCK_TRANSACTION_PASSWORD,
  approveDeposit,
  getWorld,
  resetWorld,
} from '@trellis/api-client/mocks'
import { createMockServer } from '@trellis/api-client/mocks/node'
import { afterFeeHint } from '@trellis/app/screens/FundTransfer/ToUserForm'
import { withFeeHint } from '@trellis/app/screens/FundTransfer/ToSelfForm'
import { chargeHint, codeLifetimeMs } from '@trellis/app/screens/Withdrawal/WithdrawalForm'
import { activationMessage } from '@trellis/app/screens/Dashboard/ActivationSection'
import { joinMessage } from '@trellis/app/screens/Dashboard/PoolSection'
import {
  DAY_MS,
  PASSWORD,
  T_PASS,
  dayAfter,
  fileTestApp,
  lastCode,
  testDbKind,
} from '@trellis/server/testing'

/** Runs `fn` with some settings changed, then puts them back (also when it fails). */
async function withEconomics<T>(changes: Record<string, unknown>, fn: () => Promise<T>) {
  const settings = economics as unknown as Record<string, unknown>
  const saved = Object.fromEntries(Object.keys(changes).map((k) => [k, settings[k]]))
  Object.assign(settings, changes)
  try {
    return await fn()
  } finally {
    Object.assign(settings, saved)
  }
}

const t = fileTestApp()
const mocks = createMockServer()
let seq = 0

beforeAll(() => {
  // The server answers through inject (no network), so the mocks may listen for the whole file.
  mocks.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => {
  mocks.close()
})

/** One call to the mocks, as the app makes it (a fresh Idempotency-Key for money calls). */
async function onMocks(name: CallName, body: unknown = {}, token?: string) {
  const call = calls[name]
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  if (call.money) headers[IDEMPOTENCY_HEADER] = `settings-${(seq += 1)}`
  const res = await fetch(`http://mocks.test${API_BASE}${call.path}`, {
    method: call.method,
    headers,
    ...(call.method === 'POST' ? { body: JSON.stringify(body) } : {}),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** A fresh mock world with the demo member logged in and a new member B under them. */
async function mockWorld() {
  resetWorld()
  const login = await onMocks('login', { userId: MEMBER_ID, password: MOCK_PASSWORD })
  const b = await onMocks('register', {
    userId: MEMBER_ID,
    firstName: 'Bea',
    lastName: 'Mock',
    email: 'bea@example.com',
    phone: '+44 20 7946 0000',
    password: PASSWORD,
    cpassword: PASSWORD,
  })
  return {
    a: login.body.token as string,
    b: b.body.token as string,
    bId: (b.body.user as Member).userId,
    me: async (token: string) => (await onMocks('getUser', {}, token)).body.data as Member,
  }
}

/** Funds a mock member's package wallet through a deposit and its approval. */
async function mockFundPackage(token: string, amount: number) {
  const trx = `0x${(seq += 1).toString(16).padStart(64, '0')}`
  const r = await onMocks('depositRequest', { rDate: dayAfter(0), pType: 6, amount, trx }, token)
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  approveDeposit(trx)
}

/** Two new members on the server, A with $200 in the income wallet and a transaction password. */
async function serverPair() {
  const n = (seq += 1)
  const a = await t.signUp(undefined, `Ann${n}`)
  const b = await t.signUp(a.userId, `Ben${n}`)
  await t.fundIncome(a.userId, 200)
  await t.setTpass(a.token)
  return { a, b, aEmail: `ann${n}@example.com` }
}

/** A withdrawal of `amount` on the server with the code it mails; refused fails the test. */
async function serverWithdraw(token: string, email: string, amount: number) {
  expect((await t.call(calls.sendMail.path, { amount }, { token })).status).toBe(200)
  const otp = lastCode(t.mailer, email)
  const w = await t.call(calls.withdrawalRequest.path, { amount, otp }, { token })
  expect(w.status, JSON.stringify(w.body)).toBe(200)
}

/** The same withdrawal on the mocks (their code is MOCK_OTP). */
async function mockWithdraw(token: string, amount: number) {
  expect((await onMocks('sendMail', { amount }, token)).status).toBe(200)
  const mw = await onMocks('withdrawalRequest', { amount, otp: MOCK_OTP }, token)
  expect(mw.status, JSON.stringify(mw.body)).toBe(200)
}

/** Puts a first payout address on file for a member with a transaction password. */
async function setAddress(token: string, usdtAddress: string) {
  const r = await t.call(calls.updateUser.path, { usdtAddress, current_t_pass: T_PASS }, { token })
  expect(r.status, JSON.stringify(r.body)).toBe(200)
}

// The mocks against the server's rules: the database behind the server does not change a rule
// (the server suites prove both databases give the same answers), so this runs on the embedded
// one only, once per CI run (it spent some 7 s of CPU again on PostgreSQL).
const onPostgres = testDbKind === 'postgres'

describe.skipIf(onPostgres)(
  'each setting of economics.ts reaches the server, the forms and the mocks',
  () => {
    it('transferFeeBp: what the recipient gets', async () => {
      await withEconomics({ transferFeeBp: 300 }, async () => {
        const { a, b } = await serverPair()
        const body = { toUserId: b.userId, amount: 100, type: 'wallet', otp: T_PASS }
        const sent = await t.call(calls.transferToUser.path, body, { token: a.token })
        expect(sent.status, JSON.stringify(sent.body)).toBe(200)
        const server = (await t.me(b.token)).wallet

        const m = await mockWorld()
        const mockBody = { ...body, toUserId: m.bId, otp: MOCK_TRANSACTION_PASSWORD }
        expect((await onMocks('transferToUser', mockBody, m.a)).status).toBe(200)
        const mock = (await m.me(m.b)).wallet

        // 3% of $100: $97 arrives, on the server, on the mocks and in the form's hint.
        expect({ server, mock }).toEqual({ server: 97, mock: 97 })
        expect(afterFeeHint('100')).toBe(`Recipient gets ${formatUsd(97)} after the 3% fee.`)
      })
    })

    it('selfTransferFeeBp: what leaves the income wallet for a move to the package wallet', async () => {
      await withEconomics({ selfTransferFeeBp: 500 }, async () => {
        const { a } = await serverPair()
        const before = (await t.me(a.token)).wallet
        expect(
          (await t.call(calls.transferToSelf.path, { amount: 100 }, { token: a.token })).status,
        ).toBe(200)
        const server = before - (await t.me(a.token)).wallet

        const m = await mockWorld()
        const mockBefore = (await m.me(m.a)).wallet
        expect((await onMocks('transferToSelf', { amount: 100 }, m.a)).status).toBe(200)
        const mock = fromCents(Math.round((mockBefore - (await m.me(m.a)).wallet) * 100))

        expect({ server, mock }).toEqual({ server: 105, mock: 105 })
        expect(withFeeHint('100')).toBe(`With the 5% fee: ${formatUsd(105)}.`)
      })
    })

    it('withdrawalChargeBp: what leaves the income wallet for a withdrawal', async () => {
      await withEconomics({ withdrawalChargeBp: 1_000 }, async () => {
        const { a, aEmail } = await serverPair()
        await setAddress(a.token, `0x${'1'.repeat(40)}`)
        const before = (await t.me(a.token)).wallet
        await serverWithdraw(a.token, aEmail, 100)
        const server = before - (await t.me(a.token)).wallet

        const m = await mockWorld()
        const mockBefore = (await m.me(m.a)).wallet
        await mockWithdraw(m.a, 100)
        const mock = fromCents(Math.round((mockBefore - (await m.me(m.a)).wallet) * 100))

        expect({ server, mock }).toEqual({ server: 110, mock: 110 })
        expect(chargeHint('100')).toBe(
          `10% charge ${formatUsd(10)} · ${formatUsd(110)} leaves your income wallet`,
        )
      })
    })

    it('otpMaxTries: what a wrong withdrawal code says', async () => {
      await withEconomics({ otpMaxTries: 3 }, async () => {
        const { a } = await serverPair()
        await setAddress(a.token, `0x${'2'.repeat(40)}`)
        expect((await t.call(calls.sendMail.path, { amount: 10 }, { token: a.token })).status).toBe(
          200,
        )
        const wrong = { amount: 10, otp: '000000' }
        const server = (await t.call(calls.withdrawalRequest.path, wrong, { token: a.token })).body
          .message

        const m = await mockWorld()
        expect((await onMocks('sendMail', { amount: 10 }, m.a)).status).toBe(200)
        const mock = (await onMocks('withdrawalRequest', wrong, m.a)).body.message

        expect({ server, mock }).toEqual({ server: otpTriesLeft(2), mock: otpTriesLeft(2) })
      })
    })

    for (const [name, changes, cost, share] of [
      ['activationCostCents', { activationCostCents: 4_000 }, 40, 4],
      ['membershipIncomeBp', { membershipIncomeBp: 2_500 }, 25, 6.25],
    ] as const) {
      it(`${name}: what activating costs and what the sponsor earns`, async () => {
        await withEconomics(changes, async () => {
          const { a, b } = await serverPair()
          await t.fundPackage(b.token, 100)
          const aBefore = (await t.me(a.token)).wallet
          expect((await t.call(calls.activeNow.path, {}, { token: b.token })).status).toBe(200)
          const server = {
            cost: 100 - (await t.me(b.token)).packageWallet,
            share: (await t.me(a.token)).wallet - aBefore,
          }

          const m = await mockWorld()
          await mockFundPackage(m.b, 100)
          const mBefore = (await m.me(m.a)).wallet
          expect((await onMocks('activeNow', {}, m.b)).status).toBe(200)
          const mock = {
            cost: 100 - (await m.me(m.b)).packageWallet,
            share: fromCents(Math.round(((await m.me(m.a)).wallet - mBefore) * 100)),
          }

          expect({ server, mock }).toEqual({ server: { cost, share }, mock: { cost, share } })
          expect(activationMessage()).toContain(`${formatUsd(cost)} will be paid from your`)
        })
      })
    }

    for (const [name, changes, price, days] of [
      ['potPriceCents', { potPriceCents: { 3: 10_000, 4: 7_500 } }, 75, 30],
      ['potDays', { potDays: 10 }, 50, 10],
    ] as const) {
      it(`${name}: what the 2X pool costs and until when it runs`, async () => {
        await withEconomics(changes, async () => {
          const { a } = await serverPair()
          await t.fundPackage(a.token, 100)
          const join = { userId: a.userId, pot: 4, amount: price }
          const j = await t.call(calls.joinPool.path, join, { token: a.token })
          expect(j.status, JSON.stringify(j.body)).toBe(200)
          const after = await t.me(a.token)
          const server = {
            paid: 100 - after.packageWallet,
            expires: after.pot4Expire?.slice(0, 10),
          }

          const m = await mockWorld()
          await mockFundPackage(m.b, 100)
          const mj = await onMocks('joinPool', { ...join, userId: m.bId }, m.b)
          expect(mj.status, JSON.stringify(mj.body)).toBe(200)
          const mAfter = await m.me(m.b)
          const mock = {
            paid: 100 - mAfter.packageWallet,
            expires: mAfter.pot4Expire?.slice(0, 10),
          }

          const expires = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
          expect({ server, mock }).toEqual({
            server: { paid: price, expires },
            mock: { paid: price, expires },
          })
          expect(joinMessage(4)).toBe(
            `${formatUsd(price)} will be paid from your package wallet. ` +
              `You join the 2X Pool for ${days} days. ` +
              'What a pool pays is not set by a rule yet: a payout, when the network makes one, ' +
              'shows in its gauge.',
          )
        })
      })
    }

    it('businessRewards: what a team business milestone pays', async () => {
      const businessRewards = [{ milestoneCents: 20_000, rewardCents: 1_000 }]
      await withEconomics({ businessRewards }, async () => {
        // The sponsor's team business goes from 0 to $200 on both sides.
        const { a, b } = await serverPair()
        const before = (await t.me(a.token)).wallet
        await t.invest(b.token, 200, 'starter')
        const server = (await t.me(a.token)).wallet - before

        const m = await mockWorld()
        const c = await onMocks('register', {
          userId: m.bId,
          firstName: 'Cy',
          lastName: 'Mock',
          email: 'cy@example.com',
          phone: '+44 20 7946 0000',
          password: PASSWORD,
          cpassword: PASSWORD,
        })
        const cToken = c.body.token as string
        await mockFundPackage(cToken, 200)
        const mBefore = (await m.me(m.b)).wallet
        const inv = await onMocks(
          'investNow',
          { wallet: 'package', amount: 200, plan: 'starter' },
          cToken,
        )
        expect(inv.status, JSON.stringify(inv.body)).toBe(200)
        const mock = (await m.me(m.b)).wallet - mBefore

        expect({ server, mock }).toEqual({ server: 10, mock: 10 })
      })
    })

    it('payoutHoldHours: how long a replaced payout address holds withdrawals', async () => {
      await withEconomics({ payoutHoldHours: 48 }, async () => {
        const { a } = await serverPair()
        await setAddress(a.token, `0x${'5'.repeat(40)}`)
        await setAddress(a.token, `0x${'6'.repeat(40)}`)
        const held = await t.call(calls.sendMail.path, { amount: 10 }, { token: a.token })

        const m = await mockWorld()
        const change = {
          usdtAddress: `0x${'7'.repeat(40)}`,
          current_t_pass: MOCK_TRANSACTION_PASSWORD,
        }
        expect((await onMocks('updateUser', change, m.a)).status).toBe(200)
        const mockHeld = await onMocks('sendMail', { amount: 10 }, m.a)

        // The same words and the same day (the minute may differ by a moment).
        const day = new Date(Date.now() + 48 * 3_600_000).toISOString().slice(0, 10)
        const said = (r: { status: number; body: Record<string, unknown> }) => [
          r.status,
          String(r.body.message).replace(/ \d{2}:\d{2} UTC/, ''),
        ]
        const want = [409, expect.stringContaining('less than 48 hours ago')]
        expect(said(held)).toEqual(want)
        expect(said(mockHeld)).toEqual(said(held))
        expect(String(held.body.message)).toContain(`Try again after ${day}`)
      })
    })

    it('depositWallet: which wallet an approved deposit credits', async () => {
      await withEconomics({ depositWallet: 'wallet' }, async () => {
        const { b } = await serverPair()
        const before = await t.me(b.token)
        await t.fundPackage(b.token, 40)
        const after = await t.me(b.token)
        const server = [after.wallet - before.wallet, after.packageWallet - before.packageWallet]

        const m = await mockWorld()
        const mBefore = await m.me(m.b)
        await mockFundPackage(m.b, 40)
        const mAfter = await m.me(m.b)
        const mock = [mAfter.wallet - mBefore.wallet, mAfter.packageWallet - mBefore.packageWallet]

        expect({ server, mock }).toEqual({ server: [40, 0], mock: [40, 0] })
      })
    })

    it('activationWallet: which wallet pays the activation', async () => {
      // Deposits go to the income wallet too, so both sides can fund it the same way.
      const changes = { activationWallet: 'wallet', depositWallet: 'wallet' }
      await withEconomics(changes, async () => {
        const { b } = await serverPair()
        await t.fundPackage(b.token, 40)
        expect((await t.call(calls.activeNow.path, {}, { token: b.token })).status).toBe(200)
        const after = await t.me(b.token)
        const server = [after.wallet, after.packageWallet]

        const m = await mockWorld()
        await mockFundPackage(m.b, 40)
        expect((await onMocks('activeNow', {}, m.b)).status).toBe(200)
        const mAfter = await m.me(m.b)
        const mock = [mAfter.wallet, mAfter.packageWallet]

        expect({ server, mock }).toEqual({ server: [15, 0], mock: [15, 0] })
        expect(activationMessage()).toContain('will be paid from your income wallet')
      })
    })

    it('potWallet: which wallet pays for a pot, and what a short one says', async () => {
      // Deposits go to the income wallet too, so both sides can fund it the same way.
      await withEconomics({ potWallet: 'wallet', depositWallet: 'wallet' }, async () => {
        const { b } = await serverPair()
        const join = { userId: b.userId, pot: 4, amount: 50 }
        // With an empty income wallet, the income wallet's words.
        const short = await t.call(calls.joinPool.path, join, { token: b.token })
        await t.fundPackage(b.token, 80)
        const j = await t.call(calls.joinPool.path, join, { token: b.token })
        expect(j.status, JSON.stringify(j.body)).toBe(200)
        const server = (await t.me(b.token)).wallet

        const m = await mockWorld()
        const mJoin = { ...join, userId: m.bId }
        const mShort = await onMocks('joinPool', mJoin, m.b)
        await mockFundPackage(m.b, 80)
        const mj = await onMocks('joinPool', mJoin, m.b)
        expect(mj.status, JSON.stringify(mj.body)).toBe(200)
        const mock = (await m.me(m.b)).wallet

        expect({ server, mock }).toEqual({ server: 30, mock: 30 })
        const said = (r: { status: number; body: Record<string, unknown> }) => [
          r.status,
          r.body.message,
        ]
        expect({ server: said(short), mock: said(mShort) }).toEqual({
          server: [400, messages.lowIncomeWallet],
          mock: [400, messages.lowIncomeWallet],
        })
        expect(joinMessage(4)).toContain('will be paid from your income wallet')
      })
    })

    const said = (r: { status: number; body: Record<string, unknown> }) => [
      r.status,
      r.body.message,
    ]

    it('minAmountCents: the smallest deposit, withdrawal and investment, and their words', async () => {
      await withEconomics({ minAmountCents: 2_000 }, async () => {
        const words = 'Deposit amount must be greater than 20!'
        const { a } = await serverPair()
        const trx = `0x${(seq += 1).toString(16).padStart(64, 'a')}`
        const body = { rDate: dayAfter(0), pType: 6, amount: 15, trx }
        const server = await t.call(calls.depositRequest.path, body, { token: a.token })

        const m = await mockWorld()
        const mock = await onMocks('depositRequest', body, m.a)

        // Ten dollars by default: $15 would be taken.
        expect({ server: said(server), mock: said(mock) }).toEqual({
          server: [400, words],
          mock: [400, words],
        })
        await expect(depositRequestSchema.validate(body)).rejects.toThrow(words)
        expect([messages.withdrawMinimum, messages.investMinimum]).toEqual([
          'Amount must be greater than $20!',
          'Investment amount must be greater than 20!',
        ])
      })
    })

    it('investMultipleCents: what an investment must be a multiple of', async () => {
      await withEconomics({ investMultipleCents: 5_000 }, async () => {
        const { b } = await serverPair()
        await t.fundPackage(b.token, 150)
        const body = { wallet: 'package', amount: 150, plan: 'starter' }
        const server = await t.call(calls.investNow.path, body, { token: b.token })

        const m = await mockWorld()
        await mockFundPackage(m.b, 150)
        const mock = await onMocks('investNow', body, m.b)

        // A multiple of $100 by default: $150 would be refused.
        expect({ server: server.status, mock: mock.status }).toEqual({ server: 200, mock: 200 })
        await expect(investSchema.validate({ ...body, amount: 120 })).rejects.toThrow(
          'Investment amount must be divisible by 50!',
        )
      })
    })

    it('minTransferCents: the smallest transfer, and its words', async () => {
      await withEconomics({ minTransferCents: 500 }, async () => {
        const words = 'The smallest transfer is $5.00.'
        const { a, b } = await serverPair()
        const body = { toUserId: b.userId, amount: 3, type: 'wallet', otp: T_PASS }
        const server = await t.call(calls.transferToUser.path, body, { token: a.token })

        const m = await mockWorld()
        const mockBody = { ...body, toUserId: m.bId, otp: MOCK_TRANSACTION_PASSWORD }
        const mock = await onMocks('transferToUser', mockBody, m.a)

        // One dollar by default: $3 would be sent.
        expect({ server: said(server), mock: said(mock) }).toEqual({
          server: [400, words],
          mock: [400, words],
        })
        await expect(transferToSelfSchema.validate({ amount: 3 })).rejects.toThrow(words)
      })
    })

    it('poolSize: the target of a pot gauge after joining', async () => {
      await withEconomics({ poolSize: { base: 500, pot3: 250, pot4: 40 } }, async () => {
        const { a } = await serverPair()
        await t.fundPackage(a.token, 100)
        const join = { userId: a.userId, pot: 4, amount: 50 }
        expect((await t.call(calls.joinPool.path, join, { token: a.token })).status).toBe(200)
        const server = poolTarget('pot4', (await t.me(a.token)).pot4Count)

        const m = await mockWorld()
        await mockFundPackage(m.b, 100)
        const mj = await onMocks('joinPool', { ...join, userId: m.bId }, m.b)
        expect(mj.status, JSON.stringify(mj.body)).toBe(200)
        const mock = poolTarget('pot4', (await m.me(m.b)).pot4Count)

        // The dashboard's gauge (PoolSection) shows poolTarget of the member's count: $100 a
        // count by default.
        expect({ server, mock }).toEqual({ server: 40, mock: 40 })
      })
    })

    it('payouts: which withdrawals are approved by themselves', async () => {
      const payouts = { ...economics.payouts, autoApproveCents: 20_00 }
      await withEconomics({ payouts }, async () => {
        const { a, aEmail } = await serverPair()
        await setAddress(a.token, `0x${'a'.repeat(40)}`)
        await serverWithdraw(a.token, aEmail, 50)
        const list = await t.call(calls.withdrawalHistory.path, {}, { token: a.token })
        const server = (list.body.data as { status: string }[])[0]?.status

        const m = await mockWorld()
        await mockWithdraw(m.a, 50)
        const mList = await onMocks('withdrawalHistory', {}, m.a)
        const mock = (mList.body.data as { status: string }[])[0]?.status

        // Up to $100 by default: $50 would be approved by itself. (The test server has no
        // PAYOUT_* settings: it reads the defaults, economics.payouts, when it decides.)
        expect({ server, mock }).toEqual({ server: 'pending', mock: 'pending' })
      })
    })

    // The mocks keep no count of codes sent (docs/economics.md, "The mocks charge the same"): the
    // server alone enforces these two; the form waits a minute between codes whatever they are.
    it('otpPerMinute, otpPerHour: how many withdrawal codes a member may ask for', async () => {
      await withEconomics({ otpPerMinute: 3, otpPerHour: 2 }, async () => {
        const { a } = await serverPair()
        await setAddress(a.token, `0x${'8'.repeat(40)}`)
        const statuses: number[] = []
        for (let i = 0; i < 3; i++) {
          const r = await t.call(calls.sendMail.path, { amount: 10 }, { token: a.token })
          statuses.push(r.status)
        }
        // One a minute by default would refuse the second at once.
        expect(statuses).toEqual([200, 200, 429])
      })
    })

    // Last: these move the server's clock on (and back).
    it('otpValidMinutes: how long a withdrawal code works, on the server and in the form', async () => {
      await withEconomics({ otpValidMinutes: 3 }, async () => {
        const { a, aEmail } = await serverPair()
        await setAddress(a.token, `0x${'9'.repeat(40)}`)
        expect((await t.call(calls.sendMail.path, { amount: 10 }, { token: a.token })).status).toBe(
          200,
        )
        const otp = lastCode(t.mailer, aEmail)
        t.clock.offsetMs = 4 * 60_000
        try {
          const token = await t.login(a.userId, PASSWORD)
          const w = await t.call(calls.withdrawalRequest.path, { amount: 10, otp }, { token })
          // Ten minutes by default: four minutes on, the code would still work.
          expect([w.status, w.body.message]).toEqual([400, serverMessages.otpExpired])
        } finally {
          t.clock.offsetMs = 0
        }
        expect(codeLifetimeMs()).toBe(3 * 60_000)
      })
    })

    // The mocks answer a reset with a fixed code and no clock: the server alone keeps this one.
    it('resetValidMinutes: how long a password-reset code works', async () => {
      await withEconomics({ resetValidMinutes: 5 }, async () => {
        const { a, aEmail } = await serverPair()
        expect((await t.call(calls.forgotPassword.path, { userId: a.userId })).status).toBe(200)
        const code = lastCode(t.mailer, aEmail)
        t.clock.offsetMs = 6 * 60_000
        try {
          const fresh = 'Fresh#2026x'
          const body = { userId: a.userId, code, password: fresh, cpassword: fresh }
          const r = await t.call(calls.resetPassword.path, body)
          // Thirty minutes by default: six minutes on, the code would still work.
          expect([r.status, r.body.message]).toEqual([400, serverMessages.resetInvalid])
        } finally {
          t.clock.offsetMs = 0
        }
      })
    })

    it('activationValidYears: how long an activation lasts', async () => {
      await withEconomics({ activationValidYears: 2 }, async () => {
        const { b } = await serverPair()
        await t.fundPackage(b.token, 100)
        expect((await t.call(calls.activeNow.path, {}, { token: b.token })).status).toBe(200)
        t.clock.offsetMs = 400 * DAY_MS
        let server: unknown
        try {
          const token = await t.login(b.userId, PASSWORD)
          server = (await t.call(calls.activeNow.path, {}, { token })).body.message
        } finally {
          t.clock.offsetMs = 0
        }

        // The mocks judge by the member's activation date: make it 400 days old.
        const m = await mockWorld()
        await mockFundPackage(m.b, 100)
        expect((await onMocks('activeNow', {}, m.b)).status).toBe(200)
        const account = getWorld().accounts.get(m.bId)
        if (!account) throw new Error('no mock member B')
        account.member = {
          ...account.member,
          activeDate: new Date(Date.now() - 400 * DAY_MS).toISOString(),
        }
        const mock = (await onMocks('activeNow', {}, m.b)).body.message

        // A year by default: 400 days on, activating again would be taken.
        expect({ server, mock }).toEqual({
          server: serverMessages.alreadyActive,
          mock: serverMessages.alreadyActive,
        })
        expect(activationMessage()).toContain('active for 2 years')
      })
    })

    // It moves the server's clock a day on (and back).
    it('levelIncomeBp: what an upline earns on a daily return', async () => {
      await withEconomics({ levelIncomeBp: [2_000, 0, 0, 0, 0] }, async () => {
        const { a, b } = await serverPair()
        await t.invest(b.token, 1000)
        t.clock.offsetMs = DAY_MS
        try {
          expect((await t.ops('POST', '/accrue', {})).status).toBe(200)
          const token = await t.login(a.userId, PASSWORD)
          const lines = (await t.call(calls.levelEarning.path, {}, { token })).body.data
          const server = (lines as LevelIncomeRecord[]).map((l) => [l.level, l.rate, l.amount])

          // The mocks' level income is their world's history, built by the same rule.
          const m = await mockWorld()
          const mock = (await onMocks('levelEarning', {}, m.a)).body.data as LevelIncomeRecord[]

          // 1.5% of $1000 = $15 a day; level 1 now earns 20% of it.
          expect(server).toEqual([[1, 20, 3]])
          expect(mock.length).toBeGreaterThan(0)
          for (const line of mock) {
            const rate = line.level === 1 ? 20 : 0
            expect([line.level, line.rate, line.amount]).toEqual([
              line.level,
              rate,
              fromCents(Math.round(line.baseAmount * rate)),
            ])
          }
        } finally {
          t.clock.offsetMs = 0
        }
      })
    })
  },
)
