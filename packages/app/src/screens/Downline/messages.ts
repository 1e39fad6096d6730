// The downline screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the downline screen. */
export const downlineEnglish = {
  title: 'Downline',
  loading: 'Loading downline',
  theDownline: 'your downline',
  retry: 'Retry',
  members: 'Downline members',
  pages: 'Downline pages',
} as const

/** `t(id, values)` over the downline screen's words. */
export const useDownlineT = createTranslator('downline', downlineEnglish)
