// Operator API under /api/ops, guarded by the operator token: deposits, withdrawals, members,
// bonuses and a ledger check.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_BASE, serverMessages, toCents } from '@trellis/contract'
import { accrueDay } from '../domain/accrual'
import { grantBonus } from '../domain/bonus'
import type { Deps } from '../domain/context'
import { decideDeposit, listDeposits } from '../domain/deposits'
import { ledgerProblems } from '../domain/ledger'
import { memberIdOf, memberView } from '../domain/member-view'
import { decideWithdrawal, listWithdrawals } from '../domain/withdrawals'
import { ApiError, badRequest } from '../http/errors'

const STATUSES = new Set(['pending', 'approved', 'rejected', 'paid'])

function guard(deps: Deps, request: FastifyRequest): void {
  const given = Buffer.from(
    /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '',
  )
  const wanted = Buffer.from(deps.opsToken)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new ApiError(401, serverMessages.unauthorized)
  }
}

function idParam(request: FastifyRequest): number {
  const id = Number((request.params as { id?: string }).id)
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, serverMessages.notFound)
  return id
}

function statusQuery(request: FastifyRequest): string | undefined {
  const status = (request.query as { status?: unknown }).status
  if (status === undefined) return undefined
  if (typeof status !== 'string' || !STATUSES.has(status))
    throw badRequest(serverMessages.malformedBody, 'status')
  return status
}

function stringField(body: unknown, name: string, pattern: RegExp): string {
  const value = (body as Record<string, unknown> | null)?.[name]
  if (typeof value !== 'string' || !pattern.test(value))
    throw badRequest(serverMessages.malformedBody, name)
  return value
}

/** Registers the operator routes. */
export function opsRoutes(app: FastifyInstance, deps: Deps): void {
  const base = `${API_BASE}/ops`
  const db = deps.database.db
  app.register(async (ops) => {
    ops.addHook('onRequest', async (request) => guard(deps, request))
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
    ops.post(`${base}/withdrawals/:id/pay`, async (r) => ({
      status: true,
      data: await decideWithdrawal(deps, idParam(r), {
        paidTrx: stringField(r.body, 'trx', /^[A-Za-z0-9]{1,100}$/),
      }),
    }))
    ops.post(`${base}/withdrawals/:id/reject`, async (r) => ({
      status: true,
      data: await decideWithdrawal(deps, idParam(r), 'reject'),
    }))
    ops.get(`${base}/members/:userId`, async (r) => {
      const id = await memberIdOf(db, (r.params as { userId: string }).userId)
      if (id === null) throw new ApiError(404, serverMessages.unknownMember)
      return { status: true, data: await memberView(db, id) }
    })
    ops.post(`${base}/bonus`, async (r) => {
      const userId = stringField(r.body, 'userId', /^[A-Za-z0-9_-]{1,32}$/)
      const amount = (r.body as { amount?: unknown }).amount
      const cents = typeof amount === 'number' ? toCents(amount) : null
      if (cents === null || cents <= 0 || cents > 100_000_000)
        throw badRequest(serverMessages.amountFormat, 'amount')
      const id = await memberIdOf(db, userId)
      if (id === null) throw new ApiError(404, serverMessages.unknownMember)
      const day = deps.now().toISOString().slice(0, 10)
      await deps.database.transaction((tx) => grantBonus(tx, id, cents, 'Bonus', day))
      return { status: true, data: await memberView(db, id) }
    })
    ops.post(`${base}/accrue`, async (r) => {
      const given = (r.body as { day?: unknown } | undefined)?.day
      const day = given === undefined ? deps.now().toISOString().slice(0, 10) : given
      if (
        typeof day !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
        Number.isNaN(Date.parse(day))
      ) {
        throw badRequest(serverMessages.malformedBody, 'day')
      }
      return { status: true, data: { day, ...(await accrueDay(deps, day)) } }
    })
    ops.get(`${base}/ledger-check`, async () => ({ status: true, data: await ledgerProblems(db) }))
  })
}
