// Sign-up, login, profile and the root member.
import { ensureDepositAddress } from './chain-deposits'
import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  decideKycChange,
  messages,
  payoutHoldUntil,
  serverMessages,
  type SignupPayload,
} from '@trellis/contract'
import { defaultLocale, type Locale } from '@trellis/contract'
import { query, type Tx } from '../db/client'
import { guardedLogin, type LoginClient } from '../guard/login-guard'
import { loginLockNotice, welcomeNotice, payoutAddressNotice } from '../guard/notices'
import { checkTransactionPassword } from '../guard/transaction-password'
import { rememberDevice } from '../guard/known-devices'
import { credentialNotice } from '../factors/factor-notices'
import { completeSignIn, factorChallenge, needsFactor } from '../factors/sign-in'
import { DomainError, invalid } from './errors'
import { recordJoin } from '../team/aggregates'
import type { Deps } from './context'
import { checkCurrentPassword } from '../guard/current-password'
import { openMemberAccounts } from './ledger'
import { recordEvent } from './inbox'
import { mailEventsLater } from '../mail/event-mails'
import {
  accountsByEmail,
  memberByLogin,
  memberIdOf,
  memberRecord,
  memberView,
  type LoginRow,
  type MemberRecord,
} from './member-view'
import { hashSecret, verifySecret } from './passwords'

/** The sponsor's first name for the sign-up form. */
export async function checkUser(deps: Deps, userId: string) {
  const [row] = await query<{ first_name: string }>(
    deps.database.db,
    sql`SELECT first_name FROM members WHERE upper(user_id) = upper(${userId}) ORDER BY id LIMIT 1`,
  )
  if (!row) throw new DomainError('not-found', messages.sponsorNotFound, 'userId')
  return { status: true, user: { firstName: row.first_name } }
}

interface NewMember {
  userId: string
  sponsorId: number | null
  firstName: string
  lastName: string
  email: string
  phone: string
  passwordHash: string
  /** The member's language; English when the sign-up did not say. */
  locale?: Locale
}

/** Inserts a member with its wallets and its place in the team, in one transaction. */
export async function insertMember(tx: Tx, m: NewMember): Promise<number> {
  const [row] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone, password_hash, locale)
        VALUES (${m.userId}, ${m.sponsorId}, ${m.firstName}, ${m.lastName}, ${m.email}, ${m.phone}, ${m.passwordHash}, ${m.locale ?? defaultLocale})
        RETURNING id`,
  )
  if (!row) throw new Error('the new member has no id')
  const id = row.id
  await openMemberAccounts(tx, id)
  await recordJoin(tx, { memberId: id, sponsorId: m.sponsorId })
  return id
}

/** A fresh user id: the prefix and 7 random digits, not yet taken. */
async function newUserId(tx: Tx, prefix: string): Promise<string> {
  for (;;) {
    const candidate = `${prefix}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
    if ((await memberIdOf(tx, candidate)) === null) return candidate
  }
}

/**
 * Registers a member under a sponsor and starts a session; the client's device becomes the
 * member's first known device (its id, to keep in the browser, comes back as `device`).
 */
export async function register(deps: Deps, body: SignupPayload, client?: LoginClient) {
  const sponsorId = await memberIdOf(deps.database.db, body.userId.trim())
  if (sponsorId === null) throw invalid(messages.sponsorNotFound, 'userId')
  const passwordHash = await hashSecret(body.password)
  const id = await deps.database.transaction(async (tx) => {
    const userId = await newUserId(tx, deps.idPrefix)
    const newId = await insertMember(tx, {
      userId,
      sponsorId,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      phone: body.phone.trim(),
      passwordHash,
      locale: body.locale ?? defaultLocale,
    })
    // The sponsor's inbox: a new member in the team (mailed after the commit).
    await recordEvent(tx, { memberId: sponsorId, kind: 'team-joined', otherMemberId: newId })
    return newId
  })
  mailEventsLater(deps)
  const session = await startSession(deps, id)
  const device = await rememberDevice(deps.database.db, id, client?.deviceId ?? null, deps.now())
  // The account exists and the screen shows the id: a lost mail must not fail the sign-up.
  await welcomeNotice(deps, body.email.trim(), {
    firstName: body.firstName.trim(),
    userId: session.user.userId,
    sponsorUserId: session.user.sponcerId ?? body.userId.trim(),
    locale: session.user.locale,
  }).catch(() => undefined)
  return { ...session, device }
}

