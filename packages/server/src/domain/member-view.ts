// The one place a member row becomes the contract's Member: no hash ever leaves here.
import { sql, type SQL } from 'drizzle-orm'
import { defaultLocale, fromCents, isLocale, type Member } from '@trellis/contract'
import { query, type Runner } from '../db/client'
import { anyOf } from '../db/rows'
import { jsonOf, memberWallets, type Balances } from './ledger'

/** The columns toMember needs (snake_case, as raw SQL returns them). */
export interface MemberRecord {
  id: number
  user_id: string
  sponsor_user_id: string | null
  first_name: string
  last_name: string
  email: string
  phone: string
  tpass_hash: string | null
  usdt_address: string | null
  payout_hold_until: Date | string | null
  active_date: Date | string | null
  pot3_count: number
  pot3_expire: Date | string | null
  pot4_count: number
  pot4_expire: Date | string | null
  pool_count: number
  total_investment_cents: number
  total_withdrawal_cents: number
  /** Running totals kept by the ledger's `post` (credits with a source; ROI among them). */
  earned_cents: number
  earned_roi_cents: number
  created_at: Date | string
  /** The member's language (0170_member_locale.sql). */
  locale: string
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString()

/** Loads a member's record by internal id, or null. */
export async function memberRecord(runner: Runner, id: number): Promise<MemberRecord | null> {
  const [row] = await query<MemberRecord>(
    runner,
    sql`SELECT m.*, s.user_id AS sponsor_user_id FROM members m
        LEFT JOIN members s ON s.id = m.sponsor_id WHERE m.id = ${id}`,
  )
  return row ?? null
}

/**
 * The read behind the member view: the member row with its six wallet balances beside it. Inside a
 * posting's statement, `moved` names the statement's updated wallets (id, balance_cents), whose new
 * balances replace the ones the statement's snapshot still sees, and `invested` (an investment's
 * statement) the member's new total investment.
 */
export function memberViewSelect(id: number, moved?: SQL, invested?: SQL): SQL {
  return viewSelect(sql``, sql`m.id = ${id}`, moved, invested)
}

/**
 * The views of several members in one read, each row with its `member_id` first (the group
 * commit's read, domain/group-commit.ts, which puts the batch's balances in them itself).
 */
export function memberViewsSelect(ids: number[]): SQL {
  // One array parameter: the text is the same however many members (db/rows.ts).
  return viewSelect(sql`m.id AS member_id, `, sql`m.id = ANY(${anyOf(ids)})`)
}

function viewSelect(first: SQL, where: SQL, moved?: SQL, invested?: SQL): SQL {
  const balance = moved
    ? sql`COALESCE((SELECT mv.balance_cents FROM ${moved} mv WHERE mv.id = a.id), a.balance_cents)`
    : sql`a.balance_cents`
  const totalInvestment = invested ?? sql`m.total_investment_cents`
  // Named columns, no hash: a posting may keep this row as its stored answer.
  return sql`SELECT ${first}m.user_id, s.user_id AS sponsor_user_id, m.first_name, m.last_name, m.email,
               m.phone, m.usdt_address, m.active_date, m.pot3_count, m.pot3_expire, m.pot4_count,
               m.pot4_expire, m.pool_count, ${totalInvestment} AS total_investment_cents, m.total_withdrawal_cents,
               m.earned_cents, m.earned_roi_cents, m.created_at, m.locale,
               (SELECT d.address FROM deposit_addresses d WHERE d.member_id = m.id) AS deposit_address,
               m.tpass_hash IS NOT NULL AS has_transaction_password,
               (SELECT json_object_agg(a.name, ${balance}) FROM accounts a
                WHERE a.member_id = m.id) AS balances
        FROM members m LEFT JOIN members s ON s.id = m.sponsor_id WHERE ${where}`
}

/** A row of `memberViewSelect`. */
export type MemberViewRow = Omit<MemberRecord, 'id' | 'tpass_hash' | 'payout_hold_until'> & {
  has_transaction_password: boolean
  deposit_address: string | null
  balances: unknown
}

/**
 * The member as the contract describes it: balances from the wallet rows and earnings from the
 * running totals, so its cost does not grow with the member's history.
 */
export async function memberView(runner: Runner, id: number): Promise<Member> {
  const [found] = await query<MemberViewRow>(runner, memberViewSelect(id))
  if (!found) throw new Error(`member ${id} vanished`)
  return toMember(found)
}

/** A row of `memberViewSelect` as the contract's Member: no hash ever leaves here. */
export function toMember(row: MemberViewRow): Member {
  const b = balancesFrom(row.balances)
  const withdrawn = fromCents(row.total_withdrawal_cents)
  return {
    userId: row.user_id,
    sponcerId: row.sponsor_user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    wallet: fromCents(b.wallet),
    packageWallet: fromCents(b.packageWallet),
    bonusWallet: fromCents(b.bonusWallet),
    totalInvestment: fromCents(row.total_investment_cents),
    totalWithdraw: withdrawn,
    totalWithdrawal: withdrawn,
    totalReturn: fromCents(row.earned_roi_cents),
    profit: fromCents(row.earned_cents),
    activeDate: iso(row.active_date),
    usdtAddress: row.usdt_address,
    depositAddress: row.deposit_address ?? null,
    hasTransactionPassword: row.has_transaction_password === true,
    poolCount: row.pool_count,
    poolWallet: fromCents(b.poolWallet),
    pot3Count: row.pot3_count,
    pot3Wallet: fromCents(b.pot3Wallet),
    pot3Expire: iso(row.pot3_expire),
    pot4Count: row.pot4_count,
    pot4Wallet: fromCents(b.pot4Wallet),
    pot4Expire: iso(row.pot4_expire),
    createdAt: iso(row.created_at) ?? '',
    // A stored answer from before the column has none: the default language.
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
  }
}

/** Finds a member's internal id by user id (case-sensitive), or null. */
export async function memberIdOf(runner: Runner, userId: string): Promise<number | null> {
  const [row] = await query<{ id: number }>(
    runner,
    sql`SELECT id FROM members WHERE upper(user_id) = upper(${userId}) ORDER BY id LIMIT 1`,
  )
  return row ? row.id : null
}

/** A member as a log-in sees it. */
export interface LoginRow {
  id: number
  user_id: string
  password_hash: string
  email: string
}

/**
 * The one account a typed log-in names: the user id in any letter case, else (when it holds an
 * "@") the e-mail in any case, if exactly one account has it. An e-mail shared by several
 * accounts names none of them: the member is answered as for a wrong password and logs in with
 * the id (the welcome mail and the sign-up screen gave it; "forgot password" mails the list).
 */
export async function memberByLogin(runner: Runner, typed: string): Promise<LoginRow | null> {
  const t = typed.trim()
  const [byId] = await query<LoginRow>(
    runner,
    sql`SELECT id, user_id, password_hash, email FROM members
        WHERE upper(user_id) = upper(${t}) ORDER BY id LIMIT 1`,
  )
  if (byId) return byId
  const byEmail = await accountsByEmail(runner, t)
  return byEmail.length === 1 ? (byEmail[0] ?? null) : null
}

/** Accounts registered with an e-mail (any letter case); none for text that is not one. */
export async function accountsByEmail(runner: Runner, typed: string): Promise<LoginRow[]> {
  const t = typed.trim()
  if (!t.includes('@')) return []
  return query<LoginRow>(
    runner,
    sql`SELECT id, user_id, password_hash, email FROM members
        WHERE lower(email) = lower(${t}) ORDER BY id LIMIT 20`,
  )
}

/** The wallets' balances from a JSON object of name → cents. */
function balancesFrom(value: unknown): Balances {
  const parsed = (jsonOf(value) ?? {}) as Record<string, unknown>
  return Object.fromEntries(memberWallets.map((w) => [w, parsed[w] ?? 0])) as Balances
}
