// The operator console's API (issue 25), under /api/ops: operators sign in with a password and a
// mandatory authenticator app, act in a role, and every action lands in an append-only audit log.
// Declared once here (method, path, body, answer, the roles that may call it); the server checks
// the role of every call from the same table, the console hides what the role may not do.
//
// Sessions: an HttpOnly cookie `trellis_ops` (SameSite=Strict, path /api/ops) set by the
// sign-in's last step; the console sends it with `credentials: 'same-origin'` and never sees a
// token. A call without a live session answers 401, a call the role may not make answers 403,
// both with an ErrorAnswer. Amounts are dollars (at most 2 decimals), dates ISO 8601 strings, days
// YYYY-MM-DD (UTC). Paths hold `:name` parameters (`opsPath` fills them); GET calls take their
// body as the query string (`opsQuery`).
import type { StatusAnswer } from './calls'
import type {
  DepositRecord,
  Member,
  WalletName,
  WalletTransaction,
  WithdrawalRecord,
} from './entities'
import type { SessionView, TotpEnrolment } from './factors'

export const OPS_API_BASE = '/api/ops'

/** The operator session's cookie (HttpOnly, SameSite=Strict, path /api/ops). */
export const OPS_COOKIE = 'trellis_ops'

/** An operator session ends after this many minutes without a call (and on sign-out). */
export const OPS_IDLE_MINUTES = 30

/** An operator's password: 12 to 128 characters (a passphrase is welcome). */
export const OPS_PASSWORD_MIN = 12
export const OPS_PASSWORD_MAX = 128

/** Rows per page of the console's lists. */
export const OPS_PAGE_SIZE = 50

/** The roles: support (members), finance (money), admin (operators, settings; and everything). */
export const opsRoles = ['support', 'finance', 'admin'] as const
export type OpsRole = (typeof opsRoles)[number]

/** What a role is for, in the words the console shows. */
export const opsRoleNames: Record<OpsRole, string> = {
  support: 'Support: find members, see their accounts, resend mails, end sessions, unlock',
  finance: 'Finance: deposits, withdrawals, bonuses and adjustments',
  admin: 'Admin: operators, roles and settings (and everything else)',
}

/**
 * Who did something, as the audit log and approvals name it: `operator:<id>` for a named operator,
 * `automation` for the OPS_TOKEN command line, `member:<userId>` for a member's own action,
 * `system` for the server's jobs.
 */
export type OpsActor = string

/** An actor with the operator's e-mail beside it (null for automation and system). */
export interface OpsActorView {
  actor: OpsActor
  email: string | null
}

// ---------------------------------------------------------------------------------------------
// Operators and sign-in

/** The signed-in operator. */
export interface OpsMe {
  id: string
  email: string
  role: OpsRole
  /** When this session ends if no call comes before (ISO); each call moves it on. */
  idleUntil: string
}

/** An operator as the admin's list shows it. */
export interface OpsOperator {
  id: string
  email: string
  role: OpsRole
  /** `invited`: no password set yet; `active`; `disabled`: cannot sign in, sessions ended. */
  status: 'invited' | 'active' | 'disabled'
  totp: boolean
  createdAt: string
  createdBy: OpsActorView
  lastSignInAt: string | null
}

/**
 * The sign-in's first step (password right): a challenge for `opsSignInCode`. `enrol` on the first
 * sign-in: the authenticator app's key and otpauth:// URI (for the QR), shown once; the first code
 * from the app confirms it. `code` afterwards: a code from the app or a recovery code.
 */
export type OpsSignInStep =
  | { step: 'code'; challenge: string }
  | { step: 'enrol'; challenge: string; enrolment: TotpEnrolment }

/** The sign-in done: the session's cookie is set; recovery codes only right after enrolment. */
export interface OpsSignedIn {
  me: OpsMe
  /** Shown once (RECOVERY_CODE_COUNT codes) right after enrolment; null otherwise. */
  recoveryCodes: string[] | null
}

// ---------------------------------------------------------------------------------------------
// Dashboard

