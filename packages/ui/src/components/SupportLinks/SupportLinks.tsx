import { useId } from 'react'
import { Icon } from '../Icon'
import { VisuallyHidden } from '../VisuallyHidden'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import {
  Anchor,
  Description,
  Empty,
  Heading,
  IconWrap,
  List,
  Section,
  Text,
} from './SupportLinks.styles'

/** One support or community link. */
export interface SupportLink {
  /** Visible name, e.g. "Telegram community". */
  label: string
  /** Full external address. */
  href: string
  /** Support desk (headset icon) or community group (chat icon). */
  kind: 'support' | 'community'
  /** Optional second line, e.g. opening hours. */
  description?: string
}

/** Props of {@link SupportLinks}. */
export interface SupportLinksProps {
  /** The links, in order; they come from configuration, not from ui. */
  links: SupportLink[]
  /** Section heading. */
  title?: string
  /** Shown when there are no links. */
  emptyText?: string
  className?: string
}

/** Support and community group links; each opens in a new tab. */
export function SupportLinks({
  links,
  title: titleProp,
  emptyText: emptyTextProp,
  className,
}: SupportLinksProps) {
  const tm = useUiMemberT()
  const title = titleProp ?? tm('supportTitle')
  const emptyText = emptyTextProp ?? tm('supportEmpty')
  const headingId = useId()
  return (
    <Section aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {links.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <List>
          {links.map((link) => (
            <li key={link.href}>
              <Anchor href={link.href} target="_blank" rel="noreferrer">
                <IconWrap>
                  <Icon name={link.kind === 'support' ? 'support' : 'community'} />
                </IconWrap>
                <Text>
                  {link.label}
                  {link.description ? <Description>{link.description}</Description> : null}
                </Text>
                <VisuallyHidden>{tm('opensInNewTab')}</VisuallyHidden>
              </Anchor>
            </li>
          ))}
        </List>
      )}
    </Section>
  )
}
