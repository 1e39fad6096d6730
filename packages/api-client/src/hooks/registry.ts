// Every call of the contract mapped to its hook. The `satisfies` makes a missing hook a type
// error; the coverage test checks the same at run time.
import type { CallName } from '@trellis/contract'
import * as reads from './reads'
import * as writes from './writes'

export const registry = {
  checkUser: reads.useCheckUser,
  login: writes.useLogin,
  register: writes.useRegister,
  getUser: reads.useGetUser,
  updateUser: writes.useUpdateUser,
  logout: writes.useLogout,
  changePassword: writes.useChangePassword,
  forgotPassword: writes.useForgotPassword,
  resetPassword: writes.useResetPassword,
  sendMail: writes.useSendMail,
  withdrawalRequest: writes.useWithdrawalRequest,
  withdrawalHistory: reads.useWithdrawalHistory,
  depositRequest: writes.useDepositRequest,
  depositHistory: reads.useDepositHistory,
  chainDeposits: reads.useChainDeposits,
  bonusHistory: reads.useBonusHistory,
  bonusRequest: writes.useBonusRequest,
  getPlan: reads.useGetPlan,
  investmentHistory: reads.useInvestmentHistory,
  investNow: writes.useInvestNow,
  getTeamData: reads.useGetTeamData,
  myReferral: reads.useMyReferral,
  levelView: reads.useLevelView,
  levelUsers: reads.useLevelUsers,
  downLine: reads.useDownLine,
  treeView: reads.useTreeView,
  allWalletTrans: reads.useAllWalletTrans,
  walletHistory: reads.useWalletHistory,
  earningDash: reads.useEarningDash,
  levelEarning: reads.useLevelEarning,
  statement: writes.useStatement,
  transferToUser: writes.useTransferToUser,
  transferToSelf: writes.useTransferToSelf,
  activeNow: writes.useActiveNow,
  joinPool: writes.useJoinPool,
} as const satisfies Record<CallName, (...args: never[]) => unknown>
