// The login and sign-up screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the login page. */
export const loginEnglish = {
  pageTitle: 'Login',
  tabsLabel: 'Login or sign up',
  tabLogin: 'Login',
  tabSignup: 'Sign-up',
  loadingSignup: 'Loading sign-up…',
  formLabel: 'Login',
  userId: 'User ID',
  userIdHint: 'Or your e-mail. Any letter case.',
  password: 'Password',
  submit: 'Login',
  passkey: 'Sign in with a passkey',
  forgotPassword: 'Forgot password?',
  signupLabel: 'Sign-up',
  sponsorId: 'Sponsor ID',
  lookingUpSponsor: 'Looking up sponsor…',
  sponsorName: 'Sponsor name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  confirmPassword: 'Confirm password',
  signUp: 'Sign up',
} as const

/** `t(id, values)` over the login page's words. */
export const useLoginT = createTranslator('login', loginEnglish)
