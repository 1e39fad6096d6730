// The operator console's mock answers (issue 25): static fixtures, one set per state, served by
// MSW in the console's stories and unit tests. Data only, no rules: an approval answers the row
// as given and moves no money (the console's logic is what those stories show; the server's
// rules are tested on the server).
import { http, HttpResponse, delay, type HttpHandler } from 'msw'
import {
  OPS_API_BASE,
  OPS_PAGE_SIZE,
  opsCallList,
  opsCalls,
  opsMessages,
  type OpsAuditEntry,
  type OpsCallName,
  type OpsDailyReport,
  type OpsDashboard,
  type OpsDeposit,
  type OpsMe,
  type OpsMemberHit,
  type OpsMemberView,
  type OpsOperator,
  type OpsPage,
  type OpsProposal,
  type OpsRole,
  type OpsSettings,
  type OpsWithdrawal,
} from '@trellis/contract'
import { buildMember } from './fixtures'

const day = '2026-11-22'
const at = (time: string) => `${day}T${time}.000Z`
const hash = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(32)}`
const address = (n: number) => `0x${n.toString(16).padStart(2, '0').repeat(20)}`

/** The signed-in operator of each role (ids match the operators list). */
const me: Record<OpsRole, OpsMe> = {
  admin: { id: 'op-1', email: 'ada@trellis.example', role: 'admin', idleUntil: at('10:30:00') },
  finance: { id: 'op-2', email: 'fin@trellis.example', role: 'finance', idleUntil: at('10:30:00') },
  support: { id: 'op-3', email: 'sam@trellis.example', role: 'support', idleUntil: at('10:30:00') },
}
const actor = (role: OpsRole) => ({ actor: `operator:${me[role].id}`, email: me[role].email })
const otherFinance = { actor: 'operator:op-4', email: 'fiona@trellis.example' }

const dashboard: OpsDashboard = {
  day,
  inflow: 12_450,
  outflow: 3_820.5,
  fees: 191.03,
  queues: {
    depositsPending: 3,
    withdrawalsPending: 2,
    withdrawalsAwaitingApproval: 1,
    withdrawalsHeld: 1,
    proposalsPending: 2,
  },
  ledger: { ok: true, unbalanced: 0, drifted: 0, earningsDrifted: 0, checkedAt: at('09:55:00') },
  chain: {
    status: 'ok',
    head: 44_120_733,
    hotWallet: { address: address(0x4a), usdt: 25_300, gas: '0.84 BNB' },
  },
}

const deposit = (n: number, o: Partial<OpsDeposit>): OpsDeposit => ({
  id: `dep-${n}`,
  rDate: at('08:00:00'),
  pType: 6,
  amount: 250,
  trx: hash(n),
  status: 'pending',
  createdAt: at(`0${n}:12:00`),
  userId: `BCH000010${n}`,
  memberName: ['Asha Verma', 'Ravi Kumar', 'Mei Tan', 'Luis Ortega'][n % 4] ?? 'Asha Verma',
  decidedAt: null,
  decidedBy: null,
  ...o,
})
const deposits: OpsDeposit[] = [
  deposit(1, { amount: 500 }),
  // Paid to the network's wallets by mistake (src/domain/claims-to-network.ts): one from an
  // address the member never saved, one from their payout address.
  deposit(2, {
    amount: 1_250,
    onChain: {
      from: address(0x3c),
      to: address(0x4a),
      wallet: 'hot-wallet',
      fromMemberPayoutAddress: false,
    },
  }),
  deposit(3, {
    amount: 75,
    onChain: {
      from: address(0x5d),
      to: address(0x6e),
      wallet: 'treasury',
      fromMemberPayoutAddress: true,
    },
  }),
  deposit(4, {
    status: 'approved',
    decidedAt: at('09:40:00'),
    decidedBy: actor('finance'),
  }),
]

const withdrawal = (n: number, o: Partial<OpsWithdrawal>): OpsWithdrawal => ({
  id: `wd-${n}`,
  amount: 120,
  charges: 6,
  desc: 'Withdrawal',
  trx: null,
  status: 'pending',
  createdAt: at(`0${n}:30:00`),
  userId: `BCH000020${n}`,
  memberName: ['Asha Verma', 'Ravi Kumar', 'Mei Tan', 'Luis Ortega'][n % 4] ?? 'Asha Verma',
  address: address(0x10 + n),
  decidedAt: null,
  approvals: [],
  approvalsNeeded: 1,
  ...o,
})
/**
 * A small one, a large one with the first of two approvals by another operator, one this operator
 * approved first, one approved and held by a limit, one the payer gave up on.
 */
const withdrawals: OpsWithdrawal[] = [
  withdrawal(1, {}),
  withdrawal(2, {
    amount: 8_000,
    charges: 400,
    approvalsNeeded: 2,
    approvals: [{ by: otherFinance, at: at('09:10:00') }],
  }),
  withdrawal(3, {
    amount: 5_500,
    charges: 275,
    approvalsNeeded: 2,
    approvals: [{ by: actor('finance'), at: at('09:20:00') }],
  }),
  withdrawal(4, {
    status: 'approved',
    note: 'Held by the daily limit: goes after 00:00 UTC.',
    approvals: [{ by: actor('finance'), at: at('08:50:00') }],
    decidedAt: at('08:50:00'),
  }),
  withdrawal(5, {
    status: 'failed',
    note: 'The payer gave up after 3 tries: pay it by hand or reject it.',
    approvals: [{ by: otherFinance, at: at('07:50:00') }],
    decidedAt: at('07:50:00'),
  }),
]

const proposal = (n: number, o: Partial<OpsProposal>): OpsProposal => ({
  id: `prop-${n}`,
  kind: 'bonus',
  userId: `BCH000030${n}`,
  memberName: 'Mei Tan',
  wallet: 'bonusWallet',
  amount: 50,
  reason: 'Launch week promotion',
  status: 'pending',
  proposedBy: otherFinance,
  proposedAt: at(`0${n}:05:00`),
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  transactionId: null,
  mine: false,
  ...o,
})
/** The signed-in finance operator's own proposal (not theirs to approve) and another's. */
const proposals: OpsProposal[] = [
  proposal(1, {}),
  proposal(2, {
    kind: 'credit',
    wallet: 'wallet',
    amount: 18.4,
    reason: 'Refund of a double-charged fee (ticket 4411)',
    proposedBy: actor('finance'),
    mine: true,
  }),
  proposal(3, {
    kind: 'debit',
    wallet: 'bonusWallet',
    amount: 20,
    reason: 'Bonus granted twice',
    status: 'approved',
    decidedBy: actor('finance'),
    decidedAt: at('09:30:00'),
    transactionId: 'tx-981',
  }),
]

const member = buildMember({ userId: 'BCH0000101', createdAt: '2026-02-03T11:00:00.000Z' })
const hits: OpsMemberHit[] = [
  {
    userId: member.userId,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    phone: member.phone,
    createdAt: member.createdAt,
    totalInvestment: member.totalInvestment,
    locked: true,
  },
  {
    userId: 'BCH0000117',
    firstName: 'Asha',
    lastName: 'Nair',
    email: 'asha.nair@example.com',
    phone: '+91 98200 11717',
    createdAt: '2026-05-19T07:30:00.000Z',
    totalInvestment: 1_000,
    locked: false,
  },
]

const memberView: OpsMemberView = {
  member,
  team: {
    sponsor: { userId: 'BCH0000001', name: 'Root Member' },
    upline: [{ userId: 'BCH0000001', name: 'Root Member' }],
    directCount: 4,
    teamCount: 23,
    teamBusiness: 14_600,
  },
  entries: [],
  sessions: [
    {
      id: 'ses-1',
      device: 'Chrome on Android',
      address: '203.0.113.24',
      startedAt: at('07:58:00'),
      lastUsedAt: at('09:47:00'),
    },
    {
      id: 'ses-2',
      device: 'Safari on iPhone',
      address: '198.51.100.7',
      startedAt: '2026-11-21T19:02:00.000Z',
      lastUsedAt: '2026-11-21T19:40:00.000Z',
    },
  ],
  locks: [{ kind: 'login', failures: 5, lockedUntil: at('10:15:00') }],
  factors: { totp: true, passkeys: 1, recoveryCodesLeft: 8 },
  kyc: [
    {
      at: '2026-10-02T12:00:00.000Z',
      kind: 'address',
      address: address(0x77),
      by: 'member:BCH0000101',
    },
    { at: '2026-06-14T09:00:00.000Z', kind: 'tpass', address: null, by: 'member:BCH0000101' },
  ],
  pendingDeposits: 1,
  pendingWithdrawals: 0,
}

const ledger: OpsMemberView['entries'] = [
  {
    id: 'le-1',
    amount: 12.5,
    type: 'credit',
    desc: 'Level income',
    wallet: 'wallet',
    createdAt: at('00:05:00'),
    source: {
      kind: 'level',
      fromUserId: 'BCH0000140',
      level: 2,
      rate: 5,
      baseAmount: 250,
      day: '2026-11-21',
    },
    kind: 'level',
    counterparty: null,
    fee: null,
    transactionId: 'tx-1',
    transactionKind: 'accrual',
    balanceAfter: 412.5,
  },
  {
    id: 'le-2',
    amount: 500,
    type: 'credit',
    desc: `Deposit ${hash(1).slice(0, 10)}…`,
    wallet: 'packageWallet',
    createdAt: '2026-11-20T14:00:00.000Z',
    source: null,
    kind: 'deposit',
    counterparty: null,
    fee: null,
    transactionId: 'tx-2',
    transactionKind: 'deposit',
    balanceAfter: 500,
  },
  {
    id: 'le-3',
    amount: 126,
    type: 'debit',
    desc: 'Withdrawal',
    wallet: 'wallet',
    createdAt: '2026-11-18T10:20:00.000Z',
    source: null,
    kind: 'withdrawal',
    counterparty: null,
    fee: 6,
    transactionId: 'tx-3',
    transactionKind: 'withdrawal',
    balanceAfter: 400,
  },
]

const report: OpsDailyReport[] = Array.from({ length: 7 }, (_, i) => {
  const n = 7 - i
  return {
    day: `2026-11-${String(15 + i + 1).padStart(2, '0')}`,
    deposits: 1_000 * n + 250,
    depositsCount: n + 2,
    withdrawals: 400 * n,
    withdrawalsCount: n,
    fees: 20 * n,
    investments: 800 * n,
    investmentsCount: n + 1,
    roiPaid: 31.5 * n,
    levelIncomePaid: 12.25 * n,
    bonuses: i === 3 ? 50 : 0,
    adjustments: i === 5 ? -20 : 0,
  }
})

const audit: OpsAuditEntry[] = [
  {
    id: 'au-5',
    at: at('09:40:00'),
    actor: actor('finance'),
    action: 'deposit.approve',
    objectType: 'deposit',
    objectId: 'dep-4',
    before: { status: 'pending' },
    after: { status: 'approved' },
    reason: null,
    requestId: 'req-5',
    address: '192.0.2.10',
  },
  {
    id: 'au-4',
    at: at('09:30:00'),
    actor: actor('finance'),
    action: 'proposal.approve',
    objectType: 'proposal',
    objectId: 'prop-3',
    before: { status: 'pending' },
    after: { status: 'approved', transactionId: 'tx-981' },
    reason: null,
    requestId: 'req-4',
    address: '192.0.2.10',
  },
  {
    id: 'au-3',
    at: at('09:12:00'),
    actor: actor('support'),
    action: 'member.end-sessions',
    objectType: 'member',
    objectId: 'BCH0000101',
    before: { sessions: 2 },
    after: { sessions: 0 },
    reason: 'Member reported a lost phone',
    requestId: 'req-3',
    address: '192.0.2.11',
  },
  {
    id: 'au-2',
    at: at('08:00:00'),
    actor: { actor: 'automation', email: null },
    action: 'earnings.accrue',
    objectType: 'day',
    objectId: '2026-11-21',
    before: null,
    after: { members: 412 },
    reason: null,
    requestId: 'req-2',
    address: '127.0.0.1',
  },
  {
    id: 'au-1',
    at: at('07:45:00'),
    actor: actor('admin'),
    action: 'operator.role',
    objectType: 'operator',
    objectId: 'op-3',
    before: { role: 'finance' },
    after: { role: 'support' },
    reason: 'Moved to the support desk',
    requestId: 'req-1',
    address: '192.0.2.12',
  },
]

const operator = (role: OpsRole, o: Partial<OpsOperator> = {}): OpsOperator => ({
  id: me[role].id,
  email: me[role].email,
  role,
  status: 'active',
  totp: true,
  createdAt: '2026-09-01T09:00:00.000Z',
  createdBy: { actor: 'automation', email: null },
  lastSignInAt: at('07:40:00'),
  ...o,
})
const operators: OpsOperator[] = [
  operator('admin'),
  operator('finance', { createdBy: actor('admin') }),
  operator('support', { createdBy: actor('admin') }),
  {
    id: 'op-4',
    email: 'fiona@trellis.example',
    role: 'finance',
    status: 'active',
    totp: true,
    createdAt: '2026-10-12T09:00:00.000Z',
    createdBy: actor('admin'),
    lastSignInAt: at('09:05:00'),
  },
  {
    id: 'op-5',
    email: 'new.hire@trellis.example',
    role: 'support',
    status: 'invited',
    totp: false,
    createdAt: at('08:30:00'),
    createdBy: actor('admin'),
    lastSignInAt: null,
  },
  {
    id: 'op-6',
    email: 'left@trellis.example',
    role: 'finance',
    status: 'disabled',
    totp: true,
    createdAt: '2026-09-05T09:00:00.000Z',
    createdBy: actor('admin'),
    lastSignInAt: '2026-10-30T17:00:00.000Z',
  },
]

/** The console's fixtures, for stories and tests that look at one of them. */
export const consoleFixtures = {
  me,
  dashboard,
  deposits,
  withdrawals,
  proposals,
  hits,
  memberView,
  ledger,
  report,
  audit,
  operators,
  /** The key and otpauth URI of an enrolment (a made-up key, never a real account's). */
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/Trellis%20console:ada%40trellis.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Trellis%20console',
  },
  recoveryCodes: [
    'A2B3C-D4E5F',
    'G6H7J-K8L9M',
    'N2P3Q-R4S5T',
    'U6V7W-X8Y9Z',
    'a2b3c-d4e5f',
    'g6h7j-k8m9n',
    'p2q3r-s4t5u',
    'v6w7x-y8z9A',
    'B2C3D-E4F5G',
    'H6J7K-L8M9N',
  ],
} as const

/** The running settings (read-only): a hot wallet and the BNB Smart Chain, as in production. */
const settings: OpsSettings = {
  payouts: {
    autoApprove: 100,
    dualApprove: 1000,
    memberDay: 2000,
    memberMonth: 10000,
    dailyCap: 20000,
  },
  members: {
    minWithdrawal: 10,
    withdrawalChargePercent: 5,
    minTransfer: 1,
    transferFeePercent: 2,
    payoutHoldHours: 24,
    otpValidMinutes: 10,
  },
  hotWallet: {
    address: '0x7a3B0c9d4E5f60718293a4B5c6D7e8F901a2b3C4',
    treasury: '0x1F2e3D4c5B6a79880716253A4b5C6d7E8f90A1b2',
    alertsConfigured: true,
  },
  chain: {
    status: 'on',
    chainId: 56,
    token: '0x55d398326f99059fF775485246999027B3197955',
    confirmations: 15,
    pollSeconds: 3,
    rpcEndpoints: 2,
    local: false,
  },
}

/** A console list's page in the contract's shape. */
function page<T>(rows: readonly T[]): OpsPage<T> {
  return {
    status: true,
    data: [...rows],
    page: 1,
    pageSize: OPS_PAGE_SIZE,
    total: rows.length,
    hasMore: false,
  }
}

/** The console's states: each read answers with data, nothing, never, or a failure. */
export type ConsoleState = 'filled' | 'empty' | 'loading' | 'error'

/** Every ops read's answer when filled (the writes answer their row as it is, moving nothing). */
function filledAnswer(
  name: OpsCallName,
  role: OpsRole,
  params: Record<string, string>,
): NonNullable<unknown> {
  const ok = (data: unknown) => ({ status: true, data })
  switch (name) {
    case 'opsMe':
      return ok(me[role])
    case 'opsDashboard':
      return ok(dashboard)
    case 'opsLedgerCheck':
      return ok({ ...dashboard.ledger, checkedAt: at('10:00:00') })
    case 'opsDeposits':
      return page(deposits)
    case 'opsWithdrawals':
      return page(withdrawals)
    case 'opsMemberSearch':
      return page(hits)
    case 'opsMember':
      return ok({ ...memberView, entries: ledger })
    case 'opsMemberLedger':
      return page(ledger)
    case 'opsProposals':
      // `mine` is the signed-in operator's: only finance's fixture operator proposed prop-2.
      return page(proposals.map((p) => ({ ...p, mine: p.proposedBy.actor === actor(role).actor })))
    case 'opsDailyReport':
      return ok(report)
    case 'opsAudit':
      return page(audit)
    case 'opsOperators':
      return ok(operators)
    case 'opsSettings':
      return ok(settings)
    case 'opsSignIn':
      return ok({ step: 'code', challenge: 'challenge-1' })
    case 'opsSignInCode':
      return ok({ me: me[role], recoveryCodes: null })
    case 'opsDepositApprove':
    case 'opsDepositReject':
      return { status: true, message: 'Done.', data: deposits.find((d) => d.id === params.id) }
    case 'opsWithdrawalApprove':
    case 'opsWithdrawalReject':
    case 'opsWithdrawalPay':
      return { status: true, message: 'Done.', data: withdrawals.find((w) => w.id === params.id) }
    case 'opsProposalCreate':
    case 'opsProposalApprove':
    case 'opsProposalReject':
      return { status: true, message: 'Done.', data: proposals[0] }
    case 'opsMemberEndSessions':
      return { status: true, message: opsMessages.sessionsEnded }
    case 'opsMemberUnlock':
      return { status: true, message: opsMessages.unlocked }
    case 'opsMemberPasswordReset':
      return { status: true, message: opsMessages.resetSent }
    case 'opsMemberResendMail':
      return { status: true, message: opsMessages.mailResent }
    case 'opsMemberFactorRecovery':
      return { status: true, message: 'Started.', data: { at: '2026-11-25T10:00:00.000Z' } }
    case 'opsOperatorAdd':
    case 'opsOperatorRole':
    case 'opsOperatorDisable':
      return { status: true, message: 'Saved.', data: operators[1] }
    case 'opsOperatorReset':
      return { status: true, message: opsMessages.operatorReset, data: operators[1] }
    case 'opsSetPassword':
      return { status: true, message: opsMessages.passwordSet }
    case 'opsSignOut':
      return { status: true, message: opsMessages.signedOut }
    case 'opsDailyReportCsv':
    case 'opsAuditCsv':
      return 'day\n'
  }
}

/** What a read answers in the empty state (writes and `me` answer as filled). */
function emptyAnswer(name: OpsCallName): unknown {
  switch (name) {
    case 'opsDeposits':
    case 'opsWithdrawals':
    case 'opsMemberSearch':
    case 'opsMemberLedger':
    case 'opsProposals':
    case 'opsAudit':
      return page([])
    case 'opsDailyReport':
    case 'opsOperators':
      return { status: true, data: [] }
    case 'opsDashboard':
      return {
        status: true,
        data: {
          ...dashboard,
          inflow: 0,
          outflow: 0,
          fees: 0,
          queues: {
            depositsPending: 0,
            withdrawalsPending: 0,
            withdrawalsAwaitingApproval: 0,
            withdrawalsHeld: 0,
            proposalsPending: 0,
          },
          chain: { status: 'off', head: null, hotWallet: null },
        },
      }
    default:
      return undefined
  }
}

/** The MSW URL of an ops call: any origin, /api/ops and the path (its `:name` params kept). */
function url(name: OpsCallName): string {
  return `*${OPS_API_BASE}${opsCalls[name].path}`
}

export interface ConsoleHandlerOptions {
  /** The signed-in operator's role; `null`: nobody (every call but the sign-in's answers 401). */
  role?: OpsRole | null
  /** The state of the reads (`me` always answers, unless signed out). */
  state?: ConsoleState
  /** Calls answered in another state than `state` (e.g. only the audit log failing). */
  only?: OpsCallName[]
}

/**
 * MSW handlers for every ops call: the console as `role` sees it, its reads in `state`. Static
 * answers per state (what the console shows is under test, not the server's rules). The member's
 * API base is the same /api, so these sit before the member handlers in a story.
 */
export function consoleHandlers(options: ConsoleHandlerOptions = {}): HttpHandler[] {
  const role = options.role === undefined ? 'finance' : options.role
  const state = options.state ?? 'filled'
  return opsCallList.map((call) => {
    const name = call.name as OpsCallName
    const method = call.method === 'GET' ? http.get : http.post
    return method(url(name), async ({ params }) => {
      const signInStep = call.roles === 'none'
      if (role === null && !signInStep)
        return HttpResponse.json(
          { status: false, success: false, message: opsMessages.sessionRequired },
          { status: 401 },
        )
      const inState = name !== 'opsMe' && (!options.only || options.only.includes(name))
      const mode = inState && call.kind === 'read' ? state : 'filled'
      if (mode === 'loading') {
        await delay('infinite')
      }
      if (mode === 'error')
        return HttpResponse.json(
          { status: false, success: false, message: 'The database is not answering.' },
          { status: 503 },
        )
      const answer =
        (mode === 'empty' ? emptyAnswer(name) : undefined) ??
        filledAnswer(name, role ?? 'finance', params as Record<string, string>)
      if (typeof answer === 'string')
        return new HttpResponse(answer, { headers: { 'Content-Type': 'text/csv' } })
      return HttpResponse.json(answer as Record<string, unknown>)
    })
  })
}
