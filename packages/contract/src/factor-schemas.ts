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
