// Group commit (issue 30): the money calls that are one posting and read nothing first (the
// transfers) are collected while the previous batch commits and posted together, in one database
// transaction and one commit, as ledgers built for throughput do. Each call is still judged on its
// own and in arrival order, against the balances the batch has produced so far, and gets its own
// answer: a refused transfer refuses only itself. A batch is the same as running its calls one
// after another (test/group-commit.test.ts checks exactly that), in two statements instead of one
// per call:
//
//   1. one read: the batch's Idempotency-Keys locked first (the advisory locks of `keyLock`, lock
//      order step 1), then its member wallets locked in (member, name) order (step 2); the keys'
//      stored requests, and the senders' member views;
//   2. `decide`, in this process: each call in order — a key stored before or earlier in the batch
//      gets that answer (or 422), a wallet that would fall below zero refuses the call, otherwise
//      the call's moves are applied to the running balances and its answer is written down;
//   3. one write: the wallets' net moves, every posted call's ledger transaction, entries and inbox
//      events, and every key's stored answer.
//
// The read's snapshot is taken before it waits for a key's lock, so a key another process stored
// meanwhile is not seen: the write's claim of that key then fails (unique violation), and the
// batch runs again, when the read sees it.
//
// Nobody is answered before the commit: a batch is all or nothing (kill -9 in the middle leaves
// none of it), and the database still refuses a negative wallet (CHECK) should `decide` be wrong.
import { sql, type SQL } from 'drizzle-orm'
import { serverMessages } from '@trellis/contract'
import { query, type Database } from '../db/client'
import { coalesced, type Coalesced } from '../db/coalesce'
import { arrayRows } from '../db/rows'
import type { Deps } from './context'
import { invalid } from './errors'
import {
  errorCode,
  judge,
  keyLockSpace,
  moveOnce,
  RETRYABLE,
  UNIQUE_VIOLATION,
  type MoneyKey,
  type MoveAnswer,
  type StoredKey,
} from './idempotency'
import { jsonOf, postedId, type Posting, type Shortfall } from './ledger'
import { memberViewsSelect, toMember, type MemberViewRow } from './member-view'
import { balancedLegs, batchStatement, walletMoves, type BatchPosting } from './posting'

/** One call of a batch: the posting it makes and how it answers. */
export interface Move {
  memberId: number
  key: MoneyKey | undefined
  call: string
  posting: Posting
  message: string
  shortfall: Shortfall
}

/** What one call of a batch comes to: its answer or its refusal. */
export type Outcome = { ok: true; answer: MoveAnswer } | { ok: false; error: unknown }

/** Runs one statement in the batch's transaction and returns its rows. */
export type Exec = <T>(statement: SQL) => Promise<T[]>

/** At most this many calls in one batch (a statement's parameters stay far below 65,535). */
export const MAX_BATCH = 64

/** What statement 2 reads (json columns: the drivers hand them over parsed or as text). */
interface BatchRead {
  wallets: unknown
  keys: unknown
  views: unknown
}

interface LockedWallet {
  id: number
  member_id: number
  name: string
  balance_cents: number
}

/** The plan `decide` makes of a batch: each call's outcome and what the write must record. */
export interface Plan {
  outcomes: Outcome[]
  /** The postings `decide` let through, in order, with the answers stored under their keys. */
  posted: BatchPosting[]
  /** Net move of each locked wallet (account id → cents), the postings' sum. */
  net: Map<number, number>
}

const walletKey = (memberId: number, name: string) => `${memberId}:${name}`
const keyId = (memberId: number, key: string) => `${memberId}:${key}`

/**
 * Statement 1, the read: the batch's keys locked (lock order step 1, in one order), then the
 * member wallets it moves, locked in (member, name) order (step 2: the wallets' scan waits for
 * the keys' locks); the stored requests of its keys; and the senders' member views. Its text is
 * the same for every batch (the rows are array parameters, db/rows.ts), so PostgreSQL runs it
 * prepared.
 */
