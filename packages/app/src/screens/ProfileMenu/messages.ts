// The profile menu's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the profile menu. */
export const profileMenuEnglish = {
  title: 'Profile',
  menu: 'Profile menu',
  myProfile: 'My profile',
  kyc: 'KYC',
  invite: 'Invite',
  changePassword: 'Change password',
  security: 'Security',
  bonus: 'Bonus',
  logout: 'Logout',
} as const

/** `t(id, values)` over the profile menu's words. */
export const useProfileMenuT = createTranslator('profileMenu', profileMenuEnglish)