async function startSession(deps: Deps, id: number) {
  if (deps.chain) await ensureDepositAddress(deps, id, deps.chain.addressOf)
  const user = await memberView(deps.database.db, id)
  const token = await deps.sessions.issue({ id, userId: user.userId })
  return { user, token }
}

/**
 * Checks the password and starts a session (guard/login-guard.ts: counted per account, per client
 * and per address; a known device is let through a lock that strangers started). Every user id,
 * known or not, is counted alike, so a lock says nothing about which ids exist. Returns the
 * session with the device id the browser keeps (its cookie), now a known device of the account;
 * or, when the member has a second factor, the challenge of the factor step (no session yet).
 */
export async function login(deps: Deps, userId: string, password: string, client: LoginClient) {
  const db = deps.database.db
  const single = await memberByLogin(db, userId)
  // An e-mail of several accounts (docs/security.md): the password picks the account; each of
  // them counts the attempt on its own counter too. The first few only: each costs an argon2id.
  const shared = single ? [] : (await accountsByEmail(db, userId)).slice(0, SHARED_EMAIL_ACCOUNTS)
  const candidates = single ? [single] : shared.length > 1 ? shared : []
  const matching: LoginRow[] = []
  const ok = await guardedLogin(deps, {
    // The account's own counters whichever name was typed (id, its lower case, the e-mail), so
    // switching names cannot step around a lock; a name of no single account counts by itself.
    account: single?.user_id ?? userId,
    memberId: single ? single.id : null,
    client,
    check: async () => {
      // Hash even for unknown ids so the answer time does not reveal which ids exist.
      if (candidates.length === 0) await verifySecret(await dummyHash(), password)
      for (const c of candidates)
        if (await verifySecret(c.password_hash, password)) matching.push(c)
      return matching.length > 0
    },
    ...(single ? { notify: (until: Date) => loginLockNotice(deps, single, until) } : {}),
    ...(shared.length > 1
      ? {
          alsoAccounts: shared.map((c) => ({
            account: c.user_id,
            notify: (until: Date) => loginLockNotice(deps, c, until),
          })),
        }
      : {}),
  })
  const row = matching[0]
  if (!row || !ok) throw new DomainError('unauthenticated', serverMessages.invalidCredentials)
  if (matching.length > 1) throw new DomainError('conflict', serverMessages.sharedEmailLogin)
  const id = row.id
  if (await needsFactor(deps, { id, email: row.email })) {
    return { factor: true as const, challenge: await factorChallenge(deps, id) }
  }
  return {
    factor: false as const,
    ...(await completeSignIn(deps, { id, email: row.email }, client)),
  }
}
/** How many accounts of one e-mail a log-in by that e-mail tries (in id order). */
const SHARED_EMAIL_ACCOUNTS = 5

let dummy: Promise<string> | undefined
function dummyHash(): Promise<string> {
  dummy ??= hashSecret('not-a-password')
  return dummy
}

/** The KYC body: a payout address and/or a (new) transaction password. */
interface KycBody {
  /** The member's language: saved as it is, without the KYC checks (it moves no money). */
  locale?: Locale
  usdtAddress?: string
  t_pass?: string
  current_t_pass?: string
}

/**
 * Sets the payout address and/or the transaction password. Changing either needs the current
 * transaction password when one is set (guarded against guessing); a first address needs a
 * transaction password set with it. A changed address holds withdrawals for 24 hours, and every
 * address change is mailed to the member. `beforeChange` runs first when either changes (the
 * step-up of a member with a second factor).
 */
