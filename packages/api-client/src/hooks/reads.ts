// One SWR hook per read call of the contract, named use + the call's name.
import { calls, SPONSOR_LOOKUP_MIN } from '@trellis/contract'
import { useRead } from './use-read'

const c = calls

/** Looks up a sponsor once the id has SPONSOR_LOOKUP_MIN characters; null skips. */
export function useCheckUser(userId: string | null) {
  const id = userId?.trim() ?? ''
  return useRead(c.checkUser, { userId: id }, id.length >= SPONSOR_LOOKUP_MIN, {
    shouldRetryOnError: false,
  })
}

/** The logged-in member. */
export function useGetUser() {
  return useRead(c.getUser, undefined)
}

/** Withdrawals, one page of 10 (pages start at 1). */
export function useWithdrawalHistory(page = 1) {
  return useRead(c.withdrawalHistory, { page })
}

/** Deposits, one page of 10. */
export function useDepositHistory(page = 1) {
  return useRead(c.depositHistory, { page })
}

/** Bonus credits, one page of 10. */
export function useBonusHistory(page = 1) {
  return useRead(c.bonusHistory, { page })
}

/** The member's own deposit address and what arrived there (refreshed every 5 s). */
export function useChainDeposits() {
  return useRead(c.chainDeposits, undefined, true, { refreshInterval: 5_000 })
}

/** The plans a member can invest in. */
export function useGetPlan() {
  return useRead(c.getPlan, undefined)
}

/** Investments, one page of 10. */
export function useInvestmentHistory(page = 1) {
  return useRead(c.investmentHistory, { page })
}

/** Team totals and the direct referrals. */
export function useGetTeamData() {
  return useRead(c.getTeamData, undefined)
}

/** Direct referrals, one page of 10. */
export function useMyReferral(page = 1) {
  return useRead(c.myReferral, { page })
}

/** The per-level summary of the downline. */
export function useLevelView() {
  return useRead(c.levelView, undefined)
}

/** One level's members, one page of 10; null level skips (no popup open). */
export function useLevelUsers(level: number | null, page = 1) {
  return useRead(c.levelUsers, { level: level ?? 0, page }, level !== null)
}

/** The whole downline, one page of 10. */
export function useDownLine(page = 1) {
  return useRead(c.downLine, { page })
}

/** The tree centred on a member; null centres it on the logged-in member. */
export function useTreeView(id: string | null) {
  return useRead(c.treeView, { id })
}

/** Wallet transactions, one page of 10; 'earningToday' lists today's income only. */
export function useAllWalletTrans(page = 1, filter?: 'all' | 'earningToday') {
  return useRead(c.allWalletTrans, filter ? { page, filter } : { page })
}

/** Wallet history, one page of 10. */
export function useWalletHistory(page = 1) {
  return useRead(c.walletHistory, { page })
}

/** The four income totals. */
export function useEarningDash() {
  return useRead(c.earningDash, undefined)
}

/** Level income credits, one page of 10. */
export function useLevelEarning(page = 1) {
  return useRead(c.levelEarning, { page })
}

/** The activity inbox, one page of 10, newest first. */
export function useInbox(page = 1) {
  return useRead(c.inbox, { page })
}

/** How many inbox events the member has not seen (the bell; refreshed every minute and on focus). */
export function useInboxUnread() {
  return useRead(c.inboxUnread, undefined, true, { refreshInterval: 60_000 })
}

/** The mail topics the member switched off. */
export function useMailSettings() {
  return useRead(c.mailSettings, undefined)
}

/** Income per day over the last 30 days (the earnings page's chart). */
export function useEarningTrend() {
  return useRead(c.earningTrend, undefined)
}

/** Members joining the team per week over the last 12 weeks (the team page's chart). */
export function useTeamTrend() {
  return useRead(c.teamTrend, undefined)
}
