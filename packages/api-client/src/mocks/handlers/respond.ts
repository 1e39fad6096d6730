// The plumbing every mock handler shares: URL and method from the contract, body parsing, the
// contract's schema (strict, with the member's balances as context), idempotent money calls,
// and failures in the server's shape ({ status: false, success: false, message }).
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  API_BASE,
  IDEMPOTENCY_HEADER,
  PAGE_SIZE,
  TRANSACTION_PASSWORD_LOCK,
  calls,
  canonicalBody,
  isSameRequest,
  pagedAnswer,
  serverMessages,
  tryAgainAfter,
  wrongTransactionPassword,
  type CallName,
} from '@trellis/contract'
import { checkBody } from '@trellis/contract/schemas'
import { accountFor, getWorld, type Account, type World } from '../world'

/** A failure a resolver raises; turned into the error answer. */
export class MockFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { field?: string; wallet?: number } = {},
  ) {
    super(message)
  }
}

/** Stops the resolver with an error answer. */
export function fail(status: number, message: string, extra?: MockFailure['extra']): never {
  throw new MockFailure(status, message, extra)
}

export interface MockContext {
  world: World
  me: Account
  // The body has passed the call's schema; resolvers read it as the call's body type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  request: Request
}

export type Resolver = (ctx: MockContext) => unknown

/** The URL pattern of a call: any origin, the contract's base and path. */
export function mockUrl(name: CallName): string {
  return `*${API_BASE}${calls[name].path}`
}

/** The failure answer, in the server's shape. */
export function failure(status: number, message: string, extra: MockFailure['extra'] = {}) {
  return HttpResponse.json({ status: false, success: false, message, ...extra }, { status })
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return {}
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new MockFailure(400, serverMessages.malformedBody)
  }
}

async function check(name: CallName, body: unknown, me: Account): Promise<unknown> {
  const context = {
    wallet: me.member.wallet,
    packageWallet: me.member.packageWallet,
    userId: me.member.userId,
  }
  const checked = await checkBody(calls[name], body, context)
  if (checked.ok) return checked.value ?? {}
  fail(400, checked.message, {
    ...(checked.field ? { field: checked.field } : {}),
    ...(checked.field === 'amount' ? { wallet: me.member.wallet } : {}),
  })
}

/**
 * Checks a transaction password under the member's lock counter, as the server does: each wrong
 * one is counted, and the one that reaches TRANSACTION_PASSWORD_LOCK's limit within its window
 * locks the member's money calls; a right one clears the count. A wrong one is refused on `field`
 * with the tries left, or with the lock it started (the contract's wrongTransactionPassword).
 */
export function checkTransactionPassword(me: Account, given: string, field: string): void {
  const now = Date.now()
  if (me.tPass !== null && given === me.tPass) {
    me.tpassFailures = []
    return
  }
  const { maxFailures, windowMs, lockMs } = TRANSACTION_PASSWORD_LOCK
  me.tpassFailures = [...me.tpassFailures.filter((t) => t > now - windowMs), now]
  const wrong = me.tpassFailures.length
  let lockedUntil: Date | undefined
  if (wrong >= maxFailures) {
    me.moneyLockedUntil = now + lockMs
    me.tpassFailures = []
    lockedUntil = new Date(me.moneyLockedUntil)
  }
  const answer = wrongTransactionPassword(wrong, lockedUntil)
  if (answer.locked) fail(429, answer.message)
  fail(400, answer.message, { field })
}

/** Money calls wait out a transaction-password lock (429 with the time it ends). */
function refuseWhileLocked(me: Account): void {
  const until = me.moneyLockedUntil
  if (until !== null && until > Date.now())
    fail(429, tryAgainAfter(serverMessages.transactionPasswordLocked, new Date(until)))
}

/** Runs a resolver for a request: the shared steps around one call's own logic. */
export async function resolve(name: CallName, resolver: Resolver, request: Request) {
  const world = getWorld()
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? null
  const me = accountFor(world, token)
  const key = calls[name].money ? request.headers.get(IDEMPOTENCY_HEADER) : null
  const slot = `${me.member.userId}:${key}`
  try {
    const body = await check(name, await readBody(request), me)
    if (calls[name].money) refuseWhileLocked(me)
    // The server's rule (isSameRequest): the answer of the same request again, 422 for another.
    const fingerprint = canonicalBody(body)
    const stored = key ? world.answered.get(slot) : undefined
    if (stored) {
      if (!isSameRequest(stored, name, fingerprint)) fail(422, serverMessages.idempotencyKeyReused)
      return HttpResponse.json(stored.body as object)
    }
    const answer = await resolver({ world, me, body, request })
    // Only a success is kept: a refused call moved nothing, and its key may be tried again.
    if (key) world.answered.set(slot, { call: name, fingerprint, body: answer })
    return HttpResponse.json(answer as object)
  } catch (error) {
    if (!(error instanceof MockFailure)) throw error
    const answer = { status: false, success: false, message: error.message, ...error.extra }
    return HttpResponse.json(answer, { status: error.status })
  }
}

/** The MSW handler of one call. */
export function handlerFor(name: CallName, resolver: Resolver): HttpHandler {
  const method = calls[name].method === 'GET' ? http.get : http.post
  return method(mockUrl(name), ({ request }) => resolve(name, resolver, request))
}

/** One page of a list, 10 items, in the contract's PagedAnswer shape. */
export function paged<T>(list: readonly T[], page: number | undefined) {
  const p = page ?? 1
  const data = list.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE)
  return { ...pagedAnswer(data, p, list.length), success: true }
}
