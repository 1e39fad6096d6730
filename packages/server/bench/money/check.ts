// The ledger check that ends every run: every transaction sums to zero and every balance equals
// its entries (the ops API), the members' money plus the system accounts is zero, and what the
// members lost went exactly to fees, pending withdrawals and investments (less rewards the
// server paid), as the successful answers the bench received say it should.
import { fromCents, transferFeeCents, toCents } from '@trellis/contract'
import { economics, percentOf } from '@trellis/contract'
import { AMOUNTS, type Sample } from './drive'
import type { MoneyTotals } from './seed'

/** What the successful answers imply for each system account (cents). */
export function expectedMoves(samples: readonly Sample[]): Record<string, number> {
  const cents = (dollars: number) => toCents(dollars) ?? 0
  const per = {
    transferToUser: { fees: transferFeeCents(cents(AMOUNTS.transfer)) },
    transferToSelf: { fees: percentOf(cents(AMOUNTS.self), economics.selfTransferFeeBp) },
    investNow: { investments: cents(AMOUNTS.invest) },
    withdrawalRequest: {
      'withdrawals-out': cents(AMOUNTS.withdrawal),
      fees: percentOf(cents(AMOUNTS.withdrawal), economics.withdrawalChargeBp),
    },
    sendMail: {},
  } as Record<Sample['call'], Record<string, number>>
  const out: Record<string, number> = { fees: 0, 'withdrawals-out': 0, investments: 0 }
  for (const s of samples) {
    if (s.status < 200 || s.status >= 300) continue
    for (const [account, c] of Object.entries(per[s.call])) out[account] = (out[account] ?? 0) + c
  }
  return out
}

/** The verdict and the lines to print. */
export interface CheckResult {
  ok: boolean
  lines: string[]
}

const usd = (c: number) => `$${fromCents(c).toLocaleString('en-US', { minimumFractionDigits: 2 })}`

/** What ops ledger-check reports (all 0 for a sound ledger). */
export interface Problems {
  unbalanced: number
  drifted: number
  earningsDrifted: number
}

/**
 * Judges a run. `unknown` counts calls whose outcome the bench cannot know (5xx, network): with
 * any, a difference from the expected moves is reported but only conservation can fail the run.
 */
export function judge(o: {
  problems: Problems
  before: MoneyTotals
  after: MoneyTotals
  expected: Record<string, number>
  unknown: number
}): CheckResult {
  const lines: string[] = []
  let ok = true
  const sound =
    o.problems.unbalanced === 0 && o.problems.drifted === 0 && o.problems.earningsDrifted === 0
  ok &&= sound
  lines.push(
    `ledger: ${o.problems.unbalanced} unbalanced transactions, ${o.problems.drifted} drifted balances, ${o.problems.earningsDrifted} drifted earnings totals (ops ledger-check)`,
  )
  const sum = o.after.members + Object.values(o.after.system).reduce((a, b) => a + b, 0)
  ok &&= sum === 0
  lines.push(
    `members' total + system accounts = ${sum} cents${sum === 0 ? '' : '  <- money created or lost'}`,
  )
  const names = new Set([...Object.keys(o.before.system), ...Object.keys(o.after.system)])
  const delta: Record<string, number> = {}
  for (const n of names) delta[n] = (o.after.system[n] ?? 0) - (o.before.system[n] ?? 0)
  const lost = o.before.members - o.after.members
  const d = (n: string) => delta[n] ?? 0
  const rest = Object.entries(delta).filter(
    ([n, c]) => c !== 0 && !['fees', 'withdrawals-out', 'investments', 'earnings'].includes(n),
  )
  const explained = d('fees') + d('withdrawals-out') + d('investments') + d('earnings')
  const conserved = lost === explained && rest.length === 0
  ok &&= conserved
  lines.push(
    `members lost ${usd(lost)} = fees ${usd(d('fees'))} + pending withdrawals ${usd(d('withdrawals-out'))}` +
      ` + investments ${usd(d('investments'))} − rewards paid ${usd(-d('earnings') || 0)}` +
      (conserved
        ? ''
        : `  <- MISMATCH (explained ${usd(explained)}; other moves: ${JSON.stringify(rest)})`),
  )
  const wrong = Object.entries(o.expected).filter(([n, c]) => d(n) !== c)
  const matches = wrong.length === 0
  if (!matches && o.unknown === 0) ok = false
  lines.push(
    matches
      ? 'fees, withdrawals and investments equal what the successful answers imply'
      : `differs from the successful answers: ${wrong.map(([n, c]) => `${n} ${usd(d(n))} vs ${usd(c)}`).join(', ')}` +
          (o.unknown > 0 ? ` (${o.unknown} calls of unknown outcome)` : ''),
  )
  lines.push(ok ? 'ledger check: PASS (0 cents created or lost)' : 'ledger check: FAIL')
  return { ok, lines }
}
