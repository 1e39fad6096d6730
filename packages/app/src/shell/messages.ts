// The member shell's own English words (issue 27); Hindi in src/i18n/hi.ts. The navigation's
// words are the ui's.
import { createTranslator } from '@trellis/ui'

/** The English words of the shell. */
export const shellEnglish = {
  switchTheme: '{next, select, dark {Switch to dark theme} other {Switch to light theme}}',
  /** The bell's name, with the unread count ("more" past 99). */
  inbox:
    '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
  inboxMore: 'Notifications, more than {cap} unread',
} as const

/** `t(id, values)` over the shell's words. */
export const useShellT = createTranslator('shell', shellEnglish)
