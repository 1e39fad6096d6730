// Pure rules the UI and the server both need.
import { DEFAULT_POT_EXPIRY } from './constants'
import {
  economics,
  potPriceCents,
  selfTransferFeeCents,
  selfTransferTotalCents,
  transferFeeCents,
  transferReceivedCents,
  withdrawalChargeCents,
  withdrawalTotalCents,
  type PotNumber,
} from './economics'

type DateLike = Date | string | number

function toDate(value: DateLike): Date {
  return value instanceof Date ? value : new Date(value)
}

/** The moment an activation stops being valid: the same calendar date one year later. */
export function activationExpiry(activeDate: DateLike): Date {
  const d = toDate(activeDate)
  const end = new Date(d.getTime())
  end.setUTCFullYear(end.getUTCFullYear() + economics.activationValidYears)
  return end
}

/**
 * A member is active when an activation date exists and is less than one year old.
 * Exactly one year old is no longer active.
 */
export function isMemberActive(
  activeDate: DateLike | null | undefined,
  now: DateLike = Date.now(),
): boolean {
  if (activeDate === null || activeDate === undefined || activeDate === '') return false
  const start = toDate(activeDate)
  if (Number.isNaN(start.getTime())) return false
  return toDate(now).getTime() < activationExpiry(start).getTime()
}

/** A pot is expired when the current date is past its expiry date (the expiry day itself still counts). */
export function isPotExpired(
  expiry: DateLike | null | undefined,
  now: DateLike = Date.now(),
  pot?: PotNumber,
): boolean {
  const raw = expiry ?? (pot ? DEFAULT_POT_EXPIRY[pot] : null)
  if (raw === null || raw === undefined || raw === '') return true
  const end = toDate(raw)
  if (Number.isNaN(end.getTime())) return true
  // A date-only expiry lasts to the end of that day (UTC).
  const endMs =
    typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw)
      ? end.getTime() + 86_400_000 - 1
      : end.getTime()
  return toDate(now).getTime() > endMs
}

/** Which gauges a user id sees: BCH ids the withdrawal gauge and the 2X pool (pot 4); BKSK ids the 2.5X pool (pot 3). */
export function gaugesFor(userId: string): { withdrawal: boolean; pot4: boolean; pot3: boolean } {
  const id = userId.toUpperCase()
  const bch = id.includes('BCH')
  return { withdrawal: bch, pot4: bch, pot3: id.includes('BKSK') }
}

/**
 * Converts a dollar amount with at most 2 decimals to integer cents, or null if it has more.
 * Exact, with no tolerance: the amount must be the very number that its 2-decimal text (such as
 * "10.10") parses to, so 10.00000001, 1e-9 and 1000000.004 are refused instead of rounded.
 */
export function toCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null
  const cents = Math.round(amount * 100)
  if (!Number.isSafeInteger(cents) || cents / 100 !== amount) return null
  return cents
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 and 0000-00-00 are not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (y < 2000 || y > 9999) return false
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

/**
 * The latest payment date a member may give: today where the day starts first (UTC+14), so no
 * member anywhere is refused today's date, and no later date passes.
 */
export function latestPaymentDay(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)
}

/** A BEP-20 transaction hash: 0x and 64 hex characters (the 0x may be left out). */
export const TRANSACTION_HASH_PATTERN = /^(0x)?[0-9a-fA-F]{64}$/

/** The one form a transaction hash is stored in (0x + 64 lower-case hex), or null. */
export function canonicalTransactionHash(text: string): string | null {
  const t = text.trim()
  if (!TRANSACTION_HASH_PATTERN.test(t)) return null
  return `0x${t.replace(/^0x/, '').toLowerCase()}`
}

export function fromCents(cents: number | bigint): number {
  return Number(cents) / 100
}

// Dollar faces of economics.ts's formulas, for the forms and the mocks (which carry dollars): each
// converts exactly to cents, calls the one formula and converts back.

/** Dollars as cents: exact when they have at most 2 decimals, else rounded to the cent. */
export function centsOrRounded(amount: number): number {
  return toCents(amount) ?? Math.round(amount * 100)
}

/** The fee of a transfer to another member, in dollars. */
export function transferFee(amount: number): number {
  return fromCents(transferFeeCents(centsOrRounded(amount)))
}

/** What the recipient of a transfer gets: the amount less its fee, exact to the cent. */
export function amountAfterFee(amount: number): number {
  return fromCents(transferReceivedCents(centsOrRounded(amount)))
}

/** The fee of a move to one's own package wallet, in dollars. */
export function selfTransferFee(amount: number): number {
  return fromCents(selfTransferFeeCents(centsOrRounded(amount)))
}

/** The To Self total: what leaves the income wallet (amount plus the self-transfer fee). */
export function amountWithFee(amount: number): number {
  return fromCents(selfTransferTotalCents(centsOrRounded(amount)))
}

/** Returns numbers in [0, 1), the same sequence for the same seed (mulberry32): reproducible mock
 * worlds, generated networks and benchmark mixes. Not for secrets. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A member's status wherever one is shown (team lists, member cards, the tree): active with a
 * non-zero investment (spec section 4, "Member list status"). Not the same as the yearly
 * activation (isMemberActive), which only the member's own dashboard shows.
 */
export function hasActiveStatus(totalInvestment: number): boolean {
  return totalInvestment !== 0
}

/** A withdrawal's charge in dollars, or null if not an amount. */
export function withdrawalCharge(amount: number): number | null {
  const cents = toCents(amount)
  return cents === null ? null : fromCents(withdrawalChargeCents(cents))
}

/** What leaves the income wallet for a withdrawal: the amount plus its charge. */
export function withdrawalTotal(amount: number): number | null {
  const cents = toCents(amount)
  return cents === null ? null : fromCents(withdrawalTotalCents(cents))
}

/** The price of a pot, in dollars. */
export function potPrice(pot: PotNumber): number {
  return fromCents(potPriceCents(pot))
}
