// The watcher: reads the token's Transfer logs to member addresses from a stored cursor, in
// bounded block ranges, and credits each one once it is final: its block is at or below the
// node's `finalized` block AND at least N confirmations deep (head - block + 1 >= N), and the
// block's hash is still the canonical one when it is credited. One credit per (chain id, tx hash,
// log index) (a unique key: a crash between credit and cursor, a second process, a re-read range
// all meet it). Shallower transfers are kept as "pending" rows, replaced every run, so a
// reorganised-away transfer disappears and its replacement is credited once, when final.
// A run holds an advisory lock (one watcher at a time across processes); an RPC failure ends the
// run, and the job (src/jobs/scheduler.ts) logs one line and retries with backoff.
import { sql } from 'drizzle-orm'
import { fromCents } from '@trellis/contract'
import { BaseError, pad, toHex, type Hex } from 'viem'
import { query } from '../db/client'
import { isDatabaseDown } from '../db/outage'
import { describeErrorLine } from '../safe-error'
import type { Deps } from '../domain/context'
import {
  creditTransfer,
  depositAddressesAfter,
  replacePending,
  type MemberTransfer,
} from '../domain/chain-deposits'
import { noticeLater } from '../guard/notices'
import { depositCreditedMail } from '../mail/member-notices'
import { wantsMail } from '../domain/inbox'
import { startJob, type Job, type JobLog } from '../jobs/scheduler'
import type { Chain } from './client'
import { readTransfer, TRANSFER_TOPIC, type RawLog, type TokenTransfer } from './token'

/** The advisory lock of a watcher run (migrations 7411, accrual 7412; 7413 keys idempotency). */
export const CHAIN_LOCK = 7414
/** Addresses per eth_getLogs topic filter (public endpoints cap filter sizes). */
export const ADDRESSES_PER_FILTER = 500
/** Pending rows are read only this many ranges below the head (none while catching up). */
const PENDING_RANGES = 4

/** What one process keeps between runs. */
export interface WatcherState {
  addresses: Map<string, number>
  maxIndex: number
  checked: boolean
}

export const newWatcherState = (): WatcherState => ({
  addresses: new Map(),
  maxIndex: -1,
  checked: false,
})

/** What a run did. */
export interface WatchRun {
  head: bigint
  finalTip: bigint
  cursor: bigint
  credited: { memberId: number; cents: number; txHash: string }[]
  pending: number
}

/** Test hooks: a crash point between the credits of a range and the cursor's move. */
export interface WatchHooks {
  beforeCursorMove?: (range: { from: bigint; to: bigint }) => Promise<void>
}

/** The highest block that is final: at or below `finalized` and N confirmations deep. */
export function finalTipOf(head: bigint, finalized: bigint, confirmations: number): bigint {
  const deepEnough = head - BigInt(confirmations) + 1n
  return finalized < deepEnough ? finalized : deepEnough
}

/** Reads the chain's head and final tip. */
export async function chainTips(chain: Chain): Promise<{ head: bigint; finalTip: bigint }> {
  const [head, finalized] = await Promise.all([
    chain.client.getBlockNumber({ cacheTime: 0 }),
    chain.client.getBlock({ blockTag: 'finalized' }).then((b) => b.number ?? 0n),
  ])
  return { head, finalTip: finalTipOf(head, finalized, chain.config.confirmations) }
}

