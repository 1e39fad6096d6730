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
    danger: palette.red400,
    dangerBg: 'rgba(248, 113, 113, 0.16)',
    warning: palette.amber400,
    warningBg: 'rgba(251, 191, 36, 0.16)',
    focus: palette.indigo400,
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
}
