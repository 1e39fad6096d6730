import { breakpoints, font, motion, radius, shadow, space } from '../tokens'

/** Semantic colours: what a colour is for, not what it looks like. */
export interface ThemeColors {
  bg: string
  surface: string
  surfaceAlt: string
  border: string
  text: string
  textMuted: string
  primary: string
  primaryText: string
  onPrimary: string
  success: string
  successBg: string
  danger: string
  /** Text and icons on a `danger` fill (danger buttons). */
  onDanger: string
  dangerBg: string
  warning: string
  warningBg: string
  focus: string
  /**
   * The empty part of a meter (the gauge's ring). It carries meaning, so it keeps 3:1 against
   * `surface` (WCAG 1.4.11, non-text contrast) where `surfaceAlt` would all but vanish.
   */
  track: string
  overlay: string
}

export interface TrellisTheme {
  name: 'light' | 'dark'
  color: ThemeColors
  space: typeof space
  radius: typeof radius
  shadow: typeof shadow
  font: typeof font
  breakpoints: typeof breakpoints
  motion: typeof motion
}

export const base = { space, radius, shadow, font, breakpoints, motion }
