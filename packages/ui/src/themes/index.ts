// The DefaultTheme augmentation travels with the themes, so every package that imports @trellis/ui types its theme.
import type {} from './styled'
export { lightTheme } from './light'
export { darkTheme } from './dark'
export { GlobalStyle } from './GlobalStyle'
export type { TrellisTheme, ThemeColors } from './theme'
