export { LevelSummary } from './LevelSummary'
export type { LevelSummaryProps } from './LevelSummary'
