// Wallet lists and earnings: every credit carries its source, so the sums here are the sums of
// what the lists show.
import { sayHistoryInHindi } from '@trellis/contract/i18n/hi-history'
import {
  statementCsv,
  statementRangeRefusal,
  EARNING_TREND_DAYS,
  fillTrend,
  lastDays,
  type CallName,
  type EarningDash,
  type WalletTransaction,
} from '@trellis/contract'
import { plus, sum } from '../money'
import { fail, paged, type Resolver } from './respond'

export const walletResolvers = {
  allWalletTrans: ({ me, body }) => {
    const today = new Date().toISOString().slice(0, 10)
    const list =
      body.filter === 'earningToday'
        ? me.histories.wallet.filter((t) => t.type === 'credit' && t.source?.day === today)
        : me.histories.wallet
    return paged(list, body.page)
  },
  walletHistory: ({ me, body }) =>
    paged(
      me.histories.wallet.filter((t) => t.wallet === 'wallet'),
      body.page,
    ),
  earningDash: ({ me }) => ({ status: true, data: earningDashOf(me.histories.wallet) }),
  // Income per day as the server counts it: the four incomes the totals add up (no bonus), on
  // the day each is for.
  earningTrend: ({ world, me }) => {
    const byDay = new Map<string, number>()
    for (const t of me.histories.wallet) {
      if (t.type !== 'credit' || !t.source || t.source.kind === 'bonus') continue
      const day = t.source.day ?? t.createdAt.slice(0, 10)
      byDay.set(day, plus(byDay.get(day) ?? 0, t.amount))
    }
    const days = lastDays(new Date(world.now), EARNING_TREND_DAYS)
    return { status: true, data: fillTrend(days, byDay) }
  },
  levelEarning: ({ me, body }) => paged(me.histories.levelIncome, body.page),
  statement: ({ me, body }) => {
    const { from, to } = body as { from: string; to: string }
    const refusal = statementRangeRefusal(from, to)
    if (refusal) fail(400, refusal.message, { field: refusal.field })
    // Oldest first, as the server's statement (the list is newest first).
    const rows = me.histories.wallet
      .filter((t) => {
        const day = t.createdAt.slice(0, 10)
        return day >= from && day <= to
      })
      .reverse()
    return {
      status: true,
      data: {
        filename: `statement-${from}-to-${to}.csv`,
        // In the member's language, as the server's.
        csv: statementCsv(rows, me.member.locale === 'hi' ? sayHistoryInHindi : undefined),
      },
    }
  },
} satisfies Partial<Record<CallName, Resolver>>

/** The four income totals of a transaction list: investment, level, membership, reward. */
export function earningDashOf(list: readonly WalletTransaction[]): EarningDash {
  const of = (kind: string) =>
    sum(list.filter((t) => t.type === 'credit' && t.source?.kind === kind).map((t) => t.amount))
  return [of('roi'), of('level'), of('membership'), of('reward')]
}
