// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { calls, SESSION_MS, serverMessages } from '@trellis/contract'
import { callApi } from './fetcher'
import { ApiError } from './errors'
import { createSessionStore, session, SESSION_KEY } from './session'
import { memoryStorage } from './storage'
import { buildMember } from './mocks/fixtures'
import { setupMockServer } from './testing/mock-server'

const { sent } = setupMockServer()
const member = buildMember()

afterEach(() => {
  vi.useRealTimers()
})

describe('session', () => {
  it('keeps the session in sessionStorage under trellis.session', () => {
    session.start(member, 'token-1')
    const stored = JSON.parse(window.sessionStorage.getItem(SESSION_KEY) ?? 'null')
    expect(stored).toMatchObject({ token: 'token-1', user: { userId: member.userId } })
    expect(typeof stored.startedAt).toBe('number')
  })

  it('ends 30 minutes after it started, and the next call fails without a request', async () => {
    vi.useFakeTimers({
      now: Date.parse('2026-11-22T10:00:00Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    })
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    session.start(member, 'token-1')
    vi.advanceTimersByTime(SESSION_MS - 1)
    expect(session.peek()?.token).toBe('token-1')
    vi.advanceTimersByTime(1)
    expect(session.peek()).toBeNull()
    expect(session.lastEndReason()).toBe('expired')
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()

    const error = await callApi(calls.getUser).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect((error as ApiError).message).toBe(serverMessages.sessionExpired)
    expect(sent).toHaveLength(0)
  })

  it('ends on time however much happens in between', () => {
    vi.useFakeTimers({
      now: Date.parse('2026-11-22T10:00:00Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    })
    session.start(member, 'token-3')
    vi.advanceTimersByTime(60_000)
    // Reading the session (every call does) must not restart the clock.
    expect(session.get()?.token).toBe('token-3')
    vi.advanceTimersByTime(SESSION_MS - 60_000)
    expect(session.peek()).toBeNull()
    expect(session.lastEndReason()).toBe('expired')
  })

  it('checks the clock before a call even when no timer has fired', () => {
    let now = 1_000_000
    const store = createSessionStore({
      now: () => now,
      session: memoryStorage(),
      local: memoryStorage(),
    })
    store.start(member, 'token-2')
    now += SESSION_MS - 1
    expect(store.get()?.token).toBe('token-2')
    now += 1
    expect(store.get()).toBeNull()
    expect(store.lastEndReason()).toBe('expired')
  })

  it('logout clears session and local storage and remembers why', () => {
    window.localStorage.setItem('trellis.notice', 'Hello')
    session.start(member, 'token-3')
    session.end('logout')
    expect(window.sessionStorage.length).toBe(0)
    expect(window.localStorage.length).toBe(0)
    expect(session.get()).toBeNull()
    expect(session.lastEndReason()).toBe('logout')
  })

  it('a new login forgets the last end reason; a stray 401 after logout keeps it', () => {
    session.start(member, 'token-4')
    session.end('logout')
    session.end('unauthorized')
    expect(session.lastEndReason()).toBe('logout')
    session.start(member, 'token-5')
    expect(session.lastEndReason()).toBeNull()
  })

  it('a 401 with no session at all does not claim a session ended', () => {
    session.end('unauthorized')
    expect(session.lastEndReason()).toBeNull()
  })

  it('restores a stored session without restarting the clock', () => {
    const storage = memoryStorage()
    storage.setItem(SESSION_KEY, JSON.stringify({ user: member, token: 't', startedAt: 500 }))
    const store = createSessionStore({ now: () => 1000, session: storage, local: memoryStorage() })
    expect(store.get()).toMatchObject({
      token: 't',
      startedAt: 500,
      user: { userId: member.userId },
    })
  })

  it('works in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => undefined,
      clear: () => undefined,
    }
    vi.stubGlobal('sessionStorage', broken)
    try {
      const store = createSessionStore({ now: () => 0 })
      store.start(member, 'memory-token')
      expect(store.get()?.token).toBe('memory-token')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
