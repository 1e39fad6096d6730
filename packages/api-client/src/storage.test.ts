// The session's storage: the live window's Web Storage (looked up on use, never cached across
// windows), a working stand-in where there is none or where it throws.
import { afterEach, describe, expect, it } from 'vitest'
import { createSessionStore, SESSION_KEY } from './session'
import { memoryStorage, type KeyValueStorage } from './storage'
import { buildMember } from './mocks/fixtures'

const member = buildMember()
const globals = globalThis as Record<string, unknown>

afterEach(() => {
  delete globals.sessionStorage
  delete globals.localStorage
})

describe('session storage', () => {
  it("writes to the window's storage of the moment, not the first one it saw", () => {
    const first = memoryStorage()
    const second = memoryStorage()
    const store = createSessionStore()
    globals.sessionStorage = first
    globals.localStorage = memoryStorage()
    store.start(member, 'token-1')
    expect(first.getItem(SESSION_KEY)).toContain('token-1')
    globals.sessionStorage = second
    globals.localStorage = memoryStorage()
    store.start(member, 'token-2')
    expect(second.getItem(SESSION_KEY)).toContain('token-2')
    expect(first.getItem(SESSION_KEY)).toContain('token-1')
  })

  it('keeps a session without Web Storage (Node) and when storage throws on write', () => {
    const store = createSessionStore()
    store.start(member, 'token-3')
    store.configure({}) // forgets what it holds and reads storage again
    expect(store.peek()?.token).toBe('token-3')

    const throwing: KeyValueStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    globals.sessionStorage = throwing
    globals.localStorage = throwing
    const other = createSessionStore()
    other.start(member, 'token-4')
    other.configure({})
    expect(other.peek()?.token).toBe('token-4')
  })
})
