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

/** A prerendered page: the markup of #root and the style tags of its CSS. */
export interface PrerenderedPage {
  html: string
  styleTags: string
}

/** Renders `pathname` as a visitor without a session sees it, in the light scheme and `locale`. */
export async function prerender(pathname: string, locale: Locale = 'en'): Promise<PrerenderedPage> {
  const sheet = new ServerStyleSheet()
  const initial = { locale, catalogue: await loadCatalogue(locale, 'public') }
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <AppI18n initial={initial} scope="public">
          <AppTheme hydrating>
            <PublicRoot pathname={pathname} />
          </AppTheme>
        </AppI18n>
      </StyleSheetManager>,
    )
    const chunks: Buffer[] = []
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
    return { html: Buffer.concat(chunks).toString('utf8'), styleTags: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
