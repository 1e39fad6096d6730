// One error type for every expected failure the HTTP layer answers: the route layer turns it into
// the contract's ErrorAnswer. The domain raises DomainError (src/domain/errors.ts), which knows no
// statuses; `httpErrorOf` maps it here, with the one table of statuses. Anything else is a bug
// (500) or a database outage (503).
import { messageCodeOf, type ErrorAnswer } from '@trellis/contract'
import type { DomainCode, DomainError } from '../domain/errors'

/** A failure the member can act on: a 4xx with the spec's message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra: Partial<Pick<ErrorAnswer, 'wallet'>> = {},
    /** For a 429: when trying again can succeed (sent as Retry-After). */
    readonly retryAt?: Date,
  ) {
    super(message)
    this.name = 'HttpError'
  }

  /** The contract's ErrorAnswer body. */
  toAnswer(): ErrorAnswer {
    return {
      status: false,
      success: false,
      message: this.message,
      // The contract's code of the words, when they are exactly one of its messages (a message
      // with a time or a count added is not): the client shows them in the member's language.
      ...codeOf(this.message),
      ...(this.field ? { field: this.field } : {}),
      ...this.extra,
    }
  }
}

function codeOf(message: string): Pick<ErrorAnswer, 'code'> {
  const code = messageCodeOf(message)
  return code ? { code } : {}
}

/** The status of each domain refusal: the one place a domain code becomes HTTP. */
export const statusOf: Record<DomainCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'key-reused': 422,
  'too-many': 429,
  unavailable: 503,
}

/** A domain refusal as the answer it gets (its retry time, when it has one, becomes Retry-After). */
export function httpErrorOf(error: DomainError): HttpError {
  return new HttpError(statusOf[error.code], error.message, error.field, {}, error.retryAt)
}

/** Shorthand for a 400. */
export function badRequest(message: string, field?: string): HttpError {
  return new HttpError(400, message, field)
}

/** A 429 for a lock or a limit that ends at `until`. */
export function tooManyTries(message: string, until: Date): HttpError {
  return new HttpError(429, message, undefined, {}, until)
}
