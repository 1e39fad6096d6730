// Sign-up, login, profile and the root member.
import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { messages, serverMessages, type Member, type SignupPayload } from '@trellis/contract'
import { num, query, type Tx } from '../db/client'
import { ApiError, badRequest } from '../http/errors'
import { recordJoin } from './team-link'
import type { Deps } from './context'
import { openMemberAccounts } from './ledger'
import { memberIdOf, memberRecord, memberView } from './member-view'
import { hashSecret, verifySecret } from './passwords'

/** The sponsor's first name for the sign-up form. */
export async function checkUser(deps: Deps, userId: string) {
  const [row] = await query<{ first_name: string }>(
    deps.database.db,
    sql`SELECT first_name FROM members WHERE user_id = ${userId}`,
  )
  if (!row) throw new ApiError(404, messages.sponsorNotFound, 'userId')
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
}

/** Inserts a member with its wallets and its place in the team, in one transaction. */
export async function insertMember(tx: Tx, m: NewMember): Promise<number> {
  const [row] = await query<{ id: unknown }>(
    tx,
    sql`INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone, password_hash)
        VALUES (${m.userId}, ${m.sponsorId}, ${m.firstName}, ${m.lastName}, ${m.email}, ${m.phone}, ${m.passwordHash})
        RETURNING id`,
  )
  const id = num(row?.id)
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

/** Registers a member under a sponsor and starts a session. */
export async function register(deps: Deps, body: SignupPayload) {
  const sponsorId = await memberIdOf(deps.database.db, body.userId.trim())
  if (sponsorId === null) throw badRequest(messages.sponsorNotFound, 'userId')
  const passwordHash = await hashSecret(body.password)
  const id = await deps.database.transaction(async (tx) => {
    const userId = await newUserId(tx, deps.idPrefix)
    return insertMember(tx, {
      userId,
      sponsorId,
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      phone: body.phone.trim(),
      passwordHash,
    })
  })
  return startSession(deps, id)
}

async function startSession(deps: Deps, id: number) {
  const user = await memberView(deps.database.db, id)
  const token = await deps.sessions.issue({ id, userId: user.userId })
  return { user, token }
}

/** Checks the password and starts a session. */
export async function login(deps: Deps, userId: string, password: string) {
  const [row] = await query<{ id: unknown; password_hash: string }>(
    deps.database.db,
    sql`SELECT id, password_hash FROM members WHERE user_id = ${userId.trim()}`,
  )
  // Hash even for unknown ids so the answer time does not reveal which ids exist.
  const ok = await verifySecret(row?.password_hash ?? (await dummyHash()), password)
  if (!row || !ok) throw new ApiError(401, serverMessages.invalidCredentials)
  return startSession(deps, num(row.id))
}
let dummy: Promise<string> | undefined
function dummyHash(): Promise<string> {
  dummy ??= hashSecret('not-a-password')
  return dummy
}

/** Sets the USDT address and/or the transaction password (set once, or changed with the current one). */
export async function updateUser(
  deps: Deps,
  memberId: number,
  body: { usdtAddress?: string; t_pass?: string; current_t_pass?: string },
): Promise<Member> {
  const row = await memberRecord(deps.database.db, memberId)
  if (!row) throw new ApiError(404, serverMessages.unknownMember)
  let tpassHash: string | undefined
  if (body.t_pass !== undefined) {
    if (row.tpass_hash !== null) {
      const current = body.current_t_pass
      if (!current || !(await verifySecret(row.tpass_hash, current))) {
        throw badRequest(serverMessages.transactionPasswordAlreadySet, 'current_t_pass')
      }
    }
    tpassHash = await hashSecret(body.t_pass)
  }
  await deps.database.transaction(async (tx) => {
    if (body.usdtAddress !== undefined) {
      await tx.execute(
        sql`UPDATE members SET usdt_address = ${body.usdtAddress.trim()} WHERE id = ${memberId}`,
      )
    }
    if (tpassHash !== undefined) {
      await tx.execute(sql`UPDATE members SET tpass_hash = ${tpassHash} WHERE id = ${memberId}`)
    }
  })
  return memberView(deps.database.db, memberId)
}

/** Changes the login password after checking the current one. */
export async function changePassword(
  deps: Deps,
  memberId: number,
  oldPassword: string,
  password: string,
) {
  const [row] = await query<{ password_hash: string }>(
    deps.database.db,
    sql`SELECT password_hash FROM members WHERE id = ${memberId}`,
  )
  if (!row || !(await verifySecret(row.password_hash, oldPassword))) {
    throw badRequest(serverMessages.currentPasswordWrong, 'oldPassword')
  }
  const hashed = await hashSecret(password)
  await deps.database.db.execute(
    sql`UPDATE members SET password_hash = ${hashed} WHERE id = ${memberId}`,
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
