// The action under an empty member list: nobody is there yet, so the useful next step is to invite.
import { useInviteT } from '../screens/Invite/messages'
import { TextLink } from './TextLink'

/** "Invite a member": a link to the invitation screen (/profile/invite). */
export function InviteLink() {
  const t = useInviteT()
  return <TextLink to="/profile/invite">{t('inviteMember')}</TextLink>
}