export interface OpsDashboard {
  /** The day the figures are for (UTC). */
  day: string
  /** Deposits credited today. */
  inflow: number
  /** Withdrawals paid today. */
  outflow: number
  /** Fees charged today (withdrawal charges, transfer fees). */
  fees: number
  queues: {
    depositsPending: number
    /** Withdrawals not yet final: requested, approved, signed or sent. */
    withdrawalsPending: number
    /** Withdrawals waiting for an operator's approval (above the automatic amount). */
    withdrawalsAwaitingApproval: number
    /** Approved withdrawals the payer holds (a limit, or the hot wallet too low): see their note. */
    withdrawalsHeld: number
    proposalsPending: number
  }
  ledger: OpsLedgerCheck
  chain: OpsChainStatus
}

/**
 * The running settings an operator needs to know (read-only; changed in the server's environment
 * and a restart). Amounts in dollars. Never a secret: no key, token, extended public key or RPC
 * address (one may carry a provider's key): the endpoints are counted, not named.
 */
export interface OpsSettings {
  /** Withdrawal approvals and limits (economics.payouts, or the server's PAYOUT_* settings). */
  payouts: {
    /** Up to this, a withdrawal needs no operator. */
    autoApprove: number
    /** Above this, two different operators approve. */
    dualApprove: number
    /** One member's withdrawals in any 24 hours. */
    memberDay: number
    /** One member's withdrawals in any 30 days. */
    memberMonth: number
    /** Everything the hot wallet pays in a day. */
    dailyCap: number
  }
  /** The member-facing rules from the contract's economics. */
  members: {
    minWithdrawal: number
    withdrawalChargePercent: number
    minTransfer: number
    transferFeePercent: number
    payoutHoldHours: number
    otpValidMinutes: number
  }
  /** The server pays withdrawals itself from this address; null: operators pay by hand. */
  hotWallet: { address: string | null; treasury: string | null; alertsConfigured: boolean }
  chain:
    | { status: 'off' }
    | {
        status: 'on'
        chainId: number
        token: string
        confirmations: number
        pollSeconds: number
        /** How many RPC endpoints are configured (their addresses are not shown). */
        rpcEndpoints: number
        local: boolean
      }
}

/** The ledger check: every transaction balanced, every balance equal to its entries. */
export interface OpsLedgerCheck {
  ok: boolean
  unbalanced: number
  drifted: number
  earningsDrifted: number
  checkedAt: string
}

export interface OpsChainStatus {
  /** `off`: the server watches no chain (deposits approved by hand). */
  status: 'ok' | 'unavailable' | 'off'
  /** The newest block the deposit watcher has read, or null. */
  head: number | null
  /** The payout hot wallet's balances, where payouts on the chain are set up; else null. */
  hotWallet: { address: string; usdt: number; gas: string } | null
}

// ---------------------------------------------------------------------------------------------
// Queues

/** A page of a console list. */
export interface OpsPage<T> {
  status: true
  data: T[]
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}

export interface OpsDeposit extends DepositRecord {
  userId: string
  memberName: string
  decidedAt: string | null
  /** Who approved or rejected it (from the audit log); null while pending or if unknown. */
  decidedBy: OpsActorView | null
  /**
   * A claim of USDT paid to the network's own wallet by mistake, as the chain showed it: who sent
   * it, to which wallet, and whether the sender is a payout address the member has ever saved (a
   * sign it is theirs; the approval reads the chain again). Absent for a claim filed by hand.
   */
  onChain?: OpsDepositOnChain
}

/** What the chain showed of a claim to the network's wallet (OpsDeposit.onChain). */
export interface OpsDepositOnChain {
  from: string
  to: string
  wallet: 'hot-wallet' | 'treasury'
  fromMemberPayoutAddress: boolean
}

export interface OpsWithdrawal extends WithdrawalRecord {
  userId: string
  memberName: string
  /** The payout address it goes to. */
  address: string
  decidedAt: string | null
  /** Approvals given so far, oldest first (a large withdrawal needs two different operators). */
  approvals: { by: OpsActorView; at: string }[]
  /** How many approvals it needs in all (0: automatic, 1, or 2). */
  approvalsNeeded: number
}

