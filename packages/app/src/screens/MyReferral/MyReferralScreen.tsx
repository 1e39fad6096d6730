// Route /team/myReferral: the member's direct referrals, 10 a page.
import { useMemo } from 'react'
import { emptyTexts, type TeamMember } from '@trellis/contract'
import { useMyReferral } from '@trellis/api-client'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { memberColumns } from '../../components/member-columns'
import { InviteLink } from '../../components/InviteLink'
import { usePageParam } from '../../components/use-page-param'
import { useMyReferralT } from './messages'

/** The direct team screen. */
export function MyReferralScreen() {
  const [page, setPage] = usePageParam()
  const result = useMyReferral(page)
  const t = useMyReferralT()
  const columns = useMemo(() => memberColumns(t), [t])
  return (
    <MemberScreen title={t('title')}>
      <HistoryTable<TeamMember>
        caption={t('caption')}
        result={result}
        page={page}
        onPageChange={setPage}
        rowKey={(m) => m.userId}
        columns={columns}
        emptyText={emptyTexts.noMembers}
        emptyAction={<InviteLink />}
      />
    </MemberScreen>
  )
}
