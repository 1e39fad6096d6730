// The downline screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the downline screen. */
export const downlineEnglish = {
  title: 'Downline',
  theDownline: 'your downline',
  members: 'Downline members',
  pages: 'Downline pages',
} as const

/** `t(id, values)` over the downline screen's words. */
export const useDownlineT = createTranslator('downline', downlineEnglish)
