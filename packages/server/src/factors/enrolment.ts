// Enrolling, renewing and removing the authenticator app (ASVS 6.3.2, 7.5.1). Starting needs the
// current password (re-authentication, counted like /changePassword's); confirming needs a first
// code from the app; removing it or renewing the recovery codes needs a step-up. The key is
// answered once, at the start; afterwards it is only ever read sealed.
import { sql } from 'drizzle-orm'
import { factorMessages, serverMessages, type FactorsView } from '@trellis/contract'
import { query, type Tx } from '../db/client'
import type { Deps } from '../domain/context'
import { checkCurrentPassword } from '../guard/current-password'
import type { SessionMember } from '../domain/context'
import { DomainError, invalid } from '../domain/errors'
import { checkFactorCode, factorState } from './factor-check'
import { credentialNotice, type ChangeNote } from './factor-notices'
import { requireStepUp, stepUpUntil } from './step-up'
import { newRecoveryCodes, newTotpSecret, recoveryHash, sealSecret, totpUri } from './totp'

async function account(deps: Deps, memberId: number) {
  const [row] = await query<{ user_id: string; email: string; password_hash: string }>(
    deps.database.db,
    sql`SELECT user_id, email, password_hash FROM members WHERE id = ${memberId}`,
  )
  if (!row) throw new DomainError('not-found', serverMessages.unknownMember)
  return row
}

/** The profile's view of the member's factors and this session's step-up. */
export async function factorsView(deps: Deps, member: SessionMember): Promise<FactorsView> {
  const state = await factorState(deps.database.db, member.id)
  const until = await stepUpUntil(deps, member)
  return {
    totp: state.totp,
    passkeys: state.passkeys,
    recoveryCodesLeft: state.recoveryLeft,
    stepUpUntil: until ? until.toISOString() : null,
  }
}

/** Starts enrolling: checks the password, keeps a new key sealed (unconfirmed), answers it once. */
export async function totpStart(deps: Deps, member: SessionMember, password: string) {
  const row = await account(deps, member.id)
  if ((await factorState(deps.database.db, member.id)).totp) {
    throw new DomainError('conflict', factorMessages.totpAlreadyOn)
  }
  await checkCurrentPassword(deps, { id: member.id, ...row }, password, 'password')
  const secret = newTotpSecret()
  const kept = await query(
    deps.database.db,
    sql`INSERT INTO member_totp (member_id, secret_enc, created_at)
        VALUES (${member.id}, ${sealSecret(deps.codeKey, secret)}, ${deps.now()})
        ON CONFLICT (member_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc,
          created_at = EXCLUDED.created_at, last_step = 0
        WHERE member_totp.confirmed_at IS NULL
        RETURNING member_id`,
  )
  if (kept.length === 0) throw new DomainError('conflict', factorMessages.totpAlreadyOn)
  return { status: true, data: { secret, uri: totpUri(secret, row.user_id) } }
}

/** Confirms the app with its first code; answers the recovery codes (the only time they are shown). */
export async function totpConfirm(deps: Deps, member: SessionMember, code: string) {
  const row = await account(deps, member.id)
  const [pending] = await query<{ confirmed: boolean }>(
    deps.database.db,
    sql`SELECT confirmed_at IS NOT NULL AS confirmed FROM member_totp WHERE member_id = ${member.id}`,
  )
  if (!pending) throw invalid(factorMessages.totpNotStarted, 'code')
  if (pending.confirmed) throw new DomainError('conflict', factorMessages.totpAlreadyOn)
  await checkFactorCode(deps, { id: member.id, email: row.email }, code, { enrolling: true })
  const codes = newRecoveryCodes()
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    const done = await query(
      tx,
      sql`UPDATE member_totp SET confirmed_at = ${now}
          WHERE member_id = ${member.id} AND confirmed_at IS NULL RETURNING member_id`,
    )
    if (done.length === 0) throw new DomainError('conflict', factorMessages.totpAlreadyOn)
    await replaceRecoveryCodes(tx, deps, member.id, codes)
    // The code just given confirms this session for the step-up window.
    await tx.execute(sql`UPDATE sessions SET factor_at = ${now} WHERE id = ${member.sessionId}`)
  })
  await credentialNotice(deps, { id: member.id, email: row.email }, 'totp-added', now)
  return { status: true, message: factorMessages.totpOn, data: { recoveryCodes: codes } }
}

/** New recovery codes (step-up); the old ones stop working. */
export async function renewRecoveryCodes(deps: Deps, member: SessionMember) {
  await requireStepUp(deps, member)
  const row = await account(deps, member.id)
  if (!(await factorState(deps.database.db, member.id)).totp) {
    throw invalid(factorMessages.noFactor)
  }
  const codes = newRecoveryCodes()
  await deps.database.transaction((tx) => replaceRecoveryCodes(tx, deps, member.id, codes))
  await credentialNotice(deps, { id: member.id, email: row.email }, 'recovery-renewed', deps.now())
  return { status: true, message: factorMessages.recoveryRenewed, data: { recoveryCodes: codes } }
}

/** Removes the app and its recovery codes (step-up). */
export async function totpRemove(deps: Deps, member: SessionMember) {
  await requireStepUp(deps, member)
  const row = await account(deps, member.id)
  const removed = await deps.database.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM recovery_codes WHERE member_id = ${member.id}`)
    return query(
      tx,
      sql`DELETE FROM member_totp WHERE member_id = ${member.id} RETURNING member_id`,
    )
  })
  if (removed.length === 0) throw invalid(factorMessages.noFactor)
  await credentialNotice(deps, { id: member.id, email: row.email }, 'totp-removed', deps.now())
  return { status: true, message: factorMessages.totpRemoved }
}

async function replaceRecoveryCodes(tx: Tx, deps: Deps, memberId: number, codes: string[]) {
  await tx.execute(sql`DELETE FROM recovery_codes WHERE member_id = ${memberId}`)
  for (const c of codes) {
    await tx.execute(
      sql`INSERT INTO recovery_codes (member_id, code_hash)
          VALUES (${memberId}, ${recoveryHash(deps.codeKey, memberId, c)})`,
    )
  }
}

/** Checks a code for this session (step-up); the guarded calls go through for the window. */
export async function stepUp(deps: Deps, member: SessionMember, code: string) {
  const row = await account(deps, member.id)
  const state = await factorState(deps.database.db, member.id)
  if (!state.totp) throw invalid(factorMessages.noFactor, 'code')
  const method = await checkFactorCode(deps, { id: member.id, email: row.email }, code)
  const now = deps.now()
  await deps.database.db.execute(
    sql`UPDATE sessions SET factor_at = ${now} WHERE id = ${member.sessionId}`,
  )
  if (method === 'recovery') {
    await credentialNotice(
      deps,
      { id: member.id, email: row.email },
      'recovery-used',
      now,
      recoveryLeftNote(state.recoveryLeft - 1),
    )
  }
  const until = (await stepUpUntil(deps, member)) ?? now
  return { status: true, message: factorMessages.stepUpDone, data: { until: until.toISOString() } }
}

/** "N recovery codes are left." for the notice. */
export function recoveryLeftNote(left: number): ChangeNote {
  return { id: 'noteRecoveryLeft', values: { left } }
}
