import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { emptyTexts, fallbacks, type LevelEntry, type TeamMember } from '@trellis/contract'
import { LevelSummary, type LevelSummaryProps } from '@trellis/ui'
import { expectBadgeWhole, expectLayoutHolds, expectWhole } from './play-support'

const user = (level: number, i: number): TeamMember => ({
  userId: `BCH${level}${String(i + 1).padStart(6, '0')}`,
  firstName: ['Ama', 'Kofi', 'Esi', 'Yaw', 'Akua', 'Kwame'][i % 6] ?? 'Ama',
  mobile: '+233 24 555 0100',
  createdAt: new Date(Date.UTC(2026, 5, 1 + i)).toISOString(),
  totalInvestment: i % 4 === 3 ? 0 : 500 + i * 100,
  self: { teamStake: 0, totalStake: 0, totalTeamMembers: 0 },
  sponcerId: 'BCH1000001',
  totalWithdrawal: 0,
})

const counts = [4, 23, 57, 8]
const levels: LevelEntry[] = counts.map((userCount, i) => ({
  level: i + 1,
  userCount,
  totalInvestment: userCount * 750,
  users: [],
}))
const usersOf = (level: number) =>
  Array.from({ length: counts[level - 1] ?? 0 }, (_, i) => user(level, i))

/** Plays the screen: remembers the open level and page and serves ten users a page. */
function Screen({ users, ...props }: LevelSummaryProps & { users?: TeamMember[] }) {
  const [level, setLevel] = useState<number | null>(null)
  const [page, setPage] = useState(1)
  return (
    <LevelSummary
      {...props}
      onOpenLevel={(l) => {
        setLevel(l)
        setPage(1)
        props.onOpenLevel(l)
      }}
      levelUsers={level === null ? [] : (users ?? usersOf(level)).slice((page - 1) * 10, page * 10)}
      levelPage={page}
      onLevelPageChange={(p) => {
        setPage(p)
        props.onLevelPageChange(p)
      }}
    />
  )
}

const meta = {
  title: 'Domain/LevelSummary',
  component: LevelSummary,
  argTypes: {
    levelError: { control: 'text' },
    error: { control: 'text' },
    onRetry: { control: false },
    initialLevel: { control: 'number' },
    onOpenLevel: { control: false },
    onCloseLevel: { control: false },
    onLevelPageChange: { control: false },
    onLevelRetry: { control: false },
    emptyAction: { control: false },
  },
  args: {
    levels,
    onOpenLevel: fn(),
    onLevelPageChange: fn(),
    onRetry: fn(),
    levelUsers: [],
    levelPage: 1,
  },
  render: (args) => <Screen {...args} />,
} satisfies Meta<typeof LevelSummary>

export default meta
type Story = StoryObj<typeof meta>

/** Level, users and business per level; View opens the level's members ten a page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'View level 2 members' }))
    await expect(args.onOpenLevel).toHaveBeenCalledWith(2)
    const dialog = await screen.findByRole('dialog', { name: 'Level 2 members' })
    await waitFor(() => expect(within(dialog).getByText('BCH2000001')).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: /next/i }))
    await expect(args.onLevelPageChange).toHaveBeenCalledWith(2)
    await waitFor(() => expect(within(dialog).getByText('BCH2000011')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Focus is back on the View that opened it. The picture is the list at rest: whether the
    // browser draws that focus ring depends on how the page was last used, not on the story.
    const view = canvas.getByRole('button', { name: 'View level 2 members' })
    await waitFor(() => expect(view).toHaveFocus())
    view.blur()
  },
}

/** The popup open on level 3, from its first row: the popup takes focus, not its pager below. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View level 3 members' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Level 3 members' })
    await waitFor(() => expect(dialog).toHaveFocus())
    await expect(dialog.scrollTop).toBe(0)
  },
}

/** The popup while the level's users load. */
export const LevelLoading: Story = {
  args: { isLevelLoading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View level 1 members' }),
    )
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(within(dialog).getAllByTestId('member-row-skeleton').length).toBe(3))
  },
}

/** The popup when loading the level's users failed. */
export const LevelError: Story = {
  args: { levelError: fallbacks.requestFailed, onLevelRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View level 1 members' }),
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }))
    await expect(args.onLevelRetry).toHaveBeenCalled()
  },
}

/** Skeleton rows while the levels load. */
export const Loading: Story = { args: { levels: [], isLoading: true } }

/** No downline yet: "No members yet." (not the end of a list), with the screen's action. */
export const Empty: Story = {
  args: { levels: [], emptyAction: <a href="/profile/invite">Invite a member</a> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyTexts.noMembers)).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: 'Invite a member' })).toBeVisible()
  },
}

/** A failed load with Retry. */
export const Error: Story = {
  args: { levels: [], error: fallbacks.requestFailed },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** Deep downlines with large business figures. */
export const LongText: Story = {
  args: {
    levels: Array.from({ length: 12 }, (_, i) => ({
      level: i + 1,
      userCount: 3 ** Math.min(i + 1, 10),
      totalInvestment: 123456789.5 * (i + 1),
      users: [],
    })),
  },
}

/**
 * The popup with long names and large amounts (issue 26, point 10): a name too long for its row
 * is cut with an ellipsis (the whole of it in its title), ids, amounts and statuses stay whole.
 */
export const OpenLongNames: Story = {
  render: (args) => (
    <Screen
      {...args}
      users={[
        {
          ...user(1, 0),
          userId: 'BKSK10000031234',
          firstName: 'Oluwaseun-Adebayo Christabel Nana Akosua Serwaa',
          totalInvestment: 123456789.5,
        },
        { ...user(1, 1), firstName: 'Maximilian-Alexander-Konstantin', totalInvestment: 0 },
        user(1, 2),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View level 1 members' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Level 1 members' })
    const popup = within(dialog)
    await waitFor(() => expect(popup.getByText('$123,456,789.50')).toBeVisible())
    expectWhole([popup.getByText('BKSK10000031234'), popup.getByText('$123,456,789.50')])
    expectBadgeWhole(popup.getAllByText(/^(Active|Inactive)$/))
    expectLayoutHolds(dialog, [popup.getByText('$123,456,789.50')])
  },
}

/**
 * A 40-character name without a space and an eight-figure investment in the popup (issue 26,
 * point 10): every fact of each member stays in the popup's box (the Status column was pushed out
 * of view behind a sideways scroll), the figures keep their size.
 */
export const OpenSpacelessName: Story = {
  render: (args) => (
    <Screen
      {...args}
      users={[
        {
          ...user(1, 0),
          userId: 'BKSK10000031234',
          firstName: 'Oluwaseunadebayochristabelnanaakosuaserw',
          totalInvestment: 12345678.9,
        },
        { ...user(1, 1), totalInvestment: 0 },
        user(1, 2),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'View level 1 members' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Level 1 members' })
    const popup = within(dialog)
    await waitFor(() => expect(popup.getByText('$12,345,678.90')).toBeVisible())
    expectBadgeWhole(popup.getAllByText(/^(Active|Inactive)$/))
    expectLayoutHolds(dialog, [popup.getByText('$12,345,678.90')])
  },
}

/** On a small phone: levels as cards. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
