// Every call of spec section 7 (and the few this product adds), declared once: method, path,
// body and answer types, and how clients should treat it. No schema here: the yup schemas of the
// bodies live in `@trellis/contract/schemas` (callSchemas, one per call), so a screen that only
// calls the API never loads yup.
import type * as yup from 'yup'
import type {
  BonusRecord,
  DepositRecord,
  EarningDash,
  InvestmentRecord,
  LevelEntry,
  LevelIncomeRecord,
  Member,
  Plan,
  SignupPayload,
  TeamData,
  TeamMember,
  TreeNode,
  WalletTransaction,
  WithdrawalRecord,
} from './entities'
import type * as s from './schemas'

export const API_BASE = '/api'

/** The header that makes a money-moving call safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** Answers of the `status` style. */
export interface StatusAnswer<T> {
  status: boolean
  message?: string
  data: T
}

/** Answers of the `success` style. */
export interface SuccessAnswer {
  success: boolean
  message: string
}

/** A page of a list: 10 items, with the total so a client can page. */
export interface PagedAnswer<T> extends StatusAnswer<T[]> {
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}

/** What every failed call answers (4xx or 5xx), with the server's message. */
export interface ErrorAnswer {
  status: false
  success: false
  message: string
  /** The form field the message is about, when there is one. */
  field?: string
  /** The current income wallet, on failed withdrawals (the screen refreshes from it). */
  wallet?: number
}

export interface SessionAnswer {
  status: boolean
  message: string
  user: Member
  token: string
}

export type PageBody = { page?: number }

/**
 * One call. `Body` is `void` for calls that take none. `kind` tells the client whether it is a
 * read (an SWR hook) or a write (a mutation hook); `money` marks calls that move money or record
 * a money request, which carry an idempotency key.
 */
export interface CallDef<Body, Answer> {
  name: string
  method: 'GET' | 'POST'
  path: string
  auth: boolean
  kind: 'read' | 'write'
  money: boolean
  paged: boolean
  /** Phantom: carries the types, never set at run time. */
  readonly __types?: { body: Body; answer: Answer }
}

export type BodyOf<C> = C extends CallDef<infer B, unknown> ? B : never
export type AnswerOf<C> = C extends CallDef<unknown, infer A> ? A : never

type Options = Partial<Pick<CallDef<unknown, unknown>, 'method' | 'auth' | 'money' | 'paged'>>

function read<Body, Answer>(name: string, path: string, o: Options = {}) {
  return def<Body, Answer>(name, path, 'read', o)
}
function write<Body, Answer>(name: string, path: string, o: Options = {}) {
  return def<Body, Answer>(name, path, 'write', o)
}
function def<Body, Answer>(
  name: string,
  path: string,
  kind: 'read' | 'write',
  o: Options,
): CallDef<Body, Answer> {
  return {
    name,
    path,
    kind,
    method: o.method ?? 'POST',
    auth: o.auth ?? true,
    money: o.money ?? false,
    paged: o.paged ?? false,
  }
}

type Infer<S extends yup.AnyObjectSchema> = yup.InferType<S>

