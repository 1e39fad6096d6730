// Lists are 10 a page (spec section 9), with the total so a client can page on.
import { PAGE_SIZE, pagedAnswer } from '@trellis/contract'

/** The offset of a 1-based page. */
export function offsetOf(page: number | undefined): {
  page: number
  limit: number
  offset: number
} {
  const p = page ?? 1
  return { page: p, limit: PAGE_SIZE, offset: (p - 1) * PAGE_SIZE }
}

/** Wraps one page of items in the contract's PagedAnswer. */
export const paged = pagedAnswer
