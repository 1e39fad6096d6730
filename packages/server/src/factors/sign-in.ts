// The end of a sign-in, and its factor step (ASVS 6.3.2): a right password for a member with a
// factor opens a challenge (5 minutes, used once, kept as its SHA-256), not a session; the session
// starts when the challenge comes back with a right code. Every sign-in from a browser the account
// does not know is mailed to the member (ASVS 6.3.4).
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { factorMessages, type FactorChallengeAnswer } from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { memberView } from '../domain/member-view'
import { isKnownDevice, rememberDevice } from '../guard/known-devices'
import type { LoginClient } from '../guard/login-guard'
import { invalid } from '../domain/errors'
import { recoveryLeftNote } from './enrolment'
import { checkFactorCode, factorState } from './factor-check'
import { CHALLENGE_MS } from './factor-lock'
import { credentialNotice, newDeviceNotice } from './factor-notices'
import { finishDueRecovery } from './operator-recovery'
import { deviceName } from './session-list'

function challengeHash(challenge: string): string {
  return createHash('sha256').update(challenge).digest('base64url')
}

/** Starts the session of a member who proved what the sign-in asks; mails a new device. */
export async function completeSignIn(
  deps: Deps,
  who: { id: number; email: string },
  client: LoginClient,
  factorAt?: Date,
) {
  const db = deps.database.db
  const now = deps.now()
  const user = await memberView(db, who.id)
  const token = await deps.sessions.issue({ id: who.id, userId: user.userId }, db, {
    userAgent: client.userAgent,
    address: client.address,
    ...(factorAt ? { factorAt } : {}),
  })
  const known = await isKnownDevice(db, who.id, client.deviceId, now)
  const device = await rememberDevice(db, who.id, client.deviceId, now)
  if (!known) {
    await newDeviceNotice(deps, who, {
      device: deviceName(client.userAgent ?? null),
      address: client.address,
      at: now,
    })
  }
  return { user, token, device }
}

/** Whether the member must give a factor to sign in (an operator recovery that is due ends it). */
export async function needsFactor(
  deps: Deps,
  who: { id: number; email: string },
): Promise<boolean> {
  const state = await factorState(deps.database.db, who.id)
  if (!state.any) return false
  if (state.passkeys > 0) return true
  return !(await finishDueRecovery(deps, who.id, who.email))
}

/** Opens the factor step of a sign-in whose password was right. */
export async function factorChallenge(
  deps: Deps,
  memberId: number,
): Promise<FactorChallengeAnswer> {
  const state = await factorState(deps.database.db, memberId)
  const challenge = randomBytes(32).toString('base64url')
  const now = deps.now()
  // The member's spent and expired challenges are of no use: keep the rows few.
  await deps.database.db.execute(
    sql`DELETE FROM login_challenges WHERE member_id = ${memberId}
        AND (used_at IS NOT NULL OR expires_at <= ${now})`,
  )
  await deps.database.db.execute(
    sql`INSERT INTO login_challenges (id, member_id, expires_at)
        VALUES (${challengeHash(challenge)}, ${memberId}, ${new Date(now.getTime() + CHALLENGE_MS)})`,
  )
  return {
    status: true,
    message: factorMessages.factorRequired,
    factorRequired: true,
    challenge,
    methods: [
      ...(state.totp ? (['totp', 'recovery'] as const) : []),
      ...(state.passkeys > 0 ? (['passkey'] as const) : []),
    ],
  }
}

/** The factor step: a live challenge and a right code start the session. */
export async function loginFactor(
  deps: Deps,
  challenge: string,
  code: string,
  client: LoginClient,
) {
  const db = deps.database.db
  const id = challengeHash(challenge)
  const [row] = await query<{ member_id: number; email: string }>(
    db,
    sql`SELECT c.member_id, m.email FROM login_challenges c JOIN members m ON m.id = c.member_id
        WHERE c.id = ${id} AND c.used_at IS NULL AND c.expires_at > ${deps.now()}`,
  )
  if (!row) throw invalid(factorMessages.challengeExpired, 'challenge')
  const who = { id: row.member_id, email: row.email }
  const method = await checkFactorCode(deps, who, code)
  // Used once: two answers with one challenge open one session at most.
  const claimed = await query(
    db,
    sql`UPDATE login_challenges SET used_at = ${deps.now()}
        WHERE id = ${id} AND used_at IS NULL RETURNING id`,
  )
  if (claimed.length === 0) throw invalid(factorMessages.challengeExpired, 'challenge')
  const done = await completeSignIn(deps, who, client, deps.now())
  if (method === 'recovery') {
    const left = (await factorState(db, who.id)).recoveryLeft
    await credentialNotice(deps, who, 'recovery-used', deps.now(), recoveryLeftNote(left))
  }
  return done
}