export function readStatement(moves: Move[]): SQL {
  const wallets = new Map<string, { member_id: number; name: string }>()
  for (const m of moves) {
    // The legs as given: a posting that does not balance is refused by `decide` on its own.
    for (const w of walletMoves(m.posting.legs)) {
      wallets.set(walletKey(w.memberId, w.wallet), { member_id: w.memberId, name: w.wallet })
    }
  }
  const keyed = moves.flatMap((m) => (m.key ? [{ member_id: m.memberId, key: m.key.key }] : []))
  const lockIds = [...new Set(keyed.map((k) => keyId(k.member_id, k.key)))].sort()
  const senders = [...new Set(moves.map((m) => m.memberId))]
  return sql`WITH kl AS (SELECT COALESCE(bool_and(pg_advisory_xact_lock(${keyLockSpace}::int, hashtext(s.k)) IS NOT NULL), true) AS locked
      FROM (SELECT k FROM unnest(${sql.param(lockIds)}::text[]) AS k ORDER BY k) s),
    l AS (SELECT a.id, a.member_id, a.name, a.balance_cents FROM accounts a
      WHERE (SELECT locked FROM kl)
        AND (a.member_id, a.name) IN (SELECT w.member_id, w.name FROM ${arrayRows(
          [...wallets.values()],
          'w',
          [
            ['member_id', 'bigint'],
            ['name', 'text'],
          ],
        )})
      ORDER BY a.member_id, a.name FOR UPDATE)
    SELECT (SELECT locked FROM kl) AS locked, (SELECT json_agg(l) FROM l) AS wallets,
      (SELECT json_agg(k) FROM (SELECT i.member_id, i.key, i.call, i.fingerprint, i.answer
        FROM idempotency_keys i
        WHERE (i.member_id, i.key) IN (SELECT q.member_id, q.key FROM ${arrayRows(keyed, 'q', [
          ['member_id', 'bigint'],
          ['key', 'text'],
        ])})) k) AS keys,
      (SELECT json_agg(v) FROM (${memberViewsSelect(senders)}) v) AS views`
}

/**
 * Step 2: each call in arrival order against the balances the batch has produced so far, exactly
 * as if they had run one after another.
 */
export function decide(moves: Move[], read: BatchRead): Plan {
  const balances = new Map<string, LockedWallet>()
  for (const w of (jsonOf(read.wallets) ?? []) as LockedWallet[]) {
    balances.set(walletKey(w.member_id, w.name), { ...w })
  }
  const stored = new Map<string, StoredKey>()
  for (const k of (jsonOf(read.keys) ?? []) as (StoredKey & { member_id: number; key: string })[]) {
    stored.set(keyId(k.member_id, k.key), {
      call: k.call,
      fingerprint: k.fingerprint,
      answer: k.answer,
    })
  }
  const views = new Map<number, MemberViewRow>()
  for (const v of (jsonOf(read.views) ?? []) as (MemberViewRow & { member_id: number })[]) {
    const { member_id, ...row } = v
    views.set(member_id, row)
  }
  const plan: Plan = { outcomes: [], posted: [], net: new Map() }
  for (const move of moves) {
    try {
      plan.outcomes.push({ ok: true, answer: decideOne(move, plan, balances, stored, views) })
    } catch (error) {
      plan.outcomes.push({ ok: false, error })
    }
  }
  return plan
}

function decideOne(
  move: Move,
  plan: Plan,
  balances: Map<string, LockedWallet>,
  stored: Map<string, StoredKey>,
  views: Map<number, MemberViewRow>,
): MoveAnswer {
  const id = move.key && keyId(move.memberId, move.key.key)
  const earlier = id === undefined ? undefined : stored.get(id)
  if (move.key && earlier) {
    // The key was used before, in an earlier batch or earlier in this one: its answer, or 422.
    const again = judge(earlier, move.key, move.call)
    if (again === undefined) throw invalid(serverMessages.malformedBody)
    return again as MoveAnswer
  }
  const legs = balancedLegs(move.posting)
  const moves = walletMoves(legs)
  const wallets = moves.map((w) => balances.get(walletKey(w.memberId, w.wallet)))
  const funded = moves.every((w, i) => {
    const locked = wallets[i]
    return locked !== undefined && locked.balance_cents + w.cents >= 0
  })
  // The same refusal as the one-statement posting's (`postedId` of a null id).
  if (!funded) postedId(null, move.shortfall)
  moves.forEach((w, i) => {
    const locked = wallets[i] as LockedWallet
    locked.balance_cents += w.cents
    plan.net.set(locked.id, (plan.net.get(locked.id) ?? 0) + w.cents)
  })
  const view = views.get(move.memberId)
  if (!view) throw new Error(`member ${move.memberId} vanished`)
  // The member's view after this call: the locked wallets' running balances over the read's.
  const own = [...balances.values()].filter((w) => w.member_id === move.memberId)
  const memberRow: MemberViewRow = {
    ...view,
    balances: {
      ...((jsonOf(view.balances) ?? {}) as Record<string, number>),
      ...Object.fromEntries(own.map((w) => [w.name, w.balance_cents])),
    },
  }
  const posted: BatchPosting = { ord: plan.posted.length + 1, posting: move.posting, legs }
  if (move.key && id !== undefined) {
    const answer = JSON.stringify({ status: true, message: move.message, memberRow })
    const { key, fingerprint } = move.key
    posted.key = { memberId: move.memberId, key, call: move.call, fingerprint, answer }
    stored.set(id, { call: move.call, fingerprint, answer })
  }
  plan.posted.push(posted)
  return { status: true, message: move.message, data: toMember(memberRow) }
}

