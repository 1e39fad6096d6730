// DRAFT of the ops contract until i25-server's packages/contract/src/ops.ts lands; replaced then.
import type { CallDef, PagedAnswer, StatusAnswer } from '@trellis/contract'

export type OpsRole = 'support' | 'finance' | 'admin'

export interface OperatorView {
  id: string
  email: string
  role: OpsRole
  totpEnrolled: boolean
  disabled: boolean
  lastSignInAt: string | null
  createdAt: string
}

export type OpsSignInAnswer =
  | { status: true; step: 'totp'; challenge: string }
  | { status: true; step: 'enrol'; challenge: string; secret: string; uri: string }

export interface OpsDashboard {
  day: string
  inflow: number
  outflow: number
  fees: number
  pending: { deposits: number; withdrawals: number; proposals: number }
  ledger: { ok: boolean; checkedAt: string; difference: number }
  chain: {
    status: 'ok' | 'behind' | 'down' | 'off'
    hotWallet: number | null
    block: number | null
  }
}

export interface OpsDepositRow {
  id: string
  userId: string
  amount: number
  trx: string
  status: 'pending' | 'approved' | 'rejected'
  createdAt: string
}

export interface OpsApproval {
  operatorId: string
  email: string
  at: string
}

export interface OpsWithdrawalRow {
  id: string
  userId: string
  amount: number
  address: string
  status: 'pending' | 'approved' | 'rejected' | 'paid'
  createdAt: string
  approvals: OpsApproval[]
  approvalsNeeded: number
}

export interface OpsMemberHit {
  userId: string
  name: string
  email: string
  phone: string
  active: boolean
}

export interface OpsMemberView {
  member: OpsMemberHit & { sponsorId: string | null; joinedAt: string; kycStatus: string }
  balances: { wallet: number; packageWallet: number; bonusWallet: number; investment: number }
  ledger: {
    id: string
    at: string
    desc: string
    amount: number
    type: 'credit' | 'debit'
    source: string
  }[]
  team: { sponsorId: string | null; level: number; directs: number; teamSize: number }
  sessions: { id: string; device: string; address: string; startedAt: string; lastUsedAt: string }[]
  locks: { kind: string; until: string | null; reason: string }[]
  kyc: { at: string; change: string }[]
  payoutAddresses: { at: string; address: string }[]
}

export interface OpsProposal {
  id: string
  kind: 'bonus' | 'adjustment'
  userId: string
  amount: number
  reason: string
  status: 'proposed' | 'approved' | 'rejected'
  proposedBy: { operatorId: string; email: string }
  proposedAt: string
  decidedBy: { operatorId: string; email: string } | null
  decidedAt: string | null
}

export interface OpsReportDay {
  day: string
  deposits: number
  withdrawals: number
  fees: number
  investments: number
  roi: number
  levelIncome: number
}

export interface OpsAuditEntry {
  id: string
  at: string
  actor: string
  action: string
  object: string
  before: string | null
  after: string | null
  reason: string | null
}

type Ok = { status: true; message: string }

function def<B, A>(
  name: string,
  path: string,
  kind: 'read' | 'write',
  method: 'GET' | 'POST' = 'POST',
): CallDef<B, A> {
  return {
    name,
    path: `/ops${path}`,
    kind,
    method,
    auth: false,
    money: false,
    paged: false,
    stale: [],
  }
}

