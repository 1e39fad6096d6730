// Ready-made data for stories that render components directly (no requests): the same world the
// handlers answer from, seen through the same views.
import type { TeamMember } from '@trellis/contract'
import { MOCK_OTP, MOCK_PASSWORD, MOCK_TRANSACTION_PASSWORD } from './fixtures'
import { earningDashOf } from './handlers/wallet'
import { toTeamMember, toTreeNode } from './team-view'
import { createWorld, downline } from './world'

function build() {
  const world = createWorld()
  const account = [...world.accounts.values()][0]
  if (!account) throw new Error('The mock world has no demo member')
  const team = downline(world, account.member.userId)
  const teamMembers: TeamMember[] = team.map((t) => toTeamMember(world, t.person))
  const me = world.people.get(account.member.userId)
  if (!me) throw new Error('The mock world has no demo member')
  return {
    member: account.member,
    plans: world.plans,
    team: teamMembers,
    /** Team members with their level (1 = direct). */
    teamByLevel: team.map((t, i) => ({ level: t.level, member: teamMembers[i] as TeamMember })),
    directs: teamMembers.filter((_, i) => team[i]?.level === 1),
    tree: toTreeNode(world, me),
    deposits: account.histories.deposits,
    withdrawals: account.histories.withdrawals,
    investments: account.histories.investments,
    walletTransactions: account.histories.wallet,
    levelIncome: account.histories.levelIncome,
    bonuses: account.histories.bonuses,
    earningDash: earningDashOf(account.histories.wallet),
    credentials: {
      password: MOCK_PASSWORD,
      transactionPassword: MOCK_TRANSACTION_PASSWORD,
      otp: MOCK_OTP,
    },
  }
}

/** The default world's data (seed 1), for stories that pass props directly. */
export const fixtures = build()
export type Fixtures = typeof fixtures
