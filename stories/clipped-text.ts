// The clipping check of the Hindi stories (issue 27): member screens and the console alike.
import { expect } from 'storybook/test'

/**
 * Fails on text that does not fit: the page scrolling sideways, or an element that hides its
 * overflowing text (ellipsis, hidden overflow) with more text than room.
 */
export async function expectNoClippedText(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth)
  const clipped = [...canvasElement.querySelectorAll<HTMLElement>('*')].filter((el) => {
    if (!el.textContent?.trim() || el.children.length > 0) return false
    // Text for screen readers only (a 1 px box) is not shown, so it cannot be clipped.
    if (el.clientWidth <= 1 || el.clientHeight <= 1) return false
    const style = getComputedStyle(el)
    const hides = style.overflowX === 'hidden' || style.textOverflow === 'ellipsis'
    return hides && el.scrollWidth > el.clientWidth + 1
  })
  await expect(clipped.map((el) => el.textContent)).toEqual([])
}
