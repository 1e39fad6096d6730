// A prerendered public page (/, /login, /login/{id}) as React hydrates it: the login page with
// its own navigation, and no router. The data router (routes, react-router) loads when the member
// first interacts with the page, and takes over the page on the first navigation.
import { useEffect, useMemo, useState, type ComponentType } from 'react'
import { LoginPage } from '../screens/Login/LoginPage'
import { NavigationProvider, referralIdOf, type AppNavigation } from './navigation'

/** The routed app's module (react-router and the route table). */
const loadRoutedApp = () => import('./routed-app')

/** Props of PublicRoot. */
export interface PublicRootProps {
  /** The page's path (location.pathname; the prerendered path at build). */
  pathname: string
}

/** The public page, until the first navigation hands the page to the data router. */
export function PublicRoot({ pathname }: PublicRootProps) {
  const [Routed, setRouted] = useState<{ App: ComponentType } | null>(null)
  const navigation = useMemo<AppNavigation>(() => {
    const referralId = referralIdOf(pathname)
    return {
      ...(referralId ? { referralId } : {}),
      navigate: (to, options) => {
        loadRoutedApp()
          .then(({ routedAppAt }) => routedAppAt(to, options?.replace ?? false))
          .then((App) => setRouted({ App }))
          // The router's code could not load (offline, a new build): a full page load instead.
          .catch(() => window.location.assign(to))
      },
    }
  }, [pathname])

  // The member is about to use the page: fetch the router now, so a navigation does not wait.
  useEffect(() => {
    const warm = () => void loadRoutedApp().catch(() => undefined)
    const events = ['pointerdown', 'focusin', 'keydown'] as const
    for (const name of events) document.addEventListener(name, warm, { once: true, capture: true })
    return () => {
      for (const name of events) document.removeEventListener(name, warm, { capture: true })
    }
  }, [])

  if (Routed) return <Routed.App />
  return (
    <NavigationProvider value={navigation}>
      <LoginPage />
    </NavigationProvider>
  )
}
