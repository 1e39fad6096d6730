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
    // Status colours are the 200/300 steps: 12 px badge text on its own tint over surfaceAlt
    // (ink700) stays above 4.5:1, which the 400 steps do not (about 4.0:1).
    success: palette.green300,
    successBg: 'rgba(110, 231, 183, 0.14)',
    danger: palette.red200,
    onDanger: palette.ink900,
    dangerBg: 'rgba(254, 202, 202, 0.14)',
    warning: palette.amber300,
    warningBg: 'rgba(252, 211, 77, 0.14)',
    focus: palette.teal400,
    track: palette.ink500,
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
}
