// Pictures taken the way toHaveScreenshot takes them, without page.screenshot()'s own costs.
// Playwright prepares the page for each picture (the freeze style in every document and shadow
// root, carets hidden, animations finished or cancelled), asks Chromium for the picture, and
// undoes the preparation, through its own layers of bookkeeping. Measured on 60 screen stories,
// 3 pictures each, one sitting (a throwaway script under `cg`, every browser process counted):
// page.screenshot 151 ms of CPU a picture, the same preparation done here around the same
// DevTools capture 119 ms (58 of 60 byte-identical), the capture alone 94 ms; the visual run of
// the 131 screen stories (486 pictures) 284 s of CPU before, 261 s after. The capture is the
// DevTools call page.screenshot makes, with the same geometry, so Chromium encodes the same
// pixels to the same PNG bytes as the baselines. The page is frozen just before a picture and
// thawed before it is resized or switched: frozen through a resize, a transition the resize
// starts never runs, and the pixels of a layer it would have composited differ (15 anti-aliased
// pixels of the phone's top bar).
import type { CDPSession, Page } from '@playwright/test'
import type { Box } from './story-page.ts'

/**
 * What Playwright's screenshot preparation does in the page (`inPagePrepareForScreenshots` of
 * playwright-core 1.65, with a style, caret 'hide' and animations 'disabled'), kept until
 * `window.__visualThaw()` undoes it.
 */
function freezeInPage(style: string) {
  const w = window as unknown as { __visualThaw?: () => void }
  if (w.__visualThaw) return
  const roots: (Document | ShadowRoot)[] = []
  const collect = (root: Document | ShadowRoot) => {
    roots.push(root)
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT)
    do {
      const node = walker.currentNode
      const shadow = node instanceof Element ? node.shadowRoot : null
      if (shadow) collect(shadow)
    } while (walker.nextNode())
  }
  collect(document)
  const undo: (() => void)[] = []
  for (const root of roots) {
    const tag = document.createElement('style')
    tag.textContent = style
    if (root === document) document.documentElement.append(tag)
    else root.append(tag)
    undo.push(() => tag.remove())
  }
  const carets = new Map<HTMLElement, { value: string; priority: string }>()
  for (const root of roots)
    root.querySelectorAll<HTMLElement>('input,textarea,[contenteditable]').forEach((element) => {
      carets.set(element, {
        value: element.style.getPropertyValue('caret-color'),
        priority: element.style.getPropertyPriority('caret-color'),
      })
      element.style.setProperty('caret-color', 'transparent', 'important')
    })
  undo.push(() => {
    for (const [element, was] of carets)
      element.style.setProperty('caret-color', was.value, was.priority)
  })
  const infinite = new Set<Animation>()
  const settleAnimations = (root: Document | ShadowRoot) => {
    for (const animation of root.getAnimations()) {
      if (!animation.effect || animation.playbackRate === 0 || infinite.has(animation)) continue
      const endTime = animation.effect.getComputedTiming().endTime
      try {
        if (Number.isFinite(endTime)) animation.finish()
        else {
          animation.cancel()
          infinite.add(animation)
        }
      } catch {
        // an animation that cannot finish or cancel is left as it is, as Playwright leaves it
      }
    }
  }
  for (const root of roots) {
    const handle = () => settleAnimations(root)
    handle()
    root.addEventListener('transitionrun', handle)
    root.addEventListener('animationstart', handle)
    undo.push(() => {
      root.removeEventListener('transitionrun', handle)
      root.removeEventListener('animationstart', handle)
    })
  }
  undo.push(() => {
    for (const animation of infinite) {
      try {
        animation.play()
      } catch {
        // as above
      }
    }
  })
  w.__visualThaw = () => {
    for (const step of undo) step()
    delete w.__visualThaw
  }
}

/** Holds the page still for a picture (see freezeInPage); a second call changes nothing. */
export async function freeze(page: Page, style: string) {
  await page.evaluate(freezeInPage, style)
}

/** Undoes `freeze`, before the page renders another story. */
export async function thaw(page: Page) {
  await page.evaluate(() => (window as unknown as { __visualThaw?: () => void }).__visualThaw?.())
}

/** The whole page's size, as Playwright measures it for a full-page picture. */
function fullPageSize() {
  const body = document.body
  const html = document.documentElement
  return {
    width: Math.max(
      body.scrollWidth,
      html.scrollWidth,
      body.offsetWidth,
      html.offsetWidth,
      body.clientWidth,
      html.clientWidth,
    ),
    height: Math.max(
      body.scrollHeight,
      html.scrollHeight,
      body.offsetHeight,
      html.offsetHeight,
      body.clientHeight,
      html.clientHeight,
    ),
  }
}

const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * A full-page picture of `clip` (page coordinates) as PNG bytes: what
 * `page.screenshot({ fullPage: true, clip, scale: 'css' })` asks Chromium for on a page of
 * device scale factor 1, without its preparation (`freeze` first).
 */
export async function stillPicture(page: Page, clip: Box): Promise<Buffer> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  const cdp = await session
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('the visual pages have a fixed viewport')
  const size = await page.evaluate(fullPageSize)
  const fits = size.width <= viewport.width && size.height <= viewport.height
  // Playwright's trimClipToSize: the clip, kept inside the full page.
  const x = Math.max(0, Math.min(clip.x, size.width))
  const y = Math.max(0, Math.min(clip.y, size.height))
  const width = Math.max(0, Math.min(clip.x + clip.width, size.width)) - x
  const height = Math.max(0, Math.min(clip.y + clip.height, size.height)) - y
  if (width <= 0 || height <= 0) throw new Error('the story box is outside the page')
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip: { x, y, width, height, scale: 1 },
    captureBeyondViewport: !fits,
  })
  return Buffer.from(data, 'base64')
}
