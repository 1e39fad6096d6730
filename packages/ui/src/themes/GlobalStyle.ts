import { createGlobalStyle } from 'styled-components'
import '@fontsource-variable/inter'
// Hindi (issue 27): a Devanagari face after Inter in the stack, its files fetched only for text in
// its ranges, so an English page downloads none of it (its Devanagari face only: fonts/noto-devanagari.css);
// phones without a Devanagari font and the test browser read the same letters.
import './fonts/noto-devanagari.css'
// The language switch's names in their own small face (fonts/language-names.css).
import './fonts/language-names.css'
// The mono face, bundled: the same letters on every machine (fonts/mono.css).
import './fonts/mono.css'

/** Base styles, plus every space step and radius as a CSS variable (--t-space-md, …). */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${({ theme }) =>
      Object.entries(theme.space)
        .map(([k, v]) => `--t-space-${k}: ${v};`)
        .join('\n')}
    ${({ theme }) =>
      Object.entries(theme.radius)
        .map(([k, v]) => `--t-radius-${k}: ${v};`)
        .join('\n')}
    color-scheme: ${({ theme }) => theme.name};
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
