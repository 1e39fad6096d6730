// Spec section 2, written down from the spec rather than read from the router: the router test
// compares the two, and the e2e tests visit the member paths. No React here, so Playwright can
// import it.

/** Paths open without a session. */
export const specPublicPaths = ['/', '/login', '/login/:id', '/forgot-password'] as const

/** Paths of a signed-in member, inside the app shell. */
export const specMemberPaths = [
  '/dashboard',
  '/bonus',
  '/team',
  '/team/myReferral',
  '/team/level',
  '/team/downline',
  '/team/treeView',
  '/team/treeView/:id',
  '/investNow',
  '/wallet',
  '/wallet/all',
  '/wallet/deposit',
  '/wallet/withdrawal',
  '/wallet/fundTransfer',
  '/earning',
  '/earning/today',
  '/earning/daily',
  '/earning/referral',
  '/earning/reward',
  '/earning/level',
  '/profile/menu',
  '/profile/my',
  '/profile/walletAddress',
  '/profile/invite',
  '/profile/changePassword',
  /** This product's addition (issue 28): second factors and sessions. */
  '/profile/security',
  /** This product's addition (issue 26): the activity inbox behind the bell. */
  '/inbox',
  '/kyc',
] as const
