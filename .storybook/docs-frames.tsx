// Which stories a Docs page renders in their own iframe, and how big that frame is.
//
// A Docs page renders its stories inline, in one document, by default. That is wrong for four
// kinds of story:
// - stories fed by MSW: the page has one mock worker, each inline story's loader resets it to its
//   own handlers, and the last story's handlers win (every screen showed the error state);
// - stories that open an overlay (dialogs, drawers): position: fixed covers the whole Docs page;
// - phone stories (a `viewport` global): media queries read the window, so only a frame of the
//   phone's width lays them out as on a phone;
// - stories with a play function: the state their name promises ("Open", "Validation Error",
//   "Confirm") is reached by playing, and an inline story is never played. In a frame of its own
//   the story plays, as in story mode, and shows what its pictures show.
// Storybook renders a story in an iframe when `parameters.docs.story.inline` is false. Rather
// than repeat that in every story, the Canvas block is replaced (parameters.docs.components) by
// one that decides from the story's own parameters and globals. Story mode is untouched.
//
// Every frame is a phone (the story's own viewport, else the 390 px phone): the members' screen,
// and the width of a picture the visual step takes, so tests/docs compares each frame with that
// picture. A desktop layout needs 1024 px, more than the Docs column has.
import { useContext, useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react'
import { Canvas, DocsContext, useOf } from '@storybook/addon-docs/blocks'
import { GLOBALS_UPDATED } from 'storybook/internal/core-events'
import { fedByMsw } from './mock-state'

type CanvasProps = ComponentProps<typeof Canvas>

// A frame plays its story (Storybook's `embed=true` would turn that off). The accessibility check
// (a11y.manual) is the story tests' job: run in every frame, axe cost seconds per page. The Story
// block builds each frame's address from PREVIEW_URL when it renders; only Docs read it.
const previewUrl = new URL(
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL ?? 'iframe.html',
  globalThis.location?.href ?? 'http://localhost/',
)

/**
 * Points the frames' address at the toolbar's globals: a frame is a preview of its own, which
 * knows only the globals of its address. `toolbar` is `key:value;…` (empty on the defaults, so the
 * default address is what it always was).
 */
function frameAddress(toolbar: string) {
  previewUrl.searchParams.set('globals', ['a11y.manual:!true', toolbar].filter(Boolean).join(';'))
  ;(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL =
    `${previewUrl.pathname.split('/').pop()}${previewUrl.search}`
}
frameAddress('')

/**
 * The toolbar's switches a frame follows: the theme, the mock API's state and the language. Before,
 * a Docs page's frames showed the light theme, the story's own mocks and English whatever the
 * toolbar said (issue 29, "a toolbar that lies"); inline stories followed it.
 */
const followed = ['theme', 'mockState', 'locale'] as const
/** A global's value as the address's `key:value;…` syntax can carry it. */
const plainValue = /^[\w-]{1,40}$/

/** The followed globals that differ from the initial ones, as `key:value;…`. */
function toolbarGlobals(
  user: Record<string, unknown> | undefined,
  initial: Record<string, unknown> | undefined,
): string {
  return followed
    .flatMap((key) => {
      const value = user?.[key]
      if (typeof value !== 'string' || !plainValue.test(value) || value === initial?.[key])
        return []
      return [`${key}:${value}`]
    })
    .join(';')
}

/** The page's toolbar globals (`toolbarGlobals`), following the toolbar as it changes. */
function useToolbarGlobals(story: unknown): string {
  const docs = useContext(DocsContext)
  const [globals, setGlobals] = useState(() => {
    const context = docs.getStoryContext(story as Parameters<typeof docs.getStoryContext>[0])
    return toolbarGlobals(context.userGlobals, context.initialGlobals)
  })
  useEffect(() => {
    const changed = (event: {
      userGlobals?: Record<string, unknown>
      initialGlobals?: Record<string, unknown>
    }) => setGlobals(toolbarGlobals(event.userGlobals, event.initialGlobals))
    docs.channel.on(GLOBALS_UPDATED, changed)
    return () => docs.channel.off(GLOBALS_UPDATED, changed)
  }, [docs])
  return globals
}

interface StoryFacts {
  playFunction?: unknown
  parameters: {
    layout?: string
    msw?: unknown
    docs?: { story?: { inline?: boolean; height?: string }; frameWidth?: 'desktop' }
    viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> }
  }
  storyGlobals?: { viewport?: { value?: string } }
}

export interface OwnFrame {
  /** The phone's height: the frame's height until its story has drawn, and at most. */
  height: string
  /** The phone's width in px. */
  width?: number
  /**
   * Whether the frame keeps the phone's height: a screen, or an overlay (a dialog is centred in
   * it). Other frames shrink to what their story drew, so a text field is not a phone of white.
   */
  keepsHeight: boolean
}

/** The visual step's desktop picture size (tests/visual/plan.ts). */
const desktopFrame = { width: '1280px', height: '800px' }

/** The frame a story needs on a Docs page, or undefined when it may render inline. */
export function ownFrame(story: StoryFacts): OwnFrame | undefined {
  const { parameters } = story
  const phone = story.storyGlobals?.viewport?.value
  const pinned = phone ? parameters.viewport?.options?.[phone]?.styles : undefined
  const asked = parameters.docs?.story
  const plays = typeof story.playFunction === 'function'
  const needsFrame =
    asked?.inline === false || fedByMsw(parameters.msw) || pinned !== undefined || plays
  if (!needsFrame) return undefined
  // A story whose play function is written for the desktop layout (numbered page buttons a phone
  // hides, a scroll position) asks for a desktop frame: it scrolls sideways in the Docs column.
  const desktop = parameters.docs?.frameWidth === 'desktop' ? desktopFrame : undefined
  const size = pinned ?? desktop ?? parameters.viewport?.options?.mobile?.styles
  const width = size?.width ? Number.parseInt(size.width, 10) : undefined
  const keepsHeight = parameters.layout === 'fullscreen' || asked?.inline === false
  const height = asked?.height ?? size?.height ?? '760px'
  return width ? { height, width, keepsHeight } : { height, keepsHeight }
}

/**
 * Shrinks a frame to what its story drew (its root's bottom and a 16 px margin, as the visual
 * step's picture is cut), at most the phone's height, and back to the phone's height while a
 * dialog is open in it. Follows the story as it changes: a play function that opens a dialog, an
 * answer that arrives late.
 */
function useFitFrame(
  holder: RefObject<HTMLDivElement | null>,
  frame: OwnFrame | undefined,
  /** The frame's globals: a new frame element is drawn when they change. */
  globals: string,
) {
  const full = frame && !frame.keepsHeight ? Number.parseInt(frame.height, 10) : Number.NaN
  useEffect(() => {
    const box = holder.current
    if (!box || !Number.isFinite(full)) return
    let observers: { disconnect(): void }[] = []
    const fit = (iframe: HTMLIFrameElement) => {
      const doc = iframe.contentDocument
      const root = doc?.getElementById('storybook-root')
      const wrapper = iframe.parentElement
      if (!doc || !root || !wrapper) return
      const overlay = doc.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')
      // Until the story has drawn (the preview boots, then renders), the frame keeps its height.
      if (!overlay && root.childElementCount === 0) return
      const drawn = Math.ceil(root.getBoundingClientRect().bottom + 16)
      const height = overlay ? full : Math.min(full, Math.max(96, drawn))
      wrapper.style.height = `${height}px`
    }
    const watch = (iframe: HTMLIFrameElement) => {
      const doc = iframe.contentDocument
      const win = iframe.contentWindow as (Window & typeof globalThis) | null
      if (!doc?.body || !win) return
      const refit = () => fit(iframe)
      const mutations = new win.MutationObserver(refit)
      mutations.observe(doc.body, { childList: true, subtree: true, attributes: true })
      const sizes = new win.ResizeObserver(refit)
      sizes.observe(doc.body)
      observers.push(mutations, sizes)
      refit()
    }
    const frames = () => Array.from(box.querySelectorAll('iframe'))
    const onLoad = (event: Event) => watch(event.target as HTMLIFrameElement)
    // The Canvas block mounts its iframe after this effect may run: watch for it too.
    const adopt = () => {
      for (const iframe of frames()) {
        if (iframe.dataset.fitted) continue
        iframe.dataset.fitted = 'true'
        iframe.addEventListener('load', onLoad)
        if (iframe.contentDocument?.readyState === 'complete') watch(iframe)
      }
    }
    const mounts = new MutationObserver(adopt)
    mounts.observe(box, { childList: true, subtree: true })
    adopt()
    return () => {
      mounts.disconnect()
      for (const observer of observers) observer.disconnect()
      observers = []
      for (const iframe of frames()) iframe.removeEventListener('load', onLoad)
    }
  }, [holder, full, globals])
}

/** The Canvas block of Docs pages, with stories that need it in their own frame. */
export function FramedCanvas(props: CanvasProps) {
  const { story } = useOf(props.of ?? 'story', ['story'])
  const frame = ownFrame(story as unknown as StoryFacts)
  const holder = useRef<HTMLDivElement>(null)
  const globals = useToolbarGlobals(story)
  useFitFrame(holder, frame, globals)
  if (!frame) return <Canvas {...props} />
  // Every frame of the page carries the same globals; a frame never changes its address once
  // drawn (Storybook's IFrame), so a change of the toolbar draws the frame again (the key).
  frameAddress(globals)
  const canvas = (
    <div ref={holder} key={globals}>
      <Canvas {...props} story={{ ...props.story, inline: false, height: frame.height }} />
    </div>
  )
  if (!frame.width) return canvas
  // The story block holds the iframe at 100 %: at the phone's width, media queries apply. A
  // desktop frame, wider than the Docs column, scrolls sideways instead of being cut.
  const ids = [`story--${story.id}`, `story--${story.id}--primary`]
  const block = ids.map((id) => `[id="${id}"]`).join(', ')
  const docsStory = ids.map((id) => `.docs-story:has([id="${id}"])`).join(', ')
  return (
    <>
      <style>{`${block} { width: ${frame.width}px; } ${docsStory} { overflow-x: auto; }`}</style>
      {canvas}
    </>
  )
}
