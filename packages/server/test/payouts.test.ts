// Withdrawals paid from the hot wallet on a real local chain (anvil), counted on the chain: each
// withdrawal is one token Transfer to its address, of exactly its amount, whatever happens in
// between: approvals (automatic, one operator, two different operators), a crash after signing
// and before the broadcast, a crash after the broadcast and before the hash is recorded, a stuck
// transaction replaced at the same nonce with a higher fee, a reorganisation that drops a mined
// payout, a hot wallet out of USDT or gas (held, operator told once, paid once after a refill),
// the global daily cap; a manual "paid" whose hash is not that payout is refused; reconcile shows
// 0 difference after the scenario. Each test deploys its own token and hot wallet; the payer's
// runs are called directly (the job only repeats them). Both databases. Cost (2-core machine at
// load 12-14, /usr/bin/time around the file): PGlite 8.3 s user + 1.4 s sys, 16 s wall;
// PostgreSQL 5.9 s + 2.0 s, 14 s wall.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAbiItem, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { WithdrawalRecord } from '@trellis/contract'
import type { Chain } from '../src/chain/client'
import { num, query } from '../src/db/client'
import type { Deps } from '../src/domain/context'
import {
  approveWithdrawal,
  manualPayMessages,
  payWithdrawalByHand,
} from '../src/domain/withdrawals'
import { DEFAULT_PAYOUT_FEES, type PayoutRules } from '../src/payouts/config'
import { hotWalletOf, type HotWallet } from '../src/payouts/key'
import { capNote, refillNote, runPayouts, type Payer, type PayoutHooks } from '../src/payouts/payer'
import { reconcile } from '../src/payouts/reconcile'
import { newWatcherState, scanChain } from '../src/chain/watcher'
import { run as opsCli } from '../src/ops/cli'
import { lastCode, OPS_TOKEN, startTestApp, T_PASS, type TestApp } from './helpers/app'
import { fileTestChain } from './helpers/chain'

const chain = fileTestChain()
let t: TestApp
/** N: 2, and anvil's finalized block is head - 2 here: a payout is final 3 blocks deep. */
const N = 2
const FINAL = 3
const USDT = 10n ** 18n
const RULES: PayoutRules = {
  autoApproveCents: 100_00,
  dualApproveCents: 200_00,
  memberDayCents: 5_000_00,
  memberMonthCents: 10_000_00,
  dailyCapCents: 10_000_00,
}
const ALERTS = 'ops@example.com'

beforeAll(async () => {
  const token = await chain.deploy(18)
  t = await startTestApp({
    chain: chain.chainFor(token, { confirmations: N }),
    payouts: { rules: RULES, alertEmail: ALERTS },
  })
}, 120_000)
afterAll(async () => {
  await t?.expectLedgerSound()
  await t?.close()
})

/** A fresh token, a hot wallet holding `usdt` of it and 1 ETH of gas, and a payer for it. */
async function setup(
  o: { usdt?: bigint; gas?: bigint; rules?: Partial<PayoutRules>; decimals?: number } = {},
) {
  const token = await chain.deploy(o.decimals ?? 18)
  const c = chain.chainFor(token, { confirmations: N })
  const key = generatePrivateKey()
  const wallet: HotWallet = hotWalletOf(key)
  await chain.client.setBalance({ address: wallet.address, value: o.gas ?? 10n ** 18n })
  if ((o.usdt ?? 1_000n * USDT) > 0n)
    await chain.send(token, wallet.address, o.usdt ?? 1_000n * USDT)
  const deps: Deps = {
    ...t.app.deps,
    chain: c,
    hotWallet: wallet.address,
    payoutRules: { ...RULES, ...o.rules },
  }
  const payer = (hooks?: PayoutHooks): Payer => ({
    chain: c,
    wallet,
    fees: { ...DEFAULT_PAYOUT_FEES, stuckMs: 60_000 },
    ...(hooks ? { hooks } : {}),
  })
  return {
    token,
    c,
    key,
    wallet,
    deps,
    payer,
    run: (hooks?: PayoutHooks) => runPayouts(deps, payer(hooks)),
  }
}

let names = 0
/** A member with income and a payout address of its own (so its transfers can be counted). */
async function member(income: number) {
  const name = `Payee${String.fromCharCode(97 + (names % 26))}${Math.floor(names / 26)}`
  names++
  const m = await t.signUp(undefined, name)
  const address = privateKeyToAccount(generatePrivateKey()).address
  const u = await t.call(
    '/updateUser',
    { usdtAddress: address, t_pass: T_PASS },
    { token: m.token },
  )
  expect(u.status, JSON.stringify(u.body)).toBe(200)
  await t.fundIncome(m.userId, income)
  return { ...m, address, email: `${name.toLowerCase()}@example.com` }
}

