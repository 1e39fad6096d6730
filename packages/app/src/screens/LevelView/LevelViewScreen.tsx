// Route /team/level: per level, the number of users and their business, with a popup table of
// that level's users (10 a page).
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useLevelUsers, useLevelView } from '@trellis/api-client'
import { LevelSummary } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { pageOf, usePageParam } from '../../components/use-page-param'
import { InviteLink } from '../../components/InviteLink'
import { useLevelViewT } from './messages'

/** The level view screen. */
export function LevelViewScreen() {
  const levels = useLevelView()
  const t = useLevelViewT()
  // ?level=2 opens on that level's members (the tree's "Show all directs" links here).
  const [params] = useSearchParams()
  const [open, setOpen] = useState<number | null>(() => {
    const asked = pageOf(params, 'level')
    return params.has('level') ? asked : null
  })
  const [page, setPage] = usePageParam()
  const users = useLevelUsers(open, page)

  return (
    <MemberScreen title={t('title')}>
      <LevelSummary
        levels={levels.data?.data ?? []}
        isLoading={levels.isLoading}
        error={levels.error ? readErrorMessage(levels.error, t('theLevels')) : null}
        onRetry={retryCanHelp(levels.error) ? () => void levels.mutate() : undefined}
        emptyAction={<InviteLink />}
        initialLevel={open}
        onOpenLevel={(level) => {
          setOpen(level)
          setPage(1)
        }}
        onCloseLevel={() => setOpen(null)}
        levelUsers={users.data?.data ?? []}
        levelPage={page}
        levelTotal={users.data?.total}
        onLevelPageChange={setPage}
        isLevelLoading={users.isLoading}
        levelError={users.error ? readErrorMessage(users.error, t('theMembers')) : null}
        onLevelRetry={retryCanHelp(users.error) ? () => void users.mutate() : undefined}
      />
    </MemberScreen>
  )
}
