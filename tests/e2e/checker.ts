// The named operator who checks what the command line proposes (maker-checker, issue 25): `ops
// bonus` only proposes, so a journey that needs a member's bonus has it approved by an operator
// over the console's API. The operator is the console spec's first admin when that spec ran (it
// records its e-mail and authenticator key here), else one this module makes as the first admin.
import { createHmac } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { OPS_API_BASE, OPS_COOKIE } from '@trellis/contract'
import { mailFor, ops, postOnce, setting } from './fixtures.ts'

/** RFC 6238 written out here (SHA-1, 6 digits, 30 s), so the server's otplib is checked, not reused. */
/** The operator's reason on the bonuses the journeys get (an operator's words, kept as typed). */
export const BONUS_REASON = 'e2e: funds for the journey'

export function totp(base32: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of base32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0xf
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, '0')
}

export const OPERATOR_PASSWORD = 'correct horse battery staple'

/** An operator this run can sign in as: the e-mail and the authenticator's key. */
interface Checker {
  email: string
  key: string
  /** The last 30-second step whose code was used (the server refuses a code twice). */
  lastStep: number
}

/** Beside the mailbox, in the run's own temporary folder (removed with it). */
const checkerFile = () => join(dirname(setting('E2E_MAILBOX')), 'checker.json')
const stepOf = (ms: number) => Math.floor(ms / 30_000)

/** Records an operator the console spec enrolled (the code it used was this step's). */
export function rememberChecker(email: string, key: string): void {
  const checker: Checker = { email, key, lastStep: stepOf(Date.now()) }
  writeFileSync(checkerFile(), JSON.stringify(checker), { mode: 0o600 })
}

/**
 * One JSON call of the console's API, on a connection of its own (fixtures.ts' postOnce: a
 * kept-alive connection the server closed as it was reused failed the journey's bonus with
 * "fetch failed: other side closed" in a clean-clone run); answers the data or throws with the
 * server's message.
 */
async function opsPost(path: string, body: unknown, cookie?: string) {
  const response = await postOnce(
    `${setting('E2E_BASE_URL')}${OPS_API_BASE}${path}`,
    {
      'content-type': 'application/json',
      ...(cookie ? { cookie: `${OPS_COOKIE}=${cookie}` } : {}),
    },
    JSON.stringify(body),
  )
  const answer = JSON.parse(response.text) as { data?: Record<string, unknown>; message?: string }
  if (response.status < 200 || response.status > 299)
    throw new Error(`${path} answered ${response.status}: ${answer.message}`)
  return { data: answer.data ?? {}, response }
}

/** Makes the first admin by the command line and enrols its app (no console spec ran first). */
async function firstAdmin(): Promise<Checker> {
  const email = 'checker@example.test'
  const since = Date.now()
  ops('operator', 'add', email, '--role', 'admin')
  const mail = await mailFor(email, since, /operator account/i)
  const token = /\/ops\/set-password#([\w-]+)/.exec(mail)?.[1] ?? ''
  await opsPost('/session/set-password', { token, password: OPERATOR_PASSWORD })
  const { data } = await opsPost('/session/sign-in', { email, password: OPERATOR_PASSWORD })
  const key = String((data.enrolment as { secret?: string } | undefined)?.secret ?? '')
  const now = Date.now()
  const { response } = await opsPost('/session/code', {
    challenge: data.challenge,
    code: totp(key, now),
  })
  await signOut(response)
  return { email, key, lastStep: stepOf(now) }
}

/** The session cookie an answer sets. */
const cookieOf = (response: { setCookies: string[] }) =>
  response.setCookies
    .map((line) => new RegExp(`^${OPS_COOKIE}=([^;]+)`).exec(line)?.[1])
    .find(Boolean)

/** Ends the session an answer opened. */
async function signOut(response: { setCookies: string[] }) {
  const cookie = cookieOf(response)
  if (cookie) await opsPost('/session/sign-out', {}, cookie)
}

/**
 * A bonus as the operators give one: proposed by the command line, approved by a named operator
 * (signed in with the password and a code of a step not used before, then signed out).
 */
export async function approvedBonus(userId: string, amount: string): Promise<void> {
  const printed = ops('bonus', userId, amount, '--reason', BONUS_REASON)
  const id = /proposal (\d+)/.exec(printed)?.[1]
  if (!id) throw new Error(`ops bonus printed no proposal:\n${printed}`)
  const checker: Checker = existsSync(checkerFile())
    ? (JSON.parse(readFileSync(checkerFile(), 'utf8')) as Checker)
    : await firstAdmin()
  // A code is good once: wait for a step after the last one used.
  const wait = (checker.lastStep + 1) * 30_000 - Date.now()
  if (wait > 0) await new Promise((done) => setTimeout(done, wait + 100))
  const { data } = await opsPost('/session/sign-in', {
    email: checker.email,
    password: OPERATOR_PASSWORD,
  })
  const now = Date.now()
  const signedIn = await opsPost('/session/code', {
    challenge: data.challenge,
    code: totp(checker.key, now),
  })
  writeFileSync(checkerFile(), JSON.stringify({ ...checker, lastStep: stepOf(now) }), {
    mode: 0o600,
  })
  await opsPost(`/proposals/${id}/approve`, { note: 'checked (e2e)' }, cookieOf(signedIn.response))
  await signOut(signedIn.response)
}
