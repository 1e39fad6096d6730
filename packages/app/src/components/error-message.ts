// The one rule for what a failed call says: the server's message (or the hook's named
// fallback, which ApiError already carries), else the screen's fallback.
import { ApiError } from '@trellis/api-client'

/** The message to show for a failed call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message.trim() !== '') return error.message
  return fallback
}
