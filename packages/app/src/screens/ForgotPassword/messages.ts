// The password reset pages' English words (issue 27); Hindi in src/i18n/hi-public.ts (a public
// page, so its words load with the login page's).
import { createTranslator } from '@trellis/ui'

/** The English words of the password reset pages. */
export const forgotPasswordEnglish = {
  title: 'Forgot password',
  backToLogin: 'Back to login',
  requestForm: 'Request reset code',
  sendCode: 'Send reset code',
  userId: 'User ID',
  userIdHint: 'Or your e-mail. Any letter case.',
  goToLogin: 'Go to login',
  resetForm: 'Reset password',
  reset: 'Reset password',
  code: 'Reset code',
  new: 'New password',
  confirm: 'Confirm new password',
} as const

/** `t(id, values)` over the password reset pages' words. */
export const useForgotPasswordT = createTranslator('forgotPassword', forgotPasswordEnglish)
