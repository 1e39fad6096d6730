// An in-app text link in the theme's colours (the browser's default blue ignores dark mode).
import { Link } from 'react-router-dom'
import styled from 'styled-components'

/** A router link styled as text. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`
