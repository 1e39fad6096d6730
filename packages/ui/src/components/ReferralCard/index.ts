export { ReferralCard } from './ReferralCard'
export type { ReferralCardProps } from './ReferralCard'
export { shareLinks } from './share-links'
export type { ShareTarget } from './share-links'
