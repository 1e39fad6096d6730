// USDT deposits watched on a real local chain (anvil): each member's own address, credits once
// final (N confirmations and the node's finalized block), once per (chain, tx, log), through
// reorganisations and crashes; logs that are not a member's USDT are ignored; 18 and 6 decimals
// both convert exactly. Runs on both databases (the server project runs once per database).
// Cost (2-core machine at load 16-20, /usr/bin/time around the file): PGlite 12.2 s user + 2.6 s
// sys (4.4 s of it Vitest's own start), PostgreSQL 6.3 s + 1.5 s; anvil starts in ~0.1 s and
// blocks are mined on demand (anvil_mine), never waited for.
import { createServer as createHttpServer } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAddress, type Address } from 'viem'
import { num, query } from '../src/db/client'
import type { Deps } from '../src/domain/context'
import type { Chain } from '../src/chain/client'
import { finalTipOf, newWatcherState, scanChain, storedCursor } from '../src/chain/watcher'
import { addressDeriver, DEV_XPUB } from '../src/chain/xpub'
import { unitsToCents } from '../src/chain/token'
import { createChain } from '../src/chain/client'
import { startChainWatcher } from '../src/chain/watcher'
import { claimChainDeposit } from '../src/domain/chain-claims'
import { depositKeyProblem } from '../src/domain/chain-deposits'
import {
  DEV_EXCHANGE_KEY,
  devClient,
  receiptOf,
  sendFromDev,
  testUsdtCalls,
} from '../src/chain/dev-chain'
import { decideDeposit } from '../src/domain/deposits'
import { DEV_PAYOUT_KEY } from '../src/payouts/key'
import { DomainError } from '../src/domain/errors'
import { memberIdOf } from '../src/domain/member-view'
import { opsMessages, serverMessages, successMessages } from '@trellis/contract'
import { privateKeyToAddress } from 'viem/accounts'
import { startTestApp, T_PASS, type TestApp } from './helpers/app'
import { depositsQueue } from '../src/staff/reads'
import { amountWord, fileTestChain } from './helpers/chain'
import { until } from './helpers/killable-server'

const chain = fileTestChain()
let t: TestApp
/** N in these tests: 5 blocks (anvil's finalized block is head - 2 here, so N decides). */
const N = 5
const USDT = 10n ** 18n
/** A dev account that is none of the network's: a member's own exchange wallet. */
const STRANGER_KEY = DEV_EXCHANGE_KEY
const STRANGER = privateKeyToAddress(STRANGER_KEY)

beforeAll(async () => {
  const token = await chain.deploy(18)
  t = await startTestApp({ chain: chain.chainFor(token, { confirmations: N }) })
}, 120_000)
afterAll(async () => {
  await t?.expectLedgerSound()
  await t?.close()
})

/** A member with its deposit address (as getUser returns it). */
async function member(name: string) {
  const { token, userId } = await t.signUp(undefined, name)
  const me = await t.me(token)
  return { token, userId, address: me.depositAddress as Address }
}

/** The app's dependencies reading `c` (each test watches a token of its own). */
const depsFor = (c: Chain): Deps => ({ ...t.app.deps, chain: c })

async function credits(address: string) {
  const rows = await query<{ n: unknown; cents: unknown }>(
    t.app.deps.database.db,
    sql`SELECT count(*) AS n, COALESCE(sum(amount_cents), 0) AS cents FROM chain_deposits
        WHERE to_address = ${address} AND status = 'credited'`,
  )
  return { n: num(rows[0]?.n), cents: num(rows[0]?.cents) }
}

