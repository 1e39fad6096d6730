// What the console reads: the dashboard, the deposit and withdrawal queues with filters, member
// search and the member's 360° view, the member's ledger, and the money per day (with CSV). Reads
// only; each bad filter answers 400 before any query.
import { sql, type SQL } from 'drizzle-orm'
import { formatEther, type Address } from 'viem'
import {
  approvalsNeeded,
  fromCents,
  OPS_PAGE_SIZE,
  opsMessages,
  serverMessages,
  type EarningSource,
  type HistoryKind,
  type OpsChainStatus,
  type OpsDailyReport,
  type OpsDashboard,
  type OpsDeposit,
  type OpsKycChange,
  type OpsLedgerEntry,
  type OpsLock,
  type OpsMemberHit,
  type OpsMemberView,
  type OpsQueueFilter,
  type OpsWithdrawal,
  type PayoutRules,
  type RequestStatus,
  type WalletName,
  historyMemo,
} from '@trellis/contract'
import { erc20Abi, unitsToCents } from '../chain/token'
import { query, type Runner } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError, invalid } from '../domain/errors'
import { jsonOf, ledgerProblems } from '../domain/ledger'
import { memberView } from '../domain/member-view'
import { factorState } from '../factors/factor-check'
import { deviceName, sessionHandle } from '../factors/session-list'
import { daysOf, toCsv } from './audit'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const USER_ID = /^[A-Za-z0-9_-]{1,32}$/
const STATUS = /^[a-z-]{1,20}$/

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

function page<T>(data: T[], p: number, total: number) {
  return {
    status: true as const,
    data,
    page: p,
    pageSize: OPS_PAGE_SIZE,
    total,
    hasMore: p * OPS_PAGE_SIZE < total,
  }
}

/** A real calendar day written YYYY-MM-DD, or a 400 naming the field. */
export function dayOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || !DAY.test(value)) throw invalid(opsMessages.dayRange, field)
  const t = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
    throw invalid(opsMessages.dayRange, field)
  return value
}

/** The queue filters as SQL on the table aliased `r` joined with members `m`. */
function queueWhere(f: OpsQueueFilter): SQL {
  const parts: SQL[] = [sql`TRUE`]
  if (f.status !== undefined) {
    if (typeof f.status !== 'string' || !STATUS.test(f.status))
      throw invalid('status must be a status such as pending, approved, rejected, paid.', 'status')
    parts.push(sql`r.status = ${f.status}`)
  }
  if (f.userId !== undefined) {
    if (typeof f.userId !== 'string' || !USER_ID.test(f.userId))
      throw invalid('userId must be 1 to 32 letters, digits, _ or -.', 'userId')
    parts.push(sql`upper(m.user_id) = upper(${f.userId})`)
  }
  const { from, to } = daysOf(f.from, f.to)
  if (from) parts.push(sql`r.created_at >= ${from}::date`)
  if (to) parts.push(sql`r.created_at < ${to}::date + 1`)
  return sql.join(parts, sql` AND `)
}

/** Who decided an object last, from the audit log (`<type>.approve` / `.reject` / `.pay`). */
const decider = (type: string) => sql`LEFT JOIN LATERAL (
    SELECT al.actor, op.email FROM audit_log al
    LEFT JOIN operators op ON al.actor = 'operator:' || op.id::text
    WHERE al.object_type = ${type} AND al.object_id = r.id::text
      AND al.action IN (${`${type}.approve`}, ${`${type}.reject`}, ${`${type}.pay`})
    ORDER BY al.id DESC LIMIT 1) dec ON TRUE`

interface QueueRow {
  id: number
  user_id: string
  first_name: string
  last_name: string
  amount_cents: number
  status: RequestStatus
  created_at: Date | string
  decided_at: Date | string | null
  dec_actor: string | null
  dec_email: string | null
  total_count: number
}

