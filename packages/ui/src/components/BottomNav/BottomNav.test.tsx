// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import type { NavLinkProps } from '../lists-shared'
import { renderThemed } from '../lists-shared/render-themed'
import { BottomNav } from './BottomNav'

afterEach(cleanup)

describe('BottomNav', () => {
  it('marks the section of the current page', () => {
    renderThemed(<BottomNav currentPath="/profile/walletAddress" />)
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current'))
    expect(current.map((l) => l.textContent)).toEqual(['Profile'])
  })

  it.each([
    ['/investNow', 'Wallet'],
    ['/bonus', 'Wallet'],
    ['/wallet/fundTransfer', 'Wallet'],
    ['/kyc', 'Profile'],
    ['/forgot-password', null],
  ])('on %s marks %s, the section the page belongs to', (path, section) => {
    renderThemed(<BottomNav currentPath={path} />)
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current'))
    expect(current.map((l) => l.textContent)).toEqual(section ? [section] : [])
  })

  it('renders links through the given link component', () => {
    function Fake({ href, children, ...rest }: NavLinkProps) {
      return (
        <a data-router="yes" href={`#${href}`} {...rest}>
          {children}
        </a>
      )
    }
    renderThemed(<BottomNav currentPath="/team" linkComponent={Fake} />)
    const team = screen.getByRole('link', { name: 'Team' })
    expect(team).toHaveAttribute('data-router', 'yes')
    expect(team).toHaveAttribute('href', '#/team')
    expect(team).toHaveAttribute('aria-current', 'page')
  })
})
