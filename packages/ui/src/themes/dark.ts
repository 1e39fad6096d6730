import { palette } from '../tokens'
import { base, type TrellisTheme } from './theme'

export const darkTheme: TrellisTheme = {
  name: 'dark',
  ...base,
  color: {
    bg: palette.ink900,
    surface: palette.ink800,
    surfaceAlt: palette.ink700,
    border: palette.ink700,
    text: palette.ink50,
    textMuted: palette.ink300,
    primary: palette.teal400,
    primaryText: palette.teal400,
    onPrimary: palette.ink900,
    // Status colours are the 300 steps: 12 px badge text on its own tint over surfaceAlt (ink700)
    // stays at 4.7:1 or more (4.5 with headroom, tokens/contrast.test.ts), which the 400 steps do
    // not (about 4.0:1). Danger was the 200 step on its own tint, which read pale pink; it is the
    // 300 step on a tint of the 500 step now: red, and 4.97:1 at its lowest.
    success: palette.green300,
    successBg: 'rgba(110, 231, 183, 0.14)',
    danger: palette.red300,
    onDanger: palette.ink900,
    dangerBg: 'rgba(239, 68, 68, 0.16)',
    warning: palette.amber300,
    warningBg: 'rgba(252, 211, 77, 0.14)',
    focus: palette.teal400,
    track: palette.ink500,
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
}
