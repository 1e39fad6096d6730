export { PoolGauge } from './PoolGauge'
export type { PoolGaugeProps } from './PoolGauge'
export { gaugeRatio } from './gauge-geometry'