/** The deposits queue (oldest first, so the queue is worked in order). */
export async function depositsQueue(runner: Runner, f: OpsQueueFilter, p: number) {
  const rows = await query<
    QueueRow & {
      r_date: string
      p_type: number
      trx: string
      from_address: string | null
      to_address: string | null
      to_wallet: 'hot-wallet' | 'treasury' | null
      own_sender: boolean | null
    }
  >(
    runner,
    // A claim to the network's wallet: is its sender a payout address this member ever saved?
    sql`SELECT r.*, m.user_id, m.first_name, m.last_name, dec.actor AS dec_actor,
          dec.email AS dec_email, count(*) OVER () AS total_count,
          (r.from_address IS NOT NULL AND (lower(m.usdt_address) = r.from_address OR EXISTS (
            SELECT 1 FROM member_kyc_history h WHERE h.member_id = r.member_id
              AND lower(h.address) = r.from_address))) AS own_sender
        FROM deposits r JOIN members m ON m.id = r.member_id ${decider('deposit')}
        WHERE ${queueWhere(f)} ORDER BY r.id
        LIMIT ${OPS_PAGE_SIZE} OFFSET ${(p - 1) * OPS_PAGE_SIZE}`,
  )
  const data: OpsDeposit[] = rows.map((r) => ({
    id: String(r.id),
    rDate: r.r_date,
    pType: r.p_type,
    amount: fromCents(r.amount_cents),
    trx: r.trx,
    status: r.status,
    createdAt: iso(r.created_at) ?? '',
    userId: r.user_id,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    decidedAt: iso(r.decided_at),
    decidedBy: r.dec_actor ? { actor: r.dec_actor, email: r.dec_email } : null,
    ...(r.from_address && r.to_address && r.to_wallet
      ? {
          onChain: {
            from: r.from_address,
            to: r.to_address,
            wallet: r.to_wallet,
            fromMemberPayoutAddress: r.own_sender === true,
          },
        }
      : {}),
  }))
  return page(data, p, rows[0]?.total_count ?? (await countOf(runner, 'deposits', f)))
}

/** The approvals given so far per withdrawal (withdrawal_approvals), oldest first. */
const approvalsJoin = sql`LEFT JOIN LATERAL (
    SELECT COALESCE(json_agg(json_build_object('actor', wa.actor, 'email', op.email, 'at', wa.at)
             ORDER BY wa.at, wa.actor), '[]'::json) AS list
    FROM withdrawal_approvals wa
    LEFT JOIN operators op ON wa.actor = 'operator:' || op.id::text
    WHERE wa.withdrawal_id = r.id) appr ON TRUE`

type WithdrawalQueueRow = QueueRow & {
  charge_cents: number
  address: string
  trx: string | null
  hold_reason: string | null
  approvals: unknown
}

function toOpsWithdrawal(r: WithdrawalQueueRow, rules: PayoutRules): OpsWithdrawal {
  const given = (jsonOf(r.approvals) ?? []) as { actor: string; email: string | null; at: string }[]
  return {
    id: String(r.id),
    amount: fromCents(r.amount_cents),
    charges: fromCents(r.charge_cents),
    desc: r.address
      ? historyMemo('withdrawalTo', { address: r.address })
      : historyMemo('withdrawal'),
    trx: r.trx,
    status: r.status,
    ...(r.status === 'approved' && r.hold_reason ? { note: r.hold_reason } : {}),
    createdAt: iso(r.created_at) ?? '',
    userId: r.user_id,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    address: r.address,
    decidedAt: iso(r.decided_at),
    approvals: given.map((a) => ({
      by: { actor: a.actor, email: a.email },
      at: iso(a.at) ?? '',
    })),
    approvalsNeeded: approvalsNeeded(rules, r.amount_cents),
  }
}

const withdrawalSelect = sql`SELECT r.*, m.user_id, m.first_name, m.last_name,
          appr.list AS approvals, dec.actor AS dec_actor, dec.email AS dec_email,
          count(*) OVER () AS total_count
        FROM withdrawals r JOIN members m ON m.id = r.member_id ${approvalsJoin} ${decider('withdrawal')}`

