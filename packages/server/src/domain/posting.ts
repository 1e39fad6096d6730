// The one statement that moves money. Every money call posts through it: `post` (ledger.ts) runs
// it inside a call's transaction, `moveOnce` (idempotency.ts) runs it on its own with the key's
// claim and the member's view added. It is built from named pieces, each one CTE, in the lock
// order of docs/server.md ("Lock order", the one place it is written): the key (the caller's
// `gate`), then the member wallets (`lockWallets`), then the members rows (`addEarnings`).
//
// The group commit (domain/group-commit.ts) posts a batch of postings it has locked and checked
// itself with `batchStatement`, the same rows in one statement.
//
//   gate ─► w (the moves) ─► l (wallets locked, in order) ─► ok (all funded?) ─► u (wallets moved)
//                                                                           └─► t (transaction)
//                                                                              ├─► e (entries)
//                                                                              ├─► xl, x (earnings)
//                                                                              └─► ev (inbox events)
//
// Nothing is written unless `ok.go` is true: a wallet short of funds, or a closed gate, leaves the
// statement's `id` null and every table as it was.
import { sql, type SQL } from 'drizzle-orm'
import type { WalletName } from '@trellis/contract'
import { arrayRows, type Column } from '../db/rows'
import { EVENT_COLUMNS, eventOf, inboxStatement, postingEvents } from './inbox'
import type { Leg, Posting } from './ledger'

/** The net move of one member wallet (a posting may touch a wallet with several legs). */
export interface WalletMove {
  memberId: number
  wallet: WalletName
  cents: number
}

/** What a caller may add to a posting's statement. */
export interface PostingParts {
  /** A boolean expression: when false, the statement moves and writes nothing. */
  gate?: SQL
  /**
   * A SELECT that sees the moves: `read(moved)` takes the new balances of the wallets it moved
   * from `moved` (id, balance_cents); its first row comes back as `read`.
   */
  read?: (moved: SQL) => SQL
  /** More CTEs after the posting's own (`t` is the transaction, `r` the read), each with its leading comma. */
  tail?: SQL
  /** More result columns, each with its leading comma. */
  columns?: SQL
}

/** The statement and the legs it posts (sorted, non-zero). */
export interface PostingStatement {
  statement: SQL
  legs: Leg[]
}

/**
 * The statement that records posting `p`. Result columns: `id` (null when a wallet fell short or
 * the gate was closed: then nothing changed), `read`, and the caller's `columns`.
 */
export function postingStatement(p: Posting, parts: PostingParts = {}): PostingStatement {
  const legs = balancedLegs(p)
  const moves = walletMoves(legs)
  const statement = sql`WITH ${gate(parts.gate)},
      ${moveList(moves)},
      ${lockWallets(moves)},
      ${checkFunds(moves.length)},
      ${moveWallets()},
      ${writeTransaction(p)}
      ${writeEntries(legs)}
      ${addEarnings(legs)}
      ${inboxStatement(p, legs)}
      ${parts.read ? sql`, r AS (${parts.read(sql`u`)})` : sql``}
      ${parts.tail ?? sql``}
    SELECT (SELECT id FROM t) AS id,
      ${parts.read ? sql`(SELECT row_to_json(r) FROM r LIMIT 1)` : sql`NULL`} AS read
      ${parts.columns ?? sql``}`
  return { statement, legs }
}

/** The legs, checked to sum to zero in whole cents, without zero legs, in the lock order. */
export function balancedLegs(p: Posting): Leg[] {
  const total = p.legs.reduce((s, l) => s + l.cents, 0)
  if (total !== 0 || p.legs.some((l) => !Number.isSafeInteger(l.cents))) {
    throw new Error(`Unbalanced posting ${p.kind}: ${total}`)
  }
  return p.legs.filter((l) => l.cents !== 0).sort(compareLegs)
}

/** Member accounts first (by member id, then wallet name), then system accounts. */
function legKey(l: Leg): string {
  return 'system' in l.account
    ? `2:${l.account.system}`
    : `1:${String(l.account.memberId).padStart(20, '0')}:${l.account.wallet}`
}

function compareLegs(a: Leg, b: Leg): number {
  return legKey(a).localeCompare(legKey(b))
}

/** The net move of each member wallet the legs touch, in the lock order. */
export function walletMoves(legs: Leg[]): WalletMove[] {
  const moves = new Map<string, WalletMove>()
  for (const { account, cents } of legs) {
    if ('system' in account) continue
    const k = `${account.memberId}:${account.wallet}`
    const m = moves.get(k) ?? { memberId: account.memberId, wallet: account.wallet, cents: 0 }
    m.cents += cents
    moves.set(k, m)
  }
  return [...moves.values()]
}

/** g: whether the statement may write at all (the caller's gate, e.g. the key's lock and check). */
function gate(expression: SQL | undefined): SQL {
  return sql`g AS (SELECT ${expression ?? sql`true`} AS open)`
}

