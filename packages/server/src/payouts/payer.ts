// The payout signer: pays approved withdrawals from the hot wallet, each exactly once.
//   - One nonce lane per (chain, hot wallet): the next nonce is taken under the lane row's lock.
//   - A payout is SIGNED AND STORED (raw bytes and hash) in the transaction that moves the
//     withdrawal to `signed`, before anything is broadcast. A crash after that rebroadcasts the
//     stored bytes; a withdrawal never gets a second nonce, so it can never be paid twice.
//   - A sent payout without a receipt is broadcast again every run (a node that dropped it, a
//     reorganisation that undid its block: the same bytes, the same nonce); past PAYOUT_STUCK_SECONDS
//     it is replaced at the same nonce with a higher gas price (+25 %, up to PAYOUT_MAX_GAS_GWEI);
//     every attempt is stored, whichever is mined confirms the withdrawal.
//   - Confirmed at N confirmations and at/below the node's finalized block (the deposit watcher's
//     rule): the ledger moves the amount from withdrawals-out to payouts, as the manual "paid".
//   - Before signing: the global 24-hour cap, then the hot wallet's USDT and gas balances; too
//     low holds the queue, logs and mails the operator once, and goes on after a refill.
//   - A payout that reverted, or whose nonce another transaction took, is `failed`: held for a
//     human (docs/custody.md), never signed again.
// Lock order (docs/server.md): the lane row, then the withdrawal's row, then its payout rows.
import { sql } from 'drizzle-orm'
import {
  BaseError,
  encodeFunctionData,
  keccak256,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import type { Chain } from '../chain/client'
import { centsToUnits, erc20Abi } from '../chain/token'
import { chainTips, describeOutage } from '../chain/watcher'
import { query, type Tx } from '../db/client'
import type { Deps } from '../domain/context'
import { movePaid, rulesOf } from '../domain/withdrawals'
import { noticeLater } from '../guard/notices'
import { withdrawalSentMail } from '../mail/member-notices'
import { wantsMail } from '../domain/inbox'
import { startJob, type Job, type JobLog } from '../jobs/scheduler'
import type { PayoutFees } from './config'
import type { HotWallet } from './key'

/** The advisory lock of a payout run (7414 is the deposit watcher's). */
export const PAYOUT_LOCK = 7415
/** At most this many new payouts are signed per run (the rest wait for the next). */
const SIGN_PER_RUN = 50
const DAY_MS = 86_400_000

/** Crash points for tests: after the signed payout is committed, after its broadcast. */
export interface PayoutHooks {
  afterSign?: (withdrawalId: number) => Promise<void> | void
  afterBroadcast?: (withdrawalId: number) => Promise<void> | void
}

/** What one run did (tests and the log read it). */
export interface PayoutRun {
  signed: number[]
  sent: number[]
  confirmed: number[]
  replaced: number[]
  failed: number[]
  /** Why the queue is held (a limit, a balance), or null. */
  held: string | null
}

/** What the member reads while the hot wallet waits for a refill. */
export const refillNote =
  'Your withdrawal is approved and waits for the payout wallet to be refilled; it goes as soon as it is.'

/** The member's note when the network's 24-hour payout cap is reached. */
export function capNote(until: Date): string {
  const at = `${until.toISOString().slice(0, 10)} ${until.toISOString().slice(11, 16)} UTC`
  return `Your withdrawal is approved and waits: the network's daily payout limit is reached. It goes by itself after ${at}.`
}

interface Lane {
  next_nonce: number
  held_reason: string | null
  alerted_at: Date | null
}

interface InFlight {
  id: number
  member_id: number
  amount_cents: number
  status: 'signed' | 'sent'
  nonce: number
}

interface Attempt {
  attempt: number
  tx_hash: Hex
  raw_tx: Hex
  gas_price_wei: string
  signed_at: Date | string
}

/** The payer of one hot wallet on one chain. */
export interface Payer {
  chain: Chain
  wallet: HotWallet
  fees: PayoutFees
  hooks?: PayoutHooks
}

/** One run: move what is in flight on, then sign what is approved. Call under PAYOUT_LOCK. */
export async function runPayouts(deps: Deps, payer: Payer): Promise<PayoutRun> {
  const run: PayoutRun = {
    signed: [],
    sent: [],
    confirmed: [],
    replaced: [],
    failed: [],
    held: null,
  }
  const { chain, wallet } = payer
  const chainId = chain.config.chainId
  const from = wallet.address.toLowerCase()
  await ensureLane(deps, payer)
  const tips = await chainTips(chain)
  const inFlight = await query<InFlight>(
    deps.database.db,
    sql`SELECT w.id, w.member_id, w.amount_cents, w.status, p.nonce
        FROM withdrawals w JOIN payouts p ON p.withdrawal_id = w.id
        WHERE w.status IN ('signed', 'sent') AND p.chain_id = ${chainId} AND p.from_address = ${from}
        ORDER BY p.nonce`,
  )
  for (const w of inFlight) await advance(deps, payer, w, tips, run)

  for (let i = 0; i < SIGN_PER_RUN; i++) {
    const [next] = await query<{ id: number; amount_cents: number }>(
      deps.database.db,
      sql`SELECT id, amount_cents FROM withdrawals WHERE status = 'approved' ORDER BY id LIMIT 1`,
    )
    if (!next) break
    const held = await holdReason(deps, payer, next)
    if (held) {
      run.held = held.lane ?? held.member
      await deps.database.db.execute(
        sql`UPDATE withdrawals SET hold_reason = ${held.member}, hold_until = ${held.until}
            WHERE id = ${next.id} AND status = 'approved'`,
      )
      break
    }
    const signed = await signOne(deps, payer, next.id)
    if (!signed) continue
    run.signed.push(next.id)
    await payer.hooks?.afterSign?.(next.id)
    if (await broadcast(deps, payer, next.id, signed)) {
      await payer.hooks?.afterBroadcast?.(next.id)
      if (await markSent(deps, next.id, signed.hash)) run.sent.push(next.id)
    }
  }
  return run
}

/** The lane row, made at the wallet's nonce on the chain when it is first used. */
async function ensureLane(deps: Deps, payer: Payer) {
  const { chain, wallet } = payer
  const db = deps.database.db
  const [lane] = await query<Lane>(
    db,
    sql`SELECT next_nonce FROM payout_lanes WHERE chain_id = ${chain.config.chainId}
          AND address = ${wallet.address.toLowerCase()}`,
  )
  if (lane) return
  const nonce = await chain.client.getTransactionCount({
    address: wallet.address,
    blockTag: 'pending',
  })
  await db.execute(
    sql`INSERT INTO payout_lanes (chain_id, address, next_nonce)
        VALUES (${chain.config.chainId}, ${wallet.address.toLowerCase()}, ${nonce})
        ON CONFLICT (chain_id, address) DO NOTHING`,
  )
}

/** Why the next approved withdrawal waits, or null when it may be signed now. */
async function holdReason(
  deps: Deps,
  payer: Payer,
  next: { id: number; amount_cents: number },
): Promise<{ member: string; lane?: string; until: Date | null } | null> {
  const rules = rulesOf(deps)
  const now = deps.now().getTime()
  // The global cap: what was signed in the last 24 hours, oldest first.
  const signed = await query<{ amount_cents: number; signed_at: Date | string }>(
    deps.database.db,
    sql`SELECT amount_cents, signed_at FROM withdrawals
        WHERE signed_at > ${new Date(now - DAY_MS)} ORDER BY signed_at`,
  )
  let used = signed.reduce((sum, r) => sum + r.amount_cents, 0)
  if (used + next.amount_cents > rules.dailyCapCents) {
    let until = new Date(now + DAY_MS)
    for (const r of signed) {
      used -= r.amount_cents
      if (used + next.amount_cents <= rules.dailyCapCents) {
        until = new Date(new Date(r.signed_at).getTime() + DAY_MS)
        break
      }
    }
    return { member: capNote(until), until }
  }
  // The hot wallet: the token for this payout and the gas for one transfer, counted with what
  // the node already holds for it ('pending').
  const { chain, wallet, fees } = payer
  const decimals = await chain.decimals()
  const units = centsToUnits(BigInt(next.amount_cents), decimals)
  const [tokens, gas, gasPrice] = await Promise.all([
    chain.client.readContract({
      address: chain.config.token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [wallet.address],
      blockTag: 'pending',
    }),
    chain.client.getBalance({ address: wallet.address, blockTag: 'pending' }),
    chain.client.getGasPrice(),
  ])
  const price = gasPrice < fees.maxGasPriceWei ? gasPrice : fees.maxGasPriceWei
  const problems: string[] = []
  if (tokens < units)
    problems.push(`USDT ${formatUnits(tokens, decimals)} < ${formatUnits(units, decimals)} needed`)
  if (gas < fees.gasLimit * price)
    problems.push(`gas ${gas} wei < ${fees.gasLimit * price} wei needed`)
  if (problems.length > 0) {
    const lane = `the hot wallet ${wallet.address} is too low (${problems.join(', ')}) for withdrawal ${next.id}`
    await alertLow(deps, payer, lane)
    return { member: refillNote, lane, until: null }
  }
  await clearLow(deps, payer)
  return null
}

/** Token units as a decimal string (for the operator's alert). */
function formatUnits(units: bigint, decimals: number): string {
  const s = units.toString().padStart(decimals + 1, '0')
  const whole = s.slice(0, s.length - decimals)
  const frac = s.slice(s.length - decimals).replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : whole
}

/** Holds the lane and tells the operator once (log + mail), until a refill clears it. */
async function alertLow(deps: Deps, payer: Payer, reason: string) {
  const rows = await query<{ address: string }>(
    deps.database.db,
    sql`UPDATE payout_lanes SET held_reason = ${reason}, alerted_at = now()
        WHERE chain_id = ${payer.chain.config.chainId} AND address = ${payer.wallet.address.toLowerCase()}
          AND alerted_at IS NULL
        RETURNING address`,
  )
  if (rows.length === 0) return
  const line = `Payouts: held, ${reason}. Refill it (docs/custody.md); the queue goes on by itself.`
  ;(deps.log ?? console.warn)(line)
  const to = deps.alertEmail
  if (to) {
    noticeLater(deps, 'hot wallet low', () =>
      deps.mailer.send({
        to,
        subject: 'Trellis: payouts held, hot wallet too low',
        text: `${line}\n`,
      }),
    )
  }
}

async function clearLow(deps: Deps, payer: Payer) {
  const rows = await query<{ address: string }>(
    deps.database.db,
    sql`UPDATE payout_lanes SET held_reason = NULL, alerted_at = NULL
        WHERE chain_id = ${payer.chain.config.chainId} AND address = ${payer.wallet.address.toLowerCase()}
          AND held_reason IS NOT NULL
        RETURNING address`,
  )
  if (rows.length > 0)
    (deps.log ?? console.warn)('Payouts: the hot wallet was refilled; paying again.')
}

/**
 * Signs the payout of withdrawal `id` at the lane's next nonce and stores it, in one
 * transaction that moves the withdrawal to `signed`. Null when it is no longer approved.
 */
async function signOne(
  deps: Deps,
  payer: Payer,
  id: number,
): Promise<{ hash: Hex; raw: Hex } | null> {
  const { chain, wallet, fees } = payer
  const chainId = chain.config.chainId
  const from = wallet.address.toLowerCase()
  const decimals = await chain.decimals()
  const nodePrice = await chain.client.getGasPrice()
  const gasPrice = nodePrice < fees.maxGasPriceWei ? nodePrice : fees.maxGasPriceWei
  // The node's next nonce for the wallet counts our own transactions in its pool too, so it is
  // never below the lane but when some of ours are signed and not broadcast yet; above the lane,
  // something else used the key: go on after it rather than sign at taken nonces.
  const onChain = await chain.client.getTransactionCount({
    address: wallet.address,
    blockTag: 'pending',
  })
  return deps.database.transaction(async (tx) => {
    const [lane] = await query<Lane>(
      tx,
      sql`SELECT next_nonce FROM payout_lanes WHERE chain_id = ${chainId} AND address = ${from}
          FOR UPDATE`,
    )
    if (!lane) throw new Error('the payout lane is missing')
    const [w] = await query<{ status: string; amount_cents: number; address: string }>(
      tx,
      sql`SELECT status, amount_cents, address FROM withdrawals WHERE id = ${id} FOR UPDATE`,
    )
    if (!w || w.status !== 'approved') return null
    const units = centsToUnits(BigInt(w.amount_cents), decimals)
    const nonce = Math.max(Number(lane.next_nonce), onChain)
    const raw = await wallet.sign({
      type: 'legacy',
      chainId,
      nonce,
      to: chain.config.token,
      gas: fees.gasLimit,
      gasPrice,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [w.address as Address, units],
      }),
    })
    const hash = keccak256(raw)
    await tx.execute(
      sql`INSERT INTO payouts (withdrawal_id, chain_id, from_address, nonce, token, to_address, units)
          VALUES (${id}, ${chainId}, ${from}, ${nonce}, ${chain.config.token.toLowerCase()},
                  ${w.address.toLowerCase()}, ${units.toString()})`,
    )
    await insertAttempt(tx, id, 1, { hash, raw, price: gasPrice, at: deps.now() })
    await tx.execute(
      sql`UPDATE payout_lanes SET next_nonce = ${nonce + 1}
          WHERE chain_id = ${chainId} AND address = ${from}`,
    )
    await tx.execute(
      sql`UPDATE withdrawals SET status = 'signed', signed_at = ${deps.now()},
            hold_reason = NULL, hold_until = NULL
          WHERE id = ${id}`,
    )
    return { hash, raw }
  })
}