export interface OpsQueueFilter {
  /** `pending`, `approved`, `rejected`, `paid`, … (the record's status); all when absent. */
  status?: string
  /** One member's requests. */
  userId?: string
  /** Created on or after this day. */
  from?: string
  /** Created on or before this day. */
  to?: string
  page?: number
}

// ---------------------------------------------------------------------------------------------
// Members

/** A member found by the search. */
export interface OpsMemberHit {
  userId: string
  firstName: string
  lastName: string
  email: string
  phone: string
  createdAt: string
  totalInvestment: number
  /** A sign-in or transaction-password lock is on now. */
  locked: boolean
}

/** One ledger entry of the member's wallets, with where it came from. */
export type OpsLedgerEntry = WalletTransaction & {
  /** The ledger transaction it belongs to, and its kind (deposit, withdrawal, bonus, adjustment…). */
  transactionId: string
  transactionKind: string
  /** The wallet's balance after this entry. */
  balanceAfter: number | null
}

/** A lock on the member's account now. */
export interface OpsLock {
  /** `login`: sign-in guesses; `tpass`: transaction password guesses; `factor`: factor codes. */
  kind: 'login' | 'tpass' | 'factor' | 'payout-hold'
  failures: number
  lockedUntil: string | null
}

/** A change of the member's payout address or transaction password (KYC), newest first. */
export interface OpsKycChange {
  at: string
  /** `address`: the payout address changed (to `address`); `tpass`: the transaction password. */
  kind: 'address' | 'tpass'
  address: string | null
  /** Who changed it (the member, or an operator). */
  by: OpsActor
}

/** Where the member sits in the team. */
export interface OpsTeamPosition {
  sponsor: { userId: string; name: string } | null
  /** Sponsors up the line, nearest first (at most 10). */
  upline: { userId: string; name: string }[]
  directCount: number
  teamCount: number
  teamBusiness: number
}

/** Everything support needs about one member (the console's 360° view). */
export interface OpsMemberView {
  member: Member
  team: OpsTeamPosition
  /** The newest entries (the first page of `opsMemberLedger`). */
  entries: OpsLedgerEntry[]
  sessions: Omit<SessionView, 'current'>[]
  locks: OpsLock[]
  factors: { totp: boolean; passkeys: number; recoveryCodesLeft: number }
  kyc: OpsKycChange[]
  /** The member's open deposits and withdrawals. */
  pendingDeposits: number
  pendingWithdrawals: number
}

// ---------------------------------------------------------------------------------------------
// Maker-checker: bonuses and adjustments

/**
 * `bonus`: credits the bonus wallet as a bonus; `credit` / `debit`: an adjustment of one wallet
 * with a reason (a debit never takes a wallet below zero).
 */
export type OpsProposalKind = 'bonus' | 'credit' | 'debit'

export interface OpsProposal {
  id: string
  kind: OpsProposalKind
  userId: string
  memberName: string
  wallet: WalletName
  amount: number
  reason: string
  status: 'pending' | 'approved' | 'rejected'
  proposedBy: OpsActorView
  proposedAt: string
  decidedBy: OpsActorView | null
  decidedAt: string | null
  /** Why it was rejected (or a note with the approval). */
  decisionNote: string | null
  /** The ledger transaction its approval posted. */
  transactionId: string | null
  /** The signed-in operator proposed it (and so may not approve it). */
  mine: boolean
}

// ---------------------------------------------------------------------------------------------
// Reports and audit

/** One day's money (UTC): what came in, went out, and what was paid to members. */
export interface OpsDailyReport {
  day: string
  deposits: number
  depositsCount: number
  withdrawals: number
  withdrawalsCount: number
  fees: number
  investments: number
  investmentsCount: number
  roiPaid: number
  levelIncomePaid: number
  bonuses: number
  adjustments: number
}

