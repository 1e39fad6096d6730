// The parent route of every member screen: the session guard around the matched screen.
import { Outlet } from 'react-router-dom'
import { RequireSession } from '../session/RequireSession'

/** Guards the member's routes and renders the matched one. */
export function MemberLayout() {
  return (
    <RequireSession>
      <Outlet />
    </RequireSession>
  )
}