/** One signed attempt, stored before it is broadcast (`at`: the server's clock, as the deadline). */
async function insertAttempt(
  tx: Tx,
  id: number,
  attempt: number,
  a: { hash: Hex; raw: Hex; price: bigint; at: Date },
) {
  await tx.execute(
    sql`INSERT INTO payout_attempts (withdrawal_id, attempt, tx_hash, raw_tx, gas_price_wei, signed_at)
        VALUES (${id}, ${attempt}, ${a.hash}, ${a.raw}, ${a.price.toString()}, ${a.at})`,
  )
}

/** What a node says of bytes it already has (in its pool, or mined): the broadcast is done. */
const ALREADY =
  /already known|already imported|known transaction|nonce too low|nonce is too low|replacement transaction underpriced|transaction already exists/i

/** Sends stored bytes; true when the node has them (now or before). Other errors throw. */
async function broadcast(deps: Deps, payer: Payer, id: number, tx: { hash: Hex; raw: Hex }) {
  try {
    await payer.chain.client.request({ method: 'eth_sendRawTransaction', params: [tx.raw] })
  } catch (error) {
    if (!(error instanceof BaseError) || !ALREADY.test(chainMessage(error))) throw error
  }
  await deps.database.db.execute(
    sql`UPDATE payout_attempts SET broadcast_at = COALESCE(broadcast_at, now())
        WHERE withdrawal_id = ${id} AND tx_hash = ${tx.hash}`,
  )
  return true
}

