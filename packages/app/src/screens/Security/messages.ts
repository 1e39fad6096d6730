// The security screen's English words (issue 28's screen, issue 27's words); Hindi in
// src/i18n/hi.ts.
import { createTranslator } from '@trellis/ui'

/** The English words of the security screen. */
export const securityEnglish = {
  title: 'Security',
  app: 'Authenticator app',
  appOn: 'On. ',
  codesLeft:
    '{count, plural, one { recovery code} other { recovery codes}} left. Sign-in, transfers and withdrawals ask for a code.',
  newCodes: 'New recovery codes',
  removeApp: 'Remove authenticator app',
  appOff: 'Off. Add an app such as Google Authenticator, Aegis or 1Password.',
  setUpApp: 'Set up authenticator app',
  currentPassword: 'Current password',
  continue: 'Continue',
  confirmApp: 'Confirm authenticator app',
  scan: 'Scan the code with your app, or type the key, then enter the code it shows.',
  qr: 'QR code of your authenticator key',
  copyKey: 'Copy key',
  appCode: 'Code from the app',
  confirm: 'Confirm',
  codesIntro:
    'Your recovery codes. Each works once, if you lose your phone. Keep them somewhere safe: they are not shown again.',
  codes: 'Recovery codes',
  copyCodes: 'Copy codes',
  savedCodes: 'I have saved them',
  passkeys: 'Passkeys',
  passkeysIntro: "A passkey signs you in with your device's screen lock, and cannot be phished.",
  yourPasskeys: 'Your passkeys',
  added: 'added {when}',
  lastUsed: 'last used {when}',
  notUsed: 'not used yet',
  removePasskey: 'Remove passkey {name}',
  remove: 'Remove',
  addPasskey: 'Add a passkey',
  passkeyName: 'Passkey name',
  passkeyNameHint: 'e.g. "Work laptop"',
  createPasskey: 'Create passkey',
  sessions: 'Where you are signed in',
  yourSessions: 'Your sessions',
  thisDevice: 'This device',
  signedIn: 'Signed in ',
  sessionLastUsed: ' · last used ',
  endSessionOn: 'End session on {device}',
  endSession: 'End session',
  endOthers: 'End all other sessions',
} as const

/** `t(id, values)` over the security screen's words. */
export const useSecurityT = createTranslator('security', securityEnglish)
