// The incomes the server pays by itself, done to the mock world by the contract's rules: the
// daily return with its level income (levelIncomeShares: depth, rates, rounding, who is left out),
// and business rewards (businessRewardsCrossed, businessRewardRateBp). The amounts, rates and
// words are the contract's, the same calls as the server's accrual and business-reward code; this
// file only reads the sponsor chain and the team's investments from the world and writes the lines.
import {
  businessRewardMemo,
  businessRewardRateBp,
  businessRewardsCrossed,
  fromCents,
  levelIncomeDepth,
  levelIncomeShares,
  planRateBp,
  roiCents,
  roiMemo,
  toCents,
  type WalletTransaction,
} from '@trellis/contract'
import { record } from './handlers/money'
import { plus, sum } from './money'
import { downline, getWorld, saveMember, type Account, type World } from './world'

const cents = (dollars: number) => toCents(dollars) ?? Math.round(dollars * 100)

/** A member's sponsor chain, the direct sponsor first, up to `depth` members. */
function uplines(world: World, userId: string, depth: number): string[] {
  const out: string[] = []
  let id = world.people.get(userId)?.sponcerId ?? null
  while (id !== null && out.length < depth) {
    out.push(id)
    id = world.people.get(id)?.sponcerId ?? null
  }
  return out
}

/** Credits an income to a member's income wallet, counting it in their profit (and ROI total). */
function credit(
  world: World,
  account: Account,
  amount: number,
  line: Pick<WalletTransaction, 'desc' | 'kind' | 'counterparty' | 'source'>,
) {
  saveMember(world, account, {
    ...account.member,
    wallet: plus(account.member.wallet, amount),
    profit: plus(account.member.profit, amount),
    ...(line.kind === 'roi' ? { totalReturn: plus(account.member.totalReturn, amount) } : {}),
  })
  record(world, account, { amount, type: 'credit', wallet: 'wallet', ...line })
}

/** Investments already paid per day, so a day pays each once (the server's roi_payouts). */
const paid = new WeakMap<World, Set<string>>()

/**
 * Pays `day`'s return (YYYY-MM-DD) to every account's investment made before that day and still
 * running, and level income on it to the investor's uplines (the operator's `pnpm ops accrue`).
 */
export function accrueDay(day: string): { paid: number } {
  const world = getWorld()
  const done = paid.get(world) ?? new Set<string>()
  paid.set(world, done)
  let count = 0
  for (const investor of world.accounts.values()) {
    for (const inv of [...investor.histories.investments].reverse()) {
      const key = `${inv._id}:${day}`
      if (done.has(key) || inv.days >= inv.planDetails.days || inv.createdAt.slice(0, 10) >= day)
        continue
      done.add(key)
      inv.days += 1
      count += 1
      const base = cents(inv.amount)
      const rateBp = planRateBp(inv.planDetails)
      const roi = roiCents(base, rateBp)
      const from = investor.member
      const source = { fromUserId: from.userId, baseAmount: fromCents(base), day }
      credit(world, investor, fromCents(roi), {
        desc: roiMemo(inv.planDetails.name),
        kind: 'roi',
        counterparty: null,
        source: { ...source, kind: 'roi', level: null, rate: rateBp / 100 },
      })
      const chain = uplines(world, from.userId, levelIncomeDepth())
      for (const share of levelIncomeShares(roi, chain)) {
        const account = world.accounts.get(share.upline)
        if (!account) continue
        credit(world, account, fromCents(share.cents), {
          desc: roiMemo(inv.planDetails.name),
          kind: 'level',
          counterparty: { userId: from.userId, name: from.firstName },
          source: {
            kind: 'level',
            fromUserId: from.userId,
            level: share.level,
            rate: share.rateBp / 100,
            baseAmount: fromCents(roi),
            day,
          },
        })
      }
    }
  }
  return { paid: count }
}

/**
 * After `investor` invested `amountCents`: every upline whose team business (its downline's
 * investments) crossed a milestone gets that milestone's reward once.
 */
export function payBusinessRewards(world: World, investor: Account, amountCents: number): void {
  const day = new Date().toISOString().slice(0, 10)
  for (const up of uplines(world, investor.member.userId, Number.POSITIVE_INFINITY)) {
    const account = world.accounts.get(up)
    if (!account) continue
    const after = cents(sum(downline(world, up).map((t) => t.person.totalInvestment)))
    for (const r of businessRewardsCrossed(after - amountCents, after)) {
      credit(world, account, fromCents(r.rewardCents), {
        desc: businessRewardMemo(r.milestoneCents),
        kind: 'reward',
        counterparty: { userId: investor.member.userId, name: investor.member.firstName },
        source: {
          kind: 'reward',
          fromUserId: investor.member.userId,
          level: null,
          rate: businessRewardRateBp(r) / 100,
          baseAmount: fromCents(r.milestoneCents),
          day,
        },
      })
    }
  }
}
