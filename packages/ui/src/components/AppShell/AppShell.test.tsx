// @vitest-environment jsdom
// Which navigation the shell renders at which width. jsdom has no layout, so the width is the
// answer of a stubbed matchMedia; the layout itself is checked by the AppShell stories' play
// functions in a real browser (Domain/AppShell Default at 390 px, Desktop at 1280 px).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderThemed } from '../lists-shared/render-themed'
import { AppShell } from './AppShell'

/** A window as wide as `width`: min-width queries answer by it. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    return {
      matches: min !== null && width >= Number(min[1]),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AppShell', { timeout: 20_000 }, () => {
  it('on a phone: the bottom bar and the menu button, no side navigation', async () => {
    stubWidth(390)
    renderThemed(
      <AppShell title="Wallet" currentPath="/wallet" onLogout={() => {}}>
        <p>content</p>
      </AppShell>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Team', 'Wallet', 'Earning', 'Profile'])
    expect(within(nav).queryByRole('button', { name: 'Logout' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
  })

  // Issue 26, point 8: a phone sub-screen had no way up but the bottom bar.
  it.each([
    ['/wallet/deposit', 'Back to Wallet', '/wallet'],
    ['/team/treeView/BCH1000002', 'Back to Team', '/team'],
    ['/profile/my', 'Back to Profile', '/profile/menu'],
    ['/kyc', 'Back to Profile', '/profile/menu'],
    ['/earning/level', 'Back to Earning', '/earning'],
  ])('on a phone, %s has an arrow up: %s', (path, name, href) => {
    stubWidth(390)
    renderThemed(
      <AppShell title="Sub-screen" currentPath={path} onLogout={() => {}}>
        <p>content</p>
      </AppShell>,
    )
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name })).toHaveAttribute('href', href)
  })

  it.each(['/wallet', '/dashboard', '/team', '/profile/menu'])(
    'a section itself (%s) keeps the brand and no arrow, as does every desktop page',
    (path) => {
      stubWidth(390)
      renderThemed(
        <AppShell title="Section" currentPath={path} onLogout={() => {}}>
          <p>content</p>
        </AppShell>,
      )
      expect(
        within(screen.getByRole('banner')).queryByRole('link', { name: /^Back to/ }),
      ).toBeNull()
      cleanup()
      stubWidth(1280)
      renderThemed(
        <AppShell title="Sub-screen" currentPath="/wallet/deposit" onLogout={() => {}}>
          <p>content</p>
        </AppShell>,
      )
      expect(
        within(screen.getByRole('banner')).queryByRole('link', { name: /^Back to/ }),
      ).toBeNull()
    },
  )

  it('on a desktop: one side navigation with the sections, the menu links once and Logout', async () => {
    stubWidth(1280)
    const onLogout = vi.fn()
    renderThemed(
      <AppShell
        title="Wallet History"
        currentPath="/wallet/all"
        onLogout={onLogout}
        defaultMenuOpen
      >
        <p>content</p>
      </AppShell>,
    )
    // No bottom bar, no menu button and no drawer, even one asked to open.
    expect(screen.getAllByRole('navigation')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    // The drawer's Team is the bottom navigation's: listed once.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Home',
      'Team',
      'Wallet',
      'Earning',
      'Profile',
      'Invest Now',
      'KYC',
      'Wallet History',
      'Support',
    ])
    // One link marks the page: Wallet History, not also its section Wallet.
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page')
        .map((l) => l.textContent),
    ).toEqual(['Wallet History'])
    await userEvent.click(within(nav).getByRole('button', { name: 'Logout' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
  })
})
