// Prints one database's run: the per-call table, the physical references with the ratios of each
// layer, the goals with met/missed, and the ledger check.
import type { CheckResult } from './check'
import type { RefFigures } from './stats'
import { formatRows, type Row } from './stats'

/** The goals at 32 in flight: transfers per second and their p99. */
export const GOALS = {
  postgres: { perSecond: 1000, p99: 50 },
  pglite: { perSecond: 300, p99: 100 },
} as const

const f = (v: number, digits = 1) => (Number.isNaN(v) ? '-' : v.toFixed(digits))

/** The lines of one run's report. */
export function report(o: {
  kind: 'pglite' | 'postgres'
  header: string
  rows: Row[]
  sql: RefFigures
  /** The group commit's statements, as many transfers per batch as in flight. */
  sqlBatched: RefFigures
  http: RefFigures
  inflight: number
  check: CheckResult
  died: string | undefined
}): string[] {
  const t = o.rows.find((r) => r.name === 'transfers (both)') ?? { perSecond: 0, p99: Number.NaN }
  const ref = (name: string, r: RefFigures) =>
    `${name.padEnd(44)}${f(r.perSecond).padStart(8)}${f(r.p50).padStart(8)}${f(r.p95).padStart(8)}${f(r.p99).padStart(8)}   errors ${r.errors}`
  const goal = GOALS[o.kind]
  const met = (yes: boolean) => (yes ? 'met' : 'missed')
  return [
    '',
    o.header,
    ...formatRows(o.rows),
    '(ok/s and percentiles: successful calls in the measured window; refusals: 4xx by status;',
    ' errors: 5xx and network; transfers = transferToUser + transferToSelf)',
    '',
    `physical reference, same database, same run, ${o.inflight} in flight:   ops/s  p50 ms  p95 ms  p99 ms`,
    ref("SQL only: a transfer's writes, no HTTP", o.sql),
    ref(`SQL only, batched: ${o.inflight} per group commit`, o.sqlBatched),
    ref('HTTP only: bare Fastify route, no database', o.http),
    `ratios: server transfers/s (under the mix) ÷ SQL-only/s (one statement) = ${f(t.perSecond / o.sql.perSecond, 3)};` +
      ` ÷ SQL-only batched/s = ${f(t.perSecond / o.sqlBatched.perSecond, 3)};` +
      ` ÷ HTTP-only/s = ${f(t.perSecond / o.http.perSecond, 3)};` +
      ` SQL-only/s ÷ HTTP-only/s = ${f(o.sql.perSecond / o.http.perSecond, 3)}`,
    '',
    `goal (${o.kind}, ${o.inflight} in flight; the issue's goals are at 32):`,
    `  transfers/s ${f(t.perSecond).padStart(8)}   goal ≥ ${goal.perSecond}   ${met(t.perSecond >= goal.perSecond)}`,
    `  p99 ms      ${f(t.p99).padStart(8)}   goal ≤ ${goal.p99}    ${met(t.p99 <= goal.p99)}`,
    '',
    ...o.check.lines,
    ...(o.died ? [`SERVER DIED: ${o.died}`] : []),
  ]
}
