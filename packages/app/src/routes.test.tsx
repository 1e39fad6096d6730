// @vitest-environment jsdom
// Spec section 2: every route exists; any other path goes to /dashboard, or /login without a
// session; a member's route without a session goes to /login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { memoryStorage, session } from '@trellis/api-client'
import { buildMember } from '@trellis/api-client/mocks'
import { routePaths } from './routes'
import { specMemberPaths, specPublicPaths } from './spec-routes'
import { renderAt } from './testing/render-at'

const specPaths: string[] = [...specPublicPaths, ...specMemberPaths]

describe('routes', () => {
  beforeEach(() => {
    session.configure({ session: memoryStorage(), local: memoryStorage() })
  })
  afterEach(() => {
    cleanup()
    session.end('logout')
    session.clearEndReason()
  })

  // First: React Router warns once per module, so a later test would not see it.
  it("loads a lazy first screen without React Router's HydrateFallback warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      renderAt('/login')
      await screen.findByRole('heading', { level: 1, name: 'Trellis' }, { timeout: 10_000 })
      const said = warn.mock.calls.map((args) => args.map(String).join(' '))
      expect(said.filter((line) => line.includes('HydrateFallback'))).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })
  it('declares every route of the spec', () => {
    expect([...routePaths].sort()).toEqual([...specPaths].sort())
  })

  it('sends an unknown path to /login without a session', async () => {
    const router = renderAt('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trellis' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
  })

  it('sends an unknown path to /dashboard with a session', async () => {
    session.start(buildMember(), 'token')
    const router = renderAt('/no/such/page')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    })
  })

  it('guards a member route: /wallet without a session opens /login', async () => {
    const router = renderAt('/wallet')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    })
  })

  // Issue 26, point 11: the screen was "Wallet Address" from the profile menu, "KYC" from the side
  // menu and "USDT address and transaction password" in its card; the drawer's Network opened the
  // page the bottom navigation calls Team.
  it('calls each page one name: KYC at both of its routes and in both menus, Team in both', async () => {
    session.start(buildMember(), 'token')
    for (const path of ['/profile/walletAddress', '/kyc']) {
      renderAt(path)
      expect(
        await screen.findByRole('heading', { level: 1, name: 'KYC' }, { timeout: 10_000 }),
      ).toBeInTheDocument()
      expect(screen.queryByText(/wallet address|USDT address and transaction password/i)).toBeNull()
      cleanup()
    }
    renderAt('/profile/menu')
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 10_000 }))
    await screen.findByRole('dialog', { name: 'Menu' })
    // A link's name without the list's chevron.
    const named = (href: string[]) =>
      screen
        .getAllByRole('link')
        .filter((link) => href.includes(link.getAttribute('href') ?? ''))
        .map((link) => (link.textContent ?? '').replace(/[›\s]+$/, ''))
    // The profile menu's link and the drawer's.
    expect(named(['/profile/walletAddress', '/kyc'])).toEqual(['KYC', 'KYC'])
    // The bottom navigation's and the drawer's.
    expect(named(['/team'])).toEqual(['Team', 'Team'])
  })

  // Issue 26, point 8: a logged-out deep link (or a session that ran out on a page) returned the
  // member to the dashboard after the sign-in, not to the page.
  it('returns a logged-out deep link to its page after the sign-in', async () => {
    const router = renderAt('/wallet/all?page=2')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    })
    await screen.findByRole('heading', { level: 1, name: 'Trellis' }, { timeout: 10_000 })
    act(() => session.start(buildMember(), 'token'))
    await waitFor(
      () =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/wallet/all?page=2',
        ),
      { timeout: 10_000 },
    )
  })

  it('starts the sign-in after a logout afresh, on the dashboard', async () => {
    session.start(buildMember(), 'token')
    const router = renderAt('/wallet/all')
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
    act(() => session.end('logout'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    })
    act(() => session.start(buildMember(), 'token'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    })
  })

  it('opens sign-up with the sponsor from a referral link', async () => {
    renderAt('/login/BCH1000000')
    expect(await screen.findByLabelText('Sponsor ID', {}, { timeout: 10_000 })).toHaveValue(
      'BCH1000000',
    )
  })
})
