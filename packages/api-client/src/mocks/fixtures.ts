// Fixture factories: the demo member, the team under them, the plans. Everything comes from a
// seeded PRNG and a fixed clock, so stories and screenshots see the same world every time.
import { PLANS, type Member, type Plan } from '@trellis/contract'
import { intBetween, pick } from './prng'

/** The moment the fixtures are built around (two hours before the stories' frozen clock). */
/** The demo member's payout address (where the fixture's withdrawals went). */
export const PAYOUT_ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

export const FIXTURE_NOW = Date.parse('2026-11-22T08:00:00.000Z')
export const MEMBER_ID = 'BCH1000001'
export const ROOT_ID = 'BCH1000000'
/** Credentials the mock world accepts. */
export const MOCK_PASSWORD = 'Password@1'
export const MOCK_TRANSACTION_PASSWORD = '1234'
export const MOCK_OTP = '123456'

const DAY = 86_400_000
/** Members per level under the demo member: 30 over 5 levels. */
const LEVEL_SIZES = [6, 8, 7, 5, 4] as const

/** A network member as the mock world keeps them (the public part of a member). */
export interface Person {
  userId: string
  sponcerId: string | null
  firstName: string
  lastName: string
  email: string
  phone: string
  createdAt: string
  totalInvestment: number
  totalWithdrawal: number
  activeDate: string | null
}

const FIRST = [
  'Ravi',
  'Meera',
  'Arjun',
  'Kavya',
  'Rohan',
  'Priya',
  'Vikram',
  'Ananya',
  'Sanjay',
  'Neha',
  'Imran',
  'Fatima',
  'Karan',
  'Divya',
  'Aditya',
  'Pooja',
  'Rahul',
  'Sneha',
  'Manoj',
  'Lakshmi',
] as const
const LAST = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Khan',
  'Das',
  'Nair',
  'Gupta',
  'Singh',
  'Menon',
] as const

export const iso = (ms: number) => new Date(ms).toISOString()

/** The three plans, as the server seeds them (the contract's PLANS). */
export function buildPlans(): Plan[] {
  return PLANS.map((plan) => ({ ...plan }))
}

/** The demo member, Asha Verma: active, with money in every wallet and a live 2X pot. */
export function buildMember(overrides: Partial<Member> = {}): Member {
  return {
    userId: MEMBER_ID,
    sponcerId: ROOT_ID,
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.com',
    phone: '+91 98200 12345',
    depositAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    wallet: 1250.5,
    packageWallet: 400,
    bonusWallet: 75,
    totalInvestment: 0,
    totalWithdraw: 0,
    totalWithdrawal: 0,
    totalReturn: 0,
    profit: 0,
    activeDate: '2026-03-01T00:00:00.000Z',
    usdtAddress: PAYOUT_ADDRESS,
    hasTransactionPassword: true,
    poolCount: 2,
    poolWallet: 120,
    pot3Count: 0,
    pot3Wallet: 0,
    pot3Expire: null,
    pot4Count: 1,
    pot4Wallet: 50,
    pot4Expire: '2026-12-31',
    createdAt: '2025-06-01T09:30:00.000Z',
    locale: 'en',
    ...overrides,
  }
}

/** The person record of a member (what others see of them). */
export function personOf(member: Member): Person {
  return {
    userId: member.userId,
    sponcerId: member.sponcerId,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    createdAt: member.createdAt,
    totalInvestment: member.totalInvestment,
    totalWithdrawal: member.totalWithdrawal,
    activeDate: member.activeDate,
  }
}

/** The root sponsor above the demo member. */
export function buildRoot(): Person {
  return {
    userId: ROOT_ID,
    sponcerId: null,
    firstName: 'Trellis',
    lastName: 'Network',
    email: 'network@example.com',
    phone: '+91 98000 00000',
    createdAt: '2025-01-01T00:00:00.000Z',
    totalInvestment: 0,
    totalWithdrawal: 0,
    activeDate: null,
  }
}

/** The team under the demo member: 30 people over 5 levels, each sponsored from the level above. */
export function buildTeam(rand: () => number, now = FIXTURE_NOW): Person[] {
  const team: Person[] = []
  let previous: string[] = [MEMBER_ID]
  let n = 2
  LEVEL_SIZES.forEach((size, index) => {
    const level: string[] = []
    for (let i = 0; i < size; i++, n++) {
      // Every tenth id is a BKSK id, so the 2.5X-pool gauge has members to show.
      const userId = n % 10 === 9 ? `BKSK${1_000_000 + n}` : `BCH${1_000_000 + n}`
      const firstName = pick(rand, FIRST)
      const lastName = pick(rand, LAST)
      const created = now - (330 - index * 55 - intBetween(rand, 0, 40)) * DAY
      const invests = rand() > 0.2
      team.push({
        userId,
        sponcerId: pick(rand, previous),
        firstName,
        lastName,
        email: `${firstName}.${lastName}${n}@example.com`.toLowerCase(),
        phone: `+91 9${intBetween(rand, 1000, 9999)} ${intBetween(rand, 10000, 99999)}`,
        createdAt: iso(created),
        totalInvestment: invests ? intBetween(rand, 1, 15) * 100 : 0,
        totalWithdrawal: invests ? intBetween(rand, 0, 8) * 25 : 0,
        activeDate: invests ? iso(created + 2 * DAY) : null,
      })
      level.push(userId)
    }
    previous = level
  })
  return team
}
