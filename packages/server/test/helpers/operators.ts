// Operators for the console's server tests: invite one (by the OPS_TOKEN automation, as the command
// line does, or by an admin's session), set the password from the mailed link, sign in with the
// password and enrol the authenticator app with a code computed here (otplib, as an app would).
import { expect } from 'vitest'
import { generate } from 'otplib'
import { OPS_API_BASE, OPS_COOKIE, type OpsRole, type OpsSignInStep } from '@trellis/contract'
import { OPS_TOKEN, type TestApp } from './app'

export const OPS_PASSWORD = 'correct horse battery staple'

export interface OpsAnswer {
  status: number
  body: Record<string, unknown> & { message?: string; data?: unknown }
  headers: Record<string, unknown>
  text: string
}

/** One /api/ops call: with the session's cookie, the OPS_TOKEN (`token: true`) or neither. */
export async function opsCall(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  o: { cookie?: string; token?: boolean; body?: unknown; from?: string } = {},
): Promise<OpsAnswer> {
  const headers: Record<string, string> = {}
  if (o.cookie) headers.cookie = `${OPS_COOKIE}=${o.cookie}`
  if (o.token) headers.authorization = `Bearer ${OPS_TOKEN}`
  if (method === 'POST') headers['content-type'] = 'application/json'
  const res = await t.app.inject({
    method,
    url: `${OPS_API_BASE}${path}`,
    headers,
    ...(method === 'POST' ? { payload: JSON.stringify(o.body ?? {}) } : {}),
    ...(o.from ? { remoteAddress: o.from } : {}),
  })
  let body: OpsAnswer['body'] = {}
  try {
    body = res.json()
  } catch {
    // CSV answers are text.
  }
  return { status: res.statusCode, body, headers: res.headers, text: res.body }
}

/** The code the authenticator app shows at the app's clock (plus `steps` of 30 s). */
export function codeAt(t: TestApp, secret: string, steps = 0): Promise<string> {
  const epoch = Math.floor(t.app.deps.now().getTime() / 1000) + steps * 30
  return generate({ secret, epoch })
}

/** The set-password token of the last link mailed to `email`. */
export function mailedToken(t: TestApp, email: string): string {
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === email)
  const token = /set-password#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no set-password link mailed to ${email}`)
  return token
}

/** The session cookie value an answer sets. */
export function cookieOf(answer: OpsAnswer): string {
  const raw = answer.headers['set-cookie']
  const line = (Array.isArray(raw) ? raw : [raw]).find((l) =>
    String(l).startsWith(`${OPS_COOKIE}=`),
  )
  const value = /^trellis_ops=([^;]*)/.exec(String(line ?? ''))?.[1]
  if (!value) throw new Error(`no ${OPS_COOKIE} cookie in ${JSON.stringify(raw)}`)
  return value
}

export interface TestOperator {
  id: string
  email: string
  role: OpsRole
  cookie: string
  secret: string
  recoveryCodes: string[]
}

/** Signs in with the password: the challenge step (code or enrolment). */
export async function passwordStep(
  t: TestApp,
  email: string,
  password = OPS_PASSWORD,
): Promise<OpsAnswer & { step: OpsSignInStep }> {
  const r = await opsCall(t, 'POST', '/session/sign-in', { body: { email, password } })
  return { ...r, step: r.body.data as OpsSignInStep }
}

/**
 * A new operator, signed in: invited by `admin` (a cookie) or the automation, password set from
 * the mailed link, app enrolled at the first sign-in.
 */
export async function newOperator(
  t: TestApp,
  email: string,
  role: OpsRole,
  admin?: string,
): Promise<TestOperator> {
  const added = await opsCall(t, 'POST', '/operators', {
    body: { email, role },
    ...(admin ? { cookie: admin } : { token: true }),
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const set = await opsCall(t, 'POST', '/session/set-password', {
    body: { token: mailedToken(t, email), password: OPS_PASSWORD },
  })
  expect(set.status, JSON.stringify(set.body)).toBe(200)
  const first = await passwordStep(t, email)
  expect(first.status, JSON.stringify(first.body)).toBe(200)
  if (first.step.step !== 'enrol') throw new Error('the first sign-in did not enrol')
  const secret = first.step.enrolment.secret
  const done = await opsCall(t, 'POST', '/session/code', {
    body: { challenge: first.step.challenge, code: await codeAt(t, secret) },
  })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  const data = done.body.data as { me: { id: string }; recoveryCodes: string[] }
  return {
    id: data.me.id,
    email,
    role,
    cookie: cookieOf(done),
    secret,
    recoveryCodes: data.recoveryCodes,
  }
}
