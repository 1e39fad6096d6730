import { Skeleton } from '../Skeleton'
import { Root } from './MemberCard.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** A member card's shape while the downline loads. */
export function MemberCardSkeleton() {
  const t = useUiT()
  return (
    <Root as="div" data-testid="member-card-skeleton">
      <Skeleton label={t('loadingMember')} lines={2} />
      <Skeleton label={null} variant="block" height="48px" />
    </Root>
  )
}
