// The wallet address (KYC) screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the wallet address and KYC screens. */
export const kycEnglish = {
  // One name for the screen wherever a member meets it: the side menu, the profile menu, the
  // title on both routes and the form (issue 26, point 11); the lead says what it holds.
  title: 'KYC',
  lead: 'The USDT address your withdrawals are paid to, and the transaction password that confirms your transfers.',
  loading: 'Loading profile',
  notConfirmed: 'Not saved: the change was not confirmed.',
  nothingToSave: 'Nothing to save',
  saved: 'Saved.',
  save: 'Save',
  address: 'USDT address (BEP-20)',
  addressHint: '0x followed by 40 hex characters.',
  currentPassword: 'Current transaction password',
  newPassword: 'New transaction password',
  password: 'Transaction password',
  confirmPassword: 'Confirm transaction password',
  confirmNewPassword: 'Confirm new transaction password',
  keepHint: 'Leave empty to keep your transaction password.',
  neededHint: 'Needed to transfer funds to other members.',
} as const

/** `t(id, values)` over the wallet address screen's words. */
export const useKycT = createTranslator('kyc', kycEnglish)
