// Which reads a successful write makes stale. Anything that moves money or changes the member
// refreshes the member (getUser) and the lists the movement appears in.
import type { CallName } from '@trellis/contract'

const walletLists: CallName[] = ['allWalletTrans', 'walletHistory']

export const staleAfter: Partial<Record<CallName, readonly CallName[]>> = {
  updateUser: ['getUser'],
  withdrawalRequest: ['getUser', 'withdrawalHistory', ...walletLists],
  depositRequest: ['getUser', 'depositHistory'],
  bonusRequest: ['getUser', 'bonusHistory', ...walletLists],
  investNow: ['getUser', 'investmentHistory', 'getTeamData', 'earningDash', ...walletLists],
  transferToUser: ['getUser', ...walletLists],
  transferToSelf: ['getUser', ...walletLists],
  activeNow: ['getUser', ...walletLists],
  joinPool: ['getUser', ...walletLists],
}
