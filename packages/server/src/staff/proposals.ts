// Maker-checker for money an operator moves by hand (docs/security.md, "Maker-checker"): a bonus
// or an adjustment (a credit or debit of one wallet, with a reason) is a proposal; a different
// operator approves it, which posts it through the ledger once (the proposal row is locked and
// moved from pending in the same transaction as the posting and its audit row), or rejects it.
// The proposer may withdraw (reject) their own, never approve it; the table's CHECK says so too.
// The command line's OPS_TOKEN (actor `automation`) may propose, never approve: a checker is a
// named operator (migration 0180 adds that to the CHECK), so a leaked token moves no money alone.
import { sql, type SQL } from 'drizzle-orm'
import {
  fromCents,
  OPS_PAGE_SIZE,
  opsMessages,
  serverMessages,
  toCents,
  type OpsProposal,
  type OpsProposalKind,
  type WalletName,
  historyMemo,
} from '@trellis/contract'
import { query, type Runner } from '../db/client'
import type { Deps } from '../domain/context'
import { DomainError, invalid } from '../domain/errors'
import { grantBonus } from '../domain/bonus'
import { lockBalances, memberWallets, post } from '../domain/ledger'
import { memberIdOf } from '../domain/member-view'
import { audit, type Actor } from './audit'

/** The largest amount one proposal may move ($1,000,000). */
export const PROPOSAL_MAX_CENTS = 100_000_000

const KINDS: readonly OpsProposalKind[] = ['bonus', 'credit', 'debit']
const USER_ID = /^[A-Za-z0-9_-]{1,32}$/

interface ProposalRow {
  id: number
  kind: OpsProposalKind
  member_id: number
  user_id: string
  first_name: string
  last_name: string
  wallet: WalletName
  amount_cents: number
  reason: string
  status: OpsProposal['status']
  proposed_by: string
  proposer_email: string | null
  proposed_at: Date | string
  decided_by: string | null
  decider_email: string | null
  decided_at: Date | string | null
  decision_note: string | null
  transaction_id: number | null
}

const select = sql`SELECT p.*, m.user_id, m.first_name, m.last_name,
    po.email AS proposer_email, d.email AS decider_email
  FROM money_proposals p JOIN members m ON m.id = p.member_id
  LEFT JOIN operators po ON p.proposed_by = 'operator:' || po.id::text
  LEFT JOIN operators d ON p.decided_by = 'operator:' || d.id::text`

function toProposal(r: ProposalRow, viewer: string): OpsProposal {
  return {
    id: String(r.id),
    kind: r.kind,
    userId: r.user_id,
    memberName: `${r.first_name} ${r.last_name}`.trim(),
    wallet: r.wallet,
    amount: fromCents(r.amount_cents),
    reason: r.reason,
    status: r.status,
    proposedBy: { actor: r.proposed_by, email: r.proposer_email },
    proposedAt: new Date(r.proposed_at).toISOString(),
    decidedBy: r.decided_by ? { actor: r.decided_by, email: r.decider_email } : null,
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decisionNote: r.decision_note,
    transactionId: r.transaction_id === null ? null : String(r.transaction_id),
    mine: r.proposed_by === viewer,
  }
}

async function one(runner: Runner, id: number, viewer: string): Promise<OpsProposal> {
  const [row] = await query<ProposalRow>(runner, sql`${select} WHERE p.id = ${id}`)
  if (!row) throw new DomainError('not-found', opsMessages.proposalNotFound)
  return toProposal(row, viewer)
}

/** A reason or note: 3 to 500 characters of text. */
export function reasonOf(value: unknown, field = 'reason'): string {
  const text = typeof value === 'string' ? value.trim() : ''
  // eslint-disable-next-line no-control-regex
  if (text.length < 3 || text.length > 500 || /[\u0000-\u0008\u000b-\u001f]/.test(text))
    throw invalid(opsMessages.reasonRequired, field)
  return text
}

/** Records a proposal (nothing moves yet). */
export async function propose(deps: Deps, who: Actor, body: Record<string, unknown>) {
  const kind = body.kind
  if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind))
    throw invalid('kind must be one of: bonus, credit, debit.', 'kind')
  const amount = body.amount
  const cents = typeof amount === 'number' ? toCents(amount) : null
  if (cents === null || cents <= 0 || cents > PROPOSAL_MAX_CENTS)
    throw invalid(serverMessages.amountFormat, 'amount')
  let wallet: WalletName = 'bonusWallet'
  if (kind !== 'bonus') {
    const given = body.wallet
    if (typeof given !== 'string' || !(memberWallets as readonly string[]).includes(given))
      throw invalid(`wallet must be one of: ${memberWallets.join(', ')}.`, 'wallet')
    wallet = given as WalletName
  }
  const reason = reasonOf(body.reason)
  const userId = body.userId
  if (typeof userId !== 'string' || !USER_ID.test(userId))
    throw invalid('userId must be 1 to 32 letters, digits, _ or -.', 'userId')
  const memberId = await memberIdOf(deps.database.db, userId)
  if (memberId === null) throw new DomainError('not-found', serverMessages.unknownMember)
  const now = deps.now()
  const id = await deps.database.transaction(async (tx) => {
    const [row] = await query<{ id: number }>(
      tx,
      sql`INSERT INTO money_proposals (kind, member_id, wallet, amount_cents, reason, proposed_by, proposed_at)
          VALUES (${kind}, ${memberId}, ${wallet}, ${cents}, ${reason}, ${who.actor}, ${now})
          RETURNING id`,
    )
    const pid = row?.id ?? 0
    await audit(tx, who, now, {
      action: 'proposal.create',
      objectType: 'proposal',
      objectId: pid,
      after: { kind, userId, wallet, amount: fromCents(cents) },
      reason,
    })
    return pid
  })
  return one(deps.database.db, id, who.actor)
}

