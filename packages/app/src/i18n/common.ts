// Words many app screens share (issue 27): dialog titles, the language switch, the Max button.
import { createTranslator } from '@trellis/ui'

/** The English words shared by the app's screens. */
export const commonEnglish = {
  error: 'Error',
  success: 'Success',
  language: 'Language',
  languageHint: 'The app and your e-mails use this language.',
  /** The Max button under an amount (FormikMaxButton). */
  useMax: 'Max {amount}',
  /** A minute before the session ends (SessionEndingNotice). */
  sessionEnding:
    'Your session ends in a minute. Sign in again then, and you come back to this page.',
} as const

/** `t(id, values)` over the shared words. */
export const useCommonT = createTranslator('common', commonEnglish)
