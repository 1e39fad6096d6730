import styled from 'styled-components'
import { media } from '../../tokens'

export const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 20;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding-bottom: env(safe-area-inset-bottom);

  ${media.md} {
    position: sticky;
    bottom: 0;
  }
`

export const List = styled.ul`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  max-width: 960px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`

export const Item = styled.li`
  display: flex;
`

export const NavLink = styled.a<{ $current: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[1]}`};
  color: ${({ theme, $current }) => ($current ? theme.color.primaryText : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme, $current }) =>
    $current ? theme.font.weight.semibold : theme.font.weight.medium};
  text-decoration: none;
  border-top: 3px solid ${({ theme, $current }) => ($current ? theme.color.primary : 'transparent')};
  transition: color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`
