// One mutation hook per write call of the contract, named use + the call's name, each with the
// fallback messages of spec section 8 for answers without a message of their own.
import { calls, fallbacks } from '@trellis/contract'
import { useWrite } from './use-write'

const c = calls
const f = fallbacks

/** Logs in; a successful answer starts the session. */
export const useLogin = () => useWrite(c.login, { fallback: f.login })
/** Signs up; a successful answer starts the session. */
export const useRegister = () => useWrite(c.register, { fallback: f.login })
/** Ends this session on the server (logout). */
export const useLogout = () => useWrite(c.logout, { fallback: f.requestFailed })
/** Saves the USDT address and the transaction password. */
export const useUpdateUser = () => useWrite(c.updateUser, { fallback: f.profileUpdate })
/** Changes the login password. */
export const useChangePassword = () => useWrite(c.changePassword, { fallback: f.requestFailed })
/** Asks for a password-reset code by e-mail. */
export const useForgotPassword = () => useWrite(c.forgotPassword, { fallback: f.requestFailed })
/** Sets a new password with the e-mailed code. */
export const useResetPassword = () => useWrite(c.resetPassword, { fallback: f.requestFailed })
/** E-mails a withdrawal OTP. */
export const useSendMail = () => useWrite(c.sendMail, { fallback: f.otpServer })
/** Requests a withdrawal (money: idempotent, double-tap safe). */
export const useWithdrawalRequest = () =>
  useWrite(c.withdrawalRequest, { fallback: f.requestFailed })
/** Records a deposit request (money). */
export const useDepositRequest = () =>
  useWrite(c.depositRequest, { fallback: f.depositFailed, networkFallback: f.depositSendFailed })
/** Redeems the bonus wallet (money). */
export const useBonusRequest = () => useWrite(c.bonusRequest, { fallback: f.requestFailed })
/** Invests in a plan (money). */
export const useInvestNow = () =>
  useWrite(c.investNow, { fallback: f.investFailed, networkFallback: f.investSendFailed })
/** Transfers to another member, 2% fee (money). */
export const useTransferToUser = () => useWrite(c.transferToUser, { fallback: f.transferMessage })
/** Moves income wallet to package wallet (money). */
export const useTransferToSelf = () => useWrite(c.transferToSelf, { fallback: f.transferMessage })
/** Activates the account for a year (money). */
export const useActiveNow = () => useWrite(c.activeNow, { fallback: f.requestFailed })
/** Buys a pot (money). */
export const useJoinPool = () => useWrite(c.joinPool, { fallback: f.poolJoinMessage })
/** Builds a CSV statement of the member's ledger for a date range (not money: it only reads). */
export const useStatement = () => useWrite(c.statement, { fallback: f.requestFailed })