/** The withdrawals queue (oldest first), with the approvals given and needed. */
export async function withdrawalsQueue(
  runner: Runner,
  rules: PayoutRules,
  f: OpsQueueFilter,
  p: number,
) {
  const rows = await query<WithdrawalQueueRow>(
    runner,
    sql`${withdrawalSelect} WHERE ${queueWhere(f)} ORDER BY r.id
        LIMIT ${OPS_PAGE_SIZE} OFFSET ${(p - 1) * OPS_PAGE_SIZE}`,
  )
  const data = rows.map((r) => toOpsWithdrawal(r, rules))
  return page(data, p, rows[0]?.total_count ?? (await countOf(runner, 'withdrawals', f)))
}

/** One withdrawal as the queue shows it (the answer of an approval, a payment or a rejection). */
export async function opsWithdrawal(
  runner: Runner,
  rules: PayoutRules,
  id: number,
): Promise<OpsWithdrawal> {
  const [row] = await query<WithdrawalQueueRow>(runner, sql`${withdrawalSelect} WHERE r.id = ${id}`)
  if (!row) throw new DomainError('not-found', serverMessages.notFound)
  return toOpsWithdrawal(row, rules)
}

async function countOf(runner: Runner, table: 'deposits' | 'withdrawals', f: OpsQueueFilter) {
  const t = table === 'deposits' ? sql`deposits` : sql`withdrawals`
  const [row] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM ${t} r JOIN members m ON m.id = r.member_id WHERE ${queueWhere(f)}`,
  )
  return row?.n ?? 0
}

/** `text` matched literally in a LIKE pattern. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Members by user id, e-mail, phone or name (a prefix of each, any letter case). */
export async function memberSearch(deps: Deps, qGiven: unknown, p: number) {
  const q = typeof qGiven === 'string' ? qGiven.trim() : ''
  if (q.length < 2 || q.length > 100) throw invalid(opsMessages.searchTooShort, 'q')
  const like = `${literal(q.toLowerCase())}%`
  const digits = q.replace(/[^\d]/g, '')
  const phone =
    digits.length >= 4
      ? sql`OR regexp_replace(m.phone, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`
      : sql``
  const rows = await query<{
    user_id: string
    first_name: string
    last_name: string
    email: string
    phone: string
    created_at: Date | string
    total_investment_cents: number
    locked: boolean
    total_count: number
  }>(
    deps.database.db,
    sql`SELECT m.user_id, m.first_name, m.last_name, m.email, m.phone, m.created_at,
          m.total_investment_cents, count(*) OVER () AS total_count,
          EXISTS (SELECT 1 FROM auth_guards g WHERE g.locked_until > ${deps.now()}
                  AND g.subject IN ('login:' || lower(m.user_id), 'tpass:' || m.id::text,
                                    'factor:' || m.id::text)) AS locked
        FROM members m
        WHERE lower(m.user_id) LIKE ${like} OR lower(m.email) LIKE ${like}
          OR lower(m.first_name) LIKE ${like} OR lower(m.last_name) LIKE ${like}
          OR lower(m.first_name || ' ' || m.last_name) LIKE ${like} ${phone}
        ORDER BY m.id LIMIT ${OPS_PAGE_SIZE} OFFSET ${(p - 1) * OPS_PAGE_SIZE}`,
  )
  const data: OpsMemberHit[] = rows.map((r) => ({
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    createdAt: iso(r.created_at) ?? '',
    totalInvestment: fromCents(r.total_investment_cents),
    locked: r.locked === true,
  }))
  return page(data, p, rows[0]?.total_count ?? 0)
}

interface EntryRow {
  id: number
  transaction_id: number
  tx_kind: string
  memo: string
  wallet: WalletName
  amount_cents: number
  balance_after: number
  created_at: Date | string
  source_kind: EarningSource['kind'] | null
  from_user_id: string | null
  level: number | null
  rate_bp: number | null
  base_cents: number | null
  day: string | null
  total_count: number
}

const MOVEMENTS: readonly string[] = [
  'deposit',
  'withdrawal',
  'withdrawal-refund',
  'transfer',
  'self-transfer',
  'invest',
  'activation',
  'bonus-redeem',
]

function toEntry(r: EntryRow): OpsLedgerEntry {
  const kind: HistoryKind = r.source_kind
    ? r.source_kind
    : r.tx_kind === 'pot3' || r.tx_kind === 'pot4'
      ? 'pool'
      : MOVEMENTS.includes(r.tx_kind)
        ? (r.tx_kind as HistoryKind)
        : 'other'
  return {
    id: String(r.id),
    amount: fromCents(Math.abs(r.amount_cents)),
    type: r.amount_cents >= 0 ? 'credit' : 'debit',
    desc: r.memo,
    wallet: r.wallet,
    createdAt: iso(r.created_at) ?? '',
    source: r.source_kind
      ? {
          kind: r.source_kind,
          fromUserId: r.from_user_id,
          level: r.level,
          rate: r.rate_bp === null ? null : r.rate_bp / 100,
          baseAmount: r.base_cents === null ? null : fromCents(r.base_cents),
          day: r.day,
        }
      : null,
    kind,
    counterparty: null,
    fee: null,
    transactionId: String(r.transaction_id),
    transactionKind: r.tx_kind,
    balanceAfter: fromCents(r.balance_after),
  }
}

/** A page of the member's ledger entries, newest first, each with the wallet's balance after it. */
export async function memberLedger(runner: Runner, memberId: number, p: number) {
  const rows = await query<EntryRow>(
    runner,
    sql`WITH e AS (
          SELECT e.*, a.name AS wallet,
            sum(e.amount_cents) OVER (PARTITION BY e.account_id ORDER BY e.id) AS balance_after,
            count(*) OVER () AS total_count
          FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.member_id = ${memberId})
        SELECT e.id, e.transaction_id, t.kind AS tx_kind, t.memo, e.wallet, e.amount_cents,
          e.balance_after, e.created_at, e.source_kind, s.user_id AS from_user_id, e.level,
          e.rate_bp, e.base_cents, e.day::text AS day, e.total_count
        FROM e JOIN ledger_transactions t ON t.id = e.transaction_id
        LEFT JOIN members s ON s.id = e.source_member_id
        ORDER BY e.id DESC LIMIT ${OPS_PAGE_SIZE} OFFSET ${(p - 1) * OPS_PAGE_SIZE}`,
  )
  return page(rows.map(toEntry), p, rows[0]?.total_count ?? 0)
}

/** Everything support needs about one member. */
export async function memberOverview(deps: Deps, memberId: number): Promise<OpsMemberView> {
  const db = deps.database.db
  const now = deps.now()
  const member = await memberView(db, memberId)
  const [team] = await query<{
    direct_count: number | null
    team_count: number | null
    team_business_cents: number | null
  }>(
    db,
    sql`SELECT direct_count, team_count, team_business_cents FROM team_totals WHERE member_id = ${memberId}`,
  )
  const upline = await query<{ user_id: string; first_name: string; last_name: string }>(
    db,
    sql`SELECT m.user_id, m.first_name, m.last_name FROM member_closure c
        JOIN members m ON m.id = c.ancestor_id
        WHERE c.member_id = ${memberId} ORDER BY c.level LIMIT 10`,
  )
  const sessions = await query<{
    id: string
    user_agent: string | null
    address: string | null
    created_at: Date | string
    last_used_at: Date | string | null
  }>(
    db,
    sql`SELECT id, user_agent, address, created_at, last_used_at FROM sessions
        WHERE member_id = ${memberId} AND ended_at IS NULL AND expires_at > ${now}
        ORDER BY created_at DESC LIMIT 100`,
  )
  const guards = await query<{
    subject: string
    failures: number
    locked_until: Date | string | null
  }>(
    db,
    sql`SELECT subject, failures, locked_until FROM auth_guards
        WHERE (subject IN (${`login:${member.userId.toLowerCase()}`}, ${`tpass:${memberId}`},
                           ${`factor:${memberId}`})
               OR (starts_with(subject, 'login-pair:') AND subject LIKE ${`% ${literal(member.userId.toLowerCase())}`}))
          AND (failures > 0 OR locked_until > ${now})`,
  )
  const [hold] = await query<{ payout_hold_until: Date | string | null }>(
    db,
    sql`SELECT payout_hold_until FROM members WHERE id = ${memberId} AND payout_hold_until > ${now}`,
  )
  const kinds: Record<string, OpsLock['kind']> = {
    login: 'login',
    tpass: 'tpass',
    factor: 'factor',
  }
  const locks: OpsLock[] = guards.map((g) => ({
    kind: kinds[g.subject.split(':')[0] ?? ''] ?? 'login',
    failures: g.failures,
    lockedUntil: g.locked_until && new Date(g.locked_until) > now ? iso(g.locked_until) : null,
  }))
  if (hold?.payout_hold_until)
    locks.push({ kind: 'payout-hold', failures: 0, lockedUntil: iso(hold.payout_hold_until) })
  const kyc = await query<{
    at: Date | string
    kind: OpsKycChange['kind']
    address: string | null
  }>(
    db,
    sql`SELECT at, kind, address FROM member_kyc_history WHERE member_id = ${memberId}
        ORDER BY id DESC LIMIT 50`,
  )
  const [pending] = await query<{ deposits: number; withdrawals: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM deposits WHERE member_id = ${memberId} AND status = 'pending') AS deposits,
               (SELECT count(*) FROM withdrawals WHERE member_id = ${memberId} AND status = 'pending') AS withdrawals`,
  )
  const factors = await factorState(db, memberId)
  const sponsor = upline[0]
  return {
    member,
    team: {
      sponsor: sponsor
        ? { userId: sponsor.user_id, name: `${sponsor.first_name} ${sponsor.last_name}`.trim() }
        : null,
      upline: upline.map((u) => ({
        userId: u.user_id,
        name: `${u.first_name} ${u.last_name}`.trim(),
      })),
      directCount: team?.direct_count ?? 0,
      teamCount: team?.team_count ?? 0,
      teamBusiness: fromCents(team?.team_business_cents ?? 0),
    },
    entries: (await memberLedger(db, memberId, 1)).data,
    sessions: sessions.map((s) => ({
      id: sessionHandle(s.id),
      device: deviceName(s.user_agent),
      address: s.address ?? '',
      startedAt: iso(s.created_at) ?? '',
      lastUsedAt: iso(s.last_used_at ?? s.created_at) ?? '',
    })),
    locks,
    factors: {
      totp: factors.totp,
      passkeys: factors.passkeys,
      recoveryCodesLeft: factors.recoveryLeft,
    },
    kyc: kyc.map((k) => ({
      at: iso(k.at) ?? '',
      kind: k.kind,
      address: k.address,
      by: `member:${member.userId}`,
    })),
    pendingDeposits: pending?.deposits ?? 0,
    pendingWithdrawals: pending?.withdrawals ?? 0,
  }
}

