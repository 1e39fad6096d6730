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
    success: palette.green400,
    successBg: 'rgba(52, 211, 153, 0.16)',
    // red300, not red400: red400 on its own tint over surfaceAlt falls below AA (3.1:1).
    danger: palette.red300,
    onDanger: palette.ink900,
    dangerBg: 'rgba(252, 165, 165, 0.16)',
    warning: palette.amber400,
    warningBg: 'rgba(251, 191, 36, 0.16)',
    focus: palette.indigo400,
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
}
