// The one table of who may call each /api/ops route: the operator roles (from the contract's
// opsCalls, which the console reads too) and whether the OPS_TOKEN automation may. The ops routes
// check every request against it; a route missing here is refused to everyone (and fails the
// role-walk test, test/ops-roles.test.ts).
import { OPS_API_BASE, opsCalls, opsRoles, type OpsCallName, type OpsRole } from '@trellis/contract'

/** Who may call a route. */
export interface Access {
  /** `none`: no session needed (the sign-in steps); else the roles that may call it. */
  roles: readonly OpsRole[] | 'none'
  /** The OPS_TOKEN command line may call it (audited as `automation`). */
  automation: boolean
}

/** Contract calls the command line (OPS_TOKEN) may make as well. */
const automationCalls = new Set<OpsCallName>([
  'opsDeposits',
  'opsDepositApprove',
  'opsDepositReject',
  'opsWithdrawals',
  'opsWithdrawalPay',
  'opsWithdrawalReject',
  'opsWithdrawalApprove',
  'opsMemberFactorRecovery',
  // A bonus or adjustment by the command line is a proposal; approving it is an operator's only.
  'opsProposalCreate',
  'opsLedgerCheck',
  'opsOperators',
  'opsOperatorAdd',
])

const ALL = opsRoles
/** Routes of the command line only (no contract call). */
const automationOnly: Access = { roles: [], automation: true }

/** `METHOD /api/ops/path` → who may call it. */
export const opsAccess: Readonly<Record<string, Access>> = {
  ...Object.fromEntries(
    Object.entries(opsCalls).map(([name, c]) => [
      `${c.method} ${OPS_API_BASE}${c.path}`,
      { roles: c.roles, automation: automationCalls.has(name as OpsCallName) },
    ]),
  ),
  // The command line's own routes (src/ops/cli.ts).
  [`GET ${OPS_API_BASE}/members/:userId`]: { roles: ALL, automation: true },
  [`POST ${OPS_API_BASE}/accrue`]: automationOnly,
  [`GET ${OPS_API_BASE}/accrual`]: { roles: ['finance', 'admin'], automation: true },
  [`POST ${OPS_API_BASE}/test-usdt`]: automationOnly,
  // Reconciliation of the chain with the ledger (issue 24's route, on its branch).
  [`GET ${OPS_API_BASE}/reconcile`]: { roles: ['finance', 'admin'], automation: true },
}

/** Whether `who` may call the route `key`; false for a route not in the table. */
export function mayCall(key: string, who: OpsRole | 'automation'): boolean {
  const access = opsAccess[key]
  if (!access) return false
  if (who === 'automation') return access.automation
  return access.roles === 'none' || access.roles.includes(who)
}