/** w: the member wallets' moves as rows (member_id, name, cents). */
function moveList(moves: WalletMove[]): SQL {
  const rows =
    moves.length === 0
      ? sql`SELECT NULL::bigint, NULL::text, NULL::bigint WHERE false`
      : sql`VALUES ${sql.join(
          moves.map((w) => sql`(${w.memberId}::bigint, ${w.wallet}::text, ${w.cents}::bigint)`),
          sql`, `,
        )}`
  return sql`w(member_id, name, cents) AS (${rows})`
}

/** l: the moved wallets, locked in one statement in (member, name) order: lock order step 2. */
function lockWallets(moves: WalletMove[]): SQL {
  const named =
    moves.length === 0
      ? sql`false`
      : sql`(a.member_id, a.name) IN (${sql.join(
          moves.map((w) => sql`(${w.memberId}::bigint, ${w.wallet}::text)`),
          sql`, `,
        )})`
  return sql`l AS (SELECT a.id, a.member_id, a.name, a.balance_cents FROM accounts a
    WHERE (SELECT open FROM g) AND ${named}
    ORDER BY a.member_id, a.name FOR UPDATE)`
}

/** ok: go when the gate is open, every wallet was found, and none would fall below zero. */
function checkFunds(wallets: number): SQL {
  return sql`ok AS (SELECT (SELECT open FROM g) AND count(*) = ${wallets}
      AND COALESCE(bool_and(l.balance_cents + w.cents >= 0), true) AS go
    FROM l JOIN w ON w.member_id = l.member_id AND w.name = l.name)`
}

/** u: the locked wallets moved (only on go); returns their new balances. */
function moveWallets(): SQL {
  return sql`u AS (UPDATE accounts a SET balance_cents = a.balance_cents + w.cents
    FROM w
    WHERE (SELECT go FROM ok) AND a.id IN (SELECT id FROM l)
      AND a.member_id = w.member_id AND a.name = w.name
    RETURNING a.id, a.member_id, a.name, a.balance_cents)`
}

/** t: the ledger transaction (only on go). */
function writeTransaction(p: Posting): SQL {
  return sql`t AS (INSERT INTO ledger_transactions (kind, member_id, idempotency_key, memo)
    SELECT ${p.kind}, ${p.memberId}::bigint, ${p.idempotencyKey ?? null}, ${p.memo}
    WHERE (SELECT go FROM ok)
    RETURNING id)`
}

/** e: one entry per leg, on the moved wallet or the system account (written only with t). */
function writeEntries(legs: Leg[]): SQL {
  if (legs.length === 0) return sql``
  return sql`, e AS (INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, source_kind,
      source_member_id, level, rate_bp, base_cents, day)
    SELECT t.id,
           CASE WHEN v.member_id IS NULL
             THEN (SELECT s.id FROM accounts s WHERE s.member_id IS NULL AND s.name = v.name)
             ELSE (SELECT u.id FROM u WHERE u.member_id = v.member_id AND u.name = v.name)
           END,
           v.cents, v.kind, v.from_member, v.level, v.rate_bp, v.base, v.day
    FROM t, ${arrayRows(legs.map(entryOf), 'v', ENTRY_COLUMNS)}
    RETURNING 1)`
}

/**
 * One entry's row (`arrayRows` with ENTRY_COLUMNS), a posting's and the group commit's: the
 * member's wallet or the system account by name, and the credit's source if it has one.
 */
function entryOf(leg: Leg) {
  const a = leg.account
  const s = leg.source
  return {
    member_id: 'system' in a ? null : a.memberId,
    name: 'system' in a ? a.system : a.wallet,
    cents: leg.cents,
    kind: s?.kind ?? null,
    from_member: s?.fromMemberId ?? null,
    level: s?.level ?? null,
    rate_bp: s?.rateBp ?? null,
    base: s?.baseCents ?? null,
    day: s?.day ?? null,
  }
}

/** The columns of `entryOf`'s rows, with their types. */
const ENTRY_COLUMNS: readonly Column<ReturnType<typeof entryOf>>[] = [
  ['member_id', 'bigint'],
  ['name', 'text'],
  ['cents', 'bigint'],
  ['kind', 'text'],
  ['from_member', 'bigint'],
  ['level', 'int'],
  ['rate_bp', 'int'],
  ['base', 'bigint'],
  ['day', 'date'],
]

/**
 * xl, x: members' earnings totals move with their credits that have a source (ROI among them):
 * the members rows locked in ascending id after the wallets (lock order step 3), then moved;
 * only with t. A `read` in the same statement does not see these totals (one snapshot).
 */
