// Logout: ends the session (clears session and local storage) and goes to /login.
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { session } from '@trellis/api-client'

/** Returns a function that logs the member out and opens /login. */
export function useLogout(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    session.end('logout')
    navigate('/login', { replace: true })
  }, [navigate])
}