/** One row of the audit log: who did what to which object, the state before and after. */
export interface OpsAuditEntry {
  id: string
  at: string
  actor: OpsActorView
  /** Dotted name, e.g. `deposit.approve`, `proposal.create`, `operator.role`, `session.sign-in`. */
  action: string
  /** e.g. `deposit`, `withdrawal`, `member`, `proposal`, `operator`. */
  objectType: string
  objectId: string | null
  before: unknown
  after: unknown
  reason: string | null
  requestId: string | null
  address: string | null
}

/** The mails support may send a member again: notices of the member's own money, never a code. */
export const opsResendMails = ['deposit-credited', 'withdrawal-sent'] as const
export type OpsResendMail = (typeof opsResendMails)[number]

export interface OpsAuditFilter {
  /** `operator:<id>`, `automation`, … */
  actor?: string
  /** An action or an action's prefix (`deposit.` matches every deposit action). */
  action?: string
  objectType?: string
  objectId?: string
  from?: string
  to?: string
  page?: number
}

// ---------------------------------------------------------------------------------------------
// The calls

/** One operator call: what the console needs to call it and whether the role may. */
export interface OpsCallDef<Body, Answer> {
  name: string
  method: 'GET' | 'POST'
  /** Under OPS_API_BASE, with `:name` parameters. */
  path: string
  /** `none`: no session needed (the sign-in steps); else the roles that may call it. */
  roles: readonly OpsRole[] | 'none'
  kind: 'read' | 'write'
  /** A CSV download (GET; the answer is text/csv with a file name): a plain link works. */
  csv?: true
  /** The reads a successful write makes stale. */
  stale: readonly string[]
  readonly __types?: { body: Body; answer: Answer }
}

type OkAnswer = { status: true; message: string }

const ALL = ['support', 'finance', 'admin'] as const
const SUPPORT = ['support', 'admin'] as const
const FINANCE = ['finance', 'admin'] as const
const ADMIN = ['admin'] as const

function get<Body, Answer>(
  name: string,
  path: string,
  roles: OpsCallDef<Body, Answer>['roles'],
  csv = false,
): OpsCallDef<Body, Answer> {
  return {
    name,
    method: 'GET',
    path,
    roles,
    kind: 'read',
    stale: [],
    ...(csv ? { csv: true } : {}),
  }
}
function post<Body, Answer>(
  name: string,
  path: string,
  roles: OpsCallDef<Body, Answer>['roles'],
  stale: readonly string[] = [],
): OpsCallDef<Body, Answer> {
  return { name, method: 'POST', path, roles, kind: 'write', stale }
}

const queues = ['opsDashboard', 'opsAudit'] as const

