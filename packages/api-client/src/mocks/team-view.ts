// How the mock world's people look through the team calls: team members, levels and the tree.
import { hasActiveStatus, type TeamMember, type TreeNode } from '@trellis/contract'
import type { Person } from './fixtures'
import { plus, sum } from './money'
import { childrenOf, downline, type World } from './world'

/** A person as a team list shows them, with their own team's stake. */
export function toTeamMember(world: World, person: Person): TeamMember {
  const team = downline(world, person.userId)
  const teamStake = sum(team.map((t) => t.person.totalInvestment))
  return {
    userId: person.userId,
    firstName: person.firstName,
    mobile: person.phone,
    createdAt: person.createdAt,
    totalInvestment: person.totalInvestment,
    self: {
      teamStake,
      totalStake: plus(teamStake, person.totalInvestment),
      totalTeamMembers: team.length,
    },
    sponcerId: person.sponcerId,
    totalWithdrawal: person.totalWithdrawal,
  }
}

/** The tree centred on a person: up to two children per node, two generations deep. */
export function toTreeNode(world: World, person: Person, depth = 2): TreeNode {
  const children = childrenOf(world, person.userId)
  const shown = depth > 0 ? children.slice(0, 2) : []
  return {
    userId: person.userId,
    firstName: person.firstName,
    lastName: person.lastName,
    createdAt: person.createdAt,
    totalInvestment: person.totalInvestment,
    isActive: hasActiveStatus(person.totalInvestment),
    directCount: children.length,
    teamCount: downline(world, person.userId).length,
    children: shown.map((child) => toTreeNode(world, child, depth - 1)),
    hiddenChildren: children.length - shown.length,
  }
}