/** At most this many days in one report. */
export const REPORT_MAX_DAYS = 366

interface ReportRow {
  day: string
  deposits: number
  deposits_count: number
  withdrawals: number
  withdrawals_count: number
  fees: number
  investments: number
  investments_count: number
  roi: number
  level: number
  bonuses: number
  adjustments: number
}

/** Money per day (UTC), from the ledger: one row per day from `from` to `to`, oldest first. */
export async function dailyReport(
  runner: Runner,
  fromGiven: unknown,
  toGiven: unknown,
): Promise<OpsDailyReport[]> {
  const from = dayOf(fromGiven, 'from')
  const to = dayOf(toGiven, 'to')
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000
  if (span < 0 || span >= REPORT_MAX_DAYS) throw invalid(opsMessages.dayRange, 'to')
  const rows = await query<ReportRow>(
    runner,
    sql`WITH e AS (
          SELECT (t.created_at AT TIME ZONE 'UTC')::date AS day, t.kind, t.id AS tx,
                 a.member_id, a.name, e.amount_cents, e.source_kind
          FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
          JOIN accounts a ON a.id = e.account_id
          WHERE t.created_at >= ${from}::date AND t.created_at < ${to}::date + 1),
        agg AS (
          SELECT day,
            COALESCE(sum(amount_cents) FILTER (WHERE kind = 'deposit' AND member_id IS NOT NULL), 0) AS deposits,
            count(DISTINCT tx) FILTER (WHERE kind = 'deposit') AS deposits_count,
            COALESCE(sum(amount_cents) FILTER (WHERE kind = 'withdrawal-paid' AND name = 'payouts'), 0) AS withdrawals,
            count(DISTINCT tx) FILTER (WHERE kind = 'withdrawal-paid') AS withdrawals_count,
            COALESCE(sum(amount_cents) FILTER (WHERE member_id IS NULL AND name = 'fees'), 0) AS fees,
            COALESCE(sum(amount_cents) FILTER (WHERE kind = 'invest' AND member_id IS NULL AND name = 'investments'), 0) AS investments,
            count(DISTINCT tx) FILTER (WHERE kind = 'invest') AS investments_count,
            COALESCE(sum(amount_cents) FILTER (WHERE source_kind = 'roi' AND member_id IS NOT NULL), 0) AS roi,
            COALESCE(sum(amount_cents) FILTER (WHERE source_kind = 'level' AND member_id IS NOT NULL), 0) AS level,
            COALESCE(sum(amount_cents) FILTER (WHERE kind = 'bonus-grant' AND member_id IS NOT NULL), 0) AS bonuses,
            COALESCE(sum(amount_cents) FILTER (WHERE kind = 'adjustment' AND member_id IS NOT NULL), 0) AS adjustments
          FROM e GROUP BY day)
        SELECT d::date::text AS day, COALESCE(agg.deposits, 0) AS deposits,
          COALESCE(agg.deposits_count, 0) AS deposits_count, COALESCE(agg.withdrawals, 0) AS withdrawals,
          COALESCE(agg.withdrawals_count, 0) AS withdrawals_count, COALESCE(agg.fees, 0) AS fees,
          COALESCE(agg.investments, 0) AS investments,
          COALESCE(agg.investments_count, 0) AS investments_count, COALESCE(agg.roi, 0) AS roi,
          COALESCE(agg.level, 0) AS level, COALESCE(agg.bonuses, 0) AS bonuses,
          COALESCE(agg.adjustments, 0) AS adjustments
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        LEFT JOIN agg ON agg.day = d::date ORDER BY d`,
  )
  return rows.map((r) => ({
    day: r.day,
    deposits: fromCents(r.deposits),
    depositsCount: r.deposits_count,
    withdrawals: fromCents(r.withdrawals),
    withdrawalsCount: r.withdrawals_count,
    fees: fromCents(r.fees),
    investments: fromCents(r.investments),
    investmentsCount: r.investments_count,
    roiPaid: fromCents(r.roi),
    levelIncomePaid: fromCents(r.level),
    bonuses: fromCents(r.bonuses),
    adjustments: fromCents(r.adjustments),
  }))
}