export const opsCalls = {
  // Sign-in and the session
  /** Sets the password from the mailed link (`/ops/set-password#<token>`; 24 hours, once). */
  opsSetPassword: post<{ token: string; password: string }, OkAnswer>(
    'opsSetPassword',
    '/session/set-password',
    'none',
  ),
  /** Step 1: e-mail and password; answers the factor step (or enrolment on the first sign-in). */
  opsSignIn: post<{ email: string; password: string }, StatusAnswer<OpsSignInStep>>(
    'opsSignIn',
    '/session/sign-in',
    'none',
  ),
  /** Step 2: the challenge and a code (app or recovery code); sets the session's cookie. */
  opsSignInCode: post<{ challenge: string; code: string }, StatusAnswer<OpsSignedIn>>(
    'opsSignInCode',
    '/session/code',
    'none',
    ['opsMe'],
  ),
  opsMe: get<void, StatusAnswer<OpsMe>>('opsMe', '/me', ALL),
  /** Ends this session (the cookie stops working at once). */
  opsSignOut: post<void, OkAnswer>('opsSignOut', '/session/sign-out', ALL, ['opsMe']),

  // Dashboard
  opsDashboard: get<void, StatusAnswer<OpsDashboard>>('opsDashboard', '/dashboard', ALL),
  opsLedgerCheck: get<void, StatusAnswer<OpsLedgerCheck>>('opsLedgerCheck', '/ledger-check', ALL),

  // Deposits
  opsDeposits: get<OpsQueueFilter, OpsPage<OpsDeposit>>('opsDeposits', '/deposits', FINANCE),
  opsDepositApprove: post<{ id: string; reason?: string }, StatusAnswer<OpsDeposit>>(
    'opsDepositApprove',
    '/deposits/:id/approve',
    FINANCE,
    ['opsDeposits', ...queues],
  ),
  opsDepositReject: post<{ id: string; reason?: string }, StatusAnswer<OpsDeposit>>(
    'opsDepositReject',
    '/deposits/:id/reject',
    FINANCE,
    ['opsDeposits', ...queues],
  ),

  // Withdrawals
  opsWithdrawals: get<OpsQueueFilter, OpsPage<OpsWithdrawal>>(
    'opsWithdrawals',
    '/withdrawals',
    FINANCE,
  ),
  /** One approval; a large withdrawal needs a second one by a different operator. */
  opsWithdrawalApprove: post<{ id: string; reason?: string }, StatusAnswer<OpsWithdrawal>>(
    'opsWithdrawalApprove',
    '/withdrawals/:id/approve',
    FINANCE,
    ['opsWithdrawals', ...queues],
  ),
  /** Paid by hand (no hot wallet): the chain transaction's hash. */
  opsWithdrawalPay: post<{ id: string; trx: string }, StatusAnswer<OpsWithdrawal>>(
    'opsWithdrawalPay',
    '/withdrawals/:id/pay',
    FINANCE,
    ['opsWithdrawals', ...queues],
  ),
  /** Rejected with a full refund to the member's income wallet. */
  opsWithdrawalReject: post<{ id: string; reason?: string }, StatusAnswer<OpsWithdrawal>>(
    'opsWithdrawalReject',
    '/withdrawals/:id/reject',
    FINANCE,
    ['opsWithdrawals', ...queues],
  ),

  // Members
  /** By user id, e-mail, phone or name (at least 2 characters). */
  opsMemberSearch: get<{ q: string; page?: number }, OpsPage<OpsMemberHit>>(
    'opsMemberSearch',
    '/members',
    ALL,
  ),
  opsMember: get<{ userId: string }, StatusAnswer<OpsMemberView>>(
    'opsMember',
    '/members/:userId/view',
    ALL,
  ),
  opsMemberLedger: get<{ userId: string; page?: number }, OpsPage<OpsLedgerEntry>>(
    'opsMemberLedger',
    '/members/:userId/ledger',
    ALL,
  ),
  /** Ends every session of the member. */
  opsMemberEndSessions: post<{ userId: string; reason?: string }, OkAnswer>(
    'opsMemberEndSessions',
    '/members/:userId/end-sessions',
    SUPPORT,
    ['opsMember', 'opsAudit'],
  ),
  /** Lifts the sign-in, transaction-password and factor locks. */
  opsMemberUnlock: post<{ userId: string; reason?: string }, OkAnswer>(
    'opsMemberUnlock',
    '/members/:userId/unlock',
    SUPPORT,
    ['opsMember', 'opsAudit'],
  ),
  /** Mails the member a password reset code (an operator never sets a member's password). */
  opsMemberPasswordReset: post<{ userId: string; reason?: string }, OkAnswer>(
    'opsMemberPasswordReset',
    '/members/:userId/password-reset',
    SUPPORT,
    ['opsAudit'],
  ),

  /**
   * Sends the member's last notice of a kind again, to the member's own address (at most once an
   * hour per kind). Only notices: a code or a link is never resent by staff.
   */
  opsMemberResendMail: post<{ userId: string; mail: OpsResendMail; reason?: string }, OkAnswer>(
    'opsMemberResendMail',
    '/members/:userId/resend-mail',
    SUPPORT,
    ['opsAudit'],
  ),

  /**
   * A member who lost the app and every recovery code: removes the member's app 72 hours later
   * (the member is mailed and can stop it). Answers when it takes effect.
   */
  opsMemberFactorRecovery: post<{ userId: string; reason: string }, StatusAnswer<{ at: string }>>(
    'opsMemberFactorRecovery',
    '/members/:userId/factor-recovery',
    ADMIN,
    ['opsMember', 'opsAudit'],
  ),

  // Bonuses and adjustments (maker-checker)
  opsProposals: get<
    { status?: OpsProposal['status']; userId?: string; page?: number },
    OpsPage<OpsProposal>
  >('opsProposals', '/proposals', FINANCE),
  opsProposalCreate: post<
    {
      kind: OpsProposalKind
      userId: string
      amount: number
      /** The adjusted wallet (credit / debit); a bonus always goes to the bonus wallet. */
      wallet?: WalletName
      reason: string
    },
    StatusAnswer<OpsProposal>
  >('opsProposalCreate', '/proposals', FINANCE, ['opsProposals', ...queues]),
  /** By an operator other than the proposer: posts the money (once). */
  opsProposalApprove: post<{ id: string; note?: string }, StatusAnswer<OpsProposal>>(
    'opsProposalApprove',
    '/proposals/:id/approve',
    FINANCE,
    ['opsProposals', ...queues],
  ),
  opsProposalReject: post<{ id: string; note: string }, StatusAnswer<OpsProposal>>(
    'opsProposalReject',
    '/proposals/:id/reject',
    FINANCE,
    ['opsProposals', ...queues],
  ),

  // Reports
  /** Per day from `from` to `to` (both included, at most 366 days), oldest first. */
  opsDailyReport: get<{ from: string; to: string }, StatusAnswer<OpsDailyReport[]>>(
    'opsDailyReport',
    '/reports/daily',
    FINANCE,
  ),
  opsDailyReportCsv: get<{ from: string; to: string }, string>(
    'opsDailyReportCsv',
    '/reports/daily.csv',
    FINANCE,
    true,
  ),

  // Audit log
  opsAudit: get<OpsAuditFilter, OpsPage<OpsAuditEntry>>('opsAudit', '/audit', ADMIN),
  opsAuditCsv: get<Omit<OpsAuditFilter, 'page'>, string>('opsAuditCsv', '/audit.csv', ADMIN, true),

  // Settings (read-only)
  opsSettings: get<void, StatusAnswer<OpsSettings>>('opsSettings', '/settings', ADMIN),

  // Operators
  opsOperators: get<void, StatusAnswer<OpsOperator[]>>('opsOperators', '/operators', ADMIN),
  /** Invites an operator: a set-password link goes to the e-mail (nothing secret is answered). */
  opsOperatorAdd: post<{ email: string; role: OpsRole }, StatusAnswer<OpsOperator>>(
    'opsOperatorAdd',
    '/operators',
    ADMIN,
    ['opsOperators', 'opsAudit'],
  ),
  opsOperatorRole: post<{ id: string; role: OpsRole }, StatusAnswer<OpsOperator>>(
    'opsOperatorRole',
    '/operators/:id/role',
    ADMIN,
    ['opsOperators', 'opsAudit'],
  ),
  /** Disables the operator and ends their sessions (not oneself). */
  opsOperatorDisable: post<{ id: string; reason?: string }, StatusAnswer<OpsOperator>>(
    'opsOperatorDisable',
    '/operators/:id/disable',
    ADMIN,
    ['opsOperators', 'opsAudit'],
  ),
  /**
   * An operator who lost the app (or the password): ends their sessions, removes their password,
   * app and recovery codes, and mails a new set-password link; the next sign-in enrols anew.
   */
  opsOperatorReset: post<{ id: string; reason: string }, StatusAnswer<OpsOperator>>(
    'opsOperatorReset',
    '/operators/:id/reset',
    ADMIN,
    ['opsOperators', 'opsAudit'],
  ),
} as const

