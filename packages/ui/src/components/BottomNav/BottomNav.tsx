import type { ReactNode } from 'react'
import { Icon } from '../Icon'
import { PlainLink, isCurrent, type LinkComponent } from '../lists-shared'
import { Bar, Item, List, NavLink } from './BottomNav.styles'
import { useUiT } from '../../i18n/use-ui-t'
import type { UiMessageId } from '../../i18n/en'

/** One destination of the bottom navigation. */
export interface BottomNavItem {
  /** Visible label (English; `labelKey` gives it in the page's language). */
  label: string
  /** The ui catalogue's id of the label, for the spec's own items. */
  labelKey?: UiMessageId
  /** Where it goes. */
  href: string
  /** Icon drawn above the label (decorative; the label names the link). */
  icon?: ReactNode
  /**
   * Path prefixes that also mark it current: '/profile' for '/profile/menu', and the pages of
   * its section that live elsewhere (Invest Now and Bonus under Wallet, KYC under Profile).
   */
  match?: string | readonly string[]
}

/** Props of {@link BottomNav}. */
export interface BottomNavProps {
  /** The destinations, in order. Defaults to the spec's Home, Team, Wallet, Earning, Profile. */
  items?: BottomNavItem[]
  /** The current path; the matching item gets aria-current="page". */
  currentPath?: string
  /** The router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent
  /** Accessible name of the navigation landmark. */
  label?: string
}

/** The spec's bottom navigation: Home, Team, Wallet, Earning, Profile. */
export const bottomNavItems: BottomNavItem[] = [
  { label: 'Home', labelKey: 'navHome', href: '/dashboard', icon: <Icon name="home" size={22} /> },
  { label: 'Team', labelKey: 'navTeam', href: '/team', icon: <Icon name="team" size={22} /> },
  {
    label: 'Wallet',
    labelKey: 'navWallet',
    href: '/wallet',
    icon: <Icon name="wallet" size={22} />,
    match: ['/investNow', '/bonus'],
  },
  {
    label: 'Earning',
    labelKey: 'navEarning',
    href: '/earning',
    icon: <Icon name="earning" size={22} />,
  },
  {
    label: 'Profile',
    labelKey: 'navProfile',
    href: '/profile/menu',
    icon: <Icon name="profile" size={22} />,
    match: ['/profile', '/kyc'],
  },
]

/**
 * Whether `item`'s section holds the current page: its own path or one of its `match` prefixes.
 * The desktop side navigation marks its sections the same way.
 */
export function isSectionCurrent(item: BottomNavItem, currentPath: string | undefined): boolean {
  const also = typeof item.match === 'string' ? [item.match] : (item.match ?? [])
  return [item.href, ...also].some((path) => isCurrent(path, currentPath))
}

/** The app's main navigation: fixed at the bottom on phones, a bar under the content on wider screens. */
export function BottomNav({
  // No default parameter for items: Storybook's docgen would try to print the default list's
  // JSX icons in the Docs table and log "TypeError: this[a] is not a function" for every story.
  items,
  currentPath,
  linkComponent = PlainLink,
  label: labelProp,
}: BottomNavProps) {
  const t = useUiT()
  const label = labelProp ?? t('navMain')
  return (
    <Bar aria-label={label}>
      <List>
        {(items ?? bottomNavItems).map((item) => {
          const current = isSectionCurrent(item, currentPath)
          return (
            <Item key={item.href}>
              <NavLink
                as={linkComponent}
                href={item.href}
                aria-current={current ? 'page' : undefined}
                $current={current}
              >
                {item.icon}
                <span>{item.labelKey ? t(item.labelKey) : item.label}</span>
              </NavLink>
            </Item>
          )
        })}
      </List>
    </Bar>
  )
}
