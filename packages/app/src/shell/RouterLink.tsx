// ui stays router-free: it renders links through this adapter around react-router's Link.
import { Link } from 'react-router-dom'
import type { LinkLikeProps } from '@trellis/ui'

/** A ui link rendered as a client-side router link. */
export function RouterLink({ href, ...rest }: LinkLikeProps) {
  return <Link to={href} {...rest} />
}