/** The node's own message inside a viem error (never the request or the URL). */
function chainMessage(error: BaseError): string {
  const parts: string[] = []
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const d = (e as { details?: unknown }).details
    if (typeof d === 'string') parts.push(d)
    const m = (e as { shortMessage?: unknown }).shortMessage
    if (typeof m === 'string') parts.push(m)
    e = (e as { cause?: unknown }).cause
  }
  return parts.join(' | ')
}

/** signed → sent: the member's record gets the hash, and a mail. False if already past it. */
async function markSent(deps: Deps, id: number, hash: Hex): Promise<boolean> {
  const rows = await query<{ member_id: number; amount_cents: number; address: string }>(
    deps.database.db,
    sql`UPDATE withdrawals SET status = 'sent', sent_at = ${deps.now()}, trx = ${hash}
        WHERE id = ${id} AND status = 'signed'
        RETURNING member_id, amount_cents, address`,
  )
  const w = rows[0]
  if (!w) return false
  const [m] = await query<{
    email: string
    first_name: string
    locale: string | null
    mail_off: string[] | null
  }>(
    deps.database.db,
    sql`SELECT email, first_name, locale, mail_off FROM members WHERE id = ${w.member_id}`,
  )
  // Unless the member switched withdrawal mails off (src/domain/inbox.ts).
  if (m && wantsMail(m.mail_off, 'withdrawal-paid')) {
    noticeLater(deps, 'withdrawal sent', () =>
      deps.mailer.send(withdrawalSentMail(m, w.amount_cents, w.address, hash)),
    )
  }
  return true
}

