import { describe, expect, it } from 'vitest'
import { pageItems } from './page-items'

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('puts gaps around the current page and keeps a constant length', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20])
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20])
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20])
    for (let p = 1; p <= 20; p += 1) expect(pageItems(p, 20)).toHaveLength(7)
  })

  it('clamps an out-of-range page', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20))
  })
})
