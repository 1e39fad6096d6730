export { ActivationCard } from './ActivationCard'
export type { ActivationCardProps } from './ActivationCard'
