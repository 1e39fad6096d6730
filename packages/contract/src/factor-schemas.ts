// Body schemas of the factor and session calls (./factors).
import * as yup from 'yup'
import { factorMessages, RECOVERY_CODE_PATTERN } from './factors'
import { serverMessages } from './messages'

/** A factor code: 6 digits from the app, or a recovery code. */
const factorCode = yup
  .string()
  .trim()
  .required(factorMessages.codeRequired)
  .max(20, factorMessages.codeFormat)
  .test('factor-code', factorMessages.codeFormat, (v) =>
    v === undefined ? true : /^\d{6}$/.test(v) || RECOVERY_CODE_PATTERN.test(v),
  )

export const loginFactorSchema = yup
  .object({
    challenge: yup
      .string()
      .required(factorMessages.challengeExpired)
      .matches(/^[A-Za-z0-9_-]{43}$/, factorMessages.challengeExpired),
    code: factorCode,
  })
  .noUnknown(serverMessages.unknownField)

export const factorCodeSchema = yup
  .object({ code: factorCode })
  .noUnknown(serverMessages.unknownField)

/** Enrolment starts with the current password (re-authentication). */
export const totpStartSchema = yup
  .object({
    password: yup
      .string()
      .required(factorMessages.passwordRequired)
      .max(128, factorMessages.passwordRequired),
  })
  .noUnknown(serverMessages.unknownField)

export const endSessionSchema = yup
  .object({
    id: yup
      .string()
      .required(factorMessages.sessionNotFound)
      .matches(/^[A-Za-z0-9_-]{22}$/, factorMessages.sessionNotFound),
  })
  .noUnknown(serverMessages.unknownField)

/**
 * A WebAuthn response as @simplewebauthn/browser gives it, sent as JSON text (every field of every
 * call is one value: ./validate refuses nested objects): an object with a credential id.
 */
const webauthnResponse = yup
  .string()
  .required(factorMessages.passkeyResponse)
  .max(20_000, factorMessages.passkeyResponse)
  .test('webauthn-json', factorMessages.passkeyResponse, (v) => {
    if (v === undefined) return true
    try {
      const parsed = JSON.parse(v) as unknown
      return (
        typeof parsed === 'object' &&
        parsed !== null &&
        !Array.isArray(parsed) &&
        typeof (parsed as { id?: unknown }).id === 'string'
      )
    } catch {
      return false
    }
  })

export const passkeyRegisterSchema = yup
  .object({
    name: yup
      .string()
      .trim()
      .required(factorMessages.passkeyNameRequired)
      .max(40, factorMessages.passkeyNameRequired),
    response: webauthnResponse,
  })
  .noUnknown(serverMessages.unknownField)

export const passkeyResponseSchema = yup
  .object({ response: webauthnResponse })
  .noUnknown(serverMessages.unknownField)

export const passkeyRemoveSchema = yup
  .object({
    id: yup
      .string()
      .required(factorMessages.passkeyNotFound)
      .matches(/^[A-Za-z0-9_-]{1,1400}$/, factorMessages.passkeyNotFound),
  })
  .noUnknown(serverMessages.unknownField)
