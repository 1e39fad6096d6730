// Second factors and the session list (issue 28): data only. The mock world keeps no factor
// state; stories pick the answers they show with `handlerFor` (a state per story).
import {
  factorMessages,
  type FactorsView,
  type PasskeyView,
  type SessionView,
  type CallName,
  type TotpEnrolment,
} from '@trellis/contract'
import { FIXTURE_NOW, MOCK_OTP } from '../fixtures'
import { nextNumber } from '../world'
import { fail, type Resolver } from './respond'

/** The key and URI a story's enrolment shows (a well-known test key, not a real one). */
export const MOCK_TOTP: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Trellis:BCH1000001?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Trellis',
}

/** Ten recovery codes as the server shows them once. */
export const MOCK_RECOVERY_CODES = [
  'K7PQM-3XZ9A',
  'TH4WN-8RCVB',
  'M2DJE-5FYQS',
  'ZP6GA-9KWTN',
  'C3VRH-7BMXE',
  'Q8NSY-2JDFA',
  'W5EKT-4HGZP',
  'B9XCM-6RQJV',
  'F4YAP-3NWSD',
  'R7GHZ-8TEKC',
]

export const MOCK_FACTORS: FactorsView = {
  totp: false,
  passkeys: 0,
  recoveryCodesLeft: 0,
  stepUpUntil: null,
}

export const MOCK_PASSKEYS: PasskeyView[] = [
  {
    id: 'cHJvZmlsZS1wYXNza2V5LTE',
    name: 'Work laptop',
    createdAt: '2026-10-02T09:15:00.000Z',
    lastUsedAt: '2026-11-21T18:40:00.000Z',
  },
  {
    id: 'cHJvZmlsZS1wYXNza2V5LTI',
    name: 'Phone',
    createdAt: '2026-11-01T12:00:00.000Z',
    lastUsedAt: null,
  },
]

/** Options a story's browser would hand to the authenticator (stories never reach one). */
const MOCK_WEBAUTHN_OPTIONS = {
  challenge: 'bW9jay1jaGFsbGVuZ2UtZm9yLXN0b3JpZXM',
  rpId: 'localhost',
  userVerification: 'required',
}

const at = (minutesAgo: number) => new Date(FIXTURE_NOW - minutesAgo * 60_000).toISOString()

export const MOCK_SESSIONS: SessionView[] = [
  {
    id: 'aaaaaaaaaaaaaaaaaaaaaa',
    device: 'Chrome on Windows',
    address: '203.0.113.7',
    startedAt: at(12),
    lastUsedAt: at(0),
    current: true,
  },
  {
    id: 'bbbbbbbbbbbbbbbbbbbbbb',
    device: 'Safari on iOS',
    address: '198.51.100.23',
    startedAt: at(95),
    lastUsedAt: at(40),
    current: false,
  },
]

const stepUpUntil = () => new Date(FIXTURE_NOW + 5 * 60_000).toISOString()

export const factorResolvers = {
  loginFactor: ({ world, me, body }) => {
    if (body.code !== MOCK_OTP) fail(400, 'Wrong code. 4 tries left.', { field: 'code' })
    const token = `mock-token-${me.member.userId}-${nextNumber(world)}`
    world.tokens.set(token, me.member.userId)
    return { status: true, message: 'Login successful.', user: me.member, token }
  },
  getFactors: () => ({ status: true, data: MOCK_FACTORS }),
  totpStart: () => ({ status: true, data: MOCK_TOTP }),
  totpConfirm: () => ({
    status: true,
    message: factorMessages.totpOn,
    data: { recoveryCodes: MOCK_RECOVERY_CODES },
  }),
  totpRemove: () => ({ status: true, message: factorMessages.totpRemoved }),
  recoveryCodesRenew: () => ({
    status: true,
    message: factorMessages.recoveryRenewed,
    data: { recoveryCodes: MOCK_RECOVERY_CODES },
  }),
  stepUp: () => ({
    status: true,
    message: factorMessages.stepUpDone,
    data: { until: stepUpUntil() },
  }),
  passkeyRegisterOptions: () => ({ status: true, data: MOCK_WEBAUTHN_OPTIONS }),
  passkeyRegister: () => ({ status: true, message: factorMessages.passkeyAdded }),
  getPasskeys: () => ({ status: true, data: MOCK_PASSKEYS }),
  passkeyRemove: () => ({ status: true, message: factorMessages.passkeyRemoved }),
  passkeyLoginOptions: () => ({ status: true, data: MOCK_WEBAUTHN_OPTIONS }),
  passkeyLogin: ({ world, me }) => {
    const token = `mock-token-${me.member.userId}-${nextNumber(world)}`
    world.tokens.set(token, me.member.userId)
    return { status: true, message: 'Login successful.', user: me.member, token }
  },
  passkeyStepUpOptions: () => ({ status: true, data: MOCK_WEBAUTHN_OPTIONS }),
  passkeyStepUp: () => ({
    status: true,
    message: factorMessages.stepUpDone,
    data: { until: stepUpUntil() },
  }),
  getSessions: () => ({ status: true, data: MOCK_SESSIONS }),
  endSession: () => ({ status: true, message: factorMessages.sessionEnded }),
  endOtherSessions: () => ({ status: true, message: factorMessages.otherSessionsEnded }),
} satisfies Partial<Record<CallName, Resolver>>
