import { describe, expect, it } from 'vitest'
import { darkTheme, lightTheme } from '../themes'
import { gaugeTrackColor } from '../components/PoolGauge/PoolGauge.styles'
import { contrastRatio, flatten } from './contrast'

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBe(1)
    // Order does not matter: the lighter colour is always on top of the fraction.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('lays a translucent colour over the background before measuring', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1)
    expect(contrastRatio('rgba(0, 0, 0, 1)', '#ffffff')).toBeCloseTo(21, 5)
  })

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => contrastRatio('teal', '#ffffff')).toThrow(/teal/)
    expect(() => contrastRatio('#000', 'rgba(0, 0, 0, 0.5)')).toThrow(/opaque/)
  })
})

// WCAG 1.4.11 (non-text contrast): the gauge's ring is what shows how full the pool is, so its
// empty track must stand out from the card at 3:1, in each theme.
describe.each([lightTheme, darkTheme])('the $name theme', (theme) => {
  it('draws the gauge track at 3:1 or more against the card surface', () => {
    expect(contrastRatio(gaugeTrackColor(theme), theme.color.surface)).toBeGreaterThanOrEqual(3)
  })
})

// Status text (badges, a warning's or an error's words) on its own tint, laid over each ground a
// status can sit on, and on the grounds themselves: 4.7:1 or more, so a change of a unit or two
// in a colour does not fall below WCAG's 4.5:1 (the light warning was 4.51:1 on its tint).
const statuses = ['success', 'danger', 'warning'] as const
const grounds = ['bg', 'surface', 'surfaceAlt'] as const
const HEADROOM = 4.7

describe.each([lightTheme, darkTheme])('status colours of the $name theme', (theme) => {
  it.each(statuses.flatMap((status) => grounds.map((ground) => [status, ground] as const)))(
    '%s reads at 4.7:1 or more on its tint over %s, and on that ground itself',
    (status, ground) => {
      const text = theme.color[status]
      const under = theme.color[ground]
      const tint = flatten(theme.color[`${status}Bg`], under)
      expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(HEADROOM)
      expect(contrastRatio(text, under)).toBeGreaterThanOrEqual(HEADROOM)
    },
  )
})

describe('flatten', () => {
  it('gives the opaque colour a tint shows over its background', () => {
    expect(flatten('rgba(255, 255, 255, 0.5)', '#000000')).toBe('rgb(128, 128, 128)')
    expect(flatten('#0f766e', '#ffffff')).toBe('rgb(15, 118, 110)')
  })
})
