// Passkeys (WebAuthn, @simplewebauthn/server): registered from the profile (current password
// first), one or more, named, removed with a step-up; a passkey signs in alone (user verification
// required: something held and something known or are) and confirms a step-up. Each challenge is
// kept as its SHA-256 for 5 minutes and deleted when used, so it is used once.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import {
  factorMessages,
  serverMessages,
  type PasskeyView,
  type WebAuthnJson,
} from '@trellis/contract'
import { query } from '../db/client'
import type { Deps } from '../domain/context'
import { checkCurrentPassword } from '../guard/current-password'
import type { LoginClient } from '../guard/login-guard'
import type { SessionMember } from '../domain/context'
import { DomainError, invalid } from '../domain/errors'
import { CHALLENGE_MS } from './factor-lock'
import { credentialNotice } from './factor-notices'
import { completeSignIn } from './sign-in'
import { requireStepUp, STEP_UP_MS } from './step-up'

/** The relying party: the app's host and origins (src/env.ts). */
function rp(deps: Deps) {
  return deps.webauthn ?? { rpId: 'localhost', origins: ['http://localhost:3000'] }
}

type Purpose = 'register' | 'login' | 'step-up'

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('base64url')

async function keepChallenge(
  deps: Deps,
  challenge: string,
  purpose: Purpose,
  memberId: number | null,
) {
  const now = deps.now()
  await deps.database.db.execute(sql`DELETE FROM webauthn_challenges WHERE expires_at <= ${now}`)
  await deps.database.db.execute(
    sql`INSERT INTO webauthn_challenges (id, member_id, purpose, expires_at)
        VALUES (${hashOf(challenge)}, ${memberId}, ${purpose}, ${new Date(now.getTime() + CHALLENGE_MS)})`,
  )
}

/** simplewebauthn's `expectedChallenge`: true once for a live challenge of this purpose (and member). */
function takeChallenge(deps: Deps, purpose: Purpose, memberId: number | null) {
  return async (challenge: string) => {
    const taken = await query(
      deps.database.db,
      sql`DELETE FROM webauthn_challenges WHERE id = ${hashOf(challenge)} AND purpose = ${purpose}
            AND member_id IS NOT DISTINCT FROM ${memberId} AND expires_at > ${deps.now()}
          RETURNING id`,
    )
    return taken.length > 0
  }
}

/** The response's JSON (the schema checked it is an object with an id). */
function parsed(text: string): WebAuthnJson {
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as WebAuthnJson
    }
  } catch {
    // Refused below.
  }
  throw invalid(factorMessages.passkeyResponse, 'response')
}

async function account(deps: Deps, memberId: number) {
  const [row] = await query<{
    user_id: string
    email: string
    password_hash: string
    first_name: string
  }>(
    deps.database.db,
    sql`SELECT user_id, email, password_hash, first_name FROM members WHERE id = ${memberId}`,
  )
  if (!row) throw new DomainError('not-found', serverMessages.unknownMember)
  return row
}

