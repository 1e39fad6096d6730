// Route /profile/invite: the member's referral link with a QR code and share links.
import { ReferralCard } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { referralLink } from '../../config'
import { useMember } from '../../member/use-member'

/** The invite screen. */
export function InviteScreen() {
  const { userId } = useMember()
  return (
    <MemberScreen title="Invite">
      <ReferralCard
        title="Your referral link"
        link={referralLink(userId)}
        isLoading={userId === ''}
        message="Join my team on Trellis:"
        subject="Join me on Trellis"
      />
    </MemberScreen>
  )
}
