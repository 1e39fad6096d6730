// The action under an empty member list: nobody is there yet, so the useful next step is to invite.
import { TextLink } from './TextLink'

/** "Invite a member": a link to the invitation screen (/profile/invite). */
export function InviteLink() {
  return <TextLink to="/profile/invite">Invite a member</TextLink>
}
