// The operator's calls: the same API base and error mapping as the member's, but never the
// member's token. The operator's session is the server's HttpOnly cookie (path /api/ops), which
// the browser sends with every same-origin request; the client keeps no operator token at all.
// Paths and query strings come from the contract (opsPath, opsQuery, opsRest).
import { API_BASE, opsPath, opsQuery, opsRest, type OpsCallDef } from '@trellis/contract'
import { apiBase } from '../env'
import { errorFromAnswer, networkError } from '../errors'

/** Any ops call of the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOpsCall = OpsCallDef<any, any>
export type OpsBodyOf<C> = C extends OpsCallDef<infer B, unknown> ? B : never
export type OpsAnswerOf<C> = C extends OpsCallDef<unknown, infer A> ? A : never

function failed(body: unknown): boolean {
  const b = body as { status?: unknown; success?: unknown } | null
  return typeof b === 'object' && b !== null && (b.status === false || b.success === false)
}

/** The address of a call with this body: the client's API base, the path, a GET's query. */
export function opsUrl(call: AnyOpsCall, body: object = {}): string {
  const path = opsPath(call, body).slice(API_BASE.length)
  return `${apiBase()}${path}${call.method === 'GET' ? opsQuery(call, body) : ''}`
}

/** Sends one ops call with the operator's cookie; throws ApiError as the member's calls do. */
export async function callOps<C extends AnyOpsCall>(
  call: C,
  body?: OpsBodyOf<C>,
): Promise<OpsAnswerOf<C>> {
  const values = (body ?? {}) as object
  const headers: Record<string, string> = { Accept: 'application/json' }
  const init: RequestInit = { method: call.method, headers, credentials: 'same-origin' }
  if (call.method !== 'GET') {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(opsRest(call, values))
  }
  let response: Response
  try {
    response = await fetch(opsUrl(call, values), init)
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause
    throw networkError(undefined, cause)
  }
  const text = await response.text().catch(() => '')
  let answer: unknown
  try {
    answer = text === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    answer = undefined
  }
  if (!response.ok || failed(answer) || answer === undefined)
    throw errorFromAnswer(response.status, answer)
  return answer as OpsAnswerOf<C>
}
