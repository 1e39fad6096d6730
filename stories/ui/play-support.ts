// Helpers for the play functions of the component stories.

/**
 * Resolves after two painted frames: long enough for the browser to have moved focus off an
 * element that became disabled, so a play function can check that focus stayed.
 */
export function afterTwoFrames(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))
}

/**
 * Resolves once the browser has delivered the resize observations of the frame in which `el` is
 * next laid out. Start it right after changing a size: the component's own ResizeObserver, made
 * before this one, has been called by then, whatever the frame rate of a busy machine.
 */
export function afterResizeObservers(el: Element): Promise<void> {
  return new Promise((done) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect()
      // After the callbacks of the other observers of this delivery.
      queueMicrotask(done)
    })
    observer.observe(el)
  })
}

/**
 * How many lines the text of `el` takes: one per distinct line box of its text (a Range has one
 * rectangle per line fragment, where the element's own box is one rectangle however it wraps).
 */
export function lineCount(el: Element): number {
  const range = document.createRange()
  range.selectNodeContents(el)
  const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0)
  return new Set(rects.map((r) => Math.round(r.top))).size
}

/**
 * Asserts each element's text (an amount, a date, an id) is on one line and, unless it may
 * scroll, inside its box: no "$123,456,/789.50", no "2026-11-/21".
 */
export function expectWhole(elements: Element[], { mayScroll = false } = {}): void {
  if (elements.length === 0) throw new Error('expectWhole: no element to check')
  for (const el of elements) {
    const lines = lineCount(el)
    if (lines !== 1) throw new Error(`"${el.textContent}" takes ${lines} lines instead of one`)
    if (!mayScroll && el.scrollWidth > el.clientWidth + 1)
      throw new Error(
        `"${el.textContent}" is wider than its box (${el.scrollWidth} > ${el.clientWidth})`,
      )
  }
}

/**
 * Asserts a badge (a dot and a word: "Active", "Inactive") shows its whole word: the word on one
 * line and not cut by the badge's ellipsis ("Inactiv…"). Only the word's text is measured: the
 * dot's own box sits at another height and is no second line.
 */
export function expectBadgeWhole(badges: Element[]): void {
  if (badges.length === 0) throw new Error('expectBadgeWhole: no badge to check')
  for (const badge of badges) {
    const word = [...badge.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)
    if (!word) throw new Error(`"${badge.textContent}" has no text of its own`)
    const range = document.createRange()
    range.selectNodeContents(word)
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    if (lines !== 1) throw new Error(`"${badge.textContent}" takes ${lines} lines instead of one`)
    if (badge.scrollWidth > badge.clientWidth + 1)
      throw new Error(`"${badge.textContent}" is cut (${badge.scrollWidth} > ${badge.clientWidth})`)
  }
}
