// The second factor's English words (issue 27): the sign-in's second step and the step-up
// prompt. Member words (src/i18n/hi.ts): the sign-in's step loads them when it shows.
import { createTranslator } from '@trellis/ui'

/** The English words of the second factor. */
export const factorsEnglish = {
  codeField: 'Authenticator or recovery code',
  secondFactor: 'Second factor',
  confirmPasskey: 'Confirm with your passkey.',
  verify: 'Verify',
  usePasskey: 'Use a passkey',
  back: 'Back',
  stepUpTitle: "Confirm it's you",
  confirm: 'Confirm',
  cancel: 'Cancel',
  withCode: 'Confirm with a code',
} as const

/** `t(id, values)` over the second factor's words. */
export const useFactorsT = createTranslator('factors', factorsEnglish)
