// Turns the stories of a Storybook build into the list of screenshots to take. Pure, so the
// rules (which stories, themes and widths, what an opt-out needs) are tested without a browser.
// Decided from each story's own parameters, never from the pictures: a story pinned to a theme
// is shot in that theme only, a story that sets a viewport at that viewport only.

/** A story as collect-stories.mjs writes it: index.json entry plus its `visual` parameter. */
export interface StoryInfo {
  id: string
  title: string
  name: string
  tags: string[]
  visual: unknown
  /**
   * The width the story tests render the story at (its viewport global or parameter; 1200 px
   * when it has none). The story is rendered, and its play function run, at this width first,
   * then resized for the others. Missing means desktop.
   */
  renderWidth?: WidthName
  /**
   * True when the story asks for a viewport itself (a `viewport` global or default): it is a
   * picture of that screen size, shot at that width only unless `visual.widths` says otherwise.
   */
  ownViewport?: boolean
  /** The theme the story pins with its `theme` global, if any: shot in that theme only. */
  theme?: Theme
  /**
   * What the story renders apart from the theme and viewport it pins (collect-stories.mjs): two
   * stories with the same content draw the same pictures in the same theme at the same width.
   */
  content?: string
}

export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

/**
 * The viewports of .storybook/preview.tsx (small phone, phone, desktop); heights only matter for
 * stories that fill the viewport.
 */
