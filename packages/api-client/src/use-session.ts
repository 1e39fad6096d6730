// React's view of the session: re-renders when it starts, changes or ends.
import { useSyncExternalStore } from 'react'
import { session, type SessionData, type SessionEndReason } from './session'

const snapshot = () => session.peek()
const serverSnapshot = () => null

/** The current session (user, token, startedAt), or null when logged out. */
export function useSession(): SessionData | null {
  return useSyncExternalStore(session.subscribe, snapshot, serverSnapshot)
}

/** Why the last session ended, for the login screen's notice. */
export function useSessionEndReason(): SessionEndReason | null {
  return useSyncExternalStore(session.subscribe, session.lastEndReason, () => null)
}