function addEarnings(legs: Leg[]): SQL {
  const earned = new Map<number, { total: number; roi: number }>()
  for (const leg of legs) {
    if ('system' in leg.account || leg.cents <= 0 || !leg.source) continue
    const e = earned.get(leg.account.memberId) ?? { total: 0, roi: 0 }
    e.total += leg.cents
    if (leg.source.kind === 'roi') e.roi += leg.cents
    earned.set(leg.account.memberId, e)
  }
  if (earned.size === 0) return sql``
  const rows = [...earned]
    .sort(([a], [b]) => a - b)
    .map(([id, e]) => sql`(${id}::bigint, ${e.total}::bigint, ${e.roi}::bigint)`)
  const ids = sql.join(
    [...earned.keys()].map((id) => sql`${id}::bigint`),
    sql`, `,
  )
  return sql`, xl AS (SELECT m.id FROM members m WHERE m.id IN (${ids}) AND EXISTS (SELECT 1 FROM t)
      ORDER BY m.id FOR NO KEY UPDATE),
    x AS (UPDATE members m SET earned_cents = m.earned_cents + v.total,
      earned_roi_cents = m.earned_roi_cents + v.roi
    FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, total, roi)
    WHERE m.id = v.id AND m.id IN (SELECT id FROM xl)
    RETURNING 1)`
}

/** A posting of a batch: its place, its legs (`balancedLegs`) and the answer stored under its key. */
export interface BatchPosting {
  ord: number
  posting: Posting
  legs: Leg[]
  key?: { memberId: number; key: string; call: string; fingerprint: string; answer: string }
}

/**
 * The group commit's write (domain/group-commit.ts), for postings whose wallets it has locked in
 * the lock order and checked in arrival order: the wallets' net moves (`net`: account id, cents),
 * one ledger transaction per posting (ids drawn in the postings' order), their entries and inbox
 * events, and the keys' stored answers, in one statement. No earnings credits (`addEarnings`):
 * the batch's calls are transfers.
 */
export function batchStatement(postings: BatchPosting[], net: [number, number][]): SQL {
  if (postings.some((p) => p.legs.some((l) => l.source))) {
    throw new Error('a batch cannot move earnings totals')
  }
  // Every column is an array parameter (db/rows.ts): one text for every batch, prepared on PostgreSQL.
  const transactions = postings.map(({ ord, posting: p }) => ({
    ord,
    kind: p.kind,
    member_id: p.memberId,
    key: p.idempotencyKey ?? null,
    memo: p.memo,
  }))
  const entries = postings.flatMap(({ ord, legs }) => legs.map((leg) => ({ ord, ...entryOf(leg) })))
  const events = postings.flatMap(({ ord, posting, legs }) =>
    postingEvents(posting, legs).map((e) => ({ ord, ...eventOf(e) })),
  )
  const keys = postings.flatMap(({ key: k }) =>
    k
      ? [
          {
            member_id: k.memberId,
            key: k.key,
            call: k.call,
            fingerprint: k.fingerprint,
            answer: k.answer,
          },
        ]
      : [],
  )
  const moved = net.filter(([, cents]) => cents !== 0).map(([id, cents]) => ({ id, cents }))
  return sql`WITH n AS (SELECT v.ord, v.kind, v.member_id, v.key, v.memo,
        nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS id
      FROM ${arrayRows(transactions, 'v', [
        ['ord', 'int'],
        ['kind', 'text'],
        ['member_id', 'bigint'],
        ['key', 'text'],
        ['memo', 'text'],
      ])})
    , u AS (UPDATE accounts a SET balance_cents = a.balance_cents + w.cents
      FROM ${arrayRows(moved, 'w', [
        ['id', 'bigint'],
        ['cents', 'bigint'],
      ])}
      WHERE a.id = w.id RETURNING 1)
    , t AS (INSERT INTO ledger_transactions (id, kind, member_id, idempotency_key, memo)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, n.kind, n.member_id, n.key, n.memo FROM n ORDER BY n.id RETURNING id)
    , e AS (INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, source_kind,
        source_member_id, level, rate_bp, base_cents, day)
      SELECT n.id,
             CASE WHEN v.member_id IS NULL
               THEN (SELECT s.id FROM accounts s WHERE s.member_id IS NULL AND s.name = v.name)
               ELSE (SELECT a.id FROM accounts a WHERE a.member_id = v.member_id AND a.name = v.name)
             END,
             v.cents, v.kind, v.from_member, v.level, v.rate_bp, v.base, v.day
      FROM n JOIN ${arrayRows(entries, 'v', [['ord', 'int'], ...ENTRY_COLUMNS])} ON v.ord = n.ord
      ORDER BY n.id RETURNING 1)
    , ev AS (INSERT INTO member_events
        (member_id, kind, amount_cents, other_member_id, detail, mail_due, transaction_id)
      SELECT v.member_id, v.kind, v.cents, v.other, v.detail, v.mail_due, n.id
      FROM n JOIN ${arrayRows(events, 'v', [['ord', 'int'], ...EVENT_COLUMNS])} ON v.ord = n.ord
      RETURNING 1)
    , k AS (INSERT INTO idempotency_keys (member_id, key, call, fingerprint, status_code, answer)
      SELECT q.member_id, q.key, q.call, q.fingerprint, 200, q.answer
      FROM ${arrayRows(keys, 'q', [
        ['member_id', 'bigint'],
        ['key', 'text'],
        ['call', 'text'],
        ['fingerprint', 'text'],
        ['answer', 'text'],
      ])}
      RETURNING 1)
    SELECT (SELECT count(*) FROM t) AS posted`
}
