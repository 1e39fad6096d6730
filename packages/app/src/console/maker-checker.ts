// Maker-checker as the console shows it: who may approve what. The server refuses the same
// (the maker approving their own proposal, an operator approving a withdrawal twice); the console
// says why beside a disabled button instead of offering a click that can only fail.
import type { OpsProposal, OpsWithdrawalRow } from '@trellis/api-client/ops'

/** Whether the operator may approve, and if not, the sentence shown beside the disabled button. */
export type ApprovalState = { canApprove: true } | { canApprove: false; why: string }

/** A bonus or adjustment: anyone but its maker approves it, while it is proposed. */
export function proposalApproval(proposal: OpsProposal, operatorId: string): ApprovalState {
  if (proposal.status !== 'proposed')
    return { canApprove: false, why: `Already ${proposal.status}.` }
  if (proposal.proposedBy.operatorId === operatorId)
    return { canApprove: false, why: 'You proposed this: another operator approves it.' }
  return { canApprove: true }
}

/** A withdrawal: each approval from a different operator, until as many as it needs. */
export function withdrawalApproval(row: OpsWithdrawalRow, operatorId: string): ApprovalState {
  if (row.status !== 'pending') return { canApprove: false, why: `Already ${row.status}.` }
  if (row.approvals.some((a) => a.operatorId === operatorId))
    return { canApprove: false, why: 'You approved this: a second operator approves it.' }
  return { canApprove: true }
}

/** "1 of 2 approvals" for a withdrawal that needs more than one. */
export function approvalsText(row: OpsWithdrawalRow): string {
  return `${row.approvals.length} of ${row.approvalsNeeded} approvals`
}
