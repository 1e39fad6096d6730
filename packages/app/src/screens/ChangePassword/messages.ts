// The change password screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the change password screen. */
export const changePasswordEnglish = {
  title: 'Change Password',
  form: 'Change password',
  submit: 'Change password',
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
  rule: '{min} to {max} characters, with 1 capital letter, 1 number and 1 special character.',
} as const

/** `t(id, values)` over the change password screen's words. */
export const useChangePasswordT = createTranslator('changePassword', changePasswordEnglish)
