// The audit log (docs/security.md, "Audit log"): one row per operator or automation action, written
// in the action's own transaction where the action has one. Append-only: the table's trigger
// (migration 0160) refuses UPDATE, DELETE and TRUNCATE, so not even this code can change a row.
import { sql, type SQL } from 'drizzle-orm'
import {
  OPS_PAGE_SIZE,
  opsMessages,
  type OpsAuditEntry,
  type OpsAuditFilter,
} from '@trellis/contract'
import { query, type Runner } from '../db/client'
import { invalid } from '../domain/errors'

/** Who acts and from where: set by the ops routes for each request. */
export interface Actor {
  /** `operator:<id>` or `automation`. */
  actor: string
  /** The operator's id; null for automation. */
  operatorId: number | null
  requestId: string | null
  address: string | null
}

/** One action to record. */
export interface AuditEvent {
  action: string
  objectType: string
  objectId?: string | number | null
  before?: unknown
  after?: unknown
  reason?: string | null
}

/** Appends one row (in `runner`: the action's transaction where it has one). */
export async function audit(runner: Runner, who: Actor, at: Date, e: AuditEvent): Promise<void> {
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v))
  await runner.execute(
    sql`INSERT INTO audit_log (at, actor, action, object_type, object_id, before, after, reason, request_id, address)
        VALUES (${at}, ${who.actor}, ${e.action}, ${e.objectType},
                ${e.objectId === undefined || e.objectId === null ? null : String(e.objectId)},
                ${json(e.before)}::jsonb, ${json(e.after)}::jsonb, ${e.reason ?? null},
                ${who.requestId}, ${who.address})`,
  )
}

interface AuditRow {
  id: number
  at: Date | string
  actor: string
  email: string | null
  action: string
  object_type: string
  object_id: string | null
  before: unknown
  after: unknown
  reason: string | null
  request_id: string | null
  address: string | null
}

const parsed = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v)

function toEntry(r: AuditRow): OpsAuditEntry {
  return {
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    actor: { actor: r.actor, email: r.email },
    action: r.action,
    objectType: r.object_type,
    objectId: r.object_id,
    before: parsed(r.before) ?? null,
    after: parsed(r.after) ?? null,
    reason: r.reason,
    requestId: r.request_id,
    address: r.address,
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A list's `from` and `to` (both included, either may be absent): real calendar days written
 * YYYY-MM-DD, `from` not after `to`; else a 400 naming the field. (2026-02-31 must not reach the
 * database: its cast would fail there.)
 */
export function daysOf(from: unknown, to: unknown): { from?: string; to?: string } {
  const day = (value: unknown, field: string) => {
    if (value === undefined) return undefined
    const t = typeof value === 'string' && DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN
    if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
      throw invalid(opsMessages.dayFilter, field)
    return value
  }
  const days = { from: day(from, 'from'), to: day(to, 'to') }
  if (days.from && days.to && days.from > days.to) throw invalid(opsMessages.dayFilter, 'to')
  return Object.fromEntries(Object.entries(days).filter(([, v]) => v !== undefined))
}

const TEXT = /^[\w.:@+-]{1,100}$/

/** The filters as SQL; a malformed one is refused (400) before any query. */
function where(f: OpsAuditFilter): SQL {
  const parts: SQL[] = [sql`TRUE`]
  for (const [name, value] of Object.entries({
    actor: f.actor,
    action: f.action,
    objectType: f.objectType,
    objectId: f.objectId,
  })) {
    if (value !== undefined && (typeof value !== 'string' || !TEXT.test(value)))
      throw invalid(`${name} must be 1 to 100 letters, digits or . : @ + - _`, name)
  }
  const { from, to } = daysOf(f.from, f.to)
  if (f.actor) parts.push(sql`a.actor = ${f.actor}`)
  if (f.action) {
    parts.push(
      f.action.endsWith('.')
        ? sql`starts_with(a.action, ${f.action})`
        : sql`(a.action = ${f.action} OR starts_with(a.action, ${`${f.action}.`}))`,
    )
  }
  if (f.objectType) parts.push(sql`a.object_type = ${f.objectType}`)
  if (f.objectId) parts.push(sql`a.object_id = ${f.objectId}`)
  if (from) parts.push(sql`a.at >= ${from}::date`)
  if (to) parts.push(sql`a.at < ${to}::date + 1`)
  return sql.join(parts, sql` AND `)
}

const select = (filter: SQL) =>
  sql`SELECT a.*, o.email FROM audit_log a
      LEFT JOIN operators o ON a.actor = 'operator:' || o.id::text
      WHERE ${filter}`

/** A page of the log, newest first. */
export async function listAudit(runner: Runner, f: OpsAuditFilter, page: number) {
  const filter = where(f)
  const rows = await query<AuditRow>(
    runner,
    sql`${select(filter)} ORDER BY a.id DESC LIMIT ${OPS_PAGE_SIZE} OFFSET ${(page - 1) * OPS_PAGE_SIZE}`,
  )
  const [count] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM audit_log a WHERE ${filter}`,
  )
  const total = count?.n ?? 0
  return {
    status: true as const,
    data: rows.map(toEntry),
    page,
    pageSize: OPS_PAGE_SIZE,
    total,
    hasMore: page * OPS_PAGE_SIZE < total,
  }
}

/** At most this many rows go in one CSV export (a narrower filter gets the rest). */
export const AUDIT_CSV_MAX = 10_000

/** The log as CSV (oldest first, at most AUDIT_CSV_MAX rows). */
export async function auditCsv(runner: Runner, f: OpsAuditFilter): Promise<string> {
  const rows = await query<AuditRow>(
    runner,
    sql`${select(where(f))} ORDER BY a.id LIMIT ${AUDIT_CSV_MAX}`,
  )
  const head = [
    'id',
    'at',
    'actor',
    'operator_email',
    'action',
    'object_type',
    'object_id',
    'before',
    'after',
    'reason',
    'request_id',
    'address',
  ]
  const lines = rows.map((r) => {
    const e = toEntry(r)
    return [
      e.id,
      e.at,
      e.actor.actor,
      e.actor.email,
      e.action,
      e.objectType,
      e.objectId,
      e.before === null ? null : JSON.stringify(e.before),
      e.after === null ? null : JSON.stringify(e.after),
      e.reason,
      e.requestId,
      e.address,
    ]
  })
  return toCsv(head, lines)
}

/**
 * CSV text (RFC 4180): every field quoted when it needs it; a field starting with = + - @ is
 * prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function toCsv(head: string[], rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    if (v === null) return ''
    let s = String(v)
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  return [head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}
