// Sessions and profile: checkUser, login, register, getUser, updateUser, passwords.
import { ensureDepositAddress } from '../domain/chain-deposits'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_BASE, calls, successMessages } from '@trellis/contract'
import type { HttpDeps } from '../http/deps'
import { changePassword, checkUser, login, register, updateUser } from '../domain/members'
import { memberView } from '../domain/member-view'
import { forgotPassword, resetPassword } from '../domain/password-reset'
import { deviceCookie, deviceIdOf } from '../guard/known-devices'
import type { LoginClient } from '../guard/login-guard'
import { loginFactor } from '../factors/sign-in'
import { requireStepUp } from '../factors/step-up'
import { endSession } from '../http/auth'
import { route } from '../http/route'

/** Registers the member and session calls. */
export function memberRoutes(app: FastifyInstance, deps: HttpDeps): void {
  route(app, deps, calls.checkUser, async ({ body }) => ({
    ...(await checkUser(deps, body.userId.trim())),
    message: successMessages.userFound,
  }))
  route(app, deps, calls.login, async ({ body, request, reply }) => {
    const done = await login(deps, body.userId, body.password, clientOf(request))
    if (done.factor) return done.challenge
    keepDevice(reply, done.device)
    return { status: true, message: successMessages.login, user: done.user, token: done.token }
  })
  route(app, deps, calls.loginFactor, async ({ body, request, reply }) => {
    const done = await loginFactor(deps, body.challenge, body.code, clientOf(request))
    keepDevice(reply, done.device)
    return { status: true, message: successMessages.login, user: done.user, token: done.token }
  })
  route(app, deps, calls.register, async ({ body, request, reply }) => {
    const { device, ...session } = await register(deps, body, clientOf(request))
    // The browser that signed up is the member's first known device: its next log-in is no
    // "new device" to warn about.
    keepDevice(reply, device)
    return { status: true, message: successMessages.registered, ...session }
  })
  route(app, deps, calls.getUser, async ({ member }) => {
    // The member's own deposit address, made on first sight (members from before the chain too).
    if (deps.chain) await ensureDepositAddress(deps, member.id, deps.chain.addressOf)
    return { status: true, data: await memberView(deps.database.db, member.id) }
  })
  route(app, deps, calls.updateUser, async ({ body, member }) => {
    const updated = await updateUser(deps, member.id, body, () => requireStepUp(deps, member))
    return {
      status: true,
      message: updated.message ?? successMessages.profileUpdated,
      data: updated.member,
    }
  })
  route(app, deps, calls.changePassword, ({ body, member }) =>
    changePassword(deps, member, body.oldPassword, body.password),
  )
  route(app, deps, calls.logout, async ({ member }) => {
    await endSession(deps.database, member.sessionId, deps.now())
    return { status: true, message: successMessages.loggedOut }
  })
  route(app, deps, calls.forgotPassword, ({ body }) => forgotPassword(deps, body.userId))
  route(app, deps, calls.resetPassword, async ({ body, request, reply }) => {
    const done = await resetPassword(deps, body.userId, body.code, body.password, clientOf(request))
    keepDevice(reply, done.device)
    return done.answer
  })
}

/** The client of a log-in: its address (TRUST_PROXY decides which) and its device cookie. */
export function clientOf(request: FastifyRequest): LoginClient {
  return {
    address: request.ip,
    deviceId: deviceIdOf(request.headers.cookie),
    userAgent: request.headers['user-agent'],
  }
}

/** The browser keeps its device id (an HttpOnly cookie sent back on log-in and reset). */
export function keepDevice(reply: FastifyReply, deviceId: string): void {
  void reply.header('set-cookie', deviceCookie(deviceId, API_BASE))
}
