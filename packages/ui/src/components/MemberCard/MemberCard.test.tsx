// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import type { TeamMember } from '@trellis/contract'
import { renderThemed } from '../lists-shared/render-themed'
import { MemberCard } from './MemberCard'

afterEach(cleanup)

const member: TeamMember = {
  userId: 'BCH1000005',
  firstName: 'Kwame',
  mobile: '+233 24 555 0123',
  createdAt: '2026-03-09T12:00:00Z',
  totalInvestment: 2500,
  self: { teamStake: 18400, totalStake: 20900, totalTeamMembers: 14 },
  sponcerId: 'BCH1000001',
  totalWithdrawal: 300,
}

describe('MemberCard', () => {
  it('shows the member with Active when they have invested', () => {
    renderThemed(<MemberCard member={member} />)
    expect(screen.getByRole('heading')).toHaveTextContent('KwameBCH1000005')
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('+233 24 555 0123')).toBeInTheDocument()
    expect(screen.getByText('Mar 9, 2026')).toBeInTheDocument()
    expect(screen.getByText('$2,500.00')).toBeInTheDocument()
    expect(screen.getByText('$18,400.00')).toBeInTheDocument()
  })

  it('is Inactive with no investment (spec section 4)', () => {
    renderThemed(<MemberCard member={{ ...member, totalInvestment: 0 }} />)
    expect(screen.getByText('Inactive')).toBeInTheDocument()
    expect(screen.queryByText('Active')).toBeNull()
  })
})
