// @vitest-environment jsdom
// Issue "What a new member runs into" #13: the page of a paged list is in the URL (?page=2), so
// a reload opens the same page and Back returns to the page before.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureApi, memoryStorage, session } from '@trellis/api-client'
import { resetWorld, startMockSession } from '@trellis/api-client/mocks'
import { createMockServer } from '@trellis/api-client/mocks/node'
import { renderAt } from '../../testing/render-at'

const server = createMockServer()

const currentPage = async (n: number) =>
  waitFor(
    () =>
      expect(screen.getByRole('button', { name: `Page ${n}`, hidden: true })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    { timeout: 10_000 },
  )

describe('the page of a paged list is in the URL', { timeout: 30_000 }, () => {
  beforeAll(() => {
    configureApi({ baseUrl: 'http://localhost/api' })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    cleanup()
    session.end('logout')
    session.clearEndReason()
    resetWorld()
  })
  afterAll(() => server.close())

  it('opens the page the URL names, puts a new page in the URL, and Back returns', async () => {
    session.configure({ session: memoryStorage(), local: memoryStorage() })
    startMockSession()
    const router = renderAt('/wallet/all?page=2')
    await currentPage(2)
    await userEvent.click(screen.getByRole('button', { name: 'Page 3', hidden: true }))
    await currentPage(3)
    expect(router.state.location.search).toBe('?page=3')
    await act(() => router.navigate(-1))
    await currentPage(2)
    expect(router.state.location.search).toBe('?page=2')
  })
})
