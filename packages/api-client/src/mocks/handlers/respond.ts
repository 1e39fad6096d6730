// The plumbing every mock handler shares: URL and method from the contract, body parsing, the
// contract's schema (strict, with the member's balances as context), idempotent money calls,
// and failures in the server's shape ({ status: false, success: false, message }).
import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  API_BASE,
  IDEMPOTENCY_HEADER,
  PAGE_SIZE,
  calls,
  serverMessages,
  type CallDef,
  type CallName,
} from '@trellis/contract'
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

/**
 * Trims the fields the schema trims. Strict validation (no type coercion: "100" is not a
 * number) would otherwise reject "BCH1000001 " with yup's own words instead of accepting it as
 * the form did; fields without trim (passwords) stay as typed.
 */
function trimmed(schema: NonNullable<CallDef<unknown, unknown>['schema']>, body: object): object {
  const out: Record<string, unknown> = { ...body }
  for (const [name, value] of Object.entries(out)) {
    const field = schema.fields[name] as { describe?: () => { tests?: Array<{ name?: string }> } }
    const trims = field?.describe?.().tests?.some((t) => t.name === 'trim')
    if (trims && typeof value === 'string') out[name] = value.trim()
  }
  return out
}

async function check(name: CallName, body: unknown, me: Account): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    fail(400, serverMessages.malformedBody)
  const schema = calls[name].schema
  if (!schema) {
    if (Object.keys(body).length > 0) fail(400, serverMessages.unknownField)
    return body
  }
  const context = { wallet: me.member.wallet, packageWallet: me.member.packageWallet }
  try {
    return await schema.validate(trimmed(schema, body), { strict: true, abortEarly: true, context })
  } catch (error) {
    // yup's ValidationError, recognised by shape: api-client does not depend on yup itself.
    const v = error as { name?: unknown; message?: unknown; path?: unknown }
    if (v.name === 'ValidationError' && typeof v.message === 'string') {
      const path = typeof v.path === 'string' ? v.path : undefined
      fail(400, v.message, {
        ...(path ? { field: path } : {}),
        ...(path === 'amount' ? { wallet: me.member.wallet } : {}),
      })
    }
    throw error
  }
}

/** Runs a resolver for a request: the shared steps around one call's own logic. */
export async function resolve(name: CallName, resolver: Resolver, request: Request) {
  const world = getWorld()
  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? null
  const me = accountFor(world, token)
  const key = calls[name].money ? request.headers.get(IDEMPOTENCY_HEADER) : null
  const remembered = key ? world.answered.get(`${me.member.userId}:${key}`) : undefined
  if (remembered) return HttpResponse.json(remembered.body as object, { status: remembered.status })
  let status = 200
  let answer: unknown
  try {
    const body = await check(name, await readBody(request), me)
    answer = await resolver({ world, me, body, request })
  } catch (error) {
    if (!(error instanceof MockFailure)) throw error
    status = error.status
    answer = { status: false, success: false, message: error.message, ...error.extra }
  }
  if (key) world.answered.set(`${me.member.userId}:${key}`, { status, body: answer })
  return HttpResponse.json(answer as object, { status })
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
  return {
    status: true,
    success: true,
    data,
    page: p,
    pageSize: PAGE_SIZE,
    total: list.length,
    hasMore: p * PAGE_SIZE < list.length,
  }
}
