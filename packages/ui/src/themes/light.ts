import { palette } from '../tokens'
import { base, type TrellisTheme } from './theme'

export const lightTheme: TrellisTheme = {
  name: 'light',
  ...base,
  color: {
    bg: palette.ink50,
    surface: palette.white,
    surfaceAlt: palette.ink100,
    border: palette.ink200,
    text: palette.ink900,
    textMuted: palette.ink600,
    primary: palette.teal700,
    primaryText: palette.teal700,
    onPrimary: palette.white,
    success: palette.green700,
    successBg: palette.green100,
    danger: palette.red700,
    onDanger: palette.white,
    dangerBg: palette.red100,
    warning: palette.amber750,
    warningBg: palette.amber100,
    focus: palette.teal700,
    track: palette.ink450,
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
}
