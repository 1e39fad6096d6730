// Figures from the samples: per call and in total, successful calls per second, latency
// percentiles of the successes, refusals by status and errors (5xx and network).
import { CALLS, type CallName, type Sample } from './drive'

/** One row of the table. */
export interface Row {
  name: string
  ok: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  refusals: Map<number, number>
  errors: number
}

/** The q-quantile (nearest rank) of ascending `sorted` ms. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

/** A row over the measured samples of the given calls, over a window of `seconds`. */
/** A physical reference's figures from its measured durations (ms) over `seconds`. */
export interface RefFigures {
  perSecond: number
  p50: number
  p95: number
  p99: number
  errors: number
}

/** Sorts `times` and returns the rate and percentiles a reference prints. */
export function refFigures(times: number[], seconds: number, errors: number): RefFigures {
  times.sort((a, b) => a - b)
  return {
    perSecond: times.length / seconds,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    errors,
  }
}

export function rowOf(name: string, samples: readonly Sample[], seconds: number): Row {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300)
  const times = ok.map((s) => s.ms).sort((a, b) => a - b)
  const refusals = new Map<number, number>()
  for (const s of samples) {
    if (s.status >= 400 && s.status < 500) refusals.set(s.status, (refusals.get(s.status) ?? 0) + 1)
  }
  return {
    name,
    ok: ok.length,
    perSecond: ok.length / seconds,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    refusals,
    errors: samples.filter((s) => s.status === 0 || s.status >= 500).length,
  }
}

/** Rows per call, then transfers (to members and to self) and the total, measured window only. */
export function rowsOf(samples: readonly Sample[], seconds: number): Row[] {
  const measured = samples.filter((s) => s.measured)
  const of = (names: readonly CallName[]) => measured.filter((s) => names.includes(s.call))
  return [
    ...CALLS.map((c) => rowOf(c, of([c]), seconds)),
    rowOf('transfers (both)', of(['transferToUser', 'transferToSelf']), seconds),
    rowOf('total', measured, seconds),
  ]
}

const ms = (v: number) => (Number.isNaN(v) ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0))

/** The table's text. */
export function formatRows(rows: readonly Row[]): string[] {
  const head = `${'call'.padEnd(18)}${'ok/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'ok'.padStart(7)}  ${'refusals'.padEnd(18)}errors`
  return [
    head,
    ...rows.map((r) => {
      const refused = [...r.refusals].map(([s, n]) => `${s}×${n}`).join(' ') || '0'
      return `${r.name.padEnd(18)}${r.perSecond.toFixed(1).padStart(8)}${ms(r.p50).padStart(8)}${ms(r.p95).padStart(8)}${ms(r.p99).padStart(8)}${String(r.ok).padStart(7)}  ${refused.padEnd(18)}${r.errors}`
    }),
  ]
}
