// Ledger reads: wallet movements, transfers, income totals, level income.
import type { FastifyInstance } from 'fastify'
import { calls } from '@trellis/contract'
import type { HttpDeps } from '../http/deps'
import { allWalletTrans, earningDash, levelEarning, walletHistory } from '../domain/earnings-read'
import { statement } from '../domain/statement'
import { earningTrend, teamTrend } from '../domain/trends'
import { route } from '../http/route'

/** Registers the ledger reads. */
export function earningsRoutes(app: FastifyInstance, deps: HttpDeps): void {
  route(app, deps, calls.allWalletTrans, ({ body, member }) =>
    allWalletTrans(deps, member.id, body),
  )
  route(app, deps, calls.walletHistory, ({ body, member }) =>
    walletHistory(deps, member.id, body.page),
  )
  route(app, deps, calls.earningDash, ({ member }) => earningDash(deps, member.id))
  route(app, deps, calls.earningTrend, ({ member }) => earningTrend(deps, member.id))
  route(app, deps, calls.levelEarning, ({ body, member }) =>
    levelEarning(deps, member.id, body.page),
  )
  route(app, deps, calls.statement, ({ body, member }) => statement(deps, member.id, body))
  route(app, deps, calls.teamTrend, ({ member }) => teamTrend(deps, member.id))
}
