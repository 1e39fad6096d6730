// Every English catalogue of the app, by namespace (issue 27): the catalogue test reads them and
// the Hindi catalogue's type demands one text per id. The screens import their own module only,
// so a screen's words travel with its code (the login page carries only its own).
import { loginEnglish } from '../screens/Login/messages'
import { investEnglish } from '../screens/Invest/messages'
import { profileEnglish } from '../screens/MyProfile/messages'
import { withdrawalEnglish } from '../screens/Withdrawal/messages'
import { dashboardEnglish } from '../screens/Dashboard/messages'
import { depositEnglish } from '../screens/Deposit/messages'
import { fundTransferEnglish } from '../screens/FundTransfer/messages'
import { walletEnglish } from '../screens/Wallet/messages'
import { walletAllEnglish } from '../screens/WalletAll/messages'
import { earningEnglish } from '../screens/Earning/messages'
import { levelIncomeEnglish } from '../screens/LevelIncome/messages'
import { teamEnglish } from '../screens/Team/messages'
import { downlineEnglish } from '../screens/Downline/messages'
import { treeViewEnglish } from '../screens/TreeView/messages'
import { inviteEnglish } from '../screens/Invite/messages'
import { myReferralEnglish } from '../screens/MyReferral/messages'
import { levelViewEnglish } from '../screens/LevelView/messages'
import { shellEnglish } from '../shell/messages'
import { profileMenuEnglish } from '../screens/ProfileMenu/messages'
import { bonusEnglish } from '../screens/Bonus/messages'
import { changePasswordEnglish } from '../screens/ChangePassword/messages'
import { kycEnglish } from '../screens/WalletAddress/messages'
import { securityEnglish } from '../screens/Security/messages'
import { inboxEnglish } from '../screens/Inbox/messages'
import { factorsEnglish } from '../factors/messages'
import { forgotPasswordEnglish } from '../screens/ForgotPassword/messages'
import { rulesEnglish } from '../screens/SamplePages/messages'
import { commonEnglish } from './common'

/** The catalogues of the public pages (login, sign-up, password reset): their Hindi loads first. */
const publicEnglish = {
  common: commonEnglish,
  login: loginEnglish,
  forgotPassword: forgotPasswordEnglish,
} as const

/** The catalogues of the member's screens: their Hindi loads with the member app. */
const memberEnglish = {
  profile: profileEnglish,
  invest: investEnglish,
  withdrawal: withdrawalEnglish,
  dashboard: dashboardEnglish,
  deposit: depositEnglish,
  fundTransfer: fundTransferEnglish,
  wallet: walletEnglish,
  walletAll: walletAllEnglish,
  earning: earningEnglish,
  levelIncome: levelIncomeEnglish,
  team: teamEnglish,
  downline: downlineEnglish,
  treeView: treeViewEnglish,
  invite: inviteEnglish,
  myReferral: myReferralEnglish,
  levelView: levelViewEnglish,
  shell: shellEnglish,
  profileMenu: profileMenuEnglish,
  bonus: bonusEnglish,
  changePassword: changePasswordEnglish,
  kyc: kycEnglish,
  security: securityEnglish,
  inbox: inboxEnglish,
  factors: factorsEnglish,
  rules: rulesEnglish,
} as const

/** The app's English catalogues by namespace (the id prefix); the catalogue test reads them. @internal */
export const appEnglish = { ...publicEnglish, ...memberEnglish } as const

type IdsOf<C> = { [N in keyof C]: `${N & string}.${keyof C[N] & string}` }[keyof C]

/** An id of the public pages' catalogues: `namespace.key`. */
export type PublicMessageId = IdsOf<typeof publicEnglish>
/** An id of the member screens' catalogues. */
export type MemberMessageId = IdsOf<typeof memberEnglish>
