// Logout: ends the session on the server (its token stops working at once), then here (clears
// session and local storage) and goes to /login. The member is logged out here even when the
// server cannot be reached: the token then simply runs out.
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { calls } from '@trellis/contract'
import { callApi, session } from '@trellis/api-client'

/** Returns a function that logs the member out and opens /login. */
export function useLogout(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    if (session.get()) void callApi(calls.logout).catch(() => undefined)
    session.end('logout')
    navigate('/login', { replace: true })
  }, [navigate])
}
