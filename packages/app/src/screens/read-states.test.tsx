// @vitest-environment jsdom
// Issue "What a new member runs into" #12: a failed read says what failed and offers Retry only
// where retrying can help; an empty member list says so and offers an invitation.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { fallbacks } from '@trellis/contract'
import { configureApi, memoryStorage, session } from '@trellis/api-client'
import { mockState, resetWorld, startMockSession } from '@trellis/api-client/mocks'
import { createMockServer } from '@trellis/api-client/mocks/node'
import { renderAt } from '../testing/render-at'

const server = createMockServer()

/** The app at `path`, signed in as the mock world's member. */
function signedInAt(path: string) {
  session.configure({ session: memoryStorage(), local: memoryStorage() })
  startMockSession()
  renderAt(path)
}

describe('read states', { timeout: 30_000 }, () => {
  beforeAll(() => {
    configureApi({ baseUrl: 'http://localhost/api' })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    cleanup()
    server.resetHandlers()
    session.end('logout')
    session.clearEndReason()
    resetWorld()
  })
  afterAll(() => server.close())

  it('names the list that failed to load, not a submission, and offers Retry', async () => {
    server.use(mockState('downLine', 'error'))
    signedInAt('/team/downline')
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent('Could not load your downline.')
    expect(alert).not.toHaveTextContent(fallbacks.requestFailed)
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('offers no Retry for a member outside the team: retrying cannot help', async () => {
    signedInAt('/team/treeView/BCH1000000')
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert).toHaveTextContent('This member is not in your team.')
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('says an empty member list has no members and offers an invitation', async () => {
    server.use(mockState('myReferral', 'empty'))
    signedInAt('/team/myReferral')
    expect(await screen.findByText('No members yet.', {}, { timeout: 10_000 })).toBeVisible()
    expect(screen.queryByText('No transactions found.')).toBeNull()
    expect(screen.getByRole('link', { name: 'Invite a member' })).toHaveAttribute(
      'href',
      '/profile/invite',
    )
  })
})
