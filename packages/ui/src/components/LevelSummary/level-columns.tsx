import { formatUsd, hasActiveStatus, type LevelEntry, type TeamMember } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { Button } from '../Button'
import type { TableColumn } from '../PaginatedTable'
import { formatDate } from '../lists-shared'
import type { Translate } from '../../i18n/I18nContext'
import type { UiMemberMessageId } from '../../i18n/en-member'

/** Columns of the level summary; the last one opens the level's users. */
export function levelColumns(
  onView: (level: number) => void,
  tm: Translate<UiMemberMessageId>,
): TableColumn<LevelEntry>[] {
  return [
    { key: 'level', header: tm('levelHeader'), render: (l) => tm('levelN', { level: l.level }) },
    { key: 'users', header: tm('levelUsers'), render: (l) => l.userCount, align: 'end' },
    {
      key: 'business',
      header: tm('levelBusiness'),
      render: (l) => formatUsd(l.totalInvestment),
      align: 'end',
    },
    {
      key: 'view',
      header: tm('levelMembers'),
      align: 'end',
      render: (l) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onView(l.level)}
          aria-label={tm('levelViewMembers', { level: l.level })}
          aria-haspopup="dialog"
        >
          {tm('levelView')}
        </Button>
      ),
    },
  ]
}

/** Columns of a level's users in the popup. */
export function userColumns(
  locale: string,
  tm: Translate<UiMemberMessageId>,
): TableColumn<TeamMember>[] {
  return [
    { key: 'id', header: tm('treeUserId'), render: (m) => m.userId },
    // A name wraps between its words: a long one must not push Status out of the popup.
    { key: 'name', header: tm('treeName'), render: (m) => m.firstName, wrap: true },
    { key: 'joined', header: tm('treeJoined'), render: (m) => formatDate(m.createdAt, locale) },
    {
      key: 'investment',
      header: tm('treeInvestment'),
      render: (m) => formatUsd(m.totalInvestment),
      align: 'end',
    },
    {
      key: 'status',
      header: tm('treeStatus'),
      render: (m) => <StatusBadge isActive={hasActiveStatus(m.totalInvestment)} />,
    },
  ]
}
