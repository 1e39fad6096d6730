// Guards the member's routes: without a session (never started, logged out, or expired after
// 30 minutes) the app goes to /login, where the end reason is shown.
import { createContext, useContext, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSession, useSessionEndReason } from '@trellis/api-client'

/** Props of RequireSession. */
export interface RequireSessionProps {
  /** What to show while a session runs. */
  children: ReactNode
}

/**
 * True only where the build draws a member route's shell (src/prerender.tsx): the screen as it
 * stands before the member's data has come, with no session to guard. The browser never sets it.
 */
export const MemberShellContext = createContext(false)

/** Renders its children only while a session runs; otherwise redirects to /login. */
export function RequireSession({ children }: RequireSessionProps) {
  const current = useSession()
  const location = useLocation()
  const ended = useSessionEndReason()
  const shell = useContext(MemberShellContext)
  if (!current && !shell) {
    // The page, with its query, to return to after the sign-in (LoginScreen, returnPath): a deep
    // link or a session that ran out or was refused; a logout starts the next sign-in afresh.
    const from = ended === 'logout' ? undefined : location.pathname + location.search
    return <Navigate to="/login" replace state={from ? { from } : null} />
  }
  return <>{children}</>
}

/** Any unknown path: /dashboard with a session, /login without. */
export function FallbackRedirect() {
  const current = useSession()
  return <Navigate to={current ? '/dashboard' : '/login'} replace />
}