export const calls = {
  // Members and sessions
  checkUser: read<
    { userId: string },
    { status: boolean; user: { firstName: string } | null; message?: string }
  >('checkUser', '/checkUser', { auth: false }),
  login: write<{ userId: string; password: string }, SessionAnswer>('login', '/login', {
    auth: false,
  }),
  register: write<SignupPayload, SessionAnswer>('register', '/register', {
    auth: false,
  }),
  getUser: read<void, StatusAnswer<Member>>('getUser', '/getUser'),
  updateUser: write<Infer<typeof s.updateUserSchema>, StatusAnswer<Member>>(
    'updateUser',
    '/updateUser',
  ),
  /** Ends this session on the server (the token stops working at once). */
  logout: write<void, { status: boolean; message: string }>('logout', '/logout'),
  changePassword: write<Infer<typeof s.changePasswordSchema>, { status: boolean; message: string }>(
    'changePassword',
    '/changePassword',
  ),
  forgotPassword: write<Infer<typeof s.forgotPasswordSchema>, SuccessAnswer>(
    'forgotPassword',
    '/forgotPassword',
    { auth: false },
  ),
  resetPassword: write<Infer<typeof s.resetPasswordSchema>, SuccessAnswer>(
    'resetPassword',
    '/resetPassword',
    { auth: false },
  ),

  // Withdrawals and deposits
  /** `amount` (this product's addition) is checked with its charge before a code is sent. */
  sendMail: write<{ email?: string; amount?: number }, SuccessAnswer>('sendMail', '/sendMail'),
  withdrawalRequest: write<{ amount: number; otp: string }, SuccessAnswer & { wallet: number }>(
    'withdrawalRequest',
    '/withdrawal-request',
    { money: true },
  ),
  withdrawalHistory: read<PageBody, PagedAnswer<WithdrawalRecord>>(
    'withdrawalHistory',
    '/withdrawal-history',
    { paged: true },
  ),
  depositRequest: write<
    { rDate: string; pType: number; amount: number; trx: string },
    SuccessAnswer
  >('depositRequest', '/deposit-request', { money: true }),
  depositHistory: read<PageBody, PagedAnswer<DepositRecord> & { success: boolean }>(
    'depositHistory',
    '/deposit-history',
    { paged: true },
  ),

  // Bonus
  bonusHistory: read<PageBody, PagedAnswer<BonusRecord>>('bonusHistory', '/bonusHistory', {
    paged: true,
  }),
  bonusRequest: write<void, StatusAnswer<Member>>('bonusRequest', '/bonusRequest', {
    money: true,
  }),

  // Plans and investments
  getPlan: read<void, StatusAnswer<Plan[]>>('getPlan', '/getPlan', { method: 'GET' }),
  investmentHistory: read<PageBody, PagedAnswer<InvestmentRecord>>(
    'investmentHistory',
    '/investmentHistory',
    { paged: true },
  ),
  investNow: write<
    { wallet: 'invest' | 'package'; amount: number; plan: string },
    StatusAnswer<Member>
  >('investNow', '/investNow', { money: true }),

  // Team
  getTeamData: read<void, StatusAnswer<TeamData>>('getTeamData', '/getTeamData'),
  myReferral: read<PageBody, PagedAnswer<TeamMember>>('myReferral', '/myReferral', {
    paged: true,
  }),
  levelView: read<void, StatusAnswer<LevelEntry[]>>('levelView', '/levelView'),
  levelUsers: read<{ level: number; page?: number }, PagedAnswer<TeamMember>>(
    'levelUsers',
    '/levelUsers',
    { paged: true },
  ),
  downLine: read<PageBody, PagedAnswer<TeamMember>>('downLine', '/downLine', {
    paged: true,
  }),
  treeView: read<{ id?: string | null }, StatusAnswer<TreeNode>>('treeView', '/treeView'),

  // Wallet and earnings
  allWalletTrans: read<
    { page?: number; filter?: 'all' | 'earningToday' },
    PagedAnswer<WalletTransaction>
  >('allWalletTrans', '/allWalletTrans', { paged: true }),
  walletHistory: read<PageBody, PagedAnswer<WalletTransaction>>('walletHistory', '/walletHistory', {
    paged: true,
  }),
  earningDash: read<void, StatusAnswer<EarningDash>>('earningDash', '/earningDash'),
  levelEarning: read<PageBody, PagedAnswer<LevelIncomeRecord>>('levelEarning', '/levelEarning', {
    paged: true,
  }),
  /** The member's ledger entries from `from` to `to` (YYYY-MM-DD, both included) as CSV. */
  statement: write<{ from: string; to: string }, StatusAnswer<{ filename: string; csv: string }>>(
    'statement',
    '/statement',
  ),

  // Transfers, activation, pools
  transferToUser: write<
    { toUserId: string; amount: number; type: 'wallet' | 'packageWallet'; otp: string },
    StatusAnswer<Member>
  >('transferToUser', '/transferToUser', { money: true }),
  transferToSelf: write<{ amount: number }, StatusAnswer<Member>>(
    'transferToSelf',
    '/transferToSelf',
    { money: true },
  ),
  activeNow: write<void, StatusAnswer<Member>>('activeNow', '/activeNow', { money: true }),
  joinPool: write<{ userId: string; pot: 3 | 4; amount: number }, StatusAnswer<Member>>(
    'joinPool',
    '/joinPool',
    { money: true },
  ),
} as const

export type Calls = typeof calls
export type CallName = keyof Calls

/** Calls of spec section 7 (the others are this product's additions). */
export const specCallNames = [
  'checkUser',
  'login',
  'register',
  'getUser',
  'updateUser',
  'sendMail',
  'withdrawalRequest',
  'withdrawalHistory',
  'depositHistory',
  'bonusHistory',
  'depositRequest',
  'bonusRequest',
  'getPlan',
  'investmentHistory',
  'investNow',
  'getTeamData',
  'myReferral',
  'levelView',
  'downLine',
  'allWalletTrans',
  'walletHistory',
  'earningDash',
  'levelEarning',
  'treeView',
  'transferToUser',
  'transferToSelf',
  'activeNow',
  'joinPool',
] as const satisfies readonly CallName[]

export const callList: ReadonlyArray<Calls[CallName]> = Object.values(calls)

/** The full URL path of a call under the API base. */
export function callUrl(call: { path: string }, base: string = API_BASE): string {
  return `${base}${call.path}`
}
