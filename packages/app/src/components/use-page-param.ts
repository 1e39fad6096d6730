// The page of a paged list lives in the URL (?page=2), not in component state: a reload opens
// the same page, Back returns to the page before, and a link can point at a page.
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/** Reads a page number from the search params: a whole number from 1, else page 1. */
export function pageOf(params: URLSearchParams, name = 'page'): number {
  const raw = params.get(name)
  if (raw === null || !/^[1-9]\d{0,5}$/.test(raw)) return 1
  return Number(raw)
}

/**
 * The current page and a setter that pushes it into the URL (page 1 leaves the param out), keeping
 * the other params. `name` lets a screen with two lists keep one param each.
 */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const page = pageOf(params, name)
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current)
        if (next > 1) copy.set(name, String(next))
        else copy.delete(name)
        return copy
      }),
    [name, setParams],
  )
  return [page, setPage]
}
