// Every export of the design system, by name.
export {
  palette,
  space,
  radius,
  shadow,
  font,
  breakpoints,
  media,
  motion,
  contrastRatio,
  flatten,
} from './tokens'
export { lightTheme, darkTheme, GlobalStyle } from './themes'
export type { TrellisTheme, ThemeColors } from './themes'
export * from './components/primitives'
export * from './components/domain-dashboard'
export * from './components/domain-lists'
export * from './i18n'
