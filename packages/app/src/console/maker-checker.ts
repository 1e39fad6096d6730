// Maker-checker as the console shows it: who may approve what. The server refuses the same (the
// maker approving their own proposal, an operator approving a withdrawal twice); the console says
// why beside a disabled button instead of offering a click that can only fail.
import type { OpsProposal, OpsWithdrawal } from '@trellis/contract'
import type { ConsoleT } from './statuses'

/** Whether the operator may approve, and if not, the sentence shown beside the disabled button. */
export type ApprovalState = { canApprove: true } | { canApprove: false; why: string }

/** The actor string of an operator, as approvals and proposals name them. */
export const operatorActor = (operatorId: string) => `operator:${operatorId}`

/** A bonus or adjustment: anyone but its maker approves it, while it is pending. */
export function proposalApproval(proposal: OpsProposal, t: ConsoleT): ApprovalState {
  if (proposal.status !== 'pending')
    return { canApprove: false, why: t('alreadyDecided', { status: proposal.status }) }
  if (proposal.mine) return { canApprove: false, why: t('youProposed') }
  return { canApprove: true }
}

/** A withdrawal: each approval from a different operator, until it has as many as it needs. */
export function withdrawalApproval(
  row: OpsWithdrawal,
  operatorId: string,
  t: ConsoleT,
): ApprovalState {
  if (row.status !== 'pending')
    return { canApprove: false, why: t('alreadyDecided', { status: row.status }) }
  if (row.approvals.some((a) => a.by.actor === operatorActor(operatorId)))
    return { canApprove: false, why: t('youApproved') }
  return { canApprove: true }
}

/** "1 of 2 approvals" for a withdrawal that needs more than one; null otherwise. */
export function approvalsText(row: OpsWithdrawal, t: ConsoleT): string | null {
  return row.approvalsNeeded > 1
    ? t('approvalsOf', { given: row.approvals.length, needed: row.approvalsNeeded })
    : null
}
