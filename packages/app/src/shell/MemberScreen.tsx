// Every member screen sits in the app shell: top bar with its title (the page's h1), bottom
// navigation, side menu with Logout, and the theme toggle.
import { useEffect, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { AppShell, MemberIdentity, sideMenuItems } from '@trellis/ui'
import { useSession } from '@trellis/api-client'
import { useLogout } from '../session/use-logout'
import { SessionEndingNotice } from '../session/SessionEndNotice'
import { RouterLink } from './RouterLink'
import { ThemeToggle } from './ThemeToggle'
import { InboxLink } from './InboxLink'
import { appConfig } from '../config'
import { useMemberLocale } from '../i18n/use-member-locale'

/** Props of MemberScreen. */
export interface MemberScreenProps {
  /** The screen's title: the top bar's heading and the document title. */
  title: string
  /** The screen's content. */
  children: ReactNode
}

/** The shell around one member screen. */
export function MemberScreen({ title, children }: MemberScreenProps) {
  const { pathname } = useLocation()
  const current = useSession()
  const logout = useLogout()
  useMemberLocale()

  useEffect(() => {
    document.title = `${title} · Trellis`
  }, [title])

  return (
    <AppShell
      title={title}
      currentPath={pathname}
      linkComponent={RouterLink}
      menuItems={menuItems}
      menuHeader={
        current ? (
          <MemberIdentity
            name={`${current.user.firstName} ${current.user.lastName}`.trim()}
            userId={current.user.userId}
          />
        ) : undefined
      }
      onLogout={logout}
      topBarRight={
        <>
          <InboxLink />
          <ThemeToggle />
        </>
      }
    >
      <SessionEndingNotice />
      {children}
    </AppShell>
  )
}

/** The spec's side menu with this app's targets: KYC opens /kyc, Support the configured link. */
const menuItems = sideMenuItems.map((item) => {
  if (item.label === 'KYC') return { ...item, href: '/kyc' }
  if (item.label === 'Support') return { ...item, href: appConfig.supportUrl }
  return item
})
