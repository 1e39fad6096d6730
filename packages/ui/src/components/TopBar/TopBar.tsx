import type { ReactNode } from 'react'
import { Icon } from '../Icon'
import { PlainLink, type LinkComponent } from '../lists-shared'
import { VisuallyHidden } from '../VisuallyHidden'
import { BackLink, Bar, Inner, MenuButton, Right, Title } from './TopBar.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The screen's title. */
  title: string
  /** Opens the side menu. Without it no menu button is shown. */
  onMenuClick?: () => void
  /** Whether the side menu is open (for aria-expanded). */
  isMenuOpen?: boolean
  /** Id of the side menu the button controls. */
  menuId?: string
  /** Accessible name of the menu button. */
  menuLabel?: string
  /** Extra controls on the right, e.g. a theme toggle. */
  right?: ReactNode
  /** The brand's mark before the title (phones: the desktop shows it in the side navigation). */
  brand?: ReactNode
  /**
   * A sub-screen's way up, in place of the brand: an arrow link to its section ("Back to
   * Wallet" is its name).
   */
  back?: { href: string; label: string } | undefined
  /** The router's link component for `back`; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined
}

/** The top bar: a menu button, the screen's title and an optional slot on the right. */
export function TopBar({
  title,
  onMenuClick,
  isMenuOpen = false,
  menuId,
  menuLabel: menuLabelProp,
  right,
  brand,
  back,
  linkComponent = PlainLink,
}: TopBarProps) {
  const t = useUiT()
  const menuLabel = menuLabelProp ?? t('openMenu')
  return (
    <Bar>
      <Inner>
        {onMenuClick && (
          <MenuButton
            type="button"
            onClick={onMenuClick}
            aria-label={menuLabel}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-haspopup="dialog"
          >
            <Icon name="menu" size={24} />
          </MenuButton>
        )}
        {back ? (
          <BackLink as={linkComponent} href={back.href}>
            <Icon name="back" size={24} />
            <VisuallyHidden>{back.label}</VisuallyHidden>
          </BackLink>
        ) : (
          brand
        )}
        <Title title={title}>{title}</Title>
        {right !== undefined && <Right>{right}</Right>}
      </Inner>
    </Bar>
  )
}
