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
} as const

/** A mail's id. */
export type MailId = keyof typeof mailEnglish