/** Requests a withdrawal of `amount` through the calls (a code mailed each time); its id. */
async function withdraw(m: { token: string; email: string }, amount: number): Promise<number> {
  t.clock.offsetMs += 61_000
  const sent = await t.call('/sendMail', {}, { token: m.token })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  const r = await t.call(
    '/withdrawal-request',
    { amount, otp: lastCode(t.mailer, m.email) },
    { token: m.token },
  )
  expect(r.status, JSON.stringify(r.body)).toBe(200)
  return Number((await record(m.token)).id)
}

async function record(token: string): Promise<WithdrawalRecord> {
  const h = await t.call('/withdrawal-history', {}, { token })
  return (h.body.data as WithdrawalRecord[])[0] as WithdrawalRecord
}

const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

/**
 * Waits until the node's pool is empty: with automine anvil answers a broadcast before its block
 * is mined. The deadline is a safety net: it mines within milliseconds, a loaded 2-core machine
 * may take a few seconds; 30 s means something is wrong.
 */
async function poolEmpty() {
  const end = Date.now() + 30_000
  for (;;) {
    const pool = (await chain.client.request({ method: 'txpool_status' } as never)) as {
      pending: string
    }
    if (BigInt(pool.pending) === 0n) return
    if (Date.now() > end) throw new Error('the node kept transactions in its pool')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** The token's Transfers to `to` on the chain as it is now (pool mined): what was really paid. */
async function paidOnChain(token: Address, to: Address) {
  await poolEmpty()
  const logs = await chain.client.getLogs({
    address: token,
    event: TRANSFER,
    args: { to },
    fromBlock: 0n,
  })
  return logs.map((l) => l.args.value)
}

async function statusOf(id: number) {
  const [r] = await query<{ status: string; trx: string | null }>(
    t.app.deps.database.db,
    sql`SELECT status, trx FROM withdrawals WHERE id = ${id}`,
  )
  return r
}

async function attempts(id: number) {
  return query<{ attempt: number; tx_hash: string; gas_price_wei: string }>(
    t.app.deps.database.db,
    sql`SELECT attempt, tx_hash, gas_price_wei::text AS gas_price_wei FROM payout_attempts
        WHERE withdrawal_id = ${id} ORDER BY attempt`,
  )
}

const payoutsAccount = async () => {
  const [r] = await query<{ cents: unknown }>(
    t.app.deps.database.db,
    sql`SELECT COALESCE(sum(e.amount_cents), 0) AS cents FROM ledger_entries e
        JOIN accounts a ON a.id = e.account_id WHERE a.name = 'payouts' AND a.member_id IS NULL`,
  )
  return num(r?.cents)
}

describe('payouts from the hot wallet', () => {
  it('pays an automatic amount once and confirms it; above it waits for one approval, above the second for two operators', async () => {
    const s = await setup()
    const m = await member(1_000)
    const small = await withdraw(m, 100)
    const mid = await withdraw(m, 150)
    const big = await withdraw(m, 250)
    const before = await payoutsAccount()

    // Every run's confirmations, to see each confirmed exactly once.
    const confirmed: number[] = []
    const run = async () => {
      const r = await s.run()
      confirmed.push(...r.confirmed)
      return r
    }
    const first = await run()
    expect(first.sent).toEqual([small])
    expect((await statusOf(small))?.status).toBe('sent')
    // The member's record carries the hash once sent, and a mail says so.
    const hash = (await statusOf(small))?.trx as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const history = (await t.call('/withdrawal-history', {}, { token: m.token })).body
      .data as WithdrawalRecord[]
    expect(history.find((r) => r.id === String(small))).toMatchObject({ status: 'sent', trx: hash })
    await expect
      .poll(() =>
        t.mailer.sent.some(
          (x) =>
            x.to === m.email && x.subject === 'Trellis: Withdrawal sent' && x.text.includes(hash),
        ),
      )
      .toBe(true)
    expect((await statusOf(mid))?.status).toBe('pending')
    expect((await statusOf(big))?.status).toBe('pending')
    // One block deep: not final, not confirmed.
    expect((await run()).confirmed).toEqual([])

    // One operator approves the middle one; the big one needs two different operators.
    await approveWithdrawal(s.deps, mid, 'operator:1')
    await approveWithdrawal(s.deps, big, 'operator:1')
    expect((await run()).sent).toEqual([mid])
    expect((await statusOf(big))?.status).toBe('pending')
    await approveWithdrawal(s.deps, big, 'operator:2')
    expect((await run()).sent).toEqual([big])

    await chain.mine(FINAL)
    await run()
    await run()
    expect(confirmed.sort((x, y) => x - y)).toEqual([small, mid, big])
    for (const id of [small, mid, big]) expect((await statusOf(id))?.status).toBe('confirmed')
    expect((await record(m.token)).status).toBe('confirmed')
    expect(await paidOnChain(s.token, m.address)).toEqual([100n * USDT, 150n * USDT, 250n * USDT])
    // The ledger moved the three amounts from withdrawals-out to payouts.
    expect((await payoutsAccount()) - before).toBe(500_00)
  })

  it("pays in the token's own decimals, exactly (6 decimals: $12.34 is 12,340,000 units)", async () => {
    const s = await setup({ decimals: 6, usdt: 1_000n * 10n ** 6n })
    const m = await member(100)
    const id = await withdraw(m, 12.34)
    expect((await s.run()).sent).toEqual([id])
    expect(await paidOnChain(s.token, m.address)).toEqual([12_340_000n])
    const [p] = await query<{ units: string }>(
      t.app.deps.database.db,
      sql`SELECT units::text AS units FROM payouts WHERE withdrawal_id = ${id}`,
    )
    expect(p?.units).toBe('12340000')
    await chain.mine(FINAL)
    expect((await s.run()).confirmed).toEqual([id])
  })

  it('a crash after signing (before the broadcast) and one after the broadcast (before the hash is recorded): each paid once', async () => {
    const s = await setup()
    const m = await member(500)
    const a = await withdraw(m, 40)
    const crash = () => {
      throw new Error('crash')
    }
    await expect(s.run({ afterSign: crash })).rejects.toThrow('crash')
    // Signed and stored, never broadcast: nothing on the chain yet.
    expect((await statusOf(a))?.status).toBe('signed')
    expect(await paidOnChain(s.token, m.address)).toEqual([])
    const stored = await attempts(a)
    expect(stored).toHaveLength(1)
    // The restart broadcasts the same bytes: the stored hash, once.
    const again = await s.run()
    expect(again.signed).toEqual([])
    expect(again.sent).toEqual([a])
    expect((await statusOf(a))?.trx).toBe(stored[0]?.tx_hash)
    expect(await paidOnChain(s.token, m.address)).toEqual([40n * USDT])

    const b = await withdraw(m, 60)
    await expect(s.run({ afterBroadcast: crash })).rejects.toThrow('crash')
    expect((await statusOf(b))?.status).toBe('signed')
    expect(await paidOnChain(s.token, m.address)).toEqual([40n * USDT, 60n * USDT])
    // The restart sends the same bytes again (the node already has them) and records the hash.
    expect((await s.run()).sent).toEqual([b])
    await chain.mine(FINAL)
    expect((await s.run()).confirmed).toEqual([a, b])
    expect((await statusOf(a))?.status).toBe('confirmed')
    expect(await attempts(b)).toHaveLength(1)
    expect(await paidOnChain(s.token, m.address)).toEqual([40n * USDT, 60n * USDT])
  })

  it('replaces a stuck transaction at the same nonce with a higher fee, within the cap: paid once', async () => {
    const s = await setup()
    const m = await member(300)
    const id = await withdraw(m, 75)
    await chain.client.setAutomine(false)
    try {
      expect((await s.run()).sent).toEqual([id])
      // Not mined; before the deadline the same bytes go again, nothing new is signed.
      expect((await s.run()).replaced).toEqual([])
      expect(await attempts(id)).toHaveLength(1)
      t.clock.offsetMs += 61_000
      expect((await s.run()).replaced).toEqual([id])
      const [one, two] = await attempts(id)
      expect(BigInt(two?.gas_price_wei ?? 0)).toBeGreaterThan(BigInt(one?.gas_price_wei ?? 0))
      expect(BigInt(two?.gas_price_wei ?? 0)).toBeLessThanOrEqual(
        DEFAULT_PAYOUT_FEES.maxGasPriceWei,
      )
      await chain.mine(FINAL)
    } finally {
      await chain.client.setAutomine(true)
    }
    const run = await s.run()
    expect(run.confirmed).toEqual([id])
    expect(await paidOnChain(s.token, m.address)).toEqual([75n * USDT])
    // The one that was mined is the one recorded: the replacement (the node keeps the higher fee).
    const [, two] = await attempts(id)
    expect((await statusOf(id))?.trx).toBe(two?.tx_hash)
  })

  it('a reorganisation that drops a mined payout: the same bytes are sent again, same nonce, paid once', async () => {
    const s = await setup()
    const m = await member(300)
    const id = await withdraw(m, 55)
    const snapshot = await chain.client.snapshot()
    expect((await s.run()).sent).toEqual([id])
    expect(await paidOnChain(s.token, m.address)).toEqual([55n * USDT])
    // The block with the payout is undone (a reorganisation shallower than final).
    await chain.client.revert({ id: snapshot })
    expect(await paidOnChain(s.token, m.address)).toEqual([])
    const again = await s.run()
    expect(again.signed).toEqual([])
    expect(await paidOnChain(s.token, m.address)).toEqual([55n * USDT])
    await chain.mine(FINAL)
    expect((await s.run()).confirmed).toEqual([id])
    const stored = await attempts(id)
    expect(stored).toHaveLength(1)
    expect((await statusOf(id))?.trx).toBe(stored[0]?.tx_hash)
  })

  it('a hot wallet out of USDT or gas: nothing paid, the queue holds, the operator told once; after refills each paid once', async () => {
    const s = await setup({ usdt: 0n })
    const m = await member(300)
    const a = await withdraw(m, 30)
    const b = await withdraw(m, 35)
    const alerts = () =>
      t.mailer.sent.filter((x) => x.to === ALERTS && /hot wallet too low/.test(x.subject)).length
    const alertsBefore = alerts()
    const held = await s.run()
    expect(held.signed).toEqual([])
    expect(held.held).toMatch(/too low \(USDT 0 < 30 needed\)/)
    expect((await statusOf(a))?.status).toBe('approved')
    // The member reads why it waits.
    const h = (await t.call('/withdrawal-history', {}, { token: m.token })).body
      .data as WithdrawalRecord[]
    expect(h.find((r) => r.id === String(a))?.note).toBe(refillNote)
    await expect.poll(alerts).toBe(alertsBefore + 1)
    expect((await s.run()).signed).toEqual([])
    // USDT arrives but the gas is gone: still held, no second alert.
    await chain.send(s.token, s.wallet.address, 100n * USDT)
    await chain.client.setBalance({ address: s.wallet.address, value: 0n })
    expect((await s.run()).held).toMatch(/gas 0 wei/)
    expect(await paidOnChain(s.token, m.address)).toEqual([])
    // Gas again: both go, once each.
    await chain.client.setBalance({ address: s.wallet.address, value: 10n ** 18n })
    const paid = await s.run()
    expect(paid.sent).toEqual([a, b])
    expect((await s.run()).sent).toEqual([])
    expect(await paidOnChain(s.token, m.address)).toEqual([30n * USDT, 35n * USDT])
    expect(alerts()).toBe(alertsBefore + 1)
    await chain.mine(FINAL)
    expect((await s.run()).confirmed).toEqual([a, b])
  })

  it('a payout whose nonce another transaction took is failed: held, never signed again; an operator refunds it', async () => {
    const s = await setup()
    const m = await member(300)
    const id = await withdraw(m, 20)
    const alerts = () =>
      t.mailer.sent.filter(
        (x) => x.to === ALERTS && x.subject === `Trellis: payout of withdrawal ${id} failed`,
      ).length
    await chain.client.setAutomine(false)
    let nonce = -1
    try {
      expect((await s.run()).sent).toEqual([id])
      const [a] = await attempts(id)
      // The node forgets it, and the key is used elsewhere at the same nonce (a plain transfer).
      await chain.client.dropTransaction({ hash: a?.tx_hash as Hex })
      const [p] = await query<{ nonce: number }>(
        t.app.deps.database.db,
        sql`SELECT nonce FROM payouts WHERE withdrawal_id = ${id}`,
      )
      nonce = Number(p?.nonce)
      const other = privateKeyToAccount(s.key)
      const raw = await other.signTransaction({
        type: 'legacy',
        chainId: s.c.config.chainId,
        nonce,
        to: other.address,
        gas: 21_000n,
        gasPrice: await chain.client.getGasPrice(),
        value: 1n,
      })
      await chain.client.sendRawTransaction({ serializedTransaction: raw })
      await chain.mine(1)
    } finally {
      await chain.client.setAutomine(true)
    }
    const run = await s.run()
    expect(run.failed).toEqual([id])
    expect((await statusOf(id))?.status).toBe('failed')
    await expect.poll(alerts).toBe(1)
    // Never again: later runs neither sign nor send it.
    const later = await s.run()
    expect([later.signed, later.sent, later.failed]).toEqual([[], [], []])
    expect(await attempts(id)).toHaveLength(1)
    expect(await paidOnChain(s.token, m.address)).toEqual([])
    // With a hot wallet, a hash is recorded by hand only for a failed payout; a refund works too.
    const pending = await withdraw(m, 25)
    const refused = await payWithdrawalByHand(
      s.deps,
      pending,
      `0x${'ab'.repeat(32)}`,
      'automation',
    ).then(
      () => null,
      (e: Error) => e.message,
    )
    expect(refused).toBe(manualPayMessages.hotWallet)
    expect((await t.ops('POST', `/withdrawals/${pending}/reject`)).status).toBe(200)
    const wallet = (await t.me(m.token)).wallet
    expect((await t.ops('POST', `/withdrawals/${id}/reject`)).status).toBe(200)
    expect((await t.me(m.token)).wallet).toBe(wallet + 21)
    expect((await statusOf(id))?.status).toBe('rejected')
    expect(nonce).toBeGreaterThanOrEqual(0)
  })

  it('the global daily cap holds the next payout with when it goes, and moves nothing', async () => {
    // The cap counts every payout signed in the last 24 hours (the earlier tests' too).
    const [today] = await query<{ cents: unknown }>(
      t.app.deps.database.db,
      sql`SELECT COALESCE(sum(amount_cents), 0) AS cents FROM withdrawals
          WHERE signed_at > ${new Date(t.app.deps.now().getTime() - 86_400_000)}`,
    )
    const s = await setup({ rules: { dailyCapCents: num(today?.cents) + 100_00 } })
    const m = await member(300)
    const a = await withdraw(m, 60)
    const b = await withdraw(m, 50)
    const run = await s.run()
    expect(run.sent).toEqual([a])
    expect((await statusOf(b))?.status).toBe('approved')
    const notes = (await t.call('/withdrawal-history', {}, { token: m.token })).body
      .data as WithdrawalRecord[]
    // It names when it goes: when the oldest payout of the last 24 hours (minutes ago, in this
    // file) leaves the window, i.e. a little under 24 hours from now on the server's clock.
    const note = notes.find((r) => r.id === String(b))?.note ?? ''
    expect(note).toMatch(
      /^Your withdrawal is approved and waits: the network's daily payout limit is reached\. It goes by itself after \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    )
    const at = Date.parse(`${/after (.+) UTC/.exec(note)?.[1]?.replace(' ', 'T')}:00Z`)
    const now = t.app.deps.now().getTime()
    expect(at).toBeGreaterThan(now + 23 * 3_600_000)
    expect(at).toBeLessThanOrEqual(now + 24 * 3_600_000)
    expect(note).toBe(capNote(new Date(at)))
    expect(await paidOnChain(s.token, m.address)).toEqual([60n * USDT])
    await chain.mine(FINAL)
    expect((await s.run()).confirmed).toEqual([a])
    // The held one can still be rejected (not signed): a full refund.
    expect((await t.ops('POST', `/withdrawals/${b}/reject`)).status).toBe(200)
  })
})

describe('manual payouts (no hot wallet)', () => {
  it('records a hash only for a final USDT transfer of that amount to that address, once', async () => {
    // The app itself has no hot wallet: its ops route pays by hand, checked on its chain.
    const c = t.app.deps.chain as Chain
    const m = await member(300)
    const id = await withdraw(m, 45)
    const other = await withdraw(m, 45)
    const pay = (trx: string, w = id) => t.ops('POST', `/withdrawals/${w}/pay`, { trx })
    const send = (to: Address, units: bigint) => chain.send(c.config.token, to, units)
    const before = await t.snapshot()

    const wrongAmount = await send(m.address, 44n * USDT)
    const wrongPlace = await send(privateKeyToAccount(generatePrivateKey()).address, 45n * USDT)
    const right = await send(m.address, 45n * USDT)
    // chain.send resolved once the receipt was there (test/helpers/chain.ts).
    const refusedNow = await pay(right)
    expect(refusedNow.status).toBe(400)
    expect(refusedNow.body.message).toMatch(/^That transaction has 1 of 2 confirmations/)
    await chain.mine(FINAL)
    for (const trx of [wrongAmount, wrongPlace]) {
      const r = await pay(trx)
      expect(r.status).toBe(400)
      expect(r.body.message).toBe(manualPayMessages.notPayout(id, '$45.00', m.address))
    }
    const unknown = await pay(`0x${'12'.repeat(32)}`)
    expect(unknown.body.message).toBe(manualPayMessages.unknown)
    expect(await t.snapshot()).toEqual(before)
    expect((await statusOf(id))?.status).toBe('approved')

    const ok = await pay(right)
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(await statusOf(id)).toEqual({ status: 'paid', trx: right.toLowerCase() })
    // The same hash for another withdrawal of the same amount to the same address: refused.
    const twice = await pay(right, other)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(manualPayMessages.used(id))
    expect((await statusOf(other))?.status).toBe('approved')
    expect((await t.ops('POST', `/withdrawals/${other}/reject`)).status).toBe(200)
  })
})

describe('reconcile', () => {
  it('shows 0 difference between the chain and the liabilities after the chain scenario', async () => {
    // A database of its own: the ledger's liabilities are every member's.
    const token = await chain.deploy(18)
    const c = chain.chainFor(token, { confirmations: N })
    const wallet = hotWalletOf(generatePrivateKey())
    const own = await startTestApp({
      chain: c,
      payouts: { rules: RULES, hotWallet: wallet.address },
    })
    try {
      await chain.client.setBalance({ address: wallet.address, value: 10n ** 18n })
      const deps: Deps = own.app.deps
      const r0 = await reconcile(deps)
      expect(r0.differenceCents).toBe(0)
      // A member's income of $105 is backed by $105 sent to the hot wallet.
      const m = await own.signUp(undefined, 'Rhea')
      const to = privateKeyToAccount(generatePrivateKey()).address
      await own.call('/updateUser', { usdtAddress: to, t_pass: T_PASS }, { token: m.token })
      await own.fundIncome(m.userId, 105)
      await chain.send(token, wallet.address, 105n * USDT)
      // A deposit on the member's own address (credited by the watcher: a liability too).
      const me = await own.me(m.token)
      await chain.send(token, me.depositAddress as Address, 20n * USDT)
      await chain.mine(FINAL)
      const credited = await scanChain(deps, c, newWatcherState())
      expect(credited.credited.map((x) => x.cents)).toEqual([20_00])
      expect((await reconcile(deps)).differenceCents).toBe(0)
      // The member withdraws $100 (+ $5 charge, the network's); paid, confirmed.
      await own.call('/sendMail', {}, { token: m.token })
      const otp = lastCode(own.mailer, 'rhea@example.com')
      expect(
        (await own.call('/withdrawal-request', { amount: 100, otp }, { token: m.token })).status,
      ).toBe(200)
      const payer: Payer = { chain: c, wallet, fees: DEFAULT_PAYOUT_FEES }
      expect((await runPayouts(deps, payer)).sent).toHaveLength(1)
      await chain.mine(FINAL)
      expect((await runPayouts(deps, payer)).confirmed).toHaveLength(1)
      const r = await reconcile(deps)
      expect(r).toMatchObject({
        chain: { hotWalletCents: 500, depositAddressesCents: 20_00, treasuryCents: 0 },
        liabilities: { walletsCents: 20_00, pendingWithdrawalsCents: 0 },
      })
      // The $5 charge stayed on the hot wallet: the network's own, shown apart.
      expect(r.feesCents).toBe(500)
      expect(r.differenceCents).toBe(0)
      // The operator's API and command line say the same.
      const api = await own.ops('GET', '/reconcile')
      expect(api.body.data).toEqual(r)
      process.env.TRELLIS_URL = await own.app.listen({ port: 0, host: '127.0.0.1' })
      process.env.OPS_TOKEN = OPS_TOKEN
      try {
        expect(await opsCli(['reconcile'])).toEqual([
          `On the chain: $25.00 (hot wallet $5.00, deposit addresses $20.00, treasury $0.00; ${r.addresses} addresses read).`,
          "Owed: $20.00 (members' wallets $20.00, withdrawals not yet paid $0.00); charges collected $5.00.",
          'Difference: $0.00 (balanced).',
        ])
      } finally {
        delete process.env.TRELLIS_URL
        delete process.env.OPS_TOKEN
      }
      await own.expectLedgerSound()
    } finally {
      await own.close()
    }
  })
})
