// Operator API under /api/ops, guarded by the operator token: deposits, withdrawals, members,
// bonuses and a ledger check.
import type { FastifyInstance } from 'fastify'
import { API_BASE, serverMessages, toCents } from '@trellis/contract'
import { sendFromDev, testUsdtCalls } from '../chain/dev-chain'
import { centsToUnits } from '../chain/token'
import { accrueDay } from '../domain/accrual'
import { ensureDepositAddress } from '../domain/chain-deposits'
import { incompleteDays } from '../domain/accrual-days'
import { grantBonus } from '../domain/bonus'
import type { HttpDeps } from '../http/deps'
import { decideDeposit, listDeposits } from '../domain/deposits'
import { ledgerProblems } from '../domain/ledger'
import { memberIdOf, memberView } from '../domain/member-view'
import {
  approveWithdrawal,
  listWithdrawals,
  payWithdrawalByHand,
  rejectWithdrawal,
} from '../domain/withdrawals'
import { reconcile } from '../payouts/reconcile'
import { startFactorRecovery } from '../factors/operator-recovery'
import { HttpError, badRequest } from '../http/errors'
import {
  bodyObject,
  dayProblem,
  guard,
  idParam,
  statusQuery,
  stringField,
  userIdOf,
} from './ops-input'

/** Registers the operator routes. */
export function opsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const base = `${API_BASE}/ops`
  const db = deps.database.db
  app.register(async (ops) => {
    ops.addHook('onRequest', async (request) => guard(deps.opsToken, request))
    ops.get(`${base}/deposits`, async (r) => ({
      status: true,
      data: await listDeposits(db, statusQuery(r)),
    }))
    ops.post(`${base}/deposits/:id/approve`, async (r) => ({
      status: true,
      data: await decideDeposit(deps, idParam(r), true),
    }))
    ops.post(`${base}/deposits/:id/reject`, async (r) => ({
      status: true,
      data: await decideDeposit(deps, idParam(r), false),
    }))
    ops.get(`${base}/withdrawals`, async (r) => ({
      status: true,
      data: await listWithdrawals(db, statusQuery(r)),
    }))
    // The operator token acts as `automation`: one approval, never one of two (issue 24).
    ops.post(`${base}/withdrawals/:id/approve`, async (r) => ({
      status: true,
      data: await approveWithdrawal(deps, idParam(r), 'automation'),
    }))
    ops.post(`${base}/withdrawals/:id/pay`, async (r) => ({
      status: true,
      data: await payWithdrawalByHand(
        deps,
        idParam(r),
        stringField(bodyObject(r), 'trx', /^[A-Za-z0-9]{1,100}$/),
        'automation',
      ),
    }))
    ops.post(`${base}/withdrawals/:id/reject`, async (r) => ({
      status: true,
      data: await rejectWithdrawal(deps, idParam(r)),
    }))
    ops.get(`${base}/members/:userId`, async (r) => {
      const id = await memberIdOf(db, userIdOf((r.params as { userId?: unknown }).userId))
      if (id === null) throw new HttpError(404, serverMessages.unknownMember)
      return { status: true, data: await memberView(db, id) }
    })
    // A member who lost the app and every recovery code: delayed removal (docs/security.md).
    ops.post(`${base}/members/:userId/factor-recovery`, async (r) => {
      const id = await memberIdOf(db, userIdOf((r.params as { userId?: unknown }).userId))
      if (id === null) throw new HttpError(404, serverMessages.unknownMember)
      return { status: true, data: await startFactorRecovery(deps, id) }
    })
    ops.post(`${base}/bonus`, async (r) => {
      const body = bodyObject(r)
      const userId = userIdOf(body.userId)
      const amount = body.amount
      const cents = typeof amount === 'number' ? toCents(amount) : null
      if (cents === null || cents <= 0 || cents > 100_000_000)
        throw badRequest(serverMessages.amountFormat, 'amount')
      const id = await memberIdOf(db, userId)
      if (id === null) throw new HttpError(404, serverMessages.unknownMember)
      const day = deps.now().toISOString().slice(0, 10)
      await deps.database.transaction((tx) => grantBonus(tx, id, cents, 'Bonus', day))
      return { status: true, data: await memberView(db, id) }
    })
    ops.post(`${base}/accrue`, async (r) => {
      const today = deps.now().toISOString().slice(0, 10)
      const given = bodyObject(r).day
      const day = given === undefined ? today : given
      const problem = dayProblem(day, today)
      if (problem !== null || typeof day !== 'string') throw badRequest(problem ?? '', 'day')
      return { status: true, data: { day, ...(await accrueDay(deps, day)) } }
    })
    ops.get(`${base}/accrual`, async () => ({ status: true, data: await incompleteDays(deps) }))
    // The local development chain only: test USDT from its first dev account to a member's address.
    ops.post(`${base}/test-usdt`, async (r) => {
      const chain = deps.chain
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
      const id = await memberIdOf(db, userIdOf(body.userId))
      if (id === null) throw new HttpError(404, serverMessages.unknownMember)
      const to = await ensureDepositAddress(deps, id, chain.addressOf)
      const units = centsToUnits(BigInt(cents), await chain.decimals())
      const txHash = await sendFromDev(
        chain.config.rpcUrls[0] as string,
        chain.config.token,
        testUsdtCalls.transfer(to, units),
      )
      // Answered once the transfer is in a block, so the hash it prints can be claimed at once
      // (a hash still in the node's pool is "not found" to a claim). A safety net of two minutes,
      // for a loaded machine: the local chain mines a block a second.
      const receipt = await chain.client.waitForTransactionReceipt({
        hash: txHash,
        pollingInterval: 250,
        timeout: 120_000,
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
    ops.get(`${base}/reconcile`, async () => ({ status: true, data: await reconcile(deps) }))
    ops.get(`${base}/ledger-check`, async () => ({ status: true, data: await ledgerProblems(db) }))
  })
}
