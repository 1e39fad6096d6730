// What a client needs to know about a call is declared on the call: these keep the declarations
// consistent with each other and with the answers' types.
import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  callList,
  calls,
  type AnswerOf,
  type CallName,
  type Calls,
  type Member,
  type StatusAnswer,
} from './index'

/** The write calls whose answer's `data` is the member, worked out by the compiler. */
type MemberAnswerWrite = {
  [K in CallName]: AnswerOf<Calls[K]> extends StatusAnswer<Member> ? K : never
}[CallName]
const answersWithMember = [
  'getUser',
  'updateUser',
  'bonusRequest',
  'investNow',
  'transferToUser',
  'transferToSelf',
  'activeNow',
  'joinPool',
] as const satisfies readonly MemberAnswerWrite[]

describe('call definitions', () => {
  it('declare `answers: member` on exactly the writes that answer with the member', () => {
    expectTypeOf<(typeof answersWithMember)[number]>().toEqualTypeOf<MemberAnswerWrite>()
    const declared = callList.filter((c) => c.answers === 'member').map((c) => c.name)
    const writes = answersWithMember.filter((name) => calls[name].kind === 'write')
    expect(declared.sort()).toEqual([...writes].sort())
  })

  it('start a session only from login (and its factor step) and sign-up', () => {
    const starters = callList.filter((c) => c.answers === 'session').map((c) => c.name)
    expect(starters.sort()).toEqual(['login', 'loginFactor', 'passkeyLogin', 'register'])
  })

  it('make only reads stale, and never the member a call already answers with', () => {
    for (const call of callList) {
      for (const name of call.stale) {
        expect(name in calls, `${call.name} makes an unknown call stale: ${name}`).toBe(true)
        expect(calls[name as CallName].kind, `${call.name}.stale: ${name}`).toBe('read')
      }
      if (call.answers === 'member') expect(call.stale).not.toContain('getUser')
      if (call.kind === 'read') expect(call.stale, call.name).toEqual([])
    }
  })

  it('give every write a fallback message, and every money write something to refresh', () => {
    for (const call of callList.filter((c) => c.kind === 'write')) {
      expect(call.fallback, `${call.name} has no fallback`).toEqual(expect.any(String))
      if (call.money) {
        const refreshes = call.answers === 'member' || call.stale.includes('getUser')
        expect(refreshes, `${call.name} leaves the member's balances stale`).toBe(true)
      }
    }
  })
})
