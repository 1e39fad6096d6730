// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { NavLinkProps } from '../lists-shared'
import { renderThemed } from '../lists-shared/render-themed'
import { SideMenu } from './SideMenu'

/** jsdom cannot navigate, except by hash. */
function HashLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a href={`#${href}`} {...rest}>
      {children}
    </a>
  )
}

afterEach(cleanup)

describe('SideMenu', { timeout: 20_000 }, () => {
  it("lists the spec's items and Logout, and renders nothing when closed", async () => {
    const onLogout = vi.fn()
    const { rerender } = renderThemed(
      <SideMenu isOpen onClose={() => {}} onLogout={onLogout} currentPath="/team/level" />,
    )
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Invest Now', 'KYC', 'Wallet History', 'Team', 'Support'])
    expect(within(drawer).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }))
    expect(onLogout).toHaveBeenCalledTimes(1)
    rerender(<SideMenu isOpen={false} onClose={() => {}} onLogout={onLogout} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape, the backdrop and a followed link, and keeps Tab inside', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderThemed(<SideMenu isOpen onClose={onClose} onLogout={() => {}} linkComponent={HashLink} />)
    const close = screen.getByRole('button', { name: 'Close menu' })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.click(screen.getByTestId('side-menu-overlay'))
    expect(onClose).toHaveBeenCalledTimes(2)
    await user.click(screen.getByRole('link', { name: 'KYC' }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it("sets the member line in from the drawer's edge, like the items under it", () => {
    renderThemed(
      <SideMenu isOpen onClose={() => {}} onLogout={() => {}} header={<span>Asha Verma</span>} />,
    )
    const line = screen.getByText('Asha Verma').parentElement as HTMLElement
    expect(line.getAttribute('role')).not.toBe('dialog')
    expect(parseFloat(getComputedStyle(line).paddingLeft)).toBeGreaterThan(0)
  })
})
