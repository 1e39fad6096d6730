// The columns of a team member list: id, name, mobile, joined, investment, status.
import { formatUsd, hasActiveStatus, type TeamMember } from '@trellis/contract'
import { StatusBadge, type TableColumn } from '@trellis/ui'
import { formatDate } from './format'

/** Columns for direct referrals and a level's users. */
export const memberColumns: TableColumn<TeamMember>[] = [
  { key: 'userId', header: 'User ID', render: (m) => m.userId },
  { key: 'name', header: 'Name', render: (m) => m.firstName, wrap: true },
  { key: 'mobile', header: 'Mobile', render: (m) => m.mobile },
  { key: 'joined', header: 'Joined', render: (m) => formatDate(m.createdAt) },
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
