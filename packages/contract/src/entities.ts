// Entities of spec section 3, as the browser sees them. Amounts are dollars with at most 2
// decimals (the server keeps integer cents). Dates are ISO 8601 strings.
import type { Locale } from './i18n/locale'

/** The member as the browser sees it. Never carries a password or the transaction password. */
export interface Member {
  userId: string
  /** The sponsor's user id (the spec's spelling). Null only for the root member. */
  sponcerId: string | null
  firstName: string
  lastName: string
  email: string
  phone: string
  /** Income wallet. */
  wallet: number
  packageWallet: number
  bonusWallet: number
  totalInvestment: number
  totalWithdraw: number
  totalWithdrawal: number
  totalReturn: number
  profit: number
  /** When the member last activated; null if never. Active for one year from this date. */
  activeDate: string | null
  usdtAddress: string | null
  /**
   * The member's own USDT deposit address on BNB Smart Chain (BEP-20), derived from the server's
   * extended public key; null where the server watches no chain (deposits approved by hand).
   */
  depositAddress: string | null
  /** Whether a transaction password is set (the password itself never leaves the server). */
  hasTransactionPassword: boolean
  poolCount: number
  poolWallet: number
  pot3Count: number
  pot3Wallet: number
  pot3Expire: string | null
  pot4Count: number
  pot4Wallet: number
  pot4Expire: string | null
  createdAt: string
  /** The member's language: the app's words and the member's mails (issue 27). */
  locale: Locale
}

/** Sign-up payload: userId is the sponsor's id; name is the sponsor's first name (read-only). */
export interface SignupPayload {
  userId: string
  name?: string
  firstName: string
  lastName: string
  email: string
  phone: string
  password: string
  cpassword: string
  /** The language chosen on the sign-up page. */
  locale?: Locale
}

export type RequestStatus = 'pending' | 'approved' | 'rejected' | 'paid'

/**
 * A withdrawal's state: pending (requested, debited) → approved → signed → sent (its `trx` is the
 * chain hash) → confirmed; or rejected (refunded), failed (held for an operator), or paid (an
 * operator paid it by hand with a hash the chain confirmed).
 */
export type WithdrawalStatus = RequestStatus | 'signed' | 'sent' | 'confirmed' | 'failed'

/** A deposit request as recorded. pType 6 is USDT BEP 20, the only one offered. */
/** One USDT arrival on the member's deposit address, as the chain watcher saw it. */
export interface ChainArrival {
  txHash: string
  amount: number
  /** Blocks on top of it, its own included (head - block + 1). */
  confirmations: number
  status: 'pending' | 'credited' | 'dust'
  createdAt: string
}

/** Where and how a member deposits: its own address on the chain, and what arrived there. */
export interface ChainDeposits {
  /** The member's own address (null: the server watches no chain). */
  address: string | null
  /** What may be sent there, said plainly. */
  network: string
  /** N: the confirmations a deposit needs before it is credited. */
  confirmationsNeeded: number
  /** Whether the server could read the chain lately. */
  chain: 'ok' | 'unavailable' | 'off'
  arrivals: ChainArrival[]
}

export interface DepositRecord {
  id: string
  rDate: string
  pType: number
  amount: number
  trx: string
  status: RequestStatus
  createdAt: string
}

export interface WithdrawalRecord {
  id: string
  amount: number
  charges: number
  desc: string
  /** The chain transaction hash, once it is sent (or an operator has paid it). */
  trx: string | null
  status: WithdrawalStatus
  /** Why an approved withdrawal waits (a limit) and when it can go; absent when it does not wait. */
  note?: string
  /** The transaction's page on the chain's public explorer, once sent (none on a local chain). */
  link?: string
  createdAt: string
}

/** Public explorers by chain id: BNB Smart Chain and its testnet, Ethereum. */
const explorers: Readonly<Record<number, string>> = {
  56: 'https://bscscan.com',
  97: 'https://testnet.bscscan.com',
  1: 'https://etherscan.io',
}

