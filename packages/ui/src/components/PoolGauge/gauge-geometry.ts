/** Radius of the ring on the 120×120 view box. */
export const GAUGE_RADIUS = 50
/** The ring covers three quarters of a circle, open at the bottom like a dial. */
export const GAUGE_SWEEP = 0.75

const CIRCUMFERENCE = 2 * Math.PI * GAUGE_RADIUS

/** How full the gauge is, clamped to 0..1; a missing or zero target reads as empty. */
export function gaugeRatio(value: number, target: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(target) || target <= 0) return 0
  return Math.min(1, Math.max(0, value / target))
}

/** stroke-dasharray values for the track and for the filled arc. */
export function gaugeDashes(ratio: number): { track: string; fill: string } {
  const arc = CIRCUMFERENCE * GAUGE_SWEEP
  return {
    track: `${arc} ${CIRCUMFERENCE}`,
    fill: `${arc * ratio} ${CIRCUMFERENCE}`,
  }
}
