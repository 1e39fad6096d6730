// A Docs page in the toolbar's theme. The page's text, tables and story blocks are Storybook's
// own (its docs theme, light by default): with the toolbar on Dark, the stories drew dark on a
// white page (issue 29, "dark previews on a white canvas"), which is neither what a member sees
// nor a fair view of the dark tokens. The container follows the toolbar's theme global as it
// changes; Side by side keeps the light page (both themes are in each story).
import { useEffect, useState, type PropsWithChildren } from 'react'
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks'
import { GLOBALS_UPDATED } from 'storybook/internal/core-events'
import { themes } from 'storybook/theming'

type Globals = Record<string, unknown> | undefined

/** The page's theme for the toolbar's globals (a story's own pinned theme does not count). */
function docsThemeOf(globals: Globals): 'light' | 'dark' {
  return globals?.theme === 'dark' ? 'dark' : 'light'
}

/** The toolbar's theme when the page opens (its address's globals), light when it has no story. */
function openingTheme(context: DocsContainerProps['context']) {
  try {
    return docsThemeOf(context.getStoryContext(context.storyById()).userGlobals)
  } catch {
    return 'light'
  }
}

export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState(() => openingTheme(context))
  useEffect(() => {
    const changed = (event: { userGlobals?: Globals; globals?: Globals }) =>
      setTheme(docsThemeOf(event.userGlobals ?? event.globals))
    context.channel.on(GLOBALS_UPDATED, changed)
    return () => context.channel.off(GLOBALS_UPDATED, changed)
  }, [context])
  return (
    <DocsContainer context={context} theme={theme === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  )
}
