// Route /team/level: per level, the number of users and their business, with a popup table of
// that level's users (10 a page).
import { useState } from 'react'
import { fallbacks } from '@trellis/contract'
import { useLevelUsers, useLevelView } from '@trellis/api-client'
import { LevelSummary } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { errorMessage } from '../../components/error-message'
import { usePageParam } from '../../components/use-page-param'

/** The level view screen. */
export function LevelViewScreen() {
  const levels = useLevelView()
  const [open, setOpen] = useState<number | null>(null)
  const [page, setPage] = usePageParam()
  const users = useLevelUsers(open, page)
  const fail = (e: unknown) => (e ? errorMessage(e, fallbacks.requestFailed) : null)

  return (
    <MemberScreen title="Level View">
      <LevelSummary
        levels={levels.data?.data ?? []}
        isLoading={levels.isLoading}
        error={fail(levels.error)}
        onRetry={() => void levels.mutate()}
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
        levelError={fail(users.error)}
        onLevelRetry={() => void users.mutate()}
      />
    </MemberScreen>
  )
}
