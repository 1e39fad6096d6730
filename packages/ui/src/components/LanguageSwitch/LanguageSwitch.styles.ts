import styled from 'styled-components'
import { media } from '../../tokens'

export const Group = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
`

export const Legend = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Options = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
`

export const Option = styled.button`
  min-height: 44px;
  min-width: 96px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-family: ${({ theme }) => theme.font.languageNames};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`
