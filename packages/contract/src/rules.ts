// Pure rules the forms and the ui need without yup: they ride on every route, so they must stay
// small. The yup schemas (./schemas) reuse them, so each rule is written once.
import { PASSWORD_MIN } from './constants'
import { messages } from './messages'

/** What a rule may check against, passed as yup's context: balances, and the clock (tests). */
export interface BalanceContext {
  wallet?: number
  packageWallet?: number
  /** The member's own id: a transfer to it is refused before the prompt. */
  userId?: string
  /** "Now" for date rules; the real clock when missing. */
  now?: Date
}

/** A BEP-20 (USDT) payout address. */
export const USDT_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/** Live hints under the password fields (spec section 5). */
export function passwordHints(
  passwordValue: string,
  confirmValue: string,
): { password?: string; confirm?: string } {
  return {
    ...(passwordValue.length > 0 && passwordValue.length < PASSWORD_MIN
      ? { password: messages.passwordHintLength }
      : {}),
    ...(confirmValue.length > 0 && confirmValue !== passwordValue
      ? { confirm: messages.confirmHintMismatch }
      : {}),
  }
}

/** Longest user id and password the login call takes (loginSchema's `max`). */
/** `userId` holds a user id or an e-mail (254 is the longest e-mail address). */
export const LOGIN_LIMITS = { userId: 254, password: 128 } as const

/**
 * The login form's own check, kept by hand so the login screen loads neither formik nor yup: both
 * fields required (the user id after trimming), with loginSchema's message. The lengths are
 * enforced by the inputs' maxLength and, as for every call, by the server with loginSchema
 * (schemas.test.ts checks that this check and loginSchema agree).
 */
export function loginFieldErrors(values: {
  userId: string
  password: string
}): Partial<Record<'userId' | 'password', string>> {
  const errors: Partial<Record<'userId' | 'password', string>> = {}
  if (values.userId.trim() === '') errors.userId = messages.loginRequired
  if (values.password === '') errors.password = messages.loginRequired
  return errors
}
