// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { TeamMember } from '@trellis/contract'
import { renderThemed } from '../lists-shared/render-themed'
import { I18nProvider } from '../../i18n/I18nContext'
import { uiMemberHindi } from '../../i18n/hi-member'
import { uiHindi } from '../../i18n/hi'
import { MemberList } from './MemberList'
import { MemberIdentity } from './MemberIdentity'
import { initialsOf } from './Avatar'

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

const list = (members: TeamMember[]) => (
  <MemberList
    label="Members"
    members={members}
    page={1}
    total={members.length}
    onPageChange={() => {}}
  />
)

describe('MemberList', () => {
  it('shows every fact of a member on their row: name, id, status, investment, joined, mobile, team stake', () => {
    renderThemed(list([member, { ...member, userId: 'BCH1000006', totalInvestment: 0 }]))
    const [row, second] = within(screen.getByRole('list', { name: 'Members' })).getAllByRole(
      'listitem',
    )
    const facts = within(row as HTMLElement)
    for (const text of [
      'Kwame',
      'BCH1000005',
      'Active',
      '$2,500.00',
      'Investment',
      'Joined',
      'Mar 9, 2026',
      'Mobile',
      '+233 24 555 0123',
      'Team stake',
      '$18,400.00',
    ])
      expect(facts.getByText(text)).toBeInTheDocument()
    expect(within(second as HTMLElement).getByText('Inactive')).toBeInTheDocument()
    expect(facts.getByText('K')).toHaveAttribute('aria-hidden', 'true')
  })

  it('says its labels in Hindi: no English word is left on a row (issue 27)', () => {
    const catalogue = { ...uiHindi, ...uiMemberHindi }
    renderThemed(
      <I18nProvider locale="hi" catalogue={catalogue}>
        {list([member])}
      </I18nProvider>,
    )
    const row = screen.getByRole('listitem')
    for (const text of ['निवेश', 'जुड़े', 'मोबाइल', 'टीम स्टेक', 'सक्रिय'])
      expect(within(row).getByText(text)).toBeInTheDocument()
    expect(row.textContent).not.toMatch(/\b(Investment|Joined|Mobile|Team stake|Active)\b/)
  })

  it('says "No more data available" past the last page, and no rows while loading', () => {
    renderThemed(
      <MemberList label="Members" members={[]} page={3} total={20} onPageChange={() => {}} />,
    )
    expect(screen.getByText('No more data available')).toBeInTheDocument()
    cleanup()
    renderThemed(
      <MemberList
        label="Members"
        members={[member]}
        page={1}
        total={1}
        isLoading
        onPageChange={() => {}}
      />,
    )
    expect(screen.queryByText('Kwame')).toBeNull()
    expect(screen.getByText('Loading members')).toHaveAttribute('role', 'status')
  })
})

describe('MemberIdentity', () => {
  it('keeps the whole name in the title of a name cut to one line, with the initials beside it', () => {
    renderThemed(<MemberIdentity name="Asha Verma" userId="BCH1000001" />)
    expect(screen.getByText('Asha Verma')).toHaveAttribute('title', 'Asha Verma')
    expect(screen.getByText('BCH1000001')).toBeInTheDocument()
    expect(screen.getByText('AV')).toHaveAttribute('aria-hidden', 'true')
  })

  it('takes initials from the first and last words, one for a single word', () => {
    expect(initialsOf('asha  rani verma')).toBe('AV')
    expect(initialsOf('Kwame')).toBe('K')
    expect(initialsOf('  ')).toBe('?')
    expect(initialsOf('आशा वर्मा')).toBe('आव')
  })
})