/** A receipt, or null when the node has none (not mined, or dropped). */
async function receiptOf(chain: Chain, hash: Hex): Promise<TransactionReceipt | null> {
  try {
    return await chain.client.getTransactionReceipt({ hash })
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null
    throw error
  }
}

/** Moves one signed or sent payout on: broadcast, confirm, replace, or fail. */
async function advance(
  deps: Deps,
  payer: Payer,
  w: InFlight,
  tips: { head: bigint; finalTip: bigint },
  run: PayoutRun,
) {
  const { chain } = payer
  const attempts = await query<Attempt>(
    deps.database.db,
    sql`SELECT attempt, tx_hash, raw_tx, gas_price_wei::text AS gas_price_wei, signed_at
        FROM payout_attempts WHERE withdrawal_id = ${w.id} ORDER BY attempt`,
  )
  const latest = attempts[attempts.length - 1]
  if (!latest) return
  for (const a of attempts) {
    const receipt = await receiptOf(chain, a.tx_hash)
    if (!receipt) continue
    if (receipt.status !== 'success') {
      await fail(deps, w, `its transaction ${a.tx_hash} reverted on the chain`)
      run.failed.push(w.id)
      return
    }
    if (w.status === 'signed' && (await markSent(deps, w.id, a.tx_hash))) run.sent.push(w.id)
    if (
      receipt.blockNumber <= tips.finalTip &&
      (await confirm(deps, w.id, a.tx_hash, receipt.blockNumber))
    ) {
      run.confirmed.push(w.id)
    }
    return
  }
  // No attempt is mined. Another transaction at our nonce (the key used elsewhere) means none of
  // ours can ever be: held for a human, never signed again.
  const mined = await chain.client.getTransactionCount({
    address: payer.wallet.address,
    blockTag: 'latest',
  })
  if (mined > w.nonce) {
    // A receipt may have come between the two reads: look once more before calling it failed.
    for (const a of attempts) if (await receiptOf(chain, a.tx_hash)) return
    await fail(deps, w, `another transaction took its nonce ${w.nonce}`)
    run.failed.push(w.id)
    return
  }
  const stuck = deps.now().getTime() - new Date(latest.signed_at).getTime() > payer.fees.stuckMs
  if (w.status === 'sent' && stuck) {
    const replaced = await replace(deps, payer, w, latest)
    if (replaced) {
      run.replaced.push(w.id)
      await broadcast(deps, payer, w.id, replaced)
      return
    }
  }
  // The same bytes again: a node that dropped them, a reorganisation that undid their block.
  await broadcast(deps, payer, w.id, { hash: latest.tx_hash, raw: latest.raw_tx })
  if (w.status === 'signed' && (await markSent(deps, w.id, latest.tx_hash))) run.sent.push(w.id)
}

