// The operator API under /api/ops: the console's calls (the contract's opsCalls) and the command
// line's, each checked against the one table of roles (src/staff/roles.ts) by the hook of
// ops-auth.ts, each action written to the audit log with who did it (docs/security.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_BASE, OPS_API_BASE, opsCalls, serverMessages, toCents } from '@trellis/contract'
import { DEV_EXCHANGE_KEY, receiptOf, sendFromDev, testUsdtCalls } from '../chain/dev-chain'
import { centsToUnits } from '../chain/token'
import type { Address, Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { accrueDay } from '../domain/accrual'
import { ensureDepositAddress } from '../domain/chain-deposits'
import { incompleteDays } from '../domain/accrual-days'
import { decideDeposit } from '../domain/deposits'
import { ledgerProblems } from '../domain/ledger'
import { memberIdOf, memberRecord, memberView } from '../domain/member-view'
import {
  approveWithdrawal,
  payWithdrawalByHand,
  rejectWithdrawal,
  rulesOf,
} from '../domain/withdrawals'
import { reconcile } from '../payouts/reconcile'
import { startFactorRecovery } from '../factors/operator-recovery'
import type { HttpDeps } from '../http/deps'
import { HttpError, badRequest } from '../http/errors'
import { addressLimits } from '../guard/limits'
import { audit, auditCsv, listAudit } from '../staff/audit'
import {
  endMemberSessions,
  resendMemberMail,
  startMemberReset,
  unlockMember,
} from '../staff/member-actions'
import {
  addOperator,
  changeRole,
  disableOperator,
  listOperators,
  resetOperator,
  setOperatorPassword,
} from '../staff/operators'
import {
  approveProposal,
  listProposals,
  propose,
  reasonOf,
  rejectProposal,
} from '../staff/proposals'
import {
  dailyReport,
  dailyReportCsv,
  dashboard,
  depositsQueue,
  memberLedger,
  memberOverview,
  memberSearch,
  opsWithdrawal,
  withdrawalsQueue,
} from '../staff/reads'
import { opsSettings } from '../staff/settings'
import { opsSignIn, opsSignInCode, opsSignOut } from '../staff/sign-in'
import { actorOf, dropSession, keepSession, opsAuthHook } from './ops-auth'
import {
  bodyObject,
  dayProblem,
  idParam,
  pageOf,
  queueQuery,
  stringField,
  userIdOf,
} from './ops-input'

/** The full path of a contract call (Fastify's `:name` parameters, as the contract writes them). */
const at = (call: { path: string }) => `${OPS_API_BASE}${call.path}`
const c = opsCalls

/** An optional reason in a body: absent or 3 to 500 characters. */
function optionalReason(body: Record<string, unknown>, field = 'reason'): string | null {
  return body[field] === undefined ? null : reasonOf(body[field], field)
}

/** The request's query as an object of strings. */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  return request.query as Record<string, unknown>
}

/** The member named by `:userId`, or 404. */
async function memberOf(deps: HttpDeps, request: FastifyRequest) {
  const userId = userIdOf((request.params as { userId?: unknown }).userId)
  const id = await memberIdOf(deps.database.db, userId)
  if (id === null) throw new HttpError(404, serverMessages.unknownMember)
  const row = await memberRecord(deps.database.db, id)
  if (!row) throw new HttpError(404, serverMessages.unknownMember)
  return { id, userId: row.user_id, email: row.email }
}

