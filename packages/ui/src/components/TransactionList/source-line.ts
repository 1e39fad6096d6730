import { formatUsd, type EarningSource } from '@trellis/contract'

const KIND_LABEL: Record<EarningSource['kind'], string> = {
  roi: 'ROI',
  level: 'Level',
  membership: 'Membership',
  reward: 'Business reward',
  bonus: 'Bonus',
}

/** Percent as the member reads it: 5, 1.5, 0.25 (no trailing zeros). */
function percent(rate: number): string {
  return `${Number(rate.toFixed(4))}%`
}

/**
 * Where an earning came from, in one line: "Level 2 · 5% of $1,000.00 from BCH1000005".
 * Parts the source does not carry are left out rather than shown as blanks.
 */
export function sourceLine(source: EarningSource): string {
  const kind =
    source.kind === 'level' && source.level !== null
      ? `Level ${source.level}`
      : KIND_LABEL[source.kind]
  const basis: string[] = []
  if (source.rate !== null && source.baseAmount !== null) {
    basis.push(`${percent(source.rate)} of ${formatUsd(source.baseAmount)}`)
  } else if (source.rate !== null) {
    basis.push(percent(source.rate))
  }
  if (source.fromUserId !== null && source.kind !== 'roi') basis.push(`from ${source.fromUserId}`)
  return basis.length > 0 ? `${kind} · ${basis.join(' ')}` : kind
}
