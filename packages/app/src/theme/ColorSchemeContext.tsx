// Gives the shell's toggle access to the app-wide colour scheme.
import { createContext, useContext, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle, darkTheme, lightTheme } from '@trellis/ui'
import { useColorScheme, type ColorScheme } from './use-color-scheme'

interface ColorSchemeValue {
  scheme: ColorScheme
  toggle: () => void
}

const ColorSchemeContext = createContext<ColorSchemeValue | null>(null)

/** Props of AppTheme. */
export interface AppThemeProps {
  children: ReactNode
  /** The page was prerendered (light): hydrate in light, then follow the member's scheme. */
  hydrating?: boolean
  /** Drawn in this scheme whatever the device says (the build's member shells). */
  scheme?: ColorScheme
}

/** The theme (light or dark, from the system or the member's choice) and the global style. */
export function AppTheme({ children, hydrating = false, scheme }: AppThemeProps) {
  const chosen = useColorScheme(hydrating)
  const value = scheme ? { ...chosen, scheme } : chosen
  return (
    <ColorSchemeContext.Provider value={value}>
      <ThemeProvider theme={value.scheme === 'dark' ? darkTheme : lightTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ColorSchemeContext.Provider>
  )
}

/** The colour scheme and its toggle; outside AppTheme (stories) a no-op light scheme. */
export function useAppColorScheme(): ColorSchemeValue {
  return useContext(ColorSchemeContext) ?? { scheme: 'light', toggle: () => {} }
}
