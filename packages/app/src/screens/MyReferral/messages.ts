// The direct team screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the direct team screen. */
export const myReferralEnglish = {
  title: 'My Direct Team',
  caption: 'Direct members',
} as const

/** `t(id, values)` over the direct team screen's words. */
export const useMyReferralT = createTranslator('myReferral', myReferralEnglish)
