import { formatUsd, hasActiveStatus, type LevelEntry, type TeamMember } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { Button } from '../Button'
import type { TableColumn } from '../PaginatedTable'
import { formatDate } from '../lists-shared'

/** Columns of the level summary; the last one opens the level's users. */
export function levelColumns(onView: (level: number) => void): TableColumn<LevelEntry>[] {
  return [
    { key: 'level', header: 'Level', render: (l) => `Level ${l.level}` },
    { key: 'users', header: 'Users', render: (l) => l.userCount, align: 'end' },
    {
      key: 'business',
      header: 'Business',
      render: (l) => formatUsd(l.totalInvestment),
      align: 'end',
    },
    {
      key: 'view',
      header: 'Members',
      align: 'end',
      render: (l) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onView(l.level)}
          aria-label={`View level ${l.level} members`}
          aria-haspopup="dialog"
        >
          View
        </Button>
      ),
    },
  ]
}

/** Columns of a level's users in the popup. */
export function userColumns(locale: string): TableColumn<TeamMember>[] {
  return [
    { key: 'id', header: 'User ID', render: (m) => m.userId },
    // A name wraps between its words: a long one must not push Status out of the popup.
    { key: 'name', header: 'Name', render: (m) => m.firstName, wrap: true },
    { key: 'joined', header: 'Joined', render: (m) => formatDate(m.createdAt, locale) },
    {
      key: 'investment',
      header: 'Investment',
      render: (m) => formatUsd(m.totalInvestment),
      align: 'end',
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) => <StatusBadge isActive={hasActiveStatus(m.totalInvestment)} />,
    },
  ]
}
