export { StatGrid } from './StatGrid'
export type { StatGridItem, StatGridProps } from './StatGrid'
