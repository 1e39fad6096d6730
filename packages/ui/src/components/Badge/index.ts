export { Badge, StatusBadge, DirectionBadge } from './Badge'
export type { BadgeProps, BadgeTone, StatusBadgeProps, DirectionBadgeProps } from './Badge'