/** The report as CSV (one line per day). */
export function dailyReportCsv(rows: OpsDailyReport[]): string {
  const head = [
    'day',
    'deposits',
    'deposits_count',
    'withdrawals',
    'withdrawals_count',
    'fees',
    'investments',
    'investments_count',
    'roi_paid',
    'level_income_paid',
    'bonuses',
    'adjustments',
  ]
  return toCsv(
    head,
    rows.map((r) => [
      r.day,
      r.deposits.toFixed(2),
      r.depositsCount,
      r.withdrawals.toFixed(2),
      r.withdrawalsCount,
      r.fees.toFixed(2),
      r.investments.toFixed(2),
      r.investmentsCount,
      r.roiPaid.toFixed(2),
      r.levelIncomePaid.toFixed(2),
      r.bonuses.toFixed(2),
      r.adjustments.toFixed(2),
    ]),
  )
}

/** The chain as the dashboard shows it: off (no chain), ok (read lately) or unavailable. */
async function chainStatus(deps: Deps): Promise<OpsChainStatus> {
  const chain = deps.chain
  if (!chain) return { status: 'off', head: null, hotWallet: null }
  const [row] = await query<{ next_block: number; updated_at: Date | string }>(
    deps.database.db,
    sql`SELECT next_block, updated_at FROM chain_cursors WHERE chain_id = ${chain.config.chainId}
          AND token = ${chain.config.token.toLowerCase()}`,
  )
  const hotWallet = await hotWalletBalances(deps)
  if (!row) return { status: 'unavailable', head: null, hotWallet }
  // The watcher moves its cursor at least every few seconds while it can read the chain.
  const fresh = deps.now().getTime() - new Date(row.updated_at).getTime() < 5 * 60_000
  return { status: fresh ? 'ok' : 'unavailable', head: row.next_block - 1, hotWallet }
}

