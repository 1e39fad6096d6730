// The invite screen's English words, and the invite link under an empty member list (issue 27);
// Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the invite screen. */
export const inviteEnglish = {
  title: 'Invite',
  link: 'Your referral link',
  message: 'Join my team on Trellis:',
  subject: 'Join me on Trellis',
  inviteMember: 'Invite a member',
} as const

/** `t(id, values)` over the invite screen's words. */
export const useInviteT = createTranslator('invite', inviteEnglish)
