// Every route of spec section 2. Each screen is a lazy route module, so the login route loads
// only the login screen's code; the member's screens sit inside the app shell behind the guard.
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { FallbackRedirect } from './session/RequireSession'

type Loader = () => Promise<ComponentType>

/** What shows before the first screen's module has loaded: nothing. */
function NoScreenYet() {
  return null
}

/** A lazy route: `load` resolves the screen component from its module. */
function lazyRoute(path: string, load: Loader): RouteObject {
  // Nothing is drawn while the first screen's code loads (a prerendered page is resolved before
  // the router renders); saying so explicitly keeps React Router from warning on every load.
  return { path, lazy: async () => ({ Component: await load() }), HydrateFallback: NoScreenYet }
}

const login: Loader = async () => (await import('./screens/Login/LoginScreen')).LoginScreen

/** Routes without a session. */
const publicRoutes: RouteObject[] = [
  lazyRoute('/', login),
  lazyRoute('/login', login),
  lazyRoute('/login/:id', login),
  lazyRoute(
    '/forgot-password',
    async () =>
      (await import('./screens/ForgotPassword/ForgotPasswordScreen')).ForgotPasswordScreen,
  ),
]

/** Routes of a signed-in member, rendered inside the app shell. */
const memberRoutes: RouteObject[] = [
  lazyRoute(
    '/dashboard',
    async () => (await import('./screens/Dashboard/DashboardScreen')).DashboardScreen,
  ),
  lazyRoute('/bonus', async () => (await import('./screens/Bonus/BonusScreen')).BonusScreen),
  lazyRoute('/team', async () => (await import('./screens/Team/TeamScreen')).TeamScreen),
  lazyRoute(
    '/team/myReferral',
    async () => (await import('./screens/MyReferral/MyReferralScreen')).MyReferralScreen,
  ),
  lazyRoute(
    '/team/level',
    async () => (await import('./screens/LevelView/LevelViewScreen')).LevelViewScreen,
  ),
  lazyRoute(
    '/team/downline',
    async () => (await import('./screens/Downline/DownlineScreen')).DownlineScreen,
  ),
  lazyRoute(
    '/team/treeView',
    async () => (await import('./screens/TreeView/TreeViewScreen')).TreeViewScreen,
  ),
  lazyRoute(
    '/team/treeView/:id',
    async () => (await import('./screens/TreeView/TreeViewScreen')).TreeViewScreen,
  ),
  lazyRoute('/investNow', async () => (await import('./screens/Invest/InvestScreen')).InvestScreen),
  lazyRoute('/wallet', async () => (await import('./screens/Wallet/WalletScreen')).WalletScreen),
  lazyRoute(
    '/wallet/all',
    async () => (await import('./screens/WalletAll/WalletAllScreen')).WalletAllScreen,
  ),
  lazyRoute(
    '/wallet/deposit',
    async () => (await import('./screens/Deposit/DepositScreen')).DepositScreen,
  ),
  lazyRoute(
    '/wallet/withdrawal',
    async () => (await import('./screens/Withdrawal/WithdrawalScreen')).WithdrawalScreen,
  ),
  lazyRoute(
    '/wallet/fundTransfer',
    async () => (await import('./screens/FundTransfer/FundTransferScreen')).FundTransferScreen,
  ),
  lazyRoute(
    '/earning',
    async () => (await import('./screens/Earning/EarningScreen')).EarningScreen,
  ),
  lazyRoute(
    '/earning/today',
    async () => (await import('./screens/WalletAll/WalletAllScreen')).EarningTodayScreen,
  ),
  lazyRoute(
    '/earning/daily',
    async () => (await import('./screens/SamplePages/SamplePages')).DailySampleScreen,
  ),
  lazyRoute(
    '/earning/referral',
    async () => (await import('./screens/SamplePages/SamplePages')).ReferralSampleScreen,
  ),
  lazyRoute(
    '/earning/reward',
    async () => (await import('./screens/SamplePages/SamplePages')).RewardSampleScreen,
  ),
  lazyRoute(
    '/earning/level',
    async () => (await import('./screens/LevelIncome/LevelIncomeScreen')).LevelIncomeScreen,
  ),
  lazyRoute(
    '/profile/menu',
    async () => (await import('./screens/ProfileMenu/ProfileMenuScreen')).ProfileMenuScreen,
  ),
  lazyRoute(
    '/profile/my',
    async () => (await import('./screens/MyProfile/MyProfileScreen')).MyProfileScreen,
  ),
  lazyRoute(
    '/profile/walletAddress',
    async () => (await import('./screens/WalletAddress/WalletAddressScreen')).KycScreen,
  ),
  lazyRoute(
    '/profile/invite',
    async () => (await import('./screens/Invite/InviteScreen')).InviteScreen,
  ),
  lazyRoute(
    '/profile/changePassword',
    async () =>
      (await import('./screens/ChangePassword/ChangePasswordScreen')).ChangePasswordScreen,
  ),
  lazyRoute(
    '/profile/security',
    async () => (await import('./screens/Security/SecurityScreen')).SecurityScreen,
  ),
  lazyRoute('/inbox', async () => (await import('./screens/Inbox/InboxScreen')).InboxScreen),
  lazyRoute(
    '/kyc',
    async () => (await import('./screens/WalletAddress/WalletAddressScreen')).KycScreen,
  ),
]

/**
 * The operator's console (issue 25): one lazy route whose module holds the console's own route
 * tree, so the member's first load carries this one entry and none of the console's code.
 */
const consoleRoute = lazyRoute(
  '/ops/*',
  async () => (await import('./console/ConsoleApp')).ConsoleApp,
)

/** The whole route tree: public routes, the guarded shell, the console, and the catch-all. */
export const routes: RouteObject[] = [
  ...publicRoutes,
  consoleRoute,
  {
    lazy: async () => ({ Component: (await import('./shell/MemberLayout')).MemberLayout }),
    children: memberRoutes,
  },
  { path: '*', Component: FallbackRedirect },
]

/** Paths of spec section 2, for tests and the e2e helper. @internal */
export const routePaths: string[] = [
  ...publicRoutes.map((r) => r.path ?? ''),
  ...memberRoutes.map((r) => r.path ?? ''),
]
