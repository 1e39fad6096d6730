// One error type for every expected failure: the route layer turns it into the contract's
// ErrorAnswer. Anything else is a bug (500) or a database outage (503).
import type { ErrorAnswer } from '@trellis/contract'

/** A failure the member can act on: a 4xx with the spec's message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra: Partial<Pick<ErrorAnswer, 'wallet'>> = {},
    /** For a 429: when trying again can succeed (sent as Retry-After). */
    readonly retryAt?: Date,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The contract's ErrorAnswer body. */
  toAnswer(): ErrorAnswer {
    return {
      status: false,
      success: false,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...this.extra,
    }
  }
}

/** Shorthand for a 400. */
export function badRequest(message: string, field?: string): ApiError {
  return new ApiError(400, message, field)
}

/** A 429 for a lock or a limit that ends at `until`. */
export function tooManyTries(message: string, until: Date): ApiError {
  return new ApiError(429, message, undefined, {}, until)
}