/** Statement 2, the write: everything the plan posts, in one statement; undefined when nothing was posted. */
export function writeStatement(plan: Plan): SQL | undefined {
  return plan.posted.length === 0 ? undefined : batchStatement(plan.posted, [...plan.net])
}

/** What a batch comes to in its transaction. */
export interface BatchRun {
  /** Each call's outcome (refusals do not throw), as the write posts them. */
  outcomes: Outcome[]
  /** The write, sent and not waited for (undefined when nothing is posted). */
  written: Promise<unknown> | undefined
}

/**
 * Steps 1 to 4 in the caller's transaction. The write is sent and not waited for, so the caller's
 * COMMIT follows it on the wire (PostgreSQL's connections pipeline): its rows are not needed, and a
 * write that fails turns that COMMIT into a rollback. The caller waits for `written` after the
 * COMMIT and before it answers anyone.
 */
export async function runBatch(exec: Exec, moves: Move[]): Promise<BatchRun> {
  const [read] = await exec<BatchRead>(readStatement(moves))
  const plan = decide(moves, read ?? { wallets: null, keys: null, views: null })
  const write = writeStatement(plan)
  const written = write ? exec(write) : undefined
  written?.catch(() => undefined)
  return { outcomes: plan.outcomes, written }
}

/**
 * One batch in one transaction. A deadlock, a serialization failure or a key another process
 * claimed meanwhile rolls it back and it runs again; any other error that rolled the transaction
 * back runs each call on its own (`moveOnce`), so no call fails for another's sake. An error with
 * no database code (the connection dropped: the commit may or may not have happened) is every
 * call's answer, never a second attempt that could post twice.
 */
export async function commitBatch(deps: Deps, moves: Move[]): Promise<Outcome[]> {
  for (let attempt = 1; ; attempt++) {
    let written: Promise<unknown> | undefined
    try {
      const outcomes = await deps.database.transaction(async (tx) => {
        const run = await runBatch((statement) => query(tx, statement), moves)
        written = run.written
        return run.outcomes
      })
      await written
      return outcomes
    } catch (caught) {
      // A failed write's own error: the COMMIT behind it only rolled back (PGlite throws for that).
      const error = written
        ? await written.then(
            () => caught,
            (e: unknown) => e,
          )
        : caught
      const code = errorCode(error)
      if (attempt < 5 && (RETRYABLE.has(code) || code === UNIQUE_VIOLATION)) continue
      const rolledBack = code !== '' && !code.startsWith('08') && !code.startsWith('57')
      if (moves.length === 1 || !rolledBack) return moves.map(() => ({ ok: false, error }))
      break
    }
  }
  const outcomes: Outcome[] = []
  for (const m of moves) {
    try {
      const answer = await moveOnce(deps, m.memberId, m.key, m.call, m.posting, m)
      outcomes.push({ ok: true, answer })
    } catch (error) {
      outcomes.push({ ok: false, error })
    }
  }
  return outcomes
}

/** Batches under way at once: two on PostgreSQL (one may wait on a lock), one on PGlite. */
const queues = new WeakMap<Database, Coalesced<Move, Outcome>>()

function queueOf(deps: Deps): Coalesced<Move, Outcome> {
  let queue = queues.get(deps.database)
  if (!queue) {
    queue = coalesced((moves) => commitBatch(deps, moves), {
      max: MAX_BATCH,
      parallel: deps.database.kind === 'postgres' ? 2 : 1,
    })
    queues.set(deps.database, queue)
  }
  return queue
}

/**
 * Posts a one-posting money call (a transfer) in the next group commit and answers when its batch
 * has committed: the member's view after it, the stored answer of its key, or its own refusal.
 */
export async function moveInBatch(deps: Deps, move: Move): Promise<MoveAnswer> {
  const outcome = await queueOf(deps).ask(move)
  if (outcome.ok) return outcome.answer
  throw outcome.error
}
