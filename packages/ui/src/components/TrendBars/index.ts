export { TrendBars } from './TrendBars'
export type { TrendBar, TrendBarsProps } from './TrendBars'
