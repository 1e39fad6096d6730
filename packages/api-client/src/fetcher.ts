// The one function every call goes through: URL, method, JSON, token, idempotency key, error
// mapping, and starting the session from an answer that starts one. What a call's answer means
// to the client is declared on the call (`answers`, `stale`, `fallback` in the contract).
import {
  IDEMPOTENCY_HEADER,
  serverMessages,
  type AnswerOf,
  type BodyOf,
  type CallDef,
  type Member,
  type SessionAnswer,
  type StatusAnswer,
} from '@trellis/contract'
import { apiBase } from './env'
import { ApiError, errorFromAnswer, networkError } from './errors'
import { session } from './session'

/** Any call of the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDef<any, any>

export interface CallOptions {
  /** Sent as the Idempotency-Key header (money calls). */
  idempotencyKey?: string
  signal?: AbortSignal
  /** The message when the server gives none; defaults to the call's own `fallback`. */
  fallback?: string
  /** The message when the call never reached the server; defaults to the call's, then `fallback`. */
  networkFallback?: string
}

/** Whether a value has the member's shape (the id and the income wallet at least). */
export function isMember(value: unknown): value is Member {
  const v = value as Partial<Member> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.userId === 'string' &&
    typeof v.wallet === 'number'
  )
}

function failed(body: unknown): boolean {
  const b = body as { status?: unknown; success?: unknown } | null
  return typeof b === 'object' && b !== null && (b.status === false || b.success === false)
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function authHeader(call: AnyCall): string | undefined {
  if (!call.auth) return undefined
  const current = session.get()
  if (current) return `Bearer ${current.token}`
  // An expired session is refused here, unsent. With no session at all the call goes out without
  // a token and the server decides (the demo's mock world answers; the real API says 401).
  if (session.lastEndReason() === 'expired') throw new ApiError(serverMessages.sessionExpired, 401)
  return undefined
}

/**
 * Sends one call of the contract and returns its answer. Throws ApiError on a non-2xx answer, an
 * answer with `status: false` or `success: false`, a network failure (status 0), or an expired
 * session (401, nothing sent).
 */
export async function callApi<C extends AnyCall>(
  call: C,
  body?: BodyOf<C>,
  options: CallOptions = {},
): Promise<AnswerOf<C>> {
  const fallback = options.fallback ?? call.fallback
  const headers: Record<string, string> = { Accept: 'application/json' }
  const authorization = authHeader(call)
  if (authorization) headers.Authorization = authorization
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey
  const init: RequestInit = { method: call.method, headers }
  if (options.signal) init.signal = options.signal
  if (call.method !== 'GET') {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(body ?? {})
  }

  let response: Response
  try {
    response = await fetch(`${apiBase()}${call.path}`, init)
  } catch (cause) {
    // An abort is the caller's choice, not a failure to report.
    if (cause instanceof Error && cause.name === 'AbortError') throw cause
    throw networkError(options.networkFallback ?? call.networkFallback ?? fallback, cause)
  }

  const answer = await readBody(response)
  if (!response.ok || failed(answer)) {
    if (response.status === 401 && call.auth) session.end('unauthorized')
    throw errorFromAnswer(response.status, answer, fallback)
  }
  if (answer === undefined) throw errorFromAnswer(response.status, answer, fallback)

  if (call.answers === 'session') {
    const { user, token } = answer as SessionAnswer
    if (isMember(user) && typeof token === 'string') session.start(user, token)
  }
  return answer as AnswerOf<C>
}

/** The member a successful answer carries, for calls that answer with it (`answers: 'member'`). */
export function memberOf(call: AnyCall, answer: unknown): Member | undefined {
  if (call.answers !== 'member') return undefined
  const data = (answer as Partial<StatusAnswer<unknown>> | undefined)?.data
  return isMember(data) ? data : undefined
}