/** Token Transfer logs to the given addresses in [from, to], read in address chunks. */
export async function transfersTo(
  chain: Chain,
  addresses: string[],
  from: bigint,
  to: bigint,
): Promise<TokenTransfer[]> {
  const out: TokenTransfer[] = []
  for (let i = 0; i < addresses.length; i += ADDRESSES_PER_FILTER) {
    const chunk = addresses.slice(i, i + ADDRESSES_PER_FILTER).map((a) => pad(a as Hex))
    const logs = (await chain.client.request({
      method: 'eth_getLogs',
      params: [
        {
          address: chain.config.token,
          fromBlock: toHex(from),
          toBlock: toHex(to),
          topics: [TRANSFER_TOPIC, null, chunk],
        },
      ],
    })) as unknown as RawHexLog[]
    for (const log of logs) {
      const t = readTransfer(fromHexLog(log))
      // The node was asked for these; checked again here, never trusted.
      if (t && t.token.toLowerCase() === chain.config.token.toLowerCase()) out.push(t)
    }
  }
  return out.sort((a, b) =>
    a.blockNumber === b.blockNumber
      ? a.logIndex - b.logIndex
      : a.blockNumber < b.blockNumber
        ? -1
        : 1,
  )
}

interface RawHexLog {
  address: string
  topics: string[]
  data: string
  blockNumber: string | null
  blockHash: string | null
  transactionHash: string | null
  logIndex: string | null
  removed?: boolean
}

function fromHexLog(l: RawHexLog): RawLog {
  return {
    address: l.address,
    topics: l.topics,
    data: l.data,
    blockNumber: l.blockNumber === null ? null : BigInt(l.blockNumber),
    blockHash: l.blockHash,
    transactionHash: l.transactionHash,
    logIndex: l.logIndex === null ? null : Number(l.logIndex),
    removed: l.removed === true,
  }
}

/** The watcher's memory of member addresses, grown from the table by index. */
async function refreshAddresses(deps: Deps, state: WatcherState) {
  for (const a of await depositAddressesAfter(deps.database.db, state.maxIndex)) {
    state.addresses.set(a.address, a.memberId)
    state.maxIndex = Math.max(state.maxIndex, a.index)
  }
}

/** Checks once per process that the node is the configured chain. */
async function checkChain(chain: Chain, state: WatcherState) {
  if (state.checked) return
  const id = await chain.client.getChainId()
  if (id !== chain.config.chainId) {
    throw new Error(`the node reports chain ${id}, CHAIN_ID is ${chain.config.chainId}`)
  }
  state.checked = true
}

/** The stored cursor, made on the first run; block 0 must be the one it was made on. */
async function cursorOf(deps: Deps, chain: Chain, finalTip: bigint): Promise<bigint> {
  const { chainId, token } = chain.config
  const genesis = (await chain.client.getBlock({ blockNumber: 0n })).hash.toLowerCase()
  const db = deps.database.db
  const start = chain.config.startBlock ?? (finalTip + 1n > 0n ? finalTip + 1n : 0n)
  await db.execute(
    sql`INSERT INTO chain_cursors (chain_id, token, next_block, genesis_hash)
        VALUES (${chainId}, ${token.toLowerCase()}, ${start.toString()}, ${genesis})
        ON CONFLICT (chain_id, token) DO NOTHING`,
  )
  const [row] = await query<{ next_block: unknown; genesis_hash: string }>(
    db,
    sql`SELECT next_block, genesis_hash FROM chain_cursors
        WHERE chain_id = ${chainId} AND token = ${token.toLowerCase()}`,
  )
  if (!row) throw new Error('the chain cursor could not be stored')
  if (row.genesis_hash !== genesis) {
    // anvil keeps its chain in DATA_DIR/chain, so the local chain's block 0 stays the same across
    // restarts; another one here is another chain (a second process's own anvil, a deleted
    // state): reading it would mix two chains' transactions under one cursor. Nothing is read.
    throw new Error(
      chain.config.local
        ? `this database's deposits were read from another local chain (its block 0 differs): ` +
            `processes sharing a database need one chain (CHAIN_RPC_URLS), a lost chain a fresh DATA_DIR`
        : `the node's block 0 differs from the one the cursor was stored for (another chain?)`,
    )
  }
  return BigInt(String(row.next_block))
}

