import { Skeleton } from '../Skeleton'
import { Root } from './MemberCard.styles'

/** A member card's shape while the downline loads. */
export function MemberCardSkeleton() {
  return (
    <Root as="div" data-testid="member-card-skeleton">
      <Skeleton label="Loading member" lines={2} />
      <Skeleton label={null} variant="block" height="48px" />
    </Root>
  )
}
