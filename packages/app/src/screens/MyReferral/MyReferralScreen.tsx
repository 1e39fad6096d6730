// Route /team/myReferral: the member's direct referrals, 10 a page.
import { emptyTexts, type TeamMember } from '@trellis/contract'
import { useMyReferral } from '@trellis/api-client'
import { MemberScreen } from '../../shell/MemberScreen'
import { HistoryTable } from '../../components/HistoryTable'
import { memberColumns } from '../../components/member-columns'
import { InviteLink } from '../../components/InviteLink'
import { usePageParam } from '../../components/use-page-param'

/** The direct team screen. */
export function MyReferralScreen() {
  const [page, setPage] = usePageParam()
  const result = useMyReferral(page)
  return (
    <MemberScreen title="My Direct Team">
      <HistoryTable<TeamMember>
        caption="Direct members"
        result={result}
        page={page}
        onPageChange={setPage}
        rowKey={(m) => m.userId}
        columns={memberColumns}
        emptyText={emptyTexts.noMembers}
        emptyAction={<InviteLink />}
      />
    </MemberScreen>
  )
}
