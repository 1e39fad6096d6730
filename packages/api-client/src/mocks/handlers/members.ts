// Sessions and the member's own record: checkUser, login, register, getUser, updateUser and the
// password calls.
import {
  decideKycChange,
  messages,
  payoutHoldUntil,
  serverMessages,
  successMessages,
  type CallName,
  type Member,
} from '@trellis/contract'
import { emptyHistories } from '../fixture-histories'
import { MOCK_OTP, buildMember, personOf } from '../fixtures'
import { newAccount, nextNumber, saveMember, type World } from '../world'
import { tell } from './inbox'
import { checkTransactionPassword } from './respond'
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
    world.accounts.set(member.userId, newAccount(member, body.password, null, emptyHistories()))
    const sponsorAccount = world.accounts.get(sponsor.userId)
    if (sponsorAccount) {
      tell(world, sponsorAccount, {
        kind: 'team-joined',
        member: { userId: member.userId, name: member.firstName },
      })
    }
    const token = issueToken(world, member.userId)
    return { status: true, message: 'Registration successful.', user: member, token }
  },
  getUser: ({ me }) => ({ status: true, data: me.member }),
  updateUser: ({ world, me, body }) => {
    // The contract's rules (decideKycChange), as the server: the current transaction password
    // when one is set, a first one with a first address, a replaced address held.
    const kyc = decideKycChange(
      { usdtAddress: me.member.usdtAddress, hasTransactionPassword: me.tPass !== null },
      body,
    )
    if (kyc.refusal) fail(400, kyc.refusal.message, { field: kyc.refusal.field })
    if (kyc.checkCurrent) checkTransactionPassword(me, body.current_t_pass ?? '', 'current_t_pass')
    if (kyc.tpassChanges) me.tPass = body.t_pass ?? null
    if (kyc.holds) me.payoutHoldUntil = payoutHoldUntil(new Date()).getTime()
    const member = saveMember(world, me, {
      ...me.member,
      usdtAddress: kyc.address ?? me.member.usdtAddress,
      hasTransactionPassword: me.tPass !== null,
    })
    const message = kyc.holds ? serverMessages.payoutAddressChanged : successMessages.profileUpdated
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
