import type { Preview, Decorator } from '@storybook/react-vite'
import { SWRConfig } from 'swr'
import { MemoryRouter } from 'react-router-dom'
import { ThemeProvider, createGlobalStyle } from 'styled-components'
import { GlobalStyle, darkTheme, lightTheme } from '@trellis/ui'
import { resetWorld } from '@trellis/api-client/mocks'
import { freezeDate } from './fixed-date'
import { ThemedDocsContainer } from './docs-container'
import { FramedCanvas } from './docs-frames'
import { DocsPage } from './docs-page'
import { mockStateGlobalType, mswWithMockState, withMockStateBadge } from './mock-state'
import { configure } from 'storybook/test'
import { isLocale } from '@trellis/contract'
import { AppI18n, type LoadedLocale } from '@trellis/app/i18n/AppI18n'
import { loadCatalogue } from '@trellis/app/i18n/catalogue'

// A play function's findBy… waits up to 5 s, not 1 s: a lazy panel (sign-up) on a busy 2-core CI
// machine running two test steps side by side can take longer than a second to arrive. Only the
// wait grows; what is looked for is the same.
configure({ asyncUtilTimeout: 5_000 })

type ThemeName = 'light' | 'dark' | 'side-by-side'

// ── Locale switch (issue 27): the toolbar's language, its words loaded before the story renders
// (as the app does), `<html lang>` set; a story may fix its own with `globals: { locale: 'hi' }`.
/** The bundled mono face's family (packages/ui/src/themes/fonts/mono.css). */
const monoFace = 'Trellis Mono'
const localeLoader = async (context: { globals: Record<string, unknown> }) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  document.documentElement.lang = locale
  const i18n: LoadedLocale = { locale, catalogue: await loadCatalogue(locale) }
  // The mono face (addresses, ids, and the stories' <code> below) is asked for only when text in
  // it is laid out, so a story's first mono text could be drawn in the fallback until it arrived.
  // Loaded before any story renders: once per preview, then at once. (It did not end the Icon and
  // Typography flake: their labels were in a system face, StoryCode below.)
  await document.fonts.load(`16px ${JSON.stringify(monoFace)}`).catch(() => undefined)
  return { i18n }
}
// ── end locale switch

/**
 * The stories' own <code> (token names in Foundations, icon names in Components/Icon) in the mono
 * token's face. Left to the browser they were drawn in its default monospace, a system font, and
 * those were the stories whose first picture in a CI run came out in another face than the
 * baseline (passed on a second try, every run). The app itself shows no bare <code>.
 */
const StoryCode = createGlobalStyle`
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`

/**
 * One half of Side by side. Its transform makes it the containing block of what the story fixes
 * in place (a screen's top bar and bottom navigation): each half keeps its own, instead of both
 * themes' bars landing on one spot of the window.
 */
const half = { padding: 16, transform: 'translateZ(0)' } as const

const withProviders: Decorator = (Story, context) => {
  const themeName = (context.globals.theme ?? 'light') as ThemeName
  const route = (context.parameters.route as string | undefined) ?? '/'
  const i18n = (context.loaded as { i18n?: LoadedLocale }).i18n ?? {
    locale: 'en',
    catalogue: {},
  }
  const one = (theme: typeof lightTheme, key: string) => (
    <ThemeProvider theme={theme} key={key}>
      <GlobalStyle />
      <StoryCode />
      {/* A fresh SWR cache per story, so no story sees another's data. */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AppI18n initial={i18n} key={i18n.locale}>
          <MemoryRouter initialEntries={[route]}>
            <Story />
          </MemoryRouter>
        </AppI18n>
      </SWRConfig>
    </ThemeProvider>
  )
  if (themeName === 'side-by-side') {
    // A screen (full-screen layout) or a phone-sized canvas in two halves got each half the
    // desktop layout in ~540 px ("Depo sit"): those show one theme above the other, each at the
    // whole width, so the layout answers to the canvas's width as it does in one theme.
    const viewport = (context.globals.viewport as { value?: string } | undefined)?.value
    const stacked = context.parameters.layout === 'fullscreen' || Boolean(viewport)
    return (
      <div style={{ display: 'grid', gridTemplateColumns: stacked ? '1fr' : '1fr 1fr' }}>
        <div style={{ ...half, background: lightTheme.color.bg }}>{one(lightTheme, 'light')}</div>
        <div style={{ ...half, background: darkTheme.color.bg }}>{one(darkTheme, 'dark')}</div>
      </div>
    )
  }
  return one(themeName === 'dark' ? darkTheme : lightTheme, themeName)
}

const preview: Preview = {
  tags: ['autodocs'],
  // ── Mock-state switch (mock-state.tsx): the badge decorator is the outer one, so changing the
  // state remounts the providers and SWR asks again; the loader swaps the MSW handlers.
  decorators: [withProviders, withMockStateBadge],
  loaders: [mswWithMockState, localeLoader],
  // ── end mock-state switch
  // Every story starts on a fresh mock world (0.5 ms), whichever story ran before it in this
  // preview: one that transferred money must not change the balances the next one shows.
  beforeEach: () => {
    resetWorld()
    return freezeDate()
  },
  globalTypes: {
    // ── Mock-state switch (mock-state.tsx)
    mockState: mockStateGlobalType,
    // ── end mock-state switch
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'side-by-side', title: 'Side by side' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (issue 27)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी (Hindi)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', mockState: 'story', locale: 'en' },
  parameters: {
    // ── Docs pages (docs-frames.tsx): MSW-fed, overlay and phone stories in their own frame.
    // Each component's page has its family's usage guide (docs-page.tsx, stories/usage.ts).
    // The page itself follows the toolbar's theme (docs-container.tsx).
    docs: { components: { Canvas: FramedCanvas }, page: DocsPage, container: ThemedDocsContainer },
    // ── end Docs pages
    layout: 'padded',
    options: {
      // The sidebar in reading order: start here, then the foundations, the UI (Components and
      // Domain), the flows and screens built from it, and the mocked API examples last.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colors', 'Typography', 'Spacing', 'Themes'],
          'Components',
          'Domain',
          'Flows',
          'Screens',
          'Examples',
        ],
      },
    },
    // axe aggregates only the violations (what fails a story); passes, incomplete and
    // inapplicable keep one example each. The rules checked are the same; the a11y panel's
    // pass list is shorter. About a third of axe's time was building selectors for passes.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: 'Phone (390)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        small: {
          name: 'Small phone (320)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    chromatic: {
      modes: {
        'light mobile': { theme: 'light', viewport: 390 },
        'dark mobile': { theme: 'dark', viewport: 390 },
        'light desktop': { theme: 'light', viewport: 1280 },
        'dark desktop': { theme: 'dark', viewport: 1280 },
      },
    },
  },
}

export default preview
