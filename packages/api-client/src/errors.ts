// One error type for every failed call, so screens show one thing: the message.
import { fallbacks } from '@trellis/contract'

/** A failed call: the HTTP status (0 when the network failed) and the message to show. */
export class ApiError extends Error {
  status: number
  /** The form field the server's message is about, when it says. */
  field?: string
  /** The current income wallet, sent with failed withdrawals. */
  wallet?: number
  /** The contract's code of the message (issue 27), when the server sent one. */
  code?: string
  /** The answer's body as parsed, for callers that need more than the message. */
  body?: unknown

  constructor(
    message: string,
    status: number,
    extra: { field?: string; wallet?: number; body?: unknown; code?: string } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    if (extra.field !== undefined) this.field = extra.field
    if (extra.wallet !== undefined) this.wallet = extra.wallet
    if (extra.body !== undefined) this.body = extra.body
    if (extra.code !== undefined) this.code = extra.code
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined
}

/**
 * Builds the error for a failed answer. The server's own message wins (including a 503's);
 * otherwise the caller's fallback (spec section 8), otherwise the generic one.
 */
export function errorFromAnswer(status: number, body: unknown, fallback?: string): ApiError {
  const b = record(body)
  const serverMessage =
    typeof b?.message === 'string' && b.message.trim() !== '' ? b.message : undefined
  return new ApiError(serverMessage ?? fallback ?? fallbacks.requestFailed, status, {
    ...(typeof b?.field === 'string' ? { field: b.field } : {}),
    ...(typeof b?.wallet === 'number' ? { wallet: b.wallet } : {}),
    ...(serverMessage && typeof b?.code === 'string' ? { code: b.code } : {}),
    ...(body !== undefined ? { body } : {}),
  })
}

/** The error for a call that never got an answer (offline, DNS, CORS, aborted). */
export function networkError(fallback?: string, cause?: unknown): ApiError {
  const error = new ApiError(fallback ?? fallbacks.requestFailed, 0)
  if (cause !== undefined) error.cause = cause
  return error
}

/** Whether a value is an ApiError for a call that never reached the server. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0
}
