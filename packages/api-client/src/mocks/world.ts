// The stateful mock world behind the MSW handlers: people in a sponsor tree, accounts with
// wallets and histories, issued tokens. Writes change it, so a demo behaves like the real thing
// for as long as the page (or test) lives.
import type { InboxItem, MailTopic, Member, Plan } from '@trellis/contract'
import { buildHistories, type Histories } from './fixture-histories'
import {
  FIXTURE_NOW,
  MEMBER_ID,
  MOCK_PASSWORD,
  MOCK_TRANSACTION_PASSWORD,
  buildMember,
  buildPlans,
  buildRoot,
  buildTeam,
  personOf,
  type Person,
} from './fixtures'
import { buildInbox } from './fixture-inbox'
import { sum } from './money'
import { seededRandom } from './prng'

/**
 * A member who can log in: their member record, secrets and histories, and the state the server
 * keeps in its tables for the contract's decisions to read (decisions.ts): the live withdrawal
 * code's wrong tries, the wrong transaction passwords and their lock, the payout hold.
 */
export interface Account {
  member: Member
  password: string
  tPass: string | null
  histories: Histories
  /** The live withdrawal code (sendMail issues it, a withdrawal spends it), with its wrong tries. */
  code: { tries: number } | null
  /** When the recent wrong transaction passwords were given (ms). */
  tpassFailures: number[]
  moneyLockedUntil: number | null
  payoutHoldUntil: number | null
  /** The activity inbox, newest first; events with an id above `inboxSeen` are unread. */
  inbox: InboxItem[]
  inboxSeen: number
  mailOff: MailTopic[]
}

/** A new account's state: no code, no failures, no lock, no hold. */
export function newAccount(
  member: Member,
  password: string,
  tPass: string | null,
  histories: Histories,
  inbox: InboxItem[] = [],
): Account {
  return {
    member,
    password,
    tPass,
    histories,
    code: null,
    tpassFailures: [],
    moneyLockedUntil: null,
    payoutHoldUntil: null,
    inbox,
    inboxSeen: 0,
    mailOff: [],
  }
}

export interface World {
  seed: number
  now: number
  people: Map<string, Person>
  accounts: Map<string, Account>
  /** Token → user id. */
  tokens: Map<string, string>
  plans: Plan[]
  /**
   * Member and Idempotency-Key → the request (call, canonical body) and the answer of the money
   * call that succeeded with it, so a repeat does nothing twice (the contract's isSameRequest).
   */
  answered: Map<string, { call: string; fingerprint: string; body: unknown }>
  counter: number
}

/** Builds a fresh world. The same seed always builds the same world. */
export function createWorld(seed = 1, now = FIXTURE_NOW): World {
  const rand = seededRandom(seed)
  const plans = buildPlans()
  const team = buildTeam(rand, now)
  const people = new Map<string, Person>()
  const world: World = {
    seed,
    now,
    people,
    accounts: new Map(),
    tokens: new Map(),
    plans,
    answered: new Map(),
    counter: 1_000_100,
  }
  for (const p of [buildRoot(), ...team]) people.set(p.userId, p)
  const placeholder = buildMember()
  people.set(MEMBER_ID, personOf(placeholder))
  const histories = buildHistories(rand, plans, downline(world, MEMBER_ID), now)
  // The member's totals follow from their histories, so screens agree with each other.
  const credits = histories.wallet.filter((t) => t.type === 'credit' && t.source)
  const withdrawn = histories.withdrawals.filter((w) => w.status !== 'rejected')
  const member = buildMember({
    totalInvestment: sum(histories.investments.map((i) => i.amount)),
    totalWithdraw: sum(withdrawn.map((w) => w.amount)),
    totalWithdrawal: sum(withdrawn.map((w) => w.amount)),
    totalReturn: sum(credits.filter((t) => t.source?.kind === 'roi').map((t) => t.amount)),
    profit: sum(credits.map((t) => t.amount)),
  })
  people.set(MEMBER_ID, personOf(member))
  const inbox = buildInbox(world, now)
  const account = newAccount(
    member,
    MOCK_PASSWORD,
    MOCK_TRANSACTION_PASSWORD,
    histories,
    inbox.items,
  )
  account.inboxSeen = inbox.seen
  world.accounts.set(MEMBER_ID, account)
  return world
}

let current: World = createWorld()

/** The world the handlers use now. */
export function getWorld(): World {
  return current
}

/** Replaces the world with a fresh one (between tests, or to restart a demo). */
export function resetWorld(seed = 1, now = FIXTURE_NOW): World {
  current = createWorld(seed, now)
  return current
}

/** A new unique number for ids and tokens. */
export function nextNumber(world: World): number {
  world.counter += 1
  return world.counter
}

/** The account a request acts for: its token's member, else the demo member (stories send none). */
export function accountFor(world: World, token: string | null): Account {
  const userId = (token && world.tokens.get(token)) || MEMBER_ID
  const account = world.accounts.get(userId) ?? world.accounts.get(MEMBER_ID)
  if (!account) throw new Error('The mock world has no demo member')
  return account
}

/** Saves a changed member and keeps their public record in step. */
export function saveMember(world: World, account: Account, member: Member): Member {
  account.member = member
  world.people.set(member.userId, personOf(member))
  return member
}

/** Direct referrals of a member, oldest first. */
export function childrenOf(world: World, userId: string): Person[] {
  return [...world.people.values()]
    .filter((p) => p.sponcerId === userId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** Everyone under a member with their level (1 = direct), level by level. */
export function downline(world: World, userId: string): Array<{ person: Person; level: number }> {
  const out: Array<{ person: Person; level: number }> = []
  let frontier = [userId]
  for (let level = 1; frontier.length > 0 && level <= 50; level++) {
    const next = frontier.flatMap((id) => childrenOf(world, id))
    for (const person of next) out.push({ person, level })
    frontier = next.map((p) => p.userId)
  }
  return out
}
