// Hooks of the second-factor and session calls (issue 28), named use + the call's name. Only the
// profile's security screen and the sign-in's factor step import them.
import { calls } from '@trellis/contract'
import { useRead } from './use-read'
import { useWrite } from './use-write'

const c = calls

/** The sign-in's factor step: the login's challenge and a code start the session. */
export const useLoginFactor = () => useWrite(c.loginFactor)
/** The member's factors and this session's step-up. */
export const useGetFactors = () => useRead(c.getFactors, undefined)
/** Starts enrolling an authenticator app (current password). */
export const useTotpStart = () => useWrite(c.totpStart)
/** Confirms the app with a first code; answers the recovery codes. */
export const useTotpConfirm = () => useWrite(c.totpConfirm)
/** Removes the app (step-up). */
export const useTotpRemove = () => useWrite(c.totpRemove)
/** New recovery codes (step-up). */
export const useRecoveryCodesRenew = () => useWrite(c.recoveryCodesRenew)
/** Confirms a factor for this session (the step-up prompt). */
export const useStepUp = () => useWrite(c.stepUp)
/** The member's live sessions. */
export const useGetSessions = () => useRead(c.getSessions, undefined)
/** Ends one other session. */
export const useEndSession = () => useWrite(c.endSession)
/** Ends every other session. */
export const useEndOtherSessions = () => useWrite(c.endOtherSessions)
/** Registration options for a new passkey (current password). */
export const usePasskeyRegisterOptions = () => useWrite(c.passkeyRegisterOptions)
/** Registers the passkey the browser made. */
export const usePasskeyRegister = () => useWrite(c.passkeyRegister)
/** The member's passkeys. */
export const useGetPasskeys = () => useRead(c.getPasskeys, undefined)
/** Removes a passkey (step-up). */
export const usePasskeyRemove = () => useWrite(c.passkeyRemove)
/** Options to sign in with a passkey. */
export const usePasskeyLoginOptions = () => useWrite(c.passkeyLoginOptions)
/** Signs in with a passkey: answers the session. */
export const usePasskeyLogin = () => useWrite(c.passkeyLogin)
/** Options to confirm this session with a passkey. */
export const usePasskeyStepUpOptions = () => useWrite(c.passkeyStepUpOptions)
/** Confirms this session with a passkey (the step-up prompt). */
export const usePasskeyStepUp = () => useWrite(c.passkeyStepUp)
