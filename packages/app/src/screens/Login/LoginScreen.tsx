// The login route under the data router: the login page with react-router's params and
// navigation (a prerendered page gives the same page its own: public.tsx).
import { useMemo } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { NavigationProvider, type AppNavigation } from '../../public/navigation'
import { LoginPage } from './LoginPage'

/** Routes /, /login and /login/:id. */
export function LoginScreen() {
  const { id } = useParams()
  const navigate = useNavigate()
  const value = useMemo<AppNavigation>(
    () => ({
      ...(id ? { referralId: id } : {}),
      navigate: (to, options) => void navigate(to, { replace: options?.replace ?? false }),
    }),
    [id, navigate],
  )
  return (
    <NavigationProvider value={value}>
      <LoginPage />
    </NavigationProvider>
  )
}
