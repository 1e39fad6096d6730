import styled from 'styled-components'
import { Icon } from '../Icon'
import { PlainLink, type LinkComponent } from '../lists-shared'
import { barTarget } from '../TopBar/TopBar.styles'

/** Props of {@link InboxBell}. */
export interface InboxBellProps {
  /** Where the bell leads: the inbox. */
  href: string
  /** Unread events; 0 or unknown shows no badge. Past `cap` the badge says "cap+". */
  count: number | undefined
  /** The link's accessible name, with the count in words ("Notifications, 3 unread"). */
  label: string
  /** The largest count written out. */
  cap?: number
  /** The router's link component; a plain anchor by default. */
  linkComponent?: LinkComponent
}

const Link = styled.a`
  ${barTarget}
  position: relative;
`

/** The count: the brand's colour (red is for danger only), never smaller than the small text. */
const Count = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.color.surface};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 16px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  box-sizing: border-box;
`

/**
 * The activity inbox's bell in the top bar: a link with the unread count as a badge. The count
 * is in the link's name for screen readers; the badge itself is hidden from them.
 */
export function InboxBell({
  href,
  count,
  label,
  cap = 99,
  linkComponent = PlainLink,
}: InboxBellProps) {
  const shown = count && count > 0 ? (count > cap ? `${cap}+` : String(count)) : null
  return (
    <Link as={linkComponent} href={href} aria-label={label} data-unread={count ?? 0}>
      <Icon name="bell" size={24} />
      {shown && <Count aria-hidden="true">{shown}</Count>}
    </Link>
  )
}
