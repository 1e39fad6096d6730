// The login route under the data router: the login page with react-router's params and
// navigation (a prerendered page gives the same page its own: public.tsx).
import { useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { NavigationProvider, returnPath, type AppNavigation } from '../../public/navigation'
import { LoginPage } from './LoginPage'

/** Routes /, /login and /login/:id. */
export function LoginScreen() {
  const { id } = useParams()
  const navigate = useNavigate()
  const back = returnPath(useLocation().state)
  const value = useMemo<AppNavigation>(
    () => ({
      ...(id ? { referralId: id } : {}),
      ...(back ? { afterSignIn: back } : {}),
      navigate: (to, options) => void navigate(to, { replace: options?.replace ?? false }),
    }),
    [id, back, navigate],
  )
  return (
    <NavigationProvider value={value}>
      <LoginPage />
    </NavigationProvider>
  )
}
