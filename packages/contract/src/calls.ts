// Every call of spec section 7 (and the few this product adds), declared once: method, path,
// body and answer types, and how clients should treat it. No schema here: the yup schemas of the
// bodies live in `@trellis/contract/schemas` (callSchemas, one per call), so a screen that only
// calls the API never loads yup.
import type { MessageCode } from './i18n/codes'
import type * as yup from 'yup'
import type {
  BonusRecord,
  ChainDeposits,
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
import { PAGE_SIZE } from './constants'
import type {
  FactorsView,
  LoginAnswer,
  PasskeyView,
  SessionView,
  TotpEnrolment,
  WebAuthnJson,
} from './factors'
import { fallbacks } from './messages'
import type { InboxItem, InboxState, MailSettings, MailTopic } from './inbox'
import type { TrendPoint } from './trends'
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
/** One page of a list in the contract's shape: the server pages in SQL, the mocks slice a list. */
export function pagedAnswer<T>(data: T[], page: number, total: number): PagedAnswer<T> {
  return { status: true, data, page, pageSize: PAGE_SIZE, total, hasMore: page * PAGE_SIZE < total }
}

export interface ErrorAnswer {
  status: false
  success: false
  message: string
  /**
   * The message's stable code when it is one of the contract's (`MessageCode`, issue 27): the
   * client shows the catalogue's words for it in the member's language.
   */
  code?: MessageCode
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
 * One call, with everything a client needs to know about it: adding a call means declaring it
 * here (plus its schema, hook, mock and route). `Body` is `void` for calls that take none. `kind`
 * tells the client whether it is a read (an SWR hook) or a write (a mutation hook); `money` marks
 * calls that move money or record a money request, which carry an idempotency key.
 */
export interface CallDef<Body, Answer> {
  name: string
  method: 'GET' | 'POST'
  path: string
  auth: boolean
  kind: 'read' | 'write'
  money: boolean
  paged: boolean
  /**
   * What a successful answer carries that the client keeps: `member` — its `data` is the member
   * after the call, which replaces the client's copy (no refetch); `session` — `user` and `token`
   * start a session.
   */
  answers?: 'member' | 'session'
  /** The reads a successful call makes stale (names of read calls; refetched where shown). */
  stale: readonly string[]
  /** The message when the server gives none (spec section 8). */
  fallback?: string
  /** The message when the call never reached the server; defaults to `fallback`. */
  networkFallback?: string
  /** Phantom: carries the types, never set at run time. */
  readonly __types?: { body: Body; answer: Answer }
}

export type BodyOf<C> = C extends CallDef<infer B, unknown> ? B : never
export type AnswerOf<C> = C extends CallDef<unknown, infer A> ? A : never

type Options = Partial<
  Pick<
    CallDef<unknown, unknown>,
    'method' | 'auth' | 'money' | 'paged' | 'answers' | 'stale' | 'fallback' | 'networkFallback'
  >
>

/**
 * A call of the table: its path is `/` + its name unless given (the login page carries the whole
 * table, so a path said twice costs bytes on every phone).
 */
function read<Body, Answer>(name: string, path?: string | Options, o?: Options) {
  return def<Body, Answer>(name, path, 'read', o)
}
function write<Body, Answer>(name: string, path?: string | Options, o?: Options) {
  return def<Body, Answer>(name, path, 'write', o)
}
function def<Body, Answer>(
  name: string,
  given: string | Options | undefined,
  kind: 'read' | 'write',
  options: Options | undefined,
): CallDef<Body, Answer> {
  const path = typeof given === 'string' ? given : `/${name}`
  const o = (typeof given === 'string' ? options : given) ?? {}
  return {
    name,
    path,
    kind,
    method: o.method ?? 'POST',
    auth: o.auth ?? true,
    money: o.money ?? false,
    paged: o.paged ?? false,
    stale: o.stale ?? [],
    ...(o.answers ? { answers: o.answers } : {}),
    ...(o.fallback ? { fallback: o.fallback } : {}),
    ...(o.networkFallback ? { networkFallback: o.networkFallback } : {}),
  }
}

/** The lists a movement of money shows up in. */
const walletLists = ['allWalletTrans', 'walletHistory'] as const
const f = fallbacks

type Infer<S extends yup.AnyObjectSchema> = yup.InferType<S>

export const calls = {
  // Members and sessions
  checkUser: read<
    { userId: string },
    { status: boolean; user: { firstName: string } | null; message?: string }
  >('checkUser', { auth: false }),
  /** A session, or (the member has a second factor) a challenge for `loginFactor`. */
  login: write<{ userId: string; password: string }, LoginAnswer>('login', {
    auth: false,
    answers: 'session',
    fallback: f.login,
  }),
  register: write<SignupPayload, SessionAnswer>('register', {
    auth: false,
    answers: 'session',
    fallback: f.login,
  }),
  getUser: read<void, StatusAnswer<Member>>('getUser'),
  updateUser: write<Infer<typeof s.updateUserSchema>, StatusAnswer<Member>>('updateUser', {
    answers: 'member',
    fallback: f.profileUpdate,
  }),
  /** Ends this session on the server (the token stops working at once). */
  logout: write<void, { status: boolean; message: string }>('logout', {
    fallback: f.requestFailed,
  }),
  changePassword: write<Infer<typeof s.changePasswordSchema>, { status: boolean; message: string }>(
    'changePassword',
    { fallback: f.requestFailed },
  ),
  forgotPassword: write<Infer<typeof s.forgotPasswordSchema>, SuccessAnswer>('forgotPassword', {
    auth: false,
    fallback: f.requestFailed,
  }),
  resetPassword: write<Infer<typeof s.resetPasswordSchema>, SuccessAnswer>('resetPassword', {
    auth: false,
    fallback: f.requestFailed,
  }),

  // Second factors and sessions (issue 28)
  /** The sign-in's second step: the challenge of `login` and a code; answers the session. */
  loginFactor: write<{ challenge: string; code: string }, SessionAnswer>('loginFactor', {
    auth: false,
    answers: 'session',
    fallback: f.login,
  }),
  getFactors: read<void, StatusAnswer<FactorsView>>('getFactors'),
  /** Starts enrolling an authenticator app (needs the current password). */
  totpStart: write<{ password: string }, StatusAnswer<TotpEnrolment>>('totpStart', {
    fallback: f.requestFailed,
  }),
  /** Confirms the app with a first code; answers the recovery codes, shown once. */
  totpConfirm: write<{ code: string }, StatusAnswer<{ recoveryCodes: string[] }>>('totpConfirm', {
    stale: ['getFactors'],
    fallback: f.requestFailed,
  }),
  /** Removes the app and its recovery codes (needs a step-up). */
  totpRemove: write<void, { status: boolean; message: string }>('totpRemove', {
    stale: ['getFactors'],
    fallback: f.requestFailed,
  }),
  /** New recovery codes (needs a step-up); the old ones stop working. */
  recoveryCodesRenew: write<void, StatusAnswer<{ recoveryCodes: string[] }>>('recoveryCodesRenew', {
    stale: ['getFactors'],
    fallback: f.requestFailed,
  }),
  /** Confirms a factor for this session: the guarded calls go through for STEP_UP_MINUTES. */
  stepUp: write<{ code: string }, StatusAnswer<{ until: string }>>('stepUp', {
    stale: ['getFactors'],
    fallback: f.requestFailed,
  }),
  /** Options to register a passkey (needs the current password). */
  passkeyRegisterOptions: write<{ password: string }, StatusAnswer<WebAuthnJson>>(
    'passkeyRegisterOptions',
    { fallback: f.requestFailed },
  ),
  /** Registers the passkey the browser made (user verification required). */
  passkeyRegister: write<{ name: string; response: string }, { status: boolean; message: string }>(
    'passkeyRegister',
    {
      stale: ['getPasskeys', 'getFactors'],
      fallback: f.requestFailed,
    },
  ),
  getPasskeys: read<void, StatusAnswer<PasskeyView[]>>('getPasskeys'),
  /** Removes a passkey (needs a step-up). */
  passkeyRemove: write<{ id: string }, { status: boolean; message: string }>('passkeyRemove', {
    stale: ['getPasskeys', 'getFactors'],
    fallback: f.requestFailed,
  }),
  /** Options to sign in with a passkey alone (or at the sign-in's factor step). */
  passkeyLoginOptions: write<void, StatusAnswer<WebAuthnJson>>('passkeyLoginOptions', {
    auth: false,
    fallback: f.login,
  }),
  /** Signs in with a passkey (user verification required): answers the session. */
  passkeyLogin: write<{ response: string }, SessionAnswer>('passkeyLogin', {
    auth: false,
    answers: 'session',
    fallback: f.login,
  }),
  /** Options to confirm this session with a passkey (step-up). */
  passkeyStepUpOptions: write<void, StatusAnswer<WebAuthnJson>>('passkeyStepUpOptions', {
    fallback: f.requestFailed,
  }),
  /** Confirms this session with a passkey: the guarded calls go through for STEP_UP_MINUTES. */
  passkeyStepUp: write<{ response: string }, StatusAnswer<{ until: string }>>('passkeyStepUp', {
    stale: ['getFactors'],
    fallback: f.requestFailed,
  }),
  getSessions: read<void, StatusAnswer<SessionView[]>>('getSessions'),
  endSession: write<{ id: string }, { status: boolean; message: string }>('endSession', {
    stale: ['getSessions'],
    fallback: f.requestFailed,
  }),
  endOtherSessions: write<void, { status: boolean; message: string }>('endOtherSessions', {
    stale: ['getSessions'],
    fallback: f.requestFailed,
  }),

  // Withdrawals and deposits
  /** `amount` (this product's addition) is checked with its charge before a code is sent. */
  sendMail: write<{ email?: string; amount?: number }, SuccessAnswer>('sendMail', {
    fallback: f.otpServer,
  }),
  withdrawalRequest: write<{ amount: number; otp: string }, SuccessAnswer & { wallet: number }>(
    'withdrawalRequest',
    '/withdrawal-request',
    {
      money: true,
      stale: ['getUser', 'withdrawalHistory', ...walletLists],
      fallback: f.requestFailed,
    },
  ),
  withdrawalHistory: read<PageBody, PagedAnswer<WithdrawalRecord>>(
    'withdrawalHistory',
    '/withdrawal-history',
    { paged: true },
  ),
  depositRequest: write<
    { rDate: string; pType: number; amount: number; trx: string },
    SuccessAnswer
  >('depositRequest', '/deposit-request', {
    money: true,
    stale: ['getUser', 'depositHistory', 'chainDeposits'],
    fallback: f.depositFailed,
    networkFallback: f.depositSendFailed,
  }),
  depositHistory: read<PageBody, PagedAnswer<DepositRecord> & { success: boolean }>(
    'depositHistory',
    '/deposit-history',
    { paged: true },
  ),
  /** The member's own deposit address and its latest arrivals with their confirmations. */
  chainDeposits: read<void, StatusAnswer<ChainDeposits>>('chainDeposits', '/chain-deposits', {
    method: 'GET',
  }),

  // Bonus
  bonusHistory: read<PageBody, PagedAnswer<BonusRecord>>('bonusHistory', {
    paged: true,
  }),
  bonusRequest: write<void, StatusAnswer<Member>>('bonusRequest', {
    money: true,
    answers: 'member',
    stale: ['bonusHistory', ...walletLists],
    fallback: f.requestFailed,
  }),

  // Plans and investments
  getPlan: read<void, StatusAnswer<Plan[]>>('getPlan', { method: 'GET' }),
  investmentHistory: read<PageBody, PagedAnswer<InvestmentRecord>>('investmentHistory', {
    paged: true,
  }),
  investNow: write<
    { wallet: 'invest' | 'package'; amount: number; plan: string },
    StatusAnswer<Member>
  >('investNow', {
    money: true,
    answers: 'member',
    stale: ['investmentHistory', 'getTeamData', 'earningDash', ...walletLists],
    fallback: f.investFailed,
    networkFallback: f.investSendFailed,
  }),

  // Team
  getTeamData: read<void, StatusAnswer<TeamData>>('getTeamData'),
  myReferral: read<PageBody, PagedAnswer<TeamMember>>('myReferral', {
    paged: true,
  }),
  levelView: read<void, StatusAnswer<LevelEntry[]>>('levelView'),
  levelUsers: read<{ level: number; page?: number }, PagedAnswer<TeamMember>>('levelUsers', {
    paged: true,
  }),
  downLine: read<PageBody, PagedAnswer<TeamMember>>('downLine', {
    paged: true,
  }),
  treeView: read<{ id?: string | null }, StatusAnswer<TreeNode>>('treeView'),
  /** Members who joined the team per week over the last TEAM_TREND_WEEKS, oldest first. */
  teamTrend: read<void, StatusAnswer<TrendPoint[]>>('teamTrend'),

  // Wallet and earnings
  allWalletTrans: read<
    { page?: number; filter?: 'all' | 'earningToday' },
    PagedAnswer<WalletTransaction>
  >('allWalletTrans', { paged: true }),
  walletHistory: read<PageBody, PagedAnswer<WalletTransaction>>('walletHistory', {
    paged: true,
  }),
  earningDash: read<void, StatusAnswer<EarningDash>>('earningDash'),
  /** Income per day (dollars) over the last EARNING_TREND_DAYS UTC days, oldest first. */
  earningTrend: read<void, StatusAnswer<TrendPoint[]>>('earningTrend'),
  levelEarning: read<PageBody, PagedAnswer<LevelIncomeRecord>>('levelEarning', {
    paged: true,
  }),
  /** The member's ledger entries from `from` to `to` (YYYY-MM-DD, both included) as CSV. */
  statement: write<{ from: string; to: string }, StatusAnswer<{ filename: string; csv: string }>>(
    'statement',
    { fallback: f.requestFailed },
  ),

  // The activity inbox (issue 26, point 1) and the mail topics the member switched off.
  inbox: read<PageBody, PagedAnswer<InboxItem>>('inbox', { paged: true }),
  inboxUnread: read<void, StatusAnswer<InboxState>>('inboxUnread'),
  /** Marks every event up to `upTo` (an item's id) seen; answers the count left. */
  inboxSeen: write<{ upTo: string }, StatusAnswer<InboxState>>('inboxSeen', {
    stale: ['inboxUnread', 'inbox'],
    fallback: f.requestFailed,
  }),
  mailSettings: read<void, StatusAnswer<MailSettings>>('mailSettings'),
  /** Switches one mail topic on or off; answers the settings after it. */
  updateMailSettings: write<{ topic: MailTopic; on: boolean }, StatusAnswer<MailSettings>>(
    'updateMailSettings',
    { stale: ['mailSettings'], fallback: f.requestFailed },
  ),

  // Transfers, activation, pools
  transferToUser: write<
    { toUserId: string; amount: number; type: 'wallet' | 'packageWallet'; otp: string },
    StatusAnswer<Member>
  >('transferToUser', {
    money: true,
    answers: 'member',
    stale: walletLists,
    fallback: f.transferMessage,
  }),
  transferToSelf: write<{ amount: number }, StatusAnswer<Member>>('transferToSelf', {
    money: true,
    answers: 'member',
    stale: walletLists,
    fallback: f.transferMessage,
  }),
  activeNow: write<void, StatusAnswer<Member>>('activeNow', {
    money: true,
    answers: 'member',
    stale: walletLists,
    fallback: f.requestFailed,
  }),
  joinPool: write<{ userId: string; pot: 3 | 4; amount: number }, StatusAnswer<Member>>(
    'joinPool',
    { money: true, answers: 'member', stale: walletLists, fallback: f.poolJoinMessage },
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

// Pure: a bundle that never reads the list leaves it out.
export const callList: ReadonlyArray<Calls[CallName]> = /* @__PURE__ */ Object.values(calls)

/** The full URL path of a call under the API base. */
export function callUrl(call: { path: string }, base: string = API_BASE): string {
  return `${base}${call.path}`
}
