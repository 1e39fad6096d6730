// Second factors and sessions the member can see (issue 28): the shapes the server answers with,
// the words it says, and the step-up window. Schemas of the bodies are in ./factor-schemas.
import type { SessionAnswer } from './calls'
import { formatMessage } from './i18n/format'
import { templates } from './messages'

/** How long a confirmed factor covers the guarded calls of the session (step-up), in minutes. */
export const STEP_UP_MINUTES = 5

/** Wrong factor codes allowed within 15 minutes; the last one pauses the factor step. */
export const FACTOR_MAX_TRIES = 5

/** How many recovery codes an enrolment (or a renewal) gives. */
export const RECOVERY_CODE_COUNT = 10

/** A recovery code as shown: two groups of five letters and digits (about 50 bits). */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z2-9]{5}-?[A-Za-z2-9]{5}$/

/** The second factors a member can give. */
export type FactorMethod = 'totp' | 'recovery' | 'passkey'

/** A passkey of the member, as the profile lists it. */
export interface PasskeyView {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/**
 * WebAuthn options travel as the JSON of the W3C spec (what @simplewebauthn's browser and server
 * packages read and write), responses as that JSON in a string; the contract does not spell them
 * out.
 */
export type WebAuthnJson = Record<string, unknown>

/** Sign-in, password right, factor still to give: a challenge, not a session. */
export interface FactorChallengeAnswer {
  status: true
  message: string
  factorRequired: true
  /** Names this pending sign-in for `loginFactor` (5 minutes, used once). */
  challenge: string
  methods: FactorMethod[]
}

/** What `login` answers: a session, or the factor step. */
export type LoginAnswer = SessionAnswer | FactorChallengeAnswer

/** The member's factors as the profile shows them. */
export interface FactorsView {
  totp: boolean
  passkeys: number
  recoveryCodesLeft: number
  /** Until when this session's last confirmed factor covers the guarded calls (ISO), or null. */
  stepUpUntil: string | null
}

/** An authenticator app being enrolled: its key (shown once) and the otpauth:// URI for the QR. */
export interface TotpEnrolment {
  secret: string
  uri: string
}

/** One live session of the member. */
export interface SessionView {
  /** A handle for `endSession` (not the token, nor its session id). */
  id: string
  /** From the user agent, e.g. "Chrome on Windows". */
  device: string
  /** The client address it signed in from. */
  address: string
  startedAt: string
  lastUsedAt: string
  /** The session this list was asked from. */
  current: boolean
}

/** What the server says about factors, step-up and sessions. */
export const factorMessages = {
  factorRequired: 'Enter the code from your authenticator app.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  codeRequired: 'Enter the 6-digit code or a recovery code.',
  codeFormat: 'Enter the 6-digit code from your app or a recovery code like ABCDE-12345.',
  codeLocked: 'Too many wrong codes.',
  totpAlreadyOn: 'An authenticator app is already set up. Remove it first.',
  totpNotStarted: 'Start the authenticator set-up again.',
  totpOn: 'Authenticator app set up. Keep your recovery codes somewhere safe.',
  totpRemoved: 'Authenticator app removed.',
  noFactor: 'You have no authenticator app set up.',
  memberHasNoFactor: 'This member has no authenticator app.',
  recoveryRenewed: 'New recovery codes made; the old ones no longer work.',
  stepUpRequired: 'Confirm with your authenticator code to continue.',
  stepUpDone: 'Confirmed.',
  sessionEnded: 'Session ended.',
  otherSessionsEnded: 'Every other session ended.',
  sessionNotFound: 'That session has already ended.',
  currentSession: 'Use Log out to end this session.',
  passwordRequired: 'Enter your current password.',
  passkeyNameRequired: 'Give the passkey a name, e.g. "Work laptop".',
  passkeyAdded: 'Passkey added.',
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'That passkey is not on your account.',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
  passkeyResponse: 'The passkey answer could not be read.',
} as const

/** A wrong factor code, with what is left before the pause. */
export function factorTriesLeft(left: number): string {
  return formatMessage('en', templates.factorTriesLeft, { left })
}
