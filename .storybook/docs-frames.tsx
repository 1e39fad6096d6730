// Which stories a Docs page renders in their own iframe, and how big that frame is.
//
// A Docs page renders its stories inline, in one document, by default. That is wrong for three
// kinds of story:
// - stories fed by MSW: the page has one mock worker, each inline story's loader resets it to its
//   own handlers, and the last story's handlers win (every screen showed the error state);
// - stories that open an overlay (dialogs, drawers): position: fixed covers the whole Docs page;
// - phone stories (a `viewport` global): media queries read the window, so only a frame of the
//   phone's width lays them out as on a phone.
// Storybook renders a story in an iframe when `parameters.docs.story.inline` is false. Rather
// than repeat that in every story, the Canvas block is replaced (parameters.docs.components) by
// one that decides from the story's own parameters and globals. Story mode is untouched.
import type { ComponentProps } from 'react'
import { Canvas, useOf } from '@storybook/addon-docs/blocks'
import { fedByMsw } from './mock-state'

type CanvasProps = ComponentProps<typeof Canvas>

// A story's own frame shows it as rendered, like an inline story (whose play function Docs does
// not run either): `embed=true` turns autoplay off. Without it, play functions ran in every frame,
// pressed Logout, closed drawers and failed focus checks in a frame that never has focus. The
// accessibility check (a11y.manual) is the story tests' job: run in every frame, axe cost seconds
// per page. The Story block builds each frame's address from PREVIEW_URL; only Docs read it.
const previewUrl = new URL(
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL ?? 'iframe.html',
  globalThis.location?.href ?? 'http://localhost/',
)
previewUrl.searchParams.set('embed', 'true')
previewUrl.searchParams.set('globals', 'a11y.manual:!true')
;(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL =
  `${previewUrl.pathname.split('/').pop()}${previewUrl.search}`

interface StoryFacts {
  parameters: {
    layout?: string
    msw?: unknown
    docs?: { story?: { inline?: boolean; height?: string } }
    viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> }
  }
  storyGlobals?: { viewport?: { value?: string } }
}

export interface OwnFrame {
  height: string
  /** The phone's width in px, for phone stories. */
  width?: number
}

/** The frame a story needs on a Docs page, or undefined when it may render inline. */
export function ownFrame(story: StoryFacts): OwnFrame | undefined {
  const { parameters } = story
  const phone = story.storyGlobals?.viewport?.value
  const phoneStyles = phone ? parameters.viewport?.options?.[phone]?.styles : undefined
  const width = phoneStyles?.width ? Number.parseInt(phoneStyles.width, 10) : undefined
  const asked = parameters.docs?.story
  const needsFrame = asked?.inline === false || fedByMsw(parameters.msw) || width !== undefined
  if (!needsFrame) return undefined
  // A screen fills a phone's or a laptop's height; a component needs less.
  const fullscreen = parameters.layout === 'fullscreen'
  const height =
    asked?.height ?? (fullscreen ? (phoneStyles?.height ?? '760px') : width ? '480px' : '360px')
  return width ? { height, width } : { height }
}

/** The Canvas block of Docs pages, with stories that need it in their own frame. */
export function FramedCanvas(props: CanvasProps) {
  const { story } = useOf(props.of ?? 'story', ['story'])
  const frame = ownFrame(story as unknown as StoryFacts)
  if (!frame) return <Canvas {...props} />
  const canvas = (
    <Canvas {...props} story={{ ...props.story, inline: false, height: frame.height }} />
  )
  if (!frame.width) return canvas
  // The story block holds the iframe at 100 %: at the phone's width, media queries apply. A frame
  // wider than the Docs column (a 1280 px desktop story) scrolls sideways instead of being cut.
  const ids = [`story--${story.id}`, `story--${story.id}--primary`]
  const block = ids.map((id) => `[id="${id}"]`).join(', ')
  const holder = ids.map((id) => `.docs-story:has([id="${id}"])`).join(', ')
  return (
    <>
      <style>{`${block} { width: ${frame.width}px; } ${holder} { overflow-x: auto; }`}</style>
      {canvas}
    </>
  )
}
