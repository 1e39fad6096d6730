// Drizzle view of the tables that migrations/*.sql create. The SQL files are the truth (one
// dialect for PGlite and PostgreSQL); this file gives typed access to the same columns.
import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

const cents = (name: string) => bigint(name, { mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Members of the network. `sponsorId` is null only for the root member. */
export const members = pgTable('members', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id').notNull().unique(),
  sponsorId: bigint('sponsor_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  tpassHash: text('tpass_hash'),
  usdtAddress: text('usdt_address'),
  activeDate: at('active_date'),
  pot3Count: integer('pot3_count').notNull().default(0),
  pot3Expire: at('pot3_expire'),
  pot4Count: integer('pot4_count').notNull().default(0),
  pot4Expire: at('pot4_expire'),
  poolCount: integer('pool_count').notNull().default(0),
  totalInvestmentCents: cents('total_investment_cents').notNull().default(0),
  totalWithdrawalCents: cents('total_withdrawal_cents').notNull().default(0),
  /** Credits with a source (ROI, level, membership, reward, bonus), kept with their entries. */
  earnedCents: cents('earned_cents').notNull().default(0),
  /** Of those, ROI. */
  earnedRoiCents: cents('earned_roi_cents').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
})
export type MemberRow = typeof members.$inferSelect

/**
 * Member wallets, each with its balance kept beside its entries, and system accounts, whose figure
 * is the sum of their entries (view system_balances; their column stays 0).
 */
export const accounts = pgTable('accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
  name: text('name').notNull(),
  balanceCents: cents('balance_cents').notNull().default(0),
})

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
  idempotencyKey: text('idempotency_key'),
  memo: text('memo').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
})

export const ledgerEntries = pgTable('ledger_entries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  sourceMemberId: bigint('source_member_id', { mode: 'number' }),
  sourceKind: text('source_kind'),
  level: integer('level'),
  rateBp: integer('rate_bp'),
  baseCents: cents('base_cents'),
  day: date('day', { mode: 'string' }),
  createdAt: at('created_at').notNull().defaultNow(),
})

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    call: text('call').notNull(),
    statusCode: integer('status_code'),
    answer: text('answer'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
)

export const deposits = pgTable('deposits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  rDate: text('r_date').notNull(),
  pType: integer('p_type').notNull(),
  amountCents: cents('amount_cents').notNull(),
  trx: text('trx').notNull(),
  status: text('status').notNull(),
  decidedAt: at('decided_at'),
  createdAt: at('created_at').notNull().defaultNow(),
})

export const withdrawals = pgTable('withdrawals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  amountCents: cents('amount_cents').notNull(),
  chargeCents: cents('charge_cents').notNull(),
  address: text('address').notNull(),
  trx: text('trx'),
  status: text('status').notNull(),
  decidedAt: at('decided_at'),
  createdAt: at('created_at').notNull().defaultNow(),
})

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  roiBp: integer('roi_bp').notNull(),
  days: integer('days').notNull(),
  sort: integer('sort').notNull(),
})

export const investments = pgTable('investments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  planId: text('plan_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  investType: text('invest_type').notNull(),
  daysPaid: integer('days_paid').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
})

export const oneTimeCodes = pgTable('one_time_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  tries: integer('tries').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
})
