// The operator's calls: the same URL base and error mapping as the member's, but never the
// member's token. The operator's session is the server's HttpOnly cookie (path /api/ops), which
// the browser sends with every same-origin request; the client keeps no operator token at all.
import type { AnswerOf, BodyOf } from '@trellis/contract'
import { apiBase } from '../env'
import { errorFromAnswer, networkError } from '../errors'
import type { AnyCall } from '../fetcher'

function failed(body: unknown): boolean {
  const b = body as { status?: unknown; success?: unknown } | null
  return typeof b === 'object' && b !== null && (b.status === false || b.success === false)
}

/** The query string of a GET call's body (filters, page); empty values are left out. */
export function queryOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** Sends one ops call with the operator's cookie; throws ApiError as callApi does. */
export async function callOps<C extends AnyCall>(call: C, body?: BodyOf<C>): Promise<AnswerOf<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const init: RequestInit = { method: call.method, headers, credentials: 'same-origin' }
  let url = `${apiBase()}${call.path}`
  if (call.method === 'GET') url += queryOf(body)
  else {
    headers['Content-Type'] = 'application/json'
    init.body = JSON.stringify(body ?? {})
  }
  let response: Response
  try {
    response = await fetch(url, init)
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause
    throw networkError(call.networkFallback ?? call.fallback, cause)
  }
  const text = await response.text().catch(() => '')
  let answer: unknown
  try {
    answer = text === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    answer = undefined
  }
  if (!response.ok || failed(answer) || answer === undefined)
    throw errorFromAnswer(response.status, answer, call.fallback)
  return answer as AnswerOf<C>
}

/** The address of a CSV export with these filters: a plain link, the cookie authenticates it. */
export function opsCsvUrl(path: string, filters: object = {}): string {
  return `${apiBase()}${path}${queryOf(filters)}`
}
