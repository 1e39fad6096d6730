// The profile screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the profile screen. */
export const profileEnglish = {
  title: 'My Profile',
  details: 'Details',
  loading: 'Loading profile',
  userId: 'User ID',
  sponsorId: 'Sponsor ID',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  joined: 'Joined',
  activationDate: 'Activation date',
  usdtAddress: 'USDT address',
  notSet: 'Not set',
} as const

/** `t(id, values)` over the profile screen's words. */
export const useProfileT = createTranslator('profile', profileEnglish)
