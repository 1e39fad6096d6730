// Sessions and the member's own record: checkUser, login, register, getUser, updateUser and the
// password calls.
import { messages, serverMessages, type CallName, type Member } from '@trellis/contract'
import { emptyHistories } from '../fixture-histories'
import { MOCK_OTP, buildMember, personOf } from '../fixtures'
import { nextNumber, saveMember, type World } from '../world'
import { fail, type Resolver } from './respond'

function issueToken(world: World, userId: string): string {
  const token = `mock-token-${userId}-${nextNumber(world)}`
  world.tokens.set(token, userId)
  return token
}

function newMember(world: World, body: Record<string, string>): Member {
  const userId = `BCH${nextNumber(world)}`
  return buildMember({
    userId,
    sponcerId: body.userId ?? null,
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    wallet: 0,
    packageWallet: 0,
    bonusWallet: 0,
    activeDate: null,
    usdtAddress: null,
    hasTransactionPassword: false,
    poolCount: 0,
    poolWallet: 0,
    pot4Count: 0,
    pot4Wallet: 0,
    pot4Expire: null,
    createdAt: new Date().toISOString(),
  })
}

export const memberResolvers = {
  checkUser: ({ world, body }) => {
    const person = world.people.get(String(body.userId).trim().toUpperCase())
    if (!person) fail(404, messages.sponsorNotFound, { field: 'userId' })
    return { status: true, user: { firstName: person.firstName } }
  },
  login: ({ world, body }) => {
    // As the server: the id in any letter case, or the e-mail of exactly one account.
    const typed = String(body.userId).trim()
    const byEmail = [...world.accounts.values()].filter(
      (a) => typed.includes('@') && a.member.email.toLowerCase() === typed.toLowerCase(),
    )
    const account =
      world.accounts.get(typed.toUpperCase()) ?? (byEmail.length === 1 ? byEmail[0] : undefined)
    if (!account || account.password !== body.password) fail(401, serverMessages.invalidCredentials)
    const token = issueToken(world, account.member.userId)
    return { status: true, message: 'Login successful.', user: account.member, token }
  },
  register: ({ world, body }) => {
    const sponsor = world.people.get(String(body.userId).trim().toUpperCase())
    if (!sponsor) fail(400, messages.sponsorNotFound, { field: 'userId' })
    const member = newMember(world, { ...body, userId: sponsor.userId })
    world.people.set(member.userId, personOf(member))
    world.accounts.set(member.userId, {
      member,
      password: body.password,
      tPass: null,
      histories: emptyHistories(),
    })
    const token = issueToken(world, member.userId)
    return { status: true, message: 'Registration successful.', user: member, token }
  },
  getUser: ({ me }) => ({ status: true, data: me.member }),
  updateUser: ({ world, me, body }) => {
    // The server's rules (domain/members.ts updateUser): changing the payout address or the
    // transaction password needs the current one when one is set, and a first address needs a
    // transaction password set with it; a changed address is held (and says so).
    const address = body.usdtAddress?.trim()
    const addressChanges = address !== undefined && address !== (me.member.usdtAddress ?? '')
    const tpassChanges = body.t_pass !== undefined
    if ((addressChanges || tpassChanges) && me.tPass === null && !tpassChanges)
      fail(400, serverMessages.payoutAddressNeedsNewTransactionPassword, { field: 't_pass' })
    if ((addressChanges || tpassChanges) && me.tPass !== null) {
      if (!body.current_t_pass) {
        const message = tpassChanges
          ? serverMessages.transactionPasswordAlreadySet
          : serverMessages.payoutAddressNeedsTransactionPassword
        fail(400, message, { field: 'current_t_pass' })
      }
      if (body.current_t_pass !== me.tPass)
        fail(400, messages.transactionPasswordMismatch, { field: 'current_t_pass' })
    }
    if (tpassChanges) me.tPass = body.t_pass ?? null
    const held = addressChanges && Boolean(me.member.usdtAddress)
    const member = saveMember(world, me, {
      ...me.member,
      usdtAddress: addressChanges ? address : me.member.usdtAddress,
      hasTransactionPassword: me.tPass !== null,
    })
    const message = held ? serverMessages.payoutAddressChanged : 'Profile updated.'
    return { status: true, message, data: member }
  },
  logout: () => ({ status: true, message: 'You are logged out.' }),
  changePassword: ({ me, body }) => {
    if (body.oldPassword !== me.password)
      fail(400, serverMessages.currentPasswordWrong, { field: 'oldPassword' })
    me.password = body.password
    return { status: true, message: serverMessages.passwordChanged }
  },
  forgotPassword: () => ({ success: true, message: serverMessages.resetSent }),
  resetPassword: ({ world, body }) => {
    const account = world.accounts.get(String(body.userId).trim().toUpperCase())
    if (!account || body.code !== MOCK_OTP)
      fail(400, serverMessages.resetInvalid, { field: 'code' })
    account.password = body.password
    return { success: true, message: serverMessages.passwordChanged }
  },
} satisfies Partial<Record<CallName, Resolver>>
