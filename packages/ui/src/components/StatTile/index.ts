export { StatTile, formatStatValue } from './StatTile'
export type { StatTileProps, StatTrend } from './StatTile'
