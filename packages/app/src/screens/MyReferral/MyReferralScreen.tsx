// Route /team/myReferral: the member's direct referrals, one row each, 10 a page.
import { useMyReferral } from '@trellis/api-client'
import { MemberList } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { readErrorMessage, retryCanHelp } from '../../components/error-message'
import { InviteLink } from '../../components/InviteLink'
import { usePageParam } from '../../components/use-page-param'
import { useMyReferralT } from './messages'

/** The direct team screen. */
export function MyReferralScreen() {
  const [page, setPage] = usePageParam()
  const { data, error, isLoading, mutate } = useMyReferral(page)
  const t = useMyReferralT()
  return (
    <MemberScreen title={t('title')}>
      <MemberList
        label={t('caption')}
        members={data?.data ?? []}
        page={page}
        total={data?.total ?? 0}
        onPageChange={setPage}
        isLoading={isLoading}
        error={error ? readErrorMessage(error, t('caption').toLowerCase()) : null}
        onRetry={retryCanHelp(error) ? () => void mutate() : undefined}
        emptyAction={<InviteLink />}
      />
    </MemberScreen>
  )
}
