// Second factors and the session list (issue 28; docs/security.md, "Second factor").
import type { FastifyInstance } from 'fastify'
import { calls, successMessages } from '@trellis/contract'
import type { HttpDeps } from '../http/deps'
import {
  factorsView,
  renewRecoveryCodes,
  stepUp,
  totpConfirm,
  totpRemove,
  totpStart,
} from '../factors/enrolment'
import {
  listPasskeys,
  passkeyLogin,
  passkeyOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  passkeyRemove,
  passkeyStepUp,
} from '../factors/passkeys'
import { endOthers, endSessionByHandle, listSessions } from '../factors/session-list'
import { route } from '../http/route'
import { clientOf, keepDevice } from './members.routes'

/** Registers the factor and session calls (the sign-in's factor step is with the log-in). */
export function factorRoutes(app: FastifyInstance, deps: HttpDeps): void {
  route(app, deps, calls.getFactors, async ({ member }) => ({
    status: true,
    data: await factorsView(deps, member),
  }))
  route(app, deps, calls.totpStart, ({ body, member }) => totpStart(deps, member, body.password))
  route(app, deps, calls.totpConfirm, ({ body, member }) => totpConfirm(deps, member, body.code))
  route(app, deps, calls.totpRemove, ({ member }) => totpRemove(deps, member))
  route(app, deps, calls.recoveryCodesRenew, ({ member }) => renewRecoveryCodes(deps, member))
  route(app, deps, calls.stepUp, ({ body, member }) => stepUp(deps, member, body.code))
  route(app, deps, calls.passkeyRegisterOptions, ({ body, member }) =>
    passkeyRegisterOptions(deps, member, body.password),
  )
  route(app, deps, calls.passkeyRegister, ({ body, member }) =>
    passkeyRegister(deps, member, body.name, body.response),
  )
  route(app, deps, calls.getPasskeys, ({ member }) => listPasskeys(deps, member))
  route(app, deps, calls.passkeyRemove, ({ body, member }) => passkeyRemove(deps, member, body.id))
  route(app, deps, calls.passkeyLoginOptions, () => passkeyOptions(deps, null))
  route(app, deps, calls.passkeyLogin, async ({ body, request, reply }) => {
    const done = await passkeyLogin(deps, body.response, clientOf(request))
    keepDevice(reply, done.device)
    return { status: true, message: successMessages.login, user: done.user, token: done.token }
  })
  route(app, deps, calls.passkeyStepUpOptions, ({ member }) => passkeyOptions(deps, member))
  route(app, deps, calls.passkeyStepUp, ({ body, member }) =>
    passkeyStepUp(deps, member, body.response),
  )
  route(app, deps, calls.getSessions, ({ member }) => listSessions(deps, member))
  route(app, deps, calls.endSession, ({ body, member }) =>
    endSessionByHandle(deps, member, body.id),
  )
  route(app, deps, calls.endOtherSessions, ({ member }) => endOthers(deps, member))
}
