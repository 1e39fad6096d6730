export { lightTheme } from './light'
export { darkTheme } from './dark'
export { GlobalStyle } from './GlobalStyle'
export type { TrellisTheme, ThemeColors } from './theme'
