// Route /profile/invite: the member's referral link with a QR code and share links.
import { ReferralCard } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { referralLink } from '../../config'
import { useMember } from '../../member/use-member'
import { useInviteT } from './messages'

/** The invite screen. */
export function InviteScreen() {
  const { userId } = useMember()
  const t = useInviteT()
  return (
    <MemberScreen title={t('title')}>
      <ReferralCard
        title={t('link')}
        link={referralLink(userId)}
        isLoading={userId === ''}
        message={t('message')}
        subject={t('subject')}
      />
    </MemberScreen>
  )
}
