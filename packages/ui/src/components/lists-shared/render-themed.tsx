import type { ReactElement, ReactNode } from 'react'
import { render } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '../../themes'

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
}

/** Test helper: renders (and re-renders) inside the light theme, as the app does. */
export function renderThemed(ui: ReactElement) {
  return render(ui, { wrapper: Themed })
}
