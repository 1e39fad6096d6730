// SWR keys: [path, body, token]. The path comes first so writes can revalidate every page and
// filter of a read with one filter; the token last so one member never sees another's cache.
import type { CallName } from '@trellis/contract'
import { calls } from '@trellis/contract'

/** The SWR key of a read call with the given body. */
export type ReadKey = readonly [path: string, body: unknown, token: string | null]

export function readKey(path: string, body: unknown, token: string | null): ReadKey {
  return [path, body, token] as const
}

/** A key filter matching every cached key of the given reads (all pages, all bodies). */
export function keysOf(names: readonly CallName[]): (key: unknown) => boolean {
  const paths = new Set(names.map((name) => calls[name].path))
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && paths.has(key[0])
}
