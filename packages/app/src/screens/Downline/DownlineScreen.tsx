// Route /team/downline: the whole downline, one row per member, 10 a page.
import { useDownLine } from '@trellis/api-client'
import { MemberList } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { InviteLink } from '../../components/InviteLink'
import { usePageParam } from '../../components/use-page-param'
import { useDownlineT } from './messages'

/** The downline screen. */
export function DownlineScreen() {
  const [page, setPage] = usePageParam()
  const { data, error, isLoading, mutate } = useDownLine(page)
  const t = useDownlineT()
  return (
    <MemberScreen title={t('title')}>
      <MemberList
        label={t('members')}
        pagesLabel={t('pages')}
        members={data?.data ?? []}
        page={page}
        total={data?.total ?? 0}
        onPageChange={setPage}
        isLoading={isLoading}
        error={error ? readErrorMessage(error, t('theDownline')) : null}
        onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
        emptyAction={<InviteLink />}
      />
    </MemberScreen>
  )
}
