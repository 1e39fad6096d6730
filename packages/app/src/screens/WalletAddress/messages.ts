// The wallet address (KYC) screen's English words (issue 27); Hindi in src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the wallet address and KYC screens. */
export const kycEnglish = {
  walletAddressTitle: 'Wallet Address',
  kycTitle: 'KYC',
  card: 'USDT address and transaction password',
  loading: 'Loading profile',
  notConfirmed: 'Not saved: the change was not confirmed.',
  form: 'KYC',
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