/** The payout hot wallet's USDT and gas, or null (no hot wallet, or the chain did not answer). */
async function hotWalletBalances(deps: Deps): Promise<OpsChainStatus['hotWallet']> {
  const chain = deps.chain
  const address = deps.hotWallet
  if (!chain || !address) return null
  try {
    const [units, gas, decimals] = await Promise.all([
      chain.client.readContract({
        address: chain.config.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address as Address],
      }),
      chain.client.getBalance({ address: address as Address }),
      chain.decimals(),
    ])
    return {
      address,
      usdt: fromCents(Number(unitsToCents(units, decimals).cents)),
      gas: formatEther(gas),
    }
  } catch {
    return null
  }
}

/** The dashboard's ledger check is reused this long (it reads every entry; `checkedAt` says when). */
export const LEDGER_CHECK_REUSE_MS = 60_000
const checks = new WeakMap<
  object,
  { at: Date; problems: Awaited<ReturnType<typeof ledgerProblems>> }
>()

/** The ledger check, reused for LEDGER_CHECK_REUSE_MS per database (the ledger-check call is fresh). */
async function ledgerCheck(deps: Deps) {
  const kept = checks.get(deps.database)
  const now = deps.now()
  if (kept && now.getTime() - kept.at.getTime() < LEDGER_CHECK_REUSE_MS) return kept
  const fresh = { at: now, problems: await ledgerProblems(deps.database.db) }
  checks.set(deps.database, fresh)
  return fresh
}