/** One run: credit what became final, then note what is pending. Call under CHAIN_LOCK. */
export async function scanChain(
  deps: Deps,
  chain: Chain,
  state: WatcherState,
  _log: (line: string) => void = () => undefined,
  hooks: WatchHooks = {},
): Promise<WatchRun> {
  await checkChain(chain, state)
  const { chainId, token, logRange } = chain.config
  const { head, finalTip } = await chainTips(chain)
  let cursor = await cursorOf(deps, chain, finalTip)
  await refreshAddresses(deps, state)
  const decimals = await chain.decimals()
  const addresses = [...state.addresses.keys()]
  const credited: WatchRun['credited'] = []
  const asMember = (t: TokenTransfer): MemberTransfer | null => {
    const memberId = state.addresses.get(t.to.toLowerCase())
    return memberId === undefined ? null : { ...t, memberId, chainId, decimals }
  }

  while (cursor <= finalTip) {
    const to = cursor + BigInt(logRange) - 1n < finalTip ? cursor + BigInt(logRange) - 1n : finalTip
    const found = addresses.length > 0 ? await transfersTo(chain, addresses, cursor, to) : []
    // The block of each transfer must still be the canonical one (a reorganisation between the
    // node's answer and now shows as another hash at that height: nothing is credited, next run).
    const hashes = new Map<bigint, string>()
    for (const t of found) {
      if (hashes.has(t.blockNumber)) continue
      const block = await chain.client.getBlock({ blockNumber: t.blockNumber })
      hashes.set(t.blockNumber, block.hash.toLowerCase())
    }
    for (const t of found) {
      const m = asMember(t)
      if (!m) continue
      if (hashes.get(t.blockNumber) !== t.blockHash) {
        throw new Error(`block ${t.blockNumber} changed while it was read; reading it again`)
      }
      const cents = await creditTransfer(deps, m)
      if (cents > 0) credited.push({ memberId: m.memberId, cents, txHash: m.txHash })
    }
    await hooks.beforeCursorMove?.({ from: cursor, to })
    // Compare-and-set: a cursor another process moved is not moved back.
    const moved = await query(
      deps.database.db,
      sql`UPDATE chain_cursors SET next_block = ${(to + 1n).toString()}, updated_at = now()
          WHERE chain_id = ${chainId} AND token = ${token.toLowerCase()}
            AND next_block = ${cursor.toString()} RETURNING next_block`,
    )
    if (moved.length === 0) break
    cursor = to + 1n
  }

  // Pending: what is above the final tip, unless the cursor is far behind (catching up) or
  // beyond the head (a CHAIN_START_BLOCK still to come: there is nothing to read yet).
  let pending: MemberTransfer[] = []
  const near = cursor <= head && head - cursor < BigInt(logRange * PENDING_RANGES)
  if (cursor > finalTip && near && addresses.length > 0) {
    pending = (await transfersTo(chain, addresses, cursor, head))
      .map(asMember)
      .filter((t): t is MemberTransfer => t !== null)
  }
  await replacePending(deps, chainId, pending)
  // What the deposit screen counts confirmations from, and /readyz reports.
  chain.health.ok = true
  chain.health.head = head
  chain.health.checkedAt = deps.now()
  await mailCredits(deps, credited)
  return { head, finalTip, cursor, credited, pending: pending.length }
}

