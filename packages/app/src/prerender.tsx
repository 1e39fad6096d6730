// Build-time rendering of the public pages (scripts/prerender.mjs runs it after the client
// build): the same tree public.tsx hydrates (theme, PublicRoot, the login page), with
// styled-components collecting the CSS the page uses. Never shipped to the browser.
import { PassThrough } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'
import { PublicRoot } from './public/PublicRoot'
import { AppTheme } from './theme/ColorSchemeContext'
import type { Locale } from '@trellis/contract'
import { AppI18n } from './i18n/AppI18n'
import { loadCatalogue } from './i18n/catalogue'
import { createMemoryRouter } from 'react-router-dom'
import type { ReactNode } from 'react'
import { App } from './App'
import { loadMatchedRoutes } from './router'
import { routes } from './routes'
import { MemberShellContext } from './session/RequireSession'
import type { ColorScheme } from './theme/use-color-scheme'

/** A prerendered page: the markup of #root and the style tags of its CSS. */
export interface PrerenderedPage {
  html: string
  styleTags: string
}

/** Renders `pathname` as a visitor without a session sees it, in the light scheme and `locale`. */
export async function prerender(pathname: string, locale: Locale = 'en'): Promise<PrerenderedPage> {
  const initial = { locale, catalogue: await loadCatalogue(locale, 'public') }
  return rendered(
    <AppI18n initial={initial} scope="public">
      <AppTheme hydrating>
        <PublicRoot pathname={pathname} />
      </AppTheme>
    </AppI18n>,
  )
}

/**
 * Renders a member route's shell (issue 30): the app's own tree at `pathname`, as it stands
 * before the member's data has come (no session, nothing fetched: each screen's loading state),
 * in `locale` and `scheme`. The browser draws it at once and the app replaces it.
 */
export async function prerenderMember(
  pathname: string,
  locale: Locale = 'en',
  scheme: ColorScheme = 'light',
): Promise<PrerenderedPage> {
  await loadMatchedRoutes(pathname)
  const router = createMemoryRouter(routes, { initialEntries: [pathname] })
  const initial = { locale, catalogue: await loadCatalogue(locale) }
  return rendered(
    <AppI18n initial={initial}>
      <MemberShellContext.Provider value>
        <App router={router} scheme={scheme} />
      </MemberShellContext.Provider>
    </AppI18n>,
  )
}

/** The markup of `tree` and the CSS styled-components collected while rendering it. */
async function rendered(tree: ReactNode): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet()
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>{tree}</StyleSheetManager>,
    )
    const chunks: Buffer[] = []
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
    return { html: Buffer.concat(chunks).toString('utf8'), styleTags: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
