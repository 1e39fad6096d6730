// Build-time rendering of the public routes (scripts/prerender.mjs runs it after the client
// build): the same route table and theme as the browser, through react-router's static handler,
// with styled-components collecting the CSS the page uses. Never shipped to the browser.
import { PassThrough } from 'node:stream'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom'
import { ServerStyleSheet, StyleSheetManager } from 'styled-components'
import { AppTheme } from './theme/ColorSchemeContext'
import { routes } from './routes'

/** A prerendered page: the markup of #root and the style tags of its CSS. */
export interface PrerenderedPage {
  html: string
  styleTags: string
}

/** Renders `pathname` as a visitor without a session sees it, in the light scheme. */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${pathname}`))
  if (context instanceof Response) throw new Error(`${pathname} redirects: not prerenderable`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const sheet = new ServerStyleSheet()
  try {
    const { prelude } = await prerenderToNodeStream(
      <StyleSheetManager sheet={sheet.instance}>
        <AppTheme hydrating>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppTheme>
      </StyleSheetManager>,
    )
    const chunks: Buffer[] = []
    for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
    return { html: Buffer.concat(chunks).toString('utf8'), styleTags: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
