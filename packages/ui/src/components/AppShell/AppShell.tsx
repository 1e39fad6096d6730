import { useCallback, useId, useState, type ReactNode } from 'react'
import { BottomNav, bottomNavItems, isSectionCurrent, type BottomNavItem } from '../BottomNav'
import { Logo } from '../Logo'
import { SideMenu, type SideMenuItem } from '../SideMenu'
import { TopBar } from '../TopBar'
import { useMediaQuery, type LinkComponent } from '../lists-shared'
import { breakpoints } from '../../tokens'
import { useUiT } from '../../i18n/use-ui-t'
import { Main, Shell } from './AppShell.styles'
import { SideNav } from './SideNav'

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The screen's title, shown in the top bar. */
  title: string
  /** The screen. */
  children: ReactNode
  /** The current path, marking the current link in both menus. */
  currentPath?: string
  /** The router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent
  /** Bottom navigation items; the spec's five by default. */
  navItems?: BottomNavItem[]
  /** Side menu links; the spec's by default. */
  menuItems?: SideMenuItem[]
  /** Shown at the top of the side menu, e.g. the member's name. */
  menuHeader?: ReactNode
  /** Logs the member out. */
  onLogout: () => void
  /** Extra controls on the right of the top bar, e.g. a theme toggle. */
  topBarRight?: ReactNode
  /** Opens the side menu on first render (stories, screenshots); phones only. */
  defaultMenuOpen?: boolean
}

/**
 * The member app's frame. On phones: top bar with the menu button, the screen, bottom navigation,
 * and the side menu as a drawer. On a desktop (from the lg width): the side navigation always open
 * on the left (the bottom bar's sections, the menu's links, Logout) and the top bar and the screen
 * beside it; no bottom bar, menu button or drawer.
 */
export function AppShell({
  title,
  children,
  currentPath,
  linkComponent,
  navItems,
  menuItems,
  menuHeader,
  onLogout,
  topBarRight,
  defaultMenuOpen = false,
}: AppShellProps) {
  const [isMenuOpen, setMenuOpen] = useState(defaultMenuOpen)
  const menuId = useId()
  const close = useCallback(() => setMenuOpen(false), [])
  // Rendered, not only hidden by CSS: one main navigation in the page, so its links are not found
  // twice (by a screen reader's list of landmarks, or a test's getByText).
  const isDesktop = useMediaQuery(`(min-width: ${breakpoints.lg})`)
  const t = useUiT()
  // A sub-screen (Deposit in Wallet, Level view in Team, My profile in Profile): the top bar's
  // way up to its section on a phone, where no side navigation shows where the page sits.
  const section = (navItems ?? bottomNavItems).find((item) => isSectionCurrent(item, currentPath))
  const back =
    section && currentPath !== undefined && section.href !== currentPath
      ? {
          href: section.href,
          label: t('backTo', {
            section: section.labelKey ? t(section.labelKey) : section.label,
          }),
        }
      : undefined
  return (
    <Shell>
      <TopBar
        title={title}
        {...(isDesktop ? {} : { onMenuClick: () => setMenuOpen(true) })}
        isMenuOpen={isMenuOpen}
        menuId={menuId}
        right={topBarRight}
        {...(isDesktop ? {} : { brand: <Logo size={28} withWordmark={false} />, back })}
        linkComponent={linkComponent}
      />
      {isDesktop && (
        <SideNav
          navItems={navItems}
          menuItems={menuItems}
          currentPath={currentPath}
          linkComponent={linkComponent}
          header={menuHeader}
          onLogout={onLogout}
        />
      )}
      <Main>{children}</Main>
      {!isDesktop && (
        <BottomNav items={navItems} currentPath={currentPath} linkComponent={linkComponent} />
      )}
      <SideMenu
        id={menuId}
        isOpen={isMenuOpen && !isDesktop}
        onClose={close}
        onLogout={onLogout}
        items={menuItems}
        currentPath={currentPath}
        linkComponent={linkComponent}
        header={menuHeader}
      />
    </Shell>
  )
}
