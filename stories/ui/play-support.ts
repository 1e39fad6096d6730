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

/**
 * Asserts a layout holds with real data (issue 26, point 10): no element inside `root` is wider
 * than its box (text cut by an ellipsis is allowed where the element's title holds all of it), no
 * text is set one letter per line, and each of `figures` is drawn at 12 px or more (no figure
 * shrunk to fit its box).
 */
export function expectLayoutHolds(root: Element, figures: Element[] = []): void {
  for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
    if (!(el instanceof HTMLElement) || el.clientWidth <= 1 || el.clientHeight <= 1) continue
    const style = getComputedStyle(el)
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
    const ellipsis = style.textOverflow === 'ellipsis' && el.title === el.textContent
    if (!ellipsis && el.scrollWidth > el.clientWidth + 1)
      throw new Error(
        `${scrolls ? 'scrolls sideways' : 'is wider than its box'}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').slice(0, 60)}" (${el.scrollWidth} > ${el.clientWidth})`,
      )
    for (const node of el.childNodes) {
      const text = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '').trim() : ''
      if (text.length < 2) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      if (lines > 1 && text.length / lines < 3)
        throw new Error(`"${text}" is set ${lines} lines of ${text.length} characters`)
    }
  }
  for (const figure of figures) {
    const size = parseFloat(getComputedStyle(figure).fontSize)
    if (size < 12) throw new Error(`"${figure.textContent}" is drawn at ${size.toFixed(1)} px`)
  }
}
