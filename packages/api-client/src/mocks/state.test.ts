import { describe, expect, it } from 'vitest'
import { fallbacks, messages } from '@trellis/contract'
import { send as post, setupMockServer, TEST_BASE } from '../testing/mock-server'
import { HELD_REQUESTS_KEY, mockState } from './state'

const { server } = setupMockServer()

describe('mockState', () => {
  it('answers empty, error and validation states', async () => {
    server.use(
      mockState('allWalletTrans', 'empty'),
      mockState('getUser', 'error'),
      mockState('investNow', 'validation'),
    )
    expect((await post('allWalletTrans', { page: 1 })).body).toMatchObject({ data: [], total: 0 })
    const error = await post('getUser')
    expect(error.status).toBe(500)
    expect(error.body.message).toBe(fallbacks.requestFailed)
    expect((await post('investNow', {})).body.message).toBe(messages.investMultiple)
  })

  it('never answers while loading and answers late when slow', async () => {
    server.use(mockState('getPlan', 'loading'), mockState('earningDash', 'slow', { delayMs: 50 }))
    const controller = new AbortController()
    const pending = fetch(`${TEST_BASE}/getPlan`, { signal: controller.signal })
    const outcome = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('waiting'), 200)),
    ])
    expect(outcome).toBe('waiting')
    // Held on purpose, and said so: a harness waiting for quiet need not wait for it.
    const held = (globalThis as { [HELD_REQUESTS_KEY]?: string[] })[HELD_REQUESTS_KEY]
    expect(held).toContain(`GET ${TEST_BASE}/getPlan`)
    controller.abort()
    await pending.catch(() => undefined)
    expect((await post('earningDash')).status).toBe(200)
  })

  it('lets a story override a message', async () => {
    server.use(mockState('getUser', 'error', { message: 'Down for maintenance.' }))
    expect((await post('getUser')).body.message).toBe('Down for maintenance.')
  })
})
