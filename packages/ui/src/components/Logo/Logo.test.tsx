// @vitest-environment jsdom
// Issue 26, point 4: the brand. The logo draws its tile in the theme's primary colour (the brand's,
// in light and dark), the shell shows it (the mark in the phone's top bar, mark and name at the top
// of the desktop's side navigation), and the focus ring is drawn in the same colour.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { darkTheme, lightTheme } from '../../themes'
import { AppShell } from '../AppShell'
import { Logo } from './Logo'

/** A window as wide as `width`: min-width queries answer by it. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query)
    return {
      matches: min !== null && width >= Number(min[1]),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Logo', () => {
  for (const theme of [lightTheme, darkTheme]) {
    it(`draws the mark in the ${theme.name} theme's brand colour, the name as text`, () => {
      const { container } = render(
        <ThemeProvider theme={theme}>
          <Logo />
        </ThemeProvider>,
      )
      const tile = container.querySelector('[data-logo-mark] rect')
      if (!tile) throw new Error('no logo mark')
      expect(getComputedStyle(tile).fill).toBe(theme.color.primary)
      expect(container).toHaveTextContent('Trellis')
    })
  }

  it('the mark alone is labelled with the name', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <Logo withWordmark={false} />
      </ThemeProvider>,
    )
    expect(screen.getByRole('img', { name: 'Trellis' })).toBeInTheDocument()
  })

  it('draws the focus ring in the brand colour, in both themes', () => {
    expect(lightTheme.color.focus).toBe(lightTheme.color.primary)
    expect(darkTheme.color.focus).toBe(darkTheme.color.primary)
  })
})

describe('the shell carries the brand', () => {
  it('on a phone: the mark in the top bar', () => {
    stubWidth(390)
    render(
      <ThemeProvider theme={lightTheme}>
        <AppShell title="Wallet" onLogout={() => {}}>
          <p>content</p>
        </AppShell>
      </ThemeProvider>,
    )
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Trellis' })).toBeVisible()
  })

  it('on a desktop: mark and name at the top of the side navigation', () => {
    stubWidth(1280)
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <AppShell title="Wallet" onLogout={() => {}}>
          <p>content</p>
        </AppShell>
      </ThemeProvider>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const marks = container.querySelectorAll('[data-logo-mark]')
    expect(marks).toHaveLength(1)
    const mark = marks[0] as Element
    // Before the navigation, in the same column.
    expect(nav.parentElement?.contains(mark)).toBe(true)
    expect(mark.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(mark.parentElement).toHaveTextContent('Trellis')
  })
})
