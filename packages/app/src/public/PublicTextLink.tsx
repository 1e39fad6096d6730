// TextLink's look on AppLink, for the public screens (no react-router: see navigation.tsx).
import styled from 'styled-components'
import { textLinkStyle } from '../components/text-link-style'
import { AppLink } from './navigation'

/** An in-app link styled as text (the same look as components/TextLink). */
export const PublicTextLink = styled(AppLink)`
  ${textLinkStyle}
`
