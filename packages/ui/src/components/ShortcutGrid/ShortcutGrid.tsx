import { Icon, type IconName } from '../Icon'
import { PlainLink, type LinkComponent } from './link-component'
import { IconWrap, Item, List, Tile } from './ShortcutGrid.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** One shortcut tile. */
export interface ShortcutItem {
  /** Visible label, e.g. "Deposit". */
  label: string
  /** Where the tile goes, e.g. "/wallet/deposit". */
  href: string
  /** Icon drawn above the label. */
  icon: IconName
}

/** Props of {@link ShortcutGrid}. */
export interface ShortcutGridProps {
  /** The tiles, in order (the dashboard shows Deposit, Withdraw, Invest). */
  items: ShortcutItem[]
  /** Renders each link; pass a router adapter in the app. Defaults to a plain <a>. */
  linkComponent?: LinkComponent
  /** Accessible name of the navigation landmark. */
  label?: string
  className?: string
}

/** Big tappable shortcut tiles (Deposit, Withdraw, Invest) for the dashboard. */
export function ShortcutGrid({
  items,
  linkComponent: LinkEl = PlainLink,
  label: labelProp,
  className,
}: ShortcutGridProps) {
  const t = useUiT()
  const label = labelProp ?? t('shortcuts')
  if (items.length === 0) return null
  return (
    <nav aria-label={label} className={className}>
      <List>
        {items.map((item) => (
          <Item key={item.href + item.label}>
            <Tile>
              <LinkEl href={item.href}>
                <IconWrap>
                  <Icon name={item.icon} size={22} />
                </IconWrap>
                {item.label}
              </LinkEl>
            </Tile>
          </Item>
        ))}
      </List>
    </nav>
  )
}
