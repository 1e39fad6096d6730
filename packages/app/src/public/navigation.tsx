// What the public screens (login, sign-up) need from navigation, without react-router: the
// referral id of the path and a way to go elsewhere. Under the data router (routes.tsx) the login
// route provides them from react-router; on a prerendered page (public.tsx) the page provides
// them itself, and the data router loads when the member first leaves the page.
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react'

/** Navigation as the public screens see it. */
export interface AppNavigation {
  /** The referral id of /login/{id}. */
  referralId?: string
  /** Goes to an in-app path. */
  navigate: (to: string, options?: { replace?: boolean }) => void
  /**
   * Where a sign-in leads: the member's page a missing or ended session sent them away from
   * (a deep link, a session that ran out), else /dashboard.
   */
  afterSignIn?: string
}

/** The home of a signed-in member. */
const SIGNED_IN_HOME = '/dashboard'

/**
 * The page to return to after a sign-in, from the router state RequireSession leaves: only an
 * in-app path ("/wallet/all?page=2"), never another origin ("//host", "/\\host"), the login page
 * itself or anything that is not a short path; otherwise undefined (the dashboard).
 */
export function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from
  if (typeof from !== 'string' || from.length > 512 || !from.startsWith('/')) return undefined
  if (from.startsWith('//') || from.includes('\\')) return undefined
  if ([...from].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return undefined
  if (from === '/' || from === '/login' || from.startsWith('/login/') || from.startsWith('/login?'))
    return undefined
  return from
}

const NavigationContext = createContext<AppNavigation | null>(null)

/** Provides the public screens' navigation. */
export const NavigationProvider = NavigationContext.Provider

/** The navigation around this screen; where a sign-in leads is always said (else /dashboard). */
export function useAppNavigation(): AppNavigation & { afterSignIn: string } {
  const value = useContext(NavigationContext)
  if (!value)
    throw new Error('useAppNavigation needs a NavigationProvider (routes.tsx, public.tsx)')
  return { ...value, afterSignIn: value.afterSignIn ?? SIGNED_IN_HOME }
}

/** Props of AppLink. */
export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The in-app path. */
  to: string
}

/** An in-app link: a real href (new tab, copy link), navigated in place on a plain click. */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  const { navigate } = useAppNavigation()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
    if (event.defaultPrevented || event.button !== 0 || modified) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={to} onClick={click} {...rest}>
      {children}
    </a>
  )
}

/** The referral id of a /login/{id} path, decoded; undefined for any other path. */
export function referralIdOf(pathname: string): string | undefined {
  const raw = /^\/login\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (raw === undefined) return undefined
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
