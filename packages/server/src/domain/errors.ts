// The domain's one error type: a refusal the member can act on, with a stable code and the
// spec's message. The domain knows nothing of HTTP; src/http/errors.ts maps each code to a status
// (one table) and the route layer turns it into the contract's ErrorAnswer.

/** Why the domain refused: one code per kind of refusal (src/http/errors.ts gives each a status). */
export type DomainCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'key-reused'
  | 'too-many'
  /** Something the domain reads is down for now (the chain's RPC): try again later. */
  | 'unavailable'

/** A refusal with the spec's message; nothing changed. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainCode,
    message: string,
    /** The form field the message is about. */
    readonly field?: string,
    /** When trying again can succeed (a lock or a hold that ends). */
    readonly retryAt?: Date,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/** Shorthand for a refusal of the input ('invalid'). */
export function invalid(message: string, field?: string): DomainError {
  return new DomainError('invalid', message, field)
}

/** A lock or a limit that ends at `until`. */
export function tooManyTries(message: string, until: Date): DomainError {
  return new DomainError('too-many', message, undefined, until)
}
