import { useRef, type ReactNode } from 'react'
import { Icon } from '../Icon'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { PlainLink, isCurrent, type LinkComponent } from '../lists-shared'
import {
  CloseButton,
  Drawer,
  Head,
  HeaderLine,
  Heading,
  ItemLink,
  List,
  LogoutButton,
  Overlay,
} from './SideMenu.styles'
import { useUiT } from '../../i18n/use-ui-t'
import type { UiMessageId } from '../../i18n/en'

/** One link of the side menu. */
export interface SideMenuItem {
  /** Visible label (English; `labelKey` gives it in the page's language). */
  label: string
  /** The ui catalogue's id of the label, for the spec's own items. */
  labelKey?: UiMessageId
  /** Where it goes. */
  href: string
  /** Decorative icon before the label. */
  icon?: ReactNode
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Whether the drawer is open. Closed, nothing is rendered. */
  isOpen: boolean
  /** Asked to close: Escape, the close button, the backdrop or a followed link. */
  onClose: () => void
  /** Logs the member out (the last entry, a button). */
  onLogout: () => void
  /** The links. Defaults to the spec's Invest Now, KYC, Wallet History, Network (named Team here: the page it opens, as the bottom navigation names it), Support. */
  items?: SideMenuItem[]
  /** The current path; the matching link gets aria-current="page". */
  currentPath?: string
  /** The router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent
  /** Id of the drawer, for the menu button's aria-controls. */
  id?: string
  /** Heading of the drawer, also its accessible name. */
  title?: string
  /** Shown under the heading, e.g. the member's name and id. */
  header?: ReactNode
}

/** The spec's side menu links (Logout is added as a button). */
export const sideMenuItems: SideMenuItem[] = [
  {
    label: 'Invest Now',
    labelKey: 'menuInvestNow',
    href: '/investNow',
    icon: <Icon name="invest" size={20} />,
  },
  {
    label: 'KYC',
    labelKey: 'menuKyc',
    href: '/profile/walletAddress',
    icon: <Icon name="profile" size={20} />,
  },
  {
    label: 'Wallet History',
    labelKey: 'menuWalletHistory',
    href: '/wallet/all',
    icon: <Icon name="wallet" size={20} />,
  },
  {
    label: 'Team',
    labelKey: 'menuTeam',
    href: '/team',
    icon: <Icon name="team" size={20} />,
  },
  {
    label: 'Support',
    labelKey: 'menuSupport',
    href: '/support',
    icon: <Icon name="support" size={20} />,
  },
]

/** A drawer with the side menu: focus stays inside while open and Escape closes it. */
export function SideMenu({
  isOpen,
  onClose,
  onLogout,
  // No default parameter for items: Storybook's docgen would try to print the default list's
  // JSX icons in the Docs table and log "TypeError: this[a] is not a function" for every story.
  items,
  currentPath,
  linkComponent = PlainLink,
  id,
  title: titleProp,
  header,
}: SideMenuProps) {
  const t = useUiT()
  const title = titleProp ?? t('menu')
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, isOpen, { onEscape: onClose })
  if (!isOpen) return null
  return (
    <>
      <Overlay data-testid="side-menu-overlay" onClick={onClose} aria-hidden="true" />
      <Drawer ref={ref} id={id} role="dialog" aria-modal="true" aria-label={title}>
        <Head>
          <Heading>{title}</Heading>
          <CloseButton type="button" onClick={onClose} aria-label={t('closeMenu')}>
            <Icon name="close" size={22} />
          </CloseButton>
        </Head>
        {header !== undefined && <HeaderLine>{header}</HeaderLine>}
        <nav aria-label={title}>
          <List>
            {(items ?? sideMenuItems).map((item) => (
              <li key={item.href}>
                <ItemLink
                  as={linkComponent}
                  href={item.href}
                  aria-current={isCurrent(item.href, currentPath) ? 'page' : undefined}
                  onClick={onClose}
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
      </Drawer>
    </>
  )
}