export const widths = {
  small: { width: 320, height: 640 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const
export type WidthName = keyof typeof widths

/** One screenshot: a story in one theme at one width. */
export interface Shot {
  storyId: string
  title: string
  name: string
  theme: Theme
  width: WidthName
  /** Baseline file name, e.g. `components-button--primary-dark-390.png`. */
  file: string
}

/** A story left out, and why (its written reason, or the tag that excludes it). */
export interface Skipped {
  storyId: string
  reason: string
}

/** A story whose `visual` parameter is wrong: the run fails on it. */
export interface Invalid {
  storyId: string
  problem: string
}

/**
 * One render of a story: opened in `theme` at `width`, its play function and the a11y check run,
 * then its pictures taken (none for a story that opted out of pictures: it is still checked).
 */
export interface Render {
  storyId: string
  title: string
  theme: Theme
  width: WidthName
  shots: Shot[]
}

export interface Plan {
  shots: Shot[]
  /** Every story the story tests would run, in story order, with its pictures. */
  renders: Render[]
  /** Left out of the pictures, and why (a story with the test tag is still rendered and played). */
  skipped: Skipped[]
  invalid: Invalid[]
}

const widthNames = Object.keys(widths) as WidthName[]
/** A story that sets no viewport of its own is shot at these. */
const defaultWidths: WidthName[] = ['phone', 'desktop']

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Checks one story's `parameters.visual`; returns the widths to take or why it is out. */
function readVisual(
  visual: unknown,
): { widths?: WidthName[] } | { skip: string } | { problem: string } {
  if (visual === null || visual === undefined) return {}
  if (!isRecord(visual)) return { problem: 'parameters.visual must be an object' }
  if (typeof visual.loadError === 'string') {
    return { problem: `the story could not be loaded: ${visual.loadError}` }
  }
  const known = ['skip', 'widths']
  const unknown = Object.keys(visual).filter((key) => !known.includes(key))
  if (unknown.length > 0) {
    return { problem: `parameters.visual has unknown keys: ${unknown.join(', ')}` }
  }
  if ('skip' in visual && visual.skip !== undefined && visual.skip !== false) {
    if (typeof visual.skip !== 'string' || visual.skip.trim().length < 3) {
      return { problem: "parameters.visual.skip needs a written reason (a string), e.g. 'live QR'" }
    }
    return { skip: visual.skip.trim() }
  }
  if (visual.widths === undefined) return {}
  const list = visual.widths
  if (!Array.isArray(list) || list.length === 0) {
    return {
      problem: `parameters.visual.widths must be a non-empty list of ${widthNames.join(', ')}`,
    }
  }
  const wrong = list.filter((w) => !widthNames.includes(w as WidthName))
  if (wrong.length > 0) {
    return { problem: `parameters.visual.widths has unknown widths: ${wrong.join(', ')}` }
  }
  return { widths: widthNames.filter((w) => list.includes(w)) }
}

/**
 * Builds the plan: every story the story tests run (the `test` tag), rendered with its play
 * function and a11y check in each theme it is shot in, and its pictures: story × theme × width,
 * minus opted-out stories. Themes: the one the story pins, else light and dark. Widths:
 * `visual.widths` when given, else the story's own viewport when it sets one (a phone story's
 * desktop picture would repeat another story's), else phone and desktop. A story opted out of
 * pictures (a written `visual.skip`, or the `docs` tag) is still rendered and played once, in the
 * theme and at the width the story tests use: the visual step is where CI plays every story.
 */
export function planShots(stories: readonly StoryInfo[]): Plan {
  const plan: Plan = { shots: [], renders: [], skipped: [], invalid: [] }
  const wanted = new Map(stories.map((story) => [story.id, picturesOf(story)]))
  for (const story of stories) {
    // The render width first: a play function written for the story test's viewport (numbered
    // page buttons, say, that a phone layout hides) runs at that width.
    const first = story.renderWidth ?? 'desktop'
    const playOnly = (reason: string) => {
      plan.skipped.push({ storyId: story.id, reason })
      plan.renders.push({
        storyId: story.id,
        title: story.title,
        theme: story.theme ?? 'light',
        width: first,
        shots: [],
      })
    }
    const read = wanted.get(story.id) ?? { skip: 'not read' }
    if ('untested' in read) {
      plan.skipped.push({ storyId: story.id, reason: read.untested })
      continue
    }
    if ('problem' in read) {
      plan.invalid.push({ storyId: story.id, problem: read.problem })
      continue
    }
    if ('skip' in read) {
      playOnly(read.skip)
      continue
    }
    const same = sameStory(story, read, stories, wanted)
    if (same) {
      playOnly(`its pictures are ${same}'s (the same story; it only pins ${pinsOf(story)})`)
      continue
    }
    for (const theme of read.themes) {
      const shots = read.widths.map((width) => ({
        storyId: story.id,
        title: story.title,
        name: story.name,
        theme,
        width,
        file: `${story.id}-${theme}-${widths[width].width}.png`,
      }))
      plan.shots.push(...shots)
      plan.renders.push({
        storyId: story.id,
        title: story.title,
        theme,
        width: read.widths[0] ?? first,
        shots,
      })
    }
  }
  return plan
}

type Wanted =
  | { untested: string }
  | { problem: string }
  | { skip: string }
  | { themes: readonly Theme[]; widths: WidthName[] }

/** The themes and widths a story would be shot in (its render width first), or why none. */
function picturesOf(story: StoryInfo): Wanted {
  // '!test' removes the 'test' tag in the index; both spellings are honoured.
  if (story.tags.includes('!test') || !story.tags.includes('test')) {
    return { untested: "tagged '!test'" }
  }
  if (story.tags.includes('docs')) return { skip: "tagged 'docs'" }
  if (story.tags.includes('check')) {
    return { skip: "tagged 'check': it checks a behaviour another story's pictures show" }
  }
  const read = readVisual(story.visual)
  if ('problem' in read || 'skip' in read) return read
  const first = story.renderWidth ?? 'desktop'
  const chosen = read.widths ?? (story.ownViewport ? [first] : defaultWidths)
  const ordered = [...chosen].sort((a, b) => Number(b === first) - Number(a === first))
  return { themes: story.theme ? [story.theme] : themes, widths: ordered }
}

/**
 * The story of the same file whose pictures include every picture of `story`, when `story` only
 * pins a theme or a viewport to it (a Dark or Mobile story, there for its Docs page): same content,
 * no pins of its own, and shot in each of `story`'s themes at each of its widths. Undefined when
 * there is none, or when `story` pins nothing.
 */
function sameStory(
  story: StoryInfo,
  read: { themes: readonly Theme[]; widths: WidthName[] },
  stories: readonly StoryInfo[],
  wanted: Map<string, Wanted>,
): string | undefined {
  if (!story.content || (!story.theme && !story.ownViewport)) return undefined
  return stories.find((other) => {
    if (other.id === story.id || other.content !== story.content) return false
    if (other.title !== story.title || other.theme || other.ownViewport) return false
    const its = wanted.get(other.id)
    if (!its || !('themes' in its)) return false
    return (
      read.themes.every((theme) => its.themes.includes(theme)) &&
      read.widths.every((width) => its.widths.includes(width))
    )
  })?.id
}

/** What a story pins, in words: "the dark theme", "the phone viewport", or both. */
function pinsOf(story: StoryInfo): string {
  const pins = [
    story.theme ? `the ${story.theme} theme` : '',
    story.ownViewport ? `the ${story.renderWidth ?? 'desktop'} viewport` : '',
  ].filter(Boolean)
  return pins.join(' and ')
}

/** Two baselines with the same bytes. */
export interface RepeatedPair {
  first: Shot
  second: Shot
}

/**
 * Baselines whose bytes repeat another's (`hashOf` gives a file's hash, undefined when it has no
 * baseline yet). `within`: a story's picture repeats its own picture in another theme or at
 * another width (a component that does not change with the width: shoot it at one). `across`:
 * two stories draw the same picture although their names promise different states, a "Paused"
 * that looks like "Default"; stories of the same name ("Empty" of a list and of the empty
 * state) may. A story that only checks a behaviour its picture cannot show is tagged 'check'.
 */
export function repeatedPictures(
  shots: readonly Shot[],
  hashOf: (file: string) => string | undefined,
): { within: RepeatedPair[]; across: RepeatedPair[] } {
  const firstOf = new Map<string, Shot[]>()
  const within: RepeatedPair[] = []
  const across: RepeatedPair[] = []
  const state = (shot: Shot) => shot.name.trim().toLowerCase()
  for (const shot of shots) {
    const hash = hashOf(shot.file)
    if (hash === undefined) continue
    const earlier = firstOf.get(hash) ?? []
    // Against the first picture of each story with these bytes: n copies count n - 1 times.
    const own = earlier.find((other) => other.storyId === shot.storyId)
    if (own) within.push({ first: own, second: shot })
    else {
      const other = earlier.find((o) => state(o) !== state(shot))
      if (other) across.push({ first: other, second: shot })
      earlier.push(shot)
    }
    firstOf.set(hash, earlier)
  }
  return { within, across }
}
