// Money calls: deposits, withdrawals, transfers, investments, activation, pots, bonus.
import type { FastifyInstance } from 'fastify'
import { calls, fromCents } from '@trellis/contract'
import { activeNow } from '../domain/activation'
import { bonusHistory, bonusRequest } from '../domain/bonus'
import type { HttpDeps } from '../http/deps'
import { chainDepositsView } from '../domain/chain-deposits'
import { depositHistory, requestDeposit } from '../domain/deposits'
import { getPlans, investNow, investmentHistory } from '../domain/invest'
import { balancesOf } from '../domain/ledger'
import { joinPool } from '../domain/pools'
import { transferToSelf, transferToUser } from '../domain/transfers'
import { requestWithdrawal, sendWithdrawalOtp, withdrawalHistory } from '../domain/withdrawals'
import { requireStepUp } from '../factors/step-up'
import { HttpError } from '../http/errors'
import { route } from '../http/route'

/** Registers every call that moves money or records a money request, and their histories. */
export function walletRoutes(app: FastifyInstance, deps: HttpDeps): void {
  route(app, deps, calls.depositRequest, ({ body, member, key }) =>
    requestDeposit(deps, member.id, key, body),
  )
  route(app, deps, calls.depositHistory, ({ body, member }) =>
    depositHistory(deps, member.id, body.page),
  )
  route(app, deps, calls.chainDeposits, async ({ member }) => ({
    status: true,
    data: await chainDepositsView(deps, member.id),
  }))
  route(app, deps, calls.sendMail, ({ body, member }) =>
    sendWithdrawalOtp(deps, member.id, body.amount),
  )
  route(
    app,
    deps,
    calls.withdrawalRequest,
    async ({ body, member, key }) => {
      await requireStepUp(deps, member)
      return requestWithdrawal(deps, member.id, key, body)
    },
    {
      // The withdrawal screen refreshes the wallet from a failed answer; the rest of the answer
      // stays as it was (a held withdrawal's Retry-After included).
      onFail: async (error, member) => {
        const wallet = fromCents((await balancesOf(deps.database.db, member.id)).wallet)
        return new HttpError(
          error.statusCode,
          error.message,
          error.field,
          { wallet },
          error.retryAt,
        )
      },
    },
  )
  route(app, deps, calls.withdrawalHistory, ({ body, member }) =>
    withdrawalHistory(deps, member.id, body.page),
  )
  route(
    app,
    deps,
    calls.transferToUser,
    async ({ body, member, key }) => {
      await requireStepUp(deps, member)
      return transferToUser(deps, member, key, body)
    },
    // The session check reads both parties (the same trimmed id the transfer posts to).
    { recipientOf: (body) => body.toUserId.trim() },
  )
  route(app, deps, calls.transferToSelf, ({ body, member, key }) =>
    transferToSelf(deps, member.id, key, body),
  )
  route(app, deps, calls.getPlan, () => getPlans(deps))
  route(app, deps, calls.investNow, ({ body, member, key }) =>
    investNow(deps, member.id, key, body),
  )
  route(app, deps, calls.investmentHistory, ({ body, member }) =>
    investmentHistory(deps, member.id, body.page),
  )
  route(app, deps, calls.activeNow, ({ member, key }) => activeNow(deps, member.id, key))
  route(app, deps, calls.joinPool, ({ body, member, key }) => joinPool(deps, member, key, body))
  route(app, deps, calls.bonusRequest, ({ member, key }) => bonusRequest(deps, member.id, key))
  route(app, deps, calls.bonusHistory, ({ body, member }) =>
    bonusHistory(deps, member.id, body.page),
  )
}
