// Drizzle view of the team tables that db/migrations/0100_team.sql creates (the SQL is the truth).
import { bigint, integer, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core'

const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

/** Every (ancestor, descendant) pair of the sponsor tree; level 1 is a direct referral. */
export const memberClosure = pgTable(
  'member_closure',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    /** 1, 2, 3 … within (ancestor, level), in join order: pages seek to it. */
    position: bigint('position', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.level, t.position] }),
    uniqueIndex('member_closure_member_idx').on(t.memberId, t.ancestorId),
  ],
)

/** Per (ancestor, level): member count, business in cents, members who have not invested. */
export const teamLevelStats = pgTable(
  'team_level_stats',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    memberCount: count('member_count'),
    businessCents: count('business_cents'),
    zeroInvestmentCount: count('zero_investment_count'),
  },
  (t) => [primaryKey({ columns: [t.ancestorId, t.level] })],
)

/** Per member: the level stats summed, plus the direct count. */
export const teamTotals = pgTable('team_totals', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  directCount: count('direct_count'),
  teamCount: count('team_count'),
  teamBusinessCents: count('team_business_cents'),
  teamZeroInvestmentCount: count('team_zero_investment_count'),
})