/** Registers the operator routes. */
export function opsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const db = deps.database.db
  app.register(async (ops) => {
    ops.addHook('onRequest', opsAuthHook(deps))
    signInRoutes(ops, deps)
    consoleRoutes(ops, deps)
    commandLineRoutes(ops, deps)
  })

  function signInRoutes(ops: FastifyInstance, d: HttpDeps) {
    // Per-address limits as the member's sign-in steps have (src/guard/limits.ts).
    const limit = (name: 'login' | 'loginFactor' | 'resetPassword') => {
      const l = addressLimits[name]
      return l ? { config: { rateLimit: { max: l.max, timeWindow: l.windowMs } } } : {}
    }
    const client = (r: FastifyRequest) => ({
      address: r.ip,
      userAgent: r.headers['user-agent'],
      requestId: r.id,
    })
    ops.post(at(c.opsSetPassword), limit('resetPassword'), async (r) => {
      const body = bodyObject(r)
      return setOperatorPassword(d, body.token, body.password)
    })
    ops.post(at(c.opsSignIn), limit('login'), async (r) => {
      const body = bodyObject(r)
      return {
        status: true,
        data: await opsSignIn(d, body.email, body.password, client(r)),
      }
    })
    ops.post(at(c.opsSignInCode), limit('loginFactor'), async (r, reply) => {
      const body = bodyObject(r)
      const { sessionToken, ...done } = await opsSignInCode(d, body.challenge, body.code, client(r))
      keepSession(reply, sessionToken)
      return { status: true, data: done }
    })
    ops.get(at(c.opsMe), async (r) => ({ status: true, data: r.opsSession?.me }))
    ops.post(at(c.opsSignOut), async (r, reply) => {
      const answer = await opsSignOut(d, actorOf(r), r.opsSession?.sessionId ?? '')
      dropSession(reply)
      return answer
    })
  }

  function consoleRoutes(ops: FastifyInstance, d: HttpDeps) {
    ops.get(at(c.opsDashboard), async () => ({ status: true, data: await dashboard(d) }))
    ops.get(at(c.opsLedgerCheck), async () => {
      const problems = await ledgerProblems(db)
      return {
        status: true,
        data: {
          ...problems,
          ok: problems.unbalanced + problems.drifted + problems.earningsDrifted === 0,
          checkedAt: d.now().toISOString(),
        },
      }
    })

    // Queues (the command line reads `data` as before: the first page).
    ops.get(at(c.opsDeposits), async (r) => {
      const { page, ...filter } = queueQuery(r)
      return depositsQueue(db, filter, page)
    })
    for (const approve of [true, false]) {
      ops.post(at(approve ? c.opsDepositApprove : c.opsDepositReject), async (r) => {
        const id = idParam(r)
        const reason = optionalReason(bodyObject(r))
        const who = actorOf(r)
        const data = await decideDeposit(d, id, approve, (tx, decided) =>
          audit(tx, who, d.now(), {
            action: approve ? 'deposit.approve' : 'deposit.reject',
            objectType: 'deposit',
            objectId: id,
            before: { status: 'pending' },
            after: { status: decided.status, amount: decided.amount, trx: decided.trx },
            reason,
          }),
        )
        return { status: true, data }
      })
    }
    ops.get(at(c.opsWithdrawals), async (r) => {
      const { page, ...filter } = queueQuery(r)
      return withdrawalsQueue(db, rulesOf(d), filter, page)
    })
    // Each decision writes its audit row in its own transaction (src/domain/withdrawals.ts).
    ops.post(at(c.opsWithdrawalApprove), async (r) => {
      const id = idParam(r)
      const who = actorOf(r)
      const reason = optionalReason(bodyObject(r))
      await approveWithdrawal(d, id, who.actor, (tx, after, before) =>
        audit(tx, who, d.now(), {
          action: 'withdrawal.approve',
          objectType: 'withdrawal',
          objectId: id,
          before: { status: before },
          after: { status: after.status },
          reason,
        }),
      )
      return { status: true, data: await opsWithdrawal(db, rulesOf(d), id) }
    })
    ops.post(at(c.opsWithdrawalPay), async (r) => {
      const id = idParam(r)
      const who = actorOf(r)
      const trx = stringField(bodyObject(r), 'trx', /^[A-Za-z0-9]{1,100}$/)
      await payWithdrawalByHand(d, id, trx, who.actor, (tx, after, before) =>
        audit(tx, who, d.now(), {
          action: 'withdrawal.pay',
          objectType: 'withdrawal',
          objectId: id,
          before: { status: before },
          after: { status: after.status, trx: after.trx },
        }),
      )
      return { status: true, data: await opsWithdrawal(db, rulesOf(d), id) }
    })
    ops.post(at(c.opsWithdrawalReject), async (r) => {
      const id = idParam(r)
      const who = actorOf(r)
      const reason = optionalReason(bodyObject(r))
      await rejectWithdrawal(d, id, (tx, after, before) =>
        audit(tx, who, d.now(), {
          action: 'withdrawal.reject',
          objectType: 'withdrawal',
          objectId: id,
          before: { status: before },
          after: { status: after.status, refunded: after.amount + after.charges },
          reason,
        }),
      )
      return { status: true, data: await opsWithdrawal(db, rulesOf(d), id) }
    })

    // Members
    ops.get(at(c.opsMemberSearch), async (r) => {
      const q = queryOf(r)
      return memberSearch(d, q.q, pageOf(q.page))
    })
    ops.get(at(c.opsMember), async (r) => {
      const m = await memberOf(d, r)
      return { status: true, data: await memberOverview(d, m.id) }
    })
    ops.get(at(c.opsMemberLedger), async (r) => {
      const m = await memberOf(d, r)
      return memberLedger(db, m.id, pageOf(queryOf(r).page))
    })
    ops.post(at(c.opsMemberEndSessions), async (r) => {
      const m = await memberOf(d, r)
      return endMemberSessions(d, actorOf(r), m, optionalReason(bodyObject(r)))
    })
    ops.post(at(c.opsMemberUnlock), async (r) => {
      const m = await memberOf(d, r)
      return unlockMember(d, actorOf(r), m, optionalReason(bodyObject(r)))
    })
    ops.post(at(c.opsMemberPasswordReset), async (r) => {
      const m = await memberOf(d, r)
      return startMemberReset(d, actorOf(r), m, optionalReason(bodyObject(r)))
    })
    ops.post(at(c.opsMemberResendMail), async (r) => {
      const m = await memberOf(d, r)
      const body = bodyObject(r)
      return resendMemberMail(d, actorOf(r), m, body.mail, optionalReason(body))
    })
    // A member who lost the app and every recovery code: delayed removal (docs/security.md).
    ops.post(at(c.opsMemberFactorRecovery), async (r) => {
      const m = await memberOf(d, r)
      const body = bodyObject(r)
      const reason = body.reason === undefined ? null : reasonOf(body.reason)
      const data = await startFactorRecovery(d, m.id)
      await audit(db, actorOf(r), d.now(), {
        action: 'member.factor-recovery',
        objectType: 'member',
        objectId: m.userId,
        after: { removesAt: data.at },
        reason,
      })
      return { status: true, data }
    })

    // Maker-checker
    ops.get(at(c.opsProposals), async (r) => {
      const q = queryOf(r)
      return listProposals(db, actorOf(r).actor, q, pageOf(q.page))
    })
    ops.post(at(c.opsProposalCreate), async (r) => ({
      status: true,
      data: await propose(d, actorOf(r), bodyObject(r)),
    }))
    ops.post(at(c.opsProposalApprove), async (r) => ({
      status: true,
      data: await approveProposal(d, actorOf(r), idParam(r), optionalReason(bodyObject(r), 'note')),
    }))
    ops.post(at(c.opsProposalReject), async (r) => ({
      status: true,
      data: await rejectProposal(d, actorOf(r), idParam(r), reasonOf(bodyObject(r).note, 'note')),
    }))

    // Reports and the audit log
    ops.get(at(c.opsDailyReport), async (r) => {
      const q = queryOf(r)
      return { status: true, data: await dailyReport(db, q.from, q.to) }
    })
    ops.get(at(c.opsDailyReportCsv), async (r, reply) => {
      const q = queryOf(r)
      const rows = await dailyReport(db, q.from, q.to)
      return csv(reply, `trellis-daily-${String(q.from)}-${String(q.to)}.csv`, dailyReportCsv(rows))
    })
    ops.get(at(c.opsAudit), async (r) => {
      const q = queryOf(r)
      return listAudit(db, q, pageOf(q.page))
    })
    ops.get(at(c.opsAuditCsv), async (r, reply) => {
      const { page: _page, ...q } = queryOf(r)
      return csv(reply, 'trellis-audit.csv', await auditCsv(db, q))
    })

    // Settings: read-only, nothing secret (src/staff/settings.ts)
    ops.get(at(c.opsSettings), async () => ({ status: true, data: opsSettings(d) }))

    // Operators
    ops.get(at(c.opsOperators), async () => ({ status: true, data: await listOperators(db) }))
    ops.post(at(c.opsOperatorAdd), async (r) => {
      const body = bodyObject(r)
      return { status: true, data: await addOperator(d, actorOf(r), body.email, body.role) }
    })
    ops.post(at(c.opsOperatorRole), async (r) => ({
      status: true,
      data: await changeRole(d, actorOf(r), idParam(r), bodyObject(r).role),
    }))
    ops.post(at(c.opsOperatorReset), async (r) => ({
      status: true,
      data: await resetOperator(d, actorOf(r), idParam(r), reasonOf(bodyObject(r).reason)),
    }))
    ops.post(at(c.opsOperatorDisable), async (r) => ({
      status: true,
      data: await disableOperator(d, actorOf(r), idParam(r), optionalReason(bodyObject(r))),
    }))
  }

  /** The command line's own routes (OPS_TOKEN), audited as `automation`. */
  function commandLineRoutes(ops: FastifyInstance, d: HttpDeps) {
    const base = `${API_BASE}/ops`
    ops.get(`${base}/members/:userId`, async (r) => {
      const m = await memberOf(d, r)
      return { status: true, data: await memberView(db, m.id) }
    })
    ops.post(`${base}/accrue`, async (r) => {
      const today = d.now().toISOString().slice(0, 10)
      const given = bodyObject(r).day
      const day = given === undefined ? today : given
      const problem = dayProblem(day, today)
      if (problem !== null || typeof day !== 'string') throw badRequest(problem ?? '', 'day')
      const result = await accrueDay(d, day)
      await audit(db, actorOf(r), d.now(), {
        action: 'accrual.run',
        objectType: 'day',
        objectId: day,
        after: result,
      })
      return { status: true, data: { day, ...result } }
    })
    ops.get(`${base}/accrual`, async () => ({ status: true, data: await incompleteDays(d) }))
    // What the chain holds against what the ledger owes (src/payouts/reconcile.ts).
    ops.get(`${base}/reconcile`, async () => ({ status: true, data: await reconcile(d) }))
    // The local development chain only: test USDT from its first dev account to a member's address,
    // or (`to: 'hot-wallet'`) a member's mistake: from a dev "exchange" account to the hot wallet,
    // which the member then claims and an operator approves (src/domain/claims-to-network.ts).
    ops.post(`${base}/test-usdt`, async (r) => {
      const chain = d.chain
      if (!chain?.config.local) {
        throw new HttpError(
          409,
          'Test USDT exists only on the local development chain (no CHAIN_RPC_URLS).',
        )
      }
      const body = bodyObject(r)
      const amount = body.amount
      const cents = typeof amount === 'number' ? toCents(amount) : null
      if (cents === null || cents <= 0 || cents > 100_000_000)
        throw badRequest(serverMessages.amountFormat, 'amount')
      if (body.to !== undefined && body.to !== 'member' && body.to !== 'hot-wallet')
        throw badRequest('to must be member or hot-wallet.', 'to')
      const id = await memberIdOf(db, userIdOf(body.userId))
      if (id === null) throw new HttpError(404, serverMessages.unknownMember)
      const rpc = chain.config.rpcUrls[0] as string
      const units = centsToUnits(BigInt(cents), await chain.decimals())
      const wait = (hash: Hex) => receiptOf(chain.client, hash, { pollMs: 250 })
      let to: string
      let txHash: Hex
      if (body.to === 'hot-wallet') {
        if (!d.hotWallet) throw new HttpError(409, 'No hot wallet: set PAYOUT_KEY.')
        to = d.hotWallet
        const exchange = privateKeyToAddress(DEV_EXCHANGE_KEY)
        await wait(
          await sendFromDev(rpc, chain.config.token, testUsdtCalls.transfer(exchange, units)),
        )
        txHash = await sendFromDev(
          rpc,
          chain.config.token,
          testUsdtCalls.transfer(to as Address, units),
          DEV_EXCHANGE_KEY,
        )
      } else {
        to = await ensureDepositAddress(d, id, chain.addressOf)
        txHash = await sendFromDev(
          rpc,
          chain.config.token,
          testUsdtCalls.transfer(to as Address, units),
        )
      }
      // Answered once the transfer is in a block, so the hash it prints can be claimed at once
      // (a hash still in the node's pool is "not found" to a claim). A safety net of two minutes,
      // for a loaded machine: the local chain mines a block a second.
      const receipt = await wait(txHash)
      await audit(db, actorOf(r), d.now(), {
        action: 'test-usdt.send',
        objectType: 'member',
        objectId: body.userId as string,
        after: { amount: cents / 100, to, txHash },
      })
      return {
        status: true,
        data: {
          to,
          txHash,
          block: Number(receipt.blockNumber),
          confirmations: chain.config.confirmations,
        },
      }
    })
  }
}

/** A CSV answer with a file name (a plain link downloads it). */
function csv(reply: FastifyReply, filename: string, text: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(text)
}
