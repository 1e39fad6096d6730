// The words of the mails a member gets along the money journey (issue 27), in ICU form: the
// server writes each in the member's language (members.locale). English is the text the mails
// had before the catalogues, word for word; the Hindi is in ./hi.ts (hiMail).

/** The English mails, by id. */
export const mailEnglish = {
  welcomeSubject: 'Welcome to Trellis: your user id',
  welcomeText:
    'Welcome, {firstName}. Your Trellis user id is {userId} (you joined under {sponsorUserId}). Log in with this id or this e-mail address and your password; keep the id, as password recovery may ask for it.',
  withdrawalOtpSubject: 'Your Trellis withdrawal code',
  withdrawalOtpText:
    'Your withdrawal code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  resetSubject: 'Your Trellis password reset code',
  resetText: 'Your password reset code is {code}. It is valid for {minutes} minutes.',
  /** A chain deposit final and credited (`amount`: "$25.00"; `txHash`: as the chain writes it). */
  depositCreditedSubject: 'Trellis: Deposit credited',
  depositCreditedText:
    'Hello {firstName},\n\nYour USDT deposit of {amount} (transaction {txHash}) is final on the chain and has been credited to your package wallet.\n',
  /** A payout's transaction is on the chain. */
  withdrawalSentSubject: 'Trellis: Withdrawal sent',
  withdrawalSentText:
    'Hello {firstName},\n\nYour withdrawal of {amount} was sent to {address} in transaction {hash}. It is final after a few confirmations.\n',
  /** The payout address changed (`held`: the text goes on with the hold's end, `until`). */
  payoutAddressSubject: 'Trellis: your payout address was changed',
  payoutAddressText:
    'Your USDT (BEP-20) payout address is now {address}. If you did not make this change, change your login and transaction passwords now.',
  payoutAddressHeldText:
    'Your USDT (BEP-20) payout address is now {address}. For your safety, withdrawals to it open at {until}. If you did not make this change, change your login and transaction passwords now.',
  /** Locks after wrong guesses (`until`: "2026-11-27 10:15 UTC"). */
  loginLockSubject: 'Trellis: log-ins to your account are paused',
  loginLockText:
    'Someone entered a wrong password for your Trellis account several times, so log-ins from new devices are paused until {until}. Devices where you signed in before still let you in. If this was not you, your password is still safe; "Forgot password" also ends the pause.',
  passwordChangeLockSubject: 'Trellis: password changes on your account are paused',
  passwordChangeLockText:
    'A wrong current password was entered several times when changing your password, so password changes are paused until {until}. If this was not you, reset your password with "Forgot password": it ends every session.',
  transactionPasswordLockSubject: 'Trellis: money actions on your account are paused',
  transactionPasswordLockText:
    'A wrong transaction password was entered several times, so transfers, withdrawals and investments are paused until {until}. If this was not you, change your login password now: it ends every other session.',
  factorLockSubject: 'Trellis: authenticator codes on your account are paused',
  factorLockText:
    'A wrong authenticator code was entered several times, so sign-ins and confirmations with it are paused until {until}. Whoever did it knew your password: if this was not you, change your password now.',
  /** "Forgot password" with an e-mail several accounts share (`ids`: "BCH0000002, BCH0000003"). */
  userIdsSubject: 'Your Trellis user ids',
  userIdsText:
    'This e-mail address belongs to several Trellis accounts: {ids}. To reset a password, ask again with the user id of that account. If you did not ask, ignore this message.',
  /** Sign-ins and changes of the sign-in settings (ASVS 6.3.4 / 6.3.6). */
  newDeviceSubject: 'Trellis: a sign-in from a new device',
  newDeviceText:
    'Your Trellis account was signed in to at {at} from {device} (address {address}). If this was not you, change your password now and end your other sessions in Profile > Security.',
  credentialSubject: 'Trellis: your sign-in settings changed',
  /** One change (`change`, below) and when, then what to do if it was not the member. */
  credentialText:
    '{change} ({at}). If this was not you, change your password now and end your other sessions in Profile > Security.',
  credentialTextWithNote:
    '{change} {note} ({at}). If this was not you, change your password now and end your other sessions in Profile > Security.',
  changeTotpAdded: 'An authenticator app was added to your account.',
  changePasskeyAdded: 'A passkey was added to your account.',
  changePasskeyRemoved: 'A passkey was removed from your account.',
  changeTotpRemoved: 'The authenticator app was removed from your account.',
  changeRecoveryRenewed: 'New recovery codes were made; the old ones no longer work.',
  changeRecoveryUsed: 'A recovery code was used to confirm a sign-in or an action.',
  changePasswordChanged: 'Your login password was changed.',
  changePasswordReset: 'Your login password was reset with a code sent to this address.',
  /** The notes some changes add after their sentence. */
  noteOperatorRecovery: 'An operator recovery removed it.',
  notePasskeyName: 'Its name: "{name}".',
  noteRecoveryLeft: '{left, plural, one {# recovery code is} other {# recovery codes are}} left.',
  /** Events of the member's inbox mailed from it (issue 26; `from`, `member`: "BCH1000005 (Alice)"). */
  transferReceivedSubject: 'Trellis: you received a transfer',
  transferReceivedText:
    'Hello {firstName},\n\nYou received {amount} from {from}. It is in your wallet now.\n\nYou can switch these mails off under Notifications in the app.\n',
  teamJoinedSubject: 'Trellis: a new member joined your team',
  teamJoinedText:
    'Hello {firstName},\n\n{member} joined Trellis with your referral link and is now in your team.\n\nYou can switch these mails off under Notifications in the app.\n',
  withdrawalRejectedSubject: 'Trellis: withdrawal rejected',
  withdrawalRejectedText:
    'Hello {firstName},\n\nYour withdrawal {id} was rejected: {amount}, its charge included, is back in your income wallet.\n\nYou can switch these mails off under Notifications in the app.\n',
} as const

/** A mail's id. */
export type MailId = keyof typeof mailEnglish