/**
 * A new attempt at the same nonce with the gas price raised by a quarter (at least the node's
 * price), up to the cap; null when the last attempt is already at the cap. Stored before it is
 * broadcast, like the first.
 */
async function replace(deps: Deps, payer: Payer, w: InFlight, latest: Attempt) {
  const { chain, wallet, fees } = payer
  const old = BigInt(latest.gas_price_wei)
  const node = await chain.client.getGasPrice()
  let price = (old * 125n) / 100n + 1n
  if (node > price) price = node
  if (price > fees.maxGasPriceWei) price = fees.maxGasPriceWei
  if (price <= old) return null
  const [p] = await query<{ to_address: string; units: string; token: string }>(
    deps.database.db,
    sql`SELECT to_address, units::text AS units, token FROM payouts WHERE withdrawal_id = ${w.id}`,
  )
  if (!p) return null
  const raw = await wallet.sign({
    type: 'legacy',
    chainId: chain.config.chainId,
    nonce: w.nonce,
    to: p.token as Address,
    gas: fees.gasLimit,
    gasPrice: price,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [p.to_address as Address, BigInt(p.units)],
    }),
  })
  const hash = keccak256(raw)
  await deps.database.transaction(async (tx) => {
    await insertAttempt(tx, w.id, latest.attempt + 1, { hash, raw, price, at: deps.now() })
    await tx.execute(
      sql`UPDATE withdrawals SET trx = ${hash} WHERE id = ${w.id} AND status = 'sent'`,
    )
  })
  return { hash, raw }
}