export type OpsCalls = typeof opsCalls
export type OpsCallName = keyof OpsCalls

// Pure: a bundle that never reads the list (the member app) leaves it, and the table, out.
export const opsCallList: ReadonlyArray<OpsCalls[OpsCallName]> =
  /* @__PURE__ */ Object.values(opsCalls)

/** Whether a role may make a call (the server checks it too). */
export function opsCan(role: OpsRole, call: { roles: readonly OpsRole[] | 'none' }): boolean {
  return call.roles === 'none' || call.roles.includes(role)
}

/** The call's full path with its `:name` parameters filled from the body (URI-encoded). */
export function opsPath(call: { path: string }, body: object = {}): string {
  const values = body as Record<string, unknown>
  return `${OPS_API_BASE}${call.path.replace(/:([A-Za-z]+)/g, (_, k: string) =>
    encodeURIComponent(String(values[k] ?? '')),
  )}`
}

/** The body's fields that are not path parameters: a GET's query string, a POST's JSON. */
export function opsRest(call: { path: string }, body: object = {}): Record<string, unknown> {
  const inPath = new Set([...call.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]))
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => !inPath.has(k) && v !== undefined && v !== ''),
  )
}

/** The query string of a GET (with its `?`, or empty). */
export function opsQuery(call: { path: string }, body: object = {}): string {
  const rest = opsRest(call, body)
  const q = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString()
  return q ? `?${q}` : ''
}