/** Registration options (after the current password): a discoverable credential, UV required. */
export async function passkeyRegisterOptions(deps: Deps, member: SessionMember, password: string) {
  const row = await account(deps, member.id)
  await checkCurrentPassword(deps, { id: member.id, ...row }, password, 'password')
  const existing = await query<{ id: string; transports: string }>(
    deps.database.db,
    sql`SELECT id, transports FROM passkeys WHERE member_id = ${member.id}`,
  )
  const options = await generateRegistrationOptions({
    rpName: 'Trellis',
    rpID: rp(deps).rpId,
    userName: row.user_id,
    userDisplayName: row.first_name,
    userID: new TextEncoder().encode(String(member.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.id,
      transports: splitTransports(p.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await keepChallenge(deps, options.challenge, 'register', member.id)
  return { status: true, data: options as unknown as WebAuthnJson }
}

function splitTransports(t: string): string[] {
  return t ? t.split(',') : []
}

/** Checks and keeps the passkey the browser made. */
export async function passkeyRegister(
  deps: Deps,
  member: SessionMember,
  name: string,
  responseText: string,
) {
  const row = await account(deps, member.id)
  const response = parsed(responseText)
  const verified = await verifyRegistrationResponse({
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge: takeChallenge(deps, 'register', member.id),
    expectedOrigin: rp(deps).origins,
    expectedRPID: rp(deps).rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }))
  if (!verified.verified) throw invalid(factorMessages.passkeyFailed)
  const { credential } = verified.registrationInfo
  const added = await query(
    deps.database.db,
    sql`INSERT INTO passkeys (id, member_id, public_key, counter, transports, name, created_at)
        VALUES (${credential.id}, ${member.id}, ${Buffer.from(credential.publicKey).toString('base64url')},
                ${credential.counter}, ${(credential.transports ?? []).join(',')}, ${name.trim()}, ${deps.now()})
        ON CONFLICT (id) DO NOTHING RETURNING id`,
  )
  if (added.length === 0) throw invalid(factorMessages.passkeyFailed)
  // The passkey just made (with user verification) confirms this session for the step-up window.
  await deps.database.db.execute(
    sql`UPDATE sessions SET factor_at = ${deps.now()} WHERE id = ${member.sessionId}`,
  )
  await credentialNotice(deps, { id: member.id, email: row.email }, 'passkey-added', deps.now(), {
    id: 'notePasskeyName',
    values: { name: name.trim() },
  })
  return { status: true, message: factorMessages.passkeyAdded }
}

/** The member's passkeys. */
export async function listPasskeys(deps: Deps, member: SessionMember) {
  const rows = await query<{
    id: string
    name: string
    created_at: Date | string
    last_used_at: Date | string | null
  }>(
    deps.database.db,
    sql`SELECT id, name, created_at, last_used_at FROM passkeys
        WHERE member_id = ${member.id} ORDER BY created_at`,
  )
  const data: PasskeyView[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  }))
  return { status: true, data }
}

/** Removes one of the member's passkeys (step-up). */
export async function passkeyRemove(deps: Deps, member: SessionMember, id: string) {
  await requireStepUp(deps, member)
  const row = await account(deps, member.id)
  const gone = await query<{ name: string }>(
    deps.database.db,
    sql`DELETE FROM passkeys WHERE id = ${id} AND member_id = ${member.id} RETURNING name`,
  )
  if (!gone[0]) throw invalid(factorMessages.passkeyNotFound, 'id')
  await credentialNotice(deps, { id: member.id, email: row.email }, 'passkey-removed', deps.now(), {
    id: 'notePasskeyName',
    values: { name: gone[0].name },
  })
  return { status: true, message: factorMessages.passkeyRemoved }
}

/** Options to sign in with a passkey (any account: the passkey names it), or to step up. */
export async function passkeyOptions(deps: Deps, member: SessionMember | null) {
  const allow = member
    ? await query<{ id: string; transports: string }>(
        deps.database.db,
        sql`SELECT id, transports FROM passkeys WHERE member_id = ${member.id}`,
      )
    : []
  if (member && allow.length === 0) throw invalid(factorMessages.noFactor)
  const options = await generateAuthenticationOptions({
    rpID: rp(deps).rpId,
    userVerification: 'required',
    allowCredentials: allow.map((p) => ({ id: p.id, transports: splitTransports(p.transports) })),
  })
  await keepChallenge(deps, options.challenge, member ? 'step-up' : 'login', member?.id ?? null)
  return { status: true, data: options as unknown as WebAuthnJson }
}

/** Checks a passkey's answer; returns its member (and moves its counter). */
async function checkPasskey(
  deps: Deps,
  responseText: string,
  purpose: Purpose,
  memberId: number | null,
): Promise<{ memberId: number; email: string }> {
  const response = parsed(responseText)
  const id = typeof response.id === 'string' ? response.id : ''
  const [row] = await query<{
    member_id: number
    public_key: string
    counter: number
    transports: string
    email: string
  }>(
    deps.database.db,
    sql`SELECT p.member_id, p.public_key, p.counter, p.transports, m.email
        FROM passkeys p JOIN members m ON m.id = p.member_id WHERE p.id = ${id}`,
  )
  if (!row || (memberId !== null && row.member_id !== memberId)) {
    throw invalid(factorMessages.passkeyFailed)
  }
  const verified = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: takeChallenge(deps, purpose, memberId),
    expectedOrigin: rp(deps).origins,
    expectedRPID: rp(deps).rpId,
    requireUserVerification: true,
    credential: {
      id,
      publicKey: Buffer.from(row.public_key, 'base64url'),
      counter: row.counter,
      transports: splitTransports(row.transports),
    },
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }))
  if (!verified.verified || !verified.authenticationInfo)
    throw invalid(factorMessages.passkeyFailed)
  await deps.database.db.execute(
    sql`UPDATE passkeys SET counter = ${verified.authenticationInfo.newCounter}, last_used_at = ${deps.now()}
        WHERE id = ${id}`,
  )
  return { memberId: row.member_id, email: row.email }
}

/** Signs in with a passkey alone: the session starts with the factor confirmed. */
export async function passkeyLogin(deps: Deps, response: string, client: LoginClient) {
  const who = await checkPasskey(deps, response, 'login', null)
  return completeSignIn(deps, { id: who.memberId, email: who.email }, client, deps.now())
}

/** Confirms this session with a passkey (step-up). */
export async function passkeyStepUp(deps: Deps, member: SessionMember, response: string) {
  await checkPasskey(deps, response, 'step-up', member.id)
  const now = deps.now()
  await deps.database.db.execute(
    sql`UPDATE sessions SET factor_at = ${now} WHERE id = ${member.sessionId}`,
  )
  return {
    status: true,
    message: factorMessages.stepUpDone,
    data: { until: new Date(now.getTime() + STEP_UP_MS).toISOString() },
  }
}