describe('chain deposits', () => {
  it('gives each member its own address from the xpub, at a stored index never reused', async () => {
    const a = await member('Ana')
    const b = await member('Ben')
    expect(a.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(b.address).not.toBe(a.address)
    const rows = await query<{ address_index: unknown; address: string }>(
      t.app.deps.database.db,
      sql`SELECT address_index, address FROM deposit_addresses ORDER BY address_index`,
    )
    const derive = addressDeriver(DEV_XPUB)
    for (const r of rows) expect(r.address).toBe(derive(num(r.address_index)))
    // The same member keeps its address.
    expect((await t.me(a.token)).depositAddress).toBe(a.address)
  })

  it('credits a transfer once after N confirmations, not before; two logs in one tx are two credits', async () => {
    const token = await chain.deploy(18)
    const c = chain.chainFor(token, { confirmations: N })
    const deps = depsFor(c)
    const state = newWatcherState()
    const a = await member('Cara')
    const b = await member('Dan')
    const before = await t.me(a.token)
    // One transaction, two Transfer logs (to a and to b).
    await chain.sendMany(token, [a.address, b.address], [12n * USDT, 30n * USDT])
    // Its block is the head: 1 confirmation. Up to N - 1: pending, nothing credited.
    for (let confirmations = 1; confirmations < N; confirmations++) {
      const run = await scanChain(deps, c, state)
      expect(run.credited, `${confirmations} confirmations`).toEqual([])
      expect(run.pending).toBe(2)
      expect((await t.me(a.token)).packageWallet).toBe(before.packageWallet)
      await chain.mine(1)
    }
    const run = await scanChain(deps, c, state)
    expect(run.credited.map((x) => x.cents).sort((x, y) => x - y)).toEqual([1200, 3000])
    expect(run.pending).toBe(0)
    // A second transfer to a, credited on its own once N deep.
    await chain.send(token, a.address, 25n * USDT)
    await chain.mine(N - 2)
    expect((await scanChain(deps, c, state)).credited).toEqual([])
    await chain.mine(1)
    expect((await scanChain(deps, c, state)).credited.map((x) => x.cents)).toEqual([2500])
    // Again and again: nothing more.
    await chain.mine(3)
    expect((await scanChain(deps, c, state)).credited).toEqual([])
    expect(await scanChain(deps, c, newWatcherState())).toMatchObject({ credited: [] })
    expect(await credits(a.address)).toEqual({ n: 2, cents: 3700 })
    expect(await credits(b.address)).toEqual({ n: 1, cents: 3000 })
    expect((await t.me(a.token)).packageWallet).toBe(before.packageWallet + 37)
    // The mails go after the commit (setImmediate): wait for them, then count.
    const credited = () =>
      t.mailer.sent.filter(
        (m) =>
          m.subject === 'Trellis: Deposit credited' &&
          ['cara@example.com', 'dan@example.com'].includes(m.to),
      ).length
    await expect.poll(credited).toBe(3)
  })

  it('finality is the lower of the finalized block and N confirmations', () => {
    expect(finalTipOf(100n, 98n, 5)).toBe(96n)
    expect(finalTipOf(100n, 60n, 5)).toBe(60n)
    expect(finalTipOf(3n, 1n, 15)).toBe(-11n)
  })

  it('a reorganisation before finality credits nothing for the dropped transfer; its replacement once', async () => {
    const token = await chain.deploy(18)
    const c = chain.chainFor(token, { confirmations: N })
    const deps = depsFor(c)
    const state = newWatcherState()
    const a = await member('Eve')
    await chain.mine(1)
    const snapshot = await chain.client.snapshot()
    const dropped = await chain.send(token, a.address, 40n * USDT)
    await chain.mine(2)
    const seen = await scanChain(deps, c, state)
    expect(seen.pending).toBe(1)
    // The chain goes back before the transfer; another one (a different amount) takes its place.
    await chain.client.revert({ id: snapshot })
    const replacement = await chain.send(token, a.address, 15n * USDT)
    expect(replacement).not.toBe(dropped)
    await chain.mine(N + 2)
    const run = await scanChain(deps, c, state)
    expect(run.credited).toEqual([
      { memberId: expect.any(Number), cents: 1500, txHash: replacement },
    ])
    await chain.mine(2)
    expect((await scanChain(deps, c, state)).credited).toEqual([])
    expect(await credits(a.address)).toEqual({ n: 1, cents: 1500 })
    const ghosts = await query(
      t.app.deps.database.db,
      sql`SELECT 1 FROM chain_deposits WHERE tx_hash = ${dropped}`,
    )
    expect(ghosts).toEqual([])
  })

  it('a crash between the credit and the cursor move, then a run again: credited once', async () => {
    const token = await chain.deploy(18)
    const c = chain.chainFor(token, { confirmations: N })
    const deps = depsFor(c)
    const a = await member('Fay')
    await chain.send(token, a.address, 20n * USDT)
    await chain.mine(N)
    const cursorBefore = await storedCursor(deps, c)
    // The "crash": the run ends right after the credits' commit, the cursor not moved.
    await expect(
      scanChain(deps, c, newWatcherState(), undefined, {
        beforeCursorMove: async () => {
          throw new Error('killed')
        },
      }),
    ).rejects.toThrow('killed')
    expect(await credits(a.address)).toEqual({ n: 1, cents: 2000 })
    expect(await storedCursor(deps, c)).toBe(cursorBefore ?? 0n)
    // A new process (fresh state) reads the same range again.
    const run = await scanChain(deps, c, newWatcherState())
    expect(run.credited).toEqual([])
    expect(await credits(a.address)).toEqual({ n: 1, cents: 2000 })
    expect(await storedCursor(deps, c)).toBe(run.finalTip + 1n)
  })

  it('ignores Transfer logs of another contract, to non-members, or with a forged amount field', async () => {
    const token = await chain.deploy(18)
    const other = await chain.deploy(18)
    const c = chain.chainFor(token, { confirmations: N })
    const deps = depsFor(c)
    const a = await member('Gus')
    const stranger = '0x000000000000000000000000000000000000bEEF' as Address
    await chain.send(other, a.address, 50n * USDT)
    await chain.send(token, stranger, 50n * USDT)
    // The token's own address, a Transfer topic, but 33 bytes, 64 bytes or no data.
    await chain.forge(token, a.address, `${amountWord(70n * USDT)}00`)
    await chain.forge(token, a.address, `${amountWord(70n * USDT)}${amountWord(1n).slice(2)}`)
    await chain.forge(token, a.address, '0x')
    await chain.mine(N + 1)
    const run = await scanChain(deps, c, newWatcherState())
    expect(run.credited).toEqual([])
    expect(await credits(a.address)).toEqual({ n: 0, cents: 0 })
    const rows = await query(
      t.app.deps.database.db,
      sql`SELECT 1 FROM chain_deposits WHERE token IN (${getAddress(token)}, ${getAddress(other)})`,
    )
    expect(rows).toEqual([])
  })

  it('converts 18 and 6 decimals exactly; below a cent is dust, credited never', async () => {
    expect(unitsToCents(10_019_999_999_999_999_999n, 18)).toEqual({
      cents: 1001n,
      dust: 9_999_999_999_999_999n,
    })
    expect(unitsToCents(12_345_678n, 6)).toEqual({ cents: 1234n, dust: 5678n })
    for (const [decimals, units, cents, status] of [
      [18, 10_019_999_999_999_999_999n, 1001, 'credited'],
      [6, 12_345_678n, 1234, 'credited'],
      [6, 9_999n, 0, 'dust'],
      [18, 123_456_789_012_345_678_901_234n, 12_345_678, 'credited'],
    ] as const) {
      const token = await chain.deploy(decimals)
      const c = chain.chainFor(token, { confirmations: N })
      const a = await member(`Dec${decimals}x${cents}`.replace(/[0-9]/g, 'z'))
      await chain.send(token, a.address, units)
      await chain.mine(N)
      await scanChain(depsFor(c), c, newWatcherState())
      const [row] = await query<{ amount_cents: unknown; status: string; units: string }>(
        t.app.deps.database.db,
        sql`SELECT amount_cents, status, units::text AS units FROM chain_deposits WHERE token = ${getAddress(token)}`,
      )
      expect(row, `${decimals} ${units}`).toMatchObject({ status, units: units.toString() })
      expect(num(row?.amount_cents)).toBe(cents)
      expect((await t.me(a.token)).packageWallet).toBe(cents / 100)
    }
  })

  it('the deposit form is a claim: own transfer shown n of N then credited once; others refused, crediting nothing', async () => {
    const c = t.app.deps.chain as Chain
    const token = c.config.token
    const other = await chain.deploy(18)
    const a = await member('Hal')
    const b = await member('Ivy')
    const claim = (trx: string) =>
      t.call(
        '/deposit-request',
        { rDate: '2026-11-22', pType: 6, amount: 10, trx },
        { token: a.token },
      )
    const toB = await chain.send(token, b.address, 11n * USDT)
    const notUsdt = await chain.send(other, a.address, 12n * USDT)
    const before = await t.snapshot()
    const refusals: [string, string][] = [
      [toB, serverMessages.depositOtherAddress],
      [notUsdt, serverMessages.depositNotUsdt],
      [`0x${'ab'.repeat(32)}`, serverMessages.depositTxUnknown],
      ['0x1234', serverMessages.transactionHashInvalid],
    ]
    for (const [trx, message] of refusals) {
      const r = await claim(trx)
      expect(r.status, trx).toBe(400)
      expect(r.body.message).toBe(message)
    }
    expect(await t.snapshot()).toEqual(before)

    const own = await chain.send(token, a.address, 13n * USDT)
    const pending = await claim(own)
    expect(pending.status, JSON.stringify(pending.body)).toBe(200)
    expect(pending.body.message).toBe(successMessages.depositOnChainPending('13.00', 1, N))
    expect(await t.snapshot()).toEqual(before)
    // The deposit screen's read: the address and the arrival with its confirmations.
    await scanChain(t.app.deps, c, newWatcherState())
    await chain.mine(1)
    await scanChain(t.app.deps, c, newWatcherState())
    // Its `chain` is the app's own watcher's last word: read once that watcher has read the chain
    // (a run that met it mid-block says 'unavailable' until the next; see /readyz below).
    const read = () => t.call('/chain-deposits', undefined, { token: a.token, method: 'GET' })
    await until(
      'the deposit view to name the chain ok',
      async () => {
        const data = (await read()).body.data as { chain?: string }
        return data.chain === 'ok'
      },
      60_000,
    )
    const view = await read()
    expect(view.body.data).toMatchObject({
      address: a.address,
      network: 'USDT on BNB Smart Chain (BEP-20) only',
      confirmationsNeeded: N,
      chain: 'ok',
      arrivals: [{ txHash: own, amount: 13, confirmations: 2, status: 'pending' }],
    })
    await chain.mine(N)
    const state = newWatcherState()
    await scanChain(t.app.deps, c, state)
    const again = await claim(own)
    expect(again.body.message).toBe(successMessages.depositOnChainCredited('13.00'))
    await scanChain(t.app.deps, c, state)
    expect(await credits(a.address)).toEqual({ n: 1, cents: 1300 })
    expect(await credits(b.address)).toEqual({ n: 1, cents: 1100 })
    // Nothing for an operator to look at.
    expect((await t.ops('GET', '/deposits?status=pending')).body.data).toEqual([])
  })

  it("a claim of USDT paid to the network's wallet waits for an operator, who credits it once final and on the chain; the network's own moves are never claimable", async () => {
    const token = await chain.deploy(18)
    const c = chain.chainFor(token, { confirmations: N })
    const hot = privateKeyToAddress(DEV_PAYOUT_KEY)
    const treasury = getAddress(`0x${'7e'.repeat(20)}`)
    const deps: Deps = { ...depsFor(c), hotWallet: hot, treasury }
    const db = t.app.deps.database.db
    const a = await member('Noor')
    const b = await member('Omar')
    const aId = (await memberIdOf(db, a.userId)) as number
    const bId = (await memberIdOf(db, b.userId)) as number
    const claim = (memberId: number, trx: string) =>
      claimChainDeposit(deps, c, memberId, trx).catch((e: unknown) => e as DomainError)
    // The member's exchange wallet (a dev account of its own) holds USDT and pays the hot wallet.
    await chain.send(token, STRANGER, 100n * USDT)
    await chain.send(token, hot, 50n * USDT)
    const paid = await chain.send(token, hot, 40n * USDT, STRANGER_KEY)
    // The network's own moves: the local faucet's refill, the hot wallet to the treasury, and a
    // stranger paying some other address.
    const refill = await chain.send(token, treasury, 5n * USDT)
    const hotToTreasury = await chain.send(token, treasury, 6n * USDT, DEV_PAYOUT_KEY)
    const elsewhere = await chain.send(
      token,
      getAddress(`0x${'5a'.repeat(20)}`),
      7n * USDT,
      STRANGER_KEY,
    )
    const before = await t.snapshot()
    for (const trx of [refill, hotToTreasury, elsewhere]) {
      const refused = await claim(aId, trx)
      expect(refused, trx).toBeInstanceOf(DomainError)
      expect((refused as DomainError).message).toBe(serverMessages.depositOtherAddress)
    }
    expect(await t.snapshot()).toEqual(before)

    const filed = await claimChainDeposit(deps, c, aId, paid)
    expect(filed.message).toBe(successMessages.depositToNetwork('40.00'))
    const [row] = await query<Record<string, unknown>>(
      db,
      sql`SELECT id, member_id, amount_cents, status, from_address, to_address, to_wallet
          FROM deposits WHERE trx = ${paid}`,
    )
    expect(row).toMatchObject({
      status: 'pending',
      from_address: STRANGER.toLowerCase(),
      to_address: hot.toLowerCase(),
      to_wallet: 'hot-wallet',
    })
    expect(num(row?.amount_cents)).toBe(4000)
    expect(num(row?.member_id)).toBe(aId)
    // Once: not again, not by another member.
    for (const who of [aId, bId]) {
      const again = await claim(who, paid)
      expect((again as DomainError).message).toBe(serverMessages.duplicateTransactionHash)
    }
    const id = num(row?.id)
    // The console's queue shows what the chain showed, and whether the sender is an address the
    // member saved for payouts (not yet; then saved).
    const queued = async () =>
      (await depositsQueue(db, { status: 'pending', userId: a.userId }, 1)).data.find(
        (d) => d.trx === paid,
      )
    expect((await queued())?.onChain).toEqual({
      from: STRANGER.toLowerCase(),
      to: hot.toLowerCase(),
      wallet: 'hot-wallet',
      fromMemberPayoutAddress: false,
    })
    const saved = await t.call(
      '/updateUser',
      { usdtAddress: STRANGER, t_pass: T_PASS },
      { token: a.token },
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await queued())?.onChain?.fromMemberPayoutAddress).toBe(true)
    const filedSnapshot = await t.snapshot()
    // Not final yet: the approval reads the chain and refuses; nothing moves.
    const early = await decideDeposit(deps, id, true).catch((e: unknown) => e as DomainError)
    expect((early as DomainError).message).toBe(opsMessages.claimNotFinal)
    expect(await t.snapshot()).toEqual(filedSnapshot)
    await chain.mine(N)
    const decided = await decideDeposit(deps, id, true)
    expect(decided).toMatchObject({ status: 'approved', amount: 40, trx: paid })
    expect((await t.me(a.token)).packageWallet).toBe(40)
    const twice = await decideDeposit(deps, id, true).catch((e: unknown) => e as DomainError)
    expect((twice as DomainError).code).toBe('conflict')
    expect((await t.me(a.token)).packageWallet).toBe(40)

    // A claim whose transfer a reorganisation dropped is not credited: the operator rejects it.
    const mark = await chain.client.snapshot()
    const dropped = await chain.send(token, hot, 9n * USDT, STRANGER_KEY)
    expect((await claimChainDeposit(deps, c, bId, dropped)).message).toBe(
      successMessages.depositToNetwork('9.00'),
    )
    await chain.client.revert({ id: mark })
    await chain.mine(N + 1)
    const [gone] = await query<{ id: unknown }>(
      db,
      sql`SELECT id FROM deposits WHERE trx = ${dropped}`,
    )
    const refusedGone = await decideDeposit(deps, num(gone?.id), true).catch((e: unknown) => e)
    expect((refusedGone as DomainError).message).toBe(opsMessages.claimGoneFromChain)
    expect((await t.me(b.token)).packageWallet).toBe(0)
    expect(await decideDeposit(deps, num(gone?.id), false)).toMatchObject({ status: 'rejected' })
    // Without the network's wallets set (an operator pays by hand, no treasury) it is another
    // address, as before.
    const plain = await claimChainDeposit(
      depsFor(c),
      c,
      bId,
      await chain.send(token, hot, 3n * USDT, STRANGER_KEY),
    ).catch((e: unknown) => e)
    expect((plain as DomainError).message).toBe(serverMessages.depositOtherAddress)
  })

  /**
   * An RPC endpoint that fails every call its way (`answer`), counting them, and a chain on it
   * whose URL holds a key that no log may show.
   */
  async function deadEndpoint(answer: 'http 503' | 'tcp reset') {
    let calls = 0
    const down =
      answer === 'http 503'
        ? createHttpServer((_req, res) => {
            calls++
            res.writeHead(503).end('unavailable')
          })
        : // A TCP reset on every connection (a proxy or node dropping it): viem's HttpRequestError
          // then carries ECONNRESET, the code a lost database connection carries too.
          createNetServer((socket) => {
            calls++
            socket.resetAndDestroy()
          })
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
    const port = (down.address() as AddressInfo).port
    const dead = createChain({
      ...(t.app.deps.chain as Chain).config,
      rpcUrls: [`http://127.0.0.1:${port}/secret-key-123`],
    })
    return {
      dead,
      calls: () => calls,
      close: () => new Promise<void>((resolve) => down.close(() => resolve())),
    }
  }

  /** The watcher's log lines over 5 failed runs on `dead` (one call each, 5-20 ms apart). */
  async function watcherLines(endpoint: Awaited<ReturnType<typeof deadEndpoint>>) {
    const lines: string[] = []
    const log = {
      info: (l: string) => lines.push(`info ${l}`),
      warn: (l: string) => lines.push(`warn ${l}`),
    }
    const job = startChainWatcher({ ...t.app.deps, chain: endpoint.dead }, endpoint.dead, log, {
      firstMs: 5,
      maxMs: 20,
    })
    // Progress, not time: wait for 5 failed runs; the poll's 60 s is a net for a loaded 2-core
    // machine only.
    const counted = endpoint.calls()
    await expect
      .poll(() => endpoint.calls() - counted, { timeout: 60_000, interval: 10 })
      .toBeGreaterThanOrEqual(5)
    await job.stop()
    return lines
  }

  it('chain unavailable: the claim says so (503), credits nothing; the watcher logs one line and backs off', async () => {
    const endpoint = await deadEndpoint('http 503')
    const { dead } = endpoint
    const before = await t.snapshot()
    const error = await claimChainDeposit(t.app.deps, dead, 1, `0x${'cd'.repeat(32)}`).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(DomainError)
    expect((error as DomainError).code).toBe('unavailable')
    expect((error as DomainError).message).toBe(serverMessages.chainUnavailable)
    const lines = await watcherLines(endpoint)
    await endpoint.close()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^warn Chain deposits: chain unavailable \(.*\); retrying with backoff/,
    )
    expect(lines[0]).not.toContain('secret-key-123')
    expect(dead.health.ok).toBe(false)
    expect(await t.snapshot()).toEqual(before)
  })

  it('an RPC endpoint that resets the connection is the chain, not the database', async () => {
    const endpoint = await deadEndpoint('tcp reset')
    const lines = await watcherLines(endpoint)
    await endpoint.close()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^warn Chain deposits: chain unavailable \(.*ECONNRESET.*\); retrying/)
    expect(lines[0]).not.toContain('secret-key-123')
    expect(endpoint.dead.health.ok).toBe(false)
  })

  it('a final transfer older than the cursor (before the watcher started) is credited by its claim, once', async () => {
    const token = await chain.deploy(18)
    const a = await member('Kit')
    const old = await chain.send(token, a.address, 17n * USDT)
    await chain.mine(N)
    // A watcher whose first block is after the transfer: it never reads it.
    const base = chain.chainFor(token, { confirmations: N })
    const c = { ...base, config: { ...base.config, startBlock: (await chain.head()) + 1n } }
    const deps = depsFor(c)
    expect((await scanChain(deps, c, newWatcherState())).credited).toEqual([])
    expect(await credits(a.address)).toEqual({ n: 0, cents: 0 })
    const memberId = await memberIdOf(t.app.deps.database.db, a.userId)
    const first = await claimChainDeposit(deps, c, memberId as number, old)
    expect(first.message).toBe(successMessages.depositOnChainCredited('17.00'))
    const again = await claimChainDeposit(deps, c, memberId as number, old)
    expect(again.message).toBe(successMessages.depositOnChainCredited('17.00'))
    expect(await credits(a.address)).toEqual({ n: 1, cents: 1700 })
    expect((await t.me(a.token)).packageWallet).toBe(17)
    // /readyz names the chain's state: 'ok' once the app's own watcher has read it. Waited for:
    // a watcher run that met the chain mid-block (a loaded machine) says 'unavailable' until its
    // next run, after a backoff; the minute is a safety net, not a goal.
    const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json()
    await until('/readyz to name the chain ok', async () => (await readyz()).chain === 'ok', 60_000)
    expect(await readyz()).toEqual({ status: 'ready', chain: 'ok' })
  })

  it('refuses to start with an xpub the stored addresses were not derived from', async () => {
    await member('Lea')
    const db = t.app.deps.database.db
    expect(await depositKeyProblem(db, addressDeriver(DEV_XPUB))).toBeNull()
    const other =
      'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj'
    expect(await depositKeyProblem(db, addressDeriver(other))).toMatch(
      /^CHAIN_XPUB is not the key the stored deposit addresses were derived from \(index 0\)/,
    )
  })

  it("a receipt the node is slow to give is waited for without a new block (anvil's window)", async () => {
    // A node in front of anvil that answers "no receipt yet" three times per transaction, as anvil
    // may right after it mined one (foundry-rs/foundry#3537); no block comes after the send.
    const unanswered = new Map<string, number>()
    const proxy = createHttpServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string; params: [string] }
        const seen = unanswered.get(call.params?.[0]) ?? 0
        if (call.method === 'eth_getTransactionReceipt' && seen < 3) {
          unanswered.set(call.params[0], seen + 1)
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: null }))
          return
        }
        void fetch(chain.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(async (answer) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(await answer.text()),
        )
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
      const token = await chain.deploy(18)
      const head = await chain.head()
      const hash = await sendFromDev(url, token, testUsdtCalls.transfer(STRANGER, USDT))
      const receipt = await receiptOf(devClient(url), hash, { pollMs: 20, timeoutMs: 20_000 })
      expect(receipt.status).toBe('success')
      expect(receipt.blockNumber).toBe(head + 1n)
      expect(unanswered.get(hash)).toBe(3)
      expect(await chain.head()).toBe(head + 1n)
    } finally {
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    }
  })
})