/** What the server says to operators. */
export const opsMessages = {
  signInFailed: 'Wrong e-mail or password.',
  signInLocked: 'Too many attempts. Please wait a few minutes and try again.',
  codeWrong: 'Wrong code.',
  codeReplayed: 'That code was already used. Wait for the next one.',
  challengeExpired: 'This sign-in has expired. Please sign in again.',
  sessionRequired: 'Please sign in.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'Your role may not do this.',
  signedOut: 'Signed out.',
  passwordSet: 'Password set. You can sign in now.',
  passwordRule: 'Use 12 to 128 characters (a passphrase of a few words is best).',
  setPasswordExpired: 'This link has expired or was already used. Ask an admin for a new one.',
  operatorExists: 'An operator with this e-mail already exists.',
  operatorNotFound: 'No such operator.',
  operatorDisabled: 'Operator disabled; their sessions have ended.',
  operatorReset: 'A new set-password link was mailed; the next sign-in sets up the app again.',
  notYourself: 'You cannot do this to your own account.',
  lastAdmin: 'The last active admin cannot lose the role.',
  roleInvalid: 'Choose a role: support, finance or admin.',
  emailInvalid: 'Enter a valid e-mail address.',
  reasonRequired: 'Give a reason.',
  searchTooShort: 'Type at least 2 characters.',
  proposalNotFound: 'No such proposal.',
  proposalDecided: 'This proposal has already been decided.',
  ownProposal: 'Another operator must approve what you proposed.',
  namedChecker: 'A named operator approves in the console: the automation only proposes.',
  insufficientBalance: 'The wallet does not hold that much.',
  sessionsEnded: "The member's sessions have ended.",
  unlocked: 'The member can sign in again.',
  resetSent: 'A password reset code was mailed to the member.',
  dayRange: 'Choose days from and to (YYYY-MM-DD), at most 366 days apart.',
  mailResent: 'Sent again to the member’s own e-mail address.',
  nothingToResend: 'This member has no such mail to send again.',
  resendTooSoon: 'That mail was sent again less than an hour ago. Ask the member to check spam.',
  resendWhich:
    'mail must be one of: deposit-credited, withdrawal-sent (codes are never resent by staff).',
  dayFilter: 'from and to must be real days written YYYY-MM-DD, from not after to.',
  /** Approving a claim of USDT paid to the network's wallet: the chain is read again first. */
  claimNotFinal: 'This transfer is not final on the chain yet. Approve it in a minute.',
  claimGoneFromChain:
    'The chain no longer shows this transfer as claimed (a reorganisation or a changed transaction): reject the claim.',
  claimOtherChain: 'This claim was filed on another chain than the one this server watches.',
} as const
