import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { expectBadgeWhole, expectWhole } from './play-support'
import type { TeamMember } from '@trellis/contract'
import { MemberCard, MemberCardSkeleton } from '@trellis/ui'

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

const meta = {
  title: 'Domain/MemberCard',
  component: MemberCard,
  args: { member },
} satisfies Meta<typeof MemberCard>

export default meta
type Story = StoryObj<typeof meta>

/** A downline member who has invested: Active. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Active')).toBeVisible()
    await expect(canvas.getByText('$2,500.00')).toBeVisible()
    await expect(canvas.getByText('$18,400.00')).toBeVisible()
    await expect(canvas.getByText('Mar 9, 2026')).toBeVisible()
  },
}

/** No investment yet: Inactive (the spec's rule). */
export const Inactive: Story = {
  args: { member: { ...member, totalInvestment: 0, self: { ...member.self, teamStake: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inactive')).toBeVisible()
  },
}

/** Placeholder while the downline loads. */
export const Loading: Story = { render: () => <MemberCardSkeleton /> }

/** A page of cards, as the downline screen lists them. */
export const Grid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[0, 1, 2].map((i) => (
        <MemberCard
          key={i}
          {...args}
          member={{ ...member, userId: `BCH100000${i + 5}`, totalInvestment: i === 1 ? 0 : 2500 }}
        />
      ))}
    </div>
  ),
}

/** Long names wrap inside the card; the id, the date and the amounts stay whole. */
export const LongText: Story = {
  args: {
    member: {
      ...member,
      userId: 'BKSK1000000000012345',
      firstName: 'Oluwaseun-Adebayo Christabel Nana Akosua',
      totalInvestment: 123456789.5,
      self: { ...member.self, teamStake: 987654321.25 },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expectWhole(
      ['BKSK1000000000012345', 'Mar 9, 2026', '$123,456,789.50', '$987,654,321.25'].map((text) =>
        canvas.getByText(text),
      ),
    )
  },
}

/**
 * A long name beside the status: the name wraps, the badge keeps its whole word (issue 26,
 * point 10: the name's width squeezed it to "Inactiv…").
 */
export const LongNameInactive: Story = {
  args: {
    member: {
      ...member,
      userId: 'BKSK1000000000012345',
      firstName: 'Oluwaseun-Adebayo Christabel Nana Akosua',
      totalInvestment: 0,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expectBadgeWhole([canvas.getByText('Inactive')])
    expectWhole([canvas.getByText('BKSK1000000000012345')])
  },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
