/** One slot of a pager: a page number or a gap. */
export type PageItem = number | 'gap-start' | 'gap-end'

/**
 * The page numbers to show around `page` (1-based) out of `count`: always the first and last,
 * `siblings` either side of the current one, and gaps where pages are skipped. The result has a
 * constant length once count is large, so the pager does not jump as the member pages.
 */
export function pageItems(page: number, count: number, siblings = 1): PageItem[] {
  const total = siblings * 2 + 5
  if (count <= total) return Array.from({ length: count }, (_, i) => i + 1)
  const current = Math.min(Math.max(page, 1), count)
  const left = Math.max(current - siblings, 2)
  const right = Math.min(current + siblings, count - 1)
  const showStartGap = left > 3
  const showEndGap = right < count - 2
  if (!showStartGap) {
    const head = Array.from({ length: total - 2 }, (_, i) => i + 1)
    return [...head, 'gap-end', count]
  }
  if (!showEndGap) {
    const tail = Array.from({ length: total - 2 }, (_, i) => count - (total - 3) + i)
    return [1, 'gap-start', ...tail]
  }
  const middle = Array.from({ length: right - left + 1 }, (_, i) => left + i)
  return [1, 'gap-start', ...middle, 'gap-end', count]
}
