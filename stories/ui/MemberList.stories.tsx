import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { emptyTexts, type TeamMember } from '@trellis/contract'
import { MemberList } from '@trellis/ui'
import { expectBadgeWhole, expectLayoutHolds, expectWhole } from './play-support'

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

const page: TeamMember[] = [
  member,
  { ...member, userId: 'BCH1000006', firstName: 'Ama Serwaa', totalInvestment: 0 },
  {
    ...member,
    userId: 'BCH1000007',
    firstName: 'Yaw',
    totalInvestment: 12000,
    self: { ...member.self, teamStake: 0 },
  },
]

const meta = {
  title: 'Domain/MemberList',
  component: MemberList,
  argTypes: {
    onPageChange: { control: false },
    onRetry: { control: false },
    error: { control: 'text' },
    emptyAction: { control: false },
  },
  args: {
    label: 'Downline members',
    members: page,
    page: 1,
    total: 23,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MemberList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A page of a team list, one row per member: name, id and status, their investment at the end,
 * joined date, mobile and team stake smaller under the name; the pager under the rows.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Downline members' })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    const first = within(rows[0] as HTMLElement)
    for (const text of ['Kwame', 'BCH1000005', 'Active', '$2,500.00', 'Investment'])
      await expect(first.getByText(text)).toBeVisible()
    for (const text of ['Joined', 'Mar 9, 2026', 'Mobile', '+233 24 555 0123', 'Team stake'])
      await expect(first.getByText(text)).toBeVisible()
    await expect(first.getByText('$18,400.00')).toBeVisible()
    await expect(within(rows[1] as HTMLElement).getByText('Inactive')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Downline members pages' })).toBeVisible()
  },
}

/**
 * Real data on a small phone (issue 26, points 6 and 10): a 40-character name without a space, an
 * eight-figure investment and team stake, a long mobile number. The name is cut with an ellipsis
 * (the whole of it in its title), nothing else is wider than its box, no figure is shrunk below
 * 12 px (the downline's cards drew them at 6.4 px), and the status keeps its whole word.
 */
export const RealData: Story = {
  args: {
    members: [
      {
        ...member,
        userId: 'BKSK10000031234',
        firstName: 'Oluwaseunadebayochristabelnanaakosuaserw',
        mobile: '+233 24 555 0123 4567',
        totalInvestment: 12345678.9,
        self: { ...member.self, teamStake: 98765432.1 },
      },
      {
        ...member,
        userId: 'BKSK10000031235',
        firstName: 'Oluwaseun-Adebayo Christabel Nana Akosua',
        totalInvestment: 0,
      },
    ],
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const figures = ['$12,345,678.90', '$98,765,432.10', '+233 24 555 0123 4567'].map((text) =>
      canvas.getByText(text),
    )
    expectLayoutHolds(canvasElement, figures)
    expectWhole([...figures, canvas.getByText('BKSK10000031234')])
    expectBadgeWhole(canvas.getAllByText(/^(Active|Inactive)$/))
    await expect(canvas.getByTitle('Oluwaseunadebayochristabelnanaakosuaserw')).toBeVisible()
  },
}

/** Placeholder rows while a page loads: announced once. */
export const Loading: Story = {
  args: { members: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Loading members')).toHaveAttribute('role', 'status')
    await expect(canvas.getAllByTestId('member-row-skeleton')).toHaveLength(3)
  },
}

/** Nobody yet: the spec's "No members yet.". */
export const Empty: Story = {
  args: { members: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyTexts.noMembers)).toBeVisible()
  },
}

/** The page failed to load: the message and Retry, no pager. */
export const Error: Story = {
  args: { members: [], error: 'Could not load your downline. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Retry' }).click()
    await expect(args.onRetry).toHaveBeenCalled()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
