// One mutation hook per write call of the contract, named use + the call's name. What each call
// means to the client (its fallback messages, what it makes stale, whether it answers with the
// member) is declared on the call in the contract.
import { calls } from '@trellis/contract'
import { useWrite } from './use-write'

const c = calls

/** Logs in; a successful answer starts the session. */
export const useLogin = () => useWrite(c.login)
/** Signs up; a successful answer starts the session. */
export const useRegister = () => useWrite(c.register)
/** Ends this session on the server (logout). */
export const useLogout = () => useWrite(c.logout)
/** Saves the USDT address and the transaction password. */
export const useUpdateUser = () => useWrite(c.updateUser)
/** Changes the login password. */
export const useChangePassword = () => useWrite(c.changePassword)
/** Asks for a password-reset code by e-mail. */
export const useForgotPassword = () => useWrite(c.forgotPassword)
/** Sets a new password with the e-mailed code. */
export const useResetPassword = () => useWrite(c.resetPassword)
/** E-mails a withdrawal OTP. */
export const useSendMail = () => useWrite(c.sendMail)
/** Requests a withdrawal (money: idempotent, double-tap safe). */
export const useWithdrawalRequest = () => useWrite(c.withdrawalRequest)
/** Records a deposit request (money). */
export const useDepositRequest = () => useWrite(c.depositRequest)
/** Redeems the bonus wallet (money). */
export const useBonusRequest = () => useWrite(c.bonusRequest)
/** Invests in a plan (money). */
export const useInvestNow = () => useWrite(c.investNow)
/** Transfers to another member, 2% fee (money). */
export const useTransferToUser = () => useWrite(c.transferToUser)
/** Moves income wallet to package wallet (money). */
export const useTransferToSelf = () => useWrite(c.transferToSelf)
/** Activates the account for a year (money). */
export const useActiveNow = () => useWrite(c.activeNow)
/** Buys a pot (money). */
export const useJoinPool = () => useWrite(c.joinPool)
/** Builds a CSV statement of the member's ledger for a date range (not money: it only reads). */
export const useStatement = () => useWrite(c.statement)

/** Marks the inbox seen up to an item (the bell's count goes down). */
export const useInboxSeen = () => useWrite(c.inboxSeen)

/** Switches one mail topic on or off. */
export const useUpdateMailSettings = () => useWrite(c.updateMailSettings)
