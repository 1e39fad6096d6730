// Light/dark switch in the top bar.
import styled from 'styled-components'
import { useAppColorScheme } from '../theme/ColorSchemeContext'
import { useShellT } from './messages'

const Toggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`

/** Switches between the light and dark theme. */
export function ThemeToggle() {
  const { scheme, toggle } = useAppColorScheme()
  const next = scheme === 'dark' ? 'light' : 'dark'
  const t = useShellT()
  return (
    <Toggle type="button" onClick={toggle} aria-label={t('switchTheme', { next })}>
      <span aria-hidden="true">{scheme === 'dark' ? '☀' : '☾'}</span>
    </Toggle>
  )
}
