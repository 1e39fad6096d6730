import { useMemo, useState, type ReactNode } from 'react'
import { emptyTexts, localeTags, type LevelEntry, type TeamMember } from '@trellis/contract'
import { Button } from '../Button'
import { Dialog } from '../Dialog'
import { PaginatedTable } from '../PaginatedTable'
import { MemberList } from '../MemberList'
import { levelColumns } from './level-columns'
import { useUiT } from '../../i18n/use-ui-t'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { useLocale } from '../../i18n/I18nContext'

/** Props of {@link LevelSummary}. */
export interface LevelSummaryProps {
  /** One entry per level of the downline; level 1 is the direct referrals. */
  levels: LevelEntry[]
  /** Shows skeleton rows while the levels load. */
  isLoading?: boolean
  /** A failure to show instead of the levels. */
  error?: string | null
  /** Offered as a Retry button with the error. */
  onRetry?: () => void
  /** Under "No members yet." when there are no levels: the next step (an invitation link). */
  emptyAction?: ReactNode
  /** A level whose popup is open from the start (a link to a level's members). */
  initialLevel?: number | null
  /** A level's View button was pressed: load its users (page 1). */
  onOpenLevel: (level: number) => void
  /** The popup was closed. */
  onCloseLevel?: () => void
  /** The open level's users on `levelPage`. */
  levelUsers: TeamMember[]
  /** The popup table's page, 1-based. */
  levelPage: number
  /** How many users the open level has; its userCount by default. */
  levelTotal?: number
  /** Called with the popup page the member asks for. */
  onLevelPageChange: (page: number) => void
  /** The open level's users are loading. */
  isLevelLoading?: boolean
  /** A failure loading the open level's users. */
  levelError?: string | null
  /** Retries loading the open level's users. */
  onLevelRetry?: () => void
  /** BCP 47 locale for dates. */
  locale?: string
}

/** Per-level summary (level, users, business), each with a popup table of that level's users. */
export function LevelSummary({
  levels,
  isLoading = false,
  error,
  onRetry,
  emptyAction,
  initialLevel = null,
  onOpenLevel,
  onCloseLevel,
  levelUsers,
  levelPage,
  levelTotal,
  onLevelPageChange,
  isLevelLoading = false,
  levelError,
  onLevelRetry,
  locale: localeProp,
}: LevelSummaryProps) {
  const t = useUiT()
  const tm = useUiMemberT()
  const pageLocale = useLocale()
  const locale = localeProp ?? localeTags[pageLocale]
  const [openLevel, setOpenLevel] = useState<number | null>(initialLevel)
  const columns = useMemo(
    () =>
      levelColumns((level) => {
        setOpenLevel(level)
        onOpenLevel(level)
      }, tm),
    [onOpenLevel, tm],
  )
  const open = levels.find((l) => l.level === openLevel)
  const close = () => {
    setOpenLevel(null)
    onCloseLevel?.()
  }
  return (
    <>
      <PaginatedTable
        caption={tm('levels')}
        columns={columns}
        rows={levels}
        rowKey={(l) => String(l.level)}
        page={1}
        total={levels.length}
        pageSize={Math.max(levels.length, 1)}
        onPageChange={() => {}}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        // No levels means nobody in the team yet, not the end of a list.
        emptyText={emptyTexts.noMembers}
        emptyAction={emptyAction}
      />
      <Dialog
        isOpen={openLevel !== null}
        onClose={close}
        title={tm('levelMembersTitle', { level: openLevel ?? '' })}
        // One row per member (issue 26, point 6): every fact in the popup's width, nothing to
        // scroll sideways at any size.
        size="md"
        focusOnOpen="dialog"
        footer={
          <Button variant="secondary" onClick={close}>
            {t('close')}
          </Button>
        }
      >
        <MemberList
          label={tm('levelMembersOf', { level: openLevel ?? '' })}
          members={levelUsers}
          page={levelPage}
          total={levelTotal ?? open?.userCount ?? levelUsers.length}
          onPageChange={onLevelPageChange}
          isLoading={isLevelLoading}
          error={levelError}
          onRetry={onLevelRetry}
          emptyText={emptyTexts.noMoreData}
          locale={locale}
        />
      </Dialog>
    </>
  )
}
