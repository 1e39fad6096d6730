import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Footer, Header, Root, Title, type CardPadding } from './Card.styles'

/** Props of {@link Card}. */
export interface CardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Heading of the card; when given, the card is a region labelled by it. */
  title?: ReactNode
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4'
  /** Controls at the right of the header (a link, a small button). */
  actions?: ReactNode
  /** Row of actions at the bottom. */
  footer?: ReactNode
  /** Inner space: none, sm, md (default) or lg. */
  padding?: CardPadding
  /** `alt` sits the card on the alternate surface, for cards inside cards. */
  tone?: 'default' | 'alt'
  /** The content. */
  children?: ReactNode
}

/** A surface that groups related content. */
export function Card({
  title,
  titleAs = 'h2',
  actions,
  footer,
  padding = 'md',
  tone = 'default',
  children,
  ...rest
}: CardProps) {
  const titleId = useId()
  const hasHeader = title !== undefined || actions !== undefined
  return (
    <Root
      as={title !== undefined ? 'section' : 'div'}
      aria-labelledby={title !== undefined ? titleId : undefined}
      $padding={padding}
      $tone={tone}
      {...rest}
    >
      {hasHeader && (
        <Header>
          {title !== undefined && (
            <Title as={titleAs} id={titleId}>
              {title}
            </Title>
          )}
          {actions}
        </Header>
      )}
      {children}
      {footer !== undefined && <Footer>{footer}</Footer>}
    </Root>
  )
}
