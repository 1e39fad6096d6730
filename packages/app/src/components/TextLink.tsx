// An in-app text link in the theme's colours (the browser's default blue ignores dark mode).
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { textLinkStyle } from './text-link-style'

/** A router link styled as text. */
export const TextLink = styled(Link)`
  ${textLinkStyle}
`