export async function updateUser(
  deps: Deps,
  memberId: number,
  body: KycBody,
  beforeChange: () => Promise<void> = async () => {},
) {
  const row = await memberRecord(deps.database.db, memberId)
  if (!row) throw new DomainError('not-found', serverMessages.unknownMember)
  const kyc = decideKycChange(
    { usdtAddress: row.usdt_address, hasTransactionPassword: row.tpass_hash !== null },
    body,
  )
  if (kyc.refusal) throw invalid(kyc.refusal.message, kyc.refusal.field)
  const { address, tpassChanges } = kyc
  const addressChanges = address !== undefined
  // The second factor (step-up) first, then the transaction password: a refused step-up counts
  // no PIN guess.
  if (addressChanges || tpassChanges) await beforeChange()
  if (kyc.checkCurrent) await checkCurrentTpass(deps, row, body.current_t_pass ?? '')
  const tpassHash = tpassChanges ? await hashSecret(body.t_pass as string) : undefined
  const now = deps.now()
  const holdUntil = kyc.holds ? payoutHoldUntil(now) : null
  await deps.database.transaction(async (tx) => {
    if (addressChanges) {
      await tx.execute(
        sql`UPDATE members SET usdt_address = ${address}, payout_hold_until = ${holdUntil}
            WHERE id = ${memberId}`,
      )
    }
    if (tpassHash !== undefined) {
      await tx.execute(sql`UPDATE members SET tpass_hash = ${tpassHash} WHERE id = ${memberId}`)
    }
    if (body.locale !== undefined) {
      await tx.execute(sql`UPDATE members SET locale = ${body.locale} WHERE id = ${memberId}`)
    }
  })
  if (addressChanges) {
    await payoutAddressNotice(deps, { id: memberId, email: row.email }, address, holdUntil).catch(
      () => undefined,
    )
  }
  const message = holdUntil ? serverMessages.payoutAddressChanged : undefined
  return { member: await memberView(deps.database.db, memberId), message }
}

/** Checks the current transaction password a KYC change needs (decideKycChange says when). */
async function checkCurrentTpass(deps: Deps, row: MemberRecord, current: string) {
  const hash = row.tpass_hash
  if (hash === null) return
  await checkTransactionPassword(
    deps,
    { id: row.id, email: row.email, hash },
    current,
    'current_t_pass',
  )
}

/**
 * Changes the login password after checking the current one, and ends every other session of the
 * member. The check has its own counter (a stolen session cannot guess there), apart from the
 * log-in counters: a stranger's wrong log-ins never stop the member's live session from changing it.
 */
export async function changePassword(
  deps: Deps,
  member: { id: number; userId: string; sessionId: string },
  oldPassword: string,
  password: string,
) {
  const [row] = await query<{ password_hash: string; email: string }>(
    deps.database.db,
    sql`SELECT password_hash, email FROM members WHERE id = ${member.id}`,
  )
  if (!row) throw invalid(serverMessages.currentPasswordWrong, 'oldPassword')
  await checkCurrentPassword(deps, { id: member.id, ...row }, oldPassword, 'oldPassword')
  const hashed = await hashSecret(password)
  await deps.sessions.ending(() =>
    deps.database.transaction(async (tx) => {
      await tx.execute(sql`UPDATE members SET password_hash = ${hashed} WHERE id = ${member.id}`)
      await deps.sessions.endOthers(tx, member.id, deps.now(), member.sessionId)
    }),
  )
  if (row)
    await credentialNotice(
      deps,
      { id: member.id, email: row.email },
      'password-changed',
      deps.now(),
    )
  return { status: true, message: serverMessages.passwordChanged }
}

/** Creates the root member on the first start. Returns the generated password when one was made. */
export async function ensureRoot(
  deps: Deps,
  rootUserId: string,
  rootPassword: string | undefined,
): Promise<{ created: boolean; password?: string }> {
  if ((await memberIdOf(deps.database.db, rootUserId)) !== null) return { created: false }
  const password = rootPassword ?? generatedPassword()
  const passwordHash = await hashSecret(password)
  await deps.database.transaction((tx) =>
    insertMember(tx, {
      userId: rootUserId,
      sponsorId: null,
      firstName: 'Root',
      lastName: 'Member',
      email: 'root@trellis.local',
      phone: '0000000000',
      passwordHash,
    }),
  )
  return rootPassword ? { created: true } : { created: true, password }
}

/** A password that meets the sign-up rule: letters, a capital, a digit and a symbol. */
function generatedPassword(): string {
  const letters = 'abcdefghijkmnopqrstuvwxyz'
  let out = 'T'
  for (let i = 0; i < 12; i++) out += letters[randomInt(0, letters.length)]
  return `${out}#${randomInt(10, 100)}`
}
