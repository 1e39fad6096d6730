// The look of an in-app text link in the theme's colours (the browser's default blue ignores
// dark mode), shared by the router's TextLink and the public pages' PublicTextLink (which must
// not import react-router: see public/navigation.tsx).
import { css } from 'styled-components'

export const textLinkStyle = css`
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 600;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`
