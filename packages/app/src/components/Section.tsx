// A titled region of a screen: an h2 (visible or for screen readers only) keeps the heading
// outline whole (h1 in the top bar, h2 here, h3 in the cards inside).
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '@trellis/ui'

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.125rem;
`

/** Props of Section. */
export interface SectionProps {
  /** The section's heading. */
  title: string
  /** Keep the heading for screen readers only. */
  isTitleHidden?: boolean
  children: ReactNode
}

/** A region labelled by its h2. */
export function Section({ title, isTitleHidden = false, children }: SectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      {isTitleHidden ? (
        <VisuallyHidden>
          <h2 id={id}>{title}</h2>
        </VisuallyHidden>
      ) : (
        <Title id={id}>{title}</Title>
      )}
      {children}
    </section>
  )
}