/** The explorer page of a transaction on `chainId`, or undefined for a chain without one. */
export function explorerTxUrl(chainId: number, hash: string): string | undefined {
  const base = explorers[chainId]
  return base && /^0x[0-9a-fA-F]{64}$/.test(hash) ? `${base}/tx/${hash}` : undefined
}

export type WalletName =
  'wallet' | 'packageWallet' | 'bonusWallet' | 'poolWallet' | 'pot3Wallet' | 'pot4Wallet'

/** Where an earning came from: every credit a member sees can be traced. */
export interface EarningSource {
  kind: 'roi' | 'level' | 'membership' | 'reward' | 'bonus'
  /** The member the income came from (self for ROI). */
  fromUserId: string | null
  level: number | null
  /** Percent applied to the base amount. */
  rate: number | null
  baseAmount: number | null
  /** The day the income is for (YYYY-MM-DD). */
  day: string | null
}

/**
 * What made a history line: the income it is (an earning's kind) or the movement of money
 * ('pool' is joining the 2X or 2.5X pool). The words a member reads are built from it.
 */
export type HistoryKind =
  | EarningSource['kind']
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal-refund'
  | 'transfer'
  | 'self-transfer'
  | 'invest'
  | 'activation'
  | 'pool'
  | 'bonus-redeem'
  | 'other'

/** The other member of a history line: who sent the money, who received it, whose income it is. */
export interface Counterparty {
  userId: string
  /** The member's first name. */
  name: string
}

export interface WalletTransaction {
  id: string
  /** Dollars, never negative: `type` says which way the money went. */
  amount: number
  type: 'credit' | 'debit'
  desc: string
  wallet: WalletName
  createdAt: string
  source: EarningSource | null
  kind: HistoryKind
  /** The other member, for transfers and for income that came from a member of the team. */
  counterparty: Counterparty | null
  /** The fee this line paid, in dollars (already inside `amount`); null when there was none. */
  fee: number | null
}

export interface Plan {
  _id: string
  name: string
  /** Percent a day. */
  roi: number
  days: number
}

export type InvestWallet = 'invest' | 'package'

export interface InvestmentRecord {
  _id: string
  createdAt: string
  planDetails: { name: string; roi: number; days: number }
  amount: number
  /** Which wallet paid: 'invest' is the income wallet, 'package' the package wallet. */
  investType: InvestWallet
  /** Days of return paid so far. */
  days: number
}

export interface TeamMember {
  userId: string
  firstName: string
  mobile: string
  createdAt: string
  totalInvestment: number
  self: { teamStake: number; totalStake: number; totalTeamMembers: number }
  sponcerId: string | null
  totalWithdrawal: number
}

export interface TeamData {
  totalTeamMembers: number
  direct: TeamMember[]
  /** How many members of the team have not invested. */
  zeroInvestmentTeamMembers: number
  /** Sum of the team's investments. */
  teamBusiness: number
  directCount: number
}

/** One level of the downline: level 1 is the direct referrals. */
export interface LevelEntry {
  level: number
  userCount: number
  totalInvestment: number
  /** The first page of the level's users; more through the levelUsers call. */
  users: TeamMember[]
}

export interface LevelIncomeRecord {
  id: string
  userId: { userId: string; firstName: string; lastName: string }
  amount: number
  createdAt: string
  level: number
  rate: number
  baseAmount: number
  day: string
}

/** Investment income, level income, membership income, business reward: in this order. */
export type EarningDash = [investment: number, level: number, membership: number, reward: number]

export interface TreeNode {
  userId: string
  firstName: string
  lastName: string
  createdAt: string
  totalInvestment: number
  /** The member's status as the lists show it: hasActiveStatus(totalInvestment) (spec section 4). */
  isActive: boolean
  directCount: number
  teamCount: number
  /** Up to two children shown. */
  children: TreeNode[]
  /** How many more direct referrals exist than are shown. */
  hiddenChildren: number
}

export interface BonusRecord {
  id: string
  amount: number
  desc: string
  createdAt: string
}
