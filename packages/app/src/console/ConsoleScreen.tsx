// Every console screen sits in the app shell the member app uses, with the console's sections:
// on a desktop the side navigation (every section the role may open, Sign out), on a phone the
// bottom bar (the four daily sections) and the menu (all of them).
import { useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { AppShell, Badge, Inline } from '@trellis/ui'
import { useOpsCache, useOpsSignOut } from '@trellis/api-client/ops'
import { RouterLink } from '../shell/RouterLink'
import { ThemeToggle } from '../shell/ThemeToggle'
import { useConsoleT } from './i18n/en'
import { sectionsFor } from './nav'
import { useOperator } from './permissions'

/** Props of ConsoleScreen. */
export interface ConsoleScreenProps {
  /** The screen's title: the top bar's heading and the document title. */
  title: string
  children: ReactNode
}

/** The shell around one console screen. */
export function ConsoleScreen({ title, children }: ConsoleScreenProps) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { operator } = useOperator()
  const signOut = useOpsSignOut()
  const cache = useOpsCache()
  const t = useConsoleT()

  useEffect(() => {
    document.title = t('documentTitle', { title })
  }, [title, t])

  const sections = sectionsFor(operator?.role).map(({ name, href, icon, primary }) => ({
    label: t(name),
    href,
    icon,
    primary,
  }))
  const leave = () => {
    void signOut
      .trigger(undefined)
      .catch(() => undefined)
      .finally(() => {
        // Nothing an operator saw stays in memory after sign-out.
        cache.clear()
        navigate('/ops/sign-in')
      })
  }

  return (
    <AppShell
      title={title}
      currentPath={pathname}
      linkComponent={RouterLink}
      navItems={sections
        .filter((s) => s.primary)
        .map(({ label, href, icon }) => ({ label, href, icon }))}
      menuItems={sections.map(({ label, href, icon }) => ({ label, href, icon }))}
      menuHeader={
        operator ? (
          <Inline gap={2}>
            <span>{operator.email}</span>
            <Badge tone="neutral">{t('role', { role: operator.role })}</Badge>
          </Inline>
        ) : undefined
      }
      onLogout={leave}
      topBarRight={<ThemeToggle />}
    >
      {children}
    </AppShell>
  )
}