/** The dashboard: today's money, the queues, the ledger check and the chain. */
export async function dashboard(deps: Deps): Promise<OpsDashboard> {
  const db = deps.database.db
  const day = deps.now().toISOString().slice(0, 10)
  const [today] = await dailyReport(db, day, day)
  const [q] = await query<{ d: number; w: number; a: number; h: number; p: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM deposits WHERE status = 'pending') AS d,
               (SELECT count(*) FROM withdrawals
                  WHERE status IN ('pending', 'approved', 'signed', 'sent')) AS w,
               (SELECT count(*) FROM withdrawals WHERE status = 'pending') AS a,
               (SELECT count(*) FROM withdrawals WHERE status = 'approved'
                  AND hold_reason IS NOT NULL) AS h,
               (SELECT count(*) FROM money_proposals WHERE status = 'pending') AS p`,
  )
  const { problems, at } = await ledgerCheck(deps)
  return {
    day,
    inflow: today?.deposits ?? 0,
    outflow: today?.withdrawals ?? 0,
    fees: today?.fees ?? 0,
    queues: {
      depositsPending: q?.d ?? 0,
      withdrawalsPending: q?.w ?? 0,
      withdrawalsAwaitingApproval: q?.a ?? 0,
      withdrawalsHeld: q?.h ?? 0,
      proposalsPending: q?.p ?? 0,
    },
    ledger: {
      ok: problems.unbalanced === 0 && problems.drifted === 0 && problems.earningsDrifted === 0,
      ...problems,
      checkedAt: at.toISOString(),
    },
    chain: await chainStatus(deps),
  }
}
