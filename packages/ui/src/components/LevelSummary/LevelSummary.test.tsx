// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LevelEntry, TeamMember } from '@trellis/contract'
import { renderThemed } from '../lists-shared/render-themed'
import { LevelSummary } from './LevelSummary'

afterEach(cleanup)

const levels: LevelEntry[] = [
  { level: 1, userCount: 2, totalInvestment: 1500, users: [] },
  { level: 2, userCount: 23, totalInvestment: 17250, users: [] },
]
const users: TeamMember[] = [
  {
    userId: 'BCH2000001',
    firstName: 'Ama',
    mobile: '0',
    createdAt: '2026-06-01T00:00:00Z',
    totalInvestment: 0,
    self: { teamStake: 0, totalStake: 0, totalTeamMembers: 0 },
    sponcerId: null,
    totalWithdrawal: 0,
  },
]

describe('LevelSummary', { timeout: 20_000 }, () => {
  it("lists each level's users and business, and View opens that level's members", async () => {
    const user = userEvent.setup()
    const onOpenLevel = vi.fn()
    const onLevelPageChange = vi.fn()
    renderThemed(
      <LevelSummary
        levels={levels}
        onOpenLevel={onOpenLevel}
        levelUsers={users}
        levelPage={1}
        onLevelPageChange={onLevelPageChange}
      />,
    )
    expect(screen.getByText('$17,250.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View level 2 members' }))
    expect(onOpenLevel).toHaveBeenCalledWith(2)
    const dialog = screen.getByRole('dialog', { name: 'Level 2 members' })
    expect(within(dialog).getByText('BCH2000001')).toBeInTheDocument()
    expect(within(dialog).getByText('Inactive')).toBeInTheDocument()
    // 23 users: three pages, total taken from the level's userCount.
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /next/i }))
    expect(onLevelPageChange).toHaveBeenCalledWith(2)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
