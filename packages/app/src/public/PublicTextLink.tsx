// TextLink's look on AppLink, for the public screens (no react-router: see navigation.tsx).
import styled from 'styled-components'
import { AppLink } from './navigation'

/** An in-app link styled as text (the same rules as components/TextLink). */
export const PublicTextLink = styled(AppLink)`
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`
