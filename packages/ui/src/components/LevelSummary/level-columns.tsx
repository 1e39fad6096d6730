import { formatUsd, type LevelEntry } from '@trellis/contract'
import { Button } from '../Button'
import type { TableColumn } from '../PaginatedTable'
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
