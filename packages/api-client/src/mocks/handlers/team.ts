// The team calls: totals, direct referrals, levels, downline and the tree.
import {
  fillTrend,
  lastWeeks,
  serverMessages,
  TEAM_TREND_WEEKS,
  weekOf,
  type CallName,
  type LevelEntry,
} from '@trellis/contract'
import { sum } from '../money'
import { toTeamMember, toTreeNode } from '../team-view'
import { childrenOf, downline } from '../world'
import { fail, paged, type Resolver } from './respond'

export const teamResolvers = {
  // Members of the whole team by the week they joined, as the server counts them.
  teamTrend: ({ world, me }) => {
    const byWeek = new Map<string, number>()
    for (const { person } of downline(world, me.member.userId)) {
      const week = weekOf(Date.parse(person.createdAt))
      byWeek.set(week, (byWeek.get(week) ?? 0) + 1)
    }
    const weeks = lastWeeks(new Date(world.now), TEAM_TREND_WEEKS)
    return { status: true, data: fillTrend(weeks, byWeek) }
  },
  getTeamData: ({ world, me }) => {
    const team = downline(world, me.member.userId)
    const direct = childrenOf(world, me.member.userId)
    return {
      status: true,
      data: {
        totalTeamMembers: team.length,
        direct: direct.map((p) => toTeamMember(world, p)),
        zeroInvestmentTeamMembers: team.filter((t) => t.person.totalInvestment === 0).length,
        teamBusiness: sum(team.map((t) => t.person.totalInvestment)),
        directCount: direct.length,
      },
    }
  },
  myReferral: ({ world, me, body }) =>
    paged(
      childrenOf(world, me.member.userId).map((p) => toTeamMember(world, p)),
      body.page,
    ),
  levelView: ({ world, me }) => {
    const levels = new Map<number, LevelEntry>()
    for (const { person, level } of downline(world, me.member.userId)) {
      const entry = levels.get(level) ?? { level, userCount: 0, totalInvestment: 0, users: [] }
      entry.userCount += 1
      entry.totalInvestment = sum([entry.totalInvestment, person.totalInvestment])
      if (entry.users.length < 10) entry.users.push(toTeamMember(world, person))
      levels.set(level, entry)
    }
    return { status: true, data: [...levels.values()] }
  },
  levelUsers: ({ world, me, body }) =>
    paged(
      downline(world, me.member.userId)
        .filter((t) => t.level === body.level)
        .map((t) => toTeamMember(world, t.person)),
      body.page,
    ),
  downLine: ({ world, me, body }) =>
    paged(
      downline(world, me.member.userId).map((t) => toTeamMember(world, t.person)),
      body.page,
    ),
  treeView: ({ world, me, body }) => {
    const id =
      typeof body.id === 'string' && body.id.trim() !== ''
        ? body.id.trim().toUpperCase()
        : me.member.userId
    const person = world.people.get(id)
    if (!person) fail(404, serverMessages.unknownMember)
    const inTeam =
      id === me.member.userId ||
      downline(world, me.member.userId).some((t) => t.person.userId === id)
    if (!inTeam) fail(403, serverMessages.outsideDownline)
    return { status: true, data: toTreeNode(world, person) }
  },
} satisfies Partial<Record<CallName, Resolver>>
