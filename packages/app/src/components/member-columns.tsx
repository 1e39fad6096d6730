// The columns of a team member list: id, name, mobile, joined, investment, status.
import { formatUsd, hasActiveStatus, type TeamMember } from '@trellis/contract'
import { StatusBadge, type TableColumn, type Translate } from '@trellis/ui'
import { formatDate } from './format'

/** The column headers' ids in the screen's catalogue. */
type MemberColumnId = 'userId' | 'name' | 'mobile' | 'joined' | 'investment' | 'status'

/** Columns for direct referrals and a level's users, headed in the page's language. */
export function memberColumns(t: Translate<MemberColumnId>): TableColumn<TeamMember>[] {
  return [
    { key: 'userId', header: t('userId'), render: (m) => m.userId },
    { key: 'name', header: t('name'), render: (m) => m.firstName, wrap: true },
    { key: 'mobile', header: t('mobile'), render: (m) => m.mobile },
    { key: 'joined', header: t('joined'), render: (m) => formatDate(m.createdAt) },
    {
      key: 'investment',
      header: t('investment'),
      render: (m) => formatUsd(m.totalInvestment),
      align: 'end',
    },
    {
      key: 'status',
      header: t('status'),
      render: (m) => <StatusBadge isActive={hasActiveStatus(m.totalInvestment)} />,
    },
  ]
}
