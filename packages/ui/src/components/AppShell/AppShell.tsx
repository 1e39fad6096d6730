import { useCallback, useId, useState, type ReactNode } from 'react'
import { BottomNav, type BottomNavItem } from '../BottomNav'
import { SideMenu, type SideMenuItem } from '../SideMenu'
import { TopBar } from '../TopBar'
import type { LinkComponent } from '../lists-shared'
import { Main, Shell } from './AppShell.styles'

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
  /** Opens the side menu on first render (stories, screenshots). */
  defaultMenuOpen?: boolean
}

/** The member app's frame: top bar, the screen, bottom navigation and the side menu. */
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
  return (
    <Shell>
      <TopBar
        title={title}
        onMenuClick={() => setMenuOpen(true)}
        isMenuOpen={isMenuOpen}
        menuId={menuId}
        right={topBarRight}
      />
      <Main>{children}</Main>
      <BottomNav items={navItems} currentPath={currentPath} linkComponent={linkComponent} />
      <SideMenu
        id={menuId}
        isOpen={isMenuOpen}
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
