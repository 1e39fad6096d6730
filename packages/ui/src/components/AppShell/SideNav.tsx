import type { ReactNode } from 'react'
import { bottomNavItems, isSectionCurrent, type BottomNavItem } from '../BottomNav'
import { sideMenuItems, type SideMenuItem } from '../SideMenu'
import { ItemLink, List, LogoutButton } from '../SideMenu/SideMenu.styles'
import { PlainLink, isCurrent, type LinkComponent } from '../lists-shared'
import { Logo } from '../Logo'
import { Divider, Rail, RailBrand, RailHead, Sticky } from './AppShell.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The bottom bar's sections; the spec's five by default. */
  navItems?: BottomNavItem[] | undefined
  /** The side menu's links; the spec's by default. */
  menuItems?: SideMenuItem[] | undefined
  /** The current path, marking the current section and link. */
  currentPath?: string | undefined
  /** The router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined
  /** Shown at the top, e.g. the member's name. */
  header?: ReactNode
  /** Logs the member out (the last entry, a button). */
  onLogout: () => void
  /** Accessible name of the navigation landmark: the same as the bottom bar's, which it replaces. */
  label?: string
}

/**
 * The desktop's main navigation, always open on the left: the bottom bar's sections, then the side
 * menu's links and Logout, so nothing of either is lost.
 */
export function SideNav({
  navItems,
  menuItems,
  currentPath,
  linkComponent = PlainLink,
  header,
  onLogout,
  label: labelProp,
}: SideNavProps) {
  const t = useUiT()
  const label = labelProp ?? t('navMain')
  const sections = navItems ?? bottomNavItems
  // A menu link to a section's own page (the drawer's Team is the Team section) would mark the same page
  // twice: the section's link stands for both.
  const links = (menuItems ?? sideMenuItems).filter(
    (item) => !sections.some((section) => section.href === item.href),
  )
  // One link marks the page: Wallet History on /wallet/all, not also its section Wallet.
  const isLinkCurrent = links.some((item) => isCurrent(item.href, currentPath))
  return (
    <Rail>
      <Sticky>
        <RailBrand>
          <Logo size={28} />
        </RailBrand>
        {header !== undefined && <RailHead>{header}</RailHead>}
        <nav aria-label={label}>
          <List>
            {sections.map((item) => (
              <li key={item.href}>
                <ItemLink
                  as={linkComponent}
                  href={item.href}
                  aria-current={
                    !isLinkCurrent && isSectionCurrent(item, currentPath) ? 'page' : undefined
                  }
                >
                  {item.icon}
                  <span>{item.labelKey ? t(item.labelKey) : item.label}</span>
                </ItemLink>
              </li>
            ))}
          </List>
          <Divider />
          <List>
            {links.map((item) => (
              <li key={item.href}>
                <ItemLink
                  as={linkComponent}
                  href={item.href}
                  aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                >
                  {item.icon}
                  <span>{item.labelKey ? t(item.labelKey) : item.label}</span>
                </ItemLink>
              </li>
            ))}
            <li>
              <LogoutButton type="button" onClick={onLogout}>
                {t('logout')}
              </LogoutButton>
            </li>
          </List>
        </nav>
      </Sticky>
    </Rail>
  )
}