export const opsCalls = {
  opsSignIn: def<{ email: string; password: string }, OpsSignInAnswer>(
    'opsSignIn',
    '/sign-in',
    'write',
  ),
  opsSignInCode: def<
    { challenge: string; code: string },
    StatusAnswer<OperatorView> & { recoveryCodes?: string[] }
  >('opsSignInCode', '/sign-in/code', 'write'),
  opsSignOut: def<void, Ok>('opsSignOut', '/sign-out', 'write'),
  opsMe: def<void, StatusAnswer<OperatorView>>('opsMe', '/me', 'read', 'GET'),
  opsDashboard: def<void, StatusAnswer<OpsDashboard>>('opsDashboard', '/dashboard', 'read', 'GET'),
  opsDeposits: def<{ status?: string; q?: string; page?: number }, PagedAnswer<OpsDepositRow>>(
    'opsDeposits',
    '/deposits/list',
    'read',
  ),
  opsDepositDecide: def<{ id: string; decision: 'approve' | 'reject'; reason?: string }, Ok>(
    'opsDepositDecide',
    '/deposits/decide',
    'write',
  ),
  opsWithdrawals: def<
    { status?: string; q?: string; page?: number },
    PagedAnswer<OpsWithdrawalRow>
  >('opsWithdrawals', '/withdrawals/list', 'read'),
  opsWithdrawalDecide: def<{ id: string; decision: 'approve' | 'reject'; reason?: string }, Ok>(
    'opsWithdrawalDecide',
    '/withdrawals/decide',
    'write',
  ),
  opsMemberSearch: def<{ q: string }, StatusAnswer<OpsMemberHit[]>>(
    'opsMemberSearch',
    '/members/search',
    'read',
  ),
  opsMember: def<{ userId: string }, StatusAnswer<OpsMemberView>>(
    'opsMember',
    '/members/view',
    'read',
  ),
  opsMemberEndSessions: def<{ userId: string }, Ok>(
    'opsMemberEndSessions',
    '/members/end-sessions',
    'write',
  ),
  opsMemberUnlock: def<{ userId: string }, Ok>('opsMemberUnlock', '/members/unlock', 'write'),
  opsMemberPasswordReset: def<{ userId: string }, Ok>(
    'opsMemberPasswordReset',
    '/members/password-reset',
    'write',
  ),
  opsProposals: def<{ status?: string; page?: number }, PagedAnswer<OpsProposal>>(
    'opsProposals',
    '/proposals/list',
    'read',
  ),
  opsPropose: def<
    { kind: 'bonus' | 'adjustment'; userId: string; amount: number; reason: string },
    Ok
  >('opsPropose', '/proposals', 'write'),
  opsProposalDecide: def<{ id: string; decision: 'approve' | 'reject' }, Ok>(
    'opsProposalDecide',
    '/proposals/decide',
    'write',
  ),
  opsReports: def<{ from: string; to: string }, StatusAnswer<OpsReportDay[]>>(
    'opsReports',
    '/reports',
    'read',
  ),
  opsAudit: def<{ actor?: string; action?: string; page?: number }, PagedAnswer<OpsAuditEntry>>(
    'opsAudit',
    '/audit',
    'read',
  ),
  opsOperators: def<void, StatusAnswer<OperatorView[]>>(
    'opsOperators',
    '/operators',
    'read',
    'GET',
  ),
  opsOperatorAdd: def<{ email: string; role: OpsRole }, Ok>(
    'opsOperatorAdd',
    '/operators/add',
    'write',
  ),
  opsOperatorRole: def<{ id: string; role: OpsRole }, Ok>(
    'opsOperatorRole',
    '/operators/role',
    'write',
  ),
  opsOperatorDisable: def<{ id: string }, Ok>('opsOperatorDisable', '/operators/disable', 'write'),
}

export type OpsCallName = keyof typeof opsCalls

/** What each role may call; admin may do everything. */
export const opsRoleCalls: Record<OpsRole, readonly OpsCallName[] | 'all'> = {
  support: [
    'opsMe',
    'opsSignOut',
    'opsDashboard',
    'opsMemberSearch',
    'opsMember',
    'opsMemberEndSessions',
    'opsMemberUnlock',
    'opsMemberPasswordReset',
  ],
  finance: [
    'opsMe',
    'opsSignOut',
    'opsDashboard',
    'opsDeposits',
    'opsDepositDecide',
    'opsWithdrawals',
    'opsWithdrawalDecide',
    'opsProposals',
    'opsPropose',
    'opsProposalDecide',
    'opsReports',
    'opsMemberSearch',
    'opsMember',
  ],
  admin: 'all',
}

export const opsCsvPaths = { reports: '/ops/reports.csv', audit: '/ops/audit.csv' }