/** sent → confirmed, and the ledger's move to payouts; false if another run did it first. */
async function confirm(deps: Deps, id: number, hash: Hex, block: bigint): Promise<boolean> {
  return deps.database.transaction(async (tx) => {
    const [w] = await query<{
      id: number
      member_id: number
      amount_cents: number
      status: string
    }>(
      tx,
      sql`SELECT id, member_id, amount_cents, status FROM withdrawals WHERE id = ${id} FOR UPDATE`,
    )
    if (!w || (w.status !== 'sent' && w.status !== 'signed')) return false
    await tx.execute(
      sql`UPDATE withdrawals SET status = 'confirmed', trx = ${hash}, decided_at = now() WHERE id = ${id}`,
    )
    await tx.execute(
      sql`UPDATE payouts SET confirmed_tx = ${hash}, confirmed_block = ${block.toString()}
          WHERE withdrawal_id = ${id}`,
    )
    await movePaid(tx, w, hash)
    return true
  })
}

/** Held for a human: the money stays in withdrawals-out; the operator is told. */
async function fail(deps: Deps, w: InFlight, why: string) {
  await deps.database.db.execute(
    sql`UPDATE withdrawals SET status = 'failed', hold_reason = ${why}
        WHERE id = ${w.id} AND status IN ('signed', 'sent')`,
  )
  const line = `Payouts: withdrawal ${w.id} failed: ${why}. It is held for an operator (docs/custody.md); nothing is sent again.`
  ;(deps.log ?? console.warn)(line)
  const to = deps.alertEmail
  if (to) {
    noticeLater(deps, 'payout failed', () =>
      deps.mailer.send({
        to,
        subject: `Trellis: payout of withdrawal ${w.id} failed`,
        text: `${line}\n`,
      }),
    )
  }
}

/** Backoff after a failed run: 1 s, 2 s, 4 s … up to a minute (as the deposit watcher). */
const RETRY = { firstMs: 1_000, maxMs: 60_000 }

/**
 * The payer as a background job: a run every poll interval, one process at a time (PAYOUT_LOCK);
 * an outage is one line when it starts and one when it ends.
 */
export function startPayer(deps: Deps, payer: Payer, log: JobLog): Job {
  const say = (level: 'info' | 'warn', line: string) => {
    try {
      log[level](line)
    } catch {
      // A broken log must not end the payer.
    }
  }
  return startJob(
    'Payouts',
    () => deps.database.exclusively(PAYOUT_LOCK, () => runPayouts(deps, payer)),
    log,
    {
      everyMs: payer.chain.config.pollMs,
      retryFirstMs: RETRY.firstMs,
      retryMaxMs: RETRY.maxMs,
      backoffPastEvery: true,
    },
    {
      afterRun: (r) => {
        if (!r.ran) return
        for (const id of r.value.sent) say('info', `Payouts: withdrawal ${id} sent.`)
        for (const id of r.value.confirmed) say('info', `Payouts: withdrawal ${id} confirmed.`)
        for (const id of r.value.replaced)
          say('info', `Payouts: withdrawal ${id} replaced with a higher fee.`)
      },
      firstFailure: (error) => {
        return `Payouts: ${describeOutage(error)}; retrying with backoff up to 60 s, nothing is signed twice.`
      },
    },
  )
}
