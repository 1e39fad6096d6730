import { Avatar } from './Avatar'
import { Id, Identity, IdentityName, IdentityText } from './MemberList.styles'

/** Props of {@link MemberIdentity}. */
export interface MemberIdentityProps {
  /** The member's full name. */
  name: string
  /** Their user id, under the name. */
  userId: string
}

/**
 * Who is signed in, for the head of the side navigation: avatar, the name on one line (a long one
 * cut with an ellipsis, the whole of it in its title) and the user id under it.
 */
export function MemberIdentity({ name, userId }: MemberIdentityProps) {
  return (
    <Identity>
      <Avatar name={name} size={36} />
      <IdentityText>
        <IdentityName title={name}>{name}</IdentityName>
        <Id>{userId}</Id>
      </IdentityText>
    </Identity>
  )
}
