// Light or dark: the system preference (prefers-color-scheme) unless the member picked one.
import { useCallback, useEffect, useState } from 'react'
import { DEVICE_STORAGE_KEYS } from '@trellis/contract'

export type ColorScheme = 'light' | 'dark'

/**
 * The cookie that tells the server which scheme this device's app shows (packages/server's
 * app-pages.ts, THEME_COOKIE), so a member route's shell comes in that scheme: no flash of light
 * before a dark app, and the light shell shown on a dark system whose app shows light. It holds
 * the scheme's name only.
 */
export const THEME_COOKIE = 'trellis-theme'

/** localStorage key of the member's choice (kept by a logout). */
export const THEME_STORAGE_KEY = DEVICE_STORAGE_KEYS.theme

function systemScheme(): ColorScheme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light'
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

function storedScheme(): ColorScheme | null {
  try {
    const v = window.localStorage.getItem(THEME_STORAGE_KEY)
    return v === 'light' || v === 'dark' ? v : null
  } catch {
    return null
  }
}

/**
 * The current scheme and a toggle that remembers the choice. `hydrating`: the page was prerendered
 * in the light scheme, so the first render must be light too (React keeps the server's class
 * names); the member's or the system's scheme follows right after the first paint.
 */
export function useColorScheme(hydrating = false): { scheme: ColorScheme; toggle: () => void } {
  const [picked, setPicked] = useState<ColorScheme | null>(() =>
    hydrating ? null : storedScheme(),
  )
  const [system, setSystem] = useState<ColorScheme>(() => (hydrating ? 'light' : systemScheme()))

  useEffect(() => {
    if (hydrating) {
      setPicked(storedScheme())
      setSystem(systemScheme())
    }
    if (typeof window === 'undefined' || !window.matchMedia) return
    const query = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => setSystem(query.matches ? 'dark' : 'light')
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [hydrating])

  const scheme = picked ?? system
  useEffect(() => {
    document.cookie = `${THEME_COOKIE}=${scheme}; path=/; max-age=31536000; samesite=lax`
  }, [scheme])
  const toggle = useCallback(() => {
    const next: ColorScheme = scheme === 'dark' ? 'light' : 'dark'
    setPicked(next)
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // A browser that refuses storage still toggles for this visit.
    }
  }, [scheme])

  return { scheme, toggle }
}