/** "Deposit credited", after the commit; a mail failure is one log line, never a failed run. */
async function mailCredits(deps: Deps, credited: WatchRun['credited']) {
  if (credited.length === 0) return
  // One read for the run's members, not one per credit.
  const ids = [...new Set(credited.map((c) => c.memberId))]
  const rows = await query<{
    id: unknown
    email: string
    first_name: string
    locale: string | null
    mail_off: string[] | null
  }>(
    deps.database.db,
    sql`SELECT id, email, first_name, locale, mail_off FROM members
        WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
  )
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  for (const c of credited) {
    const m = byId.get(c.memberId)
    // Not to a member who switched deposit mails off (src/domain/inbox.ts).
    if (!m || !wantsMail(m.mail_off, 'deposit-credited')) continue
    noticeLater(deps, 'deposit credited', () =>
      deps.mailer.send(depositCreditedMail(m, c.cents, c.txHash)),
    )
  }
}

/** Backoff after a failed run: 1 s, 2 s, 4 s … up to a minute. */
export const WATCH_RETRY = { firstMs: 1_000, maxMs: 60_000 }

/**
 * The watcher as a background job: a run every poll interval, one process at a time. An outage
 * (RPC or database) is one line when it starts and one when it ends, not a line per retry; the
 * runs in between back off. Nothing here rejects unhandled or stops the server.
 */
export function startChainWatcher(
  deps: Deps,
  chain: Chain,
  log: JobLog,
  retry: { firstMs: number; maxMs: number } = WATCH_RETRY,
): Job {
  const state = newWatcherState()
  const say = (level: 'info' | 'warn', line: string) => {
    try {
      log[level](line)
    } catch {
      // A broken log must not end the watcher.
    }
  }
  const checked = (ok: boolean) => {
    chain.health.ok = ok
    chain.health.checkedAt = deps.now()
  }
  return startJob(
    'Chain deposits',
    async () => {
      const run = await deps.database.exclusively(CHAIN_LOCK, () =>
        scanChain(deps, chain, state, (line) => say('info', line)),
      )
      checked(true)
      return run
    },
    log,
    {
      everyMs: chain.config.pollMs,
      retryFirstMs: retry.firstMs,
      retryMaxMs: retry.maxMs,
      backoffPastEvery: true,
    },
    {
      recovered: (failures) =>
        `Chain deposits: reading the chain again after ${failures} failed run(s).`,
      afterRun: (run) => {
        if (!run.ran) return
        chain.health.head = run.value.head
        for (const c of run.value.credited) {
          say(
            'info',
            `Chain deposits: credited $${fromCents(c.cents).toFixed(2)} from ${c.txHash}.`,
          )
        }
      },
      onFailure: () => checked(false),
      firstFailure: (error) => {
        return `Chain deposits: ${describeOutage(error)}; retrying with backoff up to ${retry.maxMs / 1000} s, nothing is credited meanwhile.`
      },
    },
  )
}

/** The stored cursor (tests and /readyz read it). */
export async function storedCursor(deps: Deps, chain: Chain): Promise<bigint | null> {
  const [row] = await query<{ next_block: unknown }>(
    deps.database.db,
    sql`SELECT next_block FROM chain_cursors WHERE chain_id = ${chain.config.chainId}
          AND token = ${chain.config.token.toLowerCase()}`,
  )
  return row ? BigInt(String(row.next_block)) : null
}

/**
 * What a failed chain job met, in a few words: the chain for every viem error, whatever its cause
 * (an RPC endpoint that resets the connection raises ECONNRESET, the code a lost database
 * connection raises too), else the database when it is down, else the chain.
 */
export function describeOutage(error: unknown): string {
  return !(error instanceof BaseError) && isDatabaseDown(error)
    ? `database unavailable (${describeErrorLine(error)})`
    : `chain unavailable (${describeChainError(error)})`
}

/** The first system code (ECONNRESET…) down an error's causes: fetch wraps it in 'fetch failed'. */
function causeCode(cause: unknown): string | undefined {
  for (let e = cause, depth = 0; e && depth < 5; depth++) {
    const { code } = e as { code?: unknown }
    if (typeof code === 'string') return code
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * One line for a failed chain read without the RPC URL (its path or query may hold an API key)
 * or the request: viem's errors by name, HTTP status and JSON-RPC code; our own by message.
 */
export function describeChainError(error: unknown): string {
  const e = error as {
    name?: unknown
    version?: unknown
    status?: unknown
    code?: unknown
    cause?: unknown
  }
  if (error instanceof BaseError) {
    const status = typeof e.status === 'number' ? ` HTTP ${e.status}` : ''
    const code = typeof e.code === 'number' ? ` code ${e.code}` : ''
    const why = causeCode(e.cause)
    return `${String(e.name)}${status}${code}${why ? ` (${why})` : ''}`
  }
  return describeErrorLine(error)
}
