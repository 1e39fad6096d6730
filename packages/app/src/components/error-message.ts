// The one rule for what a failed call says: the server's message (or the hook's named
// fallback, which ApiError already carries), else the screen's fallback.
import { fallbacks } from '@trellis/contract'
import { ApiError } from '@trellis/api-client'

/** The message to show for a failed call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message
  return fallback
}

/**
 * What a failed read says: what could not be loaded, then the server's reason when it gives one
 * (never the generic "…submitting your request", which is about sending a form).
 */
export function readErrorMessage(error: unknown, what: string): string {
  const head = `Could not load ${what}.`
  const reason =
    error instanceof ApiError && error.message.trim() !== '' ? error.message.trim() : null
  if (reason === null || reason === fallbacks.requestFailed) return `${head} Please try again.`
  return `${head} ${reason}`
}

/**
 * Whether asking again can give another answer: a lost connection, a timeout, too many requests,
 * a server fault. A refusal (not in your team, not found, a bad request) stays the same.
 */
export function retryCanHelp(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
}