/** The proposal row, locked, still pending; else why not. */
async function pendingRow(runner: Runner, id: number): Promise<ProposalRow> {
  const [row] = await query<ProposalRow>(
    runner,
    sql`SELECT p.*, '' AS user_id FROM money_proposals p WHERE p.id = ${id} FOR UPDATE`,
  )
  if (!row) throw new DomainError('not-found', opsMessages.proposalNotFound)
  if (row.status !== 'pending') throw new DomainError('conflict', opsMessages.proposalDecided)
  return row
}

/** Approves (a different operator): posts the money once, in the same transaction. */
export async function approveProposal(deps: Deps, who: Actor, id: number, note: string | null) {
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    // Lock order (docs/server.md): the member's wallets, then the proposal's row (read, wallets
    // locked, then the row locked and its status checked again), as a deposit's decision does.
    const [owner] = await query<{ member_id: number }>(
      tx,
      sql`SELECT member_id FROM money_proposals WHERE id = ${id}`,
    )
    if (!owner) throw new DomainError('not-found', opsMessages.proposalNotFound)
    await lockBalances(tx, owner.member_id)
    const row = await pendingRow(tx, id)
    if (row.proposed_by === who.actor) throw new DomainError('forbidden', opsMessages.ownProposal)
    if (who.operatorId === null) throw new DomainError('forbidden', opsMessages.namedChecker)
    const memberId = row.member_id
    const cents = row.amount_cents
    const memo = historyMemo(row.kind === 'bonus' ? 'bonus' : 'adjustment', {
      reason: row.reason,
    }).slice(0, 200)
    let txId: number
    if (row.kind === 'bonus') {
      const day = now.toISOString().slice(0, 10)
      txId = await grantBonus(tx, memberId, cents, memo, day, row.reason)
    } else {
      const sign = row.kind === 'credit' ? 1 : -1
      txId = await post(
        tx,
        {
          kind: 'adjustment',
          memberId,
          memo,
          inboxDetail: row.reason,
          legs: [
            { account: { system: 'adjustments' }, cents: -sign * cents },
            { account: { memberId, wallet: row.wallet }, cents: sign * cents },
          ],
        },
        { message: opsMessages.insufficientBalance, field: 'amount' },
      )
    }
    await tx.execute(
      sql`UPDATE money_proposals SET status = 'approved', decided_by = ${who.actor},
            decided_at = ${now}, decision_note = ${note}, transaction_id = ${txId}
          WHERE id = ${id}`,
    )
    await audit(tx, who, now, {
      action: 'proposal.approve',
      objectType: 'proposal',
      objectId: id,
      before: { status: 'pending' },
      after: { status: 'approved', transactionId: String(txId) },
      reason: note,
    })
  })
  return one(deps.database.db, id, who.actor)
}

/** Rejects (anyone of the role, the proposer included: a withdrawal of their own). */
export async function rejectProposal(deps: Deps, who: Actor, id: number, note: string) {
  const now = deps.now()
  await deps.database.transaction(async (tx) => {
    await pendingRow(tx, id)
    await tx.execute(
      sql`UPDATE money_proposals SET status = 'rejected', decided_by = ${who.actor},
            decided_at = ${now}, decision_note = ${note}
          WHERE id = ${id}`,
    )
    await audit(tx, who, now, {
      action: 'proposal.reject',
      objectType: 'proposal',
      objectId: id,
      before: { status: 'pending' },
      after: { status: 'rejected' },
      reason: note,
    })
  })
  return one(deps.database.db, id, who.actor)
}

/** A page of proposals, newest first, optionally by status and member. */
export async function listProposals(
  runner: Runner,
  viewer: string,
  f: { status?: unknown; userId?: unknown },
  page: number,
) {
  const parts: SQL[] = [sql`TRUE`]
  if (f.status !== undefined) {
    if (typeof f.status !== 'string' || !['pending', 'approved', 'rejected'].includes(f.status))
      throw invalid('status must be one of: pending, approved, rejected.', 'status')
    parts.push(sql`p.status = ${f.status}`)
  }
  if (f.userId !== undefined) {
    if (typeof f.userId !== 'string' || !USER_ID.test(f.userId))
      throw invalid('userId must be 1 to 32 letters, digits, _ or -.', 'userId')
    parts.push(sql`upper(m.user_id) = upper(${f.userId})`)
  }
  const filter = sql.join(parts, sql` AND `)
  const rows = await query<ProposalRow>(
    runner,
    sql`${select} WHERE ${filter} ORDER BY p.id DESC LIMIT ${OPS_PAGE_SIZE} OFFSET ${(page - 1) * OPS_PAGE_SIZE}`,
  )
  const [count] = await query<{ n: number }>(
    runner,
    sql`SELECT count(*) AS n FROM money_proposals p JOIN members m ON m.id = p.member_id WHERE ${filter}`,
  )
  const total = count?.n ?? 0
  return {
    status: true as const,
    data: rows.map((r) => toProposal(r, viewer)),
    page,
    pageSize: OPS_PAGE_SIZE,
    total,
    hasMore: page * OPS_PAGE_SIZE < total,
  }
}
